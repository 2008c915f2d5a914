"""The main window's saved games: the unfinished game offered at start, Open, Open Recent and
Save As.

Part of :class:`~cardtable.ui.main_window.MainWindow` (a mixin).
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox, QPushButton, QWidget

from ..app import settings as settings_store
from ..app.autosave import DamagedAutosave, Unfinished, open_game, save_game
from ..app.game_setup import GameSetup
from ..app.paths import saves_dir
from ..app.session import Session
from ..engine.errors import CardTableError, SaveError
from .window_flow import THINK_LIMIT

if TYPE_CHECKING:  # the window's parts see each other's attributes through the host's declarations
    from .window_host import WindowHost as _Base
else:
    _Base = object


class UnfinishedWords(QObject):
    """The question about an unfinished game, its moves counted in Qt's plural forms of the
    language ("1 move played", "5 moves played"; one form in Japanese and Turkish). A QObject of
    its own: PySide looks a plural up only under the object's own class, never under a mixin's
    (WindowFiles') or a base class's name."""

    def resume(self, game: str, moves: int, seed: object) -> str:
        return self.tr("You have an unfinished game of {game} (%n moves played, deal {seed}). "
                       "Continue it?", "", moves).format(game=game, seed=seed)

    def instead(self, game: str, moves: int, seed: object) -> str:
        return self.tr("You have an unfinished game of {game} (%n moves played, deal {seed}). "
                       "Continue it instead of the new game?", "", moves).format(game=game,
                                                                                   seed=seed)


@cache
def _words() -> UnfinishedWords:
    return UnfinishedWords()


class ResumeBox(QMessageBox):
    """"Continue the unfinished game?" with Continue and Discard."""

    def __init__(self, parent: QWidget, game: Callable[[], str], moves: int, seed: object):
        super().__init__(QMessageBox.Icon.Question, "", "", QMessageBox.StandardButton.NoButton,
                         parent)
        self.setObjectName("ResumeBox")
        self.game, self.moves, self.seed = game, moves, seed  # game(): its name, translated
        role = QMessageBox.ButtonRole
        self.resume_button = self.addButton(self.tr("&Continue"), role.AcceptRole)
        self.discard_button = self.addButton(self.tr("&Discard"), role.DestructiveRole)
        self.setDefaultButton(self.resume_button)
        self.setEscapeButton(self.resume_button)  # dismissed: the game is kept, and goes on
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.retranslate()

    def retranslate(self) -> None:
        """Say everything in the language installed (at start, and when it changes while the
        question is open)."""
        self.setWindowTitle(QCoreApplication.translate("ResumeBox", "Unfinished game"))
        self.setText(self.asked(self.game(), self.moves, self.seed))
        self.setInformativeText(self.tr("“Discard” starts afresh; the game is then lost."))
        self.resume_button.setText(self.tr("&Continue"))
        self.discard_button.setText(self.tr("&Discard"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def asked(self, game: str, moves: int, seed: object) -> str:
        return _words().resume(game, moves, seed)


class UnfinishedBox(ResumeBox):
    """A new game asked for while another is unfinished: Continue it, Discard it, or Keep it
    (in a file) and start the new one."""

    def __init__(self, parent: QWidget, game: Callable[[], str], moves: int, seed: object):
        super().__init__(parent, game, moves, seed)
        self.setObjectName("UnfinishedBox")
        self.keep_button: QPushButton = self.addButton(
            self.tr("&Keep It, Start the New Game"), QMessageBox.ButtonRole.ActionRole)
        self.retranslate()

    def retranslate(self) -> None:
        super().retranslate()
        self.setInformativeText(self.tr("“Keep” saves it as a file (Game ▸ Open Recent) and "
                                        "starts the new game; “Discard” loses it."))
        keep = getattr(self, "keep_button", None)  # (None while ResumeBox is being made)
        if keep is not None:
            keep.setText(self.tr("&Keep It, Start the New Game"))

    def asked(self, game: str, moves: int, seed: object) -> str:
        return _words().instead(game, moves, seed)


class WindowFiles(_Base):
    """Resumes, opens and saves games; keeps the recent files."""

    # --- resume, open, save -----------------------------------------------------------------
    def offer_resume(self) -> ResumeBox | None:
        """At start: ask whether to continue the unfinished game (a non-blocking question, kept in
        ``resume_box``). A damaged autosave is set aside and explained."""
        try:
            unfinished = self.autosave.find()
        except DamagedAutosave as exc:
            self.notify(self.tr("Unfinished game"), str(exc))
            return None
        if unfinished is None:
            return None
        box = ResumeBox(self, self._game_name(unfinished.game), unfinished.moves,
                        unfinished.saved.seed)

        def answered(*_: Any) -> None:
            self.resume_box = None
            clicked = box.clickedButton()
            if clicked is box.discard_button:  # only the person's own Discard loses the game
                self.autosave.clear()
            elif clicked is box.resume_button:
                self.resume(unfinished.snapshot)
            # (closed some other way: nothing chosen, the game stays saved for the next start)
        box.finished.connect(answered)
        self.resume_box = box
        box.open()
        return box

    def start_asking(self, setup: GameSetup, *, demo: bool = False,
                     ai: str = "process") -> UnfinishedBox | None:
        """Start ``setup`` (``cardtable --game X``), but first, where an unfinished game is
        saved, ask what becomes of it: continue it, discard it, or keep it in a file and start
        the new game. (Starting at once lost it: the new game's autosave replaced it.) A demo
        saves nothing and asks nothing."""
        try:
            unfinished = None if demo else self.autosave.find()
        except DamagedAutosave as exc:
            self.notify(self.tr("Unfinished game"), str(exc))
            unfinished = None
        if unfinished is None:
            self.start_game(setup, ai=ai, demo=demo)
            return None
        box = UnfinishedBox(self, self._game_name(unfinished.game), unfinished.moves,
                            unfinished.saved.seed)

        def answered(*_: Any) -> None:
            self.resume_box = None
            clicked = box.clickedButton()
            if clicked is box.discard_button:
                self.autosave.clear()
                self.start_game(setup, ai=ai)
            elif clicked is box.keep_button:
                if self.keep_unfinished(unfinished) is not None:
                    self.start_game(setup, ai=ai)
            else:  # Continue, or the question put away: the unfinished game goes on
                self.resume(unfinished.snapshot, ai=ai)
        box.finished.connect(answered)
        self.resume_box = box
        box.open()
        return box

    def _game_name(self, game_id: str) -> Callable[[], str]:
        """The game's name in the language installed when it is asked (its id for a game this
        app does not have)."""
        game = self.registry.games.get(game_id)
        return game.display_name if game is not None else lambda: game_id

    def keep_unfinished(self, unfinished: Unfinished) -> Path | None:
        """Save the unfinished game as a file of its own (in the saves folder, in Open Recent)
        before a new game's autosave takes its place."""
        folder = saves_dir()
        try:
            folder.mkdir(parents=True, exist_ok=True)
            stem = f"unfinished-{unfinished.game}-{unfinished.saved.seed}"
            path = folder / f"{stem}.json"
            n = 2
            while path.exists():
                path, n = folder / f"{stem}-{n}.json", n + 1
            written = save_game(path, unfinished.snapshot)
        except (OSError, SaveError) as exc:
            self.notify(self.tr("Cannot save the game"), str(exc))
            return None
        self._remember_recent(written)
        self.statusBar().showMessage(self.tr("The unfinished game is kept as {file}").format(
            file=written), 8000)
        return written

    def resume(self, snapshot: dict[str, Any], ai: str = "process") -> Session | None:
        """Continue a saved game (the autosave or an opened file)."""
        try:
            session = Session.from_snapshot(snapshot, ai=ai, think_limit=THINK_LIMIT)
        except (CardTableError, ValueError, KeyError, TypeError) as exc:
            self.notify(self.tr("Cannot continue the game"), str(exc))
            return None
        return self.start_game(session.setup, session=session)

    def open_dialog(self) -> None:
        saves_dir().mkdir(parents=True, exist_ok=True)
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a saved game"), str(saves_dir()),
                                              self.tr("Saved games (*.json);;All files (*)"))
        if path:
            self.open_file(path)

    def open_file(self, path: str | Path, ai: str = "process") -> Session | None:
        """Open a named save; a damaged one is refused with a message and left as it is (the
        game on the table goes on)."""
        try:
            snapshot = open_game(path, self.registry)
        except SaveError as exc:
            self.notify(self.tr("Cannot open the game"), str(exc))
            return None
        if not self.may_abandon():
            return None
        self._remember_recent(path)
        session = self.resume(snapshot, ai=ai)
        if session is not None:
            self.save_path = Path(path)  # Ctrl+S saves back into it
        return session

    def recent_files(self) -> list[Path]:
        """The saved games opened or written last that are still there, newest first."""
        return [Path(p) for p in self.settings.recent_games if Path(p).is_file()]

    def _fill_recent_menu(self) -> None:
        menu = self.recent_menu
        menu.clear()
        files = self.recent_files()
        for i, path in enumerate(files, 1):
            act = menu.addAction(f"&{i} {path.name}")  # RECENT_MAX (8): one digit each
            act.setToolTip(str(path))
            act.triggered.connect(lambda _=False, p=path: self.open_file(p))
        if files:
            menu.addSeparator()
            menu.addAction(self.tr("&Clear the List"), self.clear_recent)
        menu.setEnabled(bool(files))
        if len(files) != len(self.settings.recent_games):  # moved or deleted since: forget them
            self.settings = replace(self.settings, recent_games=[str(p) for p in files])
            self._save_settings()

    def _remember_recent(self, path: str | Path) -> None:
        self.settings = settings_store.remember_recent(self.settings, path)
        self._save_settings()
        self._fill_recent_menu()

    def clear_recent(self) -> None:
        self.settings = replace(self.settings, recent_games=[])
        self._save_settings()
        self._fill_recent_menu()

    def save_dialog(self) -> None:
        if self.session is None:
            return
        folder = saves_dir()
        folder.mkdir(parents=True, exist_ok=True)
        suggested = folder / f"{self.session.setup.game}-{self.session.setup.seed}.json"
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the game as"), str(suggested),
                                              self.tr("Saved games (*.json)"))
        if path:
            self.save_file(path)

    def save_current(self) -> Path | None:
        """Game ▸ Save (Ctrl+S): into the file this game was last saved to or opened from, or,
        the first time, where the person chooses (Save As)."""
        if self.session is None or self.demo:
            return None
        if self.save_path is None:
            self.save_dialog()
            return self.save_path
        return self.save_file(self.save_path)

    def save_file(self, path: str | Path) -> Path | None:
        if self.session is None:
            return None
        try:
            written = save_game(path, self.session.snapshot())
        except (OSError, SaveError) as exc:
            self.notify(self.tr("Cannot save the game"), str(exc))
            return None
        self.statusBar().showMessage(self.tr("Saved as {file}").format(file=written), 6000)
        self.save_path = Path(written)
        self._remember_recent(written)
        return written

