"""benchmarks/sampled_solve.py: moves with and without exact values over sampled worlds,
scored by the games they win from there."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
import sampled_solve  # noqa: E402


def test_a_move_is_valued_by_the_games_it_wins_over_the_same_deals():
    """Both seats play on as the judge; the same deals and seeds for every move, so a move's
    value is a share of games (a draw a half) and the same move twice scores the same."""
    state, _rules = sampled_solve.last_draw(sampled_solve.FIRST_SEED, 6)
    move = state.legal_actions()[0]
    value = sampled_solve.move_value(state, move, 3, "intermediate")
    assert value in {k / 6 for k in range(7)}
    assert sampled_solve.move_value(state, move, 3, "intermediate") == value


def test_the_report_counts_decisions_and_gains(capsys):
    assert sampled_solve.main(["--level", "expert", "--positions", "1", "--worlds", "2",
                               "--samples", "4", "--nodes", "100000", "--judge",
                               "intermediate", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["decisions"] == 2 and 0 <= report["differ"] <= 2
    assert -1.0 <= report["mean_gain"] <= 1.0 and report["b_p95_ms"] >= report["b_p50_ms"]
    if report["differ"] == 0:
        assert report["mean_gain"] == 0


@pytest.mark.parametrize("argv,message", [(["--positions", "0"], "at least 1"),
                                          (["--samples", "0"], "at least 1"),
                                          (["--left", "5"], "even number"),
                                          (["--level", "greedy"], "invalid choice")])
def test_bad_arguments_are_refused_with_a_message(argv, message, capsys):
    with pytest.raises(SystemExit):
        sampled_solve.main(argv)
    assert message in capsys.readouterr().err
