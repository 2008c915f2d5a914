"""Italian court figures: Fante (standing page), Cavallo (rider on a horse), Re (crowned king).

Figures are full length and single ended, drawn in a 170 x 270 box centred on (0, 0)
(x -85..85, y -135..135). Each holds its suit emblem (``#iC``, ``#iD``, ``#iS``, ``#iB``).
"""

from __future__ import annotations

from .italian_suits import LONG, PALETTES
from .svg import use

INK = "#2b1d0e"
SKIN = "#f7d7b5"
_S = f'stroke="{INK}" stroke-width="2" stroke-linejoin="round"'

# Clothes per style and suit: (main, second).
CLOTHES = {
    "napoletane": {"C": ("#c8261e", "#2f5fb3"), "D": ("#2f5fb3", "#c8261e"),
                   "S": ("#2f5fb3", "#f2c230"), "B": ("#4f8f2f", "#c8261e")},
    "piacentine": {"C": ("#1d4f9a", "#b8202a"), "D": ("#b8202a", "#2f7d4a"),
                   "S": ("#b8202a", "#1d4f9a"), "B": ("#2f7d4a", "#b8202a")},
}


def _head(cx: float, cy: float, hair: str, beard: bool = False) -> str:
    out = f'<circle cx="{cx}" cy="{cy}" r="15" fill="{SKIN}" {_S}/>'
    out += (f'<circle cx="{cx - 5}" cy="{cy - 3}" r="1.8" fill="{INK}"/>'
            f'<circle cx="{cx + 5}" cy="{cy - 3}" r="1.8" fill="{INK}"/>')
    if beard:
        out += (f'<path d="M{cx - 15},{cy}C{cx - 14},{cy + 16} {cx - 6},{cy + 24} {cx},{cy + 26}'
                f'C{cx + 6},{cy + 24} {cx + 14},{cy + 16} {cx + 15},{cy}'
                f'C{cx + 8},{cy + 8} {cx - 8},{cy + 8} {cx - 15},{cy}Z" fill="{hair}" {_S}/>')
    else:
        out += (f'<path d="M{cx - 4},{cy + 7}C{cx - 1},{cy + 9} {cx + 1},{cy + 9} {cx + 4},'
                f'{cy + 7}" fill="none" stroke="#b0303a" stroke-width="1.8"/>')
    return out


def _round_emblem(suit: str, x: float, y: float, scale: float = 0.36) -> str:
    return use(f"i{suit}", x, y, scale)


def fante(style: str, suit: str) -> str:
    main, second = CLOTHES[style][suit]
    p = PALETTES[style]
    parts = [
        # legs in hose and shoes
        f'<path d="M-16,50L-18,122H-6L-2,50Z" fill="{second}" {_S}/>',
        f'<path d="M2,50L6,122H18L16,50Z" fill="{p["gold"]}" {_S}/>',
        f'<ellipse cx="-14" cy="124" rx="12" ry="5" fill="{INK}"/>',
        f'<ellipse cx="14" cy="124" rx="12" ry="5" fill="{INK}"/>',
        # tunic
        f'<path d="M-22,-50C-30,-20 -34,20 -38,60H38C34,20 30,-20 22,-50Z" fill="{main}" {_S}/>',
        f'<path d="M-38,60H38L36,50H-36Z" fill="{p["gold"]}" {_S}/>',
        f'<path d="M-30,8H30" stroke="{p["gold_dark"]}" stroke-width="5"/>',
        f'<path d="M0,-48V60" stroke="{second}" stroke-width="3"/>',
        # left arm down
        f'<path d="M-22,-48C-34,-36 -40,-10 -42,10L-32,12C-30,-8 -26,-28 -18,-38Z" '
        f'fill="{main}" {_S}/>',
        f'<circle cx="-37" cy="16" r="6" fill="{SKIN}" {_S}/>',
    ]
    if suit in LONG:
        # right arm holds the sword/baton upright beside him
        parts += [
            f'<path d="M22,-48C32,-40 38,-24 40,-8L30,-4C28,-20 24,-30 18,-38Z" fill="{main}" '
            f'{_S}/>',
            use(f"i{suit}", 44, -30, 0.72),
            f'<circle cx="40" cy="-4" r="6" fill="{SKIN}" {_S}/>',
        ]
    else:
        # right arm raised, holding the cup/coin up
        parts += [
            f'<path d="M22,-48C34,-56 40,-70 42,-84L32,-88C30,-74 26,-64 18,-58Z" fill="{main}" '
            f'{_S}/>',
            _round_emblem(suit, 40, -104, 0.4),
            f'<circle cx="38" cy="-86" r="6" fill="{SKIN}" {_S}/>',
        ]
    parts += [
        f'<path d="M-6,-62H6V-48H-6Z" fill="{SKIN}" {_S}/>',
        _head(0, -74, "#8a5a2b"),
        # beret with feather
        f'<path d="M-18,-82C-22,-98 18,-102 20,-84Z" fill="{second}" {_S}/>',
        f'<path d="M-20,-84H22" stroke="{p["gold"]}" stroke-width="4"/>',
        f'<path d="M-12,-94C-24,-116 -36,-112 -40,-102C-30,-106 -22,-102 -16,-90Z" '
        f'fill="{p["gold"]}" {_S}/>',
    ]
    return "".join(parts)


