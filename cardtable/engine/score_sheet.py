"""The common score sheet: rows (a translatable label with parameters) by sides (values).

Every game fills one after each deal and for the game so far; the table shows it line by line at
the end of a deal, and the statistics read it. Values are numbers or short texts (``"✓"``); None
leaves a cell empty.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from .i18n import QT_TRANSLATE_NOOP, tr

Cell = int | float | str | None
PlateNote = tuple[str, tuple[tuple[str, Any], ...]]  # a text key and its fields

# Labels of the ``match`` keys the games use (a game's own key is shown with its words).
MATCH_LABELS = {
    "target": QT_TRANSLATE_NOOP("engine", "Target: {value}"),
    "deals_to_win": QT_TRANSLATE_NOOP("engine", "Deals to win: {value}"),
    "deals": QT_TRANSLATE_NOOP("engine", "Deals played: {value}"),
    "deals_played": QT_TRANSLATE_NOOP("engine", "Deals played: {value}"),
    "kitty": QT_TRANSLATE_NOOP("engine", "Kitty: {value}"),
    "series": QT_TRANSLATE_NOOP("engine", "Games in the series: {value}"),
    "played": QT_TRANSLATE_NOOP("engine", "Games played: {value}"),
    "drawn": QT_TRANSLATE_NOOP("engine", "Drawn games: {value}"),
}


@dataclass(frozen=True, slots=True)
class SheetRow:
    """One line: ``label`` is an ``QT_TRANSLATE_NOOP``-marked key, formatted with ``params`` when shown."""

    label: str
    values: tuple[Cell, ...]
    params: tuple[tuple[str, Any], ...] = ()
    total: bool = False  # a total line (drawn bold, under a rule)

    def text(self) -> str:
        return tr(self.label, **dict(self.params))

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"label": self.label, "values": list(self.values)}
        if self.params:
            out["params"] = dict(self.params)
        if self.total:
            out["total"] = True
        return out


PAD_LINES = 8  # the most deals a score sheet lists one by one


def deal_rows(points: Sequence[Sequence[int]]) -> list[SheetRow]:
    """A score pad's lines for a game of several deals: "Deal 1", "Deal 2", … with what each
    deal scored per side (``points``, in order from the first deal). A long game's first deals
    are added up on one line ("Deals 1–5"), so the sheet keeps to ``PAD_LINES`` lines."""
    rows = [SheetRow(QT_TRANSLATE_NOOP("engine", "Deal {deal}"), tuple(p), (("deal", i + 1),))
            for i, p in enumerate(points)]
    if len(rows) <= PAD_LINES:
        return rows
    early = len(rows) - PAD_LINES + 1
    sums = tuple(sum(col) for col in zip(*points[:early]))
    return [SheetRow(QT_TRANSLATE_NOOP(
        "engine", "Deals 1–{last}"), sums, (("last", early),)), *rows[early:]]


@dataclass(frozen=True)
class ScoreSheet:
    """``sides``: the seats of each side (one column each). ``deal``: the rows of the deal just
    ended (or under way); ``game``: the rows of the game so far (totals, deals won, chips).
    ``match``: the state of the match as (key, value) pairs, e.g. ("target", 101).
    ``headline``: the one score per side the table shows on the players' name plates."""

    sides: tuple[tuple[int, ...], ...]
    deal: tuple[SheetRow, ...] = ()
    game: tuple[SheetRow, ...] = ()
    match: tuple[tuple[str, Any], ...] = ()
    deal_number: int = 0
    finished: bool = False  # the game is over
    side_labels: tuple[str, ...] = field(default=())
    # What each side's name plate shows now (one value per side); empty: the last total row of
    # the game, else of the deal.
    headline: tuple[Cell, ...] = ()
    # A line under each side's name on its plates while a deal is played, in place of the cards
    # left ("117 of 300", "40 this deal"): an ``QT_TRANSLATE_NOOP``-marked text and its fields per side, or
    # None for a side with nothing to say; empty: the plates count the cards in hand.
    plate_notes: tuple[PlateNote | None, ...] = ()

    def notes(self) -> tuple[str, ...]:
        """The plate notes in words, one per side ("" where a side has none)."""
        return tuple(tr(n[0], **dict(n[1])) if n else "" for n in self.plate_notes)

    def labels(self) -> tuple[str, ...]:
        """Column headings: "Seat 1", "Seats 1 + 3" (translated)."""
        if self.side_labels:
            return self.side_labels
        out = []
        for seats in self.sides:
            if len(seats) == 1:
                out.append(tr(QT_TRANSLATE_NOOP("engine", "Seat {n}"), n=seats[0] + 1))
            else:
                out.append(tr(QT_TRANSLATE_NOOP("engine", "Seats {list}"), list=" + ".join(str(s + 1) for s in seats)))
        return tuple(out)

    def match_lines(self) -> list[str]:
        """The match state in words ("Target: 101", "Deals played: 3"), for numbers that are set."""
        out = []
        for key, value in self.match:
            if isinstance(value, bool) or not isinstance(value, int) or not value:
                continue
            label = MATCH_LABELS.get(key)
            out.append(tr(label, value=value) if label
                       else f"{tr(key.replace('_', ' ').capitalize())}: {value}")
        return out

    def to_json(self) -> dict[str, Any]:
        return {"sides": [list(s) for s in self.sides], "deal": [r.to_json() for r in self.deal],
                "game": [r.to_json() for r in self.game], "match": dict(self.match),
                "deal_number": self.deal_number, "finished": self.finished}
