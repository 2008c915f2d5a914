"""A fanned card at rest is drawn from a turned pixmap made once, and looks as drawn turned.

Drawing a turned card resamples every pixel each frame (the table's largest paint cost at
3840×2160), so :meth:`CardArt.turned` keeps the card turned; these tests check that the cache
is used only for a card at rest and that it changes nothing one can see.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from cardtable.engine.cards import make_pack
from cardtable.ui.table.art import CardArt
from cardtable.ui.table.card_item import CardItem

HINTS = QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform


def _draw(art: CardArt, moving: bool, rotation: float,
          at: tuple[float, float] = (160.3, 160.6)) -> QImage:
    scene = QGraphicsScene(0, 0, 320, 320)
    item = CardItem(art, 5, True, 150)
    item.moving = moving
    item.setPos(*at)
    item.setRotation(rotation)
    scene.addItem(item)
    image = QImage(320, 320, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(28, 98, 62))
    painter = QPainter(image)
    painter.setRenderHints(HINTS)
    scene.render(painter)
    painter.end()
    scene.removeItem(item)
    return image


def _mean_difference(a: QImage, b: QImage) -> float:
    da = bytes(a.constBits())
    db = bytes(b.constBits())
    return sum(abs(x - y) for x, y in zip(da, db)) / len(da)


def test_turned_card_at_rest_comes_from_the_cache_and_looks_the_same(qapp) -> None:
    art = CardArt(make_pack("italian40"))
    flying = _draw(art, moving=True, rotation=12.0)
    assert not art._turned  # a card in flight is drawn turned, not cached
    resting = _draw(art, moving=False, rotation=12.0)
    assert len(art._turned) == 1
    # the same picture, moved by under a pixel: a small mean difference (a card shifted by a
    # whole card would differ by tens of levels on average)
    assert _mean_difference(flying, resting) < 6.0
    assert _mean_difference(flying, _draw(art, moving=True, rotation=40.0)) > 10.0
    again = _draw(art, moving=False, rotation=12.0)
    assert len(art._turned) == 1 and again == resting


def test_upright_card_is_blitted_on_whole_pixels(qapp) -> None:
    """At a fraction of a pixel the card is put on the pixel grid (a plain blit), not
    resampled: at x + 0.3, y + 0.6 it is drawn exactly as at x, y."""
    art = CardArt(make_pack("italian40"))
    fractional = _draw(art, moving=False, rotation=0.0)
    assert not art._turned
    assert fractional == _draw(art, moving=False, rotation=0.0, at=(160.0, 160.0))


def test_a_card_flying_fast_is_drawn_unfiltered_and_smoothed_as_it_slows(qapp) -> None:
    """A turned card in flight costs a resample every frame; one moving more than FAST of its
    width a frame is drawn without filtering, a slow or landing one smoothed as before."""
    from cardtable.ui.table.card_item import FAST

    art = CardArt(make_pack("italian40"))
    seen: list[bool] = []

    class Spy(QPainter):
        def drawPixmap(self, *args):  # noqa: N802 (Qt's name)
            seen.append(bool(self.renderHints() & QPainter.RenderHint.SmoothPixmapTransform))
            return super().drawPixmap(*args)

    def draw(step: float) -> bool:
        item = CardItem(art, 5, True, 150)
        item.moving, item.step = True, step
        image = QImage(320, 320, QImage.Format.Format_ARGB32_Premultiplied)
        painter = Spy(image)
        painter.setRenderHints(HINTS)
        painter.translate(160, 160)
        painter.rotate(30)
        hints_before = painter.renderHints()
        item.paint(painter, None, None)
        hints_after = painter.renderHints()
        painter.end()
        assert hints_after == hints_before  # the view's hints are left as they were
        return seen[-1]

    assert draw(150 * FAST * 3) is False  # fast: unfiltered
    assert draw(150 * FAST / 2) is True   # slow: smoothed
    assert draw(0.0) is True
