"""Bluff Pishti (RULES.md §1 Bluff Pishti): face-down claims, challenge or accept, 10/20/20."""

import random


from cardtable.app import saves
from cardtable.engine import HIDDEN
from cardtable.engine.events import MOVE

from .helpers import cid, cids, play, start

BLUFF = {"bluff": True}
HANDS = {1: "KH 5H 9H QC", 0: "5D 8C 7C 6C"}
CENTRE = "9S 10S QS KS"


def bluff_start(**kw):
    st = start(2, dict(BLUFF, **kw.pop("options", {})), hands=kw.pop("hands", HANDS),
               centre=CENTRE, **kw)
    play(st, "play KH", "play 5D")  # seat 1 captures, seat 0 leaves a single card
    return st


def test_claim_only_on_a_pile_of_one_card():
    st = start(2, BLUFF, hands=HANDS, centre=CENTRE)
    assert not [a for a in st.legal_actions() if a.startswith("claim")]  # 4 cards in the centre
    st.apply("play KH")
    assert not [a for a in st.legal_actions() if a.startswith("claim")]  # empty pile
    st.apply("play 5D")
    assert sorted(a for a in st.legal_actions() if a.startswith("claim")) == \
        ["claim 5H", "claim 9H", "claim QC"]


def test_no_claims_without_the_bluff_option():
    st = start(2, {}, hands=HANDS, centre=CENTRE)
    play(st, "play KH", "play 5D")
    assert all(a.startswith("play ") for a in st.legal_actions())


def test_next_opponent_decides_whether_to_challenge():
    st = bluff_start()
    st.apply("claim 9H")
    assert st.current_player == 0
    assert st.legal_actions() == ["challenge", "accept"]


def test_unchallenged_claim_scores_ten_and_takes_the_pile_whatever_the_card():
    st = bluff_start()
    play(st, "claim 9H", "accept")  # a bluff nobody called
    assert st.scores == [0, 10] and st.pishtis == [0, 1]
    assert st.zones()["pile"] == []
    assert cid("9H") in st.zones()["won:1"]
    assert st.current_player == 0  # play goes on after the claimer


def test_challenged_true_claim_scores_twenty_and_takes_the_pile():
    st = bluff_start()
    play(st, "claim 5H", "challenge")
    assert st.scores == [0, 20] and st.pishtis == [0, 1]
    assert st.zones()["pile"] == []
    assert st.zones()["won:1"][-2:] == cids("5D 5H")
    assert cid("5H") in st.observation(0).public["seen_captured"]  # turned up for all


def test_caught_bluff_gives_the_challenger_twenty_and_the_card_stays_face_up_on_top():
    st = bluff_start()
    play(st, "claim 9H", "challenge")
    assert st.scores == [20, 0] and st.pishtis == [0, 0]
    assert st.zones()["pile"] == cids("5D 9H")
    for seat in (None, 0, 1):
        assert st.observation(seat).zones["pile"] == tuple(cids("5D 9H"))
    assert st.current_player == 0
    st.apply("play 6C")  # no capture: play simply goes on
    assert st.zones()["pile"] == cids("5D 9H 6C")


def test_claim_with_a_jack_is_true_only_when_a_jack_would_make_a_pishti():
    for jack_pishti, scores in ((True, [0, 20]), (False, [20, 0])):
        st = bluff_start(options={"jack_pishti": jack_pishti}, hands={1: "KH JH 9H QC", 0: HANDS[0]})
        play(st, "claim JH", "challenge")
        assert st.scores == scores


def test_the_claim_card_stays_hidden_from_everyone_else():
    st = bluff_start()
    # Asked before the claim is applied: only the claimer's log line names the card.
    assert st.observe_action("claim 9H", 1) == "claim 9H"
    assert "Nine of Hearts" in st.log_line("claim 9H", 1)
    for seat in (None, 0):
        assert st.observe_action("claim 9H", seat) == "claim ??"
        line = st.log_line("claim 9H", seat)
        assert "Nine" not in line and "9H" not in line and "face down" in line
    events = st.apply_with_events("claim 9H", masked=False)
    move = [e for e in events if e.kind == MOVE][0]
    assert move.visible_to == frozenset({1}) and not move.face_up
    assert move.for_seat(0).cards == (HIDDEN,) and move.for_seat(None).cards == (HIDDEN,)
    assert st.observation(0).zones["pile"] == (cid("5D"), HIDDEN)
    assert st.observation(None).zones["pile"] == (cid("5D"), HIDDEN)
    assert st.observation(1).zones["pile"] == tuple(cids("5D 9H"))
    st.apply("accept")
    # Captured face down: the opponent never learns it, the claimer remembers it.
    assert cid("9H") not in st.observation(0).public["seen_captured"]
    assert cid("9H") not in st.observation(0).private["known_captured"]
    assert cid("9H") in st.observation(1).private["known_captured"]
    # A save keeps it so: the loaded game shows the same observations.
    _, loaded = saves.loads(saves.dumps(saves.snapshot(st)))
    for seat in (None, 0, 1):
        assert loaded.observation(seat) == st.observation(seat)
    # Determinizing for the opponent may put any unseen card there.
    faces = set()
    for k in range(40):
        det = st.determinize(0, random.Random(k))
        faces.add(det.zones()["won:1"][-1])
        assert det.observation(0) == st.observation(0)
    assert len(faces) > 5


def test_claims_are_not_offered_on_the_last_card_when_it_cannot_pishti():
    rounds = [{}, {}, {}, {}, {1: "2H 3H 4H 6H", 0: "2D 3D 4D"}]
    for allowed in (True, False):
        st = start(2, {"bluff": True, "last_card_pishti": allowed}, rounds=rounds, bottom="6D")
        while st.stock:
            st.apply([a for a in st.legal_actions() if a.startswith("play")][0])
        play(st, "play 2H", "play 2D", "play 3H", "play 3D", "play 4H", "play 4D", "play 6H")
        assert ("claim 6D" in st.legal_actions()) == allowed


def test_four_players_the_next_opponent_decides():
    opts = {"bluff": True, "direction": "anticlockwise"}
    hands = {1: "KH 2S 3S 4S", 2: "5D 6D 7D 8D", 3: "5C 6C 7C 8C", 0: "9C 10C QC KC"}
    st = start(4, opts, hands=hands, centre=CENTRE)
    play(st, "play KH", "play 5D")
    st.apply("claim 5C")
    assert st.current_player == 0  # the next seat, an opponent of seat 3
    st.apply("challenge")
    assert st.scores == [0, 20]  # side of seats 1 and 3
    assert st.current_player == 0


def test_bluff_scoring_ends_the_game_when_it_reaches_the_target_with_the_option():
    st = bluff_start(options={"target": 20, "end_on_pishti": True})
    play(st, "claim 9H", "challenge")
    assert st.is_terminal and st.result().returns == (1.0, 0.0)
