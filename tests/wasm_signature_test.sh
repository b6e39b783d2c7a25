#!/usr/bin/env bash
# wasm_signature_test.sh: the WebAssembly build (make wasm) plays the same games as the
# native one. Builds wasm/ with Debian's clang into BUILD/wasm, runs both bench signature
# programs under node (web/engine/run_program.mjs) and checks that each prints the native
# program's number and the recorded one (docs/PERFORMANCE.md). Then prints random games a
# second of every game, WebAssembly beside native (bench_random_games, the same source):
# a figure (target: at least half of native), not a pass or fail.
set -u
src=${1:?usage: wasm_signature_test.sh SOURCE_DIR BUILD_DIR NATIVE_BENCH_DIR}
build=${2:?usage: wasm_signature_test.sh SOURCE_DIR BUILD_DIR NATIVE_BENCH_DIR}
native=${3:?usage: wasm_signature_test.sh SOURCE_DIR BUILD_DIR NATIVE_BENCH_DIR}
rr_recorded=12629328731600942353
rone_recorded=129265909248037836

for tool in node clang-14 wasm-ld; do
    command -v "$tool" >/dev/null || { echo "$tool not found: scripts/deps.sh installs it"; exit 1; }
done
[ -f /usr/include/wasm32-wasi/stdio.h ] || { echo "wasi-libc not installed: scripts/deps.sh installs it"; exit 1; }

cmake -S "$src/wasm" -B "$build/wasm" -DCMAKE_BUILD_TYPE=Release >/dev/null || { echo "configuring wasm/ failed"; exit 1; }
cmake --build "$build/wasm" -j 2 >"$build/wasm/build.log" 2>&1 || { tail -n 30 "$build/wasm/build.log"; echo "building wasm/ failed"; exit 1; }

run_wasm() { node "$src/web/engine/run_program.mjs" "$build/wasm/$1.wasm" "${@:2}"; }
status=0
check() { # name native-program wasm-program recorded
    local want got
    want=$("$native/$2" 2>/dev/null) || { echo "$1: native $2 failed"; status=1; return; }
    got=$(run_wasm "$3" 2>/dev/null) || { echo "$1: $3.wasm failed under node (status $?)"; status=1; return; }
    if [ "$got" != "$want" ] || [ "$got" != "$4" ]; then
        echo "$1: WebAssembly signature '$got', native '$want', recorded $4: the builds play differently"
        status=1
    else
        echo "$1 bench signature $got: WebAssembly = native = recorded"
    fi
}
check "Red Rising" bench_signature bench_signature "$rr_recorded"
check "RONE" bench_rone_signature bench_rone_signature "$rone_recorded"

# Speed: the native figures from the release build when there is one (make test builds it
# first), since the sanitized test build is several times slower than what ships.
speed_native=$native/bench_random_games
[ -x "$src/build/release/bench_random_games" ] && speed_native=$src/build/release/bench_random_games
if native_out=$("$speed_native" 1 2>/dev/null) && wasm_out=$(run_wasm bench_random_games 1 2>/dev/null); then
    echo "random games a second (2 players), WebAssembly under node $(node --version) beside native ($speed_native):"
    while read -r game way rate; do
        n=$(awk -v g="$game" -v w="$way" '$1 == g && $2 == w { print $3 }' <<<"$native_out")
        awk -v g="$game" -v w="$way" -v a="$rate" -v b="$n" \
            'BEGIN { printf "  %-10s %-8s %10d wasm %10d native  %.2f of native\n", g, w, a, b, (b > 0 ? a / b : 0) }'
    done <<<"$wasm_out"
else
    echo "bench_random_games failed (native or WebAssembly)"
    status=1
fi
exit $status
