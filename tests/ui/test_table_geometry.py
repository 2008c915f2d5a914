"""The table's geometry (plain arithmetic, no Qt): where the cards of a trick lie."""

from __future__ import annotations

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
