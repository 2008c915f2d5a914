"""The session: people and computer players (in a real worker process) play whole games; bad
input changes nothing; undo, snapshots, cancelling, failing workers, and a poll that never waits."""

from __future__ import annotations

import functools
import gc
import json
import os
import random
import time
from pathlib import Path

import pytest

from cardtable.app import saves
from cardtable.app import session as session_module
from cardtable.app.game_setup import DEFAULT_LEVEL, GameSetup, SeatSpec, parse_seats
from cardtable.app.plugins import registry
from cardtable.app.session import DRAIN_SECONDS, MAX_RESPAWNS, Session, Step
from cardtable.engine.errors import ActionParseError, IllegalActionError, OptionError, SaveError
from cardtable.engine.events import mask_events

from . import session_agents

COMPUTERS = "ai:intermediate,ai:beginner"


def _options(game_id: str, label: str) -> tuple[int, dict]:
    """The options of the game's first conformance variant whose label starts with ``label``."""
    for players, options, lab in registry().get(game_id).variants():
        if lab == label or lab.startswith(label + "-"):
            return players, dict(options)
    raise AssertionError(f"{game_id} has no variant {label}")


# One form per game and the forms with private actions (bluff claims, signals, auctions).
FORMS = [("briscola", "2p"), ("briscola", "4p-signals"), ("pishti", "2p-bluff"), ("pishti", "4p"),
         ("shithead", "3p"), ("pinochle", "2p"), ("pinochle", "4p-auction")]


def _setup(game_id: str, label: str, seats: str = COMPUTERS, seed: int = 7,
           first_dealer: int = 0) -> GameSetup:
    players, options = _options(game_id, label)
    return GameSetup(game_id, players, options, seats=parse_seats(seats, players), seed=seed,
                     first_dealer=first_dealer)


def _briscola(seats: str, seed: int = 1) -> GameSetup:
    """Two-handed Briscola where seat 0 leads (the seat after the dealer leads)."""
    return _setup("briscola", "2p", seats, seed, first_dealer=1)


def _drive(session: Session, timeout: float = 60.0) -> None:
    """Let the computer players play until a person is to move or the game ends."""
    deadline = time.monotonic() + timeout
    while session.waiting_for_ai:
        session.wait(1.0)
        assert time.monotonic() < deadline, "the computer players did not finish"


def _replay_check(session: Session) -> None:
    """The session hands each viewer exactly what the engine gives that viewer."""
    game = session.game
    n = session.num_players
    first: list = []
    state = game.start(n, dict(session.state.options), seed=session.setup.seed,
                       first_dealer=session.setup.first_dealer, events=first)
    for viewer in [None, *range(n)]:
        assert session.first_events_for(viewer) == mask_events(first, viewer)
    for step in session.steps:
        assert step.index == len(state.history) and step.seat == state.current_player
        logs = {v: state.log_line(step.action, v) for v in [None, *range(n)]}
        events = state.apply_with_events(step.action, masked=False)
        assert list(step.events) == events
        for viewer in [None, *range(n)]:
            assert step.events_for(viewer) == mask_events(events, viewer)
            assert step.log_for(viewer) == logs[viewer]
    assert state.history == session.state.history


@pytest.mark.parametrize("game_id,label", FORMS, ids=[f"{g}-{f}" for g, f in FORMS])
def test_computer_players_finish_every_game_in_a_worker_process(game_id, label):
    setup = _setup(game_id, label)
    with Session(setup, ai="process") as session:
        seen: list[Step] = []
        session.on_step.append(seen.append)
        pid = session._worker.process.pid
        _drive(session)
        assert session.is_over and session.current_seat == -1 and not session.waiting_for_ai
        assert session.problems == []
        assert session._worker.process.pid == pid  # one long-lived worker for the whole game
        assert [s.action for s in seen] == session.state.history
        assert all(s.by_computer and not s.stand_in for s in session.steps)
        _replay_check(session)
        # the same setup, thought in-process, makes the same moves
        inline = Session(setup, ai="inline")
        inline.poll()
        assert inline.state.history == session.state.history
        assert inline.state.result() == session.state.result()


def test_search_players_with_a_small_time_limit_finish_a_game_in_the_worker():
    setup = _setup("briscola", "2p", "ai:expert,ai:master", seed=4)
    with Session(setup, think_limit=0.05) as session:
        _drive(session)
        assert session.is_over and session.problems == [] and len(session.steps) == 40


