#!/usr/bin/env python3
"""Tests of compare-renderers.py's pixel measures, on synthetic renders whose differences are known.

Each scene is drawn twice the way two rasterisers would: with exact edge coverage (as librsvg does) and with
coverage sampled in quarter pixels (as resvg does, scripts/aa-calibration.sh). The edge anti-aliasing measure
must excuse exactly that, and must still count what a renderer draws differently: a shape left out, another
fill, a hairline missing, an edge two pixels away, a faint overlay missing.
Run: python3 scripts/test_compare_renderers.py (needs numpy, Pillow and resvg-py: scripts/compare-renderers.sh
installs them); scripts/render-check.sh runs it before every check.
"""
from __future__ import annotations

import importlib.util
import sys
import unittest
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
spec = importlib.util.spec_from_file_location("compare_renderers", HERE / "compare-renderers.py")
cr = importlib.util.module_from_spec(spec)
sys.modules["compare_renderers"] = cr
spec.loader.exec_module(cr)

SIZE = 64
THRESHOLD = 0.1


def coverage(shapes, quantum: float | None, size: int = SIZE) -> list[np.ndarray]:
    """Each shape's coverage of every pixel (0..1), exact or rounded to `quantum` (a quarter: 0.25).

    A shape is ("rect", x0, y0, x1, y1) or ("disc", cx, cy, r) in pixel units; exact coverage is the mean of
    a 16x16 grid of samples per pixel.
    """
    n = 16
    offs = (np.arange(n) + 0.5) / n
    ys = (np.arange(size)[:, None] + offs[None, :]).reshape(-1)
    xs = ys.copy()
    out = []
    for shape in shapes:
        if shape[0] == "rect":
            _, x0, y0, x1, y1 = shape
            inside = ((ys[:, None] >= y0) & (ys[:, None] < y1)) & ((xs[None, :] >= x0) & (xs[None, :] < x1))
        else:
            _, cx, cy, r = shape
            inside = (ys[:, None] - cy) ** 2 + (xs[None, :] - cx) ** 2 <= r * r
        cov = inside.reshape(size, n, size, n).mean(axis=(1, 3))
        if quantum:
            cov = np.round(cov / quantum) * quantum
        out.append(cov)
    return out


def paint(background, layers, quantum: float | None) -> np.ndarray:
    """An RGB uint8 image: `layers` = [(shape, (r, g, b), opacity)] painted in order over `background`."""
    img = np.empty((SIZE, SIZE, 3), dtype=np.float64)
    img[:] = background
    covs = coverage([shape for shape, _, _ in layers], quantum)
    for (_, rgb, opacity), cov in zip(layers, covs):
        a = (cov * opacity)[:, :, None]
        img = img * (1 - a) + np.array(rgb, dtype=np.float64) * a
    return np.clip(np.round(img), 0, 255).astype(np.uint8)


BLUE, WHITE, BLACK = (10, 132, 255), (255, 255, 255), (0, 0, 0)
# A button: a blue capsule-ish disc pair and bar with white "glyph" bars on it, on black; edges at awkward
# fractions of a pixel so that quarter sampling moves them.
BUTTON = [
    (("rect", 10.3, 20.55, 54.7, 43.45), BLUE, 1.0),
    (("disc", 10.3, 32.0, 11.45), BLUE, 1.0),
    (("disc", 54.7, 32.0, 11.45), BLUE, 1.0),
    (("rect", 20.15, 26.35, 22.6, 37.8), WHITE, 1.0),
    (("rect", 25.4, 26.35, 31.85, 28.7), WHITE, 1.0),
    (("disc", 38.3, 32.1, 4.35), WHITE, 1.0),
]


def shares(a: np.ndarray, b: np.ndarray) -> tuple[float, float]:
    raw = float(cr.diff_mask(a, b, THRESHOLD).mean())
    beyond = float(cr.beyond_aa_mask(a, b, THRESHOLD).mean())
    return raw, beyond


class EdgeAntialiasingTests(unittest.TestCase):
    def test_identical_renders_differ_nowhere(self):
        a = paint(BLACK, BUTTON, None)
        self.assertEqual(shares(a, a), (0.0, 0.0))

    def test_quarter_pixel_coverage_is_excused_but_still_reported_raw(self):
        exact, quarter = paint(BLACK, BUTTON, None), paint(BLACK, BUTTON, 0.25)
        raw, beyond = shares(exact, quarter)
        self.assertGreater(raw, 0.005, "the scene must exercise the quantisation the raw share counts")
        self.assertEqual(beyond, 0.0)
        self.assertEqual(shares(quarter, exact)[1], 0.0, "the measure is symmetric")

    def test_a_shape_left_out_counts(self):
        without = [layer for layer in BUTTON if layer[0] != ("disc", 38.3, 32.1, 4.35)]
        _, beyond = shares(paint(BLACK, BUTTON, None), paint(BLACK, without, 0.25))
        self.assertGreater(beyond, 0.01)  # the disc's interior: about 0.014 of the image

    def test_another_fill_counts(self):
        other = [(s, (0, 96, 223) if c == BLUE else c, o) for s, c, o in BUTTON]
        _, beyond = shares(paint(BLACK, BUTTON, None), paint(BLACK, other, 0.25))
        self.assertGreater(beyond, 0.2)

    def test_a_missing_hairline_counts(self):
        hairline = [(("rect", 2.0, 60.0, 62.0, 61.0), BLACK, 1.0)]
        _, beyond = shares(paint(WHITE, hairline, None), paint(WHITE, [], None))
        self.assertAlmostEqual(beyond, 60 / SIZE ** 2, places=6)

    def test_an_edge_two_pixels_away_counts(self):
        moved = [((s[0], s[1] + 2, *s[2:]) if s[0] == "rect" and c == WHITE else s, c, o) for s, c, o in BUTTON]
        _, beyond = shares(paint(BLACK, BUTTON, None), paint(BLACK, moved, None))
        self.assertGreater(beyond, 0.005)

    def test_a_faint_overlay_left_out_counts(self):
        overlay = [(("rect", 8.0, 8.0, 40.0, 40.0), BLACK, 0.2)]
        _, beyond = shares(paint(WHITE, overlay, None), paint(WHITE, [], None))
        self.assertGreater(beyond, 0.2)  # 0.2 of black on white is a 20 % difference inside a flat area

    def test_a_difference_larger_than_a_quarter_step_counts_even_on_an_edge(self):
        edge = [(("rect", 0.0, 0.0, 32.5, SIZE), BLACK, 1.0)]
        a = paint(WHITE, edge, None)  # column 32 at half coverage: 128
        b = a.copy()
        b[:, 32] = 0  # fully inked: 128 apart, beyond a quarter step
        self.assertAlmostEqual(shares(a, b)[1], 1 / SIZE, places=6)


if __name__ == "__main__":
    unittest.main(verbosity=2)
