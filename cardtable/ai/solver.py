"""Exact play once a game has become one of perfect information.

When a seat can deduce every card (2-player Briscola once the stock is gone, the last hand of
2-player Pishti), every world :meth:`~cardtable.engine.state.State.determinize` samples is the
same. :func:`solve_if_determined` notices that (a few samples agree zone by zone, hands compared
as sets) and then searches the rest of the deal with alpha-beta, the deciding seat's side
maximising its reward and every other seat minimising it (exact for two sides; the "paranoid"
assumption with more). The reward is the deal's return for the seat, with its share of the
deal's points as a tie-break, so among equally winning moves it takes the most points.

A node budget bounds the work: a deal too large to solve in it is left to the sampling search.
"""

from __future__ import annotations

import random
from typing import Any

from ..engine.agent import Decision
from ..engine.state import State

SAMPLES = 3
POINTS_TIE_BREAK = 1e-3


class _OutOfBudget(Exception):
    pass


def _unordered_prefixes(state: State) -> tuple[str, ...]:
    prefixes = {"hand:"}
    try:
        layout = state.game.layout(state.num_players, state.options)
        prefixes.update(layout.unordered_prefixes())
    except Exception:  # an old-style layout (a dict) or none: hands only
        pass
    return tuple(prefixes)


def world_key(state: State, unordered: tuple[str, ...]) -> tuple[Any, ...]:
    """Where every card lies, with the order of unordered zones (hands) left out."""
    out = []
    for zone, cards in sorted(state.zones().items()):
        out.append((zone, tuple(sorted(cards)) if zone.startswith(unordered) else tuple(cards)))
    return tuple(out)


def determined_world(decision: Decision, rng: random.Random, samples: int = SAMPLES) -> State | None:
    """A world the seat knows completely, or None if its samples differ."""
    first = decision.determinize(rng)
    unordered = _unordered_prefixes(first)
    key = world_key(first, unordered)
    for _ in range(samples - 1):
        if world_key(decision.determinize(rng), unordered) != key:
            return None
    return first


class _Solver:
    def __init__(self, seat: int, side: frozenset[int], deals0: int, budget: int):
        self.seat = seat
        self.side = side
        self.deals0 = deals0
        self.budget = budget

    def leaf(self, state: State) -> float | None:
        if state.deals_finished > self.deals0:
            result = state.deal_result()
        elif state.current_player < 0:
            result = state.result()
        else:
            return None
        if result is None:
            result = state.result()
        pts = result.points
        total = sum(abs(p) for p in pts) or 1
        return result.returns[self.seat] + POINTS_TIE_BREAK * pts[self.seat] / total

    def value(self, state: State, alpha: float, beta: float) -> float:
        self.budget -= 1
        if self.budget < 0:
            raise _OutOfBudget
        v = self.leaf(state)
        if v is not None:
            return v
        maximise = state.current_player in self.side
        best = -1e9 if maximise else 1e9
        for action in state.legal_actions():
            child = state.clone()
            child.apply_unchecked(action)
            v = self.value(child, alpha, beta)
            if maximise:
                if v > best:
                    best = v
                if best > alpha:
                    alpha = best
            else:
                if v < best:
                    best = v
                if best < beta:
                    beta = best
            if alpha >= beta:
                break
        return best


def solve(state: State, seat: int, legal: list[str], node_budget: int) -> list[tuple[str, float]] | None:
    """Exact values (0..1, plus the points tie-break) of every legal action, best first; None
    when the deal needs more than ``node_budget`` nodes."""
    teams = state.game.teams(state.num_players, state.options)
    side = next((frozenset(t) for t in teams if seat in t), frozenset((seat,)))
    solver = _Solver(seat, side, state.deals_finished, node_budget)
    out = []
    try:
        for action in legal:
            child = state.clone()
            child.apply_unchecked(action)
            out.append((action, solver.value(child, -1e9, 1e9)))
    except _OutOfBudget:
        return None
    out.sort(key=lambda av: -av[1])
    return [(a, min(1.0, max(0.0, v))) for a, v in out]


def solve_if_determined(decision: Decision, rng: random.Random,
                        node_budget: int) -> list[tuple[str, float]] | None:
    """Exact action values when the seat knows every card and the rest of the deal is small."""
    if node_budget <= 0:
        return None
    world = determined_world(decision, rng)
    if world is None:
        return None
    return solve(world, decision.seat, list(decision.legal), node_budget)
