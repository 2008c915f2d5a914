"""Bids above the old ceilings (issue 57): 700 in the three-handed auction, 1500 in the
partnership auction. A hand that can make more bids it, plays and is settled; the rule-based
players bid that high when two hands are worth it; the bid reading and the saves take such bids.

Dealer 0 throughout: seat 1 bids first.
"""

from __future__ import annotations

import json
import random
import sys

import pytest

from cardtable.app import saves
from cardtable.engine import IllegalActionError
from cardtable.engine.agent import Decision
from cardtable.games.pinochle.agents import WIDOW_HOPE, GreedyPinochle, best_trump
from cardtable.games.pinochle.bid_reading import bid_limits, fit_hands
from cardtable.games.pinochle.contract_judge import ContractJudge

from .helpers import new

RULES = GreedyPinochle()

# Seat 1 (three-handed): double pinochle, aces and kings around, spades; with the widow's JS,
# AS and 10S (spades trumps) a flush too: 300 + 100 + 80 + 150 = 630 meld.
ISSUE_HAND = "QS QS#2 JD JD#2 AS AH AD AC KS KH KD KC 10S 10H 10D".split()


def rule_move(s) -> str:
    return RULES.choose(Decision(s, s.current_player, s.legal_actions(), random.Random(0)))


def play_deal(s) -> None:
    """The rule-based player in every seat until the deal ends."""
    while not s.is_terminal and s.deals_finished == 0:
        s.apply(rule_move(s))


def auction_by_rules(s) -> None:
    while s.phase == "bid":
        s.apply(rule_move(s))


def bid_alone(s, bid: int) -> None:
    """The seat to bid bids ``bid``; everyone else passes."""
    s.apply(f"bid {bid}")
    while s.phase == "bid":
        s.apply("pass")


# --- three-handed ----------------------------------------------------------------------------
def test_three_handed_a_bid_of_800_is_made_and_paid_at_the_top_of_the_chip_table():
    s = new(3, {1: ISSUE_HAND, "widow": ["AS#2", "10S#2", "JS"]})
    assert "bid 800" in s.legal_actions()
    bid_alone(s, 800)
    assert (s.bidder, s.bid, s.phase) == (1, 800, "trump")
    s.apply("trump S")
    assert s.deal_meld[1] == 630
    play_deal(s)
    cards = s.deal_cards[1] + s.buried_points
    assert s.bidder_total == 630 + (cards - cards % 10 + (10 if cards % 10 >= 7 else 0))
    assert s.bidder_total == 810 and s.made
    # 800 is past the table's last threshold (600): 30 chips from each opponent and the kitty
    assert s.chips == [-30, 90, -30] and s.kitty_chips == -30
    assert s.result().returns == (0.0, 1.0, 0.0)


def test_three_handed_a_bid_above_700_that_falls_short_pays_double():
    s = new(3, {1: ISSUE_HAND, "widow": ["AS#2", "10S#2", "9S"]})
    bid_alone(s, 730)  # the issue's hand: meld 530 with the dix, not the flush
    s.apply("trump S")
    assert s.deal_meld[1] == 530
    play_deal(s)
    assert s.bidder_total == 710 and not s.made
    assert s.chips == [60, -180, 60] and s.kitty_chips == 60


# Two strong hands: seat 1 holds every ace (1000 with spades' dixes, 1020), seat 2 every king.
ACES = "AS AS#2 AH AH#2 AD AD#2 AC AC#2 10S 10S#2 QS JS 9S 9S#2 JS#2".split()
KINGS = "KS KS#2 KH KH#2 KD KD#2 KC KC#2 QH QH#2 QD QD#2 QC QC#2 QS#2".split()


def contested():
    return new(3, {1: ACES, 2: KINGS, "widow": ["10H", "JH", "9H"]})


def test_the_rule_based_players_bid_past_700_when_both_hands_are_worth_it():
    s = contested()
    est1, est2 = best_trump(s.ctx, s.hands[1])[1], best_trump(s.ctx, s.hands[2])[1]
    assert est1 > est2 > 1000
    auction_by_rules(s)
    # each raises by 10 while its estimate and the widow's hope cover the bid
    assert s.bidder == 1 and s.bid == 1120
    assert s.bid_log[-4:] == [(1, 1100), (2, 1110), (1, 1120), (2, 0)]
    assert s.bid <= est1 + WIDOW_HOPE and s.bid > est2 + WIDOW_HOPE
    play_deal(s)
    assert s.trump == "S" and s.deal_meld[1] == 1020
    assert s.made and s.bidder_total == 1250 and s.chips == [-30, 90, -30]


