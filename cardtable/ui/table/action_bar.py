"""Buttons and small controls built from the legal actions' records.

The table plays cards by clicking them; every other action becomes a control here, built only
from :class:`~cardtable.engine.actions.ActionRecord` fields: a group whose records all carry a
``value`` is one range control (bid_control.py: a number box with jumps, and a button), any
other record is a button with its label. Records that use cards but belong to a group (a meld
chosen from several) are buttons too. Buttons get the number keys 1–9 as shortcuts. The controls
lie flush right and wrap onto further rows when there are more than one row holds.
"""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QKeySequence, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QSpinBox, QWidget

from ...engine.actions import ActionRecord
from .bid_control import NumberBox, add_range
from .flow_layout import FlowLayout

__all__ = ["ActionBar", "NumberBox", "is_card_record", "range_groups"]

# The focus ring's thicker border takes from the padding, so that a focused button keeps its size
# (it grew by the border and its text was cut off at the bottom).
BUTTON_STYLE = """
QPushButton { background: #f3ecd6; color: #1d2a22; border: 1px solid #8a7a50; border-radius: 6px;
              padding: 6px 14px; font-weight: 600; }
QPushButton:hover { background: #fff7e0; }
QPushButton:focus { border: 3px solid #78c8ff; padding: 4px 12px; }
QPushButton:disabled { background: #9aa79f; color: #4b5850; }
QSpinBox { padding: 4px; font-weight: 600; min-width: 70px; }
QToolButton { background: #dfe8d8; color: #1d2a22; border: 1px solid #8a7a50; border-radius: 6px;
              padding: 5px 8px; font-weight: 600; }
QToolButton:hover { background: #fff7e0; }
QLabel { color: #e8f0ea; }
"""


def is_card_record(record: ActionRecord) -> bool:
    """Played by clicking its cards (not a button): uses cards and is not one of a group."""
    return bool(record.cards) and not record.group


def range_groups(records: Sequence[ActionRecord]) -> dict[str, list[ActionRecord]]:
    """Groups whose every record has a value (one spin box each), sorted by value."""
    groups: dict[str, list[ActionRecord]] = {}
    for r in records:
        if r.group and not r.cards:
            groups.setdefault(r.group, []).append(r)
    return {g: sorted(rs, key=lambda r: r.value or 0) for g, rs in groups.items()
            if len(rs) > 1 and all(r.value is not None for r in rs)}


class ActionBar(QWidget):
    """The row under the table: a prompt, the range controls and the buttons."""

    chosen = Signal(str)  # an action text

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setStyleSheet(BUTTON_STYLE)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        policy.setHeightForWidth(True)  # the buttons wrap onto more rows where they must
        self.setSizePolicy(policy)
        self.setMinimumHeight(48)
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 6, 10, 6)
        row.setSpacing(12)
        self.prompt = QLabel(self)
        self.prompt.setWordWrap(True)
        self.prompt.setMinimumWidth(160)
        row.addWidget(self.prompt, 1)
        # The controls, flush right; too many for one row wrap (they never widen the window).
        host = QWidget(self)
        host_policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        host_policy.setHeightForWidth(True)
        host.setSizePolicy(host_policy)
        self._layout = FlowLayout(host)
        self._host = host
        host.hide()  # no controls: the prompt has the whole row
        row.addWidget(host)
        self.buttons: list[QPushButton] = []
        self.spins: dict[str, QSpinBox] = {}
        self._extra: list[QWidget] = []
        self.leave: Callable[[int], None] | None = None  # a value box's ← → Tab (NumberBox)

    # --- size: as tall as the rows of controls at the bar's width -----------------------------
    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = super().sizeHint()
        return QSize(hint.width(), max(self.minimumHeight(), self.heightForWidth(self.width())))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self.sizeHint().height() != self.height():
            self.updateGeometry()  # another width wraps the controls into other rows

    # --- building ---------------------------------------------------------------------------
    def clear(self) -> None:
        for w in self._extra:
            self._layout.removeWidget(w)
            w.hide()
            w.setParent(None)
            w.deleteLater()
        self._extra = []
        self.buttons = []
        self.spins = {}

    def set_prompt(self, text: str) -> None:
        self.prompt.setText(text)

    def show_records(self, records: Sequence[ActionRecord],
                     extra: Sequence[tuple[str, Callable[[], None], str]] = (), *,
                     buttons_only: bool = False) -> None:
        """Controls for ``records`` (with ``buttons_only`` False, only those not played by
        clicking cards), plus ``extra`` buttons (label, callback) such as "Play selected"."""
        self.clear()
        ranges = range_groups(records)
        done: set[str] = set()
        for r in records:
            if not buttons_only and is_card_record(r):
                continue
            if r.group in ranges:
                if r.group in done:
                    continue
                done.add(r.group)
                self._add_range(r.group, ranges[r.group])
                continue
            self._add_button(r.label or r.action, lambda _=False, a=r.action: self.chosen.emit(a),
                             r.action)
        for label, fn, action in extra:
            self._add_button(label, lambda _=False, f=fn: f(), action)
        self._number()
        self._host.setVisible(bool(self._extra))
        self.updateGeometry()  # other controls may take another number of rows

    def _add_button(self, label: str, fn: Callable[..., None], action: str) -> QPushButton:
        button = QPushButton(label, self)
        button.setProperty("action", action)
        button.clicked.connect(fn)
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        self._layout.addWidget(button)
        self._extra.append(button)
        self.buttons.append(button)
        return button

    def _add_range(self, group: str, records: list[ActionRecord]) -> None:
        add_range(self, group, records)  # bid_control.py: the box, its jumps and the button

    def add_control(self, widget: QWidget) -> None:
        """Lay ``widget`` out among the controls (taken away with them on the next build)."""
        self._layout.addWidget(widget)
        self._extra.append(widget)

    def _number(self) -> None:
        for i, button in enumerate(self.buttons[:9]):
            key = str(i + 1)
            button.setProperty("key", key)
            button.setToolTip(self.tr("Shortcut: {key}").format(key=key))
            if not button.text().startswith(f"{key} "):
                button.setText(f"{key}  {button.text()}")
            # after the text: setText replaces a button's shortcut with the text's mnemonic
            button.setShortcut(QKeySequence(key))

    def controls(self) -> list[QWidget]:
        """The value boxes and buttons, left to right (the keyboard's order)."""
        return [w for w in self._extra if isinstance(w, (QPushButton, QSpinBox))]

    def button_for(self, action: str) -> QPushButton | None:
        for b in self.buttons:
            if b.property("action") == action:
                return b
        return None
