"""Naming trump by playing the contract out: the master's help in three-handed Pinochle.

The rule-based player names the suit with the best estimate (the hand's meld in that suit plus a
rough count of trick points) and concedes only a hopeless hand. :class:`TrumpJudge` asks what
each suit is worth in worlds dealt from what its seat knows (``Decision.determinize``): in each
world the seat names the suit, buries as the rule-based player would, and the hand is played out
by the search's playout policy without noise (every seat); the bidder's total (meld and rounded
card points) in each world gives the chance of making the bid in that suit. It names the suit
with the best expected settlement in chips, or concedes when every suit is worth less than a
concession (docs/ai-strength.md, run 19: +0.067 ± 0.020 chips per seat and deal against the
rule-based naming over 1,300 deals, the deals won alike; judging the bids and the forced dealer's
take the same way won no chips and lost deals, the buried cards so made no more contracts, and
naming trump so in the partnership auction won nothing: those stay the rule-based player's).
Every suit is played out in the same sampled worlds, so the suits differ by their play alone.

The judge reads its Decision only: the worlds are sampled, never the true deal.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ...engine.agent import Decision
from ...engine.i18n import N_, tr
from .agents import GreedyPinochle
from .ai_hooks import PinochleHooks
from .auction import NAMING, AuctionState
from .rules import SUITS, chips_for

WORLDS = 48  # worlds sampled per judged decision (every choice played out in each)


@dataclass(frozen=True)
class Judged:
    action: str
    chance: float  # of making the bid with it, over the worlds played out (0 for a concession)
    worlds: int  # played out (0 for a concession)
    chips: float  # the bidder's expected settlement (a concession's is certain)

    def reason(self) -> str:
        """Why, for the hint (translated)."""
        if not self.worlds:
            return tr(N_("conceding costs {chips} chips, whatever the deal"), "ai",
                      chips=round(-self.chips))
        return tr(N_("makes the bid in {pct}% of {n} played-out deals "
                     "(on average {chips:+.1f} chips)"), "ai",
                  pct=round(100 * self.chance), n=self.worlds, chips=self.chips)


class TrumpJudge:
    """Names trump (or concedes) in a three-handed deal by playing the contract out."""

    def __init__(self, worlds: int = WORLDS) -> None:
        self.worlds = worlds
        self.rules = GreedyPinochle()
        self.playout = PinochleHooks(noise=0.0)

    def judges(self, decision: Decision) -> bool:
        """Whether this is a decision the judge makes: the bidder naming trump (three-handed)."""
        if len(decision.legal) < 2 or decision.game.id != "pinochle":
            return False
        public = decision.observation.public
        return public.get("form") == "auction" and public.get("phase") == NAMING

    def judge(self, decision: Decision, rng: random.Random) -> list[Judged] | None:
        """Every legal action (each suit, and ``concede``) with its chance of making the bid,
        the best expected settlement in chips first; None where the judge does not decide
        (:meth:`judges`). Every action is played out in the same sampled worlds."""
        if not self.judges(decision):
            return None
        worlds = [decision.determinize(rng) for _ in range(self.worlds)]
        first = worlds[0]
        if not isinstance(first, AuctionState):
            return None
        bid = first.bid
        valued: list[tuple[float, float, int, Judged]] = []
        if "concede" in decision.legal:
            cost = _stakes(first, bid, "")[2]
            valued.append((-cost, 0.0, 0, Judged("concede", 0.0, 0, -cost)))
        for i, suit in enumerate(SUITS, 1):
            action = "trump " + suit
            if action not in decision.legal:
                continue
            win, lose, _ = _stakes(first, bid, suit)
            totals = [self._play_out(w.clone(), action, rng) for w in worlds]
            made = sum(t >= bid for t in totals) / len(totals)
            value = made * win - (1 - made) * lose
            valued.append((value, sum(totals) / len(totals), -i,
                           Judged(action, made, len(totals), value)))
        valued.sort(key=lambda v: v[:3], reverse=True)  # ties: concede, then suit order
        return [v[3] for v in valued]

    def choose(self, decision: Decision) -> str:
        """As the rule-based player, with trump named by the judge (for benchmarks)."""
        judged = self.judge(decision, decision.rng)
        return judged[0].action if judged else self.rules.choose(decision)

    def _play_out(self, world: Any, action: str, rng: random.Random) -> int:
        """The seat's total as bidder in one sampled world where it makes ``action`` now."""
        world.apply(action)
        while world.made is None and not world.is_terminal:
            move = self.playout.rollout_policy(world, rng)
            if move is None:
                p = world.current_player
                legal = world.legal_actions()
                move = self.rules.choose(Decision(world, p, legal, rng))
                if move == "concede":  # the judge plays every world out
                    move = next(a for a in legal if a != "concede")
            world.apply(move)
        return world.bidder_total


def _stakes(state: Any, bid: int, trump: str) -> tuple[int, int, int]:
    """Chips the bidder wins on making ``bid`` in ``trump``, loses on being set, and pays on
    conceding after seeing the widow (from every opponent and the kitty together; a concession
    is before trump is named)."""
    ctx = state.ctx
    payers = state.num_players - 1 + (1 if ctx.kitty else 0)
    c = chips_for(bid, ctx.chip_table, trump, ctx.suit_bonus)
    lose = 2 * c if ctx.set_double else c
    concede = c if ctx.set_double else (c + 1) // 2
    return payers * c, payers * lose, payers * concede
