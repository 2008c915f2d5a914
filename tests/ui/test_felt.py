"""The felt: the same pixels whether the view repaints all of it or a part, at any pixel ratio,
and the view repaints one rectangle around what changed.

Speed is measured in benchmarks/bench_table.py, never here; these tests check what the speed
measures must not change.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QTransform

from cardtable.ui.table.felt import FELT, Felt

from .table_driver import make_table, settle


def _paint(felt: Felt, size: tuple[int, int], dpr: float, parts: list[QRectF],
           shift: tuple[float, float] = (0, 0)) -> QImage:
    image = QImage(round(size[0] * dpr), round(size[1] * dpr),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(0)
    painter = QPainter(image)
    painter.setWorldTransform(QTransform.fromTranslate(*shift))
    for part in parts:
        felt.paint(painter, part, dpr)
    painter.end()
    return image


@pytest.mark.parametrize("dpr", [1.0, 1.5, 2.0])
def test_a_repaint_of_parts_draws_the_pixels_of_a_full_one(qapp, dpr) -> None:
    w, h = 300, 200
    felt = Felt(w, h, dpr)
    full = _paint(felt, (w, h), dpr, [QRectF(0, 0, w, h)])
    # odd pieces at fractions of a pixel, overlapping: each device pixel is the felt's own
    parts = [QRectF(x + 0.3, y + 0.6, 31, 23) for x in range(-1, w, 29) for y in range(-1, h, 21)]
    assert _paint(felt, (w, h), dpr, parts) == full
    assert full.pixelColor(0, 0).alpha() == 255  # covered to the corner


def test_the_felt_follows_the_view_s_shift(qapp) -> None:
    felt = Felt(200, 100)
    plain = _paint(felt, (200, 100), 1.0, [QRectF(0, 0, 200, 100)])
    shifted = _paint(felt, (220, 130), 1.0, [QRectF(-10, -20, 230, 150)], shift=(10, 20))
    assert shifted.copy(10, 20, 200, 100) == plain
    assert shifted.pixelColor(5, 5).alpha() == 0  # outside the scene: nothing


def test_the_felt_is_lit_in_the_middle_with_a_weave_in_its_colour(qapp) -> None:
    image = Felt(400, 300).pixmap.toImage()
    middle, corner = image.pixelColor(200, 150), image.pixelColor(2, 2)
    assert middle.lightness() > corner.lightness() + 20
    assert middle.green() > middle.red() and abs(middle.hue() - FELT.hue()) < 12
    # the weave: a light thread every 4 pixels across a row
    row = [image.pixelColor(x, 151).lightness() for x in range(196, 212)]
    assert row[0] == row[4] == row[8] == row[12] and row[0] > row[1]
    red = Felt(400, 300, colour=QColor("#7a2030")).pixmap.toImage().pixelColor(200, 150)
    assert red.red() > red.green() and red.red() > red.blue()


def test_the_view_repaints_one_rectangle_around_the_cards_that_moved(qtbot) -> None:
    widget = make_table(qtbot, "briscola", 2, seed=3, size=(1200, 800))
    settle(widget)
    qtbot.wait(50)
    regions = []

    class Watch(QObject):
        def eventFilter(self, obj, event):  # noqa: N802 (Qt's name)
            if event.type() == QEvent.Type.Paint:
                regions.append(event.region())
            return False

    watch = Watch()
    viewport = widget.view.viewport()
    viewport.installEventFilter(watch)
    hand = widget.scene.zone_items["hand:0"]
    hand[0].setPos(hand[0].pos().x() + 40, hand[0].pos().y())
    hand[-1].setPos(hand[-1].pos().x() - 40, hand[-1].pos().y() - 30)
    qtbot.waitUntil(lambda: bool(regions), timeout=2000)
    viewport.removeEventFilter(watch)
    region = regions[0]
    assert region.rectCount() == 1  # one rectangle: the fast paths clip to it
    box = region.boundingRect()
    assert box.width() < viewport.width() and box.height() < viewport.height() / 2
