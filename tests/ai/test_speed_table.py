"""benchmarks/speed_table.py: every level's decision time per form, read from cardtable-arena."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
import speed_table  # noqa: E402


def test_each_level_of_a_pair_gets_a_row_with_its_arena_times():
    rows = speed_table.measure(["shithead:3"], 1, 5, pairs=(("beginner", "intermediate"),))
    assert [(r["form"], r["level"]) for r in rows] == [("shithead 3p", "beginner"),
                                                       ("shithead 3p", "intermediate")]
    for r in rows:
        assert r["games"] == 3  # one game per seat at an odd table
        assert r["decisions"] > 0
        assert 0 <= r["p50_ms"] <= r["p95_ms"] <= r["max_ms"] and r["max_ms"] > 0
        assert r["target_ms"] == 20.0 and r["within"] == (r["p95_ms"] <= 20.0)


def test_the_table_marks_a_level_over_its_target():
    rows = [{"form": "briscola 2p", "level": "master", "decisions": 40, "p50_ms": 900.0,
             "p95_ms": 2100.0, "max_ms": 2500.0, "target_ms": 2000.0, "within": False},
            {"form": "briscola 2p", "level": "beginner", "decisions": 40, "p50_ms": 0.05,
             "p95_ms": 0.08, "max_ms": 0.1, "target_ms": 20.0, "within": True}]
    text = speed_table.table(rows)
    assert "| briscola 2p | master | 40 | 900 ms | 2100 ms | 2500 ms | 2000 ms | **over** |" in text
    assert "| briscola 2p | beginner | 40 | 0.05 ms | 0.08 ms | 0.10 ms | 20 ms | within |" in text


def test_seatings_follow_the_arena():
    assert [speed_table.seatings(n) for n in (2, 3, 4, 5, 6, 8)] == [2, 3, 2, 5, 2, 2]


@pytest.mark.parametrize("argv", [["--rounds", "0"], ["--only", "poker"],
                                  ["--only", "pishti:7"]])
def test_bad_input_is_refused(argv, capsys):
    with pytest.raises(SystemExit):
        speed_table.main(argv)
    assert "error" in capsys.readouterr().err


def test_the_json_report(capsys, monkeypatch):
    monkeypatch.setattr(speed_table, "PAIRS", (("beginner", "intermediate"),))
    assert speed_table.main(["--only", "briscola:2", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["rounds"] == 1 and {r["level"] for r in report["rows"]} == {
        "beginner", "intermediate"}


def test_to_target_plays_the_single_deal_forms_as_games_to_1000(monkeypatch):
    calls = []

    def arena(game, players, extra, agents, games, seed):
        calls.append((game, players, extra))
        times = {"decisions": 3, "p50_us": 1000.0, "p95_us": 2000.0, "max_us": 3000.0}
        return {"games": games, "decision_time": {a: times for a in agents}}
    monkeypatch.setattr(speed_table, "arena", arena)
    rows = speed_table.measure(["pinochle"], 1, 0, pairs=(("beginner", "intermediate"),),
                               target=True)
    # two- and three-handed Pinochle are games to a target already: not measured again
    assert [(g, n) for g, n, _ in calls] == [("pinochle", 4), ("pinochle", 4), ("pinochle", 6),
                                             ("pinochle", 8)]
    assert all("game=single" not in extra for _, _, extra in calls)
    assert calls[1][2] == ("--preset", "partnership-auction")
    assert rows[0]["form"] == "pinochle 4p to 1000"
    assert rows[2]["form"] == "pinochle 4p partnership-auction to 1000"


def test_to_target_real_arena_command_is_accepted():
    # the arena itself takes the form without game=single (one quick game of random-ish levels)
    report = speed_table.arena("pinochle", 4, speed_table.to_target(speed_table.SINGLE),
                               ("beginner", "intermediate"), 1, 3)
    assert report["games"] == 1 and report["decision_time"]["beginner"]["decisions"] > 0
