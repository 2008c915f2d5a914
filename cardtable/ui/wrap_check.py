"""A check box whose words wrap: Qt's ``QCheckBox`` keeps its text on one line, so one long
option ("Allow undo (a game with an undo is not counted in the statistics)") set the width of a
whole dialog — the Preferences were 1356 px wide in Italian, more than a 1280-px screen."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QSize, Qt
from PySide6.QtWidgets import (QCheckBox, QLabel, QSizePolicy, QStyle, QStyleOptionButton,
                               QStylePainter, QWidget)

#: the narrowest a wrapping check box's words are laid out (they wrap below it)
MIN_TEXT_WIDTH = 260


class WrapCheckBox(QCheckBox):
    """A ``QCheckBox`` whose text is a word-wrapped label beside the indicator. It is a check
    box in every other way: a click anywhere on it toggles it, the label's ``&`` mnemonic
    clicks it (the label's buddy), screen readers read the words as its name."""

    def __init__(self, text: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.label.setBuddy(self)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setText(text)

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        """The words beside the indicator (the check box's own text stays empty)."""
        self.label.setText(text)
        self.setAccessibleName(text.replace("&&", "\0").replace("&", "").replace("\0", "&"))
        self.updateGeometry()
        self._place_label()

    def text(self) -> str:  # type: ignore[override]
        return self.label.text()

    def _indent(self) -> int:
        """Where the words start: after the style's indicator and its spacing."""
        option = QStyleOptionButton()
        self.initStyleOption(option)
        return self.style().subElementRect(QStyle.SubElement.SE_CheckBoxContents, option,
                                           self).left() + 2

    def _indicator_height(self) -> int:
        return self.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorHeight, None, self)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return max(self._indicator_height(), self.label.heightForWidth(width - self._indent()))

    def sizeHint(self) -> QSize:  # noqa: N802
        """One line where it is short; else wrapped at twice :data:`MIN_TEXT_WIDTH`."""
        line = self.label.fontMetrics().horizontalAdvance(self.accessibleName()) + 4
        width = self._indent() + min(line, max(MIN_TEXT_WIDTH * 2,
                                               self.label.minimumSizeHint().width()))
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        text = max(self.label.minimumSizeHint().width(),
                   min(MIN_TEXT_WIDTH, self.label.sizeHint().width()))
        width = self._indent() + text
        return QSize(width, self.heightForWidth(width))

    def paintEvent(self, event) -> None:  # noqa: N802, ANN001
        """The indicator beside the first line of words (the style would centre it)."""
        painter = QStylePainter(self)
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.rect.setHeight(max(self.label.fontMetrics().height(), self._indicator_height()))
        painter.drawControl(QStyle.ControlElement.CE_CheckBox, option)

    def hitButton(self, pos: QPoint) -> bool:  # noqa: N802
        return self.rect().contains(pos)

    def resizeEvent(self, event) -> None:  # noqa: N802, ANN001
        super().resizeEvent(event)
        self._place_label()

    def _place_label(self) -> None:
        indent = self._indent()
        width = max(1, self.width() - indent)
        self.label.setGeometry(indent, 0, width, max(self.height(),
                                                     self.label.heightForWidth(width)))