def at_seat_2s_turn_over_1100():
    """The contested auction when seat 2 must answer seat 1's 1100 (the hands as dealt)."""
    s = contested()
    while not (s.phase == "bid" and s.current_player == 2 and s.bid >= 1100):
        s.apply(rule_move(s))
    return s, Decision(s, 2, s.legal_actions(), random.Random(0))


def test_the_bids_above_700_are_read_and_the_sampled_worlds_keep_to_what_a_seat_sees():
    s, d = at_seat_2s_turn_over_1100()
    limits = bid_limits(d)
    first_pass = next(i for i, (q, amount) in enumerate(s.bid_log) if q == 0)
    lowest_then = max([300 - 10] + [a for _, a in s.bid_log[:first_pass]]) + 10
    assert limits == {1: (1100 - WIDOW_HOPE, float("inf")),
                      0: (float("-inf"), lowest_then - WIDOW_HOPE)}
    for q, (lo, hi) in limits.items():  # the real hands keep to their bounds
        assert lo <= best_trump(s.ctx, s.hands[q])[1] < hi
    rng = random.Random(3)
    kept = 0
    for _ in range(8):
        world = d.determinize(rng)
        fit_hands(world, 2, limits, rng)
        assert world.hands[2] == s.hands[2]
        assert sorted([c for h in world.hands for c in h] + world.widow) == \
            sorted([c for h in s.hands for c in h] + s.widow)
        assert world.observation(2).to_json() == s.observation(2).to_json()
        # no hand of 60 random draws comes near 1055: the closest one is improved by swaps
        kept += best_trump(world.ctx, world.hands[1])[1] >= limits[1][0]
    assert kept >= 4


def test_the_masters_judge_weighs_a_bid_above_700():
    s, d = at_seat_2s_turn_over_1100()
    judged = ContractJudge(worlds=3, read_bids=True).judge(d, random.Random(1))
    assert judged is not None
    assert {j.action for j in judged} == {"pass", "bid 1110"}  # a pass and the lowest bid only
    assert all(j.bidding and j.worlds == 3 for j in judged)


# --- partnership auction (four players: seats 1 and 3 against 0 and 2) -----------------------
HEARTS = "AH AH#2 10H 10H#2 KH KH#2 QH QH#2 JH JH#2 9H 9H#2".split()  # double flush, dixes
MARRIAGES = "KS QS KS#2 QS#2 KD QD KD#2 QD#2 KC QC KC#2 QC#2".split()  # six marriages


def test_partnership_a_side_bids_1700_makes_it_and_wins_the_game():
    s = new(4, {1: HEARTS, 3: MARRIAGES}, form="partnership-auction")
    assert s.ctx.max_bid == 2470 and "bid 1700" in s.legal_actions()
    bid_alone(s, 1700)
    assert (s.bidder, s.bid) == (1, 1700)
    s.apply("trump H")
    assert s.deal_meld[1] == 1520 + 120  # the side: double flush and dixes, six marriages
    play_deal(s)
    assert s.side_tricks == [0, 12]
    assert s.last_deal == [0, 1640 + 250] and s.totals == [0, 1890]
    assert s.is_terminal and s.result().returns == (0.0, 1.0, 0.0, 1.0)


def test_partnership_a_side_short_of_a_bid_above_1500_loses_the_bid():
    s = new(4, {1: MARRIAGES}, form="partnership-auction")
    bid_alone(s, 1600)
    s.apply("trump S")
    play_deal(s)
    assert s.last_deal[1] == -1600 and s.totals[1] == -1600


def test_partnership_the_rule_based_players_bid_past_1500_against_each_other():
    spades = "AS AS#2 10S 10S#2 KS KS#2 QS QS#2 JS JS#2 9S 9S#2".split()
    partner = "KD QD KD#2 QD#2 KC QC KC#2 QC#2 AD AD#2 AC AC#2".split()
    s = new(4, {1: HEARTS, 2: spades, 3: partner}, form="partnership-auction")
    auction_by_rules(s)
    assert s.bid == 1710 and s.bidder == 1
    assert s.bid_log[-5:] == [(2, 1680), (1, 1690), (2, 1700), (1, 1710), (2, 0)]
    play_deal(s)
    assert s.trump == "H" and s.last_deal == [0, 1850]


# --- refusals, saves -----------------------------------------------------------------------
def test_a_computer_players_bid_out_of_range_is_refused_with_the_range():
    s = new(4, {}, form="partnership-auction")
    with pytest.raises(IllegalActionError, match="above the highest bid, 2470"):
        s.apply("bid 2480")
    s.apply("bid 2000")
    with pytest.raises(IllegalActionError, match="2000 is bid, so the lowest now is 2010"):
        s.apply("bid 1990")
    assert s.history == ["bid 2000"]


