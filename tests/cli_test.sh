#!/usr/bin/env bash
# cli_test.sh: end-to-end tests of the cardtable program, run by CTest:
#   cli_test.sh CARDTABLE_BINARY SOURCE_DIR
# Each check prints "ok - ..." or "not ok - ..."; the last line is the plain summary.
set -u
bin="$1"
src="$2"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_DATA_HOME="$work/data" # default saves go here, not into the user's folder
. "$(dirname "$0")/lib.sh"

# ---- score: the README example, worked out by hand ----
status_is 0 "$bin" score "$src/examples/two-players.json"
check "score: Ana's total" has "$work/out" "  Total                                295"
check "score: Ben's total" has "$work/out" "  Total                                336"
check "score: Razor Designer as Darrow" has "$work/out" "Razor Designer counted as Darrow"
check "score: Trigg pinned Red" has "$work/out" "Trigg counted as Red too"
check "score: excess cards" has "$work/out" "  Excess cards (8 in hand)             -10"
check "score: winner" has "$work/out" "Winner: Ben"
status_is 0 "$bin" score "$src/examples/two-players.json" --json
check "score --json: totals" has "$work/out" '"total": 336'
check "score --json: winners" grep -qzE '"winners": \[[[:space:]]*"Ben"[[:space:]]*\]' "$work/out"
status_is 0 "$bin" score - <"$src/examples/two-players.json"
check "score: reads standard input" has "$work/out" "Winner: Ben"

# ---- score: bad input, one clear line and status 2 ----
lacks_trailing_space() { ! grep -n ' $' "$1"; }
bad() { # bad NAME JSON EXPECTED-TEXT
    printf '%s' "$2" >"$work/bad.json"
    check "score refuses $1" status_is 2 "$bin" score "$work/bad.json"
    check "score says why: $1" one_line_error "$3"
}
bad "a misspelled card" '{"players":[{"name":"A","hand":["Daro"]},{"name":"B"}]}' "no card 'Daro' (did you mean Darrow?)"
bad "a card twice" '{"players":[{"name":"A","hand":["Eo"]},{"name":"B"}],"banished":["Eo"]}' "Eo is already in A's hand"
bad "fleet out of range" '{"players":[{"name":"A","fleet":11},{"name":"B"}]}' '"fleet" is 11, but must be from 0 to 10'
bad "malformed JSON" '{"players":[{"name":"A",}]}' "malformed JSON at line 1"
bad "an unknown key" '{"players":[{"name":"A","helum":3},{"name":"B"}]}' 'unknown key "helum"'
bad "as on a non-Orange" '{"players":[{"name":"A","hand":[{"card":"Eo","as":"Darrow"}]},{"name":"B"}]}' "only Orange cards"
bad "an unknown Sovereign holder" '{"players":[{"name":"A"},{"name":"B"}],"sovereign":"C"}' '"sovereign" must name a player'
bad "an unknown location" '{"players":[{"name":"A"},{"name":"B"}],"locations":{"Venus":[]}}' 'unknown location "Venus"'
bad "a lone player" '{"players":[{"name":"A"}]}' "one player alone"
bad "facedown that is not true or false" '{"players":[{"name":"A"},{"name":"B"}],"locations":{"Mars":[{"card":"Eo","facedown":"yes"}]}}' \
    'Mars: "facedown" must be true or false'
bad "a hand card that is not a name" '{"players":[{"name":"A","hand":[{"card":5}]},{"name":"B"}]}' 'A: hand item 1: "card" must be a card name'
bad "a location card that is not a name" '{"players":[{"name":"A"},{"name":"B"}],"locations":{"Luna":[{"card":["Eo"]}]}}' 'Luna: item 1: "card" must be a card name'
bad "a house that is not a name" '{"players":[{"name":"A","house":3},{"name":"B"}]}' 'A: "house" must be a house'"'"'s name'
bad "a key given twice" '{"players":[{"name":"A","helium":3,"helium":5},{"name":"B"}]}' "a key is given twice in one object at line 1"
status_is 0 "$bin" score "$src/examples/two-players.json"
check "score: no line ends in a space" lacks_trailing_space "$work/out"
printf '{"players":[{"name":"A","h\\nd":[]},{"name":"B"}]}' >"$work/nlkey.json"
check "score: a key with a line break is refused" status_is 2 "$bin" score "$work/nlkey.json"
check "score: in one line, escaped" one_line_error 'unknown key "h\x0ad"'
check "score: a missing file" status_is 2 "$bin" score "$work/nope.json"
check "score: missing file says so" one_line_error "cannot open"

# ---- score: Tull Au Toma (solo rules: EVEN at level 2, an 8 scores 6 and a 7 scores 3) ----
printf '%s' '{"players":[{"name":"Me","hand":["Judge"]},{"name":"Tull","automa":{"level":2,"parity":"even"},"hand":["Dancer","Harmony"]}]}' >"$work/solo.json"
status_is 0 "$bin" score "$work/solo.json" --json
check "automa: base 70 + 6 + 3" grep -qzE '"name": "Tull",[^}]*"cards": 79' "$work/out"

