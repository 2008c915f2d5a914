"""What each seat may know: observations, events and determinize (no hidden-card leaks)."""

import random

import pytest

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


# --- knowledge(): what sampled worlds must respect --------------------------------------------
LAST_ROUND = [{}, {}, {}, {}, {1: "2H 3H 4H 6H", 0: "2D 3D 4D"}]


def _last_round_with_the_bottom_card(**options):
    """Seat 1 took the centre at once (its three face-down cards are seat 1's secret); in the
    last round the dealer (seat 0) holds the shown bottom card 6D and faces a single 3H."""
    st = start(2, dict({"bluff": True}, **options), hands={1: "5H 9H QC 8H", 0: "5D 8C 7C 6C"},
               centre=CENTRE, rounds=LAST_ROUND, bottom="6D")
    play(st, "play 5H", "play 5D")  # seat 0 captures the centre: its face-down cards are secret
    while st.stock:
        st.apply([a for a in st.legal_actions() if a.startswith("play")][0])
    play(st, "play 2H", "play 2D", "play 3H")
    return st


def _where(world, card):
    return next((z, cs.index(card)) for z, cs in world.zones().items() if card in cs)


def _sample(st, seat, count=300):
    places = {}
    for k in range(count):
        world = st.determinize(seat, random.Random(k))
        for name, holds in st.knowledge(seat):
            assert holds(world), name
        place = _where(world, cid("6D"))
        places[place] = places.get(place, 0) + 1
    return places


def test_lost_track_bottom_card_stays_in_its_holders_hand_or_its_claims():
    st = _last_round_with_the_bottom_card()
    assert _sample(st, 1, 50).keys() == {("hand:0", st.hands[0].index(cid("6D")))}  # known
    st.apply("claim 4D")
    assert st.lost == ((cid("6D"), 0, -1, (cid("4D"),)),)
    places = _sample(st, 1)
    # In the hand or the face-down claim card on the pile; never among seat 0's face-down
    # centre cards (they were taken while 6D lay under the stock), never in the stock.
    assert {z for z, _ in places} == {"hand:0", "pile"}
    assert places[("pile", 1)] > 30
    play(st, "accept", "play 4H", "claim 3D")  # a second claim: the card may be either
    places = _sample(st, 1)
    claimed_at = st.zones()["won:0"].index(cid("4D"))
    assert set(places) == {("hand:0", 0), ("pile", 1), ("won:0", claimed_at)}
    tests = dict(st.knowledge(1))
    name = next(n for n in tests if n.startswith("6D, lost track"))
    # The test has teeth: a world with 6D swapped into seat 0's face-down centre cards (what
    # determinize did before it knew better) shows seat 1 the same table, yet fails it.
    world = st.determinize(1, random.Random(0))
    centre = world.won[0][:3]
    a, b = _where(world, cid("6D")), ("won:0", 0)
    if a[0] == "hand:0":
        hand = world.hands[0]
        hand[a[1]], world.won[0][0] = world.won[0][0], hand[a[1]]
        world.acts[0] = [world.ctx.play[c] for c in hand]
    else:
        lst = world.pile if a[0] == "pile" else world.won[0]
        lst[a[1]], world.won[0][0] = world.won[0][0], lst[a[1]]
    for c in (*centre, cid("6D")):
        world.secret[c] = 0
    for c in world.hands[0]:
        world.secret.pop(c, None)
    assert _where(world, cid("6D")) == b
    assert world.observation(1) == st.observation(1)
    assert not tests[name](world)
    # The holder itself knows where it is; its own worlds keep it there.
    assert set(_sample(st, 0, 50)) == {("hand:0", 0)}


def test_lost_track_bottom_card_is_found_again_when_the_claim_is_turned_up():
    st = _last_round_with_the_bottom_card()
    play(st, "claim 6D", "challenge")  # a bluff: 6D on 3H, turned up and left on the pile
    assert st.observation(1).zones["pile"] == tuple(cids("3H 6D"))
    assert set(_sample(st, 1, 50)) == {("pile", 1)}
    assert not any("lost track" in name for name, _ in st.knowledge(1))


def test_captured_cards_everyone_saw_and_a_caught_bluff_stay_put_in_every_world():
    st = start(2, {"bluff": True}, hands={1: "KH 5H 9H QC", 0: "5D 8C 7C 6C"}, centre=CENTRE)
    play(st, "play KH", "play 5D", "claim 9H", "challenge")  # caught: 9H stays face up
    for seat in (0, 1):
        for k in range(40):
            world = st.determinize(seat, random.Random(k))
            z = world.zones()
            assert z["pile"] == cids("5D 9H")
            assert z["won:1"][3:] == cids("KS KH")  # what everyone saw taken
            if seat == 1:
                assert z["won:1"][:3] == cids("9S 10S QS")  # what only seat 1 saw


def _random_play(st, rng):
    legal = st.legal_actions()
    claims = [a for a in legal if a.startswith("claim")]
    # Claim more often than at random, so that lost-track bottom cards come up.
    return rng.choice(claims) if claims and rng.random() < 0.5 else rng.choice(legal)


