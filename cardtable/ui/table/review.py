"""The review over the table: a trick or the cards taken, face up, and the earlier ones of the
deal one click (or ← →) away."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

BUTTON_STYLE = ("QToolButton { color: #f0f0e8; background: rgba(255, 255, 255, 30); border: none;"
                " border-radius: 6px; font-size: 18px; padding: 6px 8px; }"
                "QToolButton:hover { background: rgba(255, 255, 255, 60); }"
                "QToolButton:disabled { color: rgba(240, 240, 232, 60); background: transparent; }")


class ReviewPanel(QFrame):
    """A trick or capture, face up, over the table until clicked away; ◀ ▶ step to the earlier
    and later ones (``stepped`` gives -1 or +1)."""

    stepped = Signal(int)

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setObjectName("review")  # (a QLabel is a QFrame: the panel's look is its own)
        self.setStyleSheet("QFrame#review { background: rgba(8, 28, 18, 235); border-radius: 10px; }"
                           "QLabel { color: #f0f0e8; background: transparent; }" + BUTTON_STYLE)
        self.box = QHBoxLayout(self)
        self.box.setContentsMargins(10, 10, 10, 10)
        self.back_button = self._arrow("◀", -1)
        self.forward_button = self._arrow("▶", +1)
        self.title = QLabel(self)
        self.position = QLabel(self)
        self.position.setStyleSheet("QLabel { color: #b9cbbf; }")
        heading = QVBoxLayout()
        heading.addStretch(1)
        heading.addWidget(self.title)
        heading.addWidget(self.position)
        heading.addStretch(1)
        self.card_box = QHBoxLayout()
        self.box.addWidget(self.back_button)
        self.box.addLayout(heading)
        self.box.addLayout(self.card_box)
        self.box.addWidget(self.forward_button)
        self.cards: list[QLabel] = []
        self.captions: list[QLabel] = []
        self._cells: list[QWidget] = []
        self.hide()

    def _arrow(self, text: str, step: int) -> QToolButton:
        button = QToolButton(self)
        button.setText(text)
        button.clicked.connect(lambda: self.stepped.emit(step))
        return button

    def retranslate(self, back: str, forward: str) -> None:
        self.back_button.setToolTip(back)
        self.forward_button.setToolTip(forward)

    def show_cards(self, title: str, pixmaps: list[Any], position: str = "",
                   earlier: bool = False, later: bool = False,
                   captions: list[str] | None = None) -> None:
        """Show ``pixmaps`` under ``title``, each with its caption (who played it) where
        ``captions`` has one; ``position`` ("3 of 8") and the arrows only where there is more
        than one to see."""
        for cell in self._cells:
            self.card_box.removeWidget(cell)
            cell.deleteLater()
        self.cards, self.captions, self._cells = [], [], []
        stepping = earlier or later
        self.back_button.setVisible(stepping)
        self.forward_button.setVisible(stepping)
        self.back_button.setEnabled(earlier)
        self.forward_button.setEnabled(later)
        self.title.setText(title)
        self.position.setText(position)
        self.position.setVisible(bool(position))
        for i, pix in enumerate(pixmaps):
            cell = QWidget(self)
            column = QVBoxLayout(cell)
            column.setContentsMargins(0, 0, 0, 0)
            column.setSpacing(3)
            label = QLabel(cell)
            label.setPixmap(pix)
            column.addWidget(label)
            caption = captions[i] if captions is not None and i < len(captions) else ""
            if caption:
                text = QLabel(caption, cell)
                text.setStyleSheet("QLabel { color: #d7e4da; font-size: 11px; }")
                text.setAlignment(Qt.AlignmentFlag.AlignHCenter)
                text.setWordWrap(True)
                text.setMaximumWidth(int(pix.width() / max(1.0, pix.devicePixelRatio())) + 16)
                column.addWidget(text)
                self.captions.append(text)
            self.cards.append(label)
            self._cells.append(cell)
            self.card_box.addWidget(cell, 0, Qt.AlignmentFlag.AlignTop)
            cell.show()  # now, not when the layout gets to it: the size below must count it
        self.adjustSize()
        parent = self.parentWidget()
        if parent is not None:
            self.move((parent.width() - self.width()) // 2,
                      max(8, parent.height() // 3 - self.height() // 2))
        self.show()
        self.raise_()

    def mousePressEvent(self, event: Any) -> None:  # noqa: N802 - Qt's name
        self.hide()
