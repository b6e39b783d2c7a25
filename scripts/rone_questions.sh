#!/usr/bin/env bash
# rone_questions.sh: how many questions `cardtable play --game rone` asks a person per round,
# and how often a hot-seat game hands the terminal over (issue 28's figures).
#   scripts/rone_questions.sh [CARDTABLE] [SEEDS] [BOT]
# CARDTABLE: the binary (default build/release/cardtable); SEEDS: "1 2 3 4 5" by default;
# BOT: seat 2's bot in the 1 v 1 games (default mcts:300, play's own default).
# The person answers the first option of every question ("1"), in 1 v 1 games against the
# bot and in hot-seat games of two persons (Ana and Bo). A question is a "> " prompt; a
# round is the table's "round N"; a hand-over is a question asked of the other seat than the
# question before (what play does at one keyboard: a pass screen). A hand-over "for windows
# only" leads to questions that are all reaction windows ("react?") until the terminal goes
# back: the other seat had no decision but whether to react.
set -u
bin="${1:-build/release/cardtable}"
seeds="${2:-1 2 3 4 5}"
bot="${3:-mcts:300}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_DATA_HOME="$work/data"
export COLUMNS=400 LINES= # one line a question: nothing wrapped; no known height
unset LINES

rounds_of() { grep -oE "RONE(, round [0-9]+|: the game is over \(round [0-9]+)" "$1" | grep -oE "[0-9]+$" | sort -n | tail -1; }

total_q=0 total_r=0
for seed in $seeds; do
    yes 1 | head -n 20000 | "$bin" play --game rone --seed "$seed" --ai "2:$bot" --save "$work/duel$seed.game" >"$work/duel$seed.out" 2>&1
    q=$(grep -c "^> " "$work/duel$seed.out")
    r=$(rounds_of "$work/duel$seed.out")
    total_q=$((total_q + q)) total_r=$((total_r + r))
    printf '1v1 seed %s: %d questions in %d rounds (%.1f a round)\n' "$seed" "$q" "$r" "$(echo "$q / $r" | bc -l)"
done
printf '1v1 against %s, seeds %s: %.2f questions a round (%d in %d rounds)\n' "$bot" "$seeds" "$(echo "$total_q / $total_r" | bc -l)" "$total_q" "$total_r"

total_h=0 total_w=0 total_r=0 total_q=0
for seed in $seeds; do
    yes 1 | head -n 20000 | "$bin" play --game rone --hotseat --names Ana,Bo --seed "$seed" --save "$work/hot$seed.game" >"$work/hot$seed.out" 2>&1
    # the question is the line above an option list's first line ("    1. ")
    read -r q h w < <(awk '/^    1\. / && prev ~ /^(Ana|Bo): / {
            seat = prev; sub(/:.*/, "", seat); window = prev ~ /^(Ana|Bo): react[?]/
            q++
            if (seat != last) { if (run && only) w++; h += last != ""; run = 1; only = window; last = seat }
            else only = only && window
        } { prev = $0 } END { if (run && only) w++; print q, h, w }' "$work/hot$seed.out")
    r=$(rounds_of "$work/hot$seed.out")
    total_h=$((total_h + h)) total_w=$((total_w + w)) total_r=$((total_r + r)) total_q=$((total_q + q))
    printf 'hot-seat seed %s: %d questions, %d hand-overs (%d for windows only) in %d rounds\n' "$seed" "$q" "$h" "$w" "$r"
done
printf 'hot-seat, seeds %s: %.2f hand-overs a round, %.2f of them for windows only; %.2f questions a round for both\n' "$seeds" \
    "$(echo "$total_h / $total_r" | bc -l)" "$(echo "$total_w / $total_r" | bc -l)" "$(echo "$total_q / $total_r" | bc -l)"
