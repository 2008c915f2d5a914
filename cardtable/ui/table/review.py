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


MARGIN = 8  # the panel keeps this far from the view's edges


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
        self.title.setWordWrap(False)
        self.title.setMaximumWidth(16777215)
        self.adjustSize()
        parent = self.parentWidget()
        if parent is not None:
            self._fit(parent.width() - 2 * MARGIN, pixmaps)
            self.move(max(MARGIN, (parent.width() - self.width()) // 2),
                      max(MARGIN, parent.height() // 3 - self.height() // 2))
        self.show()
        self.raise_()

    def _fit(self, room: int, pixmaps: list[Any]) -> None:
        """Keep the whole panel inside ``room`` pixels: the title wraps onto more lines first
        (a long one, "Buried: seen only by …" in another language), then the cards shrink
        (many cards, large cards, a narrow window): nothing is cut off."""
        if self.width() <= room:
            return
        self.title.setWordWrap(True)
        self.title.setMaximumWidth(max(120, min(self.title.sizeHint().width(), room // 4)))
        self._relayout()
        if self.width() <= room or not self.cards:
            return
        over = self.width() - room
        shown = sum(label.pixmap().width() / max(1.0, label.pixmap().devicePixelRatio())
                    for label in self.cards)
        k = max(0.3, (shown - over - 8 * len(self.cards)) / shown)
        for label, pix in zip(self.cards, pixmaps):
            dpr = max(1.0, pix.devicePixelRatio())
            small = pix.scaledToWidth(max(8, int(pix.width() * k)),
                                      Qt.TransformationMode.SmoothTransformation)
            small.setDevicePixelRatio(dpr)
            label.setPixmap(small)
        for caption in self.captions:
            caption.setMaximumWidth(max(24, int(caption.maximumWidth() * k)))
        self._relayout()

    def _relayout(self) -> None:
        """The panel's size from its contents now (the cells' layouts answer at once)."""
        for cell in self._cells:
            layout = cell.layout()
            if layout is not None:
                layout.invalidate()
                layout.activate()
                cell.adjustSize()
        self.box.invalidate()
        self.box.activate()
        self.adjustSize()

    def mousePressEvent(self, event: Any) -> None:  # noqa: N802 - Qt's name
        self.hide()
