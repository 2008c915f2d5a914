"""The table cloth: felt (green by default), lighter in the middle, with a faint weave.

The felt is one picture the size of the view in device pixels, made when the view's size, the
screen's pixel ratio or the colour changes, and copied under every repaint. Making it must be
quick, as a person resizing the window makes one at each new size: the weave is a small tile
laid over the gradient in one fill (drawing it line by line took 2.7 s at 3840×2160).

:meth:`Felt.paint` copies whole device pixels aligned with the scene's corner, so a repaint of
part of the view draws exactly the pixels a full one does.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRect, QRectF
from PySide6.QtGui import (QBrush, QColor, QImage, QPainter, QPixmap, QRadialGradient,
                           QTransform)

FELT = QColor(28, 98, 62)
FELT_EDGE = QColor(12, 52, 32)
#: the weave: a light thread every WARP pixels across, a dark one every WEFT pixels down
WARP, WEFT = 4, 3


def _weave(dpr: float) -> QImage:
    """One tile of the weave, in device pixels (both periods divide its logical size)."""
    size = WARP * WEFT
    image = QImage(max(1, round(size * dpr)), max(1, round(size * dpr)),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.scale(image.width() / size, image.height() / size)
    painter.setPen(QColor(255, 255, 255, 7))
    for x in range(0, size, WARP):
        painter.drawLine(x, 0, x, size)
    painter.setPen(QColor(0, 0, 0, 9))
    for y in range(0, size, WEFT):
        painter.drawLine(0, y, size, y)
    painter.end()
    return image


class Felt:
    """The felt for a view of ``width`` × ``height`` logical pixels at ``dpr`` device pixels
    each, in ``colour`` (the default green when none or invalid)."""

    def __init__(self, width: int, height: int, dpr: float = 1.0, colour: QColor | None = None):
        custom = colour is not None and colour.isValid()
        base = colour if custom and colour is not None else FELT
        edge = base.darker(190) if custom else FELT_EDGE
        image = QImage(max(1, round(width * dpr)), max(1, round(height * dpr)),
                       QImage.Format.Format_RGB32)
        painter = QPainter(image)
        grad = QRadialGradient(QPointF(image.width() / 2, image.height() / 2),
                               max(image.width(), image.height()) * 0.7)
        grad.setColorAt(0.0, base.lighter(118))
        grad.setColorAt(0.65, base)
        grad.setColorAt(1.0, edge)
        painter.fillRect(image.rect(), grad)
        painter.fillRect(image.rect(), QBrush(_weave(dpr)))
        painter.end()
        self.pixmap = QPixmap.fromImage(image)

    def paint(self, painter: QPainter, area: QRectF, dpr: float) -> None:
        """Cover ``area`` (in the painter's coordinates: the scene's, under the view's
        transform) with the felt, its top left corner at the scene's origin."""
        world = painter.worldTransform()
        origin = world.map(QPointF(0, 0)) * dpr  # the felt's corner in device pixels
        ox, oy = round(origin.x()), round(origin.y())
        shown = world.mapRect(area)
        target = QRectF(math.floor(shown.x() * dpr), math.floor(shown.y() * dpr),
                        math.ceil(shown.right() * dpr) - math.floor(shown.x() * dpr),
                        math.ceil(shown.bottom() * dpr) - math.floor(shown.y() * dpr)).toRect()
        target = target.intersected(QRect(ox, oy, self.pixmap.width(), self.pixmap.height()))
        if target.isEmpty():
            return
        painter.setWorldTransform(QTransform.fromScale(1 / dpr, 1 / dpr))
        painter.drawPixmap(target, self.pixmap, target.translated(-ox, -oy))
        painter.setWorldTransform(world)


__all__ = ["FELT", "FELT_EDGE", "Felt"]
