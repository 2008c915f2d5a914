"""The search's opponent model: a seat read as playing at random gets random moves in the
search's tree, playouts and exact endgames, and 2-player Briscola reads that style from the
opponent's plays (cardtable/games/briscola/style.py)."""

import random

import pytest

from cardtable.ai.hooks import hooks_for
from cardtable.ai.levels import make_agent
from cardtable.ai.rollout import Playout
from cardtable.ai.search import ISMCTS
from cardtable.ai.search_agent import CARELESS_AT, MatchMemory, SearchAgent
from cardtable.ai.solver import EXPLOIT_AT, possible_worlds, solve_or_raise
from cardtable.app.arena import play_game
from cardtable.ai.registry import agent_spec
from cardtable.engine.agent import AgentSpec, Decision
from cardtable.games.briscola import GAME as BRISCOLA
from cardtable.games.briscola.style import plays_read, posterior_mean, read_style

from .helpers import briscola_with_stock, decision, play_to
from .test_fallible import _chances


@pytest.mark.parametrize("players,chances", [(2, {1: 0.5}), (2, {0: 1.0, 1: 0.3}),
                                             (4, {1: 0.5, 3: 1.0})])
def test_briscola_whole_playout_with_random_seats_is_the_stepped_one(players, chances):
    """The fused playout gives a seat its random moves exactly as the move-by-move loop does:
    the same rewards and the same random draws."""
    checked = 0
    for seed in range(4):
        for steps in (0, 3, 11, 25, 33):
            state = play_to(BRISCOLA, players, seed, steps)
            if state.is_terminal:
                continue
            world = state.determinize(state.current_player, random.Random(seed))
            fused = Playout(BRISCOLA, players, random.Random(steps), random_play=chances)
            stepped = Playout(BRISCOLA, players, random.Random(steps), random_play=chances,
                              fused=False)
            assert fused.fast is not None and stepped.fast is None
            deals = world.deals_finished
            assert fused.run(world.clone(), deals) == stepped.run(world.clone(), deals)
            assert fused.rng.getstate() == stepped.rng.getstate()
            checked += 1
    assert checked >= 15


def _first_moves(chances, tries=600):
    """Seat 1's first card in playouts from one position (stepped: one move, then stop)."""
    state = briscola_with_stock(5, left=20)
    while state.current_player != 1:
        state.apply(state.legal_actions()[0])
    world = state.determinize(1, random.Random(0))
    counts = {}
    playout = Playout(BRISCOLA, 2, random.Random(1), random_play=chances, fused=False,
                      max_actions=1)
    for _ in range(tries):
        w = world.clone()
        playout.run(w, w.deals_finished)
        card = w.history[-1]
        counts[card] = counts.get(card, 0) + 1
    return counts


def test_a_seat_read_as_random_plays_any_card_in_playouts():
    ruled = _first_moves(None)
    at_random = _first_moves({1: 1.0})
    assert len(at_random) == 3 and min(at_random.values()) > 150  # about 200 each
    assert max(ruled.values()) > 0.85 * 600  # the policy's card, but for its 10% noise
    half = _first_moves({1: 0.5})
    assert max(at_random.values()) < max(half.values()) < max(ruled.values())


def _last_draws_where_best_play_and_best_chances_differ(count):
    """2-player Briscola at the last draw (four possible deals of the unseen cards), where the
    moves with the best chances against a random opponent (averaged over the deals, worked out
    by plain enumeration) are worse than another against best play, not merely tied with it."""
    found = []
    for seed in range(1, 300):
        state = briscola_with_stock(seed, left=2)
        d = decision(state)
        worlds = possible_worlds(d, random.Random(0), 64)
        if len(d.legal) < 2 or worlds is None:
            continue
        chances = dict.fromkeys(d.legal, 0.0)
        for world in worlds:
            for action, value in _chances(world, d.seat).items():
                chances[action] += value / len(worlds)
        exact = dict(solve_or_raise(d, random.Random(0), 10**6, 64, None, False)[0])
        top = max(chances.values())
        if all(exact[a] < max(exact.values()) - 0.003 for a in d.legal if chances[a] >= top - 1e-9):
            found.append((seed, d, exact, chances))
            if len(found) == count:
                break
    return found


