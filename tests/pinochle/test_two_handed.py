"""Two-handed Pinochle scenarios from fixed deck orders (dealer 0, non-dealer 1 leads)."""

from __future__ import annotations

import pytest

from cardtable.app import saves
from cardtable.engine import IllegalActionError, SaveError
from cardtable.engine.state import TERMINAL

from .helpers import cards, new, texts

# Non-dealer (1) and dealer (0) hands; spades are trump unless the test says otherwise.
ND = "KH QH KS QS JD AS AD AC AH 10C 10D 9H".split()
DL = "9C 9D JC JS JH 10S 10H KD KC QD QC KD#2".split()


def deal(trump="9S", stock=(), nd=ND, dl=DL, **opts):
    return new(2, {1: nd, 0: dl, "trump": [trump], "stock": list(stock)}, **opts)


def win_first_trick(s, lead="AH", follow="9C"):
    """Seat 1 leads ``lead``, seat 0 follows ``follow``: seat 1 wins and may meld."""
    s.apply("play " + lead)
    s.apply("play " + follow)


def test_deal_twelve_each_trump_card_and_stock():
    s = deal("AS#2")
    assert len(s.hands[0]) == len(s.hands[1]) == 12
    assert s.trump == "S" and texts(s, [s.trump_card]) == ["AS#2"]
    assert len(s.stock) == 23
    assert s.current_player == 1  # the non-dealer leads


def test_dix_turned_for_trump_scores_dealer_ten():
    s = deal("9S")
    assert s.deal_meld == [10, 0]
    s = deal("AS#2")
    assert s.deal_meld == [0, 0]


def test_first_phase_any_card_may_be_played():
    s = deal("AS#2")
    s.apply("play KH")
    legal = s.legal_actions()
    # seat 0 holds hearts (JH, 10H) but may play anything
    assert "play 9C" in legal and "play JH" in legal and len(legal) == 12


def test_trick_winner_may_meld_once_then_draws_first():
    s = deal("AS#2", stock=["9H#2", "9D#2"])
    win_first_trick(s)
    assert s.phase == "meld" and s.current_player == 1
    legal = s.legal_actions()
    assert "meld marriage KH QH" in legal and "meld royal-marriage KS QS" in legal
    assert "meld pinochle QS JD" in legal and "meld aces AS AH AD AC" not in legal  # AH played
    assert "done" in legal
    s.apply("meld royal-marriage KS QS")
    assert s.deal_meld[1] == 40
    # one meld per turn: no other meld is offered now, only the end of the step
    assert s.legal_actions() == ["done"] and s.phase == "meld"
    s.apply("done")
    # the winner drew first, the other next
    assert s.phase == "play1" and s.current_player == 1
    assert "9H#2" in texts(s, s.hands[1]) and "9D#2" in texts(s, s.hands[0])


def test_loser_of_a_trick_may_not_meld():
    s = deal("AS#2")
    s.apply("play 9H")
    s.apply("play 10H")  # the dealer wins: no meld for the non-dealer
    assert s.current_player == 0 and s.phase == "meld"
    mine = set(texts(s, s.hands[0]))
    melds = [a for a in s.legal_actions() if a.startswith("meld")]
    assert melds and all(set(a.split()[2:]) <= mine for a in melds)


def test_king_queen_and_pinochle_jack_not_both_in_one_turn():
    s = deal("AS#2")
    win_first_trick(s)
    s.apply("meld pinochle QS JD")
    # the turn's single meld is used: no marriage with the same queen now
    assert s.legal_actions() == ["done"]
    s.apply("done")
    s.apply("play 9H")
    s.apply("play 9D")  # seat 1 wins again (9H led, 9D off-suit)
    legal = s.legal_actions()
    # next turn: K S joins the Q S on the table in a meld of another class
    assert "meld royal-marriage KS QS" in legal


def test_meld_needs_a_new_card_from_the_hand():
    s = deal("AS#2")
    win_first_trick(s)
    s.apply("meld royal-marriage KS QS")
    s.apply("done")
    s.apply("play 9H")
    s.apply("play 9D")
    assert all("KS QS" not in a for a in s.legal_actions())  # both already on the table


