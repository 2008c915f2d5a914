"""The search players never cheat.

1. They touch the true state only through what a Decision offers: the seat's observation and
   ``determinize`` (a world sampled from what the seat knows). A state that refuses everything
   else still lets them search.
2. Their decision is the same when the cards hidden from the seat are shuffled among the places
   it cannot see: the seat's real game and worlds sampled from its knowledge (same observation,
   other hidden cards) give the same move and nearly the same values.
"""

import random

import pytest

from cardtable.ai.levels import make_agent
from cardtable.ai.thinking import rank
from cardtable.engine.agent import Decision
from cardtable.games.briscola import GAME as BRISCOLA
from cardtable.games.pinochle import GAME as PINOCHLE
from cardtable.games.pishti import GAME as PISHTI
from cardtable.games.shithead import GAME as SHITHEAD

from .helpers import briscola_endgame, play_to

ALLOWED = {"determinize", "observation", "options", "num_players", "game", "current_player"}


class Guard:
    """A true state that answers only what a seat may ask of it."""

    def __init__(self, state):
        object.__setattr__(self, "_state", state)

    def __getattr__(self, name):
        if name not in ALLOWED:
            raise AssertionError(f"the player read state.{name}")
        return getattr(object.__getattribute__(self, "_state"), name)


@pytest.mark.parametrize("game,players,steps", [(BRISCOLA, 2, 3), (BRISCOLA, 4, 9), (PISHTI, 2, 5),
                                                (SHITHEAD, 3, 12), (PINOCHLE, 2, 2)],
                         ids=["briscola2", "briscola4", "pishti2", "shithead3", "pinochle2"])
def test_players_only_see_observation_and_sampled_worlds(game, players, steps):
    state = play_to(game, players, seed=7, steps=steps)
    seat = state.current_player
    legal = state.legal_actions()
    for level in ("beginner", "intermediate", "expert", "master"):
        agent = make_agent(game, seat, level, seed=1, **({"iterations": 40} if level in ("expert", "master") else {}))
        d = Decision(Guard(state), seat, legal, random.Random(2))  # type: ignore[arg-type]
        assert agent.choose(d) in legal


def _shuffled_worlds(state, seat, count):
    """States with the seat's hidden cards dealt again (the seat sees exactly the same)."""
    want = state.observation(seat)
    out = []
    for i in range(count):
        world = state.determinize(seat, random.Random(100 + i))
        assert world.observation(seat) == want
        out.append(world)
    return out


# Positions with a clear best move (the search is statistical: the games' determinize shuffles
# the hidden cards starting from where they truly lie, so worlds differ sample by sample while
# their distribution is the same; where the best move is clear, the move is the same).
@pytest.mark.parametrize("game,players,seed,steps", [(BRISCOLA, 2, 4, 6), (BRISCOLA, 2, 5, 6),
                                                     (PISHTI, 2, 4, 9)],
                         ids=["briscola2-a", "briscola2-b", "pishti2"])
def test_decision_is_the_same_when_hidden_cards_are_shuffled(game, players, seed, steps):
    state = play_to(game, players, seed=seed, steps=steps)
    seat = state.current_player
    truth = rank(Decision(state, seat, state.legal_actions(), random.Random(0)), iterations=1500, seed=5)
    worlds = _shuffled_worlds(state, seat, 2)
    assert any(w.zones() != state.zones() for w in worlds), "nothing hidden to shuffle"
    for world in worlds:
        other = rank(Decision(world, seat, world.legal_actions(), random.Random(0)), iterations=1500, seed=5)
        values = {r.action: r.value for r in other}
        truth_values = {r.action: r.value for r in truth}
        # the search's move (the most simulated; the hint puts the player's choice first, which
        # may keep the rule-based move within the noise): the same move, or one the true-world
        # search values as highly (sampling noise)
        best, true_best = (max(r, key=lambda x: x.visits) for r in (other, truth))
        assert best.action == true_best.action or \
            truth_values[best.action] >= true_best.value - 0.05
        for r in truth:
            if r.visits > 150:
                assert abs(values[r.action] - r.value) < 0.08, (r, values[r.action])


def test_exact_endgame_is_identical_when_hidden_order_differs():
    state = briscola_endgame(4)
    seat = state.current_player
    truth = rank(Decision(state, seat, state.legal_actions(), random.Random(0)), iterations=10)
    for world in _shuffled_worlds(state, seat, 3):
        assert rank(Decision(world, seat, world.legal_actions(), random.Random(0)), iterations=10) == truth


def test_the_masters_judged_auction_is_the_same_when_hidden_cards_are_shuffled():
    """Three-handed Pinochle: the master's bids and trump come from playing out worlds dealt from
    what its seat knows; with the other hands and the widow dealt again (the seat sees the same
    table) it bids and names trump the same where the choice is clear."""
    from tests.pinochle.helpers import new
    from tests.pinochle.test_contract_judge import STRONG, WEAK, WIDOW, naming
    cases = []
    for hand, expected in ((STRONG, "bid 300"), (WEAK, "pass")):
        s = new(3, {1: hand, "widow": WIDOW})
        cases.append((s, expected))
    cases.append((naming(STRONG, 350), "trump S"))
    for state, expected in cases:
        seat = state.current_player
        for world in [state, *_shuffled_worlds(state, seat, 3)]:
            master = make_agent(PINOCHLE, seat, "master", seed=3)
            d = Decision(world, seat, world.legal_actions(), random.Random(0))
            assert master.choose(d) == expected
