"""The table's geometry (plain arithmetic, no Qt): where the cards of a trick lie."""

from __future__ import annotations

import math

import pytest

from cardtable.games.briscola import GAME as BRISCOLA
from cardtable.ui.table.geometry import TableGeometry, upright


@pytest.mark.parametrize("angle,expected", [(0, 0), (180, 0), (-180, 0), (90, 90), (-90, -90),
                                            (135, -45), (-135, 45), (270, -90), (30, 30)])
def test_upright_turns_only_what_would_stand_on_its_head(angle, expected):
    assert upright(angle) == pytest.approx(expected)


@pytest.mark.parametrize("players", [2, 4])
def test_trick_cards_of_every_seat_face_the_viewer_or_lie_sideways(players):
    state = BRISCOLA.new_state(players, {}, seed=1)
    layout = BRISCOLA.layout(players, state.options)
    geo = TableGeometry(1200, 800, players, 0, layout, state.zones())
    cards = [(i, True) for i in range(players)]
    poses = geo.place_cards("trick", cards, trick_seats=list(range(players)))
    assert len(poses) == players
    for seat, pose in zip(range(players), poses):
        assert -95.0 <= pose.rot <= 95.0, (seat, pose.rot)  # small jitter on top of the seat's
    opposite = players // 2
    assert abs(poses[opposite].rot) < 5.0  # not 180: the Fante stands on his feet
    # the cards still lie toward the seat that played them
    assert poses[opposite].y < poses[0].y


def _seat_xy(game, players, viewer=0, **options):
    state = game.new_state(players, options, seed=1)
    geo = TableGeometry(1200, 800, players, viewer, game.layout(players, state.options),
                        state.zones())
    return geo, {s: (f.x, f.y) for s, f in geo.frames.items()}


def test_briscola_seats_go_round_anticlockwise_so_play_passes_to_the_right():
    """An Italian game: the player after the viewer sits at its right, the one before at its
    left (seen from above, anticlockwise)."""
    from cardtable.engine.layout import ANTICLOCKWISE

    assert BRISCOLA.layout(4, {}).seats == ANTICLOCKWISE
    for viewer in (0, 2):
        geo, xy = _seat_xy(BRISCOLA, 4, viewer)
        after, across, before = ((viewer + r) % 4 for r in (1, 2, 3))
        assert xy[after][0] > geo.center_x > xy[before][0]
        assert xy[across][1] < xy[after][1] and xy[across][1] < xy[before][1]
    geo, xy = _seat_xy(BRISCOLA, 3)
    assert xy[1][0] > geo.center_x > xy[2][0]


def test_pishti_clockwise_option_shows_play_moving_clockwise():
    """Pishti numbers seats anticlockwise and its direction option picks the way play goes: with
    "clockwise" the next player is seat s - 1, which the table shows at the viewer's left."""
    from cardtable.games.pishti import GAME as PISHTI

    state = PISHTI.new_state(4, {"direction": "clockwise"}, seed=3)
    geo, xy = _seat_xy(PISHTI, 4, 0, direction="clockwise")
    first = state.current_player
    state.apply(state.legal_actions()[0])
    nxt = state.current_player
    assert nxt == (first - 1) % 4
    # seen from above, clockwise: a seat's next player sits at its left
    # viewer 0 at the bottom: its left is the screen's left
    assert xy[3][0] < geo.center_x < xy[1][0]


def test_shithead_and_pinochle_seats_go_round_clockwise():
    from cardtable.games.pinochle import GAME as PINOCHLE
    from cardtable.games.shithead import GAME as SHITHEAD

    for game in (SHITHEAD, PINOCHLE):
        geo, xy = _seat_xy(game, 4)
        assert xy[1][0] < geo.center_x < xy[3][0], game


def test_a_layout_with_an_unknown_seat_direction_is_refused():
    from cardtable.engine.layout import TableLayout

    with pytest.raises(ValueError, match="seats"):
        TableLayout((), seats="sideways")


def _inside(pose, px, py):
    """Whether the point lies on the card (its own axes)."""
    a = math.radians(pose.rot)
    dx, dy = px - pose.x, py - pose.y
    u = dx * math.cos(a) + dy * math.sin(a)
    v = -dx * math.sin(a) + dy * math.cos(a)
    return abs(u) <= pose.width / 2 and abs(v) <= pose.height / 2


def _card_point(pose, fu, fv):
    """A point of the card at fractions (fu, fv) of its width and height from its centre."""
    a = math.radians(pose.rot)
    u, v = fu * pose.width, fv * pose.height
    return pose.x + u * math.cos(a) - v * math.sin(a), pose.y + u * math.sin(a) + v * math.cos(a)


CROWDED = [("briscola", 6), ("pinochle", 6), ("pinochle", 8)]


