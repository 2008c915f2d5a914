"""The review (cardtable/ai/review.py): the master goes over a seat's decisions from that
seat's view, marks the costly ones, and never reads a hidden card."""

import json
import random
from pathlib import Path

import pytest

from cardtable.ai.levels import make_agent
from cardtable.ai.review import (CanonicalRandom, Move, Review, Reviewed, ReviewError, grade_for,
                                 point_unit, review_decision, review_game, seat_decisions)
from cardtable.app.plugins import registry
from cardtable.engine.agent import Decision

BLUNDERS = json.loads((Path(__file__).parent / "review_blunders.json").read_text())


def _position(game_id):
    """The planted position of ``game_id``: a decision of seat 0 where one move wins the deal
    for sure and another loses it for sure (found by the exact endgame solver)."""
    spec = BLUNDERS[game_id]
    game = registry().get(game_id)
    state = game.start(spec["players"], spec["options"], seed=spec["seed"])
    for action in spec["actions"]:
        state.apply(action)
    assert state.current_player == 0
    return state, spec


@pytest.mark.parametrize("game_id", sorted(BLUNDERS))
def test_a_move_that_loses_for_sure_is_marked_a_mistake(game_id):
    state, spec = _position(game_id)
    ply = len(spec["actions"])
    lost = review_decision(state, 0, spec["loses"], ply, seed=1)
    assert lost.grade == "mistake"
    assert lost.cost > 0.9
    assert lost.best != spec["loses"]
    assert lost.move(lost.best).label in lost.why()  # names the better move, in the hints' words
    kept = review_decision(state, 0, spec["wins"], ply, seed=1)
    assert kept.grade == ""
    assert kept.cost < 0.05


def _played(game_id, players, seed, options=None):
    """A game played to its end by the rule-based players: its first state and its actions."""
    game = registry().get(game_id)
    state = game.start(players, game.resolve_options(players, options or {}), seed=seed)
    start = state.clone()
    agents = [make_agent(game, i, "intermediate") for i in range(players)]
    rng = random.Random(seed)
    actions = []
    while not state.is_terminal and len(actions) < 600:
        seat = state.current_player
        action = agents[seat].choose(Decision(state.clone(), seat, state.legal_actions(), rng))
        actions.append(action)
        state.apply(action)
    return start, actions


@pytest.mark.parametrize("game_id,players,options", [
    ("briscola", 2, {}), ("briscola", 4, {"signals": "pagat-none"}), ("pishti", 2, {}),
    ("pishti", 4, {}), ("shithead", 3, {}), ("pinochle", 4, {}), ("pinochle", 3, {})])
def test_the_review_is_the_same_whatever_the_unseen_cards_were(game_id, players, options):
    """At each of the seat's decisions, the true table and other tables the seat could have
    been at (the unseen cards dealt otherwise among the places it cannot see) give the same
    review, move for move and value for value."""
    start, actions = _played(game_id, players, 7, options)
    state = start.clone()
    checked = 0
    for ply, action in enumerate(actions):
        if state.current_player == 0 and len(state.legal_actions()) > 1 and checked < 4:
            mine = review_decision(state, 0, action, ply, seed=2, iterations=60)
            for k in range(2):
                other = state.determinize(0, random.Random(100 * ply + k))
                assert other.observation(0) == state.observation(0)
                if other.zones() == state.zones():
                    continue
                assert review_decision(other, 0, action, ply, seed=2, iterations=60) == mine
            checked += 1
        state.apply(action)
    assert checked == 4


def test_swapping_two_opponents_unseen_cards_changes_nothing():
    """Four-handed Briscola, first trick: two cards in two opponents' hands trade places (a
    different deal as far as the truth goes, the same for seat 0); seat 0's review is the
    same."""
    game = registry().get("briscola")
    options = game.resolve_options(4, {})
    state = game.start(4, options, seed=11)
    while state.current_player != 0:
        state.apply(state.legal_actions()[0])
    deck = list(state.chance.decks[0])
    hands = state.zones()
    a, b = hands["hand:1"][0], hands["hand:3"][0]
    swapped_deck = [b if c == a else a if c == b else c for c in deck]
    other = game.start(4, options, seed=11, decks=[swapped_deck])
    for action in state.history:
        other.apply(action)
    assert other.zones()["hand:1"][0] == b and other.observation(0) == state.observation(0)
    action = state.legal_actions()[0]
    ply = len(state.history)
    assert (review_decision(state, 0, action, ply, seed=5, iterations=200)
            == review_decision(other, 0, action, ply, seed=5, iterations=200))


def test_canonical_random_deals_the_same_from_any_order():
    one, two = [5, 1, 4, 2, 3], [3, 2, 1, 5, 4]
    CanonicalRandom(random.Random(9)).shuffle(one)
    CanonicalRandom(random.Random(9)).shuffle(two)
    assert one == two
    assert (CanonicalRandom(random.Random(3)).sample([4, 1, 3], 2)
            == CanonicalRandom(random.Random(3)).sample([1, 3, 4], 2))


def test_a_review_is_the_same_for_the_same_seed_and_survives_json():
    start, actions = _played("briscola", 2, 3)
    one = review_game(start, actions, 0, seed=4, iterations=80)
    two = review_game(start, actions, 0, seed=4, iterations=80)
    assert one.to_json() == two.to_json()
    assert [d.ply for d in one.decisions] == seat_decisions(start, actions, 0)
    back = Review.from_json(json.loads(json.dumps(one.to_json())))
    assert back.to_json() == one.to_json()
    assert back.summary() == one.summary()
    assert start.history == []  # the first state is not touched


