"""Reading the other seats' hands from their bids: the bounds a rule-based bidder's bids and
passes set on its hand, and sampled worlds that keep to them."""

from __future__ import annotations

import math
import random
from collections import Counter

from cardtable.engine.agent import Decision
from cardtable.games.pinochle import GAME
from cardtable.games.pinochle.agents import WIDOW_HOPE, GreedyPinochle, best_trump
from cardtable.games.pinochle.bid_reading import bid_limits, fit_hands


def _auction_until_seat_decides(seed: int, seat: int = 0):
    """A three-handed deal (dealer 0) bid by the rule-based player until ``seat`` must bid after
    both others have spoken (the dealer's first turn; None if the auction ends first)."""
    s = GAME.new_state(3, {}, seed=seed)
    rules = GreedyPinochle()
    seen = 0
    while s.phase == "bid":
        p = s.current_player
        d = Decision(s, p, s.legal_actions(), random.Random(0))
        if p == seat:
            seen += 1
            if seen == 2 - (seat == 0):
                return s, d
        s.apply(rules.choose(d))
    return None


def test_bids_and_passes_bound_the_bidders_estimates():
    s = GAME.new_state(3, {}, seed=1)
    s.apply("bid 300")  # seat 1
    s.apply("bid 310")  # seat 2
    s.apply("pass")  # seat 0, when 320 was the lowest bid
    d = Decision(s, 1, s.legal_actions(), random.Random(0))
    limits = bid_limits(d)
    assert set(limits) == {0, 2}  # never the deciding seat's own
    assert limits[2] == (310 - WIDOW_HOPE, math.inf)
    assert limits[0] == (-math.inf, 320 - WIDOW_HOPE)
    fresh = GAME.new_state(3, {}, seed=1)
    assert bid_limits(Decision(fresh, fresh.current_player, fresh.legal_actions(),
                               random.Random(0))) == {}


def _auctions(seeds):
    """(true state, the dealer's decision) of each deal whose auction reaches the dealer."""
    for seed in seeds:
        got = _auction_until_seat_decides(seed)
        if got is not None:
            yield seed, got[0], got[1]


def test_the_rule_based_bidders_real_hands_keep_to_their_bounds():
    checked = 0
    for seed, s, d in _auctions(range(40)):
        for q, (lo, hi) in bid_limits(d).items():
            est = best_trump(s.ctx, s.hands[q])[1]
            assert lo <= est < hi, (seed, q)
            checked += 1
    assert checked >= 20


def test_sampled_worlds_keep_to_the_bounds_and_to_what_the_seat_sees():
    fitted = 0
    for seed, s, d in _auctions(range(30)):
        limits = bid_limits(d)
        if not limits:
            continue
        rng = random.Random(seed)
        for _ in range(5):
            world = d.determinize(rng)
            fit_hands(world, 0, limits, rng)
            assert world.hands[0] == s.hands[0]
            cards = Counter(c for h in world.hands for c in h) + Counter(world.widow)
            assert cards == Counter(c for h in s.hands for c in h) + Counter(s.widow)
            assert [len(h) for h in world.hands] == [len(h) for h in s.hands]
            assert world.observation(0).to_json() == s.observation(0).to_json()
            for q, (lo, hi) in limits.items():
                est = best_trump(world.ctx, world.hands[q])[1]
                fitted += lo <= est < hi
    assert fitted >= 40
