"""Shithead, RULES.md §2 and seed 002: one scenario test per rule and option."""

import random
import re

import pytest

from cardtable.engine import HIDDEN
from cardtable.engine.errors import ActionParseError, IllegalActionError
from cardtable.engine.events import BURN, MOVE

from .helpers import GAME, hand, new, run, texts


def finish(state, seed=0):
    rng = random.Random(seed)
    while not state.is_terminal:
        state.apply(rng.choice(state.legal_actions()))
    return state


# --- pack and deal ----------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_pack_is_52_cards_with_two_jokers_for_six_players(players):
    state = GAME.new_state(players)
    assert state.pack.name == ("french54" if players == 6 else "french52")
    jokers = [c for c in range(state.pack.size) if state.pack.cards[c].is_joker]
    assert len(jokers) == (2 if players == 6 else 0)


@pytest.mark.parametrize("players", [2, 4, 6])
def test_deal_three_face_down_three_face_up_three_in_hand(players):
    events = []
    state = GAME.new_state(players, seed=5, events=events)
    for s in range(players):
        assert (len(state.down[s]), len(state.up[s]), len(state.hands[s])) == (3, 3, 3)
    assert len(state.stock) == state.pack.size - 9 * players
    moves = [e for e in events if e.kind == MOVE]
    for e in moves:
        if e.dst.startswith("table_down"):
            assert e.visible_to == frozenset() and not e.face_up  # nobody, not even the owner
        elif e.dst.startswith("table_up"):
            assert e.visible_to is None and e.face_up
        else:
            assert e.visible_to == frozenset({int(e.dst.split(":")[1])})
    # the deal goes round from the dealer's left: downs, then ups, then hands
    assert [e.dst for e in moves][:players] == [f"table_down:{(1 + k) % players}" for k in range(players)]


def test_choose_face_up_option_deals_six_and_each_lays_three_face_up():
    state = new(2, hand={0: ["2C", "10C", "AC", "4C", "5C", "6C"]}, setup=True, choose_face_up=True)
    assert len(state.hands[0]) == 6 and state.up[0] == [] and len(state.down[0]) == 3
    assert sorted(state.legal_actions()) == sorted(f"faceup {t}" for t in hand(state, 0))
    run(state, "faceup 2C", "faceup 10C")
    assert state.current_player == 0
    run(state, "faceup AC")
    assert texts(state, state.up[0]) == ["2C", "10C", "AC"] and len(state.hands[0]) == 3
    assert state.current_player == 1 and state.legal_actions()[0].startswith("faceup")
    for _ in range(3):
        state.apply(state.legal_actions()[0])
    assert state.phase != 0  # setup over


# --- swap phase -------------------------------------------------------------------------------
def test_swap_phase_exchanges_hand_and_face_up_cards_in_plain_view():
    state = new(2, up={0: ["4C", "5C", "6C"]}, hand={0: ["KC", "AC", "QC"]}, setup=True)
    assert state.current_player == 0
    assert "swap KC 4C" in state.legal_actions() and "ready" in state.legal_actions()
    events = state.apply_with_events("swap KC 4C", masked=False)
    assert sorted(hand(state, 0)) == sorted(["AC", "QC", "4C"])
    assert sorted(texts(state, state.up[0])) == sorted(["KC", "5C", "6C"])
    to_hand, to_table = [e for e in events if e.kind == MOVE]  # (the table card leaves first)
    assert to_table.visible_to is None and to_table.dst == "table_up:0"  # face up: public
    # the face-up card lay in plain view: everyone sees it go into the hand, and remembers it
    assert to_hand.visible_to is None and not to_hand.face_up
    four = state.pack.parse("4C")
    assert to_hand.for_seat(1).cards == (four,)
    assert sorted(state.observation(1).zones["hand:0"]) == [HIDDEN, HIDDEN, four]


def test_swap_phase_goes_round_in_deal_order_then_play_starts():
    state = new(3, dealer=1, up={0: ["3C"]}, setup=True)
    order = []
    while state.legal_actions()[0] == "ready":
        order.append(state.current_player)
        state.apply("ready")
    assert order == [2, 0, 1]
    assert state.current_player == 0 and state.observation(0).public["phase"] == "play"


# --- who starts -------------------------------------------------------------------------------
def test_first_three_face_up_in_deal_order_starts():
    state = new(3, up={1: ["3D"], 2: ["3S"]}, hand={0: ["3H"]})
    assert state.current_player == 1
    assert all(a.startswith("play") for a in state.legal_actions())