def test_a_person_and_computer_players_play_a_whole_game():
    setup = _setup("briscola", "4p", "human,ai:intermediate,ai:beginner,ai:intermediate", seed=3)
    rng = random.Random(1)
    with Session(setup) as session:
        person_steps = 0
        while not session.is_over:
            _drive(session)
            if session.is_over:
                break
            assert session.human_to_move and session.current_seat == 0
            records = session.records()
            assert [r.action for r in records] == session.state.legal_actions()
            step = session.play(rng.choice(records).action)
            assert step.seat == 0 and not step.by_computer
            if session.waiting_for_ai:  # the next computer player starts at once, not at a poll
                assert session.thinking
            person_steps += 1
        assert person_steps == 10  # Briscola for four: ten tricks, one card each
        assert len(session.steps) == len(session.state.history) == 40
        _replay_check(session)


def test_a_persons_bad_action_changes_nothing():
    setup = _setup("pishti", "2p", "human,ai:intermediate", seed=11)
    with Session(setup, ai="inline") as session:
        session.poll()
        assert session.human_to_move
        before = (session.state.zones(), list(session.state.history), len(session.steps),
                  session.observation(0), session.observation(1))
        for bad, error in [("play", ActionParseError), ("fly away", ActionParseError),
                           ("play 99X", ActionParseError), ("", ActionParseError),
                           (None, ActionParseError)]:
            with pytest.raises(error):
                session.play(bad)  # type: ignore[arg-type]
        hand = session.observation(0).zones["hand:0"]
        not_mine = next(c for c in range(session.state.pack.size) if c not in hand)
        with pytest.raises(IllegalActionError, match="not legal"):
            session.play(f"play {session.state.pack.text_of[not_mine]}")
        after = (session.state.zones(), list(session.state.history), len(session.steps),
                 session.observation(0), session.observation(1))
        assert after == before
        # any accepted spelling is applied in its canonical form
        legal = session.state.legal_actions()[0]
        step = session.play(legal.upper())
        assert step.action == legal


def test_a_person_cannot_act_for_a_computer_player_or_after_the_end():
    setup = _briscola("ai:intermediate,human", seed=2)
    with Session(setup, ai="inline") as session:
        assert session.current_seat == 0 and session.waiting_for_ai and not session.human_to_move
        assert session.records() == []
        with pytest.raises(IllegalActionError, match="computer player"):
            session.play(session.state.legal_actions()[0])
        assert session.steps == []
        while not session.is_over:
            session.poll()
            if session.human_to_move:
                session.play(session.state.legal_actions()[0])
        with pytest.raises(IllegalActionError, match="over"):
            session.play("play AS")


def test_undo_goes_back_to_before_the_persons_last_action():
    setup = _briscola("human,ai:intermediate", seed=5)
    with Session(setup, ai="inline") as session:
        assert not session.undo()  # nothing a person did yet
        resets: list[bool] = []
        session.on_reset.append(lambda: resets.append(True))
        session.play(session.state.legal_actions()[0])
        session.poll()
        mark = len(session.state.history)  # the person's second action comes here
        session.play(session.state.legal_actions()[1])
        answer = [s.action for s in session.poll()]
        assert answer  # the computer answered (and maybe led the next trick)
        before = (session.observation(0), len(session.steps))
        history = list(session.state.history)
        assert session.undo()
        assert session.undone and resets == [True]
        assert session.state.history == history[:mark] and len(session.steps) == mark
        assert session.human_to_move and session.observation(0).zones == session.state.observation(0).zones
        # the same action again: the computer answers the same (its decisions are seeded)
        session.play(history[mark])
        assert [s.action for s in session.poll()] == answer
        assert (session.observation(0), len(session.steps)) == before
        assert session.undo() and session.undo() and not session.undo()
        assert session.state.history == [] and session.steps == []


def test_undo_while_a_computer_player_thinks_drops_its_answer():
    setup = _briscola("human,ai:intermediate", seed=5)
    with Session(setup, agent_factory=session_agents.slow) as session:
        session.play(session.state.legal_actions()[0])
        session.poll()
        assert session.thinking
        assert session.undo()
        assert session.human_to_move and not session.thinking
        time.sleep(0.6)  # the cancelled answer arrives meanwhile
        assert session.poll() == [] and session.state.history == []


