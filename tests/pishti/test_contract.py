"""Pishti on the engine contract (issue 9): face flags, events that rebuild each seat's view,
action records, masked claims, the table layout, the score sheet and the per-deal result."""

import json

import pytest

from cardtable.app import saves
from cardtable.engine import HIDDEN, ActionParseError
from cardtable.engine import actions as ak
from cardtable.engine.events import (BOTTOM, FLIP, MOVE, REVEAL, SCORE, SHUFFLE, TRICK_WON)
from cardtable.engine.layout import (AT_CENTER, AT_HAND, AT_SIDE, AT_STOCK, DEFAULT_HAND,
                                     DEFAULT_OTHER, STACK)
from cardtable.games.pishti import GAME
from cardtable.games.pishti.rules import card_points
from tests.conformance.checks import SeatModels

from .golden_games import GOLDEN_DIR
from .helpers import PACK, cid, cids, play, start

HANDS = {1: "KH 5H 9H QC", 0: "5D 8C 7C 6C"}
CENTRE = "9S 10S QS KS"
LAST_ROUND = [{}, {}, {}, {}, {1: "2H 3H 4H 6H", 0: "2D 3D 4D"}]


class Watched:
    """A state whose every action is checked against per-seat zone models fed its events."""

    def __init__(self, n=2, options=None, **deal):
        self.events = []
        self.st = start(n, options, events=self.events, **deal)
        self.models = SeatModels(self.st, self.events)
        self.models.compare(self.st, "deal")

    def do(self, *actions):
        out = []
        for a in actions:
            evs = self.st.apply_with_events(a, masked=False)
            self.models.feed(evs)
            self.models.compare(self.st, a)
            out.extend(evs)
        return out

    def play_until_stock_empty(self):
        while self.st.stock:
            self.do([a for a in self.st.legal_actions() if a.startswith("play")][0])


# --- observations: face flags for every zone -------------------------------------------------
@pytest.mark.parametrize("n", [2, 4])
def test_every_zone_has_face_flags_and_every_zone_is_observed(n):
    st = start(n, {"bluff": True}, centre="9S 10S JD KS", bottom="KD")
    for seat in (None, *range(n)):
        obs = st.observation(seat)
        assert set(obs.zones) == set(st.zones()) == set(obs.face_up)
        for zone, cards in obs.zones.items():
            assert len(obs.face_up[zone]) == len(cards), zone
        for s in range(n):
            assert obs.face_up[f"hand:{s}"] == (False,) * 4  # held, not lying face up


def test_jack_turned_down_in_the_deal_is_known_to_all_but_lies_face_down():
    w = Watched(centre="9S 10S QS JH")
    ev = [e for e in w.events if e.kind == MOVE and e.src == e.dst == "pile"]
    assert len(ev) == 1 and ev[0].at == BOTTOM and not ev[0].face_up
    for seat in (None, 0, 1):
        obs = w.st.observation(seat)
        assert obs.zones["pile"] == (cid("JH"), HIDDEN, HIDDEN, cid("QS"))
        assert obs.face_up["pile"] == (False, False, False, True)


def test_shown_bottom_card_flips_at_the_bottom_and_lies_under_the_stock():
    w = Watched(bottom="KD")
    flip = [e for e in w.events if e.kind == FLIP and e.src == "stock"]
    assert flip and flip[0].at == BOTTOM and flip[0].cards == (cid("KD"),)
    moved = [e for e in w.events if e.kind == MOVE and e.dst == "bottom"]
    assert moved and moved[0].face_up and moved[0].visible_to is None
    w.play_until_stock_empty()  # the models agree all along; it reaches the dealer last
    assert cid("KD") in w.st.hands[0]
    assert cid("KD") in w.st.observation(1).zones["hand:0"]
    assert w.st.observation(1).zones["bottom"] == ()


def test_bottom_jack_goes_face_down_to_the_dealers_captured_cards_known_to_all():
    w = Watched(bottom="JD")
    for seat in (None, 0, 1):
        assert w.st.observation(seat).zones["won:0"] == (cid("JD"),)
        assert w.st.observation(seat).face_up["won:0"] == (False,)


def test_capture_events_keep_the_face_down_centre_cards_to_the_capturer():
    w = Watched(hands=HANDS, centre=CENTRE)
    evs = w.do("play KH")
    moves = [e for e in evs if e.src == "pile" and e.dst == "won:1"]
    assert [e.kind for e in moves] == [MOVE, TRICK_WON]
    assert moves[0].cards == tuple(cids("9S 10S QS")) and moves[0].visible_to == frozenset({1})
    assert moves[1].cards == tuple(cids("KS KH")) and moves[1].visible_to is None
    assert moves[1].value == 0  # the card points everyone saw: K and K are worth nothing
    assert moves[0].for_seat(0).cards == (HIDDEN,) * 3


