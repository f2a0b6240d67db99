#!/usr/bin/env python3
"""Measurements in Chromium (Playwright on Debian's chromium), for scripts/bench.py and by hand;
the checks are the pytest tests beside this file.

    Tests/browser/measure.py serve --docgen .build/release/docgen [--content Content]
                             [--page en/presenting-and-dismissing.md] [--edits 10]
        edit-to-reload: a note saved until its new text shows in the open page of a real
        `docgen serve`; prints `edit-to-reload: median … ms, worst … ms over N edits`.
    Tests/browser/measure.py search SITE [--pagefind] [--queries FILE] [--sample N] [--fetched N]
                             [--fetched-only] [--split-model]
        the site's search: each language's index against the HTML it covers, search.js, the
        first query (index loaded on demand), the first misspelt one (the set's first of kind
        `typo`, when it has one) and later ones (the set's first N); with --pagefind, Pagefind (PyPI's
        pagefind-bin and pagefind-bin-extended 1.5.2, fetched into .build/pagefind/, never part
        of the site) on a copy of the site: its recall on the query set against docgen's, its
        bundle and its query times over HTTP. A comparison, not a check. Then what a reader's
        browser fetches for search over a loopback HTTP server (`fetched`): for each of the
        set's first N queries a language (3 by default), on a page just opened with the cache
        off, the requests the first query makes and their bytes as gzip (level 6) would send
        them; then the same for a later query on that page (only this with --fetched-only).
        With --split-model, what a layout split by term would fetch for the same queries,
        modelled on the site's index (a design study, not the search).
"""
import argparse, contextlib, glob, gzip, json, math, os, re, shutil, statistics, subprocess, sys, tempfile, time, urllib.parse, zipfile

from playwright.sync_api import sync_playwright

import browsing
from browsing import Quiet, ROOT

PAGEFIND_PACKAGES = {"pagefind": "pagefind-bin==1.5.2", "pagefind_extended": "pagefind-bin-extended==1.5.2"}


# MARK: - docgen serve

def serve_latency(browser, args):
    work = tempfile.mkdtemp(prefix="serve-latency-")
    try:
        content = os.path.join(work, "content")
        shutil.copytree(args.content, content)
        serve = browsing.Serve(os.path.abspath(args.docgen), content, os.path.join(work, "cache"))
        try:
            latencies, unseen = browsing.latency_runs(serve, browser, content, args.page, args.edits)
        finally:
            serve.stop()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    for i in unseen:
        print(f"edit {i} not seen in 10 s")
    if latencies:
        print(browsing.latency_line(latencies))
    return 0 if latencies and not unseen else 1


# MARK: - Search

def index_bytes(site, language):
    """The bytes of a language's index: its first file and its parts."""
    return os.path.getsize(os.path.join(site, "search", f"{language}.js")) + sum(
        os.path.getsize(p) for p in glob.glob(os.path.join(site, "search", language, "*.js")))


def bigram_postings_bytes(site, language):
    """What the alternative design would add: a bigram inverted index (Lucene's CJK bigrams
    for Han and Hangul runs, whole words elsewhere) over the same sections, as JSON arrays of
    delta-encoded section numbers. The texts stay either way (snippets need them)."""
    data = browsing.index_data(site, language)
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


def gzipped(data):
    return len(gzip.compress(data.encode() if isinstance(data, str) else data, compresslevel=6, mtime=0))


