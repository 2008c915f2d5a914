"""A finished deal scored by the game it leaves (games/pinochle/outlook.py, the ``deal_value``
hook): in a game to 1000 a search player plays for the game, not for the deal in hand."""

import random

import pytest

from cardtable.ai import solver
from cardtable.ai.levels import make_agent
from cardtable.ai.search import ISMCTS, ActionStats, SearchResult
from cardtable.engine.agent import Decision
from cardtable.games.briscola import GAME as BRISCOLA
from cardtable.games.pinochle import GAME
from cardtable.games.pinochle.ai_hooks import HOOKS
from cardtable.games.pinochle.outlook import DEALS, deal_value, game_chances, side_chances

from ..rule_play import play_until

MEAN, SD = DEALS[(4, False)]


def test_level_totals_are_an_even_game():
    assert game_chances([0, 0], 1000, MEAN, SD) == [0.5, 0.5]
    assert game_chances([400, 400, 400, 400], 1000, MEAN, SD) == pytest.approx([0.25] * 4)


def test_the_same_lead_is_worth_more_near_the_target():
    early = game_chances([300, 200], 1000, MEAN, SD)[0]
    late = game_chances([900, 800], 1000, MEAN, SD)[0]
    assert 0.5 < early < late < 1.0


def test_chances_grow_with_a_sides_total_and_add_up_to_one():
    last = 0.0
    for total in range(0, 900, 100):
        chances = game_chances([total, 450, 300, 200], 1000, 196.0, 170.0)
        assert sum(chances) == pytest.approx(1.0)
        assert chances[0] > last
        last = chances[0]
    assert chances.index(max(chances)) == 0


def test_a_one_deal_game_keeps_the_deals_result():
    state = play_until(GAME.new_state(4, {"game": "single"}, seed=1), lambda s: False)
    assert state.is_terminal and deal_value(state) is None
    assert HOOKS.deal_value(BRISCOLA.new_state(2, seed=1)) is None


def test_a_finished_game_is_worth_its_result():
    state = play_until(GAME.new_state(4, seed=2), lambda s: False)
    assert state.is_terminal
    assert deal_value(state) == state.result().returns
    assert sorted(set(deal_value(state))) == [0.0, 1.0]


@pytest.mark.parametrize("players,options", [(4, {}), (4, {"form": "partnership-auction"}),
                                             (6, {}), (8, {}), (2, {"game": "1000"})])
def test_after_a_deal_partners_share_their_sides_chance(players, options):
    state = play_until(GAME.new_state(players, options, seed=3), lambda s: s.deals_finished > 0)
    assert not state.is_terminal and state.deals_finished == 1
    value = deal_value(state)
    chances = side_chances(state, state.totals)
    team_of = state.ctx.team_of
    assert value == tuple(chances[team_of[s]] for s in range(players))
    assert sum(chances) == pytest.approx(1.0)
    best = max(range(len(state.totals)), key=state.totals.__getitem__)
    assert state.totals.count(state.totals[best]) == 1  # these deals have one leader
    assert chances[best] == max(chances) > 1 / len(chances)
    assert chances.index(min(chances)) == state.totals.index(min(state.totals))


def deal_in_play(options, seed=4, tricks=2):
    """A four-handed deal of the rule-based player, ``tricks`` tricks into the strict play."""
    def stop(s):
        return s.phase == "play" and not s.trick and sum(s.side_tricks) == tricks
    state = play_until(GAME.new_state(4, options, seed=seed), stop, seed)
    assert state.phase == "play"
    return state


def test_in_a_game_to_1000_the_search_scores_playouts_by_the_game():
    """Every playout ends with the deal: in a game to 1000 it scores the seat's chance of the
    game from the totals it leaves (not 0 or 1), and each action carries its rewards' spread;
    in a one-deal game the deal's result as before."""
    for options, valued in (({}, True), ({"game": "single"}, False)):
        state = deal_in_play(options)
        seat = state.current_player
        decision = Decision(state, seat, state.legal_actions(), random.Random(0))
        result = ISMCTS(iterations=120).search(decision, random.Random(1))
        played = [s for s in result.stats if s.visits]
        assert played
        if valued:
            assert all(s.spread is not None for s in played)
            assert all(0.0 < s.value < 1.0 for s in played)
            assert any(s.spread > 0 for s in played)
        else:
            assert all(s.spread is None for s in played)


