"""The master's auction in three-handed Pinochle: bids and trump judged by playing the deal out.

The rule-based player bids on an estimate (the hand's meld in its best suit plus a rough count of
trick points, plus a hope for the widow) and names the suit with the best estimate.
:class:`ContractJudge` asks instead what a decision is worth in worlds dealt from what its seat
knows (``Decision.determinize``), every choice played out in the same worlds:

* **a bid or a pass**: each is followed, in every world, by the rule-based player in every seat
  (the rest of the auction, trump, burying, a concession) and the playout policy without noise
  for the cards, to the end of the deal; the judge makes the one that leaves the seat more chips
  on average (the rules' move where they are equal);
* **trump, after seeing the widow**: in each world the seat names the suit, buries as the rules
  do, and the hand is played out; the bidder's totals (meld and rounded card points) give the
  chance of making the bid in that suit. It names the suit with the best expected settlement,
  or concedes when every suit costs more on average than a concession.

docs/ai-strength.md, run 19: against the rule-based player over 1,300 deals, +0.13 ± 0.04 chips per
seat and deal with both (+0.067 ± 0.020 naming trump alone), the deals won alike. Bidding while
a threshold chance of making the next bid held, judging the forced dealer's take and the burial,
and naming trump so in the partnership auction won nothing: those stay the rule-based player's.

The judge reads its Decision only: the worlds are sampled, never the true deal.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable

from ...engine.agent import Decision
from ...engine.i18n import QT_TRANSLATE_NOOP, tr
from .agents import GreedyPinochle
from .ai_hooks import PinochleHooks
from .auction import NAMING, AuctionState
from .bid_reading import bid_limits, fit_hands
from .bidding import BID
from .partnership import PartnershipState
from .rules import SUITS, chips_for

WORLDS = 48  # worlds sampled per judged decision (every choice played out in each)


@dataclass(frozen=True)
class Judged:
    action: str
    chance: float  # naming: of making the bid with it (0 for a concession); bidding: of the
    # seat ending the deal ahead in chips
    worlds: int  # played out (0 for a concession)
    chips: float  # the seat's expected settlement (a concession's is certain)
    bidding: bool = False  # a bid or a pass (else trump named or the hand conceded)

    def reason(self) -> str:
        """Why, for the hint (translated)."""
        if not self.worlds:
            return tr(QT_TRANSLATE_NOOP(
                "engine", "conceding costs {chips} chips, whatever the deal"),
                      chips=round(-self.chips))
        if self.bidding:
            return tr(QT_TRANSLATE_NOOP(
                "engine", "on average {chips:+.1f} chips over {n} played-out deals"),
                      chips=self.chips, n=self.worlds)
        return tr(QT_TRANSLATE_NOOP("engine", "makes the bid in {pct}% of {n} played-out deals "
                     "(on average {chips:+.1f} chips)"),
                  pct=round(100 * self.chance), n=self.worlds, chips=self.chips)


class ContractJudge:
    """Bids, names trump and concedes in a three-handed deal by playing the deal out."""

    def __init__(self, worlds: int = WORLDS, bids: bool = True, read_bids: bool = False,
                 partnership: bool = False) -> None:
        self.worlds = worlds
        self.bids = bids  # judge the bids too (off: only trump and the concession)
        # judge the bids of the partnership auction too (by the side's lead in the deal's points)
        self.partnership = partnership
        # deal the other hands as their bids and passes say (bid_reading.py)
        self.read_bids = read_bids
        self.rules = GreedyPinochle()
        self.playout = PinochleHooks(noise=0.0)

    def judges(self, decision: Decision) -> bool:
        """Whether this is a decision the judge makes: a bid or pass, or the bidder naming trump
        (three-handed)."""
        legal = decision.legal
        if len(legal) < 2 or decision.game.id != "pinochle":
            return False
        public = decision.observation.public
        form, phase = public.get("form"), public.get("phase")
        bidding = phase == BID and self.bids and legal[0] == "pass"
        if form == "partnership-auction":
            return self.partnership and bidding
        return form == "auction" and (phase == NAMING or bidding)

    def judge(self, decision: Decision, rng: random.Random,
              stop: Callable[[], bool] | None = None) -> list[Judged] | None:
        """Every action judged, best first; None where the judge does not decide
        (:meth:`judges`). Naming: each suit (and ``concede``) with its chance of making the bid,
        the best expected settlement first. Bidding: a pass and the lowest bid, each followed
        by the rule-based player in every seat to the end of the deal, the seat's expected chips
        first (the rules' move where they are equal). Every action is played out in the same
        sampled worlds, one world after another; ``stop`` (a cancel or the time cap) is asked
        after each world, and a judgement stopped early stands on the worlds played so far (at
        least one)."""
        if not self.judges(decision):
            return None
        limits = bid_limits(decision) if self.read_bids else {}

        def sample() -> Any:
            world = decision.determinize(rng)
            if limits:
                fit_hands(world, decision.seat, limits, rng)
            return world
        first = sample()
        if not isinstance(first, (AuctionState, PartnershipState)):
            return None
        seat = decision.seat
        if first.phase == BID:
            bid = next(a for a in decision.legal if a != "pass")
            actions = ["pass", bid]

            def value(world: Any, action: str) -> int:
                return self._settle(world, action, seat, rng)
        else:
            actions = ["trump " + s for s in SUITS if "trump " + s in decision.legal]

            def value(world: Any, action: str) -> int:
                return self._play_out(world, action, rng)
        results: dict[str, list[int]] = {a: [] for a in actions}
        for n in range(self.worlds):
            world = first if n == 0 else sample()
            for action in actions:
                results[action].append(value(world.clone(), action))
            if stop is not None and stop():
                break
        if first.phase == BID:
            return self._bidding(decision, results)
        return self._naming(decision, first, results)

    def _naming(self, decision: Decision, first: Any,
                results: dict[str, list[int]]) -> list[Judged]:
        bid = first.bid
        valued: list[tuple[float, float, int, Judged]] = []
        if "concede" in decision.legal:
            cost = _stakes(first, bid, "")[2]
            valued.append((-cost, 0.0, 0, Judged("concede", 0.0, 0, -cost)))
        for i, suit in enumerate(SUITS, 1):
            action = "trump " + suit
            totals = results.get(action)
            if not totals:
                continue
            win, lose, _ = _stakes(first, bid, suit)
            made = sum(t >= bid for t in totals) / len(totals)
            value = made * win - (1 - made) * lose
            valued.append((value, sum(totals) / len(totals), -i,
                           Judged(action, made, len(totals), value)))
        valued.sort(key=lambda v: v[:3], reverse=True)  # ties: concede, then suit order
        return [v[3] for v in valued]

    def _bidding(self, decision: Decision, results: dict[str, list[int]]) -> list[Judged]:
        rule = self.rules.choose(decision)
        out = []
        for action, chips in results.items():
            ahead = sum(c > 0 for c in chips) / len(chips)
            out.append(Judged(action, ahead, len(chips), sum(chips) / len(chips), bidding=True))
        out.sort(key=lambda j: (round(j.chips, 9), j.action == rule), reverse=True)
        return out

    def choose(self, decision: Decision) -> str:
        """As the rule-based player, with the decisions the judge makes judged (for benchmarks)."""
        judged = self.judge(decision, decision.rng)
        return judged[0].action if judged else self.rules.choose(decision)

    def _play_out(self, world: Any, action: str, rng: random.Random) -> int:
        """The seat's total as bidder in one sampled world where it makes ``action`` now (no
        concession later: the judge plays every world out)."""
        world.apply(action)
        self._finish(world, rng, concede=False)
        return world.bidder_total

    def _settle(self, world: Any, action: str, seat: int, rng: random.Random) -> int:
        """What ``seat`` gains in one sampled world where it makes ``action`` now and the
        rule-based player makes every later decision of every seat: its chips (three-handed),
        or its side's lead in the deal's points over the best other side (partnerships)."""
        chips = isinstance(world, AuctionState)
        before = world.chips[seat] if chips else 0
        world.apply(action)
        self._finish(world, rng, concede=True)
        if chips:
            return world.chips[seat] - before
        scores, team = world.last_deal, world.ctx.team_of[seat]
        return scores[team] - max(v for t, v in enumerate(scores) if t != team)

    def _finish(self, world: Any, rng: random.Random, concede: bool) -> None:
        """Play ``world`` to the end of its deal: the cards by the playout policy, every other
        decision by the rule-based player (``concede``: its concessions too, else another move)."""
        start = world.deals_finished
        while getattr(world, "made", None) is None and not world.is_terminal \
                and world.deals_finished == start:
            move = self.playout.rollout_policy(world, rng)
            if move is None:
                p = world.current_player
                legal = world.legal_actions()
                move = self.rules.choose(Decision(world, p, legal, rng))
                if move == "concede" and not concede:
                    move = next(a for a in legal if a != "concede")
            world.apply(move)


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
