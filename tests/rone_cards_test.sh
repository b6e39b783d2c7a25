#!/bin/bash
# rone_cards_test.sh: the RONE card-file loader (src/cardfile, through rone_cardgen) refuses
# each kind of mistake with one line "FILE:LINE: what is wrong" and exit status 2; a good
# file compiles, and --check notices a stale output.
# Then `cardtable cards --game rone [--cards FILE] [NAME]` lists a set, shows a card, and
# refuses an unknown name or a bad file in one line with exit status 2.
# Usage: rone_cards_test.sh RONE_CARDGEN SOURCE_DIR CARDTABLE
set -u
gen=$1
src=$2
cardtable=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
# lines 1-5
head='[set]
id = "bad"
name = "bad"
origin = "original"
note = "test"
'
# lines 6-17 (the [[card]] header is line 6)
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
expect() { # name, file text, the whole expected line
    printf '%s' "$2" > "$tmp/set.toml"
    out=$("$gen" cards "$tmp/set.toml" "$tmp/out.c" 2>&1)
    rc=$?
    if [ $rc -ne 2 ] || [ "$out" != "rone_cardgen: $tmp/set.toml:$3" ]; then
        echo "FAIL $1: rc=$rc"
        echo "  got:  $out"
        echo "  want: rone_cardgen: $tmp/set.toml:$3"
        fails=$((fails + 1))
    fi
}
expect "syntax error" "$head"'[[card]]
id = "b-1
' "7: not TOML: Error while parsing string: unescaped control characters other than TAB (U+0009) are explicitly prohibited"
# found by fuzz_rone_cards: toml++ asserted (debug) or assumed (release) a name after '['
expect "table header without a name" "$head"'[# a comment where a name goes
' "6: not TOML: Error while parsing key: expected bare key starting character or string delimiter, saw '#'"
# found by fuzz_rone_cards: toml++ reaches __builtin_unreachable when it asks whether a
# non-ASCII character outside a string is white space (undefined behaviour in release)
msg="not TOML: a character outside ASCII may stand only inside a quoted string or a comment"
expect "non-ASCII after a value" "$head"$'cost = 1 \xc3\xa9\n' "6: $msg"
expect "non-ASCII as a key" "$head"$'\xc2\xa1 = 1\n' "6: $msg"
expect "non-ASCII in an array" "$head"$'a = [ 1,\n  \xc3\xa9 ]\n' "7: $msg"
expect "non-ASCII after a line-ending backslash" "$head"$'a = """x \\\n  \xc3\xa9"""\n' "7: $msg"
# ... and inside strings and comments it is read as before (the next mistake is the one named)
accented=$'text = "caf\xc3\xa9" # \xc2\xa1'
expect "non-ASCII in a string and a comment" "$head${card/text = \"x\"/$accented}"'wings = 2
' "18: card b-1: unknown key 'wings'"
expect "unknown key" "$head$card"'wings = 2
' "18: card b-1: unknown key 'wings'"
expect "unknown keyword" "$head${card/text = \"x\"/text = \"x\"
keywords = [\"haste\"]}" "18: card b-1: unknown keyword 'haste'"
expect "unknown verb" "$head$card"'ability = [
  { kind = "trigger", on = "death", do = ["explode 1"] },
]
' "19: card b-1: unknown verb 'explode'"
expect "missing field" "$head${card/text = \"x\"/}" "6: card b-1: missing 'text'"
expect "bad target selector" "$head$card"'ability = [ { kind = "trigger", on = "death", do = ["damage 1 target=monster"] } ]
' "18: card b-1: unknown selector 'monster'"
expect "bad selector filter" "$head$card"'ability = [ { kind = "trigger", on = "death", do = ["damage 1 target=unit.angry"] } ]
' "18: card b-1: unknown selector filter 'angry'"
expect "out of range" "$head${card/speed = 1/speed = 4}" "16: card b-1: speed must be 1-3"
expect "bad number" "$head${card/health = 1/health = \"lots\"}" "13: card b-1: 'health' must be 1-20"
expect "bad amount" "$head$card"'ability = [ { kind = "trigger", on = "death", do = ["draw many player=me"] } ]
' "18: card b-1: 'many' is not an amount"
expect "duplicate id" "$head$card$card" "19: card b-1: duplicate id"
expect "unknown event" "$head$card"'ability = [ { kind = "trigger", on = "sunrise", do = ["draw 1 player=me"] } ]
' "18: card b-1: unknown event 'sunrise'"
expect "unknown condition" "$head$card"'ability = [ { kind = "trigger", on = "death", do = ["draw 1 player=me if=me.luck>=2"] } ]
' "18: card b-1: unknown condition 'me.luck>=2'"
expect "unbound name" "$head$card"'ability = [ { kind = "trigger", on = "death", do = ["draw 1 player=me if=$u.destroyed"] } ]
' "18: card b-1: '\$u' is not bound by an earlier as="
expect "bad may" "$head$card"'ability = [ { kind = "trigger", on = "death", do = ["draw 1 player=me may=maybe"] } ]
' "18: card b-1: may= is true or false"
expect "unknown script" "$head$card"'ability = [ { kind = "trigger", on = "death", script = "nope" } ]
' "18: card b-1: unknown script 'nope'"
expect "unknown script step" "$head$card"'ability = [ { kind = "trigger", on = "death", do = ["script nope"] } ]
' "18: card b-1: unknown script 'nope'"
expect "whose on a plain event" "$head$card"'ability = [ { kind = "trigger", on = "death", whose = "enemy", do = ["draw 1 player=me"] } ]
' "18: card b-1: whose= is for triggers on unit_enters, unit_dies, hero_damaged, tactic_played, attack_declared, level_up"
expect "one_of with one choice" "$head$card"'ability = [ { kind = "trigger", on = "death", do = [["draw 1 player=me"]] } ]
' "18: card b-1: one_of takes 2-4 lists of steps"
expect "and without if" "$head$card"'ability = [ { kind = "trigger", on = "death", do = ["draw 1 player=me and me.water>=2"] } ]
' "18: card b-1: 'and' joins two conditions: if=A and B"
expect "bad revive" "$head$card"'ability = [ { kind = "trigger", on = "death", do = ["revive player=me to=deck"] } ]
' "18: card b-1: revive to=hand or to=battlefield, not 'deck'"
expect "once_per_turn on a static" "$head$card"'ability = [ { kind = "static", mod = "melee +1", applies = "unit.own", once_per_turn = true } ]
' "18: card b-1: once_per_turn is for activated abilities and triggers"
expect "two once_per_turn triggers" "$head$card"'ability = [
  { kind = "trigger", on = "death", once_per_turn = true, do = ["draw 1 player=me"] },
  { kind = "trigger", on = "combat", once_per_turn = true, do = ["draw 1 player=me"] },
]
' "6: card b-1: one once_per_turn trigger a card"
expect "unknown duration" "$head$card"'ability = [ { kind = "trigger", on = "death", do = ["grant flying target=unit until=forever"] } ]
' "18: card b-1: unknown duration 'forever'"
expect "until on another verb" "$head$card"'ability = [ { kind = "trigger", on = "death", do = ["damage 1 target=unit until=turn_end"] } ]
' "18: card b-1: until= is for grant and control only"
expect "grant without until" "$head$card"'ability = [ { kind = "trigger", on = "death", do = ["grant flying target=unit"] } ]
' "18: card b-1: 'grant' needs until=DURATION"
expect "chooser on another verb" "$head$card"'ability = [ { kind = "trigger", on = "death", do = ["draw 1 player=me chooser=me"] } ]
' "18: card b-1: chooser= is for discard only"
expect "bad chooser" "$head$card"'ability = [ { kind = "trigger", on = "death", do = ["discard 1 player=opponent chooser=them"] } ]
' "18: card b-1: chooser is owner or me, not 'them'"
expect "not_ with a valued filter" "$head$card"'ability = [ { kind = "trigger", on = "death", do = ["damage 1 target=unit.not_race:Warden"] } ]
' "18: card b-1: not_ goes with a plain filter, not 'race:Warden'"
expect "filter number out of range" "$head$card"'ability = [ { kind = "trigger", on = "death", do = ["damage 1 target=unit.level<=30"] } ]
' "18: card b-1: filter 'level<=30': the number must be 0-20"
expect "unknown has: kind" "$head$card"'ability = [ { kind = "trigger", on = "death", do = ["damage 1 target=unit.has:wings"] } ]
' "18: card b-1: unknown selector filter 'has:wings'"
expect "valued filter in count()" "$head$card"'ability = [ { kind = "trigger", on = "death", do = ["draw 1 player=me if=count(unit.race:Warden)>=1"] } ]
' "18: card b-1: race:, level, health and has: filters are not allowed in count()"
expect "it outside a watched trigger" "$head$card"'ability = [ { kind = "trigger", on = "death", do = ["damage 1 target=it"] } ]
' "18: card b-1: 'it' is only in a trigger on a watched event (unit_enters ... level_up)"
expect "trigger.player outside a trigger" "$head$card"'ability = [ { kind = "trigger", on = "death", do = ["water -1 player=trigger.player"] } ]
' "18: card b-1: player=trigger.player is only in a Strike trigger or a trigger on a watched event"
expect "unbound controller" "$head$card"'ability = [ { kind = "trigger", on = "death", do = ["water -1 player=$u.controller"] } ]
' "18: card b-1: '\$u' is not bound by an earlier as="
expect "exhaust_other without a selector" "$head$card"'ability = [ { kind = "activated", exhaust = 1, pay = ["exhaust_other 2"], do = ["draw 1 player=me"] } ]
' "18: card b-1: unknown cost 'exhaust_other 2'"
expect "exhaust_other out of range" "$head$card"'ability = [ { kind = "activated", exhaust = 1, pay = ["exhaust_other 4 unit.own"], do = ["draw 1 player=me"] } ]
' "18: card b-1: cost 'exhaust_other 4 unit.own': exhaust_other 1-3"
expect "exhaust_other a player" "$head$card"'ability = [ { kind = "activated", exhaust = 1, pay = ["exhaust_other 1 player"], do = ["draw 1 player=me"] } ]
' "18: card b-1: exhaust_other exhausts a card, not a player"
expect "discard cost of 0" "$head$card"'ability = [ { kind = "activated", exhaust = 1, pay = ["discard 0"], do = ["draw 1 player=me"] } ]
' "18: card b-1: cost 'discard 0': discard 1-9"
expect "initiative with a discard cost" "$head$card"'initiative = [ { pay = ["discard 1"], do = ["draw 1 player=me"] } ]
' "18: card b-1: initiative pays water only"
expect "filter= on a plain event" "$head$card"'ability = [ { kind = "trigger", on = "death", filter = "unit.flying", do = ["draw 1 player=me"] } ]
' "18: card b-1: filter= is for triggers on unit_enters, unit_dies, hero_damaged, tactic_played, attack_declared, level_up"
expect "filter= a player" "$head$card"'ability = [ { kind = "trigger", on = "unit_dies", filter = "player", do = ["draw 1 player=me"] } ]
' "18: card b-1: filter= matches the card the event happened to, not a player"
expect "if= on a trigger" "$head$card"'ability = [ { kind = "trigger", on = "death", if = "me.water>=2", do = ["draw 1 player=me"] } ]
' "18: card b-1: if= on an ability is for static abilities (steps take if= each)"
expect "static if= on a bound name" "$head$card"'ability = [ { kind = "static", mod = "melee +1", applies = "unit.own", if = "$u.destroyed" } ]
' "18: card b-1: '\$u' is not bound by an earlier as="
expect "static applying to players" "$head$card"'ability = [ { kind = "static", mod = "melee +1", applies = "player" } ]
' "18: card b-1: a static ability applies to cards, not players"
expect "bad keyword modifier" "$head$card"'ability = [ { kind = "static", mod = "keyword haste", applies = "unit.own" } ]
' "18: card b-1: modifier 'keyword haste': unknown keyword 'haste'"
hero='[[card]]
id = "b-h1-1"
name = "Bad Hero"
type = "hero"
level = 1
cost = "none"
water_income = 2
card_income = 1
text = "x"
'
hero2=${hero/level = 1/level = 2}
expect "hero without its three levels" "$head$hero${hero2/b-h1-1/b-h1-2}" \
    "6: card b-h1-1: hero 'Bad Hero' needs its three levels 1, 2 and 3 once each (level 3 appears 0 times)"
