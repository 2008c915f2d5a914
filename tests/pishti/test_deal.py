"""The deal (RULES.md §1 Deal): hands, centre, jacks in the centre, the bottom card, re-deals."""

from cardtable.engine import HIDDEN
from cardtable.engine.events import FLIP

from .helpers import GAME, cid, cids, deal_order, start


def play_first_legal_until(state, stop):
    while not state.is_terminal and not stop(state):
        state.apply(state.legal_actions()[0])


def test_deal_gives_four_cards_each_three_face_down_and_one_up_in_the_centre():
    st = start(hands={1: "AS 2S 3S 4S", 0: "5S 6S 7S 8S"}, centre="9S 10S QS KS")
    z = st.zones()
    assert sorted(z["hand:1"]) == sorted(cids("AS 2S 3S 4S"))
    assert sorted(z["hand:0"]) == sorted(cids("5S 6S 7S 8S"))
    assert z["pile"] == cids("9S 10S QS KS")
    assert len(z["stock"]) + len(z["bottom"]) == 40
    for seat in (None, 0, 1):
        assert st.observation(seat).zones["pile"] == (HIDDEN, HIDDEN, HIDDEN, cid("KS"))


def test_non_dealer_leads():
    assert start(dealer=0).current_player == 1
    assert start(dealer=1).current_player == 0


def test_jack_turned_up_in_the_centre_goes_face_down_to_the_bottom():
    st = start(centre="9S 10S QS JH")
    assert st.zones()["pile"] == cids("JH 9S 10S QS")
    # Everyone saw the jack; the other face-down cards stay hidden.
    assert st.observation(0).zones["pile"] == (cid("JH"), HIDDEN, HIDDEN, cid("QS"))
    st = start(centre="9S 10S JD JH")
    assert st.zones()["pile"] == cids("JD JH 9S 10S")
    assert st.observation(1).zones["pile"] == (cid("JD"), cid("JH"), HIDDEN, cid("10S"))


def test_four_jacks_in_the_centre_are_dealt_again():
    first = deal_order(centre="JS JH JD JC")
    second = deal_order(hands={1: "AS 2S 3S 4S"}, centre="9S 10S QS KS")
    st = GAME.new_state(2, {}, decks=[first, second], first_dealer=0)
    assert sorted(st.zones()["hand:1"]) == sorted(cids("AS 2S 3S 4S"))
    assert st.zones()["pile"] == cids("9S 10S QS KS")


def test_bottom_card_of_the_stock_is_shown_and_reaches_the_dealer():
    events = []
    st = start(bottom="KD", events=events)
    assert any(e.kind == FLIP and e.cards == (cid("KD"),) and e.visible_to is None
               and e.at == "bottom" for e in events)
    # It lies in its own zone under the stock, face up, for everyone.
    assert st.zones()["bottom"] == [cid("KD")] and cid("KD") not in st.zones()["stock"]
    for seat in (None, 0, 1):
        assert st.observation(seat).zones["bottom"] == (cid("KD"),)
        assert st.observation(seat).face_up["bottom"] == (True,)
    assert st.observation(1).public["bottom_card"] == cid("KD")
    play_first_legal_until(st, lambda s: not s.stock)
    assert cid("KD") in st.zones()["hand:0"]
    # The opponent still knows where the shown card is.
    assert cid("KD") in st.observation(1).zones["hand:0"]


def test_bottom_jack_is_taken_by_the_dealer_who_gets_three_cards_in_the_last_deal():
    st = start(bottom="JD")
    assert st.zones()["won:0"] == [cid("JD")]
    assert len(st.zones()["stock"]) == 39
    assert st.observation(1).zones["stock"][0] == HIDDEN  # the new bottom card is not shown
    play_first_legal_until(st, lambda s: not s.stock)
    assert len(st.zones()["hand:0"]) == 3 and len(st.zones()["hand:1"]) == 4
    # The non-dealer plays the last card of the deal.
    order = []
    while not st.is_terminal:
        order.append(st.current_player)
        st.apply(st.legal_actions()[0])
    assert order == [1, 0, 1, 0, 1, 0, 1]


def test_bottom_card_with_four_players_reaches_the_dealer_last():
    st = start(4, bottom="KD")
    play_first_legal_until(st, lambda s: not s.stock)
    assert cid("KD") in st.zones()["hand:0"]
    st = start(4, bottom="JS")
    assert st.zones()["won:0"] == [cid("JS")]


