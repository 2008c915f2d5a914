"""A card on the table: a face or a back rendered from our SVGs, with a soft shadow.

The item's origin is the card's centre, so a pose (centre, rotation) maps straight onto
``setPos``/``setRotation``. The pixmaps come from the :class:`CardArt` of the scene, rendered at
the item's width and the screen's device pixel ratio and cached there, so cards stay sharp at
every size. A card can be dimmed (not playable now), marked playable, selected (part of a
several-card play) and carry the keyboard focus ring.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...engine.events import HIDDEN
from .geometry import ASPECT

if TYPE_CHECKING:  # pragma: no cover
    from .art import CardArt
    from .zone_picture import ZonePicture

SHADOW = 7.0
MARGIN = 2  # transparent pixels around a card's composed pixmap (see CardArt.card)
FAST = 0.04  # a card moving more than this share of its width a frame is drawn unfiltered
#: the angles, in degrees, a turning card in flight is drawn at: fast, and slow (landing)
TURN_STEP = (2.0, 0.5)
# (compared by membership: ordering PySide6's TransformationType with <= crashes the interpreter)
_UPRIGHT = (QTransform.TransformationType.TxNone, QTransform.TransformationType.TxTranslate)
_TURNED = QTransform.TransformationType.TxRotate
_SMOOTH = QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
_DIM = QColor(10, 20, 14, 105)
_PLAYABLE = QColor(255, 214, 90)
_SELECTED = QColor(255, 170, 40)
_FOCUS = QColor(120, 200, 255)


class CardItem(QGraphicsItem):
    """One card: ``card`` is its id (or HIDDEN where the viewer does not know it), ``shown``
    whether its face is drawn."""

    def __init__(self, art: "CardArt", card: int, shown: bool, width: float):
        super().__init__()
        self.art = art
        self.card = card
        self.shown = shown and card != HIDDEN
        self.width = float(width)
        self.flip_scale = 1.0
        self.playable = False
        self.dimmed = False
        self.selected = False
        self.focused = False
        self.from_seat: int | None = None  # the seat that played it into a trick
        self.shadowed = True  # cards deep in a squared stack cast no shadow of their own
        self._bounds: tuple[float, QRectF] = (-1.0, QRectF())
        self.moving = False  # the timeline tweens it (a turned card at rest is drawn from a cache)
        self.step = 0.0  # how far the timeline moved it in its last frame (scene pixels)
        self.picture: "ZonePicture | None" = None  # its zone's picture (zone_picture.py)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    # --- appearance -------------------------------------------------------------------------
    def set_face(self, card: int, shown: bool) -> None:
        shown = shown and card != HIDDEN
        if card != self.card or shown != self.shown:
            self.card, self.shown = card, shown
            self.update()

    def set_width(self, width: float) -> None:
        if abs(width - self.width) > 0.01:
            self.prepareGeometryChange()
            self.width = float(width)

    def set_marks(self, *, playable: bool = False, dimmed: bool = False, selected: bool = False,
                  focused: bool = False) -> None:
        if (playable, dimmed, selected, focused) != (self.playable, self.dimmed, self.selected,
                                                       self.focused):
            self.playable, self.dimmed, self.selected, self.focused = playable, dimmed, selected, focused
            self.update()

    @property
    def height(self) -> float:
        return self.width * ASPECT

    def boundingRect(self) -> QRectF:
        # Asked for several times per card per frame: made once per width.
        if self._bounds[0] != self.width:
            w, h = self.width, self.height
            self._bounds = (w, QRectF(-w / 2 - 4, -h / 2 - 4, w + SHADOW + 8, h + SHADOW + 8))
        return self._bounds[1]

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(-self.width / 2, -self.height / 2, self.width, self.height))
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        pic = self.picture
        if pic is not None and pic.active and not pic.building and id(self) in pic.members:
            return  # drawn in its zone's picture this pass
        w, h = self.width, self.height
        if self.flip_scale != 1.0:
            painter.scale(max(0.02, self.flip_scale), 1.0)
        dpr = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        transform = painter.worldTransform()
        kind = transform.type()
        hints = painter.renderHints()  # restored below: the view does not save painter state
        if kind in _UPRIGHT or (self.shadowed and kind == _TURNED
                                and abs(transform.determinant() - 1.0) < 1e-6):
            # Drawn upright on whole device pixels, the pixmap is a plain blit. At a fraction
            # of a pixel, or turned, the smooth-pixmap hint resamples every pixel: 3840×2160,
            # a fanned 230-pixel card 0.4–0.9 ms so, 0.03–0.06 ms as a blit. A turned card
            # comes turned from CardArt.turned (drawn once, smoothed). One in flight turns a
            # little every frame: it is asked for at the nearest TURN_STEP (finer as it slows
            # to land), so the cards dealt along one path share their pictures. The shift is
            # under a pixel. (A card growing or flipping in flight is drawn transformed, below.)
            if kind in _UPRIGHT:
                m = MARGIN if self.shadowed else 0
                pix = (self.art.card(self.card, self.shown, w, dpr, MARGIN) if self.shadowed
                       else self.art.face(self.card, w, dpr) if self.shown
                       else self.art.back(w, dpr))
                corner = QPointF(-w / 2 - m, -h / 2 - m)
            else:
                angle = math.degrees(math.atan2(transform.m12(), transform.m11()))
                if self.moving:
                    step = TURN_STEP[0] if self.step > w * FAST else TURN_STEP[1]
                    angle = round(angle / step) * step
                pix, corner = self.art.turned(self.card, self.shown, w, dpr, angle)
            # (floor: the card stays inside its bounding rectangle)
            painter.setWorldTransform(QTransform.fromTranslate(
                math.floor((transform.dx() + corner.x()) * dpr) / dpr,
                math.floor((transform.dy() + corner.y()) * dpr) / dpr))
            painter.setRenderHints(_SMOOTH, False)
            painter.drawPixmap(QPointF(0, 0), pix)
            painter.setRenderHints(hints)
            painter.setWorldTransform(transform)
        elif self.shadowed:
            # The composed pixmap has a transparent margin on every side, so a turned card's
            # edges are smoothed by the bilinear filter: no antialiased blit (a third slower).
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
            if self.moving and self.step > w * FAST:
                # Flying fast, it is drawn without filtering: the eye cannot follow its edges
                # (at 3840×2160 a smoothed turned card costs about 0.25 ms of CPU, unfiltered
                # 0.06 ms); it is smoothed again as it slows down to land.
                painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
            painter.drawPixmap(QPointF(-w / 2 - MARGIN, -h / 2 - MARGIN),
                               self.art.card(self.card, self.shown, w, dpr, MARGIN))
            painter.setRenderHints(hints)
        else:
            pix = self.art.face(self.card, w, dpr) if self.shown else self.art.back(w, dpr)
            painter.drawPixmap(QPointF(-w / 2, -h / 2), pix)
        radius = w * 0.055
        rect = QRectF(-w / 2, -h / 2, w, h)
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(_DIM)
            painter.drawRoundedRect(rect, radius, radius)
        if self.selected or self.playable or self.focused:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            if self.selected:
                painter.setPen(QPen(_SELECTED, max(2.5, w * 0.035)))
                painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
            elif self.playable:
                painter.setPen(QPen(_PLAYABLE, max(1.5, w * 0.018)))
                painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
            if self.focused:
                pen = QPen(_FOCUS, max(2.0, w * 0.03), Qt.PenStyle.DashLine)
                painter.setPen(pen)
                painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), radius + 3, radius + 3)


def soft_shadow(width: float, dpr: float) -> QPixmap:
    """A blurred rounded rectangle the size of a card plus the blur, drawn as stacked rings."""
    w, h = width + SHADOW, width * ASPECT + SHADOW
    image = QImage(max(1, round(w * dpr)), max(1, round(h * dpr)), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(dpr, dpr)
    painter.setPen(Qt.PenStyle.NoPen)
    steps = 6
    for i in range(steps):
        inset = SHADOW / 2 * i / steps
        painter.setBrush(QColor(0, 0, 0, 16))
        r = QRectF(inset, inset, w - 2 * inset, h - 2 * inset)
        painter.drawRoundedRect(r, width * 0.06 + SHADOW / 2 - inset, width * 0.06 + SHADOW / 2 - inset)
    painter.end()
    pix = QPixmap.fromImage(image)
    pix.setDevicePixelRatio(dpr)
    return pix
