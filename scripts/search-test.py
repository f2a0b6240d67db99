#!/usr/bin/env python3
"""Search as a reader uses it, in headless Chromium, on a built site opened from disk.

    scripts/search-test.py SITE_DIR               the query set, then the search box itself
    scripts/search-test.py --self-test            the checkers fail on a site made to fail
    scripts/search-test.py SITE_DIR --pagefind    the same queries against Pagefind (dev only)
    scripts/search-test.py SITE_DIR --measure     sizes and latency only (the bench corpus)

- The query set (Tests/Search/queries.json): every query through `window.docgenSearch`, on a
  page of its language opened as a file; its page must come first. Prints recall at 1 and 5
  per language and by kind.
- The box: hidden without JavaScript; `/` focuses it; typing shows results with the match
  marked; arrow keys and Enter open a result at its section; nothing runs during an IME
  composition, the query runs when it ends; Escape closes; a query with no match says so;
  over HTTP (loopback) the results are the same as from disk.
- Sizes: each language's index against the HTML it covers, the script; latency of the first
  query (index loaded on demand) and of later ones.
- `--pagefind`: Pagefind (PyPI's pagefind-bin and pagefind-bin-extended 1.5.2, fetched into
  .build/pagefind/, never part of the site) indexes a copy of the site; the same queries run
  through its JavaScript API over HTTP. A comparison, not a check.
Prints one line per check and ends with `N passed, M failed`; exits 0 only when all passed.
"""
import argparse, contextlib, functools, glob, http.server, importlib.util, io, json, os, shutil, statistics, subprocess, sys, tempfile, threading, time, zipfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cdp import Browser, Tab  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
QUERIES = os.path.join(ROOT, "Tests", "Search", "queries.json")
PAGEFIND_PACKAGES = {"pagefind": "pagefind-bin==1.5.2", "pagefind_extended": "pagefind-bin-extended==1.5.2"}
RESULTS = []


def record(name, ok, detail=""):
    RESULTS.append(ok)
    print(f"{'ok  ' if ok else 'FAIL'} {name}{(': ' + detail) if detail else ''}", flush=True)


class Quiet(http.server.SimpleHTTPRequestHandler):
    """Serves quietly, counting the bytes of every file it sends (``Quiet.sent``): Pagefind
    fetches from a worker, where the page's resource timing cannot see."""
    sent = {}
    first = {}

    def log_message(self, *args):
        pass

    def do_GET(self):
        if self.path == "/__first-query-done":
            Quiet.first = dict(Quiet.sent)
        super().do_GET()

    def copyfile(self, source, destination):
        data = source.read()
        Quiet.sent[self.path] = Quiet.sent.get(self.path, 0) + len(data)
        destination.write(data)


def serve(folder):
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=folder))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def slug(url, language):
    """`…/zh/segues/index.html#x` → `segues`; the language's first page → `index`."""
    path = url.split("#")[0].split(f"/{language}/", 1)[-1]
    return "index" if path in ("index.html", "") else path.split("/")[0]


def first_page(site, language):
    """A page of the language opened from disk: its first page, else its contents page."""
    folder = os.path.join(os.path.abspath(site), language)
    name = "index.html" if os.path.exists(os.path.join(folder, "index.html")) else "contents.html"
    return f"file://{folder}/{name}"


def ask(tab, query, limit=5):
    return json.loads(tab.eval(
        f"docgenSearch({json.dumps(query)}).then(r => JSON.stringify(r.slice(0, {limit})))", awaits=True))


