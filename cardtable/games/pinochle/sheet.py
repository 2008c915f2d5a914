"""Pinochle's score sheet: meld, counters, rounding, last trick, bid made or set, chips, per side.

The deal rows describe the deal under way once its play has begun, otherwise the last finished
deal (so the sheet shown while the next deal is bid or exchanged is the one just ended). The game
rows hold the totals of a game to a target (or the chips of the three-handed auction).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.i18n import QT_TRANSLATE_NOOP
from ...engine.score_sheet import Cell, PlateNote, ScoreSheet, SheetRow, deal_rows
from .rules import LAST_TRICK, round_points

if TYPE_CHECKING:  # pragma: no cover
    from .state_base import PinochleBase

MADE, SET, CONCEDED = "✓", "✗", "—"


def deal_snapshot(state: "PinochleBase") -> dict[str, Any]:
    """What the sheet needs of a deal, taken when it ends (the lists are never changed again)."""
    return {"deal": state.deal_no + 1, "meld": state.deal_meld, "cards": state.deal_cards,
            "tricks": state.side_tricks, "last": state.last_trick_side, "bid": state.bid,
            "bidder": state.bidder, "scores": state.last_deal, "buried": 0, "made": None}


def _current(state: "PinochleBase") -> dict[str, Any]:
    snap = deal_snapshot(state)
    if state.current_player >= 0:
        snap["scores"] = []
    elif state.declarer >= 0:  # play stopped: each side counts what it has (kept meld, counters)
        snap["scores"] = [state.kept_meld(s) + state.counted_cards(s)
                          for s in range(len(state.ctx.teams))]
    snap["buried"] = getattr(state, "buried_points", 0) if state.current_player < 0 else 0
    snap["made"] = getattr(state, "made", None)
    return snap


def score_sheet(state: "PinochleBase") -> ScoreSheet:
    ctx = state.ctx
    sides = tuple(tuple(t) for t in ctx.teams)
    under_way = state.tricks_played > 0 or state.current_player < 0 or state.prev_deal is None
    snap = _current(state) if under_way else state.prev_deal
    assert snap is not None
    game: tuple[SheetRow, ...]
    if ctx.form == "auction":
        rows = _auction_rows(state, snap)
        game = ()  # the auction game is one deal: its chips are the deal's ("Chips" again said it twice)
        headline = tuple(state.chips)  # type: ignore[attr-defined]  # the plates: chips, all deal long
        match: tuple[tuple[str, Any], ...] = (
            ("kitty", state.kitty_chips),  # type: ignore[attr-defined]
            ("chip_table", ctx.chip_table))
    else:
        rows = _side_rows(state, snap)
        # one deal: the plates count it as it goes (meld and cards taken), then its score
        headline = () if ctx.target_game else tuple(
            snap["scores"] or [m + c for m, c in zip(state.deal_meld, state.deal_cards)])
        game = ()
        match = ()  # one deal: nothing to count ("Deals played: 1" said nothing)
        if ctx.target_game:  # a score pad: the deals before the one above, then the total
            game = (*deal_rows(state.deal_log[:snap["deal"] - 1]),
                    SheetRow(QT_TRANSLATE_NOOP(
                        "engine", "Game total"), tuple(state.totals), total=True))
            match = (("target", state.target), ("deals", state.deals_finished))
    return ScoreSheet(sides, deal=rows, game=game, match=match, deal_number=snap["deal"],
                      finished=state.current_player < 0, headline=headline,
                      plate_notes=plate_notes(state))


BEFORE_MELD = ("", "bid", "forced", "trump", "give", "exchange")  # phases with no meld yet


def plate_notes(state: "PinochleBase") -> tuple[PlateNote | None, ...]:
    """While a deal is played, for the plates: a game to a target (and the three-handed
    auction, whose plates show chips) notes what each side has this deal, meld and card points
    taken, a bidding side against its bid ("117 of 300"); a game of one deal, whose plates
    already count the deal, notes the bid ("Bid 250"). Nothing while bidding or between deals;
    nothing the others cannot see (the cards the bidder buried count at the end)."""
    if state.current_player < 0 or (state.phase in BEFORE_MELD and not state.tricks_played):
        return ()
    ctx = state.ctx
    bidding_side = ctx.team_of[state.bidder] if state.bidder >= 0 and state.bid else -1
    counted = ctx.form == "auction" or ctx.target_game
    out: list[PlateNote | None] = []
    for side in range(len(ctx.teams)):
        points = state.deal_meld[side] + state.deal_cards[side]
        if side == bidding_side:
            out.append((QT_TRANSLATE_NOOP(
                "engine", "{points} of {bid}"), (("points", points), ("bid", state.bid)))
                       if counted else (QT_TRANSLATE_NOOP(
                           "engine", "Bid {bid}"), (("bid", state.bid),)))
        else:
            out.append((QT_TRANSLATE_NOOP(
                "engine", "{points} this deal"), (("points", points),)) if counted else None)
    return tuple(out)


def _last_trick_row(snap: dict[str, Any], nsides: int) -> list[SheetRow]:
    """The last trick's bonus, for the side that took it; no row before the last trick is
    played (a label with no value read as a heading on the sheet shown mid-deal)."""
    if snap["last"] not in range(nsides):
        return []
    return [SheetRow(QT_TRANSLATE_NOOP(
        "engine", "Last trick"), tuple(LAST_TRICK if snap["last"] == s else None
                                             for s in range(nsides)),
                     params=(("points", LAST_TRICK),))]


def _side_rows(state: "PinochleBase", snap: dict[str, Any]) -> tuple[SheetRow, ...]:
    ctx = state.ctx
    nsides = len(ctx.teams)
    meld, cards, tricks = snap["meld"], snap["cards"], snap["tricks"]
    rows = [SheetRow(QT_TRANSLATE_NOOP("engine", "Meld"), tuple(meld))]
    if ctx.form != "two-handed":
        rows.append(SheetRow(QT_TRANSLATE_NOOP("engine", "Meld kept (a trick won)"),
                             tuple(meld[s] if tricks[s] else 0 for s in range(nsides))))
    rows += _last_trick_row(snap, nsides)
    rows.append(SheetRow(QT_TRANSLATE_NOOP(
        "engine", "Card points (with the last trick)"), tuple(cards)))
    if ctx.rounding:
        rows.append(SheetRow(QT_TRANSLATE_NOOP(
            "engine", "Card points rounded"), tuple(round_points(c) for c in cards)))
    if snap["bidder"] >= 0:
        bs = ctx.team_of[snap["bidder"]]
        rows.append(SheetRow(QT_TRANSLATE_NOOP(
            "engine", "Bid"), tuple(snap["bid"] if s == bs else None
                                              for s in range(nsides))))
        scores = snap["scores"]
        if scores:
            made = scores[bs] != -snap["bid"]  # a set side loses its bid
            rows.append(SheetRow(QT_TRANSLATE_NOOP(
                "engine", "Bid made or set"), tuple((MADE if made else SET)
                                                               if s == bs else None
                                                               for s in range(nsides))))
    if snap["scores"]:
        rows.append(SheetRow(QT_TRANSLATE_NOOP(
            "engine", "Deal score"), tuple(snap["scores"]), total=True))
    if state.declarer >= 0 and snap is not state.prev_deal:
        side = ctx.team_of[state.declarer]
        won = state.side_returns[side] == 1.0
        rows.append(SheetRow(QT_TRANSLATE_NOOP(
            "engine", "Declared out"), tuple((MADE if won else SET) if s == side else None
                                                       for s in range(nsides))))
    return tuple(rows)


def _auction_rows(state: "PinochleBase", snap: dict[str, Any]) -> tuple[SheetRow, ...]:
    n = state.num_players
    b = snap["bidder"]
    meld, cards = snap["meld"], snap["cards"]

    def bidder_only(value: Cell) -> tuple[Cell, ...]:
        return tuple(value if s == b else None for s in range(n))

    rows = [SheetRow(QT_TRANSLATE_NOOP(
        "engine", "Bid"), bidder_only(snap["bid"] if b >= 0 else None)),
            SheetRow(QT_TRANSLATE_NOOP("engine", "Meld"), tuple(meld)),
            *_last_trick_row(snap, n),
            SheetRow(QT_TRANSLATE_NOOP(
                "engine", "Card points (with the last trick)"), tuple(cards))]
    made = snap["made"]
    if state.current_player < 0 and b >= 0:
        buried = snap["buried"]
        rows.append(SheetRow(QT_TRANSLATE_NOOP("engine", "Buried cards"), bidder_only(buried)))
        counted = cards[b] + buried
        if state.ctx.rounding:
            counted = round_points(counted)
            rows.append(SheetRow(QT_TRANSLATE_NOOP(
                "engine", "Card points rounded"), bidder_only(counted)))
        rows.append(SheetRow(QT_TRANSLATE_NOOP(
            "engine", "Bidder's total"), bidder_only(meld[b] + counted), total=True))
        how = CONCEDED if state.outcome in ("conceded", "conceded the forced bid") else (
            MADE if made else SET)
        rows.append(SheetRow(QT_TRANSLATE_NOOP(
            "engine", "Bid made, set or conceded"), bidder_only(how)))
        rows.append(SheetRow(QT_TRANSLATE_NOOP(
            "engine", "Chips this deal"), tuple(state.chips), total=True))  # type: ignore[attr-defined]
    return tuple(rows)
