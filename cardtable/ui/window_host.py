# mypy: disable-error-code="empty-body"
"""What the main window's parts (:mod:`.window_menus`, :mod:`.window_flow`,
:mod:`.window_files`) may use of each other and of the window: its state and the methods one
part calls in another. Read by the type checker only (the parts are mixins of
:class:`~cardtable.ui.main_window.MainWindow`, which holds everything declared here); nothing
imports it at run time.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtGui import QAction
from PySide6.QtWidgets import (QLabel, QListWidget, QMainWindow, QMenu, QMessageBox, QStackedWidget,
                               QToolBar)

from ..app.autosave import Autosave
from ..app.game_setup import GameSetup
from ..app.plugins import Registry
from ..app.session import Session
from ..app.settings import Settings
from ..app.stats import StatsStore
from .sound import SoundPlayer
from .start_panel import StartPanel
from .table import TableWidget


class WindowHost(QMainWindow):
    """The main window as its parts see it."""

    registry: Registry
    settings: Settings
    messages: list[str]
    message_box: QMessageBox | None
    resume_box: Any
    rules_window: Any
    stats_window: Any
    about_box: Any
    autosave: Autosave
    _stats: StatsStore | None
    _stats_warned: bool
    _counted: bool
    demo: bool
    watched: GameSetup | None
    keeps_records: bool
    session: Session | None
    _translator: Any
    _built: bool
    _timing_fixed: bool
    stack: QStackedWidget
    start_panel: StartPanel
    games: QListWidget
    problems: QLabel
    table: TableWidget
    status_label: QLabel
    sound: SoundPlayer
    recent_menu: QMenu
    speed_actions: dict[str, QAction]
    new_action: QAction
    replay_action: QAction
    rotate_action: QAction
    watch_action: QAction
    open_action: QAction
    save_action: QAction
    undo_action: QAction
    hint_action: QAction
    last_action: QAction
    sheet_action: QAction
    demo_action: QAction
    stats_action: QAction
    quit_action: QAction
    prefs_action: QAction
    tracker_action: QAction
    full_screen_action: QAction
    how_action: QAction
    rules_action: QAction
    about_action: QAction
    redo_action: QAction
    quick_save_action: QAction
    start_page_action: QAction
    toolbar_action: QAction
    bigger_action: QAction
    smaller_action: QAction
    contrast_action: QAction
    demo_face_up_action: QAction
    shortcuts_action: QAction
    game_menu: QMenu
    settings_menu: QMenu
    help_menu: QMenu
    speed_menu: QMenu
    toolbar: QToolBar
    save_path: Path | None
    _redo: list[tuple[tuple[Any, ...], str, int]]
    _redoing: bool
    shortcuts_window: Any
    watch_step_ms: float
    review_action: QAction
    review_file_action: QAction

    # the window's own (main_window.py)
    def _make_start_panel(self) -> None: ...
    def _update_title(self) -> None: ...
    # the actions' (window_actions.py)
    def retranslate_menus(self) -> None: ...
    def show_shortcuts(self) -> Any: ...
    # the menus' (window_menus.py): the windows and preferences
    def toggle_tracker(self) -> None: ...
    def toggle_last_trick(self) -> None: ...
    def show_statistics(self) -> Any: ...
    def show_rules(self, page: str | None = None) -> Any: ...
    def show_about(self) -> Any: ...
    def show_how_to_play(self) -> Any: ...
    def toggle_full_screen(self) -> None: ...
    def preferences_dialog(self) -> None: ...
    def set_speed(self, speed: str) -> None: ...
    def apply_settings(self, s: Settings, *, save: bool = True) -> None: ...
    # the menus' (window_menus.py)
    def _update_actions(self) -> None: ...
    def notify(self, title: str, text: str) -> QMessageBox: ...
    def _save_settings(self) -> None: ...
    # the game flow's (window_flow.py)
    def may_abandon(self) -> bool: ...
    def new_game_dialog(self, game: str | None = None) -> Any: ...
    def start_game(self, setup: GameSetup, *, ai: str = "process", session: Session | None = None,
                   demo: bool = False, watching: bool = False) -> Session | None: ...
    def start_demo(self, game_id: str | None = None, *, seed: int | None = None,
                   players: int | None = None) -> Session | None: ...
    def watch_again(self) -> Session | None: ...
    def replay_deal(self) -> Session | None: ...
    def replay_from_next_seat(self) -> Session | None: ...
    def refresh_records(self) -> None: ...
    def stats(self, *, wait: bool = True) -> StatsStore | None: ...
    def undo(self) -> bool: ...
    def hint(self) -> bool: ...
    def may_undo(self) -> bool: ...
    def may_redo(self) -> bool: ...
    def redo(self) -> bool: ...
    def show_start(self) -> None: ...
    def _autosave(self) -> None: ...
    @property
    def watching(self) -> bool: ...
    # the review's (review/window_review.py)
    def review_current(self, last_deal: bool = False) -> Any: ...
    def review_file_dialog(self) -> Any: ...
    # the files' (window_files.py)
    def open_dialog(self) -> None: ...
    def _fill_recent_menu(self) -> None: ...
    def save_dialog(self) -> None: ...
    def save_current(self) -> Path | None: ...
