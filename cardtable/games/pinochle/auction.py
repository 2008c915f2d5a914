"""Three-handed auction Pinochle (RULES.md §3, seed 003).

15 cards each in threes, a widow of 3 dealt after the first round. Bidding from the dealer's left
(minimum 300, option 250, steps of 10, final passes); if all pass the dealer is forced to 250 and
may concede without seeing the widow (paying the kitty one chip). The bidder shows the widow,
takes it, names trump, melds (only the bidder melds: all the meld of the hand, laid out face up),
buries 3 cards that are not in the meld (one at a time: ``bury QC``), takes the meld back and
leads. Play follows the strict
rules. Settlement in chips with each opponent and the kitty.
"""

from __future__ import annotations

from typing import Any

from ...engine import events as ev
from ...engine.cards import suit_key
from ...engine.errors import CardTableError, IllegalActionError
from ...engine.events import Event
from ...engine.i18n import QT_TRANSLATE_NOOP, Seats, tr
from ...engine.state import TERMINAL
from .bidding import BID, BiddingMixin
from .melds import best_melds, meld_cards
from .rules import FORCED_BID, chips_for, round_points
from .state_base import HAND, MELD, TRUMP_ACTIONS, PinochleBase

FORCED, NAMING, BURYING, PLAY = "forced", "trump", "bury", "play"
BURY_COUNT = 3


