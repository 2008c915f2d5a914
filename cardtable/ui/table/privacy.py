"""Hot seat: the screen that covers the whole table while the turn passes from one person to
another, so nobody sees a hand that is not theirs.

While it shows, the table behind it is laid out for a spectator (every hand face down, the log as a
spectator reads it), and input is closed. The named person clicks (or presses Enter or Space) and
the table is rebuilt from their seat.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

STYLE = """
QFrame#privacy { background: #12301f; }
QLabel { color: #eef5ef; }
QLabel#privacyTitle { font-size: 30px; font-weight: bold; }
QLabel#privacyText { font-size: 15px; }
QPushButton { font-size: 16px; padding: 10px 26px; }
"""


class PrivacyScreen(QFrame):
    """"Pass to <name>": covers its parent completely until the person clicks its button."""

    ready = Signal(int)  # the seat whose person is ready

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setObjectName("privacy")
        self.setStyleSheet(STYLE)
        self.setAutoFillBackground(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.seat: int | None = None
        box = QVBoxLayout(self)
        box.addStretch(2)
        self.title = QLabel(self)
        self.title.setObjectName("privacyTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text = QLabel(self)
        self.text.setObjectName("privacyText")
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text.setWordWrap(True)
        self.button = QPushButton(self)
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.clicked.connect(self._clicked)
        box.addWidget(self.title)
        box.addSpacing(10)
        box.addWidget(self.text)
        box.addSpacing(24)
        box.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addStretch(3)
        self.hide()

    def show_for(self, seat: int, name: str) -> None:
        """Cover the table until the person at ``seat`` (called ``name``) is ready."""
        self.seat = seat
        self.title.setText(self.tr("Pass to {name}").format(name=name))
        self.text.setText(self.tr("The other players look away now. {name}, your cards are shown "
                                  "when you are ready.").format(name=name))
        self.button.setText(self.tr("I am {name} — show my cards").format(name=name))
        self.cover()
        self.show()
        self.raise_()
        self.button.setFocus()

    def cover(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())

    def _clicked(self) -> None:
        seat = self.seat
        if seat is None:
            return
        self.hide()
        self.seat = None
        self.ready.emit(seat)

    def mousePressEvent(self, event) -> None:  # noqa: N802 - clicks never reach the table
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._clicked()
        else:
            super().keyPressEvent(event)
