"""What the other seats' bids say about their hands, for worlds sampled during the auction.

The rule-based player (agents.GreedyPinochle, which the expert and intermediate levels bid with)
makes the lowest legal bid while its hand's estimate (``best_trump``: meld in its best suit plus
a rough count of its trick points) plus a hope (the widow's, or the partner's in the partnership
auction) covers it, and passes otherwise. So each bid a seat made says its estimate is at least
that bid less the hope, and its pass says the estimate is below the lowest bid it could have
made then. :func:`bid_limits` reads those bounds from the public auction; :func:`fit_hands`
re-deals, in a sampled world, the cards the deciding seat cannot see so that every other seat's
hand keeps to its bounds (each seat's hand drawn again until it does, up to ``TRIES`` times;
where none does, the closest draw is improved a card at a time, up to ``CLIMB`` swaps: a bid of
1100 says a hand that hardly one random draw in thousands comes near, and the auctions have no
cap below what a hand can make, issue 57).

Used by the master's contract judge (contract_judge.py) while the hands are still the ones dealt
(the auction, and naming trump): the deciding seat then sees none of the other hands.
"""

from __future__ import annotations

import math
import random
from typing import Any

from .agents import PARTNER_HOPE, WIDOW_HOPE, best_trump
from .rules import context_for

TRIES = 60  # draws of a seat's hand before the closest one is kept
CLIMB = 300  # swaps tried on the closest draw where none kept to the bounds
WANDER = 0.2  # the chance of keeping a swap that takes the hand farther from its bounds


def bid_limits(decision: Any) -> dict[int, tuple[float, float]]:
    """Per other seat that bid or passed: the bounds (low, high) its hand's estimate keeps to,
    low <= estimate < high, read from the public record of the auction."""
    pub = decision.observation.public
    ctx = context_for(decision.num_players, decision.options)
    hope = WIDOW_HOPE if ctx.form == "auction" else PARTNER_HOPE
    limits: dict[int, list[float]] = {}
    high = 0
    for seat, amount in pub.get("bids", ()):
        low_high = limits.setdefault(seat, [-math.inf, math.inf])
        if amount:
            low_high[0] = max(low_high[0], amount - hope)
            high = max(high, amount)
        else:
            lowest = ctx.min_bid if high == 0 else high + 10
            low_high[1] = min(low_high[1], lowest - hope)
    return {s: (lo, hi) for s, (lo, hi) in limits.items()
            if s != decision.seat and (lo > -math.inf or hi < math.inf)}


def fit_hands(world: Any, seat: int, limits: dict[int, tuple[float, float]],
              rng: random.Random) -> None:
    """Re-deal, in ``world`` (the hands as dealt, none of them seen by ``seat``), the other
    hands and a hidden widow so that each seat in ``limits`` holds a hand within its bounds: the
    most narrowly bounded seat first, each hand drawn from the cards left."""
    ctx = world.ctx
    others = [q for q in range(world.num_players) if q != seat]
    slots = [world.hands[q] for q in others]
    if world.widow and not world.widow_shown:
        slots.append(world.widow)
    left = [c for cards in slots for c in cards]
    placed: dict[int, list[int]] = {}
    for q in sorted((q for q in limits if q in others),
                    key=lambda q: limits[q][1] - limits[q][0]):
        lo, hi = limits[q]
        size = len(world.hands[q])
        best, best_miss = None, math.inf
        for _ in range(TRIES):
            hand = rng.sample(left, size)
            est = best_trump(ctx, hand)[1]
            miss = max(0.0, lo - est, est - hi + 1)
            if miss < best_miss:
                best, best_miss = hand, miss
                if miss == 0:
                    break
        assert best is not None
        if best_miss:
            best = _climb(ctx, best, best_miss, [c for c in left if c not in set(best)], lo, hi,
                          rng)
        placed[q] = best
        taken = set(best)
        left = [c for c in left if c not in taken]
    rng.shuffle(left)
    for q in others:
        hand = world.hands[q]
        if q in placed:
            hand[:] = placed[q]
        else:
            hand[:] = left[:len(hand)]
            del left[:len(hand)]
    if world.widow and not world.widow_shown:
        world.widow[:] = left
    world._after_redeal()


def _climb(ctx: Any, hand: list[int], miss: float, rest: list[int], lo: float, hi: float,
           rng: random.Random) -> list[int]:
    """``hand`` brought nearer its bounds by swapping one card for one of ``rest`` at a time:
    a swap that leaves it no farther is kept, one that takes it farther now and then
    (``WANDER``: a strong hand is often a few swaps beyond a worse one, e.g. the eighth ace),
    and the nearest hand seen is returned once it keeps to them or ``CLIMB`` swaps were tried."""
    hand, rest = list(hand), list(rest)
    best, best_miss = list(hand), miss
    if not rest:
        return best
    for _ in range(CLIMB):
        i, j = rng.randrange(len(hand)), rng.randrange(len(rest))
        hand[i], rest[j] = rest[j], hand[i]
        est = best_trump(ctx, hand)[1]
        new = max(0.0, lo - est, est - hi + 1)
        if new <= miss or rng.random() < WANDER:
            miss = new
            if miss < best_miss:
                best, best_miss = list(hand), miss
                if not miss:
                    break
        else:
            hand[i], rest[j] = rest[j], hand[i]  # back
    return best
