"""What a Pishti seat knows and infers, and worlds sampled consistently with it (determinize).

A seat identifies: its hand; every card played face up (the pile, captured piles everyone saw
taken); the jacks turned down in the deal; the shown bottom card of the stock (everyone follows
it into the dealer's hand); with the ``cutter`` rule, the cutter the jacks it saw at the bottom
(in the stock, then in the hand they are dealt to); the face-down centre cards it captured and
its own face-down claims. Everything else is unknown and may be anywhere unknown — with one
inference: when the holder of a card another seat was following makes a face-down claim, that
seat loses track of it, but knows it is still in that hand or is one of the claims the holder
made since (``state.lost``). No other card is tied to a place or a time the seat saw (capturing
is never compulsory, so a play reveals no void).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING, Callable

from ...engine import events as ev
from ...engine.events import HIDDEN, Event
from ...engine.state import Chance, State

if TYPE_CHECKING:  # pragma: no cover
    from .state import PishtiState

Slot = tuple[list[int], int, "int | None"]  # (list, index, the seat that knows the card there)
Lost = tuple[int, int, int, tuple[int, ...]]  # (card, holder, knower or -1 for all, claims since)


def is_open(state: "PishtiState", entry: Lost) -> bool:
    """Whether a lost-track card is still unplaced: in its holder's hand or a face-down claim of
    it (not played face up, not turned up by a challenge)."""
    card, holder, _, _ = entry
    return state.ctx.play[card] in state.acts[holder] or card in state.secret


def claim_blurs(state: "PishtiState", p: int, cid: int) -> None:
    """Seat ``p`` claims face down with ``cid`` (still in its hand): the cards others followed in
    that hand (the shown bottom card, the cutter's jacks) may now be the face-down card, so they
    lose track of them; cards already lost track of may be this claim too. Events: the hand is
    shuffled for all (its order forgotten) and shown again to its holder alone."""
    play = state.ctx.play
    acts = state.acts[p]
    newly: list[tuple[int, int]] = []
    if state.shown >= 0 and play[state.shown] in acts:
        newly.append((state.shown, -1))
        state.shown = -1
    g = state.glimpse
    if g is not None and g[0] != p:  # the cutter's own hand it knows anyway
        mine = tuple(c for c in g[1] if play[c] in acts)
        if mine:
            newly.extend((c, g[0]) for c in mine)
            rest = tuple(c for c in g[1] if c not in mine)
            state.glimpse = (g[0], rest) if rest else None
    if state.lost:
        state.lost = tuple((c, h, k, claims + (cid,)) if h == p and is_open(state, (c, h, k, claims))
                           else (c, h, k, claims) for c, h, k, claims in state.lost)
    if newly:
        state.lost += tuple((c, p, k, (cid,)) for c, k in newly)
        if state._events is not None:
            hand = state.ctx.hand_zone[p]
            state._emit(Event(ev.SHUFFLE, src=hand))
            state._emit(Event(ev.REVEAL, tuple(state.hands[p]), hand, hand, False, p,
                              visible_to=frozenset((p,))))


def _relevant(state: "PishtiState", seat: int) -> list[Lost]:
    """The lost-track cards ``seat`` knows something about and cannot see."""
    return [e for e in state.lost if e[1] != seat and e[2] in (-1, seat) and is_open(state, e)]


def determinize(state: "PishtiState", seat: int, rng: random.Random) -> "PishtiState":
    """A clone in which every card ``seat`` cannot identify is re-dealt: the other hands (except
    the cards it follows), the stock (except its shown bottom card and, for the cutter, the jacks
    it saw), the unseen face-down centre cards, another seat's claim card and the captured cards
    only another seat saw. A lost-track card goes back to its holder's hand or one of its claims
    since. Other seats' private knowledge of cards now re-dealt is dropped from the world. Future
    deals are reseeded."""
    new = state.clone()
    new.chance = Chance(rng.getrandbits(32))
    g = state.glimpse
    shown = state.shown
    hands = new.hands
    stock = new.stock
    slots: list[Slot] = []
    if g is not None and g[0] == seat:  # the cutter also follows the jacks it saw
        follows = {shown, *g[1]}
        for s in range(state.num_players):
            if s != seat:
                h = hands[s]
                slots.extend((h, i, None) for i, c in enumerate(h) if c not in follows)
        slots.extend((stock, i, None) for i, c in enumerate(stock) if c not in follows)
    else:  # everyone follows the shown bottom card (in the stock, then in the dealer's hand)
        for s in range(state.num_players):
            if s != seat:
                h = hands[s]
                slots.extend((h, i, None) for i, c in enumerate(h) if c != shown)
        slots.extend((stock, i, None) for i, c in enumerate(stock) if c != shown)
    secret = new.secret
    for lst in (new.pile, *new.won):
        for i, c in enumerate(lst):
            k = secret.get(c)
            if k is not None and k != seat:
                slots.append((lst, i, k))
    pool = [lst[i] for lst, i, _ in slots]
    for c in pool:
        secret.pop(c, None)
    placed: list[tuple[Lost, list[Slot]]] = []
    for entry in _relevant(state, seat) if state.lost else ():
        card, holder, _, claims = entry
        holder_hand = hands[holder]
        claim_at = [j for j, (lst, i, _) in enumerate(slots)
                    if lst is not holder_hand and lst[i] in claims]
        places = [j for j, sl in enumerate(slots) if sl[0] is holder_hand] + claim_at
        placed.append((entry, [slots[j] for j in claim_at]))
        lst, i, knower = slots.pop(places[int(rng.random() * len(places))])
        pool.remove(card)
        lst[i] = card
        if knower is not None:
            secret[card] = knower
    rng.shuffle(pool)
    for (lst, i, knower), c in zip(slots, pool):
        lst[i] = c
        if knower is not None:  # a secret slot keeps its knower, now with the new card
            secret[c] = knower
    if state.lost:  # the world's own record, with the cards now at the claims' places
        rebuilt = {e[0]: (e[0], e[1], e[2], tuple(lst[i] for lst, i, _ in at)) for e, at in placed}
        new.lost = tuple(rebuilt.get(e[0], e) for e in state.lost
                         if e[0] in rebuilt or e[1] == seat or e[2] in (-1, seat))
    if g is not None and g[0] != seat:
        new.glimpse = None  # the cutter's glimpse was of cards now re-dealt
    play = state.ctx.play
    new.acts = [[play[c] for c in h] for h in hands]
    return new


def tests(state: "PishtiState", seat: int) -> list[tuple[str, Callable[[State], bool]]]:
    """Named tests a world sampled for ``seat`` must pass: its observation is the seat's, every
    card the seat identified lies where it saw it (checked on the world's true zones), and each
    lost-track card is in its holder's hand or one of the holder's claims since."""
    out = State.knowledge(state, seat)
    obs = state.observation(seat)
    known = {z: cards for z, cards in obs.zones.items() if any(c != HIDDEN for c in cards)}

    def identified_in_place(world: State) -> bool:
        truth = world.zones()
        for zone, cards in known.items():
            real = truth.get(zone, [])
            if len(real) != len(cards):
                return False
            if zone.startswith("hand:"):  # held: the order is the holder's
                if Counter(c for c in cards if c != HIDDEN) - Counter(real):
                    return False
            elif any(c != HIDDEN and c != r for c, r in zip(cards, real)):
                return False
        return True

    out.append(("every card the seat identified lies where it saw it", identified_in_place))
    if state.lost:
        where = {c: (z, i) for z, cs in state.zones().items() for i, c in enumerate(cs)}
        for card, holder, _, claims in _relevant(state, seat):
            places = [where[c] for c in claims if c in state.secret]
            out.append((f"{state.ctx.pack.text_of[card]}, lost track of when seat {holder} claimed "
                        f"face down, is in its hand or one of its claims since",
                        _placed(card, state.ctx.hand_zone[holder], places)))
    return out


def _placed(card: int, hand: str, places: list[tuple[str, int]]) -> Callable[[State], bool]:
    def holds(world: State) -> bool:
        truth = world.zones()
        return card in truth[hand] or any(truth[z][i] == card for z, i in places)
    return holds
