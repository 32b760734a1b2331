#!/usr/bin/env python3
"""Drives a built site's component pages in headless Chromium as a reader would (selenium +
chromedriver, real pointer and key events), checking Templates/assets/interact.js and the CSS:

  press     holding the pointer (and Space) on a button card shows its pressed twin's SVG;
            releasing shows its own again
  toggle    Enter and Space on a toggle card flip it to the other value's SVG and back
  cycle     clicks on a three-state card step low -> med -> high -> low
  overlay   the annotation overlay is off at first, the switch shows it, a reload keeps it
            (localStorage), switching it off is kept too
  zoom      the zoom button opens a dialog, 3 zooms to 3x, B turns the backdrop dark, axe-core
            finds nothing with the dialog open, Esc closes it and focus returns
  nojs      with JavaScript off: zoom buttons hidden, cards are not buttons, the overlay
            checkbox still shows the overlay (CSS only)
  pivot     on a component page whose state matrix has several axes: the controls show, unticking a
            value takes its states out of the table, choosing another axis across rebuilds the
            columns from it, a card still presses after that, and a link to a hidden state shows
            every state again
  sticky    on the compare page with the most rows, at 390 px: the state column and the
            header row stay in view while the table scrolls, and the last column is reachable
  narrow    at 390 px, on the home and audit pages and every page of the first theme: nothing reaches
            past the screen's right edge but inside a box that scrolls (a long token name or style
            name wraps instead of widening the page)

Used by scripts/check-site.py (check "interact"); runs alone too:
  interact_check.py SITE_DIR [--screenshots DIR]
--screenshots writes PNGs at 1280 and 390 px, light and dark, of the home page, the audit page, a
search ("gradient pressed dark"), a component page with its overlay off and on and of the biggest
compare page (for a person to look at); --component and
--compare (paths relative to SITE_DIR) choose the pages.
"""
from __future__ import annotations

import os
import shutil
import sys
import time
from pathlib import Path


def first_existing(*names: str) -> str | None:
    for n in names:
        if not n:
            continue
        p = shutil.which(n) if not n.startswith("/") else (n if os.path.exists(n) else None)
        if p:
            return p
    return None


def make_driver(width: int = 1280, height: int = 900, scripts: bool = True):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    chromium = first_existing(os.environ.get("CHROMIUM", ""), "chromium", "chromium-browser",
                              "/usr/lib/chromium/chromium")
    chromedriver = first_existing(os.environ.get("CHROMEDRIVER", ""), "/usr/bin/chromedriver",
                                  "chromedriver")
    if not chromium or not chromedriver:
        raise RuntimeError(f"chromium={chromium} chromedriver={chromedriver}")
    opts = webdriver.ChromeOptions()
    opts.binary_location = chromium
    for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
              f"--window-size={width},{height}", "--hide-scrollbars", "--no-first-run",
              "--disable-extensions", "--disable-background-networking", "--mute-audio",
              "--force-color-profile=srgb", "--lang=en-US",
              # file:// pages share one origin for localStorage only with this off
              "--allow-file-access-from-files"):
        opts.add_argument(a)
    if not scripts:
        opts.add_argument("--blink-settings=scriptEnabled=false")
    driver = webdriver.Chrome(service=Service(executable_path=chromedriver), options=opts)
    driver.set_page_load_timeout(60)
    # The window size includes no browser chrome in headless mode, but be exact for 390 px.
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})
    return driver


def pages_with(site: Path, needle: str) -> list[Path]:
    out = []
    for p in sorted(site.glob("themes/*/*.html")):
        if p.name == "index.html":
            continue
        if needle in p.read_text(encoding="utf-8", errors="replace"):
            out.append(p)
    # The default theme first when there is one: its pages are the ones readers open first.
    out.sort(key=lambda p: (p.parent.name != "default", str(p)))
    return out


