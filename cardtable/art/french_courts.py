"""French court figures (Jack, Queen, King) and the Joker, drawn as simple flat shapes.

A court is double-ended: the half figure ``<g id="half">`` is drawn in a 150 x 125 box
(x -75..75, y -125..0, the cut line at y = 0) and placed twice, the second turned 180 degrees.
"""

from __future__ import annotations

from .svg import num

INK = "#1a1a1a"
SKIN = "#f7d7b5"
GOLD = "#f2c230"
WHITE = "#ffffff"

# Robe colours per deck style and suit: (main, second).
ROBES = {
    "classic": {"S": ("#1f3f8f", "#c8102e"), "H": ("#c8102e", "#1f3f8f"),
                "D": ("#c8102e", "#1f3f8f"), "C": ("#1f3f8f", "#c8102e")},
    "fourcolour": {"S": ("#2a2a2a", "#c8102e"), "H": ("#c8102e", "#2a2a2a"),
                   "D": ("#1450b4", "#c8102e"), "C": ("#157a2c", "#c8102e")},
}

_S = f'stroke="{INK}" stroke-width="2" stroke-linejoin="round"'


def _face(beard: bool, hair: str, long_hair: bool) -> str:
    parts = []
    if long_hair:
        parts.append(f'<path d="M-22,-86C-30,-60 -28,-44 -34,-36H-14V-80ZM22,-86C30,-60 28,-44 '
                     f'34,-36H14V-80Z" fill="{hair}" {_S}/>')
    parts.append(f'<path d="M-7,-62H7V-50H-7Z" fill="{SKIN}" {_S}/>')
    parts.append(f'<ellipse cx="0" cy="-80" rx="16" ry="20" fill="{SKIN}" {_S}/>')
    if beard:
        parts.append(f'<path d="M-16,-80C-16,-64 -8,-54 0,-52C8,-54 16,-64 16,-80'
                     f'C12,-72 6,-70 0,-70C-6,-70 -12,-72 -16,-80Z" fill="{hair}" {_S}/>')
        parts.append(f'<path d="M-8,-73C-4,-76 4,-76 8,-73" fill="none" stroke="{INK}" '
                     f'stroke-width="2"/>')
    else:
        parts.append('<path d="M-5,-69C-2,-67 2,-67 5,-69" fill="none" stroke="#b0303a" '
                     'stroke-width="2"/>')
    parts.append(f'<circle cx="-6" cy="-84" r="2" fill="{INK}"/><circle cx="6" cy="-84" r="2" '
                 f'fill="{INK}"/>')
    parts.append(f'<path d="M0,-82L-2,-76H1" fill="none" stroke="{INK}" stroke-width="1.2"/>')
    return "".join(parts)


def _body(main: str, second: str) -> str:
    return (
        f'<path d="M-62,0C-60,-30 -44,-50 -16,-54H16C44,-50 60,-30 62,0Z" fill="{main}" {_S}/>'
        f'<path d="M-16,-54L0,-30L16,-54" fill="{WHITE}" {_S}/>'
        f'<path d="M-10,-40L0,-30L10,-40V0H-10Z" fill="{GOLD}" {_S}/>'
        f'<path d="M-10,-22H10M-10,-12H10" stroke="{second}" stroke-width="4"/>'
        f'<path d="M-62,0C-58,-20 -50,-30 -40,-36L-30,0Z" fill="{second}" {_S}/>'
        f'<path d="M62,0C58,-20 50,-30 40,-36L30,0Z" fill="{second}" {_S}/>'
        f'<path d="M-44,-34C-34,-28 -26,-16 -24,0M44,-34C34,-28 26,-16 24,0" fill="none" '
        f'stroke="{GOLD}" stroke-width="3"/>'
    )


def _king(main: str, second: str) -> str:
    crown = (f'<path d="M-19,-96L-22,-120L-11,-106L0,-124L11,-106L22,-120L19,-96Z" '
             f'fill="{GOLD}" {_S}/>'
             f'<circle cx="0" cy="-104" r="3" fill="{second}"/>'
             f'<path d="M-19,-98H19" stroke="{main}" stroke-width="3"/>')
    sword = (f'<path d="M44,-4V-110L48,-120L52,-110V-4Z" fill="#dfe6ee" {_S}/>'
             f'<path d="M38,-10H58V-4H38Z" fill="{GOLD}" {_S}/>')
    hand = f'<circle cx="48" cy="-18" r="7" fill="{SKIN}" {_S}/>'
    return _body(main, second) + sword + _face(True, "#7a4a1a", False) + crown + hand


