"""Briscola on the engine contract (issue 9): observations with faces and memory, events that
rebuild them, action records, masked signals, layout, score sheet, per-deal results, options."""

import json
import random
from pathlib import Path

import pytest

from cardtable.app import saves
from cardtable.engine import HIDDEN
from cardtable.engine.actions import PLAY, SIGNAL
from cardtable.engine.events import FLIP, MOVE, SCORE, SHUFFLE, TOP
from cardtable.engine.layout import (AT_CENTER, AT_DISCARD, AT_HAND, AT_SIDE, AT_STOCK, FAN,
                                     STACK, TRICK)
from cardtable.engine.zone_model import ZoneModel
from cardtable.games.briscola.rules import OPTIONS

from .helpers import GAME, new, play

GOLDEN = Path(__file__).parent / "golden"


def replay_golden(name):
    rec = json.loads((GOLDEN / f"{name}.json").read_text())
    state = GAME.new_state(rec["players"], rec["options"], seed=rec["seed"], decks=rec["decks"],
                           first_dealer=rec["first_dealer"])
    for action in rec["actions"]:
        state.apply(action)
    return rec, state


def models_for(state, first_events):
    """A ZoneModel per viewer (and a spectator), fed with that viewer's events."""
    models = {v: ZoneModel(state.pack.size) for v in [None, *range(state.num_players)]}
    feed(models, first_events)
    return models


def feed(models, events):
    for viewer, model in models.items():
        model.feed(e for e in (ev.for_seat(viewer) for ev in events) if e is not None)


def agree(state, models):
    for viewer, model in models.items():
        assert model.differences(state.observation(viewer), ("hand:",)) == {}, viewer


def until_trump_drawn(state, seed=0, models=None):
    rng = random.Random(seed)
    while state.trump_holder < 0:
        events = state.apply_with_events(rng.choice(state.legal_actions()), masked=False)
        if models is not None:
            feed(models, events)
    return state


# --- observation: faces and memory ------------------------------------------------------------
@pytest.mark.parametrize("players,options", [(2, {}), (3, {}), (4, {"signals": "italian"}), (6, {}),
                                             (2, {"open_hands": "open"}),
                                             (2, {"open_hands": "open-next"})])
def test_every_zone_is_observed_with_faces(players, options):
    state = GAME.new_state(players, options, seed=3)
    rng = random.Random(3)
    for _ in range(7):
        state.apply(rng.choice(state.legal_actions()))
    open_hands = options.get("open_hands", "closed") != "closed"
    for viewer in [None, *range(players)]:
        obs = state.observation(viewer)
        assert set(obs.zones) == set(state.zones()) == set(obs.face_up)
        for zone, cards in obs.zones.items():
            assert len(obs.face_up[zone]) == len(cards)
        for s in range(players):
            assert set(obs.face_up[f"hand:{s}"]) <= {open_hands}  # held, or laid open
            assert set(obs.face_up[f"won:{s}"]) <= {False}
            assert obs.zones[f"won:{s}"] == tuple(state.won[s])  # everyone saw the tricks
        assert set(obs.face_up["trick"]) <= {True} and obs.face_up["trump"] == (True,)
        assert obs.zones["removed"] == tuple(sorted(state.ctx.removed))
        assert set(obs.face_up["removed"]) <= {True}


def test_the_drawn_trump_card_stays_known_to_every_seat():
    events = []
    state = GAME.new_state(2, seed=11, events=events)
    models = models_for(state, events)
    until_trump_drawn(state, 11, models)
    holder, card = state.trump_holder, state.trump_card
    other = 1 - holder
    for viewer in (other, None):
        obs = state.observation(viewer)
        hand = obs.zones[f"hand:{holder}"]
        assert card in hand and hand.count(HIDDEN) == len(hand) - 1
        assert hand.index(card) == state.hands[holder].index(card)  # where it really lies
        assert obs.face_up[f"hand:{holder}"] == (False,) * len(hand)  # held, face down
        assert obs.zones["trump"] == ()
    agree(state, models)
    # its memory survives saving and loading
    _, loaded = saves.loads(saves.dumps(saves.snapshot(state)))
    assert card in loaded.observation(other).zones[f"hand:{holder}"]
    # until it is played
    while card in state.hands[holder]:
        feed(models, state.apply_with_events(random.Random(1).choice(state.legal_actions()),
                                             masked=False))
    assert card not in state.observation(other).zones[f"hand:{holder}"]
    agree(state, models)


