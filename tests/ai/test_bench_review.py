"""benchmarks/bench_review.py: the review's timing per game, one row per deal."""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
import bench_review  # noqa: E402


def test_a_row_per_deal_with_its_decisions_marks_and_time():
    row = bench_review.measure("briscola", 2, 1, level="expert", iterations=20)
    assert row["game"] == "briscola" and row["players"] == 2
    assert row["decisions"] == 19  # seat 0's real choices in a 40-card deal
    assert row["seconds"] > 0 and row["wall_s"] > 0
    assert row["target_s"] == 20.0 and row["within"] == (row["seconds"] <= 20.0)


def test_the_command_prints_every_game_and_json(capsys):
    assert bench_review.main(["--only", "pishti:2", "--level", "expert", "--iterations", "10",
                              "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [(r["game"], r["players"]) for r in rows] == [("pishti", 2)]
    assert rows[0]["target_s"] is None and rows[0]["within"] is None
