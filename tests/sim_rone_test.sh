#!/usr/bin/env bash
# sim_rone_test.sh: `cardtable sim --game rone`, run by CTest:
#   sim_rone_test.sh CARDTABLE_BINARY
# The report's fields are there and agree with each other (shares sum to one, counts
# match the games), the same seed gives the same report whatever the threads, and bad
# arguments exit 2 with one line. Each check prints "ok - ..." or "not ok - ...".
set -u
bin="$1"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. "$(dirname "$0")/lib.sh"
jq_true() { # jq_true FILE EXPR: EXPR is true of the JSON in FILE
    [ "$(jq "$2" "$1")" = "true" ] || { echo "  not true: $2"; return 1; }
}
near() { printf '(. - (%s) | fabs) < 1e-5' "$1"; } # a jq test that the input is $1 (the JSON has 6 digits)

# ---- a duel: greedy against random, two ready-made decks ----
duel=("$bin" sim --game rone --games 12 --agents greedy:s1,random --deck1 cistern-wall --deck2 stormfront)
sim=("${duel[@]}" --seed 5)
check "sim --game rone --json runs" status_is 0 "${sim[@]}" --json --threads 2
cp "$work/out" "$work/a.json"
j="$work/a.json"
check "the game and the options" jq_true "$j" '.game == "rone" and .games == 12 and (.options | test("deck1=cistern-wall deck2=stormfront"))'
check "every report field is there" jq_true "$j" \
    '[.length.median_rounds, .length.quartile1_rounds, .length.quartile3_rounds, .ended.out_of_cards, .ended.round_limit,
      .first_player.win_rate, .first_player.ci95, .seats, .agents, .heroes, .decks, .cards] | all(. != null)'
check "games end one way or the other" jq_true "$j" '.ended.out_of_cards + .ended.round_limit == .games'
check "the seats' shares sum to 1" jq_true "$j" "[.seats[].win_rate] | add | $(near 1)"
check "each seat played every game" jq_true "$j" '[.seats[].games] | all(. == 12)'
check "the agents' shares sum to 1 and they played every game" jq_true "$j" \
    "([.agents[] | .win_rate * .games] | add | $(near 12)) and ([.agents[].games] | add == 24)"
check "heroes: two, a game each per seat" jq_true "$j" '(.heroes | length) == 2 and ([.heroes[].games] | add == 24)'
check "decks by name, a game each per seat" jq_true "$j" '(.decks | keys) == ["Cistern Wall", "Stormfront"] and ([.decks[].games] | add == 24)'
check "the decks' wins are the heroes' wins" jq_true "$j" \
    '([.decks[] | .win_rate * .games] | add) as $d | ([.heroes[] | .win_rate * .games] | add) as $h | ($d - $h | fabs) < 1e-5'
check "greedy beats random in every game" jq_true "$j" '.agents["greedy:s1"].win_rate == 1'
check "12 games all won: a wide interval (Wilson), not +-0" jq_true "$j" '.agents["greedy:s1"].ci95 > 0.2 and .agents["greedy:s1"].ci95 < 0.3'
check "cards: every effect's interval is wide with so few games" jq_true "$j" '[.cards[] | .played_effect_ci95 | select(. != null)] | all(. > 0.2)'
check "cards: played and opened never exceed the decks holding them" jq_true "$j" \
    '.cards | all(.played <= .in_deck and .opened <= .in_deck and (.play_rate - .played / .in_deck | fabs) < 1e-5)'
check "cards: a card's effect is its win rate played less not played" jq_true "$j" \
    '.cards | map(select(.played_effect != null)) | all((.played_effect - (.win_rate_played - .win_rate_not_played)) | fabs < 1e-5)'
check "cards: technologies are never in an opening hand" jq_true "$j" '.cards | map(select(.id | test("-t"))) | all(.opened == 0)'
check "cards: a card of both decks counts both" jq_true "$j" '.cards | map(select(.in_deck == 24)) | length > 0'

# the same seed, the same report (on any number of threads)
status_is 0 "${sim[@]}" --json --threads 1
check "the same seed gives the same report" cmp -s <(jq 'del(.timing)' "$j") <(jq 'del(.timing)' "$work/out")
status_is 0 "${duel[@]}" --json --threads 1 --seed 6
check "another seed, another report" bash -c "! cmp -s <(jq -c '.cards' '$j') <(jq -c '.cards' '$work/out')"

# text, CSV and plot
check "the text report" status_is 0 "${sim[@]}"
check "text: length, first player, heroes, decks, cards" bash -c "grep -q '^length: median [0-9]* rounds' '$work/out' &&
    grep -q 'the first player (drawn at random, R27) won' '$work/out' && grep -q '^Oda Venn' '$work/out' &&
    grep -q '^Stormfront  ' '$work/out' && grep -q '^card  ' '$work/out'"
