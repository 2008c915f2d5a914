"""Partnership, partnership auction, and six/eight players (dealer 0)."""

from __future__ import annotations

import random

from cardtable.games.pinochle import GAME

from .helpers import cards, new as _new, texts


def new(n, wanted, **opts):
    """A deal with the dix-exchange round answered ``done`` by everyone (when there is one)."""
    s = _new(n, wanted, **opts)
    while s.phase == "exchange":
        s.apply("done")
    return s


def play_out(s, seed=0):
    rng = random.Random(seed)
    while not s.is_terminal:
        s.apply(rng.choice(s.legal_actions()))


def test_four_handed_deal_trump_card_belongs_to_dealer():
    s = _new(4, {"trump": ["AH"]})
    assert [len(h) for h in s.hands] == [11, 12, 12, 12]
    assert s.trump == "H" and texts(s, [s.trump_card]) == ["AH"]
    # after the exchange round (nobody exchanges) the dealer takes the turned card
    s2 = new(4, {"trump": ["AH"], 1: [], 2: [], 3: []})
    assert s2.phase == "play"
    assert s2.pack.parse("AH") in s2.hands[0] and len(s2.hands[0]) == 12


def test_dix_exchange_offered_from_dealers_left():
    s = _new(4, {"trump": ["AH"], 2: ["9H"], 3: ["9H#2"], 0: [], 1: []})
    # every seat from the dealer's left is asked (seat 1 holds no dix: only "done"), so the
    # order of the questions does not show who holds a dix
    assert s.phase == "exchange" and s.current_player == 1
    assert s.legal_actions() == ["done"]
    s.apply("done")
    assert s.current_player == 2 and s.legal_actions() == ["exchange 9H", "done"]
    s.apply("done")
    assert s.current_player == 3 and s.legal_actions() == ["exchange 9H#2", "done"]
    s.apply("exchange 9H#2")
    assert s.pack.parse("AH") in s.hands[3]
    assert s.pack.parse("9H#2") in s.hands[0] and s.phase == "play"
    assert s.current_player == 1  # the dealer's left leads


def test_dix_exchange_scores_ten_for_the_exchanger_not_the_dealer():
    s = _new(4, {"trump": ["AH"], 1: ["9H"], 0: [], 2: [], 3: []})
    s.apply("exchange 9H")
    assert s.phase == "play"
    assert ("dix", 10, (s.pack.parse("9H"),)) in s.shown_melds[1]
    assert not any(m[0] == "dix" for m in s.shown_melds[0])  # the dealer now holds it
    assert s.pack.parse("9H") in s.hands[0]


def test_exchange_round_asks_every_seat_whatever_it_holds():
    s = _new(4, {"trump": ["AH"], 0: ["9H", "9H#2"], 1: [], 2: [], 3: []})
    asked = []
    while s.phase == "exchange":
        asked.append(s.current_player)
        assert s.legal_actions() == ["done"]
        s.apply("done")
    assert asked == [1, 2, 3]


def test_turned_dix_no_exchange_round_dealer_scores_it():
    s = _new(4, {"trump": ["9H"], 1: [], 2: [], 3: []})
    assert s.phase == "play"
    assert any(m[0] == "dix" for m in s.shown_melds[0])


def test_everyone_melds_before_play_with_double_melds():
    s = new(4, {"trump": ["KC"], 0: ["9C", "9C#2"], 1: "AS AH AD AC AS#2 AH#2 AD#2 AC#2".split(),
                2: ["QS", "JD"]})
    assert s.phase == "play"
    aces = [m for m in s.shown_melds[1] if m[0] == "double-aces"]
    assert aces and aces[0][1] == 1000
    assert sorted(texts(s, aces[0][2])) == sorted("AS AH AD AC AS#2 AH#2 AD#2 AC#2".split())
    assert any(m[0] == "pinochle" for m in s.shown_melds[2])
    # melded cards are known to everyone while they are back in the hand
    assert set(cards(s, "AS AH AD AC")) <= set(s.observation(0).zones["hand:1"])


def test_meld_kept_only_with_a_trick():
    s = new(4, {"trump": ["KC"], 0: ["9C", "9C#2"], 1: "AS AH AD AC".split()})
    side = s.ctx.team_of[1]
    assert s.deal_meld[side] >= 100
    assert s.kept_meld(side) == 0  # no trick yet
    s.side_tricks[side] = 1
    assert s.kept_meld(side) == s.deal_meld[side]


def test_partnership_forms_play_to_1000_by_default_as_the_source_text():
    """Seed 003: the partnership game and the partnership auction are games to 1000 (the
    partnership game with declaring out); two-handed is one deal unless a match is chosen, and the
    three-handed auction is settled in chips deal by deal."""
    for n, form, out in ((4, "partnership", True), (4, "partnership-auction", False),
                         (6, "partnership", True), (8, "partnership-auction", False)):
        s = GAME.new_state(n, {"form": form}, seed=3)
        assert s.ctx.target_game and s.ctx.declare_out is out, (n, form)
        assert s.target == 1000
    assert not GAME.new_state(2, {}, seed=3).ctx.target_game
    assert GAME.new_state(2, {"game": "1000"}, seed=3).ctx.target_game
    assert not GAME.new_state(3, {}, seed=3).ctx.target_game
    assert not GAME.new_state(4, {"game": "single"}, seed=3).ctx.target_game


