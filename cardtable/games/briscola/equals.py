"""Equal cards in a Briscola hand: cards that are the same move whichever of them is played.

Two cards of one suit, worth the same points, are equal when every card of that suit ranked
between them is out of the deal (in a won pile, or removed from the pack) or in the same hand:
against any card still to come, and against every card of the trick on the table, they win and
lose alike, so the rest of the deal goes the same way with either. Only cards without points
of their own can be equal (7, 6, 5, 4 and 2: every card with points is the only one of its
rank and suit), so the signals say the same of both (a low trump, no trump).

A card in the trick on the table is not out: it still decides this trick (the 7♣ beats a 6♣
led, the 5♣ does not). And the turned trump card keeps its name in the hand that drew it:
everyone saw it go there, so which of two equal trumps leaves that hand tells the table
something.

Equal cards stay equal to the end of the deal (a card out of it never comes back), so the
search may key its whole tree by them (the ``move_keys`` hook, ai_hooks.py).
"""

from __future__ import annotations

from typing import Any

from ...engine.events import HIDDEN
from .rules import context_for


def equal_cards(decision: Any) -> dict[str, str]:
    """The deciding seat's equal cards: each card's action that has an equal of a higher rank
    in the hand, mapped to the highest one's (``play 5C`` -> ``play 7C`` when the 6♣ is out or
    held too). Empty when the hand holds no two equal cards."""
    obs = decision.observation
    ctx = context_for(decision.num_players, decision.options)
    hand = [c for c in obs.zones.get(f"hand:{decision.seat}", ()) if c != HIDDEN]
    if len(hand) < 2:
        return {}
    public = obs.public
    if public.get("trump_holder") == decision.seat:
        hand = [c for c in hand if c != public.get("trump_card")]
    suit, points, strength = ctx.suit, ctx.points, ctx.strength
    by_suit: dict[str, int] = {}
    for c in hand:
        by_suit[suit[c]] = by_suit.get(suit[c], 0) + 1
    suits = [s for s, held_there in by_suit.items() if held_there > 1]
    if not suits:
        return {}
    out = set(ctx.removed)
    for zone, cards in obs.zones.items():
        if zone.startswith("won:"):
            out.update(cards)
    held = set(hand)
    same: dict[str, str] = {}
    for s in suits:
        # the suit's cards still in the deal (the hand's and the others'), strongest first
        live = sorted((c for c in ctx.in_play if suit[c] == s and c not in out),
                      key=lambda c: -strength[c])
        top = -1
        for c in live:
            if c in held and top >= 0 and points[c] == points[top]:
                same[ctx.play[c]] = ctx.play[top]
            else:
                top = c if c in held else -1
    return same
