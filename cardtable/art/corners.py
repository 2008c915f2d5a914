"""Corner indices: the rank (stroke glyphs) with a small suit sign below, top-left and
bottom-right (the second turned half a turn). Normal and large (high-legibility) sizes."""

from __future__ import annotations

from dataclasses import dataclass

from .glyphs import text_path, text_width
from .svg import H, W, num


@dataclass(frozen=True)
class IndexMetrics:
    height: float       # glyph height
    stroke: float       # glyph stroke width
    cx: float           # centre of the index column
    top: float          # top of the glyphs
    pip_y: float        # centre of the small suit sign
    pip_scale: float    # suit sign scale (signs are ~100 units tall)


NORMAL = IndexMetrics(height=27, stroke=3.4, cx=24, top=13, pip_y=60, pip_scale=0.2)
LARGE = IndexMetrics(height=50, stroke=6, cx=38, top=12, pip_y=88, pip_scale=0.34)


def index_group(text: str, colour: str, sign: str, m: IndexMetrics) -> str:
    """One corner's index as a ``<g>``, for the top-left corner; ``sign`` is SVG for the small
    suit sign centred on (0, 0) at scale 1."""
    w = text_width(text, m.height)
    x0 = m.cx - w / 2
    glyphs = (f'<path transform="translate({num(x0)},{num(m.top)})" '
              f'd="{text_path(text, m.height)}" fill="none" stroke="{colour}" '
              f'stroke-width="{num(m.stroke)}" stroke-linecap="round" stroke-linejoin="round"/>')
    small = (f'<g transform="translate({num(m.cx)},{num(m.pip_y)}) scale({num(m.pip_scale)})">'
             f'{sign}</g>') if sign else ""
    return glyphs + small


def both_corners(inner: str) -> str:
    """Place a top-left corner group and its half-turned copy at the bottom right."""
    return (f'<g>{inner}</g>'
            f'<g transform="rotate(180 {num(W / 2)} {num(H / 2)})">{inner}</g>')


def vertical_word(word: str, colour: str, height: float, stroke: float, cx: float,
                  top: float, gap: float) -> str:
    """Letters stacked top to bottom (for JOKER)."""
    parts = []
    y = top
    for ch in word:
        w = text_width(ch, height)
        parts.append(f'<path transform="translate({num(cx - w / 2)},{num(y)})" '
                     f'd="{text_path(ch, height)}" fill="none" stroke="{colour}" '
                     f'stroke-width="{num(stroke)}" stroke-linecap="round" '
                     f'stroke-linejoin="round"/>')
        y += height + gap
    return "".join(parts)
