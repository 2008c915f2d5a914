"""benchmarks/experiments/first_decisions.py: the first-decision timing benchmark runs and reports."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks" / "experiments"))
import first_decisions as fd  # noqa: E402


def test_reports_median_and_slowest_of_each_deals_first_decision(capsys):
    assert fd.main(["briscola", "--players", "4", "--level", "expert", "--deals", "3",
                    "--iterations", "40", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["deals"] == 3 and report["iterations"] == 40
    assert 0 < report["median_ms"] <= report["slowest_ms"]


@pytest.mark.parametrize("argv,message", [(["nope"], "unknown game"),
                                          (["pishti", "--players", "3"], "played by 2, 4"),
                                          (["briscola", "--deals", "0"], "at least 1")])
def test_bad_arguments_are_refused_with_a_message(argv, message, capsys):
    with pytest.raises(SystemExit) as exc:
        fd.main(argv)
    assert exc.value.code == 2 and message in capsys.readouterr().err


def test_compares_fused_and_stepped_playouts_and_finds_the_same_moves(capsys):
    assert fd.main(["briscola", "--players", "2", "--level", "expert", "--deals", "2",
                    "--iterations", "150", "--compare-stepped", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["same_moves"] is True
    assert report["stepped_median_ms"] > 0 and report["time_ratio"] > 0


def test_compare_stepped_needs_a_search_level(capsys):
    with pytest.raises(SystemExit) as exc:
        fd.main(["briscola", "--level", "intermediate", "--compare-stepped"])
    assert exc.value.code == 2 and "search level" in capsys.readouterr().err


def test_times_the_first_card_play_after_the_auction(capsys):
    """Pinochle's first decision is a bid, which the search players leave to the rules:
    ``--first-card`` times the deal's first card play, fused against move by move."""
    assert fd.main(["pinochle", "--players", "4", "--level", "expert", "--deals", "2",
                    "--iterations", "60", "--first-card", "--compare-stepped", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["first_card"] is True and report["deals"] == 2
    assert report["same_moves"] is True and 0 < report["median_ms"] <= report["slowest_ms"]
    from cardtable.games.pinochle import GAME

    state = GAME.new_state(4, {}, seed=1)
    assert state.phase != "play" and fd.to_first_card(GAME, state, 1)
    assert state.phase == "play" and all(a.startswith("play ") for a in state.legal_actions()
                                         if a != "declare-out")