def test_start_rule_uses_the_cards_dealt_face_up_not_the_row_after_the_swap():
    # seat 0 (first in deal order) swaps a 3 from its hand into the face-up row; seat 2 was dealt
    # its 3 face up and swaps it into the hand: seat 2 still starts
    state = new(3, up={0: ["9C", "8C", "7C"], 2: ["3S", "9D", "8D"]},
                hand={0: ["3H", "KC", "QC"], 2: ["AS", "KS", "QS"]}, setup=True)
    run(state, "swap 3H 9C", "ready", "ready", "swap AS 3S", "ready")
    assert "3H" in texts(state, state.up[0]) and "3S" in hand(state, 2)
    assert state.current_player == 2 and state.observation(0).public["phase"] == "play"
    assert state.observation(0).public["shown"] == "3S"


def test_first_player_in_deal_order_with_a_three_in_hand_shows_it():
    # dealer 0: the deal order is 1, 2, 0; seats 0 and 2 hold a 3, seat 2 comes first
    state = new(3, dealer=0, hand={0: ["3C", "9S", "9D"], 2: ["3D", "8S", "8D"]})
    assert state.current_player == 2 and state.legal_actions() == ["show 3D"]


def test_three_in_hand_must_be_shown_to_start():
    state = new(3, hand={2: ["3H", "9S", "9D"]})
    assert state.current_player == 2
    assert state.legal_actions() == ["show 3H"]
    events = state.apply_with_events("show 3H", seat=0)
    assert any(state.pack.parse("3H") in e.cards for e in events)  # everyone sees it
    assert state.current_player == 2
    assert "play 9S" in state.legal_actions() and "pickup" not in state.legal_actions()


def test_start_rule_moves_on_to_fours_face_up_before_hands():
    state = new(3, up={2: ["4D"]}, hand={0: ["4H"]})
    assert state.current_player == 2 and state.observation(0).public["start_rank"] == "4"


def test_start_rule_moves_on_to_a_four_shown_from_the_hand():
    state = new(3, hand={1: ["4H", "4S", "9C"]})
    assert state.current_player == 1
    assert sorted(state.legal_actions()) == ["show 4H", "show 4S"]


# --- play -------------------------------------------------------------------------------------
def test_starter_plays_one_card_or_several_of_one_rank():
    state = new(2, up={0: ["3C"]}, hand={0: ["5C", "5D", "9H"]})
    assert sorted(state.legal_actions()) == sorted(["play 5C", "play 5D", "play 5D 5C", "play 9H"])


def test_following_players_play_the_same_count_as_started():
    state = new(2, up={0: ["3C"]}, hand={0: ["5C", "5D", "9H"], 1: ["6C", "6D", "7C"]})
    run(state, "play 5D 5C")
    assert sorted(state.legal_actions()) == ["pickup", "play 6D 6C"]


def test_the_player_is_told_how_many_cards_this_pile_takes():
    """The pile shows its cards, not how many began it: the line under the table says it."""
    state = new(2, up={0: ["3C"]}, hand={0: ["5C", "5D", "9H"], 1: ["6C", "6D", "7C"]})
    assert state.decision_note(0) == ""  # a new pile: any number
    run(state, "play 5D 5C")
    assert state.decision_note(1) == ("Each play on this pile is 2 cards of one rank, as many as "
                                      "began it.")
    assert state.decision_note(0) == ""  # only the seat to play is told
    run(state, "pickup")
    assert state.decision_note(0) == ""  # picked up: the next pile starts free


def test_any_count_option_lets_every_player_play_any_number():
    state = new(2, up={0: ["3C"]}, hand={0: ["5C", "5D", "9H"], 1: ["6C", "6D", "7C"]},
                any_count=True)
    run(state, "play 5D 5C")
    assert sorted(state.legal_actions()) == sorted(
        ["pickup", "play 6C", "play 6D", "play 6D 6C", "play 7C"])


def test_rank_must_equal_or_beat_the_last_card():
    state = new(2, up={0: ["3C"]}, hand={0: ["8C", "9S", "9D"], 1: ["7H", "8H", "9H"]})
    run(state, "play 8C")
    assert sorted(state.legal_actions()) == ["pickup", "play 8H", "play 9H"]


def test_pickup_is_always_allowed_and_required_when_nothing_is_legal():
    state = new(2, up={0: ["3C"]}, hand={0: ["KC", "9S", "9D"], 1: ["4H", "5H", "6H"]})
    run(state, "play KC")
    assert state.legal_actions() == ["pickup"]
    run(state, "pickup")
    assert sorted(hand(state, 1)) == sorted(["4H", "5H", "6H", "KC"])
    assert state.pile == []


