"""The Statistics window: figures per game and variant, a chart of results over time, reset.

Reads a :class:`~cardtable.app.stats.StatsStore`. The chart (Qt Charts) shows, game by game, the
win rate so far and, where the game has scores, each game's score on a second axis.
"""

from __future__ import annotations

import math

from PySide6.QtCharts import QChart, QChartView, QLineSeries, QScatterSeries, QValueAxis
from PySide6.QtCore import QCoreApplication, QLocale, QMargins, QPointF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout,
                               QLabel, QMessageBox, QPushButton, QVBoxLayout, QWidget)

from ...app.plugins import Registry
from ...app.game_setup import LEVELS
from ...app.stats import MIXED, PEOPLE, GameRecord, StatsStore, Summary, parse_variant, summarize
from ...engine.i18n import listed, tr
from ..numbers import day, number, percent
from .option_editors import option_texts
from .seat_editor import level_label

ALL = ""


def opponents_text(opponents: str) -> str:
    """Who a counted game was played against, as the list names it."""
    translate = QCoreApplication.translate
    if opponents == MIXED:
        return translate("Statistics", "Computer players of several levels")
    if opponents == PEOPLE:
        return translate("Statistics", "People only")
    if not opponents:
        return translate("Statistics", "Not recorded (earlier games)")
    return translate("Statistics", "Against {level}").format(level=level_label(opponents))


def _opponents_order(opponents: str) -> tuple[int, str]:
    """The levels from the weakest, then several levels, people only, not recorded."""
    order = [*LEVELS, MIXED, PEOPLE, ""]
    return (order.index(opponents) if opponents in order else len(order), opponents)


def variant_text(registry: Registry, game_id: str, key: str) -> str:
    """``"4p;match=best-of-5"`` as "4 players — Match: Best of 5" (translated)."""
    players, _diffs = parse_variant(key)
    parts = [QCoreApplication.translate("Statistics", "{n} players").format(n=players)]
    parts += option_texts(registry, game_id, key)
    return parts[0] + (" — " + listed(parts[1:]) if len(parts) > 1 else "")


