"""The live preview end to end: a real `docgen serve` (--docgen, with docgen-serve beside it)
on a free loopback port, Chromium, real edits to a copy of the notes (--content).

In order: `docgen serve` hands over to docgen-serve (its help; a clear error when docgen-serve
is missing or cannot run); paths outside the site are refused (raw and percent-encoded `..`,
hidden files), content types, the site's 404 page; foreign `Host` and `Origin` refused,
request lines and headers capped, 400 connections at once survived; then in the browser: an
edit shows up in the open page within 1 s, keeping its scroll position; a save by rename (as
editors do) too; a broken claim shows the overlay with its file:line and diff above the last
good page; the fix removes it; five more edits timed; a client stopped mid-request (at the
end of the hostile clients) answered 408 after 10 s; the content folder moved away and back
followed; Ctrl-C stops the server cleanly. The edit-to-reload latencies are printed at the
end of the run.
"""
import json, os, shutil, signal, socket, subprocess, tempfile, threading, time

import pytest

import browsing

PAGE = "en/presenting-and-dismissing.md"  # the note edited: it needs a `log` block
EDITS = 5


@pytest.fixture(scope="module")
def work():
    folder = tempfile.mkdtemp(prefix="serve-test-")
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(scope="module")
def notes(work, content):
    """A copy of the notes, which the tests edit."""
    folder = os.path.join(work, "content")
    shutil.copytree(content, folder)
    return folder


@pytest.fixture(scope="module")
def serve(docgen, notes, work):
    server = browsing.Serve(docgen, notes, os.path.join(work, "cache"))
    yield server
    server.stop()


@pytest.fixture(scope="module")
def latencies(measured):
    """Edit-to-reload seconds of every edit seen; printed at the end of the run."""
    seen = []
    yield seen
    if seen:
        measured.append(browsing.latency_line(seen))


# MARK: - Hand-over to docgen-serve

def test_serve_help_shows_docgen_serves_options(docgen):
    shown = subprocess.run([docgen, "serve", "--help"], capture_output=True, text=True)
    assert shown.returncode == 0 and "--port <port>" in shown.stdout and "The port to listen on" in shown.stdout, \
        shown.stdout[:200] + shown.stderr[:200]


@pytest.fixture(scope="module")
def lonely_docgen(docgen, work):
    """A copy of docgen alone in a folder."""
    alone = os.path.join(work, "alone")
    os.mkdir(alone)
    shutil.copy(docgen, alone)
    return os.path.join(alone, os.path.basename(docgen))


def test_without_docgen_serve_docgen_serve_says_so_and_how_to_build_it(lonely_docgen):
    lonely = subprocess.run([lonely_docgen, "serve"], capture_output=True, text=True,
                            env=dict(os.environ, PATH="/nonexistent"))
    assert lonely.returncode == 1 and "docgen-serve is not beside this docgen" in lonely.stderr \
        and "swift build --product docgen-serve" in lonely.stderr, f"exit {lonely.returncode}: {lonely.stderr[:300]}"


def test_a_docgen_serve_that_cannot_run_is_named_with_the_reason(lonely_docgen):
    """Beside docgen but not executable: the error says so, not "missing"."""
    broken = os.path.join(os.path.dirname(lonely_docgen), "docgen-serve")
    with open(broken, "w") as handle:
        handle.write("not a program\n")
    os.chmod(broken, 0o644)
    refused = subprocess.run([lonely_docgen, "serve"], capture_output=True, text=True,
                             env=dict(os.environ, PATH="/nonexistent"))
    assert refused.returncode == 1 and f"found docgen-serve but could not run it ({broken}:" in refused.stderr, \
        f"exit {refused.returncode}: {refused.stderr[:300]}"


# MARK: - How it starts

def start_serve(docgen, notes, work, *arguments):
    """A second `docgen serve` of the notes, with its own cache; its output, as it comes."""
    env = dict(os.environ, DOCGEN_CACHE=os.path.join(work, "cache-extra"), NO_COLOR="1")
    return subprocess.Popen([docgen, "serve", "--content", notes, *arguments], stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True, env=env)


