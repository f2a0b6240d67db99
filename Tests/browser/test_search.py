"""Search as a reader uses it, on the built site opened from disk.

- The query set (Tests/Search/queries.json): every query through `window.docgenSearch`, on a
  page of its language opened as a file; its page must come first. Recall at 1 and 5 per
  language and by kind is printed at the end of the run.
- The box: hidden without JavaScript; `/` focuses it; typing shows results with the match
  marked; arrow keys and Enter open a result at its section; nothing runs during an IME
  composition, the query runs when it ends; Escape closes; a query with no match says so;
  over HTTP (loopback) the results are the same as from disk.
- The query check is first run on a copy of the site made to fail (no Traditional table, a
  wrong expected page), and on copies whose indexes are in three parts, or in the one file of
  an index from before parts.
- The forgiving set (Tests/Search/forgiving.json): misspellings, other spellings, words run
  together, Taiwan and Hong Kong Chinese, questions; recall at 5 per language must reach the
  file's `threshold`, and is printed by kind at the end of the run.
- The variant lists (search-words.txt): the members of every group that this site's texts
  hold find pages, the same ones.
- No result snippet holds the interface's words (a scenario card's "As text", "Lifecycle log",
  "expected error"), on every query of both sets.
- A result opened marks the query's words in the section it opens at, from disk.
Sizes and latency are measured by measure.py (`search`), not here.
"""
import json, os, shutil, tempfile, urllib.parse

import pytest

import browsing
import measure

QUERIES = browsing.load_queries()
CASES = [(language, case) for language, cases in QUERIES.items() if language != "about" for case in cases]


@pytest.fixture(scope="module")
def tab(browser):
    page = browsing.new_tab(browser)
    yield page
    browsing.close_tab(page)


def finds_first(tab, site, language, case):
    """Whether the query's page comes first; the pages found."""
    pages = browsing.found_pages(tab, site, language, case["q"])
    return pages[:1] == [case["page"]], pages


@pytest.fixture(scope="module")
def recall(measured):
    """Per language: the cases run, and for each whether its page was first and in the top 5."""
    found = {}
    yield found
    measured.append("")
    measured.append("query set (Tests/Search/queries.json):")
    measured.append("| language | queries | recall at 1 | recall at 5 | at 5 by kind |")
    measured.append("|---|---|---|---|---|")
    for language, rows in found.items():
        kinds = {}
        for kind, _, in_top5 in rows:
            kinds.setdefault(kind, [0, 0])
            kinds[kind][0] += in_top5
            kinds[kind][1] += 1
        by_kind = ", ".join(f"{k} {v[0]}/{v[1]}" for k, v in sorted(kinds.items()))
        n = len(rows)
        measured.append(f"| {language} | {n} | {sum(r[1] for r in rows) / n:.2f} | {sum(r[2] for r in rows) / n:.2f} | {by_kind} |")


def site_copy(site):
    copy = tempfile.mkdtemp(prefix="search-test-")
    shutil.copytree(site, copy, dirs_exist_ok=True)
    return copy


# MARK: - The query check on sites made to fail, or cut differently

def test_query_check_fails_without_the_traditional_table_and_on_a_wrong_page(tab, site):
    """A copy of the site whose Chinese index has lost its Traditional table, and a query
    whose expected page is wrong: the query check must fail on each. (The Traditional queries
    are ones with two Traditional characters at least: one alone is forgiven as a typo.)"""
    copy = site_copy(site)
    try:
        index = os.path.join(copy, "search", "zh.js")
        with open(index, encoding="utf-8") as f:
            text = f.read()
        start = text.index('"fold":"') + len('"fold":"')
        traditional = set(json.loads(text[start - 1:text.index('"', start) + 1])[0::2])
        with open(index, "w", encoding="utf-8") as f:
            f.write(text[:start] + text[text.index('"', start):])
        broken = [("zh", c) for c in QUERIES["zh"]
                  if c["kind"] == "traditional" and sum(ch in traditional for ch in c["q"]) >= 2][:3]
        broken.append(("en", {"q": "performSegue", "page": "containment", "kind": "api"}))
        passed = [case["q"] for language, case in broken if finds_first(tab, copy, language, case)[0]]
        assert not passed, f"{4 - len(passed)} of 4 failed; passed: {passed}"
    finally:
        shutil.rmtree(copy, ignore_errors=True)