def test_trick_won_value_is_the_card_points_everyone_saw():
    w = Watched(hands={1: "KH 5H 9H QC", 0: "AD 8C 7C 6C"}, centre=CENTRE,
                rounds=[{1: "2C 10D 4S 5S", 0: "AC 2S 3S 6S"}])
    # Seat 1 takes the centre, then nobody captures until seat 0's 2S takes the 2C (round 2).
    w.do("play KH", "play AD", "play 5H", "play 8C", "play 9H", "play 7C", "play QC", "play 6C")
    pts = card_points(PACK)
    evs = w.do("play 2C", "play 2S")
    won = [e for e in evs if e.kind == TRICK_WON]
    assert len(won) == 1
    assert won[0].value == sum(pts[c] for c in won[0].cards) == 2 + 1  # 2C and the ace


def test_score_events_name_the_side_and_every_change():
    st, _, evs = _finished_single_deal()
    scores = [e for e in evs if e.kind == SCORE]
    assert scores and all(dict(e.data)["side"] == e.seat % 2 for e in scores)
    assert [sum(e.value for e in scores if dict(e.data)["side"] == s) for s in (0, 1)] == st.scores


def test_a_new_deal_gathers_the_cards_face_down_and_shuffles():
    st = GAME.new_state(2, {"target": 500}, seed=4)
    while st.deal_no == 0:
        evs = st.apply_with_events(st.legal_actions()[0], masked=False)
    kinds = [e.kind for e in evs]
    shuffle = kinds.index(SHUFFLE)
    gathered = [e for e in evs[:shuffle] if e.kind == MOVE and e.dst == "stock"]
    assert gathered and all(e.visible_to == frozenset() for e in gathered)
    assert sum(len(e.cards) for e in gathered) == 52  # every card back: the stock was empty


def test_holder_claiming_face_down_makes_the_others_lose_track_of_the_bottom_card():
    w = Watched(2, {"bluff": True}, hands=HANDS, centre=CENTRE, rounds=LAST_ROUND, bottom="6D")
    w.play_until_stock_empty()
    w.do("play 2H", "play 2D", "play 3H")
    assert cid("6D") in w.st.observation(1).zones["hand:0"]
    evs = w.do("claim 4D")
    kinds = [e.kind for e in evs]
    assert kinds[:3] == [SHUFFLE, REVEAL, MOVE]
    assert evs[1].visible_to == frozenset({0})  # the holder knows its cards all along
    assert w.st.observation(1).zones["hand:0"] == (HIDDEN, HIDDEN)
    assert w.st.observation(None).zones["hand:0"] == (HIDDEN, HIDDEN)
    assert sorted(w.st.observation(0).zones["hand:0"]) == sorted(cids("3D 6D"))


# --- actions ---------------------------------------------------------------------------------
def test_action_records_kinds_cards_zones_and_labels():
    st = start(2, {"bluff": True}, hands=HANDS, centre=CENTRE)
    recs = {r.action: r for r in st.action_records()}
    assert recs["play KH"].kind == ak.CAPTURE and recs["play 5H"].kind == ak.PLAY
    assert recs["play KH"].cards[0].card == cid("KH") and recs["play KH"].cards[0].zone == "hand:1"
    assert "King of Hearts" in recs["play KH"].label and recs["play KH"].log == "plays King of Hearts"
    assert all(r.group == "" for r in recs.values())
    play(st, "play KH", "play 5D")
    recs = {r.action: r for r in st.action_records()}
    assert recs["claim 5H"].kind == ak.CLAIM and recs["claim 5H"].cards[0].zone == "hand:1"
    assert "face down" in recs["claim 5H"].label and "Five of Hearts" in recs["claim 5H"].log
    assert recs["play 5H"].kind == ak.CAPTURE and recs["play 9H"].kind == ak.PLAY
    st.apply("claim 9H")
    recs = st.action_records()
    assert [(r.action, r.kind, r.cards) for r in recs] == [("challenge", ak.CHALLENGE, ()),
                                                           ("accept", ak.ACCEPT, ())]
    assert all(r.label and r.log for r in recs)
    json.dumps([r.to_json() for r in recs])


def test_a_jack_is_a_capture_only_where_jacks_capture():
    for wild, kind in ((True, ak.CAPTURE), (False, ak.PLAY)):
        st = start(2, {"jacks_wild": wild}, hands={1: "JH 5H 9H QC", 0: HANDS[0]}, centre=CENTRE)
        assert st.action_record("play JH").kind == kind


