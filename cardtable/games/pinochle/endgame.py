"""Two-handed Pinochle's second phase, solved exactly.

Once the stock is gone both players know every card: each holds what the other cannot have
seen. The last twelve tricks are then a game of perfect information with strict rules (follow
suit, beat a led trump, trump when void), and this solver plays them to the end: alpha-beta
over the card points still to be taken (the last trick's 10 included), with a transposition
table at the start of each trick and identical cards (the pack holds every card twice) counted
once. It works on small tuples of card classes, not on the game's state: a node costs about
3 µs where the generic solver's, cloning the state, cost about 10, so a whole second phase
solves within a search budget where the generic solver (``cardtable/ai/solver.py``) reaches
only its last tricks.

The search maximises the seat's points; the deal is won by the side with more (meld plus card
points, rounded as the rules count them), so the most points is also the best result against
best play. :func:`endgame_values` gives each legal move's value as the generic solver does: the
deal's return for the seat (win 1, draw 0.5, loss 0) plus a small share of its points.
"""

from __future__ import annotations

from typing import Any, Callable

from .outlook import side_chances
from .rules import LAST_TRICK, round_points

INF = 10 ** 9
POINTS_TIE_BREAK = 1e-3  # as the generic solver's (cardtable/ai/solver.py)
CHECK_EVERY = 4096  # nodes between two looks at ``stop``


class OutOfNodes(Exception):
    """The deal did not solve within the node budget (or the search was stopped)."""


class _Classes:
    """Cards of one pack as classes: two cards alike (suit and rank) are one class. Classes are
    numbered strongest first (a hand's sorted tuple lists its strongest cards first)."""

    def __init__(self, ctx: Any, trump: str):
        faces = sorted({(ctx.suit[c], ctx.strength[c]) for c in range(len(ctx.suit))},
                       key=lambda f: (-f[1], f[0] != trump, f[0]))
        number = {f: k for k, f in enumerate(faces)}
        suits: dict[str, int] = {trump: 1}
        self.suit = [suits.setdefault(f[0], len(suits) + 1) for f in faces]  # 1: trump
        self.strength = [f[1] for f in faces]
        by_face = {(ctx.suit[c], ctx.strength[c]): c for c in range(len(ctx.suit))}
        self.points = [ctx.points[by_face[f]] for f in faces]
        self.of = {c: number[(ctx.suit[c], ctx.strength[c])] for c in range(len(ctx.suit))}


class EndgameSolver:
    """Alpha-beta over the rest of the deal for the points of seat ``me``'s hand ``a`` against
    ``b``; ``head``: the older rule that a follower must win the trick when able."""

    def __init__(self, cls: _Classes, head: bool, budget: int,
                 stop: Callable[[], bool] | None = None):
        self.stop = stop
        self.suit = cls.suit
        self.strength = cls.strength
        self.points = cls.points
        self.head = head
        self.budget = budget
        self.table: dict[tuple[tuple[int, ...], tuple[int, ...], int], tuple[int, int, int]] = {}

    def follows(self, hand: tuple[int, ...], lead: int) -> list[int]:
        """The follower's allowed classes (each once) to the led class."""
        suit, strength = self.suit, self.strength
        led = suit[lead]
        same = _distinct([k for k in hand if suit[k] == led])
        if same:
            if led == 1 or self.head:
                up = [k for k in same if strength[k] > strength[lead]]
                if up:
                    return up
            return same
        trumps = _distinct([k for k in hand if suit[k] == 1])
        if trumps:
            return trumps[::-1]  # the cheapest first
        return sorted(_distinct(list(hand)), key=self.points.__getitem__)

    def beats(self, lead: int, follow: int) -> bool:
        sf, sl = self.suit[follow], self.suit[lead]
        return (sf == sl and self.strength[follow] > self.strength[lead]) or (sf == 1 and sl != 1)

    def trick(self, a: tuple[int, ...], b: tuple[int, ...], who: int, lead: int,
              alpha: int, beta: int, rem: int) -> int:
        """The seat's points from here when ``who`` (0: the seat, 1: the other) led ``lead``
        (already out of its hand) and the other follows."""
        follower = b if who == 0 else a
        maximise = who == 1  # the seat follows
        best = -INF if maximise else INF
        last = len(follower) == 1
        for f in self.follows(follower, lead):
            i = follower.index(f)
            rest = follower[:i] + follower[i + 1:]
            pts = self.points[lead] + self.points[f] + (LAST_TRICK if last else 0)
            winner = who if not self.beats(lead, f) else 1 - who
            na, nb = (a, rest) if who == 0 else (rest, b)
            gain = pts if winner == 0 else 0
            v = gain + (self.value(na, nb, winner, alpha - gain, beta - gain, rem - pts)
                        if not last else 0)
            if maximise:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
            else:
                if v < best:
                    best = v
                    if v < beta:
                        beta = v
            if alpha >= beta:
                break
        return best

    def value(self, a: tuple[int, ...], b: tuple[int, ...], who: int, alpha: int,
              beta: int, rem: int) -> int:
        """The seat's points from the start of a trick that ``who`` leads, within
        (alpha, beta): a value outside the window is a bound on the true one."""
        if alpha >= rem:  # no more than every point left ...
            return rem
        if beta <= 0:  # ... and no fewer than none
            return 0
        self.budget -= 1
        if self.budget < 0 or (self.stop is not None and not self.budget % CHECK_EVERY
                               and self.stop()):
            raise OutOfNodes
        key = (a, b, who)
        entry = self.table.get(key)
        first = -1
        if entry is not None:
            lo, hi, first = entry
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            alpha0, beta0 = max(alpha, lo), min(beta, hi)
        else:
            lo, hi = -INF, INF
            alpha0, beta0 = alpha, beta
        leader = a if who == 0 else b
        maximise = who == 0
        moves = _distinct(list(leader))
        if first in moves:
            moves.remove(first)
            moves.insert(0, first)
        best = -INF if maximise else INF
        best_move = moves[0]
        al, be = alpha0, beta0
        for k in moves:
            i = leader.index(k)
            rest = leader[:i] + leader[i + 1:]
            na, nb = (rest, b) if who == 0 else (a, rest)
            v = self.trick(na, nb, who, k, al, be, rem)
            if maximise:
                if v > best:
                    best, best_move = v, k
                    if v > al:
                        al = v
            else:
                if v < best:
                    best, best_move = v, k
                    if v < be:
                        be = v
            if al >= be:
                break
        # what the search proved: an exact value inside the window, else a bound
        if best <= alpha0:
            hi = min(hi, best)
        elif best >= beta0:
            lo = max(lo, best)
        else:
            lo = hi = best
        self.table[key] = (lo, hi, best_move)
        return best