class AuctionState(BiddingMixin, PinochleBase):
    def __init__(self, *args: Any, **kw: Any):
        super().__init__(*args, **kw)
        self.chips = [0] * self.num_players  # replaced, never changed in place
        self.kitty_chips = 0

    def _fresh_deal_fields(self) -> None:
        super()._fresh_deal_fields()
        self.buried_points = 0
        self.made: bool | None = None
        self.widow_cards: list[str] = []
        self.widow_ids: list[int] = []

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
        """The widow is turned face up for everyone, then the bidder takes it."""
        b = self.bidder
        widow = self.widow
        self.hands[b].extend(widow)
        self._learn(widow)
        self.widow_shown = True
        if self._events is not None:
            self._emit(Event(ev.FLIP, tuple(widow), "widow", face_up=True, seat=b))
            self._emit(Event(ev.MESSAGE, tuple(widow), seat=b, text=QT_TRANSLATE_NOOP(
                "engine", "The widow: {cards}"),
                             data=(("cards", " ".join(self.ctx.text[c] for c in widow)),)))
            self._emit(Event(ev.MOVE, tuple(widow), "widow", HAND[b], False, b))
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
        return self._bury_options() + ["concede"]

    def _bury_options(self) -> list[str]:
        """One card at a time, from the cards not in the meld; only when fewer of those are left
        than cards still to bury (a meld of 16 or more cards) may meld cards go too."""
        b = self.bidder
        hand = self.hands[b]
        cards = hand if len(hand) >= BURY_COUNT - len(self.buried) else hand + self.melds[b]
        bury = self.ctx.bury
        return [bury[c] for c in sorted(cards)]

    # --- apply ----------------------------------------------------------------------------------
    def apply(self, action: str) -> None:
        """As :meth:`State.apply`, and also the three-card ``bury C C C`` of saves written before
        burying became one card at a time: it is applied as three single burials (all or none)."""
        if self.phase == BURYING and isinstance(action, str):
            tokens = action.split()
            if len(tokens) == 1 + BURY_COUNT and tokens[0].lower() == "bury":
                self._apply_bury_all(tokens[1:])
                return
        super().apply(action)

    def _apply_bury_all(self, cards: list[str]) -> None:
        if self.buried:
            raise IllegalActionError(f"'bury {' '.join(cards)}' buries all three cards at once; "
                                     f"{len(self.buried)} already lie buried")
        probe = self.clone()
        try:
            for t in cards:
                probe.apply("bury " + t)
        except CardTableError as exc:
            raise IllegalActionError(f"'bury {' '.join(cards)}' (three cards at once) cannot be "
                                     f"applied: {exc}") from None
        for t in cards:
            PinochleBase.apply(self, "bury " + t)

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
            self._bury_one(ctx.id_of[rest])

    def _name_trump(self, suit: str) -> None:
        ctx = self.ctx
        b = self.bidder
        self.trump = suit
        self._emit(Event(ev.MESSAGE, seat=b, text=QT_TRANSLATE_NOOP("engine", "Trumps: {suit}"),
                         data=(("suit", suit_key(ctx.pack.style, suit)),)))
        melds = best_melds(ctx, self.hands[b], suit)
        cards = meld_cards(melds)
        if melds:
            self._score_melds(b, melds)
        if cards:
            hand = self.hands[b]
            for c in cards:
                hand.remove(c)
            self.melds = self.melds.copy()
            self.melds[b] = self.melds[b] + cards
            self._learn(cards)
            self._emit(Event(ev.MOVE, tuple(cards), HAND[b], MELD[b], True, b))
        self.phase = BURYING

    def _take_back_meld(self) -> None:
        b = self.bidder
        if self.melds[b]:
            cards = self.melds[b]
            self.hands[b].extend(cards)
            self.melds = self.melds.copy()
            self.melds[b] = []
            self._emit(Event(ev.MOVE, tuple(cards), MELD[b], HAND[b], False, b))

    def _bury_one(self, c: int) -> None:
        b = self.bidder
        hand = self.hands[b]
        if not self.buried and hand:
            # From now on the others cannot tell which of the bidder's cards are buried: the widow
            # cards still in the hand are lost track of (the hand is mixed for them).
            self.widow_hidden = frozenset(hand).intersection(self.widow_ids)
            self.known = self.known.difference(hand)
            if self._events is not None:
                self._emit(Event(ev.SHUFFLE, src=HAND[b], seat=b))
                self._emit(Event(ev.REVEAL, tuple(hand), HAND[b], face_up=False, seat=b,
                                 visible_to=frozenset((b,))))
        if c in hand:
            hand.remove(c)
            self._emit(Event(ev.MOVE, (c,), HAND[b], "buried", False, b,
                             visible_to=frozenset((b,))))
        else:  # a card that lay face up in the meld: everyone saw it go
            self.melds = self.melds.copy()
            self.melds[b] = [x for x in self.melds[b] if x != c]
            self._emit(Event(ev.MOVE, (c,), MELD[b], "buried", False, b))
        self.buried = self.buried + [c]
        if len(self.buried) < BURY_COUNT:
            return
        self.buried_points = sum(self.ctx.points[x] for x in self.buried)
        self._take_back_meld()
        self.phase = PLAY
        self.leader = b
        self.current_player = b

    def caution(self, action: str, seat: int) -> str:
        """Conceding is asked about first, with its cost: a slip onto the button beside the trump
        suits would give the hand away."""
        if action != "concede" or seat != self.current_player or "concede" not in \
                self.legal_actions():
            return super().caution(action, seat)
        after = self.clone()
        after.apply("concede")
        cost = self.chips[seat] - after.chips[seat]
        if cost == 1:
            return tr(QT_TRANSLATE_NOOP("engine", "Concede the hand? It costs you one chip."))
        return tr(QT_TRANSLATE_NOOP("engine", "Concede the hand? It costs you {n} chips."), n=cost)

    # --- settlement -----------------------------------------------------------------------------
    def _chip_value(self) -> int:
        ctx = self.ctx
        return chips_for(self.bid, ctx.chip_table, self.trump, ctx.suit_bonus)

    def _pay(self, amount: int, bidder_receives: bool) -> None:
        """Settle ``amount`` between the bidder and each opponent (and the kitty)."""
        b = self.bidder
        n = self.num_players
        sign = 1 if bidder_receives else -1
        delta = [0] * n
        for s in range(n):
            if s != b:
                delta[s] -= sign * amount
                delta[b] += sign * amount
        if self.ctx.kitty:
            self.kitty_chips -= sign * amount
            delta[b] += sign * amount
        self._change_chips(delta)

    def _change_chips(self, delta: list[int]) -> None:
        self.chips = [c + d for c, d in zip(self.chips, delta)]
        for s, d in enumerate(delta):
            if d:
                self._emit(Event(ev.SCORE, seat=s, value=d, text=QT_TRANSLATE_NOOP(
                    "engine", "chips")))

    def _concede(self) -> None:
        b = self.bidder
        ctx = self.ctx
        if self.phase == FORCED:
            # Forced dealer gives up without seeing the widow: one chip to the kitty.
            if ctx.kitty:
                self.kitty_chips += 1
                delta = [0] * self.num_players
                delta[b] = -1
                self._change_chips(delta)
            else:
                self._pay(1, False)
            how = QT_TRANSLATE_NOOP("engine", "conceded the forced bid")
        else:
            c = self._chip_value()
            self._pay(c if ctx.set_double else (c + 1) // 2, False)
            how = QT_TRANSLATE_NOOP("engine", "conceded")
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
            how = QT_TRANSLATE_NOOP("engine", "made the bid")
        else:
            self._pay(2 * c if ctx.set_double else c, False)
            how = QT_TRANSLATE_NOOP(
                "engine", "went set")  # "You bid 300 and went set" reads for every seat
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
        bid = self.bid
        self._finish_game(rets, list(self.chips),
                          lambda: tr(QT_TRANSLATE_NOOP(
                              "engine", "{seat:C} bid {bid} and {how}"), seat=Seats((b,)), bid=bid,
                                     how=tr(how)))

    def _public(self) -> dict[str, Any]:
        out = super()._public()
        out["chips"] = list(self.chips)
        out["kitty"] = self.kitty_chips
        out["widow"] = list(getattr(self, "widow_cards", []))
        return out
