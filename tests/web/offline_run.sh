#!/usr/bin/env bash
# offline_run.sh: the offline page's browser test, run by CTest:
#   offline_run.sh SOURCE_DIR WASM_BUILD_DIR NATIVE_CARDTABLE NATIVE_BENCH_RANDOM_GAMES
# Needs node, tests/web/node_modules (npm ci, done by scripts/deps.sh), Debian's chromium and
# the WebAssembly build (CTest's wasm_signature makes it); exits 77 (skipped, with a line
# saying why) only where no browser exists. The speed figures come from the release build
# when there is one (make test builds it first), as the sanitized one is several times slower.
set -u
src="$1"; wasm="$2"; cardtable="$3"; bench="$4"
here="$src/tests/web"
if ! command -v node >/dev/null; then echo "skipped: node is not installed (scripts/deps.sh installs it)"; exit 77; fi
if [ ! -x /usr/bin/chromium ] && [ -z "${CT_CHROMIUM:-}" ]; then
  echo "skipped: no browser (/usr/bin/chromium) could be installed on this machine"; exit 77
fi
if [ ! -f "$wasm/cardtable.wasm" ]; then echo "not ok - no WebAssembly build in $wasm (the wasm_signature test makes it)"; exit 1; fi
if [ ! -d "$here/node_modules/playwright-core" ]; then
  (cd "$here" && npm ci --no-audit --no-fund >/dev/null 2>&1) || { echo "not ok - npm ci in tests/web failed"; exit 1; }
fi
[ -x "$src/build/release/bench_random_games" ] && bench="$src/build/release/bench_random_games"
cd "$here" && exec node offline_test.mjs "$src" "$wasm" "$cardtable" "$bench"
