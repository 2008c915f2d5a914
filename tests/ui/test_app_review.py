"""The window's review: the Review button at the end of a deal, Game ▸ Review This Game and
Review a Saved Game, the finished review kept (in the file, or for the game on the table), and
Practise from here starting a practice game that the statistics never count."""

from __future__ import annotations

from cardtable.app import saves
from cardtable.app.practice import KEPT
from cardtable.app.stats import StatsStore

from .app_driver import make_window, setup
from .test_app_stats_prefs import finish, played


def _finished_window(qtbot):
    window = make_window(qtbot)
    window.review_iterations = 20
    window.start_game(setup("briscola", "human,ai:greedy", 2, seed=12), ai="inline")
    finish(qtbot, window)
    assert window.session.is_over and played() == 1
    return window


def test_the_end_of_deal_review_button_opens_the_review_and_keeps_it(qtbot):
    window = _finished_window(qtbot)
    sheet = window.table.sheet
    assert sheet.review_button.isVisible()
    sheet.review_button.click()
    dialog = window.review_dialog
    assert dialog is not None and dialog.isVisible() and dialog.seat == 0
    qtbot.waitUntil(lambda: dialog.job is None, timeout=120_000)
    assert dialog.review is not None and dialog.review.complete
    assert window._table_reviews[0].to_json() == dialog.review.to_json()
    again = window.review_current()  # opened again: shown at once, no new search
    assert again is not None and again.job is None and again.review is not None
    assert window.review_action.isEnabled()


def test_practise_from_here_starts_a_practice_game_that_is_not_counted(qtbot):
    window = _finished_window(qtbot)
    dialog = window.review_current()
    qtbot.waitUntil(lambda: dialog.job is None, timeout=120_000)
    decision = dialog.review.decisions[2]
    dialog.decisions.setCurrentRow(2)
    dialog.cards_box.setCurrentIndex(dialog.cards_box.findData(KEPT))
    dialog.practise_button.click()
    session = window.session
    assert session.setup.practice
    assert len(session.state.history) == decision.ply
    assert session.current_seat == 0 and session.human_to_move
    finish(qtbot, window)
    assert window.session.is_over
    assert played() == 1  # the practice game was not counted


def test_review_a_saved_game_writes_the_review_into_the_file(qtbot, tmp_path):
    window = _finished_window(qtbot)
    path = tmp_path / "game.json"
    saves.write_atomic(path, saves.dumps(saves.parse(window.session.snapshot())))
    dialog = window.review_file(path)
    qtbot.waitUntil(lambda: dialog.job is None, timeout=120_000)
    stored = saves.load(path)[0].review_for(0)
    assert stored is not None and stored.to_json() == dialog.review.to_json()
    reopened = window.review_file(path)
    assert reopened.job is None and reopened.review.to_json() == stored.to_json()
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    assert window.review_file(bad) is None
    assert "Cannot review" in window.messages[-1] or "JSON" in window.messages[-1]
    with StatsStore() as store:
        assert store.summary().played == 1
