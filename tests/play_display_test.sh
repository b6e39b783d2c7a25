#!/usr/bin/env bash
# play_display_test.sh: what `cardtable play` shows, with scripted answers: the outcome
# of every decision, the log, the banished pile, the scorepad on request, help, typed
# answers, card lookups, and the layout at 80 columns. Run by CTest:
#   play_display_test.sh CARDTABLE_BINARY
set -u
bin="$1"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. "$(dirname "$0")/lib.sh"
hasnt() { ! grep -qE -- "$2" "$1"; }
play() { # play INPUT ARGS...: scripted answers; stdout in out, stderr in err, status in status
    local input="$1"
    shift
    printf "$input" | COLUMNS="${COLUMNS:-160}" "$bin" play "$@" >"$work/out" 2>"$work/err"
    echo $? >"$work/status"
    rm -f "$work"/*.game
}
status_is() { [ "$(cat "$work/status")" -eq "$1" ]; } # (this test's own: the status play kept)

# Seed 7, solo: the first turn leads Alfrun to Jupiter and gains from Mars; then Tull
# plays and banishes Administrator from the deck (worked through by hand from the
# screens of that game).
play '1\n1\nlog\nbanished\npad\nhelp\nquit\n' --seed 7 --save "$work/a.game"
check "your own move is told" has "$work/out" "  You deploy Alfrun to Jupiter."
check "and your gain with its bonus" has "$work/out" "  You gain Pax au Telemanus from Mars: +1 Helium."
check "Tull's turn in plain words" has "$work/out" "Tull places Vlogger on Mars and takes it (her card shows A): +1 Helium."
check "her banish is told" has "$work/out" "she banishes Administrator from the deck."
sed -n '/^> The game so far:/,/^> /p' "$work/out" >"$work/log"
check "log: the game so far, in words" has "$work/log" "  You gain Pax au Telemanus from Mars: +1 Helium."
check "log: no bare answers" hasnt "$work/log" "^  You \(.*\): "
check "the table lists the banished pile" has "$work/out" "Banished: Administrator"
check "banished: the pile with colors and values" has "$work/out" "  Administrator (Copper 15)"
sed -n '/^> The scorepad if the game ended now/,/^> /p' "$work/out" >"$work/pad"
check "pad: your cards one by one" grep -qE "^  Pax au Telemanus +15 += +15" "$work/pad"
check "pad: Tull's hand stays hidden" has "$work/pad" "  Cards (hidden)                         ?"
check "pad: her tokens are public" has "$work/pad" "  Total without the cards                3"
check "pad: says how things score" has "$work/pad" "Helium 3 points each"
check "help: how you score" has "$work/out" "How you score at the end"
check "help (solo): undo stops at what was revealed" has "$work/out" "undo stops at anything revealed or rolled"

# A hot-seat game: the help says nothing of Tull.
play 'help\nquit\n' --players 2 --seed 1 --save "$work/b.game"
check "help (hot-seat): nothing about Tull" hasnt "$work/out" "Tull"

# Typed answers and card lookups.
play 'card aegis\ncard pulse\ncard zzz\nlead\n' --seed 7 --save "$work/c.game"
check "card: a unique prefix is enough" has "$work/out" "Aegis Craftsman (Orange 15)"
check "card: a shared prefix lists the cards" has "$work/out" "ambiguous: 2 cards start with 'pulse': Pulse Armorer, Pulse Fist Engineer"
check "card: an unknown name" has "$work/out" "No card 'zzz'"
check "an ambiguous answer says so, and how many match" has "$work/err" "ambiguous: 20 options match 'lead' (1. lead Alfrun to Jupiter"
check "and stops the script with 2" status_is 2

# Hot-seat: the next player is told what the others did.
play '1\n1\n1\nquit\n' --players 2 --seed 1 --save "$work/d.game"
check "hot-seat: since your last decision" has "$work/out" "Since your last decision:"
check "hot-seat: the other's move by name" grep -qE "^  Player [12] (deploys|gains|takes|scouts) " "$work/out"

# The layout at 80 columns: no line longer, and the same words as at 1000 columns
# (wrapping only ever breaks between words).
yes 1 | head -n 400 >"$work/ones"
COLUMNS=80 "$bin" play --seed 3 --level 4 --save "$work/e.game" <"$work/ones" >"$work/narrow" 2>/dev/null
rm -f "$work/e.game"
COLUMNS=1000 "$bin" play --seed 3 --level 4 --save "$work/e.game" <"$work/ones" >"$work/wide" 2>/dev/null
check "80 columns: a long game was played" test "$(wc -l <"$work/narrow")" -gt 1000
check "80 columns: no line longer than 80" test "$(awk 'length > 80' "$work/narrow" | wc -l)" -eq 0
check "1000 columns: lines do go past 80 there" test "$(awk 'length > 80' "$work/wide" | wc -l)" -gt 0
tr -s ' \n' '\n\n' <"$work/narrow" >"$work/narrow.words"
tr -s ' \n' '\n\n' <"$work/wide" >"$work/wide.words"
check "80 columns: no word split" cmp -s "$work/narrow.words" "$work/wide.words"

# 20 columns: the whole game, its end and the scorepad still fit.
rm -f "$work/e.game"
COLUMNS=20 "$bin" play --seed 3 --level 4 --save "$work/e.game" <"$work/ones" >"$work/tiny" 2>/dev/null
check "20 columns: the game reaches its end" has "$work/tiny" "Total"
check "20 columns: no line longer than 20" test "$(awk 'length > 20' "$work/tiny" | wc -l)" -eq 0

finish
