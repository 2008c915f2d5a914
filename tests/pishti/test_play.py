"""Play and pishtis (RULES.md §1 Play, Pishti): captures, jacks, pishti values and options."""

import pytest

from cardtable.engine import HIDDEN, IllegalActionError, ActionParseError
from cardtable.engine.state import TERMINAL

from .helpers import cid, cids, play, start

CENTRE = "9S 10S QS KS"


def test_same_rank_captures_the_pile():
    st = start(hands={1: "KH 5H 9H QC", 0: "5D 8C 7C 6C"}, centre=CENTRE)
    st.apply("play KH")
    assert st.zones()["pile"] == []
    assert sorted(st.zones()["won:1"]) == sorted(cids(CENTRE + " KH"))
    assert st.last_capturer == 1


def test_other_rank_is_added_to_the_pile():
    st = start(hands={1: "KH 5H 9H QC", 0: "5D 8C 7C 6C"}, centre=CENTRE)
    st.apply("play 5H")
    assert st.zones()["pile"] == cids(CENTRE + " 5H")
    assert st.current_player == 0


def test_jack_captures_any_pile():
    st = start(hands={1: "JH 5H 9H QC", 0: "5D 8C 7C 6C"}, centre=CENTRE)
    st.apply("play JH")
    assert st.zones()["pile"] == []
    assert len(st.zones()["won:1"]) == 5


def test_jacks_not_wild_option_jack_only_takes_a_jack():
    st = start(2, {"jacks_wild": False}, hands={1: "JH 5H 9H QC", 0: "JD 8C 7C 6C"},
               centre=CENTRE)
    st.apply("play JH")
    assert st.zones()["pile"] == cids(CENTRE + " JH")
    st.apply("play JD")  # same rank still captures
    assert st.zones()["pile"] == []
    assert len(st.zones()["won:0"]) == 6


def test_only_a_jack_captures_a_jack_on_top():
    st = start(hands={1: "KH QH 9H QC", 0: "JD 8C 7C JC"}, centre=CENTRE)
    play(st, "play KH", "play JD", "play QH")  # a queen does not take the jack
    assert st.zones()["pile"] == cids("JD QH")
    st = start(hands={1: "KH QH 9H QC", 0: "JD 8C 7C JC"}, centre=CENTRE)
    play(st, "play KH", "play JD", "play 9H", "play JC")
    assert st.zones()["pile"] == []


def test_playing_onto_an_empty_pile_starts_a_new_pile():
    st = start(hands={1: "KH 5H 9H QC", 0: "5D 8C 7C 6C"}, centre=CENTRE)
    play(st, "play KH", "play 8C")
    assert st.zones()["pile"] == cids("8C")
    assert st.observation(1).zones["pile"] == (cid("8C"),)


def test_captured_cards_lie_face_down_known_where_everyone_saw_them_taken():
    st = start(hands={1: "KH 5H 9H QC", 0: "5D 8C 7C 6C"}, centre=CENTRE)
    st.apply("play KH")
    for seat in (None, 0, 1):
        obs = st.observation(seat)
        assert obs.face_up["won:1"] == (False,) * 5
        assert obs.public["captured"] == [0, 5]
    # The face-up KS and the capturing KH everyone saw; the three face-down centre cards only
    # their capturer saw.
    assert st.observation(1).zones["won:1"] == tuple(cids("9S 10S QS KS KH"))
    assert st.observation(0).zones["won:1"] == (HIDDEN,) * 3 + tuple(cids("KS KH"))
    assert st.observation(None).zones["won:1"] == (HIDDEN,) * 3 + tuple(cids("KS KH"))
    # The capturer saw the face-down centre cards; the opponent did not.
    assert st.observation(1).private["known_captured"] == sorted(cids("9S 10S QS"))
    assert st.observation(0).private["known_captured"] == []
    assert st.observation(0).public["seen_captured"] == sorted(cids("KS KH"))


def test_capture_of_a_single_card_is_a_pishti():
    st = start(hands={1: "KH 5H 9H QC", 0: "5D 8C 7C 6C"}, centre=CENTRE)
    play(st, "play KH", "play 5D", "play 5H")
    assert st.pishtis == [0, 1]
    assert st.scores == [0, 10]  # recorded at once
    assert st.observation(0).public["pishtis"] == [0, 1]


def test_capture_of_two_cards_is_no_pishti():
    st = start(hands={1: "KH 5H 9H QC", 0: "5D 9D 7C 6C"}, centre=CENTRE)
    play(st, "play KH", "play 5D", "play 9H", "play 9D")
    assert st.zones()["pile"] == []
    assert st.pishtis == [0, 0] and st.scores == [0, 0]


def test_capture_of_the_initial_centre_is_never_a_pishti():
    st = start(hands={1: "KH 5H 9H QC", 0: "5D 8C 7C 6C"}, centre=CENTRE)
    st.apply("play KH")
    assert st.pishtis == [0, 0] and st.scores == [0, 0]
    # Also when jacks were turned down: the pile then holds more cards still.
    st = start(hands={1: "KH 5H 9H QC", 0: "5D 8C 7C 6C"}, centre="9S 10S KS JD")
    st.apply("play KH")
    assert len(st.zones()["won:1"]) == 5 and st.pishtis == [0, 0]


