"""The strength-table driver (benchmarks/strength_table.py): which cells it plays, how chunks are
cut and resumed, and how a cell's arena reports become a rate, an interval and a verdict."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
import strength_table as st  # noqa: E402


def _report(players, seat_agents, teams, wins_a, wins_b, games, draws=0, p95_ms=10.0):
    a, b = seat_agents[0], seat_agents[1]
    return {"players": players, "seat_agents": seat_agents, "games": games,
            "teams": [{"seats": t} for t in teams],
            "by_agent": {a: {"wins": wins_a, "draws": draws}, b: {"wins": wins_b, "draws": draws}},
            "decision_time": {a: {"p50_us": 1000.0, "p95_us": p95_ms * 1000}}, "seconds": 1.0}


def _cell(game="briscola", players=2, matchup="expert-greedy", mark=None, games=100):
    return st.Cell(game, players, "", (), matchup, games, mark)


def test_two_sides_count_wins_per_game_and_draws_are_not_wins():
    rep = _report(2, ["expert", "greedy"], [[0], [1]], wins_a=70, wins_b=20, games=100, draws=10)
    row = st.summarise(_cell(), [rep])
    assert row["kind"] == "win rate" and row["even"] == 0.5
    assert row["rate"] == pytest.approx(0.70)
    assert row["ci95"][0] > 0.6 and row["verdict"] == "holds"


def test_partnerships_count_games_not_seat_games():
    # 4 players, two partnerships: the arena counts each partner's win, the table one per game.
    rep = _report(4, ["expert", "greedy", "expert", "greedy"], [[0, 2], [1, 3]],
                  wins_a=120, wins_b=80, games=100)
    row = st.summarise(_cell(players=4), [rep])
    assert (row["wins"], row["of"], row["rate"]) == (60, 100, 0.6)


def test_three_seats_compare_shares_against_the_seat_share():
    rep = _report(3, ["intermediate", "beginner", "intermediate"], [[0], [1], [2]],
                  wins_a=140, wins_b=60, games=200)
    row = st.summarise(_cell(players=3, matchup="intermediate-beginner"), [rep])
    assert row["kind"] == "share" and row["even"] == pytest.approx(2 / 3)
    assert row["rate"] == pytest.approx(0.7)
    # 0.7 of 200 does not clear 2/3 at the lower end of the interval
    assert row["verdict"] == "above even, not shown"


def test_a_mark_is_shown_only_when_the_interval_clears_it():
    close = _report(2, ["expert", "greedy"], [[0], [1]], wins_a=1320, wins_b=680, games=2000)
    clear = _report(2, ["expert", "greedy"], [[0], [1]], wins_a=1400, wins_b=600, games=2000)
    assert st.summarise(_cell(mark=0.65), [close])["verdict"] == "reached, not shown"
    assert st.summarise(_cell(mark=0.65), [clear])["verdict"] == "shown"
    assert st.summarise(_cell(mark=0.72), [clear])["verdict"] == "not reached"


def test_chunks_merge_and_report_the_slowest_p95():
    reps = [_report(2, ["expert", "greedy"], [[0], [1]], 30, 20, 50, p95_ms=p) for p in (80, 120)]
    row = st.summarise(_cell(), reps)
    assert row["games"] == 100 and row["wins"] == 60 and row["p95_ms_max"] == 120


def test_chunks_keep_every_seating_of_a_deal_together():
    for players in (2, 3, 5, 6):
        plan = st.chunk_plan(_cell(players=players, games=1000), 50, 7)
        assert all(g % players == 0 for g, _ in plan)
        assert sum(g for g, _ in plan) >= 1000
        assert [s for _, s in plan] == list(range(7, 7 + len(plan)))


def test_cells_cover_every_form_and_the_briscola_marks():
    every = st.cells([], None, 100, 2000, marks=True)
    forms = {(c.game, c.players, c.label) for c in every}
    assert ("pinochle", 4, "partnership-auction") in forms and ("shithead", 6, "") in forms
    # the partnership forms both ways: single deals (as the ladder first measured them) and
    # games to 1000 (as a person plays them by default)
    single = {c.players for c in every if c.game == "pinochle" and c.extra[-2:] == st.SINGLE}
    to_1000 = {c.players for c in every if c.game == "pinochle" and "1000" in c.label}
    assert single == to_1000 == {4, 6, 8}
    auction = next(c for c in every if c.label == "partnership-auction-1000")
    assert auction.extra == ("--preset", "partnership-auction")
    marks = {c.matchup: (c.mark, c.games) for c in every if c.mark is not None}
    assert marks == {"expert-greedy": (0.65, 2000), "expert-random": (0.90, 2000),
                     "master-greedy": (0.72, 2000), "master-random": (0.93, 2000)}
    only = st.cells(["pishti:2:bluff"], ["expert-greedy"], 100, 2000, marks=True)
    assert [(c.name, c.extra) for c in only] == [
        ("pishti2-bluff-expert-greedy", ("--option", "bluff=true"))]


def test_a_real_run_plays_its_chunks_once_and_resumes(tmp_path, capsys):
    args = ["--only", "briscola:2", "--matchups", "beginner-random", "--games", "4",
            "--chunk", "2", "--procs", "2", "--out", str(tmp_path), "--json"]
    assert st.main(args) == 0
    first = json.loads(capsys.readouterr().out)["cells"][0]
    assert first["games"] == 4 and first["matchup"] == "beginner vs random"
    chunks = sorted(p.name for p in tmp_path.iterdir())
    assert chunks == ["briscola2-beginner-random-100000.json",
                      "briscola2-beginner-random-100001.json"]
    stamp = [p.stat().st_mtime_ns for p in sorted(tmp_path.iterdir())]
    assert st.main(args) == 0  # nothing left to play: the same chunks, the same table
    assert json.loads(capsys.readouterr().out)["cells"][0] == first
    assert [p.stat().st_mtime_ns for p in sorted(tmp_path.iterdir())] == stamp


def test_a_bad_matchup_is_refused():
    with pytest.raises(SystemExit):
        st.main(["--matchups", "expert", "--list"])


def test_chunks_are_played_in_turns_so_a_stopped_run_measured_every_cell(capsys):
    assert st.main(["--only", "briscola:2", "--only", "pishti:2:", "--matchups",
                    "beginner-random,intermediate-beginner", "--games", "6", "--chunk", "2",
                    "--list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    cells = [(ln.split()[1], ln.split()[5]) for ln in lines]  # game, agents
    assert len(lines) == 12 and len(set(cells)) == 4
    assert len(set(cells[:4])) == 4 and len(set(cells[4:8])) == 4  # each turn: every cell once
    seeds = [int(ln.split()[ln.split().index("--seed") + 1]) for ln in lines]
    assert seeds == [100000] * 4 + [100001] * 4 + [100002] * 4


def test_a_cell_says_how_many_games_it_would_need():
    """The games (and core-hours) that would show a cell's rate with 80% power: more the closer
    it is to even, none where it is not above even, and a mark is the target of its own cell."""
    def rate(wins_a, wins_b):
        rep = _report(2, ["master", "expert"], [[0], [1]], wins_a, wins_b, 100)
        return st.summarise(_cell(matchup="master-expert"), [rep])
    near, far, level = rate(52, 48), rate(65, 35), rate(50, 50)
    assert near["games_needed"] == 4898  # 2.80² 0.52·0.48 / 0.02², rounded up
    assert 70 < far["games_needed"] < 90 and level["games_needed"] is None
    assert near["hours_needed"] == pytest.approx(4898 * 1.0 / 100 / 3600)  # 1 s a chunk of 100
    mark = st.summarise(_cell(mark=0.65), [_report(2, ["expert", "greedy"], [[0], [1]],
                                                   1320, 680, 2000)])
    assert mark["games_needed"] > 2000  # 0.66 against the mark 0.65, not against even
    # a share counts the games won by either level: the need is turned back into games
    share = st.summarise(_cell(players=3, matchup="intermediate-beginner"),
                         [_report(3, ["intermediate", "beginner", "intermediate"], [[0], [1], [2]],
                                  140, 60, 400)])
    counted = st.games_needed(0.7, 2 / 3, 200, 200)
    assert abs(share["games_needed"] - 2 * counted) <= 2  # twice the games to the counted
    assert "(played)" in st.table([far]) and "—" in st.table([level])


def test_master_against_expert_says_whether_it_is_not_below_the_expert():
    """Issue 56: the master's lower end at least even minus 0.02 over at least 2,000 games."""
    level = _report(2, ["master", "expert"], [[0], [1]], wins_a=1010, wins_b=990, games=2000)
    row = st.summarise(_cell(matchup="master-expert", games=2000), [level])
    assert row["ci95"][0] > 0.48 and row["verdict"].endswith("not below: met")
    short = _report(2, ["master", "expert"], [[0], [1]], wins_a=101, wins_b=99, games=200)
    assert st.summarise(_cell(matchup="master-expert"), [short])["verdict"].endswith(
        "not settled (200 of 2000 games)")
    behind = _report(2, ["master", "expert"], [[0], [1]], wins_a=940, wins_b=1060, games=2000)
    assert st.summarise(_cell(matchup="master-expert", games=2000), [behind])["verdict"].endswith(
        "not below: not met")
    ahead = _report(2, ["master", "expert"], [[0], [1]], wins_a=140, wins_b=60, games=200)
    assert st.summarise(_cell(matchup="master-expert"), [ahead])["verdict"] == (
        "holds; not below: met (above even)")
    other = _report(2, ["expert", "greedy"], [[0], [1]], wins_a=101, wins_b=99, games=200)
    assert "not below" not in st.summarise(_cell(), [other])["verdict"]
