"""Where Pinochle's zones lie on the table (the generic table draws only from this)."""

from __future__ import annotations

from typing import Any, Mapping

from ...engine.i18n import QT_TRANSLATE_NOOP
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
                             label=QT_TRANSLATE_NOOP("engine", "Hand"), ordered=False),
        "meld:*": ZoneLayout("meld:*", AT_FRONT, ROW, label=QT_TRANSLATE_NOOP(
            "engine", "Meld"), in_hand=True),
        "won:*": ZoneLayout("won:*", AT_SIDE, STACK, badge=True, label=QT_TRANSLATE_NOOP(
            "engine", "Tricks won")),
        "trick": ZoneLayout("trick", AT_CENTER, TRICK, label=QT_TRANSLATE_NOOP("engine", "Trick")),
        "stock": ZoneLayout("stock", AT_STOCK, STACK, badge=True, label=QT_TRANSLATE_NOOP(
            "engine", "Stock"), z=1),
        "trump": ZoneLayout("trump", AT_STOCK, STACK, on="stock", offset=(0.5, 0.0), rotate=90,
                            label=QT_TRANSLATE_NOOP("engine", "Trump card"), z=0),
        "widow": ZoneLayout("widow", AT_DISCARD, ROW, label=QT_TRANSLATE_NOOP("engine", "Widow")),
        "buried": ZoneLayout("buried", AT_DISCARD, STACK, badge=True, label=QT_TRANSLATE_NOOP(
            "engine", "Buried")),
    }
    names = zone_names(num_players, form_of(num_players, options))
    wanted = [p for p in every if any(every[p].matches(z) for z in names)]
    return TableLayout(tuple(every[p] for p in wanted))
