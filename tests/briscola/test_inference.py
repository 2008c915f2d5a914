"""Reading the opponent's plays (2-player Briscola): the sampled worlds follow what they show."""

from __future__ import annotations

import random

import pytest

from cardtable.engine.agent import Decision
from cardtable.games.briscola import inference
from cardtable.games.briscola.agents import GreedyBriscola
from cardtable.games.briscola.inference import model_choices, reader_for

from .helpers import GAME, new, play


def _decision(state, seed=1):
    return Decision(state, state.current_player, state.legal_actions(), random.Random(seed))


def test_the_model_plays_as_the_rule_based_player():
    """The model's choices always hold the rule-based player's move (leading and following)."""
    greedy = GreedyBriscola()
    checked = 0
    for seed in range(40):
        state = GAME.new_state(2, seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal and state.deals_finished == 0:
            d = _decision(state)
            hand = [state.ctx.play_id[a] for a in d.legal]
            move = state.ctx.play_id[greedy.choose(d)]
            choices = model_choices(state.ctx, state.keys, state.trump_suit, hand, tuple(state.trick))
            assert move in choices, (state.pack.format(hand), state.pack.format(state.trick))
            checked += 1
            legal = state.legal_actions()
            state.apply(legal[int(rng.random() * len(legal))])
    assert checked > 1000


def _cheaper_than_a_king(state, world, seat):
    ctx = state.ctx
    return any(ctx.suit[c] != state.trump_suit and ctx.points[c] < 4 for c in world.hand(seat))


def _share(state, seat, pred, adjust=None, n=600):
    d = _decision(state)
    hits = 0
    for i in range(n):
        world = d.determinize(random.Random(i))
        if adjust is not None:
            adjust(world, random.Random(10_000 + i))
        hits += pred(world)
    return hits / n


def test_a_king_led_makes_a_cheaper_card_in_the_leaders_hand_less_likely():
    """The rule-based player leads its cheapest card: after a king is led, the worlds that give
    the leader a card worth less (a plain two, four, ...) are weighed down."""
    state = new(2, dealer=0, hands={1: ["RC", "AS", "2D"], 0: ["4B", "5B", "6B"]}, trump="7D")
    play(state, "RC")
    adjust = reader_for(_decision(state))
    assert adjust is not None
    even = _share(state, 1, lambda w: _cheaper_than_a_king(state, w, 1))
    read = _share(state, 1, lambda w: _cheaper_than_a_king(state, w, 1), adjust)
    assert even > 0.7
    assert read < even - 0.15, (even, read)


def test_a_rich_card_let_go_makes_the_ace_that_takes_it_less_likely():
    """Following a plain three (10 points) without taking it: the ace of that suit, which the
    rule-based player would have taken it with, is unlikely in the follower's hand."""
    state = new(2, dealer=1, hands={0: ["3S", "4B", "5B"], 1: ["2C", "AS", "6D"]}, trump="7D")
    play(state, "3S", "2C")  # seat 1 keeps its ace of swords (it does not play like the model)
    assert state.current_player == 0
    # seat 0 now leads trick 2, after both drew: read seat 1's play of the first trick
    ace = state.pack.parse("AS")
    adjust = reader_for(_decision(state))
    assert adjust is not None
    even = _share(state, 0, lambda w: ace in w.hand(1))
    read = _share(state, 0, lambda w: ace in w.hand(1), adjust)
    assert read < even * 0.75, (even, read)


def test_reading_moves_only_cards_the_seat_cannot_see():
    for seed in range(6):
        state = GAME.new_state(2, seed=seed)
        rng = random.Random(seed)
        for _ in range(5 + 3 * seed):
            legal = state.legal_actions()
            state.apply(legal[int(rng.random() * len(legal))])
        seat = state.current_player
        d = _decision(state)
        adjust = reader_for(d)
        assert adjust is not None
        want = state.observation(seat)
        for i in range(30):
            world = d.determinize(random.Random(i))
            before = sorted(c for cards in world.zones().values() for c in cards)
            adjust(world, random.Random(i))
            assert world.observation(seat) == want
            assert sorted(c for cards in world.zones().values() for c in cards) == before


def test_the_turned_trump_card_stays_with_the_opponent_who_drew_it():
    for seed in range(40):
        state = GAME.new_state(2, seed=seed)
        rng = random.Random(seed)
        while state.trump_holder < 0 or state.trump_holder == state.current_player:
            legal = state.legal_actions()
            state.apply(legal[int(rng.random() * len(legal))])
            if state.deals_finished:
                break
        if state.trump_holder >= 0 and state.trump_holder != state.current_player \
                and state.trump_card in state.hand(state.trump_holder):
            break
    else:
        pytest.fail("no position with the trump card in the opponent's hand")
    d = _decision(state)
    adjust = reader_for(d)
    assert adjust is not None
    for i in range(30):
        world = d.determinize(random.Random(i))
        adjust(world, random.Random(i))
        assert state.trump_card in world.hand(state.trump_holder)


def test_nothing_to_read_before_the_opponent_plays_or_with_more_players():
    state = GAME.new_state(2, seed=3)
    assert reader_for(_decision(state)) is None  # the first lead of the deal
    state4 = GAME.new_state(4, seed=3)
    play(state4, *[a[5:] for a in state4.legal_actions()[:1]])
    assert reader_for(_decision(state4)) is None
    open_state = GAME.new_state(2, {"open_hands": "open"}, seed=3)
    open_state.apply(open_state.legal_actions()[0])
    assert reader_for(_decision(open_state)) is None


def test_plays_the_model_never_makes_count_for_little():
    """An opponent that leads its trump ace at once plays nothing like the model: the weights
    of every hand it might hold stay within a few times of one another."""
    state = new(2, dealer=0, hands={1: ["AD", "4S", "2C"], 0: ["4B", "5B", "6B"]}, trump="7D")
    play(state, "AD")
    d = _decision(state)
    reading = inference.OpponentReading(state.ctx, d.observation, 0)
    weights = [reading.weight(frozenset(d.determinize(random.Random(i)).hand(1))) for i in range(200)]
    assert max(weights) <= 3 * min(weights)
    assert inference.EPSILON > 0
