#!/usr/bin/env python3
"""Render SVG files with three independent renderers and report how much they disagree.

Renderers:
  rsvg      rsvg-convert (librsvg; Debian package librsvg2-bin)
  chromium  headless Chromium (Debian package chromium), the SVG shown in an <img> of a minimal page:
            one browser per worker thread driven through chromedriver (selenium, Debian's chromium-driver),
            each capture taken after the image has decoded and two frames have passed; without selenium or
            chromedriver, one `chromium --screenshot` process per file (about ten times slower)
  resvg     resvg through the PyPI package resvg-py (in process)

Each SVG is rendered at --scale x its viewBox size, composited on white, and every pair of renderers is
compared: the share of pixels whose largest channel difference exceeds --threshold (0..1), and the share of
those that are not edge anti-aliasing (see edge_antialiasing below: a blend, within a quarter step, of colours
the other renderer draws next to it). A file fails when, for any pair, the first share exceeds
--max-diff-share or the second exceeds --max-beyond-aa-share, or when a renderer errors (non-zero exit, a warning from
rsvg-convert or resvg, wrong output size, a blank image where another renderer drew something, Chromium
failing to load the image).

Outputs per file in --out: NAME.rsvg.png, NAME.chromium.png, NAME.resvg.png (all on white) and NAME.diff.png
(top row: the three renders; bottom row: each pair over a faded render, differing pixels in red, edge
anti-aliasing in orange; the label gives both shares).

The summary ends with
  beyond edge anti-aliasing: max share X.XXXX (pair), mean of each file's worst pair Y.YYYY
  renderers: N files, max diff share X.XXXX (pair), mean Y.YYYY
  max diff share at other thresholds (not checked): …
  N passed, M failed
where "mean" is the mean over files of each file's worst pair. Exit status: 0 all passed, 1 some failed,
2 usage error (no SVG found, bad option).

Python dependencies: scripts/requirements-render.txt (Pillow, numpy, resvg-py). No network, no display needed.
"""
from __future__ import annotations

import argparse
import concurrent.futures
import html
import io
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

try:
    import numpy as np
    from PIL import Image, ImageDraw, ImageFont
    import resvg_py
except ImportError as exc:  # pragma: no cover - environment problem
    sys.stderr.write(
        f"compare-renderers: missing Python package ({exc}); "
        "run: pip install -r scripts/requirements-render.txt\n"
    )
    sys.exit(2)

RENDERERS = ("rsvg", "chromium", "resvg")
PAIRS = (("rsvg", "chromium"), ("rsvg", "resvg"), ("chromium", "resvg"))
# Colour the Chromium page turns into when the <img> fails to load (so the failure is unmistakable).
CHROMIUM_ERROR_RGB = (255, 0, 255)
RENDER_TIMEOUT_S = 120
# Further thresholds the report gives each pair's share at (never used to pass or fail): above 0.25 an edge
# pixel that two renderers sample a quarter-pixel coverage step apart no longer counts
# (scripts/aa-calibration.sh), so what is left there is a difference in what is drawn, not how edges are.
SWEEP_THRESHOLDS = (0.15, 0.2, 0.26)
# The largest channel difference an edge pixel can have when two renderers sample its coverage a quarter-pixel
# step apart (64/255 on a black/white edge, scripts/aa-calibration.sh), with a little room for rounding.
AA_STEP = 0.26

# Serialises console output and resvg's in-process log capture (which redirects file descriptors 1 and 2).
IO_LOCK = threading.Lock()


def pair_name(pair: tuple[str, str]) -> str:
    return f"{pair[0]}-{pair[1]}"


@dataclass
class Result:
    path: Path
    name: str
    viewbox: tuple[float, float] | None = None
    size: tuple[int, int] | None = None  # target pixel size
    errors: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    times: dict[str, float] = field(default_factory=dict)
    shares: dict[str, float] = field(default_factory=dict)  # pair name -> diff share
    beyond_aa: dict[str, float] = field(default_factory=dict)  # pair name -> share differing beyond edge AA
    sweep: dict[str, dict[str, float]] = field(default_factory=dict)  # threshold -> pair name -> diff share
    nonwhite: dict[str, float] = field(default_factory=dict)

    @property
    def worst(self) -> tuple[float, str] | None:
        if not self.shares:
            return None
        name = max(self.shares, key=lambda k: self.shares[k])
        return self.shares[name], name

    def passed(self, max_share: float, max_beyond_aa: float) -> bool:
        if self.errors or len(self.shares) != len(PAIRS) or len(self.beyond_aa) != len(PAIRS):
            return False
        return (all(v <= max_share for v in self.shares.values())
                and all(v <= max_beyond_aa for v in self.beyond_aa.values()))


