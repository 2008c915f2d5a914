"""A rule-based Briscola player (``greedy``): the simple baseline every search player must beat.

It works only from its seat's observation: its hand, the trick on the table and the trump suit.
"""

from __future__ import annotations

from ...engine.agent import AgentSpec, Decision
from ...engine.i18n import N_
from .rules import context_for


class GreedyBriscola:
    def choose(self, decision: Decision) -> str:
        plays = [a for a in decision.legal if a.startswith("play ")]
        signals = [a for a in decision.legal if a.startswith("signal ")]
        if signals and decision.rng.random() < 0.5:
            return signals[0]
        obs = decision.observation
        ctx = context_for(decision.num_players, decision.options)
        trump = obs.public["trump_suit"]
        hand = [ctx.play_id[a] for a in plays]
        trick = list(obs.zones["trick"])
        pts, strength, suit = ctx.points, ctx.strength, ctx.suit

        def key(c: int, led: str | None) -> int:
            if suit[c] == trump:
                return 100 + strength[c]
            return strength[c] if led is None or suit[c] == led else 0

        def cheapness(c: int) -> tuple[int, int, int]:
            return (suit[c] == trump, pts[c], strength[c])

        if not trick:  # leading: a cheap non-trump card
            return ctx.play[min(hand, key=cheapness)]
        led = suit[trick[0]]
        best_i = max(range(len(trick)), key=lambda i: key(trick[i], led))
        n = decision.num_players
        winner_seat = (obs.public["leader"] + best_i) % n
        partner_winning = ctx.team_of[winner_seat] == ctx.team_of[decision.seat]
        last = len(trick) == n - 1
        best_key = key(trick[best_i], led)
        at_stake = sum(pts[c] for c in trick)
        if partner_winning:
            if last or best_key >= 100 + 8:  # partner safe: give points that are not trumps
                loaded = [c for c in hand if suit[c] != trump]
                if loaded:
                    return ctx.play[max(loaded, key=lambda c: (pts[c], -strength[c]))]
            return ctx.play[min(hand, key=cheapness)]
        winners = [c for c in hand if key(c, led) > best_key]
        if winners:
            plain = [c for c in winners if suit[c] != trump]
            if plain:  # win in the led suit, with the most points
                return ctx.play[max(plain, key=lambda c: (pts[c], strength[c]))]
            if at_stake >= 10 or (last and at_stake >= 4):
                return ctx.play[min(winners, key=lambda c: (pts[c], strength[c]))]
        return ctx.play[min(hand, key=cheapness)]


SPEC = AgentSpec("greedy", N_("Greedy"), lambda game, seat: GreedyBriscola(),
                 N_("Leads cheap cards, takes points in the led suit, trumps only rich tricks, "
                    "and feeds points to a partner who is winning."))
