#!/usr/bin/env bash
# Opens every page of a built site in headless Chromium at phone and desktop widths, takes
# screenshots, and fails on console errors, failed resource loads and horizontal overflow.
#
#   scripts/browser-test.sh [options] [SITE_DIR] [PAGE ...]
#
#   SITE_DIR                 the built site (default: site/)
#   PAGE                     pages to open, relative to SITE_DIR (default: every *.html)
#   --screenshots DIR        where screenshots go (default: screenshots/)
#   --viewports LIST         phone,desktop (default both); phone is 390x844, desktop 1280x900
#   --color-schemes LIST     light,dark (default: light)
#   --timeout SECONDS        per page load (default: 30)
#   --self-test              check the checker: build a small site with one good page and one
#                            page per kind of failure, and verify each is caught
#   CHROMIUM=/path           the browser to use (default: chromium on PATH, installed when missing)
#
# The site is served over HTTP on 127.0.0.1 so root-relative links resolve. The browser is
# driven over the Chrome DevTools Protocol with a small WebSocket client in the Python standard
# library: nothing is downloaded but Debian's chromium package. Prints one line per failure and
# ends with `N passed, M failed` (pages); exits 0 only when every page passed, 2 on a setup error.
set -euo pipefail

case "${1:-}" in
  -h | --help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
esac

browser="${CHROMIUM:-}"
if [[ -z "$browser" ]]; then
  for candidate in chromium chromium-browser; do
    if command -v "$candidate" >/dev/null 2>&1; then browser="$(command -v "$candidate")"; break; fi
  done
fi
# Chinese and Korean pages need CJK fonts, or every screenshot of them is boxes.
has_cjk_fonts() { command -v fc-list >/dev/null 2>&1 && fc-list :lang=zh | grep -q . && fc-list :lang=ko | grep -q .; }
if [[ -z "$browser" ]] || ! has_cjk_fonts; then
  echo "browser-test: installing Debian's chromium and fonts-noto-cjk with apt-get" >&2
  sudo=""
  if [[ "$(id -u)" != 0 ]]; then sudo="sudo"; fi
  $sudo apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium fonts-noto-cjk >&2
  browser="${browser:-$(command -v chromium)}"
fi
if ! command -v python3 >/dev/null 2>&1; then
  echo "browser-test: python3 is required" >&2
  exit 2
fi

export BROWSER_TEST_CHROMIUM="$browser"
export BROWSER_TEST_SCRIPTS="$(cd "$(dirname "$0")" && pwd)"
exec python3 - "$@" <<'PY'
import base64, fnmatch, functools, hashlib, http.server, json, os, re, select, shutil, socket
import struct, subprocess, sys, tempfile, threading, time, urllib.parse

# name: (width, height, mobile, device pixel ratio)
VIEWPORTS = {"phone": (390, 844, True, 2), "desktop": (1280, 900, False, 1)}
# Screenshots stop here (CSS pixels): Chromium cannot capture much more than 16k device pixels.
MAX_SHOT_HEIGHT = 8000


def usage(message):
    print(f"browser-test: {message}", file=sys.stderr)
    sys.exit(2)


def parse_args(argv):
    opts = {"site": "site", "pages": [], "shots": "screenshots", "viewports": ["phone", "desktop"],
            "schemes": ["light"], "timeout": 30.0, "self_test": False}
    positional = []
    i = 0
    while i < len(argv):
        a = argv[i]
        if a in ("--screenshots", "--viewports", "--color-schemes", "--timeout"):
            if i + 1 >= len(argv):
                usage(f"{a} needs a value")
            v = argv[i + 1]
            i += 2
            if a == "--screenshots":
                opts["shots"] = v
            elif a == "--viewports":
                opts["viewports"] = [x for x in v.split(",") if x]
                for x in opts["viewports"]:
                    if x not in VIEWPORTS:
                        usage(f"unknown viewport {x} (phone, desktop)")
            elif a == "--color-schemes":
                opts["schemes"] = [x for x in v.split(",") if x]
                for x in opts["schemes"]:
                    if x not in ("light", "dark"):
                        usage(f"unknown color scheme {x} (light, dark)")
            else:
                opts["timeout"] = float(v)
            continue
        if a == "--self-test":
            opts["self_test"] = True
            i += 1
            continue
        if a.startswith("--"):
            usage(f"unknown option {a}")
        positional.append(a)
        i += 1
    if positional:
        opts["site"] = positional[0]
        opts["pages"] = positional[1:]
    return opts


