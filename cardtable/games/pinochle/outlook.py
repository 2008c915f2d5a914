"""What a finished deal is worth in a game to a target: each side's chance of winning the game.

A search player plays each sampled world to the end of the current deal. In a one-deal game
the deal's result is the game's. In a game to 1000 it is not: a deal won by 10 points and a deal
lost by 200 count alike as one deal each, yet the second costs far more of the game. So in a
game to a target a finished deal is scored by the totals it leaves (the ``deal_value`` hook,
cardtable/ai/hooks.py), as a race to the target (cardtable/engine/race.py): every two sides'
totals apart by a margin whose spread per deal was measured over rule-based games
(:data:`DEALS`); with eight players there are four partnerships, and their chances are combined.

A game that ended (the target reached, or a side declared out) is worth its result: 1 to the
winners, 0 to the others. The estimate reads only the totals and the target of the sampled
world, which every seat sees alike.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ...engine.race import game_chances
from ...engine.state import TERMINAL
from .state_base import PinochleBase

# Per (players, partnership auction): a side's mean deal score and the spread (standard
# deviation) of the difference between two sides' deal scores, over rule-based games to 1000
# (200 games of four, 150 of two, six and eight; docs/ai-strength.md, run 28).
DEALS: dict[tuple[int, bool], tuple[float, float]] = {
    (2, False): (236.0, 126.0),
    (4, False): (207.0, 122.0),
    (4, True): (206.0, 168.0),
    (6, False): (494.0, 248.0),
    (6, True): (508.0, 278.0),
    (8, False): (196.0, 170.0),
    (8, True): (186.0, 218.0),
}
__all__ = ["DEALS", "deal_value", "game_chances", "side_chances"]


@lru_cache(maxsize=4096)
def _chances(totals: tuple[int, ...], target: int, players: int,
             auction: bool) -> tuple[float, ...]:
    """:func:`game_chances` for a form, kept: an exact solve reaches the end of the deal at
    thousands of leaves, with only a few different totals among them."""
    mean, sd = DEALS.get((players, auction), DEALS[(4, False)])
    return tuple(game_chances(totals, target, mean, sd))


def side_chances(state: PinochleBase, totals: list[int] | tuple[int, ...]) -> tuple[float, ...]:
    """Each side's chance of winning ``state``'s game to a target from ``totals``."""
    return _chances(tuple(totals), state.target, state.num_players,
                    state.ctx.form == "partnership-auction")


def deal_value(state: Any) -> tuple[float, ...] | None:
    """Every seat's chance of winning the game, for a sampled world whose deal has just ended in
    a game to a target; None in a one-deal game (the deal's result is the game's)."""
    if not isinstance(state, PinochleBase) or not state.ctx.target_game:
        return None
    if state.current_player == TERMINAL:
        return state.result().returns
    chances = side_chances(state, state.totals)
    team_of = state.ctx.team_of
    return tuple(chances[team_of[s]] for s in range(state.num_players))
