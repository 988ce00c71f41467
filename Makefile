# playground: the two commands of the README, and a few more.
#
#   make run      install what is missing, build in release, run the main demo
#   make test     install what is missing, build, run every test
#   make install  put `playground` in $(PREFIX)/bin (PREFIX=/usr/local by default)

PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
DEMO ?= Scripts/odometer.lua

# Debian packages the build and the tests need: Lua, libedit for the REPL, and librsvg's
# rsvg-convert and zlib for the check that every SVG renders to a real picture.
APT_PACKAGES := liblua5.4-dev libedit-dev pkg-config librsvg2-bin zlib1g-dev
# The browser the HTML player's test drives. Large, so only CI and `make browser` install it;
# without it (and outside CI) that one test is skipped.
BROWSER_PACKAGES := chromium

# apt-get needs root: use sudo when we are not root.
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all deps browser install-packages build release run test bench install uninstall clean

all: build

# Installs only what dpkg does not already report as installed, so a second run costs nothing.
deps:
	@$(MAKE) --no-print-directory install-packages PACKAGES="$(APT_PACKAGES)"

browser:
	@$(MAKE) --no-print-directory install-packages PACKAGES="$(BROWSER_PACKAGES)"

install-packages:
	@missing=""; \
	for package in $(PACKAGES); do \
	  dpkg-query -W -f='$${Status}' "$$package" 2>/dev/null | grep -q 'install ok installed' \
	    || missing="$$missing $$package"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "make: installing Debian packages:$$missing"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	fi

# SwiftPM does not notice when a header of the CLua system library changes, and would keep Swift
# modules compiled against the old struct layouts. Touch the Swift sources that import it when
# any header is newer than the last build that saw them.
CLUA_STAMP := .build/clua-headers.stamp
$(CLUA_STAMP): $(wildcard Modules/CLua/*.h Modules/CLua/module.modulemap)
	@mkdir -p .build
	@if [ -f "$@" ]; then find Modules/Scripting Tests/CLuaTests -name '*.swift' -exec touch {} +; fi
	@touch "$@"

build: deps $(CLUA_STAMP)
	$(SWIFT) build

release: deps $(CLUA_STAMP)
	$(SWIFT) build -c release --product playground

run: release
	"$$($(SWIFT) build -c release --show-bin-path)/playground" run $(DEMO)

test: deps $(CLUA_STAMP)
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-xctest

# Slow checks that make test leaves out. The puzzle benchmark solves Korf's 100 instances
# optimally, checks every length and prints the time and peak memory; its pattern databases are
# cached in .build-bench/ after the first run.
KORF100 ?= $(CURDIR)/../shared/data/korf100.txt
bench: deps
	cd Benchmarks/PuzzleBench && $(SWIFT) run -c release PuzzleBench "$(KORF100)" "$(CURDIR)/.build-bench/pattern-databases"

install: release
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/playground" "$(DESTDIR)$(PREFIX)/bin/playground"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/playground"

clean:
	$(SWIFT) package clean
