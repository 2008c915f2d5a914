"""Saved games opened from the desktop: macOS delivers them as events, not arguments.

On Linux and Windows a saved game double-clicked (or dropped on the launcher) reaches the app as
its argument (``cardtable game.json``, :func:`cardtable.ui.app.parse_args`). macOS instead starts
the app, or finds it running, and sends a ``QFileOpenEvent``; the ``.app`` declares saved games
as a document type (``packaging/macos/Info.plist.in``). :class:`FileOpenFilter`, installed on the
application, hands each such file to the window's Open.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFileOpenEvent


class FileOpenFilter(QObject):
    """Calls ``open_file(path)`` for every file the system asks the app to open."""

    def __init__(self, open_file: Callable[[str], object], parent: QObject | None = None):
        super().__init__(parent)
        self.open_file = open_file

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            path = event.file()
            if path:
                self.open_file(path)
                return True
        return super().eventFilter(watched, event)


__all__ = ["FileOpenFilter"]
