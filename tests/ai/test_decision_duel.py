"""benchmarks/experiments/decision_duel.py: two players decide the same positions; where they differ, each
move is scored by the games it wins from there."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks" / "experiments"))
import decision_duel  # noqa: E402


def test_a_move_is_valued_by_the_games_it_wins_over_the_same_deals():
    """Both seats play on as the judge; the same deals and seeds for every move, so a move's
    value is a share of games (a draw a half) and the same move twice scores the same."""
    state, _rules = decision_duel.last_draw(decision_duel.FIRST_SEED, 6)
    move = state.legal_actions()[0]
    value = decision_duel.move_value(state, move, 3, "intermediate")
    assert value in {k / 6 for k in range(7)}
    assert decision_duel.move_value(state, move, 3, "intermediate") == value


def test_a_player_the_same_as_itself_gains_nothing(capsys):
    assert decision_duel.main(["--a", "expert:iterations=50", "--b", "expert:iterations=50",
                               "--positions", "2", "--worlds", "2", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["decisions"] == 4 and report["differ"] == 0 and report["mean_gain"] == 0


def test_the_report_counts_decisions_and_gains(capsys):
    assert decision_duel.main(["--a", "random", "--b", "intermediate", "--left", "8",
                               "--positions", "3", "--worlds", "2", "--judge", "intermediate",
                               "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["decisions"] == 6 and 0 < report["differ"] <= 6
    assert -1.0 <= report["mean_gain"] <= 1.0 and report["b_p95_ms"] >= report["b_p50_ms"]


def test_player_specs_are_parsed_with_their_options():
    assert decision_duel.parse_player("master:sampled_worlds=48,anchor_z=1.5") == (
        "master", {"sampled_worlds": 48, "anchor_z": 1.5})
    assert decision_duel.parse_player("expert") == ("expert", {})
    for bad in (":x=1", "expert:iterations", "expert:iterations=many"):
        with pytest.raises(ValueError):
            decision_duel.parse_player(bad)


@pytest.mark.parametrize("argv,message", [(["--positions", "0"], "at least 1"),
                                          (["--left", "5"], "even number"),
                                          (["--left", "40"], "even number"),
                                          (["--a", "nobody"], "player 'nobody'"),
                                          (["--b", "expert:bogus=1"], "bogus"),
                                          (["--judge", "expert:iterations"], "not key=value")])
def test_bad_arguments_are_refused_with_a_message(argv, message, capsys):
    with pytest.raises(SystemExit):
        decision_duel.main(argv)
    assert message in capsys.readouterr().err
