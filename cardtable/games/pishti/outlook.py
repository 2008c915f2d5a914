"""What a finished deal is worth in a game to a target (101, 151...): each side's chance of
winning the game.

A search player plays each sampled world to the end of the current deal. In a one-deal game
(``target`` 0) the deal's result is the game's. In a game to a target it is not: a deal won by
2 points and a deal lost by 30 count alike as one deal each, yet the second costs far more of
the game, and in a deal already decided every move looks the same. So in a game to a target a
finished deal is scored by the totals it leaves (the ``deal_value`` hook, cardtable/ai/hooks.py),
as a race to the target (cardtable/engine/race.py): the two sides' totals apart by a margin
whose spread per deal was measured over rule-based games (:data:`DEALS`, by the scoring rules).

A game that ended (the target passed at a deal's end, or by a pishti with ``end_on_pishti``) is
worth its result. The estimate reads only the totals and the rules, which every seat sees alike.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ...engine.race import game_chances
from ...engine.state import TERMINAL
from .state import PishtiState

# Per scoring rules — (jacks wild, a jack on a single card is a pishti, a jack on a jack,
# the last card may make a pishti, leftovers to the last capturer, Bluff Pishti) — a side's mean
# deal score and the spread (standard deviation) of the two sides' margin in a deal, over 150
# rule-based two-handed games of each preset (four-handed games give the same within a point;
# docs/ai-strength.md, run 29: ``benchmarks/deal_scores.py --game pishti --preset P``).
DEALS: dict[tuple[bool, bool, int, bool, bool, bool], tuple[float, float]] = {
    (True, True, 10, True, False, False): (18.6, 21.9),  # harbin
    (True, True, 10, True, False, True): (30.2, 30.6),  # harbin, Bluff Pishti
    (True, False, 0, True, False, False): (13.3, 17.0),  # club
    (True, False, 0, True, False, True): (20.4, 24.4),  # club, Bluff Pishti
    (True, False, 20, False, True, False): (14.0, 17.6),  # pagat
    (True, False, 20, False, True, True): (25.2, 27.4),  # pagat, Bluff Pishti
    (False, True, 10, True, False, False): (11.0, 15.1),  # parlett
    (False, True, 10, True, False, True): (18.8, 22.8),  # parlett, Bluff Pishti
}
# Other scoring rules: the presets' middle, with and without claims.
OTHER = {False: (14.0, 17.5), True: (22.0, 26.0)}


def figures(state: PishtiState) -> tuple[float, float]:
    """A side's mean deal score and the spread of the margin, for ``state``'s scoring rules."""
    ctx = state.ctx
    key = (ctx.wild, ctx.jack_pishti, ctx.jack_on_jack, ctx.last_card_pishti,
           ctx.leftovers_to_capturer, ctx.bluff)
    return DEALS.get(key, OTHER[ctx.bluff])


@lru_cache(maxsize=4096)
def _chances(a: int, b: int, need: int, mean: float, sd: float) -> tuple[float, ...]:
    return tuple(game_chances((a, b), need, mean, sd))


def side_chances(state: PishtiState) -> tuple[float, ...]:
    """Each side's chance of winning ``state``'s game to a target from its totals."""
    ctx = state.ctx
    a, b = state.scores
    mean, sd = figures(state)
    return _chances(a, b, ctx.target + (1 if ctx.target_strict else 0), mean, sd)


def deal_value(state: Any) -> tuple[float, ...] | None:
    """Every seat's chance of winning the game, for a sampled world whose deal has just ended
    in a game to a target; None in a one-deal game (the deal's result is the game's)."""
    if not isinstance(state, PishtiState) or not state.ctx.target:
        return None
    if state.current_player == TERMINAL:
        return state.result().returns
    chances = side_chances(state)
    side = state.ctx.side
    return tuple(chances[side[s]] for s in range(state.num_players))
