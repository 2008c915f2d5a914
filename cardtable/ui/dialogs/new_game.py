"""The New Game dialog: game, players, preset, every rule option, the seats and the deal number.

It returns a :class:`~cardtable.app.game_setup.GameSetup`. The rules are edited through editors
built from the game's options (only those that matter for the chosen player count are shown);
choosing a preset sets them, and editing them after that shows "Custom rules" unless the values
equal another preset. A combination the game refuses (``Game.check_options`` raises
``OptionError``) is explained under the rules and OK is disabled until it is fixed. The last
choices per game are remembered in the settings (:meth:`NewGameDialog.remembered`).

Usage from the main window::

    dialog = NewGameDialog(registry, settings, parent=self)
    if dialog.exec():
        setup = dialog.setup()
        settings_store.save(dialog.remembered())
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (QButtonGroup, QComboBox, QDialog, QDialogButtonBox, QFormLayout,
                               QGroupBox, QHBoxLayout, QLabel, QPushButton, QRadioButton,
                               QScrollArea, QSpinBox, QVBoxLayout, QWidget)

from ...app.game_setup import HUMAN, GameSetup, SeatSpec
from ...app.plugins import Registry
from ...app.settings import Settings, remember_new_game
from ...engine.errors import OptionError
from ...engine.game import Game
from ...engine.i18n import tr
from .option_editors import OptionEditor
from .seat_editor import SeatRow

CUSTOM = "__custom__"
STANDARD = ""
MAX_DEAL = 999_999_999


def table_choices(registry: Registry, setup: GameSetup) -> dict[str, Any]:
    """A game's setup as the dialog's remembered choices: its players and seats, its preset, or
    custom rules where it sets options of its own."""
    out: dict[str, Any] = {"players": setup.players,
                           "seats": [setup.seat(i).to_json() for i in range(setup.players)]}
    game = registry.games.get(setup.game)
    if setup.options and game is not None:
        out["preset"] = CUSTOM
        out["options"] = dict(game.resolve_options(setup.players, setup.options, setup.preset))
    else:
        out["preset"] = setup.preset or STANDARD
    return out


class NewGameDialog(QDialog):
    def __init__(self, registry: Registry, settings: Settings | None = None,
                 parent: QWidget | None = None, *, game: str | None = None,
                 rng: random.Random | None = None):
        super().__init__(parent)
        self.setObjectName("NewGameDialog")
        self.setWindowTitle(self.tr("New Game"))
        self.registry = registry
        self.settings = settings or Settings()
        self.rng = rng or random.Random()
        self._syncing = False
        self.editors: dict[str, OptionEditor] = {}
        self.game: Game | None = None

        # --- left column: game, players, preset, seats, deal --------------------------------
        self.game_combo = QComboBox(self)
        for gid in sorted(registry.games, key=lambda g: registry.games[g].display_name()):
            self.game_combo.addItem(registry.games[gid].display_name(), gid)
        self.description = QLabel(self)
        self.description.setWordWrap(True)
        self.description.setTextFormat(Qt.TextFormat.PlainText)
        self.players_combo = QComboBox(self)
        self.preset_combo = QComboBox(self)
        top = QFormLayout()
        top.addRow(self.tr("&Game:"), self.game_combo)
        top.addRow("", self.description)
        top.addRow(self.tr("&Players:"), self.players_combo)
        top.addRow(self.tr("&Rules:"), self.preset_combo)

        seats_box = QGroupBox(self.tr("Seats"), self)
        seats_layout = QVBoxLayout(seats_box)
        self.seat_rows: list[SeatRow] = []
        most = max((max(g.player_counts) for g in registry.games.values()), default=2)
        for i in range(most):
            row = SeatRow(i, seats_box)
            row.changed.connect(self._validate)
            seats_layout.addWidget(row)
            self.seat_rows.append(row)

        deal_box = QGroupBox(self.tr("Deal"), self)
        self.random_deal = QRadioButton(self.tr("&Random deal"), deal_box)
        self.fixed_deal = QRadioButton(self.tr("Deal &number:"), deal_box)
        self.deal_number = QSpinBox(deal_box)
        self.deal_number.setRange(1, MAX_DEAL)
        self.deal_number.setAccessibleName(self.tr("Deal number"))
        self.deal_number.setToolTip(self.tr("The same deal number with the same game, players and "
                                            "rules deals the same cards again"))
        group = QButtonGroup(deal_box)
        group.addButton(self.random_deal)
        group.addButton(self.fixed_deal)
        self.random_deal.setChecked(True)
        deal_row = QHBoxLayout(deal_box)
        deal_row.addWidget(self.random_deal)
        deal_row.addWidget(self.fixed_deal)
        deal_row.addWidget(self.deal_number, 1)
        self.deal_number.valueChanged.connect(lambda _v: self.fixed_deal.setChecked(True))

        left = QVBoxLayout()
        left.addLayout(top)
        left.addWidget(deal_box)
        left.addWidget(seats_box)
        left.addStretch(1)

        # --- right column: the rule options -------------------------------------------------
        rules_box = QGroupBox(self.tr("Rule options"), self)
        self.options_area = QScrollArea(rules_box)
        self.options_area.setWidgetResizable(True)
        self.options_area.setFrameShape(QScrollArea.Shape.NoFrame)
        self.options_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Always there, so the options' width never changes under them: a scroll bar appearing
        # after the panel was laid out cut the right end of every line off.
        self.options_area.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.options_panel = QWidget()
        self.options_layout = QVBoxLayout(self.options_panel)
        self.defaults_button = QPushButton(self.tr("Standard rules"), rules_box)
        self.defaults_button.setToolTip(self.tr("Set every rule option to the game's standard"))
        self.defaults_button.clicked.connect(lambda: self._choose_preset(STANDARD))
        self.error_label = QLabel(rules_box)
        self.error_label.setObjectName("optionError")
        self.error_label.setWordWrap(True)
        self.error_label.setTextFormat(Qt.TextFormat.PlainText)
        self.error_label.setStyleSheet("color: #b00020; font-weight: bold;")
        rules_layout = QVBoxLayout(rules_box)
        rules_layout.addWidget(self.options_area, 1)
        rules_layout.addWidget(self.error_label)
        rules_layout.addWidget(self.defaults_button, 0, Qt.AlignmentFlag.AlignLeft)

        columns = QHBoxLayout()
        columns.addLayout(left, 1)
        columns.addWidget(rules_box, 1)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("&Deal"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        outer = QVBoxLayout(self)
        outer.addLayout(columns, 1)
        outer.addWidget(self.buttons)
        self.resize(940, 640)

        self.game_combo.currentIndexChanged.connect(self._game_changed)
        self.players_combo.currentIndexChanged.connect(self._players_changed)
        self.preset_combo.currentIndexChanged.connect(self._preset_chosen)
        start = game or self.settings.last_game
        index = self.game_combo.findData(start) if start else -1
        self.game_combo.setCurrentIndex(max(index, 0))
        if self.game is None and self.game_combo.count():
            self._game_changed()

    # --- reading the dialog -------------------------------------------------------------------
    @property
    def game_id(self) -> str:
        return str(self.game_combo.currentData())

    @property
    def players(self) -> int:
        return int(self.players_combo.currentData())

    @property
    def preset(self) -> str | None:
        data = self.preset_combo.currentData()
        return None if data in (STANDARD, CUSTOM, None) else str(data)

    def option_values(self) -> dict[str, Any]:
        return {name: editor.value() for name, editor in self.editors.items()}

    def seats(self) -> tuple[SeatSpec, ...]:
        return tuple(row.spec() for row in self.seat_rows[:self.players])

    def error(self) -> str:
        """The reason the rules cannot be dealt ("" when they can)."""
        return self.error_label.text()

    def setup(self) -> GameSetup:
        """What the dialog describes. With a random deal a new number is drawn once per
        :meth:`accept` (and shown in the number box afterwards)."""
        return GameSetup(self.game_id, self.players, self.option_values(), self.preset,
                         self.seats(), self.deal_number.value())

    def accept(self) -> None:
        if self._validate():
            if self.random_deal.isChecked():
                with _Blocked(self.deal_number):
                    self.deal_number.setValue(self.rng.randint(1, MAX_DEAL))
            super().accept()

    def choices(self) -> dict[str, Any]:
        """The dialog's choices for the current game, as remembered in the settings."""
        return {"players": self.players, "preset": self.preset_combo.currentData(),
                "options": self.option_values(),
                "seats": [row.spec().to_json() for row in self.seat_rows[:max(self.players_all())]],
                "random_deal": self.random_deal.isChecked(), "deal": self.deal_number.value()}

    def players_all(self) -> tuple[int, ...]:
        return self.game.player_counts if self.game else (2,)

    def remembered(self) -> Settings:
        """The settings with this dialog's choices remembered for its game."""
        return remember_new_game(self.settings, self.game_id, self.choices())

    # --- reacting -----------------------------------------------------------------------------
    def _game_changed(self) -> None:
        game = self.registry.games.get(str(self.game_combo.currentData()))
        if game is None:
            return
        self.game = game
        self.description.setText(tr(game.description))
        remembered = self.settings.new_game.get(game.id, {})
        with _Blocked(self.players_combo):
            self.players_combo.clear()
            for n in game.player_counts:
                self.players_combo.addItem(self.tr("{n} players").format(n=n), n)
            want = remembered.get("players")
            index = self.players_combo.findData(want) if isinstance(want, int) else -1
            self.players_combo.setCurrentIndex(max(index, 0))
        self._build_editors(game)
        self._fill_presets()
        preset = remembered.get("preset", STANDARD)
        if preset not in (STANDARD, CUSTOM) and preset not in game.option_set.presets:
            preset = STANDARD
        self._choose_preset(preset if preset != CUSTOM else STANDARD)
        options = remembered.get("options")
        if preset == CUSTOM and isinstance(options, dict):
            self._set_values(options)
        seats = remembered.get("seats")
        for i, row in enumerate(self.seat_rows):
            spec = SeatSpec() if i == 0 else SeatSpec("ai")
            if isinstance(seats, list) and i < len(seats) and isinstance(seats[i], dict):
                spec = SeatSpec.from_json(seats[i])
            row.set_spec(spec)
        deal = remembered.get("deal")
        with _Blocked(self.deal_number):
            if isinstance(deal, int) and 1 <= deal <= MAX_DEAL:
                self.deal_number.setValue(deal)
        (self.random_deal if remembered.get("random_deal", True) else self.fixed_deal).setChecked(True)
        self._players_changed()

    def _build_editors(self, game: Game) -> None:
        # A new panel each time: the scroll area deletes the old one with its editors.
        self.options_panel = QWidget()
        self.options_layout = QVBoxLayout(self.options_panel)
        self.editors = {}
        for option in game.option_set.options.values():
            editor = OptionEditor(option, self.options_panel)
            editor.changed.connect(self._option_edited)
            self.options_layout.addWidget(editor)
            self.editors[option.name] = editor
        self.options_layout.addStretch(1)
        self.options_area.setWidget(self.options_panel)
        self.options_panel.show()  # needed when the dialog is already on screen

    def _fill_presets(self) -> None:
        assert self.game is not None
        with _Blocked(self.preset_combo):
            self.preset_combo.clear()
            self.preset_combo.addItem(self.tr("Standard rules"), STANDARD)
            for name, label in ((p, self.game.option_set.preset_labels.get(p, p))
                                for p in self.game.option_set.presets):
                self.preset_combo.addItem(tr(label), name)
            self.preset_combo.addItem(self.tr("Custom rules"), CUSTOM)

    def _players_changed(self) -> None:
        if self.game is None:
            return
        n = self.players
        values = self.option_values()
        for name, editor in self.editors.items():
            editor.setVisible(self._applies(editor, n))
            needed = self.editors.get(editor.option.needs)
            editor.set_applies(editor.option.applies(values),
                               needed.option if needed is not None else None)
        self._reset_hidden_if_refused()
        teams = self.game.teams(n, self.option_values())
        side_of = {seat: i for i, side in enumerate(teams) for seat in side}
        partners = any(len(side) > 1 for side in teams)
        for i, row in enumerate(self.seat_rows):
            row.setVisible(i < n)
            row.side.setText(self.tr("Side {s}").format(s=chr(ord("A") + side_of[i]))
                             if partners and i in side_of else "")
        self._update_preset_availability()
        self._validate()

    @staticmethod
    def _applies(editor: OptionEditor, players: int) -> bool:
        return not editor.option.players or players in editor.option.players

    def _reset_hidden_if_refused(self) -> None:
        """An option hidden for this player count, or greyed out (the option it needs is off),
        cannot be fixed by the player: if the game refuses the rules and their defaults would
        do, those options go back to them."""
        assert self.game is not None
        values = self.option_values()
        hidden = {name: e.option.default for name, e in self.editors.items()
                  if (not self._applies(e, self.players) or not e.option.applies(values))
                  and values[name] != e.option.default}
        if not hidden or self._refusal(values) == "" or self._refusal({**values, **hidden}) != "":
            return
        self._set_values(hidden)

    def _refusal(self, values: dict[str, Any]) -> str:
        assert self.game is not None
        try:
            self.game.resolve_options(self.players, values)
        except OptionError as exc:
            return str(exc)
        return ""

    def _update_preset_availability(self) -> None:
        """Presets the game refuses for this player count are greyed out, with the reason."""
        assert self.game is not None
        model = self.preset_combo.model()
        if not isinstance(model, QStandardItemModel):
            return
        for i in range(self.preset_combo.count()):
            name = self.preset_combo.itemData(i)
            if name in (STANDARD, CUSTOM):
                continue
            item = model.item(i)
            try:
                self.game.resolve_options(self.players, None, name)
            except OptionError as exc:
                item.setEnabled(False)
                item.setToolTip(str(exc))
            else:
                item.setEnabled(True)
                item.setToolTip("")

    def _preset_chosen(self) -> None:
        data = self.preset_combo.currentData()
        if data != CUSTOM and not self._syncing:
            self._choose_preset(data)

    def _choose_preset(self, preset: str) -> None:
        assert self.game is not None
        values = self.game.option_set.resolve(None, preset or None)
        self._set_values(values)
        self._select_preset(preset)
        self._players_changed()

    def _set_values(self, values: dict[str, Any]) -> None:
        self._syncing = True
        try:
            for name, value in values.items():
                if name in self.editors:
                    self.editors[name].set_value(value)
        finally:
            self._syncing = False
        self._sync_preset()

    def _select_preset(self, preset: str) -> None:
        with _Blocked(self.preset_combo):
            self.preset_combo.setCurrentIndex(max(0, self.preset_combo.findData(preset)))

    def _option_edited(self) -> None:
        if self._syncing:
            return
        self._sync_preset()
        self._players_changed()  # sides may depend on the options (Pinochle's form)

    def _sync_preset(self) -> None:
        """Show the preset whose values the editors hold (the chosen one first), else Custom."""
        assert self.game is not None
        values = self.option_values()
        current = self.preset_combo.currentData()
        candidates = [current] if current not in (None, CUSTOM) else []
        candidates += [STANDARD, *self.game.option_set.presets]
        for name in candidates:
            if self.game.option_set.resolve(None, name or None) == values:
                self._select_preset(name)
                return
        self._select_preset(CUSTOM)

    def _validate(self) -> bool:
        if self.game is None:
            return False
        rows = self.seat_rows[:self.players]
        alone = sum(row.kind.currentData() == HUMAN for row in rows) <= 1
        for row in rows:
            row.set_alone(alone)
        message = self._refusal(self.option_values())
        self.error_label.setText(message)
        self.error_label.setVisible(bool(message))
        self.ok_button.setEnabled(not message)
        return not message


class _Blocked:
    """``with _Blocked(widget):`` — change a widget without its signals firing."""

    def __init__(self, widget: QWidget):
        self.widget = widget

    def __enter__(self) -> None:
        self._was = self.widget.blockSignals(True)

    def __exit__(self, *exc: object) -> None:
        self.widget.blockSignals(self._was)