def test_the_log_says_how_many_cards_a_pickup_takes():
    state = new(2, up={0: ["3C"]}, hand={0: ["9H", "5C", "KD"], 1: ["4C", "6C", "7C"]})
    run(state, "play 9H")
    assert state.describe_action("pickup") == "picks up the pile (one card)"


def test_after_a_pickup_the_next_player_starts_a_new_pile_freely():
    state = new(2, up={0: ["3C"]}, hand={0: ["KC", "4S", "9D"], 1: ["4H", "5H", "6H"]})
    run(state, "play KC", "pickup")
    assert state.current_player == 0
    legal = state.legal_actions()
    assert "play 4S" in legal and "pickup" not in legal


def test_hand_is_refilled_to_three_from_the_stock():
    state = new(2, up={0: ["3C"]}, hand={0: ["5C", "5D", "9H"]}, stock=["KS", "QS"])
    run(state, "play 5D 5C")
    assert sorted(hand(state, 0)) == sorted(["9H", "KS", "QS"])


def test_refill_only_while_the_stock_lasts():
    # 5 players: 45 cards dealt, a stock of 7
    state = new(5, up={0: ["3C"]}, hand={0: ["4C", "4D", "4H"], 1: ["5C", "5D", "5H"],
                                         2: ["6C", "6D", "6H"]})
    assert len(state.stock) == 7
    run(state, "play 4H 4D 4C", "play 5H 5D 5C")
    assert len(state.stock) == 1 and len(state.hands[1]) == 3
    run(state, "play 6H 6D 6C")
    assert state.stock == [] and len(state.hands[2]) == 1


# --- table cards (6 players: no stock) --------------------------------------------------------
def _six(**kw):
    base_hand = {0: ["4C", "4D", "4H"], 1: ["5S", "6S", "7S"], 2: ["QH", "8D", "8C"],
                 3: ["5H", "6H", "7H"], 4: ["8H", "9D", "9C"], 5: ["JH", "JD", "JC"]}
    base_hand.update(kw.pop("hand", {}))
    return new(6, hand=base_hand, **kw)


def _round_to_seat0(state, last="play JH"):
    """Seat 0 has just played; the others pick up or play singles till seat 0 is to play."""
    run(state, "pickup", "play QH", "pickup", "play 8H")
    state.apply(last)
    assert state.current_player == 0


def test_face_up_cards_are_played_when_hand_and_stock_are_empty():
    state = _six(up={0: ["3C", "KC", "KD"]})
    assert state.stock == []
    run(state, "play 4H 4D 4C")
    assert state.hands[0] == []
    _round_to_seat0(state)
    assert sorted(state.legal_actions()) == sorted(
        ["play KC", "play KD", "pickup", "pickup 3C", "pickup KC", "pickup KD"])
    run(state, "play KD")
    assert texts(state, state.up[0]) == ["3C", "KC"]


def test_a_face_up_card_may_be_added_to_the_pile_before_picking_it_up():
    state = _six(up={0: ["3C", "KC", "KD"]})
    run(state, "play 4H 4D 4C")
    _round_to_seat0(state)
    n = len(state.pile) + 1
    assert state.describe_action("pickup 3C") == \
        f"adds Three of Clubs to the pile and picks it up ({n} cards)"
    run(state, "pickup 3C")
    assert texts(state, state.up[0]) == ["KC", "KD"]
    assert sorted(hand(state, 0)) == sorted(["8H", "JH", "3C"])


def test_face_up_cards_wait_until_the_hand_is_empty_again():
    state = _six(up={0: ["3C", "KC", "KD"]})
    run(state, "play 4H 4D 4C")
    _round_to_seat0(state)
    run(state, "pickup 3C")
    run(state, "play 5S", "play 8D", "pickup", "play 9D", "pickup")
    assert state.current_player == 0
    legal = state.legal_actions()
    assert legal and all(a.split()[1] in ("8H", "JH", "3C") for a in legal)


def _to_face_down(**kw):
    """Seat 0 plays out its hand and its three face-up 3s; returns the state at its next turn
    after ``last``."""
    last = kw.pop("last", "play JH")
    state = _six(up={0: ["3C", "3D", "3H"]}, **kw)
    run(state, "play 4H 4D 4C", "pickup", "play QH", "pickup", "play 8H", "pickup")
    run(state, "play 3H 3D 3C")  # from the face-up row
    assert state.up[0] == [] and state.hands[0] == []
    run(state, "pickup", "play 8C", "pickup", "play 9D")
    state.apply(last)
    assert state.current_player == 0
    return state


