"""Briscola, RULES.md §4, one test per rule."""

import random

import pytest

from cardtable.engine import HIDDEN
from cardtable.engine.errors import IllegalActionError, OptionError
from cardtable.games.briscola.rules import deal_wins

from .helpers import GAME, new, play


def finish_randomly(state, seed=0):
    rng = random.Random(seed)
    while not state.is_terminal:
        state.apply(rng.choice(state.legal_actions()))
    return state


# --- the pack ---------------------------------------------------------------------------------
@pytest.mark.parametrize("pack", ["italian", "french"])
def test_card_points_total_120(pack):
    state = GAME.new_state(2, {"pack": pack})
    assert sum(state.ctx.points) == 120
    assert {state.pack.rank_of[c]: state.ctx.points[c] for c in range(40)} == (
        {"A": 11, "3": 10, "R": 4, "C": 3, "F": 2, "7": 0, "6": 0, "5": 0, "4": 0, "2": 0}
        if pack == "italian" else
        {"A": 11, "3": 10, "K": 4, "Q": 3, "J": 2, "7": 0, "6": 0, "5": 0, "4": 0, "2": 0})


def test_italian_pack_by_default_french_forty_as_option():
    assert GAME.new_state(2).pack.name == "italian40"
    assert GAME.new_state(2, {"pack": "french"}).pack.name == "french40"


def test_order_is_ace_three_king_knight_jack_seven_to_two():
    # Every pair of the led suit: the stronger card wins, whoever plays it.
    order = ["AC", "3C", "RC", "CC", "FC", "7C", "6C", "5C", "4C", "2C"]
    for hi, lo in zip(order, order[1:]):
        state = new(2, dealer=1, hands={0: [lo, "4S", "5S"], 1: [hi, "6S", "7S"]}, trump="2D")
        play(state, lo, hi)
        assert state.current_player == 1, (hi, lo)


def test_french_pack_queen_is_cavallo_and_jack_is_fante():
    state = new(2, dealer=1, hands={0: ["JH", "4S", "5S"], 1: ["QH", "6S", "7S"]}, trump="2D",
                pack="french")
    play(state, "JH", "QH")
    assert state.current_player == 1 and state.points[1] == 5


# --- dealing ----------------------------------------------------------------------------------
def test_deal_three_each_starting_at_the_dealers_right():
    for dealer in range(4):
        events = []
        state = GAME.new_state(4, seed=5, first_dealer=dealer, events=events)
        deals = [e for e in events if e.kind == "move" and e.dst.startswith("hand:")]
        assert [e.seat for e in deals] == [(dealer + 1 + k) % 4 for k in range(4)]
        assert all(len(e.cards) == 3 for e in deals)
        assert [len(h) for h in state.hands] == [3] * 4


def test_trump_card_is_turned_face_up_and_its_suit_is_trump():
    state = new(2, trump="5B")
    assert state.observation(0).zones["trump"] == (state.pack.parse("5B"),)
    assert state.observation(0).public["trump_suit"] == "B"


def test_trump_card_is_the_last_card_drawn():
    state = new(2, trump="5B")
    rng = random.Random(1)
    while len(state.stock) > 1:
        state.apply(rng.choice(state.legal_actions()))
    assert state.observation(0).zones["trump"] == (state.pack.parse("5B"),)
    last_face_down = state.stock[-1]
    a = state.current_player
    play(state, state.pack.text(state.hands[a][0]))
    play(state, state.pack.text(state.hands[1 - a][0]))
    winner = state.current_player
    assert last_face_down in state.hands[winner]
    assert state.pack.parse("5B") in state.hands[1 - winner]
    assert state.observation(0).zones["trump"] == () and not state.stock


def test_player_at_dealers_right_leads():
    for n in (2, 3, 4, 6):
        for dealer in range(n):
            assert GAME.new_state(n, first_dealer=dealer).current_player == (dealer + 1) % n


# --- play -------------------------------------------------------------------------------------
def test_no_duty_to_follow_suit():
    state = new(2, dealer=1, hands={0: ["AC"], 1: ["2C", "3S", "4B"]}, trump="7D")
    play(state, "AC")
    assert sorted(state.legal_actions()) == ["play 2C", "play 3S", "play 4B"]


def test_highest_trump_wins_the_trick():
    state = new(4, dealer=3, hands={0: ["AC"], 1: ["2D"], 2: ["3C"], 3: ["4D"]}, trump="7D")
    play(state, "AC", "2D", "3C", "4D")
    assert state.current_player == 3  # the 4 of trumps beats the 2 of trumps and the ace led
    assert state.points[3] == 21


