"""What each seat may know: observations, events and determinize (no hidden-card leaks)."""

import random

from cardtable.engine import HIDDEN

from .helpers import GAME, cid, cids, play, start

HANDS = {1: "KH 5H 9H QC", 0: "5D 8C 7C 6C"}
CENTRE = "9S 10S QS KS"


def test_face_down_centre_cards_are_hidden_from_everyone_in_events():
    events = []
    start(hands=HANDS, centre=CENTRE, events=events)
    for seat in (None, 0, 1):
        shown = {c for e in events for c in (e.for_seat(seat) or e).cards if c >= 0}
        assert not shown & set(cids("9S 10S QS"))


def test_opponent_hand_and_stock_are_hidden():
    st = start(hands=HANDS, centre=CENTRE, bottom="KD")
    obs = st.observation(0)
    assert obs.zones["hand:1"] == (HIDDEN,) * 4
    assert obs.zones["stock"] == (HIDDEN,) * 39 and obs.zones["bottom"] == (cid("KD"),)
    assert obs.legal_actions == ()  # not its turn
    assert st.observation(1).legal_actions == tuple(st.legal_actions())


def test_determinize_redeals_only_what_the_seat_cannot_see():
    st = start(hands=HANDS, centre=CENTRE, bottom="KD")
    want = st.observation(0)
    centre_faces, hand_faces = set(), set()
    for k in range(30):
        det = st.determinize(0, random.Random(k))
        assert det.observation(0) == want
        z = det.zones()
        assert sorted(z["hand:0"]) == sorted(cids(HANDS[0]))
        assert z["pile"][3] == cid("KS") and z["bottom"] == [cid("KD")]
        centre_faces.update(z["pile"][:3])
        hand_faces.update(z["hand:1"])
        assert sorted(c for cards in z.values() for c in cards) == list(range(52))
    assert len(centre_faces) > 10 and len(hand_faces) > 10


def test_determinize_keeps_the_face_down_centre_cards_for_their_capturer():
    st = start(hands=HANDS, centre=CENTRE)
    play(st, "play KH")
    for k in range(10):
        det = st.determinize(1, random.Random(k))
        assert det.zones()["won:1"] == st.zones()["won:1"]
    moved = {tuple(st.determinize(0, random.Random(k)).zones()["won:1"][:3]) for k in range(10)}
    assert len(moved) > 1  # the opponent never saw them


def test_determinize_reseeds_future_deals():
    st = start(hands=HANDS, centre=CENTRE)
    a = st.determinize(0, random.Random(1))
    b = st.determinize(0, random.Random(2))
    assert a.chance.seed != b.chance.seed


def test_clone_is_independent():
    st = start(hands=HANDS, centre=CENTRE)
    cl = st.clone()
    cl.apply("play KH")
    assert st.zones()["pile"] == cids(CENTRE) and st.history == []
    assert cl.zones()["pile"] == []


def _claim_away_from_the_shown_card(seed):
    st = GAME.new_state(2, {"bluff": True}, seed=seed, first_dealer=0)
    rng = random.Random(seed)
    while not st.is_terminal:
        legal = st.legal_actions()
        claims = [a for a in legal if a.startswith("claim")]
        if st.current_player == 0 and st.shown >= 0 and st.shown in st.hands[0]:
            other = [a for a in claims if a != "claim " + st.pack.text(st.shown)]
            if other:
                return st, other[0]
        plays = [a for a in legal if not a.startswith("claim")]
        st.apply(plays[int(rng.random() * len(plays))])
    return None, None


def test_shown_bottom_card_is_no_longer_placed_after_its_holder_claims_face_down():
    # Everyone knew the dealer got the bottom card; a face-down play blurs where it is.
    for seed in range(200):
        st, claim = _claim_away_from_the_shown_card(seed)
        if st is not None:
            break
    else:
        raise AssertionError("no position found")
    shown = st.shown
    assert shown in st.observation(1).zones["hand:0"]
    st.apply(claim)
    assert shown in st.hands[0]
    assert st.observation(1).zones["hand:0"] == (HIDDEN,) * len(st.hands[0])