expect "no set table" "$card" "1: [set] needs id, name, origin and note"
expect "unknown top-level key" "$head$card"'[colour]
' "18: unknown key 'colour' (a set file has [set] and [[card]])"
# a good file compiles, and --check notices a stale output
printf '%s' "$head$card" > "$tmp/set.toml"
"$gen" cards "$tmp/set.toml" "$tmp/out.c" || { echo "FAIL good file"; fails=$((fails + 1)); }
grep -q '{"b-1", "Bad", "x", "", RONE_UNIT, 1, 1, 1, 1, 1, 0, 1, 0, 0, 0, 3, 0, 0, 0},' "$tmp/out.c" ||
    { echo "FAIL good file's row"; fails=$((fails + 1)); }
"$gen" cards --check "$tmp/set.toml" "$tmp/out.c" || { echo "FAIL --check on a current file"; fails=$((fails + 1)); }
echo "/* edited */" >> "$tmp/out.c"
"$gen" cards --check "$tmp/set.toml" "$tmp/out.c" 2>/dev/null && { echo "FAIL --check missed a stale file"; fails=$((fails + 1)); }
# cardtable cards --game rone
check() { # name, expected exit status, expected stdout fragment (or ""), expected stderr line (or ""), command...
    local name=$1 rc_want=$2 out_want=$3 err_want=$4
    shift 4
    "$@" >"$tmp/out" 2>"$tmp/err"
    local rc=$?
    if [ $rc -ne "$rc_want" ] || { [ -n "$out_want" ] && ! grep -qF -- "$out_want" "$tmp/out"; } ||
        { [ -n "$err_want" ] && [ "$(cat "$tmp/err")" != "$err_want" ]; } || { [ -z "$err_want" ] && [ -s "$tmp/err" ]; }; then
        echo "FAIL $name: rc=$rc"; head -3 "$tmp/out"; cat "$tmp/err"
        fails=$((fails + 1))
    fi
}
check "list: the project's own set" 0 "RONE card set ctc: cardtable core set (origin: original, the project's own)" "" \
    "$cardtable" cards --game rone
