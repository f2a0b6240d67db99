#!/usr/bin/env python3
"""What a reader does with a built site, in headless Chromium over HTTP on loopback.

    scripts/reader-test.py SITE_DIR [--page en/presenting-and-dismissing/index.html]
    scripts/reader-test.py --self-test    (checks the checkers on pages made to fail)

- accessibility: axe-core (the copy shipped in PyPI's axe-core-python, fetched once into
  .build/axe/) on every page at desktop width, light and dark; any serious or critical
  violation fails the page;
- nothing is clipped on a phone: no element hides overflowing content (`overflow: hidden` or
  `clip` with more content than room); scrollers may scroll, they may not cut;
- switching language keeps the section being read (the heading at the top of the window has
  the same `data-section` after the switch);
- the phone menu opens over the page without JavaScript and closes again;
- every table-of-contents link lands on its heading.
Prints one line per check and ends with `N passed, M failed`; exits 0 only when all passed.
"""
import argparse, functools, glob, http.server, json, os, shutil, subprocess, sys, tempfile, threading, time, zipfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cdp import Browser, Tab  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
AXE_PACKAGE = "axe-core-python==0.1.0"  # carries axe-core 4.4.3 (axe.min.js)
RESULTS = []


def record(name, ok, detail=""):
    RESULTS.append(ok)
    print(f"{'ok  ' if ok else 'FAIL'} {name}{(': ' + detail) if detail else ''}", flush=True)


def axe_source():
    """axe.min.js from PyPI's axe-core-python, downloaded once into .build/axe/."""
    folder = os.path.join(ROOT, ".build", "axe")
    script = os.path.join(folder, "axe.min.js")
    if not os.path.exists(script):
        os.makedirs(folder, exist_ok=True)
        subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "-d", folder, AXE_PACKAGE],
                       check=True, stdout=subprocess.DEVNULL)
        wheel = glob.glob(os.path.join(folder, "axe_core_python-*.whl"))[0]
        with zipfile.ZipFile(wheel) as archive:
            with open(script, "wb") as out:
                out.write(archive.read("axe_core_python/axe.min.js"))
    with open(script, encoding="utf-8") as f:
        return f.read()


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


AXE_RUN = """
axe.run(document, {resultTypes: ['violations']}).then(r => JSON.stringify(
  r.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')
   .map(v => ({id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map(n => n.target.join(' '))}))))
"""

CLIPPED = """
(() => {
  const cut = [];
  for (const el of document.querySelectorAll('body *')) {
    const style = getComputedStyle(el);
    if (style.display === 'none' || style.visibility === 'hidden') continue;
    const hides = v => v === 'hidden' || v === 'clip';
    const wide = hides(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
    const tall = hides(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
    if (wide || tall) {
      let name = el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') +
        (el.classList.length ? '.' + Array.from(el.classList).join('.') : '');
      cut.push(name + ' (' + (wide ? el.scrollWidth + '>' + el.clientWidth + ' wide' : el.scrollHeight + '>' + el.clientHeight + ' tall') + ')');
      if (cut.length >= 3) break;
    }
  }
  return JSON.stringify(cut);
})()
"""


def accessibility(browser, base, pages, axe, schemes=("light", "dark")):
    for scheme in schemes:
        tab = Tab(browser, 1280, 900, False, scheme)
        try:
            for page in pages:
                tab.open(base + page)
                tab.eval(axe)
                found = json.loads(tab.eval(AXE_RUN, awaits=True))
                detail = "; ".join(f"{v['impact']} {v['id']}: {v['help']} ({', '.join(v['nodes'])})" for v in found)
                record(f"axe {scheme} {page}", not found, detail)
        finally:
            tab.close()


def clipping(browser, base, pages):
    tab = Tab(browser, 390, 844, True)
    try:
        for page in pages:
            tab.open(base + page)
            cut = json.loads(tab.eval(CLIPPED))
            record(f"nothing clipped on a phone: {page}", not cut, ", ".join(cut))
    finally:
        tab.close()


def language_switch(browser, base, page):
    tab = Tab(browser, 1280, 900, False)
    try:
        tab.open(base + page)
        key = tab.eval("""(() => { const h = document.querySelectorAll('[data-section]')[2];
            if (!h) return null; h.scrollIntoView(); window.scrollBy(0, 40); return h.getAttribute('data-section'); })()""")
        if key is None:
            record("language switch keeps the section", False, f"{page} has fewer than three sections")
            return
        before = tab.eval("location.pathname")
        tab.eval("document.querySelector('nav.languages a[hreflang]:not([aria-current])').click()")
        tab.wait(f"location.pathname !== {json.dumps(before)} && document.readyState === 'complete'")
        time.sleep(0.3)
        after = tab.eval("""(() => { const h = document.querySelector('[data-section=' + JSON.stringify(%s) + ']');
            return h ? Math.round(h.getBoundingClientRect().top) + 0 : null; })()""" % json.dumps(key))
        where = tab.eval("location.pathname")
        record("language switch keeps the section", after is not None and -5 <= after <= 120,
               f"{before} → {where}: section {key} at {after}px from the top")
    finally:
        tab.close()


