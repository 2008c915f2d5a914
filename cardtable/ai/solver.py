"""Exact play once a game has become one of perfect information, or nearly.

When a seat can deduce every card (2-player Briscola once the stock is gone, the last hand of
2-player Pishti), every world :meth:`~cardtable.engine.state.State.determinize` samples is the
same. :func:`solve_small` notices that (samples agree zone by zone, hands compared as sets) and
then searches the rest of the deal with alpha-beta, the deciding seat's side maximising its
reward and every other seat minimising it (exact for two sides; the "paranoid" assumption with
more). The reward is the deal's return for the seat, with its share of the deal's points as a
tie-break, so among equally winning moves it takes the most points.

When only a few worlds remain and two sides play (2-player Briscola at the last draw: the one
hidden stock card is one of four; following one draw before: 60), :func:`solve_small` finds
them all and takes the expectation over them of each action's exact value (wins only), every
world equally likely unless the game weighs them by what the other seats' play showed (the
``weigh`` hook: 2-player Briscola reads the opponent's last plays) — an expectimax over the last
draws. It is exact where nothing stays hidden
after the seat's move (following to the last trick before the stock runs out); where another
seat still chooses without seeing everything, that seat is assumed to know the world (as in any
determinized search).

When the possible worlds are too many to list but each is small (2-player Briscola two draws
before the last: thousands of orders of the unseen cards, each a few thousand nodes),
:func:`solve_sampled` draws a fixed number of them and averages each action's exact value over
the sample — determinized search with an exact solver for every sample (Perfect Information
Monte Carlo, as the strong Skat and Bridge programs play their last tricks). Like the average
over every world it assumes the other seats know the world; unlike it, the values carry the
sample's noise.

Moves that tie for best (a deal lost against best play whatever the seat does, or several
moves that all keep the same chances) are ordered by :func:`_fallible_order`: the chances each
keeps when the other side may play any card — so the seat plays for the opponent's mistakes
rather than any losing card (docs/ai-strength.md, run 15).

A node budget bounds the work: a deal too large to solve in it is left to the sampling search.
"""

from __future__ import annotations

import math
import random
from typing import Any, Callable

from ..engine.agent import Decision
from ..engine.state import State
from .rollout import sampled_world

COVER = 8  # see possible_worlds
POINTS_TIE_BREAK = 1e-3
# an opponent read as playing at random this often: exact endgames order every move by their
# chances against it (_fallible_order), not only moves tied against best play
EXPLOIT_AT = 0.5


class OutOfNodes(Exception):
    """The deal (or the possible worlds) did not solve within the node budget."""


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


class _Solver:
    def __init__(self, seat: int, side: frozenset[int], deals0: int, budget: int,
                 tie_break: float = POINTS_TIE_BREAK,
                 prune: Callable[[State, list[str]], list[str] | None] | None = None,
                 deal_value: Callable[[State], tuple[float, ...] | None] | None = None):
        self.seat = seat
        self.side = side
        self.deals0 = deals0
        self.budget = budget
        self.tie_break = tie_break
        self.prune = prune  # the game's hook: the moves worth playing (hooks.py)
        # the game's hook: a finished deal's worth toward a game to a target (hooks.py)
        self.deal_value = deal_value

    def actions(self, state: State) -> list[str]:
        legal = state.legal_actions()
        return (self.prune(state, legal) or legal) if self.prune is not None else legal

    def leaf(self, state: State) -> float | None:
        if state.deals_finished > self.deals0:
            if self.deal_value is not None:
                value = self.deal_value(state)
                if value is not None:
                    return value[self.seat]
            result = state.deal_result()
        elif state.current_player < 0:
            result = state.result()
        else:
            return None
        if result is None:
            result = state.result()
        if not self.tie_break:
            return result.returns[self.seat]
        pts = result.points
        total = sum(abs(p) for p in pts) or 1
        return result.returns[self.seat] + self.tie_break * pts[self.seat] / total

    def visit(self, state: State) -> float | None:
        """Count a node against the budget; its value if the deal is over there, else None."""
        self.budget -= 1
        if self.budget < 0:
            raise OutOfNodes
        return self.leaf(state)

    def value(self, state: State, alpha: float, beta: float) -> float:
        v = self.visit(state)
        if v is not None:
            return v
        maximise = state.current_player in self.side
        best = -1e9 if maximise else 1e9
        for action in self.actions(state):
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


