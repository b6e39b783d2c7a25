#!/usr/bin/env bash
# sim_shards_test.sh: a run split into parts (`cardtable sim ... --shard K/N`) and merged
# (`cardtable sim merge`) prints the whole run's report, byte for byte but for the timing,
# as JSON and as text, for both games; parts that do not belong together, and files that
# are not parts, are refused in one line with status 2; the progress bar shows on a
# terminal only; deploy/sim/'s Slurm and Kubernetes templates, run here without a
# scheduler, merge into the whole run too. Run by CTest:
#   sim_shards_test.sh CARDTABLE_BINARY SOURCE_DIR
# It runs the parts one after the other, as the cluster jobs run them at once.
set -u
bin="$1"
src="$2"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. "$(dirname "$0")/lib.sh"

untimed_json() { jq 'del(.timing)' "$1"; }
untimed_text() { grep -v '^timing: ' "$1"; }

split_and_merge() { # split_and_merge NAME SIM_ARGS...: 3 parts merged equal the whole run
    local name="$1"
    shift
    "$bin" sim "$@" --json --quiet >"$work/$name.whole.json" || return 1
    "$bin" sim "$@" --quiet >"$work/$name.whole.txt" || return 1
    for k in 1 2 3; do "$bin" sim "$@" --shard "$k/3" --json --quiet >"$work/$name.part$k.json" || return 1; done
    "$bin" sim merge --json "$work/$name.part2.json" "$work/$name.part3.json" "$work/$name.part1.json" >"$work/$name.merged.json" || return 1
    "$bin" sim merge "$work/$name.part1.json" "$work/$name.part2.json" "$work/$name.part3.json" >"$work/$name.merged.txt" || return 1
    cmp <(untimed_json "$work/$name.whole.json") <(untimed_json "$work/$name.merged.json") &&
        cmp <(untimed_text "$work/$name.whole.txt") <(untimed_text "$work/$name.merged.txt")
}

rr=(--games 301 --players 3 --seed 9)
check "Red Rising: 3 parts merged are the whole run (JSON and text)" split_and_merge rr "${rr[@]}"
check "Red Rising: greedy and random seats, 3 parts merged" split_and_merge rrg --games 7 --agents greedy,random --seed 3
ro=(--game rone --games 151 --seed 4)
check "RONE: 3 parts merged are the whole run (JSON and text)" split_and_merge ro "${ro[@]}"
check "RONE 2 v 2: 3 parts merged" split_and_merge ro4 --game rone --players 4 --games 40 --seed 5
check "a part plays its share of the games" jq -e '.games == 100 and .run.games == 301 and .run.shard.index == 1' "$work/rr.part1.json" >/dev/null
check "the parts differ (each its own games)" bash -c "! cmp -s <(jq .raw '$work/rr.part1.json') <(jq .raw '$work/rr.part2.json')"
check "the whole run's timing is under one key" jq -e '.timing.seconds >= 0 and .timing.cpu_seconds >= 0 and (has("seconds") | not)' "$work/rr.whole.json" >/dev/null
check "the merge's timing adds the parts'" jq -e --slurpfile p1 "$work/rr.part1.json" --slurpfile p2 "$work/rr.part2.json" --slurpfile p3 "$work/rr.part3.json" \
    '(.timing.seconds - ($p1[0].timing.seconds + $p2[0].timing.seconds + $p3[0].timing.seconds) | fabs) < 1e-5' "$work/rr.merged.json" >/dev/null
check "more parts than games: the empty parts merge too" bash -c "
    for k in 1 2 3 4 5; do '$bin' sim --games 3 --seed 2 --shard \$k/5 --json --quiet >'$work/tiny'\$k.json || exit 1; done
    '$bin' sim --games 3 --seed 2 --json --quiet | jq 'del(.timing)' >'$work/tiny.whole' &&
    '$bin' sim merge --json '$work'/tiny[1-5].json | jq 'del(.timing)' | cmp - '$work/tiny.whole'"

