"""Pishti play: the deal, captures, pishtis, Bluff Pishti, deal scoring and games to a target
(RULES.md §1, seeds 000 and 001).

Representation (all plain lists of card ids, cheap to clone):

* ``pile`` is the centre pile, bottom to top. Its lowest ``down`` cards lie face down: first the
  ``jdown`` jacks that were turned up in the deal and put back face down at the bottom (everyone
  saw them), then the initial face-down cards nobody has seen. During a Bluff Pishti claim the top
  card lies face down too (``pending`` is then the claimer's seat).
* ``stock`` lists the undealt cards bottom first; its top (the next card dealt) is the end.
  ``bottom`` is the bottom card turned face up by the bottom-card rule (-1 if none); it reaches the
  dealer in the last deal. ``shown`` is the same card while everyone still knows where it lies
  (in the stock, then in the dealer's hand; -1 once a face-down claim by its holder blurs that).
* ``won[side]`` are the captured stacks (one per player, or per partnership with 4 players).
* ``secret`` maps the cards whose faces not everyone saw (the initial face-down centre cards and
  the face-down card of an unchallenged pishti claim) to the one seat that knows them (-1: nobody).
* ``glimpse`` (None, or ``(cutter, cards)``): with ``bottom_card`` ``cutter``, the jacks the
  cutter saw at the bottom before moving a non-jack under them; it keeps track of them (in the
  stock, then in the hand they are dealt to) until their holder makes a face-down claim.
* ``lost`` (a tuple of ``(card, holder, knower, claims)``): cards a seat (``knower``, -1 for
  everyone: the shown bottom card) lost track of when their holder made a face-down claim: it
  knows each is still in that hand or is one of the ``claims`` the holder made since
  (:mod:`.knowledge`; determinize keeps them there). ``glimpse`` and ``lost`` are tuples,
  replaced when they change (rarely), so clones share them; the hot path never reads them.
* ``tally``: this deal's pishti, jack pishti and Bluff Pishti points and its pishti count, four
  per side (see :mod:`.sheet`; ``pishtis`` reads the counts); ``record`` the :class:`~.sheet.DealRecord` of the last finished deal (score
  sheet and per-deal result), shared by clones.

The table's view of the zones: the shown bottom card lies in its own zone ``bottom`` under the
stock (``zones()`` and the observations split it off ``stock[0]``), see :mod:`.layout`.
"""

from __future__ import annotations

from typing import Any

from ...engine import events as ev
from ...engine.events import BOTTOM, HIDDEN, Event
from ...engine.i18n import QT_TRANSLATE_NOOP, Seats, second_person, tr
from ...engine.state import TERMINAL, Chance, Observation, Result, State
from . import knowledge
from .action_text import ACCEPT, CHALLENGE, ActionText
from .rules import JACK, Context, pack_tables
from .sheet import (BLUFF_POINTS, JACK_PISHTI, PISHTI_COUNT, PLAIN_PISHTI, TALLY, DealRecord,
                    SheetMixin)

# Pishti always uses the 52-card French pack: its per-card tables are module constants.
PLAY, PLAY_ID, RANK = pack_tables()

_DECIDE = (CHALLENGE, ACCEPT)
_NOBODY: frozenset[int] = frozenset()

# Reasons of SCORE events (translatable keys).
# A jack at the bottom of the stock, taken by the dealer at once; said to "You" as to them.
BOTTOM_JACK_TAKEN = second_person(
    QT_TRANSLATE_NOOP(
        "engine", "{seat:C} takes {card}, the bottom card of the stock (a jack there goes to the dealer)"),
    QT_TRANSLATE_NOOP(
        "engine", "You take {card}, the bottom card of the stock (a jack there goes to the dealer)"))
second_person(QT_TRANSLATE_NOOP("engine", "Won by {seats} with {points} points to {other}"),
              QT_TRANSLATE_NOOP("engine", "You won with {points} points to {other}"))
R_PISHTI = QT_TRANSLATE_NOOP("engine", "pishti")
R_CLAIM = QT_TRANSLATE_NOOP("engine", "unchallenged pishti claim")
R_CLAIM_TRUE = QT_TRANSLATE_NOOP("engine", "pishti claim challenged and true")
R_CAUGHT = QT_TRANSLATE_NOOP("engine", "bluff caught")
R_MOST = QT_TRANSLATE_NOOP("engine", "most cards")
R_CARDS = QT_TRANSLATE_NOOP("engine", "card points")