# ---- play: solo against Tull Au Toma, her turns explained ----
yes 1 | head -n 2000 >"$work/ones"
status_is 0 "$bin" play --seed 3 --level 4 --save "$work/solo.txt" <"$work/ones"
check "solo: the default game is against Tull Au Toma" has "$work/out" "you against Tull Au Toma, level 4 (Master Maker)"
check "solo: her turns are explained" grep -qE "^  .*Tull places .* on .*(takes it|then gains)" "$work/out"
check "solo: it ends with her scorepad row" has "$work/out" "Tull Au Toma "

# ---- play: a whole game from a script, then the saved record replays ----
yes 1 | head -n 2000 >"$work/ones"
status_is 0 "$bin" play --players 2 --seed 7 --save "$work/game.txt" <"$work/ones"
check "play: a scripted game reaches the scorepad" has "$work/out" "The game is over"
check "play: the record names answers" grep -q "^lead \|^scout " "$work/game.txt"
status_is 0 "$bin" play --resume "$work/game.txt" </dev/null
check "play: resuming a finished game shows its end" has "$work/out" "The game is over"

# ---- play: a gain's options name the card and the bonus (seed 3: Karnus on top of Mars,
# Harmony of Luna, Zanzibar of the Institute, read off the table); the saved name is unchanged ----
printf '1\ngain from mars\nquit\n' | COLUMNS=200 "$bin" play --seed 3 --level 4 --save "$work/gain.game" >"$work/gain.out"
check "play: a gain names the card and the bonus" has "$work/gain.out" "    1. gain Karnus (Gold 15) from Mars: +1 Helium"
check "play: ... Luna's is the Sovereign token" has "$work/gain.out" "    2. gain Harmony (Red 7) from Luna: the Sovereign token"
check "play: ... the Institute's" has "$work/gain.out" "    3. gain Zanzibar (Violet 9) from The Institute: +1 Influence"
check "play: the old name still answers, and is what the save keeps" grep -qx "gain from Mars" "$work/gain.game"

# ---- play --resume: the last moves told again before the first question ----
printf '1\n1\n1\n1\n1\nquit\n' | "$bin" play --seed 3 --level 4 --save "$work/recap.game" >/dev/null
printf 'quit\n' | "$bin" play --resume "$work/recap.game" >"$work/recap.out"
# the heading, Tull Au Toma's last turn under it, then the question and its options
check "play --resume: recaps the last moves, her turn included, before the first question" awk '
    /^The last moves before the game was saved:$/ && !h { h = NR }
    /^  .*Tull places / && h && !t { t = NR }
    /: lead or scout$/ && t && !q { q = NR }
    END { exit !(h && t > h && q > t) }' "$work/recap.out"

# ---- play: killed mid-game (SIGKILL), resumed, goes on identically ----
( for _ in $(seq 60); do echo 1; sleep 0.02; done; sleep 5 ) |
    "$bin" play --players 3 --seed 9 --save "$work/killed.txt" >/dev/null 2>&1 &
pid=$!
sleep 0.6
kill -9 $pid 2>/dev/null
wait $pid 2>/dev/null
cp "$work/killed.txt" "$work/killed.copy"
"$bin" play --resume "$work/killed.txt" <"$work/ones" >"$work/resumed.out" 2>&1
"$bin" play --players 3 --seed 9 --save "$work/straight.txt" <"$work/ones" >"$work/straight.out" 2>&1
check "play: killed mid-game, the save is a whole record" grep -q "^seed 9$" "$work/killed.copy"
check "play: it had answers in it" test "$(wc -l <"$work/killed.copy")" -gt 4
check "play: resumed, it ends as the uninterrupted game" cmp -s "$work/killed.txt" "$work/straight.txt"

