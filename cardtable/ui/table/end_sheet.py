"""The end-of-game sheet for any game, built-in or a third-party plugin, from what every game
has: its score sheet and its result. A plugin whose sheet has no rows, or fails, gets the
engine's own result row (each side's points); the sentence under it comes from the result's
returns where the game says none (:meth:`TableFlow._result_sentence`). No game's name appears
here.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ...engine.score_sheet import ScoreSheet
from ...engine.state import State


def final_sheet(state: Any, sheet: ScoreSheet | None) -> ScoreSheet | None:
    """``sheet`` (the game's own at its end) made whole for the end-of-game view: the engine's
    default sheet where there is none, and the result's points as the game's row where the
    sheet has no game rows. None only when the game has no result either."""
    try:
        default = State.score_sheet(state)  # the engine's: each side's result points
    except Exception:  # a plugin whose result fails: its own sheet, as it is
        return sheet
    if sheet is None:
        return default
    if sheet.deal or sheet.game or not default.game \
            or tuple(sheet.sides) != tuple(default.sides):  # (its columns are not the teams)
        return sheet if sheet.finished or not state.is_terminal else replace(sheet, finished=True)
    return replace(sheet, game=default.game, finished=True)


def winners(state: Any) -> list[int]:
    """The seats with the best return, where not everyone has it (empty: a draw, or no
    result)."""
    try:
        returns = list(state.result().returns)
    except Exception:
        return []
    best = max(returns) if returns else 0
    won = [i for i, r in enumerate(returns) if r == best]
    return [] if len(won) == len(returns) else won
