"""test_play.py: every registered game played to the end from Python, records, clones,
resampling and bots, through the package's OpenSpiel-shaped API only."""
import random

import pytest

import cardtable

GAMES = cardtable.games()


def random_game(game, seed, steps=None):
    """A state after steps (all, when None) uniformly random answers."""
    state = game.new_initial_state(seed=seed)
    pick = random.Random(seed)
    while not state.is_terminal() and (steps is None or len(state.history()) < steps):
        state.apply_action(pick.choice(state.legal_actions()))
    return state


def mid_game(game, seed, steps):
    """A state before its end: after steps random answers, or half the game when shorter."""
    length = len(random_game(game, seed).history())
    return random_game(game, seed, steps=min(steps, length // 2))


def test_the_registry_has_both_games():
    assert "redrising" in GAMES and "rone" in GAMES
    assert len(set(GAMES)) == len(GAMES)


@pytest.mark.parametrize("name", GAMES)
def test_every_game_played_to_the_end(name):
    game = cardtable.load_game(name)
    assert game.name == name
    for seed in range(1, 21):
        state = random_game(game, seed)
        assert state.current_player() == cardtable.TERMINAL
        assert state.legal_actions() == []
        returns = state.returns()
        assert len(returns) == game.num_players()
        assert sum(returns) == pytest.approx(1.0)
        result = state.result()
        assert result["over"] and result["ending"]
        assert result["winners"] == [p for p, share in enumerate(returns) if share > 0]
        assert result["scores"] == state.scores()


@pytest.mark.parametrize("name", GAMES)
def test_every_seat_moves_and_actions_have_names(name):
    state = cardtable.load_game(name).new_initial_state(seed=5)
    pick = random.Random(5)
    movers = set()
    while not state.is_terminal():
        seat = state.current_player()
        movers.add(seat)
        actions = state.legal_actions()
        assert actions == sorted(actions) and actions
        assert state.legal_actions(player=(seat + 1) % state.num_players()) == []
        names = [state.action_to_string(a) for a in actions]
        assert len(set(names)) == len(names) and all(names)
        state.apply_action(pick.choice(actions))
    assert movers == set(range(state.num_players()))


def test_options_from_keywords():
    game = cardtable.load_game("rone", players=3)
    assert game.num_players() == 3 and game.options == "players=3"
    assert len(game.new_initial_state(seed=2).returns()) == 3
    assert cardtable.load_game("rone", "players=2", technologies=False).options == "players=2 technologies=off"


@pytest.mark.parametrize("name", GAMES)
def test_the_same_seed_deals_the_same_game(name):
    game = cardtable.load_game(name)
    assert random_game(game, 9).to_record() == random_game(game, 9).to_record()
    first = game.new_initial_state(seed=1).observation(0)
    assert any(game.new_initial_state(seed=s).observation(0) != first for s in range(2, 12))


@pytest.mark.parametrize("name", GAMES)
def test_record_round_trip(name):
    game = cardtable.load_game(name)
    state = random_game(game, 11, steps=40)
    record = state.to_record()
    # the record format of docs/CLI.md: game, options, seed, then one answer per line by its name
    lines = record.splitlines()
    assert lines[:3] == [f"game {name}", f"options {game.options}", "seed 11"]
    again = game.from_record(record)
    assert again.history() == state.history()
    assert again.observation(None) == state.observation(None)
    assert again.to_record() == record
    # both go on to the same end
    pick = random.Random(3)
    while not state.is_terminal():
        action = pick.choice(state.legal_actions())
        state.apply_action(action)
        again.apply_action(action)
    assert again.returns() == state.returns()
    assert again.to_record() == state.to_record()


def test_record_keeps_its_own_options():
    three = cardtable.load_game("rone", players=3).new_initial_state(seed=4)
    state = cardtable.load_game("rone").from_record(three.to_record())
    assert state.num_players() == 3 and state.get_game().options == "players=3"


@pytest.mark.parametrize("name", GAMES)
def test_clones_are_independent(name):
    state = mid_game(cardtable.load_game(name), 13, steps=30)
    before = (state.history(), state.observation(None), state.legal_actions(), state.to_record())
    copy = state.clone()
    assert (copy.history(), copy.observation(None), copy.legal_actions(), copy.to_record()) == before
    pick = random.Random(1)
    for _ in range(10):
        if not copy.is_terminal():
            copy.apply_action(pick.choice(copy.legal_actions()))
    assert (state.history(), state.observation(None), state.legal_actions(), state.to_record()) == before
    assert copy.history() != state.history() and copy.observation(None) != state.observation(None)


@pytest.mark.parametrize("name", GAMES)
def test_resample_deals_another_world_and_has_no_record(name):
    state = mid_game(cardtable.load_game(name), 17, steps=20)
    seat = state.current_player()
    other = (seat + 1) % state.num_players()
    worlds = [state.resample(seat, s) for s in range(1, 17)]
    # what the other seat sees (its hand) differs in some world: the resample re-deals it
    assert any(w.observation(other) != state.observation(other) for w in worlds)
    assert state.to_record() == state.clone().to_record()  # the original keeps its record
    with pytest.raises(cardtable.Error, match="resampled state has no record"):
        worlds[0].to_record()


@pytest.mark.parametrize("name", GAMES)
def test_a_bot_plays_a_whole_game(name):
    state = cardtable.load_game(name).new_initial_state(seed=21)
    bots = [cardtable.bot("greedy:s1", seed=1), cardtable.bot("random", seed=2)]
    while not state.is_terminal():
        action = bots[state.current_player() % 2].choose(state)
        assert action in state.legal_actions()
        state.apply_action(action)
    assert sum(state.returns()) == pytest.approx(1.0)


def test_the_expert_chooses_a_legal_action():
    state = cardtable.load_game("rone").new_initial_state(seed=3)
    before = state.observation(None)
    action = cardtable.bot("expert").choose(state)
    assert action in state.legal_actions()
    assert state.observation(None) == before  # choosing changes nothing


@pytest.mark.parametrize("name", GAMES)
def test_random_playout_in_c_ends_the_game(name):
    state = cardtable.load_game(name).new_initial_state(seed=8)
    state.random_playout(seed=8)
    assert state.is_terminal() and sum(state.returns()) == pytest.approx(1.0)
