"""Logging set up once at start: a rotating log file in the user's log folder.

The log is what a player can attach to a bug report and what the crash dialog points at. It
goes to ``paths.log_file()`` (platformdirs' user log folder, e.g. ``~/.local/state/cardtable/log``
on Linux), at most :data:`MAX_BYTES` per file with :data:`BACKUPS` older files kept
(``cardtable.log.1`` ...). ``--verbose`` also writes it to the console, with debug messages. A
log folder that cannot be written leaves logging on the console only; it never stops the app.
The file is made at the first message: a run that logs nothing (a picture) leaves no trace.
"""

from __future__ import annotations

import logging
import logging.handlers
import sys
from pathlib import Path

from . import paths

MAX_BYTES = 1_000_000
BACKUPS = 3
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
_OURS = "_cardtable_handler"


def setup(verbose: bool = False, path: Path | None = None) -> Path | None:
    """Configure the root logger (again: a second call replaces what the first set up).
    Returns the log file, or None when it could not be opened."""
    root = logging.getLogger()
    for handler in list(root.handlers):
        if getattr(handler, _OURS, False):
            root.removeHandler(handler)
            handler.close()
    root.setLevel(logging.DEBUG if verbose else logging.INFO)
    formatter = logging.Formatter(FORMAT)
    target = path or paths.log_file()
    written: Path | None = None
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        file_handler = logging.handlers.RotatingFileHandler(
            target, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8", delay=True)
    except OSError as exc:
        print(f"cardtable: cannot write the log {target}: {exc}", file=sys.stderr)
    else:
        file_handler.setFormatter(formatter)
        file_handler.setLevel(logging.DEBUG if verbose else logging.INFO)
        setattr(file_handler, _OURS, True)
        root.addHandler(file_handler)
        written = target
    if verbose:
        console = logging.StreamHandler(sys.stderr)
        console.setFormatter(formatter)
        console.setLevel(logging.DEBUG)
        setattr(console, _OURS, True)
        root.addHandler(console)
    return written
