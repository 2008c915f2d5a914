"""Whole French card faces (classic and four-colour, normal and large index) as SVG text."""

from __future__ import annotations

from . import corners, french_courts, french_suits, layouts
from .decks import split_code
from .svg import H, W, card_outline, document, num, use

FACE = "#fffdf7"
FRAME_TINT = "#fbf3dc"

# Pip geometry: (left x, right x, top y, bottom y, pip scale) for normal and large decks.
PIP_BOX = {False: (74, 176, 66, 284, 0.44), True: (96, 154, 56, 294, 0.36)}
# Court frame (x, y, w, h). Large-index decks use LARGE_FRAME instead: a frame that steps
# round the two big corner indices (top left, bottom right) so the figure can stay big.
COURT_FRAME = {False: (46, 40, 158, 270), True: (46, 22, 158, 306)}
LARGE_FRAME = "M78,22H204V244H172V328H46V106H78Z"
LARGE_FIGURE_SCALE = 0.8


def _pips(suit: str, rank: str, large: bool) -> list[str]:
    x0, x1, y0, y1, s = PIP_BOX[large]
    out = []
    if rank == "A":
        scale = 1.45 if suit == "S" else 1.2
        if large:
            scale *= 0.75
        if suit == "S":
            out.append(f'<ellipse cx="{num(W / 2)}" cy="{num(H / 2)}" rx="{num(76 * scale)}" '
                       f'ry="{num(80 * scale)}" fill="none" stroke="#1a1a1a" stroke-width="1.5"/>')
        out.append(use(french_suits.suit_id(suit), W / 2, H / 2, scale))
        return out
    for col, row in layouts.FRENCH_PIPS[rank]:
        x = x0 + (x1 - x0) * col
        y = y0 + (y1 - y0) * row
        out.append(use(french_suits.suit_id(suit), x, y, s,
                       rotate=180 if layouts.is_inverted(row) else 0))
    return out


def _court(suit: str, rank: str, style: str, large: bool, colour: str) -> tuple[list[str], list[str]]:
    fx, fy, fw, fh = COURT_FRAME[large]
    cx, cy = fx + fw / 2, fy + fh / 2
    scale = LARGE_FIGURE_SCALE if large else min(fw / 150, fh / 2 / 125) * 0.98
    defs = [french_courts.half_def(rank, style, suit)]
    sid = french_suits.suit_id(suit)
    frame = (f'<path d="{LARGE_FRAME}" fill="{{fill}}" stroke="{colour}" stroke-width="2"/>'
             if large else
             f'<rect x="{fx}" y="{fy}" width="{fw}" height="{fh}" fill="{{fill}}" '
             f'stroke="{colour}" stroke-width="2"/>')
    body = [
        frame.format(fill=FRAME_TINT),
        f'<g transform="translate({num(cx)},{num(cy)}) scale({num(scale)})">'
        f'<use xlink:href="#half"/><use xlink:href="#half" transform="rotate(180)"/></g>',
        f'<path d="M{fx},{num(cy)}H{fx + fw}" stroke="{colour}" stroke-width="1.5"/>',
        use(sid, fx + fw - 14, fy + 16, 0.18) if large else use(sid, fx + 12, fy + 14, 0.16),
        use(sid, fx + 14, fy + fh - 16, 0.18, rotate=180) if large
        else use(sid, fx + fw - 12, fy + fh - 14, 0.16, rotate=180),
        frame.format(fill="none"),
    ]
    return defs, body


def _joker(code: str, style: str, large: bool) -> str:
    red = code == "RJ"
    colour = "#c8102e" if red else "#1a1a1a"
    second = ("#1f3f8f" if style == "classic" else "#157a2c") if red else "#6b6b6b"
    if large:
        word = corners.vertical_word("JOKER", colour, 30, 4.5, 24, 14, 6)
        scale, fx = 0.82, 52
    else:
        word = corners.vertical_word("JOKER", colour, 18, 2.8, 18, 14, 5)
        scale, fx = 0.95, 38
    fw = W - 2 * fx
    body = [
        card_outline(FACE),
        corners.both_corners(word),
        f'<g transform="translate({num(W / 2)},{num(H / 2 + 10)}) scale({num(scale * fw / 174)})">'
        f'{french_courts.joker_figure(colour, second)}</g>',
    ]
    return document([], body)


def french_face(style: str, code: str, large: bool) -> str:
    if code in ("RJ", "BJ"):
        return _joker(code, style, large)
    rank, suit = split_code(code)
    colour = french_suits.COLOURS[style][suit]
    metrics = corners.LARGE if large else corners.NORMAL
    defs = [french_suits.suit_def(suit, colour)]
    sign = use(french_suits.suit_id(suit))
    body = [card_outline(FACE)]
    if rank in ("J", "Q", "K"):
        more_defs, court = _court(suit, rank, style, large, colour)
        defs += more_defs
        body += court
    else:
        body += _pips(suit, rank, large)
    body.append(corners.both_corners(corners.index_group(rank, colour, sign, metrics)))
    return document(defs, body)