# ---- play: undo, log, card ----
printf '1\nundo\nlog\nquit\n' >"$work/undo.in"
status_is 0 "$bin" play --players 2 --seed 1 --save "$work/undo.txt" <"$work/undo.in"
check "undo: a decision taken back" has "$work/out" "Undone."
check "undo: the save has no answer left" test "$(wc -l <"$work/undo.txt")" -eq 3
printf '1\n1\nundo\nquit\n' >"$work/undo2.in"
status_is 0 "$bin" play --players 2 --seed 1 --save "$work/undo2.txt" <"$work/undo2.in"
check "undo: not another player's decision" has "$work/out" "Cannot undo: the last decision was Player 2"
# the undo rule (undo.c, every game) says Red Rising's die through its front end's table
printf '1\nundo\nquit\n' >"$work/undo3.in"
status_is 0 "$bin" play --players 1 --seed 1 --save "$work/undo3.txt" <"$work/undo3.in"
check "undo: not past a reveal, Red Rising's die named" has "$work/out" "Cannot undo: a card was revealed or the die rolled since that decision: it stands."
printf 'card nero\ncard daro\nquit\n' >"$work/card.in"
status_is 0 "$bin" play --seed 1 --save "$work/card.txt" <"$work/card.in"
check "play: card NAME shows a card in full" has "$work/out" "Deploy: +1 Helium per Red here."
check "play: card NAME suggests" has "$work/out" "No card 'daro' (did you mean Darrow?)"
status_is 0 "$bin" replay "$work/game.txt"
check "replay: the whole log" test "$(grep -cE "^  Player [12] (deploys|scouts) " "$work/out")" -ge 10
check "replay: ends on the scorepad" grep -q "winner" "$work/out"
check "replay: every hand at the end" has "$work/out" "The hands at the end:"
check "replay: a corrupt file" status_is 2 "$bin" replay "$work/corrupt.txt"
printf '1\n1\n1\nquit\n' | "$bin" play --players 2 --seed 3 --save "$work/mid.game" >/dev/null
status_is 0 "$bin" replay "$work/mid.game"
check "replay: a hot-seat game in progress shows no hand" sh -c '! grep -q "hand (" "$0"' "$work/out"
status_is 0 "$bin" replay "$work/mid.game" --seat 1
check "replay --seat 1: player 1's hand" has "$work/out" "Player 1's hand ("
status_is 0 "$bin" replay "$work/mid.game" --all-hands
check "replay --all-hands: the hand of the player to move" grep -q "^Player [12]'s hand (" "$work/out"
check "replay: --seat beyond the players" status_is 2 "$bin" replay "$work/mid.game" --seat 5
check "replay: an unknown option" status_is 2 "$bin" replay "$work/mid.game" --bogus
printf '1\nquit\n' | "$bin" play --seed 3 --save "$work/solo-mid.game" >/dev/null
status_is 0 "$bin" replay "$work/solo-mid.game"
check "replay: a solo game shows your hand" has "$work/out" "Your hand"
printf 'x\ng abc\ng 2\nq\n' | script -qec "\"$bin\" replay \"$work/mid.game\" --no-color" /dev/null >"$work/replay.tty" 2>&1
check "replay at a terminal: an unknown key is answered" has "$work/replay.tty" "unknown key x: Enter next"
check "replay at a terminal: g abc is refused" has "$work/replay.tty" "g takes a decision number from 0 to 3, not 'abc'"
check "replay at a terminal: g 2 goes to decision 2" has "$work/replay.tty" "after decision 2 of 3"
check "replay at a terminal: and never to decision 0 by mistake" test "$(grep -c "after decision 0 of 3" "$work/replay.tty")" -eq 1

# ---- play: bad input ----
printf 'lead nobody nowhere\n' >"$work/badline"
check "play: a bad scripted answer stops with 2" status_is 2 "$bin" play --seed 3 --save "$work/bad.txt" <"$work/badline"
check "play: and says which line" one_line_error "input line 1: 'lead nobody nowhere' is not one of the"
check "play: twenty options beginning 'lead' are not listed as a hint" lacks "$work/err" "options beginning"
printf 'game redrising\noptions players=2\nseed 1\nlead Nobody to Mars\n' >"$work/corrupt.txt"
cp "$work/corrupt.txt" "$work/corrupt.orig"
check "play: a corrupt save is refused" status_is 2 "$bin" play --resume "$work/corrupt.txt"
check "play: naming the line" one_line_error "line 4: 'lead Nobody to Mars' is not a legal answer"
check "play: and is not overwritten" cmp -s "$work/corrupt.txt" "$work/corrupt.orig"
head -c 20 "$work/game.txt" >"$work/truncated.txt"
check "play: a truncated save is refused" status_is 2 "$bin" play --resume "$work/truncated.txt"
check "play: --resume of a name that is no game" status_is 2 "$bin" play --resume no-such-game
check "play: says where it looked" one_line_error "--resume no-such-game: no such file here nor game in the saves folder $XDG_DATA_HOME/cardtable (cardtable games lists them)"
check "play: --save into a folder that does not exist" status_is 2 "$bin" play --seed 4 --save "$work/no-such-dir/g.game"
check "play: names the file asked for, not a temporary one" one_line_error "cannot write $work/no-such-dir/g.game: No such file or directory"
check "play: unknown option" status_is 2 "$bin" play --colour
check "play: bad player count" status_is 2 "$bin" play --players 9
check "play: says players" one_line_error "players must be"

