"""Pishti's score sheet and per-deal result: what a deal scored, row by row, and the game so far.

A :class:`DealRecord` is made when a deal ends (at most once per deal, off the hot path); clones
share it. The card-point rows are filled only for a finished deal: during a deal they would give
away the face-down cards only their capturer saw.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from ...engine.i18n import QT_TRANSLATE_NOOP, tr
from ...engine.score_sheet import Cell, ScoreSheet, SheetRow, deal_rows
from ...engine.state import TERMINAL, Result

if TYPE_CHECKING:  # pragma: no cover
    from .rules import Context

# A deal's tally: per side (side 0's first) the points scored during play by kind, and the count
# of pishtis (true and accepted claims included).
PLAIN_PISHTI = 0  # a pishti made with a card of the same rank
JACK_PISHTI = 1   # a pishti made with a jack (on a single card or on a jack)
BLUFF_POINTS = 2  # Bluff Pishti: an accepted claim (10), a true challenged claim or a caught bluff (20)
PISHTI_COUNT = 3
TALLY = 4  # entries per side


class DealRecord:
    """A finished deal: its number (from 1), points per side, the captured cards per side (None
    when a pishti ended the game in the middle of the deal: the cards were not counted), the
    tally of points scored in play, and the history length when it ended. ``won`` and ``tally``
    are the state's own lists, not copies: a new deal makes new lists, so they never change once
    the deal is over (clones and determinized worlds copy theirs)."""

    __slots__ = ("number", "points", "won", "tally", "at")

    def __init__(self, number: int, points: tuple[int, ...], won: Sequence[Sequence[int]] | None,
                 tally: Sequence[int], at: int):
        self.number = number
        self.points = points
        self.won = won
        self.tally = tally
        self.at = at

    @property
    def mid_deal(self) -> bool:
        return self.won is None


def _card_rows(ctx: "Context", won: Sequence[Sequence[int]]) -> list[SheetRow]:
    text = ctx.pack.text_of
    counts = [len(w) for w in won]
    most = tuple(3 if counts[s] > counts[1 - s] else 0 for s in (0, 1))

    def points(test) -> tuple[int, ...]:
        return tuple(sum(ctx.points[c] for c in w if test(text[c])) for w in won)

    return [SheetRow(QT_TRANSLATE_NOOP("engine", "Cards captured"), tuple(counts)),
            SheetRow(QT_TRANSLATE_NOOP("engine", "Most cards"), most),
            SheetRow(QT_TRANSLATE_NOOP("engine", "Ten of diamonds"), points(lambda t: t == "10D")),
            SheetRow(QT_TRANSLATE_NOOP("engine", "Two of clubs"), points(lambda t: t == "2C")),
            SheetRow(QT_TRANSLATE_NOOP("engine", "Aces"), points(lambda t: t[0] == "A")),
            SheetRow(QT_TRANSLATE_NOOP("engine", "Jacks"), points(lambda t: t[0] == "J"))]


class SheetMixin:
    """Mixin of :class:`~.state.PishtiState`: score sheet, deals finished, per-deal result."""

    __slots__ = ()
    ctx: "Context"
    record: DealRecord | None
    history: list[str]
    num_players: int
    current_player: int
    scores: list[int]
    deal_points: list[int]
    deal_no: int
    deal_log: tuple[tuple[int, ...], ...]
    tally: list[int]
    won: list[list[int]]
    secret: dict[int, int]

    @property
    def pishtis(self) -> list[int]:
        """Pishtis per side in this deal (accepted and true claims too)."""
        tally = self.tally
        return [tally[TALLY * s + PISHTI_COUNT] for s in range(len(self.ctx.teams))]

    @property
    def last_deal(self) -> list[int]:
        """Points per side of the last finished deal ([] before the first ends)."""
        return list(self.record.points) if self.record is not None else []

    @property
    def ended_mid_deal(self) -> bool:
        """Whether a pishti ended the game in the middle of a deal (option end_on_pishti)."""
        return self.record is not None and self.record.mid_deal and self.current_player == TERMINAL

    @property
    def deals_finished(self) -> int:
        return self.record.number if self.record is not None else 0

    def deal_result(self) -> Result | None:
        """The last finished deal: points per seat are its side's deal points; the side that
        scored more in the deal wins it (0.5 each on equal points)."""
        rec = self.record
        if rec is None:
            return None
        ctx = self.ctx
        a, b = rec.points
        sides = (0.5, 0.5) if a == b else (1.0, 0.0) if a > b else (0.0, 1.0)
        returns = tuple(sides[ctx.side[s]] for s in range(self.num_players))
        points = tuple(rec.points[ctx.side[s]] for s in range(self.num_players))
        number = rec.number
        return Result(returns, points,
                      lambda: tr(QT_TRANSLATE_NOOP(
                          "engine", "Deal {deal}: {points} points to {other}"), deal=number,
                                 points=a, other=b))

    def score_sheet(self) -> ScoreSheet:
        """The deal just ended (or under way, without the card points, which come at its end)
        and the game so far. ``match``: the target (0: one deal), whether it must be exceeded,
        the deals played."""
        ctx = self.ctx
        rec = self.record
        ended = rec is not None and rec.at == len(self.history)
        if ended:
            assert rec is not None
            number, points, tally, won = rec.number, rec.points, rec.tally, rec.won
        else:
            number, points, tally = self.deal_no + 1, tuple(self.deal_points), self.tally
            won = None
        rows: list[SheetRow] = []
        if won is not None:
            rows.extend(_card_rows(ctx, won))
        else:
            empty: tuple[Cell, ...] = (None, None)
            rows.append(SheetRow(QT_TRANSLATE_NOOP(
                "engine", "Cards captured"), tuple(len(w) for w in self.won)))
            rows.extend(SheetRow(label, empty) for label in (
                QT_TRANSLATE_NOOP(
                    "engine", "Most cards"), QT_TRANSLATE_NOOP("engine", "Ten of diamonds"), QT_TRANSLATE_NOOP("engine", "Two of clubs"), QT_TRANSLATE_NOOP("engine", "Aces"),
                QT_TRANSLATE_NOOP("engine", "Jacks")))
        sides = range(len(ctx.teams))
        rows.append(SheetRow(QT_TRANSLATE_NOOP(
            "engine", "Pishtis"), tuple(tally[TALLY * s + PLAIN_PISHTI] for s in sides)))
        rows.append(SheetRow(QT_TRANSLATE_NOOP("engine", "Jack pishtis"),
                             tuple(tally[TALLY * s + JACK_PISHTI] for s in sides)))
        if ctx.bluff:
            rows.append(SheetRow(QT_TRANSLATE_NOOP("engine", "Bluff Pishti"),
                                 tuple(tally[TALLY * s + BLUFF_POINTS] for s in sides)))
        rows.append(SheetRow(QT_TRANSLATE_NOOP(
            "engine", "Deal {deal}"), points, (("deal", number),), total=True))
        scores = tuple(self.scores)
        # One deal (no target): the deal's total is the game's; "Before this deal 0 / Game
        # total" under it said it twice. The plates then show the deal's total. A game to a
        # target lists the deals before the one above, as a score pad does, then the total.
        game = [*deal_rows(self.deal_log[:number - 1]),
                SheetRow(QT_TRANSLATE_NOOP(
                    "engine", "Game total"), scores, total=True)] if ctx.target else []
        if ctx.target:
            need = ctx.target + (1 if ctx.target_strict else 0)
            label = QT_TRANSLATE_NOOP(
                "engine", "Still needed to pass {target}") if ctx.target_strict \
                else QT_TRANSLATE_NOOP("engine", "Still needed for {target}")
            game.append(SheetRow(label, tuple(max(0, need - s) for s in scores),
                                 (("target", ctx.target),)))
        match: tuple[tuple[str, Any], ...] = (("target", ctx.target),
                                               ("target_strict", ctx.target_strict))
        if ctx.target:  # one deal: no deals to count ("Deals played: 1" said nothing)
            match += (("deals_played", rec.number if rec is not None else 0),)
        # The plates count the card points of the cards captured so far, as they are taken (they
        # stayed at the pishtis alone until the deal ended): only cards every seat saw, so a
        # plate tells nobody the points of a card taken face down; the rest, and the 3 for most
        # cards, join at the deal's end.
        headline: tuple[Cell, ...] = ()
        if not ended:
            base = scores if ctx.target else tuple(points)
            headline = tuple(base[s] + self.public_card_points(s) for s in sides)
        return ScoreSheet(tuple(tuple(t) for t in ctx.teams), tuple(rows), tuple(game), match,
                          number, self.current_player == TERMINAL, headline=headline)

    def public_card_points(self, side: int) -> int:
        """The card points of ``side``'s captured cards this deal that every seat saw."""
        pts, secret = self.ctx.points, self.secret
        return sum(pts[c] for c in self.won[side] if c not in secret)