@pytest.mark.parametrize("game_id,players", CROWDED)
@pytest.mark.parametrize("size", [(1000, 640), (1280, 760), (1600, 960)])
def test_every_card_of_a_crowded_trick_can_be_read(game_id, players, size):
    """Six or eight cards in a trick: each still shows most of its face and an index corner
    (the sixth card of a Briscola trick used to hide the first), and the trick keeps clear of
    the stock and the cards left out of the pack."""
    import importlib

    game = importlib.import_module(f"cardtable.games.{game_id}").GAME
    state = game.new_state(players, {}, seed=1)
    geo = TableGeometry(size[0], size[1], players, 0, game.layout(players, state.options),
                        state.zones())
    grid = [(fu / 10, fv / 10) for fu in range(-4, 5) for fv in range(-4, 5)]
    corners = [(-0.38, -0.4), (0.38, 0.4)]  # the two indices
    for leader in range(players):
        seats = [(leader + k) % players for k in range(players)]
        poses = geo.place_cards("trick", [(i, True) for i in range(players)], trick_seats=seats)
        for i, pose in enumerate(poses):
            above = poses[i + 1:]
            seen = sum(not any(_inside(p, *_card_point(pose, fu, fv)) for p in above)
                       for fu, fv in grid)
            assert seen / len(grid) >= 0.6, (leader, i, seen / len(grid))
            assert any(not any(_inside(p, *_card_point(pose, fu, fv)) for p in above)
                       for fu, fv in corners), (leader, i)
        # each card lies where its seat sits: round the middle, the cards come in the seats' order
        cx, cy = geo.places["trick"].x, geo.places["trick"].y
        by_card = sorted(seats, key=lambda s: math.atan2(poses[seats.index(s)].y - cy,
                                                         poses[seats.index(s)].x - cx))
        by_seat = sorted(seats, key=lambda s: math.atan2(geo.frames[s].y - cy, geo.frames[s].x - cx))
        k = by_card.index(by_seat[0])
        assert by_card[k:] + by_card[:k] == by_seat
    for other in ("stock", "removed"):
        if other not in geo.places:
            continue
        side = geo.places[other]
        n = 4 if other == "removed" else 1
        others = geo.place_cards(other, [(100 + k, True) for k in range(n)])
        for p in others:
            for q in poses:
                assert not any(_inside(q, *_card_point(p, fu, fv)) for fu, fv in grid), (other, side.x)


@pytest.mark.parametrize("game_id,players", [("pinochle", 6), ("pinochle", 8), ("pinochle", 3),
                                             ("briscola", 6), ("pishti", 4)])
@pytest.mark.parametrize("size", [(1000, 640), (1600, 960)])
@pytest.mark.parametrize("open_hands", [False, True])  # (the hands' wider fans when face up)
def test_no_pile_of_won_cards_lies_on_another_players_hand(game_id, players, size, open_hands):
    """Six-handed Pinochle's fifteen cards a seat: the pile beyond the end of a side seat's hand
    lay on its neighbour's hand; it moves to the middle's side of its own hand."""
    import importlib

    game = importlib.import_module(f"cardtable.games.{game_id}").GAME
    state = game.new_state(players, {}, seed=1)
    longest = max(len(state.hand(s)) for s in range(players)) if hasattr(state, "hand") else 12
    zones = state.zones()
    geo = TableGeometry(size[0], size[1], players, 0, game.layout(players, state.options), zones,
                        hand_cards=longest, open_hands=open_hands)
    hands = {s: geo.place_cards(f"hand:{s}", [(100 * s + i, False) for i in range(longest)])
             for s in range(players)}
    grid = [(fu / 6, fv / 6) for fu in range(-3, 4) for fv in range(-3, 4)]
    checked = 0
    for zone in zones:
        if not zone.startswith("won:") or zone not in geo.places:
            continue
        pile = geo.place_cards(zone, [(9000, False)])[0]
        owner = geo.places[zone].frame.seat if geo.places[zone].frame else None
        for seat, cards in hands.items():
            if seat == owner:
                continue
            for card in cards:
                assert not any(_inside(card, *_card_point(pile, fu, fv)) for fu, fv in grid), \
                    (zone, seat)
        checked += 1
    assert checked


@pytest.mark.parametrize("game_id,players,cards", [("pinochle", 8, 12), ("pinochle", 6, 15),
                                                   ("pinochle", 4, 12), ("briscola", 6, 3),
                                                   ("shithead", 5, 8)])