class StatisticsDialog(QDialog):
    def __init__(self, store: StatsStore, registry: Registry, parent: QWidget | None = None,
                 *, game: str | None = None):
        super().__init__(parent)
        self.setObjectName("StatisticsDialog")
        self.setWindowTitle(self.tr("Statistics"))
        self.store = store
        self.registry = registry

        self.notice = QLabel(self)
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet("color: #8a5a00;")
        self.notice.setText(store.recovered or "")
        self.notice.setVisible(bool(store.recovered))

        self.game_combo = QComboBox(self)
        self.variant_combo = QComboBox(self)
        self.opponents_combo = QComboBox(self)
        pick = QHBoxLayout()
        game_label = QLabel(self.tr("&Game:"), self)
        game_label.setBuddy(self.game_combo)
        variant_label = QLabel(self.tr("&Variant:"), self)
        variant_label.setBuddy(self.variant_combo)
        pick.addWidget(game_label)
        pick.addWidget(self.game_combo, 1)
        pick.addWidget(variant_label)
        pick.addWidget(self.variant_combo, 2)
        opponents_label = QLabel(self.tr("&Opponents:"), self)
        opponents_label.setBuddy(self.opponents_combo)
        pick.addWidget(opponents_label)
        pick.addWidget(self.opponents_combo, 1)

        self.figures: dict[str, QLabel] = {}
        form = QFormLayout()
        for key, text in (("played", self.tr("Games played:")), ("won", self.tr("Won:")),
                          ("lost", self.tr("Lost:")), ("drawn", self.tr("Drawn:")),
                          ("win_rate", self.tr("Win rate:")),
                          ("streak", self.tr("Current streak:")),
                          ("best_win_streak", self.tr("Longest winning streak:")),
                          ("worst_losing_streak", self.tr("Longest losing streak:")),
                          ("best_score", self.tr("Best score:")),
                          ("average_score", self.tr("Average score:")),
                          ("shitheads", self.tr("Times the Shithead:"))):
            label = QLabel(self)
            label.setObjectName(f"figure_{key}")
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.figures[key] = label
            form.addRow(text, label)
        self._form = form

        self.chart = QChart()
        self.chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        self.chart.setMargins(QMargins(4, 4, 4, 4))
        self.chart_view = QChartView(self.chart, self)
        self.chart_view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.chart_view.setMinimumSize(420, 280)
        self.empty = QLabel(self.tr("No finished games here yet. Games are counted when they end "
                                    "without an undo."), self)
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)

        body = QHBoxLayout()
        body.addLayout(form)
        right = QVBoxLayout()
        right.addWidget(self.chart_view, 1)
        right.addWidget(self.empty)
        body.addLayout(right, 1)

        self.reset_button = QPushButton(self.tr("&Reset…"), self)
        self.reset_button.setToolTip(self.tr("Delete the statistics shown"))
        self.reset_button.clicked.connect(self.ask_reset)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)

        outer = QVBoxLayout(self)
        outer.addWidget(self.notice)
        outer.addLayout(pick)
        outer.addLayout(body, 1)
        outer.addWidget(self.buttons)
        self.resize(860, 460)

        self.game_combo.currentIndexChanged.connect(self._game_changed)
        self.variant_combo.currentIndexChanged.connect(self._variant_changed)
        self.opponents_combo.currentIndexChanged.connect(self.refresh)
        self._fill_games(game)

    # --- selection ----------------------------------------------------------------------------
    @property
    def game(self) -> str | None:
        data = self.game_combo.currentData()
        return data or None

    @property
    def variant(self) -> str | None:
        data = self.variant_combo.currentData()
        return data or None

    @property
    def opponents(self) -> str | None:
        """The opponents chosen (None: all; "" is the games counted before they were kept)."""
        index = self.opponents_combo.currentIndex()
        return None if index <= 0 else self.opponents_combo.itemData(index)

    def _fill_games(self, select: str | None = None) -> None:
        current = select if select is not None else self.game_combo.currentData()
        ids = sorted(set(self.registry.games) | set(self.store.games()))
        self.game_combo.blockSignals(True)
        self.game_combo.clear()
        self.game_combo.addItem(self.tr("All games"), ALL)
        for gid in ids:
            game = self.registry.games.get(gid)
            self.game_combo.addItem(game.display_name() if game else gid, gid)
        self.game_combo.setCurrentIndex(max(0, self.game_combo.findData(current or ALL)))
        self.game_combo.blockSignals(False)
        self._game_changed()

    def _game_changed(self) -> None:
        self.variant_combo.blockSignals(True)
        self.variant_combo.clear()
        self.variant_combo.addItem(self.tr("All variants"), ALL)
        if self.game:
            for key in self.store.variants(self.game):
                self.variant_combo.addItem(variant_text(self.registry, self.game, key), key)
        self.variant_combo.setEnabled(bool(self.game))
        self.variant_combo.blockSignals(False)
        self._variant_changed()

    def _variant_changed(self) -> None:
        current = self.opponents
        self.opponents_combo.blockSignals(True)
        self.opponents_combo.clear()
        self.opponents_combo.addItem(self.tr("All opponents"))
        kept = sorted(self.store.opponents(self.game, self.variant), key=_opponents_order)
        for opponents in kept:
            self.opponents_combo.addItem(opponents_text(opponents), opponents)
        # the same opponents for another game or variant, where it has them
        self.opponents_combo.setCurrentIndex(kept.index(current) + 1 if current in kept else 0)
        self.opponents_combo.blockSignals(False)
        self.refresh()

    # --- showing ------------------------------------------------------------------------------
    def refresh(self) -> None:
        records = self.store.history(self.game, self.variant, self.opponents)
        self.show_summary(summarize(records))
        self.show_scores_by_variant(records)
        self.show_chart(records)
        self.reset_button.setEnabled(bool(records))

    def show_scores_by_variant(self, records: list[GameRecord]) -> None:
        """Under "All variants" of a game whose variants were played in more than one form, the
        best and average score per variant, one line each: the variants' scores may be in other
        units (three-handed Pinochle's auction is settled in chips, the partnership forms count
        points), and an average of points and chips means nothing."""
        if self.game is None or self.variant is not None:
            return
        variants = list(dict.fromkeys(r.variant for r in records if r.score is not None))
        if len(variants) < 2:
            return
        dash = "—"
        best, average = [], []
        for key in variants:
            s = summarize(r for r in records if r.variant == key)
            name = variant_text(self.registry, self.game, key)
            best.append(f"{name}: " + (dash if s.best_score is None else
                                       QLocale().toString(float(s.best_score), "g", 12)))
            average.append(f"{name}: " + (dash if s.average_score is None else
                                          number(s.average_score, 1)))
        self.figures["best_score"].setText("\n".join(best))
        self.figures["average_score"].setText("\n".join(average))

    def show_summary(self, s: Summary) -> None:
        dash = "—"
        f = self.figures
        f["played"].setText(str(s.played))
        f["won"].setText(str(s.won))
        f["lost"].setText(str(s.lost))
        f["drawn"].setText(str(s.drawn))
        f["win_rate"].setText(percent(s.win_rate) if s.played else dash)
        if s.current_streak > 0:
            streak = self.tr("%n won", "", s.current_streak)
        elif s.current_streak < 0:
            streak = self.tr("%n lost", "", -s.current_streak)
        else:
            streak = dash
        f["streak"].setText(streak)
        f["best_win_streak"].setText(str(s.best_win_streak))
        f["worst_losing_streak"].setText(str(s.worst_losing_streak))
        f["best_score"].setText(dash if s.best_score is None else
                                QLocale().toString(float(s.best_score), "g", 12))
        f["average_score"].setText(dash if s.average_score is None else number(s.average_score, 1))
        f["shitheads"].setText(str(s.shitheads))
        self._show_row("shitheads", self.game in (None, "shithead") or s.shitheads > 0)
        # Scores of different games do not compare (Pinochle's hundreds, Pishti's tens): a best
        # or average score is shown for one game only.
        self._show_row("best_score", self.game is not None)
        self._show_row("average_score", self.game is not None)

    def _show_row(self, key: str, shown: bool) -> None:
        field = self.figures[key]
        field.setVisible(shown)
        label = self._form.labelForField(field)
        if label is not None:
            label.setVisible(shown)

    def show_chart(self, records: list[GameRecord]) -> None:
        chart = self.chart
        chart.removeAllSeries()
        for axis in chart.axes():
            chart.removeAxis(axis)
        self.chart_view.setVisible(bool(records))
        self.empty.setVisible(not records)
        if not records:
            return
        rate = QLineSeries()
        rate.setName(self.tr("Win rate so far (%)"))
        rate.setPointsVisible(len(records) <= 50)  # one game alone is a point, not a line
        won = 0
        for i, r in enumerate(records, start=1):
            won += r.outcome == "won"
            rate.append(QPointF(i, 100.0 * won / i))
        scored = {r.variant for r in records if r.score is not None}
        scores = QScatterSeries()
        scores.setName(self.tr("Score"))
        scores.setMarkerSize(7.0)
        scores.setColor(QColor("#c77c02"))
        for i, r in enumerate(records, start=1):
            # Scores of different games, or of a game's variants (points, chips), do not
            # compare: only one game's and one variant's are drawn.
            if r.score is not None and self.game and len(scored) == 1:
                scores.append(QPointF(i, r.score))
        x = QValueAxis()
        x.setTitleText(self.tr("Game"))
        x.setLabelFormat("%d")
        # a little room round the first and last games and round 0% and 100%, so that a point
        # there is drawn whole; the ticks stay on whole games and quarters
        n = max(2, len(records))
        x.setRange(0.8, n + 0.2)
        x.setTickType(QValueAxis.TickType.TicksDynamic)
        x.setTickAnchor(1)
        x.setTickInterval(max(1, math.ceil((n - 1) / 9)))
        y = QValueAxis()
        y.setRange(-5, 105)
        y.setTickType(QValueAxis.TickType.TicksDynamic)
        y.setTickAnchor(0)
        y.setTickInterval(25)
        y.setLabelFormat("%d%%")
        chart.addAxis(x, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(y, Qt.AlignmentFlag.AlignLeft)
        chart.addSeries(rate)
        rate.attachAxis(x)
        rate.attachAxis(y)
        if scores.count():
            values = [p.y() for p in scores.points()]
            ys = QValueAxis()
            ys.setTitleText(self.tr("Score"))
            lo, hi = min(values + [0.0]), max(values)
            ys.setRange(lo, hi if hi > lo else lo + 1)
            ys.applyNiceNumbers()
            ys.setLabelFormat("%g")
            chart.addAxis(ys, Qt.AlignmentFlag.AlignRight)
            chart.addSeries(scores)
            scores.attachAxis(x)
            scores.attachAxis(ys)
        first, last = _day(records[0].finished), _day(records[-1].finished)
        chart.setTitle(first if first == last else self.tr("{first} to {last}").format(
            first=first, last=last))

    # --- reset --------------------------------------------------------------------------------
    def ask_reset(self) -> None:
        what = (self.variant_combo.currentText() if self.variant else
                self.game_combo.currentText() if self.game else self.tr("every game"))
        if self.opponents is not None:
            what = f"{what} — {self.opponents_combo.currentText()}"
        answer = QMessageBox.question(
            self, self.tr("Reset statistics"),
            self.tr("Delete the statistics of {what}? This cannot be undone.").format(what=what),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        if answer == QMessageBox.StandardButton.Yes:
            self.reset()

    def reset(self) -> int:
        """Delete what is shown (the selected game, variant and opponents, or everything)."""
        removed = self.store.reset(self.game, self.variant, self.opponents)
        self._fill_games(self.game or ALL)
        return removed


def _day(iso: str) -> str:
    return day(iso)