# ---------------------------------------------------------------- input

def collect_svgs(args: list[str]) -> list[Path]:
    files: list[Path] = []
    for a in args:
        p = Path(a)
        if p.is_dir():
            files.extend(sorted(q for q in p.rglob("*.svg") if q.is_file()))
        elif p.is_file():
            files.append(p)
        else:
            raise SystemExit(f"compare-renderers: no such file or directory: {a}")
    seen, unique = set(), []
    for f in files:
        r = f.resolve()
        if r not in seen:
            seen.add(r)
            unique.append(r)
    return unique


_NUM = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?"


def _length_px(value: str | None) -> float | None:
    if not value:
        return None
    m = re.fullmatch(rf"\s*({_NUM})\s*(px)?\s*", value)
    return float(m.group(1)) if m else None


def read_viewbox(path: Path) -> tuple[tuple[float, float], list[str]]:
    """(width, height) of the root viewBox, plus notes. Raises ValueError when it cannot be found."""
    notes: list[str] = []
    attrs: dict[str, str] = {}
    try:
        for _event, elem in ET.iterparse(path, events=("start",)):
            attrs = dict(elem.attrib)
            if not elem.tag.endswith("svg"):
                raise ValueError(f"root element is <{elem.tag}>, not <svg>")
            break
    except ET.ParseError as exc:
        # Fall back to a regex so the renderers still get a chance (they will likely report the problem).
        notes.append(f"XML parse error: {exc}")
        text = path.read_text(encoding="utf-8", errors="replace")
        m = re.search(r"<svg\b[^>]*>", text, re.S)
        if not m:
            raise ValueError("no <svg> element") from exc
        attrs = dict(re.findall(r'([\w:-]+)\s*=\s*"([^"]*)"', m.group(0)))
    vb = attrs.get("viewBox")
    w_attr, h_attr = _length_px(attrs.get("width")), _length_px(attrs.get("height"))
    if vb:
        nums = [float(x) for x in re.split(r"[\s,]+", vb.strip()) if x]
        if len(nums) != 4 or nums[2] <= 0 or nums[3] <= 0:
            raise ValueError(f"bad viewBox {vb!r}")
        w, h = nums[2], nums[3]
        if w_attr and h_attr and abs(w_attr / h_attr - w / h) > 0.01 * (w / h):
            notes.append(
                f"width/height {w_attr:g}x{h_attr:g} have another aspect than the viewBox {w:g}x{h:g}"
            )
        return (w, h), notes
    if w_attr and h_attr:
        notes.append("no viewBox; using width/height")
        return (w_attr, h_attr), notes
    raise ValueError("no viewBox (and no width/height in px)")


# ---------------------------------------------------------------- images

def on_white(im: Image.Image) -> np.ndarray:
    """RGB uint8 array of the image composited on white."""
    im = im.convert("RGBA")
    bg = Image.new("RGBA", im.size, (255, 255, 255, 255))
    return np.asarray(Image.alpha_composite(bg, im).convert("RGB"))


def nonwhite_share(a: np.ndarray, threshold: float) -> float:
    limit = threshold * 255.0
    return float(((255 - a.astype(np.int16)).max(axis=2) > limit).mean())