def test_melded_card_reused_only_in_higher_meld_of_same_class():
    nd = "KS QS AS 10S JS AH AD AC KH QH 9H 9D".split()
    s = deal("AS#2", nd=nd, dl="9C 10D JC JH QC 10H KD KC QD 10C KD#2 JS#2".split())
    win_first_trick(s)
    s.apply("meld royal-marriage KS QS")
    s.apply("done")
    s.apply("play 9H")
    s.apply("play JC")
    legal = s.legal_actions()
    assert "meld flush AS 10S KS QS JS" in legal  # higher meld of the same class
    s.apply("meld flush AS 10S KS QS JS")
    assert s.deal_meld[1] == 190


def test_melded_card_not_reused_in_equal_meld_of_same_class():
    nd = "KH QH KH#2 AS AH AD AC 9H 9D JD 10D QD".split()
    s = deal("AS#2", nd=nd, dl="9C 10S JC JH QC 10H KD KC QS 10C KD#2 JS#2".split())
    win_first_trick(s, "AH", "9C")
    s.apply("meld marriage KH QH")
    s.apply("done")
    s.apply("play 9H")
    s.apply("play JC")
    legal = s.legal_actions()
    assert "meld marriage KH#2 QH" not in legal  # same class, not higher
    assert "meld aces AS AH AD AC" not in legal  # AH was played
    

def test_melded_cards_visible_to_everyone_and_playable():
    s = deal("AS#2")
    win_first_trick(s)
    s.apply("meld royal-marriage KS QS")
    s.apply("done")
    obs = s.observation(0)
    assert set(obs.zones["meld:1"]) == set(cards(s, "KS QS"))
    assert "play KS" in s.legal_actions()
    s.apply("play KS")
    assert cards(s, "KS")[0] in s.trick and cards(s, "KS")[0] not in s.melds[1]


def test_dix_declared_in_same_turn_as_another_meld_and_exchanged():
    nd = "9S KH QH AS AD AC AH 10C 10D 9H KD QD".split()
    s = deal("AS#2", nd=nd, dl="9C 9D JC JS JH 10S 10H KS KC QS QC KD#2".split())
    win_first_trick(s)
    s.apply("meld marriage KH QH")
    legal = s.legal_actions()
    assert legal == ["meld dix 9S", "exchange 9S", "done"]
    s.apply("exchange 9S")
    assert s.deal_meld[1] == 30
    assert texts(s, [s.trump_card]) == ["9S"] and "AS#2" in texts(s, s.hands[1] + s.stock[-1:])


def test_last_stock_card_to_winner_trump_card_to_other():
    s = deal("AS#2")
    s.stock = s.stock[-1:]  # as if eleven tricks were played
    last = s.stock[0]
    win_first_trick(s)
    if s.phase == "meld":
        s.apply("done")
    assert last in s.hands[1] and s.pack.parse("AS#2") in s.hands[0]
    assert s.phase == "play2" and not s.stock and s.trump_card == -1
    # the trump card's place is public
    assert s.pack.parse("AS#2") in s.observation(1).zones["hand:0"]


def test_second_phase_follow_beat_trump_rules():
    s = deal("AS#2")
    s.phase = "play2"
    s.stock = []
    s.apply("play AS")  # trumps led: the dealer must beat if able (10S cannot beat the ace)
    assert s.legal_actions() == ["play JS", "play 10S"]


def test_last_trick_scores_ten():
    s = deal("AS#2")
    s.phase = "play2"
    s.stock, s.hands[1], s.hands[0] = [], cards(s, "AH"), cards(s, "9H")
    s.apply("play AH")
    s.apply("play 9H")
    assert s.is_terminal
    assert s.deal_cards[1] == 11 + 10


def test_deal_score_is_meld_plus_rounded_card_points():
    s = deal("9S")  # dealer scores the dix: 10
    s.phase = "play2"
    s.stock, s.hands[1], s.hands[0] = [], cards(s, "AH"), cards(s, "9H")
    s.deal_cards = [77, 55]
    s.apply("play AH")
    s.apply("play 9H")
    # seat 1: 55 + 11 + 10 = 76 -> 70 (6 drops); seat 0: 10 meld + (77 -> 80)
    assert s.result().points == (90, 70)


