"""What a 2-player Briscola opponent's last plays say about the cards it still holds.

A card player reads the table: an opponent who leads a three of a plain suit has, most likely,
no card that costs less; one who lets a rich card go when it could take it with the ace of the
suit most likely has no such ace. The search's sampled worlds deal the unseen cards evenly; this
module weighs each hand the opponent may hold by how well its recent plays fit it, and deals the
sampled worlds from those weights: once per decision every possible hand is weighed (or, when
there are more than ``BANK``, that many hands dealt evenly), and each world then takes one of
them by weight, the rest of the unseen cards shuffled into the stock.

The weight is a mixture of two opponents: one who plays by the rules of thumb of the rule-based
player (:func:`model_choices`: lead the cheapest card; take in the led suit with the richest
card; trump a trick worth points with the cheapest trump; else throw the cheapest card), with
``EPSILON`` of its plays anything else, and (``1 - MODEL_SHARE`` of the mixture) one who plays
at random. Every hand is as likely under the random one, so the mixture never rules a hand
out: a play the model would not make moves the weights only a few times.

The hand the opponent held at a play is its hand now, plus the cards it played since, less the
cards it drew since. Which of its cards it drew is unseen; every choice is equally likely, and
the likelihood averages over them (for its ``DECISIONS`` most recent plays). The turned trump
card is drawn last and publicly: it was never in the hand before that draw.

Only the deciding seat's observation is read (the tricks everyone saw, the trump, the stock's
size), and only cards the seat cannot see are moved (tested).
"""

from __future__ import annotations

import bisect
import itertools
import math
import random
from typing import Any, Callable

from .rules import Context, context_for

EPSILON = 0.25  # the model opponent's share of plays it makes at random
MODEL_SHARE = 0.75  # the model's share of the mixture (the rest: an opponent playing at random)
DECISIONS = 3  # the opponent's most recent plays that are read
BANK = 600  # hands weighed per decision: all of them when there are no more

_PLAY, _DRAW = 0, 1


def model_choices(ctx: Context, keys: tuple[int, ...], trump: str, hand: list[int],
                  before: tuple[int, ...]) -> list[int]:
    """The cards the rule-based player (``GreedyBriscola``, two players, no signals) would play
    with ``hand`` after ``before`` (the trick so far): the best by its rules, every card that
    ties with it (it takes the first in hand order, which the worlds do not keep)."""
    pts, suit, strength = ctx.points, ctx.suit, ctx.strength

    def cheap(c: int) -> tuple[int, int, int]:
        return (suit[c] == trump, pts[c], strength[c])

    def least(cards: list[int], key: Callable[[int], Any]) -> list[int]:
        k = min(key(c) for c in cards)
        return [c for c in cards if key(c) == k]

    if not before:
        return least(hand, cheap)
    led_card = before[0]
    led = suit[led_card]
    best = keys[led_card]
    winners = [c for c in hand if keys[c] > best and (keys[c] > 100 or suit[c] == led)]
    if winners:
        plain = [c for c in winners if suit[c] != trump]
        if plain:
            return least(plain, lambda c: (-pts[c], -strength[c]))
        if pts[led_card] >= 4:  # trump a trick worth points (the follower plays last)
            return least(winners, lambda c: (pts[c], strength[c]))
    return least(hand, cheap)


