"""What a reader sees of notes written for GitHub, Hexo and GitBook (the fixture
Tests/DocGenKitTests/Fixtures/imported, built by --docgen): their pictures load from the
site's copies at the size the page reserved for them, those below the first load lazily when
scrolled to, a kept <details> opens, and GitHub-style in-page links land on their headings.
"""
import os, subprocess, tempfile

import pytest

import browsing

FIXTURE = os.path.join(os.path.dirname(__file__), "..", "DocGenKitTests", "Fixtures", "imported", "Content")

PICTURES = """
Array.from(document.querySelectorAll('article img')).map(img => ({
  src: img.getAttribute('src'), loading: img.getAttribute('loading'), complete: img.complete,
  natural: [img.naturalWidth, img.naturalHeight],
  attributes: [Number(img.getAttribute('width')), Number(img.getAttribute('height'))],
  box: [img.getBoundingClientRect().width, img.getBoundingClientRect().height]}))
"""


@pytest.fixture(scope="module")
def imported_url(docgen):
    with tempfile.TemporaryDirectory() as folder:
        site = os.path.join(folder, "site")
        built = subprocess.run([docgen, "build", "--content", FIXTURE, "--output", site], capture_output=True, text=True)
        assert built.returncode == 0, built.stderr
        server = browsing.StaticServer(site)
        yield server.url
        server.stop()


@pytest.fixture
def tab(browser):
    page = browsing.new_tab(browser, "desktop")
    errors = []
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.errors = errors
    yield page
    browsing.close_tab(page)


def test_pictures_load_at_the_size_reserved_for_them(tab, imported_url):
    browsing.open_page(tab, imported_url + "ko/index.html")
    # Scrolled to the end, the lazy pictures load too.
    tab.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    assert browsing.poll(tab, "Array.from(document.querySelectorAll('article img')).every(i => i.complete)") is not None
    pictures = tab.evaluate(PICTURES)
    assert [p["loading"] for p in pictures] == [None, "lazy"]
    for picture in pictures:
        assert picture["src"].startswith("../files/"), picture
        assert picture["natural"][0] > 0, f"{picture['src']} did not load"
        # The box has the proportions the width and height attributes promised.
        width, height = picture["attributes"]
        assert abs(picture["box"][0] / picture["box"][1] - width / height) < 0.02, picture
    assert tab.errors == []


def test_details_open_and_github_links_land_on_their_headings(tab, imported_url):
    browsing.open_page(tab, imported_url + "ko/index.html")
    answer = tab.locator("article details:not(.toc) p")
    assert not answer.is_visible()
    tab.locator("article details:not(.toc) summary").click()
    assert answer.is_visible()
    tab.locator("article ul a[href*='present--dismiss']").click()
    assert browsing.poll(tab, "location.hash.endsWith('present--dismiss')") is not None
    # The fragment names GitHub's id, an empty span in the heading docgen ids otherwise.
    assert tab.evaluate("document.querySelector(':target').closest('h2').dataset.section") == "§3"


def test_a_gitbook_picture_and_download_come_from_the_site(tab, imported_url):
    browsing.open_page(tab, imported_url + "en/presenting/index.html")
    picture = tab.evaluate(PICTURES)[0]
    assert picture["natural"] == [200, 400]
    download = tab.locator("article a[href$='talk.pdf']").get_attribute("href")
    response = tab.request.get(imported_url + "en/presenting/" + download)
    assert response.ok and response.body().startswith(b"%PDF")
