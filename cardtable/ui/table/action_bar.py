"""Buttons and small controls built from the legal actions' records.

The table plays cards by clicking them; every other action becomes a control here, built only
from :class:`~cardtable.engine.actions.ActionRecord` fields: a group whose records all carry a
``value`` is one range control (a spin box stepping through the legal values and a button), any
other record is a button with its label. Records that use cards but belong to a group (a meld
chosen from several) are buttons too. Buttons get the number keys 1–9 as shortcuts. The controls
lie flush right and wrap onto further rows when there are more than one row holds.
"""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QSpinBox, QWidget

from ...engine.actions import ActionRecord
from .flow_layout import FlowLayout

# The focus ring's thicker border takes from the padding, so that a focused button keeps its size
# (it grew by the border and its text was cut off at the bottom).
BUTTON_STYLE = """
QPushButton { background: #f3ecd6; color: #1d2a22; border: 1px solid #8a7a50; border-radius: 6px;
              padding: 6px 14px; font-weight: 600; }
QPushButton:hover { background: #fff7e0; }
QPushButton:focus { border: 3px solid #78c8ff; padding: 4px 12px; }
QPushButton:disabled { background: #9aa79f; color: #4b5850; }
QSpinBox { padding: 4px; font-weight: 600; min-width: 70px; }
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


class NumberBox(QSpinBox):
    """A spin box for a value (a bid): it takes digits and editing keys, and leaves letter keys to
    the window's shortcuts, so that H still asks for a hint while the box has the focus; Enter
    makes the play (``entered``) with the value typed."""

    entered = Signal()
    # ← → Tab Shift+Tab leave the box for the table's next (+1) or previous (-1) control
    leave: Callable[[int], None] | None = None
    _LEAVE = {Qt.Key.Key_Right: 1, Qt.Key.Key_Tab: 1, Qt.Key.Key_Left: -1, Qt.Key.Key_Backtab: -1}

    def event(self, e: QEvent) -> bool:
        if isinstance(e, QKeyEvent):
            if e.type() == QEvent.Type.ShortcutOverride and e.text().isalpha():
                e.ignore()  # not ours: the shortcut fires
                return True
            if e.type() == QEvent.Type.KeyPress:
                step = self._LEAVE.get(Qt.Key(e.key())) if self.leave is not None else None
                if step is not None or e.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                    self.interpretText()  # the digits typed become the value first
                    if step is None:
                        self.entered.emit()
                    elif self.leave is not None:
                        self.leave(step)
                    return True
        return super().event(e)


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
        values = [r.value for r in records if r.value is not None]
        by_value = {r.value: r for r in records}
        spin = NumberBox(self)
        spin.leave = self.leave
        steps = sorted(set(values))
        step = min((b - a for a, b in zip(steps, steps[1:])), default=1) or 1
        spin.setRange(min(values), max(values))
        spin.setSingleStep(step)
        spin.setValue(min(values))
        spin.setProperty("group", group)
        spin.setAccelerated(True)
        self._layout.addWidget(spin)
        self._extra.append(spin)
        self.spins[group] = spin
        button = self._add_button("", lambda _=False: None, "")

        def current() -> ActionRecord:
            v = spin.value()
            if v in by_value:
                return by_value[v]
            return min(records, key=lambda r: abs((r.value or 0) - v))

        def refresh() -> None:
            key = button.property("key")
            text = current().label or current().action
            button.setText(f"{key}  {text}" if key else text)
            if key:  # setText replaces a button's shortcut with the text's mnemonic (none)
                button.setShortcut(QKeySequence(key))
            button.setProperty("action", current().action)

        button.clicked.disconnect()
        button.clicked.connect(lambda _=False: self.chosen.emit(current().action))
        spin.valueChanged.connect(lambda _v: refresh())
        spin.entered.connect(button.click)
        refresh()

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
