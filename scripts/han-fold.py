#!/usr/bin/env python3
"""Writes Sources/DocGenKit/Search/HanFold.swift: the Traditional -> Simplified character
table that search folds both texts and queries with, and the Taiwan / Hong Kong phrase table
that search folds queries with, exported from OpenCC's own data as Debian ships it
(libopencc-data; opencc_dict from the opencc package).

  scripts/han-fold.py           regenerate the Swift file
  scripts/han-fold.py --check   fail when the committed file differs from OpenCC's data

Only one-character-to-one-character mappings within the Basic Multilingual Plane are kept
(the first candidate when OpenCC lists several): folding must not change a text's length in
UTF-16 units, so that a match found in the folded text marks the same span of the original.
Taiwan and Hong Kong variant characters (TWVariantsRev, HKVariantsRev) go through the same
table, so 爲 and 為 both fold to 为. Phrases (TSPhrases) are not used: they map words, not
characters, and change lengths.

Vocabulary is the phrase table: Taiwan words and their mainland equivalents (TWPhrasesRev, and
TWPhrases read backwards, each candidate a pair: 記憶體 and 內存, 軟體 and 軟件, 檢視 and both
查看 and 視圖), and the phrases whose Taiwan or Hong Kong variant characters fold otherwise
than character by character (TWVariantsRevPhrases, HKVariantsRevPhrases). Both sides are
written folded by the character table (记忆体 内存), and pairs that fold to the same text are
dropped. Search never applies it to texts, whose lengths must not change: it folds the query
to the page's vocabulary instead, trying each side of a pair it finds in the query as another
form of the query (see docs/search.md).
"""
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET = os.path.join(ROOT, "Sources", "DocGenKit", "Search", "HanFold.swift")
DATA = "/usr/share/opencc"


def ensure_opencc():
    if os.path.exists(os.path.join(DATA, "TSCharacters.ocd2")) and subprocess.run(
        ["sh", "-c", "command -v opencc_dict"], capture_output=True).returncode == 0:
        return
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    print("han-fold: installing opencc (OpenCC's dictionaries and opencc_dict) with apt-get", file=sys.stderr)
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    subprocess.run(sudo + ["apt-get", "update", "-qq"], check=True, env=env)
    subprocess.run(sudo + ["apt-get", "install", "-y", "-qq", "opencc", "libopencc-data"], check=True, env=env)


def export(name):
    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, name + ".txt")
        subprocess.run(["opencc_dict", "-i", os.path.join(DATA, name + ".ocd2"), "-o", out,
                        "-f", "ocd2", "-t", "text"], check=True)
        table = {}
        with open(out, encoding="utf-8") as f:
            for line in f:
                key, _, values = line.rstrip("\n").partition("\t")
                if key and values:
                    table[key] = values.split(" ")[0]
        return table


def export_candidates(name):
    """Every (key, candidate) of a dictionary: a key may list several candidates."""
    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, name + ".txt")
        subprocess.run(["opencc_dict", "-i", os.path.join(DATA, name + ".ocd2"), "-o", out,
                        "-f", "ocd2", "-t", "text"], check=True)
        pairs = []
        with open(out, encoding="utf-8") as f:
            for line in f:
                key, _, values = line.rstrip("\n").partition("\t")
                pairs += [(key, value) for value in values.split(" ") if key and value]
        return pairs


def single_bmp(text):
    return len(text) == 1 and ord(text) < 0x10000


def opencc_version():
    result = subprocess.run(["dpkg-query", "-W", "-f=${Version}", "libopencc-data"], capture_output=True, text=True)
    return result.stdout.strip() or "unknown"


