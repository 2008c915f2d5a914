"""The main window's actions, menus and toolbar: made once, worded by :meth:`retranslate_menus`
(again whenever the language changes), enabled by :meth:`_update_actions`.

The shortcuts follow the desktop card games people know (KPat, Aisleriot, PySolFC): F2 or
Ctrl+N a new game, Ctrl+R restart the deal, Ctrl+Z / Ctrl+Shift+Z undo and redo, Ctrl+O / Ctrl+S
open and save, F11 full screen, Ctrl+plus / Ctrl+minus the card size, F1 the rules. The
keyboard shortcuts page (Help) is made from these actions, so it always says what they are.

Part of :class:`~cardtable.ui.main_window.MainWindow` (a mixin); the window holds the state.
"""

from __future__ import annotations

from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING, Any, Callable, Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QStyle, QToolBar

from ..app.settings import CARD_SIZES
from .table import SPEEDS

if TYPE_CHECKING:  # the window's parts see each other's attributes through the host's declarations
    from .window_host import WindowHost as _Base
else:
    _Base = object

Keys = Sequence["QKeySequence.StandardKey | str"]


class WindowActions(_Base):
    """Makes the actions, the menus and the toolbar; words and enables them."""

    def _make_action(self, slot: Callable[[], Any], keys: Keys = (), *,
                     checkable: bool = False) -> QAction:
        act = QAction(self)
        shortcuts: list[QKeySequence] = []
        for key in keys:
            if isinstance(key, QKeySequence.StandardKey):
                shortcuts.extend(QKeySequence.keyBindings(key))
            else:
                shortcuts.append(QKeySequence(key))
        if shortcuts:
            act.setShortcuts(list(dict.fromkeys(shortcuts)))  # (a standard key may repeat ours)
        act.setCheckable(checkable)
        act.triggered.connect(lambda *_: slot())
        return act

    def _build_menus(self) -> None:
        """Make the actions, the menus and the toolbar (once; :meth:`retranslate_menus` words
        them)."""
        if getattr(self, "new_action", None) is not None:
            self.retranslate_menus()
            return
        a = self._make_action
        std = QKeySequence.StandardKey
        self.new_action = a(self.new_game_dialog, (std.New, "F2"))
        self.replay_action = a(self.replay_deal, ("Ctrl+R",))
        self.rotate_action = a(self.replay_from_next_seat, ("Ctrl+Shift+R",))
        self.watch_action = a(self.watch_again)
        self.start_page_action = a(self.show_start, ("Alt+Home",))
        self.open_action = a(self.open_dialog, (std.Open,))
        self.quick_save_action = a(self.save_current, ("Ctrl+S",))
        self.save_action = a(self.save_dialog, ("Ctrl+Shift+S",))
        self.review_action = a(self.review_current)
        self.review_file_action = a(self.review_file_dialog)
        self.undo_action = a(self.undo, ("Ctrl+Z",))
        self.redo_action = a(self.redo, ("Ctrl+Shift+Z", "Ctrl+Y"))
        self.hint_action = a(self.hint, ("H",))
        self.last_action = a(self.toggle_last_trick, ("L",))
        self.sheet_action = a(self.table.show_score_sheet, ("S",))
        self.demo_action = a(self.start_demo)
        self.stats_action = a(self.show_statistics, ("Ctrl+T",))
        self.quit_action = a(self.close, (std.Quit, "Ctrl+Q"))
        self.prefs_action = a(self.preferences_dialog, (std.Preferences,))
        group = QActionGroup(self)
        self.speed_actions = {}
        for speed in SPEEDS:
            act = a(partial(self.set_speed, speed), checkable=True)
            act.setChecked(speed == self.table.timing.speed)
            group.addAction(act)
            self.speed_actions[speed] = act
        self.tracker_action = a(self.toggle_tracker, ("C",), checkable=True)
        self.tracker_action.setChecked(self.settings.card_tracker)
        self.toolbar_action = a(self.toggle_toolbar, checkable=True)
        self.bigger_action = a(lambda: self.step_card_size(1), ("Ctrl++", "Ctrl+="))
        self.smaller_action = a(lambda: self.step_card_size(-1), ("Ctrl+-",))
        self.contrast_action = a(self.toggle_high_contrast, checkable=True)
        self.demo_face_up_action = a(self.toggle_demo_face_up, checkable=True)
        # the platform's keys (Ctrl+Cmd+F on macOS), and F11 everywhere
        self.full_screen_action = a(self.toggle_full_screen, (std.FullScreen, "F11"),
                                    checkable=True)
        self.full_screen_action.setChecked(self.isFullScreen())
        self.how_action = a(self.show_how_to_play)
        self.rules_action = a(self.show_rules, (std.HelpContents, "F1"))
        self.shortcuts_action = a(self.show_shortcuts, ("Ctrl+/",))
        self.about_action = a(self.show_about)

        bar = self.menuBar()
        bar.clear()
        self.game_menu = bar.addMenu("")
        self.recent_menu = QMenu(self)
        self.recent_menu.setToolTipsVisible(True)
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self._fill_recent_menu()
        self._fill(self.game_menu, [
            self.new_action, self.replay_action, self.rotate_action, self.watch_action,
            self.start_page_action, None, self.open_action, self.recent_menu,
            self.quick_save_action, self.save_action, self.review_action,
            self.review_file_action, None, self.undo_action, self.redo_action, self.hint_action,
            self.last_action, self.sheet_action, None, self.demo_action, self.stats_action, None,
            self.quit_action])
        self.settings_menu = bar.addMenu("")
        self.speed_menu = QMenu(self)
        for act in self.speed_actions.values():
            self.speed_menu.addAction(act)
        self._fill(self.settings_menu, [
            self.prefs_action, self.speed_menu, None, self.tracker_action, self.toolbar_action,
            self.demo_face_up_action, None, self.bigger_action, self.smaller_action,
            self.contrast_action, self.full_screen_action])
        self.help_menu = bar.addMenu("")
        self._fill(self.help_menu, [self.how_action, self.rules_action, self.shortcuts_action,
                                    None, self.about_action])

        self.toolbar = QToolBar(self)
        self.toolbar.setObjectName("gameToolbar")  # (saveState needs a name)
        self.toolbar.setMovable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toolbar.toggleViewAction().setVisible(False)  # Settings ▸ Toolbar is the one switch
        style = self.style()
        icons = ((self.new_action, QStyle.StandardPixmap.SP_FileIcon),
                 (self.replay_action, QStyle.StandardPixmap.SP_BrowserReload),
                 (self.undo_action, QStyle.StandardPixmap.SP_ArrowBack),
                 (self.redo_action, QStyle.StandardPixmap.SP_ArrowForward),
                 (self.hint_action, QStyle.StandardPixmap.SP_MessageBoxQuestion))
        for act, icon in icons:
            act.setIcon(style.standardIcon(icon))
            self.toolbar.addAction(act)
        self.toolbar.setIconSize(QSize(16, 16))
        self.table.set_toolbar(self.toolbar)  # on the bar above the table: no height taken
        self.toolbar.setVisible(self.settings.toolbar)
        self.toolbar_action.setChecked(self.settings.toolbar)
        self.retranslate_menus()

    @staticmethod
    def _fill(menu: QMenu, entries: list[Any]) -> None:
        for entry in entries:
            if entry is None:
                menu.addSeparator()
            elif isinstance(entry, QMenu):
                menu.addMenu(entry)
            else:
                menu.addAction(entry)

    def retranslate_menus(self) -> None:
        """Word every menu, action and tooltip in the language now installed."""
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_action.setText(self.tr("&New Game…"))
        self.replay_action.setText(self.tr("&Restart This Deal"))
        self.replay_action.setToolTip(self.tr("The same cards again from the first move, every "
                                              "seat as it was"))
        self.rotate_action.setText(self.tr("Play It Again From Ano&ther Seat"))
        self.watch_action.setText(self.tr("&Watch This Game Again"))
        self.start_page_action.setText(self.tr("Back to the &Game List"))
        self.open_action.setText(self.tr("&Open…"))
        self.recent_menu.setTitle(self.tr("Open &Recent"))
        self.quick_save_action.setText(self.tr("&Save"))
        self.save_action.setText(self.tr("Save &As…"))
        self.review_action.setText(self.tr("Re&view This Game"))
        self.review_file_action.setText(self.tr("Review a Sa&ved Game…"))
        self.undo_action.setText(self.tr("&Undo My Move"))
        self.redo_action.setText(self.tr("Red&o My Move"))
        self.hint_action.setText(self.tr("&Hint"))
        self.last_action.setText(self.tr("&Last Trick or Cards Taken"))
        self.sheet_action.setText(self.tr("S&core Sheet"))
        self.demo_action.setText(self.tr("&Demo (computer players only)"))
        self.stats_action.setText(self.tr("&Statistics"))
        self.quit_action.setText(self.tr("&Quit"))
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.prefs_action.setText(self.tr("&Preferences…"))
        self.speed_menu.setTitle(self.tr("Animation &speed"))
        labels = {"off": self.tr("Off"), "fast": self.tr("Fast"), "normal": self.tr("Normal"),
                  "slow": self.tr("Slow")}
        for speed, act in self.speed_actions.items():
            act.setText(labels[speed])
        self.tracker_action.setText(self.tr("&Cards Played"))
        self.toolbar_action.setText(self.tr("&Toolbar"))
        self.demo_face_up_action.setText(self.tr("Demo Shows Every &Hand"))
        self.bigger_action.setText(self.tr("&Bigger Cards"))
        self.smaller_action.setText(self.tr("S&maller Cards"))
        self.contrast_action.setText(self.tr("&High-Contrast Table"))
        self.full_screen_action.setText(self.tr("&Full Screen"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.how_action.setText(self.tr("&How to Play"))
        self.rules_action.setText(self.tr("&Rules"))
        self.shortcuts_action.setText(self.tr("&Keyboard Shortcuts"))
        self.about_action.setText(self.tr("&About Card Table"))
        self.toolbar.setWindowTitle(self.tr("Toolbar"))
        # the toolbar's buttons: short words, the menu's text as the tooltip
        short = {self.new_action: self.tr("New"), self.replay_action: self.tr("Restart"),
                 self.undo_action: self.tr("Undo"), self.redo_action: self.tr("Redo"),
                 self.hint_action: self.tr("Hint")}
        for act, word in short.items():
            act.setIconText(word)
            keys = act.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            tip = act.text().replace("&", "")
            act.setToolTip(f"{tip} ({keys})" if keys else tip)

    def menu_actions(self) -> list[tuple[str, list[QAction]]]:
        """Each menu's title and its actions with their shortcuts, in menu order (the keyboard
        shortcuts page reads them, so that it never differs from the menus)."""
        out: list[tuple[str, list[QAction]]] = []
        for menu in (self.game_menu, self.settings_menu, self.help_menu):
            acts: list[QAction] = []
            for act in menu.actions():
                sub = act.menu()
                if isinstance(sub, QMenu):
                    acts.extend(x for x in sub.actions() if not x.isSeparator())
                elif not act.isSeparator():
                    acts.append(act)
            out.append((menu.title().replace("&", ""), acts))
        return out

    def _update_actions(self) -> None:
        s = self.session
        playing = s is not None and not self.demo
        self.replay_action.setEnabled(s is not None)
        self.rotate_action.setEnabled(s is not None and s.num_players > 1)
        self.watch_action.setEnabled(s is not None and s.is_over and bool(s.steps))
        self.start_page_action.setEnabled(self.stack.currentWidget() is self.table)
        can_save = playing and s is not None  # a finished game too: to review it later
        self.save_action.setEnabled(can_save)
        self.quick_save_action.setEnabled(can_save)
        self.undo_action.setEnabled(playing and self.settings.undo_allowed and self.may_undo())
        self.redo_action.setEnabled(playing and self.settings.undo_allowed and self.may_redo())
        self.hint_action.setEnabled(playing and s is not None and not s.is_over)
        self.last_action.setEnabled(s is not None)
        self.sheet_action.setEnabled(s is not None)
        self.review_action.setEnabled(s is not None and bool(s.state.history))
        self.demo_face_up_action.setChecked(self.settings.demo_face_up)
        self.contrast_action.setChecked(self.settings.high_contrast)
        self.bigger_action.setEnabled(self.settings.card_size < CARD_SIZES[-1])
        self.smaller_action.setEnabled(self.settings.card_size > CARD_SIZES[0])

    # --- the switches -------------------------------------------------------------------------
    def toggle_toolbar(self) -> None:
        """Settings ▸ Toolbar: the toolbar (new, restart, undo, redo, hint) shown or hidden
        (kept)."""
        on = not self.settings.toolbar
        self.settings = replace(self.settings, toolbar=on)
        self._save_settings()
        self.toolbar.setVisible(on)
        self.toolbar_action.setChecked(on)

    def step_card_size(self, step: int) -> int:
        """Ctrl+plus / Ctrl+minus: the next larger (+1) or smaller (-1) card size (kept); the
        size now, in percent of what fits the table."""
        sizes = list(CARD_SIZES)
        now = self.settings.card_size
        i = sizes.index(now) if now in sizes else sizes.index(100)
        size = sizes[max(0, min(len(sizes) - 1, i + step))]
        if size != now:
            self.apply_settings(replace(self.settings, card_size=size))
            self.statusBar().showMessage(self.tr("Cards at {size}%").format(size=size), 3000)
        return size

    def toggle_high_contrast(self) -> None:
        """Settings ▸ High-Contrast Table (also in Preferences)."""
        self.apply_settings(replace(self.settings, high_contrast=not self.settings.high_contrast))

    def toggle_demo_face_up(self) -> None:
        """Settings ▸ Demo Shows Every Hand: a demo is for watching how the computer plays, so
        it may show every hand; a demo on the table now turns its cards at once."""
        on = not self.settings.demo_face_up
        self.settings = replace(self.settings, demo_face_up=on)
        self._save_settings()
        if self.demo and not self.watching and self.session is not None:
            self.table.reveal_all = on
            self.table.switch_viewer(self.table.viewer)
            self._update_title()
        self._update_actions()

    def show_shortcuts(self) -> Any:
        """Help ▸ Keyboard Shortcuts: every action's keys, read from the actions themselves."""
        from .help.shortcuts import ShortcutsDialog
        dialog = ShortcutsDialog(self.menu_actions(), self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        self.shortcuts_window = dialog
        return dialog
