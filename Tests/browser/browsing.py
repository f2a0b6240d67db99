"""What the browser tests (conftest.py, test_*.py) and measure.py share: Debian's chromium
found (and installed when missing), launched through Playwright, a quiet file server on
loopback, a page polled for a condition, a real `docgen serve`, and the search's helpers.

Playwright drives Debian's chromium (`executable_path`), never a browser of its own.
"""
import contextlib, functools, http.client, http.server, importlib.resources, json, os, shutil, signal, statistics, subprocess
import sys, threading, time

from playwright.sync_api import Error as PlaywrightError

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
QUERIES = os.path.join(ROOT, "Tests", "Search", "queries.json")
FORGIVING = os.path.join(ROOT, "Tests", "Search", "forgiving.json")
SEARCH_WORDS = os.path.join(ROOT, "Sources", "DocGenKit", "Resources", "search-words.txt")

# name: (width, height, mobile, device pixel ratio)
VIEWPORTS = {"phone": (390, 844, True, 2), "desktop": (1280, 900, False, 1), "wide": (1440, 900, False, 1)}


# MARK: - The browser

def has_cjk_fonts():
    """Chinese and Korean pages need CJK fonts, or every screenshot of them is boxes."""
    if not shutil.which("fc-list"):
        return False
    return all(subprocess.run(["fc-list", f":lang={lang}"], capture_output=True, text=True).stdout.strip()
               for lang in ("zh", "ko"))


def find_chromium(explicit=None):
    """`explicit` (--chromium), else $CHROMIUM, else chromium on PATH; Debian's chromium and
    fonts-noto-cjk are installed with apt-get when the browser or the fonts are missing."""
    browser = explicit or os.environ.get("CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    if not browser or not has_cjk_fonts():
        print("browser tests: installing Debian's chromium and fonts-noto-cjk with apt-get", file=sys.stderr)
        sudo = [] if os.geteuid() == 0 else ["sudo"]
        subprocess.run(sudo + ["apt-get", "update", "-qq"], check=True)
        subprocess.run(sudo + ["apt-get", "install", "-y", "-qq", "chromium", "fonts-noto-cjk"], check=True,
                       env=dict(os.environ, DEBIAN_FRONTEND="noninteractive"))
        browser = browser or shutil.which("chromium")
    if not browser:
        raise RuntimeError("chromium not found after installing Debian's chromium")
    return browser


def launch(playwright, chromium):
    """Headless Debian chromium under Playwright (which runs it without the sandbox)."""
    return playwright.chromium.launch(executable_path=chromium, headless=True,
                                      args=["--disable-gpu", "--font-render-hinting=none"])


def new_tab(browser, viewport="desktop", scheme="light", javascript=True, scale=None):
    """A page in a context of its own at one of VIEWPORTS; `scale` overrides its pixel ratio."""
    width, height, mobile, ratio = VIEWPORTS[viewport]
    context = browser.new_context(viewport={"width": width, "height": height}, is_mobile=mobile,
                                  device_scale_factor=ratio if scale is None else scale,
                                  color_scheme=scheme, java_script_enabled=javascript)
    return context.new_page()


def close_tab(page):
    page.context.close()


@contextlib.contextmanager
def opened(browser, url, **options):
    """A new tab (``new_tab``'s options) at `url`, closed when the block ends."""
    tab = new_tab(browser, **options)
    try:
        open_page(tab, url)
        yield tab
    finally:
        close_tab(tab)


def poll(page, expression, timeout=10, interval=0.05):
    """Seconds until `expression` is true in `page`, or None after `timeout`. Unlike
    wait_for_function it measures, and rides out the page reloading under it."""
    start = time.time()
    while time.time() - start < timeout:
        try:
            if page.evaluate(expression):
                return time.time() - start
        except PlaywrightError:
            pass  # the page is navigating
        page.wait_for_timeout(interval * 1000)
    return None


def open_page(page, url, timeout=30):
    """Navigates and waits for the load event (as the reader tests always did)."""
    page.goto(url, wait_until="load", timeout=timeout * 1000)


# MARK: - Files on loopback

class Quiet(http.server.SimpleHTTPRequestHandler):
    """Serves a folder without logging, counting the bytes of every file it sends (`sent`;
    `first` is a copy taken when /__first-query-done is asked for: Pagefind fetches from a
    worker, where the page's resource timing cannot see). Browsers ask for /favicon.ico on
    their own: a site that declares no icon there gets 204."""
    sent = {}
    first = {}

    def log_message(self, *args):
        pass

    def do_GET(self):
        if self.path == "/__first-query-done":
            Quiet.first = dict(Quiet.sent)
        if self.path == "/favicon.ico" and not os.path.exists(os.path.join(self.directory, "favicon.ico")):
            self.send_response(204)
            self.end_headers()
            return
        super().do_GET()

    def copyfile(self, source, destination):
        data = source.read()
        Quiet.sent[self.path] = Quiet.sent.get(self.path, 0) + len(data)
        destination.write(data)


class StaticServer:
    """`folder` over HTTP on 127.0.0.1 at a free port, so root-relative links resolve."""

    def __init__(self, folder):
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0),
                                                      functools.partial(Quiet, directory=os.path.abspath(folder)))
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"

    def stop(self):
        self.server.shutdown()
        self.server.server_close()


