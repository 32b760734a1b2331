#!/usr/bin/env bash
# Runs scripts/search-check.py (the site's search driven in headless Chromium) with the Python that
# scripts/check-site.sh sets up (selenium; chromium and chromium-driver from Debian).
# Usage: scripts/search-check.sh SITE_DIR
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
. "$here/lib/setup-helpers.sh"
apt_missing=()
pick_python "import selenium"
exec "$python" "$here/search-check.py" "$@"