def _hook(state: State, name: str) -> Any:
    """The game's hook ``name`` (hooks.py: ``prune``, ``deal_value``), or None."""
    from .hooks import hooks_for
    return getattr(hooks_for(state.game), name, None)


def _side(state: State, seat: int) -> frozenset[int]:
    """The seat and its partners."""
    teams = state.game.teams(state.num_players, state.options)
    return next((frozenset(t) for t in teams if seat in t), frozenset((seat,)))


class _Fallible(_Solver):
    """Expectimax against fallible play: the seat's side takes its best move, every other seat
    plays any legal move with equal chance (no cut-offs: every line is counted) — or, with
    ``random_play``, a seat plays at random with its chance there and its best move otherwise."""

    def __init__(self, seat: int, side: frozenset[int], deals0: int, budget: int,
                 tie_break: float = POINTS_TIE_BREAK,
                 random_play: dict[int, float] | None = None,
                 prune: Callable[[State, list[str]], list[str] | None] | None = None,
                 deal_value: Callable[[State], tuple[float, ...] | None] | None = None):
        super().__init__(seat, side, deals0, budget, tie_break, prune, deal_value)
        self.random_play = random_play

    def value(self, state: State, alpha: float = 0.0, beta: float = 0.0) -> float:
        v = self.visit(state)
        if v is not None:
            return v
        values = []
        for action in self.actions(state):
            child = state.clone()
            child.apply_unchecked(action)
            values.append(self.value(child))
        p = state.current_player
        if p in self.side:
            return max(values)
        mean = sum(values) / len(values)
        if self.random_play is None:
            return mean
        q = self.random_play.get(p, 0.0)
        return q * mean + (1 - q) * min(values)


def _fallible_order(worlds: list[State], seat: int, ranked: list[tuple[str, float]],
                    weights: list[float] | None, tie_break: float, node_budget: int,
                    random_play: dict[int, float] | None = None) -> list[tuple[str, float]]:
    """``ranked`` (exact values, best first) with the moves tied for best reordered by how
    often they win when the other sides may go wrong: the expectimax of :class:`_Fallible`,
    averaged over the worlds. Every move in the tie is as good against best play, so the order
    costs nothing against a perfect opponent; against a person (or any fallible player) the
    seat keeps the most chances — in a deal lost against best play it plays the card that
    leaves the opponent the most ways to go wrong, not just any losing card. Not done when the
    best move wins for sure, or the ordering would not fit in ``node_budget`` nodes.

    ``random_play`` (the search's opponent model: a seat read as playing at random, with its
    chance): where another seat plays at random at least half the time, every move is ordered
    by its chances against that mixture of random and best play, not only the tied ones."""
    best = ranked[0][1]
    if best >= 1.0 - 2 * tie_break - 1e-9:
        return ranked
    exploit = random_play is not None and max(random_play.values(), default=0.0) >= EXPLOIT_AT
    tied = [a for a, v in ranked if exploit or best - v <= 2 * tie_break + 1e-9]
    if len(tied) < 2:
        return ranked
    solver = _Fallible(seat, _side(worlds[0], seat), worlds[0].deals_finished, node_budget,
                       tie_break, random_play if exploit else None, _hook(worlds[0], "prune"),
                       _hook(worlds[0], "deal_value"))
    score = dict.fromkeys(tied, 0.0)
    try:
        for i, world in enumerate(worlds):
            w = 1.0 if weights is None else weights[i]
            for action in tied:
                child = world.clone()
                child.apply_unchecked(action)
                score[action] += w * solver.value(child)
    except OutOfNodes:
        return ranked
    order = sorted(tied, key=lambda a: -score[a])  # stable: equal scores keep their order
    values = dict(ranked)
    return [(a, values[a]) for a in order] + ranked[len(tied):]


