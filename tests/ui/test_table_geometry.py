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
