"""What every Pinochle form shares: zones, tricks, card points, games to a target, knowledge.

Seats are numbered in play order; the player after seat ``s`` is ``s + 1`` and "the dealer's
left" is ``dealer + 1``. Sides are the teams of :func:`rules.teams_for` (one seat each in the
two- and three-handed games). Concrete forms live in ``two_handed``, ``auction`` and
``partnership``.

Cloning is the search players' hot path, so only the lists that change on every card played are
copied (``hands``, the trick, the stock, the deal's counts and the history). Everything else that
changes rarely (meld piles, won piles, what everyone knows, totals, the bidding)
is replaced, never changed in place, and clones share it.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Self

from ...engine import events as ev
from ...engine.actions import ActionRecord
from ...engine.cards import suit_symbol
from ...engine.errors import ActionParseError, CardParseError
from ...engine.events import HIDDEN, Event
from ...engine.i18n import QT_TRANSLATE_NOOP, Seats, second_person, tr
from ...engine.score_sheet import ScoreSheet
from ...engine.state import TERMINAL, Chance, Observation, Result, State
from . import knowledge, records, sheet
from .melds import KINDS, best_melds, meld_total
from .rules import LAST_TRICK, MAX_DEALS, SUITS, TARGET, TARGET_STEP, Context, round_points
from .tricks import strict_plays

# A game's result said to the person the table calls "You" (the verb agrees with its subject).
second_person(QT_TRANSLATE_NOOP("engine", "Won by {seats} with {points} points to {other}"),
              QT_TRANSLATE_NOOP("engine", "You won with {points} points to {other}"))
second_person(QT_TRANSLATE_NOOP(
    "engine", "Won by {side} ({why})"), QT_TRANSLATE_NOOP("engine", "You won ({why})"))

HAND = tuple(f"hand:{s}" for s in range(8))
WON = tuple(f"won:{s}" for s in range(8))
MELD = tuple(f"meld:{s}" for s in range(8))

OVER = "over"
NOTED_PHASES = ("bid", "forced", "trump")  # the decisions the hand's meld by suit helps

_EMPTY: frozenset[int] = frozenset()


class PinochleBase(State):
    """Common state. Subclasses implement ``_start_deal``, ``legal_actions``, ``_apply`` and
    ``_end_deal``."""

    def __init__(self, game, num_players: int, options: dict[str, Any], chance: Chance,
                 ctx: Context, first_dealer: int):
        self._init_base(game, num_players, options, chance)
        self.ctx = ctx
        self.dealer = first_dealer
        self.deal_no = 0
        nsides = len(ctx.teams)
        self.totals = [0] * nsides
        self.target = TARGET
        self.last_deal: list[int] = []
        self.side_returns: list[float] = []
        self.side_points: list[int] = []
        self.summary: str | Callable[[], str] = ""
        self.outcome = ""  # how the game ended, for the log and the observation
        self.declarer = -1  # the seat that declared out (ending the game), or -1
        self.prev_deal: dict[str, Any] | None = None  # the last finished deal, for the score sheet
        self.deal_log: tuple[tuple[int, ...], ...] = ()  # each finished deal's scores, per side
        self._fresh_deal_fields()

    def _fresh_deal_fields(self) -> None:
        n = self.num_players
        nsides = len(self.ctx.teams)
        self.phase = ""
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.melds: list[list[int]] = [[] for _ in range(n)]  # cards lying in meld:N
        self.won: list[list[int]] = [[] for _ in range(n)]
        # Per seat, the melds it showed: (kind, points, card ids).
        self.shown_melds: tuple[tuple[tuple[str, int, tuple[int, ...]], ...], ...] = ((),) * n
        self.trick: list[int] = []
        self.best_card = -1  # the card winning the trick so far, and its place in the trick
        self.best_i = 0
        self.leader = 0
        self.trump = ""
        self.trump_card = -1
        self.stock: list[int] = []
        self.widow: list[int] = []
        self.widow_shown = False
        self.buried: list[int] = []
        # Cards in hands (or buried) whose place every seat knows; what one seat alone knows of
        # the others' hands (cards it passed) is ``memory[seat]``.
        self.known: frozenset[int] = _EMPTY
        self.memory: tuple[frozenset[int], ...] | None = None
        # Where the strict play of the deal began (its first lead's place in the history, and
        # the leader); what it showed is read from there by :meth:`inference`.
        self.strict_from = -1
        self.strict_leader = -1
        self._inference: tuple[int, knowledge.Inferred | None] | None = None
        # Auction: the widow cards the others lost track of when the bidder began to bury.
        self.widow_hidden: frozenset[int] = _EMPTY
        self.deal_meld = [0] * nsides
        self.deal_cards = [0] * nsides
        self.side_tricks = [0] * nsides
        self.last_trick_side = -1
        self.tricks_played = 0
        self.bid = 0
        self.bidder = -1
        self.passed = [False] * n
        self.bid_log: list[Any] = []

    @property
    def pack(self):
        return self.ctx.pack

    # --- dealing helpers -----------------------------------------------------------------------
    def _start(self) -> None:
        self._start_deal()

    def _deal_to(self, seat: int, cards: list[int]) -> None:
        self.hands[seat].extend(cards)
        if self._events is not None:
            self._emit(Event(ev.MOVE, tuple(cards), "stock", HAND[seat], False, seat,
                             visible_to=frozenset((seat,))))

    def _next_deal(self) -> None:
        if self.deal_only:  # a search's world (State.deal_only): the deal is counted, no more
            self.deal_no += 1
            return
        self.prev_deal = sheet.deal_snapshot(self)
        self.deal_no += 1
        self.dealer = (self.dealer + 1) % self.num_players
        self._emit_collect()
        self._fresh_deal_fields()
        self._start_deal()

    def _start_deal(self) -> None:
        raise NotImplementedError

    def _end_deal(self) -> None:
        raise NotImplementedError

    def _learn(self, cards) -> None:
        """Every seat now knows where ``cards`` are (they were shown going there)."""
        self.known = self.known.union(cards)

    def decision_note(self, seat: int) -> str:
        """In a bid or when naming trumps: the seat's meld with each suit as trumps ("Your meld
        with trumps: ♠ 60 · ♥ 120 · ♦ 40 · ♣ 40"), counted as the deal would count it."""
        if self.phase not in NOTED_PHASES or seat != self.current_player or not self.hands[seat]:
            return ""
        hand = self.hands[seat]
        # a suit and its count never part at the end of a line (no-break space)
        parts = [f"{suit_symbol('french', s)}\u00a0{meld_total(best_melds(self.ctx, hand, s))}"
                 for s in SUITS]
        return tr(QT_TRANSLATE_NOOP(
            "engine", "Your meld with trumps: {melds}"), melds=" · ".join(parts))

    def caution(self, action: str, seat: int) -> str:
        """Declaring out is asked about first: below the target it loses the game at once. The
        question gives no count (keeping it is the player's part of the game)."""
        if action != "declare-out" or seat != self.current_player or \
                action not in self.legal_actions():
            return ""
        return tr(QT_TRANSLATE_NOOP(
            "engine", "Declare out? Play stops and your side's points are counted now: {target} "
                      "or more wins the game, fewer loses it."), target=self.target)

    # --- play -----------------------------------------------------------------------------------
    def _playable(self, p: int) -> list[int]:
        """Cards seat ``p`` may play from: its hand and its melded cards on the table."""
        return self.hands[p] + self.melds[p] if self.melds[p] else self.hands[p]

    def _play_card(self, p: int, cid: int, strict: bool) -> None:
        """Move a card to the trick, keeping track of the card winning it. ``strict``: the play
        follows the strict rules; the first such lead of a deal is remembered, so that what the
        strict play showed (voids, no higher trump) can be read from the history when asked."""
        hand = self.hands[p]
        if cid in hand:
            hand.remove(cid)
            src = HAND[p]
        else:
            self.melds = self.melds.copy()
            self.melds[p] = [c for c in self.melds[p] if c != cid]
            src = MELD[p]
        trick = self.trick
        if trick:
            ctx = self.ctx
            suit = ctx.suit
            sc = suit[cid]
            best = self.best_card
            sb = suit[best]
            if (sc == sb and ctx.strength[cid] > ctx.strength[best]) or (
                    sc == self.trump and sb != sc):
                self.best_card = cid
                self.best_i = len(trick)
        else:
            self.best_card = cid
            self.best_i = 0
            if strict and self.strict_from < 0:
                self.strict_from = len(self.history)  # this action's place in the history
                self.strict_leader = p
        trick.append(cid)
        if self._events is not None:
            self._emit(Event(ev.MOVE, (cid,), src, "trick", True, p))

    def inference(self) -> knowledge.Inferred | None:
        """What the strict play of this deal showed about the hands (None: nothing yet); read
        from the history and kept for this position (clones share it)."""
        key = len(self.history)
        cached = self._inference
        if cached is not None and cached[0] == key:
            return cached[1]
        result = knowledge.infer(self)
        self._inference = (key, result)
        return result

    def _legal_plays(self, p: int) -> list[str]:
        """Cards seat ``p`` may play under the second-phase rules (follow, beat trumps led,
        trump when void; the ``head_trick`` option: always head the trick)."""
        ctx = self.ctx
        cards = self.hands[p]
        if self.trick:
            cards = strict_plays(cards, self.trick, ctx.suit, ctx.strength, self.trump, ctx.head,
                                 self.best_card)
        play = ctx.play
        return [play[c] for c in cards]

    def _play_in_turn(self, p: int, cid: int) -> None:
        """Play a card where every seat plays in turn (the forms without a stock): the winner of
        a full trick leads the next; after the last trick the deal ends."""
        self._play_card(p, cid, True)
        if len(self.trick) < self.num_players:
            self.current_player = (p + 1) % self.num_players
            return
        w = self._finish_trick()
        self.leader = w
        self.current_player = w
        if not self.hands[w]:
            self._last_trick_bonus(w)
            self._end_deal()

    def _finish_trick(self) -> int:
        """Give the full trick to its winner; returns the winning seat."""
        ctx = self.ctx
        trick = self.trick
        winner = (self.leader + self.best_i) % self.num_players
        side = ctx.team_of[winner]
        pts = ctx.points
        value = 0
        for c in trick:
            value += pts[c]
        self.deal_cards[side] += value
        self.side_tricks[side] += 1
        won = self.won = self.won.copy()
        won[winner] = won[winner] + trick
        if self._events is not None:
            self._emit(Event(ev.TRICK_WON, tuple(trick), "trick", WON[winner], False, winner,
                             value=value))
        self.trick = []
        self.tricks_played += 1
        return winner

    def _last_trick_bonus(self, winner: int) -> None:
        side = self.ctx.team_of[winner]
        self.deal_cards[side] += LAST_TRICK
        self.last_trick_side = side
        self._emit(Event(ev.SCORE, seat=winner, value=LAST_TRICK, text=QT_TRANSLATE_NOOP(
            "engine", "last trick"),
                         data=(("side", side),)))

    def _score_meld(self, seat: int, kind: str, points: int, cards: list[int]) -> None:
        self._score_melds(seat, [(kind, points, cards)])

    def _score_melds(self, seat: int, melds: list[tuple[str, int, list[int]]]) -> None:
        """Score melds (kind, points, cards) for ``seat``'s side and show them."""
        side = self.ctx.team_of[seat]
        shown = list(self.shown_melds)
        entries = shown[seat]
        for kind, points, cards in melds:
            self.deal_meld[side] += points
            entries += ((kind, points, tuple(cards)),)
            if self._events is not None:
                self._emit(Event(ev.SCORE, seat=seat, value=points, text=KINDS[kind][2],
                                 data=(("side", side),)))
        shown[seat] = entries
        self.shown_melds = tuple(shown)

    def counted_cards(self, side: int) -> int:
        raw = self.deal_cards[side]
        return round_points(raw) if self.ctx.rounding else raw

    def kept_meld(self, side: int) -> int:
        return self.deal_meld[side]

    def running(self, side: int) -> int:
        """What a side would count now: game total, meld kept so far, rounded card points."""
        return self.totals[side] + self.kept_meld(side) + self.counted_cards(side)

    # --- end of deal / game ---------------------------------------------------------------------
    def _finish_game(self, side_returns: list[float], side_points: list[int],
                     summary: str | Callable[[], str]) -> None:
        """End the game; ``summary`` may be a callable, read when the result is (a sentence that
        names players reads them as the table names them: ``i18n.named_seats``)."""
        self.side_returns = side_returns
        self.side_points = side_points
        self.summary = summary
        self.phase = OVER
        self.current_player = TERMINAL
        self._emit(Event(ev.GAME_END, text=summary if isinstance(summary, str) else summary()))

    def _best_sides(self, values: list[int]) -> list[float]:
        top = max(values)
        k = values.count(top)
        return [1.0 / k if v == top else 0.0 for v in values]

    def _settle(self, deal_scores: list[int], order: list[int] | None = None,
                first_to_reach: bool = False) -> None:
        """Close a deal scoring ``deal_scores`` per side: a single deal ends the game; a game to a
        target adds the scores (``order``: the bidding side first) and checks the target."""
        self.last_deal = list(deal_scores)
        self.deal_log += (tuple(deal_scores),)
        self._emit(Event(ev.DEAL_END, value=self.deal_no + 1,
                         data=(("scores", tuple(deal_scores)),)))
        ctx = self.ctx
        if not ctx.target_game:
            self._finish_game(self._best_sides(deal_scores), list(deal_scores),
                              self._deal_summary(list(deal_scores)))
            return
        sides = order if order is not None else list(range(len(deal_scores)))
        self.totals = list(self.totals)
        for side in sides:
            self.totals[side] += deal_scores[side]
            if deal_scores[side] and self._events is not None:
                for seat in ctx.teams[side]:  # the game total is every partner's score
                    self._emit(Event(ev.SCORE, seat=seat, value=deal_scores[side],
                                     text=QT_TRANSLATE_NOOP(
                                         "engine", "deal"), data=(("side", side), ("shared", 1))))
            if first_to_reach and self.totals[side] >= self.target:
                self._win_side(side, QT_TRANSLATE_NOOP("engine", "reached the target first"))
                return
        if not first_to_reach:
            reached = [s for s in sides if self.totals[s] >= self.target]
            if len(reached) == 1:
                self._win_side(reached[0], QT_TRANSLATE_NOOP("engine", "reached the target"))
                return
            if len(reached) >= 2:
                while sum(1 for t in self.totals if t >= self.target) >= 2:
                    self.target += TARGET_STEP
                self._emit(Event(ev.MESSAGE, value=self.target,
                                 text=QT_TRANSLATE_NOOP(
                                     "engine", "Several sides passed the target: the game goes on to "
                                               "{target}"), data=(("target", self.target),)))
        if self.deal_no + 1 >= MAX_DEALS:
            self._finish_game(self._best_sides(self.totals), list(self.totals),
                              tr(QT_TRANSLATE_NOOP(
                                  "engine", "Stopped after {deals} deals"), deals=MAX_DEALS))
            return
        self._next_deal()

    def _deal_summary(self, scores: list[int]) -> Callable[[], str]:
        """A game of one deal: who won it, and by how much (read when asked, so that the names
        are the table's)."""
        top = max(scores)
        best = [s for s, v in enumerate(scores) if v == top]
        rest = " / ".join(str(v) for s, v in enumerate(scores) if s not in best)
        if len(best) > 1:
            return lambda: tr(QT_TRANSLATE_NOOP("engine", "Drawn at {points} points"), points=top) \
                if not rest else tr(QT_TRANSLATE_NOOP(
                    "engine", "Deal scores: {scores}"), scores=" / ".join(map(str, scores)))
        team = tuple(self.ctx.teams[best[0]])
        seats = Seats(team, "side" if len(team) > 1 else "seat")
        return lambda: tr(QT_TRANSLATE_NOOP(
            "engine", "Won by {seats} with {points} points to {other}"), seats=seats,
                          points=top, other=rest)

    def _win_side(self, side: int, why: str) -> None:
        rets = [0.0] * len(self.totals)
        rets[side] = 1.0
        self.outcome = why
        seats = self._side_seats(side)
        self._finish_game(rets, list(self.totals),
                          lambda: tr(QT_TRANSLATE_NOOP(
                              "engine", "Won by {side} ({why})"), side=seats, why=tr(why)))

    def _side_seats(self, side: int) -> Seats:
        return Seats(tuple(self.ctx.teams[side]), "side")

    def _declare_out(self, p: int) -> None:
        """Play stops; the declarer's side counts what it has: at or over the target it wins,
        below it loses (the best of the other sides then wins)."""
        side = self.ctx.team_of[p]
        claim = self.running(side)
        self.declarer = p
        if claim >= self.target:
            self.totals = list(self.totals)
            self.totals[side] = claim
            self._win_side(side, QT_TRANSLATE_NOOP("engine", "declared out"))
            return
        others = [self.running(s) if s != side else -10 ** 9 for s in range(len(self.totals))]
        rets = self._best_sides(others)
        rets[side] = 0.0
        self.outcome = QT_TRANSLATE_NOOP("engine", "declared out too early")
        pts = list(self.totals)
        pts[side] = claim
        seats = self._side_seats(side)
        self._finish_game(rets, pts, lambda: tr(QT_TRANSLATE_NOOP(
            "engine", "{side:C} declared out with {claim} and lost"),
                                                side=seats, claim=claim))

    def result(self) -> Result:
        if self.current_player != TERMINAL:
            raise ValueError("the game is not over")
        team_of = self.ctx.team_of
        n = self.num_players
        return Result(tuple(self.side_returns[team_of[s]] for s in range(n)),
                      tuple(self._seat_points(s) for s in range(n)), self.summary)

    def _seat_points(self, seat: int) -> int:
        return self.side_points[self.ctx.team_of[seat]]

    @property
    def deals_finished(self) -> int:
        return self.deal_no + (1 if self.current_player == TERMINAL else 0)

    def deal_result(self) -> Result | None:
        """The last finished deal: the side(s) with the best deal score win it; its points are
        the deal scores. A deal ended by declaring out (or a one-deal game) gives the game's
        result."""
        if self.current_player == TERMINAL and (self.declarer >= 0 or not self.ctx.target_game):
            return self.result()
        if not self.last_deal:
            return None
        team_of = self.ctx.team_of
        rets = self._best_sides(self.last_deal)
        n = self.num_players
        return Result(tuple(rets[team_of[s]] for s in range(n)),
                      tuple(self.last_deal[team_of[s]] for s in range(n)),
                      lambda: tr(QT_TRANSLATE_NOOP("engine", "Deal scores: {scores}"),
                                 scores=" / ".join(map(str, self.last_deal))))

    # --- zones and observations -----------------------------------------------------------------
    def _zone_lists(self) -> dict[str, list[int]]:
        n = self.num_players
        out: dict[str, list[int]] = {}
        for s in range(n):
            out[HAND[s]] = self.hands[s]
            out[MELD[s]] = self.melds[s]
            out[WON[s]] = self.won[s]
        shared = {"stock": self.stock, "trick": self.trick, "widow": self.widow,
                  "buried": self.buried,
                  "trump": [self.trump_card] if self.trump_card >= 0 else []}
        for zone in self.ctx.zone_names[3 * n:]:
            out[zone] = shared[zone]
        return out

    def zones(self) -> dict[str, list[int]]:
        return {k: list(v) for k, v in self._zone_lists().items()}

    def visible_to(self, seat: int | None) -> frozenset[int]:
        """Cards in other seats' hands (and buried) whose place ``seat`` knows."""
        if seat is None or self.memory is None:
            return self.known
        return self.known | self.memory[seat]

    def observation(self, seat: int | None) -> Observation:
        zones: dict[str, tuple[int, ...]] = {}
        faces: dict[str, tuple[bool, ...]] = {}
        vis = self.visible_to(seat)
        for zone, cards in self._zone_lists().items():
            kind, _, owner = zone.partition(":")
            if kind == "hand":
                shown = tuple(cards) if owner == str(seat) else tuple(
                    c if c in vis else HIDDEN for c in cards)
                up = False
            elif kind in ("meld", "trick", "trump"):
                shown, up = tuple(cards), True
            elif kind == "won":
                shown, up = tuple(cards), False
            elif kind == "buried":
                shown = tuple(cards) if seat is not None and seat == self.bidder else tuple(
                    c if c in vis else HIDDEN for c in cards)
                up = False
            else:  # stock, widow: face down
                shown, up = (HIDDEN,) * len(cards), False
            zones[zone] = shown
            faces[zone] = (up,) * len(cards)
        legal = tuple(self.legal_actions()) if seat is not None and seat == self.current_player else ()
        private: dict[str, Any] = {}
        if seat is not None and seat == self.bidder and self.buried:
            private["buried_points"] = sum(self.ctx.points[c] for c in self.buried)
        return Observation(self.game.id, seat, self.num_players, self.current_player, zones,
                           self._public(), private, legal, faces)

    def _public(self) -> dict[str, Any]:
        ctx = self.ctx
        return {
            "form": ctx.form, "phase": self.phase, "dealer": self.dealer, "deal": self.deal_no + 1,
            "leader": self.leader, "trump_suit": self.trump, "teams": [list(t) for t in ctx.teams],
            "totals": list(self.totals), "target": self.target,
            "meld": list(self.deal_meld), "card_points": list(self.deal_cards),
            "tricks": list(self.side_tricks), "tricks_played": self.tricks_played,
            "running": [self.running(s) for s in range(len(ctx.teams))],
            "melds": [[[kind, pts, [ctx.text[c] for c in cs]] for kind, pts, cs in ms]
                      for ms in self.shown_melds],
            "bid": self.bid, "bidder": self.bidder, "passed": list(self.passed),
            "bids": [list(b) for b in self.bid_log], "last_deal": list(self.last_deal),
            "outcome": self.outcome,
            "voids": knowledge.public_voids(self),
        }

    # --- knowledge and sampling -----------------------------------------------------------------
    def knowledge(self, seat: int) -> list[tuple[str, Callable[[State], bool]]]:
        return super().knowledge(seat) + knowledge.inferred_tests(self, seat)

    def determinize(self, seat: int, rng: random.Random) -> Self:
        new = self.clone()
        new.chance = Chance(rng.getrandbits(32))
        knowledge.redeal_hidden(self, new, seat, rng)
        new._after_redeal()
        return new

    def _after_redeal(self) -> None:
        """Drop what was computed from the cards a redeal changed (subclasses)."""

    def clone(self) -> Self:
        new = object.__new__(type(self))
        d = self.__dict__.copy()
        d["history"] = self.history.copy()
        d["trick"] = self.trick.copy()
        d["stock"] = self.stock.copy()
        d["deal_meld"] = self.deal_meld.copy()
        d["deal_cards"] = self.deal_cards.copy()
        d["side_tricks"] = self.side_tricks.copy()
        d["hands"] = [h.copy() for h in self.hands]
        d["_events"] = None
        self._clone_extra(d)
        new.__dict__ = d
        return new

    def _clone_extra(self, d: dict[str, Any]) -> None:
        """Copy the mutable attributes a subclass changes in place."""

    # --- records and the score sheet ------------------------------------------------------------
    def action_record(self, action: str) -> ActionRecord:
        return records.record(self, action)

    def action_records(self) -> list[ActionRecord]:
        return records.records_for(self, self.legal_actions())

    def observe_action(self, action: str, seat: int | None) -> str | None:
        return records.observe(self, action, seat)

    def score_sheet(self) -> ScoreSheet:
        return sheet.score_sheet(self)

    # --- text -----------------------------------------------------------------------------------
    def parse_action(self, text: str) -> str:
        """Canonical form of an action, with a clear :class:`ActionParseError` for malformed text:
        ``play QS``, ``exchange 9H``, ``meld KIND CARDS`` (cards in any order), ``bid 320``
        (a multiple of 10), ``trump S``, ``bury QC`` (one card at a time; the three-card form
        ``bury C C C`` of older saves is read too), ``give QC`` (passing a card), ``pass``,
        ``take``, ``concede``, ``done`` (alias ``no-meld``), ``declare-out``."""
        verb, tokens = self._split_action(text)
        if verb == "no-meld":
            verb = "done"
        if verb in _NO_ARGS:
            if tokens:
                raise ActionParseError(f"{verb!r} takes nothing after it, got {text!r}")
            return verb
        if verb == "bid":
            if len(tokens) != 1 or not tokens[0].isdigit():
                raise ActionParseError(f"a bid is 'bid' and a number, e.g. 'bid 320'; got {text!r}")
            value = int(tokens[0])
            if value % 10:
                raise ActionParseError(f"bids go in steps of 10; {value} is not one ({text!r})")
            return f"bid {value}"
        if verb == "trump":
            suit = _SUIT_WORDS.get(tokens[0].lower()) if len(tokens) == 1 else None
            if suit is None:
                raise ActionParseError(f"name trumps with one suit letter, e.g. 'trump S' "
                                       f"(S, H, D or C); got {text!r}")
            return "trump " + suit
        kind = ""
        if verb == "meld":
            if not tokens or tokens[0].lower() not in MELD_SIZE:
                raise ActionParseError(f"'meld' needs a meld name ({', '.join(MELD_SIZE)}) and its "
                                       f"cards, e.g. 'meld marriage KH QH'; got {text!r}")
            kind = tokens[0].lower()
            tokens = tokens[1:]
            want = MELD_SIZE[kind]
        elif verb == "bury" and len(tokens) == 3:
            want = 3  # the form older saves hold (see AuctionState.apply)
        else:
            want = 1
        if len(tokens) != want:
            what = f"{verb} {kind}".strip()
            raise ActionParseError(f"{what!r} needs {want} card{'s' if want > 1 else ''}, "
                                   f"got {len(tokens)} in {text!r}")
        pack = self.pack
        try:
            names = [pack.text_of[pack.parse(t)] for t in tokens]
        except CardParseError as exc:
            raise ActionParseError(f"{exc} in {text!r}") from None
        canon = " ".join([verb, kind, *names] if kind else [verb, *names])
        if verb != "meld":
            return canon
        legal = self.legal_actions()
        if canon in legal:
            return canon
        # Cards in another order: match a legal action with the same cards.
        head = [verb, kind]
        wanted = sorted(names)
        for a in legal:
            t = a.split()
            if t[:2] == head and sorted(t[2:]) == wanted:
                return a
        return canon

    def describe_action(self, action: str) -> str:
        return records.describe(self, action)

    def log_line(self, action: str, seat: int | None) -> str | None:
        """As the base, but a meld step ended without a meld writes nothing: two-handed
        Pinochle's "melds no more" after every trick its winner took was most of the log."""
        line = super().log_line(action, seat)
        if line and action == "done" and self.phase != "exchange":
            return ""
        return line

    def partner_of(self, seat: int) -> int:
        """The partner who exchanges cards with ``seat`` (the four-player partnership)."""
        return (seat + 2) % self.num_players


_NO_ARGS = frozenset(("done", "declare-out", "pass", "take", "concede"))
MELD_SIZE = {"flush": 5, "royal-marriage": 2, "marriage": 2, "dix": 1, "aces": 4, "kings": 4,
             "queens": 4, "jacks": 4, "pinochle": 2, "double-pinochle": 4}
TRUMP_ACTIONS = tuple("trump " + s for s in SUITS)
_SUIT_WORDS = {"s": "S", "h": "H", "d": "D", "c": "C", "♠": "S", "♥": "H", "♦": "D", "♣": "C",
               "spades": "S", "hearts": "H", "diamonds": "D", "clubs": "C"}
