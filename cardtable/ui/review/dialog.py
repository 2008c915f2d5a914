"""The review view: the master's review of one seat's decisions in a finished (or saved) game.

It runs the review in a worker process (:class:`~cardtable.app.review_job.ReviewJob`) with a
progress bar and a Cancel button, polling from a timer, so the window never waits; a review
already stored in the save shows at once. Then it steps through the deal as the seat saw it —
the table (:class:`.seat_view.SeatView`), the moves ranked with the hints' reasons, the log —
jumps from mark to mark, sums the marks up, and offers **Practise from here** (the unseen cards
kept or dealt afresh): the ``practise`` signal gives the window the save, the decision's action
index, the seat and the choice. For a computer player's seat the same view answers "why did it
play that?" from that player's own view. In hot seat, another person's review waits behind a
pass screen until that person takes the screen.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (QComboBox, QDialog, QHBoxLayout, QLabel, QListWidget,
                               QListWidgetItem, QPlainTextEdit, QProgressBar, QPushButton,
                               QSplitter, QStackedWidget, QVBoxLayout, QWidget)

from ...ai.review import CHIPS, Move, Review, Reviewed, deal_ranges
from ...app import saves
from ...app.practice import KEPT, REDEALT
from ...app.review_job import ReviewJob
from ..i18n import retranslate_soon
from ..numbers import number
from .position import Position, positions
from .seat_view import SeatView

GRADE_COLOURS = {"mistake": QColor("#c62828"), "inaccuracy": QColor("#ef8f00")}
POLL_MS = 100


class ReviewDialog(QDialog):
    """See the module. ``saved``: the game; ``seat``: whose decisions first (by default the
    first person's); ``iterations``: the search budget (None: the master's own)."""

    practise = Signal(object, int, int, str)  # (SavedGame, action index, seat, KEPT/REDEALT)
    reviewed = Signal(object)  # a finished Review, for the window to keep in the save

    def __init__(self, saved: saves.SavedGame, seat: int | None = None, *,
                 iterations: int | None = None, last_deal: bool = False, seed: int = 0,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("ReviewDialog")
        self.saved = saved
        self.iterations = iterations
        self.last_deal = last_deal
        self.seed = seed
        self.job: ReviewJob | None = None
        self.review: Review | None = None
        self.positions: dict[int, Position] = {}
        self.ply = 0  # the action before which the table is shown
        self.humans = [i for i, s in enumerate(saved.seats) if s.kind == "human"]
        self.names = self._names()
        self.error = ""  # why the review failed, where it did
        self._shown_to: int | None = None  # in hot seat: the person who took the screen
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        self._build()
        first = seat if seat is not None else (self.humans[0] if self.humans else 0)
        self.seat_box.setCurrentIndex(first)
        self._choose_seat(first)

    # --- building --------------------------------------------------------------------------------
    def _build(self) -> None:
        from ...app.plugins import registry
        pack = saves.replay(self.saved, registry(), upto=0).pack
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.seat_box = QComboBox(self)
        for i in range(len(self.names)):
            self.seat_box.addItem("", i)
        self.seat_box.activated.connect(lambda index: self._choose_seat(self.seat_box.itemData(index)))
        self.review_label = QLabel(self)
        top.addWidget(self.review_label)
        top.addWidget(self.seat_box, 1)
        self.progress = QProgressBar(self)
        self.cancel_button = QPushButton(self)
        self.cancel_button.clicked.connect(self.cancel)
        top.addWidget(self.progress, 1)
        top.addWidget(self.cancel_button)
        layout.addLayout(top)

        self.pages = QStackedWidget(self)
        self.pass_page = QWidget(self)
        pass_box = QVBoxLayout(self.pass_page)
        self.pass_label = QLabel(self.pass_page)
        self.pass_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.pass_label.setWordWrap(True)
        self.pass_button = QPushButton(self.pass_page)
        self.pass_button.clicked.connect(self._take_screen)
        pass_box.addStretch(1)
        pass_box.addWidget(self.pass_label)
        pass_box.addWidget(self.pass_button, 0, Qt.AlignmentFlag.AlignCenter)
        pass_box.addStretch(1)

        self.main_page = QSplitter(Qt.Orientation.Horizontal, self)
        self.decisions = QListWidget(self.main_page)
        self.decisions.setObjectName("ReviewDecisions")
        self.decisions.currentRowChanged.connect(self._show_row)
        right = QWidget(self.main_page)
        right_box = QVBoxLayout(right)
        right_box.setContentsMargins(0, 0, 0, 0)
        self.table = SeatView(pack, self.names, right)
        self.why = QLabel(right)
        self.why.setWordWrap(True)
        self.why.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.moves = QListWidget(right)
        self.moves.setObjectName("ReviewMoves")
        self.moves.setMaximumHeight(130)
        self.log = QPlainTextEdit(right)
        self.log.setReadOnly(True)
        self.log.setMaximumHeight(120)
        right_box.addWidget(self.table, 3)
        right_box.addWidget(self.why)
        right_box.addWidget(self.moves, 1)
        right_box.addWidget(self.log, 1)
        self.main_page.addWidget(self.decisions)
        self.main_page.addWidget(right)
        self.main_page.setStretchFactor(1, 3)
        self.main_page.setSizes([330, 770])
        self.pages.addWidget(self.main_page)
        self.pages.addWidget(self.pass_page)
        layout.addWidget(self.pages, 1)

        bottom = QHBoxLayout()
        self.step_back = QPushButton(self)
        self.step_forward = QPushButton(self)
        self.step_back.clicked.connect(lambda: self.step(-1))
        self.step_forward.clicked.connect(lambda: self.step(+1))
        self.ply_label = QLabel(self)
        self.previous_mark = QPushButton(self)
        self.next_mark = QPushButton(self)
        self.previous_mark.clicked.connect(lambda: self.jump(-1))
        self.next_mark.clicked.connect(lambda: self.jump(+1))
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.cards_box = QComboBox(self)
        self.cards_box.addItem("", REDEALT)
        self.cards_box.addItem("", KEPT)
        self.practise_button = QPushButton(self)
        self.practise_button.clicked.connect(self._practise)
        self.close_button = close = QPushButton(self)
        close.clicked.connect(self.reject)
        bottom.addWidget(self.step_back)
        bottom.addWidget(self.ply_label)
        bottom.addWidget(self.step_forward)
        bottom.addWidget(self.previous_mark)
        bottom.addWidget(self.next_mark)
        bottom.addWidget(self.summary, 1)
        bottom.addWidget(self.cards_box)
        bottom.addWidget(self.practise_button)
        bottom.addWidget(close)
        layout.addLayout(bottom)
        self.resize(1100, 720)
        self._say()

    def _names(self) -> list[str]:
        return [s.name or self.tr("Seat {n}").format(n=i + 1)
                for i, s in enumerate(self.saved.seats)]

    def _say(self) -> None:
        """Set the view's own words (titles, buttons, the seat list) in the language now
        installed: when it is built and again at Qt's LanguageChange."""
        self.setWindowTitle(self.tr("Review"))
        self.review_label.setText(self.tr("Review:"))
        for i, name in enumerate(self.names):
            self.seat_box.setItemText(i, self.tr("{name}'s decisions").format(name=name)
                                      if i in self.humans else
                                      self.tr("Why did {name} play that?").format(name=name))
        self.progress.setFormat(self.tr("Reviewing decision %v of %m"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.step_back.setText(self.tr("◀ Action"))
        self.step_forward.setText(self.tr("Action ▶"))
        self.step_back.setToolTip(self.tr("The table one action earlier, as this seat saw it"))
        self.step_forward.setToolTip(self.tr("The table one action later, as this seat saw it"))
        self.previous_mark.setText(self.tr("◀ Previous mark"))
        self.next_mark.setText(self.tr("Next mark ▶"))
        self.cards_box.setItemText(0, self.tr("Unseen cards dealt afresh"))
        self.cards_box.setItemText(1, self.tr("Unseen cards kept"))
        self.practise_button.setText(self.tr("Practise from here"))
        self.close_button.setText(self.tr("Close"))

    # --- the language ----------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        """Qt's ``LanguageChange``: say everything again once the event loop next runs
        (installing a language sends one event per translator); a review under way goes on."""
        if event.type() == QEvent.Type.LanguageChange:
            retranslate_soon(self)
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Say the view's words in the language now installed: the buttons and titles, the
        seat list, the pass screen, the summary, the decisions' rows, the sentence and the
        moves of the decision shown and the log (read again from the save). The review itself
        is not made again: the moves' reasons stay in the words it was made in."""
        self.names = self._names()
        self.table.names = self.names
        self._say()
        if self.pages.currentWidget() is self.pass_page:
            self._say_pass(self.seat)
        if self.job is not None:
            self.summary.setText(self.tr("The master is going over the decisions…"))
        elif self.review is not None:
            self.summary.setText(self._summary_text(self.review))
            for row, d in enumerate(self.review.decisions):
                item = self.decisions.item(row)
                if item is not None:
                    item.setText(self._row_text(d))
            if self.positions:
                self.positions = positions(self.saved, self.review.seat, self.positions.keys(),
                                           self.names)
            self._show_ply(self.ply, self.current())
        elif self.error:
            self.summary.setText(self.tr("The review failed: {error}").format(error=self.error))
        self.table.update()

    # --- which seat ------------------------------------------------------------------------------
    @property
    def seat(self) -> int:
        return int(self.seat_box.currentData())

    def _choose_seat(self, seat: int) -> None:
        self.cancel()
        self.review = None
        self.error = ""
        self.decisions.clear()
        if len(self.humans) > 1 and seat in self.humans and self._shown_to != seat:
            # hot seat: one person's review is theirs, behind the pass screen
            self._say_pass(seat)
            self.pages.setCurrentWidget(self.pass_page)
            self._set_running(False)
            self._refresh_buttons()
            return
        self._start(seat)

    def _say_pass(self, seat: int) -> None:
        name = self.names[seat]
        self.pass_label.setText(self.tr("Pass the screen to {name}.").format(name=name))
        self.pass_button.setText(self.tr("I am {name}: show my review").format(name=name))

    def _take_screen(self) -> None:
        self._shown_to = self.seat
        self._start(self.seat)

    def _start(self, seat: int) -> None:
        self.pages.setCurrentWidget(self.main_page)
        stored = self.saved.review_for(seat)
        if stored is not None and stored.covers(len(self.saved.actions), self._first()):
            self._set_running(False)  # (no progress bar, no Cancel)
            self._show_review(stored)  # kept in the save: shown at once, nothing searched
            return
        self.job = ReviewJob(self.saved.to_json(), seat, seed=self.seed,
                             iterations=self.iterations, last_deal=self.last_deal)
        self.progress.setRange(0, 0)
        self._set_running(True)
        self._timer.start()

    def _first(self) -> int:
        """The first action whose decisions this view reviews (the last deal's, or 0)."""
        if not self.last_deal:
            return 0
        start = saves.replay(self.saved, upto=0)
        return deal_ranges(start, self.saved.actions)[-1].start

    # --- the job ---------------------------------------------------------------------------------
    def _set_running(self, running: bool) -> None:
        self.progress.setVisible(running)
        self.cancel_button.setVisible(running)
        self.summary.setText(self.tr("The master is going over the decisions…") if running else "")
        self._refresh_buttons()

    def _poll(self) -> None:
        job = self.job
        if job is None:
            self._timer.stop()
            return
        finished = job.poll()
        if job.total:
            self.progress.setRange(0, job.total)
            self.progress.setValue(job.done)
        if not finished:
            return
        self._timer.stop()
        self.job = None
        self._set_running(False)
        if job.review is not None:
            self._show_review(job.review)
            if job.review.complete:
                self.reviewed.emit(job.review)
        else:
            self.error = job.error
            self.summary.setText(self.tr("The review failed: {error}").format(error=job.error))

    def cancel(self) -> None:
        """Stop a review under way (what it has reviewed so far is shown)."""
        if self.job is not None:
            self.job.cancel()

    def wait_for_review(self, timeout: float) -> bool:
        """Block until the review is in (tests and screenshots; never from the window)."""
        if self.job is not None:
            self.job.wait(timeout)
            self._poll()
        return self.review is not None

    def done(self, result: int) -> None:
        self._timer.stop()
        if self.job is not None:
            self.job.close()
            self.job = None
        super().done(result)

    # --- showing ---------------------------------------------------------------------------------
    def _show_review(self, review: Review) -> None:
        self.review = review
        # the seat's view before every action of the game, and at its end (stepped through)
        self.positions = positions(self.saved, review.seat, range(len(self.saved.actions) + 1),
                                   self.names)
        self.decisions.clear()
        for d in review.decisions:
            item = QListWidgetItem(self._row_text(d))
            colour = GRADE_COLOURS.get(d.grade)
            if colour is not None:
                item.setForeground(QBrush(colour))
            self.decisions.addItem(item)
        self.summary.setText(self._summary_text(review))
        marks = [i for i, d in enumerate(review.decisions) if d.grade]
        if review.decisions:
            self.decisions.setCurrentRow(marks[0] if marks else 0)
        self._refresh_buttons()

    def _summary_text(self, review: Review) -> str:
        text = review.summary()
        if not review.complete:
            text = self.tr("Cancelled: {summary}").format(summary=text)
        return text

    def _row_text(self, d: Reviewed) -> str:
        chosen = d.move(d.chosen)
        label = chosen.label if chosen is not None else d.chosen
        if d.grade == "mistake":
            return self.tr("Action {n}: {move} — mistake (−{cost})").format(
                n=d.ply + 1, move=label, cost=round(100 * d.cost))
        if d.grade == "inaccuracy":
            return self.tr("Action {n}: {move} — inaccuracy (−{cost})").format(
                n=d.ply + 1, move=label, cost=round(100 * d.cost))
        return self.tr("Action {n}: {move}").format(n=d.ply + 1, move=label)

    def current(self) -> Reviewed | None:
        row = self.decisions.currentRow()
        if self.review is None or not 0 <= row < len(self.review.decisions):
            return None
        return self.review.decisions[row]

    def _show_row(self, row: int) -> None:
        d = self.current()
        if d is None:
            self._show_ply(self.ply)
            return
        self.ply = d.ply
        self._show_ply(d.ply, d)

    def step(self, delta: int) -> bool:
        """Show the table one action earlier (-1) or later (+1), as the seat saw it; a decision
        of the review is selected in the list when the step reaches one."""
        last = len(self.saved.actions)
        ply = self.ply + delta
        if self.review is None or not 0 <= ply <= last:
            return False
        row = next((i for i, d in enumerate(self.review.decisions) if d.ply == ply), -1)
        self.ply = ply
        if row >= 0:
            self.decisions.setCurrentRow(row)
        else:
            self.decisions.blockSignals(True)
            self.decisions.setCurrentRow(-1)
            self.decisions.blockSignals(False)
            self._show_ply(ply)
        return True

    def _show_ply(self, ply: int, d: Reviewed | None = None) -> None:
        self.moves.clear()
        where = self.positions.get(ply)
        self.ply_label.setText(self.tr("Action {n} of {total}").format(
            n=min(ply + 1, len(self.saved.actions)), total=len(self.saved.actions))
            if where is not None else "")
        if d is None:
            self.table.show_observation(where.observation if where is not None else None)
            after = self.positions.get(ply + 1)
            if where is not None and after is not None and len(after.log) > len(where.log):
                self.why.setText(self.tr("Next: {line}").format(line=after.log[-1]))
            else:
                self.why.setText("")
            self.log.setPlainText("\n".join(where.log[-40:]) if where is not None else "")
            self.log.verticalScrollBar().setValue(self.log.verticalScrollBar().maximum())
            self._refresh_buttons()
            return
        cards = where.cards.get(d.chosen, frozenset()) if where is not None else frozenset()
        self.table.show_observation(where.observation if where is not None else None, set(cards))
        person = d.seat in self.humans
        self.why.setText(d.why() if person else d.why(self.names[d.seat]))
        for m in d.moves:
            tag = ""
            if m.action == d.best:
                tag = self.tr(" (the master's move)")
            if m.action == d.chosen:
                tag += self.tr(" (played)")
            self.moves.addItem(f"{m.label}{tag}: {m.reason}{self._points_text(d, m)}")
        if where is not None:
            self.log.setPlainText("\n".join(where.log[-40:]))
            self.log.verticalScrollBar().setValue(self.log.verticalScrollBar().maximum())
        self._refresh_buttons()

    def _points_text(self, d: Reviewed, m: Move) -> str:
        """The move's mean points (or chips) in the simulated deals, where recorded."""
        if m.points is None:
            return ""
        if d.unit == CHIPS:
            return self.tr("; average chips: {n}").format(n=number(m.points, 1))
        return self.tr("; average points: {n}").format(n=number(m.points))

    def jump(self, step: int) -> bool:
        """Go to the next (``step`` 1) or previous (-1) marked decision; False if none."""
        if self.review is None:
            return False
        marks = [i for i, d in enumerate(self.review.decisions) if d.grade]
        plies = [d.ply for d in self.review.decisions]
        ahead = [i for i in marks if (plies[i] > self.ply if step > 0 else plies[i] < self.ply)]
        if not ahead:
            return False
        self.decisions.setCurrentRow(ahead[0] if step > 0 else ahead[-1])
        return True

    def _refresh_buttons(self) -> None:
        ready = self.review is not None and self.pages.currentWidget() is self.main_page
        marks = [d.ply for d in self.review.decisions if d.grade] if self.review else []
        self.previous_mark.setEnabled(ready and any(p < self.ply for p in marks))
        self.next_mark.setEnabled(ready and any(p > self.ply for p in marks))
        self.step_back.setEnabled(ready and self.ply > 0)
        self.step_forward.setEnabled(ready and self.ply < len(self.saved.actions))
        self.practise_button.setEnabled(ready and self.current() is not None)
        self.cards_box.setEnabled(ready and self.current() is not None)

    def _practise(self) -> None:
        d = self.current()
        if d is None:
            return
        self.practise.emit(self.saved, d.ply, d.seat, str(self.cards_box.currentData()))