def test_face_down_card_is_turned_up_blind_and_played_when_legal():
    state = _to_face_down(down={0: ["5D", "6D", "KS"]})  # KS on top
    assert state.legal_actions() == ["blind", "pickup"]
    assert state.observation(0).zones["table_down:0"] == (HIDDEN,) * 3
    events = state.apply_with_events("blind", seat=3)
    assert any(e.kind == MOVE and e.src == "table_down:0" and e.cards == (state.pack.parse("KS"),)
               for e in events)  # turned up for everyone
    assert texts(state, state.pile)[-1] == "KS" and state.hands[0] == []
    assert state.current_player == 1


def test_face_down_card_that_cannot_be_played_is_picked_up_with_the_pile():
    state = _to_face_down(down={0: ["5D", "6D", "4S"]})  # 4S on top, pile shows a jack
    pile = hand(state, 0) + texts(state, state.pile)
    run(state, "blind")
    assert sorted(hand(state, 0)) == sorted(pile + ["4S"])
    assert state.pile == [] and len(state.down[0]) == 2
    assert state.current_player == 1


def test_face_down_cards_turned_up_as_many_as_the_count_requires():
    state = _six(up={0: ["3C", "3D", "3H"]}, down={0: ["5D", "KS", "KH"]},
                 hand={4: ["8H", "9D", "9C"], 5: ["JH", "JD", "JC"]})
    run(state, "play 4H 4D 4C", "pickup", "play QH", "pickup", "play 8H", "pickup")
    run(state, "play 3H 3D 3C")
    run(state, "pickup", "play 8D 8C", "pickup", "play 9D 9C", "play JD JC")
    assert state.current_player == 0
    run(state, "blind")  # two cards: KH and KS, a legal pair
    assert texts(state, state.pile)[-2:] == ["KH", "KS"]
    assert texts(state, state.down[0]) == ["5D"]


def test_face_down_cards_that_are_not_a_legal_set_are_picked_up_with_the_pile():
    state = _six(up={0: ["3C", "3D", "3H"]}, down={0: ["5D", "KS", "QS"]},
                 hand={4: ["8H", "9D", "9C"], 5: ["JH", "JD", "JC"]})
    run(state, "play 4H 4D 4C", "pickup", "play QH", "pickup", "play 8H", "pickup")
    run(state, "play 3H 3D 3C")
    run(state, "pickup", "play 8D 8C", "pickup", "play 9D 9C", "play JD JC")
    pile = texts(state, state.pile)
    run(state, "blind")  # a pair is required: QS and KS are turned up, not a pair
    assert sorted(hand(state, 0)) == sorted(pile + ["QS", "KS"])
    assert texts(state, state.down[0]) == ["5D"] and state.pile == []
    assert state.current_player == 1


def _down_to_last_card():
    """Seat 0 plays its top face-down cards KS and 6D; 4S is left, and seat 0 is to play on a
    fresh pile... unless the caller plays on."""
    state = _to_face_down(down={0: ["4S", "6D", "KS"]})
    run(state, "blind")  # KS on the jack
    run(state, "pickup", "play 8D", "pickup", "play 9C", "pickup")
    run(state, "blind")  # 6D on a fresh pile
    assert len(state.down[0]) == 1 and state.current_player == 1
    return state


def test_player_whose_last_table_card_is_illegal_picks_up_and_plays_on():
    state = _down_to_last_card()
    run(state, "pickup", "play 6C", "play 8C", "pickup", "play 8H")
    assert state.current_player == 0
    run(state, "blind")  # 4S on 8H: illegal
    assert not state.is_terminal and state.out[0] is False
    assert sorted(hand(state, 0)) == ["4S", "8H"] and state.down[0] == []
    assert state.current_player == 1


def test_first_player_out_wins():
    state = _down_to_last_card()
    run(state, "pickup", "play 6C", "pickup", "play QC", "pickup")
    assert state.current_player == 0 and state.pile == []
    run(state, "blind")  # 4S on a fresh pile: seat 0 has no cards left
    assert state.is_terminal and state.finished == [0]
    result = state.result()
    assert result.returns == (1.0, 0.0, 0.0, 0.0, 0.0, 0.0)
    assert result.points == (0, 1, 1, 1, 1, 1)
    assert result.summary == "Won by seat 1"
    with pytest.raises(IllegalActionError):
        state.apply("pickup")


