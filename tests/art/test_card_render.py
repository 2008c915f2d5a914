"""Rendering the SVGs with Qt: every face gives a real picture of the right shape, the cache
hands back the same pixmap for the same key, contact sheets get written."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from cardtable.art.decks import BACKS, DECKS, TABLE_ITEMS, back_path, table_path
from cardtable.ui.cards import ASPECT, CardRenderer, card_height, render_deck

WIDTH = 50


def _colours(image: QImage, step: int = 3) -> set[int]:
    seen = set()
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            seen.add(image.pixel(x, y))
            if len(seen) > 4:
                return seen
    return seen


@pytest.fixture(scope="module")
def renderer():
    return CardRenderer()


@pytest.mark.parametrize("deck", sorted(DECKS))
def test_every_face_renders_a_real_picture(renderer, deck):
    for code in DECKS[deck].codes:
        image = renderer.image(deck, code, WIDTH)
        assert not image.isNull(), code
        assert (image.width(), image.height()) == (WIDTH, card_height(WIDTH)), code
        assert len(_colours(image)) > 4, f"{deck}/{code} is (nearly) one colour"


def test_all_cards_share_one_aspect_ratio(renderer):
    assert ASPECT == pytest.approx(1.4)
    paths = [back_path(b) for b in BACKS] + [table_path(t) for t in TABLE_ITEMS]
    for deck in DECKS:
        from cardtable.art.decks import face_path
        paths += [face_path(deck, c) for c in DECKS[deck].codes[:3]]
    for path in paths:
        size = renderer._svg(path).viewBoxF().size()
        assert (size.width(), size.height()) == (250, 350), path


def test_backs_and_table_graphics_render(qapp, renderer):
    for name in BACKS:
        assert len(_colours(renderer.back(name, WIDTH).toImage())) > 2
    for name in TABLE_ITEMS:
        assert not renderer.table(name, WIDTH).isNull()


def test_pixmap_device_pixel_ratio(qapp, renderer):
    pix = renderer.pixmap("classic", "QS", 120, 2.0)
    assert (pix.width(), pix.height()) == (240, 336)
    assert pix.devicePixelRatio() == 2.0
    assert pix.deviceIndependentSize().width() == pytest.approx(120)


def test_cache_returns_same_pixmap_for_same_key(qapp):
    r = CardRenderer()
    a = r.pixmap("napoletane", "RB", 80, 1.0)
    b = r.pixmap("napoletane", "RB", 80, 1.0)
    assert a is b and a.cacheKey() == b.cacheKey()
    assert r.pixmap("napoletane", "RB", 81, 1.0) is not a
    assert r.pixmap("napoletane", "RB", 80, 2.0) is not a
    assert r.pixmap("piacentine", "RB", 80, 1.0) is not a
    assert r.cache_len() == 4


def test_cache_is_bounded_lru(qapp):
    r = CardRenderer(cache_size=2)
    a = r.pixmap("classic", "AS", 40)
    r.pixmap("classic", "2S", 40)
    assert r.pixmap("classic", "AS", 40) is a  # refreshes AS
    r.pixmap("classic", "3S", 40)              # evicts 2S, the least recently used
    assert r.cache_len() == 2
    assert r.pixmap("classic", "AS", 40) is a


def test_render_deck_gives_every_face(qapp):
    faces = render_deck(CardRenderer(), "fourcolour", 60, 2.0)
    assert len(faces) == 54
    assert all(p.width() == 120 for p in faces.values())
    assert len(render_deck(CardRenderer(), "piacentine-large", 30)) == 40


def test_missing_card_raises(qapp):
    with pytest.raises(FileNotFoundError):
        CardRenderer().pixmap("classic", "1X", 40)


def test_contact_sheets(qapp, tmp_path):
    from cardtable.ui.cards.chooser import main
    assert main(["--contact-sheet", str(tmp_path), "--width", "24"]) == 0
    names = {p.name for p in tmp_path.glob("*.png")}
    assert names == {f"{d}.png" for d in DECKS} | {"backs-and-table.png"}
    sheet = QImage(str(tmp_path / "classic.png"))
    assert sheet.width() > 13 * 24 and sheet.height() > 5 * card_height(24)


def _copy_assets(tmp_path):
    import shutil
    from cardtable.art.decks import ASSETS_DIR
    root = tmp_path / "assets"
    for part in ("decks/classic", "decks/classic-large", "decks/napoletane", "backs", "table"):
        shutil.copytree(ASSETS_DIR / part, root / part)
    return root


def test_a_deleted_deck_is_drawn_from_its_other_size(qapp, tmp_path, capsys):
    """An install that lost a deck folder still shows every card, and says so."""
    import shutil
    root = _copy_assets(tmp_path)
    shutil.rmtree(root / "decks" / "classic")
    renderer = CardRenderer(root)
    image = renderer.pixmap("classic", "QS", 60).toImage()
    assert len(_colours(image)) > 4  # a real picture, not a blank
    assert renderer.source("face", "classic", "QS") == root / "decks" / "classic-large" / "QS.svg"
    renderer.pixmap("classic", "QS", 90)
    renderer.pixmap("classic", "AH", 60)
    err = capsys.readouterr().err.replace("\\", "/")
    assert "decks/classic is missing; drawing its cards from classic-large" in err
    assert len(renderer.problems) == 1  # said once for the folder, not per card or size


def test_a_damaged_face_with_no_stand_in_is_a_plain_card(qapp, tmp_path):
    root = _copy_assets(tmp_path)
    (root / "decks" / "napoletane" / "RC.svg").write_text("<svg", encoding="utf-8")  # cut short
    renderer = CardRenderer(root)
    image = renderer.pixmap("napoletane", "RC", 60).toImage()
    assert renderer.source("face", "napoletane", "RC") is None
    assert "cannot be read; drawing a plain card instead" in renderer.problems[0]
    assert len(_colours(image)) >= 2 and not image.isNull()


def test_a_missing_back_is_drawn_from_another_back(qapp, tmp_path):
    root = _copy_assets(tmp_path)
    (root / "backs" / "lattice.svg").unlink()
    renderer = CardRenderer(root)
    renderer.back("lattice", 40)
    assert renderer.source("back", "lattice") == root / "backs" / "rosette.svg"