@pytest.mark.parametrize("n,options,preset,games", [
    (2, {"bluff": True}, None, 6), (4, {"bluff": True}, None, 6),
    (2, {"bluff": True}, "pagat", 3), (4, {"bluff": True}, "pagat", 2),
    (2, {"bluff": True}, "club", 2), (2, {}, None, 6),
])
def test_every_sampled_world_respects_what_the_seat_knows(n, options, preset, games, capsys):
    """Random games; at every step every seat samples worlds; every knowledge test must hold in
    every one (the rate is reported and must be 100 %). The Pagat games (to 151, the cutter
    rule) bring the cutter's glimpses."""
    checked = passed = lost_track = glimpses = 0
    for seed in range(games):
        st = GAME.new_state(n, options, preset=preset, seed=seed, first_dealer=seed % n)
        rng = random.Random(seed)
        while not st.is_terminal:
            glimpses += st.glimpse is not None
            for seat in range(n):
                tests = st.knowledge(seat)
                lost_track += any("lost track" in name for name, _ in tests)
                for k in range(2):
                    world = st.determinize(seat, rng)
                    checked += 1
                    passed += all(holds(world) for _, holds in tests)
            st.apply(_random_play(st, rng))
    with capsys.disabled():
        print(f"\n  pishti {n}p {preset or ''} {options}: {passed}/{checked} sampled worlds respect "
              f"the seat's knowledge ({100 * passed / checked:.1f} %); {lost_track} seat-steps with "
              f"a lost-track card, {glimpses} steps with a cutter's glimpse")
    assert passed == checked


# --- the cutter's glimpse (bottom_card "cutter", Pagat) -----------------------------------------
CUT_ROUNDS = [{}, {}, {}, {}, {1: "2H 3H 4H 6H", 0: "2C 3C JC"}]


def _cut(events=None, **options):
    """Dealer 0; JD at the bottom, JC above it: the cutter (seat 1, the dealer's left) passes
    over both and puts 3C at the bottom. The dealer gets 2C JC JD 3C in the last round."""
    return start(2, dict({"bottom_card": "cutter"}, **options), hands=HANDS, centre=CENTRE,
                 rounds=CUT_ROUNDS, bottom="JD", events=events)


def test_the_cutter_alone_follows_the_jacks_it_saw_into_the_dealers_hand():
    from tests.conformance.checks import SeatModels

    events = []
    st = _cut(events=events)
    models = SeatModels(st, events)
    assert st.glimpse == (1, tuple(cids("JD JC")))
    assert st.zones()["bottom"] == [cid("3C")] and st.zones()["stock"][:2] == cids("JD JC")
    assert st.observation(1).zones["stock"][:3] == (cid("JD"), cid("JC"), HIDDEN)
    for seat in (None, 0):
        assert set(st.observation(seat).zones["stock"]) == {HIDDEN}
    while st.stock:
        models.feed(st.apply_with_events(st.legal_actions()[0], masked=False))
        models.compare(st, "play")
    assert sorted(st.hands[0]) == sorted(cids("2C 3C JC JD"))
    assert sorted(st.observation(1).zones["hand:0"]) == sorted([HIDDEN, *cids("3C JC JD")])
    assert st.observation(None).zones["hand:0"].count(HIDDEN) == 3  # only the shown 3C
    for k in range(30):  # the cutter's worlds keep them there; the dealer's own too
        world = st.determinize(1, random.Random(k))
        assert set(cids("3C JC JD")) <= set(world.hands[0])


def test_the_cutters_jacks_are_unknown_to_the_others_in_their_worlds():
    st = _cut()
    moved = {tuple(st.determinize(0, random.Random(k)).zones()["stock"][:2]) for k in range(20)}
    assert len(moved) > 5  # the dealer never saw them
    assert st.determinize(0, random.Random(0)).glimpse is None


def test_a_face_down_claim_by_the_dealer_loses_the_cutter_the_jacks_and_everyone_the_bottom_card():
    st = _cut(bluff=True)
    while st.stock:
        st.apply([a for a in st.legal_actions() if a.startswith("play")][0])
    play(st, "play 2H", "play 2C", "play 3H")
    st.apply("claim JD")
    assert st.glimpse is None and st.shown == -1
    assert {(e[0], e[2]) for e in st.lost} == {(cid("3C"), -1), (cid("JC"), 1), (cid("JD"), 1)}
    assert st.observation(1).zones["hand:0"] == (HIDDEN, HIDDEN)
    names = [n for n, _ in st.knowledge(1)]
    assert sum("lost track" in n for n in names) == 3
    assert sum("lost track" in n for n in [n for n, _ in st.knowledge(0)]) == 0  # its own cards
    seen = set()
    for k in range(200):
        world = st.determinize(1, random.Random(k))
        for name, holds in st.knowledge(1):
            assert holds(world), name
        # 3C, JC and JD fill the dealer's two cards and the face-down claim, in any order.
        assert sorted(world.hands[0] + [world.pile[-1]]) == sorted(cids("3C JC JD"))
        seen.add(world.pile[-1])
    assert seen == set(cids("3C JC JD"))
