#!/usr/bin/env python3
"""Benchmark: how much does docgen cost over plain CommonMark rendering of the same notes?

Builds a synthetic content tree (Content/ copied COPIES times into sub-folders of every
language), then times, in the same run and on the same files:

  reference  `cmark` (Debian's libcmark command line) rendering every note to HTML
  build      `docgen build` (parse, run every scenario, splice, render, write)
  check      `docgen check` (run every scenario, verify claims and translations)

and prints medians and ratios against the reference. Figures are ratios, not seconds: they
hold on any machine; the seconds are printed too for context.

Usage: scripts/bench.py [--copies N] [--runs N] [--docgen PATH]
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def median_seconds(command, runs, cwd):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, cwd=cwd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def make_content(target, copies):
    source = os.path.join(ROOT, "Content")
    shutil.copy(os.path.join(source, "site.yml"), target)
    notes = []
    for language in sorted(os.listdir(source)):
        folder = os.path.join(source, language)
        if not os.path.isdir(folder):
            continue
        for n in range(copies):
            destination = os.path.join(target, language, "set-%03d" % n)
            shutil.copytree(folder, destination)
            notes += [os.path.join(destination, name) for name in sorted(os.listdir(destination)) if name.endswith(".md")]
    return notes


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--copies", type=int, default=10)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--docgen", default=os.path.join(ROOT, ".build/release/docgen"))
    args = parser.parse_args()
    args.docgen = os.path.abspath(args.docgen)
    if shutil.which("cmark") is None:
        sys.exit("bench: needs the cmark command (apt-get install cmark)")
    work = tempfile.mkdtemp(prefix="docgen-bench-")
    try:
        content = os.path.join(work, "Content")
        os.makedirs(content)
        notes = make_content(content, args.copies)
        # One cmark process over all notes, output discarded: the bare cost of CommonMark.
        reference = median_seconds(["cmark", "--smart"] + notes, args.runs, work)
        build = median_seconds([args.docgen, "build", "--content", content, "--output", os.path.join(work, "site")], args.runs, work)
        check = median_seconds([args.docgen, "check", content], args.runs, work)
        scenarios = sum(open(n, encoding="utf-8").read().count("```swift scenario") for n in notes)
        print("notes: %d, scenario blocks: %d, runs per command: %d, cores: %d" % (len(notes), scenarios, args.runs, os.cpu_count()))
        print("reference  cmark --smart   %7.3f s   1.0x" % reference)
        print("build      docgen build    %7.3f s  %5.1fx the reference" % (build, build / reference))
        print("check      docgen check    %7.3f s  %5.1fx the reference" % (check, check / reference))
        print("per note: build %.2f ms, check %.2f ms" % (1000 * build / len(notes), 1000 * check / len(notes)))
    finally:
        shutil.rmtree(work)


if __name__ == "__main__":
    main()