def run_queries(tab, site, queries, engine="docgen"):
    """Recall at 1 and 5 per language; records a check per query when `engine` is docgen."""
    summary = {}
    for language, cases in queries.items():
        if language == "about":
            continue
        tab.open(first_page(site, language))
        hits1 = hits5 = 0
        by_kind = {}
        for case in cases:
            pages = [slug(r["url"], language) for r in ask(tab, case["q"])]
            first = pages[:1] == [case["page"]]
            hits1 += first
            hits5 += case["page"] in pages
            kind = by_kind.setdefault(case["kind"], [0, 0])
            kind[0] += case["page"] in pages
            kind[1] += 1
            record(f"{language} {case['q']!r} → {case['page']}", first, "" if first else f"got {pages}")
        summary[language] = (hits1 / len(cases), hits5 / len(cases), len(cases), by_kind)
    return summary


AXE_RESULTS = """
axe.run(document.querySelector('form.search'), {resultTypes: ['violations']}).then(r => JSON.stringify(
  r.violations.filter(v => v.impact === 'serious' || v.impact === 'critical').map(v => [v.id, v.help])))
"""


def axe_source():
    """axe-core as scripts/reader-test.py fetches it (PyPI's axe-core-python, into .build/axe/)."""
    spec = importlib.util.spec_from_file_location("reader_test", os.path.join(ROOT, "scripts", "reader-test.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.axe_source()


def check_box(browser, site):
    """The search box as a reader uses it, on the Chinese presenting page."""
    page = f"file://{os.path.abspath(site)}/zh/presenting-and-dismissing/index.html"
    tab = Tab(browser, 1280, 900, False)
    session = tab.session
    browser.call("Emulation.setScriptExecutionDisabled", {"value": True}, session=session)
    tab.open(page)
    hidden = tab.eval("getComputedStyle(document.querySelector('form.search')).display === 'none'")
    record("without JavaScript the search box is hidden", hidden)
    browser.call("Emulation.setScriptExecutionDisabled", {"value": False}, session=session)
    tab.open(page)
    tab.wait("!document.querySelector('form.search').hidden")

    def key(name, code, text=None, **extra):
        for kind in ("keyDown", "keyUp"):
            params = {"type": kind if text is None or kind == "keyUp" else "keyDown", "key": name, "code": code,
                      "windowsVirtualKeyCode": extra.get("vk", 0)}
            if text is not None and kind == "keyDown":
                params["text"] = text
            browser.call("Input.dispatchKeyEvent", params, session=session)

    def typed_afresh(text, wait_for_results=True):
        """The page opened again, `text` typed into its box (and its results awaited)."""
        tab.open(page)
        tab.wait("!document.querySelector('form.search').hidden")
        tab.eval("document.getElementById('search-input').focus()")
        browser.call("Input.insertText", {"text": text}, session=session)
        if wait_for_results:
            tab.wait("document.querySelector('#search-results a') !== null", 5)

    key("/", "Slash", "/", vk=191)
    focused = tab.eval("document.activeElement && document.activeElement.id === 'search-input'")
    record("'/' focuses the search box", focused)
    value = tab.eval("document.getElementById('search-input').value")
    record("'/' is not typed into the box", value == "", repr(value))

    # An IME composition: nothing is searched until it is committed.
    browser.call("Input.imeSetComposition", {"text": "視圖", "selectionStart": 2, "selectionEnd": 2}, session=session)
    time.sleep(0.3)
    quiet = tab.eval("document.getElementById('search-results').hidden")
    record("nothing is searched during an IME composition", quiet)
    browser.call("Input.insertText", {"text": "視圖控制器層級"}, session=session)
    shown = tab.wait("!document.getElementById('search-results').hidden && document.querySelector('#search-results a') !== null", 5)
    record("committing the composition shows results", shown is not None)
    first = tab.eval("(document.querySelector('#search-results a') || {}).href || ''")
    record("Traditional input finds the Simplified page", "/zh/hierarchy/" in first, first)
    marked = tab.eval("Array.from(document.querySelectorAll('#search-results mark')).map(m => m.textContent)")
    record("matches are marked in the snippet", bool(marked), repr(marked[:3] if marked else marked))

    # The open results pass axe-core (the copy reader-test.py uses) like the rest of the page.
    tab.eval(axe_source())
    violations = json.loads(tab.eval(AXE_RESULTS, awaits=True))
    record("the open results have no serious accessibility violation (axe-core)", not violations, json.dumps(violations)[:300])

    key("ArrowDown", "ArrowDown", vk=40)
    on_link = tab.eval("document.activeElement && document.activeElement.closest('#search-results') !== null")
    record("ArrowDown moves to the first result", on_link)
    key("Escape", "Escape", vk=27)
    closed = tab.eval("document.getElementById('search-results').hidden && document.activeElement.id === 'search-input'")
    record("Escape closes the results and returns to the box", closed)

    tab.eval("var i = document.getElementById('search-input'); i.value = ''; i.focus()")
    browser.call("Input.insertText", {"text": "unwind"}, session=session)
    tab.wait("document.querySelector('#search-results a') !== null && document.querySelector('#search-results a').href.includes('segues')", 5)
    key("Enter", "Enter", "\r", vk=13)
    landed = tab.wait("location.pathname.endsWith('/zh/segues/index.html') && location.hash.length > 1", 5)
    record("Enter opens the first result at its section", landed is not None,
           tab.eval("location.pathname.split('/').slice(-3).join('/') + location.hash"))

    # Enter right after typing (before the results of the new words are shown) opens the
    # first result of what the box holds, not of the query still on screen.
    typed_afresh("unwind")
    tab.eval("var i = document.getElementById('search-input'); i.value = '自定义呈现'")
    key("Enter", "Enter", "\r", vk=13)
    landed = tab.wait("location.pathname.endsWith('/zh/custom-presentations/index.html')", 5)
    record("Enter at once opens the result of the words in the box, not of the previous query", landed is not None,
           tab.eval("location.pathname.split('/').slice(-3).join('/')"))

    typed_afresh("unwind")
    key("Escape", "Escape", vk=27)
    browser.call("Input.imeSetComposition", {"text": "控", "selectionStart": 1, "selectionEnd": 1}, session=session)
    key("Enter", "Enter", "\r", vk=13)
    time.sleep(0.4)
    stayed = tab.eval("location.pathname.endsWith('/zh/presenting-and-dismissing/index.html')")
    record("Enter during an IME composition opens nothing", stayed)

    typed_afresh("qqxxzzy$'", wait_for_results=False)
    said = tab.wait("(document.querySelector('#search-results p') || {}).textContent !== undefined && document.querySelector('#search-results p').textContent.includes(\"qqxxzzy$'\")", 5)
    record("a query that matches nothing says so, in the reader's own words", said is not None,
           tab.eval("(document.querySelector('#search-results p') || {}).textContent || ''"))

    empty = tab.eval("docgenSearch('!!! ??? …').then(r => r.length)", awaits=True)
    record("a query of punctuation only finds nothing and fails nothing", empty == 0, repr(empty))
    pasted = "视图控制器" * 40
    spent = tab.eval(f"(async () => {{ const t = performance.now(); await docgenSearch({json.dumps(pasted)}); return performance.now() - t; }})()", awaits=True)
    record("a pasted paragraph of Chinese is answered within 50 ms", spent < 50, f"{spent:.1f} ms")
    tab.close()


def check_http(browser, site, queries):
    """The same results over HTTP as from disk."""
    server, base = serve(site)
    try:
        tab = Tab(browser, 1280, 900, False)
        same = True
        for language in ("en", "zh", "ko"):
            sample = [c["q"] for c in queries[language][:5]]
            tab.open(first_page(site, language))
            from_disk = [[slug(r["url"], language) for r in ask(tab, q)] for q in sample]
            tab.open(f"{base}/{language}/index.html")
            over_http = [[slug(r["url"], language) for r in ask(tab, q)] for q in sample]
            same = same and from_disk == over_http
        record("over HTTP the results are those from disk", same)
        tab.close()
    finally:
        server.shutdown()


def index_bytes(site, language):
    """The bytes of a language's index: its first file and its parts."""
    return os.path.getsize(os.path.join(site, "search", f"{language}.js")) + sum(
        os.path.getsize(p) for p in glob.glob(os.path.join(site, "search", language, "*.js")))


def index_data(site, language):
    """A language's index as search.js reads it: the first file's fold table and the pages of
    the parts it names, in that order."""
    def script_data(path):
        with open(path, encoding="utf-8") as f:
            text = f.read()
        return json.loads(text[text.index("(") + 1:text.rindex(")")])
    first = script_data(os.path.join(site, "search", f"{language}.js"))
    pages = [page for part in first["parts"] for page in script_data(os.path.join(site, "search", part))["pages"]]
    return {"fold": first["fold"], "pages": pages}


def bigram_postings_bytes(site, language):
    """What the alternative design would add: a bigram inverted index (Lucene's CJK bigrams
    for Han and Hangul runs, whole words elsewhere) over the same sections, as JSON arrays of
    delta-encoded section numbers. The texts stay either way (snippets need them)."""
    import re
    data = index_data(site, language)
    pairs = data["fold"]
    fold = {pairs[i]: pairs[i + 1] for i in range(0, len(pairs) - 1, 2)}
    postings = {}
    number = 0
    for page in data["pages"]:
        for section in page["s"]:
            words = "".join(fold.get(c, c) for c in " ".join([page["t"], section["h"], section["x"], section["c"]]).lower())
            terms = set()
            for run in re.findall(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3]+|\w+", words):
                if re.match(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3]", run):
                    terms.update(run[i:i + 2] for i in range(max(1, len(run) - 1)))
                else:
                    terms.add(run)
            for term in terms:
                postings.setdefault(term, []).append(number)
            number += 1
    def encoded(ids):
        return [ids[0]] + [b - a for a, b in zip(ids, ids[1:])]
    return len(json.dumps({t: encoded(ids) for t, ids in postings.items()}, ensure_ascii=False, separators=(",", ":")).encode())


def measure(browser, site, queries, repeat=5):
    """Index and script sizes; first-query and later-query latency per language (ms)."""
    rows = {}
    script = os.path.getsize(os.path.join(site, "assets", "search.js"))
    tab = Tab(browser, 1280, 900, False)
    for language in ("en", "zh", "ko"):
        html = sum(os.path.getsize(p) for p in glob.glob(os.path.join(site, language, "**", "*.html"), recursive=True))
        pages = len(glob.glob(os.path.join(site, language, "**", "index.html"), recursive=True))
        index = index_bytes(site, language)
        sample = [c["q"] for c in queries.get(language, [])][:20] or ["view"]
        firsts = []
        for _ in range(repeat):
            tab.open(first_page(site, language))
            firsts.append(tab.eval(
                f"(async () => {{ const t = performance.now(); await docgenSearch({json.dumps(sample[0])}); return performance.now() - t; }})()",
                awaits=True))
        later = tab.eval(
            f"(async () => {{ const q = {json.dumps(sample)}; const times = []; for (let r = 0; r < 3; r++) for (const x of q) "
            "{ const t = performance.now(); await docgenSearch(x); times.push(performance.now() - t); } "
            "times.sort((a, b) => a - b); return [times[times.length >> 1], times[times.length - 1]]; })()", awaits=True)
        rows[language] = {"pages": pages, "html": html, "index": index, "first": statistics.median(firsts),
                          "median": later[0], "worst": later[1]}
    tab.close()
    print(f"search.js: {script} bytes")
    for language in rows:
        extra = bigram_postings_bytes(site, language)
        print(f"{language}: a bigram inverted index of the same sections would add {extra:,} bytes "
              f"({100 * extra / rows[language]['index']:.0f} % of the index)")
    print("| language | pages | index bytes | per page | of the HTML | first query | later: median | later: worst |")
    print("|---|---|---|---|---|---|---|---|")
    for language, r in rows.items():
        print(f"| {language} | {r['pages']} | {r['index']:,} | {r['index'] // max(1, r['pages']):,} | "
              f"{100 * r['index'] / max(1, r['html']):.1f} % | {r['first']:.0f} ms | {r['median']:.1f} ms | {r['worst']:.1f} ms |")
    return rows, script


def pagefind_binary(name):
    folder = os.path.join(ROOT, ".build", "pagefind")
    package = name.replace("pagefind", "pagefind_bin")
    binary = os.path.join(folder, package, name)
    if not os.path.exists(binary):
        os.makedirs(folder, exist_ok=True)
        subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "-d", folder, PAGEFIND_PACKAGES[name]],
                       check=True, stdout=subprocess.DEVNULL)
        wheel = glob.glob(os.path.join(folder, f"{package}-*.whl"))[0]
        with zipfile.ZipFile(wheel) as archive:
            archive.extract(f"{package}/{name}", folder)
        os.chmod(binary, 0o755)
    return binary


