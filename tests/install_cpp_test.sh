#!/bin/bash
# install_cpp_test.sh: `make install` into a scratch prefix, then a C++17 program
# (tests/cpp_embed.cpp) compiled against the installed headers, included as
# <cardtable/...>, and linked with the installed libcardtable.a; it must play every
# registered game. Usage: install_cpp_test.sh BUILD_DIR SOURCE_DIR CXX [EXTRA_FLAGS]
set -euo pipefail
build=$1 source=$2 cxx=$3 extra=${4:-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cmake --install "$build" --prefix "$tmp/prefix" >/dev/null
lib=$(find "$tmp/prefix" -name libcardtable.a | head -n1)
test -f "$tmp/prefix/include/cardtable/cardtable.h" || { echo "FAIL: no include/cardtable/cardtable.h installed"; exit 1; }
test -f "$tmp/prefix/include/cardtable/ct_view.h" || { echo "FAIL: no include/cardtable/ct_view.h installed"; exit 1; }
# shellcheck disable=SC2086
"$cxx" -std=c++17 -Wall -Wextra -Wpedantic -Werror $extra -I"$tmp/prefix/include" -c "$source/tests/cpp_embed.cpp" -o "$tmp/embed.o"
# linked as an embedder would, without link-time optimisation (the release library's
# objects are fat: they carry plain code beside the LTO bytecode)
# shellcheck disable=SC2086
"$cxx" $extra -fno-lto "$tmp/embed.o" "$lib" -o "$tmp/embed"
out=$("$tmp/embed")
echo "$out"
grep -q '^redrising: over after [0-9]* decisions' <<<"$out" || { echo "FAIL: no Red Rising game"; exit 1; }
grep -q '^rone: over after [0-9]* decisions' <<<"$out" || { echo "FAIL: no RONE game"; exit 1; }
grep -q 'the first Red Rising card is Arlus' <<<"$out" || { echo "FAIL: Red Rising's card table from C++"; exit 1; }
echo "install_cpp_test: ok"
