"""benchmarks/experiments/team_endgame.py: partnership Pinochle's last tricks — one sampled world's solve
sizes, and two players on the same last tricks with the sides swapped."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks" / "experiments"))
import team_endgame as te  # noqa: E402


def test_solve_reports_the_nodes_of_a_sampled_world(capsys):
    assert te.main(["solve", "--deals", "4", "--left", "3", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["solves"] >= 2 and report["left"] == 3
    assert 0 < report["nodes_median"] <= report["nodes_p90"] <= report["nodes_max"]
    assert report["us_per_node"] > 0


def test_duel_plays_each_deal_twice_with_the_sides_swapped(capsys):
    assert te.main(["duel", "--deals", "2", "--seed", "5", "--left", "2", "--lead-in",
                    "greedy", "--a", "intermediate", "--b", "beginner", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["deals"] == 2 and report["lead_in"] == "greedy"
    # every deal is played twice: two results a deal, shared by the players
    assert report["wins"]["a"] + report["wins"]["b"] == pytest.approx(2 * report["deals"])
    assert sum(report["deals_won_in_both_seatings"].values()) <= report["deals"]
    # two cards a seat, four seats, two seatings: each player decides 8 cards a deal
    assert report["times"]["a"]["decisions"] == report["times"]["b"]["decisions"] == 16


@pytest.mark.parametrize("argv,message", [(["duel", "--a", ":x=1"], "no player name"),
                                          (["solve", "--deals", "0"], "at least 1"),
                                          (["solve", "--left", "13"], "1 to 12")])
def test_bad_arguments_are_refused_with_a_message(argv, message, capsys):
    with pytest.raises(SystemExit) as exc:
        te.main(argv)
    assert exc.value.code == 2 and message in capsys.readouterr().err
