"""The worker's pieces: game descriptions, the state cache, seeded decisions that show the agent
no state, and the worker process's protocol (answers, errors it survives, quitting)."""

from __future__ import annotations

import random
import time

import pytest

from cardtable.app import ai_worker, saves
from cardtable.app.ai_worker import Request, StateCache, Worker
from cardtable.app.plugins import registry
from cardtable.engine.agent import Decision
from cardtable.engine.errors import OptionError, SaveError

from . import session_agents

SEATS = [saves.Seat("human", "Ada"), saves.Seat("computer", "Bot", "intermediate")]


def _played(game_id="briscola", players=2, steps=9, seed=4):
    state = registry().get(game_id).new_state(players, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_a_game_description_is_a_save_that_replays_to_the_same_state():
    state = _played()
    described = ai_worker.describe_game(state, SEATS)
    saved = saves.parse(described)
    assert saved.actions == state.history and saved.decks == []  # later decks follow from the seed
    again = saves.replay(saved)
    assert again.zones() == state.zones() and again.observation(0) == state.observation(0)


def test_the_cache_applies_only_the_new_actions():
    state = _played(steps=0)
    cache = StateCache()
    first = cache.state_for(ai_worker.describe_game(state, SEATS))
    for _ in range(5):
        state.apply(state.legal_actions()[0])
        got = cache.state_for(ai_worker.describe_game(state, SEATS))
        assert got is first and got.history == state.history and got.zones() == state.zones()


def test_the_cache_replays_from_the_start_when_the_history_was_cut_or_the_game_differs():
    state = _played(steps=6)
    cache = StateCache()
    long = cache.state_for(ai_worker.describe_game(state, SEATS))
    shorter = _played(steps=3)  # an undo: the same game, three actions fewer
    got = cache.state_for(ai_worker.describe_game(shorter, SEATS))
    assert got is not long and got.history == shorter.history
    other = _played(seed=5, steps=3)
    got = cache.state_for(ai_worker.describe_game(other, SEATS))
    assert got.zones() == other.zones()
    bad = ai_worker.describe_game(other, SEATS)
    bad["actions"] = bad["actions"] + ["play ZZ"]
    with pytest.raises(SaveError, match="action 4"):
        cache.state_for(bad)


def test_decisions_are_seeded_by_game_seat_and_position():
    seeds = {ai_worker.decision_seed(g, s, p) for g in range(3) for s in range(8) for p in range(50)}
    assert len(seeds) == 3 * 8 * 50
    assert ai_worker.decision_seed(7, 1, 10) == ai_worker.decision_seed(7, 1, 10)
    state = _played(steps=4)
    seat = state.current_player
    moves = {ai_worker.choose_move(state, seat, "beginner", 99) for _ in range(5)}
    assert len(moves) == 1


class _Meddler:
    """An agent that tries to change the game it is asked about."""

    seen: list[Decision] = []

    def choose(self, decision: Decision) -> str:
        self.seen.append(decision)
        world = decision._state  # what a cheating agent would reach for
        world.apply(decision.legal[0])
        return decision.legal[-1]


def _meddler(game, seat, level, seed, time_limit):
    return _Meddler()


def test_the_agent_gets_a_decision_for_its_seat_over_a_copy():
    state = _played(steps=5)
    before = (state.zones(), list(state.history))
    seat = state.current_player
    action = ai_worker.choose_move(state, seat, "x", 1, factory=_meddler)
    assert action == state.legal_actions()[-1]
    assert (state.zones(), state.history) == before
    decision = _Meddler.seen[-1]
    assert decision.seat == seat and decision.legal == state.legal_actions()
    with pytest.raises(ValueError, match="not to move"):
        ai_worker.choose_move(state, 1 - seat, "intermediate", 1)


def test_levels_and_agent_names_make_players_and_unknown_names_are_refused():
    game = registry().get("pishti")
    state = game.new_state(2, seed=1)
    for level in ("beginner", "intermediate", "greedy", "random"):
        agent = ai_worker.make_agent(game, state.current_player, level, 3)
        assert agent.choose(Decision(state.clone(), state.current_player, state.legal_actions(),
                                     random.Random(1))) in state.legal_actions()
    with pytest.raises(OptionError, match="unknown agent"):
        ai_worker.make_agent(game, 0, "grandmaster", 0)
    assert ai_worker.builtin_move(state, state.current_player, 5) in state.legal_actions()


def test_the_worker_answers_moves_and_hints_and_survives_a_bad_request():
    state = _played("shithead", 3, steps=4)
    seat = state.current_player
    described = ai_worker.describe_game(state, [saves.Seat("computer")] * 3)
    worker = Worker()
    try:
        worker.send("move", 1, Request(described, seat, "intermediate", 11))
        assert worker.busy and worker.wait(30)
        kind, tag, action = worker.receive()
        assert (kind, tag) == ("move", 1) and not worker.busy
        assert action == ai_worker.choose_move(state, seat, "intermediate", 11)  # same as here
        worker.send("move", 2, Request(described, (seat + 1) % 3, "intermediate", 11))
        assert worker.wait(30)
        kind, tag, message = worker.receive()
        assert (kind, tag) == ("error", 2) and "not to move" in message
        worker.send("hint", 3, Request(described, seat, "expert", 11, 0.5))
        assert worker.wait(30)
        kind, tag, ranked = worker.receive()
        assert (kind, tag) == ("hint", 3)
        assert sorted(r.action for r in ranked) == sorted(state.legal_actions())
        assert worker.receive() is None  # nothing more, and receive does not wait
        process = worker.process
        pid = process.pid
    finally:
        worker.close()
    assert worker.closed and pid is not None


def test_a_request_cancelled_before_the_worker_reads_it_is_not_thought_about():
    state = _played(steps=2)
    described = ai_worker.describe_game(state, SEATS)
    seat = state.current_player
    worker = Worker(factory=session_agents.slow)  # thinks 0.4 s, ignoring any stop
    try:
        last = state.legal_actions()[-1]
        worker.send("move", 1, Request(described, seat, "x", 1))
        assert worker.wait(30) and worker.receive() == ("move", 1, last)  # warm now
        worker.send("move", 2, Request(described, seat, "x", 1))
        time.sleep(0.1)  # the worker is thinking about 2
        for tag in (3, 4):  # 3 is stale before the worker gets to it
            worker.send("move", tag, Request(described, seat, "x", 1))
        replies = []
        while len(replies) < 3:
            assert worker.wait(30)
            replies.append(worker.receive())
        assert replies == [("move", 2, last), ("cancelled", 3, None), ("move", 4, last)]
    finally:
        worker.close()


@pytest.mark.parametrize("code,word", [("it", "simulazioni"), ("de", "Simulationen")])
def test_the_worker_speaks_the_apps_language(code, word):
    """A hint's reason is written in the worker process: in German the app showed "the usual
    play here (rules of thumb)" — the worker had no translator. It now loads the compiled
    catalogue of the language the app speaks (the setup the app's translator names)."""
    from cardtable.engine import i18n
    from cardtable.ui.i18n import install_in_worker
    state = _played("briscola", 2, steps=3)
    seat = state.current_player
    described = ai_worker.describe_game(state, [saves.Seat("computer")] * 2)
    install_in_worker(code)  # what the app's install does, in this process without a QApplication
    assert i18n.worker_setup() == (install_in_worker, code)
    try:
        worker = Worker()
    finally:
        i18n.set_translator(None)
    try:
        worker.send("hint", 1, Request(described, seat, "expert", 11, 0.5))
        assert worker.wait(60)
        kind, tag, ranked = worker.receive()
        assert (kind, tag) == ("hint", 1)
        assert word in ranked[0].reason and "simulations" not in ranked[0].reason
    finally:
        worker.close()


def test_a_worker_translator_falls_back_to_the_base_language_and_to_english():
    from cardtable.engine import i18n
    from cardtable.ui.i18n import install_in_worker
    try:
        install_in_worker("it_CH")  # Swiss Italian: the Italian catalogue
        assert i18n.tr("Hearts") == "Cuori"
        assert i18n.tr("a string nobody marked") == "a string nobody marked"
        i18n.set_translator(None)
        install_in_worker("xx")  # no such language: English
        assert i18n.worker_setup() == (None, "") and i18n.tr("Hearts") == "Hearts"
    finally:
        i18n.set_translator(None)


def test_a_hint_in_two_handed_pinochles_second_phase_is_exact():
    """Once both players know every card the hint solves the rest of the deal, as the master
    plays it, and says so ("wins with best play"), at the expert's level too."""
    from cardtable.games.pinochle.endgame import endgame_values

    state = registry().get("pinochle").new_state(2, seed=5)
    agents = [ai_worker.builtin_agent(state.game, p) for p in range(2)]
    rng = random.Random(5)
    while state.phase != "play2":
        p = state.current_player
        state.apply(agents[p].choose(Decision(state.clone(), p, state.legal_actions(), rng)))
    seat = state.current_player
    ranked = ai_worker.rank_actions(state, seat, "expert", seed=1)
    exact = dict(endgame_values(state, seat, state.legal_actions(), 10 ** 7))
    assert sorted(r.action for r in ranked) == sorted(exact)
    assert exact[ranked[0].action] == max(exact.values())
    assert all(r.visits == 0 and "best play" in r.reason for r in ranked)
