"""The auction's highest bid (issue 57): the most the form's pack allows a bidder, not 700.

The ceiling rests on :func:`max_meld`, the best meld any hand of a size can hold; these tests
check it against the scoring itself: by every hand of a few cards, and by climbing from random
hands of the real sizes, no hand ever scores more than it says.
"""

from __future__ import annotations

import random
from itertools import combinations_with_replacement

import pytest

from cardtable.games.pinochle.ceiling import best_meld_hand, bid_ceiling, max_meld
from cardtable.games.pinochle.melds import best_melds, meld_total
from cardtable.games.pinochle.rules import SUITS, context_for


def ctx_for(n: int, **options):
    form = "auction" if n == 3 else "partnership-auction"
    return context_for(n, {"form": form, **options})


def meld_of(ctx, hand) -> int:
    return max(meld_total(best_melds(ctx, hand, t)) for t in SUITS)


@pytest.mark.parametrize("n,meld,seats,cards,ceiling", [
    (3, 2800, 1, 250, 3050),   # 18 cards: double flush, eight aces, double pinochle
    (4, 1800, 2, 250, 3850),   # 12 cards: double flush and double pinochle, per partner
    (6, 6000, 3, 490, 18490),  # 16 of the double pack: four marriages in each of two suits
    (8, 4200, 2, 490, 8890),   # 12: four royal marriages with a quadruple pinochle
])
def test_the_ceiling_is_the_best_meld_per_seat_of_the_side_and_every_card_point(
        n, meld, seats, cards, ceiling):
    ctx = ctx_for(n)
    size = ctx.hand_size + (3 if n == 3 else 0)
    assert max_meld(ctx, size) == meld
    assert sum(ctx.points) + 10 == cards
    assert ctx.max_bid == bid_ceiling(ctx) == seats * meld + cards == ceiling
    found, trump, hand = best_meld_hand(ctx, size)
    assert found == meld and len(hand) <= size  # a real hand that scores it
    assert meld_total(best_melds(ctx, hand, trump)) == meld


def test_no_auction_no_ceiling():
    assert context_for(2, {}).max_bid == 0
    assert context_for(4, {"form": "partnership"}).max_bid == 0


def test_the_simplified_counts_keep_the_ceiling_at_least_the_cards_they_count():
    for counting in ("tens-and-fives", "tens"):
        ctx = ctx_for(3, counting=counting)
        assert ctx.max_bid >= max_meld(ctx, 18) + sum(ctx.points) + 10
        assert ctx.max_bid % 10 == 0


def test_the_issues_hand_of_730_is_far_below_the_ceiling():
    ctx = ctx_for(3)
    assert ctx.max_bid > 730
    assert ctx.bid_actions[ctx.max_bid // 10] == f"bid {ctx.max_bid}"


def test_no_hand_of_up_to_four_cards_beats_the_best_meld_found():
    """Every multiset of up to four faces (both copies where a face is doubled)."""
    ctx = ctx_for(3)
    faces = sorted(ctx.ids_of_face)
    for size in range(1, 5):
        best = 0
        for combo in combinations_with_replacement(faces, size):
            hand, used = [], {}
            for f in combo:
                k = used.get(f, 0)
                if k >= len(ctx.ids_of_face[f]):
                    break
                used[f] = k + 1
                hand.append(ctx.ids_of_face[f][k])
            else:
                best = max(best, meld_of(ctx, hand))
        assert best == max_meld(ctx, size), size


@pytest.mark.parametrize("n,size", [(3, 18), (4, 12), (8, 12), (6, 16)])
def test_climbing_from_random_hands_never_beats_the_best_meld(n, size):
    """A hill climb on the meld (swap a card in for one out) from random hands, many times."""
    ctx = ctx_for(n)
    top = max_meld(ctx, size)
    rng = random.Random(n)
    pack = list(range(ctx.pack.size))
    for _ in range(8):
        hand = rng.sample(pack, size)
        value = meld_of(ctx, hand)
        for _ in range(200):
            out = rng.randrange(size)
            new = rng.choice([c for c in pack if c not in hand])
            trial = hand[:out] + [new] + hand[out + 1:]
            v = meld_of(ctx, trial)
            if v >= value:
                hand, value = trial, v
        assert value <= top
