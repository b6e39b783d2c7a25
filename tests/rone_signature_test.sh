#!/usr/bin/env bash
# rone_signature_test.sh: RONE's bench signature program prints the number recorded in
# docs/PERFORMANCE.md: speed work must leave it unchanged; a commit that changes how RONE
# games play updates both (and says so). It also checks that rone_playout and rone_apply
# end every game in the same place (the program fails otherwise).
set -u
bin=${1:?usage: rone_signature_test.sh path/to/bench_rone_signature expected-number}
expected=${2:?usage: rone_signature_test.sh path/to/bench_rone_signature expected-number}
got=$("$bin" 2>/dev/null) || { echo "bench_rone_signature failed (status $?)"; exit 1; }
if ! [[ $got =~ ^[0-9]+$ ]]; then echo "not one number: '$got'"; exit 1; fi
if [ "$got" != "$expected" ]; then
    echo "RONE bench signature $got, expected $expected: games play differently (docs/PERFORMANCE.md)"
    exit 1
fi
echo "RONE bench signature $got, as recorded"
