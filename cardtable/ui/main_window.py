"""The main window: a start panel, the table, and the application around them.

Menus: Game (New Game, play the deal again from the same or another seat, Open, Save As, Undo,
Hint, Last Trick, Score Sheet, Demo, Statistics, Quit), Settings (Preferences, animation speed),
Help (How to Play, Rules). The window keeps the game safe: it autosaves after every move, offers
an unfinished game at start, counts finished games in the statistics (not abandoned or undone
ones), and applies the preferences at once. Hot seat (several people) is the table's :class:`~cardtable.ui.table.privacy.PrivacyScreen`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox, QStackedWidget

from ..app import settings as settings_store
from ..app.autosave import Autosave
from ..app.game_setup import DEFAULT_LEVEL, GameSetup
from ..app.plugins import Registry
from ..app.session import Session
from ..app.settings import Settings
from ..app.stats import StatsStore, variant_key
from ..engine.i18n import listed, tr
from .app_icon import app_icon
from .dialogs.preferences import restore_geometry
from .dialogs.seat_editor import level_label
from .dialogs.option_editors import option_texts
from .sound import SoundPlayer
from .table import TableWidget, Timing
from .start_panel import START_STYLE, StartPanel, playable_presets
from .window_files import ResumeBox, WindowFiles
from .window_flow import (DEMO_LEVEL, DEMO_SHEET_MS, THINK_LIMIT, WATCH_STEP_MS, WindowFlow,
                          new_seed, rotated)
from .window_actions import WindowActions
from .window_menus import WindowMenus
from .review.window_review import WindowReview

# What a window manager's frame may add round the window (borders, title bar), in pixels.
FRAME_W, FRAME_H = 16, 48

# (kept importable from here)
__all__ = ["DEMO_LEVEL", "DEMO_SHEET_MS", "FRAME_H", "FRAME_W", "MainWindow", "ResumeBox",
           "START_STYLE", "StartPanel", "THINK_LIMIT", "new_seed", "playable_presets", "rotated"]


class MainWindow(WindowActions, WindowMenus, WindowFlow, WindowFiles, WindowReview, QMainWindow):
    def __init__(self, registry: Registry, timing: Timing | None = None, *,
                 settings: Settings | None = None, settings_warnings: list[str] | None = None):
        super().__init__()
        self.registry = registry
        warnings: list[str] = list(settings_warnings or [])
        self.settings = settings if settings is not None else settings_store.load(warnings=warnings)
        self.messages: list[str] = []   # every message shown to the person (tests read them)
        self.message_box: QMessageBox | None = None
        self.resume_box: ResumeBox | None = None
        self.rules_window: Any = None
        self.stats_window: Any = None
        self.autosave = Autosave(reg=registry)
        self._stats: StatsStore | None = None
        self._stats_warned = False
        self._counted = False
        self.demo = False
        self.watched: GameSetup | None = None  # a finished game watched again (its own setup)
        # False for a still picture (--screenshot): no autosave, preferences or statistics are
        # written, so a picture never replaces the person's unfinished game or window size.
        self.keeps_records = True
        self.session: Session | None = None
        self._translator: Any = None
        self._built = False
        self.save_path: Path | None = None  # where Ctrl+S saves the game on the table
        self._redo: list[tuple[tuple[Any, ...], str, int]] = []  # moves taken back: (history, action, seat)
        self._redoing = False
        self.shortcuts_window: Any = None
        self.watch_step_ms = WATCH_STEP_MS  # a game watched again: the least time per move
        self.review_dialog = None

        self.setWindowTitle(self.tr("Card Table"))
        self.setWindowIcon(app_icon())
        self.resize(1280, 800)
        self.stack = QStackedWidget(self)
        self._make_start_panel()
        self.table = TableWidget(self.stack, timing or Timing(self.settings.animation_speed))
        self._timing_fixed = timing is not None  # a speed given on the command line wins
        self.stack.addWidget(self.table)
        self.setCentralWidget(self.stack)
        self.table.newGameRequested.connect(lambda: self.new_game_dialog())
        self.table.playAgainRequested.connect(self.play_again)
        self.table.watchAgainRequested.connect(self.watch_again)
        self.table.sheet.review.connect(lambda: self.review_current(last_deal=True))
        self.table.viewerChanged.connect(lambda *_: self._viewer_changed())
        self.table.ask = self.confirm_move
        self.status_label = QLabel(self)
        self.statusBar().addPermanentWidget(self.status_label)
        self.sound = SoundPlayer(self.settings.sound, parent=self)
        self.table.sound = self.sound
        self._build_menus()
        if self.settings.last_game:
            self.start_panel.select_game(self.settings.last_game)
        self.start_panel.set_level(self.settings.start_level)
        restore_geometry(self, self.settings.window_geometry)
        self.apply_settings(self.settings, save=False)
        self._built = True
        self.refresh_records()
        for text in warnings:
            self.notify(self.tr("Preferences"), text)

    def _make_start_panel(self) -> None:
        """The start page, in the language installed; made again when the language changes,
        keeping the game, players, rules and level chosen on it."""
        old: StartPanel | None = getattr(self, "start_panel", None)
        panel = StartPanel(self.registry, self.stack,
                           recall=lambda gid: self.settings.start_choices.get(gid, {}))
        panel.deal_button.clicked.connect(self._deal_from_panel)
        panel.more_button.clicked.connect(lambda: self.new_game_dialog(panel.game_id()))
        panel.demo_button.clicked.connect(lambda: self.start_demo(panel.game_id()))
        if old is None:
            self.stack.addWidget(panel)
        else:
            panel.select_game(old.game_id() or "")
            panel.players.setCurrentIndex(max(0, panel.players.findData(old.players.currentData())))
            panel.preset.setCurrentIndex(max(0, panel.preset.findData(old.preset.currentData())))
            panel.set_level(old.level.currentData() or DEFAULT_LEVEL)
            showing = self.stack.currentWidget() is old
            self.stack.insertWidget(self.stack.indexOf(old), panel)
            if showing:
                self.stack.setCurrentWidget(panel)
            self.stack.removeWidget(old)
            old.deleteLater()
        # the record against the level chosen follows the choice
        panel.level.currentIndexChanged.connect(lambda *_: self.refresh_records())
        self.start_panel, self.games, self.problems = panel, panel.games, panel.problems

    # --- title and status -------------------------------------------------------------------
    def fit_to_screen(self) -> None:
        """Shrink the window to the screen's free area (less the frame) and move it onto the
        screen, so that no part of the table starts off-screen (a size remembered on a larger
        monitor, ``--size`` larger than the screen)."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            return
        free = screen.availableGeometry()
        room_w, room_h = free.width() - FRAME_W, free.height() - FRAME_H
        w = min(self.width(), max(400, room_w))
        h = min(self.height(), max(300, room_h))
        if (w, h) != (self.width(), self.height()):
            self.resize(w, h)
        x = min(max(self.x(), free.x()), free.x() + max(0, room_w - w))
        y = min(max(self.y(), free.y()), free.y() + max(0, room_h - h))
        if (x, y) != (self.x(), self.y()):
            self.move(x, y)

    def _viewer_changed(self) -> None:
        """Another seat looks at the table (hot seat): the title, and what it may undo."""
        self._update_title()
        if self._built:
            self._update_actions()

    def _update_title(self) -> None:
        s = self.session
        if s is None:
            self.setWindowTitle(self.tr("Card Table"))
            self.status_label.setText("")
            return
        name = s.game.display_name()
        self.setWindowTitle(self.tr("{game} — deal no. {seed} — Card Table").format(
            game=name, seed=s.setup.seed))
        parts = [self.tr("Deal no. {seed}").format(seed=s.setup.seed),
                 self.tr("{n} players").format(n=s.num_players)]
        rules = ""  # the rules that differ from the standard ones, for the tooltip
        if s.setup.preset:
            labels = s.game.option_set.preset_labels
            parts.append(tr(labels.get(s.setup.preset, s.setup.preset)))
        else:
            key = variant_key(s.num_players, s.state.options, s.game.standard_options(s.num_players))
            if ";" in key:  # rules set one by one in the New Game dialog: say so, and which
                parts.append(self.tr("Own rules"))
                rules = "\n".join([self.tr("Own rules") + ":",
                                   *option_texts(self.registry, s.game.id, key)])
        seats = [s.setup.seat(i) for i in range(s.num_players)]
        levels = [level_label(spec.level) for spec in seats if not spec.is_human]
        if levels and not self.demo:  # whom the person plays against
            parts.append(self.tr("Computers: {levels}").format(
                levels=listed(dict.fromkeys(levels))))
        if self.watching:
            parts.append(self.tr("Watching the game again, every card face up"))
        elif self.demo and self.table.reveal_all:
            parts.append(self.tr("Demo, every hand face up"))
        elif self.demo:
            parts.append(self.tr("Demo"))
        elif len(s.setup.humans) > 1:
            parts.append(self.tr("Hot seat"))
        if s.undone:
            parts.append(self.tr("Undo used: not counted in the statistics"))
        self.status_label.setText("   ·   ".join(parts))
        self.status_label.setToolTip(rules)
