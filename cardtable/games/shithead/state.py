"""Shithead play: deal, swap phase, start rule, beating the pile, burns, going out, series
(RULES.md §2, seed 002).

Seats are numbered in play order: the player after seat ``s`` (clockwise) is ``s + 1``; a joker
reverses that. The dealer's left-hand neighbour, ``dealer + 1``, is dealt to first.

Phases of one game: ``setup`` (each player in turn swaps hand and face-up cards, then says
``ready``; or, with ``choose_face_up``, lays 3 of 6 hand cards face up), ``start`` (a player must
show a card of the start rank from the hand), ``play``.
"""

from __future__ import annotations

import random
from typing import Any, Callable

from ...engine import events as ev
from ...engine.actions import ActionRecord
from ...engine.errors import ActionParseError, CardParseError
from ...engine.events import Event
from ...engine.i18n import QT_TRANSLATE_NOOP, Seats, listed, second_person, tr
from ...engine.score_sheet import ScoreSheet
from ...engine.state import TERMINAL, Chance, Observation, Result, State
from . import knowledge, records, sheet
from .rules import (BLIND, FACEUP, JOKER, PHASE_NAMES, PICKUP, PICKUP_WITH, PLAY, PLAY_PHASE,
                    READY, SETUP, SHOW, START, START_ORDER, SWAP, TEN, TWO, VALUE_NAME, Context)

_NOBODY: frozenset[int] = frozenset()
_NO_CARDS: frozenset[int] = frozenset()


# The sentences said to the person the table calls "You" (the verb agrees with its subject).
second_person(QT_TRANSLATE_NOOP("engine", "{seat:C} was dealt {card} face up and starts"),
              QT_TRANSLATE_NOOP("engine", "You were dealt {card} face up and start"))
second_person(QT_TRANSLATE_NOOP(
    "engine", "{seat:C} is out"), QT_TRANSLATE_NOOP("engine", "You are out"))
second_person(QT_TRANSLATE_NOOP(
    "engine", "{seat:C} is the Shithead"), QT_TRANSLATE_NOOP("engine", "You are the Shithead"))
second_person(QT_TRANSLATE_NOOP("engine", "Won by {seat}"), QT_TRANSLATE_NOOP("engine", "You won"))


