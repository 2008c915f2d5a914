"""The autosave and named saves: atomic JSON in the user folder, a damaged file gives a clear
error, is kept aside, and nothing else is lost."""

import json
import os
import random

import pytest

from cardtable.app import paths, saves
from cardtable.app.autosave import Autosave, DamagedAutosave, open_game, read_snapshot, save_game
from cardtable.app.game_setup import GameSetup, SeatSpec
from cardtable.app.plugins import registry
from cardtable.engine.errors import SaveError


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))
    return tmp_path


def _snapshot(game="briscola", players=2, moves=9, seed=4):
    """What Session.snapshot() gives: a save (docs/save-format.md) with the setup in extra."""
    state = registry().get(game).new_state(players, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        state.apply(rng.choice(state.legal_actions()))
    seats = [saves.Seat("human", "Ada")] + [saves.Seat("computer", f"Bot {i}", "greedy", "expert")
                                             for i in range(1, players)]
    data = saves.snapshot(state, seats).to_json()
    setup = GameSetup(game, players, dict(state.options), None, (SeatSpec(),), seed)
    data["extra"] = {"setup": setup.to_json()}
    return data, state


def test_autosave_round_trip_in_the_data_folder(home):
    auto = Autosave()
    assert auto.path == home / "data" / "autosave.json"
    assert auto.find() is None
    data, state = _snapshot()
    auto.write(data)
    found = auto.find()
    assert found.snapshot == data and found.game == "briscola" and found.moves == 9
    assert found.saved.actions == state.history
    more, _ = _snapshot(moves=12)
    auto.write(more)  # after the next move
    assert auto.find().moves == 12
    auto.clear()
    assert auto.find() is None and not auto.exists()
    auto.clear()  # clearing twice is fine


def test_writing_the_autosave_is_atomic(home, monkeypatch):
    auto = Autosave()
    auto.write(_snapshot()[0])
    before = auto.path.read_bytes()

    def boom(*args):
        raise OSError("disk full")
    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        auto.write(_snapshot(moves=15)[0])
    assert auto.path.read_bytes() == before
    assert [p.name for p in auto.path.parent.iterdir()] == ["autosave.json"]


def _tampered_action(text):
    data = json.loads(text)
    data["actions"][3] = "play ZZ"
    return json.dumps(data)


def _newer(text):
    data = json.loads(text)
    data["version"] = 99
    return json.dumps(data)


def _unknown_game(text):
    data = json.loads(text)
    data["game"] = "chess"
    return json.dumps(data)


DAMAGE = {
    "truncated": (lambda t: t[: len(t) // 2], "not valid JSON (truncated or corrupt?)"),
    "empty": (lambda t: "", "is empty"),
    "tampered move": (_tampered_action, "action 4 ('play ZZ') cannot be replayed"),
    "newer format": (_newer, "newer than this app reads"),
    "unknown game": (_unknown_game, "a game this app does not have"),
    "not a save": (lambda t: '{"hello": 1}', "not a Card Table save"),
}


@pytest.mark.parametrize("kind", DAMAGE)
def test_a_damaged_autosave_gives_a_clear_error_and_loses_nothing_else(home, kind):
    damage, message = DAMAGE[kind]
    # Other files in the user folders: preferences, statistics, a named save.
    (home / "config").mkdir()
    (home / "config" / "settings.json").write_text('{"sound": true}')
    (home / "data").mkdir()
    (home / "data" / "statistics.sqlite").write_bytes(b"stats")
    named = save_game(home / "data" / "saves" / "mine", _snapshot(moves=5)[0])
    others = {p: p.read_bytes() for p in (home / "config" / "settings.json",
                                          home / "data" / "statistics.sqlite", named)}
    auto = Autosave()
    auto.write(_snapshot()[0])
    damaged = damage(auto.path.read_text())
    auto.path.write_text(damaged)
    with pytest.raises(DamagedAutosave) as err:
        auto.find()
    text = str(err.value)
    assert message in text and "autosave.json" in text and "could not be restored" in text
    assert err.value.kept_as.name.startswith("autosave.json.damaged-")
    assert str(err.value.kept_as) in text
    assert err.value.kept_as.read_text() == damaged  # kept for a bug report
    assert not auto.exists() and auto.find() is None  # the next start is clean
    assert {p: p.read_bytes() for p in others} == others


def test_save_as_and_open(home):
    data, state = _snapshot("pishti", 2, 20)
    path = save_game(home / "evening", data)
    assert path.name == "evening.json"
    opened = open_game(path)
    assert opened == data
    saved, replayed = saves.load(path)  # a named save is an ordinary save file
    assert replayed.history == state.history


def test_a_damaged_named_save_is_refused_and_left_as_it_is(home):
    data, _ = _snapshot()
    path = save_game(home / "g.json", data)
    text = _tampered_action(path.read_text())
    path.write_text(text)
    with pytest.raises(SaveError, match=r"g.json: action 4 \('play ZZ'\) cannot be replayed"):
        open_game(path)
    assert path.read_text() == text
    with pytest.raises(SaveError, match="cannot read"):
        open_game(home / "missing.json")
    path.write_bytes(b"\xff\xfe\x00")
    with pytest.raises(SaveError, match="not a text file"):
        open_game(path)


def test_read_without_replay_only_checks_the_structure(home):
    data, _ = _snapshot()
    path = save_game(home / "g.json", data)
    path.write_text(_tampered_action(path.read_text()))
    snapshot, saved = read_snapshot(path, verify=False)
    assert saved.actions[3] == "play ZZ"


def test_save_as_refuses_what_could_not_be_opened(home):
    with pytest.raises(SaveError, match="not a Card Table save"):
        save_game(home / "x.json", {"game": "briscola"})
    with pytest.raises(SaveError, match="cannot be written as JSON"):
        data, _ = _snapshot()
        data["extra"] = {"bad": object()}
        save_game(home / "y.json", data)
    assert not (home / "x.json").exists() and not (home / "y.json").exists()


# --- with the real session ----------------------------------------------------------------------
def _session_game(moves):
    from cardtable.app.session import Session
    setup = GameSetup("pishti", 2, {}, None, (SeatSpec(name="Ada"), SeatSpec("ai", "beginner")), 11)
    session = Session(setup, ai="inline")
    for _ in range(moves):
        session.poll()
        if session.is_over:
            break
        session.play(session.state.legal_actions()[0])
    session.poll()
    return session


def test_a_session_is_autosaved_after_each_move_and_resumed(home):
    from cardtable.app.session import Session
    session = _session_game(0)
    auto = Autosave()
    for _ in range(5):
        session.play(session.state.legal_actions()[0])
        auto.write(session.snapshot())
        session.poll()
    auto.write(session.snapshot())
    found = auto.find()
    resumed = Session.from_snapshot(found.snapshot, ai="inline")
    assert resumed.state.history == session.state.history
    assert resumed.setup.seat(0).name == "Ada" and resumed.setup.seat(1).level == "beginner"
    path = save_game(home / "evening", session.snapshot())
    again = Session.from_snapshot(open_game(path), ai="inline")
    assert again.state.zones() == session.state.zones()
    for s in (session, resumed, again):
        s.close()
