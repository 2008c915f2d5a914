"""benchmarks/experiments/opponent_model.py: two variants of the opponent model on the same deals."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks" / "experiments"))
import opponent_model  # noqa: E402


def test_the_report_counts_the_deals_each_way(capsys, monkeypatch):
    # a small budget keeps the test quick; the variants still play the same deals
    real = opponent_model.make_agent
    monkeypatch.setattr(opponent_model, "make_agent",
                        lambda g, s, level, **kw: real(g, s, level, iterations=60, **kw))
    assert opponent_model.main(["--a", "plain", "--b", "oracle", "--games", "4", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 4 and (report["a"], report["b"]) == ("plain", "oracle")
    for key in ("wins_a", "wins_b", "better", "worse"):
        assert 0 <= report[key] <= 4
    assert report["better"] + report["worse"] <= 4
    assert report["wins_b"] - report["wins_a"] <= report["better"]


def test_the_variants_are_what_they_say():
    assert opponent_model.variant_options("plain", 0) == {}
    assert opponent_model.variant_options("read", 1) == {"read_style": True}
    assert opponent_model.variant_options("oracle", 1) == {"random_play": {0: 1.0}}
    assert opponent_model.variant_options("q0.3", 0) == {"random_play": {1: 0.3}}
    assert opponent_model.variant_options("memory", 0) == {"careless_at": 0.8}


def test_the_memory_variant_remembers_over_the_run(monkeypatch):
    # the memory variant's players share one memory over the deals: by the second deal against
    # a random opponent, its first decision already reads the first deal's plays
    real = opponent_model.make_agent
    seen = []

    def spy(g, s, level, **kw):
        if "memory" in kw:
            seen.append(kw["memory"])
        return real(g, s, level, iterations=30, **kw)
    monkeypatch.setattr(opponent_model, "make_agent", spy)
    opponent_model.compare("expert", "random", "plain", "memory", 2)
    assert len(seen) == 2 and seen[0] is seen[1]
    assert len(seen[0].earlier(1)) >= 15  # two deals' plays, the last few unseen at the close


@pytest.mark.parametrize("argv", [["--games", "0"], ["--opponent", "nobody"],
                                  ["--b", "psychic"], ["--a", "q1.5"], ["--level", "beginner"],
                                  ["--match", "3"], ["--readings", "--match", "-1"]])
def test_bad_input_is_refused(argv, capsys):
    with pytest.raises(SystemExit):
        opponent_model.main(argv)
    assert "error" in capsys.readouterr().err


def test_the_readings_tell_a_random_opponent_from_a_careful_one(capsys):
    assert opponent_model.main(["--readings", "--opponent", "random", "--games", "8", "--json"]) == 0
    at_random = json.loads(capsys.readouterr().out)
    assert opponent_model.main(["--readings", "--opponent", "greedy", "--games", "8", "--json"]) == 0
    careful = json.loads(capsys.readouterr().out)
    assert at_random["after_15"]["mean"] > careful["after_15"]["mean"] + 0.2
    for report in (at_random, careful):
        for k in (5, 10, 15):
            r = report[f"after_{k}"]
            assert 0 <= r["lowest"] <= r["mean"] <= r["highest"] <= 1


def test_a_match_pools_the_deals_so_the_reading_firms_up(capsys):
    assert opponent_model.main(["--readings", "--match", "3", "--opponent", "random",
                                "--games", "4", "--json"]) == 0
    at_random = json.loads(capsys.readouterr().out)
    assert opponent_model.main(["--readings", "--match", "3", "--opponent", "greedy",
                                "--games", "4", "--json"]) == 0
    careful = json.loads(capsys.readouterr().out)
    assert (at_random["matches"], at_random["deals"]) == (4, 3)
    assert "deal_5" not in at_random  # only the deals a match has
    assert at_random["deal_3"]["mean"] > 0.8 > 0.1 > careful["deal_3"]["mean"]
    assert careful["deal_3"]["careless"] == 0
    for report in (at_random, careful):
        for k in (1, 2, 3):
            r = report[f"deal_{k}"]
            assert 0 <= r["lowest"] <= r["mean"] <= r["highest"] <= 1
            assert 0 <= r["careless"] <= 4