def biggest_compare(site: Path) -> Path | None:
    pages = sorted(site.glob("compare/*.html"))
    if not pages:
        return None
    return max(pages, key=lambda p: p.read_text(encoding="utf-8", errors="replace").count("<tr"))


class Failure(Exception):
    pass


def expect(cond, message: str) -> None:
    if not cond:
        raise Failure(message)


def wait_for(predicate, timeout: float = 3.0):
    end = time.monotonic() + timeout
    while True:
        value = predicate()
        if value or time.monotonic() > end:
            return value
        time.sleep(0.05)


def card_states(driver, card) -> list[str]:
    return (card.get_attribute("data-states") or "").split()


def shown_src(card) -> str:
    return card.find_element("css selector", ".render img").get_attribute("src")


def src_of(driver, anchor: str) -> str:
    # The twin's own <img>: its src attribute as written, resolved like the card's.
    return driver.execute_script("return new URL(document.getElementById(arguments[0])"
                                 ".querySelector('.render img').getAttribute('src'), document.baseURI).href;", anchor)


def scenario_press(driver, page: Path) -> str:
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    driver.get(page.resolve().as_uri())
    card = driver.find_element("css selector", 'figure[data-interact="press"]')
    states = card_states(driver, card)
    render = card.find_element("css selector", ".render")
    expect(render.get_attribute("role") == "button" and render.get_attribute("tabindex") == "0",
           "a press card is a focusable button once the script runs")
    own, pressed = src_of(driver, states[0]), src_of(driver, states[1])
    expect(own != pressed, f"{states[0]} and {states[1]} have different SVGs")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", render)
    ActionChains(driver).move_to_element(render).click_and_hold().perform()
    expect(wait_for(lambda: shown_src(card) == pressed), f"held: {states[0]} shows {shown_src(card)}, not {pressed}")
    expect(card.get_attribute("data-showing") == states[1], "held: data-showing names the pressed state")
    ActionChains(driver).release().perform()
    expect(wait_for(lambda: shown_src(card) == own), f"released: {states[0]} shows {shown_src(card)}, not its own")
    # Space held from the keyboard: pressed while down, released on key up.
    driver.execute_script("arguments[0].focus();", render)
    ActionChains(driver).key_down(Keys.SPACE).perform()
    expect(wait_for(lambda: shown_src(card) == pressed), "Space held: the pressed SVG")
    ActionChains(driver).key_up(Keys.SPACE).perform()
    expect(wait_for(lambda: shown_src(card) == own), "Space released: its own SVG")
    ActionChains(driver).key_down(Keys.ENTER).perform()
    expect(wait_for(lambda: shown_src(card) == pressed), "Enter held: the pressed SVG")
    ActionChains(driver).key_up(Keys.ENTER).perform()
    expect(wait_for(lambda: shown_src(card) == own), "Enter released: its own SVG")
    return f"{page.parent.name}/{page.name} #{states[0]}: held and released by pointer, Space and Enter"


def scenario_toggle(driver, page: Path) -> str:
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    driver.get(page.resolve().as_uri())
    card = driver.find_element("css selector", 'figure[data-interact="toggle"]')
    states = card_states(driver, card)
    render = card.find_element("css selector", ".render")
    own, other = src_of(driver, states[0]), src_of(driver, states[1])
    expect(own != other, f"{states[0]} and {states[1]} have different SVGs")
    # Reach the card with Tab as a keyboard user would, from the element before it.
    driver.execute_script("""
        const all = Array.from(document.querySelectorAll('a[href], button:not([hidden]), input, [tabindex="0"], summary'));
        const i = all.indexOf(arguments[0]); all[i - 1].focus();""", render)
    ActionChains(driver).send_keys(Keys.TAB).perform()
    expect(driver.switch_to.active_element == render, "Tab reaches the toggle card")
    ActionChains(driver).send_keys(Keys.ENTER).perform()
    expect(wait_for(lambda: shown_src(card) == other), f"Enter flips {states[0]} to {states[1]}")
    expect(render.get_attribute("aria-pressed") == "true", "aria-pressed follows the flip")
    ActionChains(driver).send_keys(Keys.SPACE).perform()
    expect(wait_for(lambda: shown_src(card) == own), f"Space flips it back to {states[0]}")
    expect(render.get_attribute("aria-pressed") == "false", "aria-pressed back to false")
    ActionChains(driver).move_to_element(render).click().perform()
    expect(wait_for(lambda: shown_src(card) == other), "a click flips it too")
    return f"{page.parent.name}/{page.name} #{states[0]}: Tab, Enter, Space and a click flip {states[0]} <-> {states[1]}"


