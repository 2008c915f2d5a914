"""The auction's highest bid: no lower than the most a bidding hand (or side) could ever make.

The rule text (seed 003) sets a minimum bid and no maximum, so a player must be able to bid
whatever a hand can make. The engine still lists every legal bid, so it needs an end: the
ceiling is the most that the pack allows the bidder, taken from the rules themselves:

* three-handed: the best meld of any 18 cards of the pack (15 dealt and the widow; the meld
  is counted before burying) plus every card point and the last trick;
* partnership auction: the seats of a side each at the best meld of any hand of their size,
  plus every card point and the last trick (the side's meld is the sum of its hands' melds);

card points rounded as the deal rounds them, then up to the bid step. A bid above it can never
be made; everything up to it can be bid.

The best meld of a hand of ``size`` cards is found exactly, not guessed. A hand's meld
(:func:`~.melds.best_melds`) is a sum of parts that each read one suit's cards (the flush, royal
marriages and dixes of trumps, another suit's marriages) plus the parts that read every suit:
the "around" melds (aces, kings, queens, jacks: the fewest of a rank in any suit) and the
pinochles (queens of spades with jacks of diamonds). So for each trump suit, each number of
each "around" rank and each number of pinochles, each suit's cheapest ways to its own melds
are combined within ``size`` cards (a small knapsack over four suits). Only meld faces are
counted; the rest of a hand adds nothing. The best hand found is scored again by
:func:`best_melds` itself, so the table here cannot drift from the scoring.
"""

from __future__ import annotations

from itertools import product
from typing import TYPE_CHECKING, Callable

from .melds import AROUND, FLUSH_RANKS, best_melds, meld_total, multi_value
from .rules import LAST_TRICK, SUITS, round_points

if TYPE_CHECKING:
    from .rules import Context

BID_STEP = 10
WIDOW = 3  # the three-handed bidder melds from its hand and the widow
_AROUND_RANKS = tuple(AROUND.items())  # (kind, rank): aces A, kings K, queens Q, jacks J
Counts = dict[str, int]  # cards of each face, e.g. {"KS": 2, "QS": 2}
Option = tuple[int, int, Counts]  # (cards, meld, counts) of one way to hold a suit
SuitValue = Callable[[tuple[tuple[str, int], ...]], int]


