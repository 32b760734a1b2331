#!/usr/bin/env bash
# The README's second command: the whole test suite — Swift Testing suites, the API documentation (DocC,
# warnings as errors), the three-renderer SVG check, and the W3C Nu / axe-core / link checks of the site
# built from the shipped configuration. Installs what it needs first (scripts/setup.sh; the check scripts
# install Chromium, a JRE and their Python packages).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift test
scripts/docs.sh
scripts/render-check.sh
scripts/site-check.sh
