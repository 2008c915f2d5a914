"""The auction's highest bid: the most the bidding hand (or side) could ever make.

The rule text (seed 003) sets a minimum bid and no maximum, so a player must be able to bid
whatever a hand can make. The engine still lists every legal bid, so it needs an end: the
ceiling is the most that the pack allows the bidder, taken from the rules themselves:

* three-handed: the best meld of any 18 cards of the pack (15 dealt and the widow; the meld
  is counted before burying) plus every card point and the last trick;
* partnership auction: the best meld the seats of a side can hold together (each hand of the
  form's size, all drawn from one pack, so two partners cannot both hold its only pinochles),
  plus every card point and the last trick (the side's meld is the sum of its hands' melds);

card points rounded as the deal rounds them, then up to the bid step. No deal can give the
bidder more (its meld is one of the hands or sides searched, its card points at most all of
them), so a bid above the ceiling can never be made and everything up to it can be bid. Nor
much more: the meld is exactly what real cards hold (checked below by the scoring itself); only
the card points may not come with it (such hands need not take every trick), so the ceiling is
at most the pack's card points above the best a deal really gives.

Both maxima are found exactly, not guessed. A hand's meld (:func:`~.melds.best_melds`) is a sum
of parts that each read one suit's cards (the flush, royal marriages and dixes of trumps,
another suit's marriages) plus the parts that read every suit: the "around" melds (aces, kings,
queens, jacks: the fewest of a rank in any suit) and the pinochles (queens of spades with jacks
of diamonds). Fixing trumps, a number of each "around" rank and of pinochles sets the fewest
aces, kings, queens and jacks each suit must hold; each suit then has a short list of ways to
hold its own melds (its "options", each the fewest cards of each face for its meld: no other
option needs as few of every face for as much meld). Every hand scores exactly what one
combination of these gives (with at least its cards), so:

* one hand: the best option per suit within the hand's size (a small knapsack over the suits);
* a side: each seat's hand is such a combination, within the cards the seats before it left
  (an option beaten by another, no more of any face for as much meld, is never needed: the
  better one leaves the other seats at least as much). Taking the seats best first, each
  combination from the best down worth more than the best side found so far divided by the
  seats is tried for the first seat, and the others search the cards left the same way, none
  better than the seat before it; a combination worth less ends the search, since the seats
  after it hold no more each. The best hand of each seat in turn is the first side to beat.

The hands found are scored again by :func:`best_melds` itself, so these tables cannot drift from
the scoring. Found once per pack, meld table, hand size and seats (a quarter of a second of CPU
for the six-player side, less than the per-seat bound it replaced took). The sides' best: 4
players 2220 (eight aces with a double pinochle, eight kings with four marriages), 6 players
15000 (four marriages in every suit, two suits a hand, and sixteen jacks), 8 players 7500 (four
marriages in spades with a quadruple pinochle, four in clubs with two in diamonds); the
three-handed bidder's 18 cards 2800.

A check apart from the side search (tests/pinochle/test_ceiling.py): put a price on some cards.
A side's meld is its hands' meld less their cards' price, plus that price; the first is at most
the seats times the most any one hand is worth after paying, the second at most the price of
every copy in the pack. With 187.5 on each king and queen of the double pack, no hand of 16 is
worth more than 3000 (two suits' four marriages: 6000 less 16 x 187.5; sixteen jacks: 3000), so
six players' side holds at most 3 x 3000 + 32 x 187.5 = 15000; with 75 on the spade kings and
queens and the diamond jacks, no hand of 12 is worth more than 3300, so eight players' side
holds at most 2 x 3300 + 12 x 75 = 7500. The four-player side has no such short proof; the
tests check it by every first seat's hand with the best of what it leaves.
"""

from __future__ import annotations

from itertools import product
from typing import TYPE_CHECKING, Iterator, NamedTuple

from .melds import AROUND, FLUSH_RANKS, best_melds, meld_total, multi_value
from .rules import LAST_TRICK, SUITS, round_points

if TYPE_CHECKING:
    from .rules import Context

BID_STEP = 10
WIDOW = 3  # the three-handed bidder melds from its hand and the widow
_KINDS = tuple(AROUND)  # aces, kings, queens, jacks: the order of a hand's "around" numbers
Vec = tuple[int, ...]  # cards of each of a suit's meld faces: A, 10, K, Q, J, dix
Option = tuple[int, int, Vec, int]  # (cards, meld, counts, counts packed) of a way to hold a suit
Hand = dict[str, Vec]  # a hand's meld faces: counts per suit
Side = tuple[int, list[Hand]]  # (meld, hands)
Levels = tuple[int, int, int, int, int]  # aces, kings, queens, jacks around; pinochles


