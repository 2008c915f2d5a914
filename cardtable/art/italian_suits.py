"""Italian suit emblems: coppe (cups), denari (coins), spade (swords), bastoni (batons).

Each emblem is a ``<g>`` definition with id ``i<suit>`` (``iC``, ``iD``, ``iS``, ``iB``).
Cups and coins are centred on (0, 0) and about 100 units tall; swords and batons are upright,
200 units long (y from -100 to 100), the sword's point and the baton's thick end at the top.
Two styles: ``napoletane`` and ``piacentine`` (different colours and shapes).
"""

from __future__ import annotations

import math
from typing import TypedDict

from .svg import num


class Palette(TypedDict):
    gold: str
    gold_dark: str
    red: str
    blue: str
    steel: str
    green: str
    wood: str
    wood_light: str
    index: dict[str, str]  # suit -> colour of the corner index


INK = "#2b1d0e"

PALETTES: dict[str, Palette] = {
    "napoletane": {
        "gold": "#f2c230", "gold_dark": "#c98e12", "red": "#c8261e", "blue": "#2f5fb3",
        "steel": "#9fc3e6", "green": "#4f8f2f", "wood": "#8a5a2b", "wood_light": "#c98b4a",
        "index": {"C": "#b3241c", "D": "#a86c00", "S": "#1f4f9f", "B": "#2f6b1f"},
    },
    "piacentine": {
        "gold": "#f6d24a", "gold_dark": "#d08a10", "red": "#b8202a", "blue": "#1d4f9a",
        "steel": "#d9e4ee", "green": "#2f7d4a", "wood": "#6b3f1d", "wood_light": "#e0a050",
        "index": {"C": "#b8202a", "D": "#9a5a00", "S": "#1d4f9a", "B": "#1f6b3c"},
    },
}

ROUND = ("C", "D")
LONG = ("S", "B")


def emblem_id(suit: str) -> str:
    return f"i{suit}"


def _stroke(width: float = 2.2) -> str:
    return f'stroke="{INK}" stroke-width="{num(width)}" stroke-linejoin="round"'


def cup(style: str) -> str:
    p = PALETTES[style]
    s = _stroke()
    if style == "napoletane":
        bowl = "M-34,-42C-34,-16 -18,-5 -5,-3H5C18,-5 34,-16 34,-42Z"
        body_fill, band_fill = p["gold"], p["red"]
    else:
        bowl = "M-30,-44C-36,-26 -24,-6 -5,-3H5C24,-6 36,-26 30,-44Z"
        body_fill, band_fill = p["gold"], p["blue"]
    return (
        f'<g id="iC">'
        f'<path d="M-7,26C-11,35 -25,39 -29,47H29C25,39 11,35 7,26Z" fill="{body_fill}" {s}/>'
        f'<path d="M-5,6L-7,28H7L5,6Z" fill="{p["gold_dark"]}" {s}/>'
        f'<ellipse cx="0" cy="5" rx="11" ry="7" fill="{band_fill}" {s}/>'
        f'<path d="{bowl}" fill="{body_fill}" {s}/>'
        f'<path d="M-33,-33H33L30,-25H-30Z" fill="{band_fill}" {s}/>'
        f'<circle cx="-12" cy="-16" r="3.2" fill="{band_fill}"/>'
        f'<circle cx="0" cy="-13" r="3.2" fill="{band_fill}"/>'
        f'<circle cx="12" cy="-16" r="3.2" fill="{band_fill}"/>'
        f'<ellipse cx="0" cy="-42" rx="34" ry="6" fill="{p["gold_dark"]}" {s}/>'
        f'<ellipse cx="0" cy="40" rx="16" ry="2.5" fill="{p["gold_dark"]}"/>'
        f'</g>'
    )


