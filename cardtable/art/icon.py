"""The application icon: two cards fanned on a round of green felt, the ace of spades in front
of the ace of hearts — drawn here, like every card.

``ICON_PATH`` is written by ``python -m cardtable.art`` with the rest of the art; the window
uses it, and ``packaging/build.py`` renders it to the native build's icon files.
"""

from __future__ import annotations

from .decks import ASSETS_DIR
from .french_suits import HEART, SPADE
from .svg import document, num

SIZE = 256
ICON_PATH = ASSETS_DIR / "icon" / "cardtable.svg"


def _card(x: float, y: float, angle: float, suit_path: str, colour: str, letter: str,
          pip_dx: float = 0.0) -> str:
    """A 100×140 card centred on (x, y), turned ``angle`` degrees, with a large pip (moved
    ``pip_dx`` to stay clear of a card in front) and an index letter in its top-left corner."""
    w, h = 100, 140
    return (f'<g transform="translate({num(x)},{num(y)}) rotate({num(angle)})">'
            f'<rect x="{-w / 2 + 3}" y="{-h / 2 + 5}" width="{w}" height="{h}" rx="11" '
            f'fill="#000000" fill-opacity="0.28"/>'
            f'<rect x="{-w / 2}" y="{-h / 2}" width="{w}" height="{h}" rx="11" fill="#fffdf6" '
            f'stroke="#2b2b2b" stroke-width="2.5"/>'
            f'<path d="{suit_path}" fill="{colour}" transform="translate({num(pip_dx)},6) scale(0.62)"/>'
            f'<text x="{-w / 2 + 11}" y="{-h / 2 + 29}" font-family="DejaVu Sans, Arial, '
            f'sans-serif" font-weight="bold" font-size="26" fill="{colour}">{letter}</text>'
            f'</g>')


def icon_svg() -> str:
    c = SIZE / 2
    body = [
        f'<circle cx="{num(c)}" cy="{num(c)}" r="122" fill="#1f5a37" stroke="#d9b44a" '
        f'stroke-width="6"/>',
        f'<circle cx="{num(c)}" cy="{num(c)}" r="110" fill="#2e6b3f"/>',
        _card(c - 34, c + 8, -18, HEART, "#c8102e", "A", pip_dx=-16),
        _card(c + 30, c + 2, 12, SPADE, "#1a1a1a", "A"),
    ]
    return document([], body, SIZE, SIZE)


__all__ = ["ICON_PATH", "SIZE", "icon_svg"]
