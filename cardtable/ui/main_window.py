"""The main window: a start panel (choose a game, the players and a preset) and the table.

Seat 1 is the person; the other seats are computer players thinking in a worker process. The full
New Game dialog (names, levels, every option) comes with the dialogs; this panel is the short way.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction, QActionGroup, QIcon, QKeySequence
from PySide6.QtWidgets import (QComboBox, QFormLayout, QHBoxLayout, QLabel, QListWidget,
                               QListWidgetItem, QMainWindow, QPushButton, QStackedWidget,
                               QVBoxLayout, QWidget)

from ..app.game_setup import AI, DEFAULT_LEVEL, HUMAN, GameSetup, SeatSpec
from ..app.plugins import Registry
from ..app.session import Session
from ..engine.i18n import tr
from .cards.renderer import CardRenderer
from .table import SPEEDS, TableWidget, Timing

# A card that shows each game's pack at a glance: (deck, card code).
_GAME_CARD = {"briscola": ("napoletane", "AD"), "pishti": ("classic", "JC"),
              "shithead": ("classic", "10H"), "pinochle": ("classic", "QS")}


class StartPanel(QWidget):
    """The game list with a player count, a preset and a Deal button."""

    def __init__(self, registry: Registry, parent: QWidget | None = None):
        super().__init__(parent)
        self.registry = registry
        layout = QVBoxLayout(self)
        heading = QLabel(self.tr("<h2>Card Table</h2><p>Choose a game, the number of players and "
                                 "a preset, then deal. You play seat 1 against computer players.</p>"))
        heading.setWordWrap(True)
        layout.addWidget(heading)
        self.games = QListWidget(self)
        self.games.setWordWrap(True)
        self.games.setSpacing(6)
        self.games.setIconSize(QSize(48, 67))
        renderer = CardRenderer()
        dpr = self.devicePixelRatioF()
        for gid in sorted(registry.games):
            game = registry.games[gid]
            counts = ", ".join(str(n) for n in game.player_counts)
            text = self.tr("{name} — {counts} players\n{description}").format(
                name=game.display_name(), counts=counts, description=tr(game.description, "games"))
            item = QListWidgetItem(text, self.games)
            item.setData(Qt.ItemDataRole.UserRole, gid)
            deck, code = _GAME_CARD.get(gid, ("classic", "AS"))
            item.setIcon(QIcon(renderer.pixmap(deck, code, 48, dpr)))
        layout.addWidget(self.games, 1)
        form = QFormLayout()
        self.players = QComboBox(self)
        self.preset = QComboBox(self)
        form.addRow(self.tr("Players:"), self.players)
        form.addRow(self.tr("Preset:"), self.preset)
        row = QHBoxLayout()
        row.addLayout(form)
        row.addStretch(1)
        self.deal_button = QPushButton(self.tr("&Deal"), self)
        self.deal_button.setDefault(True)
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
        self.games.itemDoubleClicked.connect(lambda *_: self.deal_button.click())
        if self.games.count():
            self.games.setCurrentRow(0)

    def game_id(self) -> str | None:
        item = self.games.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else None

    def _game_changed(self) -> None:
        gid = self.game_id()
        self.players.clear()
        self.preset.clear()
        if gid is None:
            return
        game = self.registry.games[gid]
        for n in game.player_counts:
            self.players.addItem(str(n), n)
        self.preset.addItem(self.tr("Standard rules"), None)
        for name in game.option_set.presets:
            self.preset.addItem(name, name)

    def setup(self, seed: int) -> GameSetup:
        gid = self.game_id()
        if gid is None:
            raise ValueError("no game chosen")
        n = int(self.players.currentData())
        seats = (SeatSpec(HUMAN),) + tuple(SeatSpec(AI, DEFAULT_LEVEL) for _ in range(n - 1))
        return GameSetup(gid, n, preset=self.preset.currentData(), seats=seats, seed=seed)


class MainWindow(QMainWindow):
    def __init__(self, registry: Registry, timing: Timing | None = None):
        super().__init__()
        self.registry = registry
        self.setWindowTitle(self.tr("Card Table"))
        self.resize(1280, 800)
        self.stack = QStackedWidget(self)
        self.start_panel = StartPanel(registry, self.stack)
        self.games = self.start_panel.games
        self.problems = self.start_panel.problems
        self.table = TableWidget(self.stack, timing or Timing())
        self.stack.addWidget(self.start_panel)
        self.stack.addWidget(self.table)
        self.setCentralWidget(self.stack)
        self.start_panel.deal_button.clicked.connect(self._deal_from_panel)
        self.table.newGameRequested.connect(self.show_start)
        self.session: Session | None = None
        self._seed = 0

        game_menu = self.menuBar().addMenu(self.tr("&Game"))
        self.new_action = QAction(self.tr("&New game…"), self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self.show_start)
        game_menu.addAction(self.new_action)
        self.undo_action = QAction(self.tr("&Undo"), self)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(self.undo)
        game_menu.addAction(self.undo_action)
        speed_menu = game_menu.addMenu(self.tr("Animation &speed"))
        group = QActionGroup(self)
        labels = {"off": self.tr("Off"), "fast": self.tr("Fast"), "normal": self.tr("Normal"),
                  "slow": self.tr("Slow")}
        self.speed_actions: dict[str, QAction] = {}
        for speed in SPEEDS:
            act = QAction(labels[speed], self, checkable=True)
            act.setChecked(speed == self.table.timing.speed)
            act.triggered.connect(lambda _=False, s=speed: self.table.set_speed(s))
            group.addAction(act)
            speed_menu.addAction(act)
            self.speed_actions[speed] = act
        game_menu.addSeparator()
        quit_action = QAction(self.tr("&Quit"), self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        game_menu.addAction(quit_action)
        self.quit_action = quit_action

    # --- games ------------------------------------------------------------------------------
    def _deal_from_panel(self) -> None:
        self._seed += 1
        import time
        self.start_game(self.start_panel.setup(int(time.time()) % 1_000_000 + self._seed))

    def start_game(self, setup: GameSetup, *, ai: str = "process", session: Session | None = None) -> Session:
        """Deal ``setup`` (or show ``session``) on the table."""
        self.close_session()
        self.session = session or Session(setup, ai=ai, think_limit=3.0)
        self.stack.setCurrentWidget(self.table)
        self.table.start(self.session)
        self.table.view.setFocus()
        return self.session

    def show_start(self) -> None:
        self.close_session()
        self.stack.setCurrentWidget(self.start_panel)

    def undo(self) -> None:
        if self.session is not None and self.session.undo():
            self.table.start(self.session)

    def close_session(self) -> None:
        self.table.stop()
        if self.session is not None:
            self.session.close()
            self.session = None

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        self.close_session()
        super().closeEvent(event)
