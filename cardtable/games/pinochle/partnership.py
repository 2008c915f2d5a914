"""Partnership Pinochle for 4, 6 or 8 players, with a turned trump or with an auction.

Partnership (RULES.md §3): deal everything (4p: 12 each in threes; 6/8p: the 96-card pack in
fours); the dealer's last card is turned for trump and belongs to the dealer; from the dealer's
left each seat in turn may exchange a dix for it (scoring the dix's 10 for itself; the dix
then goes to the dealer and does not count again). Partnership auction: no card is turned; bidding from the
dealer's left from 100; the bidder names trump. Then everyone melds at once (laid out, counted,
taken back; a side keeps its meld only if it wins a trick), and the dealer's left leads to the
strict play.

Option ``pass_cards`` (four players, partnership auction; seed 003: "例えば4人のパートナーシップの
場合は、プレイ前にビッター側のみ手札の交換をするバリエーションがあります。この場合最初にパートナー
からビッダーに4枚渡し、その後ビッターからパートナーに4枚渡します。"): after trumps are named the
bidder's partner passes four cards to the bidder, one at a time (``give QC``), then the bidder
passes four back; only the two partners see them. Then everyone melds.
"""

from __future__ import annotations


from ...engine import events as ev
from ...engine.cards import suit_key
from ...engine.events import Event
from ...engine.i18n import QT_TRANSLATE_NOOP
from ...engine.state import TERMINAL
from .bidding import BID, BiddingMixin
from .melds import best_melds, meld_cards
from .state_base import HAND, MELD, TRUMP_ACTIONS, PinochleBase

EXCHANGE, NAMING, PASSING, PLAY = "exchange", "trump", "give", "play"
PASS_COUNT = 4
DECLARE = "declare-out"


