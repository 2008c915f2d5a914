"""The pictures the table draws: card faces and backs for one pack, and shadows (the felt is
in :mod:`.felt`).

Faces come from our SVG decks through :class:`~cardtable.ui.cards.renderer.CardRenderer`, at the
width a card is drawn and the screen's device pixel ratio, cached; a new size renders anew.
"""

from __future__ import annotations

import math
from collections import OrderedDict

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap, QTransform

from ...engine.cards import Pack
from ..cards.renderer import CardRenderer
from .card_item import SHADOW, soft_shadow
from .felt import FELT
from .geometry import ASPECT

#: memory for turned cards (at 3840×2160 a turned card is 0.3–0.6 MB: about 150 of them)
TURNED_BYTES = 64 * 1024 * 1024
DEFAULT_DECKS = {"french": "classic", "italian": "napoletane"}


class CardArt:
    """Faces of ``pack`` in ``deck`` (a deck of the pack's style), a ``back``, shadows."""

    def __init__(self, pack: Pack, deck: str | None = None, back: str = "lattice",
                 renderer: CardRenderer | None = None):
        self.pack = pack
        self.deck = deck or DEFAULT_DECKS.get(pack.style, "classic")
        self.back_name = back
        self.renderer = renderer or CardRenderer(cache_size=512)
        self._codes = [c.code for c in pack.cards]
        self._shadows: dict[tuple[int, float], QPixmap] = {}
        self._composed: dict[tuple[int, int, float, int], QPixmap] = {}
        # the turned cards, least recently drawn first, within TURNED_BYTES
        self._turned: OrderedDict[tuple[int, int, float, float], tuple[QPixmap, QPointF]] = \
            OrderedDict()
        self._turned_bytes = 0

    def face(self, card: int, width: float, dpr: float) -> QPixmap:
        return self.renderer.pixmap(self.deck, self._codes[card], round(width), dpr)

    def back(self, width: float, dpr: float) -> QPixmap:
        return self.renderer.back(self.back_name, round(width), dpr)

    def card(self, card: int, shown: bool, width: float, dpr: float, margin: int = 0) -> QPixmap:
        """The face (or the back, for ``shown`` False) with its soft shadow in one pixmap, the
        card's top-left corner at (``margin``, ``margin``) and the shadow reaching SHADOW past the
        right and bottom: one blit per card per frame. The table asks for a transparent
        ``margin`` (:data:`MARGIN`) so that every edge of the card lies inside the pixmap: a
        turned card is then smoothed by the pixmap's own filtering and needs no antialiased
        (three times slower) blit."""
        w = round(width)
        key = (card if shown else -1, w, dpr, margin)
        pix = self._composed.get(key)
        if pix is None:
            if len(self._composed) > 400:
                self._composed.clear()
            face = self.face(card, w, dpr) if shown else self.back(w, dpr)
            shadow = self.shadow(w, dpr)
            image = QImage(shadow.width() + round((3 + margin) * dpr),
                           shadow.height() + round((4 + margin) * dpr),
                           QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(Qt.GlobalColor.transparent)
            image.setDevicePixelRatio(dpr)
            painter = QPainter(image)
            painter.drawPixmap(QPointF(margin + 2.5, margin + 3.5), shadow)
            painter.drawPixmap(QPointF(margin, margin), face)
            painter.end()
            pix = QPixmap.fromImage(image)
            pix.setDevicePixelRatio(dpr)
            self._composed[key] = pix
        return pix

    def turned(self, card: int, shown: bool, width: float, dpr: float,
               angle: float) -> tuple[QPixmap, QPointF]:
        """The card as :meth:`card` (with :data:`MARGIN`) turned by ``angle`` degrees about its
        centre, drawn once with smooth filtering and antialiasing, and where its top-left
        corner lies relative to the centre.

        A fanned hand's cards are turned: drawing each turned pixmap every frame resamples
        every pixel (at 3840×2160 a 230-pixel card costs 0.4 ms so, 0.06 ms as a plain blit).
        A card in flight asks at a few angles of its path (see ``CardItem.paint``); the
        pictures least recently drawn are let go beyond :data:`TURNED_BYTES`."""
        from .card_item import MARGIN
        w = round(width)
        key = (card if shown else -1, w, dpr, round(angle, 2))
        hit = self._turned.get(key)
        if hit is not None:
            self._turned.move_to_end(key)
            return hit
        pix = self.card(card, shown, w, dpr, MARGIN)
        h = w * ASPECT
        source = QRectF(-w / 2 - MARGIN, -h / 2 - MARGIN,
                        pix.width() / dpr, pix.height() / dpr)
        turn = QTransform().rotate(key[3])
        box = turn.mapRect(source)
        left = math.floor(box.left() * dpr) / dpr - 1
        top = math.floor(box.top() * dpr) / dpr - 1
        image = QImage(math.ceil((box.right() - left) * dpr) + 2,
                       math.ceil((box.bottom() - top) * dpr) + 2,
                       QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        image.setDevicePixelRatio(dpr)
        painter = QPainter(image)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing
                               | QPainter.RenderHint.SmoothPixmapTransform)
        painter.translate(-left, -top)
        painter.setWorldTransform(turn, True)
        painter.drawPixmap(source.topLeft(), pix)
        painter.end()
        out = QPixmap.fromImage(image)
        out.setDevicePixelRatio(dpr)
        hit = self._turned[key] = (out, QPointF(left, top))
        self._turned_bytes += image.width() * image.height() * 4
        while self._turned_bytes > TURNED_BYTES and len(self._turned) > 1:
            _, (old, _) = self._turned.popitem(last=False)
            self._turned_bytes -= old.width() * old.height() * 4
        return hit

    def shadow(self, width: float, dpr: float) -> QPixmap:
        key = (round(width), dpr)
        pix = self._shadows.get(key)
        if pix is None:
            if len(self._shadows) > 32:
                self._shadows.clear()
            pix = self._shadows[key] = soft_shadow(round(width), dpr)
        return pix


__all__ = ["CardArt", "FELT", "Qt"]
