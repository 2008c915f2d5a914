"""What every Pinochle form shares: zones, tricks, card points, games to a target, knowledge.

Seats are numbered in play order; the player after seat ``s`` is ``s + 1`` and "the dealer's
left" is ``dealer + 1``. Sides are the teams of :func:`rules.teams_for` (one seat each in the
two- and three-handed games). Concrete forms live in ``two_handed``, ``auction`` and
``partnership``.
"""

from __future__ import annotations

import random
from typing import Any, Self

from ...engine import events as ev
from ...engine.errors import ActionParseError, CardParseError
from ...engine.events import HIDDEN, Event
from ...engine.i18n import N_, tr
from ...engine.state import TERMINAL, Chance, Observation, Result, State
from .melds import KINDS
from .rules import LAST_TRICK, MAX_DEALS, SUITS, TARGET, TARGET_STEP, Context, round_points
from .tricks import strict_plays, trick_winner

HAND = tuple(f"hand:{s}" for s in range(8))
WON = tuple(f"won:{s}" for s in range(8))
MELD = tuple(f"meld:{s}" for s in range(8))

OVER = "over"

_LIST_ATTRS = ("history", "trick", "stock", "widow", "buried", "totals", "deal_meld",
               "deal_cards", "side_tricks", "passed", "bid_log", "last_deal", "side_returns",
               "side_points")
