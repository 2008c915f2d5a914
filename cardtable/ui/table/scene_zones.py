"""What the table scene knows of zones and cards apart from the items: which zones take
cards out of play, the sort order of a hand, which entry a move takes, and what the seat plates
show of a score sheet. Shared by the scene's parts (:mod:`.scene`, :mod:`.scene_motion`,
:mod:`.scene_plates`).
"""

from __future__ import annotations

from typing import Any, Sequence

from ...engine.events import HIDDEN
from ...engine.cards import Pack
from ...engine.game import Game
from ...engine.layout import AT_CENTER, SPREAD, TableLayout, ZoneLayout

Entry = tuple[int, bool]


def out_of_play(zone: str) -> bool:
    """A zone a card played or taken goes to: the trick, the middle's pile, cards won, buried,
    removed or burned. (A card taken back into a hand from there — Shithead's pile picked up —
    is in play again.)"""
    return zone in ("trick", "pile", "buried", "removed", "burned") or zone.startswith("won:")


SUIT_ORDER = {"S": 0, "H": 1, "C": 2, "D": 3, "B": 1, "*": 9}  # colours alternate (♠♥♣♦)


def is_middle_pile(zl: ZoneLayout) -> bool:
    """A pile in the middle that cards are played onto and a player may take (Shithead's)."""
    return zl.place == AT_CENTER and zl.arrangement == SPREAD


# per seat, what its name plate shows of the score sheet: the score (None: none) and the note
PlateTexts = dict[int, tuple[str | None, str]]


def rank_order(pack: Pack, ranks: Sequence[str] = ()) -> dict[str, int]:
    """Each rank of ``pack``'s place in a sorted hand: the listed ``ranks`` first, in their order
    (the game's own, lowest first), then the others in the pack's order, jokers last."""
    out = {r: i for i, r in enumerate(ranks)}
    for card in pack.cards:
        if not card.is_joker:
            out.setdefault(card.rank, len(out))
    return out


def take_index(entries: Sequence[Entry], card: int) -> int | None:
    """Index of the entry :meth:`ZoneModel.apply` takes for ``card`` (the same rule)."""
    if card != HIDDEN:
        for i in range(len(entries) - 1, -1, -1):
            if entries[i][0] == card:
                return i
    for i in range(len(entries) - 1, -1, -1):
        if entries[i][0] == HIDDEN:
            return i
    return len(entries) - 1 if entries else None


def table_layout(game: Game, num_players: int, options: dict[str, Any]) -> TableLayout:
    """The game's layout; a game not yet on the typed schema gets the defaults."""
    layout = game.layout(num_players, options)
    return layout if isinstance(layout, TableLayout) else TableLayout()


def plate_texts(sheet: Any, num_players: int) -> PlateTexts:
    """Per seat, what the plates show of the sheet: the score (the sheet's headline, else its
    last total row of the game, else of the deal; None: none) and the note under the name (the
    sheet's plate note, "" for none); every seat of a side shows its side's."""
    values = tuple(getattr(sheet, "headline", ()) or ())
    if not values:
        rows = ([r for r in getattr(sheet, "game", ()) if r.total] or list(getattr(sheet, "game", ()))
                or [r for r in getattr(sheet, "deal", ()) if r.total])
        values = rows[-1].values if rows else ()
    notes = sheet.notes() if getattr(sheet, "plate_notes", ()) else ()
    out: PlateTexts = {}
    for i, side in enumerate(sheet.sides):
        value = values[i] if i < len(values) else None
        note = notes[i] if i < len(notes) else ""
        if value is None and not note:
            continue
        for seat in side:
            if 0 <= seat < num_players:
                out[seat] = (None if value is None else str(value), note)
    return out