def test_a_card_of_another_suit_never_wins_without_trumps():
    state = new(2, dealer=1, hands={0: ["2C"], 1: ["AS"]}, trump="7D")
    play(state, "2C", "AS")
    assert state.current_player == 0 and state.points[0] == 11


def test_winner_draws_first_then_the_others_in_turn():
    state = new(3, dealer=2, hands={0: ["2C"], 1: ["AC"], 2: ["3S"]}, trump="7D",
                stock=["RB", "CB", "FB"])
    play(state, "2C", "AC", "3S")
    pack = state.pack
    assert pack.parse("RB") in state.hands[1]  # winner (seat 1) draws first
    assert pack.parse("CB") in state.hands[2]
    assert pack.parse("FB") in state.hands[0]


def test_trick_winner_leads_the_next_trick():
    state = new(4, dealer=3, hands={0: ["2C"], 1: ["AC"], 2: ["4C"], 3: ["5C"]}, trump="7D")
    play(state, "2C", "AC", "4C", "5C")
    assert state.current_player == 1 and state.leader == 1


def test_play_goes_on_until_stock_and_hands_are_empty():
    state = finish_randomly(GAME.new_state(2, seed=3))
    assert not state.stock and state.trump_holder >= 0 and not any(state.hands)
    assert state.tricks_played == 20 and sum(state.points) == 120


# --- scoring ----------------------------------------------------------------------------------
def test_sixty_one_wins_the_deal_and_sixty_sixty_is_a_draw():
    assert deal_wins([61, 59], 2) == [1, 0]
    assert deal_wins([60, 60], 2) == [0, 0]
    for seed in range(40):
        state = finish_randomly(GAME.new_state(2, seed=seed), seed)
        r = state.result()
        if state.points[0] == 60:
            assert r.returns == (0.5, 0.5)
        else:
            assert r.returns == ((1.0, 0.0) if state.points[0] >= 61 else (0.0, 1.0))
        assert r.points == tuple(state.points)


def test_partners_points_add_up():
    state = finish_randomly(GAME.new_state(4, seed=2))
    r = state.result()
    assert r.points[0] == r.points[2] == state.points[0] + state.points[2]
    assert r.points[0] + r.points[1] == 120
    assert r.returns[0] == r.returns[2] and r.returns[1] == r.returns[3]


def test_match_first_side_to_win_three_deals():
    state = finish_randomly(GAME.new_state(2, {"match": "best-of-5"}, seed=7))
    assert max(state.match) == 3 and min(state.match) < 3
    assert state.result().returns[state.match.index(3)] == 1.0
    assert state.result().points == tuple(state.match)


def test_match_option_best_of_three():
    state = finish_randomly(GAME.new_state(4, {"match": "best-of-3"}, seed=7))
    assert sorted(state.match) in ([0, 2], [1, 2])


def test_drawn_deals_do_not_count_and_the_dealer_rotates():
    state = GAME.new_state(2, {"match": "best-of-5"}, seed=1, first_dealer=0)
    rng = random.Random(0)
    dealers, deals = [], 0
    while not state.is_terminal:
        events = state.apply_with_events(rng.choice(state.legal_actions()), masked=False)
        for e in events:
            if e.kind == "deal_end":
                deals += 1
            if e.kind == "deal":
                dealers.append(e.seat)
    assert dealers == [(k + 1) % 2 for k in range(len(dealers))]
    assert deals == len(dealers) + 1 >= sum(state.match)


def test_match_preset():
    assert GAME.resolve_options(2, preset="match")["match"] == "best-of-5"
    assert GAME.resolve_options(2, preset="short-match")["match"] == "best-of-3"


# --- player counts ----------------------------------------------------------------------------
def test_three_players_remove_the_two_of_bastoni():
    state = GAME.new_state(3)
    assert [state.pack.text(c) for c in state.ctx.removed] == ["2B"]
    assert len(state.ctx.in_play) == 39 and sum(state.ctx.points[c] for c in state.ctx.in_play) == 120
    finish_randomly(state)
    assert sum(len(w) for w in state.won) == 39


def test_removed_two_is_an_option():
    state = GAME.new_state(3, {"removed_two": "D"})
    assert [state.pack.text(c) for c in state.ctx.removed] == ["2D"]
    french = GAME.new_state(3, {"removed_two": "B", "pack": "french"})
    assert [french.pack.text(c) for c in french.ctx.removed] == ["2C"]


