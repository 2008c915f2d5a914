"""Where Pishti's zones lie on the table (the generic table draws only from this).

* ``hand:N`` — each hand fanned at its seat; the owner sees the faces, the order is private.
* ``pile`` — the centre pile, squared up (seed 000: the cards stay stacked during play); only its
  top card shows, and its count matters (a pishti is a capture of a single card): a badge.
* ``stock`` — the undealt cards left of the centre, with a count.
* ``bottom`` — the shown bottom card of the stock (option ``bottom_card``), lying face up under
  the stock and pushed out so that its index shows (seed 000: 「インデックスが見えるように少し
  ずらしておきます」).
* ``won:T`` — each side's captured cards, a face-down stack beside the side's first seat (with 4
  players ``won:0`` holds seats 0 and 2's cards, ``won:1`` seats 1 and 3's), with a count.
"""

from __future__ import annotations

from typing import Any, Mapping

from ...engine.i18n import QT_TRANSLATE_NOOP
from ...engine.layout import (ANTICLOCKWISE, AT_CENTER, AT_HAND, AT_SIDE, AT_STOCK, FAN, STACK,
                              TableLayout, ZoneLayout)


# A hand sorted for its owner groups its ranks (a card captures its rank, whatever the suit), the
# jacks, which take any pile, last.
HAND_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Q", "K", "J")


def table_layout(num_players: int, options: Mapping[str, Any]) -> TableLayout:
    won_label = QT_TRANSLATE_NOOP(
        "engine", "Captured by the side") if num_players == 4 else QT_TRANSLATE_NOOP("engine", "Captured")
    return TableLayout((
        ZoneLayout("hand:*", AT_HAND, FAN, owner_sees=True, badge=True, ordered=False,
                   label=QT_TRANSLATE_NOOP("engine", "Hand")),
        ZoneLayout("pile", AT_CENTER, STACK, badge=True, label=QT_TRANSLATE_NOOP(
            "engine", "Centre pile"),
                   hidden_when_empty=False),
        ZoneLayout("stock", AT_STOCK, STACK, badge=True, label=QT_TRANSLATE_NOOP(
            "engine", "Stock")),
        # Pushed out to the right, not down, so that the stock's caption stays readable.
        ZoneLayout("bottom", AT_STOCK, STACK, on="stock", offset=(0.35, 0.0), z=-1,
                   label=QT_TRANSLATE_NOOP("engine", "Bottom card of the stock")),
        ZoneLayout("won:*", AT_SIDE, STACK, badge=True, label=won_label),
    ), seats=ANTICLOCKWISE,  # seat s + 1 at s's right (rules.py); the direction option picks the way
        hand_ranks=HAND_RANKS, hand_by_rank=True)
