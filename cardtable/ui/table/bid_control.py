"""The control for a range of values (a Pinochle bid): a number box, two jumps and the button.

An auction can offer hundreds of bids (three-handed Pinochle: 300 to 3050 in tens), so the bid is
never a menu: the box starts at the lowest legal value and steps by the values' step (↑ ↓, the
wheel, the arrows), Page Up and Page Down jump ten steps, the buttons beside it add five and ten
steps, and a value may be typed. The button after it makes the play with the value shown and
names it ("Bid 350"); Enter in the box makes it too.

A typed value that is not one of the legal values (between steps, below the lowest or above the
highest) is never played as something else: Enter then puts the nearest legal value in the box
and waits, so that the player sees what a second Enter would bid. Leaving the box does the same.
"""

from __future__ import annotations

from bisect import bisect_left
from typing import TYPE_CHECKING, Callable, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QValidator
from PySide6.QtWidgets import QAbstractSpinBox, QSpinBox, QToolButton, QWidget

from ...engine.actions import ActionRecord

if TYPE_CHECKING:  # pragma: no cover
    from .action_bar import ActionBar

JUMPS = (5, 10)  # the jump buttons add this many steps (Page Up / Page Down: ten)


class NumberBox(QSpinBox):
    """A spin box for a value (a bid): it takes digits and editing keys, and leaves letter keys to
    the window's shortcuts, so that H still asks for a hint while the box has the focus; Enter
    makes the play (``entered``) with the value typed when it is a legal one (see the module)."""

    entered = Signal()
    # ← → Tab Shift+Tab leave the box for the table's next (+1) or previous (-1) control
    leave: Callable[[int], None] | None = None
    _LEAVE = {Qt.Key.Key_Right: 1, Qt.Key.Key_Tab: 1, Qt.Key.Key_Left: -1, Qt.Key.Key_Backtab: -1}

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.values: list[int] = []  # the legal values, ascending (empty: every one in range)
        self.editingFinished.connect(self.snap)

    def set_values(self, values: Sequence[int]) -> None:
        """Offer ``values`` (ascending, evenly stepped or not): the range, the step and the box
        at the lowest."""
        self.values = sorted(set(values))
        steps = self.values
        step = min((b - a for a, b in zip(steps, steps[1:])), default=1) or 1
        self.setRange(steps[0], steps[-1])
        self.setSingleStep(step)
        self.setValue(steps[0])

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        """Any number may be typed (one out of range or between steps too: Enter corrects it
        to the nearest legal value, see the module); Qt's own check refused a digit that went
        past the highest, so "4000" typed stopped at "400" and Enter bid 400."""
        digits = text.strip()
        if not digits or (digits.isdigit() and len(digits) <= 9):
            ok = bool(digits) and self.minimum() <= int(digits) <= self.maximum()
            return (QValidator.State.Acceptable if ok else QValidator.State.Intermediate,
                    text, pos)
        return (QValidator.State.Invalid, text, pos)

    def typed(self) -> int | None:
        """The number in the box's text as typed (None: no number)."""
        text = self.cleanText().strip()
        sign = -1 if text.startswith("-") else 1
        digits = text.lstrip("+-")
        return sign * int(digits) if digits.isdigit() else None

    def nearest(self, value: int) -> int:
        """The legal value nearest ``value`` (the lower one of two as near)."""
        values = self.values
        if not values:
            return min(max(value, self.minimum()), self.maximum())
        i = bisect_left(values, value)
        if i == 0:
            return values[0]
        if i == len(values):
            return values[-1]
        below, above = values[i - 1], values[i]
        return above if above - value < value - below else below

    def snap(self) -> bool:
        """Put the legal value nearest the typed one in the box; whether the typed text was a
        legal value already (nothing to correct)."""
        typed = self.typed()
        if typed is None:
            self.setValue(self.value())  # the text back to the value it shows
            return False
        value = self.nearest(typed)
        self.setValue(value)
        if self.lineEdit().text() != self.textFromValue(value):
            self.lineEdit().setText(self.textFromValue(value))
        return typed == value

    def event(self, e: QEvent) -> bool:
        if isinstance(e, QKeyEvent):
            if e.type() == QEvent.Type.ShortcutOverride and e.text().isalpha():
                e.ignore()  # not ours: the shortcut fires
                return True
            if e.type() == QEvent.Type.KeyPress:
                step = self._LEAVE.get(Qt.Key(e.key())) if self.leave is not None else None
                if step is not None or e.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                    exact = self.snap()  # the digits typed become the (nearest legal) value
                    if step is None:
                        if exact:
                            self.entered.emit()
                    elif self.leave is not None:
                        self.leave(step)
                    return True
        return super().event(e)


def add_range(bar: "ActionBar", group: str, records: list[ActionRecord]) -> NumberBox:
    """Build the range control of ``group`` in ``bar``: the box, the jumps and the play button
    (one of the bar's numbered buttons)."""
    values = [r.value for r in records if r.value is not None]
    by_value = {r.value: r for r in records}
    spin = NumberBox(bar)
    spin.leave = bar.leave
    spin.set_values(values)
    spin.setProperty("group", group)
    spin.setAccelerated(True)
    spin.setCorrectionMode(QAbstractSpinBox.CorrectionMode.CorrectToNearestValue)
    bar.add_control(spin)
    bar.spins[group] = spin
    step = spin.singleStep()
    number = bar.locale().toString
    spin.setToolTip(QCoreApplication.translate(
        "BidControl", "From {low} to {high} in steps of {step}: type a number, or step with ↑ "
        "and ↓ (Page Up and Page Down go {page} at a time). Enter plays the number shown.").format(
            low=number(spin.minimum()), high=number(spin.maximum()), step=number(step),
            page=number(10 * step)))
    for n in JUMPS:
        if spin.maximum() - spin.minimum() < n * step:
            continue  # no room for the jump
        jump = QToolButton(bar)
        jump.setText(f"+{number(n * step)}")
        jump.setToolTip(QCoreApplication.translate(
            "BidControl", "Add {n} to the number in the box").format(n=number(n * step)))
        jump.setProperty("jump", n * step)
        jump.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard has Page Up / Page Down
        jump.setAutoRepeat(True)
        jump.setCursor(Qt.CursorShape.PointingHandCursor)
        jump.clicked.connect(lambda _=False, k=n: spin.stepBy(k))
        bar.add_control(jump)
    button = bar._add_button("", lambda _=False: None, "")

    def current() -> ActionRecord:
        """What the button plays: the legal value nearest the number in the box as typed."""
        typed = spin.typed()
        return by_value[spin.nearest(spin.value() if typed is None else typed)]

    def refresh() -> None:
        key = button.property("key")
        text = current().label or current().action
        button.setText(f"{key}  {text}" if key else text)
        if key:  # setText replaces a button's shortcut with the text's mnemonic (none)
            button.setShortcut(QKeySequence(key))
        button.setProperty("action", current().action)

    button.clicked.disconnect()
    button.clicked.connect(lambda _=False: bar.chosen.emit(current().action))
    spin.valueChanged.connect(lambda _v: refresh())  # stepped, jumped or typed in range
    spin.lineEdit().textChanged.connect(lambda _t: refresh())  # every digit typed
    spin.entered.connect(button.click)
    refresh()
    return spin
