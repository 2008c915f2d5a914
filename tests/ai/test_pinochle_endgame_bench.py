"""benchmarks/experiments/pinochle_endgame.py: the second phase's solve sizes and the seat-swapped duel."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks" / "experiments"))
import pinochle_endgame as pe  # noqa: E402


def test_solve_reports_the_nodes_of_each_deals_second_phase(capsys):
    assert pe.main(["solve", "--deals", "3", "--plays", "6", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["solves"] == 3
    assert 0 < report["nodes_median"] <= report["nodes_p90"] <= report["nodes_max"]
    assert report["us_per_node"] > 0


def test_duel_plays_each_second_phase_twice_with_the_seats_swapped(capsys):
    assert pe.main(["duel", "--deals", "2", "--seed", "5", "--levels",
                    "intermediate,beginner", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["deals"] == 2
    # every deal is played twice: two results a deal, shared by the levels
    assert sum(report["wins"].values()) == pytest.approx(2 * report["deals"])
    assert sum(report["deals_won_in_both_seatings"].values()) <= report["deals"]


@pytest.mark.parametrize("argv,message", [(["duel", "--levels", "master"], "two of"),
                                          (["solve", "--deals", "0"], "at least 1")])
def test_bad_arguments_are_refused_with_a_message(argv, message, capsys):
    with pytest.raises(SystemExit) as exc:
        pe.main(argv)
    assert exc.value.code == 2 and message in capsys.readouterr().err
