"""Play a game on with its rule-based player: positions for tests that need one from real play."""

from __future__ import annotations

import random

from cardtable.ai.levels import make_agent
from cardtable.engine.agent import Decision


def play_until(state, stop, seed=0):
    """Play ``state`` with the rule-based player in every seat until ``stop(state)`` holds (or
    the game ends); the state."""
    agents = [make_agent(state.game, p, "greedy") for p in range(state.num_players)]
    rng = random.Random(seed)
    while state.current_player >= 0 and not stop(state):
        p = state.current_player
        state.apply(agents[p].choose(Decision(state, p, state.legal_actions(), rng)))
    return state
