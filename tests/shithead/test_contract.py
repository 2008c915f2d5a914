"""Shithead on the engine contract: action records, observe_action and log lines, the layout,
pack_for, events (score, shuffle), the score sheet and the per-game result."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from cardtable.engine import actions as ak
from cardtable.engine.agent import Decision
from cardtable.engine.events import DEAL_END, SCORE, SHUFFLE
from cardtable.engine.layout import AT_DISCARD, AT_FRONT, FAN, ROW, SPREAD, STACK
from cardtable.games.shithead.agents import GreedyShithead

from .helpers import GAME, new, run

GOLDEN = Path(__file__).parent / "golden"


def _records(state):
    return {r.action: r for r in state.action_records()}


def _zone_of(state):
    return {c: z for z, cs in state.zones().items() for c in cs}


# --- action records -----------------------------------------------------------------------------
def test_swap_phase_records_are_swaps_and_a_confirm():
    state = new(2, up={0: ["4C", "5C", "6C"]}, hand={0: ["KC", "AC", "QC"]}, setup=True)
    recs = _records(state)
    ready = recs["ready"]
    assert ready.kind == ak.CONFIRM and not ready.cards and ready.label == "Ready"
    swap = recs["swap KC 4C"]
    assert swap.kind == ak.SWAP and swap.group == "swap"
    assert [(state.pack.text_of[u.card], u.zone) for u in swap.cards] == [("KC", "hand:0"),
                                                                          ("4C", "table_up:0")]
    assert swap.label == "Swap K♣ for 4♣"
    assert swap.log == "swaps King of Clubs from the hand with Four of Clubs from the table"
    assert len([r for r in recs.values() if r.group == "swap"]) == 9


def test_choosing_face_up_cards_records_the_hand_card():
    state = new(2, hand={0: ["2C", "10C", "AC", "5S", "6S", "7S"]}, setup=True, choose_face_up=True)
    rec = _records(state)["faceup AC"]
    assert rec.kind == "faceup" and rec.group == "faceup" and rec.label == "Lay A♣ face up"
    assert [u.zone for u in rec.cards] == ["hand:0"]


def test_show_records_the_start_card_in_the_hand():
    state = new(3, hand={2: ["3H", "9S", "9D"]})
    (rec,) = state.action_records()
    assert rec.kind == ak.SHOW and rec.label == "Show 3♥"
    assert [(u.card, u.zone) for u in rec.cards] == [(state.pack.parse("3H"), "hand:2")]


def test_multi_card_plays_list_every_card_and_share_a_group_per_rank():
    state = new(2, up={0: ["3C"]}, hand={0: ["5C", "5D", "9H"]}, any_count=True)
    recs = _records(state)
    pair = recs["play 5D 5C"]
    assert pair.kind == ak.PLAY and pair.group == "play:5" and pair.value is None
    assert [(state.pack.text_of[u.card], u.zone) for u in pair.cards] == [("5D", "hand:0"),
                                                                          ("5C", "hand:0")]
    assert pair.label == "Play 5♦ 5♣" and pair.log == "plays Five of Diamonds, Five of Clubs"
    assert {a for a, r in recs.items() if r.group == "play:5"} == {"play 5C", "play 5D", "play 5D 5C"}
    assert recs["play 9H"].group == "play:9"


def _six(**kw):
    hands = {0: ["4C", "4D", "4H"], 1: ["5S", "6S", "7S"], 2: ["QH", "8D", "8C"],
             3: ["5H", "6H", "7H"], 4: ["8H", "9D", "9C"], 5: ["JH", "JD", "JC"]}
    hands.update(kw.pop("hand", {}))
    return new(6, hand=hands, **kw)


def test_face_up_row_plays_and_pickups_name_the_face_up_zone():
    state = _six(up={0: ["3C", "KC", "KD"]})
    run(state, "play 4H 4D 4C", "pickup", "play QH", "pickup", "play 8H", "play JH")
    recs = _records(state)
    assert recs["play KC"].cards[0].zone == "table_up:0" and recs["play KC"].group == "play:K"
    with_card = recs["pickup 3C"]
    assert with_card.kind == ak.PICKUP and with_card.label == "Add 3♣ and pick up"
    assert [(state.pack.text_of[u.card], u.zone) for u in with_card.cards] == [("3C", "table_up:0")]
    plain = recs["pickup"]
    assert plain.kind == ak.PICKUP and not plain.cards and plain.label == "Pick up the pile"


def test_a_blind_play_records_the_face_down_zone_without_naming_the_cards():
    state = _six(up={0: ["3C", "3D", "3H"]}, down={0: ["5D", "KS", "KH"]},
                 hand={4: ["8H", "9D", "9C"], 5: ["JH", "JD", "JC"]})
    run(state, "play 4H 4D 4C", "pickup", "play QH", "pickup", "play 8H", "pickup")
    run(state, "play 3H 3D 3C")
    run(state, "pickup", "play 8D 8C", "pickup", "play 9D 9C", "play JD JC")
    blind = _records(state)["blind"]
    assert blind.kind == ak.PLAY and blind.label == "Turn up 2 face-down cards"
    # The record is shown to the player, who cannot see these cards: it names only their zone.
    assert [(u.card, u.zone) for u in blind.cards] == [(-1, "table_down:0"), (-1, "table_down:0")]
    assert state.observation(0).zones["table_down:0"] == (-1, -1, -1)  # the table shows backs


def test_every_record_names_where_its_cards_lie_through_whole_games():
    for n, options in ((3, {}), (4, {"choose_face_up": True}), (6, {"any_count": True})):
        state = GAME.new_state(n, options, seed=n)
        rng = random.Random(n)
        while not state.is_terminal and len(state.history) < 400:
            where = _zone_of(state)
            for rec in state.action_records():
                assert rec.kind and rec.label and rec.log
                for u in rec.cards:
                    if u.card == -1:  # a blind card: its zone is named, the card is not
                        assert u.zone.startswith("table_down:"), rec
                        continue
                    assert where[u.card] == u.zone, rec
            state.apply(rng.choice(state.legal_actions()))


def test_every_action_is_public_so_every_seat_reads_the_same_log_line():
    state = new(2, up={0: ["4C", "5C", "6C"]}, hand={0: ["KC", "AC", "QC"]}, setup=True)
    for action in state.legal_actions():
        for viewer in (None, 0, 1):
            assert state.observe_action(action, viewer) == action
            assert state.log_line(action, viewer) == state.describe_action(action)
    assert state.describe_action("blind") == "turns up a face-down card"


# --- layout and pack ------------------------------------------------------------------------------
@pytest.mark.parametrize("players", GAME.player_counts)
def test_every_zone_has_its_own_layout(players):
    state = GAME.new_state(players, seed=1)
    layout = GAME.layout(players, state.options)
    for zone in state.zones():
        assert any(z.matches(zone) for z in layout.zones), zone
    hand = layout.for_zone("hand:1")
    assert hand.arrangement == FAN and hand.owner_sees and not hand.ordered
    up, down = layout.for_zone("table_up:2"), layout.for_zone("table_down:2")
    assert up.on == "table_down:*" and up.offset[1] > 0 and up.place == down.place == AT_FRONT
    assert up.arrangement == down.arrangement == ROW and up.z > down.z
    assert layout.for_zone("pile").arrangement == SPREAD
    burned = layout.for_zone("burned")
    assert burned.place == AT_DISCARD and burned.arrangement == STACK and burned.badge
    assert all(z.label for z in layout.zones)
    assert "hand:" in layout.unordered_prefixes()


def test_jokers_only_at_six_players():
    assert [GAME.pack_for({}, n).size for n in GAME.player_counts] == [52, 52, 52, 52, 54]
    assert GAME.pack_for({}).size == 52
    for n in GAME.player_counts:
        assert GAME.new_state(n, seed=0).pack.size == GAME.pack_for({}, n).size


# --- events ---------------------------------------------------------------------------------------
def test_each_game_lost_is_a_score_event_and_a_new_game_follows_a_shuffle():
    events: list = []
    state = GAME.new_state(3, {"series": 2, "ending": "last-one-loses"}, seed=4, events=events)
    agent, rng = GreedyShithead(), random.Random(0)
    while state.game_no == 0:
        events += state.apply_with_events(
            agent.choose(Decision(state, state.current_player, state.legal_actions(), rng)),
            masked=False)
    end = next(i for i, e in enumerate(events) if e.kind == DEAL_END)
    scores = [e for e in events[:end] if e.kind == SCORE]
    lost = state.last_game["lost"]
    assert [(e.seat, e.value) for e in scores] == [(lost[0], 1)]
    assert scores[0].to_json()["value"] == 1
    shuffles = [i for i, e in enumerate(events) if e.kind == SHUFFLE]
    assert len(shuffles) == 1 and shuffles[0] > end
    assert all(e.dst == "stock" for e in events[end + 1:shuffles[0]] if e.kind == "move")


# --- score sheet and per-game result --------------------------------------------------------------
def _replay(name, stop=None):
    rec = json.loads((GOLDEN / name).read_text())
    state = GAME.new_state(rec["players"], rec["options"], seed=rec["seed"], decks=rec["decks"],
                           first_dealer=rec["first_dealer"])
    for a in rec["actions"][:stop]:
        state.apply(a)
    return state


def test_score_sheet_of_a_golden_series():
    # 5 players, last one loses, 3 games (tests/shithead/golden/5p-series-3.json)
    state = _replay("5p-series-3.json", 278)  # the first game has just ended, the next is dealt
    assert state.deals_finished == 1 and state.game_no == 1
    sheet = state.score_sheet()
    assert sheet.deal_number == 1 and not sheet.finished
    rows = {r.label: r.values for r in sheet.deal}
    assert rows == {"Place": (3, 2, 4, 1, 5), "Cards left": (0, 0, 0, 0, 19),
                    "The Shithead": (None, None, None, None, "✓")}
    assert [(r.label, r.values, r.total) for r in sheet.game] == [
        ("Games lost", (0, 0, 0, 0, 1), True), ("Games won", (0, 0, 0, 1, 0), False)]
    assert dict(sheet.match) == {"series": 3, "played": 1, "drawn": 0, "ending": "last-one-loses"}
    assert sheet.match_lines() == ["Games in the series: 3", "Games played: 1"]
    one = GAME.new_state(3, {}, seed=4).score_sheet()  # one game: no series to count
    assert "series" not in dict(one.match) and one.match_lines() == []
    assert one.game == ()  # nor a tally of 0s under Game (the plates showed "0" for everyone)
    assert sheet.labels()[4] == "Seat 5"
    result = state.deal_result()
    assert result.returns == (1.0, 1.0, 1.0, 1.0, 0.0) and result.points == (0, 0, 0, 0, 1)
    assert result.summary == "Game 1: seat 5 is the Shithead"
    state.apply(state.legal_actions()[0])  # the second game under way: its sheet
    sheet = state.score_sheet()
    assert sheet.deal_number == 2 and {r.label for r in sheet.deal} == {"Place", "Cards left"}
    assert sheet.deal[0].values == (None,) * 5


def test_score_sheet_and_result_at_the_end_of_a_golden_series():
    state = _replay("5p-series-3.json")
    assert state.is_terminal and state.deals_finished == 3
    sheet = state.score_sheet()
    assert sheet.finished and sheet.deal_number == 3
    rows = {r.label: r.values for r in sheet.deal}
    assert rows["Place"] == (5, 3, 1, 4, 2) and rows["The Shithead"][0] == "✓"
    assert sheet.game[0].values == state.result().points == (2, 0, 0, 0, 1)
    assert dict(sheet.match)["played"] == 3
    assert state.deal_result().points == (1, 0, 0, 0, 0)
    assert json.dumps(sheet.to_json())


def test_score_sheet_of_a_first_out_game_and_of_a_drawn_one():
    state = _replay("2p-choose-face-up.json")
    sheet = state.score_sheet()
    rows = {r.label: r.values for r in sheet.deal}
    assert rows["Place"] == (1, None) and rows["Lost the game"] == (None, "✓")
    assert rows["Cards left"][0] == 0 and rows["Cards left"][1] > 0
    assert state.deal_result().returns == state.result().returns == (1.0, 0.0)
    drawn = _replay("4p-last-one-loses.json")  # ended at the move cap
    rows = {r.text(): r.values for r in drawn.score_sheet().deal}
    assert "Drawn at the move cap (1000 actions)" in rows
    assert drawn.deal_result().returns == (0.5,) * 4 and drawn.deal_result().points == (0,) * 4


def test_no_deal_result_before_a_game_ends():
    state = new(3, hand={2: ["3H", "9S", "9D"]})
    assert state.deals_finished == 0 and state.deal_result() is None
    sheet = state.score_sheet()
    assert sheet.deal_number == 1 and sheet.deal[1].values == (9, 9, 9)  # hand, face up, face down
