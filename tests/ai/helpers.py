"""Positions for the AI tests, reached by seeded play."""

import random

from cardtable.engine.agent import Decision
from cardtable.games.briscola import GAME as BRISCOLA


def play_to(game, players, seed, steps, options=None):
    """A state after ``steps`` random legal actions (fewer if the game ends)."""
    state = game.new_state(players, options, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        legal = state.legal_actions()
        if not legal or state.is_terminal:
            break
        state.apply(legal[int(rng.random() * len(legal))])
    return state


def decision(state, seed=0):
    return Decision(state, state.current_player, state.legal_actions(), random.Random(seed))


def briscola_with_stock(seed=1, left=0, players=2):
    """Briscola played at random until ``left`` stock cards remain, the trump card included."""
    state = BRISCOLA.new_state(players, seed=seed)
    rng = random.Random(seed)
    while len(state.zones()["stock"]) + len(state.zones()["trump"]) > left:
        legal = state.legal_actions()
        state.apply(legal[int(rng.random() * len(legal))])
    return state


def briscola_endgame(seed=1):
    """2-player Briscola with the stock gone: every card is known to both seats."""
    return briscola_with_stock(seed, 0)