def all_found(tab, site):
    """The queries whose page is not first on `site`."""
    return [f"{language} {case['q']!r}" for language, case in CASES if not finds_first(tab, site, language, case)[0]]


def test_an_index_in_three_parts_finds_every_page(tab, site):
    """Indexes cut into three parts each (as a big site's are), named in reverse order: every
    query still finds its page, which it can only if search.js loads and reads every part."""
    copy = site_copy(site)
    try:
        for language in ("en", "zh", "ko"):
            data = browsing.index_data(copy, language)
            first = os.path.join(copy, "search", f"{language}.js")
            with open(first, encoding="utf-8") as f:
                text = f.read()
            for old in os.listdir(os.path.join(copy, "search", language)):
                os.remove(os.path.join(copy, "search", language, old))
            for part in range(3):
                with open(os.path.join(copy, "search", language, f"{part}.js"), "w", encoding="utf-8") as f:
                    pages = data["pages"][part::3]
                    f.write('"use strict";\ndocgenSearchPartLoaded(' + json.dumps({"part": part, "pages": pages}, ensure_ascii=False) + ");\n")
            names = json.dumps([f"{language}/{part}.js" for part in (2, 1, 0)])
            with open(first, "w", encoding="utf-8") as f:
                f.write(text[:text.index('"parts":[')] + '"parts":' + names + "});\n")
        missed = all_found(tab, copy)
        assert not missed, f"{len(CASES) - len(missed)} of {len(CASES)}; not first: {missed}"
    finally:
        shutil.rmtree(copy, ignore_errors=True)


def test_a_cached_index_from_before_parts_finds_every_page(tab, site):
    """A first file from before parts, as a browser may have cached it: the pages inline."""
    copy = site_copy(site)
    try:
        for language in ("en", "zh", "ko"):
            data = browsing.index_data(copy, language)
            with open(os.path.join(copy, "search", f"{language}.js"), "w", encoding="utf-8") as f:
                f.write('"use strict";\ndocgenSearchIndexLoaded(' + json.dumps(
                    {"fold": data["fold"], "language": language, "pages": data["pages"]}, ensure_ascii=False) + ");\n")
        missed = all_found(tab, copy)
        assert not missed, f"{len(CASES) - len(missed)} of {len(CASES)}; not first: {missed}"
    finally:
        shutil.rmtree(copy, ignore_errors=True)


# MARK: - The query set

@pytest.mark.parametrize("language,case", CASES, ids=[f"{language}-{case['q']}-{case['page']}" for language, case in CASES])
def test_query(tab, site, recall, language, case):
    first, pages = finds_first(tab, site, language, case)
    recall.setdefault(language, []).append((case["kind"], first, case["page"] in pages))
    assert first, f"{case['q']!r} → {case['page']}: got {pages}"


# MARK: - The forgiving set

FORGIVING = browsing.load_queries(browsing.FORGIVING)


@pytest.fixture(scope="module")
def forgiving_recall(measured):
    """Per language: recall at 1 and 5, and at 5 by kind, printed at the end of the run."""
    rows = {}
    yield rows
    measured.append("")
    measured.append("forgiving set (Tests/Search/forgiving.json):")
    measured.append("| language | queries | recall at 1 | recall at 5 | threshold | at 5 by kind |")
    measured.append("|---|---|---|---|---|---|")
    for language, row in rows.items():
        measured.append("| " + " | ".join(str(x) for x in (language, *row)) + " |")