def cavallo(style: str, suit: str) -> str:
    main, second = CLOTHES[style][suit]
    p = PALETTES[style]
    horse = "#f4efe4" if style == "napoletane" else "#b5835a"
    mane = "#8a5a2b" if style == "napoletane" else "#3a2414"
    parts = [
        # tail
        f'<path d="M-60,30C-80,40 -84,70 -76,96C-70,74 -64,58 -54,44Z" fill="{mane}" {_S}/>',
        # far legs
        f'<path d="M-44,50L-52,122H-42L-34,56Z M34,52L40,122H50L44,50Z" fill="{horse}" '
        f'{_S} fill-opacity="0.85"/>',
        # body
        f'<ellipse cx="-4" cy="40" rx="60" ry="30" fill="{horse}" {_S}/>',
        # near legs and hooves
        f'<path d="M-34,56L-30,124H-20L-22,60Z M22,60L24,124H34L36,56Z" fill="{horse}" {_S}/>',
        f'<path d="M-31,122H-19V128H-31Z M23,122H35V128H23Z M-53,120H-41V126H-53Z '
        f'M39,120H51V126H39Z" fill="{INK}"/>',
        # neck and head
        f'<path d="M34,28C44,10 50,-8 56,-26C66,-34 78,-30 84,-18C86,-10 82,-6 76,-8'
        f'C70,-10 66,-6 62,0C60,14 58,28 50,44Z" fill="{horse}" {_S}/>',
        f'<path d="M52,-30L56,-42L62,-32Z" fill="{horse}" {_S}/>',
        f'<path d="M34,28C42,8 46,-10 54,-28L48,-24C40,-10 34,6 28,24Z" fill="{mane}" {_S}/>',
        f'<circle cx="68" cy="-22" r="2.2" fill="{INK}"/>',
        # saddle cloth and bridle
        f'<path d="M-30,14H22L26,52H-34Z" fill="{second}" {_S}/>',
        f'<path d="M-34,48H26" stroke="{p["gold"]}" stroke-width="4"/>',
        f'<path d="M60,-20L76,-10M10,8L62,-12" fill="none" stroke="{INK}" stroke-width="1.8"/>',
        # rider: leg, torso, arms, head
        f'<path d="M-10,10L-6,58H6L8,10Z" fill="{main}" {_S}/>',
        f'<path d="M-6,58L-4,72H12L10,60Z" fill="{INK}"/>',
        f'<path d="M-22,14C-24,-10 -20,-36 -12,-54H12C20,-36 22,-10 18,14Z" fill="{main}" {_S}/>',
        f'<path d="M-21,0H19" stroke="{p["gold"]}" stroke-width="4"/>',
        f'<path d="M12,-48C24,-40 30,-26 30,-14L22,-12C20,-24 16,-32 8,-38Z" fill="{main}" '
        f'{_S}/><circle cx="27" cy="-10" r="5.5" fill="{SKIN}" {_S}/>',
    ]
    if suit in LONG:
        parts += [
            f'<path d="M-12,-50C-24,-56 -32,-66 -34,-78L-24,-82C-22,-72 -16,-64 -6,-58Z" '
            f'fill="{main}" {_S}/>',
            use(f"i{suit}", -40, -58, 0.62, rotate=-25),
            f'<circle cx="-30" cy="-82" r="6" fill="{SKIN}" {_S}/>',
        ]
    else:
        parts += [
            f'<path d="M-12,-50C-24,-56 -32,-66 -34,-78L-24,-82C-22,-72 -16,-64 -6,-58Z" '
            f'fill="{main}" {_S}/>',
            _round_emblem(suit, -34, -102, 0.36),
            f'<circle cx="-30" cy="-84" r="6" fill="{SKIN}" {_S}/>',
        ]
    parts += [
        f'<path d="M-5,-66H5V-54H-5Z" fill="{SKIN}" {_S}/>',
        _head(0, -78, "#5a3a1a"),
        f'<path d="M-20,-86C-18,-104 18,-104 20,-86Z" fill="{second}" {_S}/>',
        f'<path d="M-26,-86H26" stroke="{INK}" stroke-width="3"/>',
    ]
    return "".join(parts)


