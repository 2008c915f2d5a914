"""Action texts: canonical forms, aliases, and clear errors for malformed actions."""

from __future__ import annotations

import pytest

from cardtable.engine import ActionParseError, IllegalActionError
from cardtable.games.pinochle import GAME


@pytest.mark.parametrize("text,message", [
    ("bid abc", "'bid' and a number"),
    ("bid", "'bid' and a number"),
    ("bid 305", "steps of 10"),
    ("trump X", "suit letter"),
    ("bury AS KS", "needs 1 card"),
    ("meld", "meld name"),
    ("meld foo AS", "meld name"),
    ("meld pinochle QS", "needs 2 cards"),
    ("play ZZ", "not a card of the pinochle48 pack"),
    ("play", "needs 1 card"),
    ("play AS AS#2", "needs 1 card"),
    ("pass 3", "takes nothing"),
    ("done now", "takes nothing"),
    ("frobnicate", "unknown action"),
    ("", "empty action"),
])
def test_malformed_actions_raise_clear_parse_errors(text, message):
    s = GAME.new_state(3, seed=1)
    before = s.clone().history
    with pytest.raises(ActionParseError, match=message):
        s.apply(text)
    assert s.history == before


def test_well_formed_but_illegal_action_is_an_illegal_action_error():
    s = GAME.new_state(3, seed=1)
    with pytest.raises(IllegalActionError, match="not legal"):
        s.apply("take")  # the forced dealer's choice, not a bid


@pytest.mark.parametrize("text,message", [
    ("bid 3060", r"above the highest bid, 3050"),
    ("bid 99999990", r"above the highest bid, 3050"),
    ("bid 290", r"too low: the lowest bid is 300"),
    ("bid 0", r"too low: the lowest bid is 300"),
])
def test_a_bid_out_of_range_names_the_range(text, message):
    s = GAME.new_state(3, seed=1)
    before = list(s.history)
    with pytest.raises(IllegalActionError, match=message):
        s.apply(text)
    assert s.history == before
    s.apply("bid 3050")  # the ceiling itself is a bid
    with pytest.raises(IllegalActionError, match=r"3050 is bid, so the lowest now is 3060"):
        s.apply("bid 3050")


def test_aliases_and_canonical_forms():
    s = GAME.new_state(3, seed=1)
    assert s.parse_action("BID 320") == "bid 320"
    assert s.parse_action("trump spades") == "trump S"
    assert s.parse_action("trump h") == "trump H"
    assert s.parse_action("no-meld") == "done"
    assert s.parse_action("play qs#2") == "play QS#2"
