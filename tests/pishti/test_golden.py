"""Golden games: stored greedy games replay legally to the stored result, and the agents
reproduce them from the same seed (see golden_games.py; reviewed by hand: bluff-2p, harbin-2p)."""

import json

import pytest

from cardtable.games.pishti import GAME

from .golden_games import GOLDEN, GOLDEN_DIR, generate


def load(name):
    return json.loads((GOLDEN_DIR / f"{name}.json").read_text())


def test_every_preset_and_bluff_has_golden_games():
    presets = {load(name)["preset"] for name in GOLDEN}
    assert {"harbin", "club", "pagat", "parlett"} <= presets
    assert any(load(name)["options"]["bluff"] for name in GOLDEN)
    assert {load(name)["players"] for name in GOLDEN} == {2, 4}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_golden_game_replays_to_its_result(name):
    data = load(name)
    st = GAME.new_state(data["players"], data["options"], seed=data["seed"],
                        first_dealer=data["first_dealer"])
    for action in data["actions"]:
        assert not st.is_terminal
        assert action in st.legal_actions()
        st.apply(action)
    assert st.is_terminal
    res = st.result()
    assert list(res.returns) == data["result"]["returns"]
    assert list(res.points) == data["result"]["points"]
    assert st.deal_no + 1 == data["deals"]


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_agents_reproduce_the_golden_game(name):
    assert generate(name)["actions"] == load(name)["actions"]