@pytest.mark.parametrize("language", ["en", "zh", "ko"])
def test_forgiving_queries(tab, site, forgiving_recall, language):
    cases = FORGIVING[language]
    answers = browsing.ask_all(tab, site, language, [case["q"] for case in cases])
    kinds = {}
    at1 = at5 = 0
    missed = []
    for case, (pages, _) in zip(cases, answers):
        at1 += pages[:1] == [case["page"]]
        at5 += case["page"] in pages
        kind = kinds.setdefault(case["kind"], [0, 0])
        kind[0] += case["page"] in pages
        kind[1] += 1
        if case["page"] not in pages:
            missed.append(f"{case['q']!r} → {case['page']}: {pages}")
    threshold = FORGIVING["threshold"][language]
    by_kind = ", ".join(f"{k} {v[0]}/{v[1]}" for k, v in sorted(kinds.items()))
    forgiving_recall[language] = (len(cases), f"{at1 / len(cases):.2f}", f"{at5 / len(cases):.2f}", threshold, by_kind)
    assert len(cases) >= 60
    assert at5 / len(cases) >= threshold, f"recall at 5 {at5 / len(cases):.2f} < {threshold}; not in the top 5: {missed}"


def page_texts(site, language):
    """Each page's texts as search compares them, by slug (lower case, Traditional folded),
    and that folding, for a check of which spellings a site writes where."""
    data = browsing.index_data(site, language)
    table = dict(zip(data["fold"][0::2], data["fold"][1::2]))

    def fold(text):
        return "".join(table.get(c, c) for c in text.lower())
    return {browsing.slug("/" + p["p"], language): fold(p["t"] + "\n" + p.get("u", "") + "\n" + "\n".join(
        s["h"] + "\n" + s["x"] + "\n" + s["c"] for s in p["s"])) for p in data["pages"]}, fold


def test_every_variant_group_finds_a_page_that_writes_one_of_its_spellings(tab, site, measured):
    """Each group of search-words.txt of which this site writes a member somewhere: every
    member, asked alone, has among its first five results a page that writes a member."""
    lists = browsing.search_words()
    problems = []
    checked = unused = 0
    for language in ("en", "zh", "ko"):
        texts, fold = page_texts(site, language)
        groups = lists.get(language, {}).get("variants", [])
        members = [member for group in groups for member in group]
        found = dict(zip(members, (pages for pages, _ in browsing.ask_all(tab, site, language, members))))
        for group in groups:
            writing = {slug for slug, text in texts.items() if any(fold(member) in text for member in group)}
            if not writing:
                unused += 1
                continue
            checked += 1
            missed = [member for member in group if not writing & set(found[member])]
            if missed:
                problems.append(f"{language} {group}: {missed} find none of {sorted(writing)}: {[found[m] for m in missed]}")
    measured.append(f"variant groups: {checked} checked on this site, {unused} of which it writes no member")
    assert not problems, "; ".join(problems)


# Each query on an index just opened (its sections found through the texts) and on one whose
# words were read first (found through the words): the URLs and snippets of the two.
SAME_BOTH_WAYS = """async ([data, queries, root]) => {
  await docgenSearch("x");
  const engine = window.docgenSearchEngine;
  const shown = results => JSON.stringify(results.map(r => [r.url, r.snippet]));
  const differ = [];
  for (const q of queries) {
    const through = shown(engine.search(engine.open(data), q, root));
    const read = engine.open(data);
    engine.readWords(read);
    if (shown(engine.search(read, q, root)) !== through) differ.push(q);
  }
  return differ;
}"""


@pytest.mark.parametrize("language", ["en", "zh", "ko"])
def test_words_found_through_the_texts_or_through_their_words_give_the_same_results(tab, site, language):
    """Once the words of the texts are read, a word of a query is found among them rather than
    through the texts: every query of both sets gives the same results either way."""
    browsing.open_page(tab, browsing.first_page(site, language))
    queries = [case["q"] for case in QUERIES[language] + FORGIVING[language]]
    data = browsing.index_script_data(site, language)
    differ = tab.evaluate(SAME_BOTH_WAYS, [data, queries, "../"])
    assert not differ, differ


def interface_words(site_yml=os.path.join(browsing.ROOT, "Content", "site.yml")):
    """The words of a scenario card's interface, every language's, from Content/site.yml."""
    words = []
    with open(site_yml, encoding="utf-8") as f:
        for line in f:
            key, _, value = line.strip().partition(": ")
            if key in ("asText", "log", "verified", "expectedError", "timeline"):
                words.append(value.strip('"'))
    return words


