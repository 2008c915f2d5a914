"""Partnership Pinochle's last tricks, solved exactly in one sampled world.

Four or six players in two sides: once only a few tricks are left, a world dealt from what the
seat knows (``Decision.determinize``) is small enough to play out exactly — every seat seeing
every card, each side playing for its card points, alpha-beta with a transposition table at the
start of each trick, identical cards (the pack holds every card twice or four times) counted
once. The search player averages each move's exact value over several such worlds (Perfect
Information Monte Carlo, as strong Bridge and Skat programs play their last tricks): the
``sampled_endgame`` hook, used by a search given ``ISMCTS(endgame_worlds=...)``.

A side's meld counts only if it wins a trick, which points alone do not capture, so a world is
solved only when every side has won a trick already; and in a game to 1000 only while no side
can reach the target in this deal (declaring out, or the deal's end, would then decide the
game). The deal's score per side is
its kept meld plus its counted card points; in the partnership auction a bidding side short of
its bid scores minus the bid. Every such score grows with the side's points, so playing for the
most points is also playing for the best result: a one-deal game's result (the deal's), or in a
game to 1000 the side's chance of winning the game from the totals the deal leaves (outlook.py,
as the search scores a finished deal there).
"""

from __future__ import annotations

from typing import Any, Callable

from .endgame import CHECK_EVERY, INF, POINTS_TIE_BREAK, OutOfNodes, _Classes, _distinct, _mtdf
from .outlook import side_chances
from .rules import LAST_TRICK, round_points

Hands = tuple[tuple[int, ...], ...]


class TeamSolver:
    """Alpha-beta over the rest of the deal for the card points of side ``me`` against the
    other; ``team_of``: each seat's side; ``head``: a follower must win the trick when able."""

    def __init__(self, cls: _Classes, team_of: tuple[int, ...], me: int, head: bool,
                 budget: int, stop: Callable[[], bool] | None = None):
        self.suit = cls.suit
        self.strength = cls.strength
        self.points = cls.points
        self.mine = tuple(side == me for side in team_of)
        self.n = len(team_of)
        self.head = head
        self.budget = budget
        self.stop = stop
        self.table: dict[tuple[Hands, int], tuple[int, int, int]] = {}

    def follows(self, hand: tuple[int, ...], lead: int, best: int) -> list[int]:
        """The classes (each once) a follower may play to a trick led with ``lead`` and won so
        far by ``best``, as the strict rules allow (tricks.strict_plays)."""
        suit, strength = self.suit, self.strength
        led = suit[lead]
        same = _distinct([k for k in hand if suit[k] == led])
        if same:
            if led == 1 or (self.head and suit[best] == led):
                up = [k for k in same if strength[k] > strength[best]]
                if up:
                    return up
            return same
        trumps = _distinct([k for k in hand if suit[k] == 1])
        if trumps:
            if self.head and suit[best] == 1:
                up = [k for k in trumps if strength[k] > strength[best]]
                if up:
                    return up
            return trumps[::-1]  # the cheapest first
        return sorted(_distinct(list(hand)), key=self.points.__getitem__)

    def beats(self, best: int, card: int) -> bool:
        sc, sb = self.suit[card], self.suit[best]
        return (sc == sb and self.strength[card] > self.strength[best]) or (sc == 1 and sb != 1)

    def _tick(self) -> None:
        self.budget -= 1
        if self.budget < 0 or (self.stop is not None and not self.budget % CHECK_EVERY
                               and self.stop()):
            raise OutOfNodes

    def trick(self, hands: Hands, leader: int, cards: tuple[int, ...], best_i: int,
              alpha: int, beta: int, rem: int) -> int:
        """Side ``me``'s points from here, the trick led by ``leader`` holding ``cards`` (the
        ``best_i``-th winning it so far) and the next seat to play to it."""
        n = self.n
        self._tick()
        if len(cards) == n:
            winner = (leader + best_i) % n
            last = not hands[winner]
            pts = sum(self.points[k] for k in cards) + (LAST_TRICK if last else 0)
            gain = pts if self.mine[winner] else 0
            if last:
                return gain
            return gain + self.value(hands, winner, alpha - gain, beta - gain, rem - pts)
        p = (leader + len(cards)) % n
        hand = hands[p]
        best = cards[best_i]
        maximise = self.mine[p]
        value = -INF if maximise else INF
        for k in self.follows(hand, cards[0], best):
            i = hand.index(k)
            nh = hands[:p] + (hand[:i] + hand[i + 1:],) + hands[p + 1:]
            nb = len(cards) if self.beats(best, k) else best_i
            v = self.trick(nh, leader, cards + (k,), nb, alpha, beta, rem)
            if maximise:
                if v > value:
                    value = v
                    if v > alpha:
                        alpha = v
            elif v < value:
                value = v
                if v < beta:
                    beta = v
            if alpha >= beta:
                break
        return value

    def value(self, hands: Hands, leader: int, alpha: int, beta: int, rem: int) -> int:
        """Side ``me``'s points from the start of a trick ``leader`` leads, within (alpha,
        beta): a value outside the window is a bound on the true one."""
        if alpha >= rem:
            return rem
        if beta <= 0:
            return 0
        key = (hands, leader)
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
        hand = hands[leader]
        maximise = self.mine[leader]
        moves = _distinct(list(hand))
        if first in moves:
            moves.remove(first)
            moves.insert(0, first)
        best = -INF if maximise else INF
        best_move = moves[0]
        al, be = alpha0, beta0
        for k in moves:
            i = hand.index(k)
            nh = hands[:leader] + (hand[:i] + hand[i + 1:],) + hands[leader + 1:]
            v = self.trick(nh, leader, (k,), 0, al, be, rem)
            if maximise:
                if v > best:
                    best, best_move = v, k
                    if v > al:
                        al = v
            elif v < best:
                best, best_move = v, k
                if v < be:
                    be = v
            if al >= be:
                break
        if best <= alpha0:
            hi = min(hi, best)
        elif best >= beta0:
            lo = max(lo, best)
        else:
            lo = hi = best
        self.table[key] = (lo, hi, best_move)
        return best


