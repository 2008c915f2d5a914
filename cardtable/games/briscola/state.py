"""Briscola play: dealing, tricks, drawing, deal scoring and matches (RULES.md §4).

Seats are numbered in play order (anticlockwise at a real table): the player after seat ``s`` is
``s + 1``. The dealer's right-hand neighbour, who receives the first cards and leads, is therefore
``dealer + 1``.
"""

from __future__ import annotations

import random
from typing import Any

from typing import Callable

from ...engine import events as ev
from ...engine.actions import PLAY, SIGNAL, ActionRecord, CardUse
from ...engine.events import HIDDEN, Event
from ...engine.i18n import QT_TRANSLATE_NOOP, Seats, listed, second_person, tr, you_form
from ...engine.score_sheet import PlateNote, ScoreSheet, SheetRow, deal_rows
from ...engine.state import TERMINAL, Chance, Observation, Result, State
from .rules import SIGNAL_BUTTONS, SIGNAL_LABELS, Context, deal_wins, trick_winner

_HAND = tuple(f"hand:{s}" for s in range(6))
_WON = tuple(f"won:{s}" for s in range(6))


# A signal's meaning, kept until play makes it stale: (seat, signal, cards, count) = "seat holds
# at least ``count`` of ``cards``" (see BriscolaState.facts).
Fact = tuple[int, str, frozenset[int], int]


WON_BY = second_person(QT_TRANSLATE_NOOP(
    "engine", "Won by {seats}"), QT_TRANSLATE_NOOP("engine", "You won"))

# What the log says to the player who took the action ("You play …": engine.i18n.you_form).
you_form(QT_TRANSLATE_NOOP(
    "engine", "plays {card}"), QT_TRANSLATE_NOOP("engine", "You play {card}"))
you_form(QT_TRANSLATE_NOOP(
    "engine", "signals: {meaning}"), QT_TRANSLATE_NOOP("engine", "You signal: {meaning}"))


