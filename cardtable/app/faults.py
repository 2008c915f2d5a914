"""Whose fault it is: a game plugin's rules that raised, told apart from a computer player's.

A game is plugin code (DESIGN.md: "a broken plugin is reported, never fatal"). When its rules
raise while a game is set up, laid out or played, that is the game's fault, not the computer
player's that happened to be thinking, and trying again will not help: the session, the arena
and the window turn it into :class:`GameFault`, which names the game and the hook, so the table
can close that game cleanly and the arena can report it, while the rest of the app goes on.
"""

from __future__ import annotations

import logging
import traceback
from typing import Any, Callable, TypeVar

from ..engine.errors import CardTableError
from ..engine.i18n import QT_TRANSLATE_NOOP, tr

log = logging.getLogger(__name__)

T = TypeVar("T")

START, LAYOUT, PLAY = "start", "layout", "play"


class GameFault(CardTableError):
    """A game's own code raised where it must not (``hook``: start, layout, play ...).

    ``game`` is the game id, ``error`` the original exception's type and text, ``details`` its
    traceback for the log (never shown in the window: it may name cards)."""

    def __init__(self, game: str, hook: str, error: BaseException):
        self.game = game
        self.hook = hook
        self.error = f"{type(error).__name__}: {_short(error)}"
        self.details = "".join(traceback.format_exception(error))
        super().__init__(tr(QT_TRANSLATE_NOOP("engine", "The game '{game}' failed ({hook}): {error}"), game=game,
                            hook=hook, error=self.error))


    def __reduce__(self) -> tuple[Any, ...]:
        """Picklable (an arena's worker process sends it back): rebuilt as it was."""
        return (_rebuild, (self.game, self.hook, self.error, self.details, str(self)))


def _rebuild(game: str, hook: str, error: str, details: str, message: str) -> GameFault:
    fault = GameFault.__new__(GameFault)
    CardTableError.__init__(fault, message)
    fault.game, fault.hook, fault.error, fault.details = game, hook, error, details
    return fault


def _short(exc: BaseException) -> str:
    text = str(exc)
    return text if len(text) <= 200 else text[:197] + "..."


def guarded(game: str, hook: str, call: Callable[..., T], *args: Any,
            bad_input: bool = True, **kwargs: Any) -> T:
    """``call(*args, **kwargs)``; an exception becomes a :class:`GameFault` of ``game`` in
    ``hook`` (logged with its traceback). With ``bad_input`` the engine's own errors for bad
    input (:class:`CardTableError`: an unknown option, an illegal move) pass as they are; without
    it (the input was checked already) they are the game's fault too."""
    try:
        return call(*args, **kwargs)
    except GameFault:
        raise
    except CardTableError as exc:
        if bad_input:
            raise
        fault = GameFault(game, hook, exc)
        log.error("%s\n%s", fault, fault.details)
        raise fault from exc
    except Exception as exc:
        fault = GameFault(game, hook, exc)
        log.error("%s\n%s", fault, fault.details)
        raise fault from exc


def fault_of(game: str, hook: str, exc: BaseException) -> GameFault:
    """``exc`` as the game's fault (logged), unless it already is one."""
    if isinstance(exc, GameFault):
        return exc
    fault = GameFault(game, hook, exc)
    log.error("%s\n%s", fault, fault.details)
    return fault
