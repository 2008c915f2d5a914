"""The pictures the table draws: card faces and backs for one pack, shadows, the felt.

Faces come from our SVG decks through :class:`~cardtable.ui.cards.renderer.CardRenderer`, at the
width a card is drawn and the screen's device pixel ratio, cached; a new size renders anew.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap, QRadialGradient

from ...engine.cards import Pack
from ..cards.renderer import CardRenderer
from .card_item import SHADOW, soft_shadow

DEFAULT_DECKS = {"french": "classic", "italian": "napoletane"}
FELT = QColor(28, 98, 62)
FELT_EDGE = QColor(12, 52, 32)


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
        self._composed: dict[tuple[int, int, float], QPixmap] = {}

    def face(self, card: int, width: float, dpr: float) -> QPixmap:
        return self.renderer.pixmap(self.deck, self._codes[card], round(width), dpr)

    def back(self, width: float, dpr: float) -> QPixmap:
        return self.renderer.back(self.back_name, round(width), dpr)

    def card(self, card: int, shown: bool, width: float, dpr: float) -> QPixmap:
        """The face (or the back, for ``shown`` False) with its soft shadow in one pixmap, the
        card's top-left corner at (0, 0) and the shadow reaching SHADOW past the right and bottom:
        one blit per card per frame."""
        w = round(width)
        key = (card if shown else -1, w, dpr)
        pix = self._composed.get(key)
        if pix is None:
            if len(self._composed) > 400:
                self._composed.clear()
            face = self.face(card, w, dpr) if shown else self.back(w, dpr)
            shadow = self.shadow(w, dpr)
            image = QImage(shadow.width() + round(3 * dpr), shadow.height() + round(4 * dpr),
                           QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(Qt.GlobalColor.transparent)
            image.setDevicePixelRatio(dpr)
            painter = QPainter(image)
            painter.drawPixmap(QPointF(-SHADOW / 2 + 2.5 + SHADOW / 2, -SHADOW / 2 + 3.5 + SHADOW / 2), shadow)
            painter.drawPixmap(QPointF(0, 0), face)
            painter.end()
            pix = QPixmap.fromImage(image)
            pix.setDevicePixelRatio(dpr)
            self._composed[key] = pix
        return pix

    def shadow(self, width: float, dpr: float) -> QPixmap:
        key = (round(width), dpr)
        pix = self._shadows.get(key)
        if pix is None:
            if len(self._shadows) > 32:
                self._shadows.clear()
            pix = self._shadows[key] = soft_shadow(round(width), dpr)
        return pix


def felt(width: int, height: int, dpr: float = 1.0, colour: QColor | None = None) -> QPixmap:
    """The table cloth: felt (green by default), lighter in the middle, with a faint weave."""
    base = colour if colour is not None and colour.isValid() else FELT
    edge = base.darker(190) if colour is not None and colour.isValid() else FELT_EDGE
    image = QImage(max(1, round(width * dpr)), max(1, round(height * dpr)),
                   QImage.Format.Format_RGB32)
    painter = QPainter(image)
    painter.scale(dpr, dpr)
    grad = QRadialGradient(QPointF(width / 2, height / 2), max(width, height) * 0.7)
    grad.setColorAt(0.0, base.lighter(118))
    grad.setColorAt(0.65, base)
    grad.setColorAt(1.0, edge)
    painter.fillRect(QRectF(0, 0, width, height), grad)
    painter.setPen(QColor(255, 255, 255, 7))
    for x in range(0, width, 4):
        painter.drawLine(x, 0, x, height)
    painter.setPen(QColor(0, 0, 0, 9))
    for y in range(0, height, 3):
        painter.drawLine(0, y, width, y)
    painter.end()
    pix = QPixmap.fromImage(image)
    pix.setDevicePixelRatio(dpr)
    return pix


__all__ = ["CardArt", "felt", "Qt"]
