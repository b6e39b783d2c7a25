"""bots.py: the engine's players (src/ai: random, greedy, mcts, and the strengths easy ..
expert of docs/AI.md) by name, for any game."""
from ._native import Error, as_uint64, ffi, lib, text


class Bot:
    """A player that chooses for the seat to move. Its randomness starts from seed."""

    def __init__(self, name, seed=0):
        self.name = name
        self._agent = ffi.new("ct_agent *")
        why = ffi.new("char[]", 200)
        if not isinstance(name, str) or not lib.ct_agent_parse(name.encode(), as_uint64(seed, "seed"),
                                                               self._agent, why, 200):
            raise Error(text(why) if isinstance(name, str) else f"a bot is named by text, not {name!r}", "bot")

    def choose(self, state):
        """Its action for the seat to move in state (state is unchanged); the bot looks
        only at what that seat can see (every look ahead starts from a determinization)."""
        if state.is_terminal():
            raise Error("the game is over", "over")
        return lib.ct_agent_choose(self._agent, state._native, state._buf)

    def step(self, state):
        """OpenSpiel's name for choose."""
        return self.choose(state)

    def __repr__(self):
        return f"cardtable.bot({self.name!r})"


def bot(name, seed=0):
    """The bot called name ("random", "greedy", "mcts:200", "easy" .. "expert"); Error if unknown."""
    return Bot(name, seed)
