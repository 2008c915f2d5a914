"""The start page: the game list (each game's pack at a glance and the person's record in it),
the players, the rules and the computer players' level, and the ways to deal, to the New Game
dialog and to a demo."""

from __future__ import annotations

from typing import Any, Callable, Mapping

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QIcon, QKeyEvent
from PySide6.QtWidgets import (QComboBox, QFormLayout, QHBoxLayout, QLabel, QListWidget,
                               QListWidgetItem, QPushButton, QVBoxLayout, QWidget)

from ..app.game_setup import AI, DEFAULT_LEVEL, HUMAN, GameSetup, SeatSpec
from ..app.plugins import Registry
from ..app.stats import Summary
from ..engine.errors import CardTableError
from ..engine.i18n import listed, tr
from .cards.renderer import CardRenderer
from .dialogs.seat_editor import level_combo, level_label

# A card that shows each game's pack at a glance: (deck, card code).
_ABOUT_ROLE = Qt.ItemDataRole.UserRole + 1  # a game's line and description, without the record
_GAME_CARD = {"briscola": ("napoletane", "AD"), "pishti": ("classic", "JC"),
              "shithead": ("classic", "10H"), "pinochle": ("classic", "QS")}

# The start panel lies on the table's felt: light text, the game list as cards on the cloth.
START_STYLE = """
#startPanel { background: qradialgradient(cx:0.5, cy:0.45, radius:0.9, fx:0.5, fy:0.45,
              stop:0 #2f7d4f, stop:1 #174a2d); }
#startPanel QLabel { color: #f3f0e2; }
#startPanel QListWidget { background: rgba(0, 0, 0, 40); color: #f3f0e2;
              border: 1px solid rgba(255, 255, 255, 40); border-radius: 8px; padding: 6px; }
#startPanel QListWidget::item { padding: 8px; border-radius: 6px; }
#startPanel QListWidget::item:hover { background: rgba(255, 255, 255, 22); }
#startPanel QListWidget::item:selected { background: rgba(255, 255, 255, 38); color: white;
              border: 1px solid #e8c15a; }
"""


