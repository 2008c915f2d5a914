"""cardtable-arena and cardtable-replay from the command line (their main functions)."""

import json

import pytest

from cardtable.app.arena import seat_agents, wilson
from cardtable.cli import arena as arena_cli
from cardtable.cli import replay as replay_cli


def run_json(capsys, *args):
    assert arena_cli.main([*args, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_list_shows_games_options_presets_and_agents(capsys):
    data = run_json(capsys, "--list")
    b = data["games"]["briscola"]
    assert b["players"] == [2, 3, 4, 6]
    assert b["options"]["match"]["default"] == "single"
    assert "best-of-5" in b["options"]["match"]["allowed"]
    assert b["presets"]["match"] == {"match": "best-of-5"}
    assert {"random", "greedy"} <= set(b["agents"])
    p = data["games"]["pishti"]["options"]
    assert p["bluff_when"]["needs"] == {"bluff": []} and "needs" not in p["bluff"]
    assert data["games"]["pinochle"]["options"]["pass_cards"]["needs"] == {
        "form": ["partnership-auction"]}
    assert arena_cli.main(["--list"]) == 0
    out = capsys.readouterr().out
    assert "briscola" in out and "[needs bluff]" in out
    assert "[players 4] [needs form = partnership-auction]" in out


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_briscola_tournament(capsys, players):
    r = run_json(capsys, "briscola", "--players", str(players), "--agents", "greedy,random",
                 "--games", "60", "--seed", "4", "--swap-seats")
    assert r["games"] == 60 and len(r["seats"]) == players
    teams = {2: 2, 3: 3, 4: 2, 6: 2}[players]
    assert len(r["teams"]) == teams
    for t in r["teams"]:
        assert t["wins"] + t["draws"] + t["losses"] == 60
        lo, hi = t["win_rate_ci95"]
        assert lo <= t["win_rate"] <= hi
    assert r["games_per_second"] > 0
    assert set(r["decision_time"]) == {"greedy", "random"}
    assert r["decision_time"]["greedy"]["p95_us"] >= r["decision_time"]["greedy"]["p50_us"]
    assert r["decision_time"]["greedy"]["max_us"] >= r["decision_time"]["greedy"]["p95_us"]


def test_greedy_beats_random_at_briscola(capsys):
    r = run_json(capsys, "briscola", "--agents", "greedy,random", "--games", "400", "--swap-seats")
    greedy = r["by_agent"]["greedy"]
    assert greedy["win_rate_ci95"][0] > 0.5, greedy


def test_text_report(capsys):
    assert arena_cli.main(["briscola", "--players", "4", "--games", "5", "--preset", "match"]) == 0
    out = capsys.readouterr().out
    for word in ("per seat", "per team", "win rate", "games/s", "p50", "p95", "match=best-of-5"):
        assert word in out


def test_bad_arguments_give_clear_errors(capsys):
    assert arena_cli.main(["briscola", "--option", "colour=red"]) == 2
    assert "unknown option 'colour'" in capsys.readouterr().err
    assert arena_cli.main(["briscola", "--agents", "oracle"]) == 2
    assert "unknown agent 'oracle'" in capsys.readouterr().err
    assert arena_cli.main(["briscola", "--players", "5"]) == 2
    assert "not 5" in capsys.readouterr().err
    assert arena_cli.main(["chess"]) == 2
    assert "unknown game 'chess'" in capsys.readouterr().err
    assert arena_cli.main(["briscola", "--preset", "nope"]) == 2
    assert "unknown preset" in capsys.readouterr().err


def test_seed_makes_tournaments_reproducible(capsys):
    a = run_json(capsys, "briscola", "--agents", "greedy,random", "--games", "30", "--seed", "9")
    b = run_json(capsys, "briscola", "--agents", "greedy,random", "--games", "30", "--seed", "9")
    assert a["seats"] == b["seats"]


def test_save_dir_and_replay(capsys, tmp_path):
    run_json(capsys, "briscola", "--players", "3", "--games", "3", "--save-dir", str(tmp_path))
    files = sorted(tmp_path.iterdir())
    assert len(files) == 3
    assert replay_cli.main([str(files[0]), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["ok"] and out["finished"] and len(out["returns"]) == 3
    assert replay_cli.main([str(files[1])]) == 0
    assert "finished" in capsys.readouterr().out
    files[2].write_text(files[2].read_text()[:100])
    assert replay_cli.main([str(files[2])]) == 1
    assert "truncated or corrupt" in capsys.readouterr().err


def test_agents_fill_seats_and_rotate():
    assert seat_agents(["a", "b"], 4, 0) == ["a", "b", "a", "b"]
    assert seat_agents(["a", "b", "c"], 3, 1) == ["c", "a", "b"]


def test_wilson_interval():
    lo, hi = wilson(50, 100)
    assert 0.40 < lo < 0.41 and 0.59 < hi < 0.60
    assert wilson(0, 0) == (0.0, 1.0)


def test_worker_processes_play_every_game_once(capsys):
    """--jobs 2: the games are split between two processes and their tallies added up."""
    r = run_json(capsys, "briscola", "--agents", "greedy,random", "--games", "40", "--seed", "9",
                 "--duplicate", "--jobs", "2")
    assert r["games"] == 40 and r["jobs"] == 2
    agents = r["by_agent"]
    assert [a["wins"] + a["draws"] + a["losses"] for a in agents.values()] == [40, 40]
    assert agents["greedy"]["wins"] == agents["random"]["losses"]
    assert r["by_side"] == agents  # one seat a side: the same games


@pytest.mark.skipif(not __import__("sys").platform.startswith("linux"), reason="reads /proc")
def test_a_killed_arena_leaves_no_worker_playing_on(tmp_path):
    """An arena killed mid-tournament (kill -9: no clean-up of its own) takes its workers with
    it: each notices between two games that its arena is gone and stops."""
    import os
    import signal
    import subprocess
    import sys
    import time
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    arena = subprocess.Popen([sys.executable, "-m", "cardtable.cli.arena", "briscola", "--agents",
                              "greedy", "--games", "200000", "--jobs", "2"], cwd=root,
                             env={**os.environ, "PYTHONPATH": str(root)},
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def children() -> list[int]:
        out = []
        for entry in Path("/proc").iterdir():
            try:
                stat = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except (OSError, IndexError):
                continue
            if entry.name.isdigit() and int(stat[1]) == arena.pid:
                out.append(int(entry.name))
        return out
    try:
        deadline = time.monotonic() + 60
        workers: list[int] = []
        while len(workers) < 2 and time.monotonic() < deadline:
            time.sleep(0.5)
            workers = children()
        assert len(workers) >= 2, "the workers did not start"
        time.sleep(3)  # playing their games
    finally:
        arena.send_signal(signal.SIGKILL)
        arena.wait()

    def alive(pid: int) -> bool:
        try:
            return (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[0] \
                != "Z"
        except OSError:
            return False
    deadline = time.monotonic() + 30
    while any(alive(p) for p in workers) and time.monotonic() < deadline:
        time.sleep(0.2)
    left = [p for p in workers if alive(p)]
    for p in left:
        os.kill(p, signal.SIGKILL)
    assert not left, "workers played on after their arena was killed"


def test_a_partnership_counts_each_game_once_per_side(capsys):
    """Four-handed Briscola, two partnerships: ``by_agent`` counts both partners' seats (two
    seat-games a game), ``by_side`` each game once — the side's win is one win, and its
    interval is taken over the games played, not over twice as many seat-games."""
    r = run_json(capsys, "briscola", "--players", "4", "--agents", "greedy,random",
                 "--games", "40", "--seed", "3", "--duplicate")
    seats, sides = r["by_agent"], r["by_side"]
    for name in ("greedy", "random"):
        assert seats[name]["games"] == 80 and sides[name]["games"] == 40
        assert seats[name]["wins"] == 2 * sides[name]["wins"]
        assert sides[name]["wins"] + sides[name]["draws"] + sides[name]["losses"] == 40
    assert sides["greedy"]["wins"] == sides["random"]["losses"]
    assert sides["greedy"]["win_rate_ci95"] == list(wilson(sides["greedy"]["wins"], 40))
    # the side's points are its seats' together
    assert sides["greedy"]["mean_points"] == pytest.approx(2 * seats["greedy"]["mean_points"])
    assert arena_cli.main(["briscola", "--players", "4", "--agents", "greedy,random",
                           "--games", "8", "--duplicate"]) == 0
    assert "per side" in capsys.readouterr().out


def test_two_sides_of_one_agent_make_one_game(capsys):
    """Eight-handed Pinochle (four partnerships, two of them each agent's): a game is the
    agent's win when either of its sides wins it — a share of the games against an even 1/2."""
    r = run_json(capsys, "pinochle", "--players", "8", "--agents", "greedy,random",
                 "--games", "8", "--seed", "2", "--duplicate", "--option", "game=single")
    seats, sides = r["by_agent"], r["by_side"]
    assert [sides[n]["games"] for n in ("greedy", "random")] == [8, 8]
    assert sides["greedy"]["wins"] + sides["random"]["wins"] == 8  # one side takes each deal
    assert seats["greedy"]["wins"] == 2 * sides["greedy"]["wins"]


def test_no_per_side_lines_where_every_seat_plays_for_itself(capsys):
    """Three-player Briscola: no partnerships, so the text report has no per-side lines (the
    JSON still has ``by_side``: the games in which one of an agent's seats won)."""
    r = run_json(capsys, "briscola", "--players", "3", "--agents", "greedy,random",
                 "--games", "12", "--duplicate")
    greedy = r["by_side"]["greedy"]
    assert greedy["games"] == 12 and greedy["wins"] <= r["by_agent"]["greedy"]["wins"]
    assert arena_cli.main(["briscola", "--players", "3", "--agents", "greedy,random",
                           "--games", "6"]) == 0
    assert "per side" not in capsys.readouterr().out