def _queen(main: str, second: str) -> str:
    tiara = (f'<path d="M-17,-96L-15,-108L-8,-101L0,-112L8,-101L15,-108L17,-96Z" '
             f'fill="{GOLD}" {_S}/><circle cx="0" cy="-112" r="3" fill="{second}" {_S}/>')
    veil = (f'<path d="M-18,-96C-26,-92 -30,-70 -36,-44H36C30,-70 26,-92 18,-96Z" '
            f'fill="{second}" fill-opacity="0.25" {_S}/>')
    flower = (f'<path d="M-44,-8C-44,-40 -40,-60 -36,-74" fill="none" stroke="#2f7d32" '
              f'stroke-width="3"/>'
              f'<circle cx="-36" cy="-80" r="7" fill="{second}" {_S}/>'
              f'<circle cx="-36" cy="-80" r="2.5" fill="{GOLD}"/>'
              f'<path d="M-44,-46C-52,-52 -54,-44 -44,-42Z" fill="#2f7d32"/>'
              f'<circle cx="-44" cy="-16" r="7" fill="{SKIN}" {_S}/>')
    return (veil + _body(main, second) + _face(False, "#e0a030", True) + tiara + flower)


def _jack(main: str, second: str) -> str:
    cap = (f'<path d="M-20,-92C-22,-108 -8,-114 4,-112C16,-110 22,-102 20,-92Z" fill="{second}" '
           f'{_S}/><path d="M-20,-92H20" stroke="{GOLD}" stroke-width="4"/>'
           f'<path d="M10,-108C24,-124 38,-122 44,-112C32,-116 22,-112 14,-104Z" fill="{GOLD}" '
           f'{_S}/>')
    hair = f'<path d="M-16,-90C-20,-80 -20,-70 -16,-64V-90ZM16,-90C20,-80 20,-70 16,-64V-90Z" ' \
           f'fill="#a0602a" {_S}/>'
    halberd = (f'<path d="M-48,-2V-104" stroke="#7a4a1a" stroke-width="4"/>'
               f'<path d="M-48,-104L-44,-120L-40,-104ZM-48,-100C-60,-100 -64,-88 -62,-80'
               f'L-48,-86Z" fill="#dfe6ee" {_S}/>'
               f'<circle cx="-48" cy="-20" r="7" fill="{SKIN}" {_S}/>')
    return _body(main, second) + halberd + hair + _face(False, "#a0602a", False) + cap


FIGURES = {"K": _king, "Q": _queen, "J": _jack}


def half_def(rank: str, style: str, suit: str) -> str:
    main, second = ROBES[style][suit]
    return f'<g id="half">{FIGURES[rank](main, second)}</g>'


def joker_figure(colour: str, second: str) -> str:
    """A full (single-ended) jester drawn in a 150 x 250 box centred on (0, 0)."""
    cap = (f'<path d="M-22,-58C-40,-70 -60,-66 -66,-48C-50,-62 -34,-58 -26,-44Z" fill="{colour}" '
           f'{_S}/><path d="M22,-58C40,-70 60,-66 66,-48C50,-62 34,-58 26,-44Z" fill="{second}" '
           f'{_S}/><path d="M-22,-44C-22,-70 -10,-90 4,-100C2,-84 14,-64 22,-44Z" '
           f'fill="{second}" {_S}/>'
           f'<path d="M-26,-44C-26,-58 26,-58 26,-44Z" fill="{colour}" {_S}/>'
           f'<circle cx="-66" cy="-48" r="6" fill="{GOLD}" {_S}/>'
           f'<circle cx="66" cy="-48" r="6" fill="{GOLD}" {_S}/>'
           f'<circle cx="4" cy="-100" r="6" fill="{GOLD}" {_S}/>')
    face = (f'<ellipse cx="0" cy="-26" rx="20" ry="22" fill="{SKIN}" {_S}/>'
            f'<circle cx="-7" cy="-30" r="2.2" fill="{INK}"/><circle cx="7" cy="-30" r="2.2" '
            f'fill="{INK}"/>'
            f'<path d="M-10,-16C-4,-10 4,-10 10,-16" fill="none" stroke="#b0303a" '
            f'stroke-width="2.5"/>'
            f'<circle cx="-12" cy="-20" r="3" fill="#f08080" fill-opacity="0.6"/>'
            f'<circle cx="12" cy="-20" r="3" fill="#f08080" fill-opacity="0.6"/>')
    collar = []
    pts = []
    n = 8
    for i in range(n + 1):
        x = -44 + 88 * i / n
        pts.append(f"{num(x)},{'0' if i % 2 == 0 else '16'}")
    collar.append(f'<path d="M-44,0L{" L".join(pts)}L44,0C30,-8 -30,-8 -44,0Z" fill="{GOLD}" '
                  f'{_S}/>')
    body = (f'<path d="M-40,8C-50,40 -52,80 -48,112H48C52,80 50,40 40,8Z" fill="{colour}" {_S}/>'
            f'<path d="M0,8V112M-48,60H48" stroke="{second}" stroke-width="8"/>'
            f'<circle cx="0" cy="34" r="5" fill="{GOLD}" {_S}/>'
            f'<circle cx="0" cy="86" r="5" fill="{GOLD}" {_S}/>')
    staff = (f'<path d="M52,112L64,-4" stroke="#7a4a1a" stroke-width="4"/>'
             f'<circle cx="65" cy="-12" r="9" fill="{SKIN}" {_S}/>'
             f'<path d="M58,-18L56,-30L64,-22L70,-32L72,-18Z" fill="{second}" {_S}/>')
    return body + "".join(collar) + staff + face + cap
