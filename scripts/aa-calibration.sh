#!/usr/bin/env bash
# How each renderer of scripts/render-check.sh computes the coverage of an edge pixel: draws edges at
# x + k/16 and y + k/16 (k = 0…15) — straight edges of a plain rect and of a path, and the straight edge of a
# path that also has curves — with librsvg, headless Chromium and resvg at 1 pixel per unit, and prints the
# ink of the edge pixel (0–255) beside the exact coverage. A renderer that samples an edge in quarter pixels
# shows steps of 64: its coverage can be off by up to a quarter, which a --threshold below 0.25 counts as a
# different pixel wherever two renderers quantise an edge differently. What it shows: docs/svg-output.md.
# Usage: scripts/aa-calibration.sh [OUT_DIR]   (default: .build/aa-calibration)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/aa-calibration}"
mkdir -p "$out"
python3 - "$out/edges.svg" <<'PY'
import sys
rows = []
for k in range(16):
    x = 2 + k * 20
    rows.append(f'<rect x="{x + k / 16:g}" y="2" width="10" height="10"/>')                 # vertical edge, rect
    rows.append(f'<rect x="{x}" y="{20 + k / 16:g}" width="10" height="10"/>')               # horizontal edge, rect
    rows.append(f'<path d="M{x} {38 + k / 16:g}h10v10h-10z"/>')                              # horizontal edge, path of lines
    rows.append(f'<path d="M{x + 4} {56 + k / 16:g}h6c3 0 3 10 0 10h-6c-3 0-3-10 0-10z"/>')  # horizontal edge, path with curves
    rows.append(f'<path d="M{x + 2 + k / 16:g} 74v10c0 3 10 3 10 0v-10c0-3-10-3-10 0z"/>')  # vertical edge, path with curves
body = "".join(rows)
open(sys.argv[1], "w").write(f'<svg xmlns="http://www.w3.org/2000/svg" width="330" height="90" viewBox="0 0 330 90">'
                             f'<rect width="330" height="90" fill="#fff"/>{body}</svg>')
PY
bash scripts/compare-renderers.sh "$out/edges.svg" --scale 1 --threshold 0.1 --max-diff-share 1 --out "$out/png" --json "$out/report.json" >/dev/null
. scripts/lib/setup-helpers.sh
apt_missing=()
pick_python 'import numpy, PIL'
"$python" - "$out/png" <<'PY'
import sys
import numpy as np
from PIL import Image
png = sys.argv[1]
ink = {name: 255 - np.asarray(Image.open(f"{png}/edges.{name}.png").convert("L")).astype(int) for name in ("rsvg", "chromium", "resvg")}
# (label, row, column of k = 0, which pixel holds the edge)
probes = [("vertical edge, <rect>", 7, 2), ("horizontal edge, <rect>", 20, 5), ("horizontal edge, path of lines", 38, 5),
          ("horizontal edge, path with curves", 56, 9), ("vertical edge, path with curves", 79, 4)]
exact = " ".join(f"{round(255 * (1 - k / 16)):3d}" for k in range(16))
print("ink of the edge pixel for an edge at +k/16 pixel, k = 0..15")
for label, row, col in probes:
    print(label)
    for name, image in ink.items():
        print(f"  {name:9s}", " ".join(f"{image[row][col + k * 20]:3d}" for k in range(16)))
    print(f"  {'exact':9s}", exact)
PY