class OpponentReading:
    """The weight of an opponent's hand in a 2-player deal, from the deciding seat's view."""

    def __init__(self, ctx: Context, obs: Any, seat: int):
        self.ctx = ctx
        self.seat = seat
        self.opponent = 1 - seat
        public = obs.public
        self.trump = public["trump_suit"]
        self.keys = ctx.trump_keys[self.trump]
        self.trump_card = public["trump_card"]
        self.trump_holder = public["trump_holder"]
        self.items = self._items(obs)  # newest first
        self.plays = sum(1 for it in self.items if it[0] == _PLAY)
        self._cache: dict[frozenset[int], float] = {}
        self._walks: dict[tuple[int, frozenset[int]], float] = {}

    def _items(self, obs: Any) -> list[tuple[Any, ...]]:
        """The opponent's plays and draws this deal, newest first, up to ``DECISIONS`` plays:
        (_PLAY, card, trick before it) and (_DRAW, whether it drew the turned trump card)."""
        o, n = self.opponent, 2
        draws_after = (len(self.ctx.in_play) - 3 * n) // n  # tricks followed by a draw
        chron: list[tuple[Any, ...]] = []
        tricks = obs.public.get("tricks", [])
        for t, (leader, cards) in enumerate(tricks, start=1):
            at = (o - leader) % n
            if at < len(cards):
                chron.append((_PLAY, cards[at], tuple(cards[:at])))
            if t <= draws_after:
                chron.append((_DRAW, t == draws_after and self.trump_holder == o))
        trick = tuple(obs.zones["trick"])
        leader = obs.public["leader"]
        at = (o - leader) % n
        if at < len(trick):
            chron.append((_PLAY, trick[at], trick[:at]))
        out, plays = [], 0
        for item in reversed(chron):
            if plays == DECISIONS:
                break
            out.append(item)
            plays += item[0] == _PLAY
        while out and out[-1][0] == _DRAW:
            out.pop()
        return out

    def model_likelihood(self, hand: frozenset[int]) -> float:
        """How likely the model opponent was to make its plays, holding ``hand`` now."""
        got = self._cache.get(hand)
        if got is None:
            got = self._cache[hand] = self._walk(0, hand)
        return got

    def _walk(self, i: int, hand: frozenset[int]) -> float:
        if i == len(self.items):
            return 1.0
        key = (i, hand)
        got = self._walks.get(key)
        if got is None:
            got = self._walks[key] = self._step(i, hand)
        return got

    def _step(self, i: int, hand: frozenset[int]) -> float:
        item = self.items[i]
        if item[0] == _DRAW:
            if item[1]:  # it drew the turned trump card
                return self._walk(i + 1, hand - {self.trump_card}) if self.trump_card in hand else 0.0
            drawn = [c for c in hand if c != self.trump_card]
            if not drawn:
                return 0.0
            return sum(self._walk(i + 1, hand - {d}) for d in drawn) / len(drawn)
        _, card, before = item
        held = hand | {card}
        choices = model_choices(self.ctx, self.keys, self.trump, sorted(held), before)
        p = EPSILON / len(held) + ((1 - EPSILON) / len(choices) if card in choices else 0.0)
        return p * self._walk(i + 1, held)

    def _random_likelihood(self, hand_size: int) -> float:
        """The random opponent's likelihood: 1 / the hand size at each play read."""
        out, size = 1.0, hand_size
        for item in self.items:
            if item[0] == _DRAW:
                size -= 1
            else:
                size += 1
                out /= size
        return out

    def weight(self, hand: frozenset[int]) -> float:
        return (MODEL_SHARE * self.model_likelihood(hand)
                + (1 - MODEL_SHARE) * self._random_likelihood(len(hand)))

    def dealer(self, world: Any, rng: random.Random) -> Callable[[Any, random.Random], None]:
        """A function that deals the opponent of each sampled world a hand by weight, in place:
        the cards come from the opponent's hand and the stock (the seat sees neither; ``world``
        is one sample, which tells which cards those are); the turned trump card stays where
        everyone saw it go."""
        o = self.opponent
        ctx = self.ctx
        play, play_id = ctx.play, ctx.play_id
        held = [play_id[a] for a in world.held[o]]
        fixed = [c for c in held if c == self.trump_card and self.trump_holder == o]
        free = sorted(c for c in held if c not in fixed)
        pool = free + sorted(world.stock)
        k = len(free)
        if k == 0 or k == len(pool):  # nothing to choose from
            return _unchanged
        if math.comb(len(pool), k) <= BANK:
            bank = list(itertools.combinations(pool, k))
        else:
            bank = [tuple(rng.sample(pool, k)) for _ in range(BANK)]
        cumulative = list(itertools.accumulate(self.weight(frozenset(h + tuple(fixed))) for h in bank))
        total = cumulative[-1]
        fixed_play = [play[c] for c in fixed]

        def deal(world: Any, rng: random.Random) -> None:
            hand = bank[bisect.bisect_right(cumulative, rng.random() * total)]
            world.held[o] = [play[c] for c in hand] + fixed_play
            rest = [c for c in pool if c not in hand]
            rng.shuffle(rest)
            world.stock = rest
        return deal


def _unchanged(world: Any, rng: random.Random) -> None:
    pass


def _reading(decision: Any) -> OpponentReading | None:
    """The reading of a 2-player, closed-hands decision once the opponent has played."""
    if decision.num_players != 2:
        return None
    ctx = context_for(2, decision.options)
    if ctx.open_hands != "closed":
        return None
    reading = OpponentReading(ctx, decision.observation, decision.seat)
    return reading if reading.plays else None


def weigher_for(decision: Any) -> Callable[[Any], float] | None:
    """Each world's weight: its opponent's hand's (the ``weigh`` hook), or None."""
    reading = _reading(decision)
    if reading is None:
        return None
    o, play_id = reading.opponent, reading.ctx.play_id
    return lambda world: reading.weight(frozenset(play_id[a] for a in world.held[o]))


def reader_for(decision: Any) -> Callable[[Any, random.Random], None] | None:
    """The refine function (the worlds dealt by weight), or None."""
    reading = _reading(decision)
    if reading is None:
        return None
    # a seed of the position's own (the decision's generator is the search's to use)
    obs = decision.observation
    seed = hash((decision.seat, tuple(obs.zones["trick"]),
                 tuple((leader, tuple(cards)) for leader, cards in obs.public.get("tricks", ()))))
    rng = random.Random(seed)
    return reading.dealer(decision.determinize(rng), rng)