# --- special cards ----------------------------------------------------------------------------
def test_two_goes_on_anything_and_anything_goes_on_a_two():
    state = new(2, up={0: ["3C"]}, hand={0: ["AC", "4S", "9D"], 1: ["2H", "5H", "6H"]})
    run(state, "play AC")
    assert sorted(state.legal_actions()) == ["pickup", "play 2H"]
    run(state, "play 2H")
    legal = state.legal_actions()  # (seat 0 drew from the stock after the ace)
    assert {"play 4S", "play 9D"} <= set(legal) and "pickup" in legal


def test_twos_must_be_played_in_the_count_of_the_pile():
    state = new(2, up={0: ["3C"]}, hand={0: ["AC", "AS", "9D"], 1: ["2H", "2D", "6H"]})
    run(state, "play AS AC")
    assert sorted(state.legal_actions()) == ["pickup", "play 2H 2D"]


def test_ten_burns_the_pile_and_the_same_player_plays_again():
    state = new(2, up={0: ["3C"]}, hand={0: ["5C", "4S", "9D"], 1: ["10H", "6H", "7H"]})
    run(state, "play 5C")
    events = state.apply_with_events("play 10H", masked=False)
    assert any(e.kind == BURN and e.dst == "burned" for e in events)
    assert texts(state, state.burned) == ["5C", "10H"] and state.pile == []
    assert state.current_player == 1
    assert "pickup" not in state.legal_actions() and "play 6H" in state.legal_actions()


def test_ten_must_itself_be_legal_by_rank():
    state = new(2, up={0: ["3C"]}, hand={0: ["QC", "4S", "9D"], 1: ["10H", "6H", "7H"]})
    run(state, "play QC")
    assert state.legal_actions() == ["pickup"]


def test_four_of_a_kind_across_turns_burns_and_the_completer_plays_again():
    state = new(3, up={0: ["3C"]}, hand={0: ["6C", "6S", "9D"], 1: ["6D", "8S", "8D"],
                                         2: ["6H", "KS", "KD"]})
    run(state, "play 6C", "play 6D", "play 6H")
    assert state.burned == []
    run(state, "play 6S")
    assert sorted(texts(state, state.burned)) == sorted(["6C", "6D", "6H", "6S"])
    assert state.current_player == 0 and state.pile == []


def test_four_of_a_kind_played_at_once_burns():
    state = new(2, up={0: ["3C"]}, hand={0: ["5C", "5D", "7C"], 1: ["7H", "7S", "4S"]},
                stock=["7D", "QS"])
    run(state, "play 5D 5C", "play 7S 7H", "pickup", "play 4S", "play QS", "pickup")
    assert state.current_player == 0 and state.pile == []
    assert {"7C", "7D", "7H", "7S"} <= set(hand(state, 0))
    run(state, "play 7S 7H 7D 7C")
    assert sorted(texts(state, state.burned)) == ["7C", "7D", "7H", "7S"]
    assert state.pile == [] and state.current_player == 0


def test_four_of_a_kind_completed_by_a_pair_on_a_pair_burns():
    state = new(2, up={0: ["3C"]}, hand={0: ["8C", "8D", "9H"], 1: ["8H", "8S", "KH"]})
    run(state, "play 8D 8C", "play 8S 8H")
    assert len(state.burned) == 4 and state.current_player == 1


def test_a_joker_breaks_a_run_of_equal_ranks():
    state = new(6, up={0: ["3C"]}, hand={0: ["8C", "8D", "9H"], 1: ["RJ", "5H", "6H"],
                                         2: ["8H", "8S", "KH"]})
    run(state, "play 8C", "play RJ", "play 8D")  # 8, joker, 8: seat 0 again after the reversal
    assert state.burned == [] and state.current_player == 5


def test_joker_reverses_and_the_next_player_beats_the_card_before_it():
    state = new(6, up={0: ["3C"]}, hand={0: ["8C", "4S", "QD"], 1: ["RJ", "5H", "6H"]})
    run(state, "play 8C", "play RJ")
    assert state.direction == -1 and state.current_player == 0
    assert sorted(state.legal_actions()) == ["pickup", "play QD"]
    run(state, "play QD")
    assert state.current_player == 5  # still reversed


def test_joker_starting_a_pile_frees_the_next_player():
    state = new(6, up={0: ["3C"]}, hand={0: ["RJ", "4S", "QD"], 5: ["4H", "4D", "KD"]})
    run(state, "play RJ")
    assert state.current_player == 5
    legal = state.legal_actions()
    assert {"play 4H", "play 4D", "play 4H 4D", "play KD"} <= set(legal)


