"""The main window's menus and actions (Game, Settings, Help), what they enable, the windows
they open (statistics, help, About, full screen, messages) and the preferences applied at once.

Part of :class:`~cardtable.ui.main_window.MainWindow` (a mixin); the window holds the state.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QApplication, QMessageBox

from ..app import settings as settings_store
from ..app.settings import Settings
from ..art.decks import deck_name
from . import i18n
from .dialogs.about import AboutDialog
from .dialogs.preferences import PreferencesDialog
from .table import SPEEDS

if TYPE_CHECKING:  # the window's parts see each other's attributes through the host's declarations
    from .window_host import WindowHost as _Base
else:
    _Base = object

class WindowMenus(_Base):
    """Builds the menus and their actions; opens the windows; applies the preferences."""

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

