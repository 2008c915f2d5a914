"""The Statistics window: figures and chart from the store, per game and variant, reset."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from cardtable.app import paths
from cardtable.app.game_setup import AI, GameSetup, SeatSpec
from cardtable.app.plugins import registry
from cardtable.app.stats import StatsStore
from cardtable.engine.state import Result
from cardtable.ui.dialogs.statistics import StatisticsDialog, variant_text

YOU_WIN = Result((1.0, 0.0), (70, 50))
YOU_LOSE = Result((0.0, 1.0), (40, 80))


@pytest.fixture
def store(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))
    with StatsStore() as s:
        yield s


def _record(store, game, result, day, **options):
    setup = GameSetup(game, 2, options, None, (SeatSpec(), SeatSpec(AI)), 1)
    return store.record_game(setup, result, finished=f"2026-03-{day:02d}T12:00:00+00:00")


def _dialog(qtbot, store, game=None):
    dialog = StatisticsDialog(store, registry(), game=game)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def _figures(dialog):
    return {k: label.text() for k, label in dialog.figures.items()}


def test_figures_and_chart_of_one_game(qtbot, store):
    for day, result in enumerate([YOU_WIN, YOU_WIN, YOU_LOSE, YOU_WIN], start=1):
        _record(store, "briscola", result, day)
    _record(store, "pinochle", YOU_LOSE, 9)
    dialog = _dialog(qtbot, store, "briscola")
    f = _figures(dialog)
    assert (f["played"], f["won"], f["lost"], f["drawn"]) == ("4", "3", "1", "0")
    assert f["win_rate"] == "75%" and f["streak"] == "1 won"
    assert (f["best_win_streak"], f["worst_losing_streak"]) == ("2", "1")
    assert f["best_score"] == "70" and f["average_score"] == "62.5"
    assert not dialog.figures["shitheads"].isVisible()
    rate, scores = dialog.chart.series()
    assert [(p.x(), p.y()) for p in rate.points()] == [(1, 100), (2, 100), (3, 200 / 3), (4, 75)]
    assert [p.y() for p in scores.points()] == [70, 70, 40, 70]
    assert dialog.chart.title() == "3/1/26 to 3/4/26"  # the short date of the language


def test_a_single_game_is_drawn_as_a_point(qtbot, store):
    """One lost game: a line of one point drew nothing at all (the chart looked empty)."""
    _record(store, "briscola", YOU_LOSE, 1)
    dialog = _dialog(qtbot, store)
    (rate,) = dialog.chart.series()
    assert [(p.x(), p.y()) for p in rate.points()] == [(1, 0)]
    assert rate.pointsVisible()


def test_all_games_and_variants(qtbot, store):
    _record(store, "briscola", YOU_WIN, 1)
    _record(store, "briscola", YOU_LOSE, 2, match="best-of-5")
    _record(store, "pinochle", YOU_LOSE, 3)
    dialog = _dialog(qtbot, store)
    assert dialog.game is None and _figures(dialog)["played"] == "3"
    assert len(dialog.chart.series()) == 1  # scores of different games are not mixed
    assert not dialog.figures["best_score"].isVisible()  # nor in a best or average score
    assert not dialog.figures["average_score"].isVisible()
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("briscola"))
    assert dialog.figures["best_score"].isVisible() and dialog.figures["average_score"].isVisible()
    texts = [dialog.variant_combo.itemText(i) for i in range(dialog.variant_combo.count())]
    assert texts == ["All variants", "2 players", "2 players — Match: Best of 5"]
    dialog.variant_combo.setCurrentIndex(2)
    assert dialog.variant == "2p;match=best-of-5"
    assert _figures(dialog)["played"] == "1" and _figures(dialog)["lost"] == "1"


def test_a_game_never_played_shows_an_empty_page(qtbot, store):
    dialog = _dialog(qtbot, store, "pishti")
    assert _figures(dialog)["played"] == "0" and _figures(dialog)["win_rate"] == "—"
    assert dialog.empty.isVisible() and not dialog.chart_view.isVisible()
    assert not dialog.reset_button.isEnabled()


def test_shithead_shows_the_shithead_count(qtbot, store):
    setup = GameSetup("shithead", 3, {"ending": "last-one-loses"}, None,
                      (SeatSpec(), SeatSpec(AI), SeatSpec(AI)), 1)
    store.record_game(setup, Result((0.0, 1.0, 1.0), (1, 0, 0)))
    dialog = _dialog(qtbot, store, "shithead")
    assert dialog.figures["shitheads"].isVisible() and _figures(dialog)["shitheads"] == "1"
    assert _figures(dialog)["best_score"] == "—"


def test_reset_asks_and_deletes_what_is_shown(qtbot, store, monkeypatch):
    _record(store, "briscola", YOU_WIN, 1)
    _record(store, "pinochle", YOU_LOSE, 2)
    dialog = _dialog(qtbot, store, "briscola")
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    asked = []

    def question(parent, title, text, *args):
        asked.append(text)
        return answers.pop(0)
    monkeypatch.setattr(QMessageBox, "question", question)
    QTest.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    assert store.summary().played == 2 and "Briscola" in asked[0]
    QTest.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    assert store.summary("briscola").played == 0 and store.summary("pinochle").played == 1
    assert _figures(dialog)["played"] == "0" and dialog.game == "briscola"


def test_a_recovered_database_is_reported(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))
    paths.stats_file().parent.mkdir(parents=True)
    paths.stats_file().write_bytes(b"not a database at all" * 100)
    with StatsStore() as store:
        dialog = _dialog(qtbot, store)
        assert dialog.notice.isVisible() and "kept as statistics.sqlite.corrupt-" in dialog.notice.text()


def test_variant_text_names_options_in_words():
    assert variant_text(registry(), "pishti", "4p;bluff=true;target=151") == \
        "4 players — Bluff Pishti: yes, Target score: 151"
    assert variant_text(registry(), "gone", "2p;x=1") == "2 players — x=1"


def test_figures_per_opponents_level(qtbot, store, monkeypatch):
    """Your record against each level: the Opponents list offers the levels played, weakest
    first; choosing one shows only those games; a reset deletes only them."""
    for day, (level, result) in enumerate([("expert", YOU_WIN), ("master", YOU_LOSE),
                                           ("expert", YOU_LOSE), ("greedy", YOU_WIN)], start=1):
        setup = GameSetup("briscola", 2, {}, None, (SeatSpec(), SeatSpec(AI, level)), 1)
        store.record_game(setup, result, finished=f"2026-03-{day:02d}T12:00:00+00:00")
    dialog = _dialog(qtbot, store, "briscola")
    combo = dialog.opponents_combo
    assert [combo.itemText(i) for i in range(combo.count())] == [
        "All opponents", "Against Intermediate", "Against Expert", "Against Master"]
    assert _figures(dialog)["played"] == "4"
    combo.setCurrentIndex(2)  # Expert
    assert dialog.opponents == "expert"
    f = _figures(dialog)
    assert (f["played"], f["won"], f["lost"], f["win_rate"]) == ("2", "1", "1", "50%")
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    dialog.ask_reset()
    assert store.summary("briscola").played == 2 and "expert" not in store.opponents()
    assert _figures(dialog)["played"] == "2" and dialog.opponents is None


def test_all_variants_never_average_scores_of_different_variants(qtbot, store):
    """Issue 55: "All variants" averaged one variant's points with another's chips (three-handed
    Pinochle's auction is settled in chips). Each variant's best and average stand apart, and
    the chart draws no scores of several variants together."""
    _record(store, "briscola", YOU_WIN, 1)                      # 70 points
    _record(store, "briscola", YOU_LOSE, 2)                     # 40 points
    _record(store, "briscola", Result((1.0, 0.0), (2, 1)), 3, match="best-of-3")  # 2 deals won
    dialog = _dialog(qtbot, store, "briscola")
    assert dialog.variant is None  # All variants
    f = _figures(dialog)
    standard = variant_text(registry(), "briscola", "2p")
    lines = f["average_score"].split("\n")
    assert len(lines) == 2
    assert f"{standard}: 55.0" in lines
    assert any(line.endswith(": 2.0") and line != f"{standard}: 2.0" for line in lines)
    assert "37.3" not in f["average_score"]  # (70 + 40 + 2) / 3: the mixed average, gone
    assert f["best_score"].count("\n") == 1 and f"{standard}: 70" in f["best_score"]
    assert len(dialog.chart.series()) == 1  # the win rate only
    dialog.variant_combo.setCurrentIndex(dialog.variant_combo.findData("2p"))
    f = _figures(dialog)
    assert f["average_score"] == "55.0" and f["best_score"] == "70"
    assert len(dialog.chart.series()) == 2