def test_game_to_1000_target_extends_to_1250_when_both_pass():
    s = deal("AS#2", game="1000")
    s.totals = [900, 950]
    s._settle([200, 100])
    assert s.totals == [1100, 1050] and s.target == 1250 and not s.is_terminal
    s.totals = [1200, 1240]
    s._settle([10, 100])
    assert s.is_terminal and s.result().returns == (0.0, 1.0)


def test_declare_out_wins_at_target():
    s = deal("AS#2", game="1000")
    s.totals = [0, 990]
    win_first_trick(s)  # seat 1 takes AH + 9C = 11 -> rounded 10
    s.apply("done") if s.phase == "meld" else None
    s.apply("declare-out")
    assert s.is_terminal and s.result().returns == (0.0, 1.0)


def test_declare_out_below_target_loses():
    s = deal("AS#2", game="1000")
    s.totals = [0, 900]
    s.apply("declare-out")
    assert s.is_terminal and s.result().returns == (1.0, 0.0)


def test_declaring_out_is_asked_about_first_without_giving_the_count():
    s = deal("AS#2", game="1000")
    s.totals = [0, 900]
    seat = s.current_player
    assert s.caution("declare-out", seat) == (
        "Declare out? Play stops and your side's points are counted now: 1000 or more wins "
        "the game, fewer loses it.")
    assert s.caution("declare-out", 1 - seat) == ""  # not its turn
    assert all(s.caution(a, seat) == "" for a in s.legal_actions() if a != "declare-out")


def test_declare_out_only_in_games_to_a_target():
    assert "declare-out" not in deal("AS#2").legal_actions()
    assert "declare-out" in deal("AS#2", game="1000").legal_actions()


def test_64_card_pack_dix_is_the_seven():
    nd = ["7S"] + ND[1:]
    s = new(2, {1: nd, 0: DL, "trump": ["AS#2"]}, pack="64")
    assert s.pack.size == 64 and len(s.stock) == 39
    win_first_trick(s)
    assert "exchange 7S" in s.legal_actions()
    s2 = new(2, {1: ND, 0: DL, "trump": ["7S#2"]}, pack="64")
    assert s2.deal_meld == [10, 0]


def test_meld_parses_in_any_card_order_and_no_meld_alias():
    s = deal("AS#2")
    win_first_trick(s)
    assert s.parse_action("meld pinochle JD QS") == "meld pinochle QS JD"
    assert s.parse_action("no-meld") == "done"


def test_illegal_meld_rejected_and_rechecked_on_replay():
    s = deal("AS#2")
    win_first_trick(s)
    with pytest.raises(IllegalActionError):
        s.apply("meld marriage KD QD")
    saved = saves.snapshot(s)
    saved.actions.append("meld flush AS 10S KS QS JS")
    with pytest.raises((SaveError, IllegalActionError)):
        saves.loads(saves.dumps(saved))


def test_whole_deal_conserves_250_card_points():
    import random
    for seed in range(20):
        s = new(2, {}, dealer=seed % 2)
        rng = random.Random(seed)
        while not s.is_terminal:
            s.apply(rng.choice(s.legal_actions()))
        assert sum(s.deal_cards) == 250
        assert s.current_player == TERMINAL


def test_meld_step_offered_even_without_a_meld():
    # The winner holds no meld: it still gets the step (only "done"), so the opponent cannot
    # tell from the flow of the game whether the winner could have melded.
    nd = "AH 9H 9D 9C JH JC 10H 10D 10C AD 10S JS".split()
    dl = "KD KC QD QC KD#2 QC#2 9H#2 9D#2 9C#2 JH#2 JC#2 JD".split()
    s = deal("AS#2", nd=nd, dl=dl)
    win_first_trick(s, "AH", "9H#2")
    assert s.phase == "meld" and s.current_player == 1 and s.legal_actions() == ["done"]
    assert s.observation(0).public["phase"] == "meld"