def test_snapshot_and_back_give_the_same_game():
    seats = (SeatSpec("human", name="Ada"), *parse_seats("ai:intermediate,ai:beginner", 3))
    setup = GameSetup("pinochle", 4, {}, None, seats, seed=9, first_dealer=2)
    rng = random.Random(4)
    with Session(setup, ai="inline") as session:
        for _ in range(12):
            session.poll()
            if session.human_to_move:
                session.play(rng.choice(session.state.legal_actions()))
        if session.human_to_move:
            session.play(session.state.legal_actions()[0])
        assert session.undo()
        data = json.loads(json.dumps(session.snapshot()))  # JSON all the way
        assert data["format"] == "cardtable-save" and data["seats"][0] == {"kind": "human", "name": "Ada"}
        assert data["seats"][1]["kind"] == "computer" and data["seats"][1]["level"] == "intermediate"
        again = Session.from_snapshot(data, ai="inline")
        assert again.setup == session.setup and again.undone and again.created == session.created
        assert again.state.history == session.state.history
        assert again.steps == session.steps
        assert again.first_events == session.first_events
        for viewer in [None, 0, 1, 2, 3]:
            assert again.observation(viewer) == session.observation(viewer)
        assert again.snapshot()["created"] == data["created"]
        # and both go on alike
        for s in (session, again):
            while not s.is_over:
                s.poll()
                if s.human_to_move:
                    s.play(s.state.legal_actions()[-1])
        assert again.state.history == session.state.history


def test_a_plain_save_opens_as_a_session_with_its_seats(tmp_path):
    state = registry().get("briscola").new_state(2, seed=3)
    state.apply(state.legal_actions()[0])
    saved = saves.save(tmp_path / "g.json", state,
                       [saves.Seat("human", "Bo"), saves.Seat("computer", "Cy", "greedy")])
    session = Session.from_snapshot(saved.to_json(), ai="inline")
    assert session.setup.seat(0).is_human and session.seat_name(0) == "Bo"
    assert session.setup.seat(1).level == "greedy" and not session.undone
    assert session.state.history == state.history and len(session.steps) == 1
    with pytest.raises(SaveError):
        Session.from_snapshot({"format": "cardtable-save"})
    broken = saved.to_json()
    broken["actions"] = ["play ZZ"]
    with pytest.raises(SaveError, match="action 1"):
        Session.from_snapshot(broken)


def test_a_save_with_a_player_this_app_lacks_opens_at_the_default_level():
    state = registry().get("pishti").new_state(2, seed=3)
    seats = [saves.Seat("computer", "Old", "greedy", "normal"),
             saves.Seat("computer", "Gone", "somebot", "uninstalled")]
    session = Session.from_snapshot(saves.snapshot(state, seats).to_json(), ai="inline")
    assert session.seat(0).level == "greedy"  # the save's agent name, when its level is unknown
    assert session.seat(1).level == DEFAULT_LEVEL and session.seat_name(1) == "Gone"
    assert [(p.seat, p.kind, p.details) for p in session.problems] == [(1, "level", "uninstalled")]
    assert "not available" in session.problems[0].message


def test_unknown_levels_and_bad_limits_are_refused_at_the_start():
    with pytest.raises(OptionError, match="unknown agent 'grandmaster'"):
        Session(_briscola("human,ai:grandmaster"), ai="inline")
    with pytest.raises(OptionError, match="positive"):
        Session(_briscola("human,ai:expert"), ai="inline", think_limit=0)
    with pytest.raises(ValueError, match="process"):
        Session(_briscola("human,ai:expert"), ai="thread")


def test_cancel_while_thinking_ignores_the_answer_and_thinks_again():
    setup = _briscola("ai:intermediate,human", seed=1)
    with Session(setup, agent_factory=session_agents.slow) as session:
        assert session.thinking
        first_tag = session._pending.tag
        session.cancel()
        assert not session.thinking and session.waiting_for_ai
        steps = session.poll()  # thinks again, from the same position, once the worker is free
        assert steps == [] and session._pending.tag != first_tag
        steps = session.wait(5.0)
        assert len(steps) == 1 and session.state.history == [steps[0].action]
        assert steps[0].action == session.steps[0].action and session.human_to_move
        assert session.problems == []


class _Reporting:
    """``session_agents.endless_search``'s player telling the test, through files in ``folder``
    (it runs in the worker process), that its search is under way ("searching") and how it
    ended ("ended.json": each answer of the cancel check, the iterations run, the search's own
    "stopped")."""

    def __init__(self, agent, folder: str):
        self.agent, self.folder = agent, folder

    def choose(self, decision, *, should_stop):
        folder = Path(self.folder)
        answers: list[bool] = []

        def check() -> bool:
            stop = bool(should_stop())
            if not answers:
                (folder / "searching").touch()
            answers.append(stop)
            return stop
        try:
            return self.agent.choose(decision, should_stop=check)
        finally:
            last = self.agent.last  # the search's result (None: it never searched)
            (folder / "ended.json").write_text(json.dumps({
                "answers": answers, "iterations": None if last is None else last.iterations,
                "stopped": None if last is None else last.stopped}))


