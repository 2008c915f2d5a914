"""One row of the New Game dialog's seat list: person or computer, level, name, side."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QLineEdit, QWidget

from ...ai.levels import LEVEL_DESCRIPTIONS
from ...app.game_setup import AI, DEFAULT_LEVEL, HUMAN, LEVEL_ALIASES, LEVELS, SeatSpec
from ...engine.i18n import tr


def level_names() -> dict[str, str]:
    translate = QCoreApplication.translate
    return {"beginner": translate("Levels", "Beginner"),
            "intermediate": translate("Levels", "Intermediate"),
            "expert": translate("Levels", "Expert"), "master": translate("Levels", "Master")}


# built-in agents that are a level under another name: the intermediate level is the game's
# rule-based player, "greedy" (``--seats human,ai:greedy``, the --screenshot seats)


def level_label(level: str) -> str:
    """A level's name as the lists show it (an agent that is not a level: its own name)."""
    return level_names().get(LEVEL_ALIASES.get(level, level), level)


def level_description(level: str) -> str:
    """What a level plays like, translated ("" for an agent that is not a level)."""
    about = LEVEL_DESCRIPTIONS.get(level)
    return tr(about) if about else ""


def level_combo(parent: QWidget) -> QComboBox:
    """A list of the levels, each with its description as a tooltip (the chosen one's on the
    list too), set to the default level."""
    combo = QComboBox(parent)
    for key, name in level_names().items():
        combo.addItem(name, key)
        combo.setItemData(combo.count() - 1, level_description(key), Qt.ItemDataRole.ToolTipRole)
    combo.currentIndexChanged.connect(lambda _i: combo.setToolTip(
        combo.currentData(Qt.ItemDataRole.ToolTipRole) or ""))
    combo.setCurrentIndex(combo.findData(DEFAULT_LEVEL))
    combo.setToolTip(combo.currentData(Qt.ItemDataRole.ToolTipRole) or "")
    return combo


def default_name(seat: int, kind: str, alone: bool = True) -> str:
    """The name a seat has when none is typed: "You" for the first seat's person playing
    alone, "Player 2", "Computer 3" (as the table names them)."""
    translate = QCoreApplication.translate
    if kind == HUMAN:
        if seat == 0 and alone:
            return translate("Seats", "You")
        return translate("Seats", "Player {n}").format(n=seat + 1)
    return translate("Seats", "Computer {n}").format(n=seat + 1)


class SeatRow(QWidget):
    changed = Signal()

    def __init__(self, seat: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.seat = seat
        self.setObjectName(f"seat_{seat}")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.heading = QLabel(self.tr("Seat {n}").format(n=seat + 1), self)
        self.kind = QComboBox(self)
        self.kind.addItem(self.tr("Person"), HUMAN)
        self.kind.addItem(self.tr("Computer"), AI)
        self.kind.setAccessibleName(self.tr("Who plays seat {n}").format(n=seat + 1))
        self.level = level_combo(self)  # each level says what it plays like
        self.level.setAccessibleName(self.tr("Level of seat {n}").format(n=seat + 1))
        self.name = QLineEdit(self)
        self.name.setMaxLength(24)
        self.name.setAccessibleName(self.tr("Name of seat {n}").format(n=seat + 1))
        self.side = QLabel(self)
        for w, stretch in ((self.heading, 0), (self.kind, 0), (self.level, 0), (self.name, 1),
                           (self.side, 0)):
            layout.addWidget(w, stretch)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.level.currentIndexChanged.connect(self.changed)
        self.name.textChanged.connect(self.changed)
        self.set_spec(SeatSpec(HUMAN if seat == 0 else AI))

    def _kind_changed(self) -> None:
        human = self.kind.currentData() == HUMAN
        self.level.setEnabled(not human)
        self.name.setPlaceholderText(default_name(self.seat, self.kind.currentData()))
        self.changed.emit()

    def spec(self) -> SeatSpec:
        """The seat; a name left empty stays empty, so that it follows the seat's kind, the
        language and whether the person plays alone ("You") or shares the screen."""
        kind = self.kind.currentData()
        name = self.name.text().strip()
        name = "" if self._is_default(name, kind) else name
        return SeatSpec(kind, self.level.currentData() if kind == AI else DEFAULT_LEVEL, name)

    def _is_default(self, name: str, kind: str) -> bool:
        """``name`` is none of the seat's own: empty, or the name it gets without one."""
        return name in ("", default_name(self.seat, kind), default_name(self.seat, kind, False))

    def set_alone(self, alone: bool) -> None:
        """Show the name the seat gets when none is typed: "You" for a person playing alone,
        "Player 1" when several share the screen."""
        self.name.setPlaceholderText(default_name(self.seat, self.kind.currentData(), alone))

    def set_spec(self, spec: SeatSpec) -> None:
        self.kind.setCurrentIndex(max(0, self.kind.findData(spec.kind)))
        if spec.level in LEVELS:
            self.level.setCurrentIndex(self.level.findData(spec.level))
        # A name equal to the default is left empty, so it follows the seat's kind and language.
        self.name.setText("" if self._is_default(spec.name, spec.kind) else spec.name)
        self._kind_changed()
