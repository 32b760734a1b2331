#!/usr/bin/env bash
# Renders every seed style in every state under the light and dark themes (or, with --all, every variant of
# the shipped gallery: every style, state and theme of gallery-config.json), then checks that three
# independent renderers (librsvg, headless Chromium, resvg) draw the same pixels.
# Usage: scripts/render-check.sh [--all] [OUT_DIR]   (default: .build/render-check)
# Why the renderers still differ along edges, and by how much: scripts/aa-calibration.sh, docs/svg-output.md.
set -euo pipefail
cd "$(dirname "$0")/.."
all=false
if [ "${1:-}" = "--all" ]; then all=true; shift; fi
out="${1:-.build/render-check}"
rm -rf "$out"
mkdir -p "$out"
swift build --product gallery >/dev/null
seeds="my-button-style,my-primitive-button-style,my-toggle-style,my-toggle-style-2,default-triple-toggle-style,knob-triple-toggle-style,purple-text-toggle-style,check-mark-toggle-style,colored-toggle-style,primary-button-style,secondary-button-style,tertiary-button-style,settings-item,gradient-style"
if $all; then
  .build/debug/gallery export --output "$out/svg" --quiet
else
  .build/debug/gallery export --output "$out/svg" --themes default,dark --styles "$seeds"
fi
# Flatten to one folder (theme--style--state.svg) so every file gets a readable name in the report.
mkdir -p "$out/flat"
for f in "$out"/svg/*/*/*.svg; do
  rel="${f#"$out/svg/"}"
  cp "$f" "$out/flat/${rel//\//--}"
done
# The pixel measures are tested first, on synthetic renders with known differences.
bash scripts/compare-renderers.sh --self-test
# --threshold 0.1: a pixel counts as different when a channel differs by more than 10 %. Every rasterizer
# anti-aliases edges its own way: resvg, and Chromium on the horizontal edges of curved paths, sample an edge
# in quarter pixels (coverage up to 1/4 off, scripts/aa-calibration.sh), which this threshold still counts on
# high-contrast edges. So two gates: at most 0.5 % of pixels may differ beyond edge anti-aliasing (a blend,
# within a quarter step, of colours the other renderer draws next to it: compare-renderers.py), and at most
# 1 % may differ at all.
bash scripts/compare-renderers.sh "$out/flat" --threshold 0.1 --max-diff-share 0.01 --max-beyond-aa-share 0.005 \
  --out "$out/png" --json "$out/report.json"
