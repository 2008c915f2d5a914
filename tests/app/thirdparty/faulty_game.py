"""High Card with a bug put in on purpose: a game plugin whose code raises in one hook.

``FaultyGame(where)`` raises ``ZeroDivisionError`` in ``where``: "start" (dealing), "layout",
"legal" (its legal moves, from the third move on), "apply" (applying the third move), "result".
"""

from __future__ import annotations

from highcard_game import HighCard, HighCardState


class Broken(ZeroDivisionError):
    pass


class FaultyState(HighCardState):
    where = ""

    def _start(self):
        if self.where == "start":
            raise Broken("start is broken")
        super()._start()

    def legal_actions(self):
        if self.where == "legal" and len(self.history) >= 2:
            raise Broken("legal_actions is broken")
        return super().legal_actions()

    def _apply(self, action):
        if self.where == "apply" and len(self.history) >= 2:
            raise Broken("apply is broken")
        super()._apply(action)

    def result(self):
        if self.where == "result":
            raise Broken("result is broken")
        return super().result()

    def clone(self):
        new = super().clone()
        new.__class__ = type(self)
        return new


class FaultyGame(HighCard):
    def __init__(self, where: str):
        self.id = f"faulty-{where}"
        self.where = where
        self.state_class = type(f"Faulty_{where}", (FaultyState,), {"where": where})

    def layout(self, num_players, options):
        if self.where == "layout":
            raise Broken("layout is broken")
        return super().layout(num_players, options)

    def _new_state(self, num_players, options, chance, first_dealer):
        state = self.state_class()
        state.game, state.options, state.num_players = self, options, num_players
        state.chance, state.history, state.current_player = chance, [], 0
        return state