def test_progress_and_cancel():
    start, actions = _played("pishti", 2, 5)
    seen = []
    stop_after = 2

    def progress(done, total):
        seen.append((done, total))

    review = review_game(start, actions, 1, seed=1, iterations=40, progress=progress,
                         should_stop=lambda: len(seen) >= stop_after)
    assert not review.complete
    assert len(review.decisions) == stop_after
    assert seen[-1][1] == len(seat_decisions(start, actions, 1))


def test_grades_follow_the_thresholds():
    assert grade_for("briscola", 0.02) == ""
    assert grade_for("briscola", 0.08) == "inaccuracy"
    assert grade_for("briscola", 0.3) == "mistake"
    assert grade_for("briscola", 0.08, error=0.05) == ""  # within the search's noise
    assert grade_for("shithead", 0.06) == ""  # a noisier search needs a larger drop


def test_a_review_needs_a_search_level_and_a_real_seat():
    start, actions = _played("briscola", 2, 3)
    with pytest.raises(ReviewError):
        review_game(start, actions, 0, level="beginner")
    with pytest.raises(ReviewError):
        review_game(start, actions, 0, iterations=0)
    with pytest.raises(ReviewError):
        review_game(start, actions, 5)
    with pytest.raises(ReviewError):
        review_decision(start, 1 - start.current_player, actions[0], 0)  # not to move


@pytest.mark.parametrize("bad", [None, {}, {"format": "cardtable-review", "version": 99},
                                 {"format": "cardtable-review", "version": 1, "game": "x"}])
def test_a_malformed_stored_review_is_a_clear_error(bad):
    with pytest.raises(ReviewError):
        Review.from_json(bad)


def _ace_thrown():
    """Two-handed Briscola, seed 5: the opponent leads, and seat 0 may throw its Ace of Swords
    (11 card points) on a trick it cannot win, or take the trick with its Three of Cups."""
    game = registry().get("briscola")
    state = game.start(2, game.resolve_options(2, {}), seed=5)
    state.apply(state.legal_actions()[0])
    assert state.current_player == 0 and {"play AS", "play 3C"} <= set(state.legal_actions())
    return state


def test_the_cost_in_card_points_is_recorded_and_said_where_the_game_scores_points():
    state = _ace_thrown()
    thrown = review_decision(state, 0, "play AS", 1, seed=1, iterations=400)
    assert thrown.unit == "points" and thrown.best != "play AS"
    best, chosen = thrown.move(thrown.best), thrown.move("play AS")
    assert 0 <= chosen.points < best.points <= 120 and chosen.points_error > 0
    assert thrown.points_cost == pytest.approx(best.points - chosen.points)
    assert thrown.points_cost > 8  # the Ace's 11 points, mostly lost
    assert thrown.points_clear()
    assert f"on average about {round(thrown.points_cost)} points fewer than the master's move" \
        in thrown.why()
    back = Reviewed.from_json(json.loads(json.dumps(thrown.to_json())), "points")
    assert back.to_json() == thrown.to_json() and back.points_cost == thrown.points_cost
    assert thrown.to_json()["points_cost"] == round(thrown.points_cost, 2)
    kept = review_decision(state, 0, thrown.best, 1, seed=1, iterations=400)
    assert kept.points_cost == 0 and not kept.points_clear() and "points" not in kept.why()


def test_a_points_difference_within_the_noise_or_too_small_is_not_said():
    def decision(best_points, chosen_points, error, unit="points"):
        return Reviewed(3, 0, "play B", "play A", 0.02, "", (
            Move("play A", "A", 0.6, 500, "wins 60% of 500 simulations", best_points, error),
            Move("play B", "B", 0.58, 500, "wins 58% of 500 simulations", chosen_points,
                 error)), unit)
    assert decision(60.0, 51.0, 1.0).points_said().startswith("on average about 9 points fewer")
    assert decision(51.0, 60.0, 1.0).points_said().startswith("on average about 9 points more")
    assert decision(60.0, 51.0, 4.0).points_said() == ""  # within two standard errors
    assert decision(60.0, 58.6, 0.1).points_said() == ""  # under 2 points: not worth saying
    assert decision(1.2, 0.7, 0.05, "chips").points_said() == (
        "on average 0.5 chips fewer than the master's move")
    assert decision(None, 51.0, 1.0).points_cost is None  # an exact value has no points
    assert decision(60.0, 51.0, 1.0, "").points_said() == ""


@pytest.mark.parametrize("game_id,players,unit", [
    ("briscola", 4, "points"), ("pishti", 2, "points"), ("pinochle", 4, "points"),
    ("pinochle", 3, "chips"), ("shithead", 2, "")])
def test_each_game_names_what_its_points_count(game_id, players, unit):
    start, actions = _played(game_id, players, 3)
    assert point_unit(start) == unit
    plies = seat_decisions(start, actions, 0)[:3]
    review = review_game(start, actions, 0, seed=1, iterations=60, plies=plies)
    assert review.unit == unit
    assert Review.from_json(json.loads(json.dumps(review.to_json()))).unit == unit
    recorded = [m.points for d in review.decisions for m in d.moves if m.points is not None]
    if not unit:
        assert recorded == []  # Shithead's points are games lost, not a score
    elif game_id in ("briscola", "pishti"):  # (Pinochle's first decisions are bids)
        assert recorded
