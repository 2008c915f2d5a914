"""Where Shithead's zones lie on the table (the generic table draws only from this)."""

from __future__ import annotations

from ...engine.i18n import QT_TRANSLATE_NOOP
from ...engine.layout import (AT_CENTER, AT_DISCARD, AT_FRONT, AT_HAND, AT_STOCK, FAN, ROW, SPREAD,
                              STACK, TableLayout, ZoneLayout)

# The face-up row lies on the face-down row, shifted down a little so the backs peek out.
UP_OFFSET = (0.0, 0.18)

# A hand sorted for its owner runs by rank as the pile counts them, 3 lowest, the 2 (which goes on
# anything) after the ace; suits play no part.
HAND_RANKS = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2")

LAYOUT = TableLayout((
    ZoneLayout("hand:*", AT_HAND, FAN, owner_sees=True, badge=True, label=QT_TRANSLATE_NOOP(
        "engine", "Hand"),
               ordered=False),
    # each card keeps its place in the row when another is played (a face-up card stays on
    # its face-down one)
    ZoneLayout("table_down:*", AT_FRONT, ROW, label=QT_TRANSLATE_NOOP(
        "engine", "Face-down cards"), keep_places=True),
    ZoneLayout("table_up:*", AT_FRONT, ROW, on="table_down:*", offset=UP_OFFSET,
               label=QT_TRANSLATE_NOOP("engine", "Face-up cards"), z=1, keep_places=True),
    ZoneLayout("stock", AT_STOCK, STACK, badge=True, label=QT_TRANSLATE_NOOP("engine", "Stock")),
    ZoneLayout("pile", AT_CENTER, SPREAD, badge=True, label=QT_TRANSLATE_NOOP(
        "engine", "Pile"), hidden_when_empty=False),
    ZoneLayout("burned", AT_DISCARD, STACK, badge=True, label=QT_TRANSLATE_NOOP(
        "engine", "Burned")),
), hand_ranks=HAND_RANKS, hand_by_rank=True)


def table_layout() -> TableLayout:
    """The same at every player count and with every option."""
    return LAYOUT
