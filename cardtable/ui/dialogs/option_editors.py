"""One editor per rule option, built from the engine's :class:`~cardtable.engine.options.Option`.

A yes/no option is a check box, a choice (or a short list of numbers) a combo box, a number range
a spin box. Each shows the option's label and, underneath in smaller type, its explanation from
the game (translated through the engine's ``options`` context), also as a tooltip.
"""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (QCheckBox, QComboBox, QHBoxLayout, QLabel, QSpinBox, QVBoxLayout,
                               QWidget)

from ...app.plugins import Registry
from ...app.stats import parse_variant
from ...engine.errors import CardTableError
from ...engine.i18n import listed, tr
from ...engine.options import Option

# QSpinBox holds a C int.
_INT_MIN, _INT_MAX = -(2 ** 31), 2 ** 31 - 1


def choice_text(option: Option, value: Any) -> str:
    label = option.choice_labels.get(value)
    return tr(label) if label else str(value)


class OptionEditor(QWidget):
    """Label, control and explanation of one option. ``changed`` fires on every edit."""

    changed = Signal()

    def __init__(self, option: Option, parent: QWidget | None = None):
        super().__init__(parent)
        self.option = option
        self.setObjectName(f"option_{option.name}")
        explanation = tr(option.help) if option.help else ""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 2, 0, 6)
        layout.setSpacing(2)
        self.label: QLabel | None = None
        self.control: QCheckBox | QComboBox | QSpinBox
        if option.kind == "bool":
            box = QCheckBox(option.display_label(), self)
            box.toggled.connect(self.changed)
            self.control = box
            layout.addWidget(box)
        else:
            row = QHBoxLayout()
            self.label = QLabel(option.display_label() + ":", self)
            row.addWidget(self.label)
            if option.kind == "choice" or option.choices:
                combo = QComboBox(self)
                # Long choice texts must not widen the rules panel: the combo shrinks, and its
                # list still shows them whole.
                combo.setSizeAdjustPolicy(
                    QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
                combo.setMinimumContentsLength(10)
                for value in option.choices:
                    combo.addItem(choice_text(option, value), value)
                combo.currentIndexChanged.connect(self.changed)
                self.control = combo
            else:
                spin = QSpinBox(self)
                spin.setRange(_INT_MIN if option.minimum is None else option.minimum,
                              _INT_MAX if option.maximum is None else option.maximum)
                spin.valueChanged.connect(self.changed)
                self.control = spin
            self.label.setBuddy(self.control)
            row.addWidget(self.control, 1)
            layout.addLayout(row)
        self.control.setToolTip(explanation)
        self._explanation = explanation
        if isinstance(self.control, QComboBox):  # a long choice is cut short: the tip says it whole
            self.control.currentIndexChanged.connect(self._tip)
        self.help = QLabel(explanation, self)
        self.help.setObjectName("optionHelp")
        self.help.setWordWrap(True)
        self.help.setTextFormat(Qt.TextFormat.PlainText)
        self.help.setStyleSheet("color: palette(placeholder-text); font-size: small;")
        self.help.setIndent(22 if option.kind == "bool" else 0)
        self.help.setVisible(bool(explanation))
        layout.addWidget(self.help)
        self.set_value(option.default)
        self._tip()

    def set_applies(self, applies: bool, needed: Option | None = None) -> None:
        """Grey the editor out where the option does not apply (it needs ``needed``), saying
        under it what it needs; its value is kept."""
        self.setEnabled(applies)
        text = self._explanation
        if not applies and needed is not None:
            name = needed.display_label()
            if self.option.needs_values:
                values = listed(choice_text(needed, v) for v in self.option.needs_values)
                why = self.tr("Only when “{option}” is: {values}.").format(option=name,
                                                                         values=values)
            elif needed.kind == "int":
                why = self.tr("Only when “{option}” is not 0.").format(option=name)
            else:
                why = self.tr("Only when “{option}” is on.").format(option=name)
            text = f"{why} {text}" if text else why
        self.help.setText(text)
        self.help.setVisible(bool(text))

    def _tip(self) -> None:
        c = self.control
        if isinstance(c, QComboBox):
            c.setToolTip("\n\n".join(t for t in (c.currentText(), self._explanation) if t))

    def value(self) -> Any:
        c = self.control
        if isinstance(c, QCheckBox):
            return c.isChecked()
        if isinstance(c, QComboBox):
            return c.currentData()
        return c.value()

    def set_value(self, value: Any) -> None:
        """Show ``value`` (checked by the option first; a bad value leaves the editor as it is)."""
        try:
            value = self.option.check(value)
        except ValueError:
            return
        c = self.control
        if isinstance(c, QCheckBox):
            c.setChecked(bool(value))
        elif isinstance(c, QComboBox):
            index = c.findData(value)
            if index >= 0:
                c.setCurrentIndex(index)
        else:
            c.setValue(int(value))

    def values(self) -> list[Any]:
        """Every value the editor offers (a range: its ends and a value between)."""
        c = self.control
        if isinstance(c, QCheckBox):
            return [False, True]
        if isinstance(c, QComboBox):
            return [c.itemData(i) for i in range(c.count())]
        lo, hi = c.minimum(), c.maximum()
        return sorted({lo, (lo + hi) // 2, hi, self.option.default})


def option_texts(registry: Registry, game_id: str, key: str) -> list[str]:
    """The options of a variant key that differ from the standard rules, one text each
    ("Match: Best of 5"), translated."""
    translate = QCoreApplication.translate
    _players, diffs = parse_variant(key)
    parts: list[str] = []
    try:
        options = registry.get(game_id).option_set.options
    except CardTableError:
        options = {}
    for name, raw in diffs:
        option = options.get(name)
        if option is None:
            parts.append(f"{name}={raw}")
            continue
        try:
            value = option.check(raw if option.kind == "choice" else json.loads(raw))
        except (ValueError, TypeError):
            parts.append(f"{option.display_label()}: {raw}")
            continue
        if option.kind == "bool":
            shown = translate("Statistics", "yes") if value else translate("Statistics", "no")
        else:
            shown = choice_text(option, value)
        parts.append(f"{option.display_label()}: {shown}")
    return parts
