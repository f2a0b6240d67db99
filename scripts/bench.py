#!/usr/bin/env python3
"""Benchmark docgen against the libcmark floor, in one run, on the shared bench corpus.

Generates the corpus with ../shared/bench/make_docgen_corpus.py (3 scenarios a page, half of
them from our own notes), blesses it once, then times, in this run and on the same files:

  floor       cmark_inproc: libcmark rendering every page in one process, one core (run
              just before each cold full build, so the two see the machine alike)
  full        docgen build into a new folder with an empty scenario cache
  full-warm   docgen build into a new folder, scenario results already cached
  no-op       docgen build again with nothing changed
  one-page    docgen build after a paragraph was added to one page
  title-edit  docgen build after one page's title changed (its neighbours' sidebars show it)
  check       docgen check (warm cache), and with --no-cache
  serve       edit-to-reload with `docgen serve`: a note saved until its new text shows in the
              open page in headless Chromium (Tests/browser/measure.py serve), when chromium
              is installed (docgen-serve must be beside docgen: `make bench` builds it)
  search      the built corpus's search in headless Chromium: index bytes per page, first
              query (index loaded on demand) and later queries (Tests/browser/measure.py search)
  bytes       the built site's bytes by part (pages, Markdown twins, pictures, search, the
              rest) and per page (median, 95th percentile)
  peers       with --peers, the same page bodies built by Hugo (make_corpus.py's hugo layout,
              with Chroma highlighting and without; `apt-get install hugo`) and by MkDocs with
              the Material theme (`pip install mkdocs-material mkdocs-static-i18n`), when
              installed: wall time against the same floor, output bytes and bytes per page

Each figure is the median of --runs runs (full builds, two seconds each, of 2 × runs − 1; the
incremental builds, a tenth of a second each, of three times as many), reported in seconds
and as a ratio to the floor (or to the full build), full builds and check with their user and
system CPU seconds, the floor and full builds with their fastest and slowest run. Peak RSS is the largest
of any docgen run. With --scale N it also builds an N-page corpus, --runs times from nothing,
and reports the median as a multiple of the first corpus's full build. Every site stays until
the end (about 0.15 GB each at 3 000 pages and 0.7 GB at 15 000: some 4 GB in the temporary
folder in all).

Usage: scripts/bench.py [--pages 1000] [--scale 5000] [--runs 3] [--peers] [--docgen PATH] [--shared DIR]
(--pages and --scale count pages per language; the corpus has three languages.)
"""
import argparse
import importlib.util
import itertools
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
peak_rss_kib = 0
# User and system CPU seconds of each timed command, by its wall time: system time is where
# this disk's file creation shows (see the fresh folders below), so the report prints both.
cpu_seconds = {}


def timed(command, env=None):
    """Seconds a command took; records its peak RSS."""
    global peak_rss_kib
    # What earlier steps wrote is flushed first: the kernel writing a previous build's 140 MB
    # back to disk while this one runs took one of the two cores from it (a no-op build
    # measured 0.23 s in the bench and 0.14 s alone).
    os.sync()
    # stderr goes to a file, not a pipe: a run with many warnings would fill a pipe and block.
    with tempfile.TemporaryFile() as errors:
        start = time.perf_counter()
        process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=errors)
        _, status, usage = os.wait4(process.pid, 0)
        elapsed = time.perf_counter() - start
        errors.seek(0)
        stderr = errors.read().decode(errors="replace")
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"bench: {' '.join(command)} failed:\n{stderr[-2000:]}")
    if os.path.basename(command[0]) == "docgen":
        peak_rss_kib = max(peak_rss_kib, usage.ru_maxrss)
    cpu_seconds[elapsed] = (usage.ru_utime, usage.ru_stime)
    return elapsed


def median(runs, setup, command, env=None):
    """The median of `runs` timings (the lower one of an even count: a time some run took, so
    its CPU seconds can be looked up)."""
    times = []
    for run in range(runs):
        setup(run)
        times.append(timed(command, env))
    return statistics.median_low(times)


def site_bytes(folder):
    """A built site's bytes by part, and its pages' sizes (every `index.html` under a language
    folder, or every HTML file but the home and 404 pages for a peer's layout)."""
    parts = {"pages": 0, "twins": 0, "pictures": 0, "search": 0, "other": 0}
    pages = []
    for dirpath, _, names in os.walk(folder):
        relative = os.path.relpath(dirpath, folder)
        top = relative.split(os.sep)[0]
        for name in names:
            size = os.path.getsize(os.path.join(dirpath, name))
            if name.endswith(".html") and relative != "." and name != "404.html":
                parts["pages"] += size
                pages.append(size)
            elif top in ("pictures", "search"):
                parts[top] += size
            elif name.endswith(".md"):
                parts["twins"] += size
            else:
                parts["other"] += size
    pages.sort()
    percentile = pages[min(len(pages) - 1, int(len(pages) * 0.95))] if pages else 0
    return parts, (statistics.median(pages) if pages else 0), percentile