check "list: the note" 0 "cardtable's own original starter set" "" "$cardtable" cards --game rone
check "list: counts" 0 "15 hero levels, 42 units, 30 tactics, 12 technologies" "" "$cardtable" cards --game rone
check "one card by id" 0 "Cistern Guard (ctc-001, level 1 Warden unit), deck code 1" "" "$cardtable" cards --game rone ctc-001
check "one card by name" 0 "Cistern Guard (ctc-001, level 1 Warden unit), deck code 1" "" "$cardtable" cards --game rone cistern guard
check "a hero's three levels" 0 "(ctc-h1-3, level 3 Warden hero)" "" "$cardtable" cards --game rone "oda venn, cistern keeper"
check "a hero by its short name (as --hero takes it)" 0 "Sera Kell, Storm Captain (ctc-h5-3, level 3" "" "$cardtable" cards --game rone Sera
check "a technology by the code the list shows" 0 "Field Surgery Tent (ctc-t03, level 1 technology), deck code t3" "" \
    "$cardtable" cards --game rone t3
check "a card by its number" 0 "(ctc-012, level 3 tactic), deck code 12" "" "$cardtable" cards --game rone 12
check "list: recycle values and heroes' income" 0 "  h1    Oda Venn, Cistern Keeper              hero        1   -         +2w +1c" "" \
    "$cardtable" cards --game rone