def site_pages(site):
    """Every .html file of a built site, relative to it, in a stable order."""
    pages = []
    for root, dirs, files in os.walk(site):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        pages += sorted(os.path.relpath(os.path.join(root, f), site).replace(os.sep, "/")
                        for f in files if f.endswith(".html"))
    return pages


def axe_source():
    """axe-core 4.4.3 (axe.min.js) as PyPI's axe-core-python ships it (requirements-test.txt)."""
    return importlib.resources.files("axe_core_python").joinpath("axe.min.js").read_text(encoding="utf-8")


# MARK: - docgen serve

class Serve:
    """`docgen serve` in the background, on a free port, with a private cache."""

    def __init__(self, docgen, content, cache):
        env = dict(os.environ, DOCGEN_CACHE=cache, NO_COLOR="1")
        self.process = subprocess.Popen([docgen, "serve", "--content", content, "--port", "0"],
                                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
        self.lines = []
        deadline = time.time() + 600
        self.url = None
        while time.time() < deadline:
            line = self.process.stdout.readline()
            if not line:
                break
            self.lines.append(line)
            if line.startswith("Serving "):
                self.url = line.split(" at ")[1].split(" ")[0]
                break
        if not self.url:
            self.process.kill()
            raise RuntimeError("docgen serve did not start:\n" + "".join(self.lines))
        host_port = self.url.removeprefix("http://").rstrip("/")
        self.host, self.port = host_port.rsplit(":", 1)
        threading.Thread(target=lambda: [self.lines.append(l) for l in self.process.stdout], daemon=True).start()

    def raw_get(self, path):
        """GET with the path sent exactly as given (no client-side normalisation)."""
        connection = http.client.HTTPConnection(self.host, int(self.port), timeout=10)
        connection.putrequest("GET", path, skip_accept_encoding=True)
        connection.endheaders()
        response = connection.getresponse()
        body = response.read()
        connection.close()
        return response.status, response.getheader("Content-Type", ""), body

    def stop(self):
        """Ctrl-C; the exit code, or None when it had to be killed after 10 s."""
        if self.process.poll() is not None:
            return self.process.returncode
        self.process.send_signal(signal.SIGINT)
        try:
            return self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            return None


def page_url(serve, page):
    """The preview's address of a note (`en/segues.md` → …/en/segues/)."""
    language, rest = page.split("/", 1)
    return f"{serve.url}{language}/{rest.removesuffix('.md')}/"


def latency_runs(serve, browser, content, page, edits):
    """Edit-to-reload times: an edit to `page` until its text shows in the open page. Returns
    the seconds of each edit seen and the numbers of those not seen within 10 s."""
    note = os.path.join(content, page)
    with open(note, encoding="utf-8") as f:
        original = f.read()
    tab = new_tab(browser)
    latencies, unseen = [], []
    try:
        tab.goto(page_url(serve, page), wait_until="load", timeout=30000)
        tab.wait_for_timeout(500)
        for i in range(edits):
            marker = f"Latency marker {i} {time.time_ns()}."
            start = time.time()
            with open(note, "w", encoding="utf-8") as f:
                f.write(original.rstrip("\n") + f"\n\n{marker}\n")
            seen = poll(tab, f"document.body.innerText.includes({json.dumps(marker)})", 10, 0.01)
            if seen is None:
                unseen.append(i)
            else:
                latencies.append(time.time() - start)
            tab.wait_for_timeout(300)
    finally:
        close_tab(tab)
        with open(note, "w", encoding="utf-8") as f:
            f.write(original)
    return latencies, unseen


def latency_line(latencies):
    """The line bench.py reads: median and worst of the edit-to-reload times."""
    ms = sorted(x * 1000 for x in latencies)
    return f"edit-to-reload: median {statistics.median(ms):.0f} ms, worst {ms[-1]:.0f} ms over {len(ms)} edits"


# MARK: - Search

def load_queries(path=QUERIES):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def slug(url, language):
    """`…/zh/segues/index.html?highlight=…#x` → `segues`; the language's first page → `index`."""
    path = url.split("#")[0].split("?")[0].split(f"/{language}/", 1)[-1]
    return "index" if path in ("index.html", "") else path.split("/")[0]


def first_page(site, language):
    """A page of the language opened from disk: its first page, else its contents page."""
    folder = os.path.join(os.path.abspath(site), language)
    name = "index.html" if os.path.exists(os.path.join(folder, "index.html")) else "contents.html"
    return f"file://{folder}/{name}"


def ask(page, query, limit=5):
    """The top results of `window.docgenSearch(query)` in the open page."""
    return json.loads(page.evaluate(
        f"docgenSearch({json.dumps(query)}).then(r => JSON.stringify(r.slice(0, {limit})))"))


def found_pages(page, site, language, query):
    """The pages (slugs) a query finds, in order, on `site`'s first page of `language`
    (opened when the tab is elsewhere)."""
    url = first_page(site, language)
    if page.url != url:
        page.goto(url, wait_until="load")
    return [slug(r["url"], language) for r in ask(page, query)]


# Every query of a list through `window.docgenSearch`, in one call: the top results' URLs and
# snippets, per query.
ASK_ALL = """async queries => {
  const out = [];
  for (const q of queries) out.push((await docgenSearch(q)).slice(0, 5).map(r => [r.url, r.snippet]));
  return JSON.stringify(out);
}"""


def ask_all(page, site, language, queries):
    """[(slugs, snippets)] of the top five results of each query, on a page of `language`."""
    url = first_page(site, language)
    if page.url != url:
        page.goto(url, wait_until="load")
    return [([slug(u, language) for u, _ in results], [s for _, s in results])
            for results in json.loads(page.evaluate(ASK_ALL, queries))]


def search_words(path=SEARCH_WORDS):
    """search-words.txt as docgen reads it: {language: {"stop": [...], "variants": [[...]]}}."""
    lists, section = {}, None
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            if line.startswith("[") and line.endswith("]"):
                kind, language = line[1:-1].split(" ")
                section = lists.setdefault(language, {"stop": [], "variants": []}), kind
                continue
            entry, kind = section
            if kind == "stop":
                entry["stop"] += line.split()
            else:
                entry["variants"].append([m.strip() for m in line.split(" = ") if m.strip()])
    return lists


def index_script_data(site, language):
    """A language's first file as search.js hands it over, its parts' pages in `pages`."""
    def script_data(path):
        with open(path, encoding="utf-8") as f:
            text = f.read()
        return json.loads(text[text.index("(") + 1:text.rindex(")")])
    first = script_data(os.path.join(site, "search", f"{language}.js"))
    first["pages"] = [page for part in first.pop("parts") for page in script_data(os.path.join(site, "search", part))["pages"]]
    return first


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
