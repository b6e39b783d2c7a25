"""game.py: games and their states, OpenSpiel-shaped, over any game of the registry
(ct_game_at): nothing here knows one game from another."""
from ._native import Error, as_uint64, check, ffi, lib, text
from .observation import result_to_dict, view_to_dict

TERMINAL = -4  # current_player() once the game is over (OpenSpiel's PlayerId.TERMINAL)
_SPECTATOR = -1


def _registry():
    index = 0
    while True:
        native = lib.ct_game_at(index)
        if native == ffi.NULL:
            return
        yield native
        index += 1


def games():
    """The names of the games compiled in, in the registry's order."""
    return [text(native.name) for native in _registry()]


def _options_text(options, keywords):
    parts = [options] if options else []
    for key, value in keywords.items():
        if isinstance(value, bool):
            value = "on" if value else "off"
        elif isinstance(value, (list, tuple)):
            value = ",".join(str(v) for v in value)
        parts.append(f"{key}={value}")
    return " ".join(parts)


def load_game(name, options="", **keywords):
    """The game called name with its options: an options text ("players=3"), keyword
    arguments (players=3, deck1="iron-tide"), or both. Raises Error for an unknown game
    or options the game refuses."""
    native = lib.ct_find_game(name.encode()) if isinstance(name, str) else ffi.NULL
    if native == ffi.NULL:
        raise Error(f"unknown game {name!r} (known: {', '.join(games())})", "game")
    return Game(native, _options_text(options, keywords))