class ShitheadState(State):
    __slots__ = ("ctx", "dealer", "game_no", "phase", "hands", "up", "down", "stock", "pile",
                 "burned", "req", "count", "run_val", "run_len", "direction", "out", "finished",
                 "setup_order", "start_rank", "starter", "shown", "moves", "losses", "wins",
                 "draws", "last_game", "dealt_up", "public", "_seen", "low", "drawn")

    def __init__(self, game, num_players: int, options: dict[str, Any], chance: Chance,
                 ctx: Context, first_dealer: int):
        self._init_base(game, num_players, options, chance)
        self.ctx = ctx
        self.dealer = first_dealer
        self.game_no = 0
        self.losses = [0] * num_players
        self.wins = [0] * num_players
        self.draws = 0
        self.last_game: dict[str, Any] = {}

    # --- dealing ------------------------------------------------------------------------------
    def _start(self) -> None:
        self._start_deal()

    def _start_deal(self) -> None:
        ctx = self.ctx
        n = self.num_players
        order = self.chance.deck(self.game_no, ctx.size)
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.up: list[list[int]] = [[] for _ in range(n)]
        self.down: list[list[int]] = [[] for _ in range(n)]
        self.pile: list[int] = []
        self.burned: list[int] = []
        self._fresh_pile()
        self.direction = 1
        self.out = [False] * n
        self.finished: list[int] = []
        self.start_rank = 0
        self.starter = -1
        self.shown = -1
        self.moves = 0
        # What every seat remembers (knowledge.py): the cards that went into a hand in plain view
        # (a picked-up pile, a swapped face-up card, a shown start card) -- once public, a card
        # stays known in a hand, since hands take hidden cards only from the stock and the deal.
        # ``public`` chains them cheaply: (cards, rest) per pick-up, shared by clones; ``seen``
        # reads it as a set. ``low``: per seat, the lowest rank its hidden start hand can hold,
        # as the start rule told everyone (None: it told nothing); ``drawn``: per seat, cards
        # drawn from the stock since then (each may be lower). Immutable, replaced when they
        # change, so clones share them.
        self.public: tuple | None = None
        self._seen: tuple[tuple | None, frozenset[int]] = (None, _NO_CARDS)
        self.low: tuple[int, ...] | None = None
        self.drawn: tuple[int, ...] = (0,) * n
        emit = self._events is not None
        if emit:
            self._emit(Event(ev.DEAL, seat=self.dealer, value=self.game_no + 1))
        first = (self.dealer + 1) % n
        seats = [(first + k) % n for k in range(n)]
        pos = 0
        for s in seats:  # three face down to each
            self.down[s] = order[pos:pos + 3]
            pos += 3
            if emit:
                self._emit(Event(ev.MOVE, tuple(self.down[s]), "stock", ctx.zone_down[s], False, s,
                                 visible_to=_NOBODY))
        if not ctx.choose:
            for s in seats:  # three face up on top of them
                self.up[s] = order[pos:pos + 3]
                pos += 3
                if emit:
                    self._emit(Event(ev.MOVE, tuple(self.up[s]), "stock", ctx.zone_up[s], True, s))
        # The start rule looks at the cards dealt face up, whatever the swap phase does to them
        # (with choose_face_up, at the cards each player lays face up).
        # (never changed afterwards, so clones share it)
        self.dealt_up = None if ctx.choose else tuple(tuple(u) for u in self.up)
        k = ctx.hand_deal
        for s in seats:  # the hand: 3, or 6 to choose from
            self.hands[s] = order[pos:pos + k]
            pos += k
            if emit:
                self._emit(Event(ev.MOVE, tuple(self.hands[s]), "stock", ctx.zone_hand[s], False, s,
                                 visible_to=ctx.only[s]))
        self.stock = order[pos:][::-1]  # top card (the next drawn) last
        self.phase = SETUP
        self.setup_order = seats
        self.current_player = seats[0]

    @property
    def seen(self) -> frozenset[int]:
        """Every card that went into a hand in plain view this game (see ``public``): computed
        on demand, extending the last set computed along the same chain."""
        chain = self.public
        cached, known = self._seen
        if cached is chain:
            return known
        parts = []
        node = chain
        while node is not None and node is not cached:
            parts.append(node[0])
            node = node[1]
        known = (known if node is cached else _NO_CARDS).union(*parts)
        self._seen = (chain, known)
        return known

    def _fresh_pile(self) -> None:
        self.req = 0  # rank value to equal or beat; 0: any
        self.count = 0  # number of cards each play must have; 0: any (a new pile)
        self.run_val = 0  # rank of the run of equal cards on top of the pile
        self.run_len = 0

    @property
    def pack(self):
        """French 52 for 2-5 players, French 54 (two jokers) for 6."""
        return self.ctx.pack

    # --- the protocol -------------------------------------------------------------------------
    def legal_actions(self) -> list[str]:
        p = self.current_player
        if p == TERMINAL:
            return []
        ctx = self.ctx
        phase = self.phase
        if phase == PLAY_PHASE:
            hand = self.hands[p]
            need = 0 if ctx.any_count else self.count
            if hand:
                out = ctx.plays(hand, self.req, need)
                if self.pile:
                    out.append("pickup")
                return out
            up = self.up[p]
            if up:
                out = ctx.plays(up, self.req, need)
                if self.pile:
                    out.append("pickup")
                    pw = ctx.pickup_with
                    out.extend(pw[c] for c in up)
                return out
            return ["blind", "pickup"] if self.pile else ["blind"]
        if phase == SETUP:
            hand = self.hands[p]
            if ctx.choose:
                fu = ctx.faceup
                return [fu[c] for c in hand]
            out = ["ready"]
            sw = ctx.swap
            for h in hand:
                row = sw[h]
                out.extend(row[t] for t in self.up[p])
            return out
        # START: show a card of the start rank
        val = ctx.val
        r = self.start_rank
        sh = ctx.show
        return [sh[c] for c in self.hands[p] if val[c] == r]

    def _apply(self, action: str) -> None:
        ctx = self.ctx
        kind, cards = ctx.act[action]
        p = self.current_player
        self.moves += 1
        if kind == PLAY:
            self._play(p, cards)
        elif kind == PICKUP:
            self._pickup(p)
        elif kind == BLIND:
            self._blind(p)
        elif kind == PICKUP_WITH:
            c = cards[0]
            self.up[p].remove(c)
            self.pile.append(c)
            if self._events is not None:
                self._emit(Event(ev.MOVE, (c,), ctx.zone_up[p], "pile", True, p))
            self._pickup(p)
        elif kind == SWAP:
            self._swap(p, cards[0], cards[1])
        elif kind == READY:
            self._setup_done(p)
        elif kind == FACEUP:
            c = cards[0]
            self.hands[p].remove(c)
            self.up[p].append(c)
            if self._events is not None:
                self._emit(Event(ev.MOVE, (c,), ctx.zone_hand[p], ctx.zone_up[p], True, p))
            if len(self.up[p]) == 3:
                self._setup_done(p)
        elif kind == SHOW:
            c = cards[0]
            self.shown = c
            self.public = ((c,), self.public)
            if self._events is not None:
                # no note: the action's own log line says it ("shows 3♣ and starts")
                self._emit(Event(ev.REVEAL, (c,), ctx.zone_hand[p], "", False, p))
            self._begin_play(p)
        if self.current_player != TERMINAL and self.moves >= ctx.move_cap:
            self._end_game(-1, capped=True)

    # --- setup and start --------------------------------------------------------------------
    def _swap(self, p: int, h: int, t: int) -> None:
        ctx = self.ctx
        self.hands[p].remove(h)
        self.up[p].remove(t)
        self.hands[p].append(t)
        self.up[p].append(h)
        self.public = ((t,), self.public)  # everyone saw it lying face up
        if self._events is not None:  # the table card leaves first: the hand card takes its place
            self._emit(Event(ev.MOVE, (t,), ctx.zone_up[p], ctx.zone_hand[p], False, p))
            self._emit(Event(ev.MOVE, (h,), ctx.zone_hand[p], ctx.zone_up[p], True, p))

    def _setup_done(self, p: int) -> None:
        order = self.setup_order
        i = order.index(p)
        if i + 1 < len(order):
            self.current_player = order[i + 1]
            return
        self._find_starter()

    def _find_starter(self) -> None:
        """Start rule: the first player (from the dealer's left) who was dealt a 3 face up (even
        if the swap phase has since taken it into the hand); otherwise the first with a 3 in
        hand, who must show it; then the same with 4, 5, ... With ``choose_face_up`` no card is
        dealt face up: the cards each player laid face up count instead.

        Everyone learns from it: no hand held a lower rank; when a hand must show the card, the
        players before the starter hold none of that rank either (``low``)."""
        val = self.ctx.val
        order = self.setup_order
        dealt_up = self.up if self.dealt_up is None else self.dealt_up
        for r in START_ORDER:
            for s in order:
                for c in dealt_up[s]:
                    if val[c] == r:
                        self.start_rank = r
                        self.shown = c
                        if r > START_ORDER[0]:
                            self.low = (r,) * self.num_players
                        if self._events is not None:
                            where = (self.ctx.zone_up[s] if c in self.up[s]
                                     else self.ctx.zone_hand[s])
                            self._emit(Event(ev.REVEAL, (c,), where, "", True, s,
                                             text=QT_TRANSLATE_NOOP(
                                                 "engine", "{seat:C} was dealt {card} face up and starts"),
                                             data=(("seat", s + 1), ("card", self.ctx.text[c]))))
                        self._begin_play(s)
                        return
            for i, s in enumerate(order):
                for c in self.hands[s]:
                    if val[c] == r:
                        self.start_rank = r
                        self.phase = START
                        self.current_player = s
                        low = [r] * self.num_players
                        for before in order[:i]:
                            low[before] = r + 1
                        self.low = tuple(low)
                        return
        self._begin_play(order[0])  # unreachable with a real pack; kept as a safe default

    def _begin_play(self, s: int) -> None:
        self.phase = PLAY_PHASE
        self.starter = s
        self.current_player = s

    # --- play ---------------------------------------------------------------------------------
    def _next_seat(self, p: int) -> int:
        n = self.num_players
        d = self.direction
        out = self.out
        s = (p + d) % n
        while out[s]:
            s = (s + d) % n
        return s

    def _play(self, p: int, cards: tuple[int, ...]) -> None:
        ctx = self.ctx
        hand = self.hands[p]
        if hand:
            src, zone = hand, ctx.zone_hand[p]
        else:
            src, zone = self.up[p], ctx.zone_up[p]
        if len(cards) == 1:
            src.remove(cards[0])
            self.pile.append(cards[0])
        else:
            for c in cards:
                src.remove(c)
            self.pile.extend(cards)
        if self._events is not None:
            self._emit(Event(ev.MOVE, cards, zone, "pile", True, p))
        if src is hand and len(hand) < 3 and self.stock:
            self._refill(p)
        self._after_play(p, ctx.val[cards[0]], len(cards))

    def _refill(self, p: int) -> None:
        hand = self.hands[p]
        stock = self.stock
        k = min(3 - len(hand), len(stock))
        drawn = stock[-k:][::-1]
        del stock[-k:]
        hand.extend(drawn)
        if self.low is not None:
            counts = list(self.drawn)
            counts[p] += k
            self.drawn = tuple(counts)
        if self._events is not None:
            ctx = self.ctx
            self._emit(Event(ev.MOVE, tuple(drawn), "stock", ctx.zone_hand[p], False, p,
                             visible_to=ctx.only[p]))

    def _after_play(self, p: int, v: int, k: int) -> None:
        """Cards of value ``v`` (``k`` of them) went on the pile: jokers, 2s, burns, going out."""
        if v == JOKER:
            self.direction = -self.direction  # the rank to beat and the count stay as they were
            if self._events is not None:
                self._emit(Event(ev.MESSAGE, seat=p, text=QT_TRANSLATE_NOOP(
                    "engine", "The direction of play reverses")))
        else:
            self.req = 0 if v == TWO else v
            if not self.count:
                self.count = k
        if v == self.run_val:
            self.run_len += k
        else:
            self.run_val = v
            self.run_len = k
        burn = v == TEN or self.run_len >= 4
        if burn:
            pile = self.pile
            self.burned.extend(pile)
            if self._events is not None:
                self._emit(Event(ev.BURN, tuple(pile), "pile", "burned", False, p,
                                 text=QT_TRANSLATE_NOOP(
                                     "engine", "ten") if v == TEN else QT_TRANSLATE_NOOP("engine", "four of a kind")))
            self.pile = []
            self._fresh_pile()
        if not (self.hands[p] or self.up[p] or self.down[p]):
            self._went_out(p)
            return
        self.current_player = p if burn else self._next_seat(p)

    def _pickup(self, p: int) -> None:
        pile = self.pile
        self.hands[p].extend(pile)
        self.public = (pile, self.public)  # the list is never changed again: a new pile follows
        if self._events is not None:
            self._emit(Event(ev.MOVE, tuple(pile), "pile", self.ctx.zone_hand[p], False, p))
        self.pile = []
        self._fresh_pile()
        self.current_player = self._next_seat(p)

    def _blind(self, p: int) -> None:
        """Turn up the top face-down card(s), as many as the count requires; play them if legal,
        otherwise pick them up with the pile."""
        ctx = self.ctx
        need = 0 if ctx.any_count else self.count
        cards = self.blind_cards(p)
        k = len(cards)
        del self.down[p][-k:]
        self.pile.extend(cards)
        if self._events is not None:
            self._emit(Event(ev.MOVE, cards, ctx.zone_down[p], "pile", True, p))
        val = ctx.val
        v = val[cards[0]]
        legal = v >= self.req and len(cards) >= need and all(val[c] == v for c in cards)
        if legal:
            self._after_play(p, v, k)
        else:
            if self._events is not None:
                self._emit(Event(ev.MESSAGE, seat=p, text=QT_TRANSLATE_NOOP(
                    "engine", "The blind card cannot be played")))
            self._pickup(p)

    def blind_cards(self, p: int) -> tuple[int, ...]:
        """The face-down cards ``blind`` turns up now, in the order they are turned: the top one
        (the last of the row) first, as many as the pile's count requires."""
        down = self.down[p]
        need = 0 if self.ctx.any_count else self.count
        k = min(need or 1, len(down))
        return tuple(down[-k:][::-1])

    # --- ends ---------------------------------------------------------------------------------
    def _went_out(self, p: int) -> None:
        self.out[p] = True
        self.finished.append(p)
        if self._events is not None:
            self._emit(Event(ev.MESSAGE, seat=p, text=QT_TRANSLATE_NOOP(
                "engine", "{seat:C} is out"), data=(("seat", p + 1),)))
        if not self.ctx.last_one_loses:
            self._end_game(p)
            return
        left = [s for s in range(self.num_players) if not self.out[s]]
        if len(left) == 1:
            self._end_game(left[0])
            return
        self.current_player = self._next_seat(p)

    def _end_game(self, who: int, capped: bool = False) -> None:
        """Record one finished game (``who``: the winner when the first out wins, the Shithead
        when the last one loses; -1 with ``capped``: a draw) and deal the next of a series."""
        ctx = self.ctx
        n = self.num_players
        emit = self._events is not None
        lost: list[int] = []
        if capped:
            self.draws += 1
            next_dealer = (self.dealer + 1) % n
            if emit:
                self._emit(Event(ev.MESSAGE, text=QT_TRANSLATE_NOOP(
                    "engine", "Move cap reached: the game is drawn")))
        elif ctx.last_one_loses:
            lost = [who]
            self.wins[self.finished[0]] += 1
            next_dealer = who  # the Shithead deals next
        else:
            lost = [s for s in range(n) if s != who]
            self.wins[who] += 1
            next_dealer = (self.dealer + 1) % n
        for s in lost:
            self.losses[s] += 1
        if emit:  # the score is the tally of games lost: one event per seat that lost one
            reason = QT_TRANSLATE_NOOP(
                "engine", "the Shithead") if ctx.last_one_loses else QT_TRANSLATE_NOOP("engine", "lost the game")
            for s in lost:
                self._emit(Event(ev.SCORE, seat=s, value=1, text=reason,
                                 data=(("against", 1),)))  # a point against: shown as a loss
        self.last_game = {"game": self.game_no + 1, "drawn": capped, "lost": lost,
                          "finished": list(self.finished),
                          "left": [len(self.hands[s]) + len(self.up[s]) + len(self.down[s])
                                   for s in range(n)]}
        if emit:
            self._emit(Event(ev.DEAL_END, value=self.game_no + 1,
                             data=(("lost", tuple(lost)), ("drawn", capped))))
        if self.game_no + 1 >= ctx.series:
            self.current_player = TERMINAL
            if emit:
                self._emit(Event(ev.GAME_END))
            return
        self.game_no += 1
        if self.deal_only:  # a search's world (State.deal_only): the game is counted, no more
            return
        self.dealer = next_dealer
        self._collect()
        self._start_deal()

    def _collect(self) -> None:
        """Before the next deal of a series: every card goes back to the stock, the hidden ones
        (hands, face-down rows) without being shown (a hand only to its owner)."""
        if self._events is None:
            return
        ctx = self.ctx
        for s in range(self.num_players):
            for cards, zone, seen in ((self.hands[s], ctx.zone_hand[s], ctx.only[s]),
                                      (self.up[s], ctx.zone_up[s], None),
                                      (self.down[s], ctx.zone_down[s], _NOBODY)):
                if cards:
                    self._emit(Event(ev.MOVE, tuple(cards), zone, "stock", False, s, visible_to=seen))
        for cards, zone in ((self.pile, "pile"), (self.burned, "burned")):
            if cards:
                self._emit(Event(ev.MOVE, tuple(cards), zone, "stock", False))
        self._emit(Event(ev.SHUFFLE, src="stock"))

    def result(self) -> Result:
        if self.current_player != TERMINAL:
            raise ValueError("the game is not over")
        losses = self.losses
        lo, hi = min(losses), max(losses)
        if hi == lo:
            returns = tuple(0.5 for _ in losses)
        else:
            returns = tuple((hi - x) / (hi - lo) for x in losses)
        return Result(returns, tuple(losses), self._summary)  # formatted only when read

    def _summary(self) -> str:
        if self.ctx.series == 1:
            g = self.last_game
            if g.get("drawn"):
                return tr(QT_TRANSLATE_NOOP("engine", "Drawn at the move cap"))
            if self.ctx.last_one_loses:
                return tr(QT_TRANSLATE_NOOP(
                    "engine", "{seat:C} is the Shithead"), seat=Seats((g["lost"][0],)))
            return tr(QT_TRANSLATE_NOOP("engine", "Won by {seat}"), seat=Seats((self.finished[0],)))
        return tr(QT_TRANSLATE_NOOP("engine", "Games lost per seat: {tally}"),
                  tally=listed(f"{s + 1}: {x}" for s, x in enumerate(self.losses)))

    # --- knowledge (knowledge.py) -------------------------------------------------------------
    def observation(self, seat: int | None) -> Observation:
        return knowledge.observe(self, seat)

    def knowledge(self, seat: int) -> list[tuple[str, Callable[[State], bool]]]:
        return knowledge.knowledge(self, seat)

    def determinize(self, seat: int, rng: random.Random) -> "ShitheadState":
        return knowledge.determinize(self, seat, rng)

    def zones(self) -> dict[str, list[int]]:
        ctx = self.ctx
        out: dict[str, list[int]] = {}
        for s in range(self.num_players):
            out[ctx.zone_hand[s]] = list(self.hands[s])
            out[ctx.zone_up[s]] = list(self.up[s])
            out[ctx.zone_down[s]] = list(self.down[s])
        out["stock"] = list(self.stock)
        out["pile"] = list(self.pile)
        out["burned"] = list(self.burned)
        return out

    def clone(self) -> "ShitheadState":
        new = ShitheadState.__new__(ShitheadState)
        self._base_copy(new)
        new._events = None
        new.ctx = self.ctx
        new.dealer = self.dealer
        new.game_no = self.game_no
        new.phase = self.phase
        new.hands = [h.copy() for h in self.hands]
        new.up = [u.copy() for u in self.up]
        new.down = [d.copy() for d in self.down]
        new.stock = self.stock.copy()
        new.pile = self.pile.copy()
        new.burned = self.burned.copy()
        new.req = self.req
        new.count = self.count
        new.run_val = self.run_val
        new.run_len = self.run_len
        new.direction = self.direction
        new.out = self.out.copy()
        new.finished = self.finished.copy()
        new.setup_order = self.setup_order
        new.dealt_up = self.dealt_up
        new.start_rank = self.start_rank
        new.starter = self.starter
        new.shown = self.shown
        new.moves = self.moves
        new.losses = self.losses.copy()
        new.wins = self.wins.copy()
        new.draws = self.draws
        new.last_game = self.last_game
        new.public = self.public
        new._seen = self._seen
        new.low = self.low
        new.drawn = self.drawn
        return new

    # --- text -----------------------------------------------------------------------------------
    def parse_action(self, text: str) -> str:
        verb, tokens = self._split_action(text)
        pack = self.ctx.pack
        try:
            cards = [pack.parse(t) for t in tokens]
        except CardParseError as exc:
            raise ActionParseError(f"{text!r}: {exc}") from None
        want = {"ready": (0, 0), "blind": (0, 0), "pickup": (0, 1), "show": (1, 1),
                "faceup": (1, 1), "swap": (2, 2), "play": (1, 8)}[verb]
        if not want[0] <= len(cards) <= want[1]:
            shapes = {"ready": "ready", "blind": "blind", "pickup": "pickup [face-up card]",
                      "show": "show CARD", "faceup": "faceup CARD", "swap": "swap HANDCARD TABLECARD",
                      "play": "play CARD [CARD ...]"}
            raise ActionParseError(f"{text!r}: write it as {shapes[verb]}")
        if verb == "play":
            if len(set(cards)) != len(cards):
                raise ActionParseError(f"{text!r} names a card twice")
            if len({self.ctx.val[c] for c in cards}) > 1:
                raise ActionParseError(f"{text!r} mixes ranks: a play is one card or several "
                                       f"cards of one rank")
            cards.sort()
        if verb == "swap" and cards[0] == cards[1]:
            raise ActionParseError(f"{text!r} swaps a card with itself")
        return " ".join([verb, *(pack.text_of[c] for c in cards)])

    def describe_action(self, action: str) -> str:
        return records.describe(self, action)

    def decision_note(self, seat: int) -> str:
        """On a pile begun with several cards (and the rule that each play matches them): how
        many cards each play must be, which the pile alone does not show."""
        if self.phase != PLAY_PHASE or seat != self.current_player or self.ctx.any_count \
                or self.count < 2:
            return ""
        return tr(QT_TRANSLATE_NOOP(
            "engine", "Each play on this pile is {n} cards of one rank, as many as began it."),
                  n=self.count)

    def caution(self, action: str, seat: int) -> str:
        """Picking up the pile by choice — while a card could be played on it, or a face-down
        card tried — is asked about first: a slip of the mouse would cost the whole pile."""
        ctx = self.ctx
        kind = ctx.act[action][0] if action in ctx.act else None
        if self.phase != PLAY_PHASE or seat != self.current_player or \
                kind not in (PICKUP, PICKUP_WITH):
            return ""
        legal = self.legal_actions()
        if "blind" in legal:
            instead = tr(QT_TRANSLATE_NOOP(
                "engine", "You could turn one of your face-down cards over instead."))
        elif any(ctx.act[a][0] == PLAY for a in legal if a in ctx.act):
            instead = tr(QT_TRANSLATE_NOOP("engine", "You could play a card on the pile."))
        else:
            return ""
        n = len(self.pile) + (1 if kind == PICKUP_WITH else 0)
        ask = tr(QT_TRANSLATE_NOOP(
            "engine", "Pick up the pile (one card) all the same?")) if n == 1 else \
            tr(QT_TRANSLATE_NOOP("engine", "Pick up the pile ({n} cards) all the same?"), n=n)
        return f"{instead} {ask}"

    def action_record(self, action: str) -> ActionRecord:
        return records.record(self, action)

    # Every Shithead action is public (a swap shows both cards, a blind card is turned face up
    # for all), so observe_action keeps the default: each seat perceives the action itself.

    # --- the score sheet and the per-deal result (sheet.py) ------------------------------------
    def score_sheet(self) -> ScoreSheet:
        return sheet.score_sheet(self)

    @property
    def deals_finished(self) -> int:
        """Games finished (a series deals the next game at once)."""
        return self.game_no + (1 if self.current_player == TERMINAL else 0)

    def deal_result(self) -> Result | None:
        return sheet.deal_result(self)
