"""What each seat may know: the widow, buried cards, dix holders, melds on the table."""

from __future__ import annotations

import random

from cardtable.engine import HIDDEN

from .helpers import cards, new, texts

S1 = "AS 10S KS QS JS 9S AH AD AC KH QH 10H JD 9D 9C".split()


def bury_after_widow(widow=("9H", "JC", "KD"), bury=("9H", "JC", "9C")):
    s = new(3, {1: S1, "widow": list(widow)})
    s.apply("bid 350")
    s.apply("pass")
    s.apply("pass")
    s.apply("trump S")
    for card in bury:
        s.apply("bury " + card)
    return s


def test_buried_widow_cards_not_revealed_by_the_bidders_hand():
    s = bury_after_widow()
    melded = set(cards(s, "AS 10S KS QS JS KH QH 9S AH AD AC JD"))
    for seat in (0, 2, None):
        seen = {c for c in s.observation(seat).zones["hand:1"] if c != HIDDEN}
        # the meld taken back stays known; which widow cards were kept or buried does not
        assert seen == melded
        assert not set(cards(s, "9H JC KD")) & seen
    assert set(s.observation(1).zones["hand:1"]) == set(s.hands[1])


def test_determinize_keeps_seen_widow_cards_with_the_bidder():
    s = bury_after_widow()
    widow = set(cards(s, "9H JC KD"))
    rng = random.Random(3)
    for _ in range(100):
        d = s.determinize(0, rng)
        assert not widow & set(d.hands[2])  # seat 0 saw them go to the bidder
        assert widow <= set(d.hands[1]) | set(d.buried)
        assert d.observation(0) == s.observation(0)


def test_widow_and_buried_hidden_from_those_who_may_not_see_them():
    s = new(3, {1: S1, "widow": ["9H", "JC", "KD"]})
    for seat in (None, 0, 1, 2):
        assert s.observation(seat).zones["widow"] == (HIDDEN,) * 3
    s = bury_after_widow()
    assert s.observation(0).zones["buried"] == (HIDDEN,) * 3
    assert s.observation(2).zones["buried"] == (HIDDEN,) * 3
    assert s.observation(1).zones["buried"] == tuple(s.buried)
    assert "buried_points" not in s.observation(0).private


def test_dix_exchange_round_does_not_show_the_dix_holder():
    # seat 3 holds both dixes; seats 1 and 2 are asked all the same
    s = new(4, {"trump": ["AH"], 3: ["9H", "9H#2"], 0: [], 1: [], 2: []})
    assert s.phase == "exchange" and s.current_player == 1
    assert s.observation(2).zones["hand:3"] == (HIDDEN,) * 12


def test_two_handed_opponent_hand_and_stock_hidden_trump_card_public():
    s = new(2, {"trump": ["AS#2"]})
    obs = s.observation(0)
    assert set(obs.zones["hand:1"]) == {HIDDEN} and set(obs.zones["stock"]) == {HIDDEN}
    assert texts(s, obs.zones["trump"]) == ["AS#2"]
