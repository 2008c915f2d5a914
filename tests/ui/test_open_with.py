"""A saved game opened from the desktop: as the argument (Linux, Windows) or an event (macOS)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QFileOpenEvent

from cardtable.ui.app import UsageError, parse_args
from cardtable.ui.file_open import FileOpenFilter


def test_a_saved_game_is_the_one_bare_argument(tmp_path) -> None:
    save = tmp_path / "briscola-7.json"
    save.write_text("{}", encoding="utf-8")
    args, qt = parse_args(["cardtable", str(save), "-platform", "offscreen"])
    assert args.open == str(save) and qt == ["-platform", "offscreen"]
    args, _ = parse_args(["cardtable", "-style", "fusion"])  # a Qt option's value is not a file
    assert args.open is None


def test_a_missing_saved_game_or_a_second_word_is_a_usage_error(tmp_path) -> None:
    with pytest.raises(UsageError, match="no such saved game"):
        parse_args(["cardtable", str(tmp_path / "gone.json")])
    with pytest.raises(UsageError, match="unrecognized arguments"):
        parse_args(["cardtable", "one", "two"])
    save = tmp_path / "g.json"
    save.write_text("{}", encoding="utf-8")
    with pytest.raises(UsageError, match="on its own"):
        parse_args(["cardtable", str(save), "--game", "briscola"])


def test_the_macos_open_event_reaches_the_window(qapp) -> None:
    opened: list[str] = []
    watcher = FileOpenFilter(opened.append)
    target = QObject()
    target.installEventFilter(watcher)
    QCoreApplication.sendEvent(target, QFileOpenEvent("/Users/me/game.json"))
    assert opened == ["/Users/me/game.json"]
