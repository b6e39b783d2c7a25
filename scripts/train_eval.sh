#!/bin/sh
# train_eval.sh: re-trains Red Rising's evaluation by self-play and rewrites
# data/redrising_eval.inc (the weights compiled into the engine). Seeded: the same
# arguments give the same weights. Takes about 10 minutes on 2 cores.
#   scripts/train_eval.sh [--solo N] [--multi N] [--seed S] [--threads T]
#                         [--rounds R --search N --agent SPEC]  (rounds of the search's own play)
set -e
cd "$(dirname "$0")/.."
cmake -S . -B build/release -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/release -j2 --target train_eval >/dev/null
./build/release/train_eval --out data/redrising_eval.inc "$@"
echo "wrote data/redrising_eval.inc; rebuild to use it"
