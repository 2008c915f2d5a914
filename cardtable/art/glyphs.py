"""A small stroke alphabet for corner indices, drawn as paths so no font is needed.

Each glyph lives in a 10 x 16 box (y down) and is drawn with a round-capped stroke. Only the
characters the cards print are here: digits, A J Q K (French), F C R (Italian) and JOKER.
"""

from __future__ import annotations

from .svg import num

GLYPH_W, GLYPH_H = 10.0, 16.0

_O = "M5,0C1.3,0 0,3.8 0,8C0,12.2 1.3,16 5,16C8.7,16 10,12.2 10,8C10,3.8 8.7,0 5,0Z"

GLYPHS: dict[str, str] = {
    "0": _O,
    "1": "M1.8,3.2L5.6,0V16",
    "2": "M0.6,3.6C1.1,1.2 2.9,0 5,0C7.9,0 9.8,1.9 9.8,4.5C9.8,7.6 6.9,9.5 4,11.5C2,13 0.2,14.4 0,16H10",
    "3": "M0.6,2C2,0.6 3.5,0 5,0C7.9,0 9.5,1.9 9.5,4C9.5,6.4 7.6,7.6 4.6,7.6C8,7.6 10,9.5 10,12"
         "C10,14.5 8,16 5,16C3,16 1.4,15.3 0,14",
    "4": "M7.5,16V0L0,11.2H10",
    "5": "M9.2,0H1.6L0.8,7.2C2,6.4 3.5,6 5,6C8,6 10,8 10,11C10,14 8,16 5,16C3,16 1.2,15.2 0,14",
    "6": "M8.6,1.1C7.6,0.3 6.3,0 5,0C1.5,0 0,3.6 0,8.6C0,13 1.7,16 5,16C8,16 10,14 10,11"
         "C10,8 8,6.2 5,6.2C2.5,6.2 0.6,7.6 0,9.6",
    "7": "M0,0H10C6.5,4.5 4.2,10 3.6,16",
    "8": "M5,7.5C2,7.5 0.7,6 0.7,3.8C0.7,1.5 2.5,0 5,0C7.5,0 9.3,1.5 9.3,3.8C9.3,6 8,7.5 5,7.5"
         "C1.8,7.5 0,9.5 0,11.8C0,14.4 2,16 5,16C8,16 10,14.4 10,11.8C10,9.5 8.2,7.5 5,7.5Z",
    "9": "M1.4,14.9C2.4,15.7 3.7,16 5,16C8.5,16 10,12.4 10,7.4C10,3 8.3,0 5,0C2,0 0,2 0,5"
         "C0,8 2,9.8 5,9.8C7.5,9.8 9.4,8.4 10,6.4",
    "A": "M0,16L5,0L10,16M1.9,10.4H8.1",
    "J": "M2.5,0H10M7.5,0V11.5C7.5,14.5 6,16 3.8,16C1.8,16 0.5,14.8 0,13",
    "Q": _O + "M6,11.6L10.6,16.6",
    "K": "M0.6,0V16M10,0L0.6,10M3.9,6.7L10,16",
    "F": "M9.6,0H0.6V16M0.6,7.6H7.6",
    "C": "M9.8,2.8C8.8,1 7.2,0 5.2,0C1.8,0 0,3.6 0,8C0,12.4 1.8,16 5.2,16C7.2,16 8.8,15 9.8,13.2",
    "R": "M0.6,16V0H5.5C8.2,0 9.7,1.8 9.7,4.3C9.7,6.8 8.2,8.6 5.5,8.6H0.6M5,8.6L10,16",
    "O": _O,
    "E": "M10,0H0.6V16H10M0.6,7.8H8",
}


# Glyph advance widths (most are GLYPH_W); the narrow "1" keeps "10" compact.
ADVANCE = {"1": 6.0}
# Left side bearing to remove when a glyph is narrower than its box.
LEFT = {"1": 1.8}


def text_width(text: str, height: float, gap: float = 2.5) -> float:
    """Width of ``text`` drawn ``height`` units tall (gap in glyph units)."""
    s = height / GLYPH_H
    adv = sum(ADVANCE.get(ch, GLYPH_W) for ch in text)
    return s * (adv + gap * max(len(text) - 1, 0))


def text_path(text: str, height: float, gap: float = 2.5) -> str:
    """Path data for ``text`` with its top-left corner at (0, 0), ``height`` units tall."""
    s = height / GLYPH_H
    out = []
    x = 0.0
    for ch in text:
        out.append(_shift(GLYPHS[ch], x - LEFT.get(ch, 0.0), s))
        x += ADVANCE.get(ch, GLYPH_W) + gap
    return "".join(out)


def _shift(d: str, dx: float, s: float) -> str:
    """Scale a glyph path by s and move it right by dx glyph units (absolute commands only)."""
    res = []
    token = ""
    cmd = ""
    nums: list[str] = []

    def flush() -> None:
        nonlocal token
        if token:
            nums.append(token)
            token = ""

    for ch in d:
        if ch.isalpha():
            flush()
            if cmd:
                res.append(_emit(cmd, nums, dx, s))
            cmd, nums = ch, []
        elif ch in ", ":
            flush()
        elif ch == "-" and token:
            flush()
            token = ch
        else:
            token += ch
    flush()
    if cmd:
        res.append(_emit(cmd, nums, dx, s))
    return "".join(res)


def _emit(cmd: str, nums: list[str], dx: float, s: float) -> str:
    vals = [float(v) for v in nums]
    if cmd == "H":
        return "H" + " ".join(num((v + dx) * s) for v in vals)
    if cmd == "V":
        return "V" + " ".join(num(v * s) for v in vals)
    if cmd == "Z":
        return "Z"
    pts = []
    for i in range(0, len(vals), 2):
        pts.append(f"{num((vals[i] + dx) * s)},{num(vals[i + 1] * s)}")
    return cmd + " ".join(pts)
