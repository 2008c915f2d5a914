"""The window's review: the Review button at the end of a deal, Game ▸ Review This Game and
Review a Saved Game, the finished review kept (in the file, or for the game on the table), and
Practise from here starting a practice game that the statistics never count."""

from __future__ import annotations

import json

from cardtable.app import paths, saves
from cardtable.app.practice import KEPT
from cardtable.app.stats import StatsStore

from .app_driver import make_window, play_moves, setup
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
    assert [r.to_json() for r in window.session.reviews] == [dialog.review.to_json()]
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


def _reviewed(qtbot, window):
    dialog = window.review_current()
    qtbot.waitUntil(lambda: dialog.job is None, timeout=120_000)
    assert dialog.review is not None and dialog.review.complete and dialog.review.decisions
    return dialog.review


def test_a_review_of_the_game_on_the_table_goes_into_its_autosave_and_comes_back(
        qtbot, tmp_path):
    window = make_window(qtbot)
    window.review_iterations = 20
    window.start_game(setup("briscola", "human,ai:greedy", 2, seed=12), ai="inline")
    play_moves(qtbot, window, 4)
    review = _reviewed(qtbot, window)
    at_once = json.loads(paths.autosave_file().read_text(encoding="utf-8"))
    assert at_once["reviews"] == [review.to_json()]  # written at once, not at the next move
    window.save_path = tmp_path / "saved.json"  # Ctrl+S into the file it was saved to
    assert window.save_current() == window.save_path
    assert saves.load(window.save_path)[0].review_for(0).to_json() == review.to_json()
    play_moves(qtbot, window, 1)  # the game goes on: the next autosave still carries it
    later = json.loads(paths.autosave_file().read_text(encoding="utf-8"))
    assert later["reviews"] == [review.to_json()]
    assert len(later["actions"]) > review.actions
    # the autosave continued (as at the next start): Review This Game shows it at once
    again = make_window(qtbot)
    assert again.resume(at_once, ai="inline") is not None
    assert [r.to_json() for r in again.session.reviews] == [review.to_json()]
    dialog = again.review_current()
    assert dialog.job is None and dialog.review.to_json() == review.to_json()
    # continued from the later autosave, the game has gone on past it: reviewed again
    assert again.resume(later, ai="inline") is not None
    dialog = again.review_current()
    assert dialog.job is not None
    dialog.close()


def test_save_as_keeps_the_review_of_the_game_on_the_table_and_opening_shows_it_at_once(
        qtbot, tmp_path):
    window = _finished_window(qtbot)
    review = _reviewed(qtbot, window)
    path = tmp_path / "reviewed.json"
    assert window.save_file(path) is not None
    assert saves.load(path)[0].review_for(0).to_json() == review.to_json()
    other = make_window(qtbot)
    assert other.open_file(path, ai="inline") is not None
    dialog = other.review_current()
    assert dialog.job is None  # no new search
    assert dialog.review.to_json() == review.to_json()
    assert dialog.decisions.count() == len(review.decisions)


def test_an_undo_past_the_review_takes_it_out_of_the_autosave(qtbot):
    window = make_window(qtbot)
    window.review_iterations = 20
    window.start_game(setup("briscola", "human,ai:greedy", 2, seed=12), ai="inline")
    play_moves(qtbot, window, 3)
    _reviewed(qtbot, window)
    assert window.undo()
    window._autosave()
    assert "reviews" not in json.loads(paths.autosave_file().read_text(encoding="utf-8"))
    assert window.session.reviews == []