def test_listening_beyond_loopback_warns_that_drafts_are_readable(docgen, notes, work):
    process = start_serve(docgen, notes, work, "--port", "0", "--host", "0.0.0.0")
    lines = []
    try:
        deadline = time.time() + 120
        while time.time() < deadline:
            line = process.stdout.readline()
            if not line or line.startswith("Serving "):
                break
            lines.append(line)
    finally:
        process.send_signal(signal.SIGINT)
        process.wait(timeout=10)
    warning = [line for line in lines if "warning: listening on 0.0.0.0, not loopback" in line]
    assert warning and "drafts" in warning[0], "".join(lines)[-600:]


def test_a_busy_port_is_said_at_once(docgen, notes, work, serve):
    started = time.time()
    process = start_serve(docgen, notes, work, "--port", serve.port)
    output, _ = process.communicate(timeout=30)
    assert process.returncode == 1 and "the port is in use" in output and time.time() - started < 5, \
        f"exit {process.returncode} after {time.time() - started:.1f} s: {output[-400:]}"


# MARK: - Other sites

def test_a_page_elsewhere_cannot_read_the_search_index_as_its_script(browser, serve, work):
    """The index is a script that hands every page's text to a function the loading page
    defines; a page on another origin (here another loopback port) must not get it."""
    folder = os.path.join(work, "elsewhere")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "index.html"), "w", encoding="utf-8") as handle:
        handle.write(
            "<!DOCTYPE html><title>elsewhere</title><script>window.stolen = [];"
            "window.docgenSearchIndexLoaded = function (data) { window.stolen.push(data); };"
            "window.docgenSearchPartLoaded = function (data) { window.stolen.push(data); };"
            "window.loaded = 0; window.failed = 0;</script>"
            f"<script src=\"http://{serve.host}:{serve.port}/search/en.js\" onload=\"loaded++\" onerror=\"failed++\"></script>")
    elsewhere = browsing.StaticServer(folder)
    page = browsing.new_tab(browser)
    try:
        browsing.open_page(page, elsewhere.url)
        assert browsing.poll(page, "window.loaded + window.failed > 0") is not None
        assert page.evaluate("window.stolen.length") == 0 and page.evaluate("window.failed") == 1
    finally:
        browsing.close_tab(page)
        elsewhere.stop()


# MARK: - What is served

REFUSED = ["/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2fetc%2fpasswd",
           "/en/..%2f..%2f..%2fetc%2fpasswd", "/%2E%2E%2F%2E%2E%2Fetc/passwd", "/.docgen-site",
           "/en/%00/index.html", "/..\\..\\etc\\passwd", "/%252e%252e/etc/passwd"]


@pytest.mark.parametrize("path", REFUSED)
def test_refuses(serve, path):
    status, _, body = serve.raw_get(path)
    assert status == 404 and b"root:" not in body, f"HTTP {status}"


CONTENT_TYPES = {"/": "text/html; charset=utf-8", "/assets/style.css": "text/css; charset=utf-8",
                 "/assets/site.js": "text/javascript; charset=utf-8", "/sitemap.xml": "application/xml"}


@pytest.mark.parametrize("path", CONTENT_TYPES)
def test_serves_with_content_type(serve, path):
    status, content_type, _ = serve.raw_get(path)
    assert status == 200 and content_type == CONTENT_TYPES[path], f"HTTP {status} {content_type}"


def test_a_missing_page_answers_404_with_the_sites_page(serve):
    status, content_type, body = serve.raw_get("/en/no-such-page/")
    assert status == 404 and content_type.startswith("text/html") and b"<html" in body, f"HTTP {status}"


def test_html_carries_the_reload_script(serve):
    status, _, body = serve.raw_get("/en/")
    assert status == 200 and b"/__docgen/live.js" in body


# MARK: - Hostile clients

