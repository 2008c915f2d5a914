"""End of deal and scoring (RULES.md §1 End of deal and scoring), games to a target, presets."""

import random

import pytest

from cardtable.engine.events import DEAL_END, SCORE
from cardtable.games.pishti import GAME
from cardtable.games.pishti.rules import card_points

from .helpers import PACK, cid


def random_game(n, options, seed, collect=False, preset=None):
    st = GAME.new_state(n, options, preset=preset, seed=seed, first_dealer=0)
    rng = random.Random(seed)
    events = []
    while not st.is_terminal:
        legal = st.legal_actions()
        action = legal[int(rng.random() * len(legal))]
        if collect:
            events.extend(st.apply_with_events(action, masked=False))
        else:
            st.apply(action)
    return st, events


def test_ten_of_diamonds_two_of_clubs_aces_and_jacks_score():
    pts = card_points(PACK)
    assert pts[cid("10D")] == 3 and pts[cid("2C")] == 2
    for suit in "SHDC":
        assert pts[cid("A" + suit)] == 1 and pts[cid("J" + suit)] == 1
    assert pts[cid("10H")] == 0 and pts[cid("2D")] == 0 and pts[cid("KS")] == 0
    assert sum(pts) == 13  # 3 + 2 + 4 aces + 4 jacks


def test_most_cards_scores_three():
    st, events = random_game(2, {"leftovers": "last_capturer"}, 5, collect=True)
    counts = [len(w) for w in st.won]
    assert counts[0] != counts[1]
    most = [e for e in events if e.kind == SCORE and e.text == "most cards"]
    assert len(most) == 1 and most[0].value == 3
    assert most[0].seat == (0 if counts[0] > counts[1] else 1)


def test_tied_cards_26_26_score_nobody_the_three():
    st, events = random_game(2, {"leftovers": "last_capturer"}, 116, collect=True)
    assert [len(w) for w in st.won] == [26, 26]
    assert not [e for e in events if e.kind == SCORE and e.text == "most cards"]


def test_cards_left_in_the_centre_go_to_nobody():
    st, _ = random_game(2, {"leftovers": "nobody"}, 0)
    left = len(st.pile)
    assert left >= 3
    assert sum(len(w) for w in st.won) == 52 - left


def test_cards_left_in_the_centre_go_to_the_last_capturer():
    before, _ = random_game(2, {"leftovers": "nobody"}, 0)
    st, _ = random_game(2, {"leftovers": "last_capturer"}, 0)
    assert st.history == before.history  # the same game, only the end differs
    assert st.pile == []
    side = st.last_capturer % 2
    assert len(st.won[side]) == len(before.won[side]) + len(before.pile)


@pytest.mark.parametrize("n,options,preset", [
    (2, {}, None), (4, {}, None), (2, {"bluff": True}, None), (4, {"bluff": True}, "pagat"),
    (2, {}, "harbin"), (2, {"bluff": True}, "club"), (4, {}, "parlett"),
])
def test_points_add_up_to_the_deal_total(n, options, preset):
    pts = card_points(PACK)
    for seed in range(15):
        st, events = random_game(n, dict(options, target=0), seed, collect=True, preset=preset)
        scored = [0, 0]
        for e in events:
            if e.kind == SCORE:
                scored[e.seat % 2] += e.value
        assert scored == st.deal_points == st.scores
        counts = [len(w) for w in st.won]
        card = [sum(pts[c] for c in w) for w in st.won]
        immediate = [sum(e.value for e in events if e.kind == SCORE and e.seat % 2 == side
                         and e.text not in ("most cards", "card points")) for side in (0, 1)]
        for side in (0, 1):
            most = 3 if counts[side] > counts[1 - side] else 0
            assert st.deal_points[side] == card[side] + most + immediate[side]
        # 52 cards conserved, every captured card counted once
        assert sum(counts) + len(st.pile) == 52
        if not options.get("bluff"):
            assert sum(immediate) == sum(e.value for e in events
                                         if e.kind == SCORE and e.text == "pishti")


def test_single_deal_by_default():
    st, events = random_game(2, {}, 1, collect=True)
    assert len([e for e in events if e.kind == DEAL_END]) == 1
    a, b = st.scores
    assert st.result().returns == ((1.0, 0.0) if a > b else (0.0, 1.0) if b > a else (0.5, 0.5))


@pytest.mark.parametrize("target", [101, 151])
def test_game_to_the_target_ends_at_the_end_of_the_deal_that_reaches_it(target):
    st, events = random_game(2, {"target": target}, 2, collect=True)
    ends = [dict(e.data)["scores"] for e in events if e.kind == DEAL_END]
    assert len(ends) >= 2
    for scores in ends[:-1]:
        assert max(scores) < target or scores[0] == scores[1]
    last = ends[-1]
    assert max(last) >= target and last[0] != last[1]
    winner = 0 if last[0] > last[1] else 1
    assert st.result().returns[winner] == 1.0 and st.result().returns[1 - winner] == 0.0
    assert st.result().points == tuple(last)


