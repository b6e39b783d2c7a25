"""The first player's win rate in RONE's ready-made decks: every deck against every other,
both seat orders, greedy bots in both seats (docs/PYTHON.md; docs/RONE.md "Balance").
The first player is drawn in each game (RULES.md R27): the seat whose turn the new game is.
    make python && PYTHONPATH=python /usr/bin/python3 examples/first_player_rone.py [GAMES] [BOT]"""
import itertools, math, pathlib, sys, tomllib

import cardtable

games_per_pairing = int(sys.argv[1]) if len(sys.argv) > 1 else 10
bot_name = sys.argv[2] if len(sys.argv) > 2 else "greedy:s1"
decks_file = pathlib.Path(__file__).resolve().parent.parent / "data" / "rone" / "decks.toml"
decks = [deck["id"] for deck in tomllib.loads(decks_file.read_text())["deck"]]
played = first_won = 0
for first, second in itertools.permutations(decks, 2):
    game = cardtable.load_game("rone", set="ctc", deck1=first, deck2=second)
    for seed in range(1, games_per_pairing + 1):
        state, bot = game.new_initial_state(seed=seed), cardtable.bot(bot_name, seed=seed)
        first_player = state.observation()["turn"]
        while not state.is_terminal():
            state.apply_action(bot.choose(state))
        played, first_won = played + 1, first_won + state.returns()[first_player]
rate = first_won / played
print(f"first player: {rate:.1%} +- {1.96 * math.sqrt(rate * (1 - rate) / played):.1%} of {played} games ({bot_name})")