@contextlib.contextmanager
def pagefind_site(name, site):
    """A copy of `site` indexed by Pagefind (`name`: the plain or the extended binary), with
    the seconds indexing took; removed afterwards."""
    copy = tempfile.mkdtemp(prefix="search-pagefind-")
    try:
        shutil.copytree(site, copy, dirs_exist_ok=True)
        started = time.time()
        subprocess.run([pagefind_binary(name), "--site", copy, "--root-selector", "article", "--silent"], check=True)
        yield copy, time.time() - started
    finally:
        shutil.rmtree(copy, ignore_errors=True)


PAGEFIND_ASK = """(async () => {
  window.__pf = window.__pf || await import('/pagefind/pagefind.js');
  const found = await window.__pf.search(%s);
  const data = await Promise.all(found.results.slice(0, 5).map(r => r.data()));
  return JSON.stringify(data.map(d => d.url));
})()"""


def compare_pagefind(browser, site, queries, ours):
    for name in ("pagefind", "pagefind_extended"):
        with pagefind_site(name, site) as (copy, seconds):
            bundle = os.path.join(copy, "pagefind")
            size = lambda pattern: sum(os.path.getsize(p) for p in glob.glob(os.path.join(bundle, pattern), recursive=True))
            server, base = serve(copy)
            tab = Tab(browser, 1280, 900, False)
            print(f"\n{name}: indexed in {seconds:.1f} s; bundle {size('**/*'):,} bytes "
                  f"(script {size('pagefind.js') + size('*.pagefind') + size('wasm.*'):,}, index {size('index/*') + size('fragment/*') + size('pagefind-entry.json') + size('filter/*'):,})")
            print("| language | recall at 1 | recall at 5 | at 5 by kind | docgen at 5 |")
            print("|---|---|---|---|---|")
            for language, cases in queries.items():
                if language == "about":
                    continue
                tab.open(f"{base}/{language}/index.html")
                h1 = h5 = 0
                kinds = {}
                for case in cases:
                    urls = json.loads(tab.eval(PAGEFIND_ASK % json.dumps(case["q"]), awaits=True))
                    pages = [slug(u, language) for u in urls]
                    pages = ["index" if p == "" else p for p in pages]
                    h1 += pages[:1] == [case["page"]]
                    h5 += case["page"] in pages
                    kind = kinds.setdefault(case["kind"], [0, 0])
                    kind[0] += case["page"] in pages
                    kind[1] += 1
                by_kind = ", ".join(f"{k} {v[0]}/{v[1]}" for k, v in sorted(kinds.items()))
                print(f"| {language} | {h1 / len(cases):.2f} | {h5 / len(cases):.2f} | {by_kind} | {ours[language][1]:.2f} |")
            tab.close()
            server.shutdown()


