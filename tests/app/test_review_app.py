"""The review in the app: stored in the save, run in a worker process with progress and cancel,
and practice games from a reviewed decision that never count in the statistics."""

import json
import random

import pytest

from cardtable.ai.levels import make_agent
from cardtable.ai.review import Review
from cardtable.app import paths, saves
from cardtable.app.game_setup import GameSetup, SeatSpec
from cardtable.app.practice import (KEPT, REDEALT, PracticeError, practice_setup,
                                    practice_state)
from cardtable.app.plugins import registry
from cardtable.app.review_job import ReviewJob, run_review
from cardtable.app.session import Session
from cardtable.app.stats import StatsStore
from cardtable.engine.agent import Decision
from cardtable.engine.errors import SaveError


def _finished(game_id="briscola", players=2, seed=3):
    """A finished game played by the rule-based players, as a SavedGame (seat 0 a person)."""
    game = registry().get(game_id)
    state = game.start(players, game.resolve_options(players, {}), seed=seed)
    agents = [make_agent(game, i, "intermediate") for i in range(players)]
    rng = random.Random(seed)
    while not state.is_terminal:
        seat = state.current_player
        state.apply(agents[seat].choose(Decision(state.clone(), seat, state.legal_actions(), rng)))
    seats = [saves.Seat("human", "Ada")] + [saves.Seat("computer", f"Bot {i}", "expert", "expert")
                                            for i in range(1, players)]
    return saves.snapshot(state, seats)


def test_a_stored_review_survives_save_and_load(tmp_path):
    saved = _finished()
    review = run_review(saved.to_json(), 0, seed=2, iterations=60)
    assert review.decisions and review.complete
    saved.with_review(review)
    path = tmp_path / "game.json"
    saves.write_atomic(path, saves.dumps(saved))
    back, state = saves.load(path)
    assert state.is_terminal
    assert back.review_for(0).to_json() == review.to_json()
    assert back.review_for(1) is None
    # a second review of the same seat replaces the first
    again = run_review(saved.to_json(), 0, seed=3, iterations=60)
    back.with_review(again)
    assert len(back.reviews) == 1 and back.review_for(0).seed == 3


def test_a_review_that_does_not_fit_the_game_is_a_save_error():
    saved = _finished()
    data = saved.to_json()
    review = run_review(data, 0, seed=2, iterations=40).to_json()
    wrong = dict(review, decisions=[dict(review["decisions"][0], chosen="play XX")])
    for bad in ({"format": "other"}, dict(review, game="pishti"), dict(review, seat=7), wrong,
                dict(review, version=5)):
        with pytest.raises(SaveError):
            saves.parse(dict(data, reviews=[bad]))
    with pytest.raises(SaveError):
        saves.parse(dict(data, reviews={"seat": 0}))


def test_the_review_runs_in_a_worker_with_progress_and_the_same_result():
    saved = _finished("pishti", 2, 4)
    inline = run_review(saved.to_json(), 1, seed=5, iterations=40)
    job = ReviewJob(saved.to_json(), 1, seed=5, iterations=40)
    seen = set()
    while not job.wait(0.05):
        seen.add((job.done, job.total))
    assert job.error == ""
    assert job.review is not None and job.review.to_json() == inline.to_json()
    assert job.total == len(inline.decisions) or not seen  # a fast review may finish at once


def test_a_cancelled_review_stops_and_says_it_is_incomplete():
    saved = _finished("briscola", 2, 5)
    job = ReviewJob(saved.to_json(), 0, seed=1)  # the master's full budget: seconds a decision
    deadline = 60
    while job.done == 0 and not job.wait(0.1) and deadline:
        deadline -= 1
    job.cancel()
    assert job.wait(30)
    assert job.review is not None and not job.review.complete
    assert len(job.review.decisions) < 19


def test_the_last_deal_review_covers_only_the_last_deal():
    game = registry().get("pinochle")
    saved = _finished("pinochle", 4, 2)
    whole = Review.from_json(run_review(saved.to_json(), 0, iterations=20).to_json())
    last = run_review(saved.to_json(), 0, iterations=20, last_deal=True)
    assert game.id == "pinochle"
    assert 0 < len(last.decisions) < len(whole.decisions)
    assert {d.ply for d in last.decisions} <= {d.ply for d in whole.decisions}


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))
    return tmp_path


