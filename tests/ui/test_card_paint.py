"""A fanned card at rest is drawn from a turned pixmap made once, and looks as drawn turned.

Drawing a turned card resamples every pixel each frame (the table's largest paint cost at
3840×2160), so :meth:`CardArt.turned` keeps the card turned; these tests check that the cache
is used for a card at rest and, at a few angles, for one in flight, and that it changes
nothing one can see.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from cardtable.engine.cards import make_pack
from cardtable.ui.table.art import CardArt
from cardtable.ui.table.card_item import CardItem

HINTS = QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform


def _draw(art: CardArt, moving: bool, rotation: float,
          at: tuple[float, float] = (160.3, 160.6), step: float = 0.0,
          scale: float = 1.0) -> QImage:
    scene = QGraphicsScene(0, 0, 320, 320)
    item = CardItem(art, 5, True, 150)
    item.moving, item.step = moving, step
    item.setPos(*at)
    item.setRotation(rotation)
    item.setScale(scale)
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
    resting = _draw(art, moving=False, rotation=12.0)
    assert list(art._turned) == [(5, 150, 1.0, 12.0)]
    # drawn turned every frame (a card growing by a hair is not taken from the cache): the
    # same picture, moved by under a pixel, a small mean difference (a card shifted by a
    # whole card would differ by tens of levels on average)
    resampled = _draw(art, moving=False, rotation=12.0, scale=1.0001)
    assert len(art._turned) == 1
    assert _mean_difference(resampled, resting) < 6.0
    assert _mean_difference(resting, _draw(art, moving=False, rotation=40.0)) > 10.0
    again = _draw(art, moving=False, rotation=12.0)
    assert len(art._turned) == 2 and again == resting


def test_a_turning_card_in_flight_is_drawn_at_a_few_angles_shared_along_its_path(qapp) -> None:
    """A card in flight turns a little every frame: it is drawn from a turned picture at the
    nearest TURN_STEP (coarse while fast, fine as it slows to land), so the cards dealt along
    one path share pictures instead of being resampled every frame."""
    from cardtable.ui.table.card_item import FAST, TURN_STEP

    art = CardArt(make_pack("italian40"))
    fast = 150 * FAST * 3
    _draw(art, moving=True, rotation=31.2, step=fast)
    _draw(art, moving=True, rotation=32.6, step=fast)  # within one coarse step of 32°
    assert list(art._turned) == [(5, 150, 1.0, 32.0)]
    assert TURN_STEP[0] == 2.0
    _draw(art, moving=True, rotation=33.1)  # slow: to the nearest half degree
    _draw(art, moving=True, rotation=33.2)
    assert list(art._turned)[1:] == [(5, 150, 1.0, 33.0)]
    # a resting card is drawn at its own angle, and looks as the card in flight a hair away
    landed = _draw(art, moving=False, rotation=33.2)
    assert (5, 150, 1.0, 33.2) in art._turned
    assert _mean_difference(landed, _draw(art, moving=True, rotation=33.2)) < 6.0
    # a card growing or shrinking in flight is drawn transformed, never cached
    before = dict(art._turned)
    _draw(art, moving=True, rotation=20.0, scale=1.3)
    assert dict(art._turned) == before


def test_turned_pictures_keep_within_their_memory_the_latest_drawn_kept(qapp, monkeypatch) -> None:
    from cardtable.ui.table import art as art_module

    art = CardArt(make_pack("italian40"))
    first = art.turned(5, True, 150, 1.0, 10.0)
    one = first[0].width() * first[0].height() * 4
    monkeypatch.setattr(art_module, "TURNED_BYTES", one * 3.5)
    for angle in (11.0, 12.0):
        art.turned(5, True, 150, 1.0, angle)
    assert art.turned(5, True, 150, 1.0, 10.0) is first  # drawn again: now the latest
    art.turned(5, True, 150, 1.0, 13.0)                   # over the memory: the oldest goes
    assert [k[3] for k in art._turned] == [12.0, 10.0, 13.0]
    assert art._turned_bytes <= one * 3.5


def test_upright_card_is_blitted_on_whole_pixels(qapp) -> None:
    """At a fraction of a pixel the card is put on the pixel grid (a plain blit), not
    resampled: at x + 0.3, y + 0.6 it is drawn exactly as at x, y."""
    art = CardArt(make_pack("italian40"))
    fractional = _draw(art, moving=False, rotation=0.0)
    assert not art._turned
    assert fractional == _draw(art, moving=False, rotation=0.0, at=(160.0, 160.0))


def test_a_card_flying_fast_is_drawn_unfiltered_and_smoothed_as_it_slows(qapp) -> None:
    """A card growing in flight costs a resample every frame; one moving more than FAST of its
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
        painter.scale(1.2, 1.2)  # growing as it flies: drawn transformed
        hints_before = painter.renderHints()
        item.paint(painter, None, None)
        hints_after = painter.renderHints()
        painter.end()
        assert hints_after == hints_before  # the view's hints are left as they were
        return seen[-1]

    assert draw(150 * FAST * 3) is False  # fast: unfiltered
    assert draw(150 * FAST / 2) is True   # slow: smoothed
    assert draw(0.0) is True


def test_a_squared_stack_casts_one_shadow_and_a_thrown_pile_each_card_its_own(qtbot) -> None:
    """Every card's soft shadow under a squared stock added up to a black slab beside it: only
    its lowest card casts one (the trump card peeking out under it keeps its own)."""
    from .table_driver import make_table, settle

    widget = make_table(qtbot, "briscola", 2, seed=4)
    settle(widget)
    scene = widget.scene
    squared = sorted((it for it in scene.zone_items["stock"] if it.isVisible()),
                     key=lambda it: it.zValue())
    assert len(squared) > 3
    assert [it.shadowed for it in squared] == [True] + [False] * (len(squared) - 1)
    trump = scene.zone_items["trump"]
    assert trump and all(it.shadowed for it in trump)  # the trump card beside it: its own
    # a stock whose bottom card is turned up and peeks out keeps that card's shadow too
    scene.model.zones["stock"] = [(0, True)] + [(c, False) for c in range(1, 14)]
    poses = scene.poses("stock")
    assert poses[0].shadow and not poses[0].covered
    visible = [p for p in poses[1:] if not p.covered]
    assert [p.shadow for p in visible] == [True] + [False] * (len(visible) - 1)

    # a thrown pile (its top card face up): each card lies at its own angle, with its shadow
    scene.model.zones["stock"] = [(c, True) for c in range(12)]
    poses = scene.poses("stock")
    shown = [p for p in poses if not p.covered]
    assert len(shown) > 3 and all(p.shadow for p in shown)
    assert len({round(p.rot, 3) for p in shown}) > 1


def test_a_card_flying_off_a_stack_casts_its_shadow_and_lands_without_one(qapp) -> None:
    from PySide6.QtCore import QEasingCurve

    from cardtable.ui.table.geometry import Pose
    from cardtable.ui.table.timeline import Timeline

    art = CardArt(make_pack("italian40"))
    item = CardItem(art, 5, False, 120)
    item.shadowed = False  # deep in the stock
    timeline = Timeline()
    timeline.tween(item, Pose(300, 200, 0, 1, 120), 0, 100, QEasingCurve(), lift_z=True)
    timeline._advance(10)
    assert item.moving and item.shadowed  # above the table
    timeline.tween(item, Pose(40, 40, 0, 3, 120, shadow=False), timeline.now, 50, QEasingCurve())
    timeline._advance(200)
    assert not item.moving and not item.shadowed  # landed on a squared stack