def solvable(state: Any) -> bool:
    """Whether ``state`` is a partnership deal's strict play with two sides, each of which has
    won a trick (its meld counts whatever happens), with cards left to decide and nothing else:
    in a game to a target, no side can reach it in this deal."""
    from .partnership import PLAY, PartnershipState
    if not isinstance(state, PartnershipState) or state.phase != PLAY:
        return False
    ctx = state.ctx
    if len(ctx.teams) != 2 or not all(state.side_tricks):
        return False
    if ctx.target_game:  # the game goes on after the deal only while no side can reach it
        left = LAST_TRICK + sum(ctx.points[c] for h in state.hands for c in h) + sum(
            ctx.points[c] for c in state.trick)
        if any(state.running(s) + left + 10 >= state.target for s in range(2)):
            return False
    return True


def sampled_endgame(state: Any, seat: int, legal: list[str], budget: int,
                    stop: Callable[[], bool] | None = None) -> list[tuple[str, float]] | None:
    """Each legal action's exact value for ``seat`` in this one world (the deal's return for
    its side, 0..1, plus the points tie-break; in a game to a target the side's chance of
    winning the game from the totals after the deal), best first; None where the state is not one
    this solves (:func:`solvable`), an empty list where it needs more than ``budget`` nodes or
    ``stop()`` turned true."""
    if state.current_player != seat or not solvable(state):
        return None
    ctx = state.ctx
    cls = _Classes(ctx, state.trump)
    of = cls.of
    side = ctx.team_of[seat]
    hands: Hands = tuple(tuple(sorted(of[c] for c in h)) for h in state.hands)
    trick = tuple(of[c] for c in state.trick)
    solver = TeamSolver(cls, ctx.team_of, side, ctx.head, budget, stop)
    play_id = ctx.play_id
    mine_pts: dict[int, int] = {}
    rem = LAST_TRICK + sum(cls.points[k] for h in hands for k in h) + sum(
        cls.points[k] for k in trick)
    best_i = state.best_i if trick else 0
    leader = state.leader if trick else seat
    hand = hands[seat]
    guess = 0
    cards = [a for a in legal if a in play_id]
    try:
        for action in cards:
            k = of[play_id[action]]
            if k in mine_pts:
                continue
            i = hand.index(k)
            nh = hands[:seat] + (hand[:i] + hand[i + 1:],) + hands[seat + 1:]
            nb = len(trick) if trick and solver.beats(trick[best_i], k) else best_i
            mine_pts[k] = guess = _mtdf(
                lambda al, be: solver.trick(nh, leader, trick + (k,), nb, al, be,  # noqa: B023
                                            rem), guess)
    except OutOfNodes:
        return []
    count = round_points if ctx.rounding else (lambda p: p)
    other = 1 - side
    out = [(action, 0.0) for action in legal if action not in play_id]
    for action in cards:
        mine = mine_pts[of[play_id[action]]]
        scores = [0, 0]
        scores[side] = state.kept_meld(side) + count(state.deal_cards[side] + mine)
        scores[other] = state.kept_meld(other) + count(state.deal_cards[other] + rem - mine)
        if state.auction:
            bs = ctx.team_of[state.bidder]
            if scores[bs] < state.bid:
                scores[bs] = -state.bid
        me, them = scores[side], scores[other]
        if ctx.target_game:  # the game goes on: the totals' worth (outlook.py, as deal_value)
            totals = [t + d for t, d in zip(state.totals, scores)]
            out.append((action, side_chances(state, totals)[side]))
            continue
        ret = 1.0 if me > them else 0.5 if me == them else 0.0
        # the points share as the generic solver reads it: over every seat's (its side's) score
        total = sum(abs(scores[t]) for t in ctx.team_of) or 1
        out.append((action, ret + POINTS_TIE_BREAK * me / total))
    out.sort(key=lambda av: -av[1])
    return out