class BriscolaState(State):
    __slots__ = ("ctx", "dealer", "deal_no", "held", "stock", "trump_card", "trump_suit",
                 "trump_holder", "trick", "leader", "won", "points", "match", "draws",
                 "signalled", "signals", "facts", "tricks_played", "last_deal", "last_won", "keys",
                 "tricks_seen")

    def __init__(self, game, num_players: int, options: dict[str, Any], chance: Chance,
                 ctx: Context, first_dealer: int):
        self._init_base(game, num_players, options, chance)
        self.ctx = ctx
        self.dealer = first_dealer
        self.deal_no = 0
        self.match = [0] * len(ctx.teams)  # deals won per side (3 players: win counts)
        self.last_deal: list[int] = []  # card points per side in the last finished deal
        self.deal_log: tuple[tuple[int, ...], ...] = ()  # every finished deal's, in order
        self.last_won: list[list[int]] | None = None  # the won piles of the last finished deal

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
        # Signals of this deal, and what they still tell the signaller's partners. Both are
        # replaced, never changed in place, so clones share them.
        self.signals: tuple[tuple[int, str], ...] = ()
        self.facts: tuple[Fact, ...] = ()
        self.tricks_played = 0
        # the deal's tricks as everyone saw them, (leader, cards in play order); replaced, never
        # changed in place, so clones share it
        self.tricks_seen: tuple[tuple[int, tuple[int, ...]], ...] = ()
        pos = 3 * n
        # The turned trump card keeps its id all deal; trump_holder is the seat that drew it
        # (every seat saw it go there), -1 while it lies under the stock.
        self.trump_card = deck[pos]
        self.trump_holder = -1
        self.trump_suit = ctx.suit[self.trump_card]
        self.keys = ctx.trump_keys[self.trump_suit]
        # The stock lies on the trump card; its top (next card drawn) is the list's end.
        self.stock = deck[:pos:-1]
        self.leader = (self.dealer + 1) % n
        self.current_player = self.leader
        if self._events is not None:
            self._emit(Event(ev.DEAL, seat=self.dealer, value=self.deal_no + 1))
            face = ctx.open_hands != "closed"
            for k in range(n):
                seat = (self.dealer + 1 + k) % n
                self._emit(Event(ev.MOVE, tuple(self.hand(seat)), "stock", _HAND[seat], face, seat,
                                 visible_to=self._hand_viewers(seat)))
            self._emit(Event(ev.MOVE, (self.trump_card,), "stock", "trump", True))
            self._reveal_next()

    def _reveal_next(self) -> None:
        """Open-hands-and-next-card variant: the top of the stock lies face up for everyone."""
        if self.ctx.open_hands == "open-next" and self.stock and self._events is not None:
            self._emit(Event(ev.FLIP, (self.stock[-1],), "stock", "stock", True, at=ev.TOP))

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
        """The true signals of the table in force for ``seat``'s hand, in the table's order."""
        masks = self.ctx.signal_masks[self.trump_suit]
        m = 0
        for a in self.held[seat]:
            m |= masks[a]
        return self.ctx.signals_for_mask(self.trump_suit, m)  # shared: legal_actions copies

    def apply_unchecked(self, action: str) -> None:
        self.history.append(action)
        ctx = self.ctx
        cid = ctx.play_id.get(action)
        p = self.current_player
        if cid is None:  # a partner signal: the same seat then plays
            self._signal(p, action[7:])
            return
        self.held[p].remove(action)
        trick = self.trick
        trick.append(cid)
        if self._events is not None:
            self.signalled = False
            if self.facts:
                self._note_play(p, cid)
            self._emit(Event(ev.MOVE, (cid,), _HAND[p], "trick", True, p))
        elif ctx.signals_on:
            self.signalled = False
            if self.facts:
                self._note_play(p, cid)
        n = self.num_players
        if len(trick) < n:
            self.current_player = p + 1 if p + 1 < n else 0
            return
        self._finish_trick()

    def _signal(self, p: int, name: str) -> None:
        ctx = self.ctx
        self.signalled = True
        self.signals = self.signals + ((p, name),)
        cards = ctx.signal_sets[self.trump_suit][name]
        # "none": every card p holds now is a plain card; each later plain card p plays may be
        # one of them. Any other signal: p holds at least one of the cards until it plays one.
        # The same signal again says as much as the old one, or more ("none"): it replaces it.
        count = len(self.held[p]) if name == "none" else 1
        self.facts = tuple(f for f in self.facts if f[0] != p or f[1] != name) + (
            (p, name, cards, count),)
        if self._events is not None:
            self._emit(Event(ev.SIGNAL, seat=p, text=name,
                             audience=frozenset(ctx.teams[ctx.team_of[p]])))

    def _note_play(self, p: int, cid: int) -> None:
        """Seat ``p`` played ``cid``: what its signals still tell (signals games only)."""
        out = []
        for f in self.facts:
            if f[0] == p and cid in f[2]:
                if f[3] > 1:
                    out.append((p, f[1], f[2], f[3] - 1))
            else:
                out.append(f)
        self.facts = tuple(out)

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
            best, total = trick_winner(trick, keys, suit, pts)
        winner = (self.leader + best) % n
        self.won[winner] += trick
        self.points[winner] += total
        self.trick = []
        self.tricks_played += 1
        self.tricks_seen = self.tricks_seen + ((self.leader, tuple(trick)),)
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
        elif stock or self.trump_holder < 0:
            face = ctx.open_hands != "closed"
            for seat in ctx.turn_order[winner]:
                if stock:
                    c = stock.pop()
                    if events:
                        self._emit(Event(ev.MOVE, (c,), "stock", _HAND[seat], face, seat,
                                         visible_to=self._hand_viewers(seat)))
                else:  # the turned trump card: everyone sees who takes it
                    c = self.trump_card
                    self.trump_holder = seat
                    if events:
                        self._emit(Event(ev.MOVE, (c,), "trump", _HAND[seat], face, seat))
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
        self.deal_log += (tuple(side_points),)
        self.last_won = self.won  # a new deal makes new piles: this list is not changed again
        gains = deal_wins(side_points, self.num_players)
        for side, g in enumerate(gains):
            self.match[side] += g
        if self._events is not None:  # the score is deals won: every seat of a side gains
            for side, g in enumerate(gains):
                for seat in ctx.teams[side] if g else ():
                    self._emit(Event(ev.SCORE, seat=seat, value=g, text=QT_TRANSLATE_NOOP(
                        "engine", "deal won"),
                                     data=(("side", side), ("shared", 1))))
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
        if self.deal_only:  # a search's world (State.deal_only): the deal is counted, no more
            return
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
            return tr(QT_TRANSLATE_NOOP("engine", "Drawn"))
        if len(winners) == 1:
            return tr(WON_BY, seats=Seats(tuple(self.ctx.teams[winners[0]])))
        return tr(WON_BY, seats=listed(Seats(tuple(self.ctx.teams[w])) for w in winners))

    # --- knowledge ----------------------------------------------------------------------------
    def _visible_hand(self, viewer: int | None, seat: int) -> bool:
        return viewer == seat or self.ctx.open_hands != "closed"

    def _known_trump(self, viewer: int | None) -> tuple[int, int] | None:
        """(seat, card): the turned trump card in a hand ``viewer`` cannot see, or None."""
        h = self.trump_holder
        if h < 0 or self._visible_hand(viewer, h) or self.ctx.play[self.trump_card] not in self.held[h]:
            return None
        return h, self.trump_card

    def _partner_facts(self, seat: int) -> list[Fact]:
        """What ``seat``'s partners' signals still tell it about their hands."""
        if not self.facts:
            return []
        team_of = self.ctx.team_of
        return [f for f in self.facts if f[0] != seat and team_of[f[0]] == team_of[seat]]

    def observation(self, seat: int | None) -> Observation:
        ctx = self.ctx
        n = self.num_players
        open_hands = ctx.open_hands != "closed"
        known = self._known_trump(seat)
        zones: dict[str, tuple[int, ...]] = {}
        faces: dict[str, tuple[bool, ...]] = {}
        for s in range(n):
            h = self.hand(s)
            if self._visible_hand(seat, s):
                zones[_HAND[s]] = tuple(h)
            elif known is not None and known[0] == s:
                zones[_HAND[s]] = tuple(c if c == known[1] else HIDDEN for c in h)
            else:
                zones[_HAND[s]] = (HIDDEN,) * len(h)
            faces[_HAND[s]] = (open_hands,) * len(h)  # held, or laid open in the open variants
            zones[_WON[s]] = tuple(self.won[s])  # every trick was seen face up by everyone
            faces[_WON[s]] = (False,) * len(self.won[s])
        stock = self.stock
        if ctx.open_hands == "open-next" and stock:
            zones["stock"] = (HIDDEN,) * (len(stock) - 1) + (stock[-1],)
            faces["stock"] = (False,) * (len(stock) - 1) + (True,)
        else:
            zones["stock"] = (HIDDEN,) * len(stock)
            faces["stock"] = (False,) * len(stock)
        zones["trump"] = (self.trump_card,) if self.trump_holder < 0 else ()
        faces["trump"] = (True,) * len(zones["trump"])
        zones["trick"] = tuple(self.trick)
        faces["trick"] = (True,) * len(self.trick)
        zones["removed"] = tuple(sorted(ctx.removed))
        faces["removed"] = (True,) * len(ctx.removed)
        public = {
            "dealer": self.dealer, "deal": self.deal_no + 1, "leader": self.leader,
            "trump_suit": self.trump_suit, "trump_card": self.trump_card,
            "trump_holder": self.trump_holder, "points": list(self.points),
            "match": list(self.match), "match_wins": ctx.match_wins, "teams": [list(t) for t in ctx.teams],
            "last_deal": list(self.last_deal), "tricks_played": self.tricks_played,
            # this deal's tricks, each [leader, [cards in play order]]
            "tricks": [[leader, list(cards)] for leader, cards in self.tricks_seen],
        }
        private: dict[str, Any] = {}
        if ctx.signals_on and seat is not None:
            mates = ctx.teams[ctx.team_of[seat]]
            private["signals"] = [[s, name] for s, name in self.signals if s in mates]
            # What those signals still say: [seat, signal, cards, count] = the partner holds
            # at least ``count`` of ``cards`` (see facts).
            private["partner_holds"] = [[s, name, sorted(cards), count]
                                        for s, name, cards, count in self._partner_facts(seat)]
        legal = tuple(self.legal_actions()) if seat is not None and seat == self.current_player else ()
        return Observation(self.game.id, seat, n, self.current_player, zones, public, private, legal,
                           faces)

    def zones(self) -> dict[str, list[int]]:
        out = {_HAND[s]: self.hand(s) for s in range(self.num_players)}
        out.update({_WON[s]: list(self.won[s]) for s in range(self.num_players)})
        out["stock"] = list(self.stock)
        out["trump"] = [self.trump_card] if self.trump_holder < 0 else []
        out["trick"] = list(self.trick)
        out["removed"] = sorted(self.ctx.removed)
        return out

    def knowledge(self, seat: int) -> list[tuple[str, Callable[[State], bool]]]:
        """The observation, plus: the turned trump card stays in the hand that drew it, and each
        partner signal still in force (the partner holds the signalled trump; a low trump; a
        non-trump ace or three; no trump among the cards it held when it signalled)."""
        out = super().knowledge(seat)
        text = self.ctx.pack.text_of
        known = self._known_trump(seat)
        if known is not None:
            h, c = known
            out.append((f"the turned trump card {text[c]} is in hand:{h}",
                        lambda world: c in world.zones()[_HAND[h]]))
        for s, name, cards, count in self._partner_facts(seat):
            out.append((f"partner {s} signalled {name}: holds at least {count} of "
                        f"{' '.join(text[c] for c in sorted(cards))}", _holds(s, cards, count)))
        return out

    def determinize(self, seat: int, rng: random.Random) -> "BriscolaState":
        new = self._determinize(seat, rng)
        if self.signals:  # the other side's signals were never observed by this seat: forget them
            team_of = self.ctx.team_of
            mine = team_of[seat]
            new.signals = tuple(x for x in new.signals if team_of[x[0]] == mine)
            new.facts = tuple(f for f in new.facts if team_of[f[0]] == mine)
        return new

    def _determinize(self, seat: int, rng: random.Random) -> "BriscolaState":
        new = self.clone()
        new.chance = Chance(rng.getrandbits(32))
        ctx = self.ctx
        if ctx.open_hands != "closed":  # every hand is seen: only the stock is unknown
            keep_top = ctx.open_hands == "open-next" and bool(self.stock)
            rest = new.stock[:-1] if keep_top else new.stock
            rng.shuffle(rest)
            new.stock = rest + new.stock[-1:] if keep_top else rest
            return new
        hidden_seats = [s for s in range(self.num_players) if s != seat]
        facts = self._partner_facts(seat) if self.facts else None
        if facts:
            self._deal_constrained(new, hidden_seats, self._known_trump(seat), facts, rng)
            return new
        held = new.held
        pool = [a for s in hidden_seats for a in held[s]]
        # the turned trump card, drawn by another seat: it stays where everyone saw it go
        h = self.trump_holder
        fixed = ctx.play[self.trump_card] if h >= 0 and h != seat else ""
        at = -1
        if fixed:
            if fixed in held[h]:
                at = held[h].index(fixed)
                pool.remove(fixed)
            else:
                fixed = ""
        pool += [ctx.play[c] for c in new.stock]
        rng.shuffle(pool)
        pos = 0
        for s in hidden_seats:
            k = len(held[s])
            if fixed and s == h:
                cards = pool[pos:pos + k - 1]
                cards.insert(at, fixed)
                held[s] = cards
                pos += k - 1
            else:
                held[s] = pool[pos:pos + k]
                pos += k
        new.stock = [ctx.play_id[a] for a in pool[pos:]]
        return new

    def _deal_constrained(self, new: "BriscolaState", hidden_seats: list[int],
                          known: tuple[int, int] | None, facts: list[Fact],
                          rng: random.Random) -> None:
        """Deal the unseen cards so that the known trump card stays where it is and every
        partner signal in force holds. A signalled trump card goes to its partner first (exact:
        every world with it there is as likely). For the other signals a few deals are tried
        (an accepted one is a fair sample of the worlds that fit); if none fits, the cards they
        need are placed first and the rest dealt at random around them."""
        ctx = self.ctx
        play, play_id = ctx.play, ctx.play_id
        fixed_seat, fixed_card = known if known is not None else (-1, -1)
        fixed_at = new.held[fixed_seat].index(play[fixed_card]) if known is not None else -1
        placed: dict[int, list[int]] = {s: [] for s in hidden_seats}
        if fixed_seat >= 0:
            placed[fixed_seat].append(fixed_card)
        unseen = {play_id[a] for s in hidden_seats for a in new.held[s]}
        unseen.update(new.stock)
        unseen.discard(fixed_card)
        rest_facts = []
        for f in facts:
            s, _, cards, count = f
            if len(cards) == 1:
                (c,) = cards
                if c in unseen:
                    placed[s].append(c)
                    unseen.discard(c)
            else:
                rest_facts.append(f)
        pool = sorted(unseen)
        free = {s: len(new.held[s]) - len(placed[s]) for s in hidden_seats}
        if any(k < 0 for k in free.values()):
            raise RuntimeError(f"briscola determinize: signals place too many cards {placed}")

        def fits(hands: dict[int, list[int]]) -> bool:
            for s, _, cards, count in rest_facts:
                if sum(1 for c in hands[s] if c in cards) < count:
                    return False
            return True

        others = [s for s in hidden_seats if not any(f[0] == s for f in rest_facts)]
        bound = [s for s in hidden_seats if s not in others]
        want = sum(free[s] for s in bound)
        hands: dict[int, list[int]] | None = None
        rest = pool
        if not rest_facts:
            hands = {}
        for _ in range(4 if rest_facts else 0):
            # the hands of the seats the signals speak of first; the others only if they fit
            sample = rng.sample(pool, want)
            trial, pos = {}, 0
            for s in bound:
                trial[s] = placed[s] + sample[pos:pos + free[s]]
                pos += free[s]
            if fits(trial):
                hands = trial
                chosen = set(sample)
                rest = [c for c in pool if c not in chosen]
                break
        if hands is not None:
            rng.shuffle(rest)
            pos = 0
            for s in others:
                hands[s] = placed[s] + rest[pos:pos + free[s]]
                pos += free[s]
            self._seat_hands(new, hands, rest[pos:], fixed_seat, fixed_card, fixed_at, rng,
                             {s for s in hidden_seats if placed[s]})
            return
        # Place what the other signals need: "at least one of" first, then the plain cards a
        # "none" still vouches for (counting those already placed).
        avail = set(pool)
        for s, _, cards, count in sorted(rest_facts, key=lambda f: (f[1] == "none", len(f[2]))):
            need = count - sum(1 for c in placed[s] if c in cards)
            if need > 0:
                choices = sorted(c for c in cards if c in avail)
                if len(choices) < need or need > len(new.held[s]) - len(placed[s]):
                    raise RuntimeError(f"briscola determinize: no world fits seat {s}'s signal")
                picked = rng.sample(choices, need)
                placed[s] += picked
                avail.difference_update(picked)
        rest = [c for c in pool if c in avail]
        rng.shuffle(rest)
        dealt, pos = {}, 0
        for s in hidden_seats:
            k = len(new.held[s]) - len(placed[s])
            dealt[s] = placed[s] + rest[pos:pos + k]
            pos += k
        self._seat_hands(new, dealt, rest[pos:], fixed_seat, fixed_card, fixed_at, rng,
                         {s for s in hidden_seats if placed[s]})

    @staticmethod
    def _seat_hands(new: "BriscolaState", hands: dict[int, list[int]], stock: list[int],
                    fixed_seat: int, fixed_card: int, fixed_at: int, rng: random.Random,
                    mixed: set[int]) -> None:
        """Give each hidden seat its cards (the known trump card back at its place) and the rest
        to the stock. Cards placed first are mixed in; the others come from a random order."""
        play = new.ctx.play
        for s, cards in hands.items():
            if s in mixed:
                rng.shuffle(cards)
            if s == fixed_seat:
                cards.remove(fixed_card)
                cards.insert(fixed_at, fixed_card)
            new.held[s] = [play[c] for c in cards]
        new.stock = stock

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
        new.trump_holder = self.trump_holder
        new.trump_suit = self.trump_suit
        new.keys = self.keys
        new.trick = self.trick.copy()
        new.leader = self.leader
        new.won = [w.copy() for w in self.won]
        new.points = self.points.copy()
        new.match = self.match.copy()
        new.last_deal = self.last_deal
        new.deal_log = self.deal_log  # (a tuple: shared)
        new.last_won = self.last_won
        new.signalled = self.signalled
        new.signals = self.signals
        new.facts = self.facts
        new.tricks_played = self.tricks_played
        new.tricks_seen = self.tricks_seen
        return new

    # --- what the table reads -----------------------------------------------------------------
    def action_record(self, action: str) -> ActionRecord:
        ctx = self.ctx
        cid = ctx.play_id.get(action)
        if cid is not None:
            card = ctx.pack.card(cid).display_name()
            return ActionRecord(action, PLAY, (CardUse(cid, _HAND[self.current_player]),),
                                label=card, log=self.describe_action(action))
        name = action[7:]
        if not action.startswith("signal ") or name not in SIGNAL_BUTTONS:
            raise ValueError(f"{action!r} is not a Briscola action")
        return ActionRecord(action, SIGNAL, (), label=tr(SIGNAL_BUTTONS[name]),
                            log=self.describe_action(action), group="signal")

    def observe_action(self, action: str, seat: int | None) -> str | None:
        """A partner signal is seen by the signaller's partners only (not by a spectator)."""
        if action.startswith("signal "):
            team_of = self.ctx.team_of
            if seat is None or team_of[seat] != team_of[self.current_player]:
                return None
        return action

    @property
    def deals_finished(self) -> int:
        return self.deal_no + 1 if self.current_player == TERMINAL else self.deal_no

    def deal_result(self) -> Result | None:
        """The last finished deal: its winners (3 players: who scored wins; nobody: a draw) and
        each seat's side's card points in it."""
        if not self.deals_finished:
            return None
        ctx = self.ctx
        pts = self.last_deal
        gains = deal_wins(pts, self.num_players)
        side_ret = [1.0 if g else 0.0 for g in gains] if any(gains) else [0.5] * len(gains)
        team_of = ctx.team_of
        return Result(tuple(side_ret[t] for t in team_of), tuple(pts[t] for t in team_of),
                      lambda: self._summary(side_ret))

    def score_sheet(self) -> ScoreSheet:
        """Card points of the deal (aces, threes, court cards; the deal just ended until the
        next one's first trick is won), what the deal scored, and deals (3 players: wins) won."""
        ctx = self.ctx
        sides = tuple(ctx.teams)
        ended = self.current_player == TERMINAL or (
            self.deal_no > 0 and self.tricks_played == 0 and not self.trick)
        won = self.last_won if ended and self.last_won is not None else self.won
        number = self.deal_no + 1 if self.current_player == TERMINAL or not ended else self.deal_no
        rank_of, pts = ctx.pack.rank_of, ctx.points

        def side_sum(pred: Callable[[int], bool], piles: list[list[int]] = won) -> tuple[int, ...]:
            return tuple(sum(pts[c] for s in seats for c in piles[s] if pred(c)) for seats in sides)

        figures = (QT_TRANSLATE_NOOP(
            "engine", "Kings, knights and jacks") if ctx.pack.style == "italian"
                   else QT_TRANSLATE_NOOP("engine", "Kings, queens and jacks"))
        deal = [SheetRow(QT_TRANSLATE_NOOP(
            "engine", "Aces"), side_sum(lambda c: rank_of[c] == "A")),
                SheetRow(QT_TRANSLATE_NOOP(
                    "engine", "Threes"), side_sum(lambda c: rank_of[c] == "3")),
                SheetRow(figures, side_sum(lambda c: rank_of[c] not in ("A", "3"))),
                SheetRow(QT_TRANSLATE_NOOP(
                    "engine", "Card points"), side_sum(lambda c: True), total=True),
                SheetRow(QT_TRANSLATE_NOOP(
                    "engine", "Tricks won"), tuple(sum(len(won[s]) for s in seats) // self.num_players
                                                 for seats in sides))]
        three = self.num_players == 3
        if ended:
            gains = deal_wins([sum(pts[c] for s in seats for c in won[s]) for seats in sides],
                              self.num_players)
            deal.append(SheetRow(QT_TRANSLATE_NOOP(
                "engine", "Wins scored") if three else QT_TRANSLATE_NOOP("engine", "Deal won"), tuple(gains)))
        # One deal: the deal's own row says it all ("Game: Wins 1 1 0" only said it again).
        # A match: each deal before the one above by its card points, as sets in tennis, then
        # the deals won.
        game = (*deal_rows(self.deal_log[:number - 1]),
                SheetRow(QT_TRANSLATE_NOOP(
                    "engine", "Wins") if three else QT_TRANSLATE_NOOP("engine", "Deals won"), tuple(self.match), total=True),
                ) if ctx.match_wins > 1 else ()
        match: tuple[tuple[str, Any], ...] = (("format", self.options["match"]),)
        if ctx.match_wins > 1:  # a match: deals to win, deals played ("Target: 1" said nothing)
            match = (("deals_to_win", ctx.match_wins),) + match \
                + (("deals_played", self.deals_finished),)
        # A single deal: the plates show the card points taken so far; a match: deals won.
        headline = deal[3].values if ctx.match_wins == 1 else ()
        # ... and under the names, in a match, the deal's card points while it is played
        # (the deal under way's: the rows above show the last deal's until a trick is won)
        notes: tuple[PlateNote | None, ...] = ()
        if ctx.match_wins > 1 and self.current_player != TERMINAL:
            notes = tuple((QT_TRANSLATE_NOOP("engine", "{points} this deal"), (("points", p),))
                          for p in side_sum(lambda c: True, self.won))
        return ScoreSheet(sides, tuple(deal), game, match, deal_number=number,
                          finished=self.current_player == TERMINAL, headline=headline,
                          plate_notes=notes)

    def describe_action(self, action: str) -> str:
        cid = self.ctx.play_id.get(action)
        if cid is not None:
            return tr(QT_TRANSLATE_NOOP(
                "engine", "plays {card}"), card=self.ctx.pack.card(cid).display_name())
        return tr(QT_TRANSLATE_NOOP(
            "engine", "signals: {meaning}"), meaning=tr(SIGNAL_LABELS[action[7:]]))


def _holds(seat: int, cards: frozenset[int], count: int) -> Callable[[State], bool]:
    """A knowledge test: ``seat`` holds at least ``count`` of ``cards``."""
    return lambda world: sum(1 for c in world.zones()[_HAND[seat]] if c in cards) >= count