def test_drawing_the_trump_card_is_a_face_down_move_everyone_sees():
    state = GAME.new_state(4, seed=5)
    rng = random.Random(5)
    while True:
        events = state.apply_with_events(rng.choice(state.legal_actions()), masked=False)
        taken = [e for e in events if e.kind == MOVE and e.src == "trump"]
        if taken:
            break
    (move,) = taken
    assert move.dst == f"hand:{state.trump_holder}" and not move.face_up
    assert move.visible_to is None and move.cards == (state.trump_card,)
    draws = [e for e in events if e.kind == MOVE and e.src == "stock"]
    assert all(not e.face_up and e.visible_to == frozenset((e.seat,)) for e in draws)


def test_three_players_put_the_removed_two_in_view():
    events = []
    state = GAME.new_state(3, {"removed_two": "C"}, seed=2, events=events)
    (removal,) = [e for e in events if e.kind == MOVE and e.dst == "removed"]
    assert removal.face_up and removal.visible_to is None
    assert [state.pack.text(c) for c in removal.cards] == ["2C"]
    for viewer in (None, 0, 1, 2):
        obs = state.observation(viewer)
        assert obs.zones["removed"] == removal.cards and obs.face_up["removed"] == (True,)
    agree(state, models_for(state, events))


def test_open_next_flips_the_top_of_the_stock():
    events = []
    state = GAME.new_state(2, {"open_hands": "open-next"}, seed=4, events=events)
    (flip,) = [e for e in events if e.kind == FLIP]
    assert flip.src == "stock" and flip.at == TOP and flip.cards == (state.stock[-1],)
    obs = state.observation(None)
    assert obs.face_up["stock"][-1] and not any(obs.face_up["stock"][:-1])
    assert obs.face_up["hand:0"] == (True,) * 3  # open hands lie face up for everyone
    models = models_for(state, events)
    rng = random.Random(4)
    for _ in range(6):
        feed(models, state.apply_with_events(rng.choice(state.legal_actions()), masked=False))
        agree(state, models)


def test_a_new_deal_gathers_and_shuffles_but_keeps_the_removed_two_out():
    state = GAME.new_state(3, {"match": "best-of-5"}, seed=8)
    rng = random.Random(8)
    while True:
        events = state.apply_with_events(rng.choice(state.legal_actions()), masked=False)
        if any(e.kind == SHUFFLE for e in events):
            break
    gathered = [e for e in events if e.kind == MOVE and e.dst == "stock"]
    assert gathered and all(e.src != "removed" for e in gathered)
    assert [e.kind for e in events].index(SHUFFLE) < [e.kind for e in events].index("deal")


def test_a_deal_won_scores_for_every_seat_of_the_side():
    state = GAME.new_state(4, seed=6)
    rng = random.Random(6)
    events = []
    while not state.is_terminal:
        events = state.apply_with_events(rng.choice(state.legal_actions()), masked=False)
    scores = [e for e in events if e.kind == SCORE]
    gains = dict(next(e for e in events if e.kind == "deal_end").data)["wins"]
    expected = sorted(s for side, g in enumerate(gains) if g for s in GAME.teams(4, {})[side])
    assert sorted(e.seat for e in scores) == expected
    assert all(e.value == 1 for e in scores)
    assert all(e.to_json().get("seat") == e.seat for e in scores)  # seat 0 kept


# --- records, masking, log --------------------------------------------------------------------
def signal_position(table="pagat"):
    """Seat 2 to act in the second trick, holding the trump ace (trump: Denari)."""
    state = new(4, dealer=3, hands={0: ["AC", "5S", "6B"], 1: ["4S", "5B", "7B"],
                                    2: ["AD", "2S", "RS"], 3: ["6S", "4B", "2B"]},
                trump="4D", stock=["5C", "7S", "3S", "4C", "6C", "7C", "2C", "FS"], signals=table)
    play(state, "5S", "4S", "RS", "6S")
    assert state.current_player == 2
    return state


def test_action_records_name_kind_zone_and_group():
    state = signal_position()
    records = {r.action: r for r in state.action_records()}
    assert list(records) == state.legal_actions()
    ace = state.pack.parse("AD")
    play_rec = records["play AD"]
    assert play_rec.kind == PLAY and play_rec.card_ids == (ace,)
    assert play_rec.cards[0].zone == "hand:2" and play_rec.group == ""
    assert play_rec.label == "Ace of Coins" and play_rec.log == "plays Ace of Coins"
    sig = records["signal ace"]
    assert sig.kind == SIGNAL and sig.cards == () and sig.group == "signal"
    assert sig.label == "Signal: trump ace" and sig.log == "signals: I hold the trump ace"
    json.dumps([r.to_json() for r in records.values()])