# --- ending, series, cap ----------------------------------------------------------------------
def _greedy_game(players, seed=3, **options):
    from cardtable.app.arena import play_game
    from cardtable.ai.registry import agent_spec
    opts = GAME.resolve_options(players, options)
    spec = agent_spec(GAME, "greedy")
    state, _ = play_game(GAME, players, opts, [spec] * players, seed, 0)
    return state


def test_last_one_loses_a_player_out_drops_out_and_play_goes_on():
    state = _to_face_down(down={0: ["4S", "6D", "KS"]}, ending="last-one-loses")
    run(state, "blind", "pickup", "play 8D", "pickup", "play 9C", "pickup", "blind")
    run(state, "pickup", "play 6C", "pickup", "play QC", "pickup")
    run(state, "blind")  # seat 0 plays its last card and drops out
    assert not state.is_terminal and state.out[0] and state.finished == [0]
    assert state.current_player == 1 and texts(state, state.pile) == ["4S"]
    run(state, "pickup")
    for _ in range(4):  # seats 2..5 act; then seat 0 is skipped
        state.apply(state.legal_actions()[0])
    assert state.current_player == 1


def test_last_one_loses_players_drop_out_until_one_is_left():
    state = _greedy_game(4, ending="last-one-loses")
    assert len(state.finished) == 3
    shithead = ({0, 1, 2, 3} - set(state.finished)).pop()
    result = state.result()
    assert result.returns[shithead] == 0.0
    assert all(result.returns[s] == 1.0 for s in state.finished)
    assert result.points[shithead] == 1 and sum(result.points) == 1
    assert "Shithead" in result.summary


def test_the_shithead_deals_the_next_game_of_a_series():
    state = GAME.new_state(4, {"ending": "last-one-loses", "series": 2}, seed=3)
    rng = random.Random(0)
    from cardtable.games.shithead.agents import GreedyShithead
    from cardtable.engine.agent import Decision
    agent = GreedyShithead()
    while state.game_no == 0:
        p = state.current_player
        state.apply(agent.choose(Decision(state, p, state.legal_actions(), rng)))
    lost = state.last_game["lost"]
    assert len(lost) == 1 and state.dealer == lost[0]
    assert state.observation(None).public["losses"][lost[0]] == 1


def test_dealer_rotates_and_tally_counts_losses_over_a_series():
    dealers = []
    state = GAME.new_state(3, {"series": 4}, seed=8, first_dealer=2)
    from cardtable.games.shithead.agents import GreedyShithead
    from cardtable.engine.agent import Decision
    agent = GreedyShithead()
    rng = random.Random(0)
    dealers.append(state.dealer)
    while not state.is_terminal:
        g = state.game_no
        p = state.current_player
        state.apply(agent.choose(Decision(state, p, state.legal_actions(), rng)))
        if state.game_no != g:
            dealers.append(state.dealer)
    assert dealers == [2, 0, 1, 2]
    result = state.result()
    assert sum(state.wins) + state.draws == 4
    assert list(result.points) == state.losses
    assert sum(result.points) == 2 * (4 - state.draws)  # first out wins: the two others lose
    best = min(state.losses)
    assert all((r == 1.0) == (x == best) for r, x in zip(result.returns, state.losses))


def test_move_cap_ends_a_cycling_game_in_a_draw(monkeypatch):
    # greedy against greedy without patience, 2 players, seed 20: the players pass the same
    # pile back and forth for ever
    from cardtable.games.shithead import agents
    monkeypatch.setattr(agents, "PATIENCE", 10**9)
    state = _greedy_game(2, seed=20)
    assert state.draws == 1 and len(state.history) == 1000
    result = state.result()
    assert result.returns == (0.5, 0.5) and result.points == (0, 0)
    assert "move cap" in result.summary


def test_move_cap_option_sets_the_limit():
    state = GAME.new_state(2, {"move_cap": 40}, seed=4)
    finish(state, seed=4)
    assert state.draws == 1 and len(state.history) == 40
    assert state.result().returns == (0.5, 0.5)


def test_greedy_patience_breaks_the_cycle():
    state = _greedy_game(2, seed=20)
    assert state.draws == 0 and len(state.history) < 1000


