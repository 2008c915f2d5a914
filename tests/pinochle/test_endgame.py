"""Two-handed Pinochle's second phase solved exactly (games/pinochle/endgame.py) and played so
by the master (the ``endgame`` hook, ISMCTS(endgame_nodes=...))."""

import random

import pytest

from cardtable.ai import solver
from cardtable.ai.levels import ENDGAME_NODES, make_agent
from cardtable.engine.agent import Decision
from cardtable.games.pinochle import GAME
from cardtable.games.pinochle.ai_hooks import HOOKS
from cardtable.games.pinochle.endgame import endgame_values, solvable


def second_phase(seed, plays=0, options=None):
    """Two-handed Pinochle played by the rule-based player until ``plays`` cards of its second
    phase are out (None if the deal ended first)."""
    state = GAME.new_state(2, options, seed=seed)
    agents = [make_agent(GAME, p, "greedy") for p in range(2)]
    rng = random.Random(seed)
    played = 0
    while state.current_player >= 0 and not state.deals_finished:
        if state.phase == "play2":
            if played >= plays:
                return state
            played += 1
        p = state.current_player
        state.apply(agents[p].choose(Decision(state, p, state.legal_actions(), rng)))
    return None


OPTION_SETS = [None, {"head_trick": True}, {"pack": "64"}, {"counting": "tens-and-fives"},
               {"counting": "tens"}]


@pytest.mark.parametrize("options", OPTION_SETS)
@pytest.mark.parametrize("plays", [15, 16])  # the seat leads, the seat follows
def test_values_are_the_generic_solvers_exact_values(options, plays):
    """Where the generic solver (alpha-beta over the game's own states) can finish, the
    endgame gives every legal move the same value: the deal's return and points share."""
    checked = 0
    for seed in range(1, 9):
        state = second_phase(seed, plays, options)
        if state is None:
            continue
        legal = state.legal_actions()
        seat = state.current_player
        assert bool(state.trick) == (plays % 2 == 1)
        ours = endgame_values(state, seat, legal, 10 ** 7)
        theirs, _left = solver._solve(state, seat, legal, 10 ** 7)
        assert theirs is not None
        assert sorted(a for a, _ in ours) == sorted(legal)
        expected = dict(theirs)
        for action, value in ours:
            assert value == pytest.approx(expected[action], abs=1e-12), (seed, action)
        assert [v for _, v in ours] == sorted((v for _, v in ours), reverse=True)
        checked += 1
    assert checked >= 6


def _result(value):
    """A value's deal return in halves: 0 lost, 1 drawn, 2 won (the points share left out)."""
    return int(value * 2 + 1e-9)


def test_the_whole_second_phase_solves_and_best_play_keeps_its_value():
    """From the first card of the second phase: after the seat's best move and the other's
    best reply, the player to move (solving again) finds the same result for the seat."""
    for seed in (3, 8, 11):
        state = second_phase(seed)
        seat = state.current_player
        values = endgame_values(state, seat, state.legal_actions(), 10 ** 7)
        assert values and len(values) == len(state.legal_actions())
        best = values[0][1]
        state.apply(values[0][0])
        replies = endgame_values(state, 1 - seat, state.legal_actions(), 10 ** 7)
        assert 2 - _result(replies[0][1]) == _result(best)
        state.apply(replies[0][0])
        mover = state.current_player
        again = endgame_values(state, mover, state.legal_actions(), 10 ** 7)[0][1]
        assert (_result(again) if mover == seat else 2 - _result(again)) == _result(best)


def test_only_the_second_phase_of_two_handed_pinochle_is_solved():
    first = GAME.new_state(2, None, seed=4)
    assert not solvable(first)
    assert endgame_values(first, first.current_player, first.legal_actions(), 10 ** 6) is None
    four = GAME.new_state(4, {"game": "single"}, seed=4)
    assert HOOKS.endgame(four, four.current_player, four.legal_actions(), 10 ** 6) is None
    assert solvable(second_phase(4))


def test_a_deal_too_big_for_the_budget_gives_an_empty_answer():
    state = second_phase(1)
    assert endgame_values(state, state.current_player, state.legal_actions(), 50) == []
    calls = []

    def stop():
        calls.append(1)
        return True
    assert endgame_values(state, state.current_player, state.legal_actions(), 10 ** 7,
                          stop) == []
    assert calls  # asked, and stopped at the first look


