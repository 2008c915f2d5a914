"""Briscola play: dealing, tricks, drawing, deal scoring and matches (RULES.md §4).

Seats are numbered in play order (anticlockwise at a real table): the player after seat ``s`` is
``s + 1``. The dealer's right-hand neighbour, who receives the first cards and leads, is therefore
``dealer + 1``.
"""

from __future__ import annotations

import random
from typing import Any

from ...engine import events as ev
from ...engine.events import HIDDEN, Event
from ...engine.i18n import N_, tr
from ...engine.state import TERMINAL, Chance, Observation, Result, State
from .rules import SIGNAL_LABELS, SIGNALS, Context, deal_wins

_HAND = tuple(f"hand:{s}" for s in range(6))
_WON = tuple(f"won:{s}" for s in range(6))


class BriscolaState(State):
    __slots__ = ("ctx", "dealer", "deal_no", "held", "stock", "trump_card", "trump_suit",
                 "trick", "leader", "won", "points", "match", "draws", "signalled",
                 "signals", "tricks_played", "last_deal", "keys")

    def __init__(self, game, num_players: int, options: dict[str, Any], chance: Chance,
                 ctx: Context, first_dealer: int):
        self._init_base(game, num_players, options, chance)
        self.ctx = ctx
        self.dealer = first_dealer
        self.deal_no = 0
        self.match = [0] * len(ctx.teams)  # deals won per side (3 players: win counts)
        self.last_deal: list[int] = []  # card points per side in the last finished deal

    # --- dealing ------------------------------------------------------------------------------
    def _start(self) -> None:
        if self.ctx.removed:
            self._emit(Event(ev.MOVE, tuple(sorted(self.ctx.removed)), "stock", "removed", True))
        self._start_deal()

    def _start_deal(self) -> None:
        ctx = self.ctx
        n = self.num_players
        order = self.chance.deck(self.deal_no, ctx.pack.size)
        deck = [c for c in order if c not in ctx.removed] if ctx.removed else order
        play = ctx.play
        held = [[play[c] for c in deck[3 * k:3 * k + 3]] for k in range(n)]
        # Three at once to each, starting at the dealer's right (seat dealer + 1).
        if self.dealer != n - 1:
            r = self.dealer + 1
            held = held[-r:] + held[:-r]
        self.held = held
        self.won: list[list[int]] = [[] for _ in range(n)]
        self.points = [0] * n
        self.trick: list[int] = []
        self.signalled = False
        self.signals: list[tuple[int, str]] = []
        self.tricks_played = 0
        pos = 3 * n
        self.trump_card = deck[pos]
        self.trump_suit = ctx.suit[self.trump_card]
        self.keys = ctx.trump_keys[self.trump_suit]
        # The stock lies on the trump card; its top (next card drawn) is the list's end.
        self.stock = deck[:pos:-1]
        self.leader = (self.dealer + 1) % n
        self.current_player = self.leader
        if self._events is not None:
            self._emit(Event(ev.DEAL, seat=self.dealer, value=self.deal_no + 1))
            for k in range(n):
                seat = (self.dealer + 1 + k) % n
                self._emit(Event(ev.MOVE, tuple(self.hand(seat)), "stock", _HAND[seat], False, seat,
                                 visible_to=self._hand_viewers(seat)))
            self._emit(Event(ev.MOVE, (self.trump_card,), "stock", "trump", True))
            self._reveal_next()

    def _reveal_next(self) -> None:
        """Open-hands-and-next-card variant: the top of the stock lies face up for everyone."""
        if self.ctx.open_hands == "open-next" and self.stock and self._events is not None:
            self._emit(Event(ev.FLIP, (self.stock[-1],), "stock", "stock", True))

    @property
    def hands(self) -> list[list[int]]:
        """Every seat's hand as card ids (the state keeps them as action strings)."""
        return [self.hand(s) for s in range(self.num_players)]

    def hand(self, seat: int) -> list[int]:
        play_id = self.ctx.play_id
        return [play_id[a] for a in self.held[seat]]

    def _hand_viewers(self, seat: int) -> frozenset[int] | None:
        return None if self.ctx.open_hands != "closed" else frozenset((seat,))

    # --- the protocol -------------------------------------------------------------------------
    def legal_actions(self) -> list[str]:
        p = self.current_player
        if p == TERMINAL:
            return []
        ctx = self.ctx
        if ctx.signals_on and not self.signalled and self.tricks_played > 0:
            return self.held[p] + self._legal_signals(p)
        return self.held[p].copy()

    def _legal_signals(self, seat: int) -> list[str]:
        ctx = self.ctx
        trump = self.trump_suit
        ranks = {ctx.pack.rank_of[c] for c in self.hand(seat) if ctx.suit[c] == trump}
        out = [ctx.signal_actions[i] for i, s in enumerate(SIGNALS)
               if s != "none" and ranks.intersection(ctx.signal_ranks[s])]
        if not ranks:
            out.append("signal none")
        return out

    def apply_unchecked(self, action: str) -> None:
        self.history.append(action)
        ctx = self.ctx
        cid = ctx.play_id.get(action)
        p = self.current_player
        if cid is None:  # a partner signal: the same seat then plays
            name = action[7:]
            self.signalled = True
            self.signals.append((p, name))
            mates = frozenset(ctx.teams[ctx.team_of[p]])
            self._emit(Event(ev.SIGNAL, seat=p, text=name, audience=mates))
            return
        self.held[p].remove(action)
        trick = self.trick
        trick.append(cid)
        if self._events is not None:
            self.signalled = False
            self._emit(Event(ev.MOVE, (cid,), _HAND[p], "trick", True, p))
        elif ctx.signals_on:
            self.signalled = False
        n = self.num_players
        if len(trick) < n:
            self.current_player = p + 1 if p + 1 < n else 0
            return
        self._finish_trick()

    def _finish_trick(self) -> None:
        ctx = self.ctx
        n = self.num_players
        trick = self.trick
        keys, suit, pts = self.keys, ctx.suit, ctx.points
        if n == 2:  # the common case, unrolled
            a, b = trick
            kb = keys[b]
            best = 1 if kb > keys[a] and (kb > 100 or suit[b] == suit[a]) else 0
            total = pts[a] + pts[b]
        else:
            c = trick[0]
            led = suit[c]
            best = 0
            best_key = keys[c]
            total = pts[c]
            for i in range(1, n):
                c = trick[i]
                total += pts[c]
                key = keys[c]
                if key > best_key and (key > 100 or suit[c] == led):
                    best, best_key = i, key
        winner = (self.leader + best) % n
        self.won[winner] += trick
        self.points[winner] += total
        self.trick = []
        self.tricks_played += 1
        stock = self.stock
        held = self.held
        play = ctx.play
        events = self._events is not None
        if events:
            self._emit(Event(ev.TRICK_WON, tuple(trick), "trick", _WON[winner], False, winner,
                             value=total))
        if not events and len(stock) >= n:
            for seat in ctx.turn_order[winner]:
                held[seat].append(play[stock.pop()])
        elif stock or self.trump_card >= 0:
            for seat in ctx.turn_order[winner]:
                if stock:
                    c = stock.pop()
                    if events:
                        self._emit(Event(ev.MOVE, (c,), "stock", _HAND[seat], False, seat,
                                         visible_to=self._hand_viewers(seat)))
                else:
                    c = self.trump_card
                    self.trump_card = -1
                    if events:
                        self._emit(Event(ev.MOVE, (c,), "trump", _HAND[seat], True, seat))
                held[seat].append(play[c])
            if events:
                self._reveal_next()
        if held[winner]:
            self.leader = winner
            self.current_player = winner
        else:
            self._end_deal()

    def _end_deal(self) -> None:
        ctx = self.ctx
        side_points = [sum(self.points[s] for s in seats) for seats in ctx.teams]
        self.last_deal = side_points
        gains = deal_wins(side_points, self.num_players)
        for side, g in enumerate(gains):
            self.match[side] += g
        if self._events is not None:
            for side, g in enumerate(gains):
                if g:
                    self._emit(Event(ev.SCORE, seat=ctx.teams[side][0], value=g, text=N_("deal won")))
            self._emit(Event(ev.DEAL_END, value=self.deal_no + 1,
                             data=(("points", tuple(side_points)), ("wins", tuple(gains)))))
        target = ctx.match_wins
        top = max(self.match)
        if ctx.match_wins == 1 or (top >= target and self.match.count(top) == 1):
            self.current_player = TERMINAL
            if self._events is not None:
                self._emit(Event(ev.GAME_END))
            return
        self.deal_no += 1
        self.dealer = (self.dealer + 1) % self.num_players
        self._emit_collect(stay=("removed",))
        self._start_deal()

    def result(self) -> Result:
        if self.current_player != TERMINAL:
            raise ValueError("the game is not over")
        ctx = self.ctx
        n = self.num_players
        side_ret: list[float]
        if ctx.match_wins == 1:
            pts = self.last_deal
            if n == 3:
                wins = self.match
                side_ret = [0.5] * 3 if not any(wins) else [1.0 if w else 0.0 for w in wins]
            elif pts[0] == pts[1]:
                side_ret = [0.5, 0.5]
            else:
                side_ret = [1.0 if p >= 61 else 0.0 for p in pts]
            side_points = pts
        else:
            top = max(self.match)
            side_ret = [1.0 if m == top else 0.0 for m in self.match]
            side_points = self.match
        if n == len(side_ret):  # every seat its own side
            returns, points = tuple(side_ret), tuple(side_points)
        else:
            team_of = ctx.team_of
            returns = tuple([side_ret[t] for t in team_of])
            points = tuple([side_points[t] for t in team_of])
        return Result(returns, points, lambda: self._summary(side_ret))

    def _summary(self, side_ret: list[float]) -> str:
        winners = [i for i, r in enumerate(side_ret) if r == 1.0]
        if not winners:
            return tr(N_("Drawn"))
        names = ", ".join("+".join(str(s + 1) for s in self.ctx.teams[w]) for w in winners)
        return tr(N_("Won by seat {seats}"), seats=names)

    # --- knowledge ----------------------------------------------------------------------------
    def _visible_hand(self, viewer: int | None, seat: int) -> bool:
        return viewer == seat or self.ctx.open_hands != "closed"

    def observation(self, seat: int | None) -> Observation:
        ctx = self.ctx
        n = self.num_players
        zones: dict[str, tuple[int, ...]] = {}
        for s in range(n):
            h = self.hand(s)
            zones[_HAND[s]] = tuple(h) if self._visible_hand(seat, s) else (HIDDEN,) * len(h)
            zones[_WON[s]] = tuple(self.won[s])  # every trick was seen face up by everyone
        stock = self.stock
        if ctx.open_hands == "open-next" and stock:
            zones["stock"] = (HIDDEN,) * (len(stock) - 1) + (stock[-1],)
        else:
            zones["stock"] = (HIDDEN,) * len(stock)
        zones["trump"] = (self.trump_card,) if self.trump_card >= 0 else ()
        zones["trick"] = tuple(self.trick)
        public = {
            "dealer": self.dealer, "deal": self.deal_no + 1, "leader": self.leader,
            "trump_suit": self.trump_suit, "points": list(self.points),
            "match": list(self.match), "match_wins": ctx.match_wins, "teams": [list(t) for t in ctx.teams],
            "last_deal": list(self.last_deal), "tricks_played": self.tricks_played,
        }
        private: dict[str, Any] = {}
        if ctx.signals_on and seat is not None:
            mates = ctx.teams[ctx.team_of[seat]]
            private["signals"] = [[s, name] for s, name in self.signals if s in mates]
        legal = tuple(self.legal_actions()) if seat is not None and seat == self.current_player else ()
        return Observation(self.game.id, seat, n, self.current_player, zones, public, private, legal)

    def zones(self) -> dict[str, list[int]]:
        out = {_HAND[s]: self.hand(s) for s in range(self.num_players)}
        out.update({_WON[s]: list(self.won[s]) for s in range(self.num_players)})
        out["stock"] = list(self.stock)
        out["trump"] = [self.trump_card] if self.trump_card >= 0 else []
        out["trick"] = list(self.trick)
        out["removed"] = sorted(self.ctx.removed)
        return out

    def determinize(self, seat: int, rng: random.Random) -> "BriscolaState":
        new = self.clone()
        new.chance = Chance(rng.getrandbits(32))
        hidden_seats = [s for s in range(self.num_players) if not self._visible_hand(seat, s)]
        keep_top = self.ctx.open_hands == "open-next" and bool(self.stock)
        pool = [a for s in hidden_seats for a in new.held[s]]
        stock_part = new.stock[:-1] if keep_top else new.stock
        pool += [self.ctx.play[c] for c in stock_part]
        rng.shuffle(pool)
        pos = 0
        for s in hidden_seats:
            k = len(new.held[s])
            new.held[s] = pool[pos:pos + k]
            pos += k
        rest = [self.ctx.play_id[a] for a in pool[pos:]]
        new.stock = rest + new.stock[-1:] if keep_top else rest
        return new

    def clone(self) -> "BriscolaState":
        new = BriscolaState.__new__(BriscolaState)
        self._base_copy(new)
        new._events = None
        new.ctx = self.ctx
        new.dealer = self.dealer
        new.deal_no = self.deal_no
        new.held = [h.copy() for h in self.held]
        new.stock = self.stock.copy()
        new.trump_card = self.trump_card
        new.trump_suit = self.trump_suit
        new.keys = self.keys
        new.trick = self.trick.copy()
        new.leader = self.leader
        new.won = [w.copy() for w in self.won]
        new.points = self.points.copy()
        new.match = self.match.copy()
        new.last_deal = self.last_deal
        new.signalled = self.signalled
        new.signals = self.signals.copy()
        new.tricks_played = self.tricks_played
        return new

    def describe_action(self, action: str) -> str:
        cid = self.ctx.play_id.get(action)
        if cid is not None:
            return tr(N_("plays {card}"), card=self.ctx.pack.card(cid).display_name())
        return tr(N_("signals: {meaning}"), meaning=tr(SIGNAL_LABELS[action[7:]]))
