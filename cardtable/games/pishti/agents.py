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
from ...engine.i18n import QT_TRANSLATE_NOOP
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


def jack_worth(ctx, count: int, visible_pts: int, last_round: bool, pishti_ok: bool) -> bool:
    """Whether a pile of ``count`` cards (``visible_pts`` points seen in it) is worth a jack: a
    pishti that counts, points, many cards, or the last round. Shared with the playout policy
    (ai_hooks.py), which plays as this player does."""
    return ((pishti_ok and ctx.jack_pishti) or visible_pts >= 2 or count >= 5
            or (last_round and count >= 2) or (count >= 3 and visible_pts >= 1))


def best_discard(ctx, items: list, unseen: list[int], count: int, card_of: dict | None = None):
    """What to discard onto a pile of ``count``: no jack if it can help it, then the least danger
    (unseen cards of its rank an opponent may match, weighted by the pile) and the fewest points.
    ``items``: card ids, or actions with ``card_of`` mapping them to card ids (the playout policy
    shares this rule); ``unseen``: cards per rank the player cannot see."""
    rank, pts = ctx.rank, ctx.points
    weight = count + 1
    best, best_key = items[0], None
    for item in items:
        c = item if card_of is None else card_of[item]
        r = rank[c]
        key = (r == JACK, unseen[r] * weight + 2 * pts[c], pts[c], r)
        if best_key is None or key < best_key:
            best, best_key = item, key
    return best


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
                if jack_worth(ctx, count, visible_pts, last_round, pishti_ok):
                    card = min(jacks, key=lambda c: pts[c])
                    if jack_counts and can_claim:
                        return ctx.claim[card]
                    return ctx.play[card]
            if can_claim and self._bluff_ok(ctx, obs, top_r, unseen, decision):
                return ctx.claim[self._discard(ctx, hand, unseen, count)]
        return ctx.play[self._discard(ctx, hand, unseen, count)]

    def _bluff_ok(self, ctx, obs, top_r: int, unseen, decision: Decision) -> bool:
        # The opponent sees the same public cards: bluff only if that rank is far from exhausted.
        if unseen[top_r] < 2:
            return False
        return decision.rng.random() < BLUFF_RATE

    def _discard(self, ctx, hand: list[int], unseen, count: int) -> int:
        return best_discard(ctx, hand, unseen, count)


SPEC = AgentSpec("greedy", QT_TRANSLATE_NOOP("engine", "Greedy"), lambda game, seat: GreedyPishti(),
                 QT_TRANSLATE_NOOP(
                     "engine", "Captures whenever it can and takes pishtis first, spends jacks only on "
                               "piles worth it, discards the cards the opponents are least likely to match, "
                               "and bluffs and challenges by counting the cards seen."))