# a unit's stats in one order everywhere: melee/ranged first, as the table and the hand
# ("3/0, health 6"); before, the list read health/melee/ranged ("6/3/0 s2": play-test 8)
check "list: a unit's melee/ranged, then health and speed" 0 "  67    Sand Wurm                             unit        2   5    2    3/0 h6 s2" "" \
    "$cardtable" cards --game rone
check "did you mean" 2 "" "cardtable cards: no card 'Oda Vent' in set ctc (did you mean Oda Venn, Cistern Keeper?)" \
    "$cardtable" cards --game rone "Oda Vent"
check "no such card at all" 2 "" "cardtable cards: no card 'zzzzzzzzzz' in set ctc (cardtable cards --game rone lists them all)" \
    "$cardtable" cards --game rone zzzzzzzzzz
printf '%s' "$head$card" > "$tmp/set.toml"
check "a loaded file" 0 "RONE card set bad: bad (origin: original, the project's own)" "" "$cardtable" cards --cards "$tmp/set.toml"
check "a loaded card" 0 "Bad (b-1, level 1 unit)" "" "$cardtable" cards --game rone --cards "$tmp/set.toml" Bad
check "a loaded card's stats, in the table's order" 0 "  melee 1, ranged 0, health 1, speed 1" "" "$cardtable" cards --game rone --cards "$tmp/set.toml" Bad
printf '%s' "$head$card$card" > "$tmp/set.toml"
check "a bad file" 2 "" "cardtable cards: $tmp/set.toml:19: card b-1: duplicate id" "$cardtable" cards --game rone --cards "$tmp/set.toml"
check "no file" 2 "" "cardtable cards: cannot open $tmp/none.toml: No such file or directory" "$cardtable" cards --cards "$tmp/none.toml"
sed 's/^id = "ctc"/id = "tst"/' "$src/data/rone/core.toml" > "$tmp/clash.toml"
check "an id taken" 2 "" "cardtable cards: $tmp/clash.toml: card set id 'tst' is taken by a built-in set (sethash=$(sed -n 's/.*rone_set_tst = .*0x\([0-9a-f]*\)u.*/\1/p' "$src/src/rone/rone_set_tst.c"); this one is $(sed 's/^id = "ctc"/id = "tst"/' "$src/data/rone/core.toml" | "$gen" cards /dev/stdin /dev/stdout | sed -n 's/.*rone_set_tst = .*0x\([0-9a-f]*\)u.*/\1/p')): give yours another id" \
    "$cardtable" cards --cards "$tmp/clash.toml"
[ $fails -eq 0 ] && echo "all card-file checks passed"
exit $fails