def test_the_exact_last_tricks_play_for_the_game():
    """Where the generic solver plays a deal's last tricks exactly, a game to 1000 values each
    move by the game it leaves: a chance between 0 and 1, not the deal won or lost, so the moves
    of a deal already decided still differ (by the points they keep). The team solver gives the
    same values (test_team_endgame)."""
    checked = differ = 0
    for seed in range(30):
        state = GAME.new_state(4, seed=seed)
        play_until(state, lambda s: s.phase == "play" and len(s.hands[s.current_player]) == 2
                   and not s.trick, seed)
        if state.phase != "play" or any(state.running(s) + 300 >= state.target
                                        for s in range(2)):
            continue
        seat = state.current_player
        legal = [a for a in state.legal_actions() if a != "declare-out"]
        values, _ = solver._solve(state, seat, legal, 10 ** 6)
        assert values is not None
        assert all(0.0 < v < 1.0 for _, v in values)
        differ += len({round(v, 12) for _, v in values}) > 1
        checked += 1
    assert checked >= 10 and differ >= 3


def test_the_anchor_reads_the_spread_of_a_games_chances():
    """Chances of the game differ by little from move to move: the search overrules the
    rule-based move when its best beats it by a standard error of their measured spread,
    not the 0.5 / sqrt(visits) of a win or a loss."""
    state = deal_in_play({})
    seat = state.current_player
    decision = Decision(state, seat, state.legal_actions(), random.Random(0))
    agent = make_agent(GAME, seat, "expert")
    rule = agent._rule_move(decision)
    other = next(a for a in decision.legal if a != rule and a != "declare-out")
    # 0.02 better over 400 visits each: clearly with a spread of 0.1, noise with wins and losses
    clear = SearchResult([ActionStats(other, 0.52, 400, 0.1), ActionStats(rule, 0.50, 400, 0.1)],
                         800)
    assert agent._anchored(decision, clear) == other
    wins = SearchResult([ActionStats(other, 0.52, 400), ActionStats(rule, 0.50, 400)], 800)
    assert agent._anchored(decision, wins) == rule
    close = SearchResult([ActionStats(other, 0.505, 400, 0.1),
                          ActionStats(rule, 0.50, 400, 0.1)], 800)
    assert agent._anchored(decision, close) == rule


def test_the_hint_speaks_of_the_game_in_a_game_to_1000():
    """The hint's number is the chance of winning the game where the search played for it,
    and the deal's share of wins in a one-deal game."""
    for options, words in (({}, "chance of winning the game"), ({"game": "single"}, "wins ")):
        state = deal_in_play(options)
        seat = state.current_player
        decision = Decision(state, seat, state.legal_actions(), random.Random(0))
        agent = make_agent(GAME, seat, "expert", iterations=120)
        ranked = agent.rank(decision)
        explored = [r for r in ranked if r.visits]
        assert explored and all(words in r.reason for r in explored)
        # the hint's first move is the move: the same player (same seed) chooses it
        twin = make_agent(GAME, seat, "expert", iterations=120)
        assert ranked[0].action == twin.choose(decision)


def test_exact_values_in_a_game_to_1000_are_marked_as_the_games_chances():
    """An exact answer (the last tricks solved) is marked too: its hint speaks of the game."""
    for seed in range(20):
        state = GAME.new_state(4, seed=seed)
        play_until(state, lambda s: s.phase == "play" and len(s.hands[s.current_player]) == 2
                   and len(s.trick) == 3, seed)
        plays = [a for a in state.legal_actions() if a != "declare-out"]
        if state.phase != "play" or len(plays) < 2:
            continue
        seat = state.current_player
        decision = Decision(state, seat, state.legal_actions(), random.Random(0))
        agent = make_agent(GAME, seat, "expert")
        result = agent.run(decision)
        assert result.exact and result.chances
        assert "with best play" in agent.rank(decision)[0].reason
        assert "chance of winning the game" in agent.rank(decision)[0].reason
        return
    pytest.fail("no last trick with a choice")
