"""`cardtable --game X` while a game is unfinished asks first (issue 55: the new game's
autosave replaced the unfinished one without a word): continue it, discard it, or keep it in a
file and start the new game."""

from __future__ import annotations

import json

import pytest

from cardtable.app.paths import saves_dir

from .app_driver import make_window, play_one, setup, wait_for_turn

OLD = setup("briscola", "human,ai:greedy", 2, seed=41)
NEW = setup("pishti", "human,ai:greedy", 2, seed=42)


def unfinished_window(qtbot):
    first = make_window(qtbot)
    first.start_game(OLD, ai="inline")
    wait_for_turn(qtbot, first)
    play_one(qtbot, first)
    wait_for_turn(qtbot, first)
    moves = len(first.session.state.history)
    first.close()  # quitting keeps the unfinished game
    window = make_window(qtbot)
    assert window.autosave.find() is not None
    return window, moves


def test_nothing_unfinished_starts_at_once(qtbot):
    window = make_window(qtbot)
    assert window.start_asking(NEW, ai="inline") is None
    assert window.session.setup.game == "pishti"


@pytest.mark.parametrize("answer", ["continue", "discard", "keep"])
def test_the_command_line_game_asks_about_the_unfinished_one(qtbot, answer):
    window, moves = unfinished_window(qtbot)
    box = window.start_asking(NEW, ai="inline")
    assert box is not None and box.isVisible() and window.session is None  # nothing lost yet
    assert "unfinished game of Briscola" in box.text()
    button = {"continue": box.resume_button, "discard": box.discard_button,
              "keep": box.keep_button}[answer]
    button.click()
    qtbot.waitUntil(lambda: window.session is not None, timeout=5000)
    kept = sorted(saves_dir().glob("unfinished-briscola-41*.json")) if saves_dir().exists() else []
    if answer == "continue":
        assert window.session.setup.game == "briscola"
        assert len(window.session.state.history) == moves
        assert not kept
    else:
        assert window.session.setup.game == "pishti"
        assert window.autosave.find() is None or window.autosave.find().game == "pishti"
    if answer == "keep":
        assert len(kept) == 1
        data = json.loads(kept[0].read_text())
        assert data["game"] == "briscola" and len(data["actions"]) == moves
        assert kept[0] in window.recent_files()
    if answer == "discard":
        assert not kept


def test_escape_continues_the_unfinished_game(qtbot):
    window, moves = unfinished_window(qtbot)
    box = window.start_asking(NEW, ai="inline")
    box.reject()
    qtbot.waitUntil(lambda: window.session is not None, timeout=5000)
    assert window.session.setup.game == "briscola"
