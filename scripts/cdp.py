"""Chrome DevTools Protocol over a WebSocket, in the Python standard library only.

Shared by scripts/browser-test.sh (every page at phone and desktop widths) and
scripts/serve-test.py (the live preview): nothing is downloaded but Debian's chromium.
"""
import base64, hashlib, json, os, re, select, shutil, socket, struct, subprocess, tempfile
import threading, time, urllib.parse


# MARK: - A minimal WebSocket client (RFC 6455), enough for the DevTools protocol

class WebSocket:
    def __init__(self, url, timeout):
        parsed = urllib.parse.urlparse(url)
        self.sock = socket.create_connection((parsed.hostname, parsed.port), timeout=timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        path = parsed.path + (("?" + parsed.query) if parsed.query else "")
        request = (f"GET {path} HTTP/1.1\r\nHost: {parsed.hostname}:{parsed.port}\r\n"
                   "Upgrade: websocket\r\nConnection: Upgrade\r\n"
                   f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n")
        self.sock.sendall(request.encode())
        response = b""
        while b"\r\n\r\n" not in response:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise ConnectionError("WebSocket handshake failed")
            response += chunk
        head, self.buffer = response.split(b"\r\n\r\n", 1)
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise ConnectionError("WebSocket handshake refused: " + head.decode(errors="replace"))
        accept = base64.b64encode(hashlib.sha1((key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").encode()).digest())
        if accept not in head:
            raise ConnectionError("WebSocket handshake: bad accept key")

    def send(self, text):
        payload = text.encode()
        header = bytes([0x81])
        n = len(payload)
        if n < 126:
            header += bytes([0x80 | n])
        elif n < 65536:
            header += bytes([0x80 | 126]) + struct.pack(">H", n)
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", n)
        mask = os.urandom(4)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.sock.sendall(header + mask + masked)

    def _read(self, n):
        while len(self.buffer) < n:
            chunk = self.sock.recv(max(65536, n - len(self.buffer)))
            if not chunk:
                raise ConnectionError("WebSocket closed")
            self.buffer += chunk
        data, self.buffer = self.buffer[:n], self.buffer[n:]
        return data

    def recv(self):
        """The next text message (continuation frames joined); answers pings."""
        message = b""
        while True:
            b0, b1 = self._read(2)
            opcode = b0 & 0x0F
            n = b1 & 0x7F
            if n == 126:
                n = struct.unpack(">H", self._read(2))[0]
            elif n == 127:
                n = struct.unpack(">Q", self._read(8))[0]
            mask = self._read(4) if b1 & 0x80 else None
            data = self._read(n)
            if mask:
                data = bytes(b ^ mask[i % 4] for i, b in enumerate(data))
            if opcode == 0x8:
                raise ConnectionError("WebSocket closed by the browser")
            if opcode == 0x9:
                self.sock.sendall(bytes([0x8A, 0x80 | len(data)]) + b"\0\0\0\0" + data)
                continue
            if opcode in (0x0, 0x1, 0x2):
                message += data
                if b0 & 0x80:
                    return message.decode()

    def close(self):
        try:
            self.sock.close()
        except OSError:
            pass


# MARK: - DevTools session

class Browser:
    def __init__(self, executable, timeout):
        self.profile = tempfile.mkdtemp(prefix="browser-test-")
        args = [executable, "--headless=new", "--remote-debugging-port=0", "--disable-gpu",
                "--no-first-run", "--no-default-browser-check", "--hide-scrollbars",
                "--mute-audio", "--disable-extensions", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--font-render-hinting=none",
                f"--user-data-dir={self.profile}", "about:blank"]
        if os.geteuid() == 0:
            args.insert(1, "--no-sandbox")
        self.process = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        url = None
        deadline = time.time() + timeout
        log = []
        while time.time() < deadline:
            ready, _, _ = select.select([self.process.stderr], [], [], 0.5)
            if ready:
                line = self.process.stderr.readline()
                if not line:
                    break
                log.append(line)
                m = re.search(r"DevTools listening on (ws://\S+)", line)
                if m:
                    url = m.group(1)
                    break
        if not url:
            self.stop()
            raise RuntimeError("Chromium did not start:\n" + "".join(log[-20:]))
        # Keep draining stderr so the browser never blocks on a full pipe.
        threading.Thread(target=lambda: [None for _ in self.process.stderr], daemon=True).start()
        self.ws = WebSocket(url, timeout)
        self.timeout = timeout
        self.next_id = 0
        self.events = []

    def call(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        self.ws.send(json.dumps(message))
        deadline = time.time() + self.timeout
        while time.time() < deadline:
            reply = json.loads(self.ws.recv())
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error'].get('message')}")
                return reply.get("result", {})
            if "method" in reply:
                self.events.append(reply)
        raise TimeoutError(method)

    def wait_for(self, predicate, timeout):
        """Collects events until one satisfies `predicate` or `timeout` passes."""
        deadline = time.time() + timeout
        self.ws.sock.settimeout(0.25)
        try:
            while time.time() < deadline:
                if any(predicate(e) for e in self.events):
                    return True
                try:
                    self.events.append(json.loads(self.ws.recv()))
                except (socket.timeout, TimeoutError):
                    continue
            return False
        finally:
            self.ws.sock.settimeout(self.timeout)

    def drain(self, quiet):
        """Collects events until none arrive for `quiet` seconds."""
        self.ws.sock.settimeout(quiet)
        try:
            while True:
                try:
                    self.events.append(json.loads(self.ws.recv()))
                except (socket.timeout, TimeoutError):
                    return
        finally:
            self.ws.sock.settimeout(self.timeout)

    def stop(self):
        try:
            if hasattr(self, "ws"):
                self.ws.close()
            self.process.terminate()
            self.process.wait(timeout=10)
        except Exception:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


class Tab:
    """One tab, attached with a flat session, at a given viewport and colour scheme."""

    def __init__(self, browser, width, height, mobile, scheme="light"):
        self.browser = browser
        self.target = browser.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = browser.call("Target.attachToTarget", {"targetId": self.target, "flatten": True})["sessionId"]
        for domain in ("Page", "Runtime"):
            browser.call(f"{domain}.enable", session=self.session)
        browser.call("Emulation.setDeviceMetricsOverride",
                     {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile}, session=self.session)
        browser.call("Emulation.setEmulatedMedia",
                     {"features": [{"name": "prefers-color-scheme", "value": scheme}]}, session=self.session)

    def open(self, url):
        self.browser.call("Page.navigate", {"url": url}, session=self.session)
        self.wait("document.readyState === 'complete'")

    def eval(self, expression, awaits=False):
        result = self.browser.call("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                                        "awaitPromise": awaits}, session=self.session)
        if "exceptionDetails" in result:
            raise RuntimeError(result["exceptionDetails"].get("text", "exception"))
        return result.get("result", {}).get("value")

    def wait(self, expression, timeout=10, interval=0.05):
        """Seconds until `expression` is true in the page, or None after `timeout`."""
        start = time.time()
        while time.time() - start < timeout:
            try:
                if self.eval(expression):
                    return time.time() - start
            except (RuntimeError, TimeoutError):
                pass  # the page is navigating
            time.sleep(interval)
        return None

    def close(self):
        self.browser.call("Target.closeTarget", {"targetId": self.target})
