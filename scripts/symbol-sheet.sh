#!/usr/bin/env bash
# Renders every built-in symbol into a contact sheet: output/symbols.svg and output/symbols.png (4× zoom).
# Look at the PNG after changing a symbol.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p output
# SYMBOL_SHEET_NAMES=bell,trash SYMBOL_SHEET_SIZE=96 narrow it.
SYMBOL_SHEET="$PWD/output/symbols.svg" swift test --filter SymbolSheetTests
rsvg-convert -z "${ZOOM:-4}" output/symbols.svg -o output/symbols.png
echo "wrote output/symbols.svg and output/symbols.png"