def bid_ceiling(ctx: "Context") -> int:
    """The highest bid of ``ctx``'s auction (0 where the form has none)."""
    if ctx.form == "auction":
        meld = max_meld(ctx, ctx.hand_size + WIDOW)
        seats = 1
    elif ctx.form == "partnership-auction":
        meld = max_meld(ctx, ctx.hand_size)
        seats = len(ctx.teams[0])
    else:
        return 0
    cards = sum(ctx.points) + LAST_TRICK
    if ctx.rounding:
        cards = max(cards, round_points(cards))
    total = seats * meld + cards
    return -(-total // BID_STEP) * BID_STEP


def max_meld(ctx: "Context", size: int) -> int:
    """The best meld :func:`best_melds` gives any ``size`` cards of ``ctx``'s pack."""
    return _best(ctx, size)[0]


def best_meld_hand(ctx: "Context", size: int) -> tuple[int, str, list[int]]:
    """(meld, trump, cards) of a hand of at most ``size`` cards with the most meld."""
    return _best(ctx, size)


_FOUND: dict[tuple[str, bool, int], tuple[int, str, list[int]]] = {}


def _best(ctx: "Context", size: int) -> tuple[int, str, list[int]]:
    """Found once per pack, meld table and hand size (the meld depends on nothing else)."""
    key = (ctx.pack.name, ctx.extra_melds, size)
    found = _FOUND.get(key)
    if found is None:
        found = _FOUND[key] = _search(ctx, size)
    return found[0], found[1], list(found[2])


def _search(ctx: "Context", size: int) -> tuple[int, str, list[int]]:
    extra, dix = ctx.extra_melds, ctx.dix_rank
    ids = ctx.ids_of_face
    c = min(len(copies) for copies in ids.values())
    best: tuple[int, str, list[int]] = (0, SUITS[0], [])
    for trump in SUITS:
        suit_value = _suit_values(ctx, trump)
        memo: dict[tuple, list[Option]] = {}  # a suit's options by its floors (they recur)
        for k in product(range(c + 1), repeat=len(_AROUND_RANKS)):
            floor = len(SUITS) * sum(k)
            if floor > size:
                continue
            around = sum(multi_value(kind, n, extra) for (kind, _), n in zip(_AROUND_RANKS, k))
            for p in range(c + 1):
                if floor + max(0, p - k[2]) + max(0, p - k[3]) > size:  # no room for them
                    continue
                pin = multi_value("pinochle", p, extra)
                fronts = [_options(trump, s, _low(s, k, p), c, dix, suit_value, memo)
                          for s in SUITS]
                value, picks = _combine(fronts, size)
                if value < 0:
                    continue
                total = value + around + pin
                if total > best[0]:
                    counts: Counts = {}
                    for pick in picks:
                        counts.update(pick)
                    best = (total, trump, [x for face, n in counts.items() for x in ids[face][:n]])
    score, trump, hand = best
    check = meld_total(best_melds(ctx, hand, trump))
    if check != score or len(hand) > size:  # the parts must add up as the scoring adds them
        raise AssertionError(f"max meld {score} of {size} cards scored {check} by best_melds")
    return best


def _suit_values(ctx: "Context", trump: str) -> SuitValue:
    """The meld one suit's own cards make with ``trump`` (a suit's part of a hand's meld)."""
    cache: dict[tuple, int] = {}
    ids = ctx.ids_of_face

    def value(counts: tuple[tuple[str, int], ...]) -> int:
        got = cache.get(counts)
        if got is None:
            cards = [x for face, n in counts for x in ids[face][:n]]
            got = meld_total(best_melds(ctx, cards, trump)) if cards else 0
            cache[counts] = got
        return got

    return value


def _low(suit: str, k: tuple[int, ...], p: int) -> tuple[int, int, int, int]:
    """The fewest aces, kings, queens and jacks ``suit`` holds for ``k`` of each "around" rank
    and ``p`` pinochles (queens of spades, jacks of diamonds)."""
    a, kk, q, j = k
    if suit == "S":
        q = max(q, p)
    if suit == "D":
        j = max(j, p)
    return a, kk, q, j


def _options(trump: str, suit: str, floors: tuple[int, int, int, int], c: int, dix: str,
             value: SuitValue, memo: dict[tuple, list[Option]]) -> list[Option]:
    """A suit's cheapest ways to hold at least ``floors`` aces, kings, queens and jacks, each
    with its own meld: (cards, meld, counts per face)."""
    key = (suit, floors)
    got = memo.get(key)
    if got is not None:
        return got
    low = dict(zip("AKQJ", floors))
    out: list[Option] = []
    if suit == trump:
        for f in range(c + 1):  # flushes
            for r in range(c - f + 1):  # royal marriages beside them
                for d in range(c + 1):  # dixes
                    counts = {"A" + suit: max(f, low["A"]), "10" + suit: f,
                              "K" + suit: max(f + r, low["K"]), "Q" + suit: max(f + r, low["Q"]),
                              "J" + suit: max(f, low["J"]), dix + suit: d}
                    out.append(_option(counts, value))
    else:
        for m in range(c + 1):  # marriages
            counts = {"A" + suit: low["A"], "K" + suit: max(m, low["K"]),
                      "Q" + suit: max(m, low["Q"]), "J" + suit: low["J"]}
            out.append(_option(counts, value))
    got = memo[key] = _front(out)
    return got


def _option(counts: Counts, value: SuitValue) -> Option:
    kept = {face: n for face, n in counts.items() if n}
    return sum(kept.values()), value(tuple(sorted(kept.items()))), kept


def _front(options: list[Option]) -> list[Option]:
    """The options no other beats with as few cards."""
    out: list[Option] = []
    for opt in sorted(options, key=lambda o: (o[0], -o[1])):
        if not out or opt[1] > out[-1][1]:
            out.append(opt)
    return out


def _combine(fronts: list[list[Option]], size: int) -> tuple[int, list[Counts]]:
    """The best meld of one option per suit within ``size`` cards (-1: none fits)."""
    # table: cards used -> (meld, picks)
    table: dict[int, tuple[int, list[Counts]]] = {0: (0, [])}
    for front in fronts:
        nxt: dict[int, tuple[int, list[Counts]]] = {}
        for used, (meld, picks) in table.items():
            for cost, v, counts in front:
                n = used + cost
                if n > size:
                    break
                cand = meld + v
                if n not in nxt or nxt[n][0] < cand:
                    nxt[n] = (cand, picks + [counts])
        table = nxt
        if not table:
            return -1, []
    meld, picks = max(table.values(), key=lambda t: t[0])
    return meld, picks