def test_both_sides_over_the_target_higher_total_wins():
    for seed in range(60):
        st, events = random_game(2, {"target": 30}, seed, collect=True)
        last = dict([e for e in events if e.kind == DEAL_END][-1].data)["scores"]
        if min(last) >= 30:
            break
    else:
        pytest.fail("no game with both sides over the target")
    winner = 0 if last[0] > last[1] else 1
    assert st.result().returns[winner] == 1.0


def test_four_player_teams_share_scores_and_returns():
    st, _ = random_game(4, {"target": 101}, 4)
    res = st.result()
    assert res.points[0] == res.points[2] and res.points[1] == res.points[3]
    assert res.returns[0] == res.returns[2] and res.returns[0] + res.returns[1] == 1.0


@pytest.mark.parametrize("preset,values", [
    ("harbin", {"bottom_card": "shown", "jacks_wild": True, "jack_pishti": True, "jack_on_jack": 10,
                "leftovers": "nobody", "target": 101, "direction": "clockwise"}),
    ("club", {"bottom_card": "shown", "jacks_wild": True, "jack_pishti": False, "jack_on_jack": 0,
              "leftovers": "nobody", "target": 151, "direction": "anticlockwise"}),
    ("pagat", {"bottom_card": "cutter", "jack_pishti": False, "jack_on_jack": 20,
               "last_card_pishti": False, "leftovers": "last_capturer", "target": 151,
               "direction": "anticlockwise"}),
    ("parlett", {"jacks_wild": False, "bottom_card": "off", "target": 100}),
])
def test_presets_set_their_rules(preset, values):
    opts = GAME.resolve_options(2, None, preset)
    for key, value in values.items():
        assert opts[key] == value, key
    assert opts["bluff"] is False and opts["end_on_pishti"] is False


def test_every_option_has_a_default_and_a_label():
    names = set(GAME.option_set.options)
    assert names == {"bottom_card", "jacks_wild", "jack_pishti", "jack_on_jack", "last_card_pishti",
                     "leftovers", "target", "target_strict", "end_on_pishti", "direction", "bluff",
                     "bluff_when"}
    assert GAME.option_set.defaults()["target"] == 0  # a single deal by default


def test_end_on_pishti_needs_a_target():
    from cardtable.engine import OptionError
    with pytest.raises(OptionError):
        GAME.new_state(2, {"end_on_pishti": True})


@pytest.mark.parametrize("leftovers", ["nobody", "last_capturer"])
def test_cards_left_in_the_centre_after_the_last_card_go_by_the_leftovers_option(leftovers):
    from .helpers import cids, start

    # Last round: seat 0 (the dealer) captures with 2D, 3D and 4D, then 6H and the shown bottom
    # card 7D are left in the centre.
    rounds = [{}, {}, {}, {}, {1: "2H 3H 4H 6H", 0: "2D 3D 4D"}]
    st = start(2, {"leftovers": leftovers}, rounds=rounds, bottom="7D")
    while st.stock:
        st.apply(st.legal_actions()[0])
    for a in ("play 2H", "play 2D", "play 3H", "play 3D", "play 4H", "play 4D", "play 6H"):
        st.apply(a)
    won_before = [len(w) for w in st.won]
    st.apply("play 7D")
    assert st.is_terminal and st.last_capturer == 0
    if leftovers == "nobody":
        assert st.zones()["pile"] == cids("6H 7D")
        assert [len(w) for w in st.won] == won_before
    else:
        assert st.zones()["pile"] == []
        assert st.zones()["won:0"][-2:] == cids("6H 7D")
        assert [len(w) for w in st.won] == [won_before[0] + 2, won_before[1]]
    assert sum(len(w) for w in st.won) + len(st.pile) == 52


@pytest.mark.parametrize("options", [{}, {"target": 151}, {"bluff": True}])
def test_the_plates_count_captured_card_points_as_they_are_taken(options):
    """Issue 55: the plates stayed at the pishtis alone until the deal ended. While a deal is
    played the headline is the score plus the points of the captured cards every seat saw
    (never a face-down card's); at the deal's end the sheet's own rows count."""
    rng = random.Random(5)
    st = GAME.new_state(2, options, seed=11, first_dealer=0)
    pts = card_points(PACK)
    grew = False
    while not st.is_terminal:
        before = list(st.scores)
        legal = st.legal_actions()
        st.apply(legal[int(rng.random() * len(legal))])
        sheet = st.score_sheet()
        rec = st.record
        if rec is not None and rec.at == len(st.history):
            assert sheet.headline == ()  # the deal's end: the rows say it all
            continue
        for side in range(2):
            public = sum(pts[c] for c in st.won[side] if c not in st.secret)
            base = st.scores[side] if options.get("target") else st.deal_points[side]
            assert sheet.headline[side] == base + public
            assert public == st.public_card_points(side)
            grew |= public > 0 and st.scores == before
    assert grew  # captures counted on the plates between pishtis