@pytest.mark.parametrize("size", [(1000, 640), (1330, 800), (1600, 960)])
@pytest.mark.parametrize("open_hands", [False, True])
def test_no_other_hand_lies_on_the_persons_cards(game_id, players, cards, size, open_hands):
    """Eight players with twelve cards each: the neighbours' fans lay over both ends of the
    person's hand; the neighbours move up the sides until they clear it."""
    import importlib

    game = importlib.import_module(f"cardtable.games.{game_id}").GAME
    state = game.new_state(players, {}, seed=1)
    geo = TableGeometry(size[0], size[1], players, 0, game.layout(players, state.options),
                        state.zones(), hand_cards=cards, open_hands=open_hands)
    mine = geo.place_cards("hand:0", [(i, True) for i in range(cards)])
    grid = [(fu / 6, fv / 6) for fu in range(-3, 4) for fv in range(-3, 4)]
    for seat in range(1, players):
        for card in geo.place_cards(f"hand:{seat}", [(100 * seat + i, False) for i in range(cards)]):
            for own in mine:
                assert not any(_inside(own, *_card_point(card, fu, fv)) for fu, fv in grid), seat


def test_the_game_log_takes_less_of_a_small_window_and_a_dragged_width_stays(qtbot):
    """At 800 pixels the log took 260 of them (a third); it now takes about a quarter, 180 to
    300 pixels; once the person drags the divider, their width stays."""
    from tests.ui.table_driver import make_table

    table = make_table(qtbot, "shithead", 4, size=(800, 600))
    qtbot.wait(20)
    left, side = table.splitter.sizes()
    assert 180 <= side <= 200 and left > 3 * side
    table.resize(1600, 900)
    qtbot.wait(20)
    assert table.splitter.sizes()[1] == 300
    table.splitter.moveSplitter(1100, 1)  # the person drags the divider
    table.resize(1500, 900)
    qtbot.wait(20)
    assert table.splitter.sizes()[1] != 300


def test_face_up_hands_of_the_other_seats_open_wider():
    """Briscola's open hands, a game watched again: another seat's face-up fan shows more of
    each card (it was the tight fan of a hidden hand, each card over the last one's corner)."""
    from cardtable.games.briscola import GAME

    state = GAME.new_state(4, {}, seed=1)
    spans = [TableGeometry(1200, 800, 4, 0, GAME.layout(4, state.options), state.zones(),
                           hand_cards=8, open_hands=o).hand_span(3, 60.0) for o in (False, True)]
    assert spans[1] >= spans[0] + 0.4 * 60.0  # (8: the room the table keeps for a hand)
    own = [TableGeometry(1200, 800, 4, 0, GAME.layout(4, state.options), state.zones(),
                         hand_cards=3, open_hands=o) for o in (False, True)]
    assert own[0].hand_span(3, own[0].card_width) == own[1].hand_span(3, own[1].card_width)


def test_a_face_up_hand_across_the_table_is_turned_to_be_read(qtbot):
    """Briscola's open hands: the top seat's face-up fan lay upside down (a real table's view,
    but single-ended Italian figures stood on their heads). It is turned upright, each card
    over the left one's index, its cards in the seat's order from the left; hidden it stays
    turned away."""
    from tests.ui.table_driver import make_table, settle

    table = make_table(qtbot, "briscola", 2, preset="open", seed=5)
    settle(table)
    scene = table.scene
    top = scene.zone_items["hand:1"]
    assert len(top) >= 2 and all(it.shown for it in top)
    by_x = sorted(top, key=lambda it: it.pos().x())
    for it in top:
        assert abs((it.rotation() + 180.0) % 360.0 - 180.0) <= 20.0, it.rotation()
    assert [it.zValue() for it in by_x] == sorted(it.zValue() for it in by_x)
    closed = make_table(qtbot, "briscola", 2, seed=5)
    settle(closed)
    for it in closed.scene.zone_items["hand:1"]:
        assert not it.shown and abs(it.rotation() % 360.0 - 180.0) <= 20.0


def test_plates_put_on_one_another_are_parted():
    """Eight seats in a small window: the plate placed first could take the one free place of
    the next, which then lay on it and hid its name. One of the two moves to another of its
    places, where that covers less in all."""
    from cardtable.games.pinochle import GAME

    state = GAME.new_state(8, {}, seed=5)
    zones = state.zones()
    geo = TableGeometry(680, 486, 8, 0, GAME.layout(8, state.options), zones)
    for zone, cards in zones.items():
        if zone.startswith("hand:"):
            geo.place_cards(zone, [(c, zone == "hand:0") for c in cards])
    hands = {s: len(zones[f"hand:{s}"]) for s in range(8)}
    for seat in range(8):
        geo.seat_plate(seat, hands[seat])
    x, y = geo.plates[5]
    geo.plates[6] = (x + 0.15 * geo.plate_w, y + 0.25 * geo.plate_h)  # on seat 5's plate
    moved = geo.part_plates(hands)
    assert set(moved) & {5, 6}
    for a, (ax, ay) in geo.plates.items():
        for b, (bx, by) in geo.plates.items():
            if a < b:
                over = (geo.plate_w - abs(ax - bx), geo.plate_h - abs(ay - by))
                assert min(over) <= 0 or over[0] * over[1] < 0.1 * geo.plate_w * geo.plate_h
    assert geo.part_plates(hands) == {}  # parted: nothing more to move
