"""Exact values averaged over sampled worlds (solver.solve_sampled): where the possible deals
are too many to list but each is small enough to solve."""

import random

from cardtable.ai import solver
from cardtable.ai.levels import make_agent
from cardtable.ai.search import ISMCTS, ActionStats, SearchResult
from cardtable.games.briscola import GAME as BRISCOLA

from .helpers import briscola_with_stock, decision


def test_the_values_are_the_average_of_each_sampled_worlds_exact_values():
    """Six stock cards left (thousands of possible deals): each of the sampled worlds — the same
    ones ``determinize`` deals from the same seed — is solved exactly, wins only, and every
    action's value is its mean over them."""
    for seed in (1, 2):
        d = decision(briscola_with_stock(seed, 6))
        assert solver.possible_worlds(d, random.Random(0), 128) is None  # too many to list
        got = dict(solver.solve_sampled(d, random.Random(7), 10**6, 6))
        rng = random.Random(7)
        expected = dict.fromkeys(d.legal, 0.0)
        for _ in range(6):
            world = d.determinize(rng)
            values, _left = solver._solve(world, d.seat, list(d.legal), 10**6, 0.0)
            for action, value in values:
                expected[action] += value / 6
        assert got.keys() == expected.keys()
        for action, value in expected.items():
            assert abs(got[action] - value) < 1e-9, (seed, action)
        assert list(got.values()) == sorted(got.values(), reverse=True)


def test_a_deal_too_big_is_given_up_after_the_first_worlds_share(monkeypatch):
    """At the first trick no world solves in a few thousand nodes: the first world may take
    twice its share of the budget, then the attempt ends (it would cost the whole budget)."""
    d = decision(BRISCOLA.new_state(2, seed=3))
    calls = []
    real = solver._solve
    monkeypatch.setattr(solver, "_solve", lambda *a: calls.append(a[3]) or real(*a))
    assert solver.solve_sampled(d, random.Random(0), 48_000, 48) is None
    assert calls == [2_000]


def test_more_than_two_sides_are_not_averaged():
    """With three sides the solver would play both others against the seat: not exact."""
    d = decision(briscola_with_stock(5, 3, players=3))
    assert solver.solve_sampled(d, random.Random(0), 10**6, 8) is None


def test_the_search_uses_sampled_worlds_where_there_are_too_many_to_list():
    d = decision(briscola_with_stock(4, 6))
    result = ISMCTS(iterations=30, sampled_worlds=12, sampled_nodes=10**6).search(
        d, random.Random(0))
    assert result.sampled == 12 and result.iterations == 0 and not result.exact
    assert sorted(s.action for s in result.stats) == sorted(d.legal)
    # without it, or where a deal is too big for the nodes, the sampling search decides
    assert ISMCTS(iterations=30).search(d, random.Random(0)).iterations == 30
    too_big = ISMCTS(iterations=30, sampled_worlds=12, sampled_nodes=50).search(
        d, random.Random(0))
    assert not too_big.sampled and too_big.iterations == 30


def test_the_hint_names_the_sampled_deals():
    d = decision(briscola_with_stock(4, 6))
    agent = make_agent(BRISCOLA, d.seat, "expert", iterations=30, sampled_worlds=10,
                       sampled_nodes=10**6)
    ranked = agent.rank(d)
    assert "10 sampled deals" in ranked[0].reason
    assert ranked[0].action == agent.choose(d)


def test_a_tie_goes_to_the_rule_based_move():
    """Wins only: several moves can win the same share of the sampled deals; the rule-based
    player's move among them keeps its card points."""
    d = decision(briscola_with_stock(4, 6))
    agent = make_agent(BRISCOLA, d.seat, "expert")
    rule = agent._rule_move(d)
    others = [a for a in d.legal if a != rule]
    tie = SearchResult([ActionStats(others[0], 0.75, 8), ActionStats(rule, 0.75, 8)], 0,
                       sampled=8)
    assert agent._anchored(d, tie) == rule
    better = SearchResult([ActionStats(others[0], 0.875, 8), ActionStats(rule, 0.75, 8)], 0,
                          sampled=8)
    assert agent._anchored(d, better) == others[0]


def test_the_sampled_solve_reads_only_what_the_seat_may():
    """Only the observation and worlds ``determinize`` samples from it (test_no_cheating)."""
    from cardtable.engine.agent import Decision

    from .test_no_cheating import Guard

    state = briscola_with_stock(6, 6)
    seat = state.current_player
    d = Decision(Guard(state), seat, state.legal_actions(), random.Random(0))  # type: ignore[arg-type]
    result = ISMCTS(iterations=5, sampled_worlds=6, sampled_nodes=10**6).search(d, random.Random(1))
    assert result.sampled == 6