def _state_buffer(size):
    # uint64_t words: the states are plain data, aligned for their largest numbers
    return ffi.new("uint64_t[]", max(1, (size + 7) // 8))


class Game:
    """One game with its options: makes initial states and reads records."""

    def __init__(self, native, options):
        self._native = native
        self._size = native.state_size
        self.name = text(native.name)
        self.options = options
        self._err = ffi.new("ct_error *")
        probe = _state_buffer(self._size)
        check(lib.ctpy_new_game(native, probe, options.encode(), 0, self._err), self._err)
        self._players = lib.ctpy_seat_count(native, probe)

    def num_players(self):
        return self._players

    def new_initial_state(self, seed=0):
        """A new game dealt from seed (the same seed deals the same game)."""
        seed = as_uint64(seed, "seed")
        state = State(self, seed, _state_buffer(self._size), [])
        check(lib.ctpy_new_game(self._native, state._buf, self.options.encode(), seed, self._err), self._err)
        return state

    def from_record(self, record_text):
        """The state a game record (State.to_record's text, or a saved game of the
        cardtable program) leads to. Raises Error for a malformed record, a record of
        another game, or an answer that is not legal where it stands."""
        if not isinstance(record_text, str):
            raise Error("a record is text", "argument")
        largest = max(native.state_size for native in _registry())
        buf = _state_buffer(largest)
        rec = ffi.new("ct_record *")
        err = ffi.new("ct_error *")
        try:
            check(lib.ct_record_from_text(rec, record_text.encode(), buf, (1 << 64) - 1, err), err)
            if rec.game != self._native:
                raise Error(f"the record is a game of {text(rec.game.name)}, not of {self.name}", "record")
            options = text(rec.options)
            game = self if options == self.options else Game(self._native, options)
            state = State(game, rec.seed, _state_buffer(self._size), list(ffi.unpack(rec.answers, rec.count)) if rec.count else [])
            ffi.memmove(state._buf, buf, self._size)
            return state
        finally:
            lib.ct_record_free(rec)

    def __repr__(self):
        return f"cardtable.load_game({self.name!r}, {self.options!r})"


class State:
    """A position of a game. Actions are the engine's option numbers; seats are 0-based."""

    __slots__ = ("_game", "_native", "_buf", "_history", "_seed", "_options", "_err")

    def __init__(self, game, seed, buf, history):
        self._game = game
        self._native = game._native
        self._buf = buf
        self._history = history  # None for a resampled state: it has no record
        self._seed = seed
        self._options = ffi.new("uint16_t[]", lib.CT_MAX_OPTIONS)
        self._err = ffi.new("ct_error *")

    def get_game(self):
        return self._game

    def num_players(self):
        return self._game._players

    def current_player(self):
        """The seat to answer, or TERMINAL once the game is over."""
        seat = lib.ctpy_to_move(self._native, self._buf)
        return TERMINAL if seat < 0 else seat

    def is_terminal(self):
        return bool(lib.ctpy_is_over(self._native, self._buf))

    def is_chance_node(self):
        return False  # the engine draws its own randomness from the seed

    def legal_actions(self, player=None):
        """The legal actions (ascending) of the seat to move; [] for any other seat."""
        if player is not None and player != self.current_player():
            return []
        count = lib.ctpy_legal(self._native, self._buf, self._options)
        return ffi.unpack(self._options, count)

    def _check_legal(self, action):
        if isinstance(action, bool) or not isinstance(action, int) or action not in self.legal_actions():
            if self.is_terminal():
                raise Error("the game is over", "over")
            raise Error(f'option {action!r} is not a legal answer to "{self.prompt()}"', "illegal")

    def action_to_string(self, *player_and_action):
        """The stable name of a legal action (what a record keeps): action_to_string(a)
        or, as OpenSpiel, action_to_string(player, a)."""
        action = player_and_action[-1]
        self._check_legal(action)
        name = ffi.new("char[]", lib.CT_NAME_SIZE)
        lib.ctpy_option_name(self._native, self._buf, action, name, lib.CT_NAME_SIZE)
        return text(name)

    def action_label(self, action):
        """A legal action as a person reads it (may say more than its name)."""
        self._check_legal(action)
        label = ffi.new("char[]", lib.CT_NAME_SIZE)
        lib.ctpy_option_label(self._native, self._buf, action, label, lib.CT_NAME_SIZE)
        return text(label)

    def prompt(self):
        """What the seat to move is asked, in a few words."""
        line = ffi.new("char[]", lib.CT_NAME_SIZE)
        lib.ctpy_prompt(self._native, self._buf, line, lib.CT_NAME_SIZE)
        return text(line)

    def apply_action(self, action):
        """Answers the pending decision; Error (nothing changed) when it is not legal."""
        if isinstance(action, bool) or not isinstance(action, int) or not 0 <= action < lib.CT_MAX_OPTIONS:
            self._check_legal(action)  # raises: no option is out of range
        check(lib.ctpy_apply(self._native, self._buf, action, self._err), self._err)
        if self._history is not None:
            self._history.append(action)

    def history(self):
        """The actions applied since the initial state (None after resample)."""
        return None if self._history is None else list(self._history)

    def returns(self):
        """Each seat's share of the victory once over (1/k for k shared winners), else 0s."""
        out = ffi.new("double[]", lib.CT_MAX_SEATS)
        lib.ctpy_returns(self._native, self._buf, out)
        return list(out[0:self.num_players()])

    def scores(self):
        """Each seat's score (final once over)."""
        out = ffi.new("int[]", lib.CT_MAX_SEATS)
        lib.ctpy_scores(self._native, self._buf, out)
        return list(out[0:self.num_players()])

    def clone(self):
        """An independent copy."""
        copy = State(self._game, self._seed, _state_buffer(self._game._size),
                     None if self._history is None else list(self._history))
        ffi.memmove(copy._buf, self._buf, self._game._size)
        return copy

    def _seat(self, player, spectator_allowed):
        if player is None and spectator_allowed:
            return _SPECTATOR
        low = _SPECTATOR if spectator_allowed else 0
        if isinstance(player, bool) or not isinstance(player, int) or not low <= player < self.num_players():
            raise Error(f"no seat {player!r} in a game of {self.num_players()} seats (seats are 0 .. "
                        f"{self.num_players() - 1})", "argument")
        return player

    def observation(self, player=None):
        """What seat player (None or -1: a spectator) may see now, as plain data
        (observation.view_to_dict): the engine's view of that seat, nothing more."""
        seat = self._seat(player, True)
        if not lib.ctpy_presents(self._native):
            raise Error(f"{self._game.name} has no views (its ct_game table is version 1)", "game")
        view = ffi.new("ct_view *")
        lib.ctpy_observe(self._native, self._buf, seat, view)
        return view_to_dict(view)

    def result(self):
        """The scorepad: winners, scores, why the game ended and each line's reason."""
        if not lib.ctpy_presents(self._native):
            raise Error(f"{self._game.name} has no result table (its ct_game table is version 1)", "game")
        out = ffi.new("ct_result *")
        lib.ctpy_result(self._native, self._buf, out)
        return result_to_dict(out)

    def resample(self, player, seed):
        """A copy with everything player cannot see re-dealt consistently with what it
        has seen, and the randomness to come re-seeded (a determinization, for search).
        The copy has no record: it is not the game that was played."""
        seat = self._seat(player, False)
        seed = as_uint64(seed, "seed")
        # A re-deal that does not fit the answers since the game's last replay point is
        # never the truth, but it is no determinization either: draw again from the next
        # seeds, as a bot drops such a sample (docs/AI.md).
        for attempt in range(8):
            copy = self.clone()
            copy._history = None
            if lib.ctpy_determinize(self._native, copy._buf, seat, (seed + attempt * 0x9E3779B97F4A7C15) % (1 << 64)):
                return copy
        raise Error("no re-deal for seat %d fits what it has seen (8 tries from seed %d)" % (seat, seed), "limit")

    def to_record(self):
        """The game record (options, seed, one answer per line) that g.from_record and
        the cardtable program (cardtable replay FILE) read."""
        if self._history is None:
            raise Error("a resampled state has no record: it is not the game that was played", "record")
        rec = ffi.new("ct_record *")
        err = ffi.new("ct_error *")
        replay = _state_buffer(self._game._size)
        try:
            check(lib.ct_record_start(rec, self._native, self._game.options.encode(), self._seed, replay, err), err)
            for action in self._history:
                check(lib.ct_record_play(rec, replay, action, err), err)
            record = lib.ct_record_to_text(rec, err)
            if record == ffi.NULL:
                check(err.code, err)
            try:
                return text(record)
            finally:
                lib.free(record)
        finally:
            lib.ct_record_free(rec)

    def random_playout(self, seed):
        """Plays on to the end with uniformly random answers drawn from seed, in C
        (a fast random game; the actions are not kept: the state has no record after)."""
        lib.ctpy_random_playout(self._native, self._buf, as_uint64(seed, "seed"))
        self._history = None

    def __str__(self):
        if self.is_terminal():
            return f"{self._game.name}: over, returns {self.returns()}"
        return f"{self._game.name}: {self.prompt()}"
