#!/usr/bin/env bash
# sim_same_games_test.sh: `cardtable sim` plays the same games as before it answered
# random seats inside the playout (run by CTest):
#   sim_same_games_test.sh CARDTABLE_BINARY DATA_DIR
# DATA_DIR (tests/data/sim) holds the reports main's `sim` printed at 93c63ea, when every
# answer went through ct_agent_choose and apply (README.md there has the commands). The
# same commands must print the same figures (the keys added since left out) and the same
# CSV line per game, for both games, random seats alone and beside greedy and mcts ones.
set -u
bin="$1"
data="$2"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. "$(dirname "$0")/lib.sh"

same_json() { # same_json FILE ARGS...: sim ARGS --json, less run/raw/timing, is FILE
    local file="$1"
    shift
    "$bin" sim "$@" --json --quiet >"$work/new.json" 2>"$work/err" || { cat "$work/err"; return 1; }
    jq 'del(.run, .raw, .timing)' "$work/new.json" >"$work/new.cut"
    diff "$data/$file" "$work/new.cut" >"$work/diff" || { head -20 "$work/diff"; return 1; }
}
same_csv() { # same_csv FILE ARGS...: sim ARGS --csv is FILE
    local file="$1"
    shift
    "$bin" sim "$@" --csv --quiet >"$work/new.csv" 2>"$work/err" || { cat "$work/err"; return 1; }
    cmp "$data/$file" "$work/new.csv"
}

check "Red Rising 2 players, random" same_json rr2.json --games 3000 --players 2 --seed 11
check "Red Rising 4 players, random" same_json rr4.json --games 800 --players 4 --seed 12
check "Red Rising solo against Tull Au Toma" same_json rr1.json --games 600 --players 1 --level 3 --seed 13
check "Red Rising greedy beside random" same_json rr3g.json --games 30 --players 3 --agents greedy,random --seed 14
check "Red Rising mcts beside random" same_json rr2m.json --games 2 --players 2 --agents mcts:30,random --seed 15
check "Red Rising CSV, game by game" same_csv rr3.csv --games 300 --players 3 --seed 16
check "RONE 1 v 1, random" same_json ro2.json --game rone --games 600 --seed 21
check "RONE 2 v 2, random" same_json ro4.json --game rone --games 150 --players 4 --seed 22
check "RONE 3 players, random" same_json ro3.json --game rone --games 150 --players 3 --seed 23
check "RONE greedy beside random" same_json ro2g.json --game rone --games 8 --agents greedy:s1,random --deck1 cistern-wall --seed 24
check "RONE mcts beside random" same_json ro2m.json --game rone --games 2 --agents mcts:20,random --seed 25
check "RONE CSV, game by game" same_csv ro2.csv --game rone --games 200 --seed 26
finish
