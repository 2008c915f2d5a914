"""Pishti's help for the search players (cardtable/ai/hooks.py): a cheap playout policy written
against the sampled world's lists that plays like the ``greedy`` agent, card counting included
(the agent itself builds an observation every move, which made playouts four times slower).

Capture with a card of the pile's rank (the one with most points); play a jack on a pile worth it
(the greedy player's rule: a pishti that counts, points, many cards, or the last round); otherwise
discard the card the opponents are least likely to match, counted from the cards the mover
cannot see in the sampled world (the other hands, the stock but its shown bottom card, the
face-down cards it did not see), keeping jacks and point cards. ``NOISE`` of its moves are
random. Claims and challenges (Bluff Pishti) are left to the generic policy.

With the playouts playing as the rule-based player does, the search is a policy improvement of
that player (docs/ai-strength.md, run 7), not of a cruder one.
"""

from __future__ import annotations

import random
from typing import Any

from .rules import JACK
from .state import PishtiState

NOISE = 0.05


def _unseen_by_rank(state: PishtiState, p: int) -> list[int]:
    """How many cards of each rank seat ``p`` cannot see, in the sampled world."""
    ctx = state.ctx
    rank, play_id = ctx.rank, ctx.play_id
    left = [0] * 13
    for q, acts in enumerate(state.acts):
        if q != p:
            for a in acts:
                left[rank[play_id[a]]] += 1
    for c in state.stock:
        left[rank[c]] += 1
    shown = state.shown  # the bottom card everyone follows: known, not a danger
    if shown >= 0:
        stock = state.stock
        if (stock and stock[0] == shown) or (
                state.dealer != p and ctx.play[shown] in state.acts[state.dealer]):
            left[rank[shown]] -= 1
    for c, knower in state.secret.items():  # face-down cards: in the centre, captured, claims
        if knower != p:
            left[rank[c]] += 1
    return left


class PishtiHooks:
    def __init__(self, noise: float = NOISE):
        self.noise = noise

    def rollout_policy(self, state: Any, rng: random.Random) -> str | None:
        if not isinstance(state, PishtiState) or (state.bluffing and state.pending >= 0):
            return None
        p = state.current_player
        acts = state.acts[p]
        if len(acts) == 1:
            return acts[0]
        if rng.random() < self.noise:
            return acts[int(rng.random() * len(acts))]
        ctx = state.ctx
        play_id, rank, pts = ctx.play_id, ctx.rank, ctx.points
        pile = state.pile
        count = len(pile)
        if count:
            top = rank[pile[-1]]
            best, best_pts = None, -1
            jack, jack_pts = None, 99
            for a in acts:
                c = play_id[a]
                r = rank[c]
                if r == top:
                    if pts[c] > best_pts:
                        best, best_pts = a, pts[c]
                elif r == JACK and pts[c] < jack_pts:
                    jack, jack_pts = a, pts[c]
            if best is not None:
                return best
            if jack is not None and state.wild and top != JACK:
                last_round = not state.stock
                single = count == 1 and (ctx.last_card_pishti or state.in_hands > 1
                                         or not last_round)
                visible = sum(pts[c] for c in pile) - sum(
                    pts[c] for c in pile[state.jdown:state.down])  # less the face-down ones
                if ((single and ctx.jack_pishti) or visible >= 2 or count >= 5
                        or (last_round and count >= 2) or (count >= 3 and visible >= 1)):
                    return jack
        unseen = _unseen_by_rank(state, p)
        best, best_key = acts[0], None
        for a in acts:
            c = play_id[a]
            r = rank[c]
            key = (r == JACK, unseen[r] * (count + 1) + 2 * pts[c], pts[c], r)
            if best_key is None or key < best_key:
                best, best_key = a, key
        return best


HOOKS = PishtiHooks()
