#!/usr/bin/env python3
"""The live preview end to end: a real `docgen serve` on a free loopback port, a real
headless Chromium, real edits to a copy of the notes.

    scripts/serve-test.py --docgen .build/debug/docgen [--content Content] [--page en/presenting-and-dismissing.md]
    scripts/serve-test.py --docgen .build/release/docgen --content CORPUS --latency-only --edits 10

(docgen serve runs docgen-serve from docgen's folder: build both, as `make test` does.)

Checks, in order: `docgen serve` hands over to docgen-serve (its help; a clear error when
docgen-serve is missing); paths outside the site are refused (raw and percent-encoded `..`, hidden
files), content types, the site's 404 page; then in the browser: an edit shows up in the
open page within 1 s, keeping its scroll position; a save by rename (as editors do) too; a
broken claim shows the overlay with its file:line and diff above the last good page; the fix
removes it; foreign `Host` and `Origin` refused, request lines and headers capped, a client
stopped mid-request answered 408, 400 connections at once survived; the content folder moved
away and back followed; Ctrl-C stops the server cleanly. Prints the edit-to-reload latencies (median and
worst) and ends with `N passed, M failed`; exits 0 only when all passed.
"""
import argparse, http.client, json, os, shutil, signal, statistics, subprocess, sys, tempfile, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cdp import Browser, Tab  # noqa: E402

RESULTS = []


def record(name, ok, detail=""):
    RESULTS.append(ok)
    print(f"{'ok  ' if ok else 'FAIL'} {name}{(': ' + detail) if detail else ''}", flush=True)


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
            raise RuntimeError("docgen serve did not start:\n" + "".join(self.lines))
        host_port = self.url.removeprefix("http://").rstrip("/")
        self.host, self.port = host_port.rsplit(":", 1)
        import threading
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
        self.process.send_signal(signal.SIGINT)
        try:
            code = self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            return None
        return code


