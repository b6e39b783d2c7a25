#!/usr/bin/env bash
# bench_signature_test.sh: the bench signature program plays its fixed games the same
# way every time: two runs print the same single number (docs/PERFORMANCE.md).
set -u
bin=${1:?usage: bench_signature_test.sh path/to/bench_signature}
first=$("$bin" 2>/dev/null) || { echo "first run failed (status $?)"; exit 1; }
second=$("$bin" 2>/dev/null) || { echo "second run failed (status $?)"; exit 1; }
if ! [[ $first =~ ^[0-9]+$ ]]; then echo "not one number: '$first'"; exit 1; fi
if [ "$first" != "$second" ]; then echo "two runs differ: $first then $second"; exit 1; fi
echo "bench signature $first, twice"