check "a billion games split in a million parts: one part plays its thousand" bash -c "
    '$bin' sim --games 1000000000 --seed 1 --shard 1000000/1000000 --json --quiet >'$work/big.json' &&
    jq -e '.games == 1000 and .run.games == 1000000000' '$work/big.json' >/dev/null"
check "more than 2000000000 games: refused" status_is 2 "$bin" sim --games 2000000001

# the cluster templates' own commands, each part as its scheduler would start it
slurm_run() { # the array's tasks 1..3, then the merge job, with the variables submit.sh exports
    local out="$work/slurm" k
    for k in 1 2 3; do
        SIM_ARGS="${ro[*]}" PARTS=3 OUT="$out" CARDTABLE="$bin" SLURM_ARRAY_TASK_ID=$k bash "$src/deploy/sim/slurm/sim-array.sbatch" || return 1
    done
    OUT="$out" CARDTABLE="$bin" bash "$src/deploy/sim/slurm/sim-merge.sbatch" || return 1
    cmp <(untimed_json "$work/ro.whole.json") <(untimed_json "$out/report.json") &&
        cmp <(untimed_text "$work/ro.whole.txt") <(untimed_text "$out/report.txt")
}
check "Slurm: the array's tasks and the merge job give the whole run's report" slurm_run
kube_run() { # the Indexed Job's pods 0..2, then the merge Job, as run.sh fills them in
    local parts="$work/kube" k script
    mkdir -p "$parts" "$work/kbin"
    ln -sf "$(realpath "$bin")" "$work/kbin/cardtable"
    for job in sim-job merge-job; do
        IMAGE=x SIM_ARGS="${rr[*]}" PARTS=3 PARALLELISM=3 envsubst '${IMAGE} ${SIM_ARGS} ${PARTS} ${PARALLELISM}' \
            <"$src/deploy/sim/kubernetes/$job.yaml" >"$work/$job.yaml" || return 1
        # the container's script, its volume at $parts
        script=$(python3 -c 'import sys, yaml; print(yaml.safe_load(open(sys.argv[1]))["spec"]["template"]["spec"]["containers"][0]["args"][0])' \
            "$work/$job.yaml" | sed "s|/parts|$parts|g") || return 1
        if [ "$job" = sim-job ]; then
            for k in 0 1 2; do
                PATH="$work/kbin:$PATH" SIM_ARGS="${rr[*]}" JOB_COMPLETION_INDEX=$k sh -c "$script" || return 1
            done
        else
            PATH="$work/kbin:$PATH" sh -c "$script" >/dev/null || return 1
        fi
    done
    cmp <(untimed_json "$work/rr.whole.json") <(untimed_json "$parts/report.json") &&
        cmp <(untimed_text "$work/rr.whole.txt") <(untimed_text "$parts/report.txt")
}
check "Kubernetes: the Indexed Job's pods and the merge Job give the whole run's report" kube_run

