#!/bin/bash
# bench_score_inputs.sh: how long `cardtable score` takes on each of the findings' hostile
# inputs (tests/score-inputs/score-*.json), as given and with an empty deck listed; the
# issue's target is under a second each. Prints figures only (never a test).
# Usage: bench/bench_score_inputs.sh [CARDTABLE]
bin=${1:-build/release/cardtable}
dir=$(dirname "$0")/../tests/score-inputs
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
for f in "$dir"/score-*.json; do
    for deck in no yes; do
        input=$f
        if [ $deck = yes ]; then sed 's/}[[:space:]]*$/, "deck": []}/' "$f" >"$tmp"; input=$tmp; fi
        start=$(date +%s%N)
        timeout 60 "$bin" score "$input" >/dev/null 2>&1
        ms=$(( ($(date +%s%N) - start) / 1000000 ))
        printf 'score %-40s deck listed: %-3s %6d ms   target: < 1000 ms\n' "$(basename "$f")" "$deck" "$ms"
    done
done
