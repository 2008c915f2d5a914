"""A zone's resting cards drawn as one picture (a speed measure, with the same pixels).

A fanned hand of twelve cards overlaps itself several times over: drawn card by card, every
frame blends each card's whole turned pixmap, most of it hidden under the next card (at
3840×2160 a four-handed Pinochle table spends about half its paint time so). While a zone's
cards lie still, the scene draws them once into a picture the size of the zone in the view's
device pixels and then blits that picture each frame; the cards themselves draw nothing. The
moment anything about them changes (a card moves, turns, is marked or flipped, the view
scrolls or scales, the screen's pixel ratio), the cards draw themselves again, and a new picture
is made once they have stayed still for one more frame.

The picture is made by the cards' own ``paint`` with the view's transform shifted by whole
device pixels and the pass's render hints, so it holds the pixels the cards would draw (blended
once more: a level or two apart at antialiased edges). Hit-testing, menus and keyboard focus
still go to the card items, which stay in the scene: the picture has no shape.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Iterable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPainterPath, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

if TYPE_CHECKING:  # pragma: no cover
    from .card_item import CardItem

#: the fewest visible cards worth a picture (fewer overlap too little to gain)
MIN_CARDS = 3
#: a zone's cards lie within this many z-steps of one another (a card lifted to the top while
#: dragged or flying is far above: its zone is then drawn card by card)
Z_SPAN = 100.0
_UPRIGHT = (QTransform.TransformationType.TxNone, QTransform.TransformationType.TxTranslate)
_EVERYWHERE = QRectF(-1e6, -1e6, 2e6, 2e6)
_HINTS = QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform


def _item_state(item: "CardItem", z: float) -> tuple:
    """What the card's pixels depend on (its height first: the states sort by it)."""
    return (z, item.sceneTransform(), item.card, item.shown, item.width, item.flip_scale,
            item.playable, item.dimmed, item.selected, item.focused, item.isVisible(),
            item.shadowed, item.art, item)


