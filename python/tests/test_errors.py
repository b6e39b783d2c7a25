"""test_errors.py: what the engine refuses comes back as cardtable.Error (a ValueError)
carrying the engine's one-line message, and leaves the state as it was; no bad input
crashes the interpreter."""
import pytest

import cardtable
from _cardtable import ffi, lib


def engine_refusal(name, options):
    """The message the engine itself writes for new_game(options), read from ct_error."""
    game = lib.ct_find_game(name.encode())
    state = ffi.new("uint64_t[]", game.state_size // 8 + 1)
    err = ffi.new("ct_error *")
    assert lib.ctpy_new_game(game, state, options.encode(), 1, err) != lib.CT_OK
    return ffi.string(err.message).decode()


def test_error_is_a_value_error():
    assert issubclass(cardtable.Error, ValueError)


@pytest.mark.parametrize("name,options,words", [
    ("rone", {"players": 9}, "players must be 2, 3 or 4"),
    ("rone", {"colour": "red"}, "unknown option 'colour'"),
    ("redrising", {"players": 7}, "players must be a number from 2 to 6"),
])
def test_bad_options_carry_the_engine_message(name, options, words):
    with pytest.raises(cardtable.Error) as refused:
        cardtable.load_game(name, **options)
    assert refused.value.code == "options"
    text = " ".join(f"{k}={v}" for k, v in options.items())
    assert str(refused.value) == engine_refusal(name, text)
    assert words in str(refused.value)


def test_unknown_game_and_bot():
    with pytest.raises(cardtable.Error, match=r"unknown game 'chess' \(known: redrising, rone"):
        cardtable.load_game("chess")
    with pytest.raises(cardtable.Error, match=r"unknown agent 'genius'") as refused:
        cardtable.bot("genius")
    assert refused.value.code == "bot"
    with pytest.raises(cardtable.Error):
        cardtable.bot(None)


@pytest.mark.parametrize("action", [400, 511, 512, -1, 1 << 40, -(1 << 70), "1", None, 1.0, True])
def test_an_illegal_action_is_refused_and_changes_nothing(action):
    state = cardtable.load_game("rone").new_initial_state(seed=1)
    before = (state.observation(None), state.to_record())
    with pytest.raises(cardtable.Error) as refused:
        state.apply_action(action)
    assert refused.value.code == "illegal"
    # the engine's wording (src/*/engine.c apply): option N is not a legal answer to "PROMPT"
    assert str(refused.value) == f'option {action!r} is not a legal answer to "{state.prompt()}"'
    assert (state.observation(None), state.to_record()) == before
    with pytest.raises(cardtable.Error):
        state.action_to_string(action)


def test_nothing_is_applied_once_over():
    state = cardtable.load_game("rone").new_initial_state(seed=2)
    state.random_playout(seed=2)
    with pytest.raises(cardtable.Error, match="^the game is over$") as refused:
        state.apply_action(0)
    assert refused.value.code == "over"
    with pytest.raises(cardtable.Error, match="^the game is over$"):
        cardtable.bot("random").choose(state)


@pytest.mark.parametrize("record,message", [
    ("garbage", "line 1: expected 'game ...', found 'garbage'"),
    ("game rone\noptions players=2\nseed 1\nflap\n", "line 4: 'flap' is not a legal answer to \"P2: mulligan?\""),
    ("game rone\noptions players=7\nseed 1\n", None),
    ("", None),
    ("game rone\x00\n", None),
])
def test_a_malformed_record_is_refused(record, message):
    with pytest.raises(cardtable.Error) as refused:
        cardtable.load_game("rone").from_record(record)
    assert refused.value.code in ("record", "options")
    assert "\n" not in str(refused.value) and str(refused.value)
    if message:
        assert str(refused.value) == message


def test_a_record_of_another_game_is_refused():
    record = cardtable.load_game("rone").new_initial_state(seed=3).to_record()
    with pytest.raises(cardtable.Error, match="^the record is a game of rone, not of redrising$"):
        cardtable.load_game("redrising").from_record(record)


def test_bad_seats_and_seeds():
    state = cardtable.load_game("rone").new_initial_state(seed=1)
    for seat in (2, -2, "0", 1.5):
        with pytest.raises(cardtable.Error, match="no seat"):
            state.observation(seat)
    with pytest.raises(cardtable.Error, match="no seat"):
        state.resample(-1, 5)  # a spectator has no determinization
    for seed in (-1, 1 << 64, "1"):
        with pytest.raises(cardtable.Error, match="seed must be"):
            cardtable.load_game("rone").new_initial_state(seed=seed)