def test_the_last_draw_against_a_random_opponent_is_played_for_the_best_chances():
    positions = _last_draws_where_best_play_and_best_chances_differ(3)
    assert len(positions) == 3
    for seed, d, exact, chances in positions:
        other = 1 - d.seat
        exploit = ISMCTS(iterations=20, max_worlds=64, random_play={other: 1.0}).search(
            d, random.Random(0))
        assert exploit.exact and exploit.worlds > 1
        assert chances[exploit.stats[0].action] == pytest.approx(max(chances.values())), seed
        # an opponent seldom random: best play decides
        careful = ISMCTS(iterations=20, max_worlds=64, random_play={other: EXPLOIT_AT / 2}).search(
            d, random.Random(0))
        assert exact[careful.stats[0].action] == pytest.approx(max(exact.values())), seed


def test_a_search_with_a_random_seat_still_answers_a_legal_move():
    for seed in range(3):
        state = briscola_with_stock(seed, left=24)
        d = decision(state)
        other = 1 - d.seat
        result = ISMCTS(iterations=200, random_play={other: 0.7}).search(d, random.Random(seed))
        assert result.stats[0].action in d.legal
        # every iteration went down one move (equal cards are one: their figures counted once)
        same = hooks_for(BRISCOLA).move_keys(d) or (lambda a: a)
        assert sum({same(s.action): s.visits for s in result.stats}.values()) == 200
        # its own seat is never given random moves
        mine = ISMCTS(iterations=50, random_play={d.seat: 1.0})
        assert mine._random_play(d) == {}


class _Reader:
    """A rule-based seat that reads its opponent's style at each of its decisions."""

    def __init__(self, game, seat):
        self.base = make_agent(game, seat, "greedy")
        self.readings = []

    def choose(self, d):
        self.readings.append(read_style(d).get(1 - d.seat, 0.0))
        return self.base.choose(d)


def _readings(opponent, games=12):
    options = BRISCOLA.resolve_options(2, {}, None)
    out = []
    for i in range(games):
        made = []

        def factory(game, seat):
            made.append(_Reader(game, seat))
            return made[-1]
        specs = [AgentSpec("reader", "reader", factory), agent_spec(BRISCOLA, opponent)]
        if i % 2:
            specs.reverse()
        play_game(BRISCOLA, 2, options, specs, 4100 + i)
        out.append(made[0].readings[-2])  # near the end of the deal (the last is forced)
    return out


def test_a_random_opponent_reads_as_random_and_the_rule_based_one_as_careful():
    at_random = _readings("random")
    ruled = _readings("greedy")
    mean = lambda xs: sum(xs) / len(xs)  # noqa: E731
    assert mean(at_random) > 0.45
    assert mean(ruled) < 0.2
    assert mean(at_random) > mean(ruled) + 0.3


def test_the_reading_sees_only_the_seats_observation():
    """Shuffling the cards the seat cannot see (the opponent's hand, the stock) changes nothing."""
    checked = 0
    for seed in range(8):
        state = briscola_with_stock(seed, left=10 + seed)
        seat = state.current_player
        d = Decision(state, seat, state.legal_actions(), random.Random(0))
        first = read_style(d)
        assert first  # there were plays to read
        for k in range(3):
            other = state.determinize(seat, random.Random(k))
            assert read_style(Decision(other, seat, other.legal_actions(), random.Random(0))) == first
        checked += 1
    assert checked == 8


def test_before_any_play_the_prior_speaks_and_other_forms_read_nothing():
    state = BRISCOLA.new_state(2, seed=3)
    d = decision(state)
    if state.observation(d.seat).zones["trick"]:  # the opponent led: one play read
        assert len(plays_read(d)) == 1
    else:
        assert plays_read(d) == []
        assert read_style(d) == {1 - d.seat: pytest.approx(posterior_mean([]))}
    assert 0 < posterior_mean([]) < 0.15
    assert posterior_mean([(0.02, 1 / 3)] * 20) > 0.9  # plays the rules would seldom make
    assert posterior_mean([(0.9, 1 / 3)] * 20) < 0.02
    for players, options in ((4, None), (3, None), (2, {"open_hands": "open"})):
        state = play_to(BRISCOLA, players, 1, 9, options)
        assert read_style(decision(state)) == {}


