"""A re-lay of the table (a resize) keeps what the name plates say: scores and whose turn."""

from __future__ import annotations

from cardtable.app.game_setup import GameSetup, parse_seats
from cardtable.ui import app as uiapp

from .app_driver import make_window


def test_a_resize_keeps_the_plates_scores_and_the_turn(qtbot):
    window = make_window(qtbot)
    setup = GameSetup("briscola", 4, seats=parse_seats("human,ai:greedy", 4), seed=5)
    uiapp._play_moves(window, setup, 11)
    scene = window.table.scene
    qtbot.waitUntil(lambda: not scene.timeline.busy, timeout=5000)
    before = {s: (p.score, p.to_move) for s, p in scene.plates.items()}
    assert any(score not in ("", "0") for score, _ in before.values())
    assert any(to_move for _, to_move in before.values())
    window.resize(900, 640)
    qtbot.wait(50)
    window.resize(1500, 950)
    qtbot.waitUntil(lambda: not scene.timeline.busy, timeout=5000)
    assert {s: (p.score, p.to_move) for s, p in scene.plates.items()} == before
