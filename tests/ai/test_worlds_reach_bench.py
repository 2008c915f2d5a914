"""benchmarks/experiments/worlds_reach.py: the same deals with two exact-average reaches."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks" / "experiments"))
import worlds_reach  # noqa: E402


def test_the_report_counts_the_deals_each_way(capsys):
    assert worlds_reach.main(["pishti", "--deals", "4", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert (report["game"], report["players"], report["a"], report["b"]) == ("pishti", 2, 64, 128)
    assert 0 <= report["wins_a"] <= 4 and 0 <= report["wins_b"] <= 4
    assert report["better_b"] + report["worse_b"] <= 4


def test_the_same_reach_twice_changes_nothing(capsys):
    assert worlds_reach.main(["pishti", "--a", "64", "--b", "64", "--deals", "2", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["better_b"] == report["worse_b"] == 0 and report["wins_a"] == report["wins_b"]


@pytest.mark.parametrize("argv", [["nogame"], ["pishti", "--players", "3"],
                                  ["pishti", "--deals", "0"], ["pishti", "--level", "beginner"]])
def test_bad_input_is_refused(argv):
    with pytest.raises(SystemExit):
        worlds_reach.main(argv)
