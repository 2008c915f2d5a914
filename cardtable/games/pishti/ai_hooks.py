"""Pishti's help for the search players (cardtable/ai/hooks.py): a cheap playout policy written
against the sampled world's lists, in place of the ``greedy`` agent (whose card counting builds an
observation every move and made playouts four times slower).

Capture with a card of the pile's rank (the one with most points); play a jack on a pile worth it
(a single card when a jack pishti counts, points, or three cards or more); otherwise discard the
card with fewest points that is not a jack. ``NOISE`` of its moves are random. Claims and
challenges (Bluff Pishti) are left to the generic policy.
"""

from __future__ import annotations

import random
from typing import Any

from .rules import JACK
from .state import PishtiState

NOISE = 0.15


class PishtiHooks:
    def __init__(self, noise: float = NOISE):
        self.noise = noise

    def rollout_policy(self, state: Any, rng: random.Random) -> str | None:
        if not isinstance(state, PishtiState) or (state.bluffing and state.pending >= 0):
            return None
        acts = state.acts[state.current_player]
        if len(acts) == 1:
            return acts[0]
        if rng.random() < self.noise:
            return acts[int(rng.random() * len(acts))]
        ctx = state.ctx
        play_id, rank, pts = ctx.play_id, ctx.rank, ctx.points
        pile = state.pile
        best, best_key = acts[0], None
        if pile:
            top = rank[pile[-1]]
            jack_ok = state.wild and top != JACK and (
                (len(pile) == 1 and ctx.jack_pishti) or len(pile) >= 3
                or sum(pts[c] for c in pile) >= 2)
            for a in acts:
                c = play_id[a]
                r = rank[c]
                if r == top:
                    key = 1000 + pts[c]
                elif r == JACK:
                    key = 500 if jack_ok else -100
                else:
                    key = -2 * pts[c] - (r >= 9)
                if best_key is None or key > best_key:
                    best, best_key = a, key
            return best
        for a in acts:
            c = play_id[a]
            key = -pts[c] - (100 if rank[c] == JACK else 0)
            if best_key is None or key > best_key:
                best, best_key = a, key
        return best


HOOKS = PishtiHooks()
