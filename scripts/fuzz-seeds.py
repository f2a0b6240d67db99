#!/usr/bin/env python3
"""Writes the fuzzers' seed corpora from Content/: every scenario block as one .swift file
(for FuzzScenario) and every note as one .md file (for FuzzPage).

Usage: scripts/fuzz-seeds.py OUT_FOLDER   (writes OUT_FOLDER/scenario and OUT_FOLDER/page)
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
    for kind in ("scenario", "page"):
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
    print(f"fuzz seeds: {len(notes)} notes, {scenarios} scenario blocks into {out}")


if __name__ == "__main__":
    main()