def test_no_snippet_holds_interface_words(tab, site):
    words = interface_words()
    assert len(words) >= 15, words
    shown = []
    for language in ("en", "zh", "ko"):
        queries = [case["q"] for case in QUERIES[language] + FORGIVING[language]]
        for query, (_, snippets) in zip(queries, browsing.ask_all(tab, site, language, queries)):
            shown += [f"{language} {query!r}: {snippet!r}" for snippet in snippets if any(w in snippet for w in words)]
    assert not shown, "; ".join(shown[:5])


# MARK: - The landing page

MARKS = "JSON.stringify(Array.from(document.querySelectorAll('mark.search-hit')).map(m => m.textContent))"

# Whether every mark lies in the section the fragment names (or before the first heading).
MARKS_IN_SECTION = """(() => {
  const headings = Array.from(document.querySelectorAll('main article h2, main article h3'));
  const id = decodeURIComponent(location.hash.slice(1));
  const from = id ? document.getElementById(id) : null;
  const to = from ? headings[headings.indexOf(from) + 1] : headings[0];
  return Array.from(document.querySelectorAll('mark.search-hit')).every(m =>
    (!from || from.compareDocumentPosition(m) & Node.DOCUMENT_POSITION_FOLLOWING || from.contains(m)) &&
    (!to || to.compareDocumentPosition(m) & Node.DOCUMENT_POSITION_PRECEDING));
})()"""


def test_a_result_opened_marks_the_query_in_its_section(browser, site):
    """A misspelt query typed into the box on a page opened from disk: the first result opens,
    and its section marks the words the query matched, as the page writes them."""
    with browsing.opened(browser, f"file://{site}/en/index.html") as page:
        browsing.poll(page, BOX_SHOWN)
        page.focus("#search-input")
        page.keyboard.insert_text("unwnid segue")
        browsing.poll(page, "document.querySelector('#search-results a') !== null", 5)
        href = page.evaluate("document.querySelector('#search-results a').href")
        assert "highlight=" in href and "/en/segues/" in href, href
        page.click("#search-results a")
        browsing.poll(page, "location.pathname.endsWith('/en/segues/index.html') && document.querySelector('mark.search-hit') !== null", 5)
        marks = json.loads(page.evaluate(MARKS))
        assert marks and {m.lower() for m in marks} <= {"unwind", "segue", "segues", "unwind segue"}, marks
        assert page.evaluate(MARKS_IN_SECTION), page.evaluate("location.hash")


@pytest.mark.parametrize("language,words", [("ko", ["segue"]), ("zh", ["导航控制器"])])
def test_a_page_opened_with_words_to_mark_and_no_section_marks_the_text_under_its_title(browser, site, language, words):
    query = "&".join("highlight=" + urllib.parse.quote(w) for w in words)
    slug = "segues" if language == "ko" else "navigation-and-tabs"
    with browsing.opened(browser, f"file://{site}/{language}/{slug}/index.html?{query}") as page:
        marks = json.loads(page.evaluate(MARKS))
        assert marks and all(m.lower() in words for m in marks), marks
        assert page.evaluate(MARKS_IN_SECTION)


# MARK: - The box

AXE_RESULTS = """
axe.run(document.querySelector('form.search'), {resultTypes: ['violations']}).then(r => JSON.stringify(
  r.violations.filter(v => v.impact === 'serious' || v.impact === 'critical').map(v => [v.id, v.help])))
"""

BOX_SHOWN = "!document.querySelector('form.search').hidden"


def test_without_javascript_the_box_is_hidden(browser, site):
    page = browsing.new_tab(browser, javascript=False)
    try:
        browsing.open_page(page, f"file://{site}/zh/presenting-and-dismissing/index.html")
        assert page.evaluate("getComputedStyle(document.querySelector('form.search')).display === 'none'")
    finally:
        browsing.close_tab(page)


