"""Animations change nothing but the pictures: the speed off and normal end in the same state,
and clicks while cards are still moving are neither lost nor applied twice."""

from PySide6.QtTest import QTest

from tests.ui.table_driver import chosen_action, make_table, perform, settle


def _play(qtbot, table, actions: int) -> None:
    for _ in range(actions):
        settle(table)
        perform(qtbot, table, chosen_action(table))
    settle(table)


def _shown(table):
    """What the table shows, zone by zone: the model and, item by item, the faces drawn."""
    scene = table.scene
    return scene.state_summary(), scene.items_summary()


def test_speed_off_and_normal_end_in_the_same_state(qtbot):
    off = make_table(qtbot, "briscola", 2, seed=21, speed="off")
    normal = make_table(qtbot, "briscola", 2, seed=21, speed="normal")
    _play(qtbot, off, 5)
    _play(qtbot, normal, 5)
    assert off.session.state.history == normal.session.state.history
    assert _shown(off) == _shown(normal)
    # and every card sits where the layout puts it once the animations are over
    for zone, items in normal.scene.zone_items.items():
        for item, pose in zip(items, normal.scene.poses(zone)):
            assert abs(item.pos().x() - pose.x) < 0.5 and abs(item.pos().y() - pose.y) < 0.5


def _answered_while_animating(qtbot, game: str, seed: int):
    """A slow table where the person played and the computer answered at once (inline): the
    person is to move again while the computer's move is still being animated."""
    table = make_table(qtbot, game, 2, seed=seed, speed="slow")
    settle(table)
    perform(qtbot, table, chosen_action(table))
    while not table.session.human_to_move:
        table.poll()
    return table


def test_clicks_during_an_animation_play_once(qtbot):
    table = _answered_while_animating(qtbot, "pishti", 4)
    session = table.session
    assert table.scene.timeline.busy
    before = len(session.steps)
    action = chosen_action(table)
    record = next(r for r in table.records() if r.action == action)
    item = table.scene.item_for(record.cards[0].card)
    from tests.ui.table_driver import click_item
    click_item(qtbot, table, item)
    click_item(qtbot, table, item)  # a second, impatient click on the same card
    assert len(session.steps) == before + 1
    assert session.steps[-1].action == action
    QTest.qWait(50)
    settle(table)
    assert len([s for s in session.steps[before:] if s.seat == table.viewer]) == 1
    assert table.errors == []


def test_your_turn_is_said_when_the_table_has_caught_up(qtbot):
    """While the computer's card is still on its way the prompt does not say "your turn" (the
    cards are not marked playable yet either); once the table is still, it does."""
    table = _answered_while_animating(qtbot, "briscola", 21)
    table.poll()
    assert table.scene.timeline.busy and table.input_open
    assert "Your turn" not in table.actions_bar.prompt.text()
    settle(table)
    assert table.actions_bar.prompt.text().startswith("Your turn")