@pytest.mark.parametrize("answer,words", [
    ("bid 2480", "'bid 2480' is above the highest bid, 2470: no bidder can make more (the best "
                 "meld the pack allows, every card point and the last trick); bid 2010 to 2470 "
                 "in steps of 10, or pass"),
    ('{"action": "BID 1990"}', "'bid 1990' is too low: 2000 is bid, so the lowest now is 2010 "
                               "(bids go up in steps of 10, up to 2470)"),
])
def test_a_cmd_bots_bid_out_of_range_is_reported_with_the_range(answer, words, tmp_path):
    """An outside bot (``cmd:``) answering a bid the auction refuses: its failure says why, in
    the rules' words, and a built-in player bids in its place."""
    from cardtable.app.bot_client import BotClient
    from cardtable.games.pinochle import GAME

    script = tmp_path / "bot.py"
    script.write_text("import json, sys\nfor line in sys.stdin:\n    m = json.loads(line)\n"
                      "    if m['type'] == 'hello':\n"
                      "        print(json.dumps({'type': 'hello'}), flush=True)\n"
                      f"    elif m['type'] == 'act':\n        print({answer!r}, flush=True)\n"
                      "    elif m['type'] == 'quit':\n        break\n")
    s = new(4, {}, form="partnership-auction")
    s.apply("bid 2000")  # seat 1; the bot is seat 2
    bot = BotClient([sys.executable, str(script)], GAME, 2, time_limit=20,
                    fallback=lambda: GreedyPinochle())
    try:
        action = bot.choose(Decision(s, 2, s.legal_actions(), random.Random(0)))
    finally:
        if bot._proc is not None:  # (the failure has stopped it)
            bot._proc.kill()
    assert action in s.legal_actions()  # the built-in player's
    assert len(bot.failures) == 1
    failure = bot.failures[0]
    assert "which is not a legal action: " + words in failure
    assert failure.endswith("a built-in player takes over")


def test_a_game_with_a_bid_above_700_saves_and_replays(tmp_path):
    s = contested()
    auction_by_rules(s)
    play_deal(s)
    path = tmp_path / "high.json"
    saves.save(path, s)
    saved, again = saves.load(path)
    assert "bid 1120" in saved.actions
    assert again.bid == 1120 and again.chips == s.chips and again.history == s.history
    # a save holding a bid no hand can make is refused with the engine's reason
    data = json.loads(path.read_text(encoding="utf-8"))
    data["actions"][0] = "bid 3060"
    with pytest.raises(saves.SaveError, match="above the highest bid"):
        saves.loads(json.dumps(data))


@pytest.mark.parametrize("players", [3, 4, 6, 8])
def test_the_auctions_records_are_each_bids_own_record(players):
    """The hundreds of bids' records are made from one translation of their texts: each one
    exactly as the bid's own record, in English and with a translator installed."""
    from cardtable.engine import i18n

    form = "auction" if players == 3 else "partnership-auction"
    s = new(players, {}, form=form)
    s.apply(f"bid {s.ctx.max_bid - 100}")
    legal = s.legal_actions()
    assert len(legal) == 1 + 10  # a pass and the last ten bids up to the ceiling
    fresh = new(players, {}, form=form)
    try:
        for translator in (None, lambda context, text: f"«{text}»"):
            i18n.set_translator(translator)
            for state in (s, fresh):
                records = state.action_records()
                assert records == [state.action_record(a) for a in state.legal_actions()]
            if translator is not None:
                assert records[1].label == ("«Bid 100»" if players > 3 else "«Bid 300»")
                assert records[1].log == ("«bids 100»" if players > 3 else "«bids 300»")
    finally:
        i18n.set_translator(None)


def test_a_persons_typed_bid_out_of_range_is_refused_with_the_range():
    """At the table (the session), a typed bid past the ceiling gets the rules' own words, not
    only the list of legal actions; nothing is played."""
    from cardtable.app.game_setup import AI, HUMAN, GameSetup, SeatSpec
    from cardtable.app.session import Session

    seats = (SeatSpec(HUMAN),) + tuple(SeatSpec(AI, "greedy") for _ in range(3))
    setup = GameSetup("pinochle", 4, {"form": "partnership-auction"}, seats=seats, seed=3,
                      first_dealer=3)  # seat 0, the person, bids first
    with Session(setup, ai="inline") as session:
        session.poll()
        assert session.human_to_move
        with pytest.raises(IllegalActionError, match="above the highest bid, 2470"):
            session.play("bid 2480")
        assert session.state.history == []
