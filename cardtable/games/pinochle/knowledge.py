"""What a seat can infer about the hidden cards, and dealing them again consistently with it.

Everything a seat saw is in its observation: its own hand, the melds on the table and the melded
cards taken back into a hand, the trump card taken by a player (or exchanged for a dix), the
widow cards the bidder took (until the bidder starts to bury), the cards it passed to its partner.
On top of that the strict play (second phase; every trick of the three- and four-handed forms)
shows, card by card:

* a player who does not follow suit has no card of the suit led (a void);
* a player who neither follows nor trumps has no trump;
* a player who follows trumps led without beating the best trump (or, with ``head_trick``,
  who does not head the trick when it must) has no card of that suit above the best one.

These are *caps*: per seat and suit, the strongest card the seat may still hold (0: none). And
in the auction, once the bidder starts to bury, the others know that the widow cards they saw go
into the bidder's hand are still there or buried, never in another hand.

:func:`redeal_hidden` deals the cards a seat cannot see at random among the places they could be,
keeping every cap and the widow rule: a plain shuffle, then a repair that swaps each misplaced
card with one that fits both places, then (only if no such swap exists) an exact assignment by
augmenting paths — the true deal satisfies every constraint, so one always exists.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Callable

from ...engine.cards import suit_name
from ...engine.i18n import QT_TRANSLATE_NOOP, tr

if TYPE_CHECKING:  # pragma: no cover
    from ...engine.state import State
    from .state_base import PinochleBase

_RANK_OF_STRENGTH = {8: "A", 7: "10", 6: "K", 5: "Q", 4: "J", 3: "9", 2: "8", 1: "7"}


class Inferred:
    """Caps learned in the strict play: ``caps[(seat, suit)]`` is the strongest card of that
    suit the seat may hold (0: void). Never changed once built, so clones share it, and the
    forbidden card sets computed from it are cached on it."""

    __slots__ = ("caps", "_forbid")

    def __init__(self, caps: dict[tuple[int, str], int]):
        self.caps = caps
        self._forbid: dict[int, frozenset[int]] | None = None

    def forbid(self, state: "PinochleBase") -> dict[int, frozenset[int]]:
        """Per seat, the cards it cannot hold."""
        if self._forbid is None:
            above = state.ctx.above
            out: dict[int, frozenset[int]] = {}
            for (seat, suit), cap in self.caps.items():
                out[seat] = out.get(seat, frozenset()) | above[suit][cap]
            self._forbid = out
        return self._forbid


def infer(state: "PinochleBase") -> Inferred | None:
    """Read the caps from the deal's strict plays (the history from ``state.strict_from``):
    replay the tricks and, for each card that followed, note what the rules would have made the
    player do had it held a card it does not show."""
    start = state.strict_from
    if start < 0:
        return None
    ctx = state.ctx
    play_id = ctx.play_id
    suit, strength = ctx.suit, ctx.strength
    trump, head, n = state.trump, ctx.head, state.num_players
    caps: dict[tuple[int, str], int] = {}

    def cap(seat: int, s: str, value: int) -> None:
        if caps.get((seat, s), 99) > value:
            caps[(seat, s)] = value

    leader = state.strict_leader
    trick: list[int] = []
    best = best_i = 0
    for action in state.history[start:]:
        cid = play_id.get(action)
        if cid is None:
            continue
        if trick:
            p = (leader + len(trick)) % n
            sc, sb, led = suit[cid], suit[best], suit[trick[0]]
            took = (sc == sb and strength[cid] > strength[best]) or (sc == trump and sb != sc)
            if sc != led:
                cap(p, led, 0)  # could not follow
                if sc != trump:
                    cap(p, trump, 0)  # nor trump
                elif head and sb == trump and not took:
                    cap(p, trump, strength[best])  # could not over-trump
            elif not took and (led == trump or (head and sb == led)):
                cap(p, led, strength[best])  # could not beat (trumps led; or heading)
            if took:
                best, best_i = cid, len(trick)
        else:
            best, best_i = cid, 0
        trick.append(cid)
        if len(trick) == n:
            leader = (leader + best_i) % n
            trick = []
    return Inferred(caps) if caps else None


def public_voids(state: "PinochleBase") -> list[list[str]]:
    """Per seat, the suits it showed it has none of (for the observation)."""
    out: list[list[str]] = [[] for _ in range(state.num_players)]
    inf = state.inference()
    if inf is not None:
        for (seat, suit), cap in sorted(inf.caps.items()):
            if cap == 0:
                out[seat].append(suit)
    return out


def cap_text(state: "PinochleBase", seat: int, suit: str, cap: int) -> str:
    if cap == 0:
        return tr(QT_TRANSLATE_NOOP("engine", "seat {seat} has no {suit}"), seat=seat + 1,
                  suit=suit_name("french", suit))
    return tr(QT_TRANSLATE_NOOP(
        "engine", "seat {seat} has no {suit} above the {rank}"), seat=seat + 1,
              suit=suit_name("french", suit), rank=_RANK_OF_STRENGTH[cap])


def inferred_tests(state: "PinochleBase", seat: int) -> list[tuple[str, Callable[["State"], bool]]]:
    """Named tests for what ``seat`` inferred (beyond its observation)."""
    tests: list[tuple[str, Callable[["State"], bool]]] = []
    ctx = state.ctx
    inf = state.inference()
    if inf is not None:
        for (s, suit), cap in sorted(inf.caps.items()):
            if s == seat:
                continue
            bad = ctx.above[suit][cap]

            def holds(world: Any, s: int = s, bad: frozenset[int] = bad) -> bool:
                return not bad.intersection(world.hands[s]) and not bad.intersection(world.melds[s])

            tests.append((cap_text(state, s, suit, cap), holds))
    widow = state.widow_hidden
    b = state.bidder
    if widow and seat != b:
        others = [o for o in range(state.num_players) if o != b]

        def with_bidder(world: Any) -> bool:
            return all(not widow.intersection(world.hands[o]) for o in others) \
                and not widow.intersection(world.stock)

        tests.append((tr(QT_TRANSLATE_NOOP(
            "engine", "the widow cards are in seat {seat}'s hand or buried"), seat=b + 1),
                      with_bidder))
    return tests


# --- dealing the hidden cards again ---------------------------------------------------------------
STOCK, WIDOW, BURIED = -1, -2, -3


def redeal_hidden(state: "PinochleBase", new: "PinochleBase", seat: int, rng: random.Random) -> None:
    """Deal the cards ``seat`` cannot place (in ``new``, a clone of ``state``) at random."""
    vis = state.visible_to(seat)
    lists: list[list[int]] = []  # the list each slot belongs to
    keys: list[int] = []  # per slot: the seat whose hand it is, or STOCK / WIDOW / BURIED
    index: list[int] = []  # per slot: the index in its list
    pool: list[int] = []
    for s in range(state.num_players):
        if s == seat:
            continue
        hand = new.hands[s]
        for i, c in enumerate(hand):
            if c not in vis:
                lists.append(hand)
                keys.append(s)
                index.append(i)
                pool.append(c)
    if new.stock:
        stock = new.stock
        n = len(stock)
        lists += [stock] * n
        keys += [STOCK] * n
        index += range(n)
        pool += stock
    if new.widow and not state.widow_shown:
        widow = new.widow = new.widow.copy()
        n = len(widow)
        lists += [widow] * n
        keys += [WIDOW] * n
        index += range(n)
        pool += widow
    if new.buried and seat != state.bidder:
        buried = new.buried = new.buried.copy()
        for i, c in enumerate(buried):
            if c not in vis:
                lists.append(buried)
                keys.append(BURIED)
                index.append(i)
                pool.append(c)
    if not pool:
        return
    rng.shuffle(pool)
    forbid = _forbidden(state, seat)
    if forbid:
        _repair(pool, keys, forbid, rng)
    for lst, i, c in zip(lists, index, pool):
        lst[i] = c


def _forbidden(state: "PinochleBase", seat: int) -> dict[int, frozenset[int]]:
    """Per slot key, the hidden cards that cannot lie there (for ``seat``)."""
    out: dict[int, frozenset[int]] = {}
    inf = state.inference()
    if inf is not None:
        out = {s: fs for s, fs in inf.forbid(state).items() if s != seat}
    widow = state.widow_hidden
    if widow and seat != state.bidder:
        for o in range(state.num_players):
            if o != state.bidder and o != seat:
                out[o] = out.get(o, frozenset()) | widow
        out[STOCK] = widow
    return out


def _repair(pool: list[int], keys: list[int], forbid: dict[int, frozenset[int]],
            rng: random.Random) -> None:
    """Make ``pool[i]`` allowed at every slot ``i`` (``keys[i]``): swap each misplaced card with
    one that fits both places; fall back to :func:`_assign` if some card has no such partner."""
    empty: frozenset[int] = frozenset()
    n = len(pool)
    for i in range(n):
        bad = forbid.get(keys[i], empty)
        c = pool[i]
        if c not in bad:
            continue
        start = int(rng.random() * n)
        for k in range(n):
            j = (start + k) % n
            d = pool[j]
            if d not in bad and c not in forbid.get(keys[j], empty):
                pool[i], pool[j] = d, c
                break
        else:
            _assign(pool, keys, forbid, rng)
            return


def _assign(pool: list[int], keys: list[int], forbid: dict[int, frozenset[int]],
            rng: random.Random) -> None:
    """An exact placement: restricted cards first (most restricted first, each into a random
    group with room, moving others along an augmenting path when every allowed group is full),
    then the free cards into the slots left."""
    empty: frozenset[int] = frozenset()
    groups = sorted(set(keys))
    room = {g: keys.count(g) for g in groups}
    allowed: dict[int, list[int]] = {}
    free: list[int] = []
    for c in pool:
        ok = [g for g in groups if c not in forbid.get(g, empty)]
        if len(ok) == len(groups):
            free.append(c)
        else:
            allowed[c] = ok
    placed: dict[int, list[int]] = {g: [] for g in groups}
    order = list(allowed)
    rng.shuffle(order)
    order.sort(key=lambda c: len(allowed[c]))
    for c in order:
        open_groups = [g for g in allowed[c] if room[g] > 0]
        if open_groups:
            g = open_groups[int(rng.random() * len(open_groups))]
        else:
            g = _augment(c, allowed, placed, room)
        placed[g].append(c)
        room[g] -= 1
    rng.shuffle(free)
    it = iter(free)
    for g in groups:
        placed[g].extend(next(it) for _ in range(room[g]))
    cursor = {g: 0 for g in groups}
    for i, g in enumerate(keys):
        pool[i] = placed[g][cursor[g]]
        cursor[g] += 1


def _augment(card: int, allowed: dict[int, list[int]], placed: dict[int, list[int]],
             room: dict[int, int]) -> int:
    """Free a place for ``card`` in one of its allowed groups by moving placed cards along a
    path of groups to one with room; returns the group freed for ``card``."""
    parent: dict[int, tuple[int, int] | None] = {g: None for g in allowed[card]}
    queue = list(allowed[card])
    while queue:
        g = queue.pop(0)
        if room[g] > 0:
            # walk back: each card moves from the group before into this one
            while parent[g] is not None:
                prev, moved = parent[g]  # type: ignore[misc]
                placed[prev].remove(moved)
                placed[g].append(moved)
                room[g] -= 1
                room[prev] += 1
                g = prev
            return g
        for moved in placed[g]:
            for h in allowed[moved]:
                if h not in parent:
                    parent[h] = (g, moved)
                    queue.append(h)
    raise ValueError("no deal of the hidden cards fits what the seat knows")  # pragma: no cover