def test_claims_are_masked_for_every_other_seat_and_the_masked_form_is_described():
    opts = {"bluff": True, "direction": "anticlockwise"}
    hands = {1: "KH 2S 3S 4S", 2: "5D 6D 7D 8D", 3: "5C 6C 7C 8C", 0: "9C 10C QC KC"}
    st = start(4, opts, hands=hands, centre=CENTRE)
    play(st, "play KH", "play 5D")
    assert st.current_player == 3
    for seat in (None, 0, 1, 2):  # the partner (seat 1) does not see it either
        assert st.observe_action("claim 6C", seat) == "claim ??"
        assert st.log_line("claim 6C", seat) == "plays a card face down and announces a pishti"
    assert st.observe_action("claim 6C", 3) == "claim 6C"
    assert st.observe_action("play 6C", 0) == "play 6C"
    with pytest.raises(ActionParseError):
        st.parse_action("claim ??")


# --- layout ----------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 4])
def test_layout_describes_every_zone_specifically(n):
    for options in ({}, {"bottom_card": "off"}, {"bluff": True}):
        layout = GAME.layout(n, GAME.resolve_options(n, options))
        st = start(n, options)
        for zone in st.zones():
            spec = layout.for_zone(zone)
            assert spec not in (DEFAULT_HAND, DEFAULT_OTHER), zone
            assert any(z.matches(zone) for z in layout.zones) and spec.label, zone
    layout = GAME.layout(n, GAME.option_set.defaults())
    hand = layout.for_zone("hand:1")
    assert (hand.place, hand.owner_sees, hand.ordered, hand.badge) == (AT_HAND, True, False, True)
    pile = layout.for_zone("pile")
    assert (pile.place, pile.arrangement, pile.badge) == (AT_CENTER, STACK, True)
    stock, bottom = layout.for_zone("stock"), layout.for_zone("bottom")
    assert stock.place == bottom.place == AT_STOCK and stock.badge
    assert bottom.on == "stock" and bottom.offset != (0.0, 0.0) and bottom.z < stock.z
    won = layout.for_zone("won:1")
    assert (won.place, won.arrangement, won.badge) == (AT_SIDE, STACK, True)
    assert layout.unordered_prefixes() == ("hand:",)


# --- score sheet and per-deal result ---------------------------------------------------------
def _finished_single_deal():
    """The golden game default-2p (one deal), replayed with its events."""
    data = json.loads((GOLDEN_DIR / "default-2p.json").read_text())
    events = []
    st = GAME.new_state(2, data["options"], seed=data["seed"], first_dealer=data["first_dealer"],
                        events=events)
    for a in data["actions"]:
        events.extend(st.apply_with_events(a, masked=False))
    return st, data, events


def test_score_sheet_of_the_golden_single_deal():
    st, data, _ = _finished_single_deal()
    sheet = st.score_sheet()
    assert sheet.finished and sheet.deal_number == 1 and sheet.sides == ((0,), (1,))
    rows = {r.label: r.values for r in sheet.deal}
    won = st.won
    text = PACK.text_of
    assert rows["Cards captured"] == tuple(len(w) for w in won)
    assert rows["Ten of diamonds"] == tuple(3 if cid("10D") in w else 0 for w in won)
    assert rows["Two of clubs"] == tuple(2 if cid("2C") in w else 0 for w in won)
    assert rows["Aces"] == tuple(sum(text[c][0] == "A" for c in w) for w in won)
    assert rows["Jacks"] == tuple(sum(text[c][0] == "J" for c in w) for w in won)
    total = [r for r in sheet.deal if r.total][0]
    assert total.values == tuple(data["result"]["points"]) == tuple(st.scores)
    assert total.text() == "Deal 1"
    card_rows = ("Most cards", "Ten of diamonds", "Two of clubs", "Aces", "Jacks", "Pishtis",
                 "Jack pishtis")
    assert tuple(sum(rows[k][s] for k in card_rows) for s in (0, 1)) == total.values
    assert "Bluff Pishti" not in rows  # the option is off
    # The stored game (seed 1, greedy against greedy), row by row: ten cards, the 10♦ among
    # them, were left in the centre and go to nobody.
    assert [(r.label, r.values) for r in sheet.deal] == [
        ("Cards captured", (20, 22)), ("Most cards", (0, 3)), ("Ten of diamonds", (0, 0)),
        ("Two of clubs", (0, 2)), ("Aces", (2, 1)), ("Jacks", (2, 1)), ("Pishtis", (10, 10)),
        ("Jack pishtis", (0, 0)), ("Deal {deal}", (14, 17))]
    assert cid("10D") in st.pile and len(st.pile) == 10
    assert sheet.game == ()  # one deal: its total is the game's (no "Before this deal 0")
    assert dict(sheet.match) == {"target": 0, "target_strict": False}  # one deal: none counted
    assert sheet.match_lines() == []
    json.dumps(sheet.to_json())