def test_a_signal_is_observed_and_logged_by_partners_only():
    state = signal_position()
    assert state.observe_action("signal ace", 2) == "signal ace"
    assert state.observe_action("signal ace", 0) == "signal ace"
    for outsider in (1, 3, None):
        assert state.observe_action("signal ace", outsider) is None
        assert state.log_line("signal ace", outsider) is None
    assert state.log_line("signal ace", 0) == "signals: I hold the trump ace"
    assert state.log_line("play AD", 1) == "plays Ace of Coins"  # plays are public


# --- layout -----------------------------------------------------------------------------------
@pytest.mark.parametrize("players,options,label", GAME.variants(), ids=[v[2] for v in GAME.variants()])
def test_layout_describes_every_zone(players, options, label):
    layout = GAME.layout(players, options)
    state = GAME.new_state(players, options, seed=1)
    for zone in state.zones():
        assert any(z.matches(zone) for z in layout.zones), f"{zone} falls back to the default"
    assert all(z.label for z in layout.zones)


def test_layout_puts_the_trump_card_under_the_stock_crosswise():
    layout = GAME.layout(4, OPTIONS.defaults())
    stock, trump = layout.for_zone("stock"), layout.for_zone("trump")
    assert (stock.place, stock.arrangement, stock.badge) == (AT_STOCK, STACK, True)
    assert trump.on == "stock" and trump.rotate == 90 and trump.offset[0] < 0 and trump.z < stock.z
    assert (layout.for_zone("trick").place, layout.for_zone("trick").arrangement) == (AT_CENTER, TRICK)
    won = layout.for_zone("won:3")
    assert (won.place, won.arrangement, won.badge) == (AT_SIDE, STACK, True)
    hand = layout.for_zone("hand:1")
    assert (hand.place, hand.arrangement, hand.owner_sees, hand.ordered) == (AT_HAND, FAN, True, False)
    assert layout.for_zone("removed").place == AT_DISCARD
    assert layout.unordered_prefixes() == ("hand:",)


# --- score sheet and per-deal results ---------------------------------------------------------
def test_score_sheet_after_a_golden_deal():
    rec, state = replay_golden("2p")
    sheet = state.score_sheet()
    assert sheet.sides == ((0,), (1,)) and sheet.finished and sheet.deal_number == 1
    rows = {r.label: r.values for r in sheet.deal}
    pack, won = state.pack, state.won
    for label, rank, worth in (("Aces", "A", 11), ("Threes", "3", 10)):
        assert rows[label] == tuple(worth * sum(pack.rank_of[c] == rank for c in won[s]) for s in (0, 1))
    assert rows["Card points"] == tuple(rec["result"]["points"]) == tuple(state.points)
    assert sum(rows["Aces"]) == 44 and sum(rows["Threes"]) == 40
    assert sum(rows["Kings, knights and jacks"]) == 36
    assert sum(rows["Tricks won"]) == 20
    assert rows["Deal won"] == tuple(1 if p >= 61 else 0 for p in state.points)
    assert sheet.game == ()  # one deal: its "Deal won" row is the game's; nothing said twice
    assert dict(sheet.match) == {"format": "single"}  # one deal: no target nor deals to count
    assert sheet.match_lines() == []
    json.dumps(sheet.to_json())


def test_score_sheet_of_a_match_shows_the_deal_just_ended_and_the_deals_won():
    rec, state = replay_golden("4p-french-bo3")
    sheet = state.score_sheet()
    assert sheet.sides == ((0, 2), (1, 3))
    assert sheet.labels() == ("Seats 1 + 3", "Seats 2 + 4")
    rows = {r.label: r.values for r in sheet.deal}
    assert "Kings, queens and jacks" in rows and sum(rows["Card points"]) == 120
    assert sheet.game[-1].values == tuple(state.match) and max(state.match) == 2
    # the deals before the one shown, one line each with its card points, as a score pad
    pad = [(r.text(), r.values) for r in sheet.game[:-1]]
    assert pad == [(f"Deal {i + 1}", p) for i, p in enumerate(state.deal_log[:-1])]
    assert len(pad) == state.deals_finished - 1 and all(sum(v) == 120 for _, v in pad)
    assert dict(sheet.match)["deals_to_win"] == 2 and sheet.deal_number == state.deals_finished
    assert sheet.match_lines() == ["Deals to win: 2", f"Deals played: {state.deals_finished}"]
    # between deals: the new deal's first trick not yet won, the sheet shows the one that ended
    state = GAME.new_state(2, {"match": "best-of-3"}, seed=9)
    rng = random.Random(9)
    while state.deals_finished == 0:
        state.apply(rng.choice(state.legal_actions()))
    sheet = state.score_sheet()
    assert sheet.deal_number == 1 and not sheet.finished
    assert {r.label: r.values for r in sheet.deal}["Card points"] == tuple(state.last_deal)
    play(state, state.pack.text(state.hands[state.current_player][0]))
    play(state, state.pack.text(state.hands[state.current_player][0]))
    sheet = state.score_sheet()
    assert sheet.deal_number == 2 and "Deal won" not in {r.label for r in sheet.deal}


