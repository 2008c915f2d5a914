"""The main window. Until the table lands it lists the games the engine offers."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QAction, QIcon, QKeySequence
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QMainWindow, QVBoxLayout, QWidget

from ..app.plugins import Registry
from ..engine.i18n import tr
from .cards.renderer import CardRenderer

# A card that shows each game's pack at a glance: (deck, card code).
_GAME_CARD = {"briscola": ("napoletane", "AD"), "pishti": ("classic", "JC"),
              "shithead": ("classic", "10H"), "pinochle": ("classic", "QS")}


class MainWindow(QMainWindow):
    def __init__(self, registry: Registry):
        super().__init__()
        self.setWindowTitle(self.tr("Card Table"))
        self.resize(900, 600)
        central = QWidget(self)
        layout = QVBoxLayout(central)
        heading = QLabel(self.tr("<h2>Card Table</h2><p>The rules of these games are ready; "
                                 "the animated table arrives in the next release. Meanwhile "
                                 "computer players can play them with <tt>cardtable-arena</tt>.</p>"))
        heading.setWordWrap(True)
        layout.addWidget(heading)
        self.games = QListWidget(central)
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
            deck, code = _GAME_CARD.get(gid, ("classic", "AS"))
            item.setIcon(QIcon(renderer.pixmap(deck, code, 48, dpr)))
        layout.addWidget(self.games)
        self.problems = QLabel(central)
        self.problems.setWordWrap(True)
        if registry.broken:
            self.problems.setText(self.tr("Some game plugins could not be loaded:") + "\n"
                                  + "\n".join(str(b) for b in registry.broken))
        self.problems.setVisible(bool(registry.broken))
        layout.addWidget(self.problems)
        self.setCentralWidget(central)
        quit_action = QAction(self.tr("&Quit"), self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        self.menuBar().addMenu(self.tr("&Game")).addAction(quit_action)
        self.quit_action = quit_action
