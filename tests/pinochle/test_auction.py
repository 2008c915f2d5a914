"""Three-handed auction scenarios (dealer 0: bidding and dealing start at seat 1)."""

from __future__ import annotations

import pytest

from cardtable.engine import HIDDEN, IllegalActionError

from .helpers import cards, new, texts

# Seat 1: a strong spade hand (flush, hundred aces...).
S1 = "AS 10S KS QS JS 9S AH AD AC KH QH 10H JD 9D 9C".split()
WIDOW = ["AS#2", "10S#2", "KS#2"]


def deal(**opts):
    return new(3, {1: S1, "widow": WIDOW}, **opts)


def test_deal_fifteen_each_and_widow_of_three():
    s = deal()
    assert [len(h) for h in s.hands] == [15, 15, 15]
    assert texts(s, s.widow) == WIDOW
    assert s.current_player == 1 and s.phase == "bid"


def test_widow_hidden_from_everyone_before_it_is_shown():
    s = deal()
    for seat in (0, 1, 2, None):
        assert s.observation(seat).zones["widow"] == (HIDDEN,) * 3


def test_bidding_minimum_300_in_steps_of_10():
    s = deal()
    legal = s.legal_actions()
    assert legal[:3] == ["pass", "bid 300", "bid 310"]
    s.apply("bid 300")
    assert s.legal_actions()[1] == "bid 310"


def test_minimum_bid_option_250():
    assert deal(min_bid=250).legal_actions()[1] == "bid 250"


def test_pass_is_final():
    s = deal()
    s.apply("pass")      # seat 1
    s.apply("bid 300")   # seat 2
    s.apply("bid 310")   # seat 0
    assert s.current_player == 2  # seat 1 is skipped for good
    s.apply("pass")
    assert s.bidder == 0 and s.bid == 310 and s.phase == "trump"


def test_all_pass_dealer_forced_to_250_may_concede_paying_kitty():
    s = deal()
    for _ in range(3):
        s.apply("pass")
    assert s.bidder == 0 and s.bid == 250 and s.legal_actions() == ["take", "concede"]
    s.apply("concede")
    assert s.is_terminal and s.kitty_chips == 1 and s.chips == [-1, 0, 0]
    assert s.observation(1).zones["widow"] == (HIDDEN,) * 3  # never seen


def test_forced_dealer_may_play_the_250():
    s = deal()
    for _ in range(3):
        s.apply("pass")
    s.apply("take")
    assert s.phase == "trump" and len(s.hands[0]) == 18


def win_bid(s):
    s.apply("bid 350")
    s.apply("pass")
    s.apply("pass")


def test_widow_shown_to_everyone_and_taken_by_bidder():
    s = deal()
    win_bid(s)
    widow = cards(s, " ".join(WIDOW))
    assert set(widow) <= set(s.hands[1])
    for seat in (0, 2, None):
        assert set(widow) <= set(s.observation(seat).zones["hand:1"])
    assert s.observation(0).public["widow"] == WIDOW


def test_bidder_names_trump_and_only_bidder_melds():
    s = deal()
    win_bid(s)
    assert s.legal_actions()[:4] == ["trump S", "trump H", "trump D", "trump C"]
    s.apply("trump S")
    kinds = {m[0] for m in s.shown_melds[1]}
    assert {"flush", "aces", "dix"} <= kinds
    assert s.deal_meld[1] > 0 and s.deal_meld[0] == s.deal_meld[2] == 0
    assert s.melds[1] and not s.melds[0] and not s.melds[2]


def bury_three(s):
    """The bidder buries the first three cards offered, one at a time."""
    for _ in range(3):
        s.apply([a for a in s.legal_actions() if a.startswith("bury")][0])


def test_buried_cards_not_from_meld_and_hidden_from_opponents():
    s = deal()
    win_bid(s)
    s.apply("trump S")
    melded = set(s.melds[1])
    bury = [a for a in s.legal_actions() if a.startswith("bury")]
    # one card at a time: every card of the hand that is not in the meld, and concede
    assert len(bury) == len(s.hands[1]) and s.legal_actions()[-1] == "concede"
    assert all(len(a.split()) == 2 for a in bury)
    assert not set(cards(s, " ".join(a.split()[1] for a in bury))) & melded
    s.apply(bury[0])
    assert len(s.buried) == 1 and s.phase == "bury" and s.current_player == 1
    s.apply([a for a in s.legal_actions() if a.startswith("bury")][0])
    s.apply([a for a in s.legal_actions() if a.startswith("bury")][-1])
    assert len(s.buried) == 3 and len(s.hands[1]) == 15 and not s.melds[1]
    assert s.observation(0).zones["buried"] == (HIDDEN,) * 3
    assert s.observation(1).zones["buried"] == tuple(s.buried)
    assert s.current_player == 1 and s.phase == "play"  # the bidder leads


def test_three_card_bury_of_older_saves_still_applies_in_any_order():
    s = deal()
    win_bid(s)
    s.apply("trump S")
    s.apply("bury 9C 10S#2 10H")  # the form saves held before burying became one card at a time
    assert texts(s, s.buried) == ["9C", "10S#2", "10H"]
    assert s.history[-3:] == ["bury 9C", "bury 10S#2", "bury 10H"] and s.phase == "play"


def test_illegal_bury_of_melded_card_rejected():
    s = deal()
    win_bid(s)
    s.apply("trump S")
    before = list(s.history)
    with pytest.raises(IllegalActionError):
        s.apply("bury AS 10S KS")
    with pytest.raises(IllegalActionError):
        s.apply("bury 9C 9C AS")  # all or nothing: the first card is not buried either
    with pytest.raises(IllegalActionError):
        s.apply("bury AS")
    assert s.history == before and not s.buried