def raw_exchange(serve, data, timeout=5):
    """Sends raw bytes on a new connection; returns what comes back until the server closes
    or `timeout` passes."""
    connection = socket.create_connection((serve.host, int(serve.port)), timeout=timeout)
    try:
        connection.sendall(data)
        chunks = []
        while True:
            try:
                chunk = connection.recv(65536)
            except socket.timeout:
                break
            if not chunk:
                break
            chunks.append(chunk)
        return b"".join(chunks)
    finally:
        connection.close()


def status_of(response):
    parts = response.split(b"\r\n", 1)[0].split(b" ")
    return int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else None


def own(serve):
    return f"{serve.host}:{serve.port}"


@pytest.mark.parametrize("host", ["attacker.example", "attacker.example:{port}", "{host}:1"])
def test_a_request_for_a_foreign_host_is_refused(serve, host):
    host = host.format(host=serve.host, port=serve.port)
    response = raw_exchange(serve, f"GET /en/ HTTP/1.1\r\nHost: {host}\r\n\r\n".encode())
    assert status_of(response) == 421 and b"<html" not in response, f"Host {host}: HTTP {status_of(response)}"


UPGRADE = ("GET /__docgen/live HTTP/1.1\r\nHost: {host}\r\nOrigin: {origin}\r\nUpgrade: websocket\r\n"
           "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")


def test_the_reload_socket_refuses_a_foreign_origin(serve):
    response = raw_exchange(serve, UPGRADE.format(host=own(serve), origin="http://attacker.example").encode(), timeout=2)
    assert status_of(response) == 403, f"HTTP {status_of(response)}"


def test_the_reload_socket_opens_for_the_previews_own_origin(serve):
    response = raw_exchange(serve, UPGRADE.format(host=own(serve), origin="http://" + own(serve)).encode(), timeout=2)
    assert status_of(response) == 101, f"HTTP {status_of(response)}"


def test_32_kib_request_lines_are_answered_414_at_once_while_others_are_served(serve):
    started = time.time()
    answers, errors = [], []
    line = b"GET /" + b"a" * 32768 + b" HTTP/1.1\r\nHost: " + own(serve).encode() + b"\r\n\r\n"

    def send():
        try:
            answers.append(raw_exchange(serve, line))
        except OSError as error:
            errors.append(repr(error))
    threads = [threading.Thread(target=send) for _ in range(2)]
    for thread in threads:
        thread.start()
    status, _, _ = serve.raw_get("/en/")
    for thread in threads:
        thread.join()
    spent = time.time() - started
    assert [status_of(a) for a in answers] == [414, 414] and status == 200 and spent < 3, \
        f"{[status_of(a) for a in answers]}, HTTP {status}, {spent:.2f} s" + (f"; {', '.join(errors)}" if errors else "")


def test_oversized_headers_are_answered_431(serve):
    response = raw_exchange(serve, f"GET /en/ HTTP/1.1\r\nHost: {own(serve)}\r\nX-Big: {'b' * 20000}\r\n\r\n".encode())
    assert status_of(response) == 431, f"HTTP {status_of(response)}"


def test_a_redirect_is_a_path_on_this_server(serve):
    response = raw_exchange(serve, b"GET //en HTTP/1.1\r\nHost: " + own(serve).encode() + b"\r\n\r\n", timeout=2)
    assert b"\r\nLocation: /en/\r\n" in response, response.split(b"\r\n\r\n")[0][:200]


@pytest.fixture(scope="module")
def stalled_client(serve):
    """A connection stopped mid-request, opened before the browser tests so that its 10 s
    pass while they run; test_a_client_that_stops_mid_request_is_answered_408 reads it."""
    connection = socket.create_connection((serve.host, int(serve.port)), timeout=30)
    connection.sendall(f"GET /en/ HTTP/1.1\r\nHost: {own(serve)}\r\n".encode())
    yield connection, time.time()
    connection.close()


@pytest.mark.usefixtures("stalled_client")
def test_400_connections_at_once_leave_the_server_serving(serve):
    held = []
    for _ in range(400):
        try:
            held.append(socket.create_connection((serve.host, int(serve.port)), timeout=2))
        except OSError:
            break
    for connection in held:
        connection.close()
    time.sleep(0.3)
    status, _, _ = serve.raw_get("/en/")
    assert status == 200, f"{len(held)} connections at once, then HTTP {status}"


