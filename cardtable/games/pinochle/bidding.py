"""The auction shared by the three-handed and partnership-auction forms.

Bidding starts at the dealer's left and goes round; bids rise in steps of 10 from the minimum and
a pass is final. The last player still in with a bid becomes the bidder. If every player passes,
the dealer is the bidder at the forced bid (three-handed: 250, with the right to concede; partnership
auction: the minimum). If all but one pass and that one has not bid yet, the three-handed dealer
may still bid or pass; in the partnership auction that player takes the contract at the minimum.
"""

from __future__ import annotations

from typing import Any, Callable

from ...engine import events as ev
from ...engine.events import Event
from ...engine.i18n import N_
from .rules import Context

BID = "bid"


class BiddingMixin:
    """Mixed into a :class:`~.state_base.PinochleBase` subclass (listed before it). The
    annotations below only declare, for the type checker, what the mixin uses of that state
    class; they create no class attributes."""

    ctx: Context
    num_players: int
    dealer: int
    current_player: int
    phase: str
    bid: int
    bidder: int
    passed: list[bool]
    bid_log: list[Any]
    _emit: Callable[[Event], None]

    def _start_bidding(self) -> None:
        self.phase = BID
        self.bid = 0
        self.bidder = -1
        self.current_player = (self.dealer + 1) % self.num_players

    def _bid_legal(self) -> list[str]:
        ctx = self.ctx
        lo = ctx.min_bid if self.bid == 0 else self.bid + 10
        acts = ctx.bid_actions
        return ["pass"] + [acts[b] for b in range(lo, ctx.max_bid + 1, 10)]

    def _apply_bid(self, action: str) -> None:
        p = self.current_player
        n = self.num_players
        # ``passed`` and ``bid_log`` are replaced, never changed in place: clones share them.
        if action == "pass":
            self.passed = self.passed.copy()
            self.passed[p] = True
            self.bid_log = self.bid_log + [(p, 0)]
        else:
            value = int(action[4:])
            self.bid = value
            self.bidder = p
            self.bid_log = self.bid_log + [(p, value)]
        active = [s for s in range(n) if not self.passed[s]]
        if not active:
            self.bidder = self.dealer
            self.bid = self._forced_bid()
            self._emit(Event(ev.MESSAGE, seat=self.dealer, value=self.bid,
                             text=N_("Everyone passed: the dealer takes the forced bid of {bid}"),
                             data=(("bid", self.bid),)))
            self._bidding_over(True)
            return
        if len(active) == 1:
            last = active[0]
            if self.bidder == last:
                self._bidding_over(False)
                return
            if self._last_takes_minimum():
                self.bidder = last
                self.bid = self.ctx.min_bid
                self.bid_log = self.bid_log + [(last, self.bid)]
                self._bidding_over(False)
                return
        q = (p + 1) % n
        while self.passed[q]:
            q = (q + 1) % n
        self.current_player = q

    # hooks
    def _forced_bid(self) -> int:
        raise NotImplementedError

    def _last_takes_minimum(self) -> bool:
        raise NotImplementedError

    def _bidding_over(self, forced: bool) -> None:
        raise NotImplementedError
