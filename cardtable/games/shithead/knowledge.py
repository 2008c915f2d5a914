"""What each Shithead seat knows: its observation, the worlds a search player samples for it, and
the named tests those worlds must pass.

A seat sees its own hand, every face-up card (face-up rows, the pile) and the burned cards, and
counts everything else. It also *remembers*: a card that went into a hand in plain view stays
known there (``state.seen``) — a picked-up pile (with a failed blind card or a face-up card added
to it), a face-up table card swapped into the hand, a start card shown from the hand. That memory
never needs forgetting within a game: a hand takes hidden cards only from the deal and the stock,
and a card that leaves a hand goes face up. Face-down table cards are seen by nobody, not even
their owner, until they are turned.

The start rule tells everyone something more (``state.low``): when rank ``r`` decides who starts,
no hand held a lower rank, and when the starter had to show it from the hand, the players before
the starter held no ``r`` either. Hands change, so a hidden hand card below that bound must have
been drawn from the stock since: a seat's hidden hand holds at most as many such cards as it drew
(``state.drawn``). While the starter has yet to show the card, it holds one. Nothing else is
inferred: picking up is always allowed, so declining to play says nothing about a hand.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Callable, cast

from ...engine.events import HIDDEN
from ...engine.state import TERMINAL, Chance, Observation, State
from .rules import PHASE_NAMES, START, START_ORDER, VALUE_NAME

if TYPE_CHECKING:  # pragma: no cover
    from .state import ShitheadState

# Constrained deals are sampled by passes over the shuffled unseen cards; after this many passes
# that miss (a starter without its start card, a tight supply of allowed ranks) the deal is built
# with the start card forced, and as a last resort the hidden hands keep their true cards (always
# consistent: the true world passes every test). tests/shithead/test_knowledge.py measures how
# often either happens.
_FREE_TRIES = 4
_FORCED_TRIES = 8
# How many constrained deals were sampled, how many needed the start card forced in, and how many
# kept the true hidden cards (read by the tests; counted only on the constrained path).
STATS = {"constrained": 0, "forced": 0, "truth": 0}


def shuffle(cards: list[int], rng: random.Random) -> None:
    """Shuffle ``cards`` in place, uniformly: sorted by independent random keys (ties have
    probability about 2**-53). A third of the time ``random.shuffle`` takes, which calls back
    into Python for every card; a sampled deal is mostly this shuffle. A generator marked
    ``canonical`` (a review's: cardtable/ai/review.py) has the cards sorted first, so the deal
    it makes does not depend on the order in which the hidden cards truly lay."""
    if getattr(rng, "canonical", False):
        cards.sort()
    r = rng.random
    cards.sort(key=lambda _: r())


def observe(state: "ShitheadState", seat: int | None) -> Observation:
    ctx = state.ctx
    n = state.num_players
    seen = state.seen
    zones: dict[str, tuple[int, ...]] = {}
    faces: dict[str, tuple[bool, ...]] = {}
    for s in range(n):
        h = state.hands[s]
        zh = ctx.zone_hand[s]
        if s == seat:
            zones[zh] = tuple(h)
        elif seen:
            zones[zh] = tuple(c if c in seen else HIDDEN for c in h)
        else:
            zones[zh] = (HIDDEN,) * len(h)
        faces[zh] = (False,) * len(h)  # held: face down, the owner knows them by id
        up = state.up[s]
        zones[ctx.zone_up[s]] = tuple(up)
        faces[ctx.zone_up[s]] = (True,) * len(up)
        k = len(state.down[s])
        zones[ctx.zone_down[s]] = (HIDDEN,) * k  # not even its owner
        faces[ctx.zone_down[s]] = (False,) * k
    zones["stock"] = (HIDDEN,) * len(state.stock)
    faces["stock"] = (False,) * len(state.stock)
    zones["pile"] = tuple(state.pile)
    faces["pile"] = (True,) * len(state.pile)
    zones["burned"] = tuple(state.burned)  # set aside face down; everyone saw them burn
    faces["burned"] = (False,) * len(state.burned)
    over = state.current_player == TERMINAL
    public = {
        "phase": PHASE_NAMES[state.phase] if not over else "over",
        "dealer": state.dealer, "game": state.game_no + 1, "series": ctx.series,
        "direction": state.direction, "to_beat": VALUE_NAME.get(state.req, ""),
        "count": 0 if ctx.any_count else state.count,
        "start_rank": VALUE_NAME.get(state.start_rank, ""), "starter": state.starter,
        "shown": ctx.text[state.shown] if state.shown >= 0 else "",
        "out": list(state.out), "finished": list(state.finished),
        "losses": list(state.losses), "wins": list(state.wins), "draws": state.draws,
        "moves": state.moves, "move_cap": ctx.move_cap, "last_game": dict(state.last_game),
    }
    legal = tuple(state.legal_actions()) if seat is not None and seat == state.current_player else ()
    return Observation(state.game.id, seat, n, state.current_player, zones, public, {}, legal, faces)


def _limits(state: "ShitheadState", seat: int) -> tuple[dict[int, tuple[int, int]], int, int]:
    """The start rule's bounds on the other seats' hidden hands, as ``(bounds, must, rank)``:
    ``bounds`` = {seat: (lowest allowed rank value, how many lower cards it may hold)} for the
    seats where a bound can bite; ``must``: the seat (or -1) that holds an unseen card of the
    start ``rank`` it has yet to show."""
    low = state.low
    bounds: dict[int, tuple[int, int]] = {}
    must, rank = -1, 0
    if low is None or state.current_player == TERMINAL:
        return bounds, must, rank
    seen = state.seen
    for s in range(state.num_players):
        if s != seat and low[s] > START_ORDER[0]:
            bounds[s] = (low[s], state.drawn[s])
    if state.phase == START and state.current_player != seat:
        p = state.current_player
        val = state.ctx.val
        rank = state.start_rank
        if not any(val[c] == rank and c in seen for c in state.hands[p]):
            must = p
    return bounds, must, rank


def knowledge(state: "ShitheadState", seat: int) -> list[tuple[str, Callable[[State], bool]]]:
    """The observation (which holds the remembered cards) and the start rule's inferences."""
    want = observe(state, seat)
    tests: list[tuple[str, Callable[[State], bool]]] = [
        ("observation", lambda world: world.observation(seat) == want)]
    bounds, must, rank = _limits(state, seat)
    val = state.ctx.val
    for s, (lo, quota) in bounds.items():
        def holds(world: State, s: int = s, lo: int = lo, quota: int = quota) -> bool:
            w = cast("ShitheadState", world)
            seen = w.seen
            return sum(1 for c in w.hands[s] if c not in seen and val[c] < lo) <= quota
        tests.append((f"start rule: seat {s} holds at most {quota} hidden cards below "
                      f"{VALUE_NAME[lo]}", holds))
    if must >= 0:
        def shows(world: State, p: int = must) -> bool:
            w = cast("ShitheadState", world)
            return any(val[c] == rank for c in w.hands[p])
        tests.append((f"start rule: seat {must} holds a {VALUE_NAME[rank]} to show", shows))
    return tests


def determinize(state: "ShitheadState", seat: int, rng: random.Random) -> "ShitheadState":
    """Re-deal what ``seat`` cannot see: the other hands' unknown cards, every face-down card
    and the stock; known cards stay where they are, and the start rule's bounds hold."""
    new = state.clone()
    new.chance = Chance(rng.getrandbits(32))
    n = state.num_players
    seen = state.seen
    hands = new.hands
    # (seat, indices of its unknown hand cards, or None: the whole hand is unknown)
    holes: list[tuple[int, list[int] | None]] = []
    pool: list[int] = []
    for s in range(n):
        if s == seat:
            continue
        h = hands[s]
        if seen and not seen.isdisjoint(h):
            unknown = [i for i, c in enumerate(h) if c not in seen]
            pool += [h[i] for i in unknown]
            holes.append((s, unknown))
        else:
            pool += h
            holes.append((s, None))
    down = new.down
    for d in down:
        pool += d
    pool += new.stock
    shuffle(pool, rng)
    bounds, must, rank = _limits(state, seat)
    if bounds or must >= 0:
        dealt = _constrained(state, holes, pool, bounds, must, rank, rng)
        for s, idx in holes:
            if idx is None:
                hands[s] = dealt[s]
            else:
                h = hands[s]
                for i, c in zip(idx, dealt[s]):
                    h[i] = c
        pos = 0
    else:
        pos = 0
        for s, idx in holes:
            if idx is None:
                k = len(hands[s])
                hands[s] = pool[pos:pos + k]
                pos += k
            else:
                h = hands[s]
                for i in idx:
                    h[i] = pool[pos]
                    pos += 1
    for s in range(n):
        k = len(down[s])
        down[s] = pool[pos:pos + k]
        pos += k
    new.stock = pool[pos:]
    return new


def _constrained(state: "ShitheadState", holes: list[tuple[int, list[int] | None]], pool: list[int],
                 bounds: dict[int, tuple[int, int]], must: int, rank: int,
                 rng: random.Random) -> dict[int, list[int]]:
    """Deal the hidden hand cards respecting ``bounds`` and ``must`` (see :func:`_limits`); what
    is left of ``pool`` (shuffled) stays in it for the face-down rows and the stock."""
    STATS["constrained"] += 1
    val = state.ctx.val
    need0 = {s: len(state.hands[s]) if idx is None else len(idx) for s, idx in holes}
    # The strictest seats take their cards first: the allowed ranks nest (> r inside >= r), so a
    # seat that may hold anything never takes a card a stricter seat needed.
    order = sorted(need0, key=lambda s: -bounds.get(s, (0, 0))[0])
    for attempt in range(_FREE_TRIES + _FORCED_TRIES):
        if attempt:
            shuffle(pool, rng)
        got: dict[int, list[int]] = {s: [] for s in need0}
        need = dict(need0)
        quota = {s: q for s, (_, q) in bounds.items()}
        rest: list[int] = []
        cards = pool
        if must >= 0 and attempt >= _FREE_TRIES:  # force one start card into the starter's hand
            ranked = [i for i, c in enumerate(pool) if val[c] == rank]
            if not ranked or not need[must]:
                break
            i = ranked[int(rng.random() * len(ranked))]
            got[must].append(pool[i])
            need[must] -= 1
            cards = pool[:i] + pool[i + 1:]
        left = sum(need.values())
        for i, c in enumerate(cards):
            for s in order:
                if need[s]:
                    b = bounds.get(s)
                    if b is None or val[c] >= b[0]:
                        break
                    if quota[s]:
                        quota[s] -= 1
                        break
            else:
                rest.append(c)
                continue
            got[s].append(c)
            need[s] -= 1
            left -= 1
            if not left:
                rest += cards[i + 1:]
                break
        if left:
            continue
        if must >= 0 and not any(val[c] == rank for c in got[must]):
            continue
        pool[:] = rest
        if attempt >= _FREE_TRIES:
            STATS["forced"] += 1
        return got
    STATS["truth"] += 1
    # The true hidden cards always fit (they are the world the seat is in).
    got = {s: list(state.hands[s]) if idx is None else [state.hands[s][i] for i in idx]
           for s, idx in holes}
    taken = {c for cs in got.values() for c in cs}
    pool[:] = [c for c in pool if c not in taken]
    return got