def test_a_partnership_game_to_1000_goes_on_after_the_first_deal():
    s = new(4, {"trump": ["KC"], 0: ["9C", "9C#2"]})
    while s.deals_finished == 0:
        s.apply(s.legal_actions()[0] if "declare-out" not in s.legal_actions()
                else next(a for a in s.legal_actions() if a != "declare-out"))
    assert not s.is_terminal and s.deal_no == 1 and sum(s.totals) > 0


def test_partners_scores_add_up():
    s = new(4, {"trump": ["KC"], 0: ["9C", "9C#2"]}, game="single")
    play_out(s, 1)
    r = s.result()
    assert r.points[0] == r.points[2] and r.points[1] == r.points[3]
    assert r.returns[0] == r.returns[2]
    assert sum(s.deal_cards) == 250


def test_declare_out_in_partnership_game():
    s = new(4, {"trump": ["KC"], 0: ["9C", "9C#2"]}, game="1000")
    assert "declare-out" in s.legal_actions()
    assert s.current_player == 1
    assert s.caution("declare-out", 1).startswith("Declare out? Play stops")
    s.totals = [0, 995]
    s.deal_cards = [0, 0]
    s.apply("declare-out")  # side 1+3 has 995 < 1000: it loses
    assert s.is_terminal and s.result().returns == (1.0, 0.0, 1.0, 0.0)
    s = new(4, {"trump": ["KC"], 0: ["9C", "9C#2"]}, game="1000")
    s.totals = [0, 1000]
    s.apply("declare-out")
    assert s.result().returns == (0.0, 1.0, 0.0, 1.0)


def auction(**opts):
    return new(4, {1: "AS 10S KS QS JS AS#2 AH AD AC 10S#2 KS#2 QS#2".split()},
               form="partnership-auction", **opts)


def test_partnership_auction_bidding_from_100_no_trump_card():
    s = auction()
    assert s.trump_card == -1 and s.phase == "bid" and s.current_player == 1
    assert s.legal_actions()[:2] == ["pass", "bid 100"]
    assert [len(h) for h in s.hands] == [12] * 4


def test_partnership_auction_bidder_names_trump_dealers_left_leads():
    s = auction()
    s.apply("bid 300")
    for _ in range(3):
        s.apply("pass")
    assert s.bidder == 1 and s.phase == "trump"
    s.apply("trump S")
    assert s.trump == "S" and s.phase == "play" and s.current_player == 1
    assert any(m[0] in ("flush", "double-flush") for m in s.shown_melds[1])


def test_partnership_auction_all_but_one_pass_takes_minimum():
    s = auction()
    for _ in range(3):
        s.apply("pass")
    assert s.bidder == 0 and s.bid == 100 and s.phase == "trump"


def test_bidding_side_making_bid_scores_all_other_side_always_scores():
    s = auction(game="single")
    s.apply("bid 300")
    for _ in range(3):
        s.apply("pass")
    s.apply("trump S")
    s.side_tricks = [1, 1]
    s.deal_cards = [100, 150]
    s.hands = [[], [], [], []]
    s._end_deal()
    meld = s.deal_meld
    assert s.last_deal == [meld[0] + 100, meld[1] + 150]


def test_bidding_side_failing_loses_the_bid():
    s = auction(game="single")
    s.apply("bid 1500")
    for _ in range(3):
        s.apply("pass")
    s.apply("trump S")
    s.side_tricks = [1, 1]
    s.deal_cards = [200, 50]
    s._end_deal()
    assert s.last_deal[1] == -1500 and s.last_deal[0] == s.deal_meld[0] + 200


def test_partnership_auction_bidding_side_counted_first():
    s = auction(game="1000")
    s.apply("bid 300")
    for _ in range(3):
        s.apply("pass")
    s.apply("trump S")
    s.totals = [990, 900]
    s.side_tricks = [1, 1]
    s.deal_cards = [100, 150]
    s._end_deal()
    assert s.is_terminal and s.result().returns == (0.0, 1.0, 0.0, 1.0)
    assert "declare-out" not in auction(game="1000").legal_actions()


def test_six_players_double_pack_two_teams_of_three():
    s = new(6, {}, game="single")
    assert s.pack.size == 96 and s.ctx.teams == [(0, 2, 4), (1, 3, 5)]
    assert sorted(len(h) for h in s.hands) in ([15, 16, 16, 16, 16, 16], [16] * 6)
    play_out(s, 3)
    assert sum(s.deal_cards) == 490  # 240 per pack + last trick


def test_eight_players_four_teams_of_two_twelve_each():
    s = new(8, {}, form="partnership-auction")
    assert s.ctx.teams == [(0, 4), (1, 5), (2, 6), (3, 7)]
    assert [len(h) for h in s.hands] == [12] * 8
    play_out(s, 4)
    assert len(s.result().returns) == 8


def test_game_to_1000_both_over_extends_target():
    s = new(4, {"trump": ["KC"], 0: ["9C", "9C#2"]}, game="1000")
    s.totals = [950, 990]
    s._settle([100, 100])
    assert s.target == 1250 and not s.is_terminal


def test_six_and_eight_players_deal_four_at_a_time():
    from cardtable.games.pinochle import GAME
    for n, per_hand in ((6, 16), (8, 12)):
        deck = list(range(96))
        s = GAME.new_state(n, {"form": "partnership-auction"}, decks=[deck], first_dealer=0)
        assert [len(h) for h in s.hands] == [per_hand] * n
        # the dealer's left gets the first packet of four, then every n * 4 cards another
        assert sorted(s.hands[1])[:8] == [0, 1, 2, 3, 4 * n, 4 * n + 1, 4 * n + 2, 4 * n + 3]