class ZonePicture(QGraphicsItem):
    """The picture of one zone's resting cards, drawn below them (see the module's text)."""

    def __init__(self) -> None:
        super().__init__()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.active = False    # this paint pass: the picture draws, its cards do not
        self.building = False  # the cards are drawing themselves into the picture
        self.pixmap: QPixmap | None = None
        self.origin = QPointF()  # where the picture lies, in the device's logical pixels
        self._built: tuple | None = None  # the state the picture shows
        self._seen: tuple | None = None   # the state at the pass before
        self.members: set[int] = set()  # id() of the cards the picture holds
        self.builds = 0  # how many pictures were made (the tests read it)
        self.z_range = (0.0, 0.0)  # the lowest and highest of its cards
        self.area = QRectF()  # where its cards lie, in scene coordinates

    # The picture spans the scene and has no shape: the view always asks it to paint (it draws
    # only within the exposed region) and never finds it under the mouse.
    def boundingRect(self) -> QRectF:
        return _EVERYWHERE

    def shape(self) -> QPainterPath:
        return QPainterPath()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.active or self.pixmap is None:
            return
        transform = painter.worldTransform()
        painter.setWorldTransform(QTransform())
        painter.drawPixmap(self.origin, self.pixmap)
        painter.setWorldTransform(transform)

    # --- the pass ---------------------------------------------------------------------------
    def refresh(self, cards: list[tuple[float, "CardItem"]], view: QTransform, dpr: float,
                hints: QPainter.RenderHint = _HINTS) -> None:
        """Decide, before a paint pass, whether this pass draws the picture of ``cards`` (the
        zone's resting cards with their heights), making it when they have stayed as they are
        since the pass before."""
        self.active = False
        hints = hints & _HINTS  # the two a card's pixels depend on (it draws no text)
        state = self._state(cards, view, dpr, hints)
        seen, self._seen = self._seen, state
        if state is None:
            if not cards and self.pixmap is not None:
                self.forget()  # the zone is empty: no picture kept for it
            return
        if state != self._built:
            if state != seen:
                return  # still settling: draw the cards, picture them if they stay so
            self._build([s[-1] for s in state[4]], view, dpr, hints)
            self._built = state
        if self.pixmap is not None:
            self.active = True
            self.z_range = (state[4][0][0], state[4][-1][0])
            self.setZValue(self.z_range[0] - 0.5)

    @staticmethod
    def _state(cards: list[tuple[float, "CardItem"]], view: QTransform, dpr: float,
               hints: QPainter.RenderHint) -> tuple | None:
        if len(cards) < MIN_CARDS or view.type() not in _UPRIGHT:
            return None
        dx, dy = view.dx() * dpr, view.dy() * dpr
        if dx != math.floor(dx) or dy != math.floor(dy):
            return None  # the view lies between device pixels: the cards' own rounding differs
        states = sorted((_item_state(item, z) for z, item in cards), key=lambda s: s[0])
        if sum(s[10] for s in states) < MIN_CARDS:
            return None
        if len({s[0] for s in states}) != len(states):
            return None  # equal heights: the scene's own order among them is not ours to know
        return (view.dx(), view.dy(), dpr, hints, tuple(states))

    def _build(self, items: list["CardItem"], view: QTransform, dpr: float,
               hints: QPainter.RenderHint) -> None:
        visible = sorted((it for it in items if it.isVisible()), key=lambda it: it.zValue())
        scene_area = QRectF()
        for item in visible:
            scene_area = scene_area.united(item.sceneBoundingRect())
        self.area = scene_area
        area = view.mapRect(scene_area)
        left = math.floor(area.left() * dpr - 2) / dpr
        top = math.floor(area.top() * dpr - 2) / dpr
        width = math.ceil(area.right() * dpr + 2) - round(left * dpr)
        height = math.ceil(area.bottom() * dpr + 2) - round(top * dpr)
        image = QImage(max(1, width), max(1, height), QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(dpr)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHints(hints)  # the pass's own: the view's, or a render()'s
        shift = view * QTransform.fromTranslate(-left, -top)
        option = QStyleOptionGraphicsItem()
        self.building = True
        try:
            for item in visible:
                painter.setWorldTransform(item.sceneTransform() * shift)
                option.exposedRect = item.boundingRect()
                item.paint(painter, option, None)
        finally:
            self.building = False
            painter.end()
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(dpr)
        self.pixmap, self.origin = pixmap, QPointF(left, top)
        self.members = {id(it) for it in visible}
        self.builds += 1

    def forget(self) -> None:
        """Drop the picture (the cards changed under it in a way the state does not show)."""
        self.active = False
        self.pixmap = None
        self.members = set()
        self._built = self._seen = None


def refresh_all(pictures: dict[str, ZonePicture], zones: Iterable[tuple[str, list["CardItem"]]],
                view: QTransform, dpr: float,
                hints: QPainter.RenderHint = _HINTS) -> list[ZonePicture]:
    """One pass's decision for every zone's picture; returns the pictures new to the scene
    (one for each zone seen for the first time), for the caller to add.

    A zone's picture holds its still cards that lie together (within :data:`Z_SPAN` of the
    lowest; a hand's cards still waiting in the stock during a deal lie higher, and a card in
    flight far higher: they draw themselves). It is drawn at its lowest card's height, so no
    other card may lie between its lowest and highest card over the same place: such a pass
    draws the zone card by card."""
    new = []
    others: list[tuple[float, "CardItem"]] = []  # every card, with its height
    for zone, items in zones:
        picture = pictures.get(zone)
        if picture is None:
            picture = pictures[zone] = ZonePicture()
            new.append(picture)
        heights = [(item.zValue(), item) for item in items]
        others.extend(heights)
        still = [(z, item) for z, item in heights if not item.moving]
        if still:
            low = min(z for z, _ in still) + Z_SPAN
            still = [(z, item) for z, item in still if z < low]
        picture.refresh(still, view, dpr, hints)
        for item in items:
            item.picture = picture
    # a card in another zone's picture lies within that picture's area (its state is as when
    # the picture was made): pictures apart from each other need no card-by-card look
    owner = {m: picture for picture in pictures.values() if picture.active
             for m in picture.members}
    for picture in pictures.values():
        if not picture.active:
            continue
        low, high = picture.z_range
        members, area = picture.members, picture.area
        for z, card in others:
            if not low <= z <= high or id(card) in members:
                continue
            other = owner.get(id(card))
            if other is not None and not other.area.intersects(area):
                continue
            if card.isVisible() and card.sceneBoundingRect().intersects(area):
                picture.active = False
                break
    return new


__all__ = ["MIN_CARDS", "ZonePicture", "refresh_all"]
