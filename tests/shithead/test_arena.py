"""Shithead from the command line: every player count, option and preset runs in the arena."""

import json

import pytest

from cardtable.cli import arena as arena_cli


def run_json(capsys, *args):
    assert arena_cli.main([*args, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


OPTION_ARGS = [
    [],
    ["--option", "any_count=true"],
    ["--option", "choose_face_up=true"],
    ["--option", "ending=last-one-loses", "--option", "move_cap=300"],
    ["--option", "series=3", "--option", "move_cap=200"],
    ["--preset", "any-count"],
    ["--preset", "choose-face-up"],
    ["--preset", "last-one-loses", "--option", "move_cap=300"],
    ["--preset", "evening", "--option", "move_cap=100"],
]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("extra", OPTION_ARGS, ids=lambda a: "-".join(a).replace("--", "") or "default")
def test_arena_runs_every_player_count_and_option(capsys, players, extra):
    r = run_json(capsys, "shithead", "--players", str(players), "--agents", "greedy,random",
                 "--games", "4", "--seed", "2", *extra)
    assert r["games"] == 4 and len(r["seats"]) == players
    for seat in r["seats"]:
        assert seat["wins"] + seat["draws"] + seat["losses"] == 4


def test_greedy_beats_random_at_shithead(capsys):
    r = run_json(capsys, "shithead", "--players", "4", "--agents", "greedy,random", "--games", "300",
                 "--swap-seats")
    greedy = r["by_agent"]["greedy"]
    assert greedy["win_rate_ci95"][0] > 0.4, greedy  # 4 players: a random seat wins 1 in 4


def test_greedy_games_rarely_reach_the_move_cap(capsys):
    r = run_json(capsys, "shithead", "--players", "3", "--agents", "greedy", "--games", "300",
                 "--seed", "7")
    assert r["seats"][0]["draws"] <= 3  # at most 1% drawn at the cap
