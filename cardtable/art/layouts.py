"""Where the pips go: standard French positions for A-10 and Italian patterns for Asso-7.

Positions are fractions of a pip box: (column, row) with 0 = left/top and 1 = right/bottom.
Pips whose row is below the middle are drawn upside down, as on real double-ended cards.
"""

from __future__ import annotations

L, M, R = 0.0, 0.5, 1.0
T3, B3 = 1 / 3, 2 / 3

FRENCH_PIPS: dict[str, list[tuple[float, float]]] = {
    "A": [(M, 0.5)],
    "2": [(M, 0), (M, 1)],
    "3": [(M, 0), (M, 0.5), (M, 1)],
    "4": [(L, 0), (R, 0), (L, 1), (R, 1)],
    "5": [(L, 0), (R, 0), (M, 0.5), (L, 1), (R, 1)],
    "6": [(L, 0), (R, 0), (L, 0.5), (R, 0.5), (L, 1), (R, 1)],
    "7": [(L, 0), (R, 0), (M, 0.25), (L, 0.5), (R, 0.5), (L, 1), (R, 1)],
    "8": [(L, 0), (R, 0), (M, 0.25), (L, 0.5), (R, 0.5), (M, 0.75), (L, 1), (R, 1)],
    "9": [(L, 0), (R, 0), (L, T3), (R, T3), (M, 0.5), (L, B3), (R, B3), (L, 1), (R, 1)],
    "10": [(L, 0), (R, 0), (M, 1 / 6), (L, T3), (R, T3), (L, B3), (R, B3), (M, 5 / 6),
           (L, 1), (R, 1)],
}

# Round Italian emblems (coppe, denari): the usual Neapolitan/Piacentine arrangements.
ITALIAN_ROUND_PIPS: dict[str, list[tuple[float, float]]] = {
    "A": [(M, 0.5)],
    "2": [(M, 0.1), (M, 0.9)],
    "3": [(M, 0), (M, 0.5), (M, 1)],
    "4": [(L, 0), (R, 0), (L, 1), (R, 1)],
    "5": [(L, 0), (R, 0), (M, 0.5), (L, 1), (R, 1)],
    "6": [(L, 0), (R, 0), (L, 0.5), (R, 0.5), (L, 1), (R, 1)],
    "7": [(L, 0), (R, 0), (M, 0.25), (L, 0.5), (R, 0.5), (L, 1), (R, 1)],
}

# The 3 of denari is traditionally diagonal.
DENARI_THREE = [(L, 0), (M, 0.5), (R, 1)]


def italian_long_pattern(n: int) -> tuple[int, bool]:
    """Swords and batons cross in pairs: (number of crossed pairs, one upright in the middle)."""
    return n // 2, bool(n % 2)


def is_inverted(row: float) -> bool:
    """Pips in the lower half of a double-ended card are drawn upside down."""
    return row > 0.5 + 1e-9