def test_double_pinochle_is_a_higher_meld_of_the_pinochle_class():
    nd = "QS JD QS#2 JD#2 AH AD AC 10C 10D 9H KH 9D".split()
    dl = "9C JC JS JH 10S 10H KD KC QD QC KD#2 QH".split()
    s = deal("AS#2", nd=nd, dl=dl)
    win_first_trick(s)
    s.apply("meld pinochle QS JD")
    s.apply("done")
    s.apply("play 9H")
    s.apply("play JC")  # seat 1 wins again (off-suit follow)
    double = s.parse_action("meld double-pinochle QS QS#2 JD JD#2")
    assert double in s.legal_actions()
    s.apply(double)
    assert s.deal_meld[1] == 40 + 300


def test_melded_card_once_played_forms_no_new_meld():
    nd = "KS QS JD AH AD AC 10C 10D 9H KH 9D 10H".split()
    s = deal("AS#2", stock=["9H#2", "9D#2", "9C#2", "JC#2"], nd=nd,
             dl="9C JC JS JH 10S KD KC QD QC KD#2 QH QH#2".split())
    win_first_trick(s)
    s.apply("meld royal-marriage KS QS")
    s.apply("done")
    s.apply("play QS")  # played from the table
    s.apply("play KD")  # seat 1 wins (trump)
    assert all("QS" not in a.split() for a in s.legal_actions())  # no pinochle with the played QS
    assert "meld pinochle QS JD" not in s.legal_actions()


def test_declare_out_wins_even_if_the_other_has_more():
    s = deal("AS#2", game="1000")
    s.totals = [950, 990]
    win_first_trick(s)  # seat 1: 11 card points -> 10
    s.deal_meld = [150, 0]  # seat 0 would count 1100
    s.apply("declare-out")
    assert s.is_terminal and s.result().returns == (0.0, 1.0)


def test_target_rises_again_to_1500_when_both_pass_1250():
    s = deal("AS#2", game="1000")
    s.totals, s.target = [1200, 1240], 1250
    s._settle([100, 100])
    assert s.target == 1500 and not s.is_terminal


def test_exchanged_dix_is_what_the_other_takes_at_the_end_of_the_stock():
    nd = "9S KH QH AS AD AC AH 10C 10D 9H KD QD".split()
    s = deal("AS#2", nd=nd, dl="9C 9D JC JS JH 10S 10H KS KC QS QC KD#2".split())
    win_first_trick(s)
    s.apply("exchange 9S")
    s.apply("done")
    s.stock = s.stock[-1:]  # as if the stock were played down to its last card
    last = s.stock[0]
    s.apply("play AD")
    s.apply("play 9D")
    s.apply("done")
    dix = s.pack.parse("9S")
    assert last in s.hands[1] and dix in s.hands[0] and s.phase == "play2"


@pytest.mark.parametrize("counting,values", [("tens-and-fives", (10, 10, 5, 5, 0, 0)),
                                             ("tens", (10, 10, 10, 0, 0, 0))])
def test_simplified_count_scores_tricks_without_rounding(counting, values):
    s = deal("AS#2", counting=counting)
    s.phase = "play2"
    s.stock, s.hands[1], s.hands[0] = [], cards(s, "KH"), cards(s, "QH")
    s.deal_cards = [0, 7]
    s.apply("play KH")
    s.apply("play QH")
    # K + Q + last trick 10 on top of 7; simplified counts are not rounded
    assert s.deal_cards[1] == 7 + values[2] + values[3] + 10
    assert s.result().points[1] == s.deal_cards[1]


def test_head_trick_option_in_the_second_phase():
    # seat 1 leads KH; the dealer holds JH and 10H: by default either follows, with the older
    # rule it must head the trick with the 10
    s = deal("AS#2", head_trick=True)
    s.phase, s.stock = "play2", []
    s.apply("play KH")
    assert s.legal_actions() == ["play 10H"]
    s = deal("AS#2")
    s.phase, s.stock = "play2", []
    s.apply("play KH")
    assert set(s.legal_actions()) == {"play JH", "play 10H"}