def scenario_cycle(driver, page: Path) -> str:
    from selenium.webdriver.common.action_chains import ActionChains

    driver.get(page.resolve().as_uri())
    card = driver.find_element("css selector", 'figure[data-interact="cycle"]')
    states = card_states(driver, card)
    expect(len(states) == 3, f"a three-state card cycles three states, not {states}")
    render = card.find_element("css selector", ".render")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", render)
    srcs = [src_of(driver, s) for s in states]
    for step in [1, 2, 0]:
        ActionChains(driver).move_to_element(render).click().perform()
        expect(wait_for(lambda: shown_src(card) == srcs[step]), f"click shows {states[step]}, not {shown_src(card)}")
    return f"{page.parent.name}/{page.name}: clicks cycle {' -> '.join(states + states[:1])}"


OVERLAY_SHOWN = "return getComputedStyle(document.querySelector('.annotations')).display !== 'none';"


def scenario_overlay(driver, page: Path) -> str:
    driver.get(page.resolve().as_uri())
    driver.execute_script("localStorage.clear();")
    driver.refresh()
    expect(not driver.execute_script(OVERLAY_SHOWN), "the overlay is off at first: renders as designed")
    label = driver.find_element("css selector", 'label[for="show-annotations"]')
    label.click()
    expect(driver.execute_script(OVERLAY_SHOWN), "the switch shows the overlay")
    driver.refresh()
    expect(driver.find_element("id", "show-annotations").is_selected(), "after a reload the switch is still on")
    expect(driver.execute_script(OVERLAY_SHOWN), "after a reload the overlay is still shown")
    driver.find_element("css selector", 'label[for="show-annotations"]').click()
    driver.refresh()
    expect(not driver.execute_script(OVERLAY_SHOWN), "switched off, a reload keeps it off")
    return f"{page.parent.name}/{page.name}: off at first, on, kept after reload, off kept"


AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]
AXE_RUN = """
const done = arguments[arguments.length - 1];
axe.run(document, {runOnly: {type: 'tag', values: arguments[0]}, resultTypes: ['violations']})
  .then(r => done(r.violations.map(v => v.id + ' at ' + v.nodes.map(n => n.target.join(' ')).join(', '))))
  .catch(e => done(['axe did not run: ' + e]));
"""


def axe_source() -> str | None:
    """axe.min.js of the PyPI package axe-playwright-python (as scripts/check-site.py finds it), or $AXE_JS."""
    import importlib.util
    if os.environ.get("AXE_JS"):
        return Path(os.environ["AXE_JS"]).read_text(encoding="utf-8")
    spec = importlib.util.find_spec("axe_playwright_python")
    for folder in (spec.submodule_search_locations or []) if spec else []:
        path = Path(folder) / "axe.min.js"
        if path.is_file():
            return path.read_text(encoding="utf-8")
    return None


def axe_violations(driver) -> list[str] | None:
    source = axe_source()
    if source is None:
        return None
    driver.set_script_timeout(120)
    driver.execute_script(source)
    return driver.execute_async_script(AXE_RUN, AXE_TAGS)


