# docgen — two commands on a fresh Debian/Ubuntu machine with Swift 6:
#   make site   build the site from Content/ into site/
#   make test   run every test
#   make serve  preview Content/ at http://127.0.0.1:8000/, rebuilt and reloaded on save
#   make lint   lint the Swift (swift-format, .swift-format) and the front end's JavaScript and CSS
#               (Sources/*/Resources, Biome)
# Both install libcmark-dev with apt-get first when pkg-config cannot find libcmark; `make test`
# (and `make lint`) also install requirements-test.txt with pip when a package there is missing.

SWIFT ?= swift
CONFIG ?= debug
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
PYTHON ?= python3
DOCGEN = .build/$(CONFIG)/docgen
# A release binary carries Swift's runtime and Foundation (scripts/static-link-flags.sh):
# every run starts sooner and calls the runtime directly. Debug builds link them as libraries.
# It allocates with jemalloc where the library is installed (scripts/allocator-link-flags.sh).
RELEASE_FLAGS = $(shell scripts/static-link-flags.sh) $(shell scripts/allocator-link-flags.sh)
BUILD_FLAGS = $(if $(filter release,$(CONFIG)),$(RELEASE_FLAGS))

.PHONY: site serve test lint deps test-deps build check bench fuzz clean

deps:
	@if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libcmark; then \
	  echo "docgen: installing libcmark-dev (and pkg-config) with apt-get"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq libcmark-dev pkg-config; \
	fi

# The browser tests' Python packages, pinned in requirements-test.txt: installed with pip when
# one is missing or at another version. (PIP_BREAK_SYSTEM_PACKAGES: a Debian python that
# refuses pip outright.)
test-deps:
	@if ! $(PYTHON) -c 'import sys, importlib.metadata as m; sys.exit(any(m.version(n) != v for n, v in (l.split("#")[0].strip().split("==") for l in open("requirements-test.txt") if l.split("#")[0].strip())))' 2>/dev/null; then \
	  echo "docgen: installing requirements-test.txt with pip"; \
	  PIP_BREAK_SYSTEM_PACKAGES=1 $(PYTHON) -m pip install -q --disable-pip-version-check -r requirements-test.txt; \
	fi

# docgen, and docgen-serve (the live preview, which `docgen serve` hands over to) beside it,
# so the two never come from different sources.
build: deps
	$(SWIFT) build -c $(CONFIG) --product docgen $(BUILD_FLAGS)
	$(SWIFT) build -c $(CONFIG) --product docgen-serve $(BUILD_FLAGS)

site: build
	$(DOCGEN) build --content Content --output site

serve: build
	$(DOCGEN) serve --content Content

# Swift by swift-format (the toolchain's, with .swift-format's rules), every Swift file but the
# scenario inputs kept as tests' data (their layout is what they test); then the front end's
# JavaScript and CSS, as SwiftPM embeds them, by Biome (from requirements-test.txt) with
# biome.jsonc's rules. Any finding fails. `swift format -i FILE` fixes a Swift file's layout.
SWIFT_FILES = $(shell git ls-files '*.swift' | grep -v -e '/Corpus/' -e '/FuzzRegressions/')

lint: test-deps
	@echo "swift format lint --strict (every Swift file but scenario inputs)"
	@$(SWIFT) format lint --strict --parallel $(SWIFT_FILES)
	$(PYTHON) scripts/front-end-lint.py

# The lint (above), the unit and golden tests, then every claim of the tutorials,
# the built site's HTML, the Traditional→Simplified table still OpenCC's, then pytest on Tests/browser (Playwright on
# Debian's chromium, installed when missing): every page at phone and desktop widths, what a
# reader does there (axe-core, clipping, language switch, phone menu), search (the query set
# of Tests/Search and the box itself), then the live preview: a real `docgen serve` on
# loopback driven by the same browser. pytest's summary is the last line.
test: deps test-deps
	@echo "swift format lint --strict (every Swift file but scenario inputs)"
	@$(SWIFT) format lint --strict --parallel $(SWIFT_FILES)
	$(PYTHON) scripts/front-end-lint.py
	$(SWIFT) test
	$(SWIFT) build -c $(CONFIG) --product docgen $(BUILD_FLAGS)
	$(SWIFT) build -c $(CONFIG) --product docgen-serve $(BUILD_FLAGS)
	$(DOCGEN) check Content README.md
	$(DOCGEN) build --content Content --output .build/test-site
	scripts/html-audit.py .build/test-site
	$(DOCGEN) build --content Tests/DocGenKitTests/Fixtures/imported/Content --output .build/test-imported
	scripts/html-audit.py .build/test-imported
	scripts/layering.py Sources/DocGenKit
	scripts/han-fold.py --check
	$(PYTHON) -m pytest Tests/browser -q --site .build/test-site --docgen $(DOCGEN) --screenshots .build/screenshots

check: build
	$(DOCGEN) check Content README.md

# Speed, as ratios against libcmark on the same pages, in one run (see scripts/bench.py):
# with Hugo and MkDocs Material on the same bodies when installed, and a 30 000-page-a-language
# corpus (90 000 pages) for scale. BENCH_FLAGS="--scale 0" leaves the big corpus out.
SHARED ?= ../shared
BENCH_FLAGS ?= --peers --scale 30000
bench: deps test-deps
	$(SWIFT) build -c release --product docgen $(RELEASE_FLAGS)
	$(SWIFT) build -c release --product docgen-serve $(RELEASE_FLAGS)
	scripts/bench.py --docgen .build/release/docgen --shared $(SHARED) $(BENCH_FLAGS)

# libFuzzer on the scenario front end and interpreter (FuzzScenario), on a whole note through
# check and bless (FuzzPage), and on the preview's request handling (FuzzRequest), seeded from
# Content/ and a few requests. Findings land in .build-fuzz/findings/.
# FUZZ_SECONDS per target; FUZZ_TARGETS picks which (see docs/fuzzing.md). Fuzz/toolset.json adds
# -sanitize=fuzzer to every Swift module and links with lld (gold fails on these binaries).
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= FuzzScenario FuzzPage FuzzRequest FuzzMarkdown
fuzz: deps
	cd Fuzz && $(SWIFT) build -c release --scratch-path ../.build-fuzz --toolset toolset.json
	scripts/fuzz-seeds.py .build-fuzz/seeds
	@mkdir -p .build-fuzz/findings
	@for target in $(FUZZ_TARGETS); do \
	  kind=$$(case $$target in FuzzPage) echo page;; FuzzRequest) echo request;; FuzzMarkdown) echo markdown;; *) echo scenario;; esac); \
	  mkdir -p .build-fuzz/corpus/$$kind; \
	  echo "fuzz: $$target for $(FUZZ_SECONDS) s"; \
	  SWIFT_BACKTRACE=enable=no .build-fuzz/release/$$target -max_total_time=$(FUZZ_SECONDS) -timeout=2 -rss_limit_mb=2048 -max_len=8192 \
	    -dict=Fuzz/$$kind.dict -print_final_stats=1 -artifact_prefix=.build-fuzz/findings/$$target- \
	    .build-fuzz/corpus/$$kind .build-fuzz/seeds/$$kind || exit 1; \
	done

clean:
	rm -rf .build .build-fuzz site