def test_every_game_ends_between_random_and_greedy():
    # random players alone seldom finish (picking up is always legal): the cap ends those games
    from cardtable.app.arena import play_game
    from cardtable.ai.registry import agent_spec
    greedy, rand = agent_spec(GAME, "greedy"), agent_spec(GAME, "random")
    drawn = 0
    for n in (2, 3, 4, 5, 6):
        for seed, ending in ((n, "first-out"), (n + 10, "last-one-loses")):
            opts = GAME.resolve_options(n, {"ending": ending, "series": 2, "move_cap": 300})
            specs = [(greedy, rand)[s % 2] for s in range(n)]
            state, _ = play_game(GAME, n, opts, specs, seed, 0)
            assert state.is_terminal and state.game_no == 1
            assert len(state.history) <= 2 * 300
            assert sum(state.wins) + state.draws == 2
            drawn += state.draws
    assert drawn  # the cap was needed at least once (two random players left)


# --- knowledge --------------------------------------------------------------------------------
def test_face_down_cards_never_visible_before_turned_even_to_their_owner():
    events = []
    state = GAME.new_state(3, seed=2, events=events)
    for seat in (0, 1, 2, None):
        obs = state.observation(seat)
        for s in range(3):
            assert obs.zones[f"table_down:{s}"] == (HIDDEN,) * 3
        seen = {c for e in events for c in (e.for_seat(seat).cards if e.for_seat(seat) else ())}
        assert not seen & {c for s in range(3) for c in state.down[s]}


def test_other_players_hands_are_hidden():
    state = GAME.new_state(3, seed=2)
    obs = state.observation(1)
    assert obs.zones["hand:1"] == tuple(state.hands[1])
    assert obs.zones["hand:0"] == (HIDDEN,) * 3 and obs.zones["stock"] == (HIDDEN,) * len(state.stock)


def test_determinize_keeps_what_the_seat_sees():
    state = GAME.new_state(4, seed=2)
    finish_some = random.Random(1)
    for _ in range(40):
        state.apply(finish_some.choice(state.legal_actions()))
    seat = state.current_player
    det = state.determinize(seat, random.Random(5))
    assert det.observation(seat) == state.observation(seat)
    assert sorted(c for z in det.zones().values() for c in z) == list(range(52))


# --- actions as text --------------------------------------------------------------------------
def test_determinize_while_a_start_card_must_be_shown_respects_the_start_rule():
    # dealer 3: deal order 0, 1, 2, 3; no 3 face up or in a hand; seat 2 must show its 4
    state = new(4, hand={2: ["4H", "9S", "9D"]})
    assert state.current_player == 2 and state.observation(0).public["start_rank"] == "4"
    val = state.ctx.val
    seen_other_hands = set()
    for k in range(30):
        for seat in (0, 3):
            det = state.determinize(seat, random.Random(k))
            assert det.observation(seat) == state.observation(seat)
            assert det.legal_actions() and all(a.startswith("show ") for a in det.legal_actions())
            for s in range(4):
                assert all(val[c] > 3 for c in det.hands[s])  # nobody holds a 3
                if s in (0, 1):  # before the starter: no 4 either
                    assert all(val[c] > 4 for c in det.hands[s])
            if seat == 0:
                seen_other_hands.add(tuple(det.hands[2]))
    assert len(seen_other_hands) > 1  # the starter's hand is re-dealt, not copied


def test_actions_parse_to_their_canonical_text():
    state = new(2, up={0: ["3C"]}, hand={0: ["5C", "5D", "9H"]})
    assert state.parse_action("PLAY 5c 5d") == "play 5D 5C"
    run(state, "play 5d 5c")
    assert texts(state, state.pile) == ["5D", "5C"]
    for bad, says in (("", "empty"), ("dance", "actions are: play"), ("play", "play CARD"),
                      ("play ZZ", "'ZZ' is not a card"), ("swap 5C", "swap HANDCARD TABLECARD"),
                      ("play 5C 5C", "twice"), ("ready 5C", "write it as ready"),
                      ("play 5C 9H", "mixes ranks"), ("pickup 5C 5D", "pickup [face-up card]")):
        with pytest.raises(ActionParseError, match=re.escape(says)):
            state.parse_action(bad)
    with pytest.raises(IllegalActionError):
        state.apply("play 9H")  # a single on a pair
    assert state.describe_action("pickup") == "picks up the pile (2 cards)"  # how many, too


# --- the greedy agent -------------------------------------------------------------------------
def _choose(state):
    from cardtable.games.shithead.agents import GreedyShithead
    from cardtable.engine.agent import Decision
    p = state.current_player
    return GreedyShithead().choose(Decision(state, p, state.legal_actions(), random.Random(0)))


class _OnlyDecision:
    """A Decision without a state behind it: an agent that peeks anywhere else fails."""

    def __init__(self, state):
        self.seat = state.current_player
        self.legal = state.legal_actions()
        self.rng = random.Random(0)
        self._obs = state.observation(self.seat)

    @property
    def observation(self):
        return self._obs


