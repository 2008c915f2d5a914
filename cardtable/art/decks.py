"""Which decks exist, which cards each holds, and where their SVG files live (no Qt here)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..resources import ASSETS_DIR

FRENCH_STYLES = ("classic", "fourcolour")
ITALIAN_STYLES = ("napoletane", "piacentine")
LARGE_SUFFIX = "-large"

FRENCH_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
FRENCH_SUITS = ("S", "H", "D", "C")
JOKERS = ("RJ", "BJ")
ITALIAN_RANKS = ("A", "2", "3", "4", "5", "6", "7", "F", "C", "R")
ITALIAN_SUITS = ("S", "B", "C", "D")

BACKS = ("lattice", "rosette", "tartan")
TABLE_ITEMS = ("facedown", "highlight", "empty")

# Italian ranks print a number in the corner: 1-7, then 8 Fante, 9 Cavallo, 10 Re.
ITALIAN_INDEX = {"A": "1", "2": "2", "3": "3", "4": "4", "5": "5", "6": "6", "7": "7",
                 "F": "8", "C": "9", "R": "10"}


@dataclass(frozen=True)
class DeckSpec:
    name: str     # directory name, e.g. "classic" or "napoletane-large"
    family: str   # "french" or "italian"
    style: str    # "classic", "fourcolour", "napoletane", "piacentine"
    large: bool   # big high-legibility corner indices

    @property
    def codes(self) -> tuple[str, ...]:
        return card_codes(self.family)


def card_codes(family: str) -> tuple[str, ...]:
    """Every face a deck of ``family`` has: French 52 + 2 jokers, Italian 40."""
    if family == "french":
        return tuple(r + s for s in FRENCH_SUITS for r in FRENCH_RANKS) + JOKERS
    return tuple(r + s for s in ITALIAN_SUITS for r in ITALIAN_RANKS)


def split_code(code: str) -> tuple[str, str]:
    """``"10H"`` -> ``("10", "H")``."""
    return code[:-1], code[-1]


def all_decks() -> tuple[DeckSpec, ...]:
    out = []
    for family, styles in (("french", FRENCH_STYLES), ("italian", ITALIAN_STYLES)):
        for style in styles:
            out.append(DeckSpec(style, family, style, False))
            out.append(DeckSpec(style + LARGE_SUFFIX, family, style, True))
    return tuple(out)


DECKS = {d.name: d for d in all_decks()}


def deck_name(style: str, large: bool) -> str:
    return style + (LARGE_SUFFIX if large else "")


def face_path(deck: str, code: str, root: Path = ASSETS_DIR) -> Path:
    return root / "decks" / deck / f"{code}.svg"


def back_path(name: str, root: Path = ASSETS_DIR) -> Path:
    return root / "backs" / f"{name}.svg"


def table_path(name: str, root: Path = ASSETS_DIR) -> Path:
    return root / "table" / f"{name}.svg"