def table():
    characters = export("TSCharacters")
    pairs = {t: s for t, s in characters.items() if single_bmp(t) and single_bmp(s) and t != s}
    for variants in ("TWVariantsRev", "HKVariantsRev"):
        for variant, standard in export(variants).items():
            simplified = characters.get(standard, standard)
            if single_bmp(variant) and single_bmp(simplified) and variant != simplified and variant not in pairs:
                pairs[variant] = simplified
    # A variant that is itself some character's simplified form (么, the simplified 麼) must
    # stay as it is; and chains (薴 → 苧 → 苎) go to their end: folding twice = folding once.
    targets = set(pairs.values())
    for variant in [k for k in pairs if k in targets and k not in characters]:
        del pairs[variant]
    for key in pairs:
        seen = {key}
        while pairs[key] in pairs and pairs[key] not in seen:
            seen.add(pairs[key])
            pairs[key] = pairs[pairs[key]]
    return dict(sorted(pairs.items(), key=lambda item: ord(item[0])))


def phrases(pairs):
    """(Taiwan or Hong Kong phrase, its mainland or standard phrase), both folded by `pairs`."""
    def fold(text):
        return "".join(pairs.get(c, c) for c in text)
    found = set()
    for key, value in export_candidates("TWPhrasesRev"):
        found.add((fold(key), fold(value)))
    for key, value in export_candidates("TWPhrases"):
        found.add((fold(value), fold(key)))
    for name in ("TWVariantsRevPhrases", "HKVariantsRevPhrases"):
        for key, value in export_candidates(name):
            found.add((fold(key), fold(value)))
    # A space or `|` would break the one-string form search reads; no OpenCC phrase has one.
    return sorted((a, b) for a, b in found if a != b and not set(" |\n") & set(a + b))


def swift_source(pairs):
    joined = "".join(t + s for t, s in pairs.items())
    lines = [joined[i:i + 64] for i in range(0, len(joined), 64)]
    body = "\n".join(lines)
    vocabulary = phrases(pairs)
    phrase_lines = "\n".join(f"{a} {b}" for a, b in vocabulary)
    return f'''// swift-format-ignore-file
// (generated, and compared byte for byte by `han-fold.py --check`)
// Generated by scripts/han-fold.py from OpenCC's dictionaries (Debian libopencc-data
// {opencc_version()}: TSCharacters, TWVariantsRev, HKVariantsRev; TWPhrases, TWPhrasesRev,
// TWVariantsRevPhrases, HKVariantsRevPhrases). Do not edit by hand.
// OpenCC is Copyright (c) the OpenCC contributors, under the Apache License 2.0
// (https://github.com/BYVoid/OpenCC).

/// Traditional Chinese characters and the Simplified character each folds to, for search
/// (``SearchIndexFile``): {len(pairs)} pairs, one character each, all in the Basic Multilingual
/// Plane, so folding keeps a text's length. Written as one string of pairs (traditional,
/// simplified, traditional, …) because a dictionary literal this size is slow to compile.
enum HanFold {{
  static let pairs = """
{body}
"""

  /// Taiwan and Hong Kong phrases and the mainland or standard phrases they stand for,
  /// {len(vocabulary)} pairs, one a line (`记忆体 内存`), both sides folded by ``pairs``. A phrase may
  /// stand for several (`检视` for `查看` and `视图`), one line each. Search folds the query, never
  /// the texts, with them: lengths change.
  static let phrases = """
{phrase_lines}
"""
}}
'''


def main():
    ensure_opencc()
    source = swift_source(table())
    if "--check" in sys.argv[1:]:
        with open(TARGET, encoding="utf-8") as f:
            committed = f.read()
        # The package version line may differ between machines; the table may not.
        if committed.split("enum HanFold", 1)[1] != source.split("enum HanFold", 1)[1]:
            print("han-fold: HanFold.swift differs from OpenCC's data; run scripts/han-fold.py", file=sys.stderr)
            return 1
        print(f"han-fold: HanFold.swift matches OpenCC's data ({source.count(chr(10))} lines)")
        return 0
    with open(TARGET, "w", encoding="utf-8") as f:
        f.write(source)
    print(f"han-fold: wrote {os.path.relpath(TARGET, ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