class PartnershipState(BiddingMixin, PinochleBase):
    def _fresh_deal_fields(self) -> None:
        super()._fresh_deal_fields()
        self.ex_queue: tuple[int, ...] = ()
        self.exchanged_by = -1
        self.exchanged_dix = -1
        self.given = 0  # cards passed so far by the seat passing now

    @property
    def auction(self) -> bool:
        return self.ctx.form == "partnership-auction"

    # --- deal -----------------------------------------------------------------------------------
    def _start_deal(self) -> None:
        ctx = self.ctx
        n = self.num_players
        d = self.dealer
        deck = self.chance.deck(self.deal_no, ctx.pack.size)
        self._emit(Event(ev.DEAL, seat=d, value=self.deal_no + 1))
        k = ctx.packet
        turn_up = not self.auction
        last = len(deck) - 1
        pos = 0
        while pos < len(deck):
            for i in range(1, n + 1):
                seat = (d + i) % n
                end = pos + k
                if turn_up and end > last:
                    self._deal_to(seat, deck[pos:last])
                else:
                    self._deal_to(seat, deck[pos:end])
                pos = end
        if not turn_up:
            self._start_bidding()
            return
        tc = deck[last]
        self.trump_card = tc
        self.trump = ctx.suit[tc]
        self._emit(Event(ev.MOVE, (tc,), "stock", "trump", True, d))
        if ctx.rank[tc] != ctx.dix_rank:
            # Every seat from the dealer's left is asked in turn (``done`` alone without a dix):
            # asking only the dix holders would show everyone where the dixes are.
            self.ex_queue = tuple((d + i) % n for i in range(1, n))
        self._next_exchange()

    def _next_exchange(self) -> None:
        if self.ex_queue:
            self.phase = EXCHANGE
            self.current_player = self.ex_queue[0]
            self.ex_queue = self.ex_queue[1:]
            return
        d = self.dealer
        tc = self.trump_card
        self.trump_card = -1
        self.hands[d].append(tc)
        self._learn((tc,))
        self._emit(Event(ev.MOVE, (tc,), "trump", HAND[d], False, d))
        self._meld_and_play()

    def _dix_in_hand(self, p: int) -> int:
        ctx = self.ctx
        hand = self.hands[p]
        for c in ctx.ids_of_face[ctx.dix_rank + self.trump]:
            if c in hand:
                return c
        return -1

    # --- bidding hooks --------------------------------------------------------------------------
    def _forced_bid(self) -> int:
        return self.ctx.min_bid

    def _last_takes_minimum(self) -> bool:
        return True

    def _bidding_over(self, forced: bool) -> None:
        self.phase = NAMING
        self.current_player = self.bidder

    # --- meld and play --------------------------------------------------------------------------
    def _meld_and_play(self) -> None:
        ctx = self.ctx
        events = self._events is not None
        dix = self.exchanged_dix
        shown: list[int] = []
        if dix >= 0:  # the exchanged dix scores for the seat that showed it, not for the dealer
            self._score_meld(self.exchanged_by, "dix", 10, [dix])
        for s in range(self.num_players):
            hand = self.hands[s]
            if dix >= 0 and s == self.dealer:
                hand = [c for c in hand if c != dix]
            melds = best_melds(ctx, hand, self.trump)
            if not melds:
                continue
            self._score_melds(s, melds)
            cards = meld_cards(melds)
            shown += cards
            if events:
                self._emit(Event(ev.MOVE, tuple(cards), HAND[s], MELD[s], True, s))
                self._emit(Event(ev.MOVE, tuple(cards), MELD[s], HAND[s], False, s))
        if shown:
            self._learn(shown)
        self.phase = PLAY
        self.leader = (self.dealer + 1) % self.num_players
        self.current_player = self.leader

    def kept_meld(self, side: int) -> int:
        return self.deal_meld[side] if self.side_tricks[side] else 0

    # --- legal actions --------------------------------------------------------------------------
    def legal_actions(self) -> list[str]:
        p = self.current_player
        if p == TERMINAL:
            return []
        ctx = self.ctx
        phase = self.phase
        if phase == PLAY:
            out = self._legal_plays(p)
            if ctx.declare_out:
                out.append(DECLARE)
            return out
        if phase == BID:
            return self._bid_legal()
        if phase == NAMING:
            return list(TRUMP_ACTIONS)
        if phase == PASSING:
            give = ctx.give
            return [give[c] for c in sorted(self.hands[p])]
        dix = self._dix_in_hand(p)
        return [ctx.exchange[dix], "done"] if dix >= 0 else ["done"]

    # --- apply ----------------------------------------------------------------------------------
    def _apply(self, action: str) -> None:
        ctx = self.ctx
        p = self.current_player
        cid = ctx.play_id.get(action)
        if cid is not None:
            self._play_in_turn(p, cid)
            return
        phase = self.phase
        if phase == BID:
            self._apply_bid(action)
        elif action == DECLARE:
            self._declare_out(p)
        elif action == "done":
            self._next_exchange()
        elif phase == EXCHANGE:
            dix = ctx.id_of[action.split()[1]]
            hand = self.hands[p]
            old = self.trump_card
            hand.remove(dix)
            hand.append(old)
            self._learn((old,))
            self.trump_card = dix
            self.exchanged_by = p
            self.exchanged_dix = dix
            self._emit(Event(ev.MOVE, (dix,), HAND[p], "trump", True, p))
            self._emit(Event(ev.MOVE, (old,), "trump", HAND[p], False, p))
            self.ex_queue = ()
            self._next_exchange()
        elif phase == PASSING:
            self._give(p, ctx.id_of[action[5:]])
        else:  # naming trump
            self.trump = action.split()[1]
            self._emit(Event(ev.MESSAGE, seat=p, text=QT_TRANSLATE_NOOP("engine", "Trumps: {suit}"),
                             data=(("suit", suit_key(ctx.pack.style, self.trump)),)))
            if ctx.pass_cards:
                self.phase = PASSING
                self.given = 0
                self.memory = (frozenset(),) * self.num_players
                self.current_player = self.partner_of(self.bidder)
                return
            self._meld_and_play()

    def _give(self, p: int, c: int) -> None:
        """Pass one card to the partner: only the two of them see it."""
        to = self.partner_of(p)
        self.hands[p].remove(c)
        self.hands[to].append(c)
        memory = list(self.memory or (frozenset(),) * self.num_players)
        memory[p] = memory[p] | {c}
        self.memory = tuple(memory)
        self._emit(Event(ev.MOVE, (c,), HAND[p], HAND[to], False, p, visible_to=frozenset((p, to))))
        self.given += 1
        if self.given < PASS_COUNT:
            return
        self.given = 0
        if p != self.bidder:
            self.current_player = self.bidder
            return
        self._meld_and_play()

    def _end_deal(self) -> None:
        nsides = len(self.ctx.teams)
        scores = [self.kept_meld(s) + self.counted_cards(s) for s in range(nsides)]
        if not self.auction:
            self._settle(scores)
            return
        team_of = self.ctx.team_of
        bs = team_of[self.bidder]
        if scores[bs] < self.bid:
            scores[bs] = -self.bid
        order: list[int] = []
        for i in range(self.num_players):
            side = team_of[(self.bidder + i) % self.num_players]
            if side not in order:
                order.append(side)
        self._settle(scores, order, first_to_reach=True)