def fnv(text):
    value = 0xcbf29ce484222325
    for byte in text.encode():
        value = ((value ^ byte) * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    return value


SPLIT_TOKEN = re.compile(r"[a-z][a-z0-9_]*|[\uac00-\ud7a3]+|[\u3040-\u30ff\u3400-\u9fff]+")


def split_model(site, language, queries, shards=64, pages_per_part=16, results=10):
    """A model, not the search: what a layout split by term would fetch for each query, from
    this site's index. The first file: the language's words (as today), a term dictionary (the
    texts' Latin words and Hangul runs, folded; Han character pairs) and a page table (path,
    title, summary, each section's anchor and heading). Postings (term → delta-coded section
    numbers) in `shards` files by FNV-1a of the term. Texts in parts of `pages_per_part` pages.
    A query needs its first file, the shards of every dictionary term that holds one of its
    words (substring, as the search matches), and the parts of its first `results` pages by a
    plain tf-idf over those postings. Returns {query: (requests, gzipped bytes)} besides the
    engine, and the sizes of the first file's pieces."""
    data = browsing.index_data(site, language)
    pairs = data["fold"]
    table = {pairs[i]: pairs[i + 1] for i in range(0, len(pairs) - 1, 2)}
    fold = lambda text: "".join(table.get(c, c) for c in text.lower())
    postings, rows, page_of = {}, [], []
    for number, page in enumerate(data["pages"]):
        rows.append([page["p"], page["t"], page.get("u", ""), [[s["a"], s["h"]] for s in page["s"]]])
        for section in page["s"]:
            terms = {}
            for run in SPLIT_TOKEN.findall(fold(" ".join([page["t"], section["h"], section["x"], section["c"]]))):
                keys = [run[i:i + 2] for i in range(max(1, len(run) - 1))] if re.match(r"[\u3040-\u9fff]", run) else [run]
                for key in keys:
                    terms[key] = terms.get(key, 0) + 1
            for key, count in terms.items():
                postings.setdefault(key, []).append((len(page_of), count))
            page_of.append(number)
    shard_of = {key: fnv(key) % shards for key in postings}
    shard_text = {}
    for key in sorted(postings):
        ids = postings[key]
        coded = [ids[0][0]] + [b[0] - a[0] for a, b in zip(ids, ids[1:])]
        shard_text.setdefault(shard_of[key], []).append(json.dumps([key, coded, [c for _, c in ids]], ensure_ascii=False, separators=(",", ":")))
    shard_bytes = {n: gzipped("\n".join(lines)) for n, lines in shard_text.items()}
    dictionary = gzipped(json.dumps(sorted(postings), ensure_ascii=False, separators=(",", ":")))
    page_table = gzipped(json.dumps(rows, ensure_ascii=False, separators=(",", ":")))
    # The language's words: today's first file, which holds them (and names the parts).
    with open(os.path.join(site, "search", f"{language}.js"), encoding="utf-8") as f:
        words = gzipped(f.read())
    part_bytes = {}
    for start in range(0, len(data["pages"]), pages_per_part):
        part_bytes[start // pages_per_part] = gzipped(json.dumps(data["pages"][start:start + pages_per_part], ensure_ascii=False))
    first_file = words + dictionary + page_table
    found = {}
    for query in queries:
        needed, scores = set(), {}
        for word in SPLIT_TOKEN.findall(fold(query)):
            keys = [word[i:i + 2] for i in range(max(1, len(word) - 1))] if re.match(r"[\u3040-\u9fff]", word) else [word]
            for key in keys:
                holders = [k for k in postings if key in k] if not re.match(r"[\u3040-\u9fff]", key) else [key] if key in postings else []
                for holder in holders:
                    needed.add(shard_of[holder])
                    rarity = math.log(1 + len(page_of) / len(postings[holder]))
                    for section, count in postings[holder]:
                        scores[page_of[section]] = scores.get(page_of[section], 0) + rarity * (1 + math.log(count))
        top = sorted(scores, key=lambda n: -scores[n])[:results]
        parts = {n // pages_per_part for n in top}
        found[query] = (1 + len(needed) + len(parts), first_file + sum(shard_bytes[n] for n in needed) + sum(part_bytes[n] for n in parts))
    return found, {"words": words, "dictionary": dictionary, "page table": page_table, "terms": len(postings),
                   "shard": statistics.median(shard_bytes.values()), "part": statistics.median(part_bytes.values())}


FIRST = "async q => { const t = performance.now(); await docgenSearch(q); return performance.now() - t; }"


def measure(browser, site, queries, repeat=5, size=20):
    """Index and script sizes; first-query and later-query latency per language (ms): the
    first query of `size` (the index loads for it), the first misspelt one on a page just
    opened (the index loads, then the words of the texts are read for it at once), and all
    `size` queries three times over, a second after the first query (as a reader types the
    next one; the words of the texts are read meanwhile, in idle time)."""
    rows = {}
    script = os.path.getsize(os.path.join(site, "assets", "search.js"))
    engine_path = os.path.join(site, "assets", "search-engine.js")
    engine = os.path.getsize(engine_path) if os.path.exists(engine_path) else 0
    tab = browsing.new_tab(browser)
    for language in ("en", "zh", "ko"):
        html = sum(os.path.getsize(p) for p in glob.glob(os.path.join(site, language, "**", "*.html"), recursive=True))
        pages = len(glob.glob(os.path.join(site, language, "**", "index.html"), recursive=True))
        index = index_bytes(site, language)
        sample = [c["q"] for c in queries.get(language, [])][:size] or ["view"]
        typos = [c["q"] for c in queries.get(language, []) if c.get("kind") == "typo"][:1]
        firsts, typo_firsts = [], []
        for _ in range(repeat):
            for query, times in [(q, typo_firsts) for q in typos] + [(sample[0], firsts)]:
                browsing.open_page(tab, browsing.first_page(site, language))
                times.append(tab.evaluate(FIRST, query))
        tab.wait_for_timeout(1000)
        later = tab.evaluate(
            "async q => { const times = []; for (let r = 0; r < 3; r++) for (const x of q) "
            "{ const t = performance.now(); await docgenSearch(x); times.push(performance.now() - t); } "
            "times.sort((a, b) => a - b); return [times[times.length >> 1], times[times.length - 1]]; }", sample)
        rows[language] = {"pages": pages, "html": html, "index": index, "first": statistics.median(firsts),
                          "typo": statistics.median(typo_firsts) if typo_firsts else None,
                          "median": later[0], "worst": later[1]}
    browsing.close_tab(tab)
    print(f"search.js: {script} bytes; search-engine.js: {engine} bytes")
    for language in rows:
        extra = bigram_postings_bytes(site, language)
        print(f"{language}: a bigram inverted index of the same sections would add {extra:,} bytes "
              f"({100 * extra / rows[language]['index']:.0f} % of the index)")
    print("| language | pages | index bytes | per page | of the HTML | first query | first misspelt query | later: median | later: worst |")
    print("|---|---|---|---|---|---|---|---|---|")
    for language, r in rows.items():
        typo = f"{r['typo']:.0f} ms" if r["typo"] is not None else "–"
        print(f"| {language} | {r['pages']} | {r['index']:,} | {r['index'] // max(1, r['pages']):,} | "
              f"{100 * r['index'] / max(1, r['html']):.1f} % | {r['first']:.0f} ms | {typo} | {r['median']:.1f} ms | {r['worst']:.1f} ms |")
    return rows, script


def recall(browser, site, queries):
    """docgen's recall at 1 and 5 per language on the query set."""
    tab = browsing.new_tab(browser)
    summary = {}
    for language, cases in queries.items():
        if not isinstance(cases, list):
            continue
        found = [browsing.found_pages(tab, site, language, case["q"]) for case in cases]
        summary[language] = (sum(p[:1] == [c["page"]] for p, c in zip(found, cases)) / len(cases),
                             sum(c["page"] in p for p, c in zip(found, cases)) / len(cases))
    browsing.close_tab(tab)
    return summary


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


PAGEFIND_ASK = """async q => {
  window.__pf = window.__pf || await import('/pagefind/pagefind.js');
  const found = await window.__pf.search(q);
  const data = await Promise.all(found.results.slice(0, 5).map(r => r.data()));
  return data.map(d => d.url);
}"""


def compare_pagefind(browser, site, queries, ours):
    for name in ("pagefind", "pagefind_extended"):
        with pagefind_site(name, site) as (copy, seconds):
            bundle = os.path.join(copy, "pagefind")
            size = lambda pattern: sum(os.path.getsize(p) for p in glob.glob(os.path.join(bundle, pattern), recursive=True))
            server = browsing.StaticServer(copy)
            tab = browsing.new_tab(browser)
            print(f"\n{name}: indexed in {seconds:.1f} s; bundle {size('**/*'):,} bytes "
                  f"(script {size('pagefind.js') + size('*.pagefind') + size('wasm.*'):,}, index {size('index/*') + size('fragment/*') + size('pagefind-entry.json') + size('filter/*'):,})")
            print("| language | recall at 1 | recall at 5 | at 5 by kind | docgen at 5 |")
            print("|---|---|---|---|---|")
            for language, cases in queries.items():
                if not isinstance(cases, list):
                    continue
                browsing.open_page(tab, f"{server.url}{language}/index.html")
                h1 = h5 = 0
                kinds = {}
                for case in cases:
                    pages = [browsing.slug(u, language) for u in tab.evaluate(PAGEFIND_ASK, case["q"])]
                    pages = ["index" if p == "" else p for p in pages]
                    h1 += pages[:1] == [case["page"]]
                    h5 += case["page"] in pages
                    kind = kinds.setdefault(case["kind"], [0, 0])
                    kind[0] += case["page"] in pages
                    kind[1] += 1
                by_kind = ", ".join(f"{k} {v[0]}/{v[1]}" for k, v in sorted(kinds.items()))
                print(f"| {language} | {h1 / len(cases):.2f} | {h5 / len(cases):.2f} | {by_kind} | {ours[language][1]:.2f} |")
            browsing.close_tab(tab)
            server.stop()


PAGEFIND_TIMES = """async q => {
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
  return [firstTime, times[times.length >> 1], times[times.length - 1]];
}"""


def measure_pagefind(browser, site, queries):
    """Pagefind's bundle on a copy of `site`, and its first and later query times over HTTP."""
    for name in ("pagefind", "pagefind_extended"):
        with pagefind_site(name, site) as (copy, seconds):
            bundle = os.path.join(copy, "pagefind")
            total = sum(os.path.getsize(p) for p in glob.glob(os.path.join(bundle, "**", "*"), recursive=True) if os.path.isfile(p))
            server = browsing.StaticServer(copy)
            tab = browsing.new_tab(browser)
            # Every language's first query fetches what it needs, as on a reader's first visit.
            cdp = tab.context.new_cdp_session(tab)
            cdp.send("Network.enable")
            cdp.send("Network.setCacheDisabled", {"cacheDisabled": True})
            print(f"\n{name}: indexed in {seconds:.1f} s; bundle {total:,} bytes in all")
            print("| language | bundle per page | first query | fetched for it | later: median | later: worst |")
            print("|---|---|---|---|---|---|")
            for language in ("en", "zh", "ko"):
                pages = len(glob.glob(os.path.join(site, language, "**", "index.html"), recursive=True))
                sample = [c["q"] for c in queries.get(language, [])][:20]
                browsing.open_page(tab, browsing.first_page(site, language).replace(f"file://{os.path.abspath(site)}/", server.url))
                Quiet.sent.clear()
                Quiet.first = {}
                first, median, worst = tab.evaluate(PAGEFIND_TIMES, sample)
                # What the first query fetched: everything under /pagefind/ before the marker.
                fetched = sum(n for path, n in Quiet.first.items() if path.startswith("/pagefind/"))
                print(f"| {language} | {total // max(1, 3 * pages):,} | {first:.0f} ms | {fetched:,} bytes | {median:.1f} ms | {worst:.1f} ms |")
            browsing.close_tab(tab)
            server.stop()


# What a query fetched: the page's Resource Timing entries from `since` on (every file the
# page asked for while the query ran), as URLs; but the page's icon, which Chromium asks for
# when it likes (sometimes while a query runs).
FETCHED = """async ([q, since]) => {
  await docgenSearch(q);
  const icons = new Set(Array.from(document.querySelectorAll('link[rel~=icon]'), l => l.href));
  return performance.getEntriesByType('resource').slice(since).map(e => e.name).filter(n => !icons.has(n));
}"""


def gzipped_bytes(site, server_url, url):
    """The bytes of the site's file at `url` as a server compressing with gzip at level 6 would
    send them (the loopback server sends them whole), or None for a URL outside the site."""
    if not url.startswith(server_url):
        return None
    path = urllib.parse.unquote(urllib.parse.urlsplit(url).path).lstrip("/")
    file = os.path.join(site, path)
    if not os.path.isfile(file):
        return None
    with open(file, "rb") as f:
        return len(gzip.compress(f.read(), compresslevel=6, mtime=0))


def measure_fetched(browser, site, queries, count=3):
    """For each of the first `count` queries of a language: what its first query fetches on a
    page just opened with the cache off (requests, gzipped bytes), then what a later query
    (the next one of the set) fetches on the same page. Over a loopback HTTP server, as a
    reader's browser would fetch them; returns {language: [(query, first, later)]}."""
    server = browsing.StaticServer(site)
    rows = {}
    try:
        for language in ("en", "zh", "ko"):
            asked = [c["q"] for c in queries.get(language, []) if isinstance(c, dict)][:count + 1] or ["view", "present"]
            for i, query in enumerate(asked[:count]):
                later_query = asked[(i + 1) % len(asked)]
                tab = browsing.new_tab(browser)
                cdp = tab.context.new_cdp_session(tab)
                cdp.send("Network.enable")
                cdp.send("Network.setCacheDisabled", {"cacheDisabled": True})
                url = browsing.first_page(site, language).replace(f"file://{site}/", server.url)
                browsing.open_page(tab, url)
                # The page's own files (its icon comes late) are not the query's.
                tab.wait_for_load_state("networkidle")
                tab.evaluate("performance.setResourceTimingBufferSize(100000)")
                figures = []
                for q in (query, later_query):
                    since = tab.evaluate("performance.getEntriesByType('resource').length")
                    urls = tab.evaluate(FETCHED, [q, since])
                    sizes = [gzipped_bytes(site, server.url, u) for u in urls]
                    figures.append((len(urls), sum(n or 0 for n in sizes)))
                browsing.close_tab(tab)
                rows.setdefault(language, []).append((query, figures[0], figures[1]))
    finally:
        server.stop()
    print("\nfetched for search over HTTP (Resource Timing; bytes gzipped at level 6):")
    print("| language | first query | requests | gzipped KB | later query: requests | gzipped KB |")
    print("|---|---|---|---|---|---|")
    for language, found in rows.items():
        for query, first, later in found:
            print(f"| {language} | `{query}` | {first[0]} | {first[1] / 1000:.1f} | {later[0]} | {later[1] / 1000:.1f} |")
    return rows


def search(browser, args):
    site = os.path.abspath(args.site)
    queries = browsing.load_queries(args.queries)
    if not args.fetched_only:
        measure(browser, site, queries, size=args.sample)
    rows = measure_fetched(browser, site, queries, count=args.fetched)
    if args.split_model:
        with open(os.path.join(site, "assets", "search-engine.js"), "rb") as f:
            engine = gzipped(f.read())
        print("\na layout split by term, modelled on this index (split_model; requests and gzipped KB "
              "with search-engine.js):")
        print("| language | query | requests | gzipped KB | first file: words + dictionary + page table (KB) |")
        print("|---|---|---|---|---|")
        for language, found in rows.items():
            model, sizes = split_model(site, language, [q for q, _, _ in found])
            for query, (requests, size) in model.items():
                print(f"| {language} | `{query}` | {requests + 1} | {(size + engine) / 1000:.1f} | "
                      f"{sizes['words'] / 1000:.1f} + {sizes['dictionary'] / 1000:.1f} + {sizes['page table'] / 1000:.1f} "
                      f"({sizes['terms']:,} terms; a shard {sizes['shard'] / 1000:.1f}, a part {sizes['part'] / 1000:.1f}) |")
    if args.pagefind:
        compare_pagefind(browser, site, queries, recall(browser, site, queries))
        measure_pagefind(browser, site, queries)
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--chromium", default=None, help="the browser (default: $CHROMIUM, else chromium on PATH)")
    commands = parser.add_subparsers(dest="command", required=True)
    serve = commands.add_parser("serve", help="edit-to-reload latency of docgen serve")
    serve.add_argument("--docgen", required=True)
    serve.add_argument("--content", default="Content")
    serve.add_argument("--page", default="en/presenting-and-dismissing.md",
                       help="the note to edit, relative to the content folder")
    serve.add_argument("--edits", type=int, default=10)
    found = commands.add_parser("search", help="the search's sizes and latency (and Pagefind's)")
    found.add_argument("site")
    found.add_argument("--pagefind", action="store_true")
    found.add_argument("--queries", default=browsing.QUERIES)
    found.add_argument("--sample", type=int, default=20, help="queries a language timed (the first N of the set)")
    found.add_argument("--fetched-only", action="store_true",
                       help="only what the first queries fetch (no timings): for big sites")
    found.add_argument("--split-model", action="store_true",
                       help="also model what a layout split by term would fetch for the same queries")
    found.add_argument("--fetched", type=int, default=3,
                       help="first queries a language whose fetched requests and bytes are counted")
    args = parser.parse_args()
    chromium = browsing.find_chromium(args.chromium)
    with sync_playwright() as playwright:
        browser = browsing.launch(playwright, chromium)
        try:
            return serve_latency(browser, args) if args.command == "serve" else search(browser, args)
        finally:
            browser.close()


if __name__ == "__main__":
    sys.exit(main())