def scenario_zoom(driver, page: Path) -> str:
    from selenium.webdriver.common.action_chains import ActionChains

    driver.get(page.resolve().as_uri())
    zoom = driver.find_element("css selector", "button.zoom-button")
    expect(zoom.is_displayed(), "the zoom button is shown with JavaScript")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", zoom)
    zoom.click()
    dialog = driver.find_element("css selector", "dialog.zoom-dialog")
    expect(dialog.get_attribute("open") is not None, "the zoom dialog opens")
    ActionChains(driver).send_keys("3").perform()
    size = driver.execute_script("const i = document.querySelector('dialog .render img');"
                                 "return [i.getBoundingClientRect().width, i.naturalWidth];")
    expect(abs(size[0] - 3 * size[1]) <= 1, f"3 zooms to 3x: {size[0]} px for {size[1]} px")
    ActionChains(driver).send_keys("b").perform()
    expect(driver.find_element("css selector", ".zoom-stage").get_attribute("data-backdrop") == "dark", "B: dark backdrop")
    violations = axe_violations(driver)
    expect(not violations, f"axe-core with the zoom dialog open: {violations}")
    from selenium.webdriver.common.keys import Keys
    ActionChains(driver).send_keys(Keys.ESCAPE).perform()
    expect(wait_for(lambda: dialog.get_attribute("open") is None), "Esc closes the dialog")
    expect(driver.switch_to.active_element == zoom, "focus returns to the zoom button")
    checked = "no axe-core violations while open" if violations is not None else "axe-core not found, not checked"
    return f"{page.parent.name}/{page.name}: opened, 3x = {size[0]:.0f} px, dark backdrop, {checked}, closed with Esc"


def scenario_nojs(page: Path) -> str:
    driver = make_driver(scripts=False)
    try:
        driver.get(page.resolve().as_uri())
        expect(not driver.find_element("css selector", "button.zoom-button").is_displayed(), "without JS the zoom button is hidden")
        expect(driver.find_element("css selector", "figure[data-interact] .render").get_attribute("role") is None,
               "without JS a card is a plain figure")
        shown = lambda: driver.execute_script(OVERLAY_SHOWN)  # noqa: E731 - execute_script runs with JS off too (CDP)
        expect(not shown(), "without JS the overlay is off at first")
        driver.find_element("css selector", 'label[for="show-annotations"]').click()
        expect(shown(), "without JS the checkbox still shows the overlay (CSS)")
        controls = driver.find_elements("css selector", "form.matrix-controls")
        expect(all(not c.is_displayed() for c in controls), "without JS the matrix controls (which need it) are hidden")
    finally:
        driver.quit()
    return f"{page.parent.name}/{page.name}: zoom hidden, no buttons, overlay checkbox works by CSS"


PIVOT_STATE = """
    const t = document.querySelector('.matrix-view table[data-axes]');
    const axis = t.getAttribute('data-column-axis');
    const heads = Array.from(t.querySelectorAll('thead th')).slice(1).map(h => h.textContent);
    const rows = Array.from(t.querySelectorAll('tbody tr')).map(tr => Array.from(tr.children).slice(1).map(td => {
        const v = td.getAttribute('data-values'); return v === null ? null : v; }));
    return {axis, heads, rows, cells: t.querySelectorAll('td[data-values]').length,
            count: (document.querySelector('.matrix-count') || {}).textContent || ''};"""