def test_three_player_sheet_counts_wins():
    rec, state = replay_golden("3p")
    sheet = state.score_sheet()
    rows = {r.label: r.values for r in sheet.deal}
    assert rows["Wins scored"] == tuple(state.match)
    assert sheet.game == ()  # one deal: the game counts nothing more
    state = GAME.new_state(3, {"match": "best-of-3"}, seed=5)  # a match counts the wins
    rng = random.Random(5)
    while state.deals_finished == 0:
        state.apply(rng.choice(state.legal_actions()))
    (wins,) = state.score_sheet().game
    assert wins.label == "Wins" and wins.total and wins.values == tuple(state.match)


def test_deal_result_at_the_end_of_each_deal():
    state = GAME.new_state(2, {"match": "best-of-5"}, seed=7)
    assert state.deals_finished == 0 and state.deal_result() is None
    rng = random.Random(7)
    seen = 0
    while not state.is_terminal:
        before = state.deals_finished
        state.apply(rng.choice(state.legal_actions()))
        if state.deals_finished > before:
            seen += 1
            r = state.deal_result()
            pts = state.last_deal
            assert r.points == tuple(pts)
            assert r.returns == ((0.5, 0.5) if pts[0] == 60 else
                                 (1.0, 0.0) if pts[0] > 60 else (0.0, 1.0))
    assert seen == state.deals_finished >= 3


def test_deal_result_of_a_single_deal_is_the_game_result():
    for players in (2, 3, 4, 6):
        _, state = replay_golden({2: "2p", 3: "3p", 4: "4p-signals", 6: "6p"}[players])
        assert state.deals_finished == 1 and state.deal_result() == state.result()


# --- options ----------------------------------------------------------------------------------
def test_signals_option_offers_each_table_and_reads_the_old_true_false():
    assert OPTIONS.options["signals"].choices == ("off", "pagat", "italian", "english", "pagat-none")
    assert GAME.resolve_options(4, {"signals": True})["signals"] == "pagat-none"
    assert GAME.resolve_options(4, {"signals": False})["signals"] == "off"
    assert OPTIONS.parse_assignments(["signals=true"]) == {"signals": "pagat-none"}
    assert OPTIONS.parse_assignments(["signals=english"]) == {"signals": "english"}
    with pytest.raises(Exception, match="signals"):
        OPTIONS.parse_assignments(["signals=klingon"])


def test_an_old_save_with_signals_true_still_loads():
    state = signal_position("pagat-none")
    state.apply("signal ace")
    data = saves.snapshot(state).to_json()
    data["options"]["signals"] = True  # as saves wrote it before the tables
    saved, loaded = saves.loads(json.dumps(data))
    assert loaded.options["signals"] == "pagat-none" and loaded.history == state.history
    assert loaded.observation(0) == state.observation(0)


def test_the_plates_show_card_points_taken_in_a_single_deal():
    from cardtable.games.briscola import GAME as _GAME
    state = _GAME.new_state(2, seed=1)
    state.apply(state.legal_actions()[0])
    state.apply(state.legal_actions()[0])
    sheet = state.score_sheet()
    points = next(r for r in sheet.deal if r.label == "Card points").values
    assert sheet.headline == points and sum(points) > 0
    match = _GAME.new_state(2, {"match": "best-of-3"}, seed=1).score_sheet()
    assert match.headline == ()  # a match: the plates show deals won (the game's total row)


def test_in_a_match_the_plates_note_the_deal_under_way():
    """A match's plates show deals won; under the names, the card points of the deal being
    played (from its first card, not the last deal's until a trick is won)."""
    from cardtable.games.briscola import GAME as _GAME
    state = _GAME.new_state(2, {"match": "best-of-3"}, seed=1)
    assert state.score_sheet().notes() == ("0 this deal", "0 this deal")
    while state.deals_finished == 0:
        state.apply(state.legal_actions()[0])
    assert state.score_sheet().notes() == ("0 this deal", "0 this deal")  # the next deal's
    for _ in range(2):
        state.apply(state.legal_actions()[0])
    notes = state.score_sheet().notes()
    pts = state.ctx.points
    assert notes == tuple(f"{sum(pts[c] for c in state.won[s])} this deal" for s in range(2))
    assert notes != ("0 this deal", "0 this deal") or not any(state.won)
    assert _GAME.new_state(2, seed=1).score_sheet().notes() == ()  # one deal: the plates count it
