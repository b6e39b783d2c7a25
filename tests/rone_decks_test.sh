#!/bin/bash
# rone_decks_test.sh: scripts/gen_rone_decks.py refuses malformed deck files with a
# one-line message naming the deck and the fault, and exit status 2; --check notices
# a stale output. Usage: rone_decks_test.sh PYTHON3 SOURCE_DIR
set -u
py=$1
gen=$2/scripts/gen_rone_decks.py
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
head='set = "ctc"
'
deck='[[deck]]
id = "d-one"
name = "One"
hero = "Someone"
code = "h1,1x2,t1"
'
expect() { # name, file text, message fragment
    printf '%s' "$2" > "$tmp/decks.toml"
    out=$("$py" "$gen" "$tmp/decks.toml" "$tmp/out.c" 2>&1)
    rc=$?
    if [ $rc -ne 2 ] || ! grep -q -- "$3" <<<"$out" || [ "$(wc -l <<<"$out")" -ne 1 ]; then
        echo "FAIL $1: rc=$rc out=$out"
        fails=$((fails + 1))
    fi
}
expect "unknown key" "$head$deck"'colour = "red"
' "deck d-one: unknown key 'colour'"
expect "duplicate id" "$head$deck$deck" "deck d-one: duplicate id"
expect "missing code" "$head${deck/code = \"h1,1x2,t1\"/}" "deck d-one: missing 'code'"
expect "bad code" "$head${deck/h1,1x2,t1/h1 1x2}" "deck d-one: a code is"
expect "bad id" "$head${deck/d-one/D One}" "an id is lower-case"
expect "no set" "$deck" "needs set"
expect "not toml" "this is = = not toml" "gen_rone_decks"
printf '%s' "$head$deck" > "$tmp/decks.toml"
"$py" "$gen" "$tmp/decks.toml" "$tmp/out.c" || { echo "FAIL good file"; fails=$((fails + 1)); }
grep -q '"d-one", "One", "h1,1x2,t1"' "$tmp/out.c" || { echo "FAIL good file's table"; fails=$((fails + 1)); }
echo "/* edited */" >> "$tmp/out.c"
"$py" "$gen" --check "$tmp/decks.toml" "$tmp/out.c" 2>/dev/null && { echo "FAIL --check missed a stale file"; fails=$((fails + 1)); }
[ $fails -eq 0 ] && echo "all deck-file checks passed"
exit $fails
