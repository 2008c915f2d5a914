"""Layout schema, score sheet, action records and game setups: the shapes the table reads."""

import pytest

from cardtable.app.game_setup import GameSetup, SeatSpec, parse_seats
from cardtable.engine.actions import ActionRecord, CardUse
from cardtable.engine.errors import OptionError
from cardtable.engine.layout import AT_HAND, FAN, STACK, TableLayout, ZoneLayout
from cardtable.engine.score_sheet import ScoreSheet, SheetRow


def test_zone_patterns_match_per_seat_zones():
    layout = TableLayout((ZoneLayout("won:*", "side", STACK, badge=True),))
    assert layout.for_zone("won:3").badge
    assert layout.for_zone("hand:2").arrangement == FAN  # the default for hands
    assert layout.for_zone("pile").place == "center"


def test_a_zone_layout_rejects_unknown_places():
    with pytest.raises(ValueError, match="place"):
        ZoneLayout("x", "under-the-table", STACK)
    with pytest.raises(ValueError, match="arrangement"):
        ZoneLayout("x", AT_HAND, "heap")


def test_hands_have_private_order():
    assert "hand:" in TableLayout().unordered_prefixes()


def test_score_sheet_labels_name_the_seats_of_each_side():
    sheet = ScoreSheet(((0, 2), (1, 3)), deal=(SheetRow("Card points {n}", (70, 50), (("n", 1),)),))
    assert sheet.labels() == ("Seats 1 + 3", "Seats 2 + 4")
    assert sheet.deal[0].text() == "Card points 1"
    assert sheet.to_json()["deal"][0]["values"] == [70, 50]


def test_action_record_json():
    rec = ActionRecord("bid 320", "bid", (), "Bid 320", "bids 320", group="bid", value=320)
    assert rec.to_json()["value"] == 320
    assert ActionRecord("play QS", "play", (CardUse(5, "hand:0"),), "x", "y").card_ids == (5,)


def test_seats_parse_from_the_command_line():
    seats = parse_seats("human,ai:master", 4)
    assert [s.text() for s in seats] == ["human", "ai:master", "ai:master", "ai:master"]
    with pytest.raises(OptionError, match="human"):
        parse_seats("robot", 2)
    with pytest.raises(OptionError, match="3 seats"):
        parse_seats("human,ai,ai", 2)


def test_a_game_setup_round_trips_through_json():
    setup = GameSetup("pishti", 4, {"bluff": True}, "pagat", parse_seats("human,ai:expert", 4), 42)
    assert GameSetup.from_json(setup.to_json()) == setup
    assert setup.humans == (0,)
    with pytest.raises(OptionError):
        GameSetup.from_json({"players": 2})
    assert SeatSpec.parse("AI").level == "expert"


def test_the_match_state_reads_as_words():
    sheet = ScoreSheet(((0,), (1,)), match=(("target", 101), ("deals_played", 3),
                                             ("target_strict", True), ("format", "best-of-3"),
                                             ("kitty", 0)))
    assert sheet.match_lines() == ["Target: 101", "Deals played: 3"]
