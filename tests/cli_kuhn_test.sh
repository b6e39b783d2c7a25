#!/usr/bin/env bash
# cli_kuhn_test.sh: a game with no front end of its own (Kuhn poker) in `cardtable play`,
# `replay` and `sim` through the generic path (src/cli/front_view.c: drawn from the
# game's ct_view), and the registry's games listed for an unknown --game. Run by CTest:
#   cli_kuhn_test.sh CARDTABLE_BINARY
# Seed 3 deals the Jack to Player 1 and the King to Player 2 (checked by hand with
# 'deal=JK' below, the same hand).
set -u
bin="$1"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_DATA_HOME="$work/data"
. "$(dirname "$0")/lib.sh"

check "unknown sim game lists the registry" status_is 2 "$bin" sim --game nosuch
check "  ... all three" has "$work/err" "unknown game 'nosuch' (redrising, rone, kuhn)"
check "unknown play game lists the registry" status_is 2 "$bin" play --game nosuch
check "  ... all three" has "$work/err" "unknown game 'nosuch': redrising, rone or kuhn"

# Player 1 (a person) bets the Jack; the greedy bot calls with the King: a showdown for 2.
printf 'bet\n' >"$work/in"
check "play kuhn against a bot" status_is 0 "$bin" play --game kuhn --seed 3 --save "$work/k.game" --no-color <"$work/in"
check "  its own card shown" has "$work/out" "hand of Player 1 (1): Jack"
check "  the other's hidden" has "$work/out" "hand of Player 2 (1): a face-down card"
check "  the options" has "$work/out" "  2. bet"
check "  the narration" has "$work/out" "Player 1 bets."
check "  the showdown" has "$work/out" "Player 2 calls. Showdown: Player 1 shows the Jack, Player 2 the King;"
check "  the result" has "$work/out" "The result (showdown: the King beats the Jack):"
check "  the record by names" has "$work/k.game" "bet"
check "  ... and the call" has "$work/k.game" "call"

# The same hand hot-seat, both checking: the King wins the antes; the fold line hides the card.
printf 'check\ncheck\n' >"$work/in"
check "hot-seat kuhn" status_is 0 "$bin" play --game kuhn --options deal=JK --hotseat --seed 1 --save "$work/h.game" --no-color <"$work/in"
check "  checks around" has "$work/out" "Player 2 checks. Showdown: Player 1 shows the Jack, Player 2 the King;"
check "  the King takes the antes" has "$work/out" "Player 2: 1 - wins"
printf 'bet\nfold\n' >"$work/in"
check "a fold" status_is 0 "$bin" play --game kuhn --options deal=JK --hotseat --seed 1 --save "$work/f.game" --no-color <"$work/in"
check "  folds" has "$work/out" "Player 2 folds. Player 1 wins 1 chip."
sed -n '/Player 2 folds/,$p' "$work/out" >"$work/after_fold"
check "  the end shows the folder's card face down" has "$work/after_fold" "hand of Player 2 (1): a face-down card"
check "  ... and names no King" lacks "$work/after_fold" "King"
check "  why it ended" has "$work/after_fold" "The result (Player 2 folded):"

check "replay kuhn" status_is 0 "$bin" replay "$work/k.game" --no-color </dev/null
check "  tells the showdown" has "$work/out" "Player 2 calls. Showdown"
check "bad options refused in one line" status_is 2 "$bin" play --game kuhn --options deal=KK --save "$work/n.game"
check "  saying why" has "$work/err" "deal=KK: two different cards of J, Q and K"

finish