class TestBox:
    """The search box as a reader uses it, on the Chinese presenting page: one tab, the steps
    in order, each on what the one before left."""

    @pytest.fixture(scope="class")
    def box(self, browser, site):
        page = browsing.new_tab(browser)
        cdp = page.context.new_cdp_session(page)  # IME composition has no Playwright API
        url = f"file://{site}/zh/presenting-and-dismissing/index.html"

        def afresh(text=None, wait_for_results=True):
            """The page opened again, `text` typed into its box (and its results awaited)."""
            browsing.open_page(page, url)
            browsing.poll(page, BOX_SHOWN)
            if text is not None:
                page.focus("#search-input")
                page.keyboard.insert_text(text)
                if wait_for_results:
                    browsing.poll(page, "document.querySelector('#search-results a') !== null", 5)

        def compose(text):
            cdp.send("Input.imeSetComposition", {"text": text, "selectionStart": len(text), "selectionEnd": len(text)})

        afresh()
        yield page, afresh, compose
        cdp.detach()
        browsing.close_tab(page)

    def test_slash_focuses_the_box(self, box):
        page, _, _ = box
        page.keyboard.press("/")
        assert page.evaluate("document.activeElement && document.activeElement.id === 'search-input'")

    def test_slash_is_not_typed_into_the_box(self, box):
        page, _, _ = box
        value = page.evaluate("document.getElementById('search-input').value")
        assert value == "", repr(value)

    def test_nothing_is_searched_during_an_ime_composition(self, box):
        page, _, compose = box
        compose("視圖")
        page.wait_for_timeout(300)
        assert page.evaluate("document.getElementById('search-results').hidden")

    def test_committing_the_composition_shows_results(self, box):
        page, _, _ = box
        page.keyboard.insert_text("視圖控制器層級")
        shown = browsing.poll(page, "!document.getElementById('search-results').hidden"
                                    " && document.querySelector('#search-results a') !== null", 5)
        assert shown is not None

    def test_traditional_input_finds_the_simplified_page(self, box):
        page, _, _ = box
        first = page.evaluate("(document.querySelector('#search-results a') || {}).href || ''")
        assert "/zh/hierarchy/" in first, first

    def test_matches_are_marked_in_the_snippet(self, box):
        page, _, _ = box
        marked = page.evaluate("Array.from(document.querySelectorAll('#search-results mark')).map(m => m.textContent)")
        assert marked, repr(marked)

    def test_the_open_results_pass_axe(self, box):
        """The open results pass axe-core like the rest of the page."""
        page, _, _ = box
        page.evaluate(browsing.axe_source())
        violations = json.loads(page.evaluate(AXE_RESULTS))
        assert not violations, json.dumps(violations)[:300]

    def test_arrow_down_moves_to_the_first_result(self, box):
        page, _, _ = box
        page.keyboard.press("ArrowDown")
        assert page.evaluate("document.activeElement && document.activeElement.closest('#search-results') !== null")

    def test_escape_closes_the_results_and_returns_to_the_box(self, box):
        page, _, _ = box
        page.keyboard.press("Escape")
        assert page.evaluate("document.getElementById('search-results').hidden && document.activeElement.id === 'search-input'")
        # Focus back in the box must not search again and reopen what Escape closed.
        page.wait_for_timeout(400)
        assert page.evaluate("document.getElementById('search-results').hidden")

    def test_enter_opens_the_first_result_at_its_section(self, box):
        page, _, _ = box
        page.evaluate("var i = document.getElementById('search-input'); i.value = ''; i.focus()")
        page.keyboard.insert_text("unwind")
        browsing.poll(page, "document.querySelector('#search-results a') !== null"
                            " && document.querySelector('#search-results a').href.includes('segues')", 5)
        page.keyboard.press("Enter")
        landed = browsing.poll(page, "location.pathname.endsWith('/zh/segues/index.html') && location.hash.length > 1", 5)
        assert landed is not None, page.evaluate("location.pathname.split('/').slice(-3).join('/') + location.hash")

    def test_enter_at_once_opens_the_result_of_the_words_in_the_box(self, box):
        """Enter right after typing (before the results of the new words are shown) opens the
        first result of what the box holds, not of the query still on screen."""
        page, afresh, _ = box
        afresh("unwind")
        page.evaluate("var i = document.getElementById('search-input'); i.value = '自定义呈现'")
        page.keyboard.press("Enter")
        landed = browsing.poll(page, "location.pathname.endsWith('/zh/custom-presentations/index.html')", 5)
        assert landed is not None, page.evaluate("location.pathname.split('/').slice(-3).join('/')")

    def test_enter_during_an_ime_composition_opens_nothing(self, box):
        page, afresh, compose = box
        afresh("unwind")
        page.keyboard.press("Escape")
        compose("控")
        page.keyboard.press("Enter")
        page.wait_for_timeout(400)
        assert page.evaluate("location.pathname.endsWith('/zh/presenting-and-dismissing/index.html')")

    def test_a_query_that_matches_nothing_says_so(self, box):
        """In the reader's own words, quoting the query."""
        page, afresh, _ = box
        afresh("qqxxzzy$'", wait_for_results=False)
        said = browsing.poll(page, "(document.querySelector('#search-results p') || {}).textContent !== undefined"
                                   " && document.querySelector('#search-results p').textContent.includes(\"qqxxzzy$'\")", 5)
        assert said is not None, page.evaluate("(document.querySelector('#search-results p') || {}).textContent || ''")

    def test_a_query_of_punctuation_only_finds_nothing(self, box):
        page, _, _ = box
        empty = page.evaluate("docgenSearch('!!! ??? …').then(r => r.length)")
        assert empty == 0, repr(empty)

    def test_a_pasted_paragraph_of_chinese_is_answered_within_50_ms(self, box):
        page, _, _ = box
        spent = page.evaluate("async q => { const t = performance.now(); await docgenSearch(q); return performance.now() - t; }",
                              "视图控制器" * 40)
        assert spent < 50, f"{spent:.1f} ms"


