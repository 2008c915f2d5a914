"""Keeping games: the autosave written after every move, and Save As / Open for named games.

Both hold a session snapshot: a saved game in the format of docs/save-format.md (the dict
``Session.snapshot()`` returns; its ``extra`` may carry the setup with seat names and levels).
Writing is atomic (:func:`cardtable.app.saves.write_atomic`), so a crash mid-write leaves the
previous file whole. Reading checks the structure and replays every move
(:func:`cardtable.app.saves.parse` and :func:`~cardtable.app.saves.replay`), so a damaged or edited
file is refused with a :class:`~cardtable.engine.errors.SaveError` that says what is wrong.

A damaged autosave is moved aside (``autosave.json.damaged-1``, ``-2`` ...: never overwriting
an earlier one; kept for a bug report) so the next start is clean; nothing else (preferences, statistics, named saves) is touched. A named
save that fails to open is never moved or changed.
"""

from __future__ import annotations

import json
import logging
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping

from ..engine.errors import SaveError
from ..engine.i18n import QT_TRANSLATE_NOOP, tr
from ..engine.errors import OptionError
from . import backups, paths
from .game_setup import setup_in_extra
from .plugins import Registry
from .saves import SavedGame, decode, parse, read_text, replay, write_atomic

log = logging.getLogger(__name__)

SUFFIX = ".json"


class DamagedAutosave(SaveError):
    """The autosave could not be read; ``kept_as`` is where the damaged file now lies."""

    def __init__(self, message: str, kept_as: Path | None):
        super().__init__(message)
        self.kept_as = kept_as


@dataclass(frozen=True)
class Unfinished:
    """An unfinished game found at start: the snapshot to resume and what it is."""

    snapshot: dict[str, Any]
    saved: SavedGame

    @property
    def game(self) -> str:
        return self.saved.game

    @property
    def moves(self) -> int:
        return len(self.saved.actions)


def _dumps(snapshot: Mapping[str, Any]) -> str:
    try:
        return json.dumps(snapshot, indent=1, ensure_ascii=False)
    except (TypeError, ValueError) as exc:
        raise SaveError(f"the game cannot be written as JSON: {exc}") from None


def read_snapshot(path: str | os.PathLike[str], reg: Registry | None = None, *,
                  verify: bool = True) -> tuple[dict[str, Any], SavedGame]:
    """Read a saved game: the decoded snapshot and its checked :class:`SavedGame`. With
    ``verify`` every move is replayed, so a tampered file fails here with the move named.
    Raises :class:`SaveError` (prefixed with the file name); never writes."""
    p = Path(path)
    text = read_text(p)
    data = decode(text, p)  # bounded: depth, number size, string length (names the file)
    try:
        saved = parse(data)
        if verify:
            replay(saved, reg)
            setup_in_extra(saved.extra, saved.game, saved.num_players)
    except (SaveError, OptionError) as exc:
        raise SaveError(f"{p.name}: {exc}") from None
    return data, saved


# --- named games ------------------------------------------------------------------------------
def save_game(path: str | os.PathLike[str], snapshot: Mapping[str, Any]) -> Path:
    """Save As: write ``snapshot`` to ``path`` (``.json`` added when it has no suffix)."""
    p = Path(path)
    if not p.suffix:
        p = p.with_suffix(SUFFIX)
    parse(dict(snapshot))  # refuse to write something that could not be opened again
    write_atomic(p, _dumps(snapshot))
    return p


def open_game(path: str | os.PathLike[str], reg: Registry | None = None) -> dict[str, Any]:
    """Open: the snapshot of a named save, checked and replayed (raises :class:`SaveError`)."""
    return read_snapshot(path, reg)[0]


# --- the autosave -----------------------------------------------------------------------------
class Autosave:
    """The one autosave file of the app (default: ``paths.autosave_file()``)."""

    def __init__(self, path: str | os.PathLike[str] | None = None, reg: Registry | None = None):
        self.path = Path(path) if path is not None else paths.autosave_file()
        self._reg = reg

    def write(self, snapshot: Mapping[str, Any]) -> None:
        """After every move: replace the autosave with ``snapshot`` (atomic)."""
        write_atomic(self.path, _dumps(snapshot))

    def exists(self) -> bool:
        return self.path.is_file()

    def find(self) -> Unfinished | None:
        """At start: the unfinished game, or None when there is none. A damaged autosave is moved
        aside and reported with :class:`DamagedAutosave` (so the next start does not ask again)."""
        if not self.path.exists():
            return None
        try:
            data, saved = read_snapshot(self.path, self._reg)
        except Exception as exc:  # SaveError; anything else is logged and treated the same
            if not isinstance(exc, SaveError):
                log.exception("reading the autosave %s failed", self.path)
            kept = self._set_aside()
            if kept:
                text = tr(QT_TRANSLATE_NOOP(
                    "engine", "The unfinished game could not be restored: {error}. The file was "
                              "kept as {kept}."), error=exc, kept=kept)
            else:
                text = tr(QT_TRANSLATE_NOOP(
                    "engine", "The unfinished game could not be restored: {error}."), error=exc)
            raise DamagedAutosave(text, kept) from None
        return Unfinished(data, saved)

    def clear(self) -> None:
        """When the game ends or is abandoned: remove the autosave (no error if there is none)."""
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass

    def _set_aside(self) -> Path | None:
        """Keep the damaged autosave as ``autosave.json.damaged-N`` (never overwriting one)."""
        return backups.set_aside(self.path, "damaged")

    def clean_orphans(self) -> list[Path]:
        """At start: remove the temporary files of autosave writes that were killed."""
        return backups.clean_orphans(self.path.parent)
