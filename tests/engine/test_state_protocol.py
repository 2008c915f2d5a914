"""The State protocol's shared behaviour, exercised through Briscola."""

import random

import pytest

from cardtable.app.plugins import registry
from cardtable.engine import HIDDEN
from cardtable.engine.errors import ActionParseError, IllegalActionError
from cardtable.engine.state import Chance, shuffled_order


@pytest.fixture
def game():
    return registry().get("briscola")


def test_shuffles_are_permutations_and_depend_on_seed_and_index():
    a = shuffled_order(1, 0, 40)
    assert sorted(a) == list(range(40))
    assert a != shuffled_order(2, 0, 40) and a != shuffled_order(1, 1, 40)
    assert a == shuffled_order(1, 0, 40)
    assert shuffled_order(0, 0, 5) == [3, 4, 0, 2, 1]  # the same on every platform


def test_given_decks_come_first_and_must_be_permutations():
    chance = Chance(3, [list(range(40))])
    assert chance.deck(0, 40) == list(range(40))
    assert chance.deck(1, 40) == shuffled_order(3, 1, 40)
    with pytest.raises(ValueError, match="not a permutation"):
        Chance(0, [[0, 0] + list(range(2, 40))]).deck(0, 40)


def test_malformed_action_text_gives_a_typed_error(game):
    state = game.new_state(2, seed=1)
    with pytest.raises(ActionParseError, match="unknown action 'dance'.*play, signal"):
        state.apply("dance")
    with pytest.raises(ActionParseError, match="empty"):
        state.apply("   ")
    with pytest.raises(ActionParseError):
        state.apply(42)


def test_illegal_action_changes_nothing(game):
    state = game.new_state(2, seed=1)
    before = (state.zones(), list(state.history))
    not_in_hand = next(t for t in state.pack.text_of
                       if f"play {t}" not in state.legal_actions())
    with pytest.raises(IllegalActionError, match="not legal for seat"):
        state.apply(f"play {not_in_hand}")
    assert (state.zones(), state.history) == before


def test_actions_accept_other_spellings(game):
    state = game.new_state(2, seed=1)
    action = state.legal_actions()[0]
    state.apply("  PLAY  " + action.split()[1].lower())
    assert state.history == [action]


def test_same_seed_and_actions_replay_exactly(game):
    rng = random.Random(5)
    a = game.new_state(4, seed=11)
    while not a.is_terminal:
        a.apply(rng.choice(a.legal_actions()))
    b = game.new_state(4, seed=11)
    for action in a.history:
        b.apply(action)
    assert b.zones() == a.zones() and b.result() == a.result()


def test_clone_is_independent(game):
    state = game.new_state(2, seed=3)
    copy = state.clone()
    copy.apply(copy.legal_actions()[0])
    assert state.history == [] and state.zones() != copy.zones()


def test_events_are_masked_per_observer(game):
    events = []
    game.new_state(2, seed=4, events=events)
    deals = [e for e in events if e.kind == "move" and e.dst.startswith("hand:")]
    to_seat_1 = next(e for e in deals if e.dst == "hand:1")
    assert HIDDEN not in to_seat_1.for_seat(1).cards
    assert to_seat_1.for_seat(0).cards == (HIDDEN,) * 3
    assert to_seat_1.for_seat(None).cards == (HIDDEN,) * 3


def test_determinize_keeps_what_the_seat_knows_and_reshuffles_the_rest(game):
    state = game.new_state(2, seed=8)
    hands = set()
    for i in range(20):
        det = state.determinize(0, random.Random(i))
        assert det.observation(0) == state.observation(0)
        hands.add(tuple(det.hands[1]))
    assert len(hands) > 10


def test_an_unknown_card_or_word_is_malformed_not_just_illegal(game):
    state = game.new_state(2, seed=1)
    before = state.zones()
    with pytest.raises(ActionParseError, match="'XX' in 'play XX' is neither a card of the italian40"):
        state.apply("play XX")
    with pytest.raises(ActionParseError, match="ace, three, king"):
        state.apply("signal wink")
    assert state.zones() == before and state.history == []
