"""GitHub's extensions as a reader sees them (the fixture
Tests/DocGenKitTests/Fixtures/extensions, built by --docgen): the five alerts are callouts
titled in the page's language, each kind in its own colour, in the light and the dark scheme,
and axe-core finds nothing serious on the page in either; task lists, footnotes and coloured
code come through too.
"""
import json, os, subprocess, tempfile

import pytest

import browsing

FIXTURE = os.path.join(os.path.dirname(__file__), "..", "DocGenKitTests", "Fixtures", "extensions", "Content")

TITLES = {
    "ko": ["참고", "팁", "중요", "경고", "주의"],
    "zh": ["备注", "提示", "重要", "警告", "注意"],
    "en": ["Note", "Tip", "Important", "Warning", "Caution"],
    "ja": ["注記", "ヒント", "重要", "警告", "注意"],
}

CALLOUTS = """
Array.from(document.querySelectorAll('article .callout')).map(c => {
  const title = c.querySelector('.callout-title');
  return {kind: c.className, role: c.getAttribute('role'), title: title.textContent,
          colour: getComputedStyle(title).color, rule: getComputedStyle(c).borderLeftColor,
          text: getComputedStyle(c.querySelector('p:not(.callout-title)')).color};
})
"""

AXE_RUN = """
axe.run(document, {resultTypes: ['violations']}).then(r => JSON.stringify(
  r.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')
   .map(v => v.id + ': ' + v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(', '))))
"""


@pytest.fixture(scope="module")
def extensions_url(docgen):
    with tempfile.TemporaryDirectory() as folder:
        site = os.path.join(folder, "site")
        built = subprocess.run([docgen, "build", "--content", FIXTURE, "--output", site], capture_output=True, text=True)
        assert built.returncode == 0, built.stderr
        server = browsing.StaticServer(site)
        yield server.url
        server.stop()


@pytest.mark.parametrize("callout_scheme", ["light", "dark"])
@pytest.mark.parametrize("language", ["ko", "zh", "en", "ja"])
def test_callouts_are_titled_in_the_page_language_coloured_and_accessible(browser, extensions_url, language, callout_scheme):
    tab = browsing.new_tab(browser, "desktop", callout_scheme)
    errors = []
    tab.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    try:
        browsing.open_page(tab, extensions_url + language + "/index.html")
        callouts = tab.evaluate(CALLOUTS)
        assert [c["title"] for c in callouts] == TITLES[language]
        assert [c["kind"] for c in callouts] == [
            "callout callout-" + k for k in ("note", "tip", "important", "warning", "caution")]
        assert all(c["role"] == "note" for c in callouts)
        # Each kind has its own colour, on its title and its rule; the text keeps the page's.
        assert len({c["colour"] for c in callouts}) == 5
        assert all(c["colour"] == c["rule"] for c in callouts)
        assert len({c["text"] for c in callouts}) == 1
        tab.evaluate(browsing.axe_source())
        found = json.loads(tab.evaluate(AXE_RUN))
        assert found == [], found
        assert errors == []
    finally:
        browsing.close_tab(tab)


def test_dark_scheme_changes_the_callout_colours(browser, extensions_url):
    colours = {}
    for scheme in ("light", "dark"):
        tab = browsing.new_tab(browser, "desktop", scheme)
        try:
            browsing.open_page(tab, extensions_url + "en/index.html")
            colours[scheme] = [c["colour"] for c in tab.evaluate(CALLOUTS)]
        finally:
            browsing.close_tab(tab)
    assert all(light != dark for light, dark in zip(colours["light"], colours["dark"]))


def test_task_lists_footnotes_and_code_come_through(browser, extensions_url):
    tab = browsing.new_tab(browser, "desktop")
    try:
        browsing.open_page(tab, extensions_url + "en/index.html")
        boxes = tab.evaluate("Array.from(document.querySelectorAll('article li > label.task > input[type=checkbox]'))"
                             ".map(b => [b.checked, b.disabled])")
        assert boxes == [[True, True], [False, True]]
        tab.click("sup.footnote-ref a")
        assert tab.evaluate("location.hash") == "#fn1"
        languages = tab.evaluate("Array.from(document.querySelectorAll('article pre code'))"
                                 ".map(c => [c.className, c.querySelector('[class^=hl-]') !== null])")
        assert languages == [["language-swift", True], ["language-objc", True], ["language-sh", True],
                             ["language-json", True], ["language-yaml", True], ["language-diff", True],
                             ["language-text", False]]
        assert tab.evaluate("document.querySelector('article del').textContent") == "old"
    finally:
        browsing.close_tab(tab)
