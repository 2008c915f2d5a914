"""A game to a target seen as a race: each side's chance of winning from the totals.

A search player plays each sampled world to the end of the current deal. In a game of several
deals to a target score, what a finished deal is worth is not the deal won or lost but the
totals it leaves (the ``deal_value`` hook, cardtable/ai/hooks.py). A game scores it with
:func:`game_chances`:

* every two sides' totals differ by ``d``; one deal moves that difference by a margin with a
  spread ``sd`` (the game measures it over rule-based games), and about ``k`` deals are left
  (the side nearest the target needs ``need`` points, a side scores ``mean`` a deal: ``k =
  need / mean``, at least one);
* side A ends ahead of side B with the chance ``Φ(d / (sd √k))`` (a normal race);
* with more than two sides, a side's chance is the product of its chances against each other
  side, the products scaled to add up to one.

Used by Pinochle's games to 1000 (games/pinochle/outlook.py) and Pishti's games to 101 or 151
(games/pishti/outlook.py). Pure arithmetic on what every seat sees alike.
"""

from __future__ import annotations

import math
from typing import Sequence

_SQRT2 = math.sqrt(2.0)


def phi(z: float) -> float:
    """The standard normal distribution function."""
    return 0.5 * (1.0 + math.erf(z / _SQRT2))


def game_chances(totals: Sequence[int], target: int, mean: float, sd: float) -> list[float]:
    """Each side's chance of winning a game to ``target`` from ``totals``, when a side scores
    ``mean`` points a deal and two sides' margin in a deal has the spread ``sd``."""
    need = max(1, target - max(totals))
    scale = sd * math.sqrt(max(1.0, need / mean))
    n = len(totals)
    raw = []
    for s in range(n):
        p = 1.0
        for j in range(n):
            if j != s:
                p *= phi((totals[s] - totals[j]) / scale)
        raw.append(p)
    mass = sum(raw)
    return [p / mass for p in raw] if mass > 0 else [1.0 / n] * n