def test_score_sheet_during_a_deal_hides_the_card_points():
    st = start(hands=HANDS, centre=CENTRE)
    st.apply("play KH")  # seat 1 took the face-down centre cards: their points stay unknown
    rows = {r.label: r.values for r in st.score_sheet().deal}
    assert rows["Cards captured"] == (0, 5)
    for label in ("Most cards", "Ten of diamonds", "Two of clubs", "Aces", "Jacks"):
        assert rows[label] == (None, None)


def test_score_sheet_bluff_and_jack_pishti_rows():
    st = start(2, {"bluff": True}, hands={1: "KH JH 9H QC", 0: HANDS[0]}, centre=CENTRE)
    play(st, "play KH", "play 5D", "claim JH", "challenge")  # a true jack claim: 20
    rows = {r.label: r.values for r in st.score_sheet().deal}
    assert rows["Bluff Pishti"] == (0, 20) and rows["Pishtis"] == (0, 0)
    st = start(2, {}, hands={1: "KH JH 9H QC", 0: HANDS[0]}, centre=CENTRE)
    play(st, "play KH", "play 5D", "play JH")
    rows = {r.label: r.values for r in st.score_sheet().deal}
    assert rows["Jack pishtis"] == (0, 10) and rows["Pishtis"] == (0, 0)


def test_score_sheet_shows_the_deal_just_ended_then_the_next_one():
    st = GAME.new_state(2, {"target": 500}, seed=3)
    while st.deal_no == 0:
        st.apply(st.legal_actions()[0])
    sheet = st.score_sheet()
    assert sheet.deal_number == 1 and not sheet.finished
    assert [r for r in sheet.deal if r.total][0].values == tuple(st.scores)
    assert dict(sheet.match)["deals_played"] == 1
    game = {r.text(): r.values for r in sheet.game}
    assert game["Still needed for 500"] == tuple(500 - s for s in st.scores)
    st.apply(st.legal_actions()[0])
    sheet = st.score_sheet()
    assert sheet.deal_number == 2
    first = [r for r in sheet.game if not r.total][0]  # the deal before, on the score pad
    assert (first.text(), first.values) == ("Deal 1", tuple(st.scores))


def test_deal_result_and_deals_finished():
    st = GAME.new_state(2, {"target": 500}, seed=3)
    assert st.deals_finished == 0 and st.deal_result() is None
    while st.deal_no == 0:
        st.apply(st.legal_actions()[0])
    assert st.deals_finished == 1 and not st.is_terminal
    res = st.deal_result()
    a, b = st.scores  # the first deal's points are the scores so far
    assert res.points == (a, b)
    assert res.returns == ((1.0, 0.0) if a > b else (0.0, 1.0) if b > a else (0.5, 0.5))
    assert "Deal 1" in res.summary
    clone = st.clone()
    assert clone.deals_finished == 1 and clone.deal_result().points == (a, b)
    while st.deal_no == 1:
        st.apply(st.legal_actions()[0])
    assert st.deals_finished == 2
    assert st.deal_result().points == tuple(s - p for s, p in zip(st.scores, (a, b)))


def test_deal_result_with_four_players_is_per_seat():
    st = GAME.new_state(4, {}, seed=5)
    while not st.is_terminal:
        st.apply(st.legal_actions()[0])
    res = st.deal_result()
    assert st.deals_finished == 1
    assert res.points == st.result().points and res.returns == st.result().returns


def test_a_pishti_ending_the_game_mid_deal_is_a_finished_deal():
    st = start(2, {"bluff": True, "target": 20, "end_on_pishti": True}, hands=HANDS, centre=CENTRE)
    play(st, "play KH", "play 5D", "claim 9H", "challenge")
    assert st.is_terminal and st.ended_mid_deal and st.deals_finished == 1
    assert st.deal_result().points == (20, 0)
    rows = {r.label: r.values for r in st.score_sheet().deal}
    assert rows["Aces"] == (None, None) and rows["Bluff Pishti"] == (20, 0)


def test_saves_from_before_the_new_options_still_load():
    st = start(2, {"bluff": True}, hands=HANDS, centre=CENTRE, preset="club")
    play(st, "play KH", "play 5D")
    data = json.loads(saves.dumps(saves.snapshot(st)))
    for key in ("target_strict", "bluff_when"):
        del data["options"][key]  # a save written before these options existed
    _, loaded = saves.loads(json.dumps(data))
    assert loaded.history == st.history
    # Such a save keeps the rules it was played with: reaching the target, the looser claims.
    assert loaded.options["target_strict"] is False and loaded.options["bluff_when"] == "single_card"