def solve(state: State, seat: int, legal: list[str], node_budget: int) -> list[tuple[str, float]] | None:
    """Exact values (0..1, plus the points tie-break) of every legal action, best first; None
    when the deal needs more than ``node_budget`` nodes."""
    solved = _solve(state, seat, legal, node_budget)[0]
    return None if solved is None else _clipped(solved)


def _clipped(values: list[tuple[str, float]]) -> list[tuple[str, float]]:
    """Values sorted with their points tie-break, shown as returns (0..1)."""
    return [(a, min(1.0, max(0.0, v))) for a, v in values]


def _solve(state: State, seat: int, legal: list[str], node_budget: int,
           tie_break: float = POINTS_TIE_BREAK) -> tuple[list[tuple[str, float]] | None, int]:
    """:func:`solve` with the points tie-break left in the values, and the nodes left."""
    solver = _Solver(seat, _side(state, seat), state.deals_finished, node_budget, tie_break,
                     _hook(state, "prune"), _hook(state, "deal_value"))
    out = []
    try:
        for action in legal:
            child = state.clone()
            child.apply_unchecked(action)
            # every value lies in [-tie_break, 1 + tie_break] (returns are 0..1, a points share
            # -1..1): that window keeps the values exact and cuts off more
            out.append((action, solver.value(child, -tie_break, 1.0 + tie_break)))
    except OutOfNodes:
        return None, 0
    out.sort(key=lambda av: -av[1])
    return out, solver.budget


def possible_worlds(decision: Decision, rng: random.Random, max_worlds: int) -> list[State] | None:
    """Every world consistent with what the seat knows, when there are at most ``max_worlds``
    (else None). Found by sampling: the search stops once ``COVER`` times as many samples as
    worlds found have brought no new one (a world of probability 1/k is then missed with
    probability below e^-COVER). Many worlds show early: when ``4 * sqrt(max_worlds)`` samples
    are all different, there are more than ``max_worlds`` but for a chance below e^-7."""
    worlds: dict[tuple[Any, ...], State] = {}
    unordered: tuple[str, ...] | None = None
    since_new = 0
    repeats = False
    all_new = max(3, math.ceil(4 * math.sqrt(max_worlds)))
    while since_new < COVER * max(1, len(worlds)):
        if not repeats and len(worlds) >= all_new:
            return None
        world = sampled_world(decision, rng)
        if unordered is None:
            unordered = _unordered_prefixes(world)
        key = world_key(world, unordered)
        if key in worlds:
            since_new += 1
            repeats = True
            continue
        if len(worlds) >= max_worlds:
            return None
        worlds[key] = world
        since_new = 0
    return [worlds[k] for k in sorted(worlds)]


def solve_small(decision: Decision, rng: random.Random, node_budget: int,
                max_worlds: int = 1) -> tuple[list[tuple[str, float]], int] | None:
    """Exact action values (averaged over the possible worlds, best first) and the number of
    worlds, when the seat's possible worlds number at most ``max_worlds`` (more than one only
    where two sides play: there the solver is exact) and all of them solve within
    ``node_budget`` nodes together; else None."""
    try:
        return solve_or_raise(decision, rng, node_budget, max_worlds)
    except OutOfNodes:
        return None


