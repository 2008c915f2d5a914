"""The main window's review: Game ▸ Review (the game on the table, or a saved game), the Review
button at the end of a deal, and practice games started from a reviewed decision.

Part of :class:`~cardtable.ui.main_window.MainWindow` (a mixin, as the window's other parts). A
review of a saved file is kept in that file (atomically) once finished, so opening it again
shows it at once; a review of the game on the table is kept in that game's session, so its
autosave and its saves (Save As, Ctrl+S) carry it and a game opened again shows it at once. A
practice game is a new game from the decision's position whose setup says ``practice``: the
statistics never count it.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QFileDialog

from ...ai.review import Review
from ...app import saves
from ...app.paths import saves_dir
from ...app.practice import KEPT, PracticeError, practice_setup, practice_state
from ...app.session import Session
from ...engine.errors import CardTableError
from .dialog import ReviewDialog

if TYPE_CHECKING:  # the window's parts see each other's attributes through the host
    from ..window_host import WindowHost as _Base
else:
    _Base = object


class WindowReview(_Base):
    """Opens the review view and starts practice games (see the module)."""

    review_dialog: ReviewDialog | None = None
    review_iterations: int | None = None  # the search budget of a review (None: the master's)

    # --- opening ---------------------------------------------------------------------------------
    def review_current(self, last_deal: bool = False) -> ReviewDialog | None:
        """Review the game on the table (the end-of-deal button: ``last_deal``). A review the
        game already holds (made earlier, or stored in the save it was opened from) shows at
        once; a finished one is kept in the game, so its autosave and saves carry it."""
        s = self.session
        if s is None or not s.state.history:
            self.notify(self.tr("Review"), self.tr("There is no game on the table to review."))
            return None
        dialog = self._open_review(saves.parse(s.snapshot()), last_deal=last_deal)
        dialog.reviewed.connect(lambda review: self.keep_table_review(s, review))
        return dialog

    def keep_table_review(self, s: Session, review: Review) -> bool:
        """Keep a finished review in the game ``s`` (in place of that seat's earlier one) and
        autosave it at once; False where the game has since gone back before the review's end
        (an undo) or is another game."""
        try:
            saves.check_review(saves.parse(s.snapshot()), review)
        except CardTableError:
            return False
        s.reviews = [r for r in s.reviews if r.seat != review.seat] + [review]
        if self.session is s and s.setup.humans and not s.is_over:
            self._autosave()  # (a finished game has no autosave: Save As keeps it)
        return True

    def review_file_dialog(self) -> ReviewDialog | None:
        """Game ▸ Review a Saved Game…: choose a save file and review it."""
        saves_dir().mkdir(parents=True, exist_ok=True)
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Review a saved game"),
                                              str(saves_dir()),
                                              self.tr("Saved games (*.json);;All files (*)"))
        return self.review_file(path) if path else None

    def review_file(self, path: str | Path) -> ReviewDialog | None:
        """Review a saved game; a finished review is written back into the file."""
        try:
            saved, _state = saves.load(path)
        except CardTableError as exc:
            self.notify(self.tr("Cannot review the game"), str(exc))
            return None
        dialog = self._open_review(saved)

        def keep(review: Review) -> None:
            try:
                saved.with_review(review)
                saves.write_atomic(path, saves.dumps(saved))
            except (OSError, CardTableError) as exc:
                self.notify(self.tr("The review could not be saved"), str(exc))
        dialog.reviewed.connect(keep)
        return dialog

    def _open_review(self, saved: saves.SavedGame, last_deal: bool = False) -> ReviewDialog:
        if self.review_dialog is not None:
            self.review_dialog.close()
        dialog = ReviewDialog(saved, last_deal=last_deal, iterations=self.review_iterations,
                              parent=self)
        dialog.practise.connect(self.start_practice)
        self.review_dialog = dialog
        dialog.show()
        return dialog

    # --- practice --------------------------------------------------------------------------------
    def start_practice(self, saved: saves.SavedGame, ply: int, seat: int,
                       cards: str = KEPT) -> Session | None:
        """A practice game from the decision at action ``ply``, ``seat`` played by the person,
        the unseen cards ``cards`` (kept or dealt afresh); where they cannot be dealt afresh
        the person is told so and the cards are kept."""
        try:
            state = practice_state(saved, ply, seat, cards, seed=ply)
        except PracticeError as exc:
            self.notify(self.tr("Practise from here"), str(exc))
            try:
                state = practice_state(saved, ply, seat, KEPT)
            except CardTableError as again:
                self.notify(self.tr("Practise from here"), str(again))
                return None
        setup = practice_setup(saved, seat)
        if not self.may_abandon():
            return None
        if self.review_dialog is not None:
            self.review_dialog.close()
            self.review_dialog = None
        session = Session(setup, state=state, think_limit=_think_limit())
        return self.start_game(setup, session=session)


def _think_limit() -> Any:
    from ..window_flow import THINK_LIMIT
    return THINK_LIMIT
