#!/usr/bin/env bash
# submit.sh: submits a `cardtable sim` run to Slurm as an array of PARTS tasks and a merge
# job that waits for all of them:
#   SIM_ARGS="--games 100000000 --players 2 --seed 1" PARTS=100 OUT=/shared/run1 ./submit.sh
# Optional: CARDTABLE (the program's path on the nodes), MAX_RUNNING (tasks at once, the
# array's %limit). OUT must be on a file system every node sees.
set -euo pipefail
: "${SIM_ARGS:?set SIM_ARGS}" "${PARTS:?set PARTS}" "${OUT:?set OUT}"
here="$(cd "$(dirname "$0")" && pwd)"
mkdir -p "$OUT/parts"
limit="${MAX_RUNNING:+%$MAX_RUNNING}"
export SIM_ARGS PARTS OUT
array=$(sbatch --parsable --export=ALL --array="1-$PARTS$limit" "$here/sim-array.sbatch")
merge=$(sbatch --parsable --export=ALL --dependency="afterok:$array" "$here/sim-merge.sbatch")
echo "parts: job $array (1-$PARTS); merge: job $merge -> $OUT/report.json, $OUT/report.txt"
