"""The auction's highest bid (issue 57): the most the form's pack allows a bidder, not 700.

The ceiling rests on :func:`max_meld`, the best meld any hand of a size can hold, and on
:func:`side_max_meld`, the best meld a side's hands hold together from one pack; these tests
check both against the scoring itself: by every hand of a few cards, by every way to share a
few cards between the seats of a side, and by climbing from random hands of the real sizes,
no hand or side ever scores more than they say, and the hands they find score what they say.
"""

from __future__ import annotations

import random
from itertools import combinations_with_replacement, product

import pytest

from cardtable.games.pinochle.ceiling import (MeldSearch, _combine, _front, _minus, best_meld_hand,
                                              bid_ceiling, cards_of, max_meld, side_max_meld)
from cardtable.games.pinochle.melds import best_melds, meld_total
from cardtable.games.pinochle.rules import SUITS, context_for


def ctx_for(n: int, **options):
    form = "auction" if n == 3 else "partnership-auction"
    return context_for(n, {"form": form, **options})


def meld_of(ctx, hand) -> int:
    return max(meld_total(best_melds(ctx, hand, t)) for t in SUITS)


def test_the_three_handed_ceiling_is_the_best_18_cards_and_every_card_point():
    ctx = ctx_for(3)
    assert max_meld(ctx, 18) == 2800  # double flush, eight aces, double pinochle
    assert sum(ctx.points) + 10 == 250
    assert ctx.max_bid == bid_ceiling(ctx) == 2800 + 250 == 3050
    found, trump, hand = best_meld_hand(ctx, 18)
    assert found == 2800 and len(hand) <= 18  # a real hand that scores it
    assert meld_total(best_melds(ctx, hand, trump)) == 2800


@pytest.mark.parametrize("n,seats,size,meld,cards,ceiling,single", [
    # eight aces with a double pinochle; eight kings with four marriages (one pack of 48: the
    # partners cannot both hold the double flush and double pinochle, 1800, of the best hand)
    (4, 2, 12, 2220, 250, 2470, 1800),
    # four marriages in each suit, two suits a hand, and the sixteen jacks (double pack)
    (6, 3, 16, 15000, 490, 15490, 6000),
    # four marriages in spades with a quadruple pinochle; four in clubs with two in diamonds
    (8, 2, 12, 7500, 490, 7990, 4200),
])
def test_the_partnership_ceiling_is_the_best_meld_of_a_side_and_every_card_point(
        n, seats, size, meld, cards, ceiling, single):
    ctx = ctx_for(n)
    assert (len(ctx.teams[0]), ctx.hand_size) == (seats, size)
    assert sum(ctx.points) + 10 == cards
    assert ctx.max_bid == bid_ceiling(ctx) == meld + cards == ceiling
    found, trump, hands = side_max_meld(ctx)
    assert found == meld and len(hands) == seats
    # real hands of one pack: each within the hand's size, no card twice, scoring the meld
    assert all(len(hand) <= size for hand in hands)
    assert len({c for hand in hands for c in hand}) == sum(map(len, hands))
    assert sum(meld_total(best_melds(ctx, hand, trump)) for hand in hands) == meld
    # below the old bound, every seat at the best single hand, which a side cannot reach
    assert max_meld(ctx, size) == single and meld < seats * single


@pytest.mark.parametrize("trump,meld", [("S", 2200), ("H", 2220), ("D", 2220), ("C", 2220)])
def test_a_four_player_sides_best_meld_by_trumps(trump, meld):
    """Spades trumps: eight kings with a double pinochle and two royal marriages (1180), eight
    aces with the two dixes (1020); any other suit: eight aces with a double pinochle (1300),
    eight kings with four marriages, two of them royal (920)."""
    ctx = ctx_for(4)
    search = MeldSearch(ctx, trump)
    found, hands = search.side(search.full(), 2, 12)
    assert found == meld
    assert sorted(search.hand_meld(h) for h in hands) == ([1020, 1180] if trump == "S"
                                                          else [920, 1300])


@pytest.mark.parametrize("trump", ["S", "H"])
def test_a_four_player_side_checked_without_the_searchs_shortcuts(trump):
    """Every combination the first seat could hold (no seat order, no bound), each with the best
    single hand of the cards it leaves: no side does better than the search."""
    ctx = ctx_for(4)
    search = MeldSearch(ctx, trump)
    full = search.full()
    best = max(value + search.single(_minus(full, hand), 12)[0]
               for value, hand in search.hands(full, 12, 0))
    assert best == search.side(full, 2, 12)[0] == (2200 if trump == "S" else 2220)


def priced_best_hand(search, size, price) -> float:
    """The most any hand of ``size`` cards is worth, its meld less ``price`` for each of its
    cards (an option beaten by another is still beaten with the prices, which are not negative)."""
    best = float("-inf")
    for _, base, lists in search.levels(search.full(), size):
        fronts = []
        for suit, options in zip(SUITS, lists):
            cost = [price.get(rank + suit, 0) for rank in search.ranks]
            fronts.append(_front([(n, meld - sum(c * x for c, x in zip(cost, vec)), vec, code)
                                  for n, meld, vec, code in options]))
        value, picks = _combine(fronts, size)
        if picks:
            best = max(best, base + value)
    return best


