"""A zone's resting cards are drawn as one picture, with the pixels the cards would draw.

The picture is a speed measure (zone_picture.py): these tests check that it is used once a
hand lies still, that the table it draws is the table the cards draw, that any change to a card
sends the zone back to card-by-card drawing at once, and that clicks still find the cards.
"""

from __future__ import annotations

from PySide6.QtGui import QImage, QPainter

from cardtable.ui.table import scene as scene_module
from cardtable.ui.table.card_item import CardItem
from cardtable.ui.table.zone_picture import ZonePicture

from .table_driver import make_table, settle


def _render(widget) -> QImage:
    view = widget.view
    image = QImage(view.viewport().size(), QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    view.render(painter)
    painter.end()
    return image


def _largest_difference(a: QImage, b: QImage) -> int:
    da, db = bytes(a.constBits()), bytes(b.constBits())
    assert len(da) == len(db)
    return max((abs(x - y) for x, y in zip(da, db) if x != y), default=0)


def _without_pictures(monkeypatch) -> None:
    def card_by_card(pictures, zones, view, dpr, hints=None):
        for picture in pictures.values():
            picture.active = False
        for _zone, items in zones:
            for item in items:
                item.picture = None
        return []
    monkeypatch.setattr(scene_module, "refresh_all", card_by_card)


def _pinochle(qtbot):
    widget = make_table(qtbot, "pinochle", 4, seed=5, size=(1400, 900))
    settle(widget)
    _render(widget)
    _render(widget)  # the second pass of still cards makes the pictures
    return widget


def test_a_still_hand_is_drawn_as_one_picture_that_looks_the_same(qtbot, monkeypatch) -> None:
    widget = _pinochle(qtbot)
    scene = widget.scene
    pictured = {zone for zone, p in scene.pictures.items() if p.active}
    assert {"hand:0", "hand:1", "hand:2", "hand:3"} <= pictured
    hand = scene.zone_items["hand:1"]
    assert all(id(item) in scene.pictures["hand:1"].members for item in hand)
    with_pictures = _render(widget)
    _without_pictures(monkeypatch)
    card_by_card = _render(widget)
    # the same pixels but for rounding: blending a card onto the picture and the picture onto
    # the felt differs from blending the card onto the felt by a level or two at the edges
    assert _largest_difference(with_pictures, card_by_card) <= 3


def test_a_card_drawn_in_the_picture_does_not_draw_itself(qtbot) -> None:
    widget = _pinochle(qtbot)
    item = widget.scene.zone_items["hand:2"][3]
    calls = []

    class Spy(QPainter):
        def drawPixmap(self, *args):  # noqa: N802 (Qt's name)
            calls.append(args)
            return super().drawPixmap(*args)

    image = QImage(300, 300, QImage.Format.Format_ARGB32_Premultiplied)
    painter = Spy(image)
    assert item.picture is not None and item.picture.active
    item.paint(painter, None, None)
    assert not calls  # the pass draws it in the zone's picture
    item.picture.active = False
    item.paint(painter, None, None)
    painter.end()
    assert calls


def test_a_change_to_a_card_draws_the_zone_card_by_card_until_it_is_still(qtbot) -> None:
    widget = _pinochle(qtbot)
    scene = widget.scene
    picture = scene.pictures["hand:0"]
    built = picture.builds
    card = scene.zone_items["hand:0"][2]
    card.set_marks(selected=True)
    _render(widget)
    assert not picture.active  # changed this pass: the cards draw themselves
    _render(widget)
    assert picture.active and picture.builds == built + 1  # still for a pass: a new picture
    card.setPos(card.pos().x(), card.pos().y() - 20)  # lifted, as a chosen card is
    _render(widget)
    assert not picture.active
    _render(widget)
    assert picture.active and picture.builds == built + 2


def test_a_card_of_another_zone_between_the_hands_cards_stops_the_picture(qtbot) -> None:
    widget = _pinochle(qtbot)
    scene = widget.scene
    hand = scene.zone_items["hand:0"]
    stray = scene.zone_items["hand:1"][0]
    # lay another zone's card over the middle of the hand, between its cards' heights
    stray.setPos(hand[5].pos())
    stray.setRotation(hand[5].rotation())
    stray.setZValue((hand[0].zValue() + hand[-1].zValue()) / 2 + 0.25)
    _render(widget)
    _render(widget)
    assert not scene.pictures["hand:0"].active


def test_the_picture_is_never_under_the_mouse(qtbot) -> None:
    widget = _pinochle(qtbot)
    scene = widget.scene
    item = scene.zone_items["hand:0"][4]
    point = scene.click_point_item(item)
    assert point is not None
    assert scene.card_at(point) is item
    under = scene.items(point)
    assert not any(isinstance(it, ZonePicture) for it in under)
    assert any(isinstance(it, CardItem) for it in under)


def test_an_emptied_zone_keeps_no_picture(qtbot) -> None:
    widget = _pinochle(qtbot)
    picture = widget.scene.pictures["hand:3"]
    assert picture.pixmap is not None
    from PySide6.QtGui import QTransform
    picture.refresh([], QTransform(), 1.0)
    assert picture.pixmap is None and not picture.active and not picture.members
