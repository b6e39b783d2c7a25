#!/bin/bash
# rone_cards_test.sh: scripts/gen_rone_cards.py refuses malformed card files with a
# one-line message naming the card and the fault, and exit status 2.
# Usage: rone_cards_test.sh PYTHON3 SOURCE_DIR
set -u
py=$1
gen=$2/scripts/gen_rone_cards.py
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
head='[set]
id = "bad"
name = "bad"
origin = "original"
note = "test"
'
card='[[card]]
id = "b-1"
name = "Bad"
type = "unit"
level = 1
cost = 1
recycle = 1
health = 1
melee = 1
ranged = 0
speed = 1
text = "x"
'
expect() { # name, file text, message fragment
    printf '%s' "$2" > "$tmp/set.toml"
    out=$("$py" "$gen" "$tmp/set.toml" "$tmp/out.c" 2>&1)
    rc=$?
    if [ $rc -ne 2 ] || ! grep -q -- "$3" <<<"$out" || [ "$(wc -l <<<"$out")" -ne 1 ]; then
        echo "FAIL $1: rc=$rc out=$out"
        fails=$((fails + 1))
    fi
}
expect "unknown key" "$head$card"'wings = 2
' "unknown key 'wings'"
expect "unknown verb" "$head$card"'ability = [ { kind = "trigger", on = "death", do = ["explode 1"] } ]
' "unknown verb 'explode'"
expect "unknown keyword" "$head${card/text = \"x\"/text = \"x\"
keywords = [\"haste\"]}" "unknown keyword 'haste'"
expect "duplicate id" "$head$card$card" "duplicate id"
expect "missing text" "$head${card/text = \"x\"/}" "missing 'text'"
expect "unknown selector" "$head$card"'ability = [ { kind = "trigger", on = "death", do = ["damage 1 target=monster"] } ]
' "unknown selector 'monster'"
expect "unknown event" "$head$card"'ability = [ { kind = "trigger", on = "sunrise", do = ["draw 1 player=me"] } ]
' "unknown event 'sunrise'"
expect "bad speed" "$head${card/speed = 1/speed = 4}" "speed must be 1-3"
expect "not toml" "this is = = not toml" "gen_rone_cards"
expect "unknown condition" "$head$card"'ability = [ { kind = "trigger", on = "death", do = ["draw 1 player=me if=me.luck>=2"] } ]
' "unknown condition 'me.luck>=2'"
expect "unbound condition" "$head$card"'ability = [ { kind = "trigger", on = "death", do = ["draw 1 player=me if=$u.destroyed"] } ]
' "'\$u' is not bound"
expect "bad may" "$head$card"'ability = [ { kind = "trigger", on = "death", do = ["draw 1 player=me may=maybe"] } ]
' "may= is true or false"
# a good file compiles, and --check notices a stale output
printf '%s' "$head$card" > "$tmp/set.toml"
"$py" "$gen" "$tmp/set.toml" "$tmp/out.c" || { echo "FAIL good file"; fails=$((fails + 1)); }
echo "/* edited */" >> "$tmp/out.c"
"$py" "$gen" --check "$tmp/set.toml" "$tmp/out.c" 2>/dev/null && { echo "FAIL --check missed a stale file"; fails=$((fails + 1)); }
[ $fails -eq 0 ] && echo "all card-file checks passed"
exit $fails