@pytest.mark.parametrize("n,price,worth,meld", [
    (6, {r + s: 187.5 for r in "KQ" for s in SUITS}, 3000, 15000),
    (8, {"KS": 75, "QS": 75, "JD": 75}, 3300, 7500),
])
def test_a_price_on_some_cards_proves_the_six_and_eight_player_sides_best(n, price, worth, meld):
    """A proof apart from the side search: put a price on some cards. A side's hands are worth
    their meld less their cards' price, plus that price; the first part is at most ``worth`` a
    seat (no hand of the size is worth more, for any trumps), the second at most the price of
    every copy in the pack. Six players: 187.5 on each king and queen (two suits' four marriages
    are 6000 for 16 of them, sixteen jacks 3000 for none); eight: 75 on the spade kings and
    queens and the diamond jacks (four marriages and a quadruple pinochle, 4200 for 12 of them;
    four marriages in clubs and two in diamonds, 3300 for none)."""
    ctx = ctx_for(n)
    seats, size = len(ctx.teams[0]), ctx.hand_size
    copies = sum(len(ctx.ids_of_face[face]) * p for face, p in price.items())
    for trump in SUITS:
        assert priced_best_hand(MeldSearch(ctx, trump), size, price) == worth
    assert seats * worth + copies == meld == side_max_meld(ctx)[0]


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


def counts_of(ctx, cards) -> dict[str, tuple[int, ...]]:
    """A hand of cards as :class:`MeldSearch` counts it: cards of each meld face per suit."""
    faces = [ctx.code[c] for c in cards]
    ranks = ("A", "10", "K", "Q", "J", ctx.dix_rank)
    return {s: tuple(faces.count(r + s) for r in ranks) for s in SUITS}


def best_share(ctx, trump, cards, seats, size) -> int:
    """The most meld ``seats`` hands of at most ``size`` of ``cards`` hold together: every way to
    share each face's copies between the seats (and none), scored by the scoring."""
    faces = sorted({ctx.code[c] for c in cards})
    have = [sum(ctx.code[c] == f for c in cards) for f in faces]
    splits = [[t for t in product(range(n + 1), repeat=seats) if sum(t) <= n] for n in have]
    melds: dict[tuple, int] = {}

    def meld(counts: tuple) -> int:
        if counts not in melds:
            hand = [x for f, k in zip(faces, counts) for x in ctx.ids_of_face[f][:k]]
            melds[counts] = meld_total(best_melds(ctx, hand, trump))
        return melds[counts]

    best = 0
    for share in product(*splits):
        hands = [tuple(t[seat] for t in share) for seat in range(seats)]
        if all(sum(h) <= size for h in hands):
            best = max(best, sum(meld(h) for h in hands))
    return best


def greedy_side(search, avail, seats, size) -> int:
    """Each seat in turn the best single hand of what is left (no better than the search)."""
    total = 0
    for _ in range(seats):
        value, hand = search.single(avail, size)
        total += value
        avail = {s: tuple(x - y for x, y in zip(avail[s], hand.get(s, (0,) * 6))) for s in SUITS}
    return total


# cards whose melds share faces: aces and kings around, marriages, the pinochle, a flush's faces
SHARED = {"around": ("AS", "AH", "AD", "AC", "KS", "KH", "KD", "KC", "QS", "JD", "QH"),
          "spades": ("KS", "QS", "JD", "KH", "QH", "AS", "10S", "JS", "9S")}


@pytest.mark.parametrize("n,seats,size,cards,pool", [
    (4, 2, 6, 10, "around"), (4, 2, 4, 9, "spades"), (8, 2, 6, 10, "around"),
    (6, 3, 4, 9, "spades")])
def test_no_way_to_share_a_few_cards_between_a_sides_seats_beats_the_search(
        n, seats, size, cards, pool):
    """Random few cards of the pack (faces that several melds want), every way to share them
    between the seats of a side, against the side search over the same cards: those where the
    seats compete for cards (giving each seat in turn its best hand of what is left falls
    short), and others."""
    ctx = ctx_for(n)
    rng = random.Random(n * 100 + size)
    faces = [c for face in SHARED[pool] for c in ctx.ids_of_face[face]]
    contested = plain = 0
    for _ in range(300):
        hand = rng.sample(faces, cards)
        trump = rng.choice(("S", "H"))
        search = MeldSearch(ctx, trump)
        given = counts_of(ctx, hand)
        found, hands = search.side(given, seats, size)
        greedy = greedy_side(search, given, seats, size)
        assert found >= greedy
        if found > greedy and contested < 2:
            contested += 1
        elif found == greedy and plain < 2:
            plain += 1
        else:
            continue
        assert found == best_share(ctx, trump, hand, seats, size), (trump, sorted(hand))
        # its hands are real: within the cards given, each within the size, scoring the meld
        assert sum(search.hand_meld(h) for h in hands) == found
        for s in SUITS:
            assert all(sum(h.get(s, (0,) * 6)[i] for h in hands) <= given[s][i] for i in range(6))
        assert all(len(cards_of(ctx, h)) <= size for h in hands)
        if contested == plain == 2:
            break
    assert contested == plain == 2


@pytest.mark.parametrize("trump", ["S", "H"])
def test_no_two_hands_of_four_cards_of_the_pack_beat_the_side_search(trump):
    """Every pair of hands of up to four cards of the 48-card pack, best first."""
    ctx = ctx_for(4)
    faces = sorted(ctx.ids_of_face)
    hands = []
    for size in range(1, 5):
        for combo in combinations_with_replacement(faces, size):
            if all(combo.count(f) <= 2 for f in set(combo)):
                cards = [ctx.ids_of_face[f][combo[:i].count(f)] for i, f in enumerate(combo)]
                hands.append((meld_total(best_melds(ctx, cards, trump)), combo))
    hands.sort(key=lambda h: -h[0])
    best = 0
    for i, (m1, h1) in enumerate(hands):
        if 2 * m1 <= best:
            break
        for m2, h2 in hands[i:]:
            if m1 + m2 <= best:
                break
            if all(h1.count(f) + h2.count(f) <= 2 for f in set(h1)):
                best = m1 + m2
    search = MeldSearch(ctx, trump)
    assert search.side(search.full(), 2, 4)[0] == best, best
