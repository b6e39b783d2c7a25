# The two commands a newcomer runs (see README.md), and a few more.
# The real build is CMake; this file only names the usual runs.
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
RELEASE := build/release
TESTBUILD := build/test

.PHONY: play test build deps bench fuzz clean format

play: build
	./$(RELEASE)/cardtable play

build: deps
	cmake -S . -B $(RELEASE) -DCMAKE_BUILD_TYPE=Release >/dev/null
	cmake --build $(RELEASE) -j $(JOBS)

test: deps
	cmake -S . -B $(TESTBUILD) -DCMAKE_BUILD_TYPE=Debug -DCT_SANITIZE=ON >/dev/null
	cmake --build $(TESTBUILD) -j $(JOBS)
	ctest --test-dir $(TESTBUILD) --output-on-failure -j $(JOBS)

bench: build
	for b in $(RELEASE)/bench_*; do $$b; done

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
