"""Two variants of one player on the same deals (fallible_endgames.py, worlds_reach.py).

Deal ``first + i`` is played once per variant, the player's side alternating with ``i``; every
other seat is ``other``. Where the variants play alike the games are the same, so the deals whose
result changed measure the difference between them with little noise.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from cardtable.app.arena import play_game
from cardtable.engine.agent import AgentSpec
from cardtable.engine.game import Game


@dataclass
class Pairs:
    wins: dict[Any, int]  # per variant: deals won by the player's side
    draws: dict[Any, int]
    better: int  # deals the second variant did better on
    worse: int
    returns: list[tuple[float, float]] = field(default_factory=list)  # per deal: (first, second)


def play_pairs(game: Game, players: int, mine: Callable[[Any], AgentSpec], other: AgentSpec,
               variants: tuple[Any, Any], games: int, first: int) -> Pairs:
    """``mine(variant)`` seats the player (on every seat of its side: seats of one parity)."""
    options = game.resolve_options(players, {}, None)
    a, b = variants
    out = Pairs({a: 0, b: 0}, {a: 0, b: 0}, 0, 0)
    for i in range(games):
        side = i % 2
        got = {}
        for variant in variants:
            spec = mine(variant)
            specs = [spec if seat % 2 == side else other for seat in range(players)]
            state, _ = play_game(game, players, options, specs, first + i)
            got[variant] = state.result().returns[side]
            out.wins[variant] += got[variant] == 1
            out.draws[variant] += got[variant] == 0.5
        out.returns.append((got[a], got[b]))
        out.better += got[b] > got[a]
        out.worse += got[b] < got[a]
    return out