@pytest.mark.parametrize("jack_pishti,points", [(True, 10), (False, 0)])
def test_jack_on_a_single_card_pishti_option(jack_pishti, points):
    st = start(2, {"jack_pishti": jack_pishti}, hands={1: "KH JH 9H QC", 0: "5D 8C 7C 6C"},
               centre=CENTRE)
    play(st, "play KH", "play 5D", "play JH")
    assert st.zones()["pile"] == []  # captured either way
    assert st.scores == [0, points]
    assert st.pishtis == [0, 1 if points else 0]


@pytest.mark.parametrize("value", [0, 10, 20])
def test_jack_on_jack_pishti_counts_10_or_20(value):
    st = start(2, {"jack_on_jack": value, "jack_pishti": False},
               hands={1: "KH JH 9H QC", 0: "JD 8C 7C 6C"}, centre=CENTRE)
    play(st, "play KH", "play JD", "play JH")
    assert st.zones()["pile"] == []
    assert st.scores == [0, value]


def _to_last_round(st):
    while st.stock:
        st.apply(st.legal_actions()[0])


LAST_ROUND = [{}, {}, {}, {}, {1: "2H 3H 4H 6H", 0: "2D 3D 4D"}]


@pytest.mark.parametrize("allowed", [True, False])
def test_last_card_pishti_option(allowed):
    st = start(2, {"last_card_pishti": allowed}, rounds=LAST_ROUND, bottom="6D")
    _to_last_round(st)
    play(st, "play 2H", "play 2D", "play 3H", "play 3D", "play 4H", "play 4D", "play 6H")
    assert st.zones()["pile"] == cids("6H")
    before = (list(st.pishtis), list(st.deal_points))
    st.apply("play 6D")  # the last card of the deal takes a single card
    assert st.is_terminal
    assert st.pishtis[0] == before[0][0] + (1 if allowed else 0)


def test_pishti_points_end_the_game_at_once_when_the_option_is_on():
    opts = {"target": 10, "end_on_pishti": True}
    st = start(2, opts, hands={1: "KH 5H 9H QC", 0: "5D 8C 7C 6C"}, centre=CENTRE)
    play(st, "play KH", "play 5D", "play 5H")
    assert st.current_player == TERMINAL
    assert st.result().returns == (0.0, 1.0)
    assert st.result().points == (0, 10)


def test_pishti_points_wait_for_the_end_of_the_deal_by_default():
    st = start(2, {"target": 10}, hands={1: "KH 5H 9H QC", 0: "5D 8C 7C 6C"}, centre=CENTRE)
    play(st, "play KH", "play 5D", "play 5H")
    assert st.current_player == 0 and st.scores == [0, 10]


def test_illegal_and_malformed_actions_leave_the_state_unchanged():
    st = start(hands={1: "KH 5H 9H QC", 0: "5D 8C 7C 6C"}, centre=CENTRE)
    before = st.zones()
    with pytest.raises(IllegalActionError):
        st.apply("play 5D")  # not in seat 1's hand
    with pytest.raises(IllegalActionError):
        st.apply("challenge")
    with pytest.raises(ActionParseError):
        st.apply("discard KH")
    with pytest.raises(ActionParseError):
        st.apply("play K?")
    assert st.zones() == before and st.history == []
    st.apply("PLAY kh")  # aliases parse to the canonical action
    assert st.history == ["play KH"]


@pytest.mark.parametrize("text,message", [
    ("play", "write it as 'play CARD' with one card"),
    ("play KH 5H", "write it as 'play CARD' with one card"),
    ("claim", "write it as 'claim CARD' with one card"),
    ("play 1H", "'1H' is not a card"),
    ("play foo", "'foo' is not a card"),
    ("challenge now", "'challenge' takes no card"),
    ("accept KH", "'accept' takes no card"),
    ("discard KH", "unknown action 'discard'"),
])
def test_malformed_actions_are_rejected_with_a_message_saying_how_to_write_them(text, message):
    st = start(2, {"bluff": True}, hands={1: "KH 5H 9H QC", 0: "5D 8C 7C 6C"}, centre=CENTRE)
    with pytest.raises(ActionParseError, match=message):
        st.apply(text)
    assert st.history == [] and st.zones()["hand:1"] == cids("KH 5H 9H QC")


def test_illegal_actions_say_why():
    st = start(2, {}, hands={1: "KH 5H 9H QC", 0: "5D 8C 7C 6C"}, centre=CENTRE)
    with pytest.raises(IllegalActionError, match="not in your hand"):
        st.apply("play 5D")
    with pytest.raises(IllegalActionError, match="no pishti claim to answer"):
        st.apply("accept")
    with pytest.raises(IllegalActionError, match="need the Bluff Pishti option"):
        st.apply("claim KH")
    st = start(2, {"bluff": True}, hands={1: "KH 5H 9H QC", 0: "5D 8C 7C 6C"}, centre=CENTRE)
    with pytest.raises(IllegalActionError, match="exactly one card"):
        st.apply("claim KH")
    play(st, "play KH", "play 5D", "claim 9H")
    with pytest.raises(IllegalActionError, match="must first challenge or accept"):
        st.apply("play 8C")
    assert st.history == ["play KH", "play 5D", "claim 9H"]