def scenario_pivot(driver, page: Path) -> str:
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.support.ui import Select

    driver.get(page.resolve().as_uri())
    form = driver.find_element("css selector", "form.matrix-controls")
    expect(form.is_displayed(), "the matrix controls are shown once the script runs")
    before = driver.execute_script(PIVOT_STATE)
    before_ids = driver.execute_script("return Array.from(document.querySelectorAll('figure.variant')).map(f => f.id);")
    total = before["cells"]
    expect(before["count"].startswith(f"All {total} states"), f"the count says all {total} states: {before['count']!r}")
    # Filter: untick the first value of the first axis that has several values.
    fieldset = form.find_element("css selector", "fieldset[data-axis]")
    axis = fieldset.get_attribute("data-axis")
    box = fieldset.find_element("css selector", "input")
    value = box.get_attribute("value")
    driver.find_element("css selector", f'label[for="{box.get_attribute("id")}"]').click()
    after = driver.execute_script(PIVOT_STATE)
    left = [v for row in after["rows"] for v in row if v]
    expect(0 < after["cells"] < total, f"unticking {axis}={value} leaves fewer states ({after['cells']} of {total})")
    expect(all(f"{axis}:{value}" not in v.split() for v in left), f"no state with {axis}={value} is left in the table")
    expect(f"{after['cells']} of {total}" in after["count"], f"the count says so: {after['count']!r}")
    hidden = driver.execute_script("""
        const now = new Set(Array.from(document.querySelectorAll('figure.variant')).map(f => f.id));
        return arguments[0].find(id => !now.has(id)) || null;""", before_ids)
    expect(hidden is not None, "a state the filter takes out leaves the page")
    # Pivot: another axis across.
    select = Select(driver.find_element("css selector", "select[data-matrix-pivot]"))
    other = next(o.get_attribute("value") for o in select.options if o.get_attribute("value") != before["axis"])
    select.select_by_value(other)
    pivoted = driver.execute_script(PIVOT_STATE)
    expect(pivoted["axis"] == other, f"the table's axis across is now {other}")
    expect(pivoted["cells"] == after["cells"], "pivoting keeps the filtered states")
    for row in pivoted["rows"]:
        for head, v in zip(pivoted["heads"], row):
            if v:
                col = next(p.split(":", 1)[1] for p in v.split() if p.startswith(other + ":"))
                expect(head.endswith(": " + col), f"a cell of {other}={col} sits under the column {head!r}")
    # Where a rebuilt table has no state (an impossible combination), the cell is the page's empty cell: a
    # dash, and words for screen readers. Some axis across makes one (pressed × disabled, say).
    empties = []
    for option in [o.get_attribute("value") for o in select.options]:
        select.select_by_value(option)
        empties = driver.execute_script("""
            const t = document.querySelector('.matrix-view table[data-axes]');
            return Array.from(t.querySelectorAll(':scope > tbody > tr > td:not([data-values])')).map(td => td.innerHTML);""")
        if empties:
            break
    expect(empties, "some axis across leaves a cell without a state")
    expect(all(e == '<span aria-hidden="true">—</span><span class="visually-hidden">not a valid combination</span>' for e in empties),
           f"an empty cell is a dash and its words: {empties[0]!r}")
    # A press card in the rebuilt table still presses.
    cards = driver.find_elements("css selector", '.matrix-view figure[data-interact="press"]')
    pressed = "no press card on this page"
    if cards:
        card = cards[0]
        states = card_states(driver, card)
        own = shown_src(card)
        render = card.find_element("css selector", ".render")
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", render)
        ActionChains(driver).move_to_element(render).click_and_hold().perform()
        expect(wait_for(lambda: shown_src(card) != own), f"after pivoting, holding {states[0]} shows another render")
        ActionChains(driver).release().perform()
        expect(wait_for(lambda: shown_src(card) == own), "released: its own render again")
        pressed = f"#{states[0]} still presses"
    # A link to a state the filter hides shows every state again.
    driver.execute_script("window.location.hash = arguments[0];", hidden)
    expect(wait_for(lambda: driver.execute_script("return !!document.getElementById(arguments[0]);", hidden)),
           f"following a link to #{hidden} shows it again")
    expect(driver.execute_script(PIVOT_STATE)["cells"] == total, "and every state is shown again")
    return (f"{page.parent.name}/{page.name}: {total} states; without {axis}={value} {after['cells']}; "
            f"pivoted to {other} across ({len(pivoted['heads'])} columns, {len(empties)} empty cells); {pressed}")