def test_greedy_decides_from_its_decision_alone():
    from cardtable.games.shithead.agents import GreedyShithead
    state = GAME.new_state(4, seed=9)
    agent = GreedyShithead()
    while not state.is_terminal:
        state.apply(agent.choose(_OnlyDecision(state)))
    assert state.finished


def test_greedy_swaps_high_cards_to_the_face_up_row():
    state = new(2, up={0: ["4C", "KC", "6C"]}, hand={0: ["2D", "AC", "5S"]}, setup=True)
    chosen = []
    while state.current_player == 0:
        a = _choose(state)
        chosen.append(a)
        state.apply(a)
    assert chosen[-1] == "ready"
    assert sorted(texts(state, state.up[0])) == sorted(["2D", "AC", "KC"])


def test_greedy_plays_its_lowest_cards_and_keeps_twos_and_tens():
    state = new(2, up={0: ["3C"]}, hand={0: ["2C", "10C", "6S"], 1: ["7H", "7D", "QH"]})
    assert _choose(state) == "play 6S"
    run(state, "play 6S")
    assert _choose(state) == "play 7H"  # only one 7 may follow a single
    state = new(2, up={0: ["3C"]}, hand={0: ["2C", "10C", "6S"], 1: ["7H", "7D", "QH"]},
                any_count=True)
    run(state, "play 6S")
    assert _choose(state) == "play 7H 7D"
    state = new(2, up={0: ["3C"]}, hand={0: ["AC", "5C", "5S"], 1: ["2H", "10D", "4H"]})
    run(state, "play 5S 5C")
    assert _choose(state) == "pickup"  # no pair: nothing to play
    state = new(2, up={0: ["3C"]}, hand={0: ["9C", "5C", "5S"], 1: ["2H", "10D", "4H"]})
    run(state, "play 9C")
    assert _choose(state) == "play 10D"  # the emergency: 10 before 2


def test_face_down_cards_are_shown_only_when_turned_up_even_across_a_series():
    from cardtable.games.shithead.agents import GreedyShithead
    from cardtable.engine.agent import Decision
    events = []
    state = GAME.new_state(3, {"series": 3, "ending": "last-one-loses"}, seed=11, events=events)
    agent, rng = GreedyShithead(), random.Random(0)
    while not state.is_terminal:
        p = state.current_player
        events += state.apply_with_events(agent.choose(Decision(state, p, state.legal_actions(), rng)),
                                          masked=False)
    assert state.game_no == 2
    touching = [e for e in events if e.kind == MOVE and "table_down" in (e.src + e.dst)]
    assert {e.dst for e in touching if e.src.startswith("table_down")} <= {"pile", "stock"}
    for e in touching:
        if e.dst == "pile":
            assert e.visible_to is None  # turned up: everyone sees it
        else:  # dealt, or gathered back to the stock after a game
            assert e.visible_to == frozenset()
            assert all(e.for_seat(s).cards == (HIDDEN,) * len(e.cards) for s in (0, 1, 2, None))


def test_picking_up_while_a_card_could_be_played_is_asked_about_first():
    state = new(2, up={0: ["3C"]}, hand={0: ["8C", "9S", "9D"], 1: ["7H", "8H", "9H"]})
    run(state, "play 8C")
    assert state.caution("pickup", 1) == ("You could play a card on the pile. "
                                          "Pick up the pile (one card) all the same?")
    assert state.caution("play 9H", 1) == ""  # a play is taken at once
    assert state.caution("pickup", 0) == ""  # not seat 0's turn


def test_a_pickup_the_rules_force_is_not_asked_about():
    state = new(2, up={0: ["3C"]}, hand={0: ["KC", "9S", "9D"], 1: ["4H", "5H", "6H"]})
    run(state, "play KC")
    assert state.legal_actions() == ["pickup"]
    assert state.caution("pickup", 1) == ""


def test_picking_up_instead_of_trying_a_face_down_card_is_asked_about():
    state = new(2, up={0: ["3C"]}, hand={0: ["8C", "9S", "9D"], 1: ["7H", "8H", "9H"]})
    run(state, "play 8C")
    state.hands[1], state.up[1], state.stock = [], [], []  # down to the face-down cards
    assert state.legal_actions() == ["blind", "pickup"]
    assert state.caution("pickup", 1) == ("You could turn one of your face-down cards over "
                                          "instead. Pick up the pile (one card) all the same?")
