"""The four French suit signs as SVG definitions, each centred on (0, 0) about 100 units tall."""

from __future__ import annotations

HEART = ("M0,46C-9,31 -48,9 -48,-17C-48,-36 -35,-46 -22,-46C-10,-46 -2,-38 0,-28"
         "C2,-38 10,-46 22,-46C35,-46 48,-36 48,-17C48,9 9,31 0,46Z")
DIAMOND = "M0,-50Q15,-20 38,0Q15,20 0,50Q-15,20 -38,0Q-15,-20 0,-50Z"
SPADE = ("M0,-48C-10,-31 -47,-12 -47,12C-47,29 -33,37 -21,36C-12,35 -6,31 -3,26"
         "C-4,37 -10,44 -19,48H19C10,44 4,37 3,26C6,31 12,35 21,36C33,37 47,29 47,12"
         "C47,-12 10,-31 0,-48Z")
CLUB = ("M0,-48C-12,-48 -21,-39 -21,-27C-21,-19 -17,-13 -12,-9C-15,-11 -19,-12 -24,-12"
        "C-37,-12 -47,-2 -47,10C-47,23 -37,32 -24,32C-14,32 -7,26 -3,18"
        "C-4,33 -10,43 -20,48H20C10,43 4,33 3,18C7,26 14,32 24,32C37,32 47,23 47,10"
        "C47,-2 37,-12 24,-12C19,-12 15,-11 12,-9C17,-13 21,-19 21,-27C21,-39 12,-48 0,-48Z")

SHAPES = {"S": SPADE, "H": HEART, "D": DIAMOND, "C": CLUB}

# Suit colours per French deck style.
COLOURS = {
    "classic": {"S": "#1a1a1a", "H": "#c8102e", "D": "#c8102e", "C": "#1a1a1a"},
    "fourcolour": {"S": "#1a1a1a", "H": "#c8102e", "D": "#1450b4", "C": "#157a2c"},
}


def suit_id(suit: str) -> str:
    return f"f{suit}"


def suit_def(suit: str, colour: str) -> str:
    """A ``<path>`` definition with id ``f<suit>`` (e.g. ``fH``) filled with ``colour``."""
    return f'<path id="{suit_id(suit)}" d="{SHAPES[suit]}" fill="{colour}"/>'