# parts that do not belong together
p="$work/rr.part"
"$bin" sim --games 301 --players 3 --seed 10 --shard 2/3 --json --quiet >"$work/seed10.json"
check "another seed: refused" status_is 2 "$bin" sim merge "${p}1.json" "$work/seed10.json" "${p}3.json"
check "another seed: one line naming it" one_line_error "its seed differs"
"$bin" sim --games 301 --players 4 --seed 9 --shard 2/3 --json --quiet >"$work/four.json"
check "other options: refused" status_is 2 "$bin" sim merge "${p}1.json" "$work/four.json" "${p}3.json"
check "other options: one line" one_line_error "its options differ"
"$bin" sim --games 301 --players 3 --seed 9 --shard 2/4 --json --quiet >"$work/quarter.json"
check "another split: refused" status_is 2 "$bin" sim merge "${p}1.json" "$work/quarter.json" "${p}3.json"
check "another split: one line" one_line_error "its number of parts differs"
jq '.run.engine = "0123456789abcdef"' "${p}2.json" >"$work/other-engine.json"
check "another version or card set (engine fingerprint): refused" status_is 2 "$bin" sim merge "${p}1.json" "$work/other-engine.json" "${p}3.json"
check "another version: one line" one_line_error "its engine or card set differs"
jq '.run.engine = "0123456789abcdef"' "${p}1.json" >"$work/e1.json"
jq '.run.engine = "0123456789abcdef"' "${p}3.json" >"$work/e3.json"
check "parts all of another version: refused" status_is 2 "$bin" sim merge "$work/e1.json" "$work/other-engine.json" "$work/e3.json"
check "parts all of another version: one line" one_line_error "played by another engine or card set"
"$bin" sim --game rone --set tst --games 151 --seed 4 --shard 2/3 --json --quiet >"$work/tst.json"
check "RONE: another card set: refused" status_is 2 "$bin" sim merge "$work/ro.part1.json" "$work/tst.json" "$work/ro.part3.json"
check "RONE: another card set: one line" one_line_error "its options differ"
check "a part given twice: refused" status_is 2 "$bin" sim merge "${p}1.json" "${p}2.json" "${p}2.json" "${p}3.json"
check "a part given twice: one line" one_line_error "part 2/3 is given twice"
check "a part missing: refused" status_is 2 "$bin" sim merge "${p}1.json" "${p}3.json"
check "a part missing: one line" one_line_error "part 2/3 is missing"
check "Red Rising and RONE parts: refused" status_is 2 "$bin" sim merge "${p}1.json" "$work/ro.part2.json"
check "Red Rising and RONE parts: one line" one_line_error "its game differs"
head -c 300 "${p}2.json" >"$work/cut.json"
check "a truncated part: refused" status_is 2 "$bin" sim merge "${p}1.json" "$work/cut.json" "${p}3.json"
check "a truncated part: one line naming the file" one_line_error "cut.json: not a sim --json report"
echo '{"games": 3}' >"$work/other.json"
check "JSON that is not a part: refused" status_is 2 "$bin" sim merge "$work/other.json"
check "JSON that is not a part: one line" one_line_error "not a part of a sim run"
jq '.raw.nonzero = "12=x"' "${p}2.json" >"$work/badraw.json"
check "malformed totals: refused" status_is 2 "$bin" sim merge "${p}1.json" "$work/badraw.json" "${p}3.json"
check "malformed totals: one line" one_line_error "its raw totals are malformed"
check "a missing file: refused" status_is 2 "$bin" sim merge "$work/none.json"
check "a missing file: one line" one_line_error "none.json: not a sim --json report"
check "merge with no files" status_is 2 "$bin" sim merge
check "merge with no files: one line" one_line_error "name the parts"
for bad in 0/3 4/3 3 a/b 1/0 /3 2/; do
    check "--shard $bad: refused" status_is 2 "$bin" sim --games 5 --shard "$bad"
    check "--shard $bad: one line" one_line_error "--shard is K/N"
done
check "--shard twice: refused" status_is 2 "$bin" sim --games 5 --shard 1/2 --shard 2/2

# the progress bar: on a terminal only, and never with --quiet
check "no progress bar when standard error is not a terminal" bash -c "'$bin' sim --games 2000 --seed 1 2>'$work/bar' >/dev/null && [ ! -s '$work/bar' ]"
if command -v script >/dev/null; then
    check "a progress bar on a terminal: games a second and time left" bash -c "
        script -qec \"'$bin' sim --game rone --games 4000 --seed 1 --threads 1 >/dev/null\" /dev/null >'$work/tty' &&
        grep -q '/4000 games, [0-9]*/s, [0-9]*s left' '$work/tty'"
    check "--quiet: no progress bar on a terminal" bash -c "
        script -qec \"'$bin' sim --game rone --games 4000 --seed 1 --threads 1 --quiet >/dev/null\" /dev/null >'$work/tty' &&
        ! grep -q 'games, ' '$work/tty'"
fi
finish