def solve_or_raise(decision: Decision, rng: random.Random, node_budget: int,
                   max_worlds: int = 1, weigh: Callable[[State], float] | None = None,
                   fallible: bool = True, random_play: dict[int, float] | None = None,
                   ) -> tuple[list[tuple[str, float]], int] | None:
    """:func:`solve_small`, but running out of nodes raises :class:`OutOfNodes` (None: too
    many worlds to average). ``weigh(world)``: how likely each possible world is, relatively
    (the game's reading of the other seats' play, :mod:`.hooks`); else all are equally likely.
    ``fallible``: moves tied for best are ordered by :func:`_fallible_order` (the chances they
    keep against a player who may go wrong); ``random_play``: the opponent model (there every
    move may be ordered so)."""
    if node_budget <= 0:
        raise OutOfNodes
    budget0 = node_budget
    if max_worlds > 1 and len(decision.game.teams(decision.num_players, decision.options)) > 2:
        max_worlds = 1  # the average only where the solver is exact: two sides
    worlds = possible_worlds(decision, rng, max(1, max_worlds))
    if worlds is None:
        return None
    legal = list(decision.legal)
    totals = dict.fromkeys(legal, 0.0)
    # over several worlds only wins count (no points tie-break: far more cut-offs)
    tie_break = POINTS_TIE_BREAK if len(worlds) == 1 else 0.0
    # no world may take more than four times its share (measured: the largest of 2-player
    # Briscola's 60 or 120 takes up to three times the average), so a deal too big to solve
    # is given up early rather than after the whole budget
    share = max(1, 4 * node_budget // len(worlds))
    weights = [weigh(w) for w in worlds] if weigh is not None and len(worlds) > 1 else None
    if weights is not None and not sum(weights) > 0:
        weights = None
    for i, world in enumerate(worlds):
        allowed = min(share, node_budget)
        solved, left = _solve(world, decision.seat, legal, allowed, tie_break)
        if solved is None:
            raise OutOfNodes
        node_budget -= allowed - left
        w = 1.0 if weights is None else weights[i]
        for action, value in solved:
            totals[action] += w * value
    mass = len(worlds) if weights is None else sum(weights)
    out = [(a, totals[a] / mass) for a in legal]
    out.sort(key=lambda av: -av[1])
    if fallible or random_play:  # at most a quarter of the budget more (a tie in a big deal
        # is left as it is); against an opponent read as random, what is left of it
        out = _fallible_order(worlds, decision.seat, out, weights, tie_break,
                              node_budget if random_play else min(node_budget, budget0 // 4),
                              random_play)
    return _clipped(out), len(worlds)


def solve_sampled(decision: Decision, rng: random.Random, node_budget: int, samples: int,
                  adjust: Callable[[State, random.Random], None] | None = None,
                  ) -> list[tuple[str, float]] | None:
    """Each legal action's exact value (wins only) averaged over ``samples`` worlds drawn with
    ``Decision.determinize`` (then ``adjust(world, rng)``: the game's reading of the other
    seats' play), best first; None where the solver is not exact (more than two sides) or the
    worlds do not solve within ``node_budget`` nodes together. A deal too big is given up after
    a small part of the budget: the first world may use twice its share, any other four times,
    and the first four together no more than their shares."""
    if samples < 1 or node_budget <= 0:
        return None
    if len(decision.game.teams(decision.num_players, decision.options)) > 2:
        return None
    legal = list(decision.legal)
    totals = dict.fromkeys(legal, 0.0)
    share = max(1, node_budget // samples)
    spent = 0
    for i in range(samples):
        world = sampled_world(decision, rng)
        if adjust is not None:
            adjust(world, rng)
        allowed = min((2 if i == 0 else 4) * share, node_budget - spent)
        solved, left = _solve(world, decision.seat, legal, allowed, 0.0)
        if solved is None:
            return None
        spent += allowed - left
        if i < 4 and spent > (i + 1) * share:  # the whole sample would not fit
            return None
        for action, value in solved:
            totals[action] += value
    out = [(a, totals[a] / samples) for a in legal]
    out.sort(key=lambda av: -av[1])
    return _clipped(out)
