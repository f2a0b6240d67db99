"""What a reader does with the built site, served on loopback.

- switching language keeps the section being read (the heading at the top of the window has
  the same `data-section` after the switch);
- the phone menu opens over the page without JavaScript and closes again;
- every table-of-contents link lands on its heading, just under the sticky header;
- nothing is clipped on a phone: no element hides overflowing content (`overflow: hidden` or
  `clip` with more content than room); scrollers may scroll, they may not cut;
- printed (print media, even with a dark system scheme), a page is its article: no header,
  search, sidebar, contents, pager or copy buttons, dark text on white;
- the second Tab stop is a skip link to the page list, which lands there;
- the language chooser has a level-one heading;
- pictures keep readable text on a phone: no text in a hierarchy diagram or timeline is drawn
  below 11 CSS pixels (a picture wider than the column scrolls instead of shrinking);
- accessibility: axe-core (the copy in PyPI's axe-core-python) on every page at desktop
  width, light and dark; any serious or critical violation fails the page.
The clipping check and axe are first run on pages made to fail.
"""
import json, os, shutil, tempfile

import pytest

import browsing

PAGE = "en/presenting-and-dismissing/index.html"

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
  return cut;
})()
"""


@pytest.fixture(scope="module")
def axe():
    return browsing.axe_source()


@pytest.fixture(scope="module")
def tabs(browser):
    """One tab per kind (phone; desktop light; desktop dark), reused page after page."""
    opened = {}

    def tab(kind):
        if kind not in opened:
            opened[kind] = (browsing.new_tab(browser, "phone", scale=1) if kind == "phone"
                            else browsing.new_tab(browser, "desktop", kind))
        return opened[kind]
    yield tab
    for page in opened.values():
        browsing.close_tab(page)


def violations(tab, url, axe):
    """Serious and critical axe-core violations of the page at `url`, one line each."""
    browsing.open_page(tab, url)
    tab.evaluate(axe)
    found = json.loads(tab.evaluate(AXE_RUN))
    return [f"{v['impact']} {v['id']}: {v['help']} ({', '.join(v['nodes'])})" for v in found]


def clipped(tab, url):
    """Elements of the page at `url` that cut their content."""
    browsing.open_page(tab, url)
    return tab.evaluate(CLIPPED)


# MARK: - The checkers on pages made to fail

BROKEN_PAGES = {
    # page: (body, whether the clipping check must fail, whether axe must fail)
    "good.html": ('<main><h1>Fine</h1><pre style="overflow-x:auto">' + "x" * 300 + "</pre></main>", False, False),
    "clipped.html": ('<main><h1>Cut</h1><div style="width:200px;overflow:hidden"><div style="width:600px">wide</div></div></main>',
                     True, False),
    "contrast.html": ('<main><h1>Faint</h1><p style="color:#ddd;background:#fff">hard to read</p></main>', False, True),
}


@pytest.fixture(scope="module")
def broken_site():
    site = tempfile.mkdtemp(prefix="reader-test-")
    for name, (body, _, _) in BROKEN_PAGES.items():
        with open(os.path.join(site, name), "w", encoding="utf-8") as f:
            f.write(f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{name}</title></head><body>{body}</body></html>')
    server = browsing.StaticServer(site)
    yield server.url
    server.stop()
    shutil.rmtree(site, ignore_errors=True)


@pytest.mark.parametrize("page", BROKEN_PAGES)
def test_clipping_check_on(tabs, broken_site, page):
    must_fail = BROKEN_PAGES[page][1]
    assert bool(clipped(tabs("phone"), broken_site + page)) == must_fail


@pytest.mark.parametrize("page", BROKEN_PAGES)
def test_axe_check_on(tabs, broken_site, axe, page):
    must_fail = BROKEN_PAGES[page][2]
    assert bool(violations(tabs("light"), broken_site + page, axe)) == must_fail


# MARK: - One page, as a reader uses it

def test_language_switch_keeps_the_section(browser, site_url):
    tab = browsing.new_tab(browser)
    try:
        browsing.open_page(tab, site_url + PAGE)
        key = tab.evaluate("""(() => { const h = document.querySelectorAll('[data-section]')[2];
            if (!h) return null; h.scrollIntoView(); window.scrollBy(0, 40); return h.getAttribute('data-section'); })()""")
        assert key is not None, f"{PAGE} has fewer than three sections"
        before = tab.evaluate("location.pathname")
        # As element.click(): a real click would first scroll the header's link into view,
        # and with it the section being read.
        tab.locator("nav.languages a[hreflang]:not([aria-current])").first.dispatch_event("click")
        browsing.poll(tab, f"location.pathname !== {json.dumps(before)} && document.readyState === 'complete'")
        tab.wait_for_timeout(300)
        after = tab.evaluate("""key => { const h = document.querySelector('[data-section=' + JSON.stringify(key) + ']');
            return h ? Math.round(h.getBoundingClientRect().top) + 0 : null; }""", key)
        where = tab.evaluate("location.pathname")
        assert after is not None and -5 <= after <= 120, f"{before} → {where}: section {key} at {after}px from the top"
    finally:
        browsing.close_tab(tab)


PRINTED = """(() => {
  const hidden = ['.site-header', '.sidebar', '.toc-rail', '.pager', 'pre .copy']
    .filter(s => document.querySelector(s))
    .filter(s => getComputedStyle(document.querySelector(s)).display !== 'none');
  const body = getComputedStyle(document.body);
  const keyword = document.querySelector('.hl-kw');
  return {shown: hidden, background: body.backgroundColor, color: body.color,
          article: getComputedStyle(document.querySelector('article')).display,
          keyword: keyword && getComputedStyle(keyword).color};
})()"""


def test_a_printed_page_is_its_article(browser, site_url):
    with browsing.opened(browser, site_url + PAGE, scheme="dark") as tab:
        tab.emulate_media(media="print")
        printed = tab.evaluate(PRINTED)
    assert printed["shown"] == [], f"printed with the chrome: {printed['shown']}"
    assert printed["article"] != "none"
    assert printed["background"] in ("rgb(255, 255, 255)", "rgba(0, 0, 0, 0)"), printed
    assert printed["color"] == "rgb(0, 0, 0)", printed
    # Code keeps the light theme's colours on paper, whatever the screen's scheme.
    assert printed["keyword"] == "rgb(155, 35, 147)", printed


def test_the_second_tab_stop_skips_to_the_page_list(browser, site_url):
    with browsing.opened(browser, site_url + PAGE) as tab:
        tab.keyboard.press("Tab")
        tab.keyboard.press("Tab")
        focused = tab.evaluate("document.activeElement.getAttribute('href')")
        assert focused == "#site-nav", f"the second Tab stop is {focused}"
        tab.keyboard.press("Enter")
        tab.wait_for_timeout(200)
        top = tab.evaluate("Math.round(document.querySelector('#site-nav').getBoundingClientRect().top)")
        # Under the sticky header, which jumps keep clear of.
        header = tab.evaluate(HEADER_BOTTOM)
        assert tab.evaluate("location.hash") == "#site-nav" and top <= header + 10, f"the page list is at {top}px"


def test_the_language_chooser_has_a_heading(browser, site_url):
    with browsing.opened(browser, site_url + "index.html") as tab:
        headings = tab.evaluate("Array.from(document.querySelectorAll('h1')).map(h => h.textContent)")
    assert len(headings) == 1 and headings[0].strip(), f"h1s: {headings}"


HEADER_BOTTOM = "Math.round(document.querySelector('.site-header').getBoundingClientRect().bottom)"


SIDEBAR_BOX = """() => { const s = document.querySelector('.sidebar'); const r = s.getBoundingClientRect();
    return [getComputedStyle(s).position, Math.round(r.top), Math.round(r.width)]; }"""


def test_phone_menu_opens_and_closes_without_javascript(browser, site_url):
    tab = browsing.new_tab(browser, "phone", javascript=False, scale=1)
    try:
        browsing.open_page(tab, site_url + PAGE)
        hidden = tab.evaluate("getComputedStyle(document.querySelector('.sidebar')).position")
        tab.locator(".menu-link").click()
        tab.wait_for_timeout(200)
        box = tab.evaluate(SIDEBAR_BOX)
        assert hidden == "static" and box[0] == "fixed" and box[1] == 0 and box[2] >= 380, \
            f"the menu does not open over the page; before: {hidden}; after: {box}"
        tab.locator(".menu-close").click()
        tab.wait_for_timeout(200)
        closed = tab.evaluate("getComputedStyle(document.querySelector('.sidebar')).position")
        assert closed == "static", f"the menu does not close: {closed}"
    finally:
        browsing.close_tab(tab)


def test_contents_links_land_on_their_headings(browser, site_url):
    tab = browsing.new_tab(browser)
    try:
        browsing.open_page(tab, site_url + PAGE)
        links = tab.evaluate("Array.from(document.querySelectorAll('.toc-rail a')).map(a => a.getAttribute('href'))") or []
        assert links, "no table-of-contents links"
        bad = []
        for href in links:
            tab.locator(f".toc-rail a[href={json.dumps(href)}]").click()
            tab.wait_for_timeout(50)
            top = tab.evaluate("""id => { const t = document.getElementById(decodeURIComponent(id));
                return t ? Math.round(t.getBoundingClientRect().top) + 0 : null; }""", href[1:])
            # Just under the sticky header (html's scroll-padding-top: its height and .5rem).
            if top is None or abs(top - tab.evaluate(HEADER_BOTTOM) - 8) > 2:
                bad.append(f"{href} → {top}")
        assert not bad, ", ".join(bad)
    finally:
        browsing.close_tab(tab)


# MARK: - Every page

def test_nothing_clipped_on_a_phone(tabs, site_url, site_page):
    cut = clipped(tabs("phone"), site_url + site_page)
    assert not cut, ", ".join(cut)


SMALLEST_PICTURE_TEXT = """
(async () => {
  // Pictures are SVG files shown by <img>: each is read and set into the page, off screen,
  // to measure its text as drawn (its own style sheet applies), then scaled as the <img> is.
  let smallest = null;
  for (const img of document.querySelectorAll('figure.hierarchy img.picture, figure.timeline img.picture')) {
    const holder = document.createElement('div');
    holder.style.cssText = 'position:absolute;left:-99999px;top:0';
    holder.innerHTML = await (await fetch(img.src)).text();
    document.body.appendChild(holder);
    const svg = holder.querySelector('svg');
    const scale = img.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    for (const text of svg.querySelectorAll('text')) {
      const size = parseFloat(getComputedStyle(text).fontSize) * scale;
      if (smallest === null || size < smallest[0]) smallest = [size, text.textContent.slice(0, 30)];
    }
    holder.remove();
  }
  return smallest;
})()
"""


PICTURES_LOADED = """
(async () => {
  const pictures = Array.from(document.querySelectorAll('img.picture'));
  for (const img of pictures) img.loading = 'eager';
  await Promise.all(pictures.map(img => img.decode().catch(() => null)));
  return pictures.filter(img => !(img.naturalWidth > 0) || !img.alt).map(img => img.getAttribute('src'));
})()
"""


def test_pictures_load_and_say_what_they_show(tabs, site_url, site_page):
    tab = tabs("phone")
    browsing.open_page(tab, site_url + site_page)
    broken = tab.evaluate(PICTURES_LOADED)
    assert not broken, ", ".join(broken)


def test_picture_text_is_readable_on_a_phone(tabs, site_url, site_page):
    tab = tabs("phone")
    browsing.open_page(tab, site_url + site_page)
    smallest = tab.evaluate(SMALLEST_PICTURE_TEXT)
    if smallest is None:
        pytest.skip("no pictures on this page")
    assert smallest[0] >= 10.99, f"picture text drawn at {smallest[0]:.1f} px: {smallest[1]!r}"


@pytest.mark.parametrize("axe_scheme", ["light", "dark"])
def test_axe(tabs, site_url, axe, site_page, axe_scheme):
    found = violations(tabs(axe_scheme), site_url + site_page, axe)
    assert not found, "; ".join(found)