PAGEFIND_TIMES = """(async () => {
  const q = %s;
  const t0 = performance.now();
  window.__pf = await import('/pagefind/pagefind.js');
  const first = await window.__pf.search(q[0]);
  await Promise.all(first.results.slice(0, 5).map(r => r.data()));
  const firstTime = performance.now() - t0;
  await fetch('/__first-query-done');
  const times = [];
  for (let r = 0; r < 3; r++) for (const x of q) {
    const t = performance.now();
    const found = await window.__pf.search(x);
    await Promise.all(found.results.slice(0, 5).map(r => r.data()));
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return JSON.stringify([firstTime, times[times.length >> 1], times[times.length - 1]]);
})()"""


def measure_pagefind(browser, site, queries):
    """Pagefind's bundle on a copy of `site`, and its first and later query times over HTTP."""
    for name in ("pagefind", "pagefind_extended"):
        with pagefind_site(name, site) as (copy, seconds):
            bundle = os.path.join(copy, "pagefind")
            total = sum(os.path.getsize(p) for p in glob.glob(os.path.join(bundle, "**", "*"), recursive=True) if os.path.isfile(p))
            server, base = serve(copy)
            tab = Tab(browser, 1280, 900, False)
            # Every language's first query fetches what it needs, as on a reader's first visit.
            browser.call("Network.enable", session=tab.session)
            browser.call("Network.setCacheDisabled", {"cacheDisabled": True}, session=tab.session)
            print(f"\n{name}: indexed in {seconds:.1f} s; bundle {total:,} bytes in all")
            print("| language | bundle per page | first query | fetched for it | later: median | later: worst |")
            print("|---|---|---|---|---|---|")
            for language in ("en", "zh", "ko"):
                pages = len(glob.glob(os.path.join(site, language, "**", "index.html"), recursive=True))
                sample = [c["q"] for c in queries.get(language, [])][:20]
                tab.open(first_page(site, language).replace(f"file://{os.path.abspath(site)}", base))
                Quiet.sent.clear()
                Quiet.first = {}
                first, median, worst = json.loads(tab.eval(PAGEFIND_TIMES % json.dumps(sample), awaits=True))
                # What the first query fetched: everything under /pagefind/ before the marker.
                fetched = sum(n for path, n in Quiet.first.items() if path.startswith("/pagefind/"))
                print(f"| {language} | {total // max(1, 3 * pages):,} | {first:.0f} ms | {fetched:,} bytes | {median:.1f} ms | {worst:.1f} ms |")
            tab.close()
            server.shutdown()


