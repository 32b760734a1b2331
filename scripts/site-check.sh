#!/usr/bin/env bash
# Builds the site from the shipped gallery-config.json into a scratch folder and checks it with the
# W3C Nu checker (HTML and SVG), axe-core in headless Chromium (light and dark) and a link checker.
# Usage: scripts/site-check.sh [OUT_DIR]   (default: .build/site-check)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/site-check}"
rm -rf "$out"
mkdir -p "$out"
swift build --product gallery >/dev/null
.build/debug/gallery build --config gallery-config.json --output "$out/site"
bash scripts/check-site.sh "$out/site" --json "$out/report.json"
# The search, driven as a reader would (queries, "/", arrows, Escape) in the same headless Chromium.
bash scripts/search-check.sh "$out/site"
