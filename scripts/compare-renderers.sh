#!/usr/bin/env bash
# Runs scripts/compare-renderers.py after installing what it needs, only what is missing:
#   Debian: librsvg2-bin (rsvg-convert), chromium, chromium-driver (+ python3-venv when a venv has to be made)
#   PyPI:   scripts/requirements-render.txt, into the current python3 if it already has them, else into a venv
#           at $COMPARE_RENDERERS_VENV (default ~/.cache/stylegallery-render-venv).
# Usage: scripts/compare-renderers.sh DIR_OR_FILES... [--scale 2] [--threshold 0.02] [--out DIR]
#                                     [--max-diff-share 0.01] [--max-beyond-aa-share 0.005]
#                                     [--json report.json] [--jobs N]
#        scripts/compare-renderers.sh --self-test   (the measures' own tests: scripts/test_compare_renderers.py)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
req="$here/requirements-render.txt"
. "$here/lib/setup-helpers.sh"

apt_missing=()
command -v rsvg-convert >/dev/null 2>&1 || apt_missing+=(librsvg2-bin)
command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 || apt_missing+=(chromium)
# One browser per worker is driven through chromedriver (much faster than a browser process per file).
[ -x /usr/bin/chromedriver ] || command -v chromedriver >/dev/null 2>&1 || apt_missing+=(chromium-driver)

check_py='import numpy, PIL, resvg_py, selenium'
pick_python "$check_py"
install_missing_apt compare-renderers

if ! "$python" -c "$check_py" >/dev/null 2>&1; then
  echo "compare-renderers: installing Python packages into $venv" >&2
  [ -x "$venv/bin/python" ] || python3 -m venv "$venv"
  "$venv/bin/python" -m pip install -q --disable-pip-version-check -r "$req"
fi

if [ "${1:-}" = "--self-test" ]; then
  exec "$python" "$here/test_compare_renderers.py"
fi
exec "$python" "$here/compare-renderers.py" "$@"
