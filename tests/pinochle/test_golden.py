"""Golden games: stored greedy games replay legally to the stored result, and the greedy agent
reproduces them from the same seed."""

from __future__ import annotations

import json

import pytest

from cardtable.games.pinochle import GAME

from .golden_play import CASES, GOLDEN, play


@pytest.mark.parametrize("name", [c[0] for c in CASES])
def test_golden_game_replays(name):
    data = json.loads((GOLDEN / f"{name}.json").read_text())
    state = GAME.new_state(data["players"], data["options"], seed=data["seed"],
                           first_dealer=data["first_dealer"])
    for action in data["actions"]:
        assert action in state.legal_actions(), action
        state.apply(action)
    assert state.is_terminal
    result = state.result()
    assert list(result.returns) == data["returns"]
    assert list(result.points) == data["points"]
    assert result.summary == data["summary"]


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_greedy_reproduces_golden_game(case):
    name, players, options, seed = case
    data = json.loads((GOLDEN / f"{name}.json").read_text())
    actions, result = play(players, options, seed)
    assert actions == data["actions"]
