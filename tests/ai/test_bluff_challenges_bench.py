"""benchmarks/experiments/bluff_challenges.py: how a player answers claimed pishtis, against the odds."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks" / "experiments"))
import bluff_challenges as bench  # noqa: E402


def test_the_rule_based_player_agrees_with_its_own_odds(capsys):
    assert bench.main(["--deals", "12", "--level", "intermediate", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["claims"] > 0 and report["challenged_where_odds_accept"] == 0
    assert report["accepted_where_odds_challenge"] == 0


def test_bad_arguments_are_refused(capsys):
    with pytest.raises(SystemExit) as exc:
        bench.main(["--deals", "0"])
    assert exc.value.code == 2 and "at least 1" in capsys.readouterr().err
