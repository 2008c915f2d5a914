"""Drives the main window as a person would, for the tests/ui/test_app_*.py tests: a window with
quiet test preferences (no animation, no computer pause, no questions), games with computer
players thinking inline, and a loop that plays the people's seats by clicking."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from cardtable.app.game_setup import GameSetup, parse_seats
from cardtable.app.plugins import registry
from cardtable.app.settings import Settings
from cardtable.ui.main_window import MainWindow
from cardtable.ui.table import Timing

from .table_driver import chosen_action, perform

QUIET = Settings(animation_speed="off", ai_pace="instant", confirm_risky=False,
                 confirm_moves=False)


def make_window(qtbot, settings: Settings | None = None, *, size=(1300, 850)) -> MainWindow:
    window = MainWindow(registry(), Timing("off"), settings=settings or QUIET)
    window.watch_step_ms = 0.0  # a game watched again at once (test_watch_again checks the pace)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def setup(game: str, seats: str, players: int, seed: int = 5, **kw) -> GameSetup:
    return GameSetup(game, players, seats=parse_seats(seats, players), seed=seed, **kw)


def hand_items(window: MainWindow) -> dict[str, list]:
    scene = window.table.scene
    return {z: items for z, items in scene.zone_items.items() if z.startswith("hand")}


def shown_hands(window: MainWindow) -> set[str]:
    """The hand zones with at least one card drawn face up."""
    return {z for z, items in hand_items(window).items() if any(it.shown for it in items)}


def wait_for_turn(qtbot, window: MainWindow, timeout: int = 20000) -> str:
    """Until a person can act ('input'), the privacy screen waits ('privacy'), a score sheet shows
    ('sheet') or the game is over ('over')."""
    table = window.table
    state = {}

    def ready() -> bool:
        s = table.session
        if not table.privacy.isHidden():
            state["what"] = "privacy"
        elif table.sheet.isVisible():
            state["what"] = "sheet"
        elif table.input_open and not table.scene.timeline.busy:
            state["what"] = "input"
        elif s is not None and s.is_over and not table.scene.timeline.busy:
            state["what"] = "over"
        else:
            return False
        return True
    qtbot.waitUntil(ready, timeout=timeout)
    return state["what"]


def play_one(qtbot, window: MainWindow) -> None:
    """The person to move plays the built-in player's choice by clicking."""
    perform(qtbot, window.table, chosen_action(window.table))


def play_moves(qtbot, window: MainWindow, count: int) -> None:
    """The person plays ``count`` moves (the computers theirs between), then waits for the
    next turn."""
    for _ in range(count):
        wait_for_turn(qtbot, window)
        play_one(qtbot, window)
    wait_for_turn(qtbot, window)


def click_privacy(qtbot, window: MainWindow) -> None:
    qtbot.mouseClick(window.table.privacy.button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()


def run_app(monkeypatch, argv: list[str], look=None) -> int:
    """``cardtable.ui.app.run(argv)`` in this process, briefly, as a person would: where the
    event loop would start, ``look(window)`` is given the run's new window, which is closed
    after; English is put back at the end (a ``--lang`` run installs its language)."""
    from cardtable.engine import i18n as engine_i18n
    from cardtable.ui import app as ui_app
    from cardtable.ui import i18n

    before = set(QApplication.topLevelWidgets())

    def run_briefly(_app) -> int:
        window = next(w for w in QApplication.topLevelWidgets()
                      if w not in before and isinstance(w, MainWindow) and w.isVisible())
        try:
            if look is not None:
                look(window)
        finally:
            window.close()
        return 0

    monkeypatch.setattr(QApplication, "exec", run_briefly)
    try:
        return ui_app.run(argv)
    finally:
        i18n.install(QApplication.instance(), "en")
        engine_i18n.set_translator(None)
