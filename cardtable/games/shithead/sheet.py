"""Shithead's score sheet and per-game result.

A Shithead "deal" is one game of a series: the sheet's deal rows describe the game under way or,
until the next game's first action (a series deals the next game at once) and at the end, the
game just finished: the places (the order players went out; with ``last-one-loses`` the Shithead
is last), the cards each still held, and who lost it. The game rows are the series tally: games
lost (the score, as in ``Result.points``) and games won. ``match`` holds the series length, the
games played and the drawn games.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.i18n import QT_TRANSLATE_NOOP, Seats, second_person, tr
from ...engine.score_sheet import Cell, ScoreSheet, SheetRow
from ...engine.state import TERMINAL, Result

if TYPE_CHECKING:  # pragma: no cover
    from .state import ShitheadState

second_person(QT_TRANSLATE_NOOP(
    "engine", "Game {game}: {seat} is the Shithead"), QT_TRANSLATE_NOOP("engine", "Game {game}: You are the Shithead"))
second_person(QT_TRANSLATE_NOOP(
    "engine", "Game {game} won by {seat}"), QT_TRANSLATE_NOOP("engine", "Game {game}: You won"))
MARK = "✓"


def score_sheet(state: "ShitheadState") -> ScoreSheet:
    n = state.num_players
    ctx = state.ctx
    over = state.current_player == TERMINAL
    g = state.last_game
    ended = bool(g) and (over or state.moves == 0)
    if ended:
        number, finished, lost, drawn = g["game"], g["finished"], g["lost"], g["drawn"]
        left = g["left"]
    else:
        number, finished, lost, drawn = state.game_no + 1, state.finished, [], False
        left = [len(state.hands[s]) + len(state.up[s]) + len(state.down[s]) for s in range(n)]
    places: list[Cell] = [None] * n
    for i, s in enumerate(finished):
        places[s] = i + 1
    if ended and not drawn and ctx.last_one_loses:
        places[lost[0]] = n
    deal = [SheetRow(QT_TRANSLATE_NOOP(
        "engine", "Place"), tuple(places)), SheetRow(QT_TRANSLATE_NOOP("engine", "Cards left"), tuple(left))]
    if ended:
        if drawn:
            deal.append(SheetRow(QT_TRANSLATE_NOOP(
                "engine", "Drawn at the move cap ({cap} actions)"), (None,) * n,
                                 (("cap", ctx.move_cap),)))
        else:
            label = QT_TRANSLATE_NOOP(
                "engine", "The Shithead") if ctx.last_one_loses else QT_TRANSLATE_NOOP("engine", "Lost the game")
            deal.append(SheetRow(label, tuple(MARK if s in lost else None for s in range(n))))
    # One game: its own rows say who lost, and the plates show no tally of 0s ("Games lost 0").
    game = (SheetRow(QT_TRANSLATE_NOOP("engine", "Games lost"), tuple(state.losses), total=True),
            SheetRow(QT_TRANSLATE_NOOP(
                "engine", "Games won"), tuple(state.wins))) if ctx.series > 1 else ()
    played = state.game_no + (1 if over else 0)
    # one game: no series to count ("Games in the series: 1 · Games played: 1" said nothing)
    counts = (("series", ctx.series), ("played", played)) if ctx.series > 1 else ()
    match = counts + (("drawn", state.draws),
                      ("ending", "last-one-loses" if ctx.last_one_loses else "first-out"))
    # One game has no score to show on the plates: its own "lost the game +1" read there as a
    # point won ("Computer 2 1" beside "You 0" when the person had won); a series shows losses.
    headline: tuple[Cell, ...] = ("",) * n if ctx.series == 1 else ()
    return ScoreSheet(tuple((s,) for s in range(n)), tuple(deal), game, match, number, over,
                      headline=headline)


def deal_result(state: "ShitheadState") -> Result | None:
    """The last finished game alone: 1.0 for the seats that did not lose it, 0.0 for those that
    did (0.5 each when it was drawn); points: 1 per game lost."""
    g = state.last_game
    if not g:
        return None
    n = state.num_players
    lost = g["lost"]
    if g["drawn"]:
        returns = (0.5,) * n
    else:
        returns = tuple(0.0 if s in lost else 1.0 for s in range(n))
    points = tuple(1 if s in lost else 0 for s in range(n))

    def summary() -> str:
        if g["drawn"]:
            return tr(QT_TRANSLATE_NOOP(
                "engine", "Game {game} drawn at the move cap"), game=g["game"])
        if state.ctx.last_one_loses:
            return tr(QT_TRANSLATE_NOOP(
                "engine", "Game {game}: {seat} is the Shithead"), game=g["game"], seat=Seats((lost[0],)))
        return tr(QT_TRANSLATE_NOOP(
            "engine", "Game {game} won by {seat}"), game=g["game"], seat=Seats((g["finished"][0],)))
    return Result(returns, points, summary)
