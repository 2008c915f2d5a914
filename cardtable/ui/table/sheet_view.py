"""The end-of-deal score sheet, shown over the table line by line, then "next deal" (or at the
game's end "play again" and "new game…").

It draws any :class:`~cardtable.engine.score_sheet.ScoreSheet`: one column per side, the deal's
rows, then the game's rows (totals bold under a rule), and the match state.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QHideEvent
from PySide6.QtWidgets import (QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout,
                               QWidget)

from ...engine.score_sheet import ScoreSheet, SheetRow
from .action_bar import BUTTON_STYLE

SHEET_STYLE = BUTTON_STYLE + """
QFrame#sheet { background: rgb(250, 246, 232); border: 2px solid #8a7a50; border-radius: 12px; }
QFrame#sheet QLabel { color: #1d2a22; font-size: 14px; }
QLabel#title { font-size: 20px; font-weight: 700; }
QLabel[total="true"] { font-weight: 700; border-top: 1px solid #8a7a50; padding-top: 3px; }
"""


FOCUS_HOLD_MS = 600  # the least time before Enter can go on from a sheet being revealed


def cell_text(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, float):
        return f"{value:g}"
    return str(value)


class ScoreSheetPanel(QFrame):
    """A card-like panel in the middle of the table; ``proceed`` when the person clicks on."""

    proceed = Signal()
    new_game = Signal()
    play_again = Signal()
    watch_again = Signal()
    review = Signal()  # the master's review of the deal (cardtable/ui/review)

    def __init__(self, parent: QWidget | None = None, row_ms: int = 180):
        super().__init__(parent)
        self.setObjectName("sheet")
        self.setStyleSheet(SHEET_STYLE)
        self.row_ms = row_ms
        outer = QVBoxLayout(self)
        outer.setContentsMargins(22, 16, 22, 16)
        self.title = QLabel(self)
        self.title.setObjectName("title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        outer.addWidget(self.title)
        self.grid_host = QWidget(self)
        self.grid = QGridLayout(self.grid_host)
        self.grid.setHorizontalSpacing(22)
        self.grid.setVerticalSpacing(4)
        outer.addWidget(self.grid_host)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignCenter)
        outer.addWidget(self.summary)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.next_button = QPushButton(self.tr("Next deal"), self)
        self.next_button.clicked.connect(self._on_next)
        self.again_button = QPushButton(self.tr("Play again"), self)
        self.again_button.setToolTip(self.tr("The same game, players and rules, a new deal"))
        self.again_button.clicked.connect(self.play_again.emit)
        self.watch_button = QPushButton(self.tr("Watch again"), self)
        self.watch_button.setToolTip(self.tr("This game from its first card, move by move, every "
                                             "card face up"))
        self.watch_button.clicked.connect(self.watch_again.emit)
        self.review_button = QPushButton(self.tr("Review"), self)
        self.review_button.setToolTip(self.tr("The master goes over the decisions of this deal "
                                              "and marks the costly ones"))
        self.review_button.clicked.connect(self.review.emit)
        self.new_button = QPushButton(self.tr("New game…"), self)
        self.new_button.setToolTip(self.tr("Choose the game, players and rules"))
        self.new_button.clicked.connect(self.new_game.emit)
        self.close_button = QPushButton(self.tr("Close"), self)
        self.close_button.clicked.connect(self.hide)
        for b in (self.next_button, self.again_button, self.watch_button, self.review_button,
                  self.new_button,
                  self.close_button):
            b.setAutoDefault(True)  # Enter presses the focused button (not only the default)
            buttons.addWidget(b)
        buttons.addStretch(1)
        outer.addLayout(buttons)
        self._pending: list[list[QLabel]] = []
        self._headers: list[tuple[QLabel, str]] = []  # the sides' names, as written
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._reveal_one)
        self._focus_button: QPushButton | None = None
        self._hold = QTimer(self)
        self._hold.setSingleShot(True)
        self._hold.timeout.connect(self._give_focus)
        self.rows_shown = 0
        self.hide()

    def show_sheet(self, sheet: ScoreSheet, *, mode: str, summary: str = "", animate: bool = True,
                   names: dict[int, str] | None = None) -> None:
        """``mode``: "deal" (next deal), "game" (the game is over: new game) or "view".
        ``names``: the players' names, for the columns of one seat (else "Seat 2")."""
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self._pending = []
        self._headers = []
        self.rows_shown = 0
        if mode == "game":
            self.title.setText(self.tr("Game over"))
        elif sheet.deal_number:
            self.title.setText(self.tr("Deal {n}").format(n=sheet.deal_number))
        else:
            self.title.setText(self.tr("Score sheet"))
        headers = list(sheet.labels())
        for i, seats in enumerate(sheet.sides):
            if names and seats and all(x in names for x in seats) and i < len(headers):
                headers[i] = " + ".join(names[x] for x in seats)
        for col, text in enumerate(headers, start=1):
            label = QLabel(f"<b>{text}</b>", self.grid_host)
            label.setAlignment(Qt.AlignmentFlag.AlignRight)
            self.grid.addWidget(label, 0, col)
            self._headers.append((label, text))
        r = 1
        sections: list[tuple[str, tuple[SheetRow, ...]]] = [(self.tr("This deal"), sheet.deal),
                                                            (self.tr("Game"), sheet.game)]
        for title, rows in sections:
            if not rows:
                continue
            head = QLabel(f"<i>{title}</i>", self.grid_host)
            self.grid.addWidget(head, r, 0)
            self._pending.append([head])
            r += 1
            for row in rows:
                cells = [QLabel(row.text(), self.grid_host)]
                for v in row.values:
                    cell = QLabel(cell_text(v), self.grid_host)
                    cell.setAlignment(Qt.AlignmentFlag.AlignRight)
                    cells.append(cell)
                for col, cell in enumerate(cells):
                    if row.total:
                        cell.setProperty("total", "true")
                    self.grid.addWidget(cell, r, col)
                self._pending.append(cells)
                r += 1
        if not sheet.deal and not sheet.game:
            empty = QLabel(self.tr("No scores yet."), self.grid_host)
            self.grid.addWidget(empty, r, 0, 1, len(headers) + 1)
        match = " · ".join(sheet.match_lines())
        self.summary.setText("\n".join(t for t in (summary, match) if t))
        self.next_button.setVisible(mode == "deal")
        self.again_button.setVisible(mode == "game")
        self.watch_button.setVisible(mode == "game")
        self.review_button.setVisible(mode in ("deal", "game"))
        self.new_button.setVisible(mode == "game")
        self.close_button.setVisible(mode == "view")
        if animate and self.row_ms > 0:
            for cells in self._pending:  # hidden until their turn, their room kept
                for c in cells:
                    policy = c.sizePolicy()
                    policy.setRetainSizeWhenHidden(True)
                    c.setSizePolicy(policy)
                    c.setVisible(False)
            self._timer.start(self.row_ms)
        else:
            self.rows_shown = len(self._pending)
            self._pending = []
        self._center()
        self.show()
        self.raise_()
        button = {"deal": self.next_button, "game": self.again_button}.get(mode, self.close_button)
        button.setDefault(True)
        self._focus_button = button
        if self._pending:
            # Revealed row by row: the button takes the keyboard only once the sheet is read
            # out, so that Enters meant for the last cards do not skip the result unseen.
            self._hold.start(max(FOCUS_HOLD_MS, self.row_ms * len(self._pending)))
            self.setFocus()  # meanwhile keys reach the panel (and the table), not a button
        else:
            button.setFocus()

    def _give_focus(self) -> None:
        if self.isVisible() and self._focus_button is not None:
            self.finish_reveal()
            self._focus_button.setFocus()

    def _reveal_one(self) -> None:
        if not self._pending:
            self._timer.stop()
            return
        for c in self._pending.pop(0):
            c.setVisible(True)
        self.rows_shown += 1

    def finish_reveal(self) -> None:
        while self._pending:
            self._reveal_one()
        self._timer.stop()

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 - Qt's name
        self._hold.stop()
        super().hideEvent(event)

    def _on_next(self) -> None:
        self.finish_reveal()
        self.hide()
        self.proceed.emit()

    def center(self) -> None:
        """Back to the middle of the table (after the table changed size)."""
        self._center()

    def _center(self) -> None:
        """In the middle of the table; where the sheet would be wider than the table, a side of
        partners is named on two lines ("Computer 2 +" over "Computer 4")."""
        parent = self.parentWidget()
        two_lines = False
        for _ in range(2):
            for label, text in self._headers:
                label.setText(f"<b>{text.replace(' + ', ' +<br>') if two_lines else text}</b>")
            self.grid.invalidate()
            self.grid_host.updateGeometry()  # (the panel's layout keeps its size till told)
            if two_lines or parent is None or self.sizeHint().width() <= parent.width():
                break
            two_lines = True
        self.adjustSize()
        if parent is not None:
            self.move(max(0, (parent.width() - self.width()) // 2),
                      max(0, (parent.height() - self.height()) // 2))
