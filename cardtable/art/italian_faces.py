"""Whole Italian card faces (Napoletane and Piacentine, normal and large index) as SVG text."""

from __future__ import annotations

import math

from . import corners, italian_figures, italian_suits, layouts
from .decks import ITALIAN_INDEX, split_code
from .svg import H, W, card_outline, document, num, use

FACE = {"napoletane": "#fffdf5", "piacentine": "#fdf8ec"}
FRAME = {"napoletane": "#c8261e", "piacentine": "#1d4f9a"}

# Round pips: (left x, right x, top y, bottom y, scale); long pips: area (x0, y0, x1, y1).
ROUND_BOX = {False: (76, 174, 74, 276, 0.6), True: (98, 152, 62, 288, 0.44)}
LONG_BOX = {False: (58, 44, 192, 306), True: (86, 30, 164, 320)}
FIGURE_FRAME = {False: (44, 38, 162, 274), True: (46, 22, 158, 306)}
# Large-index decks: a frame stepping round the big corner indices (see french_faces).
LARGE_FRAME = "M78,22H204V244H172V328H46V106H78Z"
LARGE_FIGURE_SCALE = 0.66


def _round_pips(suit: str, rank: str, large: bool) -> list[str]:
    x0, x1, y0, y1, s = ROUND_BOX[large]
    if rank == "A":
        scale = 1.25 if not large else 0.9
        return [f'<circle cx="{num(W / 2)}" cy="{num(H / 2)}" r="{num(62 * scale)}" '
                f'fill="none" stroke="#c98e12" stroke-width="2" stroke-dasharray="6 4"/>',
                use("i" + suit, W / 2, H / 2, scale)]
    spots = layouts.ITALIAN_ROUND_PIPS[rank]
    if suit == "D" and rank == "3":
        spots = layouts.DENARI_THREE
    return [use("i" + suit, x0 + (x1 - x0) * c, y0 + (y1 - y0) * r, s) for c, r in spots]


def _long_pips(suit: str, rank: str, large: bool, style: str) -> list[str]:
    x0, y0, x1, y1 = LONG_BOX[large]
    cx = (x0 + x1) / 2
    w, h = x1 - x0, y1 - y0
    if rank == "A":
        scale = h / 200 * 0.95
        leaf = "#4f8f2f" if style == "napoletane" else "#2f7d4a"
        wreath = []
        for side in (-1, 1):
            for k in range(5):
                y = H / 2 + 60 - k * 30
                x = W / 2 + side * (22 + k * 2) * (0.6 if large else 1)
                wreath.append(f'<ellipse cx="{num(x)}" cy="{num(y)}" rx="5" ry="11" '
                              f'transform="rotate({num(side * 30)} {num(x)} {num(y)})" '
                              f'fill="{leaf}"/>')
        return wreath + [use("i" + suit, W / 2, H / 2, scale)]
    n = int(rank)
    pairs, middle = layouts.italian_long_pattern(n)
    out = []
    band = h / pairs
    for i in range(pairs):
        by = y0 + band * (i + 0.5)
        # Each crossed pair fills its band; angle from the band's shape.
        length = min((band ** 2 + (w * 0.8) ** 2) ** 0.5, 230)
        angle = math.degrees(math.atan2(w * 0.8, band))
        s = length / 200 * 0.92
        out.append(use("i" + suit, cx, by, s, rotate=angle))
        out.append(use("i" + suit, cx, by, s, rotate=-angle))
    if middle:
        out.append(use("i" + suit, cx, (y0 + y1) / 2, h / 200 * 0.9))
    return out


def _figure(suit: str, rank: str, style: str, large: bool) -> list[str]:
    fx, fy, fw, fh = FIGURE_FRAME[large]
    scale = LARGE_FIGURE_SCALE if large else min(fw / 170, fh / 270)
    frame = FRAME[style]
    box = (f'<path d="{LARGE_FRAME}" fill="#fbf3dc" stroke="{frame}" stroke-width="2"/>' if large
           else f'<rect x="{fx}" y="{fy}" width="{fw}" height="{fh}" rx="4" fill="#fbf3dc" '
           f'stroke="{frame}" stroke-width="2"/>')
    return [
        box,
        f'<g transform="translate({num(fx + fw / 2)},{num(fy + fh / 2)}) scale({num(scale)})">'
        f'{italian_figures.figure(rank, style, suit)}</g>',
    ]


def italian_face(style: str, code: str, large: bool) -> str:
    rank, suit = split_code(code)
    ink = italian_suits.PALETTES[style]["index"][suit]
    metrics = corners.LARGE if large else corners.NORMAL
    defs = [italian_suits.emblem_def(suit, style)]
    # The small corner sign: cups and coins a bit larger than French signs, the long
    # swords and batons shown at 0.7 (they are 200 units long).
    sign = use("i" + suit, 0, 0, 0.7 if suit in italian_suits.LONG else 1.3)
    body = [card_outline(FACE[style])]
    if style == "piacentine":
        body.append(f'<rect x="6" y="6" width="{W - 12}" height="{H - 12}" rx="10" fill="none" '
                    f'stroke="{FRAME[style]}" stroke-width="1.2"/>')
    if rank in ("F", "C", "R"):
        body += _figure(suit, rank, style, large)
    elif suit in italian_suits.ROUND:
        body += _round_pips(suit, rank, large)
    else:
        body += _long_pips(suit, rank, large, style)
    body.append(corners.both_corners(
        corners.index_group(ITALIAN_INDEX[rank], ink, sign, metrics)))
    return document(defs, body)