class PishtiState(ActionText, SheetMixin, State):
    # The base attributes the hot path touches are slots too (faster than the instance dict).
    __slots__ = ("history", "current_player", "_events", "chance", "num_players",
                 "ctx", "bluffing", "wild", "nxt", "dealer", "deal_no", "deck_no", "acts", "in_hands", "stock",
                 "shown", "bottom", "pile", "down", "jdown", "won", "secret", "pending", "last_capturer",
                 "scores", "deal_points", "tally", "record", "glimpse", "lost")
    world_records = (DealRecord,)  # plain-data records a world sent as JSON holds (engine/world_json.py)

    def __init__(self, game, num_players: int, options: dict[str, Any], chance: Chance,
                 ctx: Context, first_dealer: int):
        self._init_base(game, num_players, options, chance)
        self.ctx = ctx
        self.bluffing = ctx.bluff
        self.wild = ctx.wild
        self.nxt = ctx.nxt
        self.dealer = first_dealer
        self.deal_no = 0
        self.deck_no = 0
        sides = len(ctx.teams)
        self.scores = [0] * sides
        self.record: DealRecord | None = None
        self.deal_log: tuple[tuple[int, ...], ...] = ()  # each finished deal's points, per side

    @property
    def hands(self) -> list[list[int]]:
        """The cards of each hand (the state keeps hands as their play actions)."""
        play_id = self.ctx.play_id
        return [[play_id[a] for a in acts] for acts in self.acts]

    # --- dealing ------------------------------------------------------------------------------
    def _start(self) -> None:
        self._start_deal()

    def _start_deal(self) -> None:
        """Deal hands and centre, apply the jack-in-the-centre and bottom-card rules."""
        ctx = self.ctx
        n = self.num_players
        sides = len(ctx.teams)
        rank = ctx.rank
        events_on = self._events is not None
        while True:
            order = self.chance.deck(self.deck_no, ctx.pack.size)
            self.deck_no += 1
            self.glimpse: tuple[int, tuple[int, ...]] | None = None
            if ctx.bottom == "cutter" and rank[order[-1]] == JACK:
                # Pagat: the cutter (the dealer's left-hand neighbour) sees a jack at the bottom
                # and puts the nearest non-jack there; it saw the jacks it passed over.
                i = len(order) - 1
                while rank[order[i]] == JACK:
                    i -= 1
                order.append(order.pop(i))
                self.glimpse = ((self.dealer - 1) % n, tuple(reversed(order[i:-1])))
            self.won: list[list[int]] = [[] for _ in range(sides)]
            self.secret: dict[int, int] = {}
            self.pending = -1
            self.last_capturer = -1
            self.deal_points = [0] * sides
            self.tally = [0] * (TALLY * sides)
            self.lost: tuple[tuple[int, int, int, tuple[int, ...]], ...] = ()
            self.shown = -1
            self.bottom = -1
            if events_on:
                self._emit(Event(ev.DEAL, seat=self.dealer, value=self.deal_no + 1))
            acts: list[list[str]] = [[]] * n
            pos = 0
            for seat in ctx.deal_seats[self.dealer]:  # four cards to each, the dealer last
                a, b, c, d = order[pos:pos + 4]
                acts[seat] = [PLAY[a], PLAY[b], PLAY[c], PLAY[d]]
                pos += 4
                if events_on:
                    self._emit(Event(ev.MOVE, (a, b, c, d), "stock", ctx.hand_zone[seat], False,
                                     seat, visible_to=frozenset((seat,))))
            self.acts = acts
            self.in_hands = 4 * n
            pile = order[pos:pos + 4]
            pos += 4
            self.pile = pile
            self.down = 3
            self.jdown = 0
            if events_on:
                self._emit(Event(ev.MOVE, tuple(pile[:3]), "stock", "pile", False, visible_to=_NOBODY))
                self._emit(Event(ev.MOVE, (pile[3],), "stock", "pile", True))
            self.stock = order[pos:][::-1]
            redeal = False
            while rank[pile[-1]] == JACK:
                if self.down == self.jdown:  # all four are jacks: deal again (seed 001)
                    redeal = True
                    break
                jack = pile.pop()
                pile.insert(0, jack)
                self.jdown += 1
                if events_on:
                    self._emit(Event(ev.MOVE, (jack,), "pile", "pile", False, at=BOTTOM))
                    self._emit(Event(ev.FLIP, (pile[-1],), "pile", "pile", True))
            if redeal:
                if events_on:
                    self._emit(Event(ev.MESSAGE, text=QT_TRANSLATE_NOOP(
                        "engine", "All four centre cards are jacks: "
                                  "the cards are dealt again")))
                    self._collect()
                continue
            break
        for c in pile[self.jdown:self.down]:
            self.secret[c] = -1
        stock = self.stock
        if ctx.bottom != "off" and stock:
            b = stock[0]
            if events_on:
                self._emit(Event(ev.FLIP, (b,), "stock", "stock", True, at=BOTTOM))
            if rank[b] == JACK and ctx.bottom == "shown":
                # The dealer takes a jack at the bottom at once as a captured card.
                del stock[0]
                side = ctx.side[self.dealer]
                self.won[side].append(b)
                if events_on:
                    self._emit(Event(ev.MOVE, (b,), "stock", ctx.won_zone[side], False, self.dealer))
                    self._emit(Event(ev.MESSAGE, (b,), seat=self.dealer,
                                     text=BOTTOM_JACK_TAKEN,
                                     data=(("seat", self.dealer + 1), ("card", ctx.pack.text_of[b]))))
            else:
                self.shown = b
                if events_on:  # shifted out from under the stock so that its index shows
                    self._emit(Event(ev.MOVE, (b,), "stock", "bottom", True))
            self.bottom = b
            if self.glimpse is not None and events_on:  # now the lowest cards of the stock
                cutter, jacks = self.glimpse
                self._emit(Event(ev.REVEAL, jacks, "stock", "stock", False, cutter,
                                 visible_to=frozenset((cutter,)), at=BOTTOM))
        self.current_player = ctx.nxt[self.dealer]

    def _collect(self) -> None:
        """Gather every card back to the stock and shuffle before dealing again. Faces are not
        shown (the base ``_emit_collect`` would show the captured cards nobody may look at)."""
        for zone, cards in self.zones().items():
            if cards and zone != "stock":
                self._emit(Event(ev.MOVE, tuple(cards), zone, "stock", False, visible_to=_NOBODY))
        self._emit(Event(ev.SHUFFLE, src="stock"))

    def _deal_round(self) -> None:
        """Four more cards to each player from the stock (the dealer last, perhaps only 3)."""
        ctx = self.ctx
        stock = self.stock
        acts = self.acts
        nxt = ctx.nxt
        self.in_hands = min(len(stock), 4 * self.num_players)
        if self._events is not None:
            self._deal_round_events()
        for seat in ctx.deal_seats[self.dealer]:
            if len(stock) >= 4:  # the top four (in any order)
                a, b, c, d = stock[-4:]
                del stock[-4:]
                acts[seat] = [PLAY[a], PLAY[b], PLAY[c], PLAY[d]]
            else:  # the dealer's last cards when a bottom jack was taken
                acts[seat] = [PLAY[c] for c in stock]
                del stock[:]
        seat = nxt[self.dealer]
        while not acts[seat]:
            seat = nxt[seat]
        self.current_player = seat

    def _deal_round_events(self) -> None:
        ctx = self.ctx
        stock = self.stock
        seat = self.dealer
        end = len(stock)
        for _ in range(self.num_players):
            seat = ctx.nxt[seat]
            take = stock[max(0, end - 4):end]
            end -= len(take)
            if not take:
                continue
            g = self.glimpse
            peeked = tuple(c for c in take if c in g[1]) if g is not None else ()
            private = tuple(c for c in take if c != self.shown and c not in peeked)
            if private:
                self._emit(Event(ev.MOVE, private, "stock", ctx.hand_zone[seat], False, seat,
                                 visible_to=frozenset((seat,))))
            if peeked:  # the jacks the cutter saw: it knows where they went
                assert g is not None
                self._emit(Event(ev.MOVE, peeked, "stock", ctx.hand_zone[seat], False, seat,
                                 visible_to=frozenset((seat, g[0]))))
            if len(private) < len(take):  # the bottom card everyone saw, from under the stock
                self._emit(Event(ev.MOVE, (self.shown,), "bottom", ctx.hand_zone[seat], False, seat))

    # --- the protocol -------------------------------------------------------------------------
    def legal_actions(self) -> list[str]:
        p = self.current_player
        if p < 0:
            return []
        if self.bluffing:
            if self.pending >= 0:
                return list(_DECIDE)
            ctx = self.ctx
            if len(self.pile) == 1 and (ctx.last_card_pishti or self.in_hands > 1 or self.stock) \
                    and (not ctx.bluff_after_plain or self._after_plain_capture()):
                claim = ctx.claim_of
                acts = self.acts[p]
                return acts + [claim[a] for a in acts]
        return self.acts[p][:]

    def _after_plain_capture(self) -> bool:
        """Whether the single card on the pile follows a capture made without a jack (seed 001's
        condition for a claim, option ``bluff_when``). The pile holds one card only right after
        a card was played onto the pile a capture had emptied, so the capture is the action before
        the last one: a face-up play, an accepted claim (a pishti by agreement, whatever the hidden
        card: it counts as made without a jack), or a challenged true claim (its card was shown)."""
        history = self.history
        if len(history) < 2:
            return False
        ctx = self.ctx
        capture = history[-2]
        cid = PLAY_ID.get(capture)
        if cid is None and capture == CHALLENGE and len(history) >= 3:
            cid = ctx.claim_id.get(history[-3])
        return cid is None or RANK[cid] != JACK

    def _apply(self, action: str) -> None:
        self.apply_unchecked(action)
        self.history.pop()  # the base apply() records it

    def apply_unchecked(self, action: str) -> None:
        """Apply a legal action: the playout hot path, a face-up play inlined."""
        self.history.append(action)
        cid = PLAY_ID.get(action)
        if cid is None:
            self._apply_bluff(action)
            return
        p = self.current_player
        acts = self.acts
        acts[p].remove(action)
        pile = self.pile
        if self._events is not None:
            self._emit(Event(ev.MOVE, (cid,), self.ctx.hand_zone[p], "pile", True, p))
        left = self.in_hands - 1
        self.in_hands = left
        if pile:
            r = RANK[cid]
            top = RANK[pile[-1]]
            pile.append(cid)
            if (r == top or (r == JACK and self.wild)) and self._take(p, r, top, len(pile) == 2):
                return  # a pishti ended the game
        else:
            pile.append(cid)
        if left:
            q = self.nxt[p]
            while not acts[q]:
                q = self.nxt[q]
            self.current_player = q
        elif self.stock:
            self._deal_round()
        else:
            self._end_deal()

    def _take(self, p: int, r: int, top: int, single: bool) -> bool:
        """Seat ``p`` captured with rank ``r`` on rank ``top``: take the pile and score a pishti
        if it held a single card. True if that ended the game."""
        self._capture(p)
        ctx = self.ctx
        if single and (self.in_hands or self.stock or ctx.last_card_pishti):
            if r != JACK:
                pts = 10
            elif top == JACK:
                pts = ctx.jack_on_jack
            else:
                pts = 10 if ctx.jack_pishti else 0
            if pts:
                self._pishti(p, pts, R_PISHTI, JACK_PISHTI if r == JACK else PLAIN_PISHTI)
                return self.current_player == TERMINAL
        return False

    def _advance(self, p: int) -> None:
        if self.in_hands:
            nxt = self.ctx.nxt
            acts = self.acts
            q = nxt[p]
            while not acts[q]:
                q = nxt[q]
            self.current_player = q
        elif self.stock:
            self._deal_round()
        else:
            self._end_deal()

    def _capture(self, p: int) -> None:
        """Seat ``p`` takes the whole pile to its side's stack."""
        ctx = self.ctx
        side = ctx.side[p]
        pile = self.pile
        secret = self.secret
        if self.down:  # the initial face-down cards: the capturer sees them, nobody else
            for c in pile[self.jdown:self.down]:
                secret[c] = p
            self.down = self.jdown = 0
        if self._events is not None:
            self._emit_capture(p, pile, ctx.won_zone[side])
        self.won[side].extend(pile)
        self.pile = []
        self.last_capturer = p

    def _emit_capture(self, p: int, cards: list[int], dst: str) -> None:
        """The events of a capture, bottom of the pile first, the faces only some seat saw kept to
        that seat: one event per run of cards with the same viewers, MOVE for all but the last,
        which is the TRICK_WON. Its value is the card points of the cards everyone saw (the points
        of a hidden card would give it away)."""
        secret = self.secret
        pts = self.ctx.points
        runs: list[tuple[list[int], frozenset[int] | None]] = []
        value = 0
        for c in cards:
            k = secret.get(c)
            if k is None:
                vis = None
                value += pts[c]
            else:
                vis = _NOBODY if k < 0 else frozenset((k,))
            if runs and runs[-1][1] == vis:
                runs[-1][0].append(c)
            else:
                runs.append(([c], vis))
        last = len(runs) - 1
        for i, (run, vis) in enumerate(runs):
            self._emit(Event(ev.TRICK_WON if i == last else ev.MOVE, tuple(run), "pile", dst, False,
                             p, value=value if i == last else 0, visible_to=vis))

    def _pishti(self, p: int, pts: int, reason: str, kind: int, count: bool = True) -> None:
        """Points scored at once (pishtis and bluff results, ``kind`` their score sheet row); may
        end the game (option)."""
        ctx = self.ctx
        side = ctx.side[p]
        tally = self.tally
        at = TALLY * side
        if count:
            tally[at + PISHTI_COUNT] += 1
        tally[at + kind] += pts
        self.deal_points[side] += pts
        self.scores[side] += pts
        if self._events is not None:
            self._emit(Event(ev.SCORE, seat=p, value=pts, text=reason, data=(("side", side),)))
        if ctx.end_on_pishti and ctx.reached(self.scores[side]):
            self.record = DealRecord(self.deal_no + 1, tuple(self.deal_points), None, self.tally,
                                     len(self.history))
            self.current_player = TERMINAL
            if self._events is not None:
                self._emit(Event(ev.MESSAGE, text=QT_TRANSLATE_NOOP(
                    "engine", "A pishti took a side to the target: the game "
                              "ends at once")))
                self._emit(Event(ev.GAME_END))

    # --- Bluff Pishti -------------------------------------------------------------------------
    def _apply_bluff(self, action: str) -> None:
        ctx = self.ctx
        p = self.current_player
        cid = ctx.claim_id.get(action)
        if cid is not None:  # play face down, announcing a pishti
            if (self.shown >= 0 and ctx.play[self.shown] in self.acts[p]) \
                    or self.glimpse is not None or self.lost:
                knowledge.claim_blurs(self, p, cid)  # cards others followed in this hand
            self.acts[p].remove(ctx.play[cid])
            self.in_hands -= 1
            self.pile.append(cid)
            self.secret[cid] = p
            self.pending = p
            if self._events is not None:
                self._emit(Event(ev.MOVE, (cid,), ctx.hand_zone[p], "pile", False, p,
                                 visible_to=frozenset((p,))))
            # The next opponent in turn order decides (even with an empty hand).
            self.current_player = ctx.nxt[p]
            return
        claimer = self.pending
        self.pending = -1
        pile = self.pile
        cid = pile[-1]
        if action == ACCEPT:
            self._capture(claimer)
            self._pishti(claimer, 10, R_CLAIM, BLUFF_POINTS)
        else:
            del self.secret[cid]
            if self._events is not None:
                self._emit(Event(ev.FLIP, (cid,), "pile", "pile", True))
            if self._claim_true(cid, pile[-2]):
                self._capture(claimer)
                self._pishti(claimer, 20, R_CLAIM_TRUE, BLUFF_POINTS)
            else:  # the card stays face up on the pile as its new top card
                self._pishti(p, 20, R_CAUGHT, BLUFF_POINTS, count=False)
        if self.current_player != TERMINAL:
            self._advance(claimer)

    def _claim_true(self, cid: int, top_card: int) -> bool:
        """Whether ``cid`` played face up on the single card ``top_card`` would be a pishti."""
        ctx = self.ctx
        r = ctx.rank[cid]
        top = ctx.rank[top_card]
        if r == top:
            return r != JACK or ctx.jack_on_jack > 0
        return r == JACK and ctx.wild and ctx.jack_pishti

    # --- end of a deal and of the game -------------------------------------------------------
    def _end_deal(self) -> None:
        ctx = self.ctx
        events_on = self._events is not None
        pile = self.pile
        if pile and ctx.leftovers_to_capturer and self.last_capturer >= 0:
            if events_on:
                self._emit(Event(ev.MESSAGE, seat=self.last_capturer,
                                 text=QT_TRANSLATE_NOOP(
                                     "engine", "The cards left in the centre go to the last capturer")))
            self._capture(self.last_capturer)
        pts = ctx.points
        won = self.won
        counts = [len(w) for w in won]
        gains = [sum([pts[c] for c in w]) for w in won]
        if events_on:
            for side, g in enumerate(gains):
                self._emit(Event(ev.SCORE, seat=ctx.teams[side][0], value=g, text=R_CARDS,
                                 data=(("side", side),)))
        if counts[0] != counts[1]:
            most = 0 if counts[0] > counts[1] else 1
            gains[most] += 3
            if events_on:
                self._emit(Event(ev.SCORE, seat=ctx.teams[most][0], value=3, text=R_MOST,
                                 data=(("side", most),)))
        for side, g in enumerate(gains):
            self.deal_points[side] += g
            self.scores[side] += g
        # The captured lists themselves: a new deal makes new ones, so these never change again.
        self.record = DealRecord(self.deal_no + 1, tuple(self.deal_points), won, self.tally,
                                 len(self.history))
        self.deal_log += (tuple(self.deal_points),)
        if events_on:
            self._emit(Event(ev.DEAL_END, value=self.deal_no + 1,
                             data=(("points", tuple(self.deal_points)), ("cards", tuple(counts)),
                                   ("pishtis", tuple(self.pishtis)),
                                   ("scores", tuple(self.scores)))))
        scores = self.scores
        top = max(scores)
        if not ctx.target or (ctx.reached(top) and scores.count(top) == 1):
            self.current_player = TERMINAL
            if events_on:
                self._emit(Event(ev.GAME_END))
            return
        self.deal_no += 1
        if self.deal_only:  # a search's world (State.deal_only): the deal is counted, no more
            return
        self.dealer = ctx.nxt[self.dealer]
        if events_on:
            self._collect()
        self._start_deal()

    def result(self) -> Result:
        if self.current_player != TERMINAL:
            raise ValueError("the game is not over")
        ctx = self.ctx
        a, b = self.scores
        returns: tuple[float, ...]
        points: tuple[int, ...]
        if a == b:
            sides = (0.5, 0.5)
            summary = tr(QT_TRANSLATE_NOOP("engine", "Drawn at {points} points"), points=a)
        else:
            win = 0 if a > b else 1
            sides = (1.0, 0.0) if win == 0 else (0.0, 1.0)
            summary = tr(QT_TRANSLATE_NOOP(
                "engine", "Won by {seats} with {points} points to {other}"),
                         seats=Seats(tuple(ctx.teams[win])), points=max(a, b), other=min(a, b))
        if self.num_players == 2:
            returns = sides
            points = (a, b)
        else:
            returns = sides + sides
            points = (a, b, a, b)
        return Result(returns, points, summary)

    # --- what each seat knows --------------------------------------------------------------------
    def observation(self, seat: int | None) -> Observation:
        """The table as ``seat`` sees it and what it remembers: its hand; the shown bottom card
        wherever everyone knows it lies; the jacks turned down in the deal (face down, everyone
        saw them); the face-up pile; the captured cards everyone saw go there (face down) and
        those only this seat saw; its own face-down claim."""
        ctx = self.ctx
        n = self.num_players
        shown = self.shown
        zones: dict[str, tuple[int, ...]] = {}
        faces: dict[str, tuple[bool, ...]] = {}
        hands = self.hands
        g = self.glimpse
        peek = g[1] if g is not None and seat == g[0] else ()  # the cutter's jacks
        for s in range(n):
            h = hands[s]
            z = ctx.hand_zone[s]
            zones[z] = tuple(h) if seat == s else tuple(c if c == shown or c in peek else HIDDEN
                                                         for c in h)
            faces[z] = (False,) * len(h)
        secret = self.secret
        for t, w in enumerate(self.won):  # captured stacks lie face down
            z = ctx.won_zone[t]
            zones[z] = tuple(c if c not in secret or secret[c] == seat else HIDDEN for c in w)
            faces[z] = (False,) * len(w)
        pile: list[int] = []
        pile_up: list[bool] = []
        claim_at = len(self.pile) - 1 if self.pending >= 0 else -1
        for i, c in enumerate(self.pile):
            if i < self.jdown:  # a jack turned up in the deal, put back face down
                pile.append(c)
                pile_up.append(False)
            elif i < self.down or i == claim_at:
                pile.append(c if i == claim_at and seat == self.pending else HIDDEN)
                pile_up.append(False)
            else:
                pile.append(c)
                pile_up.append(True)
        zones["pile"] = tuple(pile)
        faces["pile"] = tuple(pile_up)
        stock = self.stock
        under = 1 if shown >= 0 and stock and stock[0] == shown else 0
        zones["stock"] = tuple(c if c in peek else HIDDEN for c in stock[under:])
        faces["stock"] = (False,) * (len(stock) - under)
        zones["bottom"] = (shown,) if under else ()
        faces["bottom"] = (True,) if under else ()
        seen = sorted(c for w in self.won for c in w if c not in secret)
        rec = self.record
        public = {
            "dealer": self.dealer, "deal": self.deal_no + 1, "target": ctx.target,
            "target_strict": ctx.target_strict,
            "teams": [list(t) for t in ctx.teams], "direction": "anticlockwise" if ctx.step == 1
            else "clockwise",
            "scores": list(self.scores), "deal_points": list(self.deal_points),
            "pishtis": list(self.pishtis), "captured": [len(w) for w in self.won],
            "last_capturer": self.last_capturer, "pile_count": len(self.pile),
            "stock_count": len(stock), "bottom_card": self.bottom if self.bottom >= 0 else None,
            "claim": self.pending if self.pending >= 0 else None,
            "seen_captured": seen, "last_deal": list(rec.points) if rec is not None else [],
        }
        private: dict[str, Any] = {}
        if seat is not None:
            private["known_captured"] = sorted(c for c, k in secret.items() if k == seat
                                               and c not in self.pile)
        legal = tuple(self.legal_actions()) if seat is not None and seat == self.current_player else ()
        return Observation(self.game.id, seat, n, self.current_player, zones, public, private, legal,
                           faces)

    def zones(self) -> dict[str, list[int]]:
        ctx = self.ctx
        hands = self.hands
        out = {ctx.hand_zone[s]: hands[s] for s in range(self.num_players)}
        out.update({ctx.won_zone[t]: list(w) for t, w in enumerate(self.won)})
        out["pile"] = list(self.pile)
        stock = self.stock
        if self.shown >= 0 and stock and stock[0] == self.shown:
            out["stock"] = stock[1:]
            out["bottom"] = [stock[0]]
        else:
            out["stock"] = list(stock)
            out["bottom"] = []
        return out

    # Re-deal every card the seat cannot identify (the function itself, no extra call).
    determinize = knowledge.determinize

    def knowledge(self, seat: int):
        return knowledge.tests(self, seat)

    def clone(self) -> "PishtiState":
        new = PishtiState.__new__(PishtiState)
        self._base_copy(new)
        new._events = None
        new.ctx = self.ctx
        new.bluffing = self.bluffing
        new.wild = self.wild
        new.nxt = self.nxt
        new.dealer = self.dealer
        new.deal_no = self.deal_no
        new.deck_no = self.deck_no
        new.acts = [a.copy() for a in self.acts]
        new.in_hands = self.in_hands
        new.stock = self.stock.copy()
        new.shown = self.shown
        new.bottom = self.bottom
        new.pile = self.pile.copy()
        new.down = self.down
        new.jdown = self.jdown
        new.won = [w.copy() for w in self.won]
        new.secret = self.secret.copy()
        new.pending = self.pending
        new.last_capturer = self.last_capturer
        new.scores = self.scores.copy()
        new.deal_points = self.deal_points.copy()
        new.tally = self.tally.copy()
        new.record = self.record  # never changed once made: shared
        new.deal_log = self.deal_log  # (a tuple: shared)
        new.glimpse = self.glimpse
        new.lost = self.lost
        return new