# ---- nothing lost: no save over a file that is not this game's ----
printf 'my notes\n' >"$work/notes.txt"
check "play: --save over an existing file is refused" status_is 2 "$bin" play --seed 4 --save "$work/notes.txt"
check "play: with the --resume hint" one_line_error "already exists; to go on with that game: cardtable play --resume"
check "play: and the file is untouched" test "$(cat "$work/notes.txt")" = "my notes"
printf '1\nquit\n' | "$bin" play --players 2 --seed 42 >/dev/null 2>&1
printf 'quit\n' | "$bin" play --players 2 --seed 42 >"$work/second.out" 2>&1
check "play: the default save is in the saves folder" test -f "$XDG_DATA_HOME/cardtable/game-1.game"
check "play: a second game with the same seed does not replace the first" test "$(grep -vc '^#' "$XDG_DATA_HOME/cardtable/game-1.game")" -eq 4
check "play: it gets its own file" test -f "$XDG_DATA_HOME/cardtable/game-2.game"
check "games: an empty saves folder" sh -c 'XDG_DATA_HOME="$1/empty" "$0" games | grep -q "^No unfinished games in "' "$bin" "$work"
status_is 0 "$bin" games
check "games: lists an unfinished game" has "$work/out" "cardtable play --resume game-1"
check "games: with its players" has "$work/out" "Player 1 ("
printf '1\n1\nquit\n' | "$bin" play --players 2 --seed 42 --save "$work/done.game" >/dev/null
status_is 0 "$bin" play --resume game-1 </dev/null
check "play: quitting names the short resume command" sh -c 'printf "quit\n" | "$0" play --resume game-1 | grep -q "(cardtable play --resume game-1)"' "$bin"
check "play: --resume takes a name from the saves folder" has "$work/out" "Saving to $XDG_DATA_HOME/cardtable/game-1.game"
printf 'stale' >"$work/done.game.tmp"
printf 'quit\n' | "$bin" play --resume "$work/done.game" >/dev/null
check "play: a temporary file left by a kill is cleaned up" test ! -e "$work/done.game.tmp"
printf '# our Friday game\n' >"$work/noted.game"
cat "$work/done.game" >>"$work/noted.game"
printf '1\nquit\n' | "$bin" play --resume "$work/noted.game" >/dev/null
check "play: a # comment in a save is kept when it is saved again" test "$(head -n 1 "$work/noted.game")" = "# our Friday game"
check "play: --resume FILE --save OTHER refuses an existing OTHER" status_is 2 "$bin" play --resume "$work/done.game" --save "$work/notes.txt"

# ---- stopped by a signal (Ctrl-C, SIGTERM), play says where the game is saved ----
# (SIGTERM: a background job of a script ignores SIGINT, and play leaves it ignored)
rm -f "$work/int.fifo"
mkfifo "$work/int.fifo"
"$bin" play --players 2 --seed 3 --save "$work/int.game" <"$work/int.fifo" >"$work/int.out" 2>&1 &
int_pid=$!
exec 9>"$work/int.fifo"
for _ in $(seq 50); do grep -q "lead or scout" "$work/int.out" && break; sleep 0.1; done
kill -TERM "$int_pid"
for _ in $(seq 50); do kill -0 "$int_pid" 2>/dev/null || break; sleep 0.1; done
exec 9>&- # if it is still waiting for input, it now reads the end of it
wait "$int_pid"
int_status=$?
check "play: SIGTERM stops with status 143" test "$int_status" -eq 143
check "play: and says where the game is saved" grep -q "^Interrupted; the game is saved in $work/int.game" "$work/int.out"
check "play: which resumes" sh -c '"$0" play --resume "$1" </dev/null >/dev/null' "$bin" "$work/int.game"

# ---- a move nobody typed: long lines are read whole ----
{ printf 'help'; head -c 600 /dev/zero | tr '\0' ' '; printf '1\n'; } >"$work/longline"
check "play: a 600-byte line is one answer" status_is 2 "$bin" play --players 2 --seed 3 --save "$work/long.game" <"$work/longline"
check "play: which is refused whole" one_line_error "input line 1: 'help"
check "play: and plays nothing" test "$(wc -l <"$work/long.game")" -eq 3

# ---- echoed input is escaped ----
printf '\033[2Jlead\n' >"$work/esc.in"
status_is 2 "$bin" play --players 2 --seed 3 --save "$work/esc.game" <"$work/esc.in"
check "play: control characters in an echoed answer are escaped" has "$work/err" "'\\x1b[2Jlead'"
check "play: no raw escape reaches the terminal" sh -c '! grep -q "$(printf "\033")" "$0"' "$work/err"

# ---- output that cannot be written is an error ----
for cmd in "cards" "score $src/examples/two-players.json" "replay $work/game.txt" "sim --games 3 --json" "games"; do
    # shellcheck disable=SC2086
    check "$cmd >/dev/full: status 1" sh -c '"$0" $1 >/dev/full 2>"$2/full.err"; [ $? -eq 1 ] && grep -q "cannot write the output" "$2/full.err"' "$bin" "$cmd" "$work"
done
check "closed standard output: status 1" sh -c '"$0" cards >&- 2>"$1/closed.err"; [ $? -eq 1 ] && grep -q "standard output is closed" "$1/closed.err"' "$bin" "$work"

# ---- colors: on at a terminal, off with NO_COLOR set and not empty, or TERM=dumb ----
colored() { # colored ENV...: does `cards Darrow` at a terminal (script) print an escape?
    env "$@" script -qec "\"$bin\" cards Darrow" /dev/null </dev/null | grep -q "$(printf '\033')\["
}
check "colors: on at a terminal" colored TERM=xterm
check "colors: NO_COLOR set but empty leaves them on" colored TERM=xterm NO_COLOR=
not() { ! "$@"; }
check "colors: NO_COLOR=1 turns them off" not colored TERM=xterm NO_COLOR=1
check "colors: TERM=dumb turns them off" not colored TERM=dumb

