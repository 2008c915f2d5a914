"""What the main window's menus open (statistics, help, About, full screen, messages) and the
preferences, applied at once; the language, said again everywhere by :meth:`retranslate`. (The
actions and menus themselves: :mod:`.window_actions`.)

Part of :class:`~cardtable.ui.main_window.MainWindow` (a mixin); the window holds the state.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from ..app import settings as settings_store
from ..app.settings import Settings
from ..art.decks import deck_name
from . import i18n
from .dialogs.about import AboutDialog
from .dialogs.preferences import PreferencesDialog

if TYPE_CHECKING:  # the window's parts see each other's attributes through the host's declarations
    from .window_host import WindowHost as _Base
else:
    _Base = object

class WindowMenus(_Base):
    """Builds the menus and their actions; opens the windows; applies the preferences."""

    # ``--lang``: the language of this run only, and the one the preferences keep meanwhile
    # (:meth:`use_run_language`); None when the run speaks the preferences' language
    run_language: str | None = None
    saved_language: str = ""
    _installing = False  # set_language's own LanguageChange events: it retranslates itself

    # --- switches -----------------------------------------------------------------------------
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
        large = s.large_indices or s.high_contrast  # (high contrast: the large indices too)
        t.decks = {"french": deck_name(s.french_style, large),
                   "italian": deck_name(s.italian_style, large)}
        t.back, t.felt_colour, t.sort_hand = s.back, s.felt, s.sort_hand
        t.coach = s.coach
        t.card_scale = s.card_size / 100
        t.set_high_contrast(s.high_contrast)
        t.set_play_forced(s.play_forced)
        t.set_tracker(s.card_tracker)
        self.tracker_action.setChecked(s.card_tracker)
        self.toolbar.setVisible(s.toolbar)
        self.toolbar_action.setChecked(s.toolbar)
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

    def use_run_language(self, code: str, saved: str) -> None:
        """``--lang code``: this run speaks ``code``; the preferences keep ``saved`` (what they
        said before), unless the person picks a language in Preferences."""
        self.run_language, self.saved_language = code, saved

    def set_language(self, code: str) -> None:
        """Install the catalogue for ``code`` ("" = the system's) and say everything again in
        it: the menus, the start page, the table's buttons and the game log so far, and the
        windows open beside it."""
        app = QApplication.instance()
        if app is None:
            return
        self._installing = True
        try:
            self._translator = i18n.install(app, code)
        finally:
            self._installing = False
        if self._built:
            self.retranslate()
        elif getattr(self, "new_action", None) is not None:  # a window being built: its menus
            self.retranslate_menus()
        problem = i18n.current().problem
        if problem:  # no such language, or a damaged catalogue: said, and the app is English
            self.notify(self.tr("Language"), problem[:1].upper() + problem[1:] + ".")

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        """Qt's ``LanguageChange`` (a translator installed or removed by anyone, not by
        :meth:`set_language`, which retranslates at once): say everything again, once, when
        the event loop next runs (installing a language sends one event per translator)."""
        if event.type() == QEvent.Type.LanguageChange and not self._installing and self._built:
            i18n.retranslate_soon(self)
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Say everything again in the language now installed: the menus and toolbar, the
        start page, the table's buttons and the game log so far, the title, and the rules and
        statistics windows if they are open (made again in the language, where they were)."""
        self.retranslate_menus()
        self._make_start_panel()
        self.refresh_records()
        self.table.retranslate()
        self._update_title()
        self._reopen_windows()

    def _reopen_windows(self) -> None:
        """The help, keyboard shortcuts and statistics windows say their words when they are
        made: an open one is made again in the new language, at its place and on its page."""
        rules = self.rules_window
        if rules is not None:
            shown, geometry = rules.isVisible(), rules.saveGeometry()
            page = rules.game_id or None
            rules.close()
            rules.deleteLater()
            self.rules_window = None
            if shown:
                self.show_rules(page)
                self.rules_window.restoreGeometry(geometry)
        shortcuts = self.shortcuts_window
        if shortcuts is not None and shiboken6.isValid(shortcuts) and shortcuts.isVisible():
            geometry = shortcuts.saveGeometry()
            shortcuts.close()  # (deleted on close)
            self.show_shortcuts().restoreGeometry(geometry)
        stats = self.stats_window
        if stats is not None and stats.isVisible():
            geometry = stats.saveGeometry()
            stats.close()
            stats.deleteLater()
            self.show_statistics()
            if self.stats_window is not None:
                self.stats_window.restoreGeometry(geometry)

    def _save_settings(self) -> None:
        if not self.keeps_records:
            return
        kept = self.settings
        if self.run_language is not None:
            if kept.language == self.run_language:  # --lang: this run only
                kept = replace(kept, language=self.saved_language)
            else:  # a language picked in Preferences since: that is the preference now
                self.run_language = None
        try:
            settings_store.save(kept)
        except OSError as exc:
            self.statusBar().showMessage(self.tr("The preferences could not be saved: {error}").format(
                error=exc), 8000)

