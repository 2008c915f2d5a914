"""Where Card Table keeps its files: preferences, statistics, the autosave and saved games.

The folders are the platform's usual ones (platformdirs: ``~/.config/cardtable`` and
``~/.local/share/cardtable`` on Linux, ``~/Library/Application Support/cardtable`` on macOS,
``%LOCALAPPDATA%\\cardtable`` on Windows). Setting the environment variable ``CARDTABLE_HOME``
puts everything under that one folder instead (``config/`` and ``data/``), which is how the tests
and a portable install keep the user's real files untouched. Nothing is created until a file is
written.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP = "cardtable"
HOME_ENV = "CARDTABLE_HOME"


def _home() -> Path | None:
    value = os.environ.get(HOME_ENV, "").strip()
    return Path(value).expanduser() if value else None


def config_dir() -> Path:
    """The preferences folder."""
    home = _home()
    return home / "config" if home else Path(platformdirs.user_config_dir(APP, appauthor=False))


def data_dir() -> Path:
    """The folder for statistics, the autosave and (by default) saved games."""
    home = _home()
    return home / "data" if home else Path(platformdirs.user_data_dir(APP, appauthor=False))


def settings_file() -> Path:
    return config_dir() / "settings.json"


def stats_file() -> Path:
    return data_dir() / "statistics.sqlite"


def autosave_file() -> Path:
    return data_dir() / "autosave.json"


def saves_dir() -> Path:
    """Where the Save As dialog starts (the user may save anywhere)."""
    return data_dir() / "saves"


def log_dir() -> Path:
    """The log folder (platformdirs' user log folder; ``logs/`` under ``CARDTABLE_HOME``)."""
    home = _home()
    return home / "logs" if home else Path(platformdirs.user_log_dir(APP, appauthor=False))


def log_file() -> Path:
    return log_dir() / "cardtable.log"