def _mtdf(search: Callable[[int, int], int], guess: int) -> int:
    """The exact value by zero-window searches around ``guess`` (MTD(f)): with the
    transposition table each costs little, and together far less than one full-window search."""
    lower, upper = -INF, INF
    f = guess
    while lower < upper:
        beta = f + 1 if f == lower else f
        f = search(beta - 1, beta)
        if f < beta:
            upper = f
        else:
            lower = f
    return f


def _distinct(cards: list[int]) -> list[int]:
    """``cards`` (sorted) with each class once."""
    out = cards[:1]
    for k in cards[1:]:
        if k != out[-1]:
            out.append(k)
    return out


def solvable(state: Any) -> bool:
    """Whether ``state`` is two-handed Pinochle's second phase with nothing left to decide but
    cards: no declaring out can end the deal early (in a game to 1000, neither side can reach
    the target with every point still to be taken)."""
    if getattr(state, "phase", None) != "play2" or state.num_players != 2:
        return False
    ctx = state.ctx
    if ctx.declare_out:
        left = LAST_TRICK + sum(ctx.points[c] for s in range(2)
                                for c in state.hands[s] + state.melds[s] + state.trick)
        if any(state.running(s) + left + 10 >= state.target for s in range(2)):
            return False
    return True


def endgame_values(state: Any, seat: int, legal: list[str], budget: int,
                   stop: Callable[[], bool] | None = None) -> list[tuple[str, float]] | None:
    """Each legal action's exact value for ``seat`` (the deal's return, 0..1, plus the points
    tie-break; in a game to a target its side's chance of winning the game from the totals after
    the deal, outlook.py), best first, in a second-phase world whose cards the seat all knows;
    None where the state is not one (:func:`solvable`); an empty list where the deal needs more
    than ``budget`` nodes or ``stop()`` turned true."""
    if state.current_player != seat or not solvable(state):
        return None
    ctx = state.ctx
    cls = _Classes(ctx, state.trump)
    of = cls.of
    hands = [tuple(sorted(of[c] for c in state.hands[s] + state.melds[s])) for s in range(2)]
    a, b = hands[seat], hands[1 - seat]
    solver = EndgameSolver(cls, ctx.head, budget, stop)
    trick = state.trick
    play_id = ctx.play_id
    moves: dict[int, int] = {}
    cards = [a_ for a_ in legal if a_ in play_id]  # declaring out: below the target, lost
    guess = 0
    rem0 = LAST_TRICK + sum(cls.points[k] for k in a + b) + sum(cls.points[of[c]] for c in trick)
    try:
        for action in cards:
            k = of[play_id[action]]
            if k in moves:
                continue
            i = a.index(k)
            rest = a[:i] + a[i + 1:]
            if trick:  # the seat follows: the other led
                lead = of[trick[0]]
                won = solver.beats(lead, k)
                gain = cls.points[lead] + cls.points[k] + (LAST_TRICK if not rest else 0)
                gain = gain if won else 0
                if not rest:
                    moves[k] = gain
                    continue
                moves[k] = guess = gain + _mtdf(
                    lambda al, be: solver.value(rest, b, 0 if won else 1, al, be,  # noqa: B023
                                                rem0 - cls.points[lead] - cls.points[k]),
                    guess - gain)
            else:
                moves[k] = guess = _mtdf(
                    lambda al, be: solver.trick(rest, b, 0, k, al, be, rem0),  # noqa: B023
                    guess)
    except OutOfNodes:
        return []
    left = rem0
    side = ctx.team_of[seat]
    other = ctx.team_of[1 - seat]
    count = round_points if ctx.rounding else (lambda p: p)
    out = [(action, 0.0) for action in legal if action not in play_id]
    for action in cards:
        k = of[play_id[action]]
        mine = moves[k]
        scores = {side: state.deal_meld[side] + count(state.deal_cards[side] + mine),
                  other: state.deal_meld[other] + count(state.deal_cards[other] + left - mine)}
        me, them = scores[side], scores[other]
        if ctx.target_game:  # the game goes on: the totals' worth (outlook.py, as deal_value)
            totals = [t + scores[s] for s, t in enumerate(state.totals)]
            out.append((action, side_chances(state, totals)[side]))
            continue
        ret = 1.0 if me > them else 0.5 if me == them else 0.0
        total = abs(me) + abs(them) or 1
        out.append((action, ret + POINTS_TIE_BREAK * me / total))
    out.sort(key=lambda av: -av[1])
    return out
