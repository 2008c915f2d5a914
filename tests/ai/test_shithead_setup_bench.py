"""benchmarks/experiments/shithead_setup.py: counts the setup's swaps a computer player makes."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks" / "experiments"))
import shithead_setup as bench  # noqa: E402


def test_the_rule_based_setup_swaps_a_few_cards_and_never_back(capsys):
    assert bench.main(["--players", "2", "--level", "intermediate", "--games", "8", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 8 and 0 < report["mean_swaps"] <= report["max_swaps"] <= 3
    assert report["swaps_undone"] == 0


@pytest.mark.parametrize("argv", [["--games", "0"], ["--players", "9"]])
def test_bad_arguments_are_refused(argv, capsys):
    with pytest.raises(SystemExit) as exc:
        bench.main(argv)
    assert exc.value.code == 2 and "error" in capsys.readouterr().err