def _reporting_search(folder, game, seat, level, seed, time_limit):
    return _Reporting(session_agents.endless_search(game, seat, level, seed, time_limit), folder)


def test_cancel_stops_a_search_at_once_and_frees_the_worker(tmp_path, monkeypatch):
    """A cancel stops the search at its very next check (every few iterations), millions of
    iterations short of its budget, and the worker answers and is kept. Told by counts, not by
    a stopwatch (a loaded machine can take longer than the drain time to schedule the worker
    at all, so the drain time is lengthened here: replacing a slow drain is tested below)."""
    monkeypatch.setattr(session_module, "DRAIN_SECONDS", 600.0)
    setup = _briscola("ai:expert,human")
    factory = functools.partial(_reporting_search, str(tmp_path))
    with Session(setup, agent_factory=factory) as session:
        worker = session._worker
        deadline = time.monotonic() + 120
        while not (tmp_path / "searching").exists():  # the search is under way
            session.poll()
            worker.wait(0.05)
            assert time.monotonic() < deadline, "the search did not start"
        session.pause()
        while worker.busy:
            worker.wait(0.2)
            session.poll()
            assert session._worker is worker, "the worker was replaced"
            assert time.monotonic() < deadline, "the cancelled search did not stop"
        assert session._worker is worker and session.steps == [] and session.problems == []
    ended = json.loads((tmp_path / "ended.json").read_text())
    answers = ended["answers"]
    assert answers[-1] and answers.count(True) == 1, "the search went on after the cancel"
    assert ended["stopped"] and ended["iterations"] < 1_000_000


def test_a_search_cancelled_after_long_thinking_is_given_time_to_stop():
    """The drain time runs from the cancel: a master that has thought for longer than it before
    the person pauses still stops and keeps its worker (it was replaced at once before)."""
    setup = _briscola("ai:expert,human")
    with Session(setup, agent_factory=session_agents.endless_search) as session:
        worker = session._worker
        deadline = time.monotonic() + 15
        while not (worker.busy and time.monotonic() - worker.sent_at > DRAIN_SECONDS + 0.3):
            session.poll()
            worker.wait(0.05)
            assert time.monotonic() < deadline
        session.pause()
        t0 = time.monotonic()
        while worker.busy:  # the table polls every frame, sooner than the search can stop
            session.poll()
            assert session._worker is worker, "the cancelled search was not given time to stop"
            worker.wait(0.01)
            assert time.monotonic() - t0 < 5
        assert session.problems == [] and session.steps == []


def test_searches_that_are_slow_to_stop_never_leave_the_table_to_the_built_in_player():
    """Each cancelled request that keeps its worker past the drain time costs that worker only:
    more of them than MAX_RESPAWNS still leave the computer players thinking in a worker."""
    setup = _briscola("ai:intermediate,human", seed=1)
    with Session(setup, agent_factory=session_agents.hanging) as session:
        replaced = 0
        deadline = time.monotonic() + 20 * (MAX_RESPAWNS + 1)
        while replaced <= MAX_RESPAWNS:
            worker = session._worker
            assert worker is not None and worker.busy
            time.sleep(0.3)  # the request reaches the agent (a request cancelled unread is answered)
            session.pause()
            while session._worker is worker and worker.busy:  # hanging: replaced after the drain
                time.sleep(0.05)
                session.poll()
                assert time.monotonic() < deadline
            replaced += session._worker is not worker
            assert session.steps == [] and session.problems == []
            session.resume()  # asks again, in a fresh worker where the old one was replaced
        assert session._worker is not None and session._worker.busy and session.thinking


def test_pause_stops_computer_players_until_resumed():
    setup = _briscola("ai:intermediate,ai:intermediate", seed=1)
    with Session(setup, ai="inline") as session:
        session.pause()
        assert session.poll() == [] and session.steps == []
        session.resume()
        session.poll(limit=3)
        assert len(session.steps) == 3


