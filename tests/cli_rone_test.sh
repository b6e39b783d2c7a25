#!/usr/bin/env bash
# cli_rone_test.sh: `cardtable play --game rone`, `replay` and `games` with RONE records,
# end to end with scripted standard input. Run by CTest:
#   cli_rone_test.sh CARDTABLE_BINARY
# Each check prints "ok - ..." or "not ok - ..."; the last line is the plain summary.
# The seeds were picked for short games (under 700 decisions) so that the suite stays quick.
set -u
bin="$1"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_DATA_HOME="$work/data" # default saves go here, not into the user's folder
. "$(dirname "$0")/lib.sh"
answers() { yes "${1:-1}" | head -n "${2:-20000}"; } # the first option, again and again
play() { "$bin" play --game rone "$@"; }

# ---- bad flags: one line and status 2 ----
refused() { # refused NAME EXPECTED-TEXT ARGS...
    local name="$1" text="$2"
    shift 2
    check "refused: $name" status_is 2 play "$@" --save "$work/never.game"
    check "says why: $name" one_line_error "$text"
    check "nothing saved: $name" test ! -e "$work/never.game"
}
refused "--players 5" "--players must be 2, 3 or 4 (two teams of two), not '5'" --players 5
refused "--players 1" "--players must be 2, 3 or 4" --players 1
refused "a misspelled hero" "--hero 1:Odd: no such hero (did you mean Oda Venn, Cistern Keeper?)" --hero 1:Odd
refused "a hero like none" "--hero 1:Nobody: no such hero (the heroes: Oda Halvek Grull Ysolde Sera)" --hero 1:Nobody
refused "a misspelled deck" "--deck 1:iron-tid: no such deck (did you mean iron-tide?" --deck 1:iron-tid
refused "a deck code too short" "--deck 1: deck: 3 units and tactics; a deck holds exactly 24 (R87)" --deck 1:h1,1x3
refused "a deck of another hero" "--deck 1:iron-tide is a deck of Halvek the Forgemind, not of Oda Venn, Cistern Keeper (--hero)" \
    --hero 1:Oda --deck 1:iron-tide
team="h2,h3,$(seq -s, -f '%gx2' 1 18),t1,t2,t3,t4,t5,t6,t7,t8" # a 2 v 2 team's deck: Halvek and Grull
refused "a player's deck for a team" "--deck 1:cistern-wall: a team's deck is a code naming both heroes, 36 cards and up to 8 technologies" \
    --players 4 --deck 1:cistern-wall
refused "3 players: a ready-made duel deck" "--deck 1:grave-hunger is a duel deck of 24 cards; with 3 players a deck holds 28 (R97)" \
    --players 3 --deck 1:grave-hunger
refused "3 players: a deck code of 24" "--deck 1: deck: 24 units and tactics; a three-player deck holds exactly 28 (R97)" \
    --players 3 --deck "1:h1,1x2,2x2,3x2,5x2,4,6,7,8,9,10,11,12,61,62,63,64,66,67,69,71"
refused "a team deck for seat 3" "--deck 3: in 2 v 2 a team's deck is --deck 1 (seats 1 and 3) or --deck 2 (seats 2 and 4)" \
    --players 4 --deck "3:$team"
refused "a team deck with one hero" "--deck 2: deck: one hero; a team's deck names two" --players 4 --deck 2:h1,1x2
refused "a team deck too short" "--deck 2: deck: 2 units and tactics; a team's deck holds exactly 36 (R92)" --players 4 --deck 2:h1,h4,1x2
refused "a team deck with 9 technologies" "--deck 1: deck: more than 8 technologies; at most 8 (R93)" --players 4 --deck "1:$team,t9"
refused "--hero against the team's deck" "--hero 3:Oda: the team's deck (--deck 1) names Grull the Unburied for seat 3" \
    --players 4 --deck "1:$team" --hero 3:Oda
refused "a team deck's hero for an enemy" "--hero: Halvek the Forgemind is seat 1's hero already (each hero has one hero deck)" \
    --players 4 --deck "1:$team" --hero 2:Halvek
refused "one hero for two seats in 2v2" "--hero: Oda Venn, Cistern Keeper is seat 1's hero already" --players 4 --hero "1:Oda;4:Oda"
refused "a seat the game lacks" "--hero takes SEAT:NAME with a seat from 1 to 2, not '3:Oda'" --hero 3:Oda
refused "two heroes for a seat" "--hero 1:Grull: that seat has one already" --hero 1:Oda --hero 1:Grull
refused "the same hero for two seats" "--hero 2:Oda: Oda Venn, Cistern Keeper is seat 1's hero already (each hero has one hero deck)" \
    --hero "1:Oda;2:Oda"
refused "two decks of one hero" "--deck 2:cistern-wall: its hero Oda Venn, Cistern Keeper is seat 1's hero already" \
    --deck "1:cistern-wall;2:cistern-wall"
refused "a Red Rising flag" "unknown option --houses" --houses random
refused "a bot for a seat the game lacks" "--ai 3:random: this game has no such seat (the game has 2 seats)" --ai 3:random
refused "a bot for a seat no game has" "--ai 7:easy: no game has that seat (seats are numbered from 1 to the number of players)" --ai 7:easy
refused "a bot without a seat number" "--ai takes SEAT:KIND, a seat number and a bot, e.g. --ai 2:greedy, not 'x:greedy'" --ai x:greedy
check "refused: an unknown game" status_is 2 "$bin" play --game chess
check "says why: an unknown game" one_line_error "unknown game 'chess': redrising, rone or kuhn"

