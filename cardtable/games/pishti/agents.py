"""A rule-based Pishti player (``greedy``): the baseline every search player must beat.

It works only from its seat's observation and counts cards: every card it has seen face up (the
pile, the captured cards everyone saw, the shown bottom card, its own hand and the cards it alone
saw) is out of the unknown pool, so it knows how many cards of each rank an opponent may hold.

* Captures whenever it can with a card of the same rank; takes a pishti first; spends a jack only
  on a pile worth it (a pishti that counts, points, many cards, or the last cards of the deal).
* Otherwise discards the card an opponent is least likely to match, keeping jacks and point cards.
* Bluff Pishti: always claims a true pishti face down (10 if accepted, 20 if challenged); bluffs now
  and then with a worthless card when the opponent cannot be sure; challenges when the chance that
  the claim is true, from the unseen cards of that rank, is below 3/4 (the break-even point).
"""

from __future__ import annotations

from math import comb

from ...engine.agent import AgentSpec, Decision
from ...engine.events import HIDDEN
from ...engine.i18n import N_
from .rules import JACK, context_for
from .state import ACCEPT, CHALLENGE

BLUFF_RATE = 0.25  # how often it bluffs, and what it assumes of its opponents


def _known_cards(obs, seat: int) -> list[int]:
    known: list[int] = []
    for zone, cards in obs.zones.items():
        if zone.startswith("won:"):
            continue
        known.extend(c for c in cards if c != HIDDEN)
    known.extend(obs.public["seen_captured"])
    known.extend(obs.private.get("known_captured", ()))
    return known


def _unseen_by_rank(ctx, known: list[int]) -> list[int]:
    left = [4] * 13
    rank = ctx.rank
    for c in set(known):
        left[rank[c]] -= 1
    return left


class GreedyPishti:
    def choose(self, decision: Decision) -> str:
        legal = decision.legal
        if len(legal) == 1:
            return legal[0]
        ctx = context_for(decision.num_players, decision.options)
        obs = decision.observation
        seat = decision.seat
        known = _known_cards(obs, seat)
        unseen = _unseen_by_rank(ctx, known)
        n_unseen = sum(unseen)
        if CHALLENGE in legal:
            return self._decide(ctx, obs, unseen, n_unseen, decision)
        return self._play(ctx, obs, unseen, n_unseen, decision)

    # --- challenge or accept ------------------------------------------------------------------
    def _decide(self, ctx, obs, unseen, n_unseen, decision: Decision) -> str:
        pile = obs.zones["pile"]
        top = pile[-2]
        claimer = obs.public["claim"]
        r = ctx.rank[top]
        matching = unseen[r]
        if r == JACK:
            if ctx.jack_on_jack == 0:
                matching = 0
        elif ctx.wild and ctx.jack_pishti:
            matching += unseen[JACK]
        # The claimer held its current cards plus the one it played face down.
        h = len(obs.zones[f"hand:{claimer}"]) + 1
        if n_unseen <= 0 or matching <= 0:
            return CHALLENGE
        h = min(h, n_unseen)
        p_match = 1.0 - comb(n_unseen - matching, h) / comb(n_unseen, h)
        q = p_match / (p_match + (1.0 - p_match) * BLUFF_RATE)
        return CHALLENGE if q < 0.75 else ACCEPT

    # --- playing a card -----------------------------------------------------------------------
    def _play(self, ctx, obs, unseen, n_unseen, decision: Decision) -> str:
        rank, pts = ctx.rank, ctx.points
        legal = decision.legal
        hand = [ctx.play_id[a] for a in legal if a in ctx.play_id]
        can_claim = any(a in ctx.claim_id for a in legal)
        pile = obs.zones["pile"]
        count = len(pile)
        top = pile[-1] if pile else HIDDEN
        stock_left = obs.public["stock_count"]
        last_round = stock_left == 0
        top_r = rank[top] if top != HIDDEN else -1
        if count:
            same = [c for c in hand if rank[c] == top_r]
            jacks = [c for c in hand if rank[c] == JACK] if ctx.wild else []
            single = count == 1
            last_card = last_round and sum(len(z) for k, z in obs.zones.items()
                                           if k.startswith("hand:")) == 1
            pishti_ok = single and (ctx.last_card_pishti or not last_card)
            if same:
                card = max(same, key=lambda c: pts[c])
                if pishti_ok and can_claim and (top_r != JACK or ctx.jack_on_jack):
                    return ctx.claim[card]  # a true claim: 10, or 20 if challenged
                return ctx.play[card]
            if jacks and top_r != JACK:
                jack_counts = pishti_ok and ctx.jack_pishti
                visible_pts = sum(pts[c] for c in pile if c != HIDDEN)
                worth = (jack_counts or visible_pts >= 2 or count >= 5
                         or (last_round and count >= 2) or (count >= 3 and visible_pts >= 1))
                if worth:
                    card = min(jacks, key=lambda c: pts[c])
                    if jack_counts and can_claim:
                        return ctx.claim[card]
                    return ctx.play[card]
            if can_claim and self._bluff_ok(ctx, obs, top_r, unseen, decision):
                return ctx.claim[self._discard(ctx, hand, unseen, count, avoid_jacks=True)]
        return ctx.play[self._discard(ctx, hand, unseen, count, avoid_jacks=True)]

    def _bluff_ok(self, ctx, obs, top_r: int, unseen, decision: Decision) -> bool:
        # The opponent sees the same public cards: bluff only if that rank is far from exhausted.
        if unseen[top_r] < 2:
            return False
        return decision.rng.random() < BLUFF_RATE

    def _discard(self, ctx, hand: list[int], unseen, count: int, avoid_jacks: bool) -> int:
        rank, pts = ctx.rank, ctx.points

        def key(c: int) -> tuple:
            r = rank[c]
            is_jack = r == JACK
            # Danger: how many matching cards an opponent may hold (our own copies are known).
            danger = unseen[r]
            return (is_jack and avoid_jacks, danger * (count + 1) + 2 * pts[c], pts[c], r)

        return min(hand, key=key)


SPEC = AgentSpec("greedy", N_("Greedy"), lambda game, seat: GreedyPishti(),
                 N_("Captures whenever it can and takes pishtis first, spends jacks only on "
                    "piles worth it, discards the cards the opponents are least likely to match, "
                    "and bluffs and challenges by counting the cards seen."))
