"""The crash dialog: an unexpected exception in the window never ends in a bare traceback.

:func:`install` sets ``sys.excepthook`` (Qt calls it for an exception raised in a slot, a
timer or an event handler) and ``threading.excepthook``. The exception goes to the log as a
crash report that names no hidden card (:mod:`cardtable.app.crash_report`), and a dialog says
what happened and where the log is; the autosave is left as it is, so the game can be continued.
The player chooses to go on or to quit. A second exception while the dialog is open is only
logged.
"""

from __future__ import annotations

import logging
import sys
import threading
from pathlib import Path
from types import TracebackType
from typing import Callable, Iterable

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from ..app import crash_report

log = logging.getLogger("cardtable.crash")

ExcHook = Callable[[type[BaseException], BaseException, TracebackType | None], None]


def _tr(text: str) -> str:
    return QCoreApplication.translate("Crash", text)


class _Relay(QObject):
    """Carries an exception from another thread to the GUI thread."""

    raised = Signal(object)


class CrashHandler:
    """Logs unexpected exceptions and shows the dialog (one at a time)."""

    def __init__(self, log_path: Path | None, parent: Callable[[], QWidget | None] = lambda: None,
                 secrets: Callable[[], Iterable[str]] = lambda: (),
                 quit_app: Callable[[], None] = QApplication.quit):
        self.log_path = log_path
        self.quit_app = quit_app
        self.parent = parent
        self.secrets = secrets  # the words a report must not show (the cards of the game on)
        self.reports: list[str] = []  # every report logged (tests read them)
        self.box: QMessageBox | None = None
        self.quit_chosen = False
        self._previous: ExcHook | None = None
        self._previous_thread: Callable[..., object] | None = None
        self._relay: _Relay | None = None

    # --- installing -----------------------------------------------------------------------
    def install(self) -> "CrashHandler":
        self._previous = sys.excepthook
        self._previous_thread = threading.excepthook
        self._relay = _Relay()
        self._relay.raised.connect(self._show)
        sys.excepthook = self.handle
        threading.excepthook = self._thread_hook
        return self

    def uninstall(self) -> None:
        if self._previous is not None:
            sys.excepthook = self._previous
        if self._previous_thread is not None:
            threading.excepthook = self._previous_thread

    def _thread_hook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_value is None or isinstance(args.exc_value, SystemExit):
            return
        self.handle(args.exc_type, args.exc_value, args.exc_traceback)

    # --- handling -------------------------------------------------------------------------
    def handle(self, exc_type: type[BaseException], exc: BaseException,
               tb: TracebackType | None) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            self.quit_app()
            return
        if exc.__traceback__ is None and tb is not None:
            exc = exc.with_traceback(tb)
        try:
            words = list(self.secrets())
        except Exception:  # the game itself may be what is broken: hide every card we can
            words = []
        text = crash_report.report(exc, words)
        self.reports.append(text)
        log.critical("unexpected error\n%s", text)
        if threading.current_thread() is threading.main_thread():
            self._show(exc)
        elif self._relay is not None:
            self._relay.raised.emit(exc)

    def _show(self, exc: BaseException) -> None:
        if QApplication.instance() is None or self.box is not None:
            return  # no window to speak in, or already speaking: the log has it
        where = str(self.log_path) if self.log_path else _tr("(no log file could be written)")
        text = _tr("Something went wrong: {error}.\n\nYour game is kept and can be continued "
                   "(it was saved after the last move). The details are in the log:\n{log}"
                   ).format(error=type(exc).__name__, log=where)
        box = QMessageBox(QMessageBox.Icon.Critical, _tr("Card Table: unexpected error"), text,
                          QMessageBox.StandardButton.NoButton, self.parent())
        self.go_on = box.addButton(_tr("&Continue"), QMessageBox.ButtonRole.AcceptRole)
        self.quit_button = box.addButton(_tr("&Quit"), QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(self.go_on)
        box.finished.connect(lambda _=0: self._answered(box))
        self.box = box
        box.open()

    def _answered(self, box: QMessageBox) -> None:
        self.box = None
        if box.clickedButton() is self.quit_button:
            self.quit_chosen = True
            window = self.parent()
            if window is not None:
                window.close()  # quitting keeps the autosave (closing is not abandoning)
            QTimer.singleShot(0, self.quit_app)


def install(log_path: Path | None, parent: Callable[[], QWidget | None] = lambda: None,
            secrets: Callable[[], Iterable[str]] = lambda: (),
            quit_app: Callable[[], None] = QApplication.quit) -> CrashHandler:
    """Install a :class:`CrashHandler` for the app and return it."""
    return CrashHandler(log_path, parent, secrets, quit_app).install()
