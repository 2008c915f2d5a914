"""A move the game cautions about (Shithead: picking up the pile while a card could be played
on it) is asked about before it is taken, where the person wants to be asked: "No" leaves the
turn as it was, "Yes" takes the move; a move without a caution is never asked about."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from .app_driver import QUIET, make_window, setup, wait_for_turn
from .table_driver import chosen_action, make_table, perform, settle


def _voluntary_pickup_turn(qtbot, table) -> None:
    """Play on until the person could pick up the pile while a card could be played."""
    for _ in range(60):
        settle(table)
        assert not table.session.is_over
        kinds = {r.kind for r in table.records()}
        if "pickup" in kinds and "play" in kinds and "pickup" in table.session.state.legal_actions():
            return
        perform(qtbot, table, chosen_action(table))
    raise AssertionError("no voluntary pickup came")


def test_no_keeps_the_pile_where_it_is_and_yes_picks_it_up(qtbot):
    table = make_table(qtbot, "shithead", 2, seed=3)
    asked: list[str] = []
    answer = [False]
    table.ask = lambda text: asked.append(text) or answer[0]
    _voluntary_pickup_turn(qtbot, table)
    session = table.session
    steps, pile = len(session.steps), len(session.state.pile)
    button = table.actions_bar.button_for("pickup")
    assert button is not None and button.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert len(asked) == 1 and "Pick up the pile" in asked[0] and "all the same?" in asked[0]
    assert len(session.steps) == steps and len(session.state.pile) == pile  # nothing taken
    assert table.input_open and table.actions_bar.button_for("pickup") is not None
    answer[0] = True
    qtbot.mouseClick(table.actions_bar.button_for("pickup"), Qt.MouseButton.LeftButton)
    assert len(asked) == 2 and session.steps[-1].action == "pickup"


def test_a_play_is_never_asked_about(qtbot):
    table = make_table(qtbot, "shithead", 2, seed=3)
    asked: list[str] = []
    table.ask = lambda text: asked.append(text) or False
    _voluntary_pickup_turn(qtbot, table)
    play = next(r.action for r in table.records() if r.kind == "play")
    perform(qtbot, table, play)
    assert asked == []


def test_the_window_asks_where_the_person_wants_and_can_be_told_not_to_again(qtbot, monkeypatch):
    asked: list[str] = []

    def answer_no(box, tick=False):
        asked.append(box.text())
        assert box.defaultButton() is box.button(QMessageBox.StandardButton.No)
        box.checkBox().setChecked(tick)
        return QMessageBox.StandardButton.No

    for confirm, expected in ((False, 0), (True, 1)):
        monkeypatch.setattr(QMessageBox, "exec", answer_no)
        window = make_window(qtbot, replace(QUIET, confirm_moves=confirm))
        window.start_game(setup("shithead", "human,ai:greedy", 2, seed=3), ai="inline")
        wait_for_turn(qtbot, window)
        _voluntary_pickup_turn(qtbot, window.table)
        before = len(asked)
        taken = window.table.play("pickup")
        assert len(asked) - before == expected
        assert taken is (not confirm)  # asked and answered No: not taken
        if confirm:  # "Do not ask again", then No: not taken, and never asked again
            monkeypatch.setattr(QMessageBox, "exec", lambda box: answer_no(box, tick=True))
            assert window.table.play("pickup") is False
            assert window.settings.confirm_moves is False and len(asked) == before + 2
            assert window.table.play("pickup") is True and len(asked) == before + 2
        window.close()
