"""benchmarks/experiments/departures.py: how often a player's move differs from the rule-based player's."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks" / "experiments"))
import departures as bench  # noqa: E402


def run(capsys, argv):
    assert bench.main(argv + ["--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_the_rule_based_level_never_departs_from_greedy(capsys):
    report = run(capsys, ["pishti", "--level", "intermediate", "--deals", "2"])
    assert report["decisions"] > 10 and report["differ"] == 0


def test_the_beginner_departs_by_its_mistakes(capsys):
    report = run(capsys, ["pishti", "--level", "beginner", "--deals", "3"])
    assert 0 < report["differ"] < report["decisions"]
    assert report["share"] == pytest.approx(report["differ"] / report["decisions"], abs=1e-4)


@pytest.mark.parametrize("argv", [["pishti", "--deals", "0"], ["pishti", "--players", "3"],
                                  ["nosuchgame"]])
def test_bad_arguments_are_refused(argv, capsys):
    with pytest.raises(SystemExit) as exc:
        bench.main(argv)
    assert exc.value.code == 2 and "error" in capsys.readouterr().err
