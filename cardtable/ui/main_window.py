"""The main window: a start panel, the table, and the application around them.

Menus: Game (New Game, play the deal again from the same or another seat, Open, Save As, Undo,
Hint, Last Trick, Score Sheet, Demo, Statistics, Quit), Settings (Preferences, animation speed),
Help (How to Play, Rules). The window keeps the game safe: it autosaves after every move, offers
an unfinished game at start, counts finished games in the statistics (not abandoned or undone
ones), and applies the preferences at once. Hot seat (several people) is the table's :class:`~cardtable.ui.table.privacy.PrivacyScreen`.
"""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path
from typing import Any, Callable, Mapping

from PySide6.QtCore import QEvent, QLocale, QObject, QSize, Qt
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QIcon, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (QApplication, QCheckBox, QComboBox, QFileDialog, QFormLayout,
                               QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QMainWindow,
                               QMessageBox, QPushButton, QStackedWidget, QVBoxLayout, QWidget)

from ..app import paths
from ..app import settings as settings_store
from ..app.autosave import Autosave, DamagedAutosave, open_game, save_game
from ..app.game_setup import AI, DEFAULT_LEVEL, HUMAN, GameSetup, SeatSpec
from ..app.paths import saves_dir
from ..app.plugins import Registry
from ..app.replay import watch_again
from ..app.session import Session, Step
from ..app.settings import Settings, remember_new_game
from ..app.stats import GameRecord, StatsStore, Summary, summarize, variant_key
from ..art.decks import deck_name
from ..engine.errors import CardTableError, SaveError
from ..engine.i18n import tr
from . import i18n
from .cards.renderer import CardRenderer
from .app_icon import app_icon
from .dialogs.about import AboutDialog
from .dialogs.new_game import MAX_DEAL, NewGameDialog, table_choices
from .dialogs.preferences import PreferencesDialog, geometry_text, restore_geometry
from .dialogs.seat_editor import level_combo, level_label
from .dialogs.option_editors import option_texts
from .sound import SoundPlayer
from .table import SPEEDS, TableWidget, Timing

# A card that shows each game's pack at a glance: (deck, card code).
_ABOUT_ROLE = Qt.ItemDataRole.UserRole + 1  # a game's line and description, without the record
_GAME_CARD = {"briscola": ("napoletane", "AD"), "pishti": ("classic", "JC"),
              "shithead": ("classic", "10H"), "pinochle": ("classic", "QS")}
THINK_LIMIT = 3.0       # seconds a computer player may think per move
DEMO_LEVEL = "intermediate"
DEMO_SHEET_MS = 2500    # a demo deal's score sheet stays this long


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


# What a window manager's frame may add round the window (borders, title bar), in pixels.
FRAME_W, FRAME_H = 16, 48


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
            counts = ", ".join(str(n) for n in game.player_counts)
            text = self.tr("{name} — {counts} players\n{description}").format(
                name=game.display_name(), counts=counts, description=tr(game.description, "games"))
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
            self.preset.addItem(tr(game.option_set.preset_labels.get(name, name), "options"), name)
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


class ResumeBox(QMessageBox):
    """"Continue the unfinished game?" with Continue and Discard."""

    def __init__(self, text: str, parent: QWidget):
        super().__init__(QMessageBox.Icon.Question, parent.tr("Unfinished game"), text,
                         QMessageBox.StandardButton.NoButton, parent)
        self.setObjectName("ResumeBox")
        self.setInformativeText(self.tr("“Discard” starts afresh; the game is then lost."))
        self.resume_button = self.addButton(self.tr("&Continue"), QMessageBox.ButtonRole.AcceptRole)
        self.discard_button = self.addButton(self.tr("&Discard"),
                                             QMessageBox.ButtonRole.DestructiveRole)
        self.setDefaultButton(self.resume_button)
        self.setEscapeButton(self.resume_button)  # dismissed: the game is kept, and goes on
        self.setWindowModality(Qt.WindowModality.WindowModal)


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


def new_seed() -> int:
    return random.SystemRandom().randint(1, MAX_DEAL)


def rotated(setup: GameSetup, by: int = 1) -> GameSetup:
    """The same deal with every seat moved ``by`` places on: the people get other seats' cards."""
    n = setup.players
    seats = [setup.seat(i) for i in range(n)]
    by %= n
    return replace(setup, seats=tuple(seats[-by:] + seats[:-by]) if by else tuple(seats))