# ---- a new game: the set, the decks, the default bot ----
printf 'quit\n' | play --seed 6 --save "$work/default.game" >"$work/out" 2>"$work/err"
check "default: the original set" has "$work/default.game" "options players=2 set=ctc"
check "default: seat 2 is an MCTS bot" has "$work/default.game" "seat 2 bot mcts:300"
check "default: seat 1 is a person (no bot line)" lacks "$work/default.game" "seat 1 bot"
check "the intro names the game" has "$work/out" "RONE, one against one: Player 1 ("
check "the table: your hand with costs" grep -qE "^  1\. .*\((unit|tactic), L[123], cost [0-9-]+, recycle [0-9-]+" "$work/out"
check "the table: the opponent's hand is a count" grep -qE "^Player 2: .*; [0-9]+ in hand" "$work/out"
check "quit says where the game is" has "$work/out" "The game is saved in $work/default.game"
printf 'quit\n' | play --seed 6 --hero 1:oda --deck 2:Stormfront --save "$work/decks.game" >"$work/out" 2>&1
check "--hero alone: the hero's ready-made deck" has "$work/decks.game" "deck1=cistern-wall deck2=stormfront"
check "--hero: the table shows the hero" has "$work/out" "Player 1 (you): Oda Venn, Cistern Keeper, level 1"
printf 'quit\n' | play --seed 6 --hero 1:Grull --deck 1:random --save "$work/random.game" >"$work/out" 2>&1
check "--hero with --deck random: a deck code of that hero" grep -qE "^options players=2 set=ctc deck1=h3(,t?[0-9]+){29}$" "$work/random.game"
printf 'quit\n' | play --players 4 --seed 6 --hero 2:Oda --deck "1:$team" --save "$work/team.game" >"$work/out" 2>&1
check "2v2: --hero and a team's --deck in the options" has "$work/team.game" "options players=4 set=ctc heroes=random,h1,random,random deck1=$team"
check "2v2: the team's one technology reserve said as the team's (R93)" grep -q "technologies in the team's reserve" "$work/out"
check "2v2: the team deck's heroes on seats 1 and 3" bash -c "grep -q '^Player 1 (you) \[team A\]: Halvek the Forgemind, level 1' '$work/out' &&
    grep -q '^Player 3 \[team A\]: Grull the Unburied, level 1' '$work/out' && grep -q '^Player 2 \[team B\]: Oda Venn, Cistern Keeper, level 1' '$work/out'"
check "--hotseat: no bots" status_is 0 sh -c "printf 'quit\n' | \"$bin\" play --game rone --hotseat --seed 6 --save \"$work/hot0.game\""
check "--hotseat: no bot line in the save" lacks "$work/hot0.game" " bot "

# ---- commands at a decision ----
printf 'card Oda\ncard Odaa\nundo\nwait\nhelp\ncard\ncard zzz\nquit\n' | COLUMNS=400 play --seed 6 --save "$work/cmd.game" >"$work/out" 2>&1
check "card NAME: every level of a hero" has "$work/out" "Oda Venn, Cistern Keeper (hero, Warden, L3, cost 11, recycle -)"
check "card NAME: did you mean" has "$work/out" "No card 'Odaa' (did you mean Oda Venn, Cistern Keeper?)"
# play-test 8 (13): 'card' alone said "'card' is not one of the options"; 'card zzz' guessed a hero
check "card alone: how to use it" has "$work/out" "card NAME shows a card in full: type card and the card's name (card Dam Warden)."
check "card NAME: nothing like it, no guess" has "$work/out" "No card 'zzz' in this game's set (cardtable cards --game rone lists them all)."
check "undo: nothing yet" has "$work/out" "Cannot undo: nothing to undo yet."
check "wait: only in a reaction window" has "$work/out" "Nothing to wait for: this is not a reaction window."
check "help: the commands" has "$work/out" "log (the game so far); play NAME, attack with NAME, use NAME (in one line); wait (pass"
check "help: stops, full control and settings" grep -q "stops (where you are asked to react.*full control (be asked at every reaction window); settings" "$work/out"
check "help: the question names the seat as the table does" has "$work/out" "Now: Player 1: mulligan?"
status_is 2 sh -c "printf 'keep\nnonsense words\n' | \"$bin\" play --game rone --seed 6 --ai 2:random --save \"$work/bad.game\""
check "a bad scripted line: status 2" test $? -eq 0
check "a bad scripted line: says which" has "$work/err" "input line 2: 'nonsense words' is not one of the"
check "a bad scripted line: the question in the table's words" has "$work/err" "options to \"Player 1: "
# A card typed after "play" at the main phase, where a unit is played in two steps: the
# options that begin with "play" are named (play-test finding: it was refused with no hint).
# Sniper Nest is the one card "play a card" could play here, so that option names it; Shore Up
# (health to a unit of one's own) is not offered with no unit to target (A11, RULES.md RONE R9).
status_is 2 sh -c "printf 'keep\nplay carrion swarm\n' | \"$bin\" play --game rone --seed 3 --ai 2:random --save \"$work/near.game\""
check "a card after play: status 2" test $? -eq 0
check "a card after play: the options beginning 'play'" has "$work/err" \
    "'play carrion swarm' is not one of the 3 options to \"Player 1: main phase\" (options beginning 'play': 1. play Sniper Nest, technology)"
check "a card after play: one line" one_line_error "options beginning 'play'"

# ---- whole games against bots: 1v1, 2v2, 3 players ----
whole() { # whole NAME FILE ARGS...
    local name="$1" file="$2"
    shift 2
    answers | play "$@" --save "$file" >"$work/$name.out" 2>"$work/$name.err"
    local got=$?
    check "$name: status 0" test "$got" -eq 0
    check "$name: the result screen" has "$work/$name.out" "The result ("
    check "$name: a winner" grep -q " - wins$" "$work/$name.out"
    check "$name: the record" has "$work/$name.out" "The game is over; its record is in $file."
    check "$name: the log tells of plays" grep -qE "^  Player [1-4] plays " "$work/$name.out"
}
whole 1v1 "$work/duel.game" --seed 7 --ai 2:random # seed 7: player 1 draws by name (the replay checks below)
check "1v1: only seat 1's hand is shown" lacks "$work/1v1.out" "Player 2 (you)"
check "1v1: the stack is shown while reactions are open" grep -q "^The stack (top first):" "$work/1v1.out"
whole 2v2 "$work/teams.game" --players 4 --seed 6 --ai 2:random --ai 3:random --ai 4:random
check "2v2: the teams on the table" has "$work/2v2.out" "Player 3 [team A]"
check "2v2: team mates win together" grep -qE "^  Player [1-4] and Player [1-4] win" "$work/2v2.out"
whole 3p "$work/three.game" --players 3 --seed 10 --ai 2:random --ai 3:random

