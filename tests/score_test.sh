#!/bin/bash
# score_test.sh: `cardtable score` on the findings' inputs (tests/score-inputs): the
# hands that used to hang answer (a 30 s guard against a hang, not a timing: the
# time of each, target under a second, is printed by `make bench`'s bench_score_inputs.sh); Hacker's points, Lawyer with
# an Orange named Judge and Mustang's Gray as Gold score as worked out by hand; a
# Hacker without its revealed card is refused in one line.
# Usage: score_test.sh CARDTABLE SOURCE_DIR
bin=$1 src=$2
dir=$src/tests/score-inputs
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# as given (a Hacker with no deck listed is refused unless every card is placed),
# then with an empty deck listed: each must answer (exit 0, or 2 for the Hacker refusal)
for f in "$dir"/score-*.json; do
    for deck in no yes; do
        if [ $deck = yes ]; then sed 's/}[[:space:]]*$/, "deck": []}/' "$f" >"$dir/../score-input.tmp"; input=$dir/../score-input.tmp
        else input=$f; fi
        timeout 30 "$bin" score "$input" >/dev/null 2>&1
        status=$?
        [ "$status" -eq 0 ] || [ $deck = no ] && [ "$status" -le 2 ] || fail "score $(basename "$f") (deck listed: $deck) exits $status"
        [ "$status" -ne 124 ] || fail "score $(basename "$f") (deck listed: $deck) did not answer within 30 s"
    done
done
rm -f "$dir/../score-input.tmp"

out=$("$bin" score "$dir/a7-hacker-score.json")
grep -q "Hacker.s revealed card                40" <<<"$out" || fail "Hacker's 40 (Quicksilver on top of the deck)"
grep -q "^Winner: A$" <<<"$out" || fail "A wins alone with Hacker's points (65 to 25)"

out=$("$bin" score "$dir/lawyer-orange.json")
grep -q "Lawyer               13   +22  =   35   +22: with the Judge" <<<"$out" || fail "Lawyer +22 with Cyther as Judge"
grep -q "Cyther counted as Judge: +22 for Lawyer" <<<"$out" || fail "Cyther's choice says what it was for"

out=$("$bin" score "$dir/mustang-gray-gold.json" --json)
grep -q '"reason": "+70: 5 for each color of its other cards"' <<<"$out" || fail "Mustang +70 (a Gray as Gold), with its reason in --json"

err=$(echo '{"players":[{"name":"A","hand":["Hacker"]},{"name":"B"}]}' | "$bin" score - 2>&1 >/dev/null)
status=$?
[ "$status" -eq 2 ] || fail "Hacker without a deck: exit $status, expected 2"
[ "$(wc -l <<<"$err")" -eq 1 ] && grep -q 'A holds Hacker' <<<"$err" || fail "Hacker without a deck: one line naming the problem ($err)"

[ "$failures" -eq 0 ] && echo "score_test: all passed"
exit $((failures > 0))