def test_a_decision_is_read_once_for_the_memory_and_the_reading(monkeypatch):
    from cardtable.games.briscola import style
    state = play_to(BRISCOLA, 2, 1, 12)
    d = decision(state)
    calls = []
    real = style._plays_read
    monkeypatch.setattr(style, "_plays_read", lambda dec: calls.append(dec) or real(dec))
    plays = style.evidence(d)[1 - d.seat]
    assert read_style(d, {1 - d.seat: [(0.02, 1 / 3)] * 10}) == {
        1 - d.seat: pytest.approx(posterior_mean([(0.02, 1 / 3)] * 10 + plays))}
    assert calls == [d]  # the second question was answered from the first
    again = decision(state)  # a new decision, even of the same position, is read afresh
    assert style.evidence(again) == {1 - d.seat: plays} and calls == [d, again]
    # the arena reuses a seat's Decision object from turn to turn, dropping its observation
    state.apply(d.legal[0])
    while state.current_player != d.seat:
        state.apply(state.legal_actions()[0])
    again._state, again.legal, again._obs = state, state.legal_actions(), None
    later = style.evidence(again)[1 - d.seat]
    assert calls == [d, again, again] and len(later) > len(plays)


def test_a_search_player_that_reads_style_models_its_opponent_and_forgets_at_the_end():
    state = briscola_with_stock(2, left=14)
    d = decision(state)
    agent = make_agent(BRISCOLA, d.seat, "expert", iterations=50, read_style=True)
    assert isinstance(agent, SearchAgent)
    assert agent.choose(d) in d.legal
    assert agent.search.random_play == read_style(d)
    agent.close(state.result() if state.is_terminal else None)
    assert agent.search.random_play == {}
    plain = make_agent(BRISCOLA, d.seat, "expert", iterations=50)
    plain.choose(d)
    assert plain.search.random_play == {}


def test_a_match_memory_keeps_the_last_deals_of_each_place():
    memory = MatchMemory(deals=2)
    memory.remember(1, [(0.1, 0.3)])
    memory.remember(1, [(0.2, 0.3), (0.3, 0.3)])
    memory.remember(1, [(0.4, 0.5)])
    assert memory.earlier(1) == [(0.2, 0.3), (0.3, 0.3), (0.4, 0.5)]  # the oldest deal forgotten
    assert memory.earlier(2) == []


def _match(opponent, games):
    """A match of the expert level's spec (as the arena makes it: one memory for the range)
    against ``opponent``, seats swapped each deal; each game's readings at the expert's first
    decision (what it models the opponent as, before this deal's plays say much)."""
    options = BRISCOLA.resolve_options(2, {}, None)
    spec = agent_spec(BRISCOLA, "expert")
    made = []

    def factory(game, seat):
        agent = spec.factory(game, seat)
        agent.search.iterations = 60  # the memory, not the search, is under test: keep it quick
        agent.iterations_by_players = {}
        made.append(agent)
        original = agent.choose

        def choose(d):
            move = original(d)
            agent.models.append(dict(agent.search.random_play))
            return move
        agent.models = []
        agent.choose = choose
        return agent
    first = []
    for i in range(games):
        specs = [AgentSpec("expert", "expert", factory), agent_spec(BRISCOLA, opponent)]
        if i % 2:
            specs.reverse()
        play_game(BRISCOLA, 2, options, specs, 4300 + i)
        first.append(made[-1].models[0])
    return made, first


def test_a_level_remembers_over_a_match_that_its_opponent_plays_at_random():
    made, first = _match("random", 4)
    assert made[0].memory is made[-1].memory  # one memory for the match, whatever the seat
    assert len(made[-1].memory.earlier(1)) >= 3 * 15  # three deals' plays remembered
    assert first[0] == {}  # the first deal starts with nothing read
    last = made[-1]
    opponent = 1 - last.seat
    assert set(first[-1]) == {opponent} and first[-1][opponent] >= CARELESS_AT


def test_a_level_never_plays_the_rule_based_opponent_as_careless():
    made, _ = _match("greedy", 3)
    assert len(made[-1].memory.earlier(1)) >= 2 * 15
    assert all(model == {} for agent in made for model in agent.models)


def test_the_reading_with_remembered_deals_sees_only_the_seats_observation():
    earlier = [(0.05, 1 / 3)] * 12  # a deal of plays the rules would seldom make
    for seed in range(4):
        state = briscola_with_stock(seed, left=12 + seed)
        seat = state.current_player
        d = Decision(state, seat, state.legal_actions(), random.Random(0))
        first = read_style(d, {1 - seat: earlier})
        assert first[1 - seat] > read_style(d)[1 - seat]  # the remembered deal counts
        for k in range(3):
            other = state.determinize(seat, random.Random(k))
            again = Decision(other, seat, other.legal_actions(), random.Random(0))
            assert read_style(again, {1 - seat: earlier}) == first