# ---- names and bots are kept in the record ----
status_is 0 "$bin" play --players 2 --names Ana,Ben --seed 7 --save "$work/named.game" <"$work/ones"
check "play --names: kept in the record" grep -q "^seat 1 name Ana$" "$work/named.game"
check "play --names: on the scorepad" grep -q "Ben" "$work/out"
status_is 0 "$bin" play --players 2 --names Ana,Bot --ai 2:random --seed 7 --save "$work/namedbot.game" <"$work/ones"
check "play --names: a bot's moves carry its name" grep -q "^  Bot deploys " "$work/out"
check "play --names: too few" status_is 2 "$bin" play --players 3 --names Ana,Ben
check "play --names: says how many" one_line_error "--names gives 2 names, but this game has 3 players"
check "play --names: solo needs one" status_is 2 "$bin" play --names Ana,Ben
check "play --names: twice the same" status_is 2 "$bin" play --players 2 --names Ana,ana
check "play --names: says so" one_line_error "'ana' is given twice"
check "play --names: a control character" status_is 2 "$bin" play --players 2 --names "$(printf 'A\tb'),Ben"
check "play --names: too long" status_is 2 "$bin" play --players 2 --names Anastasia-Alexandra-Maria,Ben
printf '1\n1\nquit\n' | "$bin" play --players 2 --ai 2:greedy --seed 5 --save "$work/vsbot.game" >/dev/null
check "play --ai: the bot seat is kept in the record" grep -q "^seat 2 bot greedy$" "$work/vsbot.game"
status_is 0 "$bin" play --resume "$work/vsbot.game" <"$work/ones"
check "play --resume: the bot plays on without --ai" grep -qE "^  Player 2 (deploys|scouts|gains|places)" "$work/out"

# ---- every option is checked ----
check "play: an unknown option" status_is 2 "$bin" play --x
check "play: says unknown option, not needs a value" one_line_error "unknown option --x"
check "play: a stray word" status_is 2 "$bin" play extra
check "play: says unexpected" one_line_error "unexpected argument 'extra'"
check "play: --level without solo" status_is 2 "$bin" play --players 3 --level 4
check "play: says it is Tull's" one_line_error "--level is Tull Au Toma's, for a solo game"
check "play: --players 0" status_is 2 "$bin" play --players 0
check "play: the message names solo" one_line_error "players must be 1 (solo, against Tull Au Toma) to 6"
check "play: the same --ai seat twice" status_is 2 "$bin" play --players 2 --ai 1:random --ai 1:greedy
check "play: says so" one_line_error "that seat has a bot already"
check "play: --ai beyond the players" status_is 2 "$bin" play --players 3 --ai 4:random --save "$work/ai4.game"
check "play: says so" one_line_error "this game has no such seat"
check "play: nothing saved for a refused game" test ! -e "$work/ai4.game"
check "play: --ai with a bad agent" status_is 2 "$bin" play --players 2 --ai 2:mcts:10:t9999
check "play: the bad agent's message is whole (it was cut at 200 characters)" one_line_error "greedy:s1-s64 samples) (see cardtable play --help)"
check "play: --players twice" status_is 2 "$bin" play --players 2 --players 3
check "play: --resume with --players is refused" status_is 2 "$bin" play --resume "$work/done.game" --players 2
check "play: saying --resume keeps the saved game" one_line_error "--players cannot change a saved game"
check "play: --resume with --seed is refused" status_is 2 "$bin" play --resume "$work/done.game" --seed 5
check "sim --agents '': no crash" status_is 2 "$bin" sim --agents ''
check "sim --agents '': says why" one_line_error "--agents is a list of agents"
check "sim --agents ,,,: no crash" status_is 2 "$bin" sim --agents ,,,
check "sim: mcts threads beyond 64" status_is 2 "$bin" sim --games 1 --agents mcts:10:t9999
check "sim: says the range" one_line_error "t1-t64 threads"
check "sim: mcts iterations that do not fit" status_is 2 "$bin" sim --games 1 --agents mcts:99999999999999999999
check "sim: --json with --csv" status_is 2 "$bin" sim --json --csv
check "sim: says one format" one_line_error "give one"
check "sim: an unknown flag" status_is 2 "$bin" sim --bogus
check "sim: says unknown option" one_line_error "unknown option --bogus"
check "sim: an option twice" status_is 2 "$bin" sim --games 3 --games 4
check "sim: says which option twice" one_line_error "--games is given twice"
check "sim --game redrising: the default game named" status_is 0 "$bin" sim --game redrising --games 3 --seed 2
check "sim: --players 0" status_is 2 "$bin" sim --players 0
check "sim: the message names solo" one_line_error "--players must be 1 (a bot against Tull Au Toma) to 6"
check "sim: --level without solo" status_is 2 "$bin" sim --players 3 --level 4
check "cards: an unknown flag" status_is 2 "$bin" cards --bogus
printf 'x\033[2J' >"$work/escname"
check "cards: an escaped name" sh -c '"$0" cards "$(cat "$1/escname")" 2>&1 | grep -qF "x\\x1b[2J"' "$bin" "$work"
check "no command: usage and status 2" status_is 2 "$bin"
check "no command: says usage" has "$work/err" "usage: cardtable COMMAND"

