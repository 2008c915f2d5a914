"""The thinking API: snapshots, a worker process, cancelling; agents from other packages."""

import time
from importlib.metadata import EntryPoint

from cardtable.ai import registry
from cardtable.ai.thinking import Thinker, rebuild, request_for, think
from cardtable.games.briscola import GAME as BRISCOLA

from .helpers import play_to


def test_request_rebuilds_the_same_state():
    state = play_to(BRISCOLA, 2, seed=3, steps=9)
    req = request_for(state, state.current_player, "expert", iterations=50)
    again = rebuild(req, BRISCOLA)
    assert again.zones() == state.zones() and again.history == state.history


def test_think_in_process_ranks_for_a_hint():
    state = play_to(BRISCOLA, 2, seed=3, steps=9)
    req = request_for(state, state.current_player, "expert", iterations=100, rank=True)
    out = think(req, game=BRISCOLA)
    assert out.action in state.legal_actions() and out.ranked[0].action == out.action
    assert not out.error and not out.cancelled


def test_worker_process_answers_and_can_be_cancelled():
    state = play_to(BRISCOLA, 2, seed=5, steps=2)
    with Thinker() as thinker:
        job = thinker.submit(request_for(state, state.current_player, "intermediate"))
        out = job.result(timeout=60)
        assert out is not None and out.action in state.legal_actions(), out
        job = thinker.submit(request_for(state, state.current_player, "master",
                                         iterations=10_000_000, rank=True))
        time.sleep(1.0)
        assert not job.done()
        started = time.monotonic()
        job.cancel()
        out = job.result(timeout=30)
        assert out is not None and out.cancelled and out.action in state.legal_actions()
        assert time.monotonic() - started < 5


def test_agents_from_other_packages_by_entry_point():
    eps = [EntryPoint("outsider", "cardtable.ai.random_agent:SPEC", "cardtable.agents"),
           EntryPoint("factory", "cardtable.ai.random_agent:SPEC.factory", "cardtable.agents"),
           EntryPoint("broken", "no_such_module:X", "cardtable.agents")]
    try:
        loaded = registry.external_agents(eps=eps)
        assert set(loaded) == {"outsider", "factory"}
        assert any("broken" in b for b in registry.broken_agents())
        specs = registry.agents_for(BRISCOLA)
        assert "factory" in specs and "expert" in specs
        from cardtable.ai.levels import make_agent
        state = play_to(BRISCOLA, 2, seed=1, steps=0)
        from .helpers import decision
        assert make_agent(BRISCOLA, 0, "factory").choose(decision(state)) in state.legal_actions()
    finally:
        registry.external_agents(reload=True)


def test_think_makes_the_players_own_move_judged_decisions_included():
    """A move asked of the thinking API is the level's move (its judged auction in three-handed
    Pinochle), not only the tree search's."""
    import random

    from cardtable.ai.levels import make_agent
    from cardtable.engine.agent import Decision
    from cardtable.games.pinochle import GAME as PINOCHLE
    for seed in range(4):
        state = PINOCHLE.new_state(3, {}, seed=seed)
        seat = state.current_player
        req = request_for(state, seat, "master", agent_seed=7)
        out = think(req, game=PINOCHLE)
        agent = make_agent(PINOCHLE, seat, "master", seed=7)
        d = Decision(state.clone(), seat, state.legal_actions(), random.Random(7 * 31 + seat))
        assert out.action == agent.choose(d)


def test_a_reason_states_a_share_only_with_enough_simulations():
    """Issue 55: a Shithead hint read "0% of 3 simulations" beside "29% of 7 … about as good".
    A move searched fewer than MIN_SIMULATIONS times states no share; exact results and rules of
    thumb keep their words."""
    from cardtable.ai.search_agent import RankedAction, reason_for
    from cardtable.ai.thinking import MIN_SIMULATIONS, backed

    few = MIN_SIMULATIONS - 1
    ranked = [RankedAction("a", 0.0, 3, reason_for(0.0, 3, False)),
              RankedAction("b", 0.29, 7, reason_for(0.29, 7, False, chances=True)),
              RankedAction("c", 0.5, MIN_SIMULATIONS, reason_for(0.5, MIN_SIMULATIONS, False)),
              RankedAction("d", 1.0, 6, reason_for(1.0, 6, True)),
              RankedAction("e", 0.0, 0, "the usual play here (rules of thumb)"),
              RankedAction("f", 0.4, few, reason_for(0.4, few, False))]
    out = backed(ranked)
    assert [r.action for r in out] == list("abcdef")  # the order is the search's
    assert "%" not in out[0].reason and "3 simulations" in out[0].reason
    assert "%" not in out[1].reason and "%" not in out[5].reason
    assert out[2].reason == ranked[2].reason  # enough: as it was
    assert out[3].reason == ranked[3].reason == "wins with best play"
    assert out[4].reason == ranked[4].reason