def self_test(browser, site, queries):
    """A copy of the site whose Chinese index has lost its Traditional table, and a query
    whose expected page is wrong: the query checks must fail on both."""
    copy = tempfile.mkdtemp(prefix="search-self-test-")
    try:
        shutil.copytree(site, copy, dirs_exist_ok=True)
        index = os.path.join(copy, "search", "zh.js")
        with open(index, encoding="utf-8") as f:
            text = f.read()
        start = text.index('"fold":"') + len('"fold":"')
        with open(index, "w", encoding="utf-8") as f:
            f.write(text[:start] + text[text.index('"', start):])
        broken = {"zh": [c for c in queries["zh"] if c["kind"] == "traditional"][:3],
                  "en": [{"q": "performSegue", "page": "containment", "kind": "api"}]}
        tab = Tab(browser, 1280, 900, False)
        before = len(RESULTS)
        print("(the next checks must fail)")
        run_queries(tab, copy, broken)
        failed = RESULTS[before:].count(False)
        del RESULTS[before:]
        tab.close()
        record("self-test: Traditional queries fail without the table, a wrong page fails", failed == 4, f"{failed} of 4 failed")
    finally:
        shutil.rmtree(copy, ignore_errors=True)
    split_parts(browser, site, queries)


def record_all_found(browser, site, queries, name):
    """One check: every query finds its page first in `site` (the queries' own checks are
    counted, not kept)."""
    tab = Tab(browser, 1280, 900, False)
    before = len(RESULTS)
    with contextlib.redirect_stdout(io.StringIO()):
        run_queries(tab, site, {language: cases for language, cases in queries.items() if language != "about"})
    passed = RESULTS[before:].count(True)
    total = len(RESULTS) - before
    del RESULTS[before:]
    tab.close()
    record(name, passed == total and total > 0, f"{passed} of {total}")


