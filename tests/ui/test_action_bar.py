"""The bar under the table: its controls wrap onto more rows instead of widening the window, and
a card chosen with several ways to play it offers each way once."""

from __future__ import annotations

from cardtable.engine.actions import ActionRecord
from cardtable.ui.table.action_bar import ActionBar

from .table_driver import chosen_action, click_item, make_table, perform, settle


def test_many_buttons_wrap_onto_rows_and_never_widen_the_window(qtbot):
    """Two-handed Pinochle offered six long buttons after a trick: the bar's row of buttons made
    the table at least 1000 pixels wide and squeezed the game log to a sliver."""
    bar = ActionBar()
    qtbot.addWidget(bar)
    records = [ActionRecord(f"a{i}", "confirm", (), f"Exchange 9♦ for the trump card {i}", "")
               for i in range(6)]
    bar.show_records(records)
    bar.set_prompt("Your turn: lay down a meld (click its cards or its button), or choose Done.")
    assert bar.minimumSizeHint().width() < 600  # the prompt and the widest button
    bar.resize(700, bar.heightForWidth(700))
    bar.show()
    qtbot.waitExposed(bar)
    rects = [b.geometry().translated(b.parentWidget().pos()) for b in bar.buttons]
    assert all(bar.rect().contains(r) for r in rects), "a button lies outside the bar"
    assert len({r.top() for r in rects}) >= 2, "the buttons did not wrap"
    for i, a in enumerate(rects):
        assert not any(a.intersects(b) for b in rects[i + 1:]), "buttons overlap"
    assert bar.heightForWidth(700) > bar.heightForWidth(3000)


def test_the_bar_grows_in_the_table_and_the_table_stays_narrow(qtbot):
    """Eight long buttons under the table: the table's least width stays that of the table (the
    buttons wrap), and the bar is tall enough for its rows."""
    host = make_table(qtbot, "briscola", 2)
    bar = host.actions_bar
    records = [ActionRecord(f"a{i}", "confirm", (), f"A rather long button label {i}", "")
               for i in range(8)]
    bar.show_records(records)
    qtbot.wait(50)
    assert host.minimumSizeHint().width() < 800  # it was 2233: the sum of the buttons
    host.resize(900, 700)
    qtbot.wait(50)
    assert bar.height() >= bar.heightForWidth(bar.width()) > 60
    bottom = max(b.geometry().translated(b.parentWidget().pos()).bottom() for b in bar.buttons)
    assert bottom <= bar.height(), "the last row of buttons is cut off"


def test_a_card_with_several_plays_offers_each_play_once(qtbot):
    """The dix after a won trick may be melded or exchanged: both are buttons already; choosing
    the card added "dix (10)" and "Exchange 9♦ …" a second time."""
    table = make_table(qtbot, "pinochle", 2, seed=8)
    for _ in range(60):
        settle(table)
        legal = [r.action for r in table.records()]
        dix = [a.split()[1] for a in legal if a.startswith("exchange ")]
        if dix and f"meld dix {dix[0]}" in legal:
            break
        perform(qtbot, table, legal[0] if legal[0].startswith("play") else "done")
    else:
        raise AssertionError("the dix never came up")
    record = next(r for r in table.records() if r.action == f"exchange {dix[0]}")
    item = table.scene.item_for(record.cards[0].card)
    click_item(qtbot, table, item)
    actions = [b.property("action") for b in table.actions_bar.buttons]
    assert f"exchange {dix[0]}" in actions and f"meld dix {dix[0]}" in actions
    assert len(actions) == len(set(actions)), actions


def test_a_focused_button_keeps_room_for_its_text(qtbot):
    """The focus ring's thicker border ate the padding's room: "Play again", focused on the final
    sheet, had its text cut off at the bottom."""
    from PySide6.QtWidgets import QStyle, QStyleOptionButton, QWidget

    from cardtable.ui.table.sheet_view import ScoreSheetPanel

    def text_room(button) -> int:
        opt = QStyleOptionButton()
        button.initStyleOption(opt)
        return button.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, opt,
                                             button).height()

    host = QWidget()
    qtbot.addWidget(host)
    host.resize(800, 600)
    host.show()
    sheet = ScoreSheetPanel(host)
    sheet.show()
    qtbot.waitExposed(sheet)
    button = sheet.again_button
    button.show()
    button.setFocus()
    qtbot.waitUntil(button.hasFocus)
    assert text_room(button) >= button.fontMetrics().height()


def test_cards_passed_to_the_partner_are_clicked_not_a_button_each(qtbot):
    """Partnership Pinochle passing cards: the bar showed a "Pass J♠" button for every card in
    the hand (twelve, over two rows) beside the cards themselves."""
    from .table_driver import chosen_action

    table = make_table(qtbot, "pinochle", 4, seed=1, size=(1200, 780),
                       options={"form": "partnership-auction", "pass_cards": True})
    for _ in range(40):
        settle(table)
        if any(r.action.startswith("give ") for r in table.records()):
            break
        perform(qtbot, table, chosen_action(table))
    else:
        raise AssertionError("the person never passed cards in this deal")
    gives = [r for r in table.records() if r.action.startswith("give ")]
    assert len(gives) > 3
    assert table.actions_bar.buttons == [] and table.playable_items()
    assert table.actions_bar.prompt.text() == "Your turn: click a card to pass it to your partner."
    before = len(table.session.steps)
    click_item(qtbot, table, table.playable_items()[0])
    assert len(table.session.steps) == before + 1
    assert table.session.steps[-1].action.startswith("give ")


def test_buttons_wait_until_the_moves_before_the_turn_are_shown(qtbot):
    """Shithead, animated: the session reaches the person's turn while the table still shows
    the computers' plays. "Pick up the pile" stood beside another player's move (it read as
    theirs, and picked up a pile still growing on screen); it now comes with the turn."""
    from PySide6.QtTest import QTest

    table = make_table(qtbot, "shithead", 3, seed=4, speed="normal")
    seen_busy = shown = False
    for _ in range(30):
        settle(table)
        if table.session.is_over or table.sheet.isVisible():
            break
        assert table.input_open and not table.scene.timeline.busy
        if any(r.kind == "pickup" and not r.cards for r in table.records()):
            assert [b.text() for b in table.actions_bar.buttons if b.isVisible()], \
                "the turn came without its buttons"
            shown = True
        if seen_busy and shown:
            break
        perform(qtbot, table, chosen_action(table))
        for _ in range(400):  # the computers move; catch the turn while the table still moves
            table.poll()
            if table.session.human_to_move and table.scene.timeline.busy:
                seen_busy = True
                assert not table.actions_bar.buttons, \
                    [b.text() for b in table.actions_bar.buttons]
                break
            if table.session.human_to_move:
                break
            QTest.qWait(10)
    assert seen_busy and shown, "never caught the table behind the session"
