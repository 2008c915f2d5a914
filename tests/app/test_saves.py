"""Saved games: JSON, atomic writes, exact replay, clear errors that change nothing."""

import json
import os
import random

import pytest

from cardtable.app import saves
from cardtable.app.plugins import registry
from cardtable.engine.errors import SaveError


def _played(players=2, steps=17, seed=3, **options):
    game = registry().get("briscola")
    state = game.new_state(players, options, seed=seed, first_dealer=1)
    rng = random.Random(seed)
    for _ in range(steps):
        state.apply(rng.choice(state.legal_actions()))
    return state


SEATS = [saves.Seat("human", "Ada"), saves.Seat("computer", "Bot", "greedy", "normal")]


def test_save_holds_everything_that_fixes_the_game(tmp_path):
    state = _played()
    path = tmp_path / "game.json"
    saves.save(path, state, SEATS)
    data = json.loads(path.read_text())
    assert data["format"] == "cardtable-save" and data["version"] == 1
    assert data["game"] == "briscola" and data["players"] == 2 and data["first_dealer"] == 1
    assert data["options"] == state.options and data["actions"] == state.history
    assert data["decks"][0] == state.chance.decks[0] and data["seed"] == 3
    assert data["seats"][1] == {"kind": "computer", "name": "Bot", "agent": "greedy", "level": "normal"}
    assert data["app_version"] and data["created"] and data["saved"]


def test_load_replays_to_the_same_state(tmp_path):
    state = _played(4, 25, signals=True)
    path = tmp_path / "g.json"
    saves.save(path, state, [saves.Seat("computer", str(i), "random") for i in range(4)])
    saved, loaded = saves.load(path)
    assert loaded.zones() == state.zones() and loaded.history == state.history
    assert [loaded.observation(s) for s in range(4)] == [state.observation(s) for s in range(4)]
    assert saved.seats[0].agent == "random"


def test_writes_are_atomic(tmp_path, monkeypatch):
    path = tmp_path / "g.json"
    saves.save(path, _played(), SEATS)
    before = path.read_bytes()

    def boom(*args):
        raise OSError("disk full")
    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        saves.save(path, _played(steps=30), SEATS)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["g.json"]  # no temporary file left


def _corrupt(tmp_path, mutate, text=None):
    path = tmp_path / "g.json"
    saves.save(path, _played(), SEATS)
    if text is None:
        data = json.loads(path.read_text())
        mutate(data)
        path.write_text(json.dumps(data))
    else:
        path.write_text(text(path.read_text()))
    before = path.read_bytes()
    with pytest.raises(SaveError) as info:
        saves.load(path)
    assert path.read_bytes() == before  # a failed load never modifies the file
    return str(info.value)


def test_truncated_file(tmp_path):
    msg = _corrupt(tmp_path, None, text=lambda t: t[: len(t) // 2])
    assert "not valid JSON (truncated or corrupt?)" in msg


def test_garbage_and_empty_files(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(SaveError, match="not a text file"):
        saves.load(bad)
    bad.write_text("")
    with pytest.raises(SaveError, match="empty"):
        saves.load(bad)
    with pytest.raises(SaveError, match="cannot read"):
        saves.load(tmp_path / "missing.json")


def test_tampered_illegal_action(tmp_path):
    def swap(d):
        d["actions"][4] = d["actions"][5]
    msg = _corrupt(tmp_path, swap)
    assert "action 5" in msg and "cannot be replayed" in msg


def test_tampered_deck_order(tmp_path):
    def dup(d):
        d["decks"][0][1] = d["decks"][0][0]
    assert "not a permutation" in _corrupt(tmp_path, dup)


def test_unknown_version(tmp_path):
    def newer(d):
        d["version"] = 99
    assert "newer than this app reads" in _corrupt(tmp_path, newer)


def test_unknown_game(tmp_path):
    def chess(d):
        d["game"] = "chess"
    assert "a game this app does not have" in _corrupt(tmp_path, chess)


def test_unknown_option(tmp_path):
    def opt(d):
        d["options"]["colour"] = "red"
    assert "unknown option 'colour'" in _corrupt(tmp_path, opt)


def test_missing_or_mistyped_fields(tmp_path):
    def drop(d):
        del d["actions"]
    assert "no 'actions'" in _corrupt(tmp_path, drop)

    def wrong(d):
        d["players"] = "two"
    assert "'players'" in _corrupt(tmp_path, wrong)

    def seats(d):
        d["seats"] = d["seats"][:1]
    assert "1 seats for 2 players" in _corrupt(tmp_path, seats)

    def notsave(d):
        d["format"] = "something-else"
    assert "not a Card Table save" in _corrupt(tmp_path, notsave)
