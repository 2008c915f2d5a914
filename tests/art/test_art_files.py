"""The generated SVG files: complete decks, committed files equal to the generator's output,
and the generator itself free of Qt."""

from __future__ import annotations

import subprocess
import sys

import pytest

from cardtable.art import generate
from cardtable.art.decks import (ASSETS_DIR, BACKS, DECKS, ITALIAN_INDEX, TABLE_ITEMS,
                                 back_path, card_codes, face_path, table_path)
from cardtable.art.glyphs import GLYPHS


def test_expected_decks_exist():
    assert set(DECKS) == {"classic", "fourcolour", "napoletane", "piacentine",
                          "classic-large", "fourcolour-large", "napoletane-large",
                          "piacentine-large"}


def test_french_deck_has_52_cards_and_two_jokers():
    codes = card_codes("french")
    assert len(codes) == 54 and len(set(codes)) == 54
    for code in ("AS", "10H", "QS", "KD", "JC", "9H", "RJ", "BJ"):
        assert code in codes


def test_italian_deck_has_40_cards():
    codes = card_codes("italian")
    assert len(codes) == 40 and len(set(codes)) == 40
    for code in ("AD", "7C", "FB", "CB", "RB", "RS", "CC"):
        assert code in codes


@pytest.mark.parametrize("deck", sorted(DECKS))
def test_every_face_file_is_present(deck):
    spec = DECKS[deck]
    missing = [c for c in spec.codes if not face_path(deck, c).is_file()]
    assert not missing
    on_disk = {p.stem for p in (ASSETS_DIR / "decks" / deck).glob("*.svg")}
    assert on_disk == set(spec.codes)


def test_backs_and_table_graphics_present():
    assert len(BACKS) >= 3
    for name in BACKS:
        assert back_path(name).is_file()
    for name in TABLE_ITEMS:
        assert table_path(name).is_file()


def test_committed_files_match_generator(tmp_path):
    generate.generate(tmp_path)
    fresh = {p.relative_to(tmp_path) for p in tmp_path.rglob("*.svg")}
    committed = {p.relative_to(ASSETS_DIR) for p in ASSETS_DIR.rglob("*.svg")}
    assert fresh == committed, "run `python -m cardtable.art` to regenerate"
    different = [str(rel) for rel in sorted(fresh)
                 if (tmp_path / rel).read_bytes() != (ASSETS_DIR / rel).read_bytes()]
    assert not different, f"stale art (run `python -m cardtable.art`): {different[:5]}"


def test_generator_is_deterministic():
    assert generate.all_files(ASSETS_DIR) == generate.all_files(ASSETS_DIR)


def test_total_size_is_reasonable():
    total = sum(p.stat().st_size for p in ASSETS_DIR.rglob("*.svg"))
    assert total < 4 * 1024 * 1024


def test_index_glyphs_cover_every_rank():
    for rank in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "JOKER",
                 *ITALIAN_INDEX.values()):
        assert all(ch in GLYPHS for ch in rank)


def test_generator_imports_no_qt():
    code = ("import sys, cardtable.art.generate; "
            "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')]; "
            "print(bad); sys.exit(1 if bad else 0)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