def test_cutter_moves_the_nearest_non_jack_to_the_bottom():
    opts = {"bottom_card": "cutter"}
    st = start(2, opts, rounds=[{}, {}, {}, {}, {0: "2C 3C 5C"}], bottom="JD")
    stock = st.zones()["stock"]
    assert st.zones()["bottom"] == [cid("5C")] and stock[0] == cid("JD")
    assert st.zones()["won:0"] == []
    assert st.observation(1).zones["bottom"] == (cid("5C"),)
    # The cutter (seat 1, on the dealer's left) saw the jack; the others did not.
    assert st.observation(1).zones["stock"][0] == cid("JD")
    assert st.observation(0).zones["stock"][0] == HIDDEN
    assert st.observation(None).zones["stock"][0] == HIDDEN


def test_bottom_card_off_keeps_the_stock_hidden():
    st = start(2, {"bottom_card": "off"}, bottom="JD")
    assert all(c == HIDDEN for c in st.observation(1).zones["stock"])
    assert st.observation(1).public["bottom_card"] is None
    assert st.zones()["won:0"] == []


def test_redeals_of_four_until_the_stock_is_out():
    for n, sizes in ((2, [40, 32, 24, 16, 8, 0]), (4, [32, 16, 0])):
        st = start(n)
        seen = [len(st.stock)]
        while not st.is_terminal:
            st.apply(st.legal_actions()[0])
            if not st.is_terminal and len(st.stock) != seen[-1]:
                seen.append(len(st.stock))
                assert all(len(h) == 4 for h in st.hands)
        assert seen == sizes


def test_dealer_alternates_across_deals():
    st = GAME.new_state(2, {"target": 500}, seed=3, first_dealer=0)
    dealers = [st.dealer]
    while st.deal_no < 3:
        st.apply(st.legal_actions()[0])
        if st.dealer != dealers[-1]:
            dealers.append(st.dealer)
            assert st.current_player == 1 - st.dealer
    assert dealers == [0, 1, 0, 1]


def test_four_players_dealer_passes_in_the_direction_of_play():
    st = GAME.new_state(4, {"target": 500, "direction": "clockwise"}, seed=3, first_dealer=0)
    while st.deal_no < 1:
        st.apply(st.legal_actions()[0])
    assert st.dealer == 3
    st = GAME.new_state(4, {"target": 500, "direction": "anticlockwise"}, seed=3, first_dealer=0)
    while st.deal_no < 1:
        st.apply(st.legal_actions()[0])
    assert st.dealer == 1


def test_four_player_direction_clockwise_from_the_dealers_left():
    st = start(4, {"direction": "clockwise"}, hands={3: "AS 2S 3S 4S"})
    assert st.current_player == 3
    assert sorted(st.zones()["hand:3"]) == sorted(cids("AS 2S 3S 4S"))
    order = []
    for _ in range(4):
        order.append(st.current_player)
        st.apply(st.legal_actions()[0])
    assert order == [3, 2, 1, 0]


def test_four_player_direction_anticlockwise_from_the_dealers_right():
    st = start(4, {"direction": "anticlockwise"}, hands={1: "AS 2S 3S 4S"})
    assert sorted(st.zones()["hand:1"]) == sorted(cids("AS 2S 3S 4S"))
    order = []
    for _ in range(4):
        order.append(st.current_player)
        st.apply(st.legal_actions()[0])
    assert order == [1, 2, 3, 0]


def test_partners_sit_opposite_and_capture_to_one_stack():
    assert GAME.teams(4, {}) == [(0, 2), (1, 3)]
    st = start(4, {"direction": "anticlockwise"}, hands={1: "KH 2S 3S 4S"}, centre="9S 10S QS KS")
    st.apply("play KH")
    assert sorted(st.zones()["won:1"]) == sorted(cids("9S 10S QS KS KH"))
    assert "won:3" not in st.zones()


def test_bottom_jack_with_four_players_dealer_gets_three_and_the_player_before_plays_last():
    for direction, before_dealer in (("clockwise", 1), ("anticlockwise", 3)):
        st = start(4, {"direction": direction}, bottom="JD")
        assert st.zones()["won:0"] == [cid("JD")]  # the dealer's (seat 0's) side
        play_first_legal_until(st, lambda s: not s.stock)
        assert [len(h) for h in st.hands] == [3, 4, 4, 4]
        order = []
        while not st.is_terminal:
            order.append(st.current_player)
            st.apply(st.legal_actions()[0])
        assert len(order) == 15 and order[-1] == before_dealer and order.count(0) == 3
