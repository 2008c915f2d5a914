"""The crash dialog: an unexpected exception in the window never ends in a bare traceback.

:func:`install` sets ``sys.excepthook`` (Qt calls it for an exception raised in a slot, a
timer or an event handler) and ``threading.excepthook``. The exception goes to the log as a
crash report that names no hidden card (:mod:`cardtable.app.crash_report`), and a dialog says
what happened and where the log is; the autosave is left as it is, so the game can be continued.
The dialog says the game is kept only when it is (``game_kept``: an autosaved game, of this
session or one waiting from an earlier one); with no game in progress it says that nothing is
lost, and a game that could not be saved is not promised back. The player chooses to go on or
to quit. A second exception while the dialog is open is only logged.
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
from ..app.faults import GameFault

log = logging.getLogger("cardtable.crash")

ExcHook = Callable[[type[BaseException], BaseException, TracebackType | None], None]

# what ``game_kept()`` answers: a game is saved and can be continued; no game is in progress;
# a game is in progress but its autosave is missing (it could not be written, or a picture)
KEPT, NO_GAME, NOT_KEPT = "kept", "none", "not kept"


class _Relay(QObject):
    """Carries an exception from another thread to the GUI thread."""

    raised = Signal(object)


class CrashHandler:
    """Logs unexpected exceptions and shows the dialog (one at a time)."""

    def __init__(self, log_path: Path | None, parent: Callable[[], QWidget | None] = lambda: None,
                 secrets: Callable[[], Iterable[str]] = lambda: (),
                 quit_app: Callable[[], None] = QApplication.quit,
                 on_game_fault: Callable[[GameFault], None] | None = None,
                 game_kept: Callable[[], str] = lambda: NO_GAME):
        self.log_path = log_path
        self.game_kept = game_kept  # KEPT, NO_GAME or NOT_KEPT, asked when the dialog shows
        self.quit_app = quit_app
        # a game plugin's failure that reached the event loop (the table reading a broken
        # game): the window closes that game with its message instead of the crash dialog
        self.on_game_fault = on_game_fault
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
        fault = _game_fault_in(exc)
        if fault is not None and self.on_game_fault is not None \
                and threading.current_thread() is threading.main_thread():
            log.error("a game failed\n%s", text)
            try:
                self.on_game_fault(fault)
                return
            except Exception:  # closing it failed too: the crash dialog after all
                log.exception("closing the failed game failed")
        log.log(logging.CRITICAL, "unexpected error\n%s", text)  # (the log: not shown)
        if threading.current_thread() is threading.main_thread():
            self._show(exc)
        elif self._relay is not None:
            self._relay.raised.emit(exc)

    def _show(self, exc: BaseException) -> None:
        if QApplication.instance() is None or self.box is not None:
            return  # no window to speak in, or already speaking: the log has it
        translate = QCoreApplication.translate  # (lupdate reads each call's literal text)
        where = str(self.log_path) if self.log_path else translate(
            "CrashHandler", "(no log file could be written)")
        try:
            kept = self.game_kept()
        except Exception:  # the window may be what is broken: promise nothing
            kept = NOT_KEPT
        if kept == KEPT:
            text = translate(
                "CrashHandler", "Something went wrong: {error}.\n\nYour game is kept and can be "
                "continued (it was saved after the last move). The details are in the log:\n{log}")
        elif kept == NO_GAME:
            text = translate(
                "CrashHandler", "Something went wrong: {error}.\n\nNo game was in progress, so "
                "nothing is lost. The details are in the log:\n{log}")
        else:
            text = translate(
                "CrashHandler", "Something went wrong: {error}.\n\nThe game on the table could "
                "not be saved. The details are in the log:\n{log}")
        text = text.format(error=type(exc).__name__, log=where)
        box = QMessageBox(QMessageBox.Icon.Critical,
                          translate("CrashHandler", "Card Table: unexpected error"), text,
                          QMessageBox.StandardButton.NoButton, self.parent())
        self.go_on = box.addButton(translate("CrashHandler", "&Continue"),
                                   QMessageBox.ButtonRole.AcceptRole)
        self.quit_button = box.addButton(translate("CrashHandler", "&Quit"),
                                         QMessageBox.ButtonRole.DestructiveRole)
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


def _game_fault_in(exc: BaseException) -> GameFault | None:
    """The :class:`GameFault` ``exc`` is or was raised from, if any."""
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        if isinstance(current, GameFault):
            return current
        seen.add(id(current))
        current = current.__cause__ or current.__context__
    return None


def install(log_path: Path | None, parent: Callable[[], QWidget | None] = lambda: None,
            secrets: Callable[[], Iterable[str]] = lambda: (),
            quit_app: Callable[[], None] = QApplication.quit,
            on_game_fault: Callable[[GameFault], None] | None = None,
            game_kept: Callable[[], str] = lambda: NO_GAME) -> CrashHandler:
    """Install a :class:`CrashHandler` for the app and return it."""
    return CrashHandler(log_path, parent, secrets, quit_app, on_game_fault, game_kept).install()