sys.path.insert(0, os.environ["BROWSER_TEST_SCRIPTS"])
from cdp import Browser  # noqa: E402


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
  return JSON.stringify({iw, sw, wide});
})()
"""


def check(browser, base_url, page, viewport, scheme, shots, timeout):
    """Problems found on one page at one viewport; writes the screenshot."""
    width, height, mobile, scale = VIEWPORTS[viewport]
    target = browser.call("Target.createTarget", {"url": "about:blank"})["targetId"]
    session = browser.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    problems = []
    try:
        for domain in ("Page", "Runtime", "Log", "Network"):
            browser.call(f"{domain}.enable", session=session)
        browser.call("Emulation.setDeviceMetricsOverride",
                     {"width": width, "height": height, "deviceScaleFactor": scale, "mobile": mobile},
                     session=session)
        browser.call("Emulation.setEmulatedMedia",
                     {"features": [{"name": "prefers-color-scheme", "value": scheme}]}, session=session)
        browser.events = []
        url = base_url + urllib.parse.quote(page)
        nav = browser.call("Page.navigate", {"url": url}, session=session)
        if nav.get("errorText"):
            problems.append(f"navigation failed: {nav['errorText']}")
            return problems
        mine = lambda e: e.get("sessionId") == session
        if not browser.wait_for(lambda e: mine(e) and e.get("method") == "Page.loadEventFired", timeout):
            problems.append(f"load event not fired within {timeout:g}s")
        browser.drain(0.4)
        requests = {}
        for e in browser.events:
            if not mine(e):
                continue
            m, p = e.get("method"), e.get("params", {})
            if m == "Network.requestWillBeSent":
                requests[p["requestId"]] = p["request"]["url"]
            elif m == "Runtime.consoleAPICalled" and p.get("type") in ("error", "assert"):
                text = " ".join(str(a.get("value", a.get("description", ""))) for a in p.get("args", []))
                problems.append(f"console error: {text}")
            elif m == "Runtime.exceptionThrown":
                d = p.get("exceptionDetails", {})
                text = d.get("exception", {}).get("description") or d.get("text", "exception")
                problems.append(f"uncaught exception: {text.splitlines()[0]}")
            elif m == "Log.entryAdded" and p["entry"].get("level") == "error":
                entry = p["entry"]
                if entry.get("source") == "network":
                    continue  # the same failure is reported from the Network domain
                where = f" ({entry['url']})" if entry.get("url") else ""
                problems.append(f"console error: {entry.get('text', '')}{where}")
            elif m == "Network.loadingFailed" and not p.get("canceled"):
                problems.append(f"failed to load {requests.get(p['requestId'], '?')}: {p.get('errorText')}")
            elif m == "Network.responseReceived" and p["response"].get("status", 0) >= 400:
                problems.append(f"failed to load {p['response']['url']}: HTTP {p['response']['status']}")
        result = browser.call("Runtime.evaluate", {"expression": OVERFLOW_JS, "returnByValue": True},
                              session=session)
        layout = json.loads(result["result"]["value"])
        if layout["sw"] > layout["iw"]:
            wide = ", ".join(layout["wide"]) or "no single element found"
            problems.append(f"content wider than the viewport: scrollWidth {layout['sw']}px > "
                            f"viewport width {layout['iw']}px; widest: {wide}")
        metrics = browser.call("Page.getLayoutMetrics", session=session)
        content = metrics.get("cssContentSize") or metrics.get("contentSize")
        shot_height = max(height, min(int(content["height"]), MAX_SHOT_HEIGHT))
        shot = browser.call("Page.captureScreenshot",
                            {"format": "png", "captureBeyondViewport": True,
                             "clip": {"x": 0, "y": 0, "width": width, "height": shot_height, "scale": 1}},
                            session=session)
        name = re.sub(r"[^A-Za-z0-9._-]+", "_", page.removesuffix(".html"))
        suffix = "" if scheme == "light" else f"-{scheme}"
        path = os.path.join(shots, f"{name}-{viewport}{suffix}.png")
        with open(path, "wb") as f:
            f.write(base64.b64decode(shot["data"]))
    finally:
        browser.call("Target.closeTarget", {"targetId": target})
    # Same message twice (a resource requested twice) counts once.
    return list(dict.fromkeys(problems))


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def do_GET(self):
        # Browsers ask for /favicon.ico on their own; a site that declares no icon there is fine.
        if self.path == "/favicon.ico" and not os.path.exists(os.path.join(self.directory, "favicon.ico")):
            self.send_response(204)
            self.end_headers()
            return
        super().do_GET()


SELF_TEST_PAGES = {
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


def self_test(opts):
    """Runs the checks on pages with known faults; exits 0 when each is caught as expected."""
    site = tempfile.mkdtemp(prefix="browser-test-site-")
    shots = tempfile.mkdtemp(prefix="browser-test-shots-")
    head = ('<!doctype html><html lang="en"><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width,initial-scale=1"><title>t</title><body>')
    for page, (body, _) in SELF_TEST_PAGES.items():
        with open(os.path.join(site, page), "w") as f:
            f.write(head + body)
    handler = functools.partial(QuietHandler, directory=site)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base_url = f"http://127.0.0.1:{server.server_address[1]}/"
    browser = Browser(os.environ["BROWSER_TEST_CHROMIUM"], opts["timeout"])
    passed = failed = 0
    try:
        for page, (_, expected) in SELF_TEST_PAGES.items():
            found = check(browser, base_url, page, "phone", "light", shots, opts["timeout"])
            if expected is None:
                ok = not found
            else:
                ok = any(expected in problem for problem in found)
            if ok:
                passed += 1
                print(f"ok   {page}: " + ("passes" if expected is None else f"caught ({expected})"))
            else:
                failed += 1
                print(f"FAIL {page}: expected {'no problem' if expected is None else expected!r}, got {found}")
            if not os.path.exists(os.path.join(shots, page.removesuffix(".html") + "-phone.png")):
                failed += 1
                print(f"FAIL {page}: no screenshot written")
    finally:
        browser.stop()
        server.shutdown()
        shutil.rmtree(site, ignore_errors=True)
        shutil.rmtree(shots, ignore_errors=True)
    print(f"{passed} passed, {failed} failed")
    sys.exit(0 if failed == 0 else 1)


def main():
    opts = parse_args(sys.argv[1:])
    if opts["self_test"]:
        self_test(opts)
    site = opts["site"]
    if not os.path.isdir(site):
        usage(f"no site folder {site!r} (build the site first, or pass its folder)")
    pages = opts["pages"]
    if not pages:
        for root, dirs, files in os.walk(site):
            dirs.sort()
            for f in sorted(files):
                if f.endswith(".html"):
                    pages.append(os.path.relpath(os.path.join(root, f), site).replace(os.sep, "/"))
    for p in pages:
        if not os.path.isfile(os.path.join(site, p)):
            usage(f"no page {p!r} in {site}")
    if not pages:
        usage(f"no .html pages in {site}")
    os.makedirs(opts["shots"], exist_ok=True)

    handler = functools.partial(QuietHandler, directory=os.path.abspath(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base_url = f"http://127.0.0.1:{server.server_address[1]}/"

    try:
        browser = Browser(os.environ["BROWSER_TEST_CHROMIUM"], opts["timeout"])
    except Exception as error:
        print(f"browser-test: {error}", file=sys.stderr)
        sys.exit(2)
    passed = failed = 0
    try:
        for page in pages:
            page_problems = []
            for viewport in opts["viewports"]:
                for scheme in opts["schemes"]:
                    w, h = VIEWPORTS[viewport][:2]
                    label = f"{viewport} {w}x{h}" + ("" if scheme == "light" else f", {scheme}")
                    try:
                        found = check(browser, base_url, page, viewport, scheme, opts["shots"], opts["timeout"])
                    except Exception as error:
                        found = [f"browser error: {error}"]
                    page_problems += [f"FAIL {page} [{label}]: {p}" for p in found]
            if page_problems:
                failed += 1
                for line in page_problems:
                    print(line)
            else:
                passed += 1
                print(f"ok   {page}")
    finally:
        browser.stop()
        server.shutdown()
    print(f"{passed} passed, {failed} failed")
    sys.exit(0 if failed == 0 else 1)


main()
PY
