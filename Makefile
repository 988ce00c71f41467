# playground: the two commands of the README, and a few more.
#
#   make run      install what is missing, build in release, run the main demo
#   make test     install what is missing, check the formatting, build, run every test
#   make format   format every Swift source in place (.swift-format)
#   make bench    the benchmarks, each against its baseline (docs/performance.md)
#   make install  put `playground` in $(PREFIX)/bin (PREFIX=/usr/local by default)
#   make lua-cats rewrite docs/playground.d.lua from the bindings' declarations
#   make fuzz     coverage-guided fuzzing with libFuzzer, then the hostile-input suite, long, and once
#                 under AddressSanitizer (docs/hostile-input.md)

# The fuzz target reads PIPESTATUS.
SHELL := /bin/bash

PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
DEMO ?= Scripts/odometer.lua

# Debian packages the build and the tests need: Lua, libedit for the REPL, and librsvg's
# rsvg-convert and zlib for the check that every SVG renders to a real picture, and luassert
# with say, which `playground test` embeds (docs/testing.md); librsvg's and libpng's libraries
# (opened when the first picture is drawn) and ffmpeg for the exports of `playground run`
# (--gif, --video, --png; docs/watching.md) and the live page's Record button.
APT_PACKAGES := liblua5.4-dev libedit-dev pkg-config librsvg2-bin zlib1g-dev lua-luassert lua-say \
  librsvg2-2 libpng16-16 ffmpeg
# The browser the HTML player's test drives. Large, so only CI and `make browser` install it;
# without it (and outside CI) that one test is skipped.
BROWSER_PACKAGES := chromium

# apt-get needs root: use sudo when we are not root.
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all deps browser install-packages build release run test format lint bench fuzz fuzz-suite soak install uninstall clean lua-cats

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

build: deps
	$(SWIFT) build

# The release binary links the Swift runtime and Foundation statically: loading and relocating
# libswiftCore, libFoundation and ICU as shared libraries was about 40 % of the instructions of
# a short run (docs/performance.md). The binary is larger (about 80 MB instead of 12 MB) and
# depends only on Debian's libraries (Lua, libedit, libstdc++). Every release build of the
# package passes the same flags, so the builds share their compiled modules.
# The compiler asks the runtime for a generic type's metadata by its mangled name unless told
# otherwise; at start-up the runtime then demangles every generic type the declarations use and
# checks its conformances by scanning the binary's conformance records: 17 % of the
# instructions of `playground run` of a one-line script (docs/performance.md). With the flag
# below the compiler calls each type's metadata accessor instead. And the linker exports the
# executable's 26,000 symbols by default, which the runtime's start-up scans once (a dladdr
# of its own path, 9 % of the same run); nothing looks our symbols up by name. These are build
# settings of our binaries, not of the package: a package that depends on ours is not asked
# for them.
RELEASE_FLAGS := -c release --static-swift-stdlib \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
	-Xlinker --no-export-dynamic

release: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product playground

# docs/playground.d.lua is written by the binary from the declarations; a test fails until the
# committed file is what they write.
lua-cats: build
	"$$($(SWIFT) build --show-bin-path)/playground" docs --lua-cats -o docs/playground.d.lua

run: release
	"$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/playground" run $(DEMO)

test: deps lint
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-xctest

# swift-format, which ships with the toolchain, formats every Swift source the repository holds
# (the two other packages' too) by .swift-format; `make test` fails on a file it would change, so
# style is settled by the tool rather than in review.
SWIFT_SOURCES = git ls-files -z '*.swift' | xargs -0
format:
	$(SWIFT_SOURCES) $(SWIFT) format format --in-place --parallel

lint:
	$(SWIFT_SOURCES) $(SWIFT) format lint --strict --parallel

