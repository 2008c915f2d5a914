"""Partnership Pinochle's last tricks solved exactly in a sampled world
(games/pinochle/team_endgame.py) and averaged over worlds by a search given
``ISMCTS(endgame_worlds=...)`` (the ``sampled_endgame`` hook)."""

import random

import pytest

from cardtable.ai import solver
from cardtable.ai.levels import make_agent
from cardtable.ai.search import ISMCTS
from cardtable.engine.agent import Decision
from cardtable.games.pinochle import GAME
from cardtable.games.pinochle.ai_hooks import HOOKS
from cardtable.games.pinochle.team_endgame import sampled_endgame, solvable

SINGLE = {"game": "single"}


def last_tricks(seed, players=4, left=2, follow=0, options=None, preset=None):
    """A partnership deal played by the rule-based player until every hand holds ``left``
    cards and ``follow`` cards of the trick are out (None if the deal ended first)."""
    state = GAME.new_state(players, options, seed=seed, preset=preset)
    agents = [make_agent(GAME, p, "greedy") for p in range(players)]
    rng = random.Random(seed)
    while state.current_player >= 0 and not state.deals_finished:
        if (state.phase == "play" and len(state.trick) == follow
                and len(state.hands[state.current_player]) == left):
            return state
        p = state.current_player
        state.apply(agents[p].choose(Decision(state, p, state.legal_actions(), rng)))
    return None


FORMS = [
    (4, SINGLE, None), (4, {**SINGLE, "head_trick": True}, None),
    (4, SINGLE, "partnership-auction"), (6, SINGLE, None), (4, None, None),  # a game to 1000
]


@pytest.mark.parametrize("players,options,preset", FORMS)
@pytest.mark.parametrize("left,follow", [(2, 0), (2, 1), (3, 2), (3, 3)])
def test_values_are_the_generic_solvers_exact_values(players, options, preset, left, follow):
    """Where the generic solver (over the game's own states, every card seen) finishes, the
    team solver gives every legal move the same value: the side's deal return and points."""
    checked = 0
    for seed in range(12):
        state = last_tricks(seed, players, left, follow, options, preset)
        if state is None or not solvable(state):
            continue
        seat = state.current_player
        legal = state.legal_actions()
        ours = sampled_endgame(state, seat, legal, 10 ** 7)
        theirs, _left = solver._solve(state, seat, legal, 10 ** 7)
        assert ours and theirs is not None
        assert sorted(a for a, _ in ours) == sorted(legal)
        expected = dict(theirs)
        for action, value in ours:
            if action == "declare-out":  # below the target it loses the game at once
                assert value == 0.0 and expected[action] < 0.001
                continue
            assert value == pytest.approx(expected[action], abs=1e-12), (seed, action)
        assert [v for _, v in ours] == sorted((v for _, v in ours), reverse=True)
        checked += 1
        if checked == 4:
            break
    assert checked >= 3


def test_a_side_without_a_trick_is_not_solved():
    """Its meld counts only if it wins a trick: points alone do not say what a move is worth."""
    state = GAME.new_state(4, SINGLE, seed=3)
    agents = [make_agent(GAME, p, "greedy") for p in range(4)]
    rng = random.Random(3)
    while state.phase != "play":
        p = state.current_player
        state.apply(agents[p].choose(Decision(state, p, state.legal_actions(), rng)))
    assert not any(state.side_tricks)
    assert not solvable(state)
    assert sampled_endgame(state, state.current_player, state.legal_actions(), 10 ** 6) is None


def test_forms_it_does_not_solve():
    eight = last_tricks(1, players=8, left=2, options=SINGLE)  # four sides
    assert eight is not None and not solvable(eight)
    two = GAME.new_state(2, None, seed=1)  # not a partnership deal
    assert not solvable(two)
    state = last_tricks(2, left=2)  # a game to 1000 where a side can reach the target
    assert state is not None and solvable(state)
    state.totals = [995, 0]
    assert not solvable(state)


def test_a_world_too_big_for_the_budget_gives_an_empty_list():
    state = last_tricks(4, left=7, options=SINGLE)
    assert state is not None and solvable(state)
    assert sampled_endgame(state, state.current_player, state.legal_actions(), 50) == []


def test_the_search_averages_the_worlds_and_reads_only_what_the_seat_knows():
    """With endgame worlds the search answers from the sampled solves (``sampled``); the
    answer is the same when the cards hidden from the seat lie elsewhere."""
    state = last_tricks(5, left=3, follow=1, options=SINGLE)
    assert state is not None and solvable(state)
    seat = state.current_player
    search = ISMCTS(iterations=50, endgame_nodes=400_000, endgame_worlds=16)
    decision = Decision(state, seat, state.legal_actions(), random.Random(0))
    result = search.search(decision, random.Random(1))
    assert result.sampled == 16 and result.iterations == 0
    assert sorted(s.action for s in result.stats) == sorted(state.legal_actions())
    # the same position with the hidden cards dealt again as the seat sees them
    other = state.determinize(seat, random.Random(99))
    assert [sorted(h) for h in other.hands] != [sorted(h) for h in state.hands]
    again = ISMCTS(iterations=50, endgame_nodes=400_000, endgame_worlds=16).search(
        Decision(other, seat, other.legal_actions(), random.Random(0)), random.Random(1))
    assert [(s.action, s.value) for s in again.stats] == [(s.action, s.value)
                                                          for s in result.stats]


def test_without_endgame_worlds_the_search_plays_as_before():
    state = last_tricks(5, left=3, follow=1, options=SINGLE)
    seat = state.current_player
    decision = Decision(state, seat, state.legal_actions(), random.Random(0))
    plain = ISMCTS(iterations=200, endgame_nodes=400_000).search(decision, random.Random(1))
    assert plain.sampled == 0 and plain.iterations == 200
    assert HOOKS.sampled_endgame(state, seat, state.legal_actions(), 10 ** 6)


def test_a_world_that_does_not_solve_leaves_the_search_its_iterations():
    state = last_tricks(4, left=7, options=SINGLE)
    seat = state.current_player
    search = ISMCTS(iterations=100, endgame_nodes=400, endgame_worlds=8)
    result = search.search(Decision(state, seat, state.legal_actions(), random.Random(0)),
                           random.Random(1))
    assert result.sampled == 0 and result.iterations == 100
    assert search._endgame_failed_at == sum(len(h) for h in state.hands)