def scenario_sticky(page: Path) -> str:
    driver = make_driver(width=390, height=844)
    try:
        driver.get(page.resolve().as_uri())
        wrap = driver.find_element("css selector", ".matrix-wrap")
        driver.execute_script("arguments[0].scrollIntoView({block: 'start'});", wrap)
        m = driver.execute_script("""
            const w = arguments[0], r = () => w.getBoundingClientRect();
            const row = w.querySelector('tbody th[scope="row"]'), head = w.querySelector('thead th:last-child');
            const out = {scrollable: w.scrollWidth > w.clientWidth, fits: r().right <= innerWidth + 0.5};
            w.scrollLeft = w.scrollWidth; w.scrollTop = w.scrollHeight;
            const rr = row.getBoundingClientRect(), hr = head.getBoundingClientRect();
            const firstHead = w.querySelector('thead th').getBoundingClientRect();
            const lastRowHead = Array.from(w.querySelectorAll('tbody th[scope="row"]')).pop().getBoundingClientRect();
            out.rowStart = Math.abs(lastRowHead.left - r().left) <= 2;
            out.headTop = Math.abs(hr.top - r().top) <= 2 && Math.abs(firstHead.top - r().top) <= 2;
            out.lastColumnReachable = hr.right <= r().right + 1 && hr.left >= r().left;
            out.columns = w.querySelectorAll('thead th').length;
            out.rows = w.querySelectorAll('tbody tr').length;
            return out;""", wrap)
    finally:
        driver.quit()
    expect(m["fits"], "at 390 px the table's wrapper fits the screen")
    expect(m["scrollable"], "at 390 px the table scrolls inside its wrapper")
    expect(m["rowStart"], "scrolled to the end: the row headers stay at the start")
    expect(m["headTop"], "scrolled down: the column headers stay at the top")
    expect(m["lastColumnReachable"], "scrolled to the end: the last column is in view")
    return f"{page.name} at 390 px: {m['columns']} columns x {m['rows']} rows, headers stay, last column reachable"


# Elements whose box reaches past the right edge of the page's width and that no ancestor clips or scrolls.
OVERFLOWING = """
    const width = document.documentElement.clientWidth, found = [];
    for (const e of document.querySelectorAll('body *')) {
      if (e.getBoundingClientRect().right <= width + 1) continue;
      let inside = false;
      for (let a = e.parentElement; a && a !== document.body; a = a.parentElement)
        if (getComputedStyle(a).overflowX !== 'visible') { inside = true; break; }
      if (!inside) found.push(e.tagName.toLowerCase() + (e.className ? '.' + e.className : '') + ' "'
                             + (e.textContent || '').trim().slice(0, 40) + '"');
    }
    return found;"""


def scenario_narrow(site: Path) -> str:
    themes = sorted(p for p in (site / "themes").iterdir() if p.is_dir()) if (site / "themes").is_dir() else []
    pages = [p for p in (site / "index.html", site / "audit.html") if p.exists()]
    if themes:
        pages += sorted(themes[0].glob("*.html"))
    driver = make_driver(width=390, height=844)
    wide = []
    try:
        for page in pages:
            driver.get(page.resolve().as_uri())
            found = driver.execute_script(OVERFLOWING)
            if found:
                wide.append(f"{page.relative_to(site)}: {found[0]}")
    finally:
        driver.quit()
    expect(not wide, f"at 390 px {len(wide)} page(s) reach past the screen, e.g. " + "; ".join(wide[:3]))
    return f"{len(pages)} pages at 390 px, nothing past the right edge outside a scrolling box"