def phone_menu(browser, base, page):
    tab = Tab(browser, 390, 844, True)
    try:
        tab.browser.call("Emulation.setScriptExecutionDisabled", {"value": True}, session=tab.session)
        tab.open(base + page)
        hidden = tab.eval("getComputedStyle(document.querySelector('.sidebar')).position")
        tab.eval("document.querySelector('.menu-link').click()")
        time.sleep(0.2)
        box = tab.eval("""(() => { const r = document.querySelector('.sidebar').getBoundingClientRect();
            return [getComputedStyle(document.querySelector('.sidebar')).position, Math.round(r.top), Math.round(r.width)]; })()""")
        record("the phone menu opens over the page without JavaScript", hidden == "static" and box[0] == "fixed"
               and box[1] == 0 and box[2] >= 380, f"before: {hidden}; after: {box}")
        tab.eval("document.querySelector('.menu-close').click()")
        time.sleep(0.2)
        record("the phone menu closes", tab.eval("getComputedStyle(document.querySelector('.sidebar')).position") == "static")
    finally:
        tab.close()


def contents_links(browser, base, page):
    tab = Tab(browser, 1280, 900, False)
    try:
        tab.open(base + page)
        links = tab.eval("Array.from(document.querySelectorAll('.toc-rail a')).map(a => a.getAttribute('href'))") or []
        bad = []
        for href in links:
            tab.eval(f"document.querySelector('.toc-rail a[href=' + JSON.stringify({json.dumps(href)}) + ']').click()")
            time.sleep(0.05)
            top = tab.eval(f"(() => {{ const t = document.getElementById(decodeURIComponent({json.dumps(href[1:])}));"
                           " return t ? Math.round(t.getBoundingClientRect().top) + 0 : null; })()")
            if top is None or abs(top) > 2:
                bad.append(f"{href} → {top}")
        record("table-of-contents links land on their headings", links and not bad, ", ".join(bad) or f"{len(links)} links")
    finally:
        tab.close()


SELF_TEST_PAGES = {
    # page: (body, whether the clipping check must fail, whether axe must fail)
    "good.html": ('<main><h1>Fine</h1><pre style="overflow-x:auto">' + "x" * 300 + "</pre></main>", False, False),
    "clipped.html": ('<main><h1>Cut</h1><div style="width:200px;overflow:hidden"><div style="width:600px">wide</div></div></main>',
                     True, False),
    "contrast.html": ('<main><h1>Faint</h1><p style="color:#ddd;background:#fff">hard to read</p></main>', False, True),
}


def self_test(browser, axe):
    site = tempfile.mkdtemp(prefix="reader-test-")
    try:
        for name, (body, _, _) in SELF_TEST_PAGES.items():
            with open(os.path.join(site, name), "w", encoding="utf-8") as f:
                f.write(f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{name}</title></head><body>{body}</body></html>')
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=site))
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://127.0.0.1:{server.server_address[1]}/"
        checks = []
        for name, (_, clipped, inaccessible) in SELF_TEST_PAGES.items():
            start = len(RESULTS)
            clipping(browser, base, [name])
            checks.append((f"the clipping check {'fails' if clipped else 'passes'} {name}", RESULTS[start] != clipped))
            start = len(RESULTS)
            accessibility(browser, base, [name], axe, schemes=("light",))
            checks.append((f"axe {'fails' if inaccessible else 'passes'} {name}", RESULTS[start] != inaccessible))
        server.shutdown()
        del RESULTS[:]
        for name, ok in checks:
            record(name, ok)
    finally:
        shutil.rmtree(site, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("site", nargs="?")
    parser.add_argument("--self-test", action="store_true")
    parser.add_argument("--page", default="en/presenting-and-dismissing/index.html")
    parser.add_argument("--chromium", default=os.environ.get("BROWSER_TEST_CHROMIUM") or shutil.which("chromium"))
    args = parser.parse_args()
    if not args.chromium:
        print("reader-test: chromium not found (scripts/browser-test.sh installs it)", file=sys.stderr)
        return 2
    if args.self_test:
        browser = Browser(args.chromium, 60)
        try:
            self_test(browser, axe_source())
        finally:
            browser.stop()
        failed = RESULTS.count(False)
        print(f"{len(RESULTS) - failed} passed, {failed} failed")
        return 0 if failed == 0 else 1
    if not args.site:
        parser.error("SITE_DIR is required")
    site = os.path.abspath(args.site)
    pages = sorted(os.path.relpath(p, site) for p in glob.glob(os.path.join(site, "**", "*.html"), recursive=True))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=site))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    browser = Browser(args.chromium, 60)
    try:
        language_switch(browser, base, args.page)
        phone_menu(browser, base, args.page)
        contents_links(browser, base, args.page)
        clipping(browser, base, pages)
        accessibility(browser, base, pages, axe_source())
    finally:
        browser.stop()
        server.shutdown()
    failed = RESULTS.count(False)
    print(f"{len(RESULTS) - failed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
