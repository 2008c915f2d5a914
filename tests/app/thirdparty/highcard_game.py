"""A tiny third-party game, outside the cardtable package: "High Card".

Each of two players gets three cards; in turn each plays one face up; the higher rank (ace high)
of each pair scores a point, ties score nothing; most points wins. It exists to prove that an
outside package can register a game through the entry point and play it through the same APIs.
"""

from __future__ import annotations

from cardtable.engine import (HIDDEN, Chance, Event, Game, Observation, OptionSet, Result, State,
                              TERMINAL, make_pack)
from cardtable.engine.actions import PLAY, ActionRecord, CardUse
from cardtable.engine.events import MOVE, TRICK_WON
from cardtable.engine.layout import (AT_CENTER, AT_HAND, AT_SIDE, AT_STOCK, FAN, STACK, TRICK,
                                     TableLayout, ZoneLayout)
from cardtable.engine.score_sheet import ScoreSheet, SheetRow

RANK = {r: i for i, r in enumerate(("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"))}


class HighCardState(State):
    def _start(self):
        deck = self.chance.deck(0, 52)
        self.hands = [deck[0:3], deck[3:6]]
        self.stock = deck[6:][::-1]
        self.table: list[int] = []
        self.won: list[list[int]] = [[], []]
        self.score = [0, 0]
        self.current_player = 0
        for s in (0, 1):
            self._emit(Event(MOVE, tuple(self.hands[s]), "stock", f"hand:{s}", False, s,
                             visible_to=frozenset((s,))))

    def legal_actions(self):
        if self.current_player == TERMINAL:
            return []
        return ["play " + self.pack.text_of[c] for c in self.hands[self.current_player]]

    def _apply(self, action):
        p = self.current_player
        cid = self.pack.parse(action.split()[1])
        self.hands[p].remove(cid)
        self.table.append(cid)
        self._emit(Event(MOVE, (cid,), f"hand:{p}", "table", True, p))
        if len(self.table) == 1:
            self.current_player = 1 - p
            return
        a, b = (RANK[self.pack.rank_of[c]] for c in self.table)
        winner = 0 if a > b else 1 if b > a else -1
        if winner >= 0:
            self.score[winner] += 1
        dest = winner if winner >= 0 else 0
        self._emit(Event(TRICK_WON, tuple(self.table), "table", f"won:{dest}", True, dest,
                         value=1 if winner >= 0 else 0))
        self.won[dest] += self.table
        self.table = []
        self.current_player = TERMINAL if not self.hands[0] else 0

    def result(self):
        a, b = self.score
        returns = (0.5, 0.5) if a == b else ((1.0, 0.0) if a > b else (0.0, 1.0))
        return Result(returns, (a, b), "")

    def observation(self, seat):
        zones = {f"hand:{s}": tuple(h) if s == seat else (HIDDEN,) * len(h)
                 for s, h in enumerate(self.hands)}
        zones.update({"table": tuple(self.table), "stock": (HIDDEN,) * len(self.stock),
                      "won:0": tuple(self.won[0]), "won:1": tuple(self.won[1])})
        legal = tuple(self.legal_actions()) if seat == self.current_player else ()
        face_up = {z: (z in ("table", "won:0", "won:1"),) * len(cs) for z, cs in zones.items()}
        return Observation("highcard", seat, 2, self.current_player, zones,
                           {"score": list(self.score)}, {}, legal, face_up)

    def action_record(self, action):
        cid = self.pack.parse(action.split()[1])
        text = self.describe_action(action)
        return ActionRecord(action, PLAY, (CardUse(cid, f"hand:{self.current_player}"),), text, text)

    def describe_action(self, action):
        return "plays " + action.split()[1]

    def score_sheet(self):
        return ScoreSheet(((0,), (1,)), deal=(SheetRow("Pairs won", tuple(self.score), total=True),),
                          finished=self.is_terminal)

    def zones(self):
        return {"hand:0": list(self.hands[0]), "hand:1": list(self.hands[1]), "table": list(self.table),
                "stock": list(self.stock), "won:0": list(self.won[0]), "won:1": list(self.won[1])}

    def clone(self):
        new = self._base_copy(HighCardState())
        new.hands = [h.copy() for h in self.hands]
        new.stock, new.table = self.stock.copy(), self.table.copy()
        new.won, new.score = [w.copy() for w in self.won], self.score.copy()
        return new

    def determinize(self, seat, rng):
        new = self.clone()
        new.chance = Chance(rng.getrandbits(32))
        other = 1 - seat
        pool = new.hands[other] + new.stock
        rng.shuffle(pool)
        k = len(new.hands[other])
        new.hands[other], new.stock = pool[:k], pool[k:]
        return new


class HighCard(Game):
    id = "highcard"
    name = "High Card"
    player_counts = (2,)
    option_set = OptionSet(())
    verbs = ("play",)

    def pack_for(self, options):  # the older one-argument form still works
        return make_pack("french52")

    def layout(self, num_players, options):
        return TableLayout((
            ZoneLayout("hand:*", AT_HAND, FAN, owner_sees=True, badge=True, ordered=False),
            ZoneLayout("table", AT_CENTER, TRICK),
            ZoneLayout("won:*", AT_SIDE, STACK, badge=True),
            ZoneLayout("stock", AT_STOCK, STACK, badge=True),
        ))

    def _new_state(self, num_players, options, chance, first_dealer):
        state = HighCardState()
        state.game, state.options, state.num_players = self, options, num_players
        state.chance, state.history, state.current_player = chance, [], 0
        return state


GAME = HighCard()