def write_by_rename(path, text):
    """As editors save: a new file beside the note, renamed over it."""
    scratch = path + ".docgen-test~"
    with open(scratch, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(scratch, path)


def security_checks(serve):
    refused = ["/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2fetc%2fpasswd",
               "/en/..%2f..%2f..%2fetc%2fpasswd", "/%2E%2E%2F%2E%2E%2Fetc/passwd", "/.docgen-site",
               "/en/%00/index.html", "/..\\..\\etc\\passwd", "/%252e%252e/etc/passwd"]
    for path in refused:
        status, _, body = serve.raw_get(path)
        record(f"refuses {path}", status == 404 and b"root:" not in body, f"HTTP {status}")
    expected = {"/": "text/html; charset=utf-8", "/assets/style.css": "text/css; charset=utf-8",
                "/assets/site.js": "text/javascript; charset=utf-8", "/sitemap.xml": "application/xml"}
    for path, kind in expected.items():
        status, content_type, _ = serve.raw_get(path)
        record(f"serves {path} as {kind}", status == 200 and content_type == kind, f"HTTP {status} {content_type}")
    status, content_type, body = serve.raw_get("/en/no-such-page/")
    record("a missing page answers 404 with the site's page", status == 404 and content_type.startswith("text/html")
           and b"<html" in body, f"HTTP {status}")
    status, _, body = serve.raw_get("/en/")
    record("HTML carries the reload script", status == 200 and b"/__docgen/live.js" in body)


def raw_exchange(serve, data, timeout=5):
    """Sends raw bytes on a new connection; returns what comes back until the server closes
    or `timeout` passes."""
    import socket
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


def hostile_client_checks(serve):
    """What a web page elsewhere or a careless client can send. Returns a connection stopped
    mid-request, for `stalled_client_check` to look at once its deadline has passed."""
    import socket, threading
    own = f"{serve.host}:{serve.port}"
    for host in ["attacker.example", f"attacker.example:{serve.port}", f"{serve.host}:1"]:
        response = raw_exchange(serve, f"GET /en/ HTTP/1.1\r\nHost: {host}\r\n\r\n".encode())
        record(f"a request for Host {host} is refused", status_of(response) == 421 and b"<html" not in response,
               f"HTTP {status_of(response)}")
    upgrade = ("GET /__docgen/live HTTP/1.1\r\nHost: {host}\r\nOrigin: {origin}\r\nUpgrade: websocket\r\n"
               "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
    response = raw_exchange(serve, upgrade.format(host=own, origin="http://attacker.example").encode(), timeout=2)
    record("the reload socket refuses a foreign Origin", status_of(response) == 403, f"HTTP {status_of(response)}")
    response = raw_exchange(serve, upgrade.format(host=own, origin="http://" + own).encode(), timeout=2)
    record("the reload socket opens for the preview's own Origin", status_of(response) == 101, f"HTTP {status_of(response)}")

    # Two 32 KiB request lines at once: each answered at once, and other requests meanwhile.
    started = time.time()
    answers = []
    threads = [threading.Thread(target=lambda: answers.append(
        raw_exchange(serve, b"GET /" + b"a" * 32768 + b" HTTP/1.1\r\nHost: " + own.encode() + b"\r\n\r\n"))) for _ in range(2)]
    for thread in threads:
        thread.start()
    status, _, _ = serve.raw_get("/en/")
    for thread in threads:
        thread.join()
    record("32 KiB request lines are answered 414 at once while others are served",
           [status_of(a) for a in answers] == [414, 414] and status == 200 and time.time() - started < 3,
           f"{[status_of(a) for a in answers]}, HTTP {status}, {time.time() - started:.2f} s")
    response = raw_exchange(serve, f"GET /en/ HTTP/1.1\r\nHost: {own}\r\nX-Big: {'b' * 20000}\r\n\r\n".encode())
    record("oversized headers are answered 431", status_of(response) == 431, f"HTTP {status_of(response)}")
    response = raw_exchange(serve, b"GET //en HTTP/1.1\r\nHost: " + own.encode() + b"\r\n\r\n", timeout=2)
    record("a redirect is a path on this server", b"\r\nLocation: /en/\r\n" in response, response.split(b"\r\n\r\n")[0][:200])

    # Many connections at once: those past the cap are closed, and the server keeps serving.
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
    record(f"{len(held)} connections at once leave the server serving", status == 200, f"HTTP {status}")

    stalled = socket.create_connection((serve.host, int(serve.port)), timeout=30)
    stalled.sendall(f"GET /en/ HTTP/1.1\r\nHost: {own}\r\n".encode())
    return stalled, time.time()


def stalled_client_check(stalled):
    connection, since = stalled
    remaining = since + 10.5 - time.time()
    if remaining > 0:
        time.sleep(remaining)
    try:
        response = connection.recv(4096)
    finally:
        connection.close()
    record("a client that stops mid-request is answered 408 after 10 s", status_of(response) == 408,
           f"HTTP {status_of(response)}")


def content_folder_checks(serve, content):
    """The content folder moved away, then back: the preview says so and keeps following it."""
    def wait_for(text, seconds=10):
        deadline = time.time() + seconds
        while time.time() < deadline:
            if any(text in line for line in serve.lines):
                return True
            time.sleep(0.05)
        return False
    aside = content + ".aside"
    os.rename(content, aside)
    record("a content folder moved away is reported", wait_for("is gone"))
    os.rename(aside, content)
    record("a content folder put back is followed", wait_for("is back or was replaced"))
    builds = sum(1 for line in serve.lines if line.startswith("build "))
    time.sleep(0.5)
    note = os.path.join(content, "en", "index.md")
    with open(note, "a", encoding="utf-8") as f:
        f.write("\nOne more line.\n")
    deadline = time.time() + 10
    while time.time() < deadline and sum(1 for line in serve.lines if line.startswith("build ")) <= builds:
        time.sleep(0.05)
    record("an edit after the folder came back rebuilds",
           sum(1 for line in serve.lines if line.startswith("build ")) > builds)


def browser_checks(serve, browser, content, page, latencies):
    note = os.path.join(content, page)
    language, rest = page.split("/", 1)
    url = f"{serve.url}{language}/{rest.removesuffix('.md')}/"
    original = open(note, encoding="utf-8").read()
    tab = Tab(browser, 1280, 900, False)
    try:
        tab.browser.call("Page.navigate", {"url": url}, session=tab.session)
        record("page opens", tab.wait("document.readyState === 'complete'", 10, 0.01) is not None)
        # Let the page's WebSocket connect before the first edit.
        time.sleep(0.3)
        tab.eval("window.scrollTo(0, 600)")
        before = tab.eval("window.scrollY")

        marker = f"Live edit marker {time.time_ns()}."
        edited = original.rstrip("\n") + f"\n\n{marker}\n"
        start = time.time()
        with open(note, "w", encoding="utf-8") as f:
            f.write(edited)
        seen = tab.wait(f"document.body.innerText.includes({json.dumps(marker)})", 5, 0.01)
        record("an edit shows in the open page within 1 s", seen is not None and seen <= 1.0,
               f"{seen * 1000:.0f} ms" if seen is not None else "not seen in 5 s")
        if seen is not None:
            latencies.append(time.time() - start)
        time.sleep(0.2)
        after = tab.eval("window.scrollY")
        record("the page keeps its scroll position", before and abs((after or 0) - before) < 2,
               f"{before} → {after}")

        renamed = f"Saved by rename {time.time_ns()}."
        write_by_rename(note, edited + f"\n{renamed}\n")
        seen = tab.wait(f"document.body.innerText.includes({json.dumps(renamed)})", 5, 0.01)
        record("a save by rename shows too", seen is not None and seen <= 1.0,
               f"{seen * 1000:.0f} ms" if seen is not None else "not seen in 5 s")

        # Break a claim: change one line of the first `log` block.
        lines = (edited + f"\n{renamed}\n").split("\n")
        start_log = lines.index("```log")
        broken_line = start_log + 1  # a claim is reported at its opening fence (1-based)
        lines[start_log + 1] = lines[start_log + 1] + " (stale)"
        with open(note, "w", encoding="utf-8") as f:
            f.write("\n".join(lines))
        shown = tab.wait("!!document.getElementById('docgen-overlay')", 5, 0.01)
        record("a broken claim shows the overlay", shown is not None, f"{shown * 1000:.0f} ms" if shown else "no overlay")
        text = tab.eval("(document.getElementById('docgen-overlay') || {}).innerText || ''") or ""
        record("the overlay names the claim's file:line", f"{page}:{broken_line}:" in text, text[:200].replace("\n", " | "))
        record("the overlay shows the diff", "(stale)" in text and "\n-" in text and "\n+" in text)
        record("the last good page stays under the overlay",
               bool(tab.eval(f"document.body.innerText.includes({json.dumps(renamed)})")))

        with open(note, "w", encoding="utf-8") as f:
            f.write(original)
        gone = tab.wait("!document.getElementById('docgen-overlay')", 5, 0.01)
        record("fixing the note removes the overlay", gone is not None)
        restored = tab.wait(f"!document.body.innerText.includes({json.dumps(renamed)})", 5, 0.01)
        record("and the page shows the fixed note", restored is not None)
    finally:
        tab.close()
        with open(note, "w", encoding="utf-8") as f:
            f.write(original)


def latency_runs(serve, browser, content, page, edits, latencies):
    """Edit-to-reload times: an edit to `page` until its text shows in the open page."""
    note = os.path.join(content, page)
    language, rest = page.split("/", 1)
    original = open(note, encoding="utf-8").read()
    tab = Tab(browser, 1280, 900, False)
    try:
        tab.browser.call("Page.navigate", {"url": f"{serve.url}{language}/{rest.removesuffix('.md')}/"}, session=tab.session)
        tab.wait("document.readyState === 'complete'", 30, 0.01)
        time.sleep(0.5)
        for i in range(edits):
            marker = f"Latency marker {i} {time.time_ns()}."
            start = time.time()
            with open(note, "w", encoding="utf-8") as f:
                f.write(original.rstrip("\n") + f"\n\n{marker}\n")
            seen = tab.wait(f"document.body.innerText.includes({json.dumps(marker)})", 10, 0.01)
            if seen is None:
                record(f"edit {i} shows", False, "not seen in 10 s")
            else:
                latencies.append(time.time() - start)
            time.sleep(0.3)
    finally:
        tab.close()
        with open(note, "w", encoding="utf-8") as f:
            f.write(original)


def handover_checks(docgen, work):
    """`docgen serve` hands over to docgen-serve beside it: the same process (its pid is the
    one Ctrl-C reaches; checked by the last check), its help, and a clear error without it."""
    shown = subprocess.run([docgen, "serve", "--help"], capture_output=True, text=True)
    ok = shown.returncode == 0 and "--port <port>" in shown.stdout and "The port to listen on" in shown.stdout
    record("docgen serve --help shows docgen-serve's options", ok, "" if ok else shown.stdout[:200] + shown.stderr[:200])
    alone = os.path.join(work, "alone")
    os.mkdir(alone)
    shutil.copy(docgen, alone)
    lonely = subprocess.run([os.path.join(alone, os.path.basename(docgen)), "serve"], capture_output=True, text=True,
                            env=dict(os.environ, PATH="/nonexistent"))
    record("without docgen-serve, docgen serve says so and how to build it",
           lonely.returncode == 1 and "docgen-serve is not beside this docgen" in lonely.stderr
           and "swift build --product docgen-serve" in lonely.stderr, f"exit {lonely.returncode}: {lonely.stderr[:300]}")
    # A docgen-serve beside it that cannot run (not executable): the error says so, not "missing".
    broken = os.path.join(alone, "docgen-serve")
    with open(broken, "w") as handle:
        handle.write("not a program\n")
    os.chmod(broken, 0o644)
    refused = subprocess.run([os.path.join(alone, os.path.basename(docgen)), "serve"], capture_output=True, text=True,
                             env=dict(os.environ, PATH="/nonexistent"))
    record("a docgen-serve that cannot run is named with the reason",
           refused.returncode == 1 and f"found docgen-serve but could not run it ({broken}:" in refused.stderr,
           f"exit {refused.returncode}: {refused.stderr[:300]}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--docgen", required=True)
    parser.add_argument("--content", default="Content")
    parser.add_argument("--page", default="en/presenting-and-dismissing.md",
                        help="the note to edit, relative to the content folder (needs a log block)")
    parser.add_argument("--latency-only", action="store_true", help="only measure edit-to-reload latency")
    parser.add_argument("--edits", type=int, default=5)
    parser.add_argument("--chromium", default=os.environ.get("BROWSER_TEST_CHROMIUM") or shutil.which("chromium"))
    args = parser.parse_args()
    if not args.chromium:
        print("serve-test: chromium not found (scripts/browser-test.sh installs it)", file=sys.stderr)
        return 2

    work = tempfile.mkdtemp(prefix="serve-test-")
    content = os.path.join(work, "content")
    shutil.copytree(args.content, content)
    serve = Serve(os.path.abspath(args.docgen), content, os.path.join(work, "cache"))
    browser = Browser(args.chromium, 30)
    latencies = []
    try:
        if args.latency_only:
            latency_runs(serve, browser, content, args.page, args.edits, latencies)
        else:
            handover_checks(os.path.abspath(args.docgen), work)
            security_checks(serve)
            stalled = hostile_client_checks(serve)
            browser_checks(serve, browser, content, args.page, latencies)
            latency_runs(serve, browser, content, args.page, args.edits, latencies)
            stalled_client_check(stalled)
            content_folder_checks(serve, content)
    finally:
        browser.stop()
        code = serve.stop()
        if not args.latency_only:
            record("Ctrl-C stops the server cleanly", code == 0 and any("Stopped." in l for l in serve.lines),
                   f"exit {code}")
        shutil.rmtree(work, ignore_errors=True)
    if latencies:
        ms = sorted(x * 1000 for x in latencies)
        print(f"edit-to-reload: median {statistics.median(ms):.0f} ms, worst {ms[-1]:.0f} ms over {len(ms)} edits")
    failed = RESULTS.count(False)
    print(f"{len(RESULTS) - failed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
