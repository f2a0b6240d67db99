"""Fixtures of the browser tests: Debian's chromium under Playwright, the built site (--site),
the docgen binary (--docgen), the site served on loopback, the screenshots folder.

    python3 -m pytest Tests/browser -q --site .build/test-site --docgen .build/debug/docgen

Options default to $DOCGEN_SITE, $DOCGEN and $CHROMIUM, then to .build/test-site,
.build/debug/docgen and chromium on PATH (installed with apt-get when missing).
"""
import os

import pytest
from playwright.sync_api import sync_playwright

import browsing


def pytest_addoption(parser):
    group = parser.getgroup("docgen", "docgen's browser tests")
    group.addoption("--site", default=os.environ.get("DOCGEN_SITE", ".build/test-site"),
                    help="the built site to open (default: $DOCGEN_SITE, else .build/test-site)")
    group.addoption("--docgen", default=os.environ.get("DOCGEN", ".build/debug/docgen"),
                    help="docgen, with docgen-serve beside it, for test_serve.py (default: $DOCGEN, else .build/debug/docgen)")
    group.addoption("--content", default="Content", help="the notes test_serve.py previews (a copy of them)")
    group.addoption("--screenshots", default=".build/screenshots", help="where test_pages.py writes screenshots")
    group.addoption("--color-schemes", default="light", help="test_pages.py's schemes: light, dark or light,dark")
    group.addoption("--chromium", default=None, help="the browser (default: $CHROMIUM, else chromium on PATH)")


MEASURED = pytest.StashKey[list]()


def pytest_configure(config):
    config.stash[MEASURED] = []


@pytest.fixture(scope="session")
def measured(pytestconfig):
    """Lines printed at the end of the run, before the summary (recall, latency)."""
    return pytestconfig.stash[MEASURED]


def pytest_terminal_summary(terminalreporter, config):
    lines = config.stash.get(MEASURED, [])
    if lines:
        terminalreporter.write_sep("-", "measured")
        for line in lines:
            terminalreporter.write_line(line)


def site_folder(config):
    return os.path.abspath(config.getoption("site"))


def pytest_generate_tests(metafunc):
    """`site_page`: every .html file of the site; `scheme`: the schemes asked for."""
    if "site_page" in metafunc.fixturenames:
        site = site_folder(metafunc.config)
        # Without a site, one case remains and fails on the `site` fixture.
        pages = browsing.site_pages(site) if os.path.isdir(site) else ["(no site)"]
        metafunc.parametrize("site_page", pages)
    if "scheme" in metafunc.fixturenames:
        schemes = [s for s in metafunc.config.getoption("color_schemes").split(",") if s]
        for s in schemes:
            if s not in ("light", "dark"):
                raise pytest.UsageError(f"unknown color scheme {s} (light, dark)")
        metafunc.parametrize("scheme", schemes)


@pytest.fixture(scope="session")
def site(pytestconfig):
    folder = site_folder(pytestconfig)
    if not os.path.isdir(folder) or not browsing.site_pages(folder):
        pytest.fail(f"no built site at {folder} (docgen build --content Content --output {folder}, or pass --site)")
    return folder


@pytest.fixture(scope="session")
def docgen(pytestconfig):
    path = os.path.abspath(pytestconfig.getoption("docgen"))
    if not os.access(path, os.X_OK):
        pytest.fail(f"no docgen at {path} (make build, or pass --docgen)")
    return path


@pytest.fixture(scope="session")
def content(pytestconfig):
    return os.path.abspath(pytestconfig.getoption("content"))


@pytest.fixture(scope="session")
def screenshots(pytestconfig):
    folder = os.path.abspath(pytestconfig.getoption("screenshots"))
    os.makedirs(folder, exist_ok=True)
    return folder


@pytest.fixture(scope="session")
def chromium(pytestconfig):
    return browsing.find_chromium(pytestconfig.getoption("chromium"))


@pytest.fixture(scope="session")
def browser(chromium):
    with sync_playwright() as playwright:
        browser = browsing.launch(playwright, chromium)
        yield browser
        browser.close()


@pytest.fixture(scope="session")
def site_url(site):
    """The built site over HTTP on loopback."""
    server = browsing.StaticServer(site)
    yield server.url
    server.stop()