def test_a_crashing_worker_is_replaced_and_the_game_goes_on(tmp_path, monkeypatch):
    monkeypatch.setenv("SESSION_TEST_MARKER", str(tmp_path / "crashed"))
    setup = _briscola("ai:intermediate,ai:intermediate", seed=1)
    with Session(setup, agent_factory=session_agents.crash_once) as session:
        problems = []
        session.on_ai_problem.append(problems.append)
        first_pid = session._worker.process.pid
        steps = session.wait(20.0)
        assert len(steps) == 1 and steps[0].stand_in
        assert [p.kind for p in problems] == ["crash"] and problems[0].seat == 0
        assert "crashed" in problems[0].message
        _drive(session)
        assert session.is_over and len(session.problems) == 1
        assert session._worker.process.pid != first_pid
        assert sum(s.stand_in for s in session.steps) == 1


def test_a_worker_that_always_crashes_gives_way_to_the_built_in_player():
    setup = _setup("pishti", "2p", "ai:intermediate,ai:intermediate", seed=1)
    with Session(setup, agent_factory=session_agents.crashing) as session:
        _drive(session)
        assert session.is_over
        assert [p.kind for p in session.problems] == ["crash"] * (MAX_RESPAWNS + 1)
        assert all(s.stand_in for s in session.steps)


def test_poll_hands_out_at_most_limit_steps_and_keeps_the_rest():
    setup = _setup("briscola", "3p", "human,ai:intermediate,ai:intermediate", seed=1, first_dealer=2)
    with Session(setup, agent_factory=session_agents.crashing) as session:
        assert session.human_to_move
        session.close()
        session._failures = MAX_RESPAWNS + 1  # no more workers: the stand-in moves at once
        session.play(session.state.legal_actions()[0])  # seat 1's stand-in answers at once
        assert len(session.steps) == 2
        first = session.poll(limit=1)  # seat 2's stand-in moves too; one step is kept back
        assert len(session.steps) == 3 and [s.index for s in first] == [1]
        assert [s.index for s in session.poll(limit=1)] == [2]
        assert session.poll(limit=1) == [] and session.human_to_move


def test_a_hung_worker_is_terminated():
    setup = _briscola("ai:intermediate,human", seed=1)
    with Session(setup, agent_factory=session_agents.hanging, worker_timeout=0.5) as session:
        pid = session._worker.process.pid
        steps = session.wait(5.0)
        assert len(steps) == 1 and steps[0].stand_in and session.human_to_move
        assert [p.kind for p in session.problems] == ["hang"]
        assert session._worker is None
        with pytest.raises(ProcessLookupError):  # terminated and reaped
            os.kill(pid, 0)


@pytest.mark.parametrize("factory,kind", [(session_agents.raising, "error"),
                                          (session_agents.illegal, "illegal")])
def test_a_failing_agent_is_reported_and_the_worker_stays(factory, kind):
    setup = _briscola("ai:intermediate,human", seed=1)
    with Session(setup, agent_factory=factory) as session:
        pid = session._worker.process.pid
        steps = session.wait(10.0)
        assert len(steps) == 1 and steps[0].stand_in
        assert [p.kind for p in session.problems] == [kind]
        assert session._worker.process.pid == pid


def test_poll_returns_at_once_while_the_worker_thinks():
    setup = _briscola("ai:intermediate,human", seed=1)
    with Session(setup, agent_factory=session_agents.slow) as session:
        assert session.thinking
        polls = 0
        while session.thinking:
            t0 = time.perf_counter()
            session.poll()
            assert time.perf_counter() - t0 < 1.0  # returns (timings: benchmarks/bench_session.py)
            polls += 1
            time.sleep(0.01)
        assert polls > 5 and len(session.steps) == 1


def _gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def test_closing_or_dropping_a_session_ends_its_worker():
    session = Session(_briscola("human,ai:intermediate"))
    pid = session._worker.process.pid
    session.close()
    assert _gone(pid) and session._worker is None
    session = Session(_briscola("ai:intermediate,human"), agent_factory=session_agents.hanging)
    pid = session._worker.process.pid
    assert session.thinking
    del session
    gc.collect()
    assert _gone(pid)  # terminated while it was thinking, and reaped


