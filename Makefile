# playground: the two commands of the README, and a few more.
#
#   make run      install what is missing, build in release, run the main demo
#   make test     install what is missing, build, run every test
#   make bench    the benchmarks, each against its baseline (docs/performance.md)
#   make install  put `playground` in $(PREFIX)/bin (PREFIX=/usr/local by default)

PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
DEMO ?= Scripts/odometer.lua

# Debian packages the build needs. Each later feature adds its own here.
APT_PACKAGES := liblua5.4-dev libedit-dev pkg-config

# apt-get needs root: use sudo when we are not root.
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all deps build release run test bench install uninstall clean

all: build

# Installs only what dpkg does not already report as installed, so a second run costs nothing.
deps:
	@missing=""; \
	for package in $(APT_PACKAGES); do \
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

# Slow checks that make test leaves out, in the separate package under Benchmarks/ (release
# builds). BenchReport measures every comparison with its baseline interleaved in one process and
# prints figure / baseline / ratio / target / met (BENCH_MARKDOWN gets the table as Markdown);
# PuzzleBench solves Korf's 100 instances optimally, checks every length and prints the time and
# peak memory, with its pattern databases cached in .build-bench/ after the first run. BENCH_SUITE=1
# also runs the package-benchmark suite (`swift package benchmark`), for baselines and comparisons.
KORF100 ?= $(CURDIR)/../shared/data/korf100.txt
BENCH_MARKDOWN ?= $(CURDIR)/.build-bench/performance-table.md
BENCH_SUITE ?= 0
BENCH_BIN = $(CURDIR)/Benchmarks/.build/release
bench: deps
	@mkdir -p .build-bench
	@command -v lua5.4 >/dev/null || { $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends lua5.4; }
	cd Benchmarks && $(SWIFT) build -c release --product playground
	cd Benchmarks && $(SWIFT) build -c release --product BenchReport
	cd Benchmarks && $(SWIFT) build -c release --product PuzzleBench
	"$(BENCH_BIN)/BenchReport" --playground "$(BENCH_BIN)/playground" --lua lua5.4 --markdown "$(BENCH_MARKDOWN)"
	"$(BENCH_BIN)/PuzzleBench" "$(KORF100)" "$(CURDIR)/.build-bench/pattern-databases"
	@if [ "$(BENCH_SUITE)" = 1 ]; then \
	  cd Benchmarks && PLAYGROUND_BINARY="$(BENCH_BIN)/playground" $(SWIFT) package benchmark --no-progress; \
	fi

install: release
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/playground" "$(DESTDIR)$(PREFIX)/bin/playground"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/playground"

clean:
	$(SWIFT) package clean
