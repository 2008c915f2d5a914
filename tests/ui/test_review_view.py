"""The review view (cardtable/ui/review): the seat's table at each decision, marks to jump
between, the summary, Practise from here, the pass screen in hot seat, and the review run in
a worker with a progress bar and a cancel button."""

import pytest

from cardtable.ai.review import Review
from cardtable.app import saves
from cardtable.app.practice import KEPT, REDEALT
from cardtable.app.review_job import run_review
from cardtable.ui.review import ReviewDialog
from tests.ai.test_review import BLUNDERS
from tests.app.test_review_app import _finished


def _blundered():
    """The planted Briscola blunder played, then the deal to its end; the review stored."""
    from cardtable.app.plugins import registry
    spec = BLUNDERS["briscola"]
    game = registry().get("briscola")
    state = game.start(spec["players"], spec["options"], seed=spec["seed"])
    for action in spec["actions"] + [spec["loses"]]:
        state.apply(action)
    while not state.is_terminal:
        state.apply(state.legal_actions()[0])
    saved = saves.snapshot(state, [saves.Seat("human", "Ada"),
                                   saves.Seat("computer", "Bot", "expert", "expert")])
    saved.with_review(run_review(saved.to_json(), 0, iterations=60))
    return saved, len(spec["actions"])


@pytest.fixture
def blundered():
    return _blundered()


def test_a_stored_review_shows_at_once_on_the_first_mark(qtbot, blundered):
    saved, ply = blundered
    dialog = ReviewDialog(saved)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.job is None and dialog.review is not None  # no search: it was stored
    assert not dialog.progress.isVisible() and not dialog.cancel_button.isVisible()
    marks = [d for d in dialog.review.decisions if d.grade]
    assert marks and dialog.current() == marks[0]
    planted = next(d for d in dialog.review.decisions if d.ply == ply)
    assert planted.grade == "mistake"
    while dialog.current().ply != ply:
        assert dialog.jump(+1)
    assert "loses against best play" in dialog.why.text()
    assert "mistake" in dialog.decisions.currentItem().text()
    mistakes = sum(1 for d in dialog.review.decisions if d.grade == "mistake")
    assert f"Mistakes: {mistakes};" in dialog.summary.text()


def test_the_table_shows_only_what_the_seat_saw(qtbot, blundered):
    saved, ply = blundered
    dialog = ReviewDialog(saved)
    qtbot.addWidget(dialog)
    rows = dict((label, cards) for label, cards, _ in dialog.table.rows())
    assert all(c >= 0 for c in rows["Ada: hand"])
    assert rows["Bot: hand"] and all(c == -1 for c in rows["Bot: hand"])
    assert dialog.log.toPlainText()  # the log as the seat read it


def test_practise_from_here_gives_the_position_and_the_choice(qtbot, blundered):
    saved, ply = blundered
    dialog = ReviewDialog(saved)
    qtbot.addWidget(dialog)
    got = []
    dialog.practise.connect(lambda *args: got.append(args))
    dialog.cards_box.setCurrentIndex(dialog.cards_box.findData(KEPT))
    dialog.practise_button.click()
    d = dialog.current()
    assert got == [(saved, d.ply, 0, KEPT)]
    dialog.cards_box.setCurrentIndex(dialog.cards_box.findData(REDEALT))
    dialog.practise_button.click()
    assert got[-1][3] == REDEALT


def test_hot_seat_reviews_wait_behind_the_pass_screen(qtbot):
    saved = _finished("briscola", 2, 4)
    saved.seats = [saves.Seat("human", "Ada"), saves.Seat("human", "Bea")]
    saved.with_review(run_review(saved.to_json(), 1, iterations=40))
    dialog = ReviewDialog(saved, seat=1)
    qtbot.addWidget(dialog)
    assert dialog.pages.currentWidget() is dialog.pass_page
    assert "Bea" in dialog.pass_label.text() and dialog.review is None
    dialog.pass_button.click()
    assert dialog.pages.currentWidget() is dialog.main_page and dialog.review is not None


def test_the_review_runs_in_a_worker_with_progress_and_cancel(qtbot):
    saved = _finished("briscola", 2, 5)
    dialog = ReviewDialog(saved)  # the master's full budget: seconds per decision
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.job is not None and dialog.cancel_button.isVisible()
    qtbot.waitUntil(lambda: dialog.progress.value() >= 1, timeout=120_000)
    dialog.cancel_button.click()
    qtbot.waitUntil(lambda: dialog.job is None, timeout=60_000)
    assert dialog.review is not None and not dialog.review.complete
    assert dialog.summary.text().startswith("Cancelled")
    assert not dialog.cancel_button.isVisible()


def test_a_finished_review_is_handed_to_the_window_to_keep(qtbot):
    saved = _finished("pishti", 2, 6)
    dialog = ReviewDialog(saved, iterations=30)
    qtbot.addWidget(dialog)
    kept = []
    dialog.reviewed.connect(kept.append)
    qtbot.waitUntil(lambda: dialog.job is None, timeout=120_000)
    assert len(kept) == 1 and isinstance(kept[0], Review) and kept[0].complete
    assert dialog.decisions.count() == len(kept[0].decisions)


