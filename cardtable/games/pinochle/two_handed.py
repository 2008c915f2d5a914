"""Two-handed Pinochle (RULES.md §3, the seed's main game).

Deal 12 each in threes, turn the next card for trump, the rest is the stock. First phase: free
play; the trick winner may make one meld (plus dix declarations and the dix exchange), then draws
first. The winner always gets the meld step (``done`` alone when it has nothing to meld), so
skipping it would not tell the opponent that the winner holds no meld. When the stock is
exhausted (the loser of the last stock trick takes the trump card) the second phase follows the
strict rules. Melded cards lie face up in ``meld:N`` and are played
from there like hand cards.
"""

from __future__ import annotations

from ...engine import events as ev
from ...engine.events import Event
from ...engine.state import TERMINAL
from .melds import KINDS, legal_single_melds
from .state_base import HAND, MELD, PinochleBase
from .tricks import strict_plays

PLAY1, MELDING, PLAY2 = "play1", "meld", "play2"
DECLARE = "declare-out"


class TwoHandedState(PinochleBase):
    def _fresh_deal_fields(self) -> None:
        super()._fresh_deal_fields()
        # Table card -> best value it scored per class (A, B, C); replaced, never changed in place.
        self.used: dict[int, tuple[int, ...]] = {}
        self.melded_now = False
        self.mopts: list[str] | None = None  # the meld step's actions, computed when asked for

    def _after_redeal(self) -> None:
        self.mopts = None

    # --- deal -----------------------------------------------------------------------------------
    def _start_deal(self) -> None:
        ctx = self.ctx
        deck = self.chance.deck(self.deal_no, ctx.pack.size)
        d = self.dealer
        nd = 1 - d
        self._emit(Event(ev.DEAL, seat=d, value=self.deal_no + 1))
        pos = 0
        for _ in range(4):
            for seat in (nd, d):
                self._deal_to(seat, deck[pos:pos + 3])
                pos += 3
        self.trump_card = deck[pos]
        self.trump = ctx.suit[self.trump_card]
        self._emit(Event(ev.MOVE, (self.trump_card,), "stock", "trump", True, d))
        self.stock = deck[pos + 1:][::-1]  # the top card (next drawn) is the list's end
        if ctx.rank[self.trump_card] == ctx.dix_rank:
            self._score_meld(d, "dix", 10, [self.trump_card])
        self.phase = PLAY1
        self.leader = nd
        self.current_player = nd

    # --- legal actions --------------------------------------------------------------------------
    def legal_actions(self) -> list[str]:
        p = self.current_player
        if p == TERMINAL:
            return []
        ctx = self.ctx
        phase = self.phase
        if phase == MELDING:
            mopts = self.mopts
            if mopts is None:
                mopts = self.mopts = self._meld_options(p)
            out = list(mopts)
        else:
            cards = self.hands[p] + self.melds[p] if self.melds[p] else self.hands[p]
            if phase == PLAY2 and self.trick:
                cards = strict_plays(cards, self.trick, ctx.suit, ctx.strength, self.trump, ctx.head,
                                     self.best_card)
            play = ctx.play
            out = [play[c] for c in cards]
        if ctx.declare_out:
            out.append(DECLARE)
        return out

    def _meld_options(self, p: int) -> list[str]:
        ctx = self.ctx
        hand = self.hands[p]
        opts = [] if self.melded_now else legal_single_melds(ctx, hand, self.melds[p], self.used,
                                                             self.trump)
        dix = [c for c in ctx.ids_of_face.get(ctx.dix_rank + self.trump, ()) if c in hand]
        if dix:
            opts.append(ctx.dix_action[dix[0]])
            tc = self.trump_card
            if tc >= 0 and ctx.rank[tc] != ctx.dix_rank:
                opts.append(ctx.exchange[dix[0]])
        opts.append("done")  # always a step, so the opponent cannot tell whether it could meld
        return opts

    # --- apply ----------------------------------------------------------------------------------
    def _apply(self, action: str) -> None:
        ctx = self.ctx
        p = self.current_player
        cid = ctx.play_id.get(action)
        if cid is not None:
            self._play_card(p, cid, self.phase == PLAY2)
            if len(self.trick) == 1:
                self.current_player = 1 - p
                return
            self._after_trick()
            return
        if action == "done":
            self._draw(p)
            return
        if action == DECLARE:
            self._declare_out(p)
            return
        tokens = action.split()
        if tokens[0] == "exchange":
            self._exchange(p, ctx.id_of[tokens[1]])
        else:
            self._meld(p, tokens[1], [ctx.id_of[t] for t in tokens[2:]])
        self.mopts = None

    def _after_trick(self) -> None:
        winner = self._finish_trick()
        if self.phase == PLAY1:
            self.melded_now = False
            self.mopts = None
            self.leader = winner
            self.phase = MELDING
            self.current_player = winner
            return
        if self.hands[winner] or self.melds[winner]:
            self.leader = winner
            self.current_player = winner
            return
        self._last_trick_bonus(winner)
        self._end_deal()

    def _meld(self, p: int, kind: str, cards: list[int]) -> None:
        cls, value, _ = KINDS[kind]
        hand = self.hands[p]
        new = [c for c in cards if c in hand]
        for c in new:
            hand.remove(c)
        if new:
            self.melds = self.melds.copy()
            self.melds[p] = self.melds[p] + new
        used = self.used = self.used.copy()
        for c in cards:
            old = used.get(c, (0, 0, 0))
            if old[cls] < value:
                used[c] = old[:cls] + (value,) + old[cls + 1:]
        if new and self._events is not None:
            self._emit(Event(ev.MOVE, tuple(new), HAND[p], MELD[p], True, p))
        self._score_meld(p, kind, value, cards)
        if kind != "dix":
            self.melded_now = True

    def _exchange(self, p: int, dix: int) -> None:
        hand = self.hands[p]
        old = self.trump_card
        hand.remove(dix)
        hand.append(old)
        self.trump_card = dix
        self._learn((old,))
        if self._events is not None:
            self._emit(Event(ev.MOVE, (dix,), HAND[p], "trump", True, p))
            self._emit(Event(ev.MOVE, (old,), "trump", HAND[p], False, p))
        self._score_meld(p, "dix", 10, [dix])

    def _draw(self, w: int) -> None:
        o = 1 - w
        stock = self.stock
        events = self._events is not None
        c = stock.pop()
        self.hands[w].append(c)
        if events:
            self._emit(Event(ev.MOVE, (c,), "stock", HAND[w], False, w, visible_to=frozenset((w,))))
        if stock:
            c = stock.pop()
            self.hands[o].append(c)
            if events:
                self._emit(Event(ev.MOVE, (c,), "stock", HAND[o], False, o,
                                 visible_to=frozenset((o,))))
            self.phase = PLAY1
        else:
            c = self.trump_card
            self.trump_card = -1
            self.hands[o].append(c)
            self._learn((c,))
            if events:
                self._emit(Event(ev.MOVE, (c,), "trump", HAND[o], False, o))
            self.phase = PLAY2
        self.leader = w
        self.current_player = w

    def _end_deal(self) -> None:
        scores = [self.deal_meld[s] + self.counted_cards(s) for s in range(2)]
        self._settle(scores)
