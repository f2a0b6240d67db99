#!/usr/bin/env python3
"""Parses every page of a built site with Python's HTML parser and fails on anything a note
could have injected: an event-handler or unexpected attribute on a link, a script-bearing
element, a URL that runs code; on a relative link or stylesheet that leads nowhere; and on a
fragment (`#section`, `page.html#section`) that names no element of its page.

Usage: scripts/html-audit.py SITE_FOLDER   (prints one line per problem, then
"N passed, M failed" counting pages; exits 1 when any page failed)
"""
import os
import sys
from html.parser import HTMLParser
from urllib.parse import unquote, urlsplit

FORBIDDEN_ELEMENTS = {"script", "iframe", "object", "embed", "form", "base", "frame", "frameset", "applet"}
# The attributes docgen itself puts on the elements that carry paths from content.
ALLOWED_ATTRIBUTES = {
    "a": {"href", "class", "rel", "hreflang", "lang", "aria-current", "aria-label", "aria-hidden", "tabindex", "title", "id",
          "name", "target", "align", "dir"},
    "link": {"rel", "href", "hreflang", "type"},
}
URL_ATTRIBUTES = {"href", "src", "action", "formaction", "xlink:href", "poster"}
CODE_SCHEMES = ("javascript:", "vbscript:", "file:", "data:")


class PageAudit(HTMLParser):
    def __init__(self, page, site):
        super().__init__(convert_charrefs=True)
        self.page, self.site, self.problems = page, site, []
        self.ids = set()
        # (where, target page, fragment) of every link with a fragment, checked at the end.
        self.fragments = []
        # Relative URLs resolve against this folder (a not-found page's own <base> moves it).
        self.base = os.path.dirname(page)

    def handle_starttag(self, tag, attrs):
        self.check(tag, attrs)

    def handle_startendtag(self, tag, attrs):
        self.check(tag, attrs)

    def check(self, tag, attrs):
        where = f"{os.path.relpath(self.page, self.site)}:{self.getpos()[0]}"
        for name, value in attrs:
            if (name == "id" or (name == "name" and tag == "a")) and value:
                self.ids.add(value)
        if tag == "script" and self.is_own_script(attrs):
            pass  # docgen's own scripts (assets/site.js, assets/search.js, assets/theme.js): a src, nothing inline
        elif tag == "form" and self.is_own_search(attrs):
            # docgen's search box: no action, so it never submits anywhere; its index must exist.
            self.check_url(where, "script", dict(attrs)["data-index"])
        elif tag == "base" and self.is_own_base(attrs):
            # A not-found page pins its links to its language folder under baseURL's path.
            self.base = os.path.join(self.site, dict(attrs)["href"].rstrip("/").split("/")[-1])
            return
        elif tag in FORBIDDEN_ELEMENTS:
            self.problems.append(f"{where}: <{tag}> element")
        allowed = ALLOWED_ATTRIBUTES.get(tag)
        for name, value in attrs:
            if name.startswith("on"):
                self.problems.append(f"{where}: event handler attribute {name}= on <{tag}>")
            elif allowed is not None and name not in allowed:
                self.problems.append(f"{where}: unexpected attribute {name}= on <{tag}>")
            if name in URL_ATTRIBUTES and value is not None:
                self.check_url(where, tag, value)
            elif name == "srcset" and value:
                for candidate in value.split(","):
                    if candidate.split():
                        self.check_url(where, tag, candidate.split()[0])
            if name == "target" and value == "_blank" and "noopener" not in (dict(attrs).get("rel") or ""):
                self.problems.append(f"{where}: target=_blank without rel=noopener on <{tag}>")

    @staticmethod
    def is_own_script(attrs):
        names = {name for name, _ in attrs}
        src = dict(attrs).get("src") or ""
        return names <= {"src", "defer"} and src.endswith(("assets/site.js", "assets/search.js", "assets/theme.js")) and "://" not in src

    @staticmethod
    def is_own_search(attrs):
        values = dict(attrs)
        return ({name for name, _ in attrs} == {"class", "role", "hidden", "data-index", "data-root", "data-no-results"}
                and values["class"] == "search" and values["data-index"].endswith(".js") and "://" not in values["data-index"])

    def is_own_base(self, attrs):
        href = dict(attrs).get("href") or ""
        return (os.path.basename(self.page) == "404.html" and [name for name, _ in attrs] == ["href"]
                and href.startswith("/") and href.endswith("/") and ".." not in href)

    def check_url(self, where, tag, value):
        squeezed = "".join(ch for ch in value if ord(ch) > 0x20).lower()
        if squeezed.startswith(CODE_SCHEMES) and not (tag == "img" and squeezed.startswith("data:image/")):
            self.problems.append(f"{where}: URL that runs code: {value!r}")
            return
        parts = urlsplit(value)
        if parts.scheme or parts.netloc:
            return  # another site
        if not parts.path:
            if parts.fragment and tag == "a":
                # With a <base>, `#x` leaves the page: only pages without one keep it.
                self.fragments.append((where, None if self.base == os.path.dirname(self.page) else "base", unquote(parts.fragment)))
            return
        target = os.path.normpath(os.path.join(self.base, unquote(parts.path)))
        if value.endswith("/"):
            target = os.path.join(target, "index.html")
        if parts.fragment and tag == "a" and target.endswith(".html"):
            self.fragments.append((where, target, unquote(parts.fragment)))
        if not (target + os.sep).startswith(os.path.abspath(self.site) + os.sep):
            self.problems.append(f"{where}: link leaves the site: {value!r}")
        elif not os.path.isfile(target):
            self.problems.append(f"{where}: link to a missing file: {value!r}")


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    site = os.path.abspath(sys.argv[1])
    passed = failed = 0
    audits = {}
    for folder, _, files in sorted(os.walk(site)):
        for name in sorted(files):
            if not name.endswith(".html"):
                continue
            page = os.path.join(folder, name)
            audit = PageAudit(page, site)
            with open(page, encoding="utf-8") as handle:
                audit.feed(handle.read())
            audit.close()
            audits[page] = audit
    for page, audit in audits.items():
        for where, target, fragment in audit.fragments:
            if target == "base":
                audit.problems.append(f"{where}: '#{fragment}' resolves against the page's <base>, not the page")
            elif fragment and fragment not in audits.get(target or page, audit).ids and target in (None, *audits):
                audit.problems.append(f"{where}: no element with id '{fragment}' in {os.path.relpath(target or page, site)}")
        for problem in audit.problems:
            print(problem)
        if audit.problems:
            failed += 1
        else:
            passed += 1
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed or not passed else 0)


if __name__ == "__main__":
    main()
