"""Three-handed auction Pinochle (RULES.md §3, seed 003).

15 cards each in threes, a widow of 3 dealt after the first round. Bidding from the dealer's left
(minimum 300, option 250, steps of 10, final passes); if all pass the dealer is forced to 250 and
may concede without seeing the widow (paying the kitty one chip). The bidder shows the widow,
takes it, names trump, melds (only the bidder melds: all the meld of the hand, laid out face up),
buries 3 cards that are not in the meld, takes the meld back and leads. Play follows the strict
rules. Settlement in chips with each opponent and the kitty.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

from ...engine import events as ev
from ...engine.events import Event
from ...engine.i18n import N_, tr
from ...engine.state import TERMINAL
from .bidding import BID, BiddingMixin
from .melds import best_melds, meld_cards
from .rules import FORCED_BID, chips_for, round_points
from .state_base import HAND, MELD, TRUMP_ACTIONS, PinochleBase

FORCED, NAMING, BURYING, PLAY = "forced", "trump", "bury", "play"


class AuctionState(BiddingMixin, PinochleBase):
    def __init__(self, *args: Any, **kw: Any):
        super().__init__(*args, **kw)
        self.chips = [0] * self.num_players
        self.kitty_chips = 0

    def _fresh_deal_fields(self) -> None:
        super()._fresh_deal_fields()
        self.bopts: list[str] = []
        self.buried_points = 0
        self.made: bool | None = None
        self.widow_cards: list[str] = []
        self.widow_ids: list[int] = []
        self.bury_pool: list[int] = []

    def _clone_extra(self, d: dict[str, Any]) -> None:
        d["chips"] = self.chips.copy()

    # --- deal -----------------------------------------------------------------------------------
    def _start_deal(self) -> None:
        ctx = self.ctx
        n = self.num_players
        deck = self.chance.deck(self.deal_no, ctx.pack.size)
        self._emit(Event(ev.DEAL, seat=self.dealer, value=self.deal_no + 1))
        pos = 0
        for r in range(5):
            for k in range(1, n + 1):
                seat = (self.dealer + k) % n
                self._deal_to(seat, deck[pos:pos + 3])
                pos += 3
            if r == 0:
                self.widow = deck[pos:pos + 3]
                pos += 3
                self._emit(Event(ev.MOVE, tuple(self.widow), "stock", "widow", False,
                                 visible_to=frozenset()))
        self._start_bidding()

    def _forced_bid(self) -> int:
        return FORCED_BID

    def _last_takes_minimum(self) -> bool:
        return False

    def _bidding_over(self, forced: bool) -> None:
        self.current_player = self.bidder
        if forced:
            self.phase = FORCED
        else:
            self._show_widow()

    def _show_widow(self) -> None:
        b = self.bidder
        widow = self.widow
        self.hands[b].extend(widow)
        self.known.update(widow)
        self.widow_shown = True
        self._emit(Event(ev.MOVE, tuple(widow), "widow", HAND[b], True, b))
        self.widow_cards = [self.ctx.text[c] for c in widow]
        self.widow_ids = list(widow)
        self.widow = []
        self.phase = NAMING

    # --- legal actions --------------------------------------------------------------------------
    def legal_actions(self) -> list[str]:
        p = self.current_player
        if p == TERMINAL:
            return []
        phase = self.phase
        if phase == PLAY:
            return self._legal_plays(p)
        if phase == BID:
            return self._bid_legal()
        if phase == FORCED:
            return ["take", "concede"]
        if phase == NAMING:
            return [*TRUMP_ACTIONS, "concede"]
        return self.bopts + ["concede"]

    # --- apply ----------------------------------------------------------------------------------
    def _apply(self, action: str) -> None:
        ctx = self.ctx
        p = self.current_player
        cid = ctx.play_id.get(action)
        if cid is not None:
            self._play_in_turn(p, cid)
            return
        if self.phase == BID:
            self._apply_bid(action)
            return
        if action == "concede":
            self._concede()
            return
        if action == "take":
            self._show_widow()
            return
        verb, _, rest = action.partition(" ")
        if verb == "trump":
            self._name_trump(rest)
        else:
            self._bury([ctx.id_of[t] for t in rest.split()])

    def _name_trump(self, suit: str) -> None:
        ctx = self.ctx
        b = self.bidder
        self.trump = suit
        self._emit(Event(ev.MESSAGE, seat=b, text=N_("Trumps: {suit}"), data=(("suit", suit),)))
        melds = best_melds(ctx, self.hands[b], suit)
        cards = meld_cards(melds)
        for kind, pts, cs in melds:
            self._score_meld(b, kind, pts, cs)
        if cards:
            hand = self.hands[b]
            for c in cards:
                hand.remove(c)
            self.melds[b].extend(cards)
            self.known.update(cards)
            self._emit(Event(ev.MOVE, tuple(cards), HAND[b], MELD[b], True, b))
        pool = sorted(self.hands[b])
        if len(pool) < 3:  # almost all in the meld: any three cards may go
            pool = sorted(self.hands[b] + self.melds[b])
        text = ctx.text
        self.bopts = ["bury " + " ".join(text[c] for c in combo) for combo in combinations(pool, 3)]
        self.bury_pool = pool
        self.phase = BURYING

    def _take_back_meld(self) -> None:
        b = self.bidder
        if self.melds[b]:
            cards = self.melds[b]
            self.hands[b].extend(cards)
            self.melds[b] = []
            self._emit(Event(ev.MOVE, tuple(cards), MELD[b], HAND[b], True, b))

    def _bury(self, cards: list[int]) -> None:
        b = self.bidder
        for c in cards:
            if c in self.hands[b]:
                self.hands[b].remove(c)
                src = HAND[b]
            else:
                self.melds[b].remove(c)
                src = MELD[b]
            self._emit(Event(ev.MOVE, (c,), src, "buried", False, b, visible_to=frozenset((b,))))
        # Every card that could have been buried (the widow cards not in the meld, or all in the
        # rare case of a meld of 16+ cards) is now "in the bidder's hand or buried" for the others.
        self.known.difference_update(self.bury_pool)
        self.buried = list(cards)
        self.buried_points = sum(self.ctx.points[c] for c in cards)
        self._take_back_meld()
        self.bopts = []
        self.phase = PLAY
        self.leader = b
        self.current_player = b

    # --- settlement -----------------------------------------------------------------------------
    def _chip_value(self) -> int:
        ctx = self.ctx
        return chips_for(self.bid, ctx.chip_table, self.trump, ctx.suit_bonus)

    def _pay(self, amount: int, bidder_receives: bool) -> None:
        """Settle ``amount`` between the bidder and each opponent (and the kitty)."""
        b = self.bidder
        sign = 1 if bidder_receives else -1
        for s in range(self.num_players):
            if s != b:
                self.chips[s] -= sign * amount
                self.chips[b] += sign * amount
        if self.ctx.kitty:
            self.kitty_chips -= sign * amount
            self.chips[b] += sign * amount
        self._emit(Event(ev.SCORE, seat=b, value=self.chips[b], text=N_("chips")))

    def _concede(self) -> None:
        b = self.bidder
        ctx = self.ctx
        if self.phase == FORCED:
            # Forced dealer gives up without seeing the widow: one chip to the kitty.
            if ctx.kitty:
                self.chips[b] -= 1
                self.kitty_chips += 1
                self._emit(Event(ev.SCORE, seat=b, value=-1, text=N_("chips")))
            else:
                self._pay(1, False)
            how = N_("conceded the forced bid")
        else:
            c = self._chip_value()
            self._pay(c if ctx.set_double else (c + 1) // 2, False)
            how = N_("conceded")
            self._take_back_meld()
        self.made = False
        self._close(how)

    def _end_deal(self) -> None:
        b = self.bidder
        ctx = self.ctx
        cards = self.deal_cards[b] + self.buried_points
        counted = round_points(cards) if ctx.rounding else cards
        self.bidder_total = self.deal_meld[b] + counted
        self.made = self.bidder_total >= self.bid
        c = self._chip_value()
        if self.made:
            self._pay(c, True)
            how = N_("made the bid")
        else:
            self._pay(2 * c if ctx.set_double else c, False)
            how = N_("was set")
        self._close(how)

    def _close(self, how: str) -> None:
        b = self.bidder
        n = self.num_players
        self.last_deal = [self.deal_meld[s] + self.counted_cards(s) for s in range(n)]
        self._emit(Event(ev.DEAL_END, value=self.deal_no + 1, data=(("chips", tuple(self.chips)),)))
        rets = [0.0] * n
        if self.made:
            rets[b] = 1.0
        else:
            for s in range(n):
                if s != b:
                    rets[s] = 1.0
        self.outcome = how
        self._finish_game(rets, list(self.chips),
                          tr(N_("Seat {seat} bid {bid} and {how}"), seat=b + 1, bid=self.bid,
                             how=tr(how)))

    def determinize(self, seat: int, rng: random.Random) -> "AuctionState":
        new = super().determinize(seat, rng)
        b = self.bidder
        if seat == b or not self.buried:
            return new
        # The others saw the widow: a widow card not yet played is in the bidder's hand or
        # buried, never in another opponent's hand. Swap any that the shuffle put there with a
        # random other card from the bidder's hidden places.
        known = self.known
        group = [(new.hands[b], i) for i, c in enumerate(new.hands[b]) if c not in known]
        group += [(new.buried, i) for i in range(len(new.buried))]
        widow = set(self.widow_ids)
        for o in range(self.num_players):
            if o in (seat, b):
                continue
            hand = new.hands[o]
            for i, c in enumerate(hand):
                if c in widow and c not in known:
                    free = [(lst, j) for lst, j in group if lst[j] not in widow]
                    lst, j = free[rng.randrange(len(free))]
                    hand[i], lst[j] = lst[j], c
        return new

    def _public(self) -> dict[str, Any]:
        out = super()._public()
        out["chips"] = list(self.chips)
        out["kitty"] = self.kitty_chips
        out["widow"] = list(getattr(self, "widow_cards", []))
        return out