# Slow checks that make test leaves out, in the separate package under Benchmarks/ (release
# builds). BenchReport measures every comparison with its baseline interleaved in one process and
# prints figure / baseline / ratio / target / met (BENCH_MARKDOWN gets the table as Markdown);
# PuzzleBench solves Korf's 100 instances optimally, checks every length and prints the time and
# peak memory, with its pattern databases cached in .build-bench/ after the first run, then again
# with PUZZLE_THREADS threads. BENCH_SUITE=1 also runs the package-benchmark suite
# (`swift package benchmark`), for baselines and comparisons.
KORF100 ?= $(CURDIR)/../shared/data/korf100.txt
# PuzzleBench also solves the whole set with this many threads (reported on a line of its own).
PUZZLE_THREADS ?= 2
BENCH_MARKDOWN ?= $(CURDIR)/.build-bench/performance-table.md
BENCH_SUITE ?= 0
BENCH_BIN = $(CURDIR)/Benchmarks/.build/release
# Benchmarks/ and Tests/Fuzz/ use this package as a dependency by path, and SwiftPM keeps a
# dependency's list of source files in the build description of the package that uses it: a
# file added here since that package's last build is not seen (the build fails, or measures
# code without it). The list is fingerprinted beside the description, which is dropped when
# the list changes, so that SwiftPM plans the build again.
define drop_stale_build_description
	@list="$$(find Modules Apps -type f \( -name '*.swift' -o -name '*.c' -o -name '*.h' \) | LC_ALL=C sort | cksum)"; \
	stamp="$(1)/.source-files"; \
	if [ "$$(cat "$$stamp" 2>/dev/null)" != "$$list" ]; then \
	  rm -f "$(1)"/*.yaml; mkdir -p "$(1)"; echo "$$list" > "$$stamp"; \
	fi
endef
bench: deps
	$(call drop_stale_build_description,$(CURDIR)/Benchmarks/.build)
	@mkdir -p .build-bench
	@command -v lua5.4 >/dev/null && command -v busted >/dev/null || { $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends lua5.4 lua-busted; }
	cd Benchmarks && $(SWIFT) build $(RELEASE_FLAGS) --product playground
	cd Benchmarks && $(SWIFT) build $(RELEASE_FLAGS) --product BenchReport
	cd Benchmarks && $(SWIFT) build $(RELEASE_FLAGS) --product PuzzleBench
	"$(BENCH_BIN)/BenchReport" --playground "$(BENCH_BIN)/playground" --lua lua5.4 --markdown "$(BENCH_MARKDOWN)"
	"$(BENCH_BIN)/PuzzleBench" "$(KORF100)" "$(CURDIR)/.build-bench/pattern-databases" --threads $(PUZZLE_THREADS)
	@if [ "$(BENCH_SUITE)" = 1 ]; then \
	  cd Benchmarks && PLAYGROUND_BINARY="$(BENCH_BIN)/playground" $(SWIFT) package benchmark --no-progress; \
	fi

# The hostile-input suite (docs/hostile-input.md). Four stages, each failing the target:
#   0. coverage-guided fuzzing: the libFuzzer harnesses of Tests/Fuzz (FUZZ_HARNESSES; a package of its own,
#      built with AddressSanitizer into .build-fuzz), each for FUZZ_SECONDS, from the corpus in
#      Tests/Fuzz/Corpus/NAME (read only) with new inputs kept in .build-fuzz/corpus/NAME; a
#      crash, a sanitizer report, a timeout or a broken invariant stops it and leaves the input
#      in .build-fuzz/artifacts/. FUZZ_ONLY=1 stops after this stage.
#   1. the random-program generator, seeds 1...FUZZ_SEEDS, FUZZ_CALLS calls each, debug build
#      (exclusivity checks on);
#   2. the whole junk sweep, the corpus and the hostile end-to-end tests;
#   3. the same under AddressSanitizer + LeakSanitizer in .build-asan: ScriptingTests and
#      PlaygroundTests (whose child processes are the sanitized binary), the whole sweep and
#      FUZZ_ASAN_SEEDS generator seeds. Every process writes its reports under
#      .build-asan/reports; any report there fails the target.
# A failing seed is reproduced with: playground run Tests/PlaygroundTests/Fixtures/api_fuzz.lua SEED CALLS
FUZZ_SEEDS ?= 40
FUZZ_CALLS ?= 20000
FUZZ_ASAN_SEEDS ?= 5
FUZZ_TIMEOUT ?= 600
ASAN_SCRATCH := .build-asan
ASAN_REPORTS := $(CURDIR)/$(ASAN_SCRATCH)/reports
FUZZ_SUITES := ScriptingTests.LuaScriptTests|PlaygroundTests.(randomCallsOnEveryControlNeverCrash|hostileRunEndsCleanly|aSymbolicLinkBesideTheScript)
FUZZ_SECONDS ?= 180
FUZZ_HARNESSES ?= FuzzDates FuzzScripts FuzzCommandLine FuzzRuns FuzzServe
FUZZ_ONLY ?= 0
FUZZ_SCRATCH := $(CURDIR)/.build-fuzz
# Per harness: the largest input, and the seconds one input may take before it counts as a hang.
FUZZ_FLAGS_FuzzDates := -max_len=256 -timeout=5
FUZZ_FLAGS_FuzzCommandLine := -max_len=512 -timeout=10
FUZZ_FLAGS_FuzzScripts := -max_len=2048 -len_control=0 -timeout=30 -rss_limit_mb=4096
FUZZ_FLAGS_FuzzRuns := -max_len=24 -len_control=0 -timeout=20 -rss_limit_mb=4096
# Leaks are not looked for, per input nor at exit: the server's connections end on their own
# tasks after the input returns, and the WebSocket library keeps about 700 bytes of every
# upgraded connection for good (docs/hostile-input.md); the harness checks instead that nothing
# is left held for pages once the server stops, and bounds the heap's growth per input.
FUZZ_FLAGS_FuzzServe := -max_len=512 -timeout=30 -rss_limit_mb=4096 -detect_leaks=0
FUZZ_ASAN_FuzzServe := ASAN_OPTIONS=detect_leaks=0
# `playground serve` under a storm from a real browser for SOAK_SECONDS (10 minutes): seeded
# random touches, keys, buttons, time travel and console lines, and 20 more WebSocket clients
# sending junk; no crash, bounded memory, every control's invariants intact (ServeSoakTests).
SOAK_SECONDS ?= 600
soak: deps browser
	$(SWIFT) build --build-tests
	PLAYGROUND_SOAK_SECONDS=$(SOAK_SECONDS) $(SWIFT) test --skip-build --disable-xctest --filter ServeSoakTests

fuzz: deps
	@echo "fuzz: $$(date -u +%FT%TZ) stage 0: coverage-guided, $(FUZZ_HARNESSES), $(FUZZ_SECONDS) s each"
	$(call drop_stale_build_description,$(FUZZ_SCRATCH))
	cd Tests/Fuzz && $(SWIFT) build --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer \
	  -Xswiftc -DFUZZING --scratch-path "$(FUZZ_SCRATCH)" 2>&1 | grep -v "Cannot export local symbol"; \
	  test $${PIPESTATUS[0]} -eq 0
	@mkdir -p "$(FUZZ_SCRATCH)/artifacts"
	@for harness in $(FUZZ_HARNESSES); do \
	  mkdir -p "$(FUZZ_SCRATCH)/corpus/$$harness"; \
	  echo "fuzz: $$(date -u +%FT%TZ) $$harness for $(FUZZ_SECONDS) s"; \
	  sanitizer=""; \
	  case $$harness in FuzzDates) flags="$(FUZZ_FLAGS_FuzzDates)" ;; FuzzCommandLine) flags="$(FUZZ_FLAGS_FuzzCommandLine)" ;; \
	    FuzzRuns) flags="$(FUZZ_FLAGS_FuzzRuns)" ;; FuzzServe) flags="$(FUZZ_FLAGS_FuzzServe)"; sanitizer="$(FUZZ_ASAN_FuzzServe)" ;; \
	    *) flags="$(FUZZ_FLAGS_FuzzScripts)" ;; esac; \
	  env LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan.supp $$sanitizer "$(FUZZ_SCRATCH)/debug/$$harness" -max_total_time=$(FUZZ_SECONDS) $$flags -print_final_stats=1 \
	    -artifact_prefix="$(FUZZ_SCRATCH)/artifacts/$$harness-" \
	    "$(FUZZ_SCRATCH)/corpus/$$harness" "Tests/Fuzz/Corpus/$$harness" > "$(FUZZ_SCRATCH)/$$harness.log" 2>&1; \
	  status=$$?; grep -E "^(Done|stat::number_of_executed_units|stat::new_units_added)|cov:" "$(FUZZ_SCRATCH)/$$harness.log" | tail -4; \
	  if [ $$status -ne 0 ]; then echo "fuzz: $$harness FAILED (status $$status); the log is $(FUZZ_SCRATCH)/$$harness.log"; \
	    tail -40 "$(FUZZ_SCRATCH)/$$harness.log"; exit 1; fi; \
	done
	@if [ "$(FUZZ_ONLY)" = 1 ]; then echo "fuzz: $$(date -u +%FT%TZ) done (FUZZ_ONLY)"; exit 0; fi; \
	$(MAKE) --no-print-directory fuzz-suite

# Stages 1-3 of make fuzz.
fuzz-suite: deps
	@echo "fuzz: $$(date -u +%FT%TZ) stage 1: generator, seeds 1-$(FUZZ_SEEDS), $(FUZZ_CALLS) calls each"
	$(SWIFT) build --build-tests
	@bin="$$($(SWIFT) build --show-bin-path)"; failed=0; \
	for seed in $$(seq 1 $(FUZZ_SEEDS)); do \
	  out="$$("$$bin/playground" run --timeout $(FUZZ_TIMEOUT) Tests/PlaygroundTests/Fixtures/api_fuzz.lua $$seed $(FUZZ_CALLS) 2>&1)"; \
	  status=$$?; \
	  case "$$out" in "calls	$(FUZZ_CALLS)	errors	"*) ;; *) status=1 ;; esac; \
	  if [ $$status -ne 0 ]; then echo "fuzz: seed $$seed FAILED (status $$status)"; echo "$$out" | tail -20; failed=1; \
	  else echo "fuzz: seed $$seed: $$out"; fi; \
	done; \
	test $$failed -eq 0
	@echo "fuzz: $$(date -u +%FT%TZ) stage 2: the whole sweep, the Lua corpus, the hostile end-to-end tests"
	cd Tests/ScriptingTests/Lua && "$$($(SWIFT) build --show-bin-path)/playground" run --timeout $(FUZZ_TIMEOUT) hostile_sweep_all.lua
	$(SWIFT) test --skip-build --disable-xctest --filter '$(FUZZ_SUITES)'
	@echo "fuzz: $$(date -u +%FT%TZ) stage 3: AddressSanitizer and LeakSanitizer build in $(ASAN_SCRATCH)"
	$(SWIFT) build --build-tests --sanitize=address --scratch-path $(ASAN_SCRATCH)
	@rm -rf "$(ASAN_REPORTS)" && mkdir -p "$(ASAN_REPORTS)"
	@echo "fuzz: $$(date -u +%FT%TZ) stage 3: ScriptingTests and PlaygroundTests sanitized"
	ASAN_OPTIONS=detect_leaks=1:log_path=$(ASAN_REPORTS)/asan LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan.supp \
	  $(SWIFT) test --skip-build --disable-xctest --sanitize=address --scratch-path $(ASAN_SCRATCH) \
	  --filter 'ScriptingTests|PlaygroundTests'
	@bin="$$($(SWIFT) build --sanitize=address --scratch-path $(ASAN_SCRATCH) --show-bin-path)"; \
	export ASAN_OPTIONS=detect_leaks=1:log_path=$(ASAN_REPORTS)/asan LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan.supp; \
	echo "fuzz: $$(date -u +%FT%TZ) stage 3: the whole sweep and generator seeds 1-$(FUZZ_ASAN_SEEDS) sanitized"; \
	(cd Tests/ScriptingTests/Lua && "$$bin/playground" run --timeout $(FUZZ_TIMEOUT) hostile_sweep_all.lua) || exit 1; \
	for seed in $$(seq 1 $(FUZZ_ASAN_SEEDS)); do \
	  "$$bin/playground" run --timeout $(FUZZ_TIMEOUT) Tests/PlaygroundTests/Fixtures/api_fuzz.lua $$seed $(FUZZ_CALLS) || exit 1; \
	done
	@# A process whose only leaks were suppressed writes a report that lists the suppressions
	@# used and no ERROR line.
	@if grep -qs "ERROR:" "$(ASAN_REPORTS)"/*; then \
	  echo "fuzz: AddressSanitizer/LeakSanitizer reports:"; grep -l "ERROR:" "$(ASAN_REPORTS)"/* | xargs cat; exit 1; \
	else echo "fuzz: no AddressSanitizer or LeakSanitizer findings"; fi
	@echo "fuzz: $$(date -u +%FT%TZ) done"

install: release
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 755 "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/playground" "$(DESTDIR)$(PREFIX)/bin/playground"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/playground"

clean:
	$(SWIFT) package clean