def channel_diff(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Each pixel's largest channel difference (0-255)."""
    return np.abs(a.astype(np.int16) - b.astype(np.int16)).max(axis=2)


def diff_mask(a: np.ndarray, b: np.ndarray, threshold: float) -> np.ndarray:
    return channel_diff(a, b) > threshold * 255.0


def neighbourhood_range(a: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Per channel, the smallest and largest value in each pixel's 3x3 neighbourhood (the pixel included)."""
    h, w = a.shape[:2]
    padded = np.pad(a.astype(np.int16), ((1, 1), (1, 1), (0, 0)), mode="edge")
    lo = padded[1:h + 1, 1:w + 1].copy()
    hi = lo.copy()
    for dy in range(3):
        for dx in range(3):
            window = padded[dy:dy + h, dx:dx + w]
            np.minimum(lo, window, out=lo)
            np.maximum(hi, window, out=hi)
    return lo, hi


def edge_antialiasing(a: np.ndarray, b: np.ndarray, threshold: float) -> np.ndarray:
    """Pixels where two renders differ only in how an edge is anti-aliased.

    Rasterisers agree on where an edge is but not on how much of an edge pixel it covers: librsvg computes
    coverage exactly, resvg (and Chromium on curved paths) in quarter pixels (scripts/aa-calibration.sh). Such a
    pixel is a blend of the colours on either side of the edge, which both renders draw right next to it. So a
    pixel counts as edge anti-aliasing when (1) its largest channel difference is at most a quarter step
    (AA_STEP), and (2) in each render its colour lies, per channel and within --threshold, inside the range of
    colours the other render has in its 3x3 neighbourhood. A shape one renderer leaves out, a different fill,
    a missing hairline or an edge more than a pixel away fail (2) or (1) and still count.
    """
    d = channel_diff(a, b)
    tol = threshold * 255.0
    a16, b16 = a.astype(np.int16), b.astype(np.int16)
    a_lo, a_hi = neighbourhood_range(a16)
    b_lo, b_hi = neighbourhood_range(b16)
    a_among_b = ((a16 >= b_lo - tol) & (a16 <= b_hi + tol)).all(axis=2)
    b_among_a = ((b16 >= a_lo - tol) & (b16 <= a_hi + tol)).all(axis=2)
    return (d > tol) & (d <= AA_STEP * 255.0) & a_among_b & b_among_a


def beyond_aa_mask(a: np.ndarray, b: np.ndarray, threshold: float) -> np.ndarray:
    """Pixels that differ by more than --threshold and are not edge anti-aliasing."""
    return diff_mask(a, b, threshold) & ~edge_antialiasing(a, b, threshold)


# ---------------------------------------------------------------- renderers

def render_rsvg(svg: Path, size: tuple[int, int], out_png: Path) -> tuple[np.ndarray | None, list[str]]:
    w, h = size
    raw = out_png.with_suffix(".raw.png")  # rsvg-convert's RGBA output, replaced by the on-white version
    raw.unlink(missing_ok=True)
    cmd = ["rsvg-convert", "-w", str(w), "-h", str(h), "-f", "png", "-o", str(raw), str(svg)]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=RENDER_TIMEOUT_S)
    except FileNotFoundError:
        return None, ["rsvg: rsvg-convert not found (apt-get install librsvg2-bin)"]
    except subprocess.TimeoutExpired:
        return None, [f"rsvg: timed out after {RENDER_TIMEOUT_S} s"]
    errors = []
    if p.returncode != 0:
        errors.append(f"rsvg: exit {p.returncode}: {p.stderr.strip()[:300]}")
    elif p.stderr.strip():
        # rsvg-convert prints nothing on a clean render: any message is a warning ("unsupported", ...).
        errors.append("rsvg: " + " | ".join(p.stderr.strip().splitlines()[:5])[:300])
    if p.returncode != 0 or not raw.exists():
        return None, errors or ["rsvg: no output"]
    with Image.open(raw) as im:
        arr = on_white(im)
    raw.unlink()
    Image.fromarray(arr).save(out_png)
    return arr, errors


def find_chromium(explicit: str | None) -> str | None:
    if explicit:
        return explicit
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        found = shutil.which(name)
        if found:
            return found
    return None


CHROMIUM_PAGE = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><style>
html, body {{ margin: 0; padding: 0; background: #fff; overflow: hidden; }}
img {{ display: block; width: {css_w}px; height: {css_h}px; }}
</style></head>
<body><img src="{src}" alt=""
 onerror="this.remove();document.documentElement.style.background='rgb({err})'"></body></html>
"""


# Runs in the page once it is loaded: resolves when the <img> has decoded (or failed) and two animation
# frames have passed, so that the capture that follows shows the image painted.
CHROMIUM_SETTLE_JS = """
const done = arguments[arguments.length - 1];
const img = document.querySelector('img');
const frames = () => requestAnimationFrame(() => requestAnimationFrame(() => done(!!document.querySelector('img'))));
if (!img) { frames(); } else { img.decode().then(frames, frames); }
"""


class ChromiumSessions:
    """One headless Chromium per worker thread, driven through chromedriver, kept for every file the thread
    renders (starting a browser per file costs about three seconds each). `None` from `get()` means the
    browser cannot be driven this way (no selenium or chromedriver): callers fall back to a process per file."""

    def __init__(self, chromium: str | None):
        self.chromium = chromium
        self.local = threading.local()
        self.drivers: list = []
        self.lock = threading.Lock()
        self.problem: str | None = None
        try:
            from selenium import webdriver  # noqa: F401
        except ImportError:
            self.problem = "selenium is not installed"
        self.chromedriver = next((p for p in (shutil.which("chromedriver"), "/usr/bin/chromedriver")
                                  if p and os.path.exists(p)), None)
        if not self.chromedriver and not self.problem:
            self.problem = "chromedriver not found (apt-get install chromium-driver)"

    def get(self):
        if self.problem or not self.chromium:
            return None
        driver = getattr(self.local, "driver", None)
        if driver is None:
            from selenium import webdriver
            from selenium.webdriver.chrome.service import Service
            opts = webdriver.ChromeOptions()
            opts.binary_location = self.chromium
            for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-color-profile=srgb",
                      "--no-first-run", "--no-default-browser-check", "--disable-extensions",
                      "--disable-background-networking", "--disable-component-update", "--disable-sync", "--mute-audio"):
                opts.add_argument(a)
            try:
                driver = webdriver.Chrome(service=Service(executable_path=self.chromedriver), options=opts)
            except Exception as exc:  # noqa: BLE001 - any failure to start means: use the process per file
                with self.lock:
                    self.problem = f"cannot start chromium through chromedriver: {str(exc).strip().splitlines()[0]}"
                return None
            driver.set_page_load_timeout(RENDER_TIMEOUT_S)
            driver.set_script_timeout(RENDER_TIMEOUT_S)
            self.local.driver = driver
            with self.lock:
                self.drivers.append(driver)
        return driver

    def close(self) -> None:
        for d in self.drivers:
            try:
                d.quit()
            except Exception:  # noqa: BLE001
                pass


def chromium_page(svg: Path, css_w: float, css_h: float) -> str:
    return CHROMIUM_PAGE.format(css_w=f"{css_w:.6g}", css_h=f"{css_h:.6g}", src=html.escape(svg.as_uri(), quote=True),
                                err=",".join(map(str, CHROMIUM_ERROR_RGB)))


def finish_chromium(im: Image.Image, w: int, h: int, out_png: Path) -> tuple[np.ndarray | None, list[str]]:
    if im.width < w or im.height < h:
        return None, [f"chromium: screenshot {im.width}x{im.height} smaller than {w}x{h}"]
    arr = on_white(im.crop((0, 0, w, h)))
    Image.fromarray(arr).save(out_png)
    if (arr == np.array(CHROMIUM_ERROR_RGB, dtype=np.uint8)).all():
        return arr, ["chromium: the <img> failed to load the SVG (invalid or unsupported file)"]
    return arr, []


def render_chromium(
    chromium: str | None, svg: Path, size: tuple[int, int], scale: float, out_png: Path, workdir: Path,
    sessions: ChromiumSessions | None = None,
) -> tuple[np.ndarray | None, list[str]]:
    if not chromium:
        return None, ["chromium: browser not found (apt-get install chromium)"]
    w, h = size
    css_w, css_h = w / scale, h / scale
    win_w, win_h = max(1, math.ceil(css_w - 1e-9)), max(1, math.ceil(css_h - 1e-9))
    tmp = Path(tempfile.mkdtemp(prefix="chromium-", dir=workdir))
    try:
        page = tmp / "page.html"
        page.write_text(chromium_page(svg, css_w, css_h), encoding="utf-8")
        driver = sessions.get() if sessions else None
        if driver is not None:
            import base64
            try:
                # The viewport in CSS pixels at the device scale, as --window-size and
                # --force-device-scale-factor give the process per file.
                driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                       {"width": win_w, "height": win_h, "deviceScaleFactor": scale, "mobile": False})
                driver.get(page.as_uri())
                driver.execute_async_script(CHROMIUM_SETTLE_JS)
                shot = driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "fromSurface": True})
            except Exception as exc:  # noqa: BLE001
                return None, [f"chromium: {str(exc).strip().splitlines()[0][:300]}"]
            with Image.open(io.BytesIO(base64.b64decode(shot["data"]))) as im:
                im.load()
                return finish_chromium(im, w, h, out_png)
        shot = tmp / "shot.png"
        cmd = [
            chromium,
            "--headless=new",
            "--no-sandbox",
            "--disable-gpu",
            "--hide-scrollbars",
            "--force-color-profile=srgb",
            "--no-first-run",
            "--no-default-browser-check",
            "--disable-extensions",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--mute-audio",
            # No --user-data-dir: with an explicit profile Chromium 156 captures some SVG images half
            # painted; headless mode makes its own throw-away profile per process anyway.
            f"--force-device-scale-factor={scale:g}",
            f"--window-size={win_w},{win_h}",
            f"--screenshot={shot}",
            page.as_uri(),
        ]
        try:
            p = subprocess.run(cmd, capture_output=True, text=True, timeout=RENDER_TIMEOUT_S)
        except FileNotFoundError:
            return None, [f"chromium: {chromium} not found"]
        except subprocess.TimeoutExpired:
            return None, [f"chromium: timed out after {RENDER_TIMEOUT_S} s"]
        if p.returncode != 0 or not shot.exists():
            tail = " | ".join(line for line in p.stderr.strip().splitlines()[-3:])
            return None, [f"chromium: exit {p.returncode}, no screenshot: {tail[:300]}"]
        with Image.open(shot) as im:
            im.load()
            return finish_chromium(im, w, h, out_png)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def render_resvg(svg: Path, size: tuple[int, int], out_png: Path) -> tuple[np.ndarray | None, list[str]]:
    w, h = size
    errors: list[str] = []
    data = None
    # resvg logs warnings from Rust straight to the process's stdout/stderr: capture both descriptors.
    with IO_LOCK, tempfile.TemporaryFile(mode="w+b") as log:
        sys.stdout.flush()
        sys.stderr.flush()
        saved = os.dup(1), os.dup(2)
        try:
            os.dup2(log.fileno(), 1)
            os.dup2(log.fileno(), 2)
            try:
                data = resvg_py.svg_to_bytes(
                    svg_path=str(svg), width=w, height=h, log_information=True, resources_dir=str(svg.parent)
                )
            except Exception as exc:  # ValueError on invalid SVG / render failure
                errors.append(f"resvg: {exc}"[:300])
        finally:
            os.dup2(saved[0], 1)
            os.dup2(saved[1], 2)
            os.close(saved[0])
            os.close(saved[1])
        log.seek(0)
        messages = log.read().decode("utf-8", "replace").splitlines()
    warnings = [m.strip() for m in messages if re.match(r"\s*(warn|error)", m, re.I)]
    if warnings:
        errors.append("resvg: " + " | ".join(warnings[:5])[:300])
    if data is None:
        return None, errors or ["resvg: no output"]
    with Image.open(io.BytesIO(bytes(data))) as im:
        im.load()
        if im.size != (w, h):
            return None, errors + [f"resvg: output {im.width}x{im.height}, expected {w}x{h}"]
        arr = on_white(im)
    Image.fromarray(arr).save(out_png)
    return arr, errors


# ---------------------------------------------------------------- diff picture

def _font(size: int):
    try:
        return ImageFont.load_default(size=size)
    except TypeError:  # Pillow < 10.1
        return ImageFont.load_default()


def diff_picture(images: dict[str, np.ndarray | None], result: Result, threshold: float, out: Path) -> None:
    w, h = result.size
    label_h, pad = 16, 6
    tile_w, tile_h = max(w, 150), h + label_h
    canvas = Image.new("RGB", (3 * tile_w + 4 * pad, 2 * tile_h + 3 * pad), (200, 200, 200))
    draw = ImageDraw.Draw(canvas)
    font = _font(11)

    def put(col: int, row: int, arr: np.ndarray | None, label: str) -> None:
        x, y = pad + col * (tile_w + pad), pad + row * (tile_h + pad)
        draw.rectangle([x, y, x + tile_w - 1, y + tile_h - 1], fill=(255, 255, 255))
        draw.text((x + 2, y + 2), label, fill=(0, 0, 0), font=font)
        if arr is None:
            draw.text((x + 2, y + label_h + 2), "(no image)", fill=(200, 0, 0), font=font)
        else:
            canvas.paste(Image.fromarray(arr), (x, y + label_h))

    for i, r in enumerate(RENDERERS):
        put(i, 0, images.get(r), r)
    for i, (a, b) in enumerate(PAIRS):
        ia, ib = images.get(a), images.get(b)
        name = pair_name((a, b))
        if ia is None or ib is None:
            put(i, 1, None, name)
            continue
        faded = (255 - (255 - ia.astype(np.float32)) * 0.25).astype(np.uint8)
        faded[edge_antialiasing(ia, ib, threshold)] = (255, 170, 0)
        faded[beyond_aa_mask(ia, ib, threshold)] = (230, 0, 0)
        put(i, 1, faded, f"{name}: {result.shares.get(name, float('nan')):.4f} / "
                         f"{result.beyond_aa.get(name, float('nan')):.4f}")
    canvas.save(out)


# ---------------------------------------------------------------- per file

def output_stem(path: Path, common: Path | None) -> str:
    try:
        rel = path.relative_to(common) if common else Path(path.name)
    except ValueError:
        rel = Path(path.name)
    return "__".join(rel.with_suffix("").parts)


def check_file(path: Path, stem: str, args, chromium: str | None, workdir: Path,
               sessions: ChromiumSessions | None = None) -> Result:
    res = Result(path=path, name=stem)
    try:
        res.viewbox, notes = read_viewbox(path)
        res.notes.extend(notes)
    except (ValueError, OSError) as exc:
        res.errors.append(f"input: {exc}")
        return res
    vw, vh = res.viewbox
    res.size = (max(1, round(vw * args.scale)), max(1, round(vh * args.scale)))
    out = Path(args.out)
    images: dict[str, np.ndarray | None] = {}

    jobs = {
        "rsvg": lambda: render_rsvg(path, res.size, out / f"{stem}.rsvg.png"),
        "chromium": lambda: render_chromium(
            chromium, path, res.size, args.scale, out / f"{stem}.chromium.png", workdir, sessions
        ),
        "resvg": lambda: render_resvg(path, res.size, out / f"{stem}.resvg.png"),
    }
    for name in RENDERERS:
        t0 = time.monotonic()
        arr, errs = jobs[name]()
        res.times[name] = time.monotonic() - t0
        res.errors.extend(errs)
        if arr is not None and arr.shape[:2] != (res.size[1], res.size[0]):
            res.errors.append(f"{name}: image {arr.shape[1]}x{arr.shape[0]}, expected {res.size[0]}x{res.size[1]}")
            arr = None
        images[name] = arr
        if arr is not None:
            res.nonwhite[name] = nonwhite_share(arr, args.threshold)

    drawn = [n for n, s in res.nonwhite.items() if s > 0]
    if drawn:
        for n, s in res.nonwhite.items():
            if s == 0:
                res.errors.append(f"{n}: blank image (the other renderers drew something)")

    for a, b in PAIRS:
        if images.get(a) is not None and images.get(b) is not None:
            d = channel_diff(images[a], images[b])
            res.shares[pair_name((a, b))] = float((d > args.threshold * 255.0).mean())
            res.beyond_aa[pair_name((a, b))] = float(beyond_aa_mask(images[a], images[b], args.threshold).mean())
            for t in SWEEP_THRESHOLDS:
                res.sweep.setdefault(f"{t:g}", {})[pair_name((a, b))] = float((d > t * 255.0).mean())

    try:
        diff_picture(images, res, args.threshold, out / f"{stem}.diff.png")
    except Exception as exc:  # the picture is a convenience; never hide the numbers because of it
        res.notes.append(f"diff picture failed: {exc}")
    return res


# ---------------------------------------------------------------- report

def fmt_share(v: float | None) -> str:
    return "   -  " if v is None else f"{v:.4f}"


def print_table(results: list[Result], max_share: float, max_beyond_aa: float) -> None:
    name_w = max([len("file")] + [len(r.name) for r in results])
    cell_w = 13  # "share/beyond-AA share"
    header = (
        f"{'file':<{name_w}}  {'px':>9}  {'rsvg-chr':>{cell_w}}  {'rsvg-rsv':>{cell_w}}  {'chr-rsv':>{cell_w}}  "
        f"{'t_rsvg':>6}  {'t_chr':>6}  {'t_rsv':>6}  status"
    )
    print("pair cells: share of pixels differing by more than --threshold / share of those beyond edge anti-aliasing")
    print(header)
    print("-" * len(header))
    for r in results:
        px = f"{r.size[0]}x{r.size[1]}" if r.size else "-"
        cells = [f"{fmt_share(r.shares.get(pair_name(p)))}/{fmt_share(r.beyond_aa.get(pair_name(p)))}" for p in PAIRS]
        times = [f"{r.times[n]:6.2f}" if n in r.times else "     -" for n in RENDERERS]
        status = "ok" if r.passed(max_share, max_beyond_aa) else "FAIL"
        print(f"{r.name:<{name_w}}  {px:>9}  {cells[0]:>{cell_w}}  {cells[1]:>{cell_w}}  {cells[2]:>{cell_w}}  "
              f"{times[0]}  {times[1]}  {times[2]}  {status}")
        for e in r.errors:
            print(f"{'':<{name_w}}    error: {e}")
        for n in r.notes:
            print(f"{'':<{name_w}}    note: {n}")
        over = [k for k, v in r.shares.items() if v > max_share]
        if over:
            print(f"{'':<{name_w}}    over --max-diff-share {max_share:g}: {', '.join(over)}")
        over = [k for k, v in r.beyond_aa.items() if v > max_beyond_aa]
        if over:
            print(f"{'':<{name_w}}    over --max-beyond-aa-share {max_beyond_aa:g}: {', '.join(over)}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        description="Render SVGs with rsvg-convert, headless Chromium and resvg; report how much they disagree."
    )
    ap.add_argument("inputs", nargs="+", metavar="DIR_OR_FILE", help="SVG files, or directories searched recursively")
    ap.add_argument("--scale", type=float, default=2.0, help="pixels per viewBox unit (default 2)")
    ap.add_argument("--threshold", type=float, default=0.02,
                    help="a pixel differs when its largest channel difference exceeds this (0..1, default 0.02)")
    ap.add_argument("--max-diff-share", type=float, default=0.01,
                    help="fail a file when any pair differs on more than this share of pixels (default 0.01)")
    ap.add_argument("--max-beyond-aa-share", type=float, default=0.005,
                    help="fail a file when any pair differs, not counting edge anti-aliasing, on more than this "
                         "share of pixels (default 0.005)")
    ap.add_argument("--out", default="/tmp/render-check", help="where PNGs go (default /tmp/render-check)")
    ap.add_argument("--json", metavar="REPORT", help="also write a JSON report here")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2, help="files rendered in parallel (default: cores)")
    ap.add_argument("--chromium", help="Chromium binary (default: chromium / chromium-browser / google-chrome on PATH)")
    args = ap.parse_args(argv)

    if args.scale <= 0 or not (0 <= args.threshold < 1) or args.max_diff_share < 0 or args.max_beyond_aa_share < 0 \
            or args.jobs < 1:
        ap.error("need --scale > 0, 0 <= --threshold < 1, --max-diff-share >= 0, --max-beyond-aa-share >= 0, "
                 "--jobs >= 1")
    files = collect_svgs(args.inputs)
    if not files:
        print("compare-renderers: no .svg files found", file=sys.stderr)
        return 2
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    chromium = find_chromium(args.chromium)
    try:
        common = Path(os.path.commonpath([str(f.parent) for f in files]))
    except ValueError:
        common = None

    t_start = time.monotonic()
    results: list[Result | None] = [None] * len(files)
    sessions = ChromiumSessions(chromium)
    with tempfile.TemporaryDirectory(prefix="compare-renderers-") as work:
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
            futures = {
                pool.submit(check_file, f, output_stem(f, common), args, chromium, Path(work), sessions): i
                for i, f in enumerate(files)
            }
            done = 0
            for fut in concurrent.futures.as_completed(futures):
                i = futures[fut]
                try:
                    results[i] = fut.result()
                except Exception as exc:  # a bug or an unexpected failure: report it against the file
                    r = Result(path=files[i], name=output_stem(files[i], common))
                    r.errors.append(f"internal error: {exc!r}")
                    results[i] = r
                done += 1
                if sys.stderr.isatty():
                    with IO_LOCK:
                        print(f"\r{done}/{len(files)} rendered", end="", file=sys.stderr, flush=True)
    if sys.stderr.isatty():
        print(file=sys.stderr)
    # Headless Chromium now and then screenshots a page before the <img> is fully painted. When only the
    # Chromium pairs fail and librsvg and resvg agree, the file is rendered once more; the new result must
    # pass on its own (the threshold is unchanged), and the retry is noted in the report.
    with tempfile.TemporaryDirectory(prefix="compare-renderers-retry-") as work:
        for i, r in enumerate(results):
            if r is None or r.passed(args.max_diff_share, args.max_beyond_aa_share) or r.errors:
                continue
            others = pair_name(("rsvg", "resvg"))
            if (r.shares.get(others, 1.0) > args.max_diff_share
                    or r.beyond_aa.get(others, 1.0) > args.max_beyond_aa_share):
                continue
            again = check_file(files[i], r.name, args, chromium, Path(work), sessions)
            again.notes.append(f"re-rendered once: the first Chromium capture differed from both other renderers "
                               f"({fmt_share(r.shares.get(pair_name(('rsvg', 'chromium'))))} of pixels)")
            results[i] = again
    elapsed = time.monotonic() - t_start
    sessions.close()
    chromium_mode = ("one browser per worker, through chromedriver" if not sessions.problem
                     else f"a process per file ({sessions.problem})")
    final: list[Result] = [r for r in results if r is not None]

    print_table(final, args.max_diff_share, args.max_beyond_aa_share)
    print()
    for p in PAIRS:
        vals = [r.shares[pair_name(p)] for r in final if pair_name(p) in r.shares]
        if vals:
            beyond = [r.beyond_aa[pair_name(p)] for r in final if pair_name(p) in r.beyond_aa]
            print(f"pair {pair_name(p):<15} mean {sum(vals) / len(vals):.4f}  max {max(vals):.4f}  "
                  f"beyond edge anti-aliasing: mean {sum(beyond) / len(beyond):.4f}  max {max(beyond):.4f}  "
                  f"({len(vals)} files)")
    for n in RENDERERS:
        ts = [r.times[n] for r in final if n in r.times]
        if ts:
            print(f"time {n:<15} mean {sum(ts) / len(ts):.3f} s/file  total {sum(ts):.1f} s")
    print(f"wall time {elapsed:.1f} s for {len(final)} files ({elapsed / len(final):.2f} s/file, "
          f"{args.jobs} in parallel); images in {out}")
    print(f"chromium: {chromium_mode}")

    worsts = [(r.worst, r) for r in final if r.worst is not None]
    passed = sum(1 for r in final if r.passed(args.max_diff_share, args.max_beyond_aa_share))
    failed = len(final) - passed

    if args.json:
        report = {
            "settings": {"scale": args.scale, "threshold": args.threshold,
                         "max_diff_share": args.max_diff_share,
                         "max_beyond_aa_share": args.max_beyond_aa_share, "aa_step": AA_STEP, "out": str(out), "chromium": chromium,
                         "chromium_mode": chromium_mode,
                         "resvg": getattr(resvg_py, "__resvg_version__", None)},
            "files": [
                {
                    "file": str(r.path), "name": r.name,
                    "viewbox_size": r.viewbox, "pixel_size": r.size,
                    "diff_share": r.shares, "beyond_aa_share": r.beyond_aa, "diff_share_at": r.sweep, "nonwhite_share": r.nonwhite,
                    "seconds": r.times, "errors": r.errors, "notes": r.notes,
                    "passed": r.passed(args.max_diff_share, args.max_beyond_aa_share),
                    "images": {n: str(out / f"{r.name}.{n}.png") for n in (*RENDERERS, "diff")},
                }
                for r in final
            ],
            "passed": passed, "failed": failed, "wall_seconds": elapsed,
        }
        Path(args.json).write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
        print(f"JSON report: {args.json}")

    if worsts:
        (top, top_pair), top_res = max(worsts, key=lambda t: t[0][0])
        mean = sum(w[0] for w, _ in worsts) / len(worsts)
        print(f"worst file: {top_res.name}")
        beyond = [(v, k, r) for r in final for k, v in r.beyond_aa.items()]
        b_top, b_pair, b_res = max(beyond, key=lambda t: t[0])
        print(f"worst file beyond edge anti-aliasing: {b_res.name}")
        print(f"beyond edge anti-aliasing: max share {b_top:.4f} ({b_pair}), "
              f"mean of each file's worst pair {sum(max(r.beyond_aa.values()) for r in final if r.beyond_aa) / len(worsts):.4f}")
        print(f"renderers: {len(final)} files, max diff share {top:.4f} ({top_pair}), mean {mean:.4f}")
        at = []
        for t in SWEEP_THRESHOLDS:
            shares = [v for r in final for v in r.sweep.get(f"{t:g}", {}).values()]
            if shares:
                at.append(f"{max(shares):.4f} at {t:g}")
        if at:
            print(f"max diff share at other thresholds (not checked): {', '.join(at)}")
    else:
        print(f"renderers: {len(final)} files, max diff share nan (none), mean nan")
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
