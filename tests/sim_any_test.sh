#!/usr/bin/env bash
# sim_any_test.sh: `cardtable sim --game kuhn` (a game with no simulator of its own:
# sim_any.c's report through the interface alone). The expectations are worked out by
# hand for uniform random play of Kuhn poker: Player 1 checks or bets with 1/2 each, and
# so on. Player 1's net chips: check, check (1/4): a showdown for 1, even; check, bet,
# fold (1/8): -1; check, bet, call (1/8): a showdown for 2, even; bet, fold (1/4): +1;
# bet, call (1/4): a showdown for 2, even. So the mean is -1/8 + 1/4 = +0.125, with
# E[x^2] = 2.125 (sd 1.452, the mean's standard error 0.0103 over 20000 games); Player 1
# wins 1/8 + 1/16 + 1/4 + 1/8 = 9/16 = 56.25% of hands; a hand takes 2 decisions but
# after check, bet (1/4 of hands): 3, so 2.25 on average. 3 parts merged are the whole
# run. Run by CTest:  sim_any_test.sh CARDTABLE_BINARY
set -u
bin="$1"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. "$(dirname "$0")/lib.sh"

within() { # within VALUE WANT BOUND: |VALUE - WANT| <= BOUND
    awk -v v="$1" -v w="$2" -v b="$3" 'BEGIN { d = v - w; if (d < 0) d = -d; exit !(d <= b) }' ||
        { echo "  $1 is not within $3 of $2"; return 1; }
}

"$bin" sim --game kuhn --games 20000 --seed 1 --json --quiet >"$work/kuhn.json" 2>"$work/err"
check "sim --game kuhn plays (status 0, a report)" jq -e '.game == "kuhn" and .games == 20000' "$work/kuhn.json" >/dev/null
field() { jq -r "$1" "$work/kuhn.json"; }
check "Player 1's mean result is +1/8 (within 5 standard errors)" within "$(field '.seats[0].mean_score')" 0.125 0.05
check "Player 2's mean result is its opposite" within "$(field '.seats[1].mean_score + .seats[0].mean_score')" 0 0.000001
check "the results' sd is 1.452" within "$(field '.seats[0].sd_score')" 1.452 0.03
check "Player 1 wins 9/16 of the hands" within "$(field '.seats[0].win_rate')" 0.5625 0.02
check "the win rates add up to 1 (no hand drawn)" within "$(field '.seats[0].win_rate + .seats[1].win_rate')" 1 0.000001
check "a hand takes 2.25 decisions" within "$(field '.mean_decisions')" 2.25 0.02
check "Player 1's results run from -2 to +2" jq -e '.seats[0].p10 == -2 and .seats[0].p90 == 2' "$work/kuhn.json" >/dev/null

status_is 0 "$bin" sim --game kuhn --games 2000 --seed 3 --quiet
check "the text report has a line per seat with its wins" bash -c "grep -q '^seat 1 (random)' '$work/out' && grep -q '^seat 2 (random)' '$work/out' && grep -q '^mean length: 2\.' '$work/out'"

parts_merge() { # 3 parts merged are the whole run's report but for the timing
    "$bin" sim --game kuhn --games 301 --seed 5 --agents random,greedy --json --quiet >"$work/whole.json" || return 1
    for k in 1 2 3; do
        "$bin" sim --game kuhn --games 301 --seed 5 --agents random,greedy --shard "$k/3" --json --quiet >"$work/part$k.json" || return 1
    done
    "$bin" sim merge --json "$work/part3.json" "$work/part1.json" "$work/part2.json" >"$work/merged.json" || return 1
    cmp <(jq 'del(.timing)' "$work/whole.json") <(jq 'del(.timing)' "$work/merged.json")
}
check "--shard K/N and sim merge: 3 parts merged are the whole run" parts_merge
check "greedy and random each play both seats (agents reported)" jq -e '.agents.random and .agents.greedy' "$work/whole.json" >/dev/null

status_is 2 "$bin" sim --game kuhn --options "deal=JJ"
check "options the game refuses: one line, status 2" one_line_error "deal=JJ"
status_is 2 "$bin" sim --game kuhn --houses random
check "a flag sim_any does not know: one line, status 2" one_line_error "--houses"
status_is 2 "$bin" sim --game nosuchgame
check "an unknown game lists the registered ones" one_line_error "kuhn"
finish