# ---- cards ----
status_is 0 "$bin" cards Darrow
check "cards: one card in full" has "$work/out" "Darrow: Red, core value 10"
status_is 0 "$bin" cards
check "cards: all 112" test "$(wc -l <"$work/out")" -eq 112
check "cards: a misspelled name" status_is 2 "$bin" cards Daro
check "cards: suggests" one_line_error "no card 'Daro' (did you mean Darrow?)"
# one guesser for both games (ct_closest_name): a part of a name suggests the card, as RONE's did
check "cards: a part of a name" status_is 2 "$bin" cards Snowsparrow
check "cards: suggests the card it is part of" one_line_error "no card 'Snowsparrow' (did you mean Alia Snowsparrow?)"

# ---- companion: driven by a script that answers what it asks ----
# drive_companion ARGS -- COMMANDS...: answers "no" to every "empty?" question, 5 to the
# board count, 3 to other numbers, and sends the next command whenever one is due.
drive_companion() {
    local args=() cmds=()
    while [ "$1" != "--" ]; do args+=("$1"); shift; done
    shift
    cmds=("$@")
    rm -f "$work/to" "$work/from"
    mkfifo "$work/to" "$work/from"
    # one line per line of hers (wrapping is checked on its own, at COMPANION_COLUMNS=60)
    COLUMNS=${COMPANION_COLUMNS:-1000} "$bin" companion "${args[@]}" <"$work/to" >"$work/from" 2>"$work/comp.err" &
    local pid=$!
    exec 7>"$work/to" 8<"$work/from"
    local out="$work/comp.out" i=0 line asked_status=0
    : >"$out"
    next_command() {
        local cmd=quit
        if [ $i -lt ${#cmds[@]} ]; then cmd="${cmds[$i]}"; i=$((i + 1)); fi
        case "$cmd" in t | end | quit) ;; *) asked_status=1 ;; esac # answered by her status line
        echo "$cmd" >&7
    }
    while IFS= read -r line <&8; do
        echo "$line" >>"$out"
        case "$line" in
        *"(yes/no)") echo no >&7 ;;
        *"(0-8)") echo 5 >&7 ;;
        *"(0-"*")") echo 3 >&7 ;;
        "After each of your turns"* | " She now has"*) next_command ;;
        "Tull Au Toma, level"*": "*) [ $asked_status = 1 ] && asked_status=0 && next_command ;;
        esac
    done
    exec 7>&- 8<&-
    wait "$pid" 2>/dev/null || true
}
drive_companion --seed 4 --save "$work/comp.txt" -- t t t status
check "companion: setup places the priority cards" has "$work/comp.out" "Priority cards: A on"
check "companion: three turns of hers" grep -q "^Tull Au Toma's turn 3:" "$work/comp.out"
check "companion: each names its Au Toma cards" test "$(grep -c "^ Au Toma card" "$work/comp.out")" -eq 6
check "companion: the state is saved" grep -q "^turns 3$" "$work/comp.txt"
cp "$work/comp.txt" "$work/comp.saved"
drive_companion --resume "$work/comp.txt" -- t end
check "companion: resumes where it was" grep -q "^Tull Au Toma's turn 4:" "$work/comp.out"
check "companion: scores her at the end" grep -qE "^  Total +[0-9]+$" "$work/comp.out"
check "companion: base 70" has "$work/comp.out" "  base                        70"
check "companion: at the end she asks your score" has "$work/comp.out" "What is your score?"
check "companion: and says who won" grep -qE "^Tull Au Toma wins, [0-9]+ to 3\.$" "$work/comp.out"
# never asks whether a location she deployed to this turn (and nobody took from) is empty
no_impossible_question() {
    awk '/^Tull Au Toma.s turn/ { delete full }
         /Deploy: put the character deck.s top card face up on / { l = $0; sub(/.* face up on /, "", l); sub(/( \(priority .\))?, without.*/, "", l); full[l] = 1 }
         /Gain: put the top card of / { l = $0; sub(/.*top card of /, "", l); sub(/ face down.*/, "", l); delete full[l] }
         /Is .* empty now\?/ { l = $0; sub(/.*Is /, "", l); sub(/ empty now.*/, "", l); if (l in full) { print "asked about " l; bad = 1 } }
         END { exit bad }' "$1"
}
COMPANION_COLUMNS=60 drive_companion --seed 2 --save "$work/narrow.txt" -- t t status
check "companion: wrapped to the terminal's width (COLUMNS=60)" awk 'length > 60 { print; bad = 1 } END { exit bad }' "$work/comp.out"
check "companion: ... at word boundaries" sh -c 'tr -s " \n" "  " <"$0" | grep -qF "1. You do not need her physical Au Toma deck: I shuffle it and draw her cards (leave it in the box)."' "$work/comp.out"
check "companion: ... her turns too" grep -q "^ Au Toma card" "$work/comp.out"
drive_companion --seed 4 --save "$work/one.txt" -- t status
check "companion: setup says her physical deck is not needed" has "$work/comp.out" "You do not need her physical Au Toma deck"
check "companion: 1 turn, not 1 turns" grep -q "; 1 turn; " "$work/comp.out"
drive_companion --seed 11 --save "$work/many.txt" -- t t t t t t t t t t t t end
check "companion: twelve turns played" grep -q "^Tull Au Toma's turn 12:" "$work/comp.out"
check "companion: no question about a location she just deployed to" no_impossible_question "$work/comp.out"
printf 'quit\n' >"$work/quit.in"
cp "$work/comp.saved" "$work/comp.keep"
check "companion: a new game over an existing state is refused" status_is 2 "$bin" companion --seed 4 --save "$work/comp.keep"
check "companion: with the --resume hint" one_line_error "already exists; to go on with that game: cardtable companion --resume"
check "companion: the state is untouched" cmp -s "$work/comp.keep" "$work/comp.saved"
"$bin" companion --seed 4 <"$work/quit.in" >/dev/null 2>&1
"$bin" companion --seed 4 <"$work/quit.in" >/dev/null 2>&1
check "companion: the default state file is in the saves folder" test -f "$XDG_DATA_HOME/cardtable/companion-1.txt"
check "companion: a second one does not replace it" test -f "$XDG_DATA_HOME/cardtable/companion-2.txt"
status_is 0 "$bin" games
check "games: lists an unfinished companion game" has "$work/out" "cardtable companion --resume companion-2"
check "companion: --resume with --level is refused" status_is 2 "$bin" companion --resume "$work/comp.keep" --level 3
check "companion: an unknown flag" status_is 2 "$bin" companion --bogus
check "companion: says unknown option" one_line_error "unknown option --bogus"
sed -e 's/^fleet .*/fleet 0/' -e 's/^influence .*/influence 3/' "$work/comp.saved" >"$work/adjust.txt"
printf 'fleet -1\n' | "$bin" companion --resume "$work/adjust.txt" >/dev/null 2>"$work/err"
check "companion: fleet -1 at Fleet 0" one_line_error "input line 1: Fleet is already 0"
printf 'influence 99\n' | "$bin" companion --resume "$work/adjust.txt" >/dev/null 2>"$work/err"
check "companion: influence 99" one_line_error "Influence goes up to 10 (it is 3)"
printf 'fleet 3 junk\n' | "$bin" companion --resume "$work/adjust.txt" >/dev/null 2>"$work/err"
check "companion: trailing words refused" one_line_error "fleet takes a number"
cp "$work/adjust.txt" "$work/deck.txt"
drive_companion --resume "$work/deck.txt" -- "deck empty" t
check "companion: deck empty, she deploys nothing" test "$(grep -c "the character deck is empty, so she deploys nothing" "$work/comp.out")" -eq 2
check "companion: and no deploy instruction" sh -c '! grep -q "Deploy: put" "$0"' "$work/comp.out"
check "companion: deck empty is saved" grep -q "^deckempty 1$" "$work/deck.txt"
check "companion: her gains are asked from the named location on" grep -q "Is .* empty now?" "$work/comp.out"
sed 's/^level .*/& junk/' "$work/comp.saved" >"$work/junk.txt"
check "companion: a state line with junk after its value is refused" status_is 2 "$bin" companion --resume "$work/junk.txt"
{ cat "$work/comp.saved"; echo "level 4"; } >"$work/twice.txt"
check "companion: a key given twice is refused" status_is 2 "$bin" companion --resume "$work/twice.txt"
sed 's/$/\r/' "$work/comp.saved" >"$work/crlf.txt"
check "companion: a state file with CRLF line ends is read" sh -c '"$0" companion --resume "$1" </dev/null | grep -q "Going on with"' "$bin" "$work/crlf.txt"
printf 'cardtable-companion 1\nrng 5\nlevel 9\n' >"$work/badcomp.txt"
check "companion: a bad state file is refused" status_is 2 "$bin" companion --resume "$work/badcomp.txt"
check "companion: naming the line" one_line_error "line 3 is malformed"
head -c 60 "$work/comp.saved" >"$work/cutcomp.txt"
check "companion: a truncated state file is refused" status_is 2 "$bin" companion --resume "$work/cutcomp.txt"
check "companion: and left alone" test "$(wc -c <"$work/cutcomp.txt")" -eq 60
check "companion: a layout already on the table" sh -c 'printf "quit\n" | "$0" companion --layout CADB --save "$1/lay.txt" 2>/dev/null | grep -q "A on Mars, B on The Institute, C on Jupiter, D on Luna"' "$bin" "$work"
check "companion: a bad layout" status_is 2 "$bin" companion --layout AABC --save "$work/lay2.txt"

