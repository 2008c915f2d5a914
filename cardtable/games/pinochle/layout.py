"""Where Pinochle's zones lie on the table (the generic table draws only from this)."""

from __future__ import annotations

from typing import Any, Mapping

from ...engine.i18n import N_
from ...engine.layout import (AT_CENTER, AT_DISCARD, AT_FRONT, AT_HAND, AT_SIDE, AT_STOCK, FAN,
                              ROW, STACK, TRICK, TableLayout, ZoneLayout)
from .rules import form_of, zone_names


def table_layout(num_players: int, options: Mapping[str, Any]) -> TableLayout:
    """Hands fanned at each seat (held: their order is private); melds face up in a row in front
    of their owner (still held: the name plate counts them with the hand); won tricks stacked
    beside it; the trick in the middle; the stock left of the middle with the trump card under
    it, crosswise and offset so its suit shows; the widow and the bidder's buried cards right of
    the middle. Only the form's own zones are listed."""
    every = {
        "hand:*": ZoneLayout("hand:*", AT_HAND, FAN, owner_sees=True, badge=True,
                             label=N_("Hand"), ordered=False),
        "meld:*": ZoneLayout("meld:*", AT_FRONT, ROW, label=N_("Meld"), in_hand=True),
        "won:*": ZoneLayout("won:*", AT_SIDE, STACK, badge=True, label=N_("Tricks won")),
        "trick": ZoneLayout("trick", AT_CENTER, TRICK, label=N_("Trick")),
        "stock": ZoneLayout("stock", AT_STOCK, STACK, badge=True, label=N_("Stock"), z=1),
        "trump": ZoneLayout("trump", AT_STOCK, STACK, on="stock", offset=(0.5, 0.0), rotate=90,
                            label=N_("Trump card"), z=0),
        "widow": ZoneLayout("widow", AT_DISCARD, ROW, label=N_("Widow")),
        "buried": ZoneLayout("buried", AT_DISCARD, STACK, badge=True, label=N_("Buried")),
    }
    names = zone_names(num_players, form_of(num_players, options))
    wanted = [p for p in every if any(every[p].matches(z) for z in names)]
    return TableLayout(tuple(every[p] for p in wanted))
