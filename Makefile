# The two commands a newcomer runs (see README.md), and a few more.
# The real build is CMake; this file only names the usual runs.
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
RELEASE := build/release
TESTBUILD := build/test
FUZZBUILD := build/fuzz
FUZZ_SECONDS ?= 60
FUZZ_HARNESSES := record position companion play rone_cards

PREFIX ?= /usr/local

.PHONY: play serve test build deps bench bench-web fuzz fuzz-parsers install clean format cards python wasm wasm-signature

play: build
	./$(RELEASE)/cardtable play

# Red Rising in the browser: open the address it prints (http://127.0.0.1:8080/). The
# WebAssembly engine first, so that the page it serves can also play offline (docs/WASM.md).
serve: wasm build
	./$(RELEASE)/cardtable serve

build: deps
	cmake -S . -B $(RELEASE) -DCMAKE_BUILD_TYPE=Release >/dev/null
	cmake --build $(RELEASE) -j $(JOBS)

# The program, libcardtable with its headers and pkg-config file, and the man page,
# under PREFIX (default /usr/local); DESTDIR=dir stages them for a package.
install: deps
	cmake -S . -B $(RELEASE) -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=$(PREFIX) >/dev/null
	cmake --build $(RELEASE) -j $(JOBS) --target cardtable libcardtable
	DESTDIR=$(DESTDIR) cmake --install $(RELEASE)

# The Python package (docs/PYTHON.md): its extension module, built by CMake with cffi, next
# to python/cardtable, so that PYTHONPATH=python /usr/bin/python3 can import cardtable.
python: deps
	cmake -S . -B $(RELEASE) -DCMAKE_BUILD_TYPE=Release >/dev/null
	cmake --build $(RELEASE) -j $(JOBS) --target cardtable_python
	cp $(RELEASE)/python/_cardtable*.so python/

# The engine and the bots in WebAssembly (docs/WASM.md): Debian's clang 14 and wasi-libc,
# no Emscripten. build/wasm/cardtable.wasm is copied next to its JavaScript in web/engine/.
wasm: deps
	cmake -S wasm -B build/wasm >/dev/null
	cmake --build build/wasm -j $(JOBS)
	cp build/wasm/cardtable.wasm web/engine/cardtable.wasm

# Both bench signatures played by the WebAssembly build under node: they must print the
# native ones (12629328731600942353 and 129265909248037836; tests/wasm_signature_test.sh).
wasm-signature: wasm
	node web/engine/run_program.mjs build/wasm/bench_signature.wasm
	node web/engine/run_program.mjs build/wasm/bench_rone_signature.wasm

# Rewrites the built-in RONE sets' C tables (src/rone/rone_set_*.c, rone_decks_*.c) from
# their TOML files with rone_cardgen, the loader `--cards FILE` uses; commit the result.
cards: deps
	cmake -S . -B $(RELEASE) -DCMAKE_BUILD_TYPE=Release >/dev/null
	cmake --build $(RELEASE) -j $(JOBS) --target rone_cards

# The release build first (what `make play` runs: -O3 warns of things -O0 does not, and
# warnings are errors), then the sanitized test build, the fuzzers and every test.
test: build
	cmake -S . -B $(TESTBUILD) -DCMAKE_BUILD_TYPE=Debug -DCT_SANITIZE=ON >/dev/null
	cmake --build $(TESTBUILD) -j $(JOBS)
	$(MAKE) --no-print-directory fuzz-parsers FUZZ_SECONDS=30
	ctest --test-dir $(TESTBUILD) --output-on-failure -j $(JOBS)

# The libFuzzer harnesses of tests/fuzz (clang, ASan + UBSan), each for FUZZ_SECONDS,
# starting from the seeds in tests/fuzz/corpus/ (what they find stays in build/fuzz).
fuzz-parsers: deps
	CC=clang CXX=clang++ cmake -S . -B $(FUZZBUILD) -DCMAKE_BUILD_TYPE=Debug -DCT_FUZZ=ON >/dev/null
	cmake --build $(FUZZBUILD) -j $(JOBS) --target $(addprefix fuzz_,$(FUZZ_HARNESSES)) >/dev/null
	@mkdir -p $(FUZZBUILD)/artifacts
	@for h in $(FUZZ_HARNESSES); do \
	    mkdir -p $(FUZZBUILD)/corpus/$$h; \
	    ./$(FUZZBUILD)/tests/fuzz/fuzz_$$h $(FUZZBUILD)/corpus/$$h tests/fuzz/corpus/$$h \
	        -max_total_time=$(FUZZ_SECONDS) -timeout=20 -rss_limit_mb=2048 \
	        -artifact_prefix=$(FUZZBUILD)/artifacts/$$h- >$(FUZZBUILD)/fuzz_$$h.log 2>&1 \
	        || { tail -n 40 $(FUZZBUILD)/fuzz_$$h.log; echo "fuzz_$$h FAILED (input in $(FUZZBUILD)/artifacts/)"; exit 1; }; \
	    echo "fuzz_$$h: $$(grep -E '^#[0-9]+[[:space:]]+DONE' $(FUZZBUILD)/fuzz_$$h.log)"; \
	done

bench: build
	for b in $(RELEASE)/bench_*; do $$b; done
	bench/bench_score_inputs.sh $(RELEASE)/cardtable

# Load on `cardtable serve`: 1,000 concurrent solo games over loopback for 20 s, from a
# client in C on epoll (bench/bench_web.c; it prints each figure with its target).
# Options: make bench-web ARGS="--pin --games 2000 --seconds 60".
bench-web: build
	./$(RELEASE)/bench_web $(ARGS)

# Long random-game soak under the sanitizers (not part of `make test`).
fuzz: deps
	cmake -S . -B $(TESTBUILD) -DCMAKE_BUILD_TYPE=Debug -DCT_SANITIZE=ON >/dev/null
	cmake --build $(TESTBUILD) -j $(JOBS)
	CT_FUZZ_GAMES=$${CT_FUZZ_GAMES:-200000} ./$(TESTBUILD)/tests/test_fuzz
	CT_FUZZ_GAMES=$${CT_FUZZ_GAMES:-100000} ./$(TESTBUILD)/tests/test_rone_fuzz

deps:
	@./scripts/deps.sh

format:
	clang-format -i include/*.h src/*/*.c src/*/*.h tests/*.c tests/*.h bench/*.c

clean:
	rm -rf build