# 3 players: a hero chosen without a deck gets a random deck of 28 like the others (before,
# its ready-made duel deck of 24: 18 in the deck after the opening hand, the others 22).
printf 'quit\n' | play --players 3 --hero 1:Grull --ai 2:random --ai 3:random --seed 11 --save "$work/three-hero.game" >"$work/three-hero.out" 2>&1
check "3 players: --hero alone deals a deck of 28" test "$(grep -c '6 in hand; 22 in the deck' "$work/three-hero.out")" -ge 3

# ---- a 45-line terminal: the player's own side stays in view (play-test 8, finding 11) ----
# 3 players, a whole game (129 questions since issue 28's windows passed for a person): at
# every question the seat's own line (water, deck) is among the last 45 lines above it (the log is told above the table, the own side drawn last, the table
# compact when tall). Before: the own side was drawn first and scrolled off (119 of 301).
{ yes 1 | head -n 300; printf 'quit\n'; } |
    LINES=45 COLUMNS=110 play --players 3 --hero 1:Oda --ai 2:random --ai 3:random --seed 82 --save "$work/tall.game" >"$work/tall.out" 2>&1
check "45 lines: the own side in view at every question" awk '/^Player 1 \(you\)/ { you = NR } /^> / { n++; bad += NR - you > 44 }
    END { exit !(n > 100 && bad == 0) }' "$work/tall.out"
check "45 lines: a tall table is drawn compact, and says so" has "$work/tall.out" '(a tall table: card texts left out; "card NAME" shows one in full)'
check "45 lines: the compact hand keeps each card's numbers" grep -qE "^  1\. [^:]*\((unit|tactic), L[123], cost [0-9-]+, recycle [0-9-]+[^:]*\)$" "$work/tall.out"
{ yes 1 | head -n 300; printf 'quit\n'; } | env -u LINES "$bin" play --game rone --players 3 --hero 1:Oda --ai 2:random --ai 3:random --seed 82 --save "$work/tall2.game" >"$work/tall2.out" 2>&1
check "no known height (a pipe, no LINES): never compact" lacks "$work/tall2.out" "(a tall table"