def split_parts(browser, site, queries):
    """A copy of the site whose indexes are cut into three parts each (as a big site's are),
    named in reverse order: every query must still find its page, which it can only if
    search.js loads and reads every part the first file names."""
    copy = tempfile.mkdtemp(prefix="search-parts-")
    try:
        shutil.copytree(site, copy, dirs_exist_ok=True)
        for language in ("en", "zh", "ko"):
            data = index_data(copy, language)
            first = os.path.join(copy, "search", f"{language}.js")
            with open(first, encoding="utf-8") as f:
                text = f.read()
            for old in glob.glob(os.path.join(copy, "search", language, "*.js")):
                os.remove(old)
            for part in range(3):
                with open(os.path.join(copy, "search", language, f"{part}.js"), "w", encoding="utf-8") as f:
                    pages = data["pages"][part::3]
                    f.write('"use strict";\ndocgenSearchPartLoaded(' + json.dumps({"part": part, "pages": pages}, ensure_ascii=False) + ");\n")
            names = json.dumps([f"{language}/{part}.js" for part in (2, 1, 0)])
            with open(first, "w", encoding="utf-8") as f:
                f.write(text[:text.index('"parts":[')] + '"parts":' + names + "});\n")
        record_all_found(browser, copy, queries, "self-test: an index in three parts finds every page")
        # A first file from before parts, as a browser may have cached it: the pages inline.
        for language in ("en", "zh", "ko"):
            data = index_data(copy, language)
            with open(os.path.join(copy, "search", f"{language}.js"), "w", encoding="utf-8") as f:
                f.write('"use strict";\ndocgenSearchIndexLoaded(' + json.dumps({"fold": data["fold"], "language": language, "pages": data["pages"]}, ensure_ascii=False) + ");\n")
        record_all_found(browser, copy, queries, "self-test: a cached index from before parts still finds every page")
    finally:
        shutil.rmtree(copy, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("site", nargs="?")
    parser.add_argument("--self-test", action="store_true")
    parser.add_argument("--pagefind", action="store_true")
    parser.add_argument("--measure", action="store_true")
    parser.add_argument("--queries", default=QUERIES)
    parser.add_argument("--chromium", default=os.environ.get("BROWSER_TEST_CHROMIUM") or shutil.which("chromium"))
    args = parser.parse_args()
    if not args.chromium:
        print("search-test: chromium not found (scripts/browser-test.sh installs it)", file=sys.stderr)
        return 2
    with open(args.queries, encoding="utf-8") as f:
        queries = json.load(f)
    site = args.site or os.path.join(ROOT, ".build", "test-site")
    browser = Browser(args.chromium, 60)
    try:
        if args.measure:
            measure(browser, site, queries)
            if args.pagefind:
                measure_pagefind(browser, site, queries)
            return 0
        if args.self_test:
            self_test(browser, site, queries)
        else:
            tab = Tab(browser, 1280, 900, False)
            summary = run_queries(tab, site, queries)
            tab.close()
            check_box(browser, site)
            check_http(browser, site, queries)
            print("\n| language | queries | recall at 1 | recall at 5 | at 5 by kind |")
            print("|---|---|---|---|---|")
            for language, (r1, r5, n, kinds) in summary.items():
                by_kind = ", ".join(f"{k} {v[0]}/{v[1]}" for k, v in sorted(kinds.items()))
                print(f"| {language} | {n} | {r1:.2f} | {r5:.2f} | {by_kind} |")
            measure(browser, site, queries, repeat=3)
            if args.pagefind:
                compare_pagefind(browser, site, queries, summary)
    finally:
        browser.stop()
    failed = RESULTS.count(False)
    print(f"{len(RESULTS) - failed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
