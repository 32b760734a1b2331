#!/usr/bin/env python3
"""Drives a built site's search in headless Chromium (selenium + chromedriver) as a reader would, from
file:// : typing queries, the "/" shortcut, arrow keys and Escape. Exit status 1 when a check fails.

Usage: scripts/search-check.sh SITE_DIR   (the site built from the shipped gallery-config.json)
"""
import os
import sys
import time
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

site = Path(sys.argv[1]).resolve()
failures: list[str] = []


def check(condition: bool, message: str) -> None:
    print(("ok   " if condition else "FAIL ") + message)
    if not condition:
        failures.append(message)


def first_existing(*paths: str) -> str:
    for p in paths:
        if p and (os.path.isabs(p) and os.path.exists(p)):
            return p
    return paths[-1]


opts = webdriver.ChromeOptions()
opts.binary_location = first_existing(os.environ.get("CHROMIUM", ""), "/usr/bin/chromium", "/usr/lib/chromium/chromium")
for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1280,900"):
    opts.add_argument(a)
driver = webdriver.Chrome(service=Service(executable_path=first_existing(os.environ.get("CHROMEDRIVER", ""), "/usr/bin/chromedriver", "chromedriver")),
                          options=opts)


def results(query: str, page: str) -> list[tuple[str, str]]:
    driver.get((site / page).as_uri())
    box = driver.find_element(By.ID, "search-input")
    box.clear()
    box.send_keys(query)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        items = driver.find_elements(By.CSS_SELECTOR, "#search-results li")
        if items and (driver.find_elements(By.CSS_SELECTOR, "#search-results a") or items[0].text == "No match"):
            time.sleep(0.3)  # the variant parts arrive after the pages
            break
        time.sleep(0.1)
    return [(a.text, a.get_attribute("href")) for a in driver.find_elements(By.CSS_SELECTOR, "#search-results a")]


try:
    hits = results("gradient pressed dark", "themes/dark/gradient-style.html")
    variants = [h for h in hits if "#" in h[1]]
    check(len(variants) > 0, f"'gradient pressed dark' finds variants ({len(variants)})")
    check(all("/themes/dark/gradient-style.html#" in h[1] and "pressed" in h[1] for h in variants),
          "… only the gradient style's pressed variants under the dark theme")

    hits = [h for h in results("pressed", "themes/germany/primary-button-style.html") if "#" in h[1]]
    check(len(hits) > 0, f"'pressed' finds variants, not only pages ({len(hits)})")
    check(bool(hits) and "/themes/germany/" in hits[0][1], "… the current theme's first: " + (hits[0][1] if hits else "none"))

    hits = [h for h in results("tap me", "index.html") if "#" in h[1]]
    check(any("my-button-style" in h[1] for h in hits) and all("my-button-style" in h[1] or "my-primitive-button-style" in h[1] for h in hits),
          f"label text 'tap me' finds the two styles labelled \"Tap Me!\" ({len(hits)})")

    hits = [h for h in results("contrast fails borderless", "index.html") if "#" in h[1]]
    check(bool(hits) and all("borderless" in h[1] for h in hits), f"finding words find failing variants ({len(hits)})")

    hits = [h for h in results("switch rtl dark", "index.html") if "#" in h[1]]
    check(bool(hits) and all("rightToLeft" in h[1] and "dark" in h[1] for h in hits),
          f"'switch rtl dark' finds right-to-left dark toggles ({len(hits)})")
    hits = [h for h in results("switch dark rtl", "themes/dark/switch.html") if "#" in h[1]]
    check(any("/switch.html#" in h[1] for h in hits), "… the Switch style among them")

    # Keyboard: "/" focuses the box, ArrowDown walks the results, ArrowUp returns, Escape clears.
    driver.get((site / "index.html").as_uri())
    driver.find_element(By.TAG_NAME, "body").send_keys("/")
    check(driver.switch_to.active_element.get_attribute("id") == "search-input", "'/' focuses the search box")
    driver.switch_to.active_element.send_keys("bordered prominent")
    time.sleep(1.5)
    driver.switch_to.active_element.send_keys(Keys.ARROW_DOWN)
    first = driver.find_elements(By.CSS_SELECTOR, "#search-results a")
    check(bool(first) and driver.switch_to.active_element == first[0], "ArrowDown moves to the first result")
    driver.switch_to.active_element.send_keys(Keys.ARROW_DOWN)
    check(len(first) > 1 and driver.switch_to.active_element == first[1], "ArrowDown again moves to the second")
    driver.switch_to.active_element.send_keys(Keys.ARROW_UP)
    driver.switch_to.active_element.send_keys(Keys.ARROW_UP)
    check(driver.switch_to.active_element.get_attribute("id") == "search-input", "ArrowUp from the first result returns to the box")
    driver.switch_to.active_element.send_keys(Keys.ESCAPE)
    check(driver.find_element(By.ID, "search-input").get_attribute("value") == ""
          and not driver.find_elements(By.CSS_SELECTOR, "#search-results li"), "Escape clears the query and the results")
    errors = [e for e in driver.get_log("browser") if e.get("level") == "SEVERE"] if hasattr(driver, "get_log") else []
    check(not errors, f"no script errors in the console {errors[:2]}")
finally:
    driver.quit()

print(f"search-check: {len(failures)} failure(s)")
sys.exit(1 if failures else 0)
