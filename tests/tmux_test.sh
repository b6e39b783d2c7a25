#!/usr/bin/env bash
# tmux_test.sh: cardtable play in a real terminal (tmux): start a game, make moves,
# undo one, and read what is on the screen. Run by CTest: tmux_test.sh CARDTABLE_BINARY
set -u
bin="$1"
work=$(mktemp -d)
session="cardtable-test-$$"
# A tmux server of our own (its socket in $work), so that other tmux users, or this
# test run twice at once, never share or end it.
tmux() { command tmux -S "$work/tmux.sock" "$@"; }
trap 'tmux kill-server 2>/dev/null; rm -rf "$work"' EXIT
passed=0
failed=0
screen() { tmux capture-pane -t "$session" -p -S -80; }
# wait_for TEXT: up to 60 s for TEXT to be on the screen (a loaded machine is slow)
wait_for() {
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

tmux new-session -d -s "$session" -x 140 -y 60 "$bin play --players 2 --seed 1 --save $work/game.txt; sleep 5"
check "a pass screen before the first player" "Pass the terminal to Player 2"
expect_hands_early() { [ "$(tmux capture-pane -t "$session" -p -S - | grep -c "hand (")" -eq 0 ]; }
if expect_hands_early; then passed=$((passed + 1)); echo "ok - no hand before the first pass"; else failed=$((failed + 1)); echo "not ok - a hand before the first pass"; fi
keys Enter
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
check "hot-seat asks to pass the terminal" "Pass the terminal to Player 1"
# Nobody's hand may be on the screen or anywhere in the scrollback at a pass prompt.
hands_in_history() { tmux capture-pane -t "$session" -p -S - | grep -c "hand (" ; }
expect_hands() {
    if [ "$(hands_in_history)" -eq "$2" ]; then
        passed=$((passed + 1)); echo "ok - $1"
    else
        failed=$((failed + 1)); echo "not ok - $1 ($(hands_in_history) hands in the screen and scrollback, expected $2)"
        tmux capture-pane -t "$session" -p -S - | grep -n "hand (" | sed 's/^/    /'
    fi
}
expect_hands "no hand in the screen or scrollback at the pass prompt" 0
keys Enter
check "the next player's table" "Player 1 ("
check "the next player sees their own hand" "Player 1's hand ("
expect_hands "only the current player's hand after the pass" 1
# and no card line of another hand ("  Name (Color N): ability") anywhere above it
stray=$(tmux capture-pane -t "$session" -p -S - | awk '/^Player 1.s hand \(/ { exit } /^  [^ ].* \([A-Z][a-z]+ [0-9]+\): / { n++ } END { print n + 0 }')
if [ "$stray" -eq 0 ]; then passed=$((passed + 1)); echo "ok - no card of another hand in the scrollback"
else failed=$((failed + 1)); echo "not ok - $stray card lines of another hand in the scrollback"; fi
keys "quit" Enter
check "quitting keeps the save" "The game is saved in"
# --resume: a pass screen first, and no hand anywhere before Enter.
# (the new session first, then the old one ended: a server left with no session exits,
# and a new session started while it exits fails)
old=$session
session="$session-resume"
tmux new-session -d -s "$session" -x 140 -y 60 "$bin play --resume $work/game.txt; sleep 5"
tmux kill-session -t "$old" 2>/dev/null
check "a pass screen after --resume" "Pass the terminal to Player 1"
expect_hands "no hand at the pass screen after --resume" 0
# whatever is typed at the pass screen goes with it, however long, and is no answer
keys "$(printf '1%.0s' $(seq 100))" Enter
check "then the player's own hand" "Player 1's hand ("
sleep 0.5
if tmux capture-pane -t "$session" -p -S - | grep -q "not one of the options"; then
    failed=$((failed + 1)); echo "not ok - a long line at the pass screen spilled into the answers"
else passed=$((passed + 1)); echo "ok - a long line at the pass screen stays there"; fi
expect_hands "and only that hand" 1
keys "quit" Enter
check "quitting again keeps the save" "The game is saved in"
# 80x24 (issue 28): at each decision the question, its options and the cards they name are on
# the screen at once (a short table when the full one would push them off); help names the seat
# as the question does; board draws the whole table again
old=$session
session="$session-80x24"
tmux new-session -d -s "$session" -x 80 -y 24 "$bin play --seed 7 --names Newt --save $work/short.txt; sleep 5"
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
check_visible "80x24: the lead, its options, the hand's cards and the locations" "Newt (Apollo): lead or scout" \
    "lead Zanzibar" "lead The Howlers" "lead Romulus" "lead Hypnotist" "lead Alfrun" "scout" \
    "Zanzibar (Violet 9)" "Romulus (Gold 25)" "Jupiter" "Mars" "Luna" "The Institute" "Round 1: Newt (Apollo) to play."
keys "help" Enter
check "help names the seat as the question does" "Now: Newt (Apollo): lead or scout"
keys "board" Enter
check "board: the whole table again, with the cards' texts" "top: Gain this location's bottom card"
sleep 0.5
tables=$(tmux capture-pane -t "$session" -p -S - | grep -c "^Round 1: Newt (Apollo) to play.")
if [ "$tables" -eq 2 ]; then passed=$((passed + 1)); echo "ok - board: the table drawn a second time"
else failed=$((failed + 1)); echo "not ok - board: the table drawn $tables times, not 2"; fi
keys "lead alfrun jupiter" Enter
check_visible "80x24: the gain, its options and the locations' cards" "gain Pax au Telemanus (Gold 15) from Mars: +1 Helium" "gain Victra (Gold 20) from Luna: the Sovereign token" "take the deck card" \
    "Holiday (Gray 15)" "Victra (Gold 20)" "Martyr (White 15)"
keys "quit" Enter
check "quitting keeps the short game" "The game is saved in"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