def test_in_a_game_to_1000_it_waits_until_nobody_can_declare_out():
    """Declaring out ends the deal at once: where either side could reach the target with the
    points still to take, the position is left to the search."""
    state = second_phase(2, options={"game": "1000"})
    assert solvable(state)
    legal = state.legal_actions()
    assert legal[-1] == "declare-out"
    values = dict(endgame_values(state, state.current_player, legal, 10 ** 7))
    assert values["declare-out"] == 0.0  # below the target it loses at once
    state.totals = [900, 0]
    assert not solvable(state)


def test_second_phase_worlds_are_the_true_cards():
    """The endgame is exact only because the seat knows every card by then: every sampled
    world gives the other seat its real hand."""
    for seed in range(1, 6):
        state = second_phase(seed, plays=seed % 3)
        seat = state.current_player
        d = Decision(state, seat, state.legal_actions(), random.Random(0))
        for k in range(5):
            world = d.determinize(random.Random(k))
            assert sorted(world.hands[1 - seat]) == sorted(state.hands[1 - seat])
            assert sorted(world.melds[1 - seat]) == sorted(state.melds[1 - seat])


def test_the_master_plays_the_second_phase_exactly_and_the_expert_searches_it():
    assert ENDGAME_NODES["master"] > 0 and ENDGAME_NODES["expert"] == 0
    state = second_phase(5)
    seat = state.current_player
    legal = state.legal_actions()
    exact = dict(endgame_values(state, seat, legal, 10 ** 7))
    master = make_agent(GAME, seat, "master")
    move = master.choose(Decision(state, seat, legal, random.Random(0)))
    assert master.last.exact and master.last.iterations == 0
    assert exact[move] == max(exact.values())
    expert = make_agent(GAME, seat, "expert")
    expert.choose(Decision(state, seat, legal, random.Random(0)))
    assert not expert.last.exact and expert.last.iterations > 0


def test_a_master_out_of_endgame_nodes_searches_and_tries_again_two_tricks_later():
    state = second_phase(1)
    seat = state.current_player
    master = make_agent(GAME, seat, "master", endgame_nodes=200, iterations=40)
    master.choose(Decision(state, seat, state.legal_actions(), random.Random(0)))
    assert not master.last.exact and master.last.iterations == 40
    failed = master.search._endgame_failed_at
    assert failed == sum(len(state.hands[s]) for s in range(2))
    rng = random.Random(1)
    agents = [make_agent(GAME, p, "greedy") for p in range(2)]
    while sum(len(state.hands[s]) for s in range(2)) > failed - 4 or state.current_player != seat:
        p = state.current_player
        state.apply(agents[p].choose(Decision(state, p, state.legal_actions(), rng)))
    master.search.endgame_nodes = 10 ** 7
    master.choose(Decision(state, seat, state.legal_actions(), random.Random(0)))
    assert master.last.exact


@pytest.mark.parametrize("players", [2, 4])
def test_the_endgame_leaves_every_other_decision_as_it_was(players):
    """Where the endgame does not apply (the first phase, or more than two players) the
    master's search is move for move the one without it: same random numbers, same visits."""
    state = GAME.new_state(players, None, seed=11)
    agents = [make_agent(GAME, p, "greedy") for p in range(players)]
    rng = random.Random(3)
    checked = 0
    while checked < 3 and state.current_player >= 0:
        p = state.current_player
        legal = state.legal_actions()
        if state.phase.startswith("play") and len(legal) > 1:
            results = []
            for nodes in (ENDGAME_NODES["master"], 0):
                agent = make_agent(GAME, p, "master", iterations=60, endgame_nodes=nodes)
                move = agent.choose(Decision(state, p, legal, random.Random(7)))
                results.append((move, [(s.action, s.visits) for s in agent.last.stats]))
            assert results[0] == results[1]
            checked += 1
        state.apply(agents[p].choose(Decision(state, p, legal, rng)))
    assert checked == 3


def test_an_endgame_out_of_time_leaves_the_search_half_of_it():
    """Under the app's time cap the endgame takes at most half the time left: a deal too big to
    solve in it is searched in the other half, not with no time at all (8 iterations)."""
    state = second_phase(1)  # about a million nodes: not within a tenth of a second
    seat = state.current_player
    master = make_agent(GAME, seat, "master", endgame_nodes=10 ** 8, iterations=200,
                        time_limit=0.2)
    master.choose(Decision(state, seat, state.legal_actions(), random.Random(0)))
    assert not master.last.exact
    failed = master.search._endgame_failed_at
    assert failed is not None and master.search._solver_failed_at == failed  # nor the generic
    # the search checks the clock every 8 iterations: 8 means it had no time at all. Not a
    # larger bound: a busy machine (CI, tests in parallel) gets through fewer in 0.1 s.
    assert master.last.iterations > 8
