"""A careless person at the table: random clicks on the felt and the buttons, double clicks and
keys, in every game, hot seat too. Nothing raises (pytest-qt fails a test on an exception in
a Qt slot), and the game goes on."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from cardtable.app.settings import Settings

from .app_driver import make_window, setup

KEYS = [Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Return,
        Qt.Key.Key_Space, Qt.Key.Key_Escape, Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3,
        Qt.Key.Key_L, Qt.Key.Key_S, Qt.Key.Key_Tab, Qt.Key.Key_H]


@pytest.mark.parametrize("game,seats,players,options", [
    ("briscola", "human,ai:greedy", 4, {"signals": "pagat"}),
    ("pishti", "human,ai:greedy", 2, {"bluff": True}),
    ("shithead", "human,human,ai:greedy", 3, {}),
    ("pinochle", "human,ai:greedy", 4, {"form": "partnership-auction"})])
def test_random_clicks_and_keys_never_break_the_table(qtbot, game, seats, players, options):
    rng = random.Random(players)
    window = make_window(qtbot, Settings(animation_speed="fast", ai_pace="instant",
                                         confirm_risky=False, confirm_moves=False))
    window.start_game(setup(game, seats, players, seed=3, options=options), ai="inline")
    table = window.table
    viewport = table.view.viewport()
    for _ in range(500):
        QApplication.processEvents()
        session = table.session
        if session.is_over:
            break
        if not table.privacy.isHidden():
            qtbot.mouseClick(table.privacy.button, Qt.MouseButton.LeftButton)
            continue
        r = rng.random()
        point = QPoint(rng.randrange(viewport.width()), rng.randrange(viewport.height()))
        if r < 0.45:
            QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=point)
        elif r < 0.5:
            QTest.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=point)
        elif r < 0.8:
            QTest.keyClick(table.view, rng.choice(KEYS))
        else:
            buttons = [b for b in table.findChildren(QPushButton) if b.isVisible() and b.isEnabled()]
            if buttons:
                qtbot.mouseClick(rng.choice(buttons), Qt.MouseButton.LeftButton)
        if not session.human_to_move:
            table.poll()
        QTest.qWait(2)
    # (how far the game gets depends on the machine's pace: clicks close in time are a double
    # click; 8 to 40 moves were seen)
    assert len(table.session.steps) > 2, "the random clicks played no moves"
