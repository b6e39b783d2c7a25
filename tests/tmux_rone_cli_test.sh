#!/usr/bin/env bash
# tmux_rone_cli_test.sh: a hot-seat game of RONE in a real terminal (tmux): pass screens
# that hide every hand, the table and the decision, a card looked up, typed answers,
# quit and --resume. Run by CTest: tmux_rone_cli_test.sh CARDTABLE_BINARY
set -u
bin="$1"
work=$(mktemp -d)
session="cardtable-rone-test-$$"
# A tmux server of our own (its socket in $work): nobody else's sessions are touched.
tmux() { command tmux -S "$work/tmux.sock" "$@"; }
trap 'tmux kill-server 2>/dev/null; rm -rf "$work"' EXIT
passed=0
failed=0
screen() { tmux capture-pane -t "$session" -p -S -80; }
wait_for() { # up to 60 s for TEXT on the screen (a loaded machine is slow)
    for _ in $(seq 600); do
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
hands_in_history() { tmux capture-pane -t "$session" -p -S - | grep -c "^Your hand (" ; }
expect_hands() {
    if [ "$(hands_in_history)" -eq "$2" ]; then
        passed=$((passed + 1)); echo "ok - $1"
    else
        failed=$((failed + 1)); echo "not ok - $1 ($(hands_in_history) hands in the screen and scrollback, expected $2)"
    fi
}

tmux new-session -d -s "$session" -x 120 -y 60 "$bin play --game rone --hotseat --seed 6 --save $work/game.txt; sleep 5"
check "a pass screen first" "--- Pass the terminal to Player"
expect_hands "no hand before the first pass" 0
keys Enter
check "the table: the round and the phase" "=== RONE, round 1:"
check "the deciding seat is marked" "(you):"
check "its own hand" "Your hand (6):"
check "the mulligan is asked" ": mulligan?"
expect_hands "one hand on the screen" 1
keys "card Oda" Enter
check "a card looked up" "Oda Venn, Cistern Keeper (hero, Warden, L1"
keys "keep" Enter
check "a typed answer; the other player's turn to take the terminal" "--- Pass the terminal to Player"
expect_hands "no hand in the screen or scrollback at the pass prompt" 0
keys Enter
check "the next player's own hand" "Your hand (6):"
expect_hands "only that hand" 1
keys "quit" Enter
check "quitting keeps the save" "The game is saved in"
# the new session first, then the old one ended (a server left with no session exits)
old=$session
session="$session-resume"
tmux new-session -d -s "$session" -x 120 -y 60 "$bin play --resume $work/game.txt; sleep 5"
tmux kill-session -t "$old" 2>/dev/null
check "--resume: a pass screen first" "--- Pass the terminal to Player"
expect_hands "--resume: no hand at the pass screen" 0
keys Enter
check "--resume: the game goes on" "Your hand ("
keys "quit" Enter
check "quitting again keeps the save" "The game is saved in"
# hot-seat at 80x24: the windows passed for a seat (nothing to do but pass or an Economic
# ability) are told to it after its own pass screen, which wipes the screen, and the terminal is
# handed over only for a real decision (issue 28: before, Ana was handed it at the end of Bo's
# turn for windows she could only pass, then for her income draw)
old=$session
session="$session-notes"
tmux new-session -d -s "$session" -x 80 -y 24 "$bin play --game rone --hotseat --names Ana,Bo --seed 83 --save $work/notes.txt; sleep 5"
tmux kill-session -t "$old" 2>/dev/null
visible() { tmux capture-pane -t "$session" -p; } # the 24 lines on screen, no scrollback
check_visible() { # NAME TEXT...: every TEXT on the screen at once (after the first one shows)
    local name="$1" missing=""
    shift
    wait_for "$1"
    for text in "$@"; do visible | grep -qF -- "$text" || missing="$missing '$text'"; done
    if [ -z "$missing" ]; then passed=$((passed + 1)); echo "ok - $name"
    else failed=$((failed + 1)); echo "not ok - $name (not on the 80x24 screen:$missing)"; visible | sed 's/^/    /'; fi
}
check "seed 83: Bo first" "--- Pass the terminal to Bo"
keys Enter
check_visible "80x24: Bo's mulligan, its three options and the hand" "Bo: mulligan?" "1. keep" "2. put under N" "3. shuffle and redraw" "Your hand ("
keys "keep" Enter
check "then Ana's pass screen" "--- Pass the terminal to Ana"
keys Enter
check "Ana's mulligan" "Ana: mulligan?"
keys "keep" Enter
check "then Bo's" "--- Pass the terminal to Bo"
keys Enter
check_visible "80x24: Bo's main phase with the options, the card they name, the other side and the hand" \
    "Bo: main phase" "1. play Signal Mast, technology" "2. end turn" "3. use Grull the Unburied" "Signal Mast (L1, cost 2)" \
    "Ana: Halvek the Forgemind, level 1" "Bo (you): Grull the Unburied, level 1" "Your hand (7;"
check "the income drawn by the settings, said" "Bo draws the income card (settings: income draw)."
keys "end turn" Enter
check "Ana's pass screen" "--- Pass the terminal to Ana"
keys Enter
check_visible "the terminal handed over for Ana's main phase, not for windows or her income" \
    "Ana: main phase" "1. play a card" "Ana (you): Halvek the Forgemind" "Bo: Grull the Unburied" "Your hand (7;"
check "the windows passed for Ana are told to her after her pass screen" "Ana passed the reaction windows with nothing worth answering there"
once_told() { [ "$(tmux capture-pane -t "$session" -p -S - | grep -c "Ana passed the reaction windows")" -eq 1 ]; }
if once_told; then passed=$((passed + 1)); echo "ok - and told once, not once a window"
else failed=$((failed + 1)); echo "not ok - told $(tmux capture-pane -t "$session" -p -S - | grep -c "Ana passed the reaction windows") times, not once"; fi
# one line does it: "play field surgery tent" plays the technology from "play a card"
keys "play field surgery tent" Enter
check "play NAME in one line" "Ana puts the technology Field Surgery Tent into play"
keys "quit" Enter
check "quitting keeps that save" "The game is saved in"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
