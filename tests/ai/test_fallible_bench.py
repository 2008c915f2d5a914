"""benchmarks/experiments/fallible_endgames.py: the same deals with the endgame tie-break on and off."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks" / "experiments"))
import fallible_endgames  # noqa: E402


def test_the_report_counts_the_deals_each_way(capsys):
    assert fallible_endgames.main(["--opponent", "random", "--games", "6", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 6 and report["opponent"] == "random"
    for key in ("wins_off", "wins_on", "better", "worse"):
        assert 0 <= report[key] <= 6
    # a deal whose result changed is counted once, on one side
    assert report["better"] + report["worse"] <= 6
    assert report["wins_on"] - report["wins_off"] <= report["better"]


@pytest.mark.parametrize("argv", [["--games", "0"], ["--opponent", "nobody"],
                                  ["--game", "shithead"]])
def test_bad_input_is_refused(argv):
    with pytest.raises(SystemExit):
        fallible_endgames.main(argv)


def test_pishti_is_measured_too(capsys):
    assert fallible_endgames.main(["--game", "pishti", "--games", "2", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["game"] == "pishti" and report["games"] == 2