# MARK: - Edits in the browser

def write_by_rename(path, text):
    """As editors save: a new file beside the note, renamed over it."""
    scratch = path + ".docgen-test~"
    with open(scratch, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(scratch, path)


def shown_within(seen, limit):
    return seen is not None and seen <= limit


def ms(seen):
    return f"{seen * 1000:.0f} ms" if seen is not None else "not seen in 5 s"


class TestEdits:
    """One open page of the preview, its note edited step by step; each step starts where
    the one before left the note and the page."""

    @pytest.fixture(scope="class")
    def live(self, browser, serve, notes):
        note = os.path.join(notes, PAGE)
        with open(note, encoding="utf-8") as f:
            original = f.read()
        tab = browsing.new_tab(browser)
        state = {"tab": tab, "note": note, "original": original}
        yield state
        browsing.close_tab(tab)
        with open(note, "w", encoding="utf-8") as f:
            f.write(original)

    def test_page_opens(self, live, serve):
        tab = live["tab"]
        tab.goto(browsing.page_url(serve, PAGE), wait_until="commit")
        assert browsing.poll(tab, "document.readyState === 'complete'", 10, 0.01) is not None
        tab.wait_for_timeout(300)  # the page's WebSocket connects before the first edit
        tab.evaluate("window.scrollTo(0, 600)")
        live["scroll"] = tab.evaluate("window.scrollY")

    def test_an_edit_shows_in_the_open_page_within_1_s(self, live, latencies):
        tab = live["tab"]
        marker = f"Live edit marker {time.time_ns()}."
        live["edited"] = live["original"].rstrip("\n") + f"\n\n{marker}\n"
        start = time.time()
        with open(live["note"], "w", encoding="utf-8") as f:
            f.write(live["edited"])
        seen = browsing.poll(tab, f"document.body.innerText.includes({json.dumps(marker)})", 5, 0.01)
        if seen is not None:
            latencies.append(time.time() - start)
        assert shown_within(seen, 1.0), ms(seen)

    def test_the_page_keeps_its_scroll_position(self, live):
        tab = live["tab"]
        tab.wait_for_timeout(200)
        before, after = live.get("scroll"), tab.evaluate("window.scrollY")
        assert before and abs((after or 0) - before) < 2, f"{before} → {after}"

    def test_a_save_by_rename_shows_too(self, live):
        tab = live["tab"]
        live["renamed"] = f"Saved by rename {time.time_ns()}."
        live["edited"] += f"\n{live['renamed']}\n"
        write_by_rename(live["note"], live["edited"])
        seen = browsing.poll(tab, f"document.body.innerText.includes({json.dumps(live['renamed'])})", 5, 0.01)
        assert shown_within(seen, 1.0), ms(seen)

    def test_a_broken_claim_shows_the_overlay(self, live):
        """One line of the first `log` block changed."""
        tab = live["tab"]
        lines = live["edited"].split("\n")
        start_log = lines.index("```log")
        live["broken_line"] = start_log + 1  # a claim is reported at its opening fence (1-based)
        lines[start_log + 1] = lines[start_log + 1] + " (stale)"
        with open(live["note"], "w", encoding="utf-8") as f:
            f.write("\n".join(lines))
        shown = browsing.poll(tab, "!!document.getElementById('docgen-overlay')", 5, 0.01)
        assert shown is not None, "no overlay"
        live["overlay"] = tab.evaluate("(document.getElementById('docgen-overlay') || {}).innerText || ''") or ""

    def test_the_overlay_names_the_claims_file_and_line(self, live):
        text = live.get("overlay", "")
        assert f"{PAGE}:{live.get('broken_line')}:" in text, text[:200].replace("\n", " | ")

    def test_the_overlay_shows_the_diff(self, live):
        text = live.get("overlay", "")
        assert "(stale)" in text and "\n-" in text and "\n+" in text, text[:300]

    def test_the_last_good_page_stays_under_the_overlay(self, live):
        assert live["tab"].evaluate(f"document.body.innerText.includes({json.dumps(live['renamed'])})")

    def test_fixing_the_note_removes_the_overlay(self, live):
        with open(live["note"], "w", encoding="utf-8") as f:
            f.write(live["original"])
        assert browsing.poll(live["tab"], "!document.getElementById('docgen-overlay')", 5, 0.01) is not None

    def test_and_the_page_shows_the_fixed_note(self, live):
        restored = browsing.poll(live["tab"], f"!document.body.innerText.includes({json.dumps(live['renamed'])})", 5, 0.01)
        assert restored is not None


def test_more_edits_each_show(browser, serve, notes, latencies):
    """EDITS more edits, timed (the latencies printed at the end of the run)."""
    seen, unseen = browsing.latency_runs(serve, browser, notes, PAGE, EDITS)
    latencies.extend(seen)
    assert not unseen, f"edits {unseen} not seen in 10 s"


def test_a_client_that_stops_mid_request_is_answered_408_after_10_s(stalled_client):
    connection, since = stalled_client
    remaining = since + 10.5 - time.time()
    if remaining > 0:
        time.sleep(remaining)
    response = connection.recv(4096)
    assert status_of(response) == 408, f"HTTP {status_of(response)}"


# MARK: - The content folder moved away and back

def wait_for_line(serve, text, seconds=10):
    deadline = time.time() + seconds
    while time.time() < deadline:
        if any(text in line for line in serve.lines):
            return True
        time.sleep(0.05)
    return False


def builds(serve):
    return sum(1 for line in serve.lines if line.startswith("build "))


def test_a_page_served_before_a_build_reloads_when_its_socket_opens_after(browser, serve, notes):
    """A page read from disk just before a build lands, whose socket opens just after, would
    never hear of that build: it carries the build it came from and reloads. The reload
    script is held back until the build has landed, to open the socket late."""
    note = "en/presenting-and-dismissing.md"
    url = browsing.page_url(serve, note)
    page = browsing.new_tab(browser)
    held = []
    try:
        page.route("**/__docgen/live.js", lambda route: held.append(route))
        page.goto(url, wait_until="commit")
        deadline = time.time() + 10
        while not held and time.time() < deadline:
            page.wait_for_timeout(50)
        assert held, "the page asked for the reload script"
        before = builds(serve)
        marker = f"Stale-page marker {time.time_ns()}"
        with open(os.path.join(notes, note), "a", encoding="utf-8") as handle:
            handle.write(f"\n{marker}\n")
        deadline = time.time() + 30
        while builds(serve) <= before and time.time() < deadline:
            time.sleep(0.05)
        assert builds(serve) > before
        held[0].continue_()
        assert browsing.poll(page, f"document.body.textContent.includes({json.dumps(marker)})", timeout=10) is not None
    finally:
        browsing.close_tab(page)


def test_a_content_folder_moved_away_is_reported(serve, notes):
    os.rename(notes, notes + ".aside")
    assert wait_for_line(serve, "is gone")


def test_a_content_folder_put_back_is_followed(serve, notes):
    if os.path.exists(notes + ".aside"):
        os.rename(notes + ".aside", notes)
    assert wait_for_line(serve, "is back or was replaced")


def test_an_edit_after_the_folder_came_back_rebuilds(serve, notes):
    before = builds(serve)
    time.sleep(0.5)
    with open(os.path.join(notes, "en", "index.md"), "a", encoding="utf-8") as f:
        f.write("\nOne more line.\n")
    deadline = time.time() + 10
    while time.time() < deadline and builds(serve) <= before:
        time.sleep(0.05)
    assert builds(serve) > before


# MARK: - Ctrl-C, last

def test_ctrl_c_stops_the_server_cleanly(serve):
    code = serve.stop()
    assert code == 0 and any("Stopped." in line for line in serve.lines), f"exit {code}"