check "--csv runs" status_is 0 "${sim[@]}" --csv
check "--csv: a header and a line per game" bash -c "[ \$(wc -l <'$work/out') -eq 13 ] && head -1 '$work/out' | grep -q '^game,seed,rounds,decisions,end,first_player,hero1,deck1,agent1,won1,hero2'"
check "--csv: someone wins every game" bash -c "tail -n +2 '$work/out' | sed 's/\"[^\"]*\"/x/g' | awk -F, 'NF != 14 || \$10 + \$14 < 1 { bad = 1 } END { exit bad }'"
check "--plot writes an SVG" status_is 0 "${sim[@]}" --plot "$work/length.svg"
check "--plot: the length histogram" grep -q 'Game length in rounds, 12 RONE games' "$work/length.svg"

# three players and 2 v 2, random decks
check "three players" status_is 0 "$bin" sim --game rone --games 3 --players 3 --json
check "three players: three seats, shares sum to 1" jq_true "$work/out" "(.seats | length) == 3 and ([.seats[].win_rate] | add | $(near 1))"
check "2 v 2" status_is 0 "$bin" sim --game rone --games 3 --players 4 --json
check "2 v 2: four seats, a team's two share a result" jq_true "$work/out" \
    "(.seats | length) == 4 and ([.seats[].win_rate] | add | $(near 1)) and (.seats[0].win_rate == .seats[2].win_rate) and .decks[\"random deck\"].games == 12"

# ---- bad arguments: status 2, one line ----
bad() { # bad EXPECTED-TEXT ARGS...
    local text="$1"
    shift
    check "refuses: $*" status_is 2 "$bin" sim --game rone "$@"
    check "says why: $*" one_line_error "$text"
}
bad "--players must be 2, 3 or 4 for RONE" --players 5
bad "--players must be 2, 3 or 4 for RONE" --players 1
bad "there is no seat 3 in a 2-player game" --deck3 stormfront
bad "--deck1 stormfront: a team's deck is a code naming both heroes, 36 cards and up to 8 technologies" --players 4 --deck1 stormfront
bad "--deck3: in 2 v 2 a team's deck is --deck1 (seats 1 and 3) or --deck2 (seats 2 and 4)" --players 4 --deck3 h1,h2,1x2
bad "deck2: deck: 2 units and tactics; a team's deck holds exactly 36 (R92)" --players 4 --deck2 h1,h2,1x2
bad "heroes: no hero 'h9' in card set 'ctc'" --options heroes=h9
team="h2,h3,$(seq -s, -f '%gx2' 1 18),t1,t2,t3,t4,t5,t6,t7,t8"
check "2 v 2: a team's chosen deck" status_is 0 "$bin" sim --game rone --games 2 --players 4 --deck1 "$team" --options heroes=random,h1 --json
check "2 v 2: the team deck and heroes= in the options, the deck on seats 1 and 3" jq_true "$work/out" \
    "(.options | test(\"deck1=h2,h3,1x2\")) and (.options | test(\"heroes=random,h1\")) and (.decks | length) == 2 and .decks[\"random deck\"].games == 4"
bad "deck1" --deck1 no-such-deck --games 1
bad "--deck1 iron-tid: no such deck (did you mean iron-tide? a deck code like h1,1x2,...,t1 works too)" --deck1 iron-tid --games 1
bad "unknown card set 'zzz'" --set zzz
bad "unknown agent" --agents greedy,bogus
bad "bad agent setting 's0'" --agents greedy:s0
bad "give one" --json --csv
bad "--games is given twice" --games 3 --games 4
bad "unknown option --houses" --houses red
bad "bad value 'x' for --games" --games x
bad "--seed needs a value" --seed
check "refuses an unknown game" status_is 2 "$bin" sim --game chess
check "says which" one_line_error "unknown game 'chess' (redrising, rone, kuhn)"

# ---- --cards FILE: a set from a file (a copy of the core set under its own id) ----
src_dir=$(cd "$(dirname "$0")/.." && pwd)
sed '0,/^id = "ctc"/s//id = "mine"/' "$src_dir/data/rone/core.toml" >"$work/mine.toml"
check "--cards: plays the file's set" status_is 0 "$bin" sim --game rone --games 6 --cards "$work/mine.toml" --seed 3
check "--cards: the report names the set and its hash" grep -qE "^6 RONE games of players=2 set=mine sethash=[0-9a-f]{8}," "$work/out"
check "--cards: a missing file is refused" status_is 2 "$bin" sim --game rone --games 6 --cards "$work/none.toml"
check "--cards: says which file" one_line_error "none.toml"
check "--cards with --set: refused" status_is 2 "$bin" sim --game rone --games 6 --set tst --cards "$work/mine.toml"
check "--cards with --set: says give one" one_line_error "give one"

finish