def coin(style: str) -> str:
    p = PALETTES[style]
    s = _stroke()
    petals = []
    n = 8
    for i in range(n):
        a = 2 * math.pi * i / n
        petals.append(f'<ellipse cx="{num(14 * math.cos(a))}" cy="{num(14 * math.sin(a))}" '
                      f'rx="7.5" ry="4.5" transform="rotate({num(math.degrees(a))} '
                      f'{num(14 * math.cos(a))} {num(14 * math.sin(a))})" '
                      f'fill="{p["red"] if style == "napoletane" else p["green"]}" {_stroke(1.2)}/>')
    ticks = []
    for i in range(24):
        a = 2 * math.pi * i / 24
        x1, y1 = 41 * math.cos(a), 41 * math.sin(a)
        x2, y2 = 46 * math.cos(a), 46 * math.sin(a)
        ticks.append(f"M{num(x1)},{num(y1)}L{num(x2)},{num(y2)}")
    ring = p["red"] if style == "napoletane" else p["blue"]
    return (
        f'<g id="iD">'
        f'<circle r="47" fill="{p["gold"]}" {s}/>'
        f'<path d="{"".join(ticks)}" stroke="{p["gold_dark"]}" stroke-width="2"/>'
        f'<circle r="38" fill="{ring}" {s}/>'
        f'<circle r="31" fill="{p["gold"]}" {s}/>'
        + "".join(petals) +
        f'<circle r="6" fill="{p["gold_dark"]}" {_stroke(1.5)}/>'
        f'</g>'
    )


def sword(style: str) -> str:
    p = PALETTES[style]
    s = _stroke(2)
    if style == "napoletane":
        blade = "M0,-100L8,-84V52H-8V-84Z"
        fuller = "M0,-82V48"
        guard = ("M-30,52C-34,52 -36,58 -32,61C-24,62 -12,60 0,60C12,60 24,62 32,61"
                 "C36,58 34,52 30,52Z")
    else:
        blade = "M6,-100C-18,-70 -10,-20 -9,52H9C8,-22 4,-66 6,-100Z"
        fuller = "M2,-82C-6,-50 -2,-10 0,48"
        guard = "M-28,50C-32,54 -30,62 -24,62H24C30,62 32,54 28,50Z"
    return (
        f'<g id="iS">'
        f'<path d="{blade}" fill="{p["steel"]}" {s}/>'
        f'<path d="{fuller}" fill="none" stroke="{p["blue"]}" stroke-width="2"/>'
        f'<path d="{guard}" fill="{p["gold"]}" {s}/>'
        f'<path d="M-6,61H6V86H-6Z" fill="{p["red"]}" {s}/>'
        f'<path d="M-6,68H6M-6,76H6" stroke="{INK}" stroke-width="1.5"/>'
        f'<circle cx="0" cy="92" r="8" fill="{p["gold"]}" {s}/>'
        f'</g>'
    )


def baton(style: str) -> str:
    p = PALETTES[style]
    s = _stroke(2)
    if style == "napoletane":
        # A knotty cudgel, thick at the top, with the stumps of cut branches.
        body = ("M-7,100C-9,60 -10,10 -14,-40C-16,-70 -18,-88 -12,-97C-6,-103 6,-103 12,-97"
                "C18,-88 16,-70 14,-40C10,10 9,60 7,100Z")
        stubs = ("M-12,-55L-22,-62L-19,-52Z M13,-30L23,-36L21,-26Z M-11,5L-20,0L-18,10Z"
                 " M10,40L18,35L17,45Z")
        return (
            f'<g id="iB">'
            f'<path d="{body}" fill="{p["green"]}" {s}/>'
            f'<path d="M-4,90C-5,50 -6,0 -8,-50C-9,-75 -8,-88 -4,-94" fill="none" '
            f'stroke="#8fc46a" stroke-width="3"/>'
            f'<path d="{stubs}" fill="{p["wood"]}" {s}/>'
            f'<ellipse cx="0" cy="-96" rx="10" ry="4" fill="{p["wood_light"]}" {_stroke(1.5)}/>'
            f'</g>'
        )
    # Piacentine: a turned staff with coloured bands and knobbed ends.
    return (
        f'<g id="iB">'
        f'<path d="M-8,92V-86H8V92Z" fill="{p["wood_light"]}" {s}/>'
        f'<path d="M-8,-60H8V-48H-8Z M-8,-6H8V6H-8Z M-8,48H8V60H-8Z" fill="{p["red"]}" {s}/>'
        f'<path d="M-8,-30H8V-24H-8Z M-8,24H8V30H-8Z" fill="{p["green"]}" {s}/>'
        f'<ellipse cx="0" cy="-90" rx="13" ry="10" fill="{p["red"]}" {s}/>'
        f'<ellipse cx="0" cy="93" rx="11" ry="7" fill="{p["red"]}" {s}/>'
        f'</g>'
    )


def emblem_def(suit: str, style: str) -> str:
    return {"C": cup, "D": coin, "S": sword, "B": baton}[suit](style)