def bid_ceiling(ctx: "Context") -> int:
    """The highest bid of ``ctx``'s auction (0 where the form has none)."""
    if ctx.form == "auction":
        meld = max_meld(ctx, ctx.hand_size + WIDOW)
    elif ctx.form == "partnership-auction":
        meld = side_max_meld(ctx)[0]
    else:
        return 0
    cards = sum(ctx.points) + LAST_TRICK
    if ctx.rounding:
        cards = max(cards, round_points(cards))
    total = meld + cards
    return -(-total // BID_STEP) * BID_STEP


def max_meld(ctx: "Context", size: int) -> int:
    """The best meld :func:`best_melds` gives any ``size`` cards of ``ctx``'s pack."""
    return _best(ctx, 1, size)[0]


def best_meld_hand(ctx: "Context", size: int) -> tuple[int, str, list[int]]:
    """(meld, trump, cards) of a hand of at most ``size`` cards with the most meld."""
    meld, trump, hands = _best(ctx, 1, size)
    return meld, trump, hands[0]


def side_max_meld(ctx: "Context") -> tuple[int, str, list[list[int]]]:
    """(meld, trump, each seat's cards) of the side of ``ctx``'s partnership auction whose hands
    hold the most meld together."""
    return _best(ctx, len(ctx.teams[0]), ctx.hand_size)


_FOUND: dict[tuple[str, bool, int, int], tuple[int, str, list[list[int]]]] = {}


def _best(ctx: "Context", seats: int, size: int) -> tuple[int, str, list[list[int]]]:
    """Found once per pack, meld table, hand size and seats (the meld depends on nothing else)."""
    key = (ctx.pack.name, ctx.extra_melds, size, seats)
    found = _FOUND.get(key)
    if found is None:
        found = _FOUND[key] = _search(ctx, seats, size)
    return found[0], found[1], [list(hand) for hand in found[2]]


def _search(ctx: "Context", seats: int, size: int) -> tuple[int, str, list[list[int]]]:
    best: tuple[int, str, list[Hand]] = (0, SUITS[0], [])
    tables = Tables.new()
    for trump in SUITS:
        search = MeldSearch(ctx, trump, tables)
        meld, hands = search.side(search.full(), seats, size)
        if meld > best[0]:
            best = (meld, trump, hands)
    meld, trump, found = best
    cards = [cards_of(ctx, hand) for hand in found]
    check = sum(meld_total(best_melds(ctx, hand, trump)) for hand in cards)
    if check != meld or any(len(hand) > size for hand in cards) or \
            len({c for hand in cards for c in hand}) != sum(map(len, cards)):
        raise AssertionError(f"max meld {meld} of {seats} x {size} cards scored {check}")
    return meld, trump, cards


def cards_of(ctx: "Context", hand: Hand) -> list[int]:
    """The cards of a hand of counts (the first copies of each face)."""
    ids = ctx.ids_of_face
    taken: list[int] = []
    for suit, vec in hand.items():
        for rank, n in zip((*FLUSH_RANKS, ctx.dix_rank), vec):
            taken.extend(ids[rank + suit][:n])
    return taken


class Tables(NamedTuple):
    """What :class:`MeldSearch` finds of one suit, by whether it is trumps (one pack)."""

    options: dict[tuple[bool, Vec], list[Option]]
    fitting: dict[tuple[bool, Vec, Vec], list[Option]]
    suit_meld: dict[tuple[bool, Vec], int]

    @classmethod
    def new(cls) -> "Tables":
        return cls({}, {}, {})


class MeldSearch:
    """The most meld of one hand, or of a side's hands, with ``trump`` in ``ctx``'s pack (or in
    what is left of it: ``avail``, cards of each face per suit)."""

    def __init__(self, ctx: "Context", trump: str, tables: "Tables | None" = None):
        self.ctx, self.trump = ctx, trump
        self.copies = min(len(ids) for ids in ctx.ids_of_face.values())
        self.ranks = (*FLUSH_RANKS, ctx.dix_rank)
        # A suit's melds and options depend only on whether it is trumps, not on which suit it
        # is (the pinochle and the "around" melds read more than one suit): shared by trumps.
        tables = tables if tables is not None else Tables.new()
        self._options, self._fitting, self._suit_meld = tables

    def full(self) -> Hand:
        ids = self.ctx.ids_of_face
        return {s: tuple(len(ids.get(r + s, ())) for r in self.ranks) for s in SUITS}

    # --- one suit ---------------------------------------------------------------------------
    def suit_meld(self, suit: str, vec: Vec) -> int:
        """The meld one suit's own cards make (its part of a hand's meld), by the scoring."""
        key = (suit == self.trump, vec)
        got = self._suit_meld.get(key)
        if got is None:
            cards = cards_of(self.ctx, {suit: vec})
            got = meld_total(best_melds(self.ctx, cards, self.trump)) if cards else 0
            self._suit_meld[key] = got
        return got

    def options(self, suit: str, floors: Vec) -> list[Option]:
        """A suit's ways to hold at least ``floors`` aces, kings, queens and jacks, each with
        its own meld, less those another beats with no more of any face."""
        key = (suit == self.trump, floors)
        got = self._options.get(key)
        if got is not None:
            return got
        a, k, q, j = floors
        c = self.copies
        vecs: set[Vec] = set()
        if suit == self.trump:
            for f in range(c + 1):  # flushes
                for r in range(c - f + 1):  # royal marriages beside them
                    for d in range(c + 1):  # dixes
                        vecs.add((max(f, a), f, max(f + r, k), max(f + r, q), max(f, j), d))
        else:
            for m in range(c + 1):  # marriages
                vecs.add((a, 0, max(m, k), max(m, q), j, 0))
        ranked = sorted(((sum(v), self.suit_meld(suit, v), v, _pack(v)) for v in vecs),
                        key=lambda o: (-o[1], o[0]))
        got = []
        for opt in ranked:
            code = opt[3] | _GUARDS
            if not any(better[1] >= opt[1] and (code - better[3]) & _GUARDS == _GUARDS
                       for better in got):
                got.append(opt)
        self._options[key] = got
        return got

    def fitting(self, suit: str, floors: Vec, avail: Vec) -> list[Option]:
        """:meth:`options` within the cards ``avail`` (an option beaten by a dropped one was
        never needed: the one that beats it needs no more of any face, so it fits too)."""
        key = (suit == self.trump, floors, avail)
        got = self._fitting.get(key)
        if got is None:
            room = _pack(avail) | _GUARDS
            got = self._fitting[key] = [o for o in self.options(suit, floors)
                                        if (room - o[3]) & _GUARDS == _GUARDS]
        return got

    # --- one hand ---------------------------------------------------------------------------
    def levels(self, avail: Hand, size: int) -> Iterator[tuple[Levels, int, list[list[Option]]]]:
        """Each number of every "around" meld and of pinochles that ``size`` cards of ``avail``
        allow: (levels, their meld, each suit's options for them)."""
        extra = self.ctx.extra_melds
        a_rank = {r: i for i, r in enumerate(self.ranks)}
        tops = [min(avail[s][a_rank[AROUND[kind]]] for s in SUITS) for kind in _KINDS]
        pins = min(avail["S"][a_rank["Q"]], avail["D"][a_rank["J"]])
        for k in product(*(range(t + 1) for t in tops)):
            floor = len(SUITS) * sum(k)
            if floor > size:
                continue
            around = sum(multi_value(kind, n, extra) for kind, n in zip(_KINDS, k))
            for p in range(pins + 1):
                if floor + max(0, p - k[2]) + max(0, p - k[3]) > size:  # no room for them
                    continue
                lists = []
                for s in SUITS:
                    fits = self.fitting(s, _low(s, k, p), avail[s])
                    if not fits:
                        break
                    lists.append(fits)
                else:
                    pins_meld = multi_value("pinochle", p, extra)
                    yield (k[0], k[1], k[2], k[3], p), around + pins_meld, lists

    def single(self, avail: Hand, size: int) -> tuple[int, Hand]:
        """The best hand of at most ``size`` cards of ``avail``: (meld, counts)."""
        best: tuple[int, Hand] = (0, {})
        for _, base, lists in self.levels(avail, size):
            value, picks = _combine([_front(opts) for opts in lists], size)
            if value >= 0 and value + base > best[0]:
                best = (value + base, dict(zip(SUITS, picks)))
        return best

    def hands(self, avail: Hand, size: int, least: int) -> list[tuple[int, Hand]]:
        """Every combination of options (one per suit) of at most ``size`` cards of ``avail``
        worth at least ``least``, the best first."""
        out: list[tuple[int, Hand]] = []
        for _, base, lists in self.levels(avail, size):
            most = [max(o[1] for o in opts) for opts in lists]
            fewest = [min(o[0] for o in opts) for opts in lists]
            more = [sum(most[i:]) for i in range(len(SUITS) + 1)]
            room = [sum(fewest[i:]) for i in range(len(SUITS) + 1)]

            def walk(i: int, used: int, value: int, picks: list[Vec]) -> None:
                if i == len(SUITS):
                    out.append((value, dict(zip(SUITS, picks))))
                    return
                for cards, meld, vec, _ in lists[i]:
                    if used + cards + room[i + 1] <= size and \
                            value + meld + more[i + 1] >= least:
                        walk(i + 1, used + cards, value + meld, picks + [vec])

            walk(0, 0, base, [])
        out.sort(key=lambda h: -h[0])
        return out

    # --- a side -----------------------------------------------------------------------------
    def side(self, avail: Hand, seats: int, size: int) -> Side:
        """The most meld ``seats`` hands of ``size`` cards of ``avail`` hold together."""
        greedy: list[Hand] = []  # a first answer to beat: each seat the best of what is left
        left = avail
        for _ in range(seats):
            greedy.append(self.single(left, size)[1])
            left = _minus(left, greedy[-1])
        value = sum(self.hand_meld(hand) for hand in greedy)
        better = self._beat(avail, seats, size, value)
        return better if better is not None else (value, greedy)

    def hand_meld(self, hand: Hand) -> int:
        cards = cards_of(self.ctx, hand)
        return meld_total(best_melds(self.ctx, cards, self.trump))

    def _beat(self, avail: Hand, seats: int, size: int, beat: int) -> Side | None:
        """``seats`` hands of ``avail`` worth more than ``beat`` together, the most there are
        (None: none). Its best hand is a combination of :meth:`hands`; the seats after it hold
        no more each (their order is free), which ends the search where a combination's worth
        times the seats is no more than ``beat``."""
        if seats == 1:
            value, hand = self.single(avail, size)
            return (value, [hand]) if value > beat else None
        top: Side | None = None
        for value, hand in self.hands(avail, size, beat // seats + 1):
            if value * seats <= beat:
                break
            rest = self._beat(_minus(avail, hand), seats - 1, size, beat - value)
            if rest is not None:
                beat = value + rest[0]
                top = (beat, [hand, *rest[1]])
        return top


# Counts packed five bits a face, the top one a guard: (y | guards) - x keeps every guard
# exactly where each count of y is at least x's (no field borrows from the next).
_GUARDS = sum(1 << (5 * i + 4) for i in range(8))


def _pack(vec: Vec) -> int:
    return sum(n << (5 * i) for i, n in enumerate(vec))


def _minus(avail: Hand, hand: Hand) -> Hand:
    return {s: tuple(x - y for x, y in zip(vec, hand[s])) if s in hand else vec
            for s, vec in avail.items()}


def _low(suit: str, k: tuple[int, ...], p: int) -> Vec:
    """The fewest aces, kings, queens and jacks ``suit`` holds for ``k`` of each "around" rank
    and ``p`` pinochles (queens of spades, jacks of diamonds)."""
    a, kk, q, j = k[:4]
    if suit == "S":
        q = max(q, p)
    if suit == "D":
        j = max(j, p)
    return a, kk, q, j


def _front(options: list[Option]) -> list[Option]:
    """The options no other beats with as few cards."""
    out: list[Option] = []
    for opt in sorted(options, key=lambda o: (o[0], -o[1])):
        if not out or opt[1] > out[-1][1]:
            out.append(opt)
    return out


def _combine(fronts: list[list[Option]], size: int) -> tuple[int, list[Vec]]:
    """The best meld of one option per suit within ``size`` cards (-1: none fits)."""
    # table: cards used -> (meld, picks)
    table: dict[int, tuple[int, list[Vec]]] = {0: (0, [])}
    for front in fronts:
        nxt: dict[int, tuple[int, list[Vec]]] = {}
        for used, (meld, picks) in table.items():
            for cost, v, counts, _ in front:
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
