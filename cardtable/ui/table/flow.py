"""The table's game flow: polling the session, scheduling each step's events on the scene,
the game log, the end of a deal and of the game, and replaying the history after a rebuild.

Part of :class:`~cardtable.ui.table.widget.TableWidget` (a mixin); the widget holds the state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from functools import cache

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QColor, QFont

from ...app.faults import GameFault
from ...app.session import Session, Step
from ...engine.errors import ActionParseError, IllegalActionError
from ...engine.events import DEAL, DEAL_END, GAME_END, MOVE, SHUFFLE, TRICK_WON, Event
from ...engine.i18n import listed, named_seats
from .event_log import DEAL_LINE, YOURS, action_line, event_entries, labelled_line
from .end_sheet import final_sheet, winners
from .scene import plate_texts

if TYPE_CHECKING:  # the widget's parts see each other's attributes through the host's declarations
    from .host import TableHost as _Base
else:
    _Base = object

YOUR_LINES = QColor(255, 222, 150)  # the game log's lines about the person (the turn's gold)


def sound_of(events: list[Event]) -> str:
    """The sound of a step's events: a shuffle, a deal, cards taken (a trick, a capture, a
    pile burned), a card played; "" for none."""
    kinds = {e.kind for e in events}
    if SHUFFLE in kinds:
        return "shuffle"
    if DEAL in kinds:
        return "deal"
    if TRICK_WON in kinds or any(e.kind == MOVE and e.dst and not e.dst.startswith("hand")
                                 and e.src and not e.src.startswith("hand") for e in events):
        return "capture"
    return "play" if MOVE in kinds else ""


class ResultWords(QObject):
    """"Computer 2 and Computer 4 win the game": the verb agrees with the number of winners, in
    Qt's plural forms of the language. A QObject of its own: PySide asks a plural only under
    the object's own class, not under a mixin's (TableFlow's) name."""

    def won(self, names: list[str]) -> str:
        return self.tr("{names} win the game.", "", len(names)).format(names=listed(names))


@cache
def _result_words() -> ResultWords:
    return ResultWords()


class TableFlow(_Base):
    """Polls the session and hands its steps to the scene; writes the log."""

    # The window's handler for a game whose own code failed (a broken plugin): it closes the
    # game with a message. None: the table only says so under the table.
    on_game_fault: Callable[[GameFault], None] | None = None

    def _game_fault(self, fault: GameFault) -> None:
        self.timer.stop()
        if self.on_game_fault is not None:
            self.on_game_fault(fault)
        else:
            self._error(str(fault))

    # --- the session's steps ----------------------------------------------------------------
    def poll(self) -> None:
        session, scene = self.session, self.scene
        if session is None or scene is None:
            return
        try:
            steps = session.poll(limit=1)
        except GameFault as fault:  # the game's own code failed: the window closes it
            self._game_fault(fault)
            return
        except Exception as exc:  # a broken game must not take the window down
            self.timer.stop()
            self._error(self.tr("The game stopped: {error}").format(error=exc))
            return
        for step in steps:
            self._schedule(step)
        if self._play_forced() or steps:
            self._refresh_input()
        elif session.human_to_move and session.current_seat != self.viewer \
                and not scene.timeline.busy and not scene.timeline.paused \
                and not self.sheet.isVisible() and self.privacy.isHidden():
            if self.hot_seat:
                self.hand_over(session.current_seat)
            else:
                self.switch_viewer(session.current_seat)
        self._check_hint()

    def set_play_forced(self, on: bool) -> None:
        """Play a person's move by itself when it is their only legal one (and let undo pass
        over such moves)."""
        self.play_forced = on
        if self.session is not None:
            self.session.skip_forced = on
        if on and self.autopoll and self.timer.isActive():
            self.poll()

    def set_tracker(self, on: bool) -> None:
        self.show_tracker = on
        self._update_tracker()

    def _update_tracker(self) -> None:
        """The card tracker, where it is wanted and the game keeps taken cards out of play."""
        scene = self.scene
        shown = self.show_tracker and scene is not None and scene.tracks_cards()
        if shown and scene is not None:
            self.tracker.show_pack(scene.pack, scene.out_cards, self.tr("Cards played"),
                                   self._trump, scene.layout.hand_ranks)
        self.tracker.setVisible(shown)

    def _play_forced(self) -> bool:
        """With :attr:`play_forced`, play the only legal move of the person to move, after the
        pause a computer's move has; the table shows it like any move. Not while a score sheet
        waits or the table is hidden for a hand-over."""
        session, scene = self.session, self.scene
        if not self.play_forced or session is None or scene is None or scene.timeline.paused \
                or self.sheet.isVisible() or not self.privacy.isHidden():
            return False
        action = self._forced()
        if action is None:
            return False
        label = self._label_of(action) if session.current_seat == self.viewer else ""
        targets = self.focus_targets()  # (before the move: the person's turn is over after it)
        try:
            step = session.play(action)
        except (ActionParseError, IllegalActionError) as exc:  # cannot happen: the only legal one
            self._error(str(exc))
            return False
        except GameFault as fault:
            self._game_fault(fault)
            return False
        self.selection = []
        if self.resume_focus is None:
            self._remember_focus(self.focus_index, targets)
        self.focus_index = None
        self.hint, self._hint_key = [], ()
        if label:  # said when the table shows the move (a quick person may be moves ahead of it)
            note = self.tr("Played for you, your only move: {action}").format(action=label)
            timeline = scene.timeline
            timeline.call(timeline.reserve(0), lambda: self._note_forced(note))
        self._schedule(step, pause=True)
        return True

    def _note_forced(self, note: str) -> None:
        self._forced_note = note
        self._refresh_input()

    def _schedule(self, step: Step, *, pause: bool = False) -> None:
        session, scene = self.session, self.scene
        assert session is not None and scene is not None
        events = self._events_of(step)
        ends = [e for e in events if e.kind in (DEAL_END, GAME_END)]
        # The plates follow the score after every step (a sheet is cheap to build).
        try:
            sheet = session.state.score_sheet()
        except Exception:  # an unfinished game plugin: no sheet, the table goes on
            sheet = None
        if sheet is not None:
            self._plates = plate_texts(sheet, session.num_players) or self._plates
        for e in ends:
            if e.kind == DEAL_END:
                self.sheets[e.value] = sheet
                if any(x.kind == GAME_END for x in events):
                    self.final_deal = e.value
            else:
                self.sheets[-1] = sheet
        name = sound_of(events)  # heard when the table shows the step, not when it is made
        info = self._info_now()  # the bar after this step, shown once the table has shown it
        # (the next deal's number and trump came while the last deal's sheet was still up)
        kind, line = self._step_entry(step)
        scene.schedule(events, seat=step.seat,
                       computer=step.by_computer or pause, to_move=session.current_seat,
                       plates=self._plates,
                       notes=[(kind, line)] * bool(line) + self._event_lines(events),
                       at_start=(lambda: self._play_sound(name)) if name else None,
                       at_end=(lambda: self._show_info(*info)) if info is not None else None)

    def _play_sound(self, name: str) -> None:
        if self.sound is not None:
            self.sound.play(name)

    def _event_lines(self, events: list[Event]) -> list[tuple[str, str]]:
        """What the events say besides the move: notes, a new deal, scores (event_log)."""
        session = self.session
        names = self.seat_names()
        team_of: dict[int, int] = {}
        if session is not None:
            for i, team in enumerate(session.game.teams(session.num_players, session.state.options)):
                for seat in team:
                    team_of[seat] = i
        with named_seats(names, self._you()):
            pack = self.scene.pack if self.scene is not None else None
            return event_entries(events, names, lambda seat: team_of.get(seat, seat),
                               lambda n: self.tr("— Deal {n} —").format(n=n),
                               None if pack is None else lambda c: pack.card(c).display_name(),
                               you=self._you())

    def _note_events(self, events: list[Event]) -> None:
        for kind, line in self._event_lines(events):
            self._log_line(line, kind)

    def _on_step_shown(self, payload: tuple[int | None, tuple[tuple[str, str], ...]]) -> None:
        for kind, line in payload[1]:  # the move's own line first, then what its events say
            self._log_line(line, kind)

    def _step_entry(self, step: Step) -> tuple[str, str]:
        """The log line of a move as the viewer reads it, with its kind: said to them when it
        was theirs and the table calls them "You" ("You play Nine of Hearts"), else name and
        phrase ("" when the viewer did not notice it)."""
        text = step.log_for(self.viewer)
        if not text or self.scene is None:
            return "", text or ""
        if step.seat == self._you():
            return YOURS, step.you_log or labelled_line(self.scene.plates[step.seat].name, text)
        plates = self.scene.plates
        return "", action_line(plates[step.seat].name if step.seat in plates
                               else str(step.seat + 1), text)

    def _log_line(self, text: str, kind: str = "") -> None:
        """Add a line to the game log; the same line again (a card buried or passed after
        another) counts up on the last one: "Computer 3 buries a card (×3)". A deal's first
        line is bold, and the person's own lines ("You play …", "You win the trick") are
        tinted, to find them at a glance."""
        last = self.log.item(self.log.count() - 1) if self.log.count() else None
        if last is not None and last.data(Qt.ItemDataRole.UserRole) == text:
            repeats = int(last.data(Qt.ItemDataRole.UserRole + 1) or 1) + 1
            last.setData(Qt.ItemDataRole.UserRole + 1, repeats)
            last.setText(self.tr("{line} (×{n})").format(line=text, n=repeats))
            return
        self.log.addItem(text)
        item = self.log.item(self.log.count() - 1)
        item.setData(Qt.ItemDataRole.UserRole, text)
        if kind == DEAL_LINE:
            font = QFont(self.log.font())
            font.setBold(True)
            item.setFont(font)
        elif kind == YOURS:
            item.setForeground(YOUR_LINES)
        while self.log.count() > 500:
            self.log.takeItem(0)
        self.log.scrollToBottom()
        # a screen reader hears the last action without walking the list
        self.log.setAccessibleDescription(self.tr("The last action: {line}").format(line=text))

    def _on_gathered(self, payload: tuple[int | None, list[int]] | None) -> None:
        self.last_trick_button.setEnabled(self.last_gather is not None)
        if payload is None and self.review.isVisible():  # a new deal: its tricks are to come
            self.review.hide()

    @property
    def last_gather(self) -> tuple[int | None, list[int]] | None:
        """The last trick or cards taken the table has shown in this deal (seat, card ids)."""
        gathers = self.scene.gathers if self.scene is not None else []
        return gathers[-1] if gathers else None

    # --- deal end, game end -----------------------------------------------------------------
    def _on_deal_end(self, number: int) -> None:
        sheet = self.sheets.get(number)
        final = self.final_deal == number
        if sheet is None:
            self._on_proceed()
            return
        summary = ""
        if final and self.session is not None and self.session.is_over:
            summary = self._result_summary()
            self._game_over_shown = True
        self.sheet.show_sheet(sheet, mode="game" if final else "deal", summary=summary,
                              animate=not self.timing.off, names=self._names())
        if summary and self._person_won():
            self._play_sound("win")
        if self.auto_proceed_ms is not None and not final:
            QTimer.singleShot(self.auto_proceed_ms, self._auto_proceed)
        self._refresh_input()

    def _auto_proceed(self) -> None:
        """Demo: the deal's score sheet was on view long enough; deal on."""
        if self.sheet.isVisible() and self.sheet.next_button.isVisible():
            self.sheet.next_button.click()

    def _on_proceed(self) -> None:
        if self.scene is not None and self.scene.timeline.paused:
            self.scene.timeline.resume()
        self._refresh_input()

    def _on_game_end(self, chime: bool = True) -> None:
        """The game's last sheet; ``chime``: the game ended at this table (not a finished game
        opened), and a person who won it hears so."""
        if self._game_over_shown or self.session is None:
            return
        self._game_over_shown = True
        sheet = self.sheets.get(-1)
        if sheet is None:
            try:
                sheet = self.session.state.score_sheet()
            except Exception:
                sheet = None
        # any game, a plugin's too, ends with a sheet: the engine's result row where its own
        # sheet is empty or fails (end_sheet)
        sheet = final_sheet(self.session.state, sheet)
        if sheet is not None:
            self.sheet.show_sheet(sheet, mode="game", summary=self._result_summary(),
                                  animate=not self.timing.off, names=self._names())
        if chime and self._person_won():
            self._play_sound("win")
        self._refresh_input()

    def _person_won(self) -> bool:
        """Whether the one person at the table (the seat called "You") won the game: among the
        best and not everyone is (a drawn game, a demo, a hot-seat game: False)."""
        you = self._you()
        if self.session is None or you is None or not self.session.setup.humans:
            return False
        try:
            returns = self.session.state.result().returns
        except Exception:
            return False
        return returns[you] == max(returns) and min(returns) < max(returns)

    def _result_summary(self) -> str:
        """The game's result in a sentence that names the players as the plates do."""
        if self.session is None:
            return ""
        try:
            with named_seats(self.seat_names(), self._you()):
                said = self.session.state.result().summary
        except Exception:
            return ""
        return said or self._result_sentence()

    def _result_sentence(self) -> str:
        """The result said by the table where the game says none (a plugin's): who won, from
        the result's returns."""
        assert self.session is not None
        won, names, you = winners(self.session.state), self.seat_names(), self._you()
        if not won:
            return self.tr("A draw.")
        if won == [you]:
            return self.tr("You win the game.")
        who = [self.tr("you") if seat == you else names[seat] for seat in won]
        return _result_words().won(who)

    def _replay_history(self) -> None:
        """Lay the table out as the session stands: replay the viewer's events at once (trick
        cards remember who played them), then make sure it agrees with the observation."""
        s, scene = self.session, self.scene
        assert s is not None and scene is not None
        events = self._first_events(s)
        self._note_events(events)
        for step in s.steps:
            seen = self._events_of(step)
            events.extend(seen)
            kind, line = self._step_entry(step)
            if line:
                self._log_line(line, kind)
            self._note_events(seen)
        scene.replay(events)
        fixed = scene.resync(s.observation(self.viewer))
        if fixed:
            self.resyncs.append(fixed)
        self._refresh_after_rebuild()

    def _refresh_after_rebuild(self) -> None:
        s, scene = self.session, self.scene
        if s is None or scene is None:
            return
        try:
            self._plates = plate_texts(s.state.score_sheet(), s.num_players)
        except Exception:
            self._plates = {}
        scene.schedule([], to_move=s.current_seat, plates=self._plates)
        self.last_trick_button.setEnabled(self.last_gather is not None and self.privacy.isHidden())
        self._update_tracker()
        self._refresh_input()

    def _events_of(self, step: Step) -> list[Event]:
        """A step's events as the table shows them: as the viewer saw them, or every card face
        up in a game watched again (:attr:`reveal_all`)."""
        return list(step.events) if self.reveal_all else step.events_for(self.viewer)

    def _first_events(self, session: Session) -> list[Event]:
        return list(session.first_events) if self.reveal_all else session.first_events_for(self.viewer)

    def _on_idle(self) -> None:
        """Everything scheduled has been shown: check the table against the observation (not
        in a game watched again with every card face up: no seat's observation shows that)."""
        if self.session is not None and self.scene is not None and not self.scene.timeline.paused \
                and not self.reveal_all:
            fixed = self.resync()
            if fixed:
                self.resyncs.append(fixed)
        if self.session is not None and self.session.is_over and not self._game_over_shown \
                and self.scene is not None and not self.scene.timeline.paused:
            self._on_game_end()  # a game that sends no game-end event (a plugin's) ends too
            return
        self._refresh_input()

    def resync(self) -> list[str]:
        """Make the table agree with the session's observation (after animations)."""
        if self.session is None or self.scene is None:
            return []
        return self.scene.resync(self.session.observation(self.viewer))

    def _error(self, text: str) -> None:
        self.errors.append(text)
        self.actions_bar.set_prompt(text)
