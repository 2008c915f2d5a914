"""benchmarks/experiments/last_draw.py: regrets at 2-player Briscola's last draw, against exact expectimax."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks" / "experiments"))
import last_draw  # noqa: E402


def test_the_levels_own_expectimax_gives_nothing_away(capsys):
    assert last_draw.main(["--positions", "3", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    for role in ("leader", "follower"):
        assert report[role]["mean_regret"] == 0 and report[role]["worse_moves"] == 0


def test_the_follower_one_draw_earlier_is_scored_against_play_on_in_every_world(capsys):
    """Four stock cards left: the follower's moves are valued over all 60 possible deals; the
    levels enumerate them too and give nothing away."""
    assert last_draw.main(["--left", "4", "--positions", "1", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert "leader" not in report and report["follower"]["mean_regret"] == 0


def test_the_leader_one_draw_earlier_is_scored_over_a_sample_of_its_deals(capsys):
    assert last_draw.main(["--left", "4", "--leader", "--deals", "2", "--positions", "1",
                           "--level", "master", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert "follower" not in report and report["leader"]["mean_regret"] >= 0


def test_a_random_player_is_scored_by_the_share_of_games_it_gives_away():
    found = last_draw.regrets("random", 10)
    assert all(len(found[role]) == 10 for role in last_draw.ROLES)
    assert all(0.0 <= r <= 1.0 for role in last_draw.ROLES for r in found[role])
    assert max(found["leader"] + found["follower"]) >= 0.3  # a random move throws a game away


@pytest.mark.parametrize("argv,message", [(["--positions", "0"], "at least 1"),
                                          (["--max-worlds", "0"], "at least 1"),
                                          (["--left", "3"], "invalid choice"),
                                          (["--left", "4", "--leader", "--deals", "0"],
                                           "at least 1"),
                                          (["--level", "nope"], "invalid choice")])
def test_bad_arguments_are_refused_with_a_message(argv, message, capsys):
    with pytest.raises(SystemExit) as exc:
        last_draw.main(argv)
    assert exc.value.code == 2 and message in capsys.readouterr().err
