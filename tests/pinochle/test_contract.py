"""The engine contract for Pinochle: pack by player count, layout, action records and what other
seats perceive, events that rebuild each seat's view, score sheet, per-deal result, old saves,
meld names of the double pack, and the partnership card passing."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from cardtable.app import saves
from cardtable.engine import HIDDEN, IllegalActionError, OptionError
from cardtable.engine import actions as ak
from cardtable.engine.events import SCORE
from cardtable.engine.layout import DEFAULT_HAND, DEFAULT_OTHER
from cardtable.engine.zone_model import ZoneModel
from cardtable.games.pinochle import GAME

from .golden_play import GOLDEN
from .helpers import build_deck, cards, new
from .test_auction import S1, WIDOW, win_bid
from .test_two_handed import deal as two_deal, win_first_trick

LEGACY = Path(__file__).parent / "legacy"


# --- pack and layout ------------------------------------------------------------------------------
def test_pack_depends_on_the_player_count():
    assert GAME.pack_for({}, 2).size == 48
    assert GAME.pack_for({"pack": "64"}, 2).size == 64
    assert GAME.pack_for({}, 4).size == 48
    assert GAME.pack_for({}, 6).size == 96 and GAME.pack_for({}, 8).size == 96
    assert GAME.pack_for({}).size == 48  # no count: the smallest
    for n in (6, 8):
        assert GAME.new_state(n, seed=1).pack is GAME.pack_for({}, n)


@pytest.mark.parametrize("players,options,label", GAME.variants(), ids=lambda v: str(v))
def test_layout_names_every_zone_with_its_own_entry(players, options, label):
    layout = GAME.layout(players, options)
    state = GAME.new_state(players, options, seed=3)
    for zone in state.zones():
        z = layout.for_zone(zone)
        assert z is not DEFAULT_HAND and z is not DEFAULT_OTHER, (label, zone)
        assert z.label, zone
    assert not layout.for_zone("hand:0").ordered and layout.for_zone("hand:1").owner_sees
    # no entry for a zone the form never uses
    patterns = {z.pattern for z in layout.zones}
    assert all(any(layout.for_zone(zone).pattern == p for zone in state.zones()) for p in patterns)


def test_trump_card_lies_under_the_stock_offset_so_its_suit_shows():
    trump = GAME.layout(2, {}).for_zone("trump")
    assert trump.on == "stock" and trump.offset != (0.0, 0.0) and trump.rotate == 90
    assert "trump" not in {z.pattern for z in GAME.layout(3, {}).zones}
    assert {"widow", "buried"} <= {z.pattern for z in GAME.layout(3, {}).zones}


# --- action records ---------------------------------------------------------------------------------
def records(s):
    return {r.action: r for r in s.action_records()}


def test_two_handed_records_play_from_hand_and_meld_meld_group_and_exchange():
    s = two_deal("AS#2", stock=["9H#2", "9D#2"])
    rec = records(s)["play KH"]
    assert rec.kind == ak.PLAY and rec.cards[0].zone == "hand:1" and rec.label == "K♥"
    assert rec.log == "plays King of Hearts"
    win_first_trick(s)
    recs = records(s)
    meld = recs["meld royal-marriage KS QS"]
    assert meld.kind == ak.MELD and meld.group == "meld" and meld.label == "royal marriage (40)"
    assert [u.zone for u in meld.cards] == ["hand:1", "hand:1"]
    assert recs["done"].kind == ak.CONFIRM and recs["done"].label == "Done"
    assert recs["done"].log == "melds no more"  # the log said "You: is done"
    # ...but the game log writes nothing for it: after every trick its winner won it was most
    # of the log; a meld laid down is written (and the dix kept: the test below)
    assert s.log_line("done", 0) == "" and s.log_line("done", 1) == ""
    assert s.log_line("meld royal-marriage KS QS", 0).startswith("melds ")
    s.apply("meld royal-marriage KS QS")
    s.apply("done")
    s.apply("play 9H")
    s.apply("play 9D")
    # KS now lies in the meld: playing it or melding with it names meld:1
    recs = records(s)
    assert recs["meld pinochle QS JD"].cards[0].zone == "meld:1"
    s.apply("done")
    assert records(s)["play KS"].cards[0].zone == "meld:1"


def test_dix_exchange_and_declaration_records():
    s = two_deal("AS#2", nd="KH QH KS QS JD AS AD AC AH 10C 10D 9S".split())
    win_first_trick(s)
    recs = records(s)
    assert recs["exchange 9S"].kind == ak.EXCHANGE and recs["exchange 9S"].cards[0].zone == "hand:1"
    assert recs["meld dix 9S"].kind == ak.MELD and recs["meld dix 9S"].group == "meld"


def test_bids_are_one_control_and_pass_a_button():
    s = new(3, {1: S1, "widow": WIDOW})
    recs = s.action_records()
    bids = [r for r in recs if r.kind == ak.BID]
    assert bids and all(r.group == "bid" and r.value == int(r.action.split()[1]) for r in bids)
    assert [r.label for r in bids[:2]] == ["Bid 300", "Bid 310"]
    (pas,) = [r for r in recs if r.action == "pass"]
    assert pas.kind == ak.PASS and not pas.group and pas.label == "Pass"


def test_trump_bury_concede_take_declare_records():
    s = new(3, {1: S1, "widow": WIDOW})
    win_bid(s)
    recs = records(s)
    assert recs["trump S"].kind == ak.TRUMP and recs["trump S"].group == "trump"
    assert recs["trump S"].label == "♠ Spades"
    assert recs["concede"].kind == ak.DECLARE
    s.apply("trump S")
    bury = [r for r in s.action_records() if r.kind == ak.BURY]
    assert len(bury) == 6 and all(r.group == "bury" and r.cards[0].zone == "hand:1" for r in bury)
    forced = new(3, {1: S1, "widow": WIDOW})
    for _ in range(3):
        forced.apply("pass")
    assert records(forced)["take"].kind == ak.ACCEPT
    out = two_deal("AS#2", game="1000")
    assert records(out)["declare-out"].kind == ak.DECLARE
    assert records(out)["declare-out"].label == "Declare out"


# --- what the others perceive -----------------------------------------------------------------------
def test_a_buried_card_is_bury_question_mark_to_the_others():
    s = new(3, {1: S1, "widow": WIDOW})
    win_bid(s)
    s.apply("trump S")
    a = "bury 10H"
    assert s.observe_action(a, 1) == a
    for seat in (0, 2, None):
        assert s.observe_action(a, seat) == "bury ?"
        line = s.log_line(a, seat)
        assert line == "buries a card" and "Ten" not in line
    assert s.log_line(a, 1) == "buries Ten of Hearts"


def test_events_of_the_burial_hide_which_cards_were_buried():
    models = {v: ZoneModel(48) for v in (None, 0, 1, 2)}
    first: list = []
    s = GAME.new_state(3, {}, decks=[build_deck(3, "auction", {1: S1, "widow": WIDOW})], seed=7,
                       events=first)
    for v, m in models.items():
        m.feed(e for e in (ev.for_seat(v) for ev in first) if e is not None)

    def step(action):
        evs = s.apply_with_events(action, masked=False)
        for v, m in models.items():
            m.feed(e for e in (ev.for_seat(v) for ev in evs) if e is not None)

    for a in ("bid 350", "pass", "pass", "trump S", "bury 10S#2"):
        step(a)
    widow = set(cards(s, " ".join(WIDOW)))
    assert not widow & set(models[0].cards("hand:1"))  # the opponents lost track of the widow
    assert set(models[0].cards("buried")) == {HIDDEN}
    assert models[1].cards("buried") == tuple(cards(s, "10S#2"))
    for v, m in models.items():
        assert not m.differences(s.observation(v), ("hand:",)), v


def test_meld_reuse_is_public_and_the_dix_exchange_too():
    s = two_deal("AS#2", nd="KH QH KS QS JD AS AD AC AH 10C 10D 9S".split())
    win_first_trick(s)
    for seat in (0, None):
        assert s.observe_action("exchange 9S", seat) == "exchange 9S"
        assert s.observe_action("meld pinochle QS JD", seat) == "meld pinochle QS JD"


# --- score sheet and deal result ------------------------------------------------------------------
def replay(name):
    data = json.loads((GOLDEN / f"{name}.json").read_text())
    s = GAME.new_state(data["players"], data["options"], seed=data["seed"],
                       first_dealer=data["first_dealer"])
    for a in data["actions"]:
        s.apply(a)
    return s, data


def rows(sheet_rows):
    return {r.label: r.values for r in sheet_rows}


def test_score_sheet_of_the_golden_two_handed_deal():
    s, data = replay("two-handed")
    sheet = s.score_sheet()
    assert sheet.sides == ((0,), (1,)) and sheet.finished and sheet.deal_number == 1
    got = rows(sheet.deal)
    assert got == {"Meld": (70, 70), "Last trick": (None, 10),
                   "Card points (with the last trick)": (61, 189),
                   "Card points rounded": (60, 190), "Deal score": (130, 260)}
    assert list(got["Deal score"]) == data["points"]
    assert sheet.deal[-1].total and sheet.labels() == ("Seat 1", "Seat 2")
    json.dumps(sheet.to_json())


def test_score_sheet_of_the_golden_partnership_and_auction_deals():
    s, data = replay("partnership")
    sheet = s.score_sheet()
    assert sheet.sides == ((0, 2), (1, 3)) and sheet.labels() == ("Seats 1 + 3", "Seats 2 + 4")
    got = rows(sheet.deal)
    assert got["Meld kept (a trick won)"] == (50, 30) and got["Deal score"] == (160, 170)
    s, data = replay("auction")
    got = rows(s.score_sheet().deal)
    assert got["Bid"] == (None, None, 300) and got["Buried cards"] == (None, None, 24)
    assert got["Bidder's total"] == (None, None, 320)
    assert got["Bid made, set or conceded"] == (None, None, "✓")
    assert got["Chips this deal"] == tuple(data["points"])
    assert s.score_sheet().game == ()  # one deal: its chips are the game's, not written twice
    assert dict(s.score_sheet().match)["kitty"] == -3


def test_score_sheet_hides_buried_points_until_the_end():
    s = new(3, {1: S1, "widow": WIDOW})
    win_bid(s)
    s.apply("trump S")
    for _ in range(3):
        s.apply([a for a in s.legal_actions() if a.startswith("bury")][0])
    assert "Buried cards" not in rows(s.score_sheet().deal)


def test_a_one_deal_game_counts_no_deals_on_its_sheet():
    s, data = replay("partnership")
    assert s.is_terminal and s.score_sheet().match == ()  # "Deals played: 1" said nothing
    assert s.result().summary.startswith("Won by side ")


def test_score_sheet_and_deal_result_of_a_game_to_1000():
    s, data = replay("partnership-1000")
    sheet = s.score_sheet()
    assert dict(sheet.match) == {"target": 1000, "deals": 5}
    assert rows(sheet.game)["Game total"] == (860, 1020)
    got = rows(sheet.deal)
    assert got["Declared out"] == (None, "✓")  # seat 2's side declared out and won
    # the deal score is what each side counted when play stopped
    assert got["Deal score"] == (30 + 80, 130 + 130)
    assert s.deals_finished == 5 and s.deal_result() == s.result()


def test_deal_result_after_each_deal_of_a_game_to_a_target():
    s = GAME.new_state(4, {"game": "1000"}, seed=32, first_dealer=0)
    assert s.deals_finished == 0 and s.deal_result() is None
    rng = random.Random(1)
    while s.deals_finished == 0:
        s.apply(rng.choice([a for a in s.legal_actions() if a != "declare-out"]))
    r = s.deal_result()
    assert r is not None and list(r.points) == [s.last_deal[s.ctx.team_of[x]] for x in range(4)]
    assert sum(r.returns) in (2.0, 4.0 * 0.5) and r.returns[0] == r.returns[2]
    # the sheet now shows the deal just ended while the next one is being set up
    assert s.score_sheet().deal_number == 1 and rows(s.score_sheet().deal)["Deal score"] == tuple(
        s.last_deal)


def test_single_deal_result_is_the_game_result():
    s, _ = replay("two-handed")
    assert s.deals_finished == 1 and s.deal_result() == s.result()


# --- old saves --------------------------------------------------------------------------------------
def test_old_save_with_the_three_card_bury_still_loads():
    data = json.loads((LEGACY / "auction-bury-three-cards.json").read_text())
    assert any(len(a.split()) == 4 and a.startswith("bury ") for a in data["actions"])
    save = {"format": saves.FORMAT, "version": 1, "game": "pinochle", "players": data["players"],
            "options": data["options"], "seats": [{"kind": "computer", "name": f"S{i}",
                                                   "agent": "greedy"} for i in range(3)],
            "first_dealer": data["first_dealer"], "seed": data["seed"], "decks": [],
            "actions": data["actions"]}
    _, state = saves.loads(json.dumps(save))
    assert state.is_terminal and list(state.result().points) == data["points"]
    assert not any(len(a.split()) == 4 and a.startswith("bury ") for a in state.history)


# --- double-pack meld names -------------------------------------------------------------------------
@pytest.mark.parametrize("players,k,kind,points", [(6, 3, "triple-pinochle", 600),
                                                   (8, 4, "quadruple-pinochle", 1200),
                                                   (6, 2, "double-pinochle", 300)])
def test_triple_and_quadruple_pinochle_named_right(players, k, kind, points):
    copies = ("", "#2", "#3", "#4")[:k]
    hand = [f"QS{c}" for c in copies] + [f"JD{c}" for c in copies]
    s = GAME.new_state(players, {}, decks=[_deck(players, hand)], seed=1)
    log: list = []
    while s.phase == "exchange":
        log += s.apply_with_events("done")
    melds = {m[0]: m[1] for m in s.shown_melds[1]}
    assert melds.get(kind) == points and "pinochle" not in melds
    assert [m for m in s.observation(0).public["melds"][1] if m[0] == kind][0][1] == points
    texts_logged = [e.text for e in log if e.kind == SCORE and e.seat == 1]
    assert kind.replace("-", " ") in texts_logged
    assert "double pinochle" not in texts_logged or kind == "double-pinochle"


def _deck(players, hand):
    return build_deck(players, "partnership", {1: hand, "trump": ["AH"]}, 0, "pinochle96")


# --- partnership auction: the bidding side passes cards ------------------------------------------
BIDDER = "AS 10S KS QS JS AS#2 AH AD AC 10S#2 KS#2 QS#2".split()
PARTNER = "9S 9S#2 JS#2 AH#2 KH QH 9C 9C#2 JC JC#2 9D 9D#2".split()


def pass_deal():
    s = new(4, {1: BIDDER, 3: PARTNER}, form="partnership-auction", pass_cards=True)
    s.apply("bid 300")
    for _ in range(3):
        s.apply("pass")
    s.apply("trump S")
    return s


def test_pass_cards_option_only_for_the_four_player_partnership_auction():
    for n, opts in ((4, {}), (6, {"form": "partnership-auction"}), (3, {})):
        with pytest.raises(OptionError, match="pass_cards"):
            GAME.new_state(n, dict(opts, pass_cards=True))
    assert "give" not in " ".join(GAME.new_state(4, {"form": "partnership-auction"}, seed=1)
                                  .legal_actions())


def test_partner_passes_four_then_bidder_four_back_one_at_a_time():
    s = pass_deal()
    assert s.phase == "give" and s.current_player == 3
    legal = s.legal_actions()
    assert len(legal) == 12 and all(a.startswith("give ") for a in legal)
    rec = records(s)["give 9S"]
    assert rec.kind == ak.EXCHANGE and rec.cards[0].zone == "hand:3" and rec.group == "give"
    for a in ("give 9S", "give 9S#2", "give JS#2", "give AH#2"):
        assert s.current_player == 3
        s.apply(a)
    assert s.current_player == 1 and len(s.hands[1]) == 16 and len(s.hands[3]) == 8
    back = [a for a in s.legal_actions() if a.split()[1] in ("AD", "AC", "AH", "10S#2")]
    for a in back:
        s.apply(a)
    assert s.phase == "play" and s.current_player == 1  # melds done, the dealer's left leads
    assert len(s.hands[1]) == len(s.hands[3]) == 12
    assert set(cards(s, "9S 9S#2 JS#2 AH#2")) <= set(s.hands[1])
    assert set(cards(s, "AD AC AH 10S#2")) <= set(s.hands[3])


def test_passed_cards_seen_only_by_the_two_partners():
    s = pass_deal()
    assert s.observe_action("give 9C", 1) == "give 9C"
    for seat in (0, 2, None):
        assert s.observe_action("give 9C", seat) == "give ?"
        assert s.log_line("give 9C", seat) == "passes a card to the partner"
    assert s.log_line("give 9C", 1) == "passes Nine of Clubs to the partner"
    s.apply("give 9C")
    nine = s.pack.parse("9C")
    assert nine in s.observation(3).zones["hand:1"]  # the passer remembers where it went
    for seat in (0, 2, None):
        assert nine not in s.observation(seat).zones["hand:1"]
    # nobody else's view of the bidder's hand changed (it only grew by a hidden card)
    assert s.observation(0).zones["hand:1"].count(HIDDEN) == 13


def test_passing_cannot_give_a_card_not_held():
    s = pass_deal()
    with pytest.raises(IllegalActionError):
        s.apply("give AS")  # the bidder's card, not the partner's
    assert s.phase == "give" and len(s.hands[3]) == 12


def test_the_dix_kept_is_still_written_to_the_log():
    """Only the meld step's "done" goes unwritten; passing the dix exchange is news."""
    from cardtable.games.pinochle import GAME
    s = GAME.new_state(4, {}, seed=3)
    assert s.phase == "exchange" and "done" in s.legal_actions()
    assert s.log_line("done", 0) == "keeps the cards (no dix exchange)"
