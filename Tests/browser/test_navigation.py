"""What keeps a reader oriented, and "predict the log", in Chromium on the built site (served on
loopback, and from file:// where the rule is that it works from disk):

- the phone menu (390 px) covers the screen, without JavaScript too; with it, it is modal: focus
  moves in and stays, Esc, the × and a tap beside the panel close it, focus returns to the menu
  link, the page does not move; the × is labelled as closing the menu;
- the header stays at hand: at 1440 px it stays at the top; on a phone it slides away going down
  and returns going up; back-to-top returns to the top;
- the contents rail marks the section being read (`aria-current`), one link at a time;
- the language switch lands on the section being read, from anywhere on the page and from disk;
- the theme toggle follows the system until pressed, then remembers the choice, applied before
  the stylesheet (no flash); axe finds nothing serious under a chosen theme either;
- permalinks take focus and have a name; search says how many results it shows (`role=status`);
- "predict the log": each language's page has an exercise; its lines move by keyboard with the
  move announced, the check scores and diffs the guess and opens the log, without JavaScript the
  log is one click away, from file:// it works, printed it is a worksheet with the answers last.
"""
import json, os, pathlib

import pytest

import browsing

PAGE = "en/presenting-and-dismissing/index.html"
QUIZ_PAGES = {"en": "en/presenting-and-dismissing/index.html", "zh": "zh/presenting-and-dismissing/index.html",
              "ko": "ko/presenting-and-dismissing/index.html"}
# The built-in words the tests read back (BuiltInWords), per page language.
WORDS = {
    "en": {"closeMenu": "Close menu", "score": "4 of 4 in the right place.", "skip": "Skip to content"},
    "zh": {"closeMenu": "关闭菜单", "score": "4 个中有 4 个位置正确。", "skip": "跳到正文"},
    "ko": {"closeMenu": "메뉴 닫기", "score": "4개 중 4개가 제자리에 있습니다.", "skip": "본문으로 건너뛰기"},
}

BOX = """sel => { const r = document.querySelector(sel).getBoundingClientRect();
  return {top: Math.round(r.top), left: Math.round(r.left), width: Math.round(r.width), height: Math.round(r.height),
          position: getComputedStyle(document.querySelector(sel)).position}; }"""


def file_url(site, page):
    return pathlib.Path(site, page).resolve().as_uri()


def tap(tab, selector):
    """A click where the element is on the screen. (Playwright's click first scrolls the element
    into view, which for one in a sticky header scrolls the page, as no reader's tap does.)"""
    box = tab.locator(selector).first.bounding_box()
    tab.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


# MARK: - The phone menu

def test_phone_menu_covers_the_screen_without_javascript(browser, site_url):
    with browsing.opened(browser, site_url + PAGE, viewport="phone", javascript=False, scale=1) as tab:
        tab.evaluate("window.scrollTo(0, 2500)")
        tab.locator(".menu-link").click()
        tab.wait_for_timeout(200)
        box = tab.evaluate(BOX, ".sidebar")
        covered = tab.evaluate("document.querySelector('.sidebar').contains(document.elementFromPoint(200, 700))")
    assert box["position"] == "fixed" and box["top"] == 0 and box["width"] == 390 and box["height"] == 844, box
    assert covered, "the article shows through below the menu"


def test_phone_menu_is_modal_with_javascript(browser, site_url):
    with browsing.opened(browser, site_url + PAGE, viewport="phone", scale=1) as tab:
        tab.evaluate("window.scrollTo(0, 2500)")
        tab.wait_for_timeout(200)
        tab.evaluate("window.scrollBy(0, -60)")  # the header returns on the way up
        tab.wait_for_timeout(300)
        y = tab.evaluate("scrollY")
        opener = tab.locator(".menu-link")
        tap(tab, ".menu-link")
        tab.wait_for_timeout(200)
        box = tab.evaluate(BOX, ".sidebar")
        assert box["top"] == 0 and box["width"] == 390 and box["height"] == 844, box
        assert tab.evaluate("document.querySelector('.sidebar').contains(document.activeElement)"), "focus did not move in"
        assert opener.get_attribute("aria-expanded") == "true"
        for _ in range(25):
            tab.keyboard.press("Tab")
            assert tab.evaluate("document.querySelector('.sidebar').contains(document.activeElement)"), "focus left the menu"
        tab.keyboard.press("Shift+Tab")
        assert tab.evaluate("document.querySelector('.sidebar').contains(document.activeElement)")
        tab.keyboard.press("Escape")
        tab.wait_for_timeout(200)
        closed = tab.evaluate("[getComputedStyle(document.querySelector('.sidebar')).position,"
                              " document.activeElement.classList.contains('menu-link'), scrollY]")
        assert closed == ["static", True, y], f"after Esc: {closed}, scrolled at {y}"
        assert opener.get_attribute("aria-expanded") == "false"
        # A tap beside the panel, on the dimmed strip.
        tap(tab, ".menu-link")
        tab.mouse.click(380, 500)
        tab.wait_for_timeout(200)
        assert tab.evaluate(BOX, ".sidebar")["position"] == "static", "a tap beside the panel did not close it"
        # The ×.
        tap(tab, ".menu-link")
        tap(tab, ".menu-close")
        tab.wait_for_timeout(200)
        assert tab.evaluate("[getComputedStyle(document.querySelector('.sidebar')).position,"
                            " document.activeElement.classList.contains('menu-link'), scrollY]") == ["static", True, y]