def describe_bytes(parts, median_page, p95_page):
    total = sum(parts.values())
    pieces = ", ".join(f"{name} {size / 1e6:.1f}" for name, size in parts.items() if size)
    return f"{total / 1e6:6.1f} MB ({pieces}); a page {median_page / 1024:.1f} KiB median, {p95_page / 1024:.1f} KiB p95"


def peers(shared, pages, work, floor_command, runs):
    """Hugo (highlighted and not) and MkDocs Material on the same page bodies: (name, wall
    seconds, floor seconds measured just before, bytes) for each one installed."""
    generator = os.path.join(shared, "bench", "make_corpus.py")
    found = []
    if shutil.which("hugo"):
        folder = os.path.join(work, "peer-hugo")
        subprocess.run([sys.executable, generator, "--pages", str(pages), "--out", folder, "--layout", "hugo"],
                       cwd=ROOT, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for name, extra in [("Hugo (Chroma)", []), ("Hugo, no highlighting", ["--config", "config.toml,config-nohighlight.toml"])]:
            times, floors_before, output = [], [], None
            for run in range(runs):
                output = os.path.join(work, f"peer-hugo-out-{len(found)}-{run}")
                floors_before.append(timed(floor_command))
                times.append(timed(["hugo", "--quiet", "-s", folder, "-d", output] + extra))
            found.append((name, statistics.median_low(times), statistics.median_low(floors_before), site_bytes(output)))
    if importlib.util.find_spec("material") and shutil.which("mkdocs"):
        folder = os.path.join(work, "peer-mkdocs")
        subprocess.run([sys.executable, generator, "--pages", str(pages), "--out", folder, "--layout", "mkdocs"],
                       cwd=ROOT, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        config = os.path.join(folder, "mkdocs.yml")
        with open(config, encoding="utf-8") as handle:
            lines = handle.read().split("\n")
        # The generator's minimal theme (custom_dir) replaced by Material, as its users build.
        kept, skipping = [], False
        for line in lines:
            if line.startswith("theme:"):
                skipping = True
                continue
            if skipping and line.startswith((" ", "\t")):
                continue
            skipping = False
            kept.append(line)
        with open(config, "w", encoding="utf-8") as handle:
            handle.write("\n".join(kept) + "\ntheme:\n  name: material\n")
        output = os.path.join(work, "peer-mkdocs-out")
        floor_before = timed(floor_command)
        seconds = timed(["mkdocs", "build", "-q", "-f", config, "-d", output])
        found.append(("MkDocs Material", seconds, floor_before, site_bytes(output)))
    return found


def spread(times):
    """The fastest and slowest of some runs, in seconds."""
    return f"{min(times):.3f}-{max(times):.3f} s"


def make_corpus(shared, pages, folder, docgen, env):
    generator = os.path.join(shared, "bench", "make_docgen_corpus.py")
    subprocess.run([sys.executable, generator, "--pages", str(pages), "--out", folder], cwd=ROOT, check=True,
                   stderr=subprocess.DEVNULL)
    content = os.path.join(folder, "Content")
    subprocess.run([docgen, "bless", "--force", "--no-cache", content], check=True, stdout=subprocess.DEVNULL, env=env)
    notes = sorted(os.path.join(dirpath, name) for dirpath, _, names in os.walk(content) for name in names if name.endswith(".md"))
    listing = os.path.join(folder, "list.txt")
    with open(listing, "w") as handle:
        handle.write("\n".join(notes) + "\n")
    return content, notes, listing


def main():
    global peak_rss_kib
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--pages", type=int, default=1000)
    parser.add_argument("--scale", type=int, default=5000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--peers", action="store_true", help="also time Hugo and MkDocs Material when installed")
    parser.add_argument("--docgen", default=os.path.join(ROOT, ".build/release/docgen"))
    parser.add_argument("--shared", default=os.path.join(ROOT, "..", "shared"))
    args = parser.parse_args()
    docgen = os.path.abspath(args.docgen)
    work = tempfile.mkdtemp(prefix="docgen-bench-")
    # This disk is ext4 without a journal: there, making a file skips, one by one, every free
    # inode of its group that was freed in the last minute (the last six minutes while the
    # group's inode table is dirty, as a build keeps it): `find_inode_bit` ->
    # `recently_deleted`. A build next to a folder deleted minutes before (a compile's
    # temporaries in /tmp, a previous bench's sites) spent up to three times its usual system
    # time there: 3 000 pages 1.4-2.0 s instead of 0.7-0.8 s, 15 000 pages 8.7-11.6 s instead
    # of 2.8-4.0 s. Marked as the top of a hierarchy (`chattr +T`), the work folder's
    # subfolders are each placed in a group of their own with few directories (ext4's Orlov
    # allocator), away from those holes, so the bench measures the files docgen makes rather
    # than what this machine deleted before. Elsewhere the attribute is refused and nothing
    # changes.
    subprocess.run(["chattr", "+T", work], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    cache = os.path.join(work, "cache")
    env = dict(os.environ, DOCGEN_CACHE=cache)
    env.pop("CI", None)
    try:
        floor_binary = os.path.join(work, "cmark_inproc")
        cflags = subprocess.run(["pkg-config", "--cflags", "--libs", "libcmark"], capture_output=True, text=True, check=True).stdout.split()
        subprocess.run(["cc", "-O2", "-o", floor_binary, os.path.join(args.shared, "bench", "cmark_inproc.c")] + cflags, check=True)

        corpus = os.path.join(work, "corpus")
        content, notes, listing = make_corpus(args.shared, args.pages, corpus, docgen, env)
        site = os.path.join(work, "site")
        floor_command = [floor_binary, listing, "-"]

        # A full build writes into a folder that does not exist yet (as a first build does),
        # and a cold one into an empty cache folder that does not exist yet either. Each run
        # gets its own, and all stay until the end, so no run pays for an earlier run's
        # deletions (the ext4 note above).
        fresh_folders = itertools.count()
        cold_caches = []
        floors = []
        # A full build is two seconds and this machine's speed drifts by a fifth within
        # minutes, so full builds (each with its floor) are timed 2 × runs − 1 times (five).
        full_runs = 2 * args.runs - 1
        full_times = {True: [], False: []}

        def full_build(cold):
            def run():
                target = os.path.join(work, f"full-{next(fresh_folders)}")
                if cold:
                    cold_caches.append(target + "-cache")
                    # The floor runs between the cold builds, so both see the machine as it
                    # is at that moment (its speed drifts over minutes, by a third at times).
                    floors.append(timed(floor_command))
                # A warm run reads the cache the last cold run filled.
                run_env = dict(env, DOCGEN_CACHE=cold_caches[-1])
                seconds = timed([docgen, "build", "--content", content, "--output", target], run_env)
                full_times[cold].append(seconds)
                return seconds
            return statistics.median_low(run() for _ in range(full_runs))

        build = [docgen, "build", "--content", content, "--output", site]
        full = full_build(cold=True)
        floor = statistics.median_low(floors)
        full_warm = full_build(cold=False)
        timed(build, env)
        # This machine's speed drifts by a fifth within minutes (docs/architecture.md, "Twelfth
        # session"): the incremental builds are cheap, so each is timed more often.
        incremental_runs = 3 * args.runs
        noop = median(incremental_runs, lambda _: None, build, env)
        page = notes[len(notes) // 2]

        def edit_body(run):
            with open(page, "a", encoding="utf-8") as handle:
                handle.write(f"\nOne more paragraph, edit {run}.\n")
        one_page = median(incremental_runs, edit_body, build, env)

        def edit_title(run):
            with open(page, encoding="utf-8") as handle:
                text = handle.read()
            lines = text.split("\n")
            lines[1] = f"title: Edited title {run}"
            with open(page, "w", encoding="utf-8") as handle:
                handle.write("\n".join(lines))
        title_edit = median(incremental_runs, edit_title, build, env)
        check = median(args.runs, lambda _: None, [docgen, "check", content], env)
        check_nocache = median(args.runs, lambda _: None, [docgen, "check", "--no-cache", content], env)
        rss_small = peak_rss_kib

        serve_latency = None
        if shutil.which("chromium"):
            relative = os.path.relpath(page, content)
            measured = subprocess.run(
                [sys.executable, os.path.join(ROOT, "Tests", "browser", "measure.py"), "serve", "--docgen", docgen,
                 "--content", content, "--page", relative, "--edits", "10"], capture_output=True, text=True, env=env)
            serve_latency = next((l for l in measured.stdout.splitlines() if l.startswith("edit-to-reload")),
                                 "serve: failed\n" + measured.stdout[-2000:] + measured.stderr[-2000:])

        search_table = None
        if shutil.which("chromium"):
            # The built site's search: index bytes a page, first and later query times, in Chromium.
            measured = subprocess.run([sys.executable, os.path.join(ROOT, "Tests", "browser", "measure.py"), "search", site],
                                      capture_output=True, text=True)
            search_table = measured.stdout.strip() or ("search: failed\n" + measured.stderr[-2000:])

        docgen_bytes = site_bytes(site)
        peer_results = peers(args.shared, args.pages, work, floor_command, args.runs) if args.peers else []

        scaled = None
        scaled_search = None
        if args.scale:
            big_corpus = os.path.join(work, "big")
            big_content, big_notes, big_listing = make_corpus(args.shared, args.scale, big_corpus, docgen, env)
            big_site = os.path.join(work, "big-site")
            big_floor = median(args.runs, lambda _: None, [floor_binary, big_listing, "-"])

            peak_rss_kib = 0

            big_sites = []

            def big_build():
                # Like the full builds above: a new folder and an empty cache each time.
                target = f"{big_site}-{next(fresh_folders)}"
                big_sites.append(target)
                return timed([docgen, "build", "--content", big_content, "--output", target], dict(env, DOCGEN_CACHE=target + "-cache"))
            big_full = statistics.median_low(big_build() for _ in range(args.runs))
            big_rss = peak_rss_kib
            peak_rss_kib = 0
            big_check = median(1, lambda _: None, [docgen, "check", "--no-cache", big_content], env)
            scaled = (len(big_notes), big_floor, big_full, big_rss, big_check, peak_rss_kib)
            if shutil.which("chromium"):
                # What a first search fetches on the big corpus (requests, gzipped bytes).
                measured = subprocess.run([sys.executable, os.path.join(ROOT, "Tests", "browser", "measure.py"), "search",
                                           big_sites[-1], "--fetched-only"], capture_output=True, text=True)
                scaled_search = measured.stdout.strip() or ("search: failed\n" + measured.stderr[-2000:])

        print(f"corpus: {len(notes)} pages, {sum(open(n, encoding='utf-8').read().count('```swift scenario') for n in notes)} scenario blocks; "
              f"median of {args.runs} runs ({full_runs} of each full build, {3 * args.runs} of each incremental build); "
              f"{os.cpu_count()} cores")
        print(f"{'':12} {'seconds':>8}  ratio")
        print(f"{'floor':12} {floor:8.3f}  1.0x (libcmark in process; runs {spread(floors)})")
        def cpu(seconds):
            user, system = cpu_seconds.get(seconds, (0, 0))
            return f"  (CPU: {user:.2f} s user, {system:.2f} s system)"
        for name, seconds in [("full", full), ("full-warm", full_warm), ("check", check), ("check-nocache", check_nocache)]:
            print(f"{name:12} {seconds:8.3f}  {seconds / floor:5.1f}x the floor{cpu(seconds)}")
        # Each full build against the floor timed just before it: how far the machine moved.
        paired = [seconds / floor_before for seconds, floor_before in zip(full_times[True], floors)]
        print(f"{'':12} full builds {spread(full_times[True])}; warm {spread(full_times[False])}; "
              f"each against its own floor {min(paired):.1f}-{max(paired):.1f}x")
        for name, seconds in [("no-op", noop), ("one-page", one_page), ("title-edit", title_edit)]:
            print(f"{name:12} {seconds:8.3f}  {100 * seconds / full:5.1f}% of a full build")
        print(f"peak RSS     {rss_small / 1024:8.1f} MiB")
        if serve_latency:
            print(f"serve        {serve_latency}")
        if search_table:
            print("search (Tests/browser/measure.py search on the built corpus):\n" + search_table)
        print(f"bytes        {describe_bytes(*docgen_bytes)}")
        for name, seconds, floor_before, measured in peer_results:
            print(f"peer: {name}: {seconds:.3f} s = {seconds / floor_before:.1f}x the floor run just before it; "
                  f"{describe_bytes(*measured)}")
        if scaled:
            pages, big_floor, big_full, rss, big_check, check_rss = scaled
            print(f"scale: {pages} pages: floor {big_floor:.3f} s, full build {big_full:.3f} s = {big_full / big_floor:.1f}x its floor, "
                  f"{big_full / full:.2f}x the {len(notes)}-page build; peak RSS {rss / 1024:.1f} MiB{cpu(big_full)}")
            print(f"scale: check --no-cache {big_check:.3f} s = {big_check / check_nocache:.2f}x the {len(notes)}-page check; "
                  f"peak RSS {check_rss / 1024:.1f} MiB")
        if scaled_search:
            print(f"search at {args.scale} pages a language (Tests/browser/measure.py search --fetched-only):\n" + scaled_search)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