def test_why_did_the_computer_play_that(qtbot):
    saved = _finished("briscola", 2, 7)
    saved.with_review(run_review(saved.to_json(), 1, iterations=40))
    dialog = ReviewDialog(saved, seat=1)
    qtbot.addWidget(dialog)
    assert "Why did" in dialog.seat_box.currentText()
    d = dialog.current()
    assert dialog.why.text().startswith(saved.seats[1].name)
    assert d.move(d.chosen).label in dialog.why.text()


def test_stepping_through_every_action_as_the_seat_saw_it(qtbot, blundered):
    saved, ply = blundered
    dialog = ReviewDialog(saved)
    qtbot.addWidget(dialog)
    dialog.decisions.setCurrentRow(0)
    first = dialog.current()
    assert dialog.ply == first.ply
    assert dialog.step(+1)  # the other player's move: no decision of the seat's
    assert dialog.current() is None and dialog.ply == first.ply + 1
    assert dialog.why.text().startswith("Next: Bot: ")
    assert dialog.table.observation == saves.replay(saved, upto=first.ply + 1).observation(0)
    assert not dialog.practise_button.isEnabled()
    while dialog.current() is None:  # on to the seat's next decision
        assert dialog.step(+1)
    assert dialog.current() is dialog.review.decisions[1]
    assert "of 40" in dialog.ply_label.text()
    dialog.decisions.setCurrentRow(0)
    assert dialog.step(-1) or first.ply == 0
    while dialog.step(+1):
        pass
    assert dialog.ply == len(saved.actions) and not dialog.step_forward.isEnabled()
    assert dialog.jump(-1) and dialog.current().grade  # the last mark, from the end


def test_the_moves_show_their_average_points(qtbot, blundered):
    saved, _ply = blundered
    dialog = ReviewDialog(saved)
    qtbot.addWidget(dialog)
    row, d = next((i, d) for i, d in enumerate(dialog.review.decisions)
                  if d.move(d.best).points is not None)
    dialog.decisions.setCurrentRow(row)
    texts = [dialog.moves.item(i).text() for i in range(dialog.moves.count())]
    best = d.move(d.best)
    assert f"; average points: {round(best.points)}" in texts[0]
    exact = [m for m in d.moves if m.points is None]
    assert all("average points" not in t for t, m in zip(texts, d.moves) if m in exact)


def _english():
    from PySide6.QtWidgets import QApplication

    from cardtable.engine import i18n as engine_i18n
    from cardtable.ui import i18n
    i18n.install(QApplication.instance(), "en")
    engine_i18n.set_translator(None)


def test_a_language_change_retranslates_the_view_without_reviewing_again(qtbot, blundered):
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    from cardtable.ui import i18n
    saved, _ply = blundered
    dialog = ReviewDialog(saved)
    qtbot.addWidget(dialog)
    dialog.show()
    review, row = dialog.review, dialog.decisions.currentRow()
    english = (dialog.close_button.text(), dialog.practise_button.text(),
               dialog.summary.text(), dialog.decisions.item(row).text(), dialog.why.text(),
               dialog.seat_box.itemText(0))
    try:
        i18n.install(QApplication.instance(), "de")
        qtbot.waitUntil(lambda: dialog.close_button.text() != english[0], timeout=5000)
        assert dialog.close_button.text() == QCoreApplication.translate("ReviewDialog", "Close")
        assert dialog.practise_button.text() == QCoreApplication.translate(
            "ReviewDialog", "Practise from here") != english[1]
        assert dialog.windowTitle() == QCoreApplication.translate("ReviewDialog", "Review")
        german = (dialog.summary.text(), dialog.decisions.item(row).text(), dialog.why.text(),
                  dialog.seat_box.itemText(0))
        assert all(new != old for new, old in zip(german, english[2:])), german
        assert dialog.review is review and dialog.job is None  # not made again
        assert dialog.decisions.currentRow() == row and dialog.decisions.count() == len(
            review.decisions)
    finally:
        _english()
    qtbot.waitUntil(lambda: dialog.close_button.text() == english[0], timeout=5000)
    assert dialog.summary.text() == english[2] and dialog.why.text() == english[4]


def test_a_language_change_leaves_a_review_under_way_running(qtbot):
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    from cardtable.ui import i18n
    saved = _finished("briscola", 2, 5)
    dialog = ReviewDialog(saved)  # the master's full budget: seconds per decision
    qtbot.addWidget(dialog)
    dialog.show()
    job = dialog.job
    assert job is not None
    try:
        i18n.install(QApplication.instance(), "it")
        qtbot.waitUntil(lambda: dialog.cancel_button.text() != "Cancel", timeout=5000)
        assert dialog.job is job and not job.finished
        assert dialog.summary.text() == QCoreApplication.translate(
            "ReviewDialog", "The master is going over the decisions…")
        assert dialog.progress.format() == QCoreApplication.translate(
            "ReviewDialog", "Reviewing decision %v of %m")
    finally:
        dialog.cancel()
        _english()
