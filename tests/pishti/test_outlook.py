"""A finished deal scored by the game it leaves (games/pishti/outlook.py, the ``deal_value``
hook): in a game to 101 or 151 a search player plays for the game, not for the deal in hand."""

import random

import pytest

from cardtable.ai import solver
from cardtable.ai.levels import make_agent
from cardtable.ai.rollout import Playout
from cardtable.ai.search import ISMCTS
from cardtable.engine.agent import Decision
from cardtable.games.pishti import GAME
from cardtable.games.pishti.ai_hooks import HOOKS
from cardtable.games.pishti.outlook import DEALS, OTHER, deal_value, figures, side_chances
from cardtable.games.pishti.rules import OPTIONS, PRESETS

from ..rule_play import play_until


def rules(preset=None, **values):
    return OPTIONS.resolve(values, preset)


def test_a_single_deal_keeps_the_deals_result():
    state = play_until(GAME.new_state(2, rules(), seed=1), lambda s: False)
    assert state.is_terminal and deal_value(state) is None
    assert HOOKS.deal_value(GAME.new_state(4, rules(bluff=True), seed=1)) is None


@pytest.mark.parametrize("preset", PRESETS)
def test_a_finished_game_is_worth_its_result(preset):
    state = play_until(GAME.new_state(2, rules(preset), seed=2), lambda s: False)
    assert state.is_terminal and state.deals_finished > 1
    assert deal_value(state) == state.result().returns


def test_a_pishti_that_ends_the_game_is_worth_its_result():
    for seed in range(40):
        state = play_until(GAME.new_state(2, rules(target=60, end_on_pishti=True), seed=seed),
                           lambda s: False, seed)
        if state.record.won is None:  # ended by a pishti in the middle of a deal
            assert deal_value(state) == state.result().returns
            return
    pytest.fail("no game ended on a pishti")


@pytest.mark.parametrize("players", [2, 4])
def test_after_a_deal_the_leader_is_ahead_and_partners_share(players):
    state = play_until(GAME.new_state(players, rules("club"), seed=3),
                       lambda s: s.deals_finished > 0)
    assert not state.is_terminal and state.scores[0] != state.scores[1]
    value = deal_value(state)
    chances = side_chances(state)
    assert value == tuple(chances[s % 2] for s in range(players))
    assert sum(chances) == pytest.approx(1.0)
    lead = 0 if state.scores[0] > state.scores[1] else 1
    assert 0.5 < chances[lead] < 1.0


def test_the_same_lead_is_worth_more_near_the_target():
    state = GAME.new_state(2, rules("harbin"), seed=0)
    state.scores = [30, 10]
    early = side_chances(state)[0]
    state.scores = [90, 70]
    late = side_chances(state)[0]
    assert 0.5 < early < late < 1.0


def test_the_club_target_must_be_passed():
    """Club rules: "more than 151" (at exactly 151 the game goes on): the leader needs one point
    more, so the same lead is worth a little less than where reaching 151 is enough."""
    strict = GAME.new_state(2, rules("club"), seed=0)
    plain = GAME.new_state(2, rules("club", target_strict=False), seed=0)
    strict.scores = [100, 80]
    plain.scores = [100, 80]
    assert side_chances(strict)[0] < side_chances(plain)[0]


def test_each_preset_reads_its_own_measured_figures():
    seen = set()
    for preset in PRESETS:
        for bluff in (False, True):
            state = GAME.new_state(2, rules(preset, bluff=bluff), seed=0)
            assert figures(state) in DEALS.values()
            seen.add(figures(state))
    assert len(seen) == len(DEALS) == 2 * len(PRESETS)
    odd = GAME.new_state(2, rules("harbin", jack_on_jack=20), seed=0)
    assert figures(odd) == OTHER[False]


def test_the_whole_playout_loop_scores_the_game_as_the_move_by_move_loop():
    """Pishti's one-loop playout (``playout`` hook) leaves the world where it ended and is
    scored by the game's chances, the same as the generic loop playing the same moves."""
    state = play_until(GAME.new_state(2, rules("harbin"), seed=5),
                       lambda s: s.deals_finished > 0 and len(s.history) > 70)
    seat = state.current_player
    decision = Decision(state, seat, state.legal_actions(), random.Random(0))
    valued = 0
    for k in range(12):
        world = decision.determinize(random.Random(k))
        fused = Playout(GAME, 2, random.Random(100 + k))
        step = Playout(GAME, 2, random.Random(100 + k), fused=False)
        assert fused.fast is not None
        a = fused.run(world.clone(), state.deals_finished)
        b = step.run(world.clone(), state.deals_finished)
        assert a == pytest.approx(b)
        assert fused.valued and step.valued and fused.last_returns == a
        valued += 0.0 < a[0] < 1.0
    assert valued >= 10


def test_the_exact_last_hand_plays_for_the_game():
    """Two-handed Pishti's last hand is solved exactly. In a game to a target each move is
    valued by the game it leaves, so a deal already won or lost still has its better and worse
    moves (the points they keep)."""
    checked = differ = 0
    for seed in range(40):
        state = GAME.new_state(2, rules("club", target=1000), seed=seed)
        play_until(state, lambda s: not s.stock and s.in_hands == 8, seed)
        legal = state.legal_actions()
        if state.is_terminal or len(set(legal)) < 2:
            continue
        seat = state.current_player
        values, _ = solver._solve(state, seat, legal, 10 ** 6)
        assert values is not None
        assert all(0.0 < v < 1.0 for _, v in values)
        differ += len({round(v, 12) for _, v in values}) > 1
        checked += 1
    assert checked >= 20 and differ >= 10


@pytest.mark.parametrize("preset,valued", [("club", True), (None, False)])
def test_the_search_and_the_hint_speak_of_the_game(preset, valued):
    state = play_until(GAME.new_state(2, rules(preset), seed=6), lambda s: len(s.history) > 20)
    seat = state.current_player
    decision = Decision(state, seat, state.legal_actions(), random.Random(0))
    result = ISMCTS(iterations=150).search(decision, random.Random(1))
    played = [s for s in result.stats if s.visits]
    assert played and all((s.spread is not None) == valued for s in played)
    agent = make_agent(GAME, seat, "expert", iterations=150)
    ranked = agent.rank(decision)
    words = "chance of winning the game" if valued else "wins "
    assert all(words in r.reason for r in ranked if r.visits)
    # the hint's first move is the move: the same player (same seed) chooses it
    assert ranked[0].action == make_agent(GAME, seat, "expert", iterations=150).choose(decision)
