"""The search player never wanders: no move back to a table it already stood at, and a bounded
run of moves while nobody else moves (Shithead's swap phase once swapped cards round and round)."""

from __future__ import annotations

import random

from cardtable.ai.levels import make_agent
from cardtable.ai.search_agent import MAX_STREAK
from cardtable.app.plugins import registry
from cardtable.engine.agent import Decision


def _swap_phase(seed: int) -> list[tuple[int, str]]:
    game = registry().get("shithead")
    state = game.new_state(3, seed=seed)
    agents = {p: make_agent(game, p, "expert", seed=p) for p in range(3)}
    out = []
    while state.legal_actions() and any(a.startswith(("swap", "ready")) for a in state.legal_actions()):
        p = state.current_player
        action = agents[p].choose(Decision(state, p, state.legal_actions(), random.Random(len(out))))
        out.append((p, action))
        state.apply(action)
        assert len(out) < 60, f"the swap phase does not end: {out}"
    return out


def test_the_swap_phase_ends_after_a_bounded_number_of_swaps():
    for seed in (4, 5, 6, 7):
        moves = _swap_phase(seed)
        for seat in range(3):
            swaps = [a for p, a in moves if p == seat and a.startswith("swap")]
            # the search's own run, then the rule-based player finishing (at most 3 swaps)
            assert len(swaps) <= MAX_STREAK + 1 + 3, (seat, swaps)
            assert (seat, "ready") in moves
