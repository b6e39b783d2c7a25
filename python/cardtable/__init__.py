"""cardtable: the games of libcardtable (Red Rising, RONE, and whatever else the engine's
registry holds) in Python, OpenSpiel-shaped, through cffi (docs/PYTHON.md).

    import cardtable
    game = cardtable.load_game("rone", players=2)
    state = game.new_initial_state(seed=1)
    while not state.is_terminal():
        state.apply_action(cardtable.bot("greedy").choose(state))
    print(state.returns())
"""
from ._native import Error
from .bots import Bot, bot
from .game import TERMINAL, Game, State, games, load_game

__all__ = ["Error", "Bot", "bot", "TERMINAL", "Game", "State", "games", "load_game"]
