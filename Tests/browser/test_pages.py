"""Every page of the built site at phone and desktop widths, served on loopback: no console
error, no uncaught exception, no failed load (a network error or HTTP >= 400), nothing wider
than the screen; a screenshot of each into --screenshots (up to 8000 CSS pixels tall).
The checker is first run on pages made to fail, one per kind of fault."""
import os, re, shutil, tempfile, time, urllib.parse

import pytest
from playwright.sync_api import Error as PlaywrightError

import browsing
from browsing import VIEWPORTS

# Screenshots stop here (CSS pixels): Chromium cannot capture much more than 16k device pixels.
MAX_SHOT_HEIGHT = 8000
# After the load event, events are collected until none has come for this long.
QUIET = 0.4

OVERFLOW_JS = r"""
(() => {
  // On a phone, Chrome zooms out to fit overflowing content, and innerWidth follows the zoom;
  // the layout viewport (the root's clientWidth) is the width the page was meant to fit.
  const iw = Math.min(window.innerWidth, document.documentElement.clientWidth || window.innerWidth);
  const sw = Math.max(document.documentElement.scrollWidth, document.body ? document.body.scrollWidth : 0);
  const wide = [];
  if (sw > iw) {
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.right > iw + 1 && r.width > 0) {
        let name = el.tagName.toLowerCase();
        if (el.id) name += '#' + el.id;
        else if (el.classList.length) name += '.' + Array.from(el.classList).join('.');
        wide.push(name + ' (right edge ' + Math.round(r.right) + 'px)');
        if (wide.length >= 3) break;
      }
    }
  }
  return {iw, sw, wide};
})()
"""

CONTENT_HEIGHT_JS = "Math.max(document.documentElement.scrollHeight, document.body ? document.body.scrollHeight : 0)"


def screenshot_name(page, viewport, scheme):
    name = re.sub(r"[^A-Za-z0-9._-]+", "_", page.removesuffix(".html"))
    return f"{name}-{viewport}{'' if scheme == 'light' else '-' + scheme}.png"


def check_page(tab, base_url, page, viewport, scheme, shots, timeout=30):
    """Problems found on one page opened in `tab` (at `viewport`, in `scheme`), each message
    once; writes the screenshot."""
    problems = []
    last_event = [time.time()]

    def note(problem=None):
        last_event[0] = time.time()
        if problem:
            problems.append(problem)

    def on_console(message):
        if message.type not in ("error", "assert"):
            return note()
        # A failed load is also logged to the console; it is reported from the response.
        if message.text.startswith("Failed to load resource"):
            return note()
        where = (message.location or {}).get("url")
        note(f"console error: {message.text}" + (f" ({where})" if where else ""))

    def on_failed(request):
        if request.failure != "net::ERR_ABORTED":  # cancelled, as by a navigation
            note(f"failed to load {request.url}: {request.failure}")
        else:
            note()

    def on_response(response):
        note(f"failed to load {response.url}: HTTP {response.status}" if response.status >= 400 else None)

    def on_error(error):
        note("uncaught exception: " + ((error.stack or error.message or "exception").splitlines() or ["exception"])[0])

    listeners = {"console": on_console, "pageerror": on_error, "requestfailed": on_failed,
                 "response": on_response, "request": lambda request: note()}
    for event, listener in listeners.items():
        tab.on(event, listener)
    try:
        try:
            tab.goto(base_url + urllib.parse.quote(page), wait_until="load", timeout=timeout * 1000)
        except PlaywrightError as error:
            message = str(error).splitlines()[0]
            if "Timeout" in message:
                problems.append(f"load event not fired within {timeout:g}s")
            else:
                problems.append(f"navigation failed: {message}")
                return problems
        note()
        while time.time() - last_event[0] < QUIET:
            tab.wait_for_timeout(50)
        layout = tab.evaluate(OVERFLOW_JS)
        if layout["sw"] > layout["iw"]:
            wide = ", ".join(layout["wide"]) or "no single element found"
            problems.append(f"content wider than the viewport: scrollWidth {layout['sw']}px > "
                            f"viewport width {layout['iw']}px; widest: {wide}")
        width, height = VIEWPORTS[viewport][:2]
        shot_height = max(height, min(int(tab.evaluate(CONTENT_HEIGHT_JS)), MAX_SHOT_HEIGHT))
        tab.screenshot(path=os.path.join(shots, screenshot_name(page, viewport, scheme)), full_page=True,
                       clip={"x": 0, "y": 0, "width": width, "height": shot_height})
    finally:
        for event, listener in listeners.items():
            tab.remove_listener(event, listener)
    return list(dict.fromkeys(problems))


# MARK: - The checker on pages made to fail

BROKEN_PAGES = {
    # page: (body, the substring its failure must contain, or None for a page that passes)
    "good.html": ('<svg viewBox="0 0 600 100" width="600" height="100" style="max-width:100%;height:auto">'
                  '<text x="10" y="50">scales down</text></svg><pre style="overflow-x:auto">'
                  + "x" * 200 + "</pre>", None),
    "console-error.html": ('<script>console.error("boom")</script>', "console error: boom"),
    "exception.html": ("<script>notAFunction()</script>", "uncaught exception"),
    "missing-image.html": ('<img src="/missing.png" alt="">', "missing.png: HTTP 404"),
    "missing-style.html": ('<link rel="stylesheet" href="nope.css">', "nope.css: HTTP 404"),
    "too-wide.html": ('<div style="width:700px">wide</div>', "content wider than the viewport"),
}


@pytest.fixture(scope="module")
def broken_site():
    """A site of BROKEN_PAGES on loopback, and a folder for their screenshots."""
    site = tempfile.mkdtemp(prefix="browser-test-site-")
    shots = tempfile.mkdtemp(prefix="browser-test-shots-")
    head = ('<!doctype html><html lang="en"><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width,initial-scale=1"><title>t</title><body>')
    for page, (body, _) in BROKEN_PAGES.items():
        with open(os.path.join(site, page), "w") as f:
            f.write(head + body)
    server = browsing.StaticServer(site)
    yield server.url, shots
    server.stop()
    shutil.rmtree(site, ignore_errors=True)
    shutil.rmtree(shots, ignore_errors=True)


@pytest.fixture(scope="module")
def tabs(browser):
    """One tab per viewport and scheme, page after page (each check listens afresh)."""
    opened = {}

    def tab(viewport, scheme="light"):
        if (viewport, scheme) not in opened:
            opened[viewport, scheme] = browsing.new_tab(browser, viewport, scheme)
        return opened[viewport, scheme]
    yield tab
    for page in opened.values():
        browsing.close_tab(page)


@pytest.mark.parametrize("page", BROKEN_PAGES)
def test_checker_catches(tabs, broken_site, page):
    base_url, shots = broken_site
    expected = BROKEN_PAGES[page][1]
    found = check_page(tabs("phone"), base_url, page, "phone", "light", shots)
    if expected is None:
        assert not found
    else:
        assert any(expected in problem for problem in found), f"expected {expected!r}, got {found}"
    assert os.path.exists(os.path.join(shots, page.removesuffix(".html") + "-phone.png")), "no screenshot written"


# MARK: - Every page of the site

@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_page(tabs, site_url, screenshots, site_page, viewport, scheme):
    problems = check_page(tabs(viewport, scheme), site_url, site_page, viewport, scheme, screenshots)
    assert not problems, "\n".join(problems)
