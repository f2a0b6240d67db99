#!/usr/bin/env python3
"""Writes the fuzzers' seed corpora from Content/: every scenario block as one .swift file
(for FuzzScenario), every note as one .md file (for FuzzPage), and a few requests a browser
and an attacker send the preview (for FuzzRequest: two bytes of chunking and pause, then the
request bytes). For FuzzMarkdown: every note and every example of the CommonMark and GFM
spec files (Tests/DocGenKitTests/Fixtures/*-examples.json), each after a first byte that
turns every extension on (MarkdownExtensionCheck reads its bits).

Usage: scripts/fuzz-seeds.py OUT_FOLDER   (writes OUT_FOLDER/scenario, /page, /request and /markdown)
"""
import glob
import hashlib
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    out = sys.argv[1]
    for kind in ("scenario", "page", "request", "markdown"):
        os.makedirs(os.path.join(out, kind), exist_ok=True)
    notes = sorted(glob.glob(os.path.join(ROOT, "Content", "*", "**", "*.md"), recursive=True))
    scenarios = 0
    for note in notes:
        text = open(note, encoding="utf-8").read()
        name = hashlib.sha1(text.encode()).hexdigest()[:16]
        with open(os.path.join(out, "page", name + ".md"), "w", encoding="utf-8") as handle:
            handle.write(text)
        write_markdown(out, text)
        for match in re.finditer(r"^```swift scenario[^\n]*\n(.*?)^```", text, re.S | re.M):
            code = match.group(1)
            key = hashlib.sha1(code.encode()).hexdigest()[:16]
            with open(os.path.join(out, "scenario", key + ".swift"), "w", encoding="utf-8") as handle:
                handle.write(code)
            scenarios += 1
    examples = 0
    for spec in ("commonmark-examples.json", "gfm-extension-examples.json"):
        path = os.path.join(ROOT, "Tests", "DocGenKitTests", "Fixtures", spec)
        for example in json.load(open(path, encoding="utf-8"))["examples"]:
            write_markdown(out, example["markdown"])
            examples += 1
    for index, request in enumerate(REQUESTS):
        for chunking in (b"\xff\x00", b"\x07\x14", b"\x00\x01"):
            with open(os.path.join(out, "request", f"{index:02d}-{chunking.hex()}.http"), "wb") as handle:
                handle.write(chunking + request)
    print(f"fuzz seeds: {len(notes)} notes, {scenarios} scenario blocks, {examples} spec examples, "
          f"{len(REQUESTS)} requests into {out}")


# MarkdownExtensionCheck's first byte: every extension (low five bits) and smart punctuation.
EVERY_EXTENSION = b"\x3f"


def write_markdown(out, text):
    data = EVERY_EXTENSION + text.encode("utf-8")
    name = hashlib.sha1(data).hexdigest()[:16]
    with open(os.path.join(out, "markdown", name + ".md"), "wb") as handle:
        handle.write(data)


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