def run_all(site: Path, log=print) -> tuple[list[str], list[str]]:
    """Returns (passed descriptions, failure messages)."""
    passed, failed = [], []
    press, toggle, cycle = (pages_with(site, f'data-interact="{k}"') for k in ("press", "toggle", "cycle"))
    overlay = pages_with(site, 'class="annotations"')
    # A matrix with several axes and press cards: bordered buttons (size x role x interaction) where there are.
    several = pages_with(site, "data-matrix-pivot")
    pivot = [p for p in several if p in press] or several
    compare = biggest_compare(site)
    driver = make_driver()
    try:
        for name, pages, fn in (("press", press, scenario_press), ("toggle", toggle, scenario_toggle),
                                ("cycle", cycle, scenario_cycle), ("overlay", overlay, scenario_overlay),
                                ("zoom", press or toggle or overlay, scenario_zoom),
                                ("pivot", pivot, scenario_pivot)):
            if not pages:
                log(f"interact: {name}: no page to try it on")
                continue
            try:
                passed.append(f"{name}: " + fn(driver, pages[0]))
            except Failure as e:
                failed.append(f"{name}: {pages[0]}: {e}")
            except Exception as e:  # noqa: BLE001 - a crashed scenario is a failed one
                failed.append(f"{name}: {pages[0]}: {type(e).__name__}: {str(e).strip().splitlines()[0]}")
    finally:
        driver.quit()
    for name, page, fn in (("nojs", (press or toggle or [None])[0], scenario_nojs), ("sticky", compare, scenario_sticky),
                           ("narrow", site, scenario_narrow)):
        if page is None:
            log(f"interact: {name}: no page to try it on")
            continue
        try:
            passed.append(f"{name}: " + fn(page))
        except Failure as e:
            failed.append(f"{name}: {page}: {e}")
        except Exception as e:  # noqa: BLE001
            failed.append(f"{name}: {page}: {type(e).__name__}: {str(e).strip().splitlines()[0]}")
    return passed, failed


def screenshots(site: Path, out: Path, component: str | None = None, compare: str | None = None) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    page = site / component if component else (pages_with(site, 'data-interact="press"') or [None])[0]
    compare = site / compare if compare else biggest_compare(site)
    written = []
    for width, height in ((1280, 900), (390, 844)):
        driver = make_driver(width, height)
        try:
            for scheme in ("light", "dark"):
                driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
                    "media": "", "features": [{"name": "prefers-color-scheme", "value": scheme}]})
                shots = [(site / "index.html", "home", "top")]
                if (site / "audit.html").exists():
                    shots.append((site / "audit.html", "audit", "top"))
                shots.append((site / "index.html", "search", "search"))
                if page:
                    shots += [(page, "overlay-off", False), (page, "overlay-on", True)]
                if compare:
                    shots.append((compare, "compare", None))
                for target, label, overlay in shots:
                    driver.get(target.resolve().as_uri())
                    if overlay == "top":
                        pass
                    elif overlay == "search":
                        box = driver.find_element("id", "search-input")
                        box.send_keys("gradient pressed dark")
                        wait_for(lambda: driver.find_elements("css selector", "#search-results a"), timeout=5)
                    elif overlay is not None:
                        driver.execute_script("localStorage.clear(); const s = document.getElementById('show-annotations');"
                                              "if (s && s.checked !== arguments[0]) { s.click(); }"
                                              "document.getElementById('states').scrollIntoView();", overlay)
                    else:
                        driver.execute_script("const w = document.querySelector('.matrix-wrap'); w.scrollIntoView();"
                                              "w.scrollTop = 400; w.scrollLeft = 300;")
                    time.sleep(0.4)
                    path = out / f"{target.stem}-{label}-{width}-{scheme}.png"
                    driver.save_screenshot(str(path))
                    written.append(path)
        finally:
            driver.quit()
    return written


def main(argv: list[str]) -> int:
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("site_dir")
    ap.add_argument("--screenshots", metavar="DIR")
    ap.add_argument("--component", metavar="PAGE", help="component page for the screenshots, relative to SITE_DIR")
    ap.add_argument("--compare", metavar="PAGE", help="compare page for the screenshots, relative to SITE_DIR")
    args = ap.parse_args(argv)
    site = Path(args.site_dir)
    if args.screenshots:
        for p in screenshots(site, Path(args.screenshots), args.component, args.compare):
            print(p)
        return 0
    passed, failed = run_all(site)
    for p in passed:
        print("ok   " + p)
    for f in failed:
        print("FAIL " + f)
    print(f"{len(passed)} passed, {len(failed)} failed")
    return 1 if failed or not passed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
