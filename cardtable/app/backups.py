"""Keeping a file the app cannot use, and cleaning up after a write that was killed.

A damaged preferences file, autosave or statistics database is never deleted: it is moved aside
to a numbered backup beside it (``settings.json.corrupt-1``, then ``-2`` ...), and a backup
already there is never overwritten, so a second damage keeps the first. The player is told once
where it went (by the caller, which has the window).

Atomic writes (:func:`cardtable.app.saves.write_atomic`) go through a temporary file
``.<name>.<random>.tmp`` beside the target; a write killed before its rename leaves one behind.
:func:`clean_orphans` removes those at the next start (only ones old enough that no write can
still be using them).
"""

from __future__ import annotations

import logging
import os
import time
from pathlib import Path

log = logging.getLogger(__name__)

MAX_BACKUPS = 10_000  # numbers tried before giving up (a folder full of backups)
ORPHAN_AGE = 60.0  # seconds: a temporary file older than this is no write's any more


def numbered(path: Path, tag: str) -> Path:
    """The first ``<name>.<tag>-N`` beside ``path`` that does not exist yet."""
    for n in range(1, MAX_BACKUPS + 1):
        candidate = path.with_name(f"{path.name}.{tag}-{n}")
        if not os.path.lexists(candidate):
            return candidate
    raise OSError(f"too many backups of {path.name}")


def set_aside(path: str | os.PathLike[str], tag: str = "corrupt",
              companions: tuple[str, ...] = ()) -> Path | None:
    """Move ``path`` to a new numbered backup (never overwriting one) and return it; None when it
    could not be moved (it stays where it is, untouched). ``companions``: suffixes of side files
    that go with it under the same number (SQLite's ``-journal``, ``-wal``)."""
    p = Path(path)
    for _ in range(5):  # another process may take the same number between check and move
        try:
            target = numbered(p, tag)
        except OSError as exc:
            log.warning("cannot keep %s: %s", p, exc)
            return None
        try:
            os.link(p, target)  # fails if the target exists: no backup is ever overwritten
        except FileExistsError:
            continue
        except OSError:  # a file system without hard links: rename, checked just before
            try:
                if os.path.lexists(target):
                    continue
                os.rename(p, target)
            except OSError as exc:
                log.warning("cannot keep %s as %s: %s", p, target, exc)
                return None
        else:
            try:
                os.unlink(p)
            except OSError as exc:
                log.warning("kept %s as %s but cannot remove it: %s", p, target, exc)
        for suffix in companions:
            side = p.with_name(p.name + suffix)
            if side.exists():
                try:
                    os.replace(side, target.with_name(target.name + suffix))
                except OSError:
                    pass
        log.warning("kept %s as %s", p, target)
        return target
    return None


def keep_copy(path: str | os.PathLike[str], tag: str = "corrupt") -> Path | None:
    """Copy ``path`` (which stays in use) to a new numbered backup, unless a backup with the
    same bytes is there already (the same file found again at the next start); returns the
    backup (new or found), or None when it could not be written."""
    p = Path(path)
    try:
        data = p.read_bytes()
    except OSError:
        return None
    for n in range(1, MAX_BACKUPS + 1):
        candidate = p.with_name(f"{p.name}.{tag}-{n}")
        if not os.path.lexists(candidate):
            break
        try:
            if candidate.stat().st_size == len(data) and candidate.read_bytes() == data:
                return candidate
        except OSError:
            continue
    for _ in range(5):
        try:
            target = numbered(p, tag)
            with open(target, "xb") as fh:  # "x": never over an existing file
                fh.write(data)
            log.warning("kept a copy of %s as %s", p, target)
            return target
        except FileExistsError:
            continue
        except OSError as exc:
            log.warning("cannot keep a copy of %s: %s", p, exc)
            return None
    return None


def temp_prefix(target: Path) -> str:
    """The name start of an atomic write's temporary file for ``target``."""
    return f".{target.name}."


TEMP_SUFFIX = ".tmp"


def clean_orphans(folder: str | os.PathLike[str], older_than: float = ORPHAN_AGE) -> list[Path]:
    """Remove the temporary files of killed atomic writes in ``folder`` (``.<name>.*.tmp``
    last changed more than ``older_than`` seconds ago); returns those removed. A folder that
    does not exist or cannot be listed is left alone."""
    removed: list[Path] = []
    now = time.time()
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        name = entry.name
        if not (name.startswith(".") and name.endswith(TEMP_SUFFIX) and name.count(".") >= 3):
            continue
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            if now - entry.stat(follow_symlinks=False).st_mtime < older_than:
                continue
            os.unlink(entry.path)
            removed.append(Path(entry.path))
        except OSError:
            continue
    if removed:
        log.info("removed %d temporary file(s) of interrupted writes in %s", len(removed), folder)
    return removed