@pytest.mark.parametrize("language", sorted(QUIZ_PAGES))
def test_the_menu_close_button_is_labelled_as_closing_the_menu(site, language):
    html = open(os.path.join(site, QUIZ_PAGES[language]), encoding="utf-8").read()
    words = WORDS[language]
    assert f'class="menu-close" href="#content" aria-label="{words["closeMenu"]}"' in html
    assert f'aria-label="{words["skip"]}"' not in html


# MARK: - Always at hand

def test_the_header_stays_at_the_top_on_a_wide_screen(browser, site_url):
    with browsing.opened(browser, site_url + PAGE, viewport="wide") as tab:
        tab.evaluate("window.scrollTo(0, 4000)")
        tab.wait_for_timeout(300)
        header = tab.evaluate(BOX, ".site-header")
        visible = tab.evaluate("""['#search-input', 'nav.languages', '.theme-toggle'].map(s => {
            const r = document.querySelector(s).getBoundingClientRect(); return r.top >= 0 && r.bottom <= 80 && r.width > 0; })""")
    assert header["top"] == 0 and header["height"] <= 80, header
    assert visible == [True, True, True], visible


def test_a_phone_header_slides_away_going_down_and_returns_going_up(browser, site_url):
    with browsing.opened(browser, site_url + PAGE, viewport="phone", scale=1) as tab:
        tab.mouse.wheel(0, 1500)
        tab.wait_for_timeout(500)
        down = tab.evaluate("document.querySelector('.site-header').getBoundingClientRect().bottom")
        tab.mouse.wheel(0, -200)
        tab.wait_for_timeout(500)
        up = tab.evaluate(BOX, ".site-header")
    assert down <= 1, f"the header is still in view going down (bottom {down})"
    assert up["top"] == 0, f"the header did not return going up: {up}"


def test_back_to_top_appears_a_screen_down_and_returns_to_the_top(browser, site_url):
    with browsing.opened(browser, site_url + PAGE, viewport="wide") as tab:
        assert tab.evaluate("getComputedStyle(document.querySelector('.to-top')).visibility") == "hidden"
        tab.evaluate("window.scrollTo(0, 3000)")
        tab.wait_for_timeout(300)
        tab.locator(".to-top").click()
        tab.wait_for_timeout(300)
        assert tab.evaluate("scrollY") == 0
    with browsing.opened(browser, site_url + PAGE, viewport="phone", javascript=False, scale=1) as tab:
        assert tab.evaluate("getComputedStyle(document.querySelector('.to-top')).visibility") == "visible"


def test_the_contents_rail_marks_the_section_being_read(browser, site_url):
    with browsing.opened(browser, site_url + PAGE, viewport="wide") as tab:
        marks = []
        for index in (0, 2, 4):
            tab.evaluate(f"document.querySelectorAll('article [data-section]')[{index}].scrollIntoView()")
            tab.wait_for_timeout(200)
            marks.append(tab.evaluate("""index => [document.querySelectorAll('article [data-section]')[index].id,
                Array.from(document.querySelectorAll('.toc-rail a[aria-current]')).map(a => [decodeURIComponent(a.hash.slice(1)), a.getAttribute('aria-current')])]""", index))
    for heading, current in marks:
        assert current == [[heading, "location"]], f"reading {heading}: marked {current}"


@pytest.mark.parametrize("origin", ["http", "file"])
def test_the_language_switch_lands_on_the_section_from_anywhere(browser, site_url, site, origin):
    url = site_url + PAGE if origin == "http" else file_url(site, PAGE)
    with browsing.opened(browser, url, viewport="phone", scale=1) as tab:
        key = tab.evaluate("""(() => { const h = document.querySelectorAll('article [data-section]')[3];
            h.scrollIntoView(); window.scrollBy(0, 600); return h.getAttribute('data-section'); })()""")
        tab.wait_for_timeout(300)
        tab.mouse.wheel(0, -150)  # a little up: the header returns, mid-section
        tab.wait_for_timeout(500)
        before = tab.evaluate("location.pathname")
        tap(tab, "nav.languages a[hreflang]:not([aria-current])")
        browsing.poll(tab, f"location.pathname !== {json.dumps(before)} && document.readyState === 'complete'")
        tab.wait_for_timeout(300)
        top = tab.evaluate("""key => { const h = document.querySelector('[data-section=' + JSON.stringify(key) + ']');
            return h ? Math.round(h.getBoundingClientRect().top) : null; }""", key)
        where = tab.evaluate("location.pathname + location.hash")
    assert top is not None and -5 <= top <= 200, f"{before} → {where}: section {key} at {top}px"