def test_three_player_win_counts():
    assert deal_wins([41, 41, 38], 3) == [1, 1, 0]
    assert deal_wins([60, 30, 30], 3) == [2, 0, 0]
    assert deal_wins([120, 0, 0], 3) == [3, 0, 0]
    assert deal_wins([40, 40, 40], 3) == [0, 0, 0]


def test_three_player_single_deal_result():
    for seed in range(30):
        state = finish_randomly(GAME.new_state(3, seed=seed), seed)
        wins = deal_wins(state.points, 3)
        expected = tuple(0.5 for _ in wins) if not any(wins) else tuple(float(w > 0) for w in wins)
        assert state.result().returns == expected


def test_four_players_partners_sit_opposite():
    assert GAME.teams(4, {}) == [(0, 2), (1, 3)]


def test_six_players_remove_all_twos_and_play_in_alternate_teams():
    state = GAME.new_state(6)
    assert sorted(state.pack.text(c) for c in state.ctx.removed) == ["2B", "2C", "2D", "2S"]
    assert GAME.teams(6, {}) == [(0, 2, 4), (1, 3, 5)]
    finish_randomly(state)
    r = state.result()
    assert r.points[0] + r.points[1] == 120


# --- partner signals --------------------------------------------------------------------------
def test_signals_are_seen_by_partners_only():
    state = new(4, dealer=3, hands={0: ["2C", "AD", "5S"], 1: ["4C"], 2: ["6C"], 3: ["7C"]},
                trump="3D", signals=True)
    play(state, "2C", "4C", "6C", "7C")  # first trick: no signals yet
    leader = state.current_player
    assert "signal ace" in state.legal_actions() or leader != 0
    seat = leader
    signals = [a for a in state.legal_actions() if a.startswith("signal")]
    assert signals
    events = state.apply_with_events(signals[0], masked=False)
    seen = {s: [e for e in events if e.for_seat(s) is not None] for s in range(4)}
    partner = (seat + 2) % 4
    assert seen[seat] and seen[partner] and not seen[(seat + 1) % 4] and not seen[(seat + 3) % 4]
    assert state.observation(partner).private["signals"] == [[seat, signals[0][7:]]]
    assert state.observation((seat + 1) % 4).private["signals"] == []
    assert state.current_player == seat  # a signal does not pass the turn
    assert not any(a.startswith("signal") for a in state.legal_actions())


def test_no_signals_in_the_first_trick():
    state = GAME.new_state(4, {"signals": True}, seed=1)
    assert not any(a.startswith("signal") for a in state.legal_actions())


def test_signals_tell_the_truth():
    state = new(4, dealer=3, hands={0: ["AD", "3D", "2C"], 1: ["4C"], 2: ["6C"], 3: ["7C"]},
                trump="5D", signals=True)
    play(state, "2C", "4C", "6C", "7C")
    while state.current_player != 0:
        play(state, state.pack.text(state.hands[state.current_player][0]))
    signals = {a for a in state.legal_actions() if a.startswith("signal")}
    assert {"signal ace", "signal three"} <= signals and "signal king" not in signals
    with pytest.raises(IllegalActionError):
        state.apply("signal king")


def test_signals_and_open_hands_need_the_right_player_count():
    with pytest.raises(OptionError, match="4 or 6 players"):
        GAME.new_state(2, {"signals": True})
    with pytest.raises(OptionError, match="2-player variant"):
        GAME.new_state(4, {"open_hands": "open"})


# --- open hands -------------------------------------------------------------------------------
def test_open_hands_show_both_hands_to_everyone():
    closed = GAME.new_state(2, seed=4)
    assert closed.observation(0).zones["hand:1"] == (HIDDEN,) * 3
    state = GAME.new_state(2, {"open_hands": "open"}, seed=4)
    assert state.observation(0).zones["hand:1"] == tuple(state.hands[1])
    assert HIDDEN not in state.observation(1).zones["hand:0"]
    assert set(state.observation(0).zones["stock"]) == {HIDDEN}


def test_open_hands_with_the_next_card_shown():
    state = GAME.new_state(2, {"open_hands": "open-next"}, seed=4)
    stock = state.observation(0).zones["stock"]
    assert stock[-1] == state.stock[-1] and set(stock[:-1]) == {HIDDEN}
    det = state.determinize(0, random.Random(1))
    assert det.stock[-1] == state.stock[-1] and det.hands == state.hands
