"""Shithead's table cards keep their places: each face-up card lies on its face-down card, and
the row does not close up when one is played or swapped (ZoneLayout.keep_places)."""

from __future__ import annotations

from cardtable.engine.events import MOVE, Event

from .table_driver import click_item, make_table, settle


def _xs(widget, zone: str) -> dict[int, float]:
    return {it.card: round(it.pos().x(), 1) for it in widget.scene.zone_items[zone]}


def _on_its_own_card(widget, seat: int) -> bool:
    down = [it.pos().x() for it in widget.scene.zone_items[f"table_down:{seat}"]]
    return all(any(abs(it.pos().x() - x) < 1.0 for x in down)
               for it in widget.scene.zone_items[f"table_up:{seat}"])


def test_a_card_swapped_onto_the_table_takes_the_place_of_the_one_taken_up(qtbot):
    widget = make_table(qtbot, "shithead", 2, seed=4)
    settle(widget)
    seat = widget.viewer
    before = _xs(widget, f"table_up:{seat}")
    assert len(before) == 3 and _on_its_own_card(widget, seat)
    hand = widget.scene.zone_items[f"hand:{seat}"]
    up = sorted(widget.scene.zone_items[f"table_up:{seat}"], key=lambda it: it.pos().x())
    middle, new = up[1], hand[0]
    middle_card, new_card = middle.card, new.card
    click_item(qtbot, widget, new)
    click_item(qtbot, widget, middle)
    settle(widget)
    after = _xs(widget, f"table_up:{seat}")
    assert middle_card not in after and after[new_card] == before[middle_card]
    assert {c: x for c, x in after.items() if c != new_card} == \
        {c: x for c, x in before.items() if c != middle_card}
    assert _on_its_own_card(widget, seat)


def test_a_face_up_card_played_leaves_the_others_where_they_lie(qtbot):
    widget = make_table(qtbot, "shithead", 2, seed=4)
    settle(widget)
    seat = widget.viewer
    zone = f"table_up:{seat}"
    before = _xs(widget, zone)
    first = min(before, key=before.get)
    # moves of the scene's own (the session stays in its setup: no resync to it)
    widget.scene.timeline.idle.disconnect(widget._on_idle)
    widget.scene.schedule([Event(MOVE, (first,), zone, "pile", True, seat)])
    qtbot.waitUntil(lambda: not widget.scene.timeline.busy)
    after = _xs(widget, zone)
    assert first not in after and after == {c: x for c, x in before.items() if c != first}
    assert _on_its_own_card(widget, seat)
    # the face-down row too: a card turned up and played blind (the engine takes the row's
    # last; the others stay where they lie)
    down = f"table_down:{seat}"
    before_down = {id(it): it.pos().x() for it in widget.scene.zone_items[down]}
    widget.scene.schedule([Event(MOVE, (widget.scene.zone_items[down][-1].card,), down, "pile",
                                 True, seat)])
    qtbot.waitUntil(lambda: not widget.scene.timeline.busy)
    after_down = {id(it): it.pos().x() for it in widget.scene.zone_items[down]}
    assert len(after_down) == 2 and all(before_down[k] == x for k, x in after_down.items())