@pytest.mark.parametrize("cards", [KEPT, REDEALT])
def test_a_practice_game_is_played_from_the_position_and_never_counted(home, cards):
    saved = _finished("briscola", 2, 6)
    ply = 9
    truth = saves.replay(saved, upto=ply)
    seat = truth.current_player
    state = practice_state(saved, ply, seat, cards)
    assert state.observation(seat) == truth.observation(seat)
    assert (state.zones() == truth.zones()) == (cards == KEPT)
    setup = practice_setup(saved, seat)
    assert setup.practice and setup.seat(seat).is_human
    assert GameSetup.from_json(json.loads(json.dumps(setup.to_json()))).practice
    session = Session(setup, state=state, ai="inline",
                      agent_factory=_greedy)
    while not session.is_over:
        if session.human_to_move:
            session.play(session.state.legal_actions()[0])
        session.poll()
    with StatsStore() as store:
        assert store.record_game(session.setup, session.state.result()) is None
        assert store.history() == []
        # the same game, not practice, counts
        assert store.record_game(GameSetup(setup.game, 2, setup.options, None, setup.seats,
                                           setup.seed), session.state.result()) is not None


def _greedy(game, seat, level, seed, time_limit):
    return make_agent(game, seat, "intermediate")


def test_redealt_cards_differ_from_the_truth_but_not_in_what_the_seat_saw():
    saved = _finished("pishti", 2, 8)
    ply = 6
    truth = saves.replay(saved, upto=ply)
    seat = truth.current_player
    worlds = {json.dumps(practice_state(saved, ply, seat, REDEALT, seed=s).zones(),
                         sort_keys=True) for s in range(4)}
    assert len(worlds - {json.dumps(truth.zones(), sort_keys=True)}) >= 3
    for s in range(4):
        assert practice_state(saved, ply, seat, REDEALT, seed=s).observation(seat) == \
            truth.observation(seat)


def test_practice_needs_a_real_position():
    saved = _finished()
    with pytest.raises(PracticeError):
        practice_state(saved, 999, 0)
    with pytest.raises(PracticeError):
        practice_state(saved, 3, 0, "shuffled")
    with pytest.raises(PracticeError):
        practice_setup(saved, 5)


def test_seat_specs_of_practice_name_the_person():
    saved = _finished()
    setup = practice_setup(saved, 0)
    assert setup.seat(0) == SeatSpec("human", name="Ada")
    assert not setup.seat(1).is_human and setup.seat(1).level == "expert"  # as it played
    saved.seats[1] = saves.Seat("human", "Bea")
    assert practice_setup(saved, 0, level="master").seat(1) == SeatSpec("ai", "master", "Bea")


def test_a_practice_game_stays_practice_when_its_autosave_is_resumed():
    saved = _finished("briscola", 2, 6)
    state = practice_state(saved, 5, 1, KEPT)
    setup = practice_setup(saved, state.current_player)
    session = Session(setup, state=state, ai="inline", agent_factory=_greedy)
    snapshot = session.snapshot()
    assert Session.from_snapshot(snapshot, ai="inline", agent_factory=_greedy).setup.practice
    # a seat whose level this app does not have is replaced; the game is still practice
    computer = 1 - state.current_player
    snapshot["extra"]["session"]["setup"]["seats"][computer]["level"] = "grandmaster"
    resumed = Session.from_snapshot(snapshot, ai="inline")
    assert resumed.setup.practice and resumed.setup.seat(computer).level != "grandmaster"


def test_a_sessions_reviews_go_into_its_snapshot_and_come_back_and_an_undo_drops_them():
    saved = _finished("briscola", 2, 3)
    session = Session.from_snapshot(saved.to_json(), ai="inline", agent_factory=_greedy)
    assert session.reviews == [] and "reviews" not in session.snapshot()
    review = run_review(saved.to_json(), 0, seed=1, iterations=20)
    session.reviews = [review]
    snapshot = session.snapshot()
    assert snapshot["reviews"] == [review.to_json()]
    resumed = Session.from_snapshot(json.loads(json.dumps(snapshot)), ai="inline",
                                    agent_factory=_greedy)
    assert [r.to_json() for r in resumed.reviews] == [review.to_json()]
    # an undo that goes back before the review's end drops it: the game it reviewed is gone
    assert resumed.undo()
    assert resumed.reviews == [] and "reviews" not in resumed.snapshot()


def test_a_last_deal_review_says_where_it_starts_and_does_not_pass_for_the_whole_game():
    saved = _finished("pinochle", 4, 2)
    last = run_review(saved.to_json(), 0, iterations=20, last_deal=True)
    assert last.first > 0 and min(d.ply for d in last.decisions) >= last.first
    back = Review.from_json(json.loads(json.dumps(last.to_json())))
    assert back.first == last.first
    n = len(saved.actions)
    assert back.covers(n, last.first) and not back.covers(n, 0)
    whole = run_review(saved.to_json(), 0, iterations=20)
    assert whole.first == 0 and "first" not in whole.to_json()
    assert whole.covers(n, 0) and whole.covers(n, last.first) and not whole.covers(n + 1, 0)