def re(style: str, suit: str) -> str:
    main, second = CLOTHES[style][suit]
    p = PALETTES[style]
    parts = [
        # throne back
        f'<path d="M-56,-70H56V60H-56Z" fill="{p["gold_dark"]}" fill-opacity="0.35" {_S}/>',
        f'<circle cx="-56" cy="-74" r="7" fill="{p["gold"]}" {_S}/>',
        f'<circle cx="56" cy="-74" r="7" fill="{p["gold"]}" {_S}/>',
        # cape and robe
        f'<path d="M-26,-48C-46,-20 -54,60 -60,126H60C54,60 46,-20 26,-48Z" fill="{second}" '
        f'{_S}/>',
        f'<path d="M-20,-48C-30,-10 -34,60 -36,126H36C34,60 30,-10 20,-48Z" fill="{main}" {_S}/>',
        f'<path d="M-36,118H36M-32,100H32" stroke="{p["gold"]}" stroke-width="4"/>',
        f'<path d="M0,-46V126" stroke="{p["gold"]}" stroke-width="6"/>',
        f'<path d="M-24,-50C-10,-40 10,-40 24,-50L20,-40C8,-34 -8,-34 -20,-40Z" fill="#ffffff" '
        f'{_S}/>',
        # left arm across the chest
        f'<path d="M-22,-44C-34,-30 -34,-8 -24,4L-14,-2C-20,-12 -20,-26 -14,-36Z" fill="{second}" '
        f'{_S}/><circle cx="-16" cy="2" r="6" fill="{SKIN}" {_S}/>',
    ]
    if suit in LONG:
        parts += [
            f'<path d="M22,-44C36,-34 42,-16 42,0L32,2C30,-14 26,-26 16,-36Z" fill="{second}" '
            f'{_S}/>',
            use(f"i{suit}", 40, -26, 0.7),
            f'<circle cx="38" cy="4" r="6" fill="{SKIN}" {_S}/>',
        ]
    else:
        parts += [
            f'<path d="M22,-44C36,-34 42,-16 42,0L32,2C30,-14 26,-26 16,-36Z" fill="{second}" '
            f'{_S}/>',
            _round_emblem(suit, 40, -16, 0.36),
            f'<circle cx="36" cy="6" r="6" fill="{SKIN}" {_S}/>',
        ]
    parts += [
        f'<path d="M-5,-62H5V-48H-5Z" fill="{SKIN}" {_S}/>',
        _head(0, -74, "#d8d0c0", beard=True),
        # crown
        f'<path d="M-17,-84L-20,-110L-10,-96L0,-114L10,-96L20,-110L17,-84Z" '
        f'fill="{p["gold"]}" {_S}/>',
        f'<circle cx="0" cy="-94" r="3" fill="{p["red"]}"/>',
        f'<path d="M-17,-86H17" stroke="{p["red"]}" stroke-width="3"/>',
    ]
    return "".join(parts)


FIGURES = {"F": fante, "C": cavallo, "R": re}


def figure(rank: str, style: str, suit: str) -> str:
    return FIGURES[rank](style, suit)