# ---- sim ----
status_is 0 "$bin" sim --games 50 --players 3 --seed 4 --json
check "sim --json: 50 games" has "$work/out" '"games": 50'
check "sim --json: the mean winning score" grep -qE '"mean_winning_score": [0-9]+' "$work/out"
"$bin" sim --games 50 --players 3 --seed 4 --json | grep -v seconds >"$work/sim1"
"$bin" sim --games 50 --players 3 --seed 4 --json | grep -v seconds >"$work/sim2"
check "sim: same seeds, same numbers" cmp -s "$work/sim1" "$work/sim2"
check "sim: bad --games" status_is 2 "$bin" sim --games zero
"$bin" sim --games 40 --players 3 --seed 4 --threads 1 --json | grep -v seconds >"$work/sim3"
"$bin" sim --games 40 --players 3 --seed 4 --threads 2 --json | grep -v seconds >"$work/sim4"
check "sim: the same numbers on 1 and 2 threads" cmp -s "$work/sim3" "$work/sim4"
status_is 0 "$bin" sim --games 6 --agents greedy,random --seed 2
check "sim: agents are reported" grep -qE "^greedy +[0-9.]+% \+-" "$work/out"
check "sim: an unknown agent" status_is 2 "$bin" sim --agents clever
check "sim: says so" one_line_error "unknown agent 'clever'"
status_is 0 "$bin" sim --games 20 --players 1 --level 3 --seed 2
check "sim: against Tull Au Toma" has "$work/out" "Tull Au Toma (level 3)"
status_is 0 "$bin" sim --games 5 --seed 2 --csv
check "sim --csv: a header and a row per game" test "$(wc -l <"$work/out")" -eq 6
check "sim --plot: an SVG" sh -c '"$0" sim --games 20 --plot "$1/plot.svg" >/dev/null && head -c 4 "$1/plot.svg" | grep -q "<svg"' "$bin" "$work"
status_is 0 "$bin" play --players 2 --ai 1:random --ai 2:greedy --seed 5 --save "$work/bots.txt"
check "play --ai: bots play a whole game" has "$work/out" "The game is over"
check "play --ai: their moves are shown" grep -qE "^  Player 2 (deploys|scouts) " "$work/out"
check "play --ai: a bad seat" status_is 2 "$bin" play --ai 9:greedy
check "unknown command" status_is 2 "$bin" fly
check "a mistyped command" status_is 2 "$bin" plya
check "a mistyped command: the nearest one, in one line" one_line_error "cardtable: unknown command 'plya' (did you mean play?)"

