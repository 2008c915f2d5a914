"""What a Pishti seat knows and infers, and worlds sampled consistently with it (determinize).

A seat identifies: its hand; every card played face up (the pile, captured piles everyone saw
taken); the jacks turned down in the deal; the shown bottom card of the stock; the face-down
centre cards it captured and its own face-down claims. Everything else is unknown and may be
anywhere unknown — with one inference: once the holder of the shown bottom card (the dealer, in
the last round) makes a face-down claim, the others lose track of that card, but they know it is
still in that hand or is one of the claims the holder made since (``state.hazy``). No other card
is tied to a place or a time the seat saw (capturing is never compulsory, so a play reveals no
void).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING, Callable

from ...engine.events import HIDDEN
from ...engine.state import Chance, State

if TYPE_CHECKING:  # pragma: no cover
    from .state import PishtiState

Slot = tuple[list[int], int, "int | None"]  # (list, index, the seat that knows the card there)


def hazy_open(state: "PishtiState") -> bool:
    """Whether the shown bottom card is lost track of: still in its holder's hand or a face-down
    claim of it (not played face up, not turned up by a challenge)."""
    hz = state.hazy
    if hz is None:
        return False
    card, holder, _ = hz
    return state.ctx.play[card] in state.acts[holder] or card in state.secret


def determinize(state: "PishtiState", seat: int, rng: random.Random) -> "PishtiState":
    """A clone in which every card ``seat`` cannot identify is re-dealt: the other hands (except
    the shown bottom card), the stock (except its shown bottom card), the unseen face-down centre
    cards, another seat's claim card and the captured cards only another seat saw. A lost-track
    bottom card goes back to its holder's hand or one of its claims since. Future deals are
    reseeded."""
    new = state.clone()
    new.chance = Chance(rng.getrandbits(32))
    shown = state.shown
    hands = new.hands
    slots: list[Slot] = []
    for s in range(state.num_players):
        if s != seat:
            h = hands[s]
            slots.extend((h, i, None) for i, c in enumerate(h) if c != shown)
    stock = new.stock
    slots.extend((stock, i, None) for i, c in enumerate(stock) if not (i == 0 and c == shown))
    secret = new.secret
    for lst in (new.pile, *new.won):
        for i, c in enumerate(lst):
            k = secret.get(c)
            if k is not None and k != seat:
                slots.append((lst, i, k))
    pool = [lst[i] for lst, i, _ in slots]
    for c in pool:
        secret.pop(c, None)
    hz = state.hazy
    if hz is not None and hz[1] != seat and hazy_open(state):
        card, holder, claims = hz
        holder_hand = hands[holder]
        claim_at = [j for j, (lst, i, _) in enumerate(slots)
                    if lst is not holder_hand and lst[i] in claims]
        claim_slots = [slots[j] for j in claim_at]
        places = [j for j, sl in enumerate(slots) if sl[0] is holder_hand] + claim_at
        place = slots.pop(places[int(rng.random() * len(places))])
        pool.remove(card)
        _put(place, card, secret)
    else:
        claim_slots = []
    rng.shuffle(pool)
    for (lst, i, knower), c in zip(slots, pool):
        lst[i] = c
        if knower is not None:  # a secret slot keeps its knower, now with the new card
            secret[c] = knower
    if claim_slots:
        assert hz is not None
        new.hazy = (hz[0], hz[1], tuple(lst[i] for lst, i, _ in claim_slots))
    play = state.ctx.play
    new.acts = [[play[c] for c in h] for h in hands]
    return new


def _put(slot: Slot, card: int, secret: dict[int, int]) -> None:
    lst, i, knower = slot
    lst[i] = card
    if knower is not None:  # a secret slot keeps its knower, now with the new card
        secret[card] = knower


def tests(state: "PishtiState", seat: int) -> list[tuple[str, Callable[[State], bool]]]:
    """Named tests a world sampled for ``seat`` must pass: its observation is the seat's, every
    card the seat identified lies where it saw it (checked on the world's true zones), and a
    lost-track bottom card is in its holder's hand or one of the holder's claims since."""
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
    hz = state.hazy
    if hz is not None and hz[1] != seat and hazy_open(state):
        card, holder, claims = hz
        where = {c: (z, i) for z, cs in state.zones().items() for i, c in enumerate(cs)}
        places = [where[c] for c in claims if c in state.secret]
        hand = state.ctx.hand_zone[holder]

        def bottom_card_placed(world: State) -> bool:
            truth = world.zones()
            return card in truth[hand] or any(truth[z][i] == card for z, i in places)

        out.append((f"the shown bottom card {state.ctx.pack.text_of[card]} is in seat {holder}'s "
                    f"hand or one of its face-down claims since it lost track of it",
                    bottom_card_placed))
    return out
