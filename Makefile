# docgen — two commands on a fresh Debian/Ubuntu machine with Swift 6:
#   make site   build the site from Content/ into site/
#   make test   run every test
# Both install libcmark-dev with apt-get first when pkg-config cannot find libcmark.

SWIFT ?= swift
CONFIG ?= debug
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
DOCGEN = .build/$(CONFIG)/docgen

.PHONY: site test deps build check browser-test bench clean

deps:
	@if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libcmark; then \
	  echo "docgen: installing libcmark-dev (and pkg-config) with apt-get"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq libcmark-dev pkg-config; \
	fi

build: deps
	$(SWIFT) build -c $(CONFIG) --product docgen

site: build
	$(DOCGEN) build --content Content --output site

test: deps
	$(SWIFT) test
	$(SWIFT) build -c $(CONFIG) --product docgen
	$(DOCGEN) check Content

check: build
	$(DOCGEN) check Content

clean:
	rm -rf .build site
