"""A third-party game plugin ends with the same end-of-game sheet as the built-in games, made
from the engine's score sheet and the result (issue 55: High Card ended with "The game is
over." and no sheet: it sends no game-end event, and its sheet has only a deal's rows)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from cardtable.app.plugins import registry
from cardtable.ui.table.end_sheet import final_sheet, winners

from .app_driver import make_window, play_one, setup, wait_for_turn

THIRD_PARTY = Path(__file__).resolve().parents[1] / "app" / "thirdparty"


@pytest.fixture
def highcard(monkeypatch):
    monkeypatch.syspath_prepend(str(THIRD_PARTY))
    import highcard_game
    monkeypatch.setitem(registry().games, "highcard", highcard_game.GAME)
    return highcard_game.GAME


def test_a_plugin_game_ends_with_the_whole_sheet(qtbot, highcard):
    window = make_window(qtbot)
    window.start_game(setup("highcard", "human,ai:random", 2, seed=3), ai="inline")
    while wait_for_turn(qtbot, window) == "input":
        play_one(qtbot, window)
    table = window.table
    qtbot.waitUntil(table.sheet.isVisible, timeout=5000)
    assert table.sheet.title.text() == "Game over"
    state = window.session.state
    won = winners(state)
    names = table.seat_names()
    summary = table.sheet.summary.text()
    assert summary, "no result sentence"
    if not won:
        assert summary == "A draw."
    elif won == [0]:
        assert summary == "You win the game."
    else:
        assert summary == f"{names[won[0]]} wins the game."
    shown = [w.text() for w in table.sheet.grid_host.findChildren(type(table.sheet.title))]
    assert "Pairs won" in shown  # its own rows
    points = state.score
    assert str(points[0]) in shown and str(points[1]) in shown
    assert table.sheet.play_again_button.isVisible() if hasattr(table.sheet, "play_again_button") \
        else True


def test_final_sheet_keeps_a_games_own_rows_and_fills_an_empty_one(highcard, monkeypatch):
    from cardtable.app.session import Session
    from cardtable.engine.score_sheet import ScoreSheet
    with Session(setup("briscola", "ai:random,ai:random", 2, seed=4), ai="inline") as s:
        while not s.is_over:
            s.poll()
        own = s.state.score_sheet()
        assert final_sheet(s.state, own) == own  # a built-in game's sheet is left as it is
    with Session(setup("highcard", "ai:random,ai:random", 2, seed=4), ai="inline") as s:
        while not s.is_over:
            s.poll()
        own = s.state.score_sheet()
        assert final_sheet(s.state, own).deal == own.deal
        bare = ScoreSheet(((0,), (1,)))  # a plugin's sheet with nothing in it
        whole = final_sheet(s.state, bare)
        assert whole is not None and whole.finished
        assert [r.label for r in whole.game] == ["Points"]
        assert whole.game[0].values == tuple(s.state.result().points)
        assert final_sheet(s.state, None).game == whole.game  # no sheet at all: the engine's
