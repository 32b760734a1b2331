#!/usr/bin/env bash
# The README's first command: builds the gallery from gallery-config.json into output/ on a fresh Debian
# machine (installs the missing Debian packages first). Extra arguments go to `gallery build`.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build -c release --product gallery
.build/release/gallery build --config gallery-config.json --output output "$@"
