"""benchmarks/experiments/arena_options.py (a search level given options, seated in the arena) and
benchmarks/experiments/equal_cards.py (how often Briscola's equal cards matter)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks" / "experiments"))
import arena_options  # noqa: E402
import equal_cards  # noqa: E402

from cardtable.ai.search_agent import SearchAgent  # noqa: E402
from cardtable.engine.errors import OptionError  # noqa: E402
from cardtable.games.briscola import GAME  # noqa: E402


def test_an_agent_name_carries_the_search_options():
    agent = arena_options.spec("expert+iterations=40+partner_policy=1+exploration=0.5").factory(
        GAME, 0)
    assert isinstance(agent, SearchAgent)
    assert agent.search.iterations == 40 and agent.search.partner_policy == 1
    assert agent.search.exploration == 0.5


@pytest.mark.parametrize("name", ["greedy+iterations=40", "expert+iterations", "expert+=3"])
def test_a_bad_agent_name_is_refused(name):
    with pytest.raises(OptionError):
        arena_options.spec(name)


def test_the_arena_seats_a_level_with_options(capsys):
    assert arena_options.main(["briscola", "--players", "4", "--agents",
                               "expert+iterations=30+partner_policy=1,greedy", "--duplicate",
                               "--games", "2", "--seed", "3", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 2
    assert set(report["by_agent"]) == {"expert+iterations=30+partner_policy=1", "greedy"}
    # afterwards the registry knows no extra agents
    from cardtable.ai import registry
    assert not any("+" in name for name in registry.external_agents())


def test_equal_cards_are_counted_and_both_searches_run():
    report = equal_cards.measure(2, 2, "expert")
    assert report["decisions_with_a_choice"] > 30
    assert report["with_equal_cards"] >= 1
    assert 0 <= report["different_moves"] <= report["with_equal_cards"]
    assert report["median_ms_equal_cards_one_move"] > 0
