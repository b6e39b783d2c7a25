#!/usr/bin/env bash
# tmux_test.sh: cardtable play in a real terminal (tmux): start a game, make moves,
# undo one, and read what is on the screen. Run by CTest: tmux_test.sh CARDTABLE_BINARY
set -u
bin="$1"
work=$(mktemp -d)
session="cardtable-test-$$"
trap 'tmux kill-session -t "$session" 2>/dev/null; rm -rf "$work"' EXIT
passed=0
failed=0
screen() { tmux capture-pane -t "$session" -p -S -80; }
# wait_for TEXT: up to 5 s for TEXT to be on the screen
wait_for() {
    for _ in $(seq 50); do
        screen | grep -qF -- "$1" && return 0
        sleep 0.1
    done
    return 1
}
check() {
    if wait_for "$2"; then
        passed=$((passed + 1))
        echo "ok - $1"
    else
        failed=$((failed + 1))
        echo "not ok - $1 (no '$2' on screen)"
        screen | tail -20 | sed 's/^/    /'
    fi
}
keys() { tmux send-keys -t "$session" "$@"; }

tmux new-session -d -s "$session" -x 140 -y 60 "$bin play --players 2 --seed 1 --save $work/game.txt; sleep 5"
check "the table is drawn" "Game end (one player with two of these"
check "the first decision is asked" "Player 2 (Mars): lead or scout"
keys "1" Enter
check "a move leads to the gain step" "Player 2 (Mars): gain a card"
keys "undo" Enter
check "undo is confirmed" "Undone."
check "and the lead is asked again" "lead Artisan Chef"
keys "lead artisan jupiter" Enter
check "typed names work" "Player 2 (Mars): gain a card"
keys "2" Enter
check "hot-seat hides the hand between players" "Pass to Player 1 and press Enter"
keys Enter
check "the next player's table" "Player 1 ("
keys "quit" Enter
check "quitting keeps the save" "The game is saved in"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
