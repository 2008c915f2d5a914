"""``cardtable-replay --review``: the master's marks and summary for a seat of a saved game."""

import json

import pytest

from cardtable.app import review_job, saves
from cardtable.cli import replay
from tests.ai.test_review import BLUNDERS
from tests.app.test_review_app import _finished


@pytest.fixture
def save_file(tmp_path):
    path = tmp_path / "game.json"
    saves.write_atomic(path, saves.dumps(_finished("briscola", 2, 3)))
    return path


def test_review_prints_the_marks_and_the_summary_and_stores_it(save_file, capsys, monkeypatch):
    assert replay.main(["--review", str(save_file), "--iterations", "60", "--store",
                        "--all"]) == 0
    out = capsys.readouterr().out
    assert "review of Ada's decisions (seat 1)" in out
    assert "decisions reviewed" in out.splitlines()[-1]
    assert out.count("  action ") == len(saves.load(save_file)[0].review_for(0).decisions)

    def no_search(*args, **kwargs):
        raise AssertionError("the stored review should be printed without searching")
    monkeypatch.setattr(review_job, "run_review", no_search)
    assert replay.main(["--review", str(save_file), "--iterations", "60", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["ok"] and data["seat"] == 0 and data["format"] == "cardtable-review"


def test_a_planted_blunder_is_printed_as_a_mistake(tmp_path, capsys):
    spec = BLUNDERS["briscola"]
    from cardtable.app.plugins import registry
    game = registry().get("briscola")
    state = game.start(spec["players"], spec["options"], seed=spec["seed"])
    for action in spec["actions"] + [spec["loses"]]:
        state.apply(action)
    path = tmp_path / "blunder.json"
    saves.save(path, state, [saves.Seat("human", "Ada"), saves.Seat("computer", "Bot", "greedy")])
    assert replay.main(["--review", str(path), "--iterations", "100"]) == 0
    out = capsys.readouterr().out
    assert f"action {len(spec['actions']) + 1}: mistake" in out
    assert "loses against best play" in out


def test_review_errors_are_the_apps_own(tmp_path, save_file, capsys):
    assert replay.main(["--review", str(save_file), "--seat", "9"]) == 1
    assert "no seat 9" in capsys.readouterr().err
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    assert replay.main(["--review", str(bad), "--json"]) == 1
    assert json.loads(capsys.readouterr().out)["ok"] is False
    assert replay.main(["--review", str(save_file), "--level", "beginner"]) == 1
    assert "search level" in capsys.readouterr().err


def test_a_computer_seat_is_spoken_of_by_name(save_file, capsys):
    assert replay.main(["--review", str(save_file), "--seat", "2", "--iterations", "40",
                        "--all"]) == 0
    out = capsys.readouterr().out
    assert "review of Bot 1's decisions (seat 2)" in out
    assert "Bot 1 played " in out and " your " not in out
