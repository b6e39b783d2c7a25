"""bench_random.py: random games a second from Python, for beside the native figures of
bench/bench_rone.c and bench_games.c (CPU time of this process: the machine is shared).
A loop in Python (legal_actions, a random choice, apply_action per decision) and the
same games played in C by State.random_playout.

    make python && PYTHONPATH=python /usr/bin/python3 python/bench_random.py [GAMES]"""
import random
import sys
import time

import cardtable


def loop_in_python(game, games):
    decisions = 0
    pick = random.Random(1)
    start = time.process_time()
    for seed in range(1, games + 1):
        state = game.new_initial_state(seed=seed)
        while not state.is_terminal():
            actions = state.legal_actions()
            state.apply_action(actions[pick.randrange(len(actions))])
            decisions += 1
    return time.process_time() - start, decisions


def playout_in_c(game, games):
    start = time.process_time()
    for seed in range(1, games + 1):
        game.new_initial_state(seed=seed).random_playout(seed)
    return time.process_time() - start


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    for name, options in (("rone", {"players": 2}), ("rone", {"players": 3}), ("redrising", {"players": 2})):
        game = cardtable.load_game(name, **options)
        seconds, decisions = loop_in_python(game, games)
        c_seconds = playout_in_c(game, games)
        print(f"{name} {game.options}: {games / seconds:.0f} games/s by a Python loop "
              f"({decisions / games:.1f} decisions/game, {1e6 * seconds / decisions:.2f} us/decision); "
              f"{games / c_seconds:.0f} games/s by random_playout")


if __name__ == "__main__":
    main()