def play_out(s, seed=0):
    import random
    rng = random.Random(seed)
    while not s.is_terminal:
        s.apply(rng.choice(s.legal_actions()))


def finish_with(s, bidder_cards, bid, made_cards):
    """Jump to the end of play with the given card points for the bidder."""
    s.deal_cards = [0, made_cards, 0]
    s.buried_points = 0
    s._end_deal()


def test_bidder_making_bid_collects_from_each_opponent_and_kitty():
    s = deal()
    win_bid(s)
    s.apply("trump S")
    bury_three(s)
    meld = s.deal_meld[1]
    finish_with(s, None, 350, max(0, 350 - meld))
    assert s.made and s.chips == [-5, 15, -5] and s.kitty_chips == -5
    assert s.result().returns == (0.0, 1.0, 0.0)


def test_failed_bid_pays_double_to_each_and_kitty():
    s = deal()
    s.apply("bid 600")
    s.apply("pass")
    s.apply("pass")
    s.apply("trump C")
    bury_three(s)
    finish_with(s, None, 600, 0)
    assert not s.made and s.chips == [60, -180, 60] and s.kitty_chips == 60
    assert s.result().returns == (1.0, 0.0, 1.0)


def test_concede_after_widow_pays_single():
    s = deal()
    win_bid(s)
    s.apply("concede")
    assert s.is_terminal and s.chips == [5, -15, 5]


def test_variant_single_set_and_half_concession():
    s = deal(set_penalty="single")
    win_bid(s)
    s.apply("concede")
    assert s.chips == [3, -9, 3]  # half of 5, rounded up
    s = deal(set_penalty="single")
    win_bid(s)
    s.apply("trump C")
    bury_three(s)
    finish_with(s, None, 350, 0)
    assert s.chips == [5, -15, 5]


def test_no_kitty_option():
    s = deal(kitty=False)
    win_bid(s)
    s.apply("concede")
    assert s.chips == [5, -10, 5] and s.kitty_chips == 0


def test_chip_table_and_suit_bonus_options():
    s = deal(chip_table="doubling", suit_bonus=True)
    s.apply("bid 450")
    s.apply("pass")
    s.apply("pass")
    s.apply("trump H")
    s.apply("concede")
    assert s.chips == [60, -180, 60]  # 20 chips, hearts triple


def test_buried_points_count_for_bidder():
    s = deal()
    win_bid(s)
    s.apply("trump S")
    for _ in range(3):
        s.apply(max((x for x in s.legal_actions() if x.startswith("bury")),
                    key=lambda x: s.ctx.points[s.pack.parse(x.split()[1])]))
    assert s.buried_points == sum(s.ctx.points[c] for c in s.buried) > 0


def test_forced_dealer_who_takes_may_still_concede_after_the_widow():
    s = deal()
    for _ in range(3):
        s.apply("pass")
    s.apply("take")
    assert "concede" in s.legal_actions()
    s.apply("concede")  # 250 is worth 1 chip: single to each opponent and the kitty
    assert s.is_terminal and s.chips == [-3, 1, 1] and s.kitty_chips == 1


def test_a_bid_or_pass_is_told_once_by_its_log_line_not_also_by_a_message():
    from cardtable.engine.events import MESSAGE
    from cardtable.games.pinochle import GAME as _GAME
    state = _GAME.new_state(3, seed=4)
    for _ in range(2):
        action = state.legal_actions()[0]
        events = state.apply_with_events(action, masked=False)
        assert not [e for e in events if e.kind == MESSAGE], action


def test_the_bidders_note_counts_the_hands_meld_with_each_suit_as_trumps():
    """The note under the table in the auction: S1 holds a spade run (150), the spade dix (10),
    a pinochle (40), both marriages, aces around (100) and the diamond and club nines."""
    s = new(3, {1: S1, "widow": WIDOW})
    assert s.current_player == 1
    assert s.decision_note(1) == "Your meld with trumps: ♠\u00a0320 · ♥\u00a0200 · ♦\u00a0190 · ♣\u00a0190"  # no break in "♠ 320"
    assert s.decision_note(2) == ""  # not deciding: nothing to say
    s.apply("pass")  # now seat 2's turn: its own hand, never seat 1's
    assert s.current_player == 2
    assert s.decision_note(2).startswith("Your meld with trumps: ♠\u00a0")
    assert s.decision_note(1) == ""


def test_conceding_is_asked_about_first_with_what_it_costs():
    s = deal()
    win_bid(s)
    assert s.caution("concede", 1) == "Concede the hand? It costs you 15 chips."
    assert s.caution("trump C", 1) == "" and s.caution("concede", 0) == ""
    s.apply("concede")
    assert s.chips[1] == -15  # asking changed nothing
    s = deal()
    for _ in range(3):
        s.apply("pass")
    assert s.caution("concede", 0) == "Concede the hand? It costs you one chip."


def test_the_result_of_a_bid_reads_for_the_person_too():
    """"You bid 300 and was set": the outcome now reads for every seat ("went set")."""
    import random

    from cardtable.engine.i18n import named_seats
    from cardtable.games.pinochle import GAME

    for seed in range(60):
        state = GAME.new_state(3, seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal:
            legal = state.legal_actions()
            state.apply(legal[int(rng.random() * len(legal))])
        if state.made is False and state.outcome == "went set":
            break
    else:
        pytest.fail("no random deal went set")
    b = state.bidder
    names = [f"Computer {s + 1}" for s in range(3)]
    names[b] = "You"
    with named_seats(names, you=b):
        assert state.result().summary == f"You bid {state.bid} and went set"