def test_hints_rank_every_legal_action_of_the_person_to_move():
    setup = _briscola("human,ai:intermediate", seed=8)
    with Session(setup) as session:
        ranked = session.hint()
        assert sorted(r.action for r in ranked) == sorted(session.state.legal_actions())
        assert all(0.0 <= r.value <= 1.0 and r.visits > 0 and r.reason for r in ranked)
        # first the move the expert would play: the best, or the rule-based move within noise
        assert ranked[0].value >= max(r.value for r in ranked) - 0.1
        got = []
        session.on_hint.append(got.append)
        session.request_hint()
        deadline = time.monotonic() + 30
        while not got and time.monotonic() < deadline:
            session.poll()
            time.sleep(0.01)
        assert got and [r.action for r in got[0]] == [r.action for r in ranked]
        session.play(ranked[0].action)
        assert session.hint_result is None
        if session.waiting_for_ai:
            with pytest.raises(IllegalActionError, match="person"):
                session.hint()


def test_step_views_reject_a_seat_that_is_not_at_the_table():
    session = Session(_briscola("human,ai:intermediate"), ai="inline")
    step = session.play(session.state.legal_actions()[0])
    assert step.log_for(None) and step.log_for(0) and step.seen_by(0) == step.action
    for bad in (2, -1, "0"):
        with pytest.raises(ValueError):
            step.events_for(bad)  # type: ignore[arg-type]
        with pytest.raises(ValueError):
            session.first_events_for(bad)  # type: ignore[arg-type]


def test_a_hint_on_a_three_handed_pinochle_bid_plays_the_deal_out():
    """The hint on a bid comes from the game's judgement (the deal played out after a pass and
    after the next bid), not from the rules of thumb, whatever the hint's level."""
    setup = GameSetup("pinochle", 3, {}, seats=parse_seats("ai:intermediate,human,ai:intermediate",
                                                           3), seed=5, first_dealer=0)
    with Session(setup, ai="inline") as session:
        _drive(session)
        assert session.state.current_player == 1 and "pass" in session.state.legal_actions()
        ranked = session.hint()
        assert sorted(r.action for r in ranked) == sorted(session.state.legal_actions())
        weighed = [r for r in ranked if r.visits]
        assert {r.action for r in weighed} == {"pass", min(
            (a for a in session.state.legal_actions() if a != "pass"),
            key=lambda a: int(a.split()[1]))}
        assert ranked[0] in weighed and all("chips" in r.reason for r in weighed)


def test_relog_words_the_moves_again_in_the_language_now_spoken():
    """A language chosen mid-game: the steps' log lines, said when the moves were made, are
    said again in it (every viewer's and the mover's own); the moves and events stay."""
    from cardtable.engine import i18n
    from cardtable.ui.i18n import install_in_worker

    session = Session(GameSetup("pishti", 2, seats=parse_seats("human,ai:greedy", 2), seed=3),
                      ai="inline")
    for _ in range(6):
        if session.human_to_move:
            session.play(session.state.legal_actions()[0])
        session.poll()
    before = list(session.steps)
    assert any(s.you_log and s.you_log.startswith("You ") for s in before)
    install_in_worker("de")  # the compiled German catalogue, without a QApplication
    try:
        session.relog()
    finally:
        i18n.set_translator(None)
    after = session.steps
    assert [(s.index, s.seat, s.action, s.events) for s in after] == \
        [(s.index, s.seat, s.action, s.events) for s in before]
    assert all(a.logs != b.logs for a, b in zip(after, before) if any(b.logs))
    assert any(s.you_log and s.you_log.startswith("Du ") for s in after)
    session.relog()  # and back
    assert [(s.logs, s.you_log) for s in session.steps] == [(s.logs, s.you_log) for s in before]


def test_a_save_with_a_rule_set_this_version_no_longer_has_goes_on_by_its_options():
    """Pinochle's preset partnership-auction-match went (a game to 1000 is now the partnership
    auction's standard). A game saved with it resumed, but Play Again made a new session from
    the setup, whose unknown preset the game refused. The save's own options now stand for it."""
    from cardtable.app.session import SNAPSHOT_KEY

    seats = (SeatSpec("human"), *parse_seats("ai:greedy,ai:greedy,ai:greedy", 3))
    setup = GameSetup("pinochle", 4, {}, "partnership-auction", seats, seed=3)
    with Session(setup, ai="inline") as session:
        session.poll()
        data = json.loads(json.dumps(session.snapshot()))
    data["extra"][SNAPSHOT_KEY]["setup"]["preset"] = "partnership-auction-match"
    again = Session.from_snapshot(data, ai="inline")
    assert again.setup.preset is None
    assert again.setup.options == again.state.options
    assert again.state.options["form"] == "partnership-auction" and again.state.options["game"] == "1000"
    with Session(again.setup, ai="inline") as replay:  # Play Again: the same rules
        assert replay.state.options == again.state.options
    again.close()
