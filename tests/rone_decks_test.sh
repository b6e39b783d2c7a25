#!/bin/bash
# rone_decks_test.sh: the ready-made decks' loader (src/cardfile, through rone_cardgen)
# refuses malformed deck files, decks that break the construction limits and decks naming
# cards the set does not have, with one line "FILE:LINE: deck ID: what" and exit status 2;
# --check notices a stale output. Usage: rone_decks_test.sh RONE_CARDGEN SOURCE_DIR
set -u
gen=$1
set_file=$2/data/rone/core.toml
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
head='set = "ctc"
'
# lines 2-6; a legal deck of the core set (Cistern Wall's code)
code='h1,1x2,2x2,3x2,5x2,4,6,7,8,9,10,11,12,61,62,63,64,66,67,69,71,t1,t3,t6,t9,t11'
deck='[[deck]]
id = "d-one"
name = "One"
hero = "Oda Venn, Cistern Keeper"
code = "'$code'"
'
expect() { # name, file text, the expected line after "FILE:"
    printf '%s' "$2" > "$tmp/decks.toml"
    out=$("$gen" decks "$tmp/decks.toml" "$set_file" "$tmp/out.c" 2>&1)
    rc=$?
    if [ $rc -ne 2 ] || [ "$out" != "rone_cardgen: $tmp/decks.toml:$3" ]; then
        echo "FAIL $1: rc=$rc"
        echo "  got:  $out"
        echo "  want: rone_cardgen: $tmp/decks.toml:$3"
        fails=$((fails + 1))
    fi
}
expect "unknown key" "$head$deck"'colour = "red"
' "7: deck d-one: unknown key 'colour'"
expect "duplicate id" "$head$deck$deck" "8: deck d-one: duplicate id"
expect "missing code" "$head${deck/code = \"$code\"/}" "2: deck d-one: missing 'code'"
expect "bad code" "$head${deck/$code/h1 1x2}" "6: deck d-one: a code is h<n>, <n>, <n>x<k> and t<n> separated by commas"
expect "bad id" "$head${deck/d-one/D One}" "3: deck D One: an id is lower-case letters, digits and '-'"
expect "no set" "$deck" "1: needs set = \"<set id>\""
expect "other set" "${head/ctc/tst}$deck" "1: these decks are for set 'tst', not 'ctc'"
expect "not toml" "this is = = not toml" "1: not TOML: Error while parsing key-value pair: expected '=', saw 'i'"
expect "unknown card" "$head${deck/,71,/,99,}" "6: deck d-one: deck: no card '99' in this set"
expect "unknown technology" "$head${deck/t11/t42}" "6: deck d-one: deck: no technology 't42' in this set"
expect "too few cards" "$head${deck/1x2,/}" "6: deck d-one: deck: 22 units and tactics; a deck holds exactly 24 (R87)"
expect "wrong hero" "$head${deck/Oda Venn, Cistern Keeper/Halvek the Forgemind}" \
    "5: deck d-one: hero 'Halvek the Forgemind', but the code's hero is 'Oda Venn, Cistern Keeper'"
printf '%s' "$head$deck" > "$tmp/decks.toml"
"$gen" decks "$tmp/decks.toml" "$set_file" "$tmp/out.c" || { echo "FAIL good file"; fails=$((fails + 1)); }
grep -q "{\"ctc\", \"d-one\", \"One\", \"$code\"}," "$tmp/out.c" || { echo "FAIL good file's table"; fails=$((fails + 1)); }
echo "/* edited */" >> "$tmp/out.c"
"$gen" decks --check "$tmp/decks.toml" "$set_file" "$tmp/out.c" 2>/dev/null && { echo "FAIL --check missed a stale file"; fails=$((fails + 1)); }
[ $fails -eq 0 ] && echo "all deck-file checks passed"
exit $fails