# MARK: - Theme

def test_the_theme_toggle_follows_the_system_until_chosen_and_remembers(browser, site_url, site):
    html = open(os.path.join(site, PAGE), encoding="utf-8").read()
    head = html[:html.index("</head>")]
    assert '<script src="../../assets/theme.js"></script>' in head and \
        head.index("assets/theme.js") < head.index("assets/style.css"), "theme.js is not applied before the stylesheet"
    with browsing.opened(browser, site_url + PAGE, viewport="wide", scheme="dark") as tab:
        toggle = tab.locator(".theme-toggle")
        assert toggle.is_visible() and toggle.get_attribute("aria-pressed") == "true"
        assert tab.evaluate("document.documentElement.hasAttribute('data-theme')") is False
        dark_bg = tab.evaluate("getComputedStyle(document.body).backgroundColor")
        toggle.click()
        assert toggle.get_attribute("aria-pressed") == "false"
        light_bg = tab.evaluate("getComputedStyle(document.body).backgroundColor")
        assert light_bg != dark_bg
        tab.reload(wait_until="load")
        assert tab.evaluate("[document.documentElement.dataset.theme, getComputedStyle(document.body).backgroundColor]") == \
            ["light", light_bg]
        assert tab.locator(".theme-toggle").get_attribute("aria-pressed") == "false"
        # Pictures (files shown by <img>) follow the chosen theme too: an image's
        # prefers-color-scheme is the colour scheme of the element that shows it.
        picture = tab.locator("img.picture").first
        picture.evaluate("img => { img.loading = 'eager'; return img.decode(); }")
        picture.scroll_into_view_if_needed()
        assert picture.evaluate("img => getComputedStyle(img).colorScheme") == "light"
        chosen_light = picture.screenshot()
        tab.locator(".theme-toggle").click()
        assert picture.evaluate("img => getComputedStyle(img).colorScheme") == "dark"
        tab.wait_for_timeout(200)
        assert picture.screenshot() != chosen_light, "the picture did not change with the theme"
    with browsing.opened(browser, site_url + PAGE, viewport="desktop", javascript=False) as tab:
        assert not tab.locator(".theme-toggle").is_visible()


AXE_RUN = """axe.run(document, {resultTypes: ['violations']}).then(r => JSON.stringify(
  r.violations.filter(v => v.impact === 'serious' || v.impact === 'critical').map(v => v.id + ': ' + v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(', '))))"""


@pytest.mark.parametrize("theme,system", [("dark", "light"), ("light", "dark")])
@pytest.mark.parametrize("language", sorted(QUIZ_PAGES))
def test_axe_under_a_chosen_theme_with_the_exercise_checked(browser, site_url, theme, system, language):
    with browsing.opened(browser, site_url + QUIZ_PAGES[language], viewport="wide", scheme=system) as tab:
        tab.evaluate(f"localStorage.setItem('docgen-theme', '{theme}')")
        tab.reload(wait_until="load")
        tab.locator(".predict-down").first.click()
        tab.locator(".predict-check").first.click()
        tab.fill("#search-input", "present")
        tab.wait_for_timeout(300)
        tab.evaluate(browsing.axe_source())
        found = json.loads(tab.evaluate(AXE_RUN))
        tab.evaluate("localStorage.clear()")
    assert not found, "; ".join(found)


# MARK: - Keyboard and screen readers

def test_permalinks_take_focus_and_have_a_name(browser, site_url):
    with browsing.opened(browser, site_url + PAGE, viewport="wide") as tab:
        for _ in range(60):
            tab.keyboard.press("Tab")
            if tab.evaluate("document.activeElement.classList.contains('anchor')"):
                break
        focused = tab.evaluate("[document.activeElement.className, document.activeElement.getAttribute('aria-label'),"
                               " getComputedStyle(document.activeElement).opacity]")
    assert focused == ["anchor", "Link to this section", "1"], focused


def test_search_says_how_many_results_it_shows(browser, site_url):
    with browsing.opened(browser, site_url + PAGE, viewport="wide") as tab:
        status = tab.locator(".search-status")
        assert status.get_attribute("role") == "status"
        tab.fill("#search-input", "dismiss")
        browsing.poll(tab, "document.querySelector('.search-status').textContent !== ''")
        said = status.text_content()
        shown = tab.evaluate("document.querySelectorAll('#search-results li').length")
        tab.fill("#search-input", "qqqzzzxxv")
        browsing.poll(tab, "document.querySelector('.search-status').textContent.indexOf('qqqzzzxxv') >= 0")
        none = status.text_content()
    assert shown > 0 and said == f"{shown} results", said
    assert "qqqzzzxxv" in none


