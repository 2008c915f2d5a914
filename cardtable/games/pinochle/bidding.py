"""The auction shared by the three-handed and partnership-auction forms.

Bidding starts at the dealer's left and goes round; bids rise in steps of 10 from the minimum and
a pass is final. The last player still in with a bid becomes the bidder. If every player passes,
the dealer is the bidder at the forced bid (three-handed: 250, with the right to concede; partnership
auction: the minimum). If all but one pass and that one has not bid yet, the three-handed dealer
may still bid or pass; in the partnership auction that player takes the contract at the minimum.

The rules set no highest bid; the engine lists bids up to the form's ceiling (``ctx.max_bid``,
ceiling.py: the most the pack allows a bidder), so every bid a hand could make is offered. A bid
below the lowest one now or above the ceiling, typed or sent by a computer player, is refused
with an :class:`IllegalActionError` that names the range.
"""

from __future__ import annotations

from typing import Any, Callable

from ...engine import events as ev
from ...engine.errors import IllegalActionError
from ...engine.events import Event
from ...engine.i18n import QT_TRANSLATE_NOOP
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
    parse_action: Callable[[str], str]

    def apply(self, action: str) -> None:
        """As the state's ``apply``; a bid out of range is refused first with what the range
        is (the generic refusal lists the first dozen of some hundreds of legal bids)."""
        if self.phase == BID and isinstance(action, str):
            self._check_bid(action)
        super().apply(action)  # type: ignore[misc]

    def bid_range(self) -> tuple[int, int]:
        """The lowest and highest bid the seat to bid may make now (in steps of 10)."""
        return (self.ctx.min_bid if self.bid == 0 else self.bid + 10), self.ctx.max_bid

    def _check_bid(self, action: str) -> None:
        canonical = self.parse_action(action)  # a malformed bid: its own ActionParseError
        if not canonical.startswith("bid "):
            return
        value = int(canonical[4:])
        lo, hi = self.bid_range()
        if value < lo:
            now = "the lowest bid" if self.bid == 0 else f"{self.bid} is bid, so the lowest now"
            raise IllegalActionError(f"{canonical!r} is too low: {now} is {lo} (bids go up in "
                                     f"steps of 10, up to {hi})")
        if value > hi:
            raise IllegalActionError(
                f"{canonical!r} is above the highest bid, {hi}: no bidder can make more (the "
                f"best meld the pack allows, every card point and the last trick); bid "
                f"{lo} to {hi} in steps of 10, or pass")

    def _start_bidding(self) -> None:
        self.phase = BID
        self.bid = 0
        self.bidder = -1
        self.current_player = (self.dealer + 1) % self.num_players

    def _bid_legal(self) -> list[str]:
        lo, hi = self.bid_range()
        return ["pass", *self.ctx.bid_actions[lo // 10:hi // 10 + 1]]

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
                             text=QT_TRANSLATE_NOOP(
                                 "engine", "Everyone passed: the dealer takes the forced bid of {bid}"),
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
