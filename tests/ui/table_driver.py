"""Plays a person's seat through the table widget as a person would: mouse clicks on the card
items in the view (scene positions mapped to the viewport), clicks on the action bar's buttons
and spin boxes, or the keyboard. The move is the built-in player's choice, so games vary."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardtable.app import ai_worker
from cardtable.app.game_setup import AI, HUMAN, GameSetup, SeatSpec
from cardtable.app.session import Session
from cardtable.engine.actions import ActionRecord
from cardtable.ui.table import TableWidget, Timing
from cardtable.ui.table.card_item import CardItem


def make_table(qtbot, game: str, players: int, *, preset: str | None = None, options=None,
               seed: int = 7, speed: str = "off", size=(1400, 900),
               first_dealer: int = 0, name: str = "") -> TableWidget:
    seats = (SeatSpec(HUMAN, name=name),) + tuple(SeatSpec(AI, "greedy") for _ in range(players - 1))
    setup = GameSetup(game, players, dict(options or {}), preset, seats, seed, first_dealer)
    session = Session(setup, ai="inline")
    widget = TableWidget(timing=Timing(speed))
    widget.autopoll = False  # the test polls, so it knows exactly which steps came when
    qtbot.addWidget(widget)
    widget.resize(*size)
    widget.show()
    qtbot.waitExposed(widget)
    widget.start(session)
    return widget


def settle(widget: TableWidget, timeout_ms: int = 20000) -> None:
    """Let computer players move (one step per poll) until the person can act, a score sheet
    waits, or the game is over and shown."""
    session = widget.session
    assert session is not None
    elapsed = 0
    while True:
        QApplication.processEvents()
        if widget.sheet.isVisible():
            return
        if widget.input_open and not widget.scene.timeline.busy:
            return
        if session.is_over and not widget.scene.timeline.busy:
            return
        if not session.human_to_move or widget.play_forced:  # (a forced move plays at a poll)
            widget.poll()
        if widget.timing.off:
            continue
        QTest.qWait(10)
        elapsed += 10
        assert elapsed < timeout_ms, "the table did not settle"


def log_text(widget: TableWidget) -> str:
    """The game log as it reads, one line a row."""
    return "\n".join(widget.log.item(i).text() for i in range(widget.log.count()))


def chosen_action(widget: TableWidget) -> str:
    session = widget.session
    seat = session.current_seat
    return ai_worker.builtin_move(session.state, seat,
                                  ai_worker.decision_seed(99, seat, len(session.state.history)))


def click_item(qtbot, widget: TableWidget, item: CardItem) -> None:
    point = widget.view_point(item)
    assert point is not None, f"card {item.card} cannot be clicked"
    QTest.mouseClick(widget.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def items_for(widget: TableWidget, record: ActionRecord) -> list[CardItem] | None:
    """The items a person clicks for ``record`` (None when its cards are not all visible)."""
    scene = widget.scene
    out: list[CardItem] = []
    for use in record.cards:
        item = scene.item_for(use.card)
        if item is None:
            hidden = [it for it in scene.zone_items.get(use.zone, []) if it.card == -1 and it not in out]
            if not hidden:
                return None
            item = hidden[-1]
        out.append(item)
    return out


def click_button(qtbot, widget: TableWidget, record: ActionRecord) -> bool:
    bar = widget.actions_bar
    if record.group in bar.spins:
        bar.spins[record.group].setValue(record.value)
    button = bar.button_for(record.action)
    if button is None:
        return False
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    return True


def press_keys_to(widget: TableWidget, target) -> None:
    for _ in range(200):
        targets = widget.focus_targets()
        if widget.focus_index is not None and widget.focus_index < len(targets) \
                and targets[widget.focus_index] is target:
            return
        QTest.keyClick(widget.view, Qt.Key.Key_Right)
    raise AssertionError("the keyboard focus never reached the target")


def perform(qtbot, widget: TableWidget, action: str, *, keyboard: bool = False) -> None:
    """Do ``action`` through the UI and check the engine advanced by exactly that action."""
    session = widget.session
    seat = session.current_seat
    before = len(session.steps)
    record = next(r for r in widget.records() if r.action == action)
    items = items_for(widget, record) if record.cards else None
    if items and not any(isinstance(k, str) for k in widget.record_keys(record)):
        for i, item in enumerate(items):
            assert len(session.steps) == before, "a click played before the play was complete"
            if keyboard:
                press_keys_to(widget, item)
                QTest.keyClick(widget.view, Qt.Key.Key_Return)
            else:
                click_item(qtbot, widget, item)
            if len(session.steps) > before:
                break
        if len(session.steps) == before:  # a choice among plays of the same cards, or more possible
            assert click_button(qtbot, widget, record), f"no button for {action!r}"
    elif keyboard and record.group in widget.actions_bar.spins:  # a bid: typed, then Enter
        spin = widget.actions_bar.spins[record.group]
        press_keys_to(widget, spin)
        assert spin.hasFocus() or not spin.isVisible()
        spin.selectAll()
        QTest.keyClicks(spin, str(record.value))
        QTest.keyClick(spin, Qt.Key.Key_Return)
    elif keyboard and widget.actions_bar.button_for(action) is not None:
        button = widget.actions_bar.button_for(action)
        press_keys_to(widget, button)
        QTest.keyClick(button, Qt.Key.Key_Space)
    else:
        assert click_button(qtbot, widget, record), f"no button for {action!r}"
    assert len(session.steps) == before + 1, f"{action!r} did not advance the game by one step"
    step = session.steps[-1]
    assert (step.seat, step.action) == (seat, action)


def play_deal(qtbot, widget: TableWidget, *, keyboard: bool = False, max_actions: int = 600) -> dict:
    """Play the person's seat until a score sheet shows; returns what happened."""
    done = 0
    kinds: Counter = Counter()
    while done < max_actions:
        settle(widget)
        if widget.sheet.isVisible():
            widget.sheet.finish_reveal()
            return {"actions": done, "kinds": kinds, "rows": widget.sheet.rows_shown}
        if widget.session.is_over:
            return {"actions": done, "kinds": kinds, "rows": 0, "over": True}
        action = chosen_action(widget)
        kinds[next(r.kind for r in widget.records() if r.action == action)] += 1
        perform(qtbot, widget, action, keyboard=keyboard)
        done += 1
    raise AssertionError("the deal did not end")
