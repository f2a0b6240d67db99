#!/usr/bin/env python3
"""Writes the fuzzers' seed corpora from Content/: every scenario block as one .swift file
(for FuzzScenario), every note as one .md file (for FuzzPage), and a few requests a browser
and an attacker send the preview (for FuzzRequest: two bytes of chunking and pause, then the
request bytes).

Usage: scripts/fuzz-seeds.py OUT_FOLDER   (writes OUT_FOLDER/scenario, /page and /request)
"""
import glob
import hashlib
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    out = sys.argv[1]
    for kind in ("scenario", "page", "request"):
        os.makedirs(os.path.join(out, kind), exist_ok=True)
    notes = sorted(glob.glob(os.path.join(ROOT, "Content", "*", "**", "*.md"), recursive=True))
    scenarios = 0
    for note in notes:
        text = open(note, encoding="utf-8").read()
        name = hashlib.sha1(text.encode()).hexdigest()[:16]
        with open(os.path.join(out, "page", name + ".md"), "w", encoding="utf-8") as handle:
            handle.write(text)
        for match in re.finditer(r"^```swift scenario[^\n]*\n(.*?)^```", text, re.S | re.M):
            code = match.group(1)
            key = hashlib.sha1(code.encode()).hexdigest()[:16]
            with open(os.path.join(out, "scenario", key + ".swift"), "w", encoding="utf-8") as handle:
                handle.write(code)
            scenarios += 1
    for index, request in enumerate(REQUESTS):
        for chunking in (b"\xff\x00", b"\x07\x14", b"\x00\x01"):
            with open(os.path.join(out, "request", f"{index:02d}-{chunking.hex()}.http"), "wb") as handle:
                handle.write(chunking + request)
    print(f"fuzz seeds: {len(notes)} notes, {scenarios} scenario blocks, {len(REQUESTS)} requests into {out}")


OWN = b"Host: 127.0.0.1:8000\r\n"
REQUESTS = [
    b"GET /en/ HTTP/1.1\r\n" + OWN + b"\r\n",
    b"GET /en HTTP/1.1\r\n" + OWN + b"Connection: keep-alive\r\n\r\nGET /assets/style.css HTTP/1.1\r\n" + OWN + b"\r\n",
    b"HEAD / HTTP/1.1\r\nHost: localhost:8000\r\n\r\n",
    b"GET //en HTTP/1.1\r\n" + OWN + b"\r\n",
    b"GET /en/escape/secret.txt HTTP/1.1\r\n" + OWN + b"\r\n",
    b"GET /%2e%2e/outside/secret.txt HTTP/1.1\r\n" + OWN + b"\r\n",
    b"GET /en/ HTTP/1.1\r\nHost: attacker.example\r\n\r\n",
    b"GET /__docgen/live HTTP/1.1\r\n" + OWN + b"Origin: http://127.0.0.1:8000\r\nUpgrade: websocket\r\n"
    b"Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
    b"\x81\x85\x37\xfa\x21\x3d\x7f\x9f\x4d\x51\x58",
    b"POST /en/ HTTP/1.1\r\n" + OWN + b"Transfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n",
    b"GET /__docgen/live.js HTTP/1.0\r\n\r\n",
]


if __name__ == "__main__":
    main()