class StartPanel(QWidget):
    """The game list with a player count, a preset, the computer players' level and a Deal button
    (you against computer players), and the way to the full New Game dialog."""

    def __init__(self, registry: Registry, parent: QWidget | None = None,
                 recall: Callable[[str], Mapping[str, Any]] | None = None):
        super().__init__(parent)
        self.registry = registry
        # a game's players and rules as last played (Settings.start_choices): chosen again with it
        self.recall = recall
        layout = QVBoxLayout(self)
        heading = QLabel(self.tr("<h2>Card Table</h2><p>Choose a game, the number of players, the "
                                 "rules and how strong the computer players are, then deal: you "
                                 "play seat 1 against them. "
                                 "<b>New Game…</b> sets every rule, the seats (several people can "
                                 "share the screen) and the deal number. New to a game? "
                                 "<b>Help ▸ Rules</b> (F1) explains it, <b>Help ▸ How to Play</b> "
                                 "the table, mouse and keys.</p>"))
        heading.setWordWrap(True)
        layout.addWidget(heading)
        self.setObjectName("startPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(START_STYLE)
        self.games = QListWidget(self)
        self.games.setWordWrap(True)
        self.games.setSpacing(4)
        self.games.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.games.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.games.setIconSize(QSize(64, 90))
        name_font = self.games.font()
        name_font.setPointSizeF(name_font.pointSizeF() * 1.1)
        self.games.setFont(name_font)
        renderer = CardRenderer()
        dpr = self.devicePixelRatioF()
        for gid in sorted(registry.games):
            game = registry.games[gid]
            counts = listed(game.player_counts)
            text = self.tr("{name} — {counts} players\n{description}").format(
                name=game.display_name(), counts=counts, description=tr(game.description))
            item = QListWidgetItem(text, self.games)
            item.setData(Qt.ItemDataRole.UserRole, gid)
            item.setData(_ABOUT_ROLE, text)
            deck, code = _GAME_CARD.get(gid, ("classic", "AS"))
            card = renderer.pixmap(deck, code, 64, dpr)
            icon = QIcon(card)
            icon.addPixmap(card, QIcon.Mode.Selected)  # the card keeps its colours when chosen
            item.setIcon(icon)
        layout.addWidget(self.games, 1)
        form = QFormLayout()
        self.players = QComboBox(self)
        self.preset = QComboBox(self)
        self.level = level_combo(self)  # each level says what it plays like (a tooltip)
        form.addRow(self.tr("Players:"), self.players)
        form.addRow(self.tr("Rules:"), self.preset)
        form.addRow(self.tr("Computer players:"), self.level)
        row = QHBoxLayout()
        row.addLayout(form)
        row.addStretch(1)
        self.more_button = QPushButton(self.tr("&New Game…"), self)
        self.demo_button = QPushButton(self.tr("Watch a de&mo"), self)
        self.deal_button = QPushButton(self.tr("&Deal"), self)
        self.deal_button.setDefault(True)
        for b in (self.demo_button, self.more_button, self.deal_button):
            b.setAutoDefault(True)  # Enter presses the focused one (the page is no dialog)
        row.addWidget(self.demo_button)
        row.addWidget(self.more_button)
        row.addWidget(self.deal_button)
        layout.addLayout(row)
        self.problems = QLabel(self)
        self.problems.setWordWrap(True)
        if registry.broken:
            self.problems.setText(self.tr("Some game plugins could not be loaded:") + "\n"
                                  + "\n".join(str(b) for b in registry.broken))
        self.problems.setVisible(bool(registry.broken))
        layout.addWidget(self.problems)
        self.games.currentItemChanged.connect(lambda *_: self._game_changed())
        self.players.currentIndexChanged.connect(lambda *_: self._fill_presets())
        self.games.itemDoubleClicked.connect(lambda *_: self.deal_button.click())
        self.games.installEventFilter(self)  # Enter on a game deals it
        if self.games.count():
            self.games.setCurrentRow(0)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if (watched is self.games and event.type() == QEvent.Type.KeyPress
                and isinstance(event, QKeyEvent)
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
                and self.games.currentItem() is not None):
            self.deal_button.click()
            return True
        return super().eventFilter(watched, event)

    def set_records(self, records: dict[str, Summary],
                    against: dict[str, Summary] | None = None) -> None:
        """Under each game the person's record in it ("Your record: 12 played, 7 won (58%)"),
        from the statistics, and ``against`` the level chosen below ("Against Expert: 5
        played, 2 won (40%)"); nothing for a game never finished."""
        level = level_label(self.level.currentData() or DEFAULT_LEVEL)
        for i in range(self.games.count()):
            item = self.games.item(i)
            text = item.data(_ABOUT_ROLE)
            gid = item.data(Qt.ItemDataRole.UserRole)
            s = records.get(gid)
            versus = (against or {}).get(gid)
            if s is not None and s.played and s.drawn:
                text += "\n" + self.tr("Your record: {played} played, {won} won, {drawn} drawn "
                                       "({rate}%)").format(played=s.played, won=s.won,
                                                           drawn=s.drawn,
                                                           rate=round(100 * s.win_rate))
            elif s is not None and s.played:
                text += "\n" + self.tr("Your record: {played} played, {won} won ({rate}%)").format(
                    played=s.played, won=s.won, rate=round(100 * s.win_rate))
            if versus is not None and versus.played:
                text += "\n" + self.tr("Against {level}: {played} played, {won} won ({rate}%)").format(
                    level=level, played=versus.played, won=versus.won,
                    rate=round(100 * versus.win_rate))
            item.setText(text)

    def game_id(self) -> str | None:
        item = self.games.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else None

    def select_game(self, game_id: str) -> None:
        for i in range(self.games.count()):
            if self.games.item(i).data(Qt.ItemDataRole.UserRole) == game_id:
                if i == self.games.currentRow():
                    self._game_changed()  # chosen already: its remembered players and rules
                else:
                    self.games.setCurrentRow(i)

    def _game_changed(self) -> None:
        gid = self.game_id()
        self.players.clear()
        self.preset.clear()
        if gid is None:
            return
        game = self.registry.games[gid]
        for n in game.player_counts:  # (the first fills the rules: _fill_presets)
            self.players.addItem(str(n), n)
        last = self.recall(gid) if self.recall is not None else {}
        players = self.players.findData(last.get("players"))
        if players >= 0:  # (fills the rules for that many)
            self.players.setCurrentIndex(players)
        preset = self.preset.findData(last.get("preset")) if last.get("preset") else -1
        if preset >= 0:  # a rule set no longer offered for that many: the standard rules
            self.preset.setCurrentIndex(preset)

    def _fill_presets(self) -> None:
        """The rule sets for the game and number of players chosen: those that can be played
        with that many and change something (a two-handed pack is not offered to four, nor a
        game to 1000 where that is already the standard); the choice kept where still offered."""
        gid, n = self.game_id(), self.players.currentData()
        if gid is None or n is None:
            return
        kept = self.preset.currentData()
        game = self.registry.games[gid]
        self.preset.clear()
        self.preset.addItem(self.tr("Standard rules"), None)
        for name in playable_presets(game, int(n)):
            self.preset.addItem(tr(game.option_set.preset_labels.get(name, name)), name)
        self.preset.setCurrentIndex(max(0, self.preset.findData(kept)))

    def set_level(self, level: str) -> None:
        index = self.level.findData(level)
        if index >= 0:
            self.level.setCurrentIndex(index)

    def setup(self, seed: int) -> GameSetup:
        gid = self.game_id()
        if gid is None:
            raise ValueError("no game chosen")
        n = int(self.players.currentData())
        level = self.level.currentData() or DEFAULT_LEVEL
        seats = (SeatSpec(HUMAN),) + tuple(SeatSpec(AI, level) for _ in range(n - 1))
        return GameSetup(gid, n, preset=self.preset.currentData(), seats=seats, seed=seed)


def playable_presets(game: Any, players: int) -> list[str]:
    """The game's presets that can be played by ``players`` and differ from its standard rules
    for that many."""
    try:
        standard = game.resolve_options(players)
    except CardTableError:
        standard = None
    out = []
    for name in game.option_set.presets:
        try:
            if game.resolve_options(players, preset=name) != standard:
                out.append(name)
        except CardTableError:
            continue
    return out

