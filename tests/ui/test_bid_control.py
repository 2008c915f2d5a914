"""The bid control (issue 57): hundreds of bids in a number box that steps by ten from the
lowest, jumps, takes a typed number and bids with Enter; a number that is not a legal bid is
corrected, never bid as something else."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QToolButton

from cardtable.engine.actions import ActionRecord
from cardtable.ui.table.action_bar import ActionBar

from .table_driver import make_table, settle


def bids(low: int, high: int) -> list[ActionRecord]:
    return [ActionRecord("pass", "pass", (), "Pass", "passes")] + [
        ActionRecord(f"bid {v}", "bid", (), f"Bid {v}", f"bids {v}", group="bid", value=v)
        for v in range(low, high + 1, 10)]


def bar_with_bids(qtbot, low: int = 310, high: int = 3050):
    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.show_records(bids(low, high))
    bar.show()
    qtbot.waitExposed(bar)
    chosen: list[str] = []
    bar.chosen.connect(chosen.append)
    return bar, bar.spins["bid"], chosen


def type_into(spin, text: str, *keys) -> None:
    spin.setFocus()
    spin.selectAll()
    QTest.keyClicks(spin, text)
    for key in keys:
        QTest.keyClick(spin, key)


def bid_button(bar):
    return bar.buttons[-1]


def test_one_box_for_every_bid_from_the_lowest_in_tens(qtbot):
    bar, spin, _ = bar_with_bids(qtbot)
    assert (spin.minimum(), spin.maximum(), spin.singleStep(), spin.value()) == (310, 3050, 10, 310)
    assert [b.property("action") for b in bar.buttons] == ["pass", "bid 310"]  # two buttons
    QTest.keyClick(spin, Qt.Key.Key_Up)
    assert spin.value() == 320 and bid_button(bar).property("action") == "bid 320"
    QTest.keyClick(spin, Qt.Key.Key_PageUp)  # ten steps
    assert spin.value() == 420
    QTest.keyClick(spin, Qt.Key.Key_PageDown)
    QTest.keyClick(spin, Qt.Key.Key_Down)
    assert spin.value() == 310


def test_the_jumps_add_fifty_and_a_hundred_and_take_no_focus(qtbot):
    bar, spin, chosen = bar_with_bids(qtbot)
    jumps = [w for w in bar.findChildren(QToolButton) if w.property("jump")]
    assert [j.text() for j in jumps] == ["+50", "+100"]
    assert all(j.focusPolicy() == Qt.FocusPolicy.NoFocus for j in jumps)
    assert not set(jumps) & set(bar.controls())  # not stops of the table's keyboard order
    jumps[1].click()
    jumps[0].click()
    assert spin.value() == 460 and bid_button(bar).text().endswith("Bid 460")
    for _ in range(40):
        jumps[1].click()
    assert spin.value() == 3050 and chosen == []  # stops at the highest; a jump bids nothing


def test_enter_bids_a_typed_legal_bid_at_once(qtbot):
    bar, spin, chosen = bar_with_bids(qtbot)
    type_into(spin, "1250", Qt.Key.Key_Return)
    assert chosen == ["bid 1250"]


def test_a_typed_number_that_is_no_bid_is_corrected_and_a_second_enter_bids_it(qtbot):
    bar, spin, chosen = bar_with_bids(qtbot)
    type_into(spin, "755")
    assert bid_button(bar).property("action") == "bid 750"  # the button says what it plays
    QTest.keyClick(spin, Qt.Key.Key_Return)
    assert chosen == [] and spin.text() == "750"
    QTest.keyClick(spin, Qt.Key.Key_Return)
    assert chosen == ["bid 750"]


def test_a_number_past_the_highest_is_typed_whole_and_corrected_to_the_highest(qtbot):
    """Qt's own box refused the digit that went past the highest: "4000" stopped at "400", and
    Enter bid 400."""
    bar, spin, chosen = bar_with_bids(qtbot)
    type_into(spin, "4000")
    assert spin.text() == "4000" and bid_button(bar).property("action") == "bid 3050"
    QTest.keyClick(spin, Qt.Key.Key_Return)
    assert chosen == [] and spin.value() == 3050 and spin.text() == "3050"
    type_into(spin, "200", Qt.Key.Key_Return)  # below the lowest
    assert chosen == [] and spin.value() == 310


def test_a_letter_is_not_typed_into_the_box(qtbot):
    bar, spin, chosen = bar_with_bids(qtbot)
    type_into(spin, "5x0")
    assert spin.text() == "50"


def test_at_the_table_the_box_runs_to_the_auctions_ceiling_and_a_typed_1200_is_bid(qtbot):
    table = make_table(qtbot, "pinochle", 3, seed=2)
    settle(table)
    state = table.session.state
    spin = table.actions_bar.spins["bid"]
    assert spin.maximum() == state.ctx.max_bid == 3050
    assert spin.minimum() == int(state.legal_actions()[1].split()[1])
    seat = table.session.state.current_player
    type_into(spin, "1200", Qt.Key.Key_Return)
    assert table.session.state.history[-1] == "bid 1200"
    assert table.session.state.bid_log[-1] == (seat, 1200)