class MainWindow(QMainWindow):
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
        self.table.viewerChanged.connect(lambda *_: self._update_title())
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

    # --- menus ------------------------------------------------------------------------------
    def _action(self, menu: Any, text: str, slot: Callable[[], Any],
                shortcut: Any = None) -> QAction:
        act = QAction(text, self)
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        act.triggered.connect(lambda *_: slot())
        menu.addAction(act)
        return act

    def _build_menus(self) -> None:
        bar = self.menuBar()
        bar.clear()
        game = bar.addMenu(self.tr("&Game"))
        self.new_action = self._action(game, self.tr("&New Game…"), self.new_game_dialog,
                                       QKeySequence.StandardKey.New)
        self.replay_action = self._action(game, self.tr("Play This Deal &Again"), self.replay_deal,
                                          "Ctrl+R")
        self.rotate_action = self._action(game, self.tr("Play It Again From Ano&ther Seat"),
                                          self.replay_from_next_seat, "Ctrl+Shift+R")
        self.watch_action = self._action(game, self.tr("&Watch This Game Again"), self.watch_again)
        game.addSeparator()
        self.open_action = self._action(game, self.tr("&Open…"), self.open_dialog,
                                        QKeySequence.StandardKey.Open)
        self.recent_menu = game.addMenu(self.tr("Open &Recent"))
        self.recent_menu.setToolTipsVisible(True)
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self._fill_recent_menu()
        self.save_action = self._action(game, self.tr("Save &As…"), self.save_dialog,
                                        QKeySequence.StandardKey.SaveAs)
        game.addSeparator()
        self.undo_action = self._action(game, self.tr("&Undo My Move"), self.undo,
                                        QKeySequence.StandardKey.Undo)
        self.hint_action = self._action(game, self.tr("&Hint"), self.hint, "H")
        self.last_action = self._action(game, self.tr("&Last Trick or Cards Taken"),
                                        self.toggle_last_trick, "L")
        self.sheet_action = self._action(game, self.tr("S&core Sheet"),
                                         self.table.show_score_sheet, "S")
        game.addSeparator()
        self.demo_action = self._action(game, self.tr("&Demo (computer players only)"),
                                        self.start_demo)
        self.stats_action = self._action(game, self.tr("&Statistics"), self.show_statistics,
                                         "Ctrl+T")
        game.addSeparator()
        self.quit_action = self._action(game, self.tr("&Quit"), self.close,
                                        QKeySequence.StandardKey.Quit)

        prefs = bar.addMenu(self.tr("&Settings"))
        self.prefs_action = self._action(prefs, self.tr("&Preferences…"), self.preferences_dialog,
                                         QKeySequence.StandardKey.Preferences)
        speed_menu = prefs.addMenu(self.tr("Animation &speed"))
        group = QActionGroup(self)
        labels = {"off": self.tr("Off"), "fast": self.tr("Fast"), "normal": self.tr("Normal"),
                  "slow": self.tr("Slow")}
        self.speed_actions: dict[str, QAction] = {}
        for speed in SPEEDS:
            act = QAction(labels[speed], self, checkable=True)
            act.setChecked(speed == self.table.timing.speed)
            act.triggered.connect(lambda _=False, s=speed: self.set_speed(s))
            group.addAction(act)
            speed_menu.addAction(act)
            self.speed_actions[speed] = act
        prefs.addSeparator()
        self.tracker_action = self._action(prefs, self.tr("&Cards Played"), self.toggle_tracker,
                                           "C")
        self.tracker_action.setCheckable(True)
        self.tracker_action.setChecked(self.settings.card_tracker)
        self.full_screen_action = self._action(prefs, self.tr("&Full Screen"),
                                               self.toggle_full_screen)
        # the platform's keys (Ctrl+Cmd+F on macOS), and F11 wherever it names none
        keys = QKeySequence.keyBindings(QKeySequence.StandardKey.FullScreen)
        self.full_screen_action.setShortcuts(keys or [QKeySequence("F11")])
        self.full_screen_action.setCheckable(True)
        self.full_screen_action.setChecked(self.isFullScreen())

        help_menu = bar.addMenu(self.tr("&Help"))
        self.how_action = self._action(help_menu, self.tr("&How to Play"), self.show_how_to_play)
        self.rules_action = self._action(help_menu, self.tr("&Rules"), self.show_rules,
                                         QKeySequence.StandardKey.HelpContents)
        help_menu.addSeparator()
        self.about_action = self._action(help_menu, self.tr("&About Card Table"), self.show_about)
        self._update_actions()

    def _update_actions(self) -> None:
        s = self.session
        playing = s is not None and not self.demo
        self.replay_action.setEnabled(s is not None)
        self.rotate_action.setEnabled(s is not None and s.num_players > 1)
        self.watch_action.setEnabled(s is not None and s.is_over and bool(s.steps))
        self.save_action.setEnabled(playing and s is not None and not s.is_over)
        self.undo_action.setEnabled(playing and self.settings.undo_allowed
                                    and s is not None and s.can_undo())
        self.hint_action.setEnabled(playing and s is not None and not s.is_over)
        self.last_action.setEnabled(s is not None)
        self.sheet_action.setEnabled(s is not None)

    def toggle_tracker(self) -> None:
        """Settings ▸ Cards Played (C): the card tracker beside the log, on or off (kept)."""
        self.apply_settings(replace(self.settings, card_tracker=not self.settings.card_tracker))

    def toggle_last_trick(self) -> None:
        """The last trick (or cards taken) over the table, or away again."""
        if self.table.review.isVisible():
            self.table.review.hide()
        else:
            self.table.show_last_trick()

    # --- starting and ending games ----------------------------------------------------------
    @property
    def in_progress(self) -> bool:
        """A game a person has played in and that is not over (abandoning it loses something)."""
        s = self.session
        return bool(s is not None and not self.demo and not s.is_over and s.steps
                    and s.setup.humans)

    def confirm(self, title: str, text: str) -> bool:
        """Ask before a risky action (when the preference says so)."""
        if not self.settings.confirm_risky:
            return True
        answer = QMessageBox.question(self, title, text,
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def confirm_move(self, text: str) -> bool:
        """Ask before a move the game cautions about (``text``: its question), where the person
        wants to be asked; *Do not ask again* turns the preference off."""
        if not self.settings.confirm_moves:
            return True
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Your move"), text,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        never = QCheckBox(self.tr("Do not ask &again (Preferences can turn it back on)"), box)
        box.setCheckBox(never)
        answer = box.exec()
        if never.isChecked():  # kept at once; the table is not redrawn in the middle of a move
            self.settings = replace(self.settings, confirm_moves=False)
            self._save_settings()
        return answer == QMessageBox.StandardButton.Yes

    def may_abandon(self) -> bool:
        return not self.in_progress or self.confirm(
            self.tr("Abandon the game?"),
            self.tr("The game in progress will be abandoned (it is not counted in the "
                    "statistics). Go on?"))

    def _deal_from_panel(self) -> None:
        if self.may_abandon():
            level = self.start_panel.level.currentData()
            if level and level != self.settings.start_level:  # remembered for the next start
                self.settings = replace(self.settings, start_level=level)
                self._save_settings()
            try:
                self.start_game(self.start_panel.setup(new_seed()))
            except CardTableError as exc:  # (rules the start page should not have offered)
                self.notify(self.tr("Cannot start the game"), str(exc))

    def make_new_game_dialog(self, game: str | None = None) -> NewGameDialog:
        """The New Game dialog, for ``game`` or the game on the table. For the game on the table
        it shows that game's players, rules and seats (however it was started: the game list,
        the command line, a saved game; a demo's seats, all computers, are not offered), the
        deal number as last chosen."""
        start = game or (self.session.setup.game if self.session is not None else None)
        settings = self.settings
        if self.session is not None and start == self.session.setup.game:
            setup = self.session.setup
            remembered = settings.new_game.get(start, {})
            choices = {**remembered, **table_choices(self.registry, setup)}
            if self.demo:  # a demo or a game watched again: no seat is a person's; the seats
                # are the person's own last choice (else "You" against computers)
                choices.pop("seats")
                if "seats" in remembered:
                    choices["seats"] = remembered["seats"]
            settings = remember_new_game(settings, start, choices)
        return NewGameDialog(self.registry, settings, self, game=start)

    def new_game_dialog(self, game: str | None = None) -> NewGameDialog | None:
        dialog = self.make_new_game_dialog(game)
        if not dialog.exec():
            return None
        self.settings = dialog.remembered()
        self._save_settings()
        if self.may_abandon():
            self.start_game(dialog.setup())
        return dialog

    def start_game(self, setup: GameSetup, *, ai: str = "process", session: Session | None = None,
                   demo: bool = False, watching: bool = False) -> Session:
        """Deal ``setup`` (or show ``session``) on the table; the game in progress is abandoned.
        ``watching``: a finished game watched again, every card face up."""
        self.close_session(abandon=True)
        self.demo = demo or watching
        self.watched = setup if watching else None
        self.table.reveal_all = watching
        self.session = session or Session(setup, ai=ai, think_limit=THINK_LIMIT)
        self._counted = self.session.is_over
        self.session.on_step.append(self._after_step)
        self.table.auto_proceed_ms = DEMO_SHEET_MS if demo else None
        self.stack.setCurrentWidget(self.table)
        self.table.start(self.session)
        self.table.view.setFocus()
        if not self.demo:  # the game, its players and rules: the start page's choice next time
            played = self.session.setup
            chosen = {"players": played.players, "preset": played.preset}
            choices = self.settings.start_choices
            if self.settings.last_game != played.game or choices.get(played.game) != chosen:
                self.settings = replace(self.settings, last_game=played.game,
                                        start_choices={**choices, played.game: chosen})
                self._save_settings()
        if not demo and self.session.setup.humans:
            self._autosave()
        self._update_title()
        self._update_actions()
        return self.session

    def start_demo(self, game_id: str | None = None, *, seed: int | None = None,
                   players: int | None = None) -> Session | None:
        """Every seat a computer player: for watching (and screenshots)."""
        if not self.may_abandon():
            return None
        gid = game_id or self.settings.last_game or self.start_panel.game_id()
        if gid not in self.registry.games:
            gid = sorted(self.registry.games)[0]
        game = self.registry.games[gid]
        remembered = self.settings.new_game.get(gid, {}).get("players")
        n = players or (remembered if remembered in game.player_counts else game.player_counts[0])
        setup = GameSetup(gid, n, seats=tuple(SeatSpec(AI, DEMO_LEVEL) for _ in range(n)),
                          seed=seed if seed is not None else new_seed())
        return self.start_game(setup, demo=True)

    @property
    def watching(self) -> bool:
        """A finished game is being watched again (a demo with every hand face up)."""
        return self.watched is not None

    def watch_again(self) -> Session | None:
        """Game ▸ Watch This Game Again: the finished game from its first deal, move by move,
        every card face up (each seat makes the move it made)."""
        s = self.session
        if s is None or not s.is_over or not s.steps:
            return None
        return self.start_game(s.setup, session=watch_again(s, self.table.seat_names()),
                               watching=True)

    def replay_deal(self) -> Session | None:
        """The same cards again, every seat as it was."""
        if self.session is None or not self.may_abandon():
            return None
        setup, demo = self._own_setup()
        return self.start_game(setup, demo=demo)

    def play_again(self) -> Session | None:
        """The same game, players and rules with a new deal (the final sheet's Play again)."""
        if self.session is None or not self.may_abandon():
            return None
        setup, demo = self._own_setup()
        return self.start_game(replace(setup, seed=new_seed()), demo=demo)

    def replay_from_next_seat(self) -> Session | None:
        """The same cards again, every seat moved one place on (the person gets the next seat's
        hand)."""
        if self.session is None or not self.may_abandon():
            return None
        setup, demo = self._own_setup()
        return self.start_game(rotated(setup), demo=demo)

    def _own_setup(self) -> tuple[GameSetup, bool]:
        """The setup the table's game was dealt with, and whether it was a demo: a game watched
        again gives back the game it shows (the person's seat theirs again), not its replay."""
        assert self.session is not None
        if self.watched is not None:
            return self.watched, False
        return self.session.setup, self.demo

    def show_start(self) -> None:
        if self.may_abandon():
            self.close_session(abandon=True)
            if self.settings.last_game:  # the game last played, its players and rules
                self.start_panel.select_game(self.settings.last_game)
            self.stack.setCurrentWidget(self.start_panel)
            self.refresh_records()
            self._update_title()

    def refresh_records(self) -> None:
        """The start page's record per game, where statistics have been kept (a first start, or
        a picture, creates no database for it)."""
        if not self.keeps_records or self._stats is None and not paths.stats_file().exists():
            self.start_panel.set_records({})
            return
        store = self.stats()
        if store is None:
            return
        by_game: dict[str, list[GameRecord]] = {}
        try:
            for record in store.history():  # one query for every game
                by_game.setdefault(record.game, []).append(record)
        except Exception:  # a database gone bad after opening: no records shown, nothing lost
            by_game = {}
        level = self.start_panel.level.currentData() or DEFAULT_LEVEL
        self.start_panel.set_records(
            {gid: summarize(rs) for gid, rs in by_game.items()},
            {gid: summarize(r for r in rs if r.opponents == level) for gid, rs in by_game.items()})

    def close_session(self, *, abandon: bool = False) -> None:
        """Stop the game on the table. ``abandon``: it will not be resumed (the autosave goes);
        otherwise (quitting) the autosave stays and is offered at the next start."""
        self.table.stop()
        if self.session is not None:
            s = self.session
            self.session = None
            s.on_step.clear()
            s.close()
            if abandon and not self.demo and s.setup.humans and self.keeps_records:
                self.autosave.clear()
        self.demo, self.watched = False, None
        self._update_actions()

    def closeEvent(self, event: Any) -> None:  # noqa: N802 - Qt's name
        self.settings = replace(self.settings, window_geometry=geometry_text(self))
        self._save_settings()
        self.close_session()
        if self.rules_window is not None:
            self.rules_window.close()
        super().closeEvent(event)

    # --- after every move: autosave, statistics -----------------------------------------------
    def _after_step(self, step: Step) -> None:
        s = self.session
        if s is None or self.demo:
            self._update_actions()
            return
        if s.is_over:
            self._game_finished(s)
        elif s.setup.humans:
            self._autosave()
        self._update_actions()

    def _autosave(self) -> None:
        if self.session is None or not self.keeps_records:
            return
        try:
            self.autosave.write(self.session.snapshot())
        except (OSError, CardTableError) as exc:
            self.statusBar().showMessage(self.tr("The game could not be autosaved: {error}").format(
                error=exc), 8000)

    def _game_finished(self, s: Session) -> None:
        if not self.keeps_records:
            return
        self.autosave.clear()
        if self._counted:
            return
        self._counted = True
        try:
            result = s.state.result()
        except Exception:  # a game without a result is simply not counted
            return
        store = self.stats()
        if store is not None:
            try:
                store.record_game(s.setup, result, undone=s.undone)
            except Exception as exc:  # statistics never stop a game
                self.notify(self.tr("Statistics"), str(exc))
            self.refresh_records()

    def stats(self) -> StatsStore | None:
        """The statistics database (opened once); a damaged one is reported once."""
        if self._stats is None:
            try:
                self._stats = StatsStore(reg=self.registry)
            except Exception as exc:
                self.notify(self.tr("Statistics"),
                            self.tr("The statistics cannot be kept: {error}").format(error=exc))
                return None
        if self._stats.recovered and not self._stats_warned:
            self._stats_warned = True
            self.notify(self.tr("Statistics"), self._stats.recovered)
        return self._stats

    # --- resume, open, save -----------------------------------------------------------------
    def offer_resume(self) -> ResumeBox | None:
        """At start: ask whether to continue the unfinished game (a non-blocking question, kept in
        ``resume_box``). A damaged autosave is set aside and explained."""
        try:
            unfinished = self.autosave.find()
        except DamagedAutosave as exc:
            self.notify(self.tr("Unfinished game"), str(exc))
            return None
        if unfinished is None:
            return None
        game = self.registry.games.get(unfinished.game)
        name = game.display_name() if game is not None else unfinished.game
        text = (self.tr("You have an unfinished game of {game} (1 move played, deal {seed}). "
                        "Continue it?") if unfinished.moves == 1 else
                self.tr("You have an unfinished game of {game} ({moves} moves played, "
                        "deal {seed}). Continue it?"))
        box = ResumeBox(text.format(game=name, moves=unfinished.moves, seed=unfinished.saved.seed),
                        self)

        def answered(*_: Any) -> None:
            self.resume_box = None
            clicked = box.clickedButton()
            if clicked is box.discard_button:  # only the person's own Discard loses the game
                self.autosave.clear()
            elif clicked is box.resume_button:
                self.resume(unfinished.snapshot)
            # (closed some other way: nothing chosen, the game stays saved for the next start)
        box.finished.connect(answered)
        self.resume_box = box
        box.open()
        return box

    def resume(self, snapshot: dict[str, Any], ai: str = "process") -> Session | None:
        """Continue a saved game (the autosave or an opened file)."""
        try:
            session = Session.from_snapshot(snapshot, ai=ai, think_limit=THINK_LIMIT)
        except (CardTableError, ValueError, KeyError, TypeError) as exc:
            self.notify(self.tr("Cannot continue the game"), str(exc))
            return None
        return self.start_game(session.setup, session=session)

    def open_dialog(self) -> None:
        saves_dir().mkdir(parents=True, exist_ok=True)
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a saved game"), str(saves_dir()),
                                              self.tr("Saved games (*.json);;All files (*)"))
        if path:
            self.open_file(path)

    def open_file(self, path: str | Path, ai: str = "process") -> Session | None:
        """Open a named save; a damaged one is refused with a message and left as it is (the
        game on the table goes on)."""
        try:
            snapshot = open_game(path, self.registry)
        except SaveError as exc:
            self.notify(self.tr("Cannot open the game"), str(exc))
            return None
        if not self.may_abandon():
            return None
        self._remember_recent(path)
        return self.resume(snapshot, ai=ai)

    def recent_files(self) -> list[Path]:
        """The saved games opened or written last that are still there, newest first."""
        return [Path(p) for p in self.settings.recent_games if Path(p).is_file()]

    def _fill_recent_menu(self) -> None:
        menu = self.recent_menu
        menu.clear()
        files = self.recent_files()
        for i, path in enumerate(files, 1):
            act = menu.addAction(f"&{i} {path.name}")  # RECENT_MAX (8): one digit each
            act.setToolTip(str(path))
            act.triggered.connect(lambda _=False, p=path: self.open_file(p))
        if files:
            menu.addSeparator()
            menu.addAction(self.tr("&Clear the List"), self.clear_recent)
        menu.setEnabled(bool(files))
        if len(files) != len(self.settings.recent_games):  # moved or deleted since: forget them
            self.settings = replace(self.settings, recent_games=[str(p) for p in files])
            self._save_settings()

    def _remember_recent(self, path: str | Path) -> None:
        self.settings = settings_store.remember_recent(self.settings, path)
        self._save_settings()
        self._fill_recent_menu()

    def clear_recent(self) -> None:
        self.settings = replace(self.settings, recent_games=[])
        self._save_settings()
        self._fill_recent_menu()

    def save_dialog(self) -> None:
        if self.session is None:
            return
        folder = saves_dir()
        folder.mkdir(parents=True, exist_ok=True)
        suggested = folder / f"{self.session.setup.game}-{self.session.setup.seed}.json"
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the game as"), str(suggested),
                                              self.tr("Saved games (*.json)"))
        if path:
            self.save_file(path)

    def save_file(self, path: str | Path) -> Path | None:
        if self.session is None:
            return None
        try:
            written = save_game(path, self.session.snapshot())
        except (OSError, SaveError) as exc:
            self.notify(self.tr("Cannot save the game"), str(exc))
            return None
        self.statusBar().showMessage(self.tr("Saved as {file}").format(file=written), 6000)
        self._remember_recent(written)
        return written

    # --- undo, hint -------------------------------------------------------------------------
    def undo(self) -> bool:
        s = self.session
        if s is None or self.demo or not self.settings.undo_allowed:
            return False
        if not s.undo():
            return False
        self.table.restart_after_undo()
        self._autosave()
        self._update_title()
        self._update_actions()
        return True

    def hint(self) -> bool:
        if self.session is None or self.demo:
            return False
        return self.table.request_hint()

    # --- windows ----------------------------------------------------------------------------
    def show_statistics(self) -> Any:
        from .dialogs.statistics import StatisticsDialog
        store = self.stats()
        if store is None:
            return None
        self.stats_window = StatisticsDialog(store, self.registry, self)
        self.stats_window.finished.connect(lambda *_: self.refresh_records())  # after a reset
        self.stats_window.show()
        return self.stats_window

    def show_rules(self, page: str | None = None) -> Any:
        """The help window on ``page`` (default: the rules of the game on the table or chosen)."""
        from .help.rules import RulesWindow
        game = page or (self.session.setup.game if self.session is not None
                        else self.start_panel.game_id())
        if self.rules_window is None:
            self.rules_window = RulesWindow(self.registry, self, game=game,
                                            language=self.settings.language or None)
        elif game:
            self.rules_window.show_game(game)
        self.rules_window.show()
        self.rules_window.raise_()
        return self.rules_window

    def show_about(self) -> AboutDialog:
        box = AboutDialog(self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        self.about_box = box
        return box

    def toggle_full_screen(self) -> None:
        """Full screen on or off (F11; the menu item's tick follows)."""
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.full_screen_action.setChecked(self.isFullScreen())

    def show_how_to_play(self) -> Any:
        from .help.rules import HOW_TO_PLAY
        return self.show_rules(HOW_TO_PLAY)

    def notify(self, title: str, text: str) -> QMessageBox:
        """Tell the person something (a non-blocking message box; remembered in ``messages``)."""
        self.messages.append(text)
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.open()
        self.message_box = box
        return box

    # --- preferences ------------------------------------------------------------------------
    def preferences_dialog(self) -> None:
        dialog = PreferencesDialog(self.settings, self)
        if dialog.exec():
            self.apply_settings(dialog.edited())

    def set_speed(self, speed: str) -> None:
        self.apply_settings(replace(self.settings, animation_speed=speed))

    def apply_settings(self, s: Settings, *, save: bool = True) -> None:
        """Use ``s`` at once: cards, felt, speeds, sound, language; redraw the table."""
        old = self.settings
        self.settings = s
        if save:
            self._save_settings()
        t = self.table
        t.decks = {"french": deck_name(s.french_style, s.large_indices),
                   "italian": deck_name(s.italian_style, s.large_indices)}
        t.back, t.felt_colour, t.sort_hand = s.back, s.felt, s.sort_hand
        t.coach = s.coach
        t.set_play_forced(s.play_forced)
        t.set_tracker(s.card_tracker)
        self.tracker_action.setChecked(s.card_tracker)
        if not self._timing_fixed or save:
            t.set_speed(s.animation_speed)
        t.timing.computer_ms = float(s.ai_delay_ms)
        for speed, act in self.speed_actions.items():
            act.setChecked(speed == t.timing.speed)
        self.sound.set_enabled(s.sound)
        if s.language != old.language or self._translator is None and s.language:
            self.set_language(s.language)
        if t.session is not None and t.privacy.isHidden():
            t.switch_viewer(t.viewer)  # redraw with the new cards and felt
        elif t.session is not None:
            t.viewer = None
            t.switch_viewer(None)
            t.privacy.raise_()
        self._update_actions()

    def set_language(self, code: str) -> None:
        """Install the catalogue for ``code`` ("" = the system's) and say everything again in
        it: the menus, the start page, the table's buttons and the game log so far."""
        app = QApplication.instance()
        if app is None:
            return
        if self._translator is not None:
            app.removeTranslator(self._translator)
        self._translator = i18n.install(app, QLocale(code) if code else None)
        self._build_menus()
        if self._built:  # (the window being built is already in the language)
            self._make_start_panel()
            self.refresh_records()
            self.table.retranslate()
            self._update_title()

    def _save_settings(self) -> None:
        if not self.keeps_records:
            return
        try:
            settings_store.save(self.settings)
        except OSError as exc:
            self.statusBar().showMessage(self.tr("The preferences could not be saved: {error}").format(
                error=exc), 8000)

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
            parts.append(tr(labels.get(s.setup.preset, s.setup.preset), "options"))
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
                levels=", ".join(dict.fromkeys(levels))))
        if self.watching:
            parts.append(self.tr("Watching the game again, every card face up"))
        elif self.demo:
            parts.append(self.tr("Demo"))
        elif len(s.setup.humans) > 1:
            parts.append(self.tr("Hot seat"))
        if s.undone:
            parts.append(self.tr("Undo used: not counted in the statistics"))
        self.status_label.setText("   ·   ".join(parts))
        self.status_label.setToolTip(rules)