# ---- the README's opening and the man page name both games and serve ----
check "README: its opening names both games and serve" sh -c 'sed -n 3,6p "$0" | tr "\n" " " | grep -q "Red Rising.*RONE.*cardtable serve"' "$src/README.md"
check "man page: its NAME names both games" grep -q '^cardtable \\- .*Red Rising and RONE' "$src/docs/cardtable.1"
check "man page: serve in the synopsis and the commands" test "$(grep -c '^\.B cardtable serve$\|^\.B serve$' "$src/docs/cardtable.1")" -eq 2

# ---- make install: into a temporary DESTDIR, then a program built against it ----
build_dir=$(dirname "$bin")
if [ -f "$build_dir/cmake_install.cmake" ]; then
    DESTDIR="$work/dest" cmake --install "$build_dir" --prefix /opt/ct >"$work/install.out" 2>&1
    check "install: the program" test -x "$work/dest/opt/ct/bin/cardtable"
    check "install: the library" sh -c 'ls "$0"/dest/opt/ct/lib*/libcardtable.a >/dev/null 2>&1 || ls "$0"/dest/opt/ct/lib/*/libcardtable.a >/dev/null 2>&1' "$work"
    check "install: the public headers" test -f "$work/dest/opt/ct/include/cardtable/cardtable.h" -a -f "$work/dest/opt/ct/include/cardtable/redrising.h"
    pc=$(find "$work/dest" -name cardtable.pc | head -n 1)
    check "install: a pkg-config file" sh -c '[ -n "$0" ] && grep -q "^Libs: -L\${libdir} -lcardtable" "$0" && grep -q "^Cflags: -I\${includedir}" "$0"' "$pc"
    check "install: the man page" test -f "$work/dest/opt/ct/share/man/man1/cardtable.1"
    check "install: the man page renders without warnings" sh -c '[ -z "$(LC_ALL=C.UTF-8 groff -man -Tutf8 -ww -z "$0" 2>&1)" ]' "$work/dest/opt/ct/share/man/man1/cardtable.1"
    check "install: the installed program runs" sh -c '"$0" cards Darrow | grep -q "Darrow: Red"' "$work/dest/opt/ct/bin/cardtable"
    printf '#include <cardtable.h>\n#include <stdio.h>\nint main(void) { const ct_game *g = ct_find_game("redrising"); printf("%%s\\n", g ? g->name : "none"); return !g; }\n' >"$work/use.c"
    lib=$(dirname "$(find "$work/dest" -name libcardtable.a | head -n 1)")
    san="" # a sanitizer build's library needs the sanitizers' runtime too
    grep -q "^CT_SANITIZE:BOOL=ON" "$build_dir/CMakeCache.txt" && san="-fsanitize=address,undefined"
    check "install: a program builds against the headers and library" sh -c 'cc -std=c11 $2 -I"$0/dest/opt/ct/include/cardtable" "$0/use.c" -L"$1" -lcardtable -o "$0/use" >"$0/cc.out" 2>&1 && "$0/use" | grep -qx redrising' "$work" "$lib" "$san"
fi

finish
