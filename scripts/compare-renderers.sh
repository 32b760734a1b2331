#!/usr/bin/env bash
# Runs scripts/compare-renderers.py after installing what it needs, only what is missing:
#   Debian: librsvg2-bin (rsvg-convert), chromium (+ python3-venv when a venv has to be made)
#   PyPI:   scripts/requirements-render.txt, into the current python3 if it already has them, else into a venv
#           at $COMPARE_RENDERERS_VENV (default ~/.cache/stylegallery-render-venv).
# Usage: scripts/compare-renderers.sh DIR_OR_FILES... [--scale 2] [--threshold 0.02] [--out DIR]
#                                     [--max-diff-share 0.01] [--json report.json] [--jobs N]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
req="$here/requirements-render.txt"

apt_missing=()
command -v rsvg-convert >/dev/null 2>&1 || apt_missing+=(librsvg2-bin)
command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 || apt_missing+=(chromium)

python=python3
check_py='import numpy, PIL, resvg_py'
if ! "$python" -c "$check_py" >/dev/null 2>&1; then
  venv="${COMPARE_RENDERERS_VENV:-${XDG_CACHE_HOME:-$HOME/.cache}/stylegallery-render-venv}"
  python="$venv/bin/python"
  if ! "$python" -c "$check_py" >/dev/null 2>&1; then
    python3 -m venv --help >/dev/null 2>&1 && python3 -c 'import ensurepip' >/dev/null 2>&1 \
      || apt_missing+=(python3-venv)
  fi
fi

if [ ${#apt_missing[@]} -gt 0 ]; then
  echo "compare-renderers: installing ${apt_missing[*]}" >&2
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${apt_missing[@]}" >/dev/null
fi

if ! "$python" -c "$check_py" >/dev/null 2>&1; then
  echo "compare-renderers: installing Python packages into $venv" >&2
  [ -x "$venv/bin/python" ] || python3 -m venv "$venv"
  "$venv/bin/python" -m pip install -q --disable-pip-version-check -r "$req"
fi

exec "$python" "$here/compare-renderers.py" "$@"