_NESTED_ATTRS = ("hands", "melds", "won", "shown_melds")


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
        self.summary = ""
        self.outcome = ""  # how the game ended, for the log and the observation
        self._fresh_deal_fields()

    def _fresh_deal_fields(self) -> None:
        n = self.num_players
        nsides = len(self.ctx.teams)
        self.phase = ""
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.melds: list[list[int]] = [[] for _ in range(n)]  # cards lying in meld:N
        self.won: list[list[int]] = [[] for _ in range(n)]
        self.shown_melds: list[list[Any]] = [[] for _ in range(n)]  # [kind, points, texts]
        self.trick: list[int] = []
        self.leader = 0
        self.trump = ""
        self.trump_card = -1
        self.stock: list[int] = []
        self.widow: list[int] = []
        self.widow_shown = False
        self.buried: list[int] = []
        self.known: set[int] = set()  # cards in hands whose place everyone knows
        self.deal_meld = [0] * nsides
        self.deal_cards = [0] * nsides
        self.side_tricks = [0] * nsides
        self.tricks_played = 0
        self.bid = 0
        self.bidder = -1
        self.passed = [False] * n
        self.bid_log: list[Any] = []
        self._cache: tuple[int, list[str]] | None = None

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
        self.deal_no += 1
        self.dealer = (self.dealer + 1) % self.num_players
        self._emit_collect()
        self._fresh_deal_fields()
        self._start_deal()

    def _start_deal(self) -> None:
        raise NotImplementedError

    def _end_deal(self) -> None:
        raise NotImplementedError

    # --- play -----------------------------------------------------------------------------------
    def _playable(self, p: int) -> list[int]:
        """Cards seat ``p`` may play from: its hand and its melded cards on the table."""
        return self.hands[p] + self.melds[p] if self.melds[p] else self.hands[p]

    def _play_card(self, p: int, cid: int) -> None:
        hand = self.hands[p]
        if cid in hand:
            hand.remove(cid)
            src = HAND[p]
        else:
            self.melds[p].remove(cid)
            src = MELD[p]
        self.trick.append(cid)
        if self._events is not None:
            self._emit(Event(ev.MOVE, (cid,), src, "trick", True, p))

    def _legal_plays(self, p: int) -> list[str]:
        """Cards seat ``p`` may play under the second-phase rules (follow, beat trumps led,
        trump when void; the ``head_trick`` option: always head the trick)."""
        ctx = self.ctx
        cards = self.hands[p]
        if self.trick:
            cards = strict_plays(cards, self.trick, ctx.suit, ctx.strength, self.trump, ctx.head)
        play = ctx.play
        return [play[c] for c in cards]

    def _play_in_turn(self, p: int, cid: int) -> None:
        """Play a card where every seat plays in turn (the forms without a stock): the winner of
        a full trick leads the next; after the last trick the deal ends."""
        self._play_card(p, cid)
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
        i = trick_winner(trick, ctx.suit, ctx.strength, self.trump)
        winner = (self.leader + i) % self.num_players
        side = ctx.team_of[winner]
        pts = ctx.points
        value = 0
        for c in trick:
            value += pts[c]
        self.deal_cards[side] += value
        self.side_tricks[side] += 1
        self.won[winner].extend(trick)
        if self._events is not None:
            self._emit(Event(ev.TRICK_WON, tuple(trick), "trick", WON[winner], False, winner,
                             value=value))
        self.trick = []
        self.tricks_played += 1
        return winner

    def _last_trick_bonus(self, winner: int) -> None:
        self.deal_cards[self.ctx.team_of[winner]] += LAST_TRICK
        self._emit(Event(ev.SCORE, seat=winner, value=LAST_TRICK, text=N_("last trick")))

    def _score_meld(self, seat: int, kind: str, points: int, cards: list[int]) -> None:
        self.deal_meld[self.ctx.team_of[seat]] += points
        self.shown_melds[seat].append([kind, points, [self.ctx.text[c] for c in cards]])
        if self._events is not None:
            self._emit(Event(ev.SCORE, seat=seat, value=points, text=KINDS[kind][2]))

    def counted_cards(self, side: int) -> int:
        raw = self.deal_cards[side]
        return round_points(raw) if self.ctx.rounding else raw

    def kept_meld(self, side: int) -> int:
        return self.deal_meld[side]

    def running(self, side: int) -> int:
        """What a side would count now: game total, meld kept so far, rounded card points."""
        return self.totals[side] + self.kept_meld(side) + self.counted_cards(side)

    # --- end of deal / game ---------------------------------------------------------------------
    def _finish_game(self, side_returns: list[float], side_points: list[int], summary: str) -> None:
        self.side_returns = side_returns
        self.side_points = side_points
        self.summary = summary
        self.phase = OVER
        self.current_player = TERMINAL
        self._emit(Event(ev.GAME_END, text=summary))

    def _best_sides(self, values: list[int]) -> list[float]:
        top = max(values)
        k = values.count(top)
        return [1.0 / k if v == top else 0.0 for v in values]

    def _settle(self, deal_scores: list[int], order: list[int] | None = None,
                first_to_reach: bool = False) -> None:
        """Close a deal scoring ``deal_scores`` per side: a single deal ends the game; a game to a
        target adds the scores (``order``: the bidding side first) and checks the target."""
        self.last_deal = list(deal_scores)
        self._emit(Event(ev.DEAL_END, value=self.deal_no + 1,
                         data=(("scores", tuple(deal_scores)),)))
        ctx = self.ctx
        if not ctx.target_game:
            self._finish_game(self._best_sides(deal_scores), list(deal_scores),
                              tr(N_("Deal scores: {scores}"),
                                 scores=" / ".join(map(str, deal_scores))))
            return
        sides = order if order is not None else list(range(len(deal_scores)))
        for side in sides:
            self.totals[side] += deal_scores[side]
            if deal_scores[side]:
                self._emit(Event(ev.SCORE, seat=ctx.teams[side][0], value=deal_scores[side],
                                 text=N_("deal")))
            if first_to_reach and self.totals[side] >= self.target:
                self._win_side(side, N_("reached the target first"))
                return
        if not first_to_reach:
            reached = [s for s in sides if self.totals[s] >= self.target]
            if len(reached) == 1:
                self._win_side(reached[0], N_("reached the target"))
                return
            if len(reached) >= 2:
                while sum(1 for t in self.totals if t >= self.target) >= 2:
                    self.target += TARGET_STEP
                self._emit(Event(ev.MESSAGE, value=self.target,
                                 text=N_("Several sides passed the target: the game goes on to "
                                         "{target}"), data=(("target", self.target),)))
        if self.deal_no + 1 >= MAX_DEALS:
            self._finish_game(self._best_sides(self.totals), list(self.totals),
                              tr(N_("Stopped after {deals} deals"), deals=MAX_DEALS))
            return
        self._next_deal()

    def _win_side(self, side: int, why: str) -> None:
        rets = [0.0] * len(self.totals)
        rets[side] = 1.0
        self.outcome = why
        self._finish_game(rets, list(self.totals), tr(N_("Side {side} wins ({why})"),
                                                        side=self._side_name(side), why=tr(why)))

    def _side_name(self, side: int) -> str:
        return "+".join(str(s + 1) for s in self.ctx.teams[side])

    def _declare_out(self, p: int) -> None:
        """Play stops; the declarer's side counts what it has: at or over the target it wins,
        below it loses (the best of the other sides then wins)."""
        side = self.ctx.team_of[p]
        claim = self.running(side)
        self._emit(Event(ev.MESSAGE, seat=p, value=claim, text=N_("Seat {seat} declares out"),
                         data=(("seat", p + 1), ("claim", claim))))
        if claim >= self.target:
            self.totals[side] = claim
            self._win_side(side, N_("declared out"))
            return
        others = [self.running(s) if s != side else -10 ** 9 for s in range(len(self.totals))]
        rets = self._best_sides(others)
        rets[side] = 0.0
        self.outcome = N_("declared out too early")
        pts = list(self.totals)
        pts[side] = claim
        self._finish_game(rets, pts, tr(N_("Side {side} declared out with {claim} and loses"),
                                        side=self._side_name(side), claim=claim))

    def result(self) -> Result:
        if self.current_player != TERMINAL:
            raise ValueError("the game is not over")
        team_of = self.ctx.team_of
        n = self.num_players
        return Result(tuple(self.side_returns[team_of[s]] for s in range(n)),
                      tuple(self._seat_points(s) for s in range(n)), self.summary)

    def _seat_points(self, seat: int) -> int:
        return self.side_points[self.ctx.team_of[seat]]

    # --- knowledge ------------------------------------------------------------------------------
    def _hidden_zones(self, seat: int | None) -> list[str]:
        """Zones (other than other seats' hands) whose faces ``seat`` cannot see."""
        out = ["stock"]
        if not self.widow_shown:
            out.append("widow")
        if seat is None or seat != self.bidder:
            out.append("buried")
        return out

    def _zone_lists(self) -> dict[str, list[int]]:
        n = self.num_players
        out: dict[str, list[int]] = {}
        for s in range(n):
            out[HAND[s]] = self.hands[s]
            out[MELD[s]] = self.melds[s]
            out[WON[s]] = self.won[s]
        out["stock"] = self.stock
        out["trump"] = [self.trump_card] if self.trump_card >= 0 else []
        out["trick"] = self.trick
        out["widow"] = self.widow
        out["buried"] = self.buried
        return out

    def zones(self) -> dict[str, list[int]]:
        return {k: list(v) for k, v in self._zone_lists().items()}

    def observation(self, seat: int | None) -> Observation:
        zones: dict[str, tuple[int, ...]] = {}
        hidden = set(self._hidden_zones(seat))
        known = self.known
        for zone, cards in self._zone_lists().items():
            if zone in hidden:
                zones[zone] = (HIDDEN,) * len(cards)
            elif zone.startswith("hand:") and seat != int(zone[5:]):
                zones[zone] = tuple(c if c in known else HIDDEN for c in cards)
            else:
                zones[zone] = tuple(cards)
        legal = tuple(self.legal_actions()) if seat is not None and seat == self.current_player else ()
        private: dict[str, Any] = {}
        if seat is not None and seat == self.bidder and self.buried:
            private["buried_points"] = sum(self.ctx.points[c] for c in self.buried)
        return Observation(self.game.id, seat, self.num_players, self.current_player, zones,
                           self._public(), private, legal)

    def _public(self) -> dict[str, Any]:
        ctx = self.ctx
        return {
            "form": ctx.form, "phase": self.phase, "dealer": self.dealer, "deal": self.deal_no + 1,
            "leader": self.leader, "trump_suit": self.trump, "teams": [list(t) for t in ctx.teams],
            "totals": list(self.totals), "target": self.target,
            "meld": list(self.deal_meld), "card_points": list(self.deal_cards),
            "tricks": list(self.side_tricks), "tricks_played": self.tricks_played,
            "running": [self.running(s) for s in range(len(ctx.teams))],
            "melds": [[list(m) for m in ms] for ms in self.shown_melds],
            "bid": self.bid, "bidder": self.bidder, "passed": list(self.passed),
            "bids": list(self.bid_log), "last_deal": list(self.last_deal),
            "outcome": self.outcome,
        }

    def determinize(self, seat: int, rng: random.Random) -> Self:
        new = self.clone()
        new.chance = Chance(rng.getrandbits(32))
        new._cache = None
        known = self.known
        slots: list[tuple[list[int], int]] = []  # (list, index) of every card seat cannot place
        pool: list[int] = []
        for s in range(self.num_players):
            if s == seat:
                continue
            hand = new.hands[s]
            for i, c in enumerate(hand):
                if c not in known:
                    slots.append((hand, i))
                    pool.append(c)
        for zone in self._hidden_zones(seat):
            lst = {"stock": new.stock, "widow": new.widow, "buried": new.buried}[zone]
            for i, c in enumerate(lst):
                slots.append((lst, i))
                pool.append(c)
        rng.shuffle(pool)
        for (lst, i), c in zip(slots, pool):
            lst[i] = c
        return new

    def clone(self) -> Self:
        new = object.__new__(type(self))
        d = self.__dict__.copy()
        for name in _LIST_ATTRS:
            d[name] = d[name].copy()
        for name in _NESTED_ATTRS:
            d[name] = [x.copy() for x in d[name]]
        d["known"] = set(d["known"])
        d["_events"] = None
        self._clone_extra(d)
        new.__dict__ = d
        return new

    def _clone_extra(self, d: dict[str, Any]) -> None:
        """Copy the mutable attributes a subclass adds."""

    # --- text -----------------------------------------------------------------------------------
    def parse_action(self, text: str) -> str:
        """Canonical form of an action, with a clear :class:`ActionParseError` for malformed text:
        ``play QS``, ``exchange 9H``, ``meld KIND CARDS`` (cards in any order), ``bid 320``
        (a multiple of 10), ``trump S``, ``bury C C C`` (any order), ``pass``, ``take``,
        ``concede``, ``done`` (alias ``no-meld``), ``declare-out``."""
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
        else:
            want = 3 if verb == "bury" else 1
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
        if verb not in ("meld", "bury"):
            return canon
        legal = self.legal_actions()
        if canon in legal:
            return canon
        # Cards in another order: match a legal action with the same cards.
        head = [verb, kind] if kind else [verb]
        wanted = sorted(names)
        for a in legal:
            t = a.split()
            if t[:len(head)] == head and sorted(t[len(head):]) == wanted:
                return a
        return canon

    def describe_action(self, action: str) -> str:
        ctx = self.ctx
        tokens = action.split()
        verb = tokens[0]

        def names(ts: list[str]) -> str:
            return ", ".join(ctx.pack.card(ctx.id_of[t]).display_name() for t in ts)

        if verb == "play":
            return tr(N_("plays {card}"), card=names(tokens[1:]))
        if verb == "meld":
            return tr(N_("melds {meld}: {cards}"), meld=tr(KINDS[tokens[1]][2]),
                      cards=names(tokens[2:]))
        if verb == "exchange":
            return tr(N_("exchanges {card} for the trump card"), card=names(tokens[1:]))
        if verb == "bid":
            return tr(N_("bids {value}"), value=tokens[1])
        if verb == "pass":
            return tr(N_("passes"))
        if verb == "trump":
            from ...engine.cards import suit_name
            return tr(N_("names {suit} trumps"), suit=suit_name("french", tokens[1]))
        if verb == "bury":
            return tr(N_("buries three cards"))
        if verb == "concede":
            return tr(N_("concedes"))
        if verb == "take":
            return tr(N_("plays the forced bid"))
        if verb == "declare-out":
            return tr(N_("declares out"))
        if verb == "done":
            return tr(N_("is done"))
        return action


TRUMP_ACTIONS = tuple("trump " + s for s in SUITS)
_NO_ARGS = frozenset(("done", "declare-out", "pass", "take", "concede"))
MELD_SIZE = {"flush": 5, "royal-marriage": 2, "marriage": 2, "dix": 1, "aces": 4, "kings": 4,
             "queens": 4, "jacks": 4, "pinochle": 2, "double-pinochle": 4}
_SUIT_WORDS = {"s": "S", "h": "H", "d": "D", "c": "C", "♠": "S", "♥": "H", "♦": "D", "♣": "C",
               "spades": "S", "hearts": "H", "diamonds": "D", "clubs": "C"}
