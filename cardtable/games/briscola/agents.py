"""A rule-based Briscola player (``greedy``): the simple baseline every search player must beat.

It works only from its seat's observation: its hand, the trick on the table, the cards played,
the trump suit and, with partner signals, what its partners signalled (``partner_holds``).
"""

from __future__ import annotations

from typing import Any

from ...engine.agent import AgentSpec, Decision
from ...engine.i18n import QT_TRANSLATE_NOOP
from .rules import Context, context_for


class GreedyBriscola:
    def choose(self, decision: Decision) -> str:
        plays = [a for a in decision.legal if a.startswith("play ")]
        signals = [a for a in decision.legal if a.startswith("signal ")]
        obs = decision.observation
        if signals:
            signal = _new_signal(signals, obs.private.get("signals", []), decision.seat)
            if signal is not None:
                return signal
        ctx = context_for(decision.num_players, decision.options)
        trump = obs.public["trump_suit"]
        hand = [ctx.play_id[a] for a in plays]
        trick = list(obs.zones["trick"])
        pts, strength, suit = ctx.points, ctx.strength, ctx.suit
        n = decision.num_players
        reading = _Reading(ctx, obs, decision.seat, trump)

        def key(c: int, led: str | None) -> int:
            if suit[c] == trump:
                return 100 + strength[c]
            return strength[c] if led is None or suit[c] == led else 0

        def cheapness(c: int) -> tuple[int, int, int]:
            return (suit[c] == trump, pts[c], strength[c])

        def loaded() -> str | None:
            """The plain card with the most points, to give to a partner sure to win."""
            plain = [c for c in hand if suit[c] != trump]
            if plain:
                return ctx.play[max(plain, key=lambda c: (pts[c], -strength[c]))]
            return None

        led = suit[trick[0]] if trick else None
        best_key = max((key(c, led) for c in trick), default=-1)
        if reading.facts:  # a partner's signal: does a partner still to play take this trick?
            if reading.partner_sure_to_win(trick, best_key >= 100):
                give = loaded()
                if give is not None:
                    return give
            if sum(pts[c] for c in trick) >= 10 and reading.partner_holds_carico(len(trick)):
                # a rich trick: take it with a trump no opponent can beat, so that the partner
                # after us can load its ace or three on it
                safe = [c for c in hand if suit[c] == trump and key(c, led) > best_key
                        and reading.top_trump(c)]
                if safe:
                    return ctx.play[min(safe, key=lambda c: strength[c])]
        if not trick:  # leading: a cheap non-trump card
            return ctx.play[min(hand, key=cheapness)]
        best_i = max(range(len(trick)), key=lambda i: key(trick[i], led))
        winner_seat = (obs.public["leader"] + best_i) % n
        partner_winning = ctx.team_of[winner_seat] == ctx.team_of[decision.seat]
        last = len(trick) == n - 1
        at_stake = sum(pts[c] for c in trick)
        if partner_winning:
            if last or best_key >= 100 + 8:  # partner safe: give points that are not trumps
                give = loaded()
                if give is not None:
                    return give
            return ctx.play[min(hand, key=cheapness)]
        winners = [c for c in hand if key(c, led) > best_key]
        if winners:
            plain = [c for c in winners if suit[c] != trump]
            if plain:  # win in the led suit, with the most points
                return ctx.play[max(plain, key=lambda c: (pts[c], strength[c]))]
            # a partner still to play who holds no trump cannot take this trick by trumping it:
            # trump it ourselves for less
            threshold = 4 if reading.facts and reading.partner_without_trump(len(trick)) else 10
            if at_stake >= threshold or (last and at_stake >= 4):
                return ctx.play[min(winners, key=lambda c: (pts[c], strength[c]))]
        return ctx.play[min(hand, key=cheapness)]


def _new_signal(signals: list[str], sent: list[Any], seat: int) -> str | None:
    """The first signal of the table (the most telling) this seat has not yet sent this deal."""
    said = {name for s, name in sent if s == seat}
    for action in signals:
        if action[7:] not in said:
            return action
    return None


class _Reading:
    """What the partners' signals in force say, for one decision."""

    def __init__(self, ctx: Context, obs: Any, seat: int, trump: str):
        self.ctx = ctx
        self.seat = seat
        self.trump = trump
        self.n = obs.num_players
        self.leader = obs.public["leader"]
        self.zones = obs.zones
        self.facts: list[tuple[int, str, frozenset[int], int]] = [
            (s, name, frozenset(cards), count) for s, name, cards, count
            in obs.private.get("partner_holds", ())]

    def _after_me(self, played: int) -> list[int]:
        """Seats still to play in this trick after this one."""
        return [(self.leader + i) % self.n for i in range(played + 1, self.n)]

    def _partners_after(self, played: int) -> list[int]:
        team_of = self.ctx.team_of
        return [s for s in self._after_me(played) if team_of[s] == team_of[self.seat]]

    def top_trump(self, card: int) -> bool:
        """No stronger trump can be in an opponent's hand (all are ours, played or left out)."""
        suit, strength = self.ctx.suit, self.ctx.strength
        accounted = self._accounted()
        return all(d in accounted for d in self.ctx.in_play
                   if suit[d] == self.trump and strength[d] > strength[card])

    def _accounted(self) -> set[int]:
        """Cards that cannot be in an opponent's hand: ours, played, left out."""
        zones = self.zones
        out = {c for c in zones[f"hand:{self.seat}"] if c >= 0}
        for zone, cards in zones.items():
            if zone.startswith("won:") or zone in ("trick", "removed"):
                out.update(cards)
        return out

    def partner_sure_to_win(self, trick: list[int], trumped: bool) -> bool:
        """A partner still to play holds (by its signal) the highest trump not yet seen; or it
        plays last, holds a trump and nobody has trumped this trick."""
        partners = set(self._partners_after(len(trick)))
        if not partners:
            return False
        suit = self.ctx.suit
        last = (self.leader + self.n - 1) % self.n
        for s, _, cards, _ in self.facts:
            if s not in partners:
                continue
            held_trumps = [c for c in cards if suit[c] == self.trump]
            if len(cards) == 1 and held_trumps and self.top_trump(held_trumps[0]):
                return True
            if held_trumps and len(held_trumps) == len(cards) and s == last and not trumped:
                return True  # a known trump (one card, or "a low trump"), played last
        return False

    def partner_holds_carico(self, played: int) -> bool:
        """A partner still to play signalled a non-trump ace or three it still holds."""
        partners = set(self._partners_after(played))
        return any(s in partners and name == "carico" for s, name, _, _ in self.facts)

    def partner_without_trump(self, played: int) -> bool:
        """A partner still to play holds no trump now: its "none" still covers its whole hand."""
        partners = set(self._partners_after(played))
        return any(s in partners and name == "none" and count >= len(self.zones[f"hand:{s}"])
                   for s, name, _, count in self.facts)


SPEC = AgentSpec("greedy", QT_TRANSLATE_NOOP(
    "engine", "Greedy"), lambda game, seat: GreedyBriscola(),
                 QT_TRANSLATE_NOOP(
                     "engine", "Leads cheap cards, takes points in the led suit, trumps only rich tricks, "
                               "feeds points to a partner who is winning, and signals to partners and reads "
                               "their signals when the table allows it."))