# ---- a reaction window with nothing changed since the seat's last one is not asked again ----
# (play-test finding 8: seed 99, Sera with Crosswind in hand, asked "react?" again and again
# at one turn start). Passing the first window of P2's turn start, nothing happens before the
# next one: it passes by itself, and the terminal says so.
# (windows at a turn's start are asked with a stop there: stops start)
{ printf 'stops start\nkeep\n'; yes 1 | head -n 40; printf 'quit\n'; } | play --hero 1:Sera --ai 2:greedy --seed 99 --save "$work/same.game" >"$work/same.out" 2>&1
check "an unchanged window passes by itself, and says so" has "$work/same.out" "Player 1 passes (start of Player 2's turn, before income): nothing changed"
check "an unchanged window is asked once (before: twice)" test "$(awk '/round 2/ { exit } { print }' "$work/same.out" | grep -c "Player 1: react? (start of Player 2's turn, before income)")" = 1

# An undo forgets the windows seen: the window passed by itself above is asked again after
# "undo" (before, it passed by itself once more, so a pass there could never be taken back).
{ printf 'stops start\nsettings income ask\nkeep\npass\nundo\nquit\n'; } | play --hero 1:Sera --ai 2:greedy --seed 99 --save "$work/undo-window.game" >"$work/undo-window.out" 2>&1
sed -n '/^> Undone/,$p' "$work/undo-window.out" >"$work/after-undo.out"
check "undo of a window passed by itself asks it again" has "$work/after-undo.out" "Player 1: react? (start of Player 1's turn, before income)"
check "... and does not pass it by itself" lacks "$work/after-undo.out" "nothing changed since"
check "the income question reads 'don't draw', not 'stop drawing', as an option" has "$work/undo-window.out" "1. don't draw"

# ---- wait: reaction windows pass by until a decision that is not one ----
answers $'wait\n1' 4000 | play --seed 6 --ai 2:random --save "$work/wait.game" >"$work/wait.out" 2>&1
check "wait: the game ends" has "$work/wait.out" "The result ("
check "wait: never asked to react twice in a row" sh -c "grep -E '^Player 1: ' '$work/wait.out' | awk 'p ~ /^Player 1: react[?]/ && \$0 == p { bad = 1 } { p = \$0 } END { exit bad }'"

# wait lasts until the seat's own next turn (play-test: it stopped at the first question that
# was not a window, and passed the start of the player's own turn): typed at round 1's first
# window, the next window asked is the start of Player 1's round 2, the main phase's own
# questions in between asked as usual
printf 'full control\n1\nwait\n1\n1\n1\n1\n1\n1\n1\n1\nquit\n' | play --seed 6 --ai 2:random --save "$work/wait2.game" >"$work/wait2.out" 2>&1
grep -E '^Player 1: react' "$work/wait2.out" | head -2 >"$work/wait2.reacts"
check "wait: the next window asked is the start of the player's next turn" cmp -s "$work/wait2.reacts" <(printf '%s\n' \
    "Player 1: react? (to Sera Kell, Storm Captain's ability, top of the stack)" "Player 1: react? (start of Player 1's turn, before income)")
check "wait: the player's own main phase is asked meanwhile" has "$work/wait2.out" "Player 1: main phase"

# hot-seat: an undo refused because the last decision was a window 'wait' passed for the other
# person says so (play-test: "the last decision was Bo's" though Bo typed nothing then); both
# type `full control` first, so that every question is asked as then
printf 'full control\n1\nfull control\nput under 3 6\n1\n1\n1\n2\nwait\nplay a card\n1\n1\nend turn\nundo\nquit\n' |
    play --hotseat --names Ana,Bo --seed 5 --save "$work/hot-wait.game" >"$work/hot-wait.out" 2>&1
check "hot-seat: an undo refused names the 'wait' behind it" has "$work/hot-wait.out" \
    "Cannot undo: the last decision was Bo's: only your own can be undone (their reaction window, passed by their 'wait')."

# hot-seat: a window where the seat could only pass or use an Economic ability (or an ability
# with nothing to target) is passed for it, said in a line, not handed over (play-test 8,
# finding 7: five hand-overs for one end of turn, each offering only "pass" and the hero's
# Economic ability); `economic` asks that seat at such windows again
economic_only_asked() { # FILE: a window asked whose options are pass and a hero's Economic ability only
    awk '/^(Ana|Bo): react/ { w = NR } w && NR == w + 1 && /^    1\. pass$/ { p = 1 }
        w && NR == w + 2 && p && /^    2\. use (Halvek the Forgemind|Grull the Unburied)$/ { e = 1 }
        w && NR == w + 3 { if (p && e && /^>/) found = 1; w = p = e = 0 } END { exit !found }' "$1"
}
answers 1 200 | COLUMNS=400 play --hotseat --names Ana,Bo --seed 83 --save "$work/hot-eco.game" >"$work/hot-eco.out" 2>&1
check "hot-seat: an Economic-only window passes by itself, and says so" has "$work/hot-eco.out" \
    "Bo passed the reaction windows with nothing worth answering there (only an Economic ability to use"
no_economic_only_asked() { ! economic_only_asked "$1"; }
check "hot-seat: no window asked with only pass and an Economic ability" no_economic_only_asked "$work/hot-eco.out"
{ printf 'economic\n'; answers 1 200; } | COLUMNS=400 play --hotseat --names Ana,Bo --seed 83 --save "$work/hot-eco2.game" >"$work/hot-eco2.out" 2>&1
check "hot-seat: economic says what it does" has "$work/hot-eco2.out" "Bo will be asked at every reaction window where an Economic ability could be used"
check "hot-seat: after economic, such a window is asked" economic_only_asked "$work/hot-eco2.out"
# issue 28: one person alike (before: every window was asked of a player alone)
answers 1 200 | COLUMNS=400 play --seed 83 --ai 2:random --names Ana,Bo --save "$work/solo-eco.game" >"$work/solo-eco.out" 2>&1
check "one person: an Economic-only window passes by itself, and says so once" test "$(grep -c "Ana passed the reaction windows with nothing worth answering there (only an Economic ability to use" "$work/solo-eco.out")" = 1
check "one person: no window asked with only pass and an Economic ability" no_economic_only_asked "$work/solo-eco.out"

# the mulligan's "put under": the hand's numbers in any order; a number the hand lacks, a card
# named twice or a word get a line of their own (play-test: the general "not one of the 65 options")
check "put under 9 with 6 cards: refused" status_is 2 sh -c "printf 'put under 2 9\n' | '$bin' play --game rone --seed 6 --ai 2:random --save '$work/mull1.game'"
check "... says the hand has 6 cards" one_line_error "input line 1: put under 9: the hand has 6 cards, numbered 1 to 6, to \"Player 1: mulligan?\""
check "put under a card twice: refused" status_is 2 sh -c "printf 'put under 2 2\n' | '$bin' play --game rone --seed 6 --ai 2:random --save '$work/mull2.game'"
check "... says it is named twice" one_line_error "put under: card 2 is named twice; name each card once"
check "put under a name: refused" status_is 2 sh -c "printf 'put under Dummy\n' | '$bin' play --game rone --seed 6 --ai 2:random --save '$work/mull3.game'"
check "... says it takes numbers" one_line_error "'put under Dummy': put under takes the cards' numbers in the hand (1 to 6) with spaces between"
printf 'settings under ask\nput under 6 3\nquit\n' | play --seed 6 --ai 2:random --save "$work/mull4.game" >"$work/mull4.out" 2>&1
check "put under 6 3 is the option put under 3 6" grep -qx "put under 3 6" "$work/mull4.game"
check "the order under the deck: the question says which end (play-test 8)" has "$work/mull4.out" \
    "Player 1: which card goes under the deck next? (each goes to the very bottom"

# two copies of a card in hand are the same card: its name picks the first (play-test 8: "ambiguous:
# 2 options match 'skiff raider'"); seed 5 with this deck: Weld Patch twice in the first main
# phase, once a unit is there for it to target (A11): Tap the Reserves, then Sensor Drone
pairs="1:h1,14x2,15x2,2x2,25x2,39x2,61x2,4x2,5x2,16x2,29x2,40x2,41x2"
printf 'keep\n1\n1\n1\n1\nplay a card\ntap the reserves\npass\nplay a card\nsensor drone\npass\nweld patch\nquit\n' | play --deck "$pairs" --ai 2:random --seed 5 --save "$work/pairs.game" >"$work/pairs.out" 2>&1
check "two copies in hand: both offered" has "$work/pairs.out" "play Weld Patch, in hand #2"
check "two copies in hand: the name plays one" has "$work/pairs.out" "Player 1 plays Weld Patch"
check "two copies in hand: the record keeps the first" grep -qx "play Weld Patch, in hand" "$work/pairs.game"

# ---- hot-seat: two persons, each sees their own hand ----
answers 1 120 | play --hotseat --seed 6 --save "$work/hot.game" >"$work/hot.out" 2>&1
check "hot-seat: seat 1's view" has "$work/hot.out" "Player 1 (you):"
check "hot-seat: seat 2's view" has "$work/hot.out" "Player 2 (you):"
check "hot-seat: what happened since your last decision" has "$work/hot.out" "Since your last decision:"
check "hot-seat: input ended, the game is saved" has "$work/hot.out" "Input ended; the game is saved in $work/hot.game"

# ---- save and --resume ----
answers 1 30 | play --seed 6 --ai 2:random --save "$work/half.game" >/dev/null 2>&1
head -n 40 "$work/half.game" >"$work/half-before"
check "resume: --players cannot change a saved game" status_is 2 play --resume "$work/half.game" --players 3
check "resume: says so" one_line_error "--players cannot change a saved game"
check "resume: --game cannot change a saved game" status_is 2 "$bin" play --game redrising --resume "$work/half.game"
check "resume: says which game it is" one_line_error "is a game of rone"
cp "$work/half.game" "$work/recap.game"
printf 'quit\n' | "$bin" play --resume "$work/recap.game" >"$work/recap.out" 2>&1
# the heading, a move under it, then the first question's options
check "resume: the last moves are told before the first question" awk '
    /^The last moves before the game was saved:$/ && !h { h = NR }
    /^  Player [12] / && h && !m { m = NR }
    /^    1\. / && m && !q { q = NR }
    END { exit !(h && m > h && q > m) }' "$work/recap.out"
answers | "$bin" play --resume "$work/half.game" >"$work/resume.out" 2>&1
check "resume: status 0" test $? -eq 0
check "resume: the game goes on to its end" has "$work/resume.out" "The result ("
check "resume: the saved answers stand" cmp -s "$work/half-before" <(head -n 40 "$work/half.game")
check "resume: a RONE game without --game" has "$work/resume.out" "RONE, one against one"

# ---- games lists RONE saves ----
printf '1\n1\nquit\n' | play --seed 6 >/dev/null 2>&1
"$bin" games >"$work/games.out" 2>&1
check "games: a RONE save with its heroes" grep -qE "^game-1 +RONE: Player 1 \(.*\), Player 2 \(.*\) bot mcts:300; round 1" "$work/games.out"
check "games: how to go on" has "$work/games.out" "cardtable play --resume game-1"

# ---- replay ----
check "replay: status 0" status_is 0 "$bin" replay "$work/duel.game"
check "replay: the decisions" grep -qE "^.*duel.game: [0-9]+ decisions\.$" "$work/out"
check "replay: the log" grep -qE "^  Player [12] plays " "$work/out"
check "replay: the result" has "$work/out" "The result ("
check "replay of a solo game: the person's draws by name" grep -qE "^  Player 1 draws [A-Z]" "$work/out"
check "replay of a solo game: not the bot's" sh -c "! grep -qE '^  Player 2 draws [A-Z]' '$work/out'"
check "replay --seat 2: seat 2's view" status_is 0 "$bin" replay "$work/duel.game" --seat 2
check "replay --seat 2: its draws by name" grep -qE "^  Player 2 draws [A-Z]" "$work/out"
check "replay --seat 2: not seat 1's" sh -c "! grep -qE '^  Player 1 draws [A-Z]' '$work/out'"
play --seed 6 --ai 1:random --ai 2:random --save "$work/bots.game" </dev/null >"$work/bots.out" 2>&1
check "a game of bots: played to its end" has "$work/bots.out" "The result ("
check "a game of bots: the moves are shown as they come" grep -qE "^  Player [12] plays " "$work/bots.out"
check "a game of bots: no card drawn is named" sh -c "! grep -qE '^  Player [12] draws [A-Z]' '$work/bots.out'"
check "replay of a game of bots: a spectator's view" status_is 0 "$bin" replay "$work/bots.game"
check "replay of a game of bots: no card drawn is named" sh -c "! grep -qE '^  Player [1-4] draws [A-Z]' '$work/out'"
printf 'keep\nundo\nquit\n' | play --hotseat --names "Ana,Bo" --seed 6 --save "$work/undo-named.game" >"$work/undo-named.out" 2>&1
check "undo: another's decision is told by the player's name" has "$work/undo-named.out" "the last decision was Ana's"
answers 1 120 | play --hotseat --names "Ana,Bo" --seed 6 --save "$work/named.game" >/dev/null 2>&1
COLUMNS=60 "$bin" replay "$work/named.game" >"$work/named.out" 2>&1
check "replay: the players' names from the record" grep -qE "^  (Ana|Bo) " "$work/named.out"
check "replay: not the default names" sh -c "! grep -qE '^  Player [12] ' '$work/named.out'"
check "replay: lines wrapped to the terminal (COLUMNS=60)" sh -c "! awk 'length > 60 { bad = 1 } END { exit !bad }' '$work/named.out'"
check "replay --seat 3 of a duel: refused" status_is 2 "$bin" replay "$work/duel.game" --seat 3
check "replay --seat 3: says why" one_line_error "this game has no seat 3 of a player (its players' seats: 1 to 2)"
check "replay --seat x of a duel: refused" status_is 2 "$bin" replay "$work/duel.game" --seat x
check "replay --seat x: the game's own range (play-test 8: 'from 1 to 6')" one_line_error "--seat takes a seat from 1 to 2 (this game's players), not 'x'"

# ---- the mulligan: one line of how to name the cards, not 63 masks ----
printf 'put under 2 5\n' | play --seed 11 --hero 1:Oda --save "$work/mull.game" >"$work/mull.out" 2>&1
check "mulligan: how to put cards under, in one line" has "$work/mull.out" 'put under N ...: the hand cards you name go under the deck'
check "mulligan: with no numbers (a number there would be a set of cards)" lacks "$work/mull.out" '2-64.'
check "mulligan: no list of masks" lacks "$work/mull.out" "put under 1 2 3"
check "mulligan: the typed answer is taken, its cards named to their owner (hand cards 2 and 5)" has "$work/mull.out" "Player 1 puts Dam Warden, Quick Shot under the deck"

# a bare number at the mulligan is a set of cards, not the card of that number (play-test: '5'
# put card 3 under): refused, saying how to name cards; a shuffle is told as the whole new hand
check "mulligan: a bare 5 refused" status_is 2 sh -c "printf '5\n' | '$bin' play --game rone --seed 11 --hero 1:Oda --save '$work/mull5.game'"
check "... says what 1, put under and 3 do" one_line_error "5: type 1 to keep the hand, \"put under\" and the numbers of cards in the hand (\"put under 2 5\"), or 3 to shuffle and redraw"
printf '3\nquit\n' | play --seed 11 --hero 1:Oda --ai 2:random --save "$work/mull65.game" >"$work/mull65.out" 2>&1
check "mulligan: a shuffle draws 6 new cards, named to their owner" grep -q "Player 1 shuffles the hand into the deck and draws 6 new cards: " "$work/mull65.out"

# ---- issue 28: a person is asked only what matters ----
# The mulligan's options are numbered 1, 2, 3 (before: 1, then 65 for the shuffle).
printf 'quit\n' | play --seed 6 --ai 2:random --save "$work/i28-mull.game" >"$work/i28-mull.out" 2>&1
check "mulligan: 1 keeps" grep -qx "    1. keep" "$work/i28-mull.out"
check "mulligan: 2 puts cards under" grep -q "^    2. put under N ...: " "$work/i28-mull.out"
check "mulligan: 3 shuffles" grep -qx "    3. shuffle and redraw" "$work/i28-mull.out"
check "mulligan: 2 alone says how to name the cards" status_is 2 sh -c "printf '2\n' | '$bin' play --game rone --seed 6 --ai 2:random --save '$work/i28-m2.game'"
check "... in one line" one_line_error "2: to put cards under the deck type \"put under\" and their numbers in the hand (\"put under 2 5\")"
# The order under the deck follows the setting (the hand's order: card 3, then 6), and says so.
printf 'put under 6 3\nquit\n' | COLUMNS=400 play --seed 6 --ai 2:random --save "$work/i28-under.game" >"$work/i28-under.out" 2>&1
check "under the deck in the hand's order, said" has "$work/i28-under.out" \
    "Player 1: put Feed the Pit under the deck next (settings: under the deck in the hand's order)."
check "... not asked" lacks "$work/i28-under.out" "which card goes under the deck next?"
check "... and in the record as an answer" grep -qx "put Feed the Pit, in hand under next" "$work/i28-under.game"
# A whole game answering 1 against the greedy bot: the income drawn and the graveyard's end
# by the settings, each said; no reaction window asked where only an Economic ability could be
# used; `settings graveyard bottom` puts each card at the bottom.
answers 1 2000 | COLUMNS=400 play --seed 1 --ai 2:greedy --save "$work/i28-whole.game" >"$work/i28-whole.out" 2>&1
check "income drawn by the settings, said" has "$work/i28-whole.out" "Player 1 draws the income card (settings: income draw)."
check "... not asked" lacks "$work/i28-whole.out" "Player 1: draw a card (income)?"
check "... in the record as an answer" grep -qx "draw" "$work/i28-whole.game"
check "the graveyard's top by the settings where nothing takes from it, said" grep -q "^> Player 1: .* to the top of the graveyard (settings: graveyard auto)\.$" "$work/i28-whole.out"
check "the level price on the hero line" grep -q "^    hero level 1 (printed income 2 water, 1 card; level 2 for 7 water): " "$work/i28-whole.out"
# (seed 7: answering 1 throughout reaches a level-up question there; seed 1's game never offers one)
answers 1 2000 | COLUMNS=400 play --seed 7 --ai 2:greedy --save "$work/i28-seed7.game" >"$work/i28-seed7.out" 2>&1
check "the level-up option says what it costs and brings" grep -qE "^ +[0-9]+\. level up to 2 for 7 water: income 3 water, 1 card$" "$work/i28-seed7.out"
# the same game again up to that question, answered by the label's first words: the record keeps "level up"
before=$(awk '/^ +[0-9]+\. level up to 2/ { print n; exit } /^> / { n++ }' "$work/i28-seed7.out")
{ yes 1 | head -n "$before"; printf 'level up to 2\nquit\n'; } | play --seed 7 --ai 2:greedy --save "$work/i28-level.game" >/dev/null 2>&1
check "... its name in the record unchanged" grep -qx "level up" "$work/i28-level.game"
questions_a_round() { # FILE: questions asked (prompts) per round, times 10
    local q r
    q=$(grep -c "^> " "$1")
    r=$(grep -oE "the game is over \(round [0-9]+" "$1" | grep -oE "[0-9]+$")
    echo $((q * 10 / r))
}
check "a whole game against the bot: under 8 questions a round (before: 16)" test "$(questions_a_round "$work/i28-whole.out")" -lt 80
{ printf 'settings graveyard bottom\n'; answers 1 400; } | COLUMNS=400 play --seed 1 --ai 2:greedy --save "$work/i28-bottom.game" >"$work/i28-bottom.out" 2>&1
check "settings graveyard bottom: said" has "$work/i28-bottom.out" "to the bottom of the graveyard (settings: graveyard bottom)."
check "... and done" grep -qx "bottom of the graveyard" "$work/i28-bottom.game"
check "settings: a wrong one said in a line" sh -c "printf 'settings graveyard up\nquit\n' | '$bin' play --game rone --seed 6 --save '$work/i28-set.game' | grep -q \"settings: 'graveyard up' is not a setting and value\""
# full control asks everything again: the income draw and the windows of a turn's start.
{ printf 'full control\n'; answers 1 60; } | COLUMNS=400 play --seed 1 --ai 2:greedy --save "$work/i28-full.game" >"$work/i28-full.out" 2>&1
check "full control: says so" has "$work/i28-full.out" "Player 1 will be asked everything: every reaction window"
check "full control: the income asked" has "$work/i28-full.out" "Player 1: draw a card (income)?"
check "full control: a turn's start asked" has "$work/i28-full.out" "Player 1: react? (start of Player 2's turn, before income)"
# stops: listed, and a stop at the turn's end asks those windows
{ printf 'stops end\n'; answers 1 60; } | COLUMNS=400 play --seed 1 --ai 2:greedy --save "$work/i28-stop.game" >"$work/i28-stop.out" 2>&1
check "stops: listed with the one set" grep -q "^  end     stop: the end of a turn$" "$work/i28-stop.out"
check "stops end: the turn's end asked" grep -q "^Player 1: react? (the turn is ending)$" "$work/i28-stop.out"
check "no stop: the turn's end not asked" lacks "$work/i28-whole.out" "Player 1: react? (the turn is ending)"
check "stops: a wrong window said in a line" sh -c "printf 'stops lunch\nquit\n' | '$bin' play --game rone --seed 6 --save '$work/i28-stops.game' | grep -q \"stops: 'lunch' is not a window: start, stack, combat, main, end, all or none.\""
# One line does it: "play sensor drone" at a main phase whose first option is "play a card".
printf 'keep\nplay sensor drone\nquit\n' | play --seed 5 --ai 2:random --save "$work/i28-play.game" >"$work/i28-play.out" 2>&1
check "play NAME in one line: played" has "$work/i28-play.out" "Player 1 plays Sensor Drone (2 water)"
check "... the record holds both answers" sh -c "grep -A1 -x 'play a card' '$work/i28-play.game' | grep -qx 'play Sensor Drone, in hand'"
check "... the card is not asked" lacks "$work/i28-play.out" "Player 1: which card to play?"
# "attack with NAME" and "use NAME" in one line: typed names of a main phase's options (seed 5
# against random: the drone played in round 1 may attack in round 2, offered 4th; the hero's
# ability is offered 3rd at the first main phase). Both worked already; these pin them.
{ printf 'keep\nplay sensor drone\nend turn\nattack with sensor drone\nquit\n'; } |
    play --seed 5 --ai 2:random --save "$work/i28-attack.game" >"$work/i28-attack.out" 2>&1
check "attack with NAME in one line: attacks" has "$work/i28-attack.out" "Player 1 attacks with Sensor Drone"
check "... the record holds the option" grep -qx "attack with Sensor Drone (P1)" "$work/i28-attack.game"
printf 'keep\nuse ysolde\nquit\n' | play --seed 5 --ai 2:random --save "$work/i28-use.game" >"$work/i28-use.out" 2>&1
check "use NAME in one line: used" has "$work/i28-use.out" "Player 1 uses Ysolde Vane, Gene-Thief"
check "... the record holds the option" grep -qx "use Ysolde Vane, Gene-Thief (P1)" "$work/i28-use.game"
# board redraws the table and the question
printf 'board\nquit\n' | play --seed 6 --ai 2:random --save "$work/i28-board.game" >"$work/i28-board.out" 2>&1
check "board: the table again" test "$(grep -c "^=== RONE, round 1" "$work/i28-board.out")" -eq 2
check "board: the question again" test "$(grep -c "^Player 1: mulligan?" "$work/i28-board.out")" -eq 2

# 80x24: at every question of whole games, each card an option plays, targets, attacks or uses
# is on the 24 lines that end at the prompt, above the options (the table drawn tight when
# compact is still too tall: the hand in a paragraph, technologies on one line, the hand and
# the graveyard only where the question may play from them). Before: 130 of 154 questions of
# seed 1 had the table's top off screen, and named cards off screen at most decisions.
named_off_screen() { # FILE: prints "N questions, M cards named off screen"
    awk '
# For each question (a "> " prompt): the options right above it, and for each option the card
# it names; that name must be on one of the 24 lines ending at the prompt, above the options.
{ line[NR] = $0 }
/^> / {
    n++
    first = NR - 1
    while (first > 0 && line[first] ~ /^ +[0-9]+\. /) first--
    # first: the question line
    for (i = first + 1; i < NR; i++) {
        o = line[i]
        sub(/^ +[0-9]+\. /, "", o)
        if (!sub(/^(play|recycle|target|attack with|attack|use|exhaust) /, "", o)) continue
        sub(/ under the deck next$/, "", o); sub(/ \(second ability\)$/, "", o); sub(/ #[0-9]+$/, "", o)
        sub(/, (in hand|technology|graveyard|in a hand)$/, "", o); sub(/ \(P[1-4]\)$/, "", o); sub(/: .*$/, "", o)
        if (o !~ /^[A-Z]/ || o ~ /^Player [1-4]|'\''s hero$|^a card$/) continue
        found = 0
        for (k = NR - 23; k < first && !found; k++) if (k > 0 && index(line[k], o)) found = 1
        if (!found) { bad++; if (bad <= 5) print "off screen at line " NR ": " o }
    }
}
END { print n " questions, " bad + 0 " cards named off screen" }
' "$1"
}
for seed in 2 5; do
    answers 1 2000 | LINES=24 COLUMNS=80 play --seed "$seed" --ai 2:greedy --save "$work/i28-80x24-$seed.game" >"$work/i28-80x24-$seed.out" 2>&1
    named_off_screen "$work/i28-80x24-$seed.out" | tail -1 >"$work/i28-80x24-$seed.count"
    check "80x24, seed $seed: every card the options name on screen ($(cat "$work/i28-80x24-$seed.count"))" \
        grep -qE "^[0-9]{2,} questions, 0 cards named off screen$" "$work/i28-80x24-$seed.count"
done
check "80x24: the tight table says how to see all of it" grep -q '^Your hand (.*; "board" shows the whole table):' "$work/i28-80x24-2.out"

# ---- issue 28: the points of lifebound damage picked in one line ("2 1") ----
answers 1 3000 | COLUMNS=400 play --seed 3 --ai 2:greedy --save "$work/points-1.game" >"$work/points-1.out" 2>&1
first=$(grep -n -m1 'damage point 1 of 2 (type 2 numbers' "$work/points-1.out" | cut -d: -f1)
check "points: the first of 2 points says that one line picks both" test -n "$first"
before=$(head -n "${first:-0}" "$work/points-1.out" | grep -c '^> ')
{ answers 1 "$before"; echo "2 1"; answers 1 3000; } | COLUMNS=400 play --seed 3 --ai 2:greedy --save "$work/points-line.game" >"$work/points-line.out" 2>&1
{ answers 1 "$before"; echo 2; echo 1; answers 1 3000; } | COLUMNS=400 play --seed 3 --ai 2:greedy --save "$work/points-each.game" >"$work/points-each.out" 2>&1
check "points: the second point is answered by the line" has "$work/points-line.out" "Player 1: destroy Floodgate Keeper, in hand (picked with the damage's first point)."
check "points: the record holds one answer a point, as if each was typed" cmp -s "$work/points-line.game" "$work/points-each.game"
check "points: one question fewer" test "$(grep -c '^> ' "$work/points-line.out")" -eq "$(($(grep -c '^> ' "$work/points-each.out") - 1))"
{ answers 1 "$before"; echo "1 1"; } | COLUMNS=400 play --seed 3 --ai 2:greedy --save "$work/points-twice.game" >/dev/null 2>"$work/points-twice.err"
check "points: a hand card picked twice is refused" grep -q "input line $((before + 1)): '1 1' is not one of the 10 options" "$work/points-twice.err"

# ---- issue 28: stops and settings saved with the game, read back by --resume ----
printf '1\nstops combat end\nsettings graveyard bottom\nsettings income ask\nquit\n' |
    play --seed 4 --ai 2:greedy --save "$work/wishes.game" >/dev/null 2>&1
check "wishes: the save keeps seat 1's stops and settings as a note" grep -qx \
    "# seat 1 asking: stops=combat,end full-control=no economic=no graveyard=bottom income=ask under=hand" "$work/wishes.game"
printf 'stops\nsettings\nquit\n' | "$bin" play --resume "$work/wishes.game" >"$work/wishes-resume.out" 2>&1
check "wishes: resumed, the combat stop is kept" grep -q "^  combat  stop: an attack under way" "$work/wishes-resume.out"
check "wishes: resumed, the start window has no stop" grep -q "^  start   -: the start of a turn" "$work/wishes-resume.out"
check "wishes: resumed, the graveyard setting is kept" grep -q "^  graveyard bottom " "$work/wishes-resume.out"
check "wishes: resumed, the income setting is kept" grep -q "^  income ask " "$work/wishes-resume.out"
check "wishes: the note is still there after the resumed game's save" grep -q "^# seat 1 asking: stops=combat,end " "$work/wishes.game"
check "wishes: a saved game with the note replays" status_is 0 "$bin" replay "$work/wishes.game"

# ---- --cards FILE: a card set read at run time (a copy of the core set under its own id) ----
src_dir=$(cd "$(dirname "$0")/.." && pwd)
sed '0,/^id = "ctc"/s//id = "mine"/' "$src_dir/data/rone/core.toml" >"$work/mine.toml"
sed 's/^note = "/note = "changed: /' "$work/mine.toml" >"$work/mine2.toml"
play --cards "$work/mine.toml" --seed 7 --ai 1:random --ai 2:random --save "$work/mine.game" </dev/null >"$work/mine.out" 2>&1
check "--cards: a game with the file's set is played to its end" has "$work/mine.out" "The result ("
check "--cards: the record names the set and its hash" grep -qE "^options players=2 set=mine sethash=[0-9a-f]{8}$" "$work/mine.game"
check "--cards: replay without the file is refused" status_is 2 "$bin" replay "$work/mine.game"
check "--cards: replay without the file says what is missing" one_line_error "unknown card set 'mine' (a set from a file needs --cards FILE)"
check "--cards: replay with another file of the same id is refused" status_is 2 "$bin" replay "$work/mine.game" --cards "$work/mine2.toml"
check "--cards: replay with another file names both hashes" one_line_error "but the game was made with sethash="
check "--cards: replay with the same file" status_is 0 "$bin" replay "$work/mine.game" --cards "$work/mine.toml"
printf '1\n1\nquit\n' | play --cards "$work/mine.toml" --seed 8 --save "$work/mine-half.game" >/dev/null 2>&1
check "--cards: resume without the file is refused" status_is 2 "$bin" play --resume "$work/mine-half.game"
answers | "$bin" play --resume "$work/mine-half.game" --cards "$work/mine.toml" >"$work/mine-resume.out" 2>&1
check "--cards: resume with the file (no --game: the save says rone) goes on to the end" has "$work/mine-resume.out" "The result ("
{ echo "# a note kept with the record"; cat "$work/mine-half.game"; } >"$work/mine-note.game"
check "--cards: a save that starts with a note resumes as RONE" status_is 0 "$bin" play --resume "$work/mine-note.game" --cards "$work/mine.toml"
printf 'id = \n' >"$work/bad.toml"
check "--cards: a broken file is refused" status_is 2 "$bin" play --game rone --cards "$work/bad.toml"
check "--cards: one line naming the file and line" one_line_error "bad.toml:1: not TOML"

finish