def test_over_http_the_results_are_those_from_disk(tab, site):
    server = browsing.StaticServer(site)
    try:
        differ = []
        for language in ("en", "zh", "ko"):
            sample = [c["q"] for c in QUERIES[language][:5]]
            browsing.open_page(tab, browsing.first_page(site, language))
            from_disk = [[browsing.slug(r["url"], language) for r in browsing.ask(tab, q)] for q in sample]
            browsing.open_page(tab, f"{server.url}{language}/index.html")
            over_http = [[browsing.slug(r["url"], language) for r in browsing.ask(tab, q)] for q in sample]
            if from_disk != over_http:
                differ.append(f"{language}: {from_disk} from disk, {over_http} over HTTP")
        assert not differ, "; ".join(differ)
    finally:
        server.stop()


def test_over_http_the_first_query_fetches_the_engine_and_its_language_index_and_a_later_query_nothing(browser, site):
    """What a reader's browser fetches for search (Resource Timing, cache off): the first query
    the search itself and its language's index — the first file and the parts it names, no
    other language's — and a later query nothing more. measure.py (`search`) counts the same
    requests and their gzipped bytes on the bench corpus."""
    server = browsing.StaticServer(site)
    try:
        wrong = []
        for language in ("en", "zh", "ko"):
            page = browsing.new_tab(browser)
            cdp = page.context.new_cdp_session(page)
            cdp.send("Network.enable")
            cdp.send("Network.setCacheDisabled", {"cacheDisabled": True})
            browsing.open_page(page, f"{server.url}{language}/index.html")
            page.wait_for_load_state("networkidle")
            fetched = []
            for query in [c["q"] for c in QUERIES[language][:2]]:
                since = page.evaluate("performance.getEntriesByType('resource').length")
                fetched.append(sorted(urllib.parse.urlsplit(url).path for url in page.evaluate(
                    measure.FETCHED, [query, since])))
            browsing.close_tab(page)
            with open(os.path.join(site, "search", f"{language}.js"), encoding="utf-8") as f:
                text = f.read()
            parts = json.loads(text[text.index("(") + 1:text.rindex(")")])["parts"]
            expected = sorted(["/assets/search-engine.js", f"/search/{language}.js"] + [f"/search/{p}" for p in parts])
            if fetched != [expected, []]:
                wrong.append(f"{language}: first query fetched {fetched[0]}, then {fetched[1]}; expected {expected}, then nothing")
        assert not wrong, "; ".join(wrong)
    finally:
        server.stop()