# MARK: - Predict the log

def solve(tab):
    """Moves the lines into the log's order with the keyboard (each line's ↑ button)."""
    count = tab.evaluate("document.querySelectorAll('.predict-lines li').length")
    for wanted in range(count):
        while True:
            at = tab.evaluate("[...document.querySelectorAll('.predict-lines li')].findIndex(li => li.dataset.at === String(%d))" % wanted)
            if at == wanted:
                break
            tab.locator(f".predict-lines li[data-at='{wanted}'] .predict-up").focus()
            tab.keyboard.press("Enter")
    return count


@pytest.mark.parametrize("language", sorted(QUIZ_PAGES))
def test_an_exercise_is_solved_with_the_keyboard_in_each_language(browser, site_url, language):
    with browsing.opened(browser, site_url + QUIZ_PAGES[language], viewport="phone", scale=1) as tab:
        assert tab.evaluate("document.querySelectorAll('.predict').length") == 1
        first = tab.locator(".predict-lines li").first
        line = first.locator("code").text_content()
        first.locator(".predict-down").focus()
        tab.keyboard.press("Enter")
        said = tab.locator(".predict-status").text_content()
        assert line in said and "2" in said, f"the move was announced as {said!r}"
        assert tab.evaluate("document.activeElement.closest('li').querySelector('code').textContent") == line, \
            "focus did not stay on the moved line"
        assert not tab.locator(".predict-reveal").evaluate("d => d.open")
        count = solve(tab)
        tab.locator(".predict-check").focus()
        tab.keyboard.press("Enter")
        result = tab.evaluate("""[document.querySelector('.predict-status').textContent,
            document.querySelectorAll('.predict-lines li.right').length, document.querySelector('.predict-reveal').open]""")
    assert result == [WORDS[language]["score"], count, True], result


def test_a_wrong_guess_is_diffed_against_the_log(browser, site_url, site):
    with browsing.opened(browser, file_url(site, PAGE), viewport="wide") as tab:
        tab.locator(".predict-check").click()  # the shuffled order, as it came
        diff = tab.evaluate("""[...document.querySelectorAll('.predict-lines li')].map(li =>
            [li.className, li.querySelector('.predict-hint') ? li.querySelector('.predict-hint').textContent : null])""")
        log = tab.evaluate("document.querySelector('.predict-reveal figure.log pre').textContent.split('\\n')")
    wrong = [hint for kind, hint in diff if kind == "wrong"]
    assert len(wrong) >= len(diff) // 2, diff
    for hint in wrong:
        assert hint.startswith("the log has ") and hint[len("the log has "):] in log, hint


def test_without_javascript_the_lines_show_and_the_log_is_one_click_away(browser, site_url):
    with browsing.opened(browser, site_url + PAGE, viewport="phone", javascript=False, scale=1) as tab:
        state = tab.evaluate("""[document.querySelectorAll('.predict-lines li').length,
            [...document.querySelectorAll('.predict button')].some(b => b.getClientRects().length > 0),
            document.querySelector('.predict-reveal').open,
            getComputedStyle(document.querySelector('.predict-reveal figure.log')).display]""")
        tab.locator(".predict-reveal > summary").click()
        opened = tab.evaluate("document.querySelector('.predict-reveal figure.log').getClientRects().length > 0")
    assert state[0] >= 2 and state[1] is False and state[2] is False, state
    assert opened


def test_printed_an_exercise_is_a_worksheet_with_the_answers_last(browser, site_url):
    with browsing.opened(browser, site_url + PAGE, viewport="desktop") as tab:
        log = tab.evaluate("""[...document.querySelectorAll('.predict-lines li')].sort((a, b) => a.dataset.at - b.dataset.at)
            .map(li => li.querySelector('code').textContent)""")
        tab.emulate_media(media="print")
        printed = tab.evaluate("""(() => {
          const shown = s => { const e = document.querySelector(s); return !!e && e.getClientRects().length > 0; };
          const answers = document.querySelector('.predict-answers');
          return {lines: shown('.predict-lines'), buttons: shown('.predict-moves'), log: shown('.predict-reveal'),
                  answers: shown('.predict-answers'), last: document.querySelector('article').lastElementChild === answers,
                  listed: [...answers.querySelectorAll('ol li')].map(li => li.textContent)};
        })()""")
    assert printed["lines"] and not printed["buttons"] and not printed["log"], printed
    assert printed["answers"] and printed["last"] and printed["listed"] == log, printed
