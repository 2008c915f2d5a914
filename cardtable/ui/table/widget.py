"""The table widget: the view, the action bar, the log, and the glue to a session.

The widget polls :meth:`Session.poll` from a timer and hands each step's events, masked for the
viewer, to the scene, which animates them; it never waits for a computer player. A person acts
by clicking (or dragging) a card, by the buttons the action bar builds from the records, or by
keyboard. Input is checked against the session now, not against what is still being animated:
a click during an animation plays exactly once (a second click finds the card no longer
legal), and nothing is dropped.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Callable

from PySide6.QtCore import QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent
from PySide6.QtWidgets import QLabel, QListWidget, QPushButton, QSplitter, QVBoxLayout, QWidget

from ...app.game_setup import HUMAN
from ...app.session import Session, Step
from ...engine.actions import DECLARE, EXCHANGE, MELD, PICKUP, SHOW, ActionRecord
from ...engine.cards import suit_name, suit_symbol
from ...engine.errors import ActionParseError, CardTableError, IllegalActionError
from ...engine.events import (DEAL, DEAL_END, GAME_END, HIDDEN, MOVE, SHUFFLE, TRICK_WON,
                              Event, zone_owner)
from ...engine.i18n import named_seats, tr
from ...engine.layout import TRICK
from ..dialogs.seat_editor import default_name, level_description, level_label
from .action_bar import ActionBar, NumberBox
from .card_item import CardItem
from .event_log import DEAL_LINE, YOURS, action_line, event_entries, labelled_line
from .privacy import PrivacyScreen
from .review import ReviewPanel
from .tracker import CardTracker
from .prompts import selection_prompt, turn_prompt
from .scene import PlateTexts, TableScene, plate_texts
from .sheet_view import ScoreSheetPanel
from .timing import Timing
from .view import TableView

POLL_MS = 30
AUTO = -2  # start(): show the table from the only person's seat, or (hot seat) to nobody at first
# Actions that use cards but read better as a named button too (clicking the cards works as well)
BUTTON_CARD_KINDS = frozenset({MELD, PICKUP, SHOW, DECLARE, EXCHANGE})
INFO_STYLE = "QLabel { color: #eef5ef; font-size: 14px; padding: 4px 10px; }"
SIDE_STYLE = """
QWidget#side { background: #17392a; }
QListWidget { background: #10281d; color: #e6efe8; border: none; font-size: 13px; }
QLabel { color: #e6efe8; }
"""


# A hint's runner-up this close in value (a share of simulated deals won) is named with it: the
# expert's values carry a few points of noise (2-player Briscola's second trick: 0.67 / 0.64 /
# 0.62, in another order with another seed).
HINT_CLOSE = 0.03
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


def hands_public(obs: Any) -> bool:
    """Whether a spectator sees a whole hand: the hands are played face up (Briscola's open
    hands; Pinochle's shown melds make only some cards known)."""
    return any(zone_owner(z) is not None and z.startswith("hand:") and cards
               and all(c != HIDDEN for c in cards) for z, cards in obs.zones.items())


def log_width(window_width: int) -> int:
    """The game log's width for a table this wide: about a quarter, 180 to 300 pixels."""
    return max(180, min(300, round(window_width * 0.24)))


class TableWidget(QWidget):
    """A session on the table. ``newGameRequested`` when the person asks for a new game,
    ``playAgainRequested`` for the same game again with a new deal.

    Hot seat (more than one person at the table): when the turn passes from one person to
    another, the table is rebuilt for a spectator (every hand face down) behind a
    :class:`PrivacyScreen` "Pass to <name>"; the person's click shows the table from their seat.
    """

    newGameRequested = Signal()
    playAgainRequested = Signal()  # the same setup, a new deal
    watchAgainRequested = Signal()  # the finished game from its start, every card face up
    viewerChanged = Signal(object)  # the seat the table is shown from now (None: nobody's)

    def __init__(self, parent: QWidget | None = None, timing: Timing | None = None):
        super().__init__(parent)
        self.timing = timing or Timing()
        self.session: Session | None = None
        self.scene: TableScene | None = None
        self.viewer: int | None = 0
        self.selection: list[CardItem] = []
        self.focus_index: int | None = None
        # Where the keyboard focus was when the person last moved with it: on their next turn
        # the focus comes back there (a keyboard player need not press an arrow every turn).
        self.resume_focus: int | None = None
        # what it was on, where that was a control (its action; "" for one without): a button
        # comes back only as the same button ("Ready" is not "Pick up the pile" a turn later)
        self._resume_control: str | None = None
        self.sheets: dict[int, Any] = {}
        self.final_deal: int | None = None
        self.review_index: int | None = None  # which of the deal's gathers the review shows
        self._records_key: tuple = ()
        self._records: list[ActionRecord] = []
        self._plates: PlateTexts = {}
        self._game_over_shown = False
        self.status = ""
        self.autopoll = True  # poll the session from the timer (off: a still picture, tests)
        # Looks (the preferences): a deck per card style, the back, the felt, hand sorting.
        self.decks: dict[str, str] = {}
        self.back = "lattice"
        self.felt_colour = ""
        self.sort_hand = True
        self.coach = False  # ask for the hint by itself at every turn of the viewer's
        self._coached: tuple[int, int] | None = None  # the turn the coach last asked about
        self.play_forced = False  # play a person's only legal move for them
        # Asks the person a yes/no question before a move the game cautions about (the window
        # sets it where the person wants to be asked; None: every move is taken at once).
        self.ask: Callable[[str], bool] | None = None
        self.reveal_all = False  # every card face up: a finished game watched again
        self.show_tracker = False  # the cards played beside the log (where the game keeps them out)
        self._trump: str | None = None  # the trump suit the info line names (the tracker marks it)
        self._forced_note = ""  # "played for you" under the table until the person's next turn
        self.sound: Any = None  # a SoundPlayer (anything with play(name)), or None
        self.auto_proceed_ms: int | None = None  # demo: close a deal's score sheet by itself
        self.hint: list[Any] = []  # the last hint shown (RankedAction, best first)
        self._hint_key: tuple = ()
        self._focus_by_hint = False  # the focus ring is where the hint put it, not the person
        self.errors: list[str] = []
        self.resyncs: list[list[str]] = []  # zones the table had to fix (a game's events and
        # observation disagreed); empty when every game keeps the contract

        self.info = QLabel(self)
        self.info.setStyleSheet(INFO_STYLE)
        self.view = TableView(self)
        self.view.key_handler = self._key
        self.actions_bar = ActionBar(self)
        self.actions_bar.leave = self.move_focus
        self.sheet = ScoreSheetPanel(self.view)
        self.sheet.proceed.connect(self._on_proceed)
        self.sheet.new_game.connect(self.newGameRequested.emit)
        self.sheet.play_again.connect(self.playAgainRequested.emit)
        self.sheet.watch_again.connect(self.watchAgainRequested.emit)
        self.review = ReviewPanel(self.view)
        self.review.stepped.connect(self.step_review)
        self.actions_bar.chosen.connect(self.play)
        self.privacy = PrivacyScreen(self)
        self.privacy.ready.connect(self._privacy_ready)

        side = QWidget(self)
        side.setObjectName("side")
        side.setStyleSheet(SIDE_STYLE)
        side_box = QVBoxLayout(side)
        side_box.setContentsMargins(6, 6, 6, 6)
        self.tracker = CardTracker(side)
        self.tracker.hide()
        side_box.addWidget(self.tracker)
        self.log_title = QLabel(self.tr("<b>Game log</b>"), side)
        side_box.addWidget(self.log_title)
        self.log = QListWidget(side)
        self.log.setWordWrap(True)
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        side_box.addWidget(self.log, 1)
        self.last_trick_button = QPushButton(self.tr("Last trick"), side)
        self.last_trick_button.clicked.connect(self.show_last_trick)
        self.last_trick_button.setEnabled(False)
        self.sheet_button = QPushButton(self.tr("Score sheet"), side)
        self.sheet_button.clicked.connect(self.show_score_sheet)
        for b in (self.last_trick_button, self.sheet_button):
            b.setAutoDefault(True)  # Enter presses it once Tab has reached it
        side_box.addWidget(self.last_trick_button)
        side_box.addWidget(self.sheet_button)

        left = QWidget(self)
        left.setStyleSheet("QWidget#left { background: #0f2a1d; }")
        left.setObjectName("left")
        box = QVBoxLayout(left)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        box.addWidget(self.info)
        box.addWidget(self.view, 1)
        box.addWidget(self.actions_bar)
        splitter = QSplitter(self)
        splitter.addWidget(left)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 1)
        splitter.setSizes([1000, 260])
        self.splitter = splitter
        self.log_width_chosen = False  # the person dragged the divider: their width stays
        splitter.splitterMoved.connect(lambda *_: setattr(self, "log_width_chosen", True))
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(splitter)

        self.timer = QTimer(self)
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self.poll)

    # --- starting ---------------------------------------------------------------------------
    @property
    def hot_seat(self) -> bool:
        """More than one person shares the screen."""
        return self.session is not None and len(self.session.setup.humans) > 1

    def start(self, session: Session, viewer: int | None = AUTO) -> None:
        """Show ``session`` from ``viewer``. By default: from its one person's seat; with several
        people (hot seat) from nobody's, until the first person to move says they are there."""
        self.stop()
        self.session = session
        session.skip_forced = self.play_forced
        self._records_key, self._forced_note = (), ""  # (a new game may start at the same ply)
        humans = session.setup.humans
        if viewer == AUTO:
            viewer = humans[0] if len(humans) == 1 else None
        self.viewer = viewer
        self.privacy.hide()
        self.sheets, self.final_deal, self.review_index = {}, None, None
        self._plates = {}  # a new game's plates start from its own scores
        self.last_trick_button.setEnabled(False)
        self._game_over_shown = False
        self.selection, self.focus_index, self._focus_by_hint = [], None, False
        self.hint, self._hint_key, self._coached = [], (), None
        self.log.clear()
        self.sheet.hide()
        self.review.hide()
        self._build_scene()
        assert self.scene is not None
        if session.steps:
            self._replay_history()
            if session.is_over:  # a finished game opened or replayed: its result at once
                self._on_game_end(chime=False)
        else:
            first = self._first_events(session)
            self.scene.schedule(first, seat=None, to_move=session.current_seat,
                                notes=self._event_lines(first))
        self._update_info()
        self.viewerChanged.emit(self.viewer)
        if self.autopoll:
            self.timer.start()
            self.poll()
        else:
            self._refresh_input()

    def restart_after_undo(self) -> None:
        """The session was taken back: rebuild the table. In a hot-seat game the person to move
        now may be someone else than the one looking: then the privacy screen comes first."""
        s = self.session
        if s is None:
            return
        viewer = self.viewer
        if self.hot_seat and s.current_seat != viewer:
            viewer = None
        self.start(s, viewer)

    def _you(self) -> int | None:
        """The seat the table calls "You": the viewer, when they are the one person at the
        table and have no name of their own (the New Game dialog wrote its default, "You",
        as the name: that is none of their own); in a game watched again, the seat the table
        called "You" when it was played (the replay names it so)."""
        s = self.session
        if s is None:
            return None
        you = ("You", self.tr("You"), default_name(0, HUMAN))
        if not s.setup.humans:  # a demo (no "You"), or a game watched again
            named = [i for i in range(s.num_players) if s.setup.seat(i).name in you]
            return named[0] if len(named) == 1 else None
        if self.viewer is None or len(s.setup.humans) > 1:
            return None
        name = s.setup.seat(self.viewer).name
        return self.viewer if not name or name in you else None

    def _build_scene(self) -> None:
        session = self.session
        assert session is not None
        names = [session.seat_name(i) for i in range(session.num_players)]
        # "You" for the one person at the table; people sharing the screen keep their names
        # ("Player 2"), so that each sees whose cards are shown and the log reads the same.
        you = self._you()
        if you is not None:
            names[you] = self.tr("You")
        old = self.scene
        options = dict(session.state.options)
        style = session.game.pack_for_players(options, session.num_players).style
        scene = TableScene(session.game, session.num_players, options, self.viewer, names,
                           self.timing, deck=self.decks.get(style), back=self.back,
                           felt_colour=self.felt_colour, parent=self)
        scene.sort_hand = self.sort_hand
        scene.set_zone_names(session.observation(self.viewer).zones)
        scene.cardClicked.connect(self.card_clicked)
        scene.cardDoubleClicked.connect(self.card_double_clicked)
        scene.cardDropped.connect(self.card_dropped)
        scene.dealEnded.connect(self._on_deal_end)
        scene.gameEnded.connect(self._on_game_end)
        scene.stepShown.connect(self._on_step_shown)
        scene.gathered.connect(self._on_gathered)
        scene.outChanged.connect(self._update_tracker)
        scene.timeline.idle.connect(self._on_idle)
        scene.reveal_all = self.reveal_all
        scene.open_hands = self.reveal_all or hands_public(session.observation(None))
        self.scene = scene
        self._plate_tips(session)
        self.review_index = None  # the review shows what this viewer saw gathered, nothing older
        self.last_trick_button.setEnabled(False)
        self.last_trick_button.setText(self._gather_label())
        self.view.set_table(scene)
        if old is not None:
            old.timeline.clear()
            old.deleteLater()

    def stop(self) -> None:
        self.timer.stop()
        if self.scene is not None:
            self.scene.timeline.clear()

    def close_session(self) -> None:
        self.stop()
        if self.session is not None:
            self.session.close()

    def set_speed(self, speed: str) -> None:
        self.timing.set_speed(speed)
        if self.timing.off and self.scene is not None:
            self.scene.timeline.finish()

    # --- the session's steps ----------------------------------------------------------------
    def poll(self) -> None:
        session, scene = self.session, self.scene
        if session is None or scene is None:
            return
        try:
            steps = session.poll(limit=1)
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
                return self.session.state.result().summary
        except Exception:
            return ""

    def show_score_sheet(self) -> None:
        if self.session is None or self.sheet.isVisible():
            return
        try:
            sheet = self.session.state.score_sheet()
        except Exception:
            return
        self.sheet.show_sheet(sheet, mode="view", animate=False, names=self._names())

    def _names(self) -> dict[int, str]:
        return {s: p.name for s, p in self.scene.plates.items()} if self.scene is not None else {}

    def seat_names(self) -> list[str]:
        """Every seat's name as its plate shows it (its number where there is no plate)."""
        names = self._names()
        count = self.session.num_players if self.session is not None else 0
        return [names.get(s, str(s + 1)) for s in range(count)]

    def _gather_label(self) -> str:
        """The review button's name: the last trick in a trick-taking game, else the last cards
        taken (a Pishti capture, a Shithead pile picked up or burned)."""
        layout = self.scene.layout if self.scene is not None else None
        if layout is None or any(z.arrangement == TRICK for z in layout.zones):
            return self.tr("Last trick")
        return self.tr("Last cards taken")

    def show_last_trick(self) -> None:
        self.show_gather(-1)

    def step_review(self, step: int) -> bool:
        """The review to the earlier (-1) or later (+1) trick or cards taken of the deal."""
        if not self.review.isVisible() or self.review_index is None \
                or self.review_index + step < 0:  # (-1 would be the last one)
            return False
        return self.show_gather(self.review_index + step)

    def show_gather(self, index: int) -> bool:
        """Show the deal's ``index``-th trick or cards taken (-1: the last) over the table."""
        gathers = self.scene.gathers if self.scene is not None else []
        if self.scene is None or not gathers:
            return False
        if index < 0:
            index += len(gathers)
        if not 0 <= index < len(gathers):
            return False
        self.review_index = index
        seat, cards = gathers[index]
        dpr = self.devicePixelRatioF()
        width = max(50, round(self.scene.geo().card_width * 0.8))
        # a card this viewer never saw face up stays a back: the review reveals nothing new
        pixmaps = [self.scene.art.face(c, width, dpr) if c >= 0 else self.scene.art.back(width, dpr)
                   for c in cards]
        name = self.scene.plates[seat].name if seat is not None and seat in self.scene.plates else ""
        if seat is not None and seat == self._you():
            title = self.tr("Taken by you")  # not "Taken by You", the plate's name
        else:
            title = self.tr("Taken by {name}").format(name=name) if name else self._gather_label()
        count = len(gathers)
        position = self.tr("{i} of {n}").format(i=index + 1, n=count) if count > 1 else ""
        self.review.retranslate(self.tr("Earlier (←)"), self.tr("Later (→)"))
        by = self.scene.played_by
        captions = [self.scene.plates[by[c]].name if c in by and by[c] in self.scene.plates else ""
                    for c in cards]
        self.review.show_cards(title, pixmaps, position, index > 0, index < count - 1, captions)
        return True

    def show_private_pile(self, item: CardItem) -> bool:
        """A face-down pile in the middle holding cards only the viewer knows (the Pinochle
        bidder's buried cards), clicked: the review shows those cards face up. False (nothing
        shown) for any other card."""
        scene, session = self.scene, self.session
        zone = scene.zone_of_item(item) if scene is not None else None
        if scene is None or session is None or zone is None or zone_owner(zone) is not None:
            return False
        public = set(session.state.observation(None).zones.get(zone, ()))
        cards = [it.card for it in scene.zone_items.get(zone, [])
                 if it.card != HIDDEN and not it.shown and it.card not in public]
        if item.card not in cards:
            return False
        label = scene.layout.for_zone(zone).label
        name = tr(label, "games") if label else zone
        dpr = self.devicePixelRatioF()
        width = max(50, round(scene.geo().card_width * 0.8))
        self.review_index = None  # nothing to step to
        self.review.show_cards(self.tr("{zone}: seen only by you").format(zone=name),
                               [scene.art.face(c, width, dpr) for c in cards])
        return True

    # --- input ------------------------------------------------------------------------------
    @property
    def input_open(self) -> bool:
        """A person may act now: the viewer is to move and no score sheet waits."""
        s, scene = self.session, self.scene
        return bool(s and scene and s.human_to_move and s.current_seat == self.viewer
                    and not scene.timeline.paused and not self.sheet.isVisible()
                    and self.privacy.isHidden() and self._forced() is None)

    def _forced(self) -> str | None:
        """The move the table is about to play for the person (their only legal one), if
        :attr:`play_forced`; None otherwise."""
        records = self.records() if self.play_forced else []
        return records[0].action if len(records) == 1 else None

    def records(self) -> list[ActionRecord]:
        s = self.session
        if s is None or not s.human_to_move:
            return []
        key = (len(s.state.history), s.current_seat)
        if key != self._records_key:
            self._records_key = key
            self._records = s.records()
        return self._records

    def card_records(self) -> list[ActionRecord]:
        return [r for r in self.records() if r.cards]

    # Cards are clicked by key: a card the viewer knows by its id, an unknown one (a face-down
    # card played blind) by its zone. A record's keys say which clicks make it.
    def key_of(self, item: CardItem) -> Any:
        if item.card != HIDDEN:
            return item.card
        return self.scene.zone_of_item(item) if self.scene is not None else None

    def record_keys(self, record: ActionRecord) -> Counter:
        scene = self.scene
        known = {it.card for items in scene.zone_items.values() for it in items} if scene else set()
        return Counter(u.card if u.card != HIDDEN and u.card in known else u.zone
                       for u in record.cards)

    def play(self, action: str) -> bool:
        """Play ``action`` for the person to move; False (nothing changes) when it is not
        theirs to play now."""
        if not self.input_open or self.session is None:
            return False
        caution = self._caution(action)
        if caution and self.ask is not None and not self.ask(caution):
            return False  # not taken: the turn stays as it was
        targets = self.focus_targets()  # (before the move: the person's turn is over after it)
        try:
            step = self.session.play(action)
        except (ActionParseError, IllegalActionError) as exc:
            self._error(str(exc))
            return False
        self.selection = []
        # Moved with the keyboard's focus in use: it comes back there on the person's next turn;
        # not where the hint put it and the person played another card (with the mouse): the
        # ring would stay on a card nobody chose.
        ignored = self._focus_by_hint and not (self.hint and self.hint[0].action == action)
        self._remember_focus(None if ignored else self.focus_index, targets)
        self.focus_index = None
        self._focus_by_hint = False
        self.hint, self._hint_key = [], ()
        if self.scene is not None:  # a forced move's note goes when the table shows this one
            timeline = self.scene.timeline
            timeline.call(timeline.reserve(0), self._clear_forced_note)
        self._schedule(step)
        self._refresh_input()
        return True

    def _caution(self, action: str) -> str:
        """The game's question before ``action`` (Shithead: a pile picked up while a card could
        be played), "" for none or for text that is no move (session.play reports that)."""
        assert self.session is not None
        state = self.session.state
        try:
            if action not in state.legal_actions():
                action = state.parse_action(action)
            return state.caution(action, state.current_player)
        except CardTableError:
            return ""

    def _clear_forced_note(self) -> None:
        if self._forced_note:
            self._forced_note = ""
            self._refresh_input()

    def _matches(self, selection: list[CardItem]) -> tuple[list[ActionRecord], list[ActionRecord]]:
        """Records whose cards are exactly the selection, and those that need more cards."""
        chosen = Counter(self.key_of(it) for it in selection)
        exact, bigger = [], []
        for r in self.card_records():
            keys = self.record_keys(r)
            if keys == chosen:
                exact.append(r)
            elif keys >= chosen:
                bigger.append(r)
        return exact, bigger

    def card_clicked(self, item: CardItem) -> None:
        if self.scene is None or self.show_private_pile(item):
            return
        if not self.input_open:
            return
        key = self.key_of(item)
        if not any(key in self.record_keys(r) for r in self.card_records()):
            return
        sel = list(self.selection)
        if item in sel:
            sel.remove(item)
        else:
            wanted = Counter(self.key_of(it) for it in sel) + Counter([key])
            fits = any(self.record_keys(r) >= wanted for r in self.card_records())
            sel = sel + [item] if fits else [item]
        self.selection = sel
        exact, bigger = self._matches(sel)
        if exact and not bigger:
            if len(exact) == 1:
                self.play(exact[0].action)
                return
            self._refresh_input(choices=exact)
            return
        self._refresh_input()

    def card_double_clicked(self, item: CardItem) -> None:
        if not self.input_open:
            return
        exact, _ = self._matches(self.selection or [item])
        if len(exact) == 1:
            self.play(exact[0].action)

    def card_dropped(self, item: CardItem) -> None:
        if not self.input_open:
            return
        sel = self.selection if item in self.selection else [item]
        exact, _ = self._matches(sel)
        if len(exact) == 1:
            self.play(exact[0].action)
        elif exact:
            self.selection = list(sel)
            self._refresh_input(choices=exact)

    def playable_items(self) -> list[CardItem]:
        """The cards a click can start a legal action with, the viewer's first, left to right."""
        scene = self.scene
        if scene is None or not self.input_open:
            return []
        keys: set[Any] = set()
        zones: set[str] = set()
        for r in self.card_records():
            keys |= set(self.record_keys(r))
            zones |= {u.zone for u in r.cards}
        out = []
        for it in scene.viewer_cards() + [it for z, its in scene.zone_items.items()
                                          if zone_owner(z) != self.viewer for it in its]:
            if self.key_of(it) in keys and scene.zone_of_item(it) in zones and it not in out:
                out.append(it)
        return out

    def button_records(self, records: list[ActionRecord]) -> list[ActionRecord]:
        """Records offered as buttons: no cards, a kind better chosen by name (a meld, a pick
        up, a card shown, the dix exchange), or cards the viewer cannot see (a blind play).
        Cards passed one by one (an exchange in a group: Pinochle's cards to the partner) are
        clicked, as cards buried are: a button for every card in the hand only crowded the bar."""
        out = []
        for r in records:
            if not r.cards or (r.kind in BUTTON_CARD_KINDS and not (r.kind == EXCHANGE and r.group)):
                out.append(r)
            elif any(u.card == HIDDEN for u in r.cards):
                # Cards the viewer cannot see. (A card the table has not drawn yet — a drawn card
                # still on its way — is no reason for a button: it becomes clickable on landing.)
                out.append(r)
        return out

    def _refresh_input(self, choices: list[ActionRecord] | None = None) -> None:
        scene, session = self.scene, self.session
        if scene is None or session is None:
            return
        open_ = self.input_open
        if open_ and self.coach and not scene.timeline.busy:
            turn = (len(session.state.history), session.current_seat)
            if turn != self._coached and not self.hint:
                self._coached = turn
                self.request_hint()
        records = self.records() if open_ else []
        self.selection = [it for it in self.selection if it.scene() is scene] if open_ else []
        extra: list[tuple[str, Any, str]] = []
        # The buttons wait, as the prompt and the cards' marks do, until the table has shown
        # the moves before the person's turn (a "Pick up the pile" beside another's move read
        # as that player's choice, and picked up a pile still growing on screen).
        ready = open_ and not scene.timeline.busy
        shown = self.button_records(records) if ready else []
        if ready and self.selection:
            exact, _ = self._matches(self.selection)
            have = {r.action for r in shown}  # a choice that is a button already is not repeated
            for r in (choices or exact):
                if r.action not in have:
                    extra.append((r.label or r.action, lambda a=r.action: self.play(a), r.action))
            extra.append((self.tr("Clear selection"), self.clear_selection, ""))
        key = (tuple(r.action for r in shown), tuple(e[0] for e in extra), ready)
        if key != getattr(self, "_bar_key", None):
            self._bar_key = key
            self.actions_bar.show_records(shown, extra, buttons_only=True)
        playable = self.playable_items()
        targets = self.focus_targets()
        if open_ and targets and self.focus_index is None and self.resume_focus is not None \
                and not scene.timeline.busy:
            self.focus_index = self._resumed_index(targets)
            self.resume_focus = None
            if self.focus_index is not None:
                self._take_focus(targets[self.focus_index])
        focus_item = None
        if self.focus_index is not None and self.focus_index < len(targets):
            t = targets[self.focus_index]
            focus_item = t if isinstance(t, CardItem) else None
        hinted = self.hint_items() if focus_item is not None and self.hint else []
        ringed = frozenset(id(it) for it in hinted) if focus_item in hinted else frozenset()
        scene.set_marks({id(it) for it in playable}, self.selection, focus_item,
                        open_ and not scene.timeline.busy, ringed)
        if open_ and self.hint:
            best = self.hint[0]
            prompt = self.tr("Hint: {action} — {reason}").format(
                action=self._label_of(best.action), reason=best.reason)
            close = self._close_second()
            if close is not None and close.move and close.move == best.move:
                # one move to the search (Briscola's equal cards): not a runner-up but a twin
                prompt += "\n" + self.tr(
                    "{action} is just as good: the two cards play alike from here.").format(
                    action=self._label_of(close.action))
            elif close is not None:  # the search cannot tell them apart: say so, with its own
                # simulations (a move searched less may show a higher share, by chance)
                prompt += "\n" + self.tr("{action} is about as good: {reason}.").format(
                    action=self._label_of(close.action), reason=close.reason)
            else:  # one line: what the player counts stays under it (a bid's meld by suit)
                prompt = self._with_note(prompt)
        elif open_:
            if self.selection:
                prompt = selection_prompt(*self._matches(self.selection))
            elif scene.timeline.busy:
                prompt = ""  # the table is still showing earlier moves: "your turn" when idle
            else:
                prompt = self._with_note(turn_prompt(records, bool(playable)))
        elif self._game_over_shown or (session.is_over and not scene.timeline.busy):
            prompt = self.tr("The game is over.")
        elif scene.timeline.paused or self.sheet.isVisible():
            prompt = self.tr("The deal is over.")
        elif scene.timeline.busy:
            prompt = ""  # earlier moves are still shown: the game may be further on (a demo)
        elif session.waiting_for_ai and not self.reveal_all:  # (watching again: nobody thinks)
            prompt = self.tr("{name} is thinking…").format(name=scene.plates[session.current_seat].name)
        else:
            prompt = ""
        if self._forced_note:
            if open_ and not scene.timeline.busy or self.sheet.isVisible() \
                    or self._game_over_shown:  # the person's next turn, or the deal's end
                self._forced_note = ""
            else:
                prompt = self._forced_note + (f"\n{prompt}" if prompt else "")
        self.actions_bar.set_prompt(prompt)

    def _plate_tips(self, session: Session) -> None:
        """Each computer player's plate says, on hovering, what its level plays like."""
        assert self.scene is not None
        for seat, plate in self.scene.plates.items():
            spec = session.setup.seat(seat)
            if spec.is_human:
                continue
            about, level = level_description(spec.level), level_label(spec.level)
            plate.setToolTip(f"{level}: {about}" if about else level)

    def _with_note(self, prompt: str) -> str:
        """``prompt`` with the decision's note under it, where the game has one: what a player
        would count in their head (Pinochle's auction: the meld with each suit as trumps)."""
        note = self._decision_note()
        return f"{prompt}\n{note}" if note else prompt

    def _decision_note(self) -> str:
        s = self.session
        if s is None or self.viewer is None:
            return ""
        try:
            return s.state.decision_note(self.viewer)
        except Exception:  # a game plugin's note must not take the table down
            return ""

    def clear_selection(self) -> None:
        self.selection = []
        self._refresh_input()

    # --- keyboard ---------------------------------------------------------------------------
    @staticmethod
    def _control_key(target: Any) -> str | None:
        """A focus target's name where it is a control (its action, "" for one without: the
        bid box), None for a card."""
        if isinstance(target, CardItem):
            return None
        return str(target.property("action") or "")

    def _remember_focus(self, index: int | None, targets: list[Any]) -> None:
        """Keep the keyboard focus's place among ``targets`` (the turn's, before its move)
        for the person's next turn (None: nothing)."""
        if index is None or index >= len(targets):
            self.resume_focus = self._resume_control = None
        else:
            self.resume_focus, self._resume_control = index, self._control_key(targets[index])

    def _resumed_index(self, targets: list[Any]) -> int | None:
        """Where the remembered focus comes back among ``targets``: a card's place among the
        cards (the last card where there are fewer now), a control only as the same control;
        None where there is no such place (Enter then shows the focus first, plays nothing)."""
        if self.resume_focus is None:
            return None
        if self._resume_control is not None:
            return next((i for i, t in enumerate(targets)
                         if self._control_key(t) == self._resume_control), None)
        cards = [i for i, t in enumerate(targets) if isinstance(t, CardItem)]
        return cards[min(self.resume_focus, len(cards) - 1)] if cards else None

    def focus_targets(self) -> list[Any]:
        """The playable cards left to right, then the action buttons."""
        if self.scene is None or not self.input_open:
            return []
        return [*self.playable_items(), *self.actions_bar.controls()]

    def _key(self, event: QKeyEvent) -> bool:
        key = event.key()
        if self.review.isVisible() and key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.step_review(-1 if key == Qt.Key.Key_Left else 1)
            return True
        targets = self.focus_targets()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down,
                   Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            self.move_focus(-1 if key in (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Backtab) else 1)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.focus_index is None or self.focus_index >= len(targets):
                self.move_focus(1)  # nothing focused yet: show the focus first, Enter again plays
                return True
            target = targets[self.focus_index]
            if isinstance(target, CardItem) and self.hint and not self.selection \
                    and target in self.hint_items():
                self.play(self.hint[0].action)  # the whole hinted move (several cards, a swap)
            elif isinstance(target, CardItem) and target in self.selection \
                    and key != Qt.Key.Key_Space:
                self.card_double_clicked(target)  # Enter on a chosen card plays the choice
            elif isinstance(target, CardItem):
                self.card_clicked(target)
            elif isinstance(target, NumberBox):
                target.entered.emit()
            else:
                target.click()
            return True
        if key == Qt.Key.Key_Escape:
            self.clear_selection()
            self.review.hide()
            return True
        return False

    def move_focus(self, step: int) -> None:
        """The keyboard focus to the next (+1) or previous (-1) playable card or control."""
        targets = self.focus_targets()
        if not targets:
            return
        i = self.focus_index
        self.focus_index = (0 if step > 0 else len(targets) - 1) if i is None else (i + step) % len(targets)
        self._focus_by_hint = False  # the person's own focus now
        self._apply_focus(targets)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # keys a focused button did not take
        if not self._key(event):
            super().keyPressEvent(event)

    def _apply_focus(self, targets: list[Any]) -> None:
        if self.focus_index is not None:
            self._take_focus(targets[self.focus_index])
        self._refresh_input()

    def _take_focus(self, target: Any) -> None:
        """Qt's keyboard focus to a focused control, or to the view for a card."""
        if isinstance(target, (QPushButton, NumberBox)):
            target.setFocus()
        else:
            self.view.setFocus()

    # --- info bar, viewer ---------------------------------------------------------------------
    def _update_info(self) -> None:
        info = self._info_now()
        if info is not None:
            self._show_info(*info)

    def _info_now(self) -> tuple[str, str | None] | None:
        """The bar above the table as the session stands now (the game, the deal, the trump
        suit) and the trump suit; None without a game."""
        s, scene = self.session, self.scene
        if s is None or scene is None:
            return None
        obs = s.observation(self.viewer)
        parts = [f"<b>{s.game.display_name()}</b>"]
        deal = obs.public.get("deal")
        if isinstance(deal, int) and deal:
            parts.append(self.tr("Deal {n}").format(n=deal))
        trump = obs.public.get("trump_suit") or obs.public.get("trump")
        trump = trump if isinstance(trump, str) and trump else None
        if trump is not None:
            try:
                style = scene.pack.style
                parts.append(self.tr("Trump: {symbol} {name}").format(
                    symbol=suit_symbol(style, trump), name=suit_name(style, trump)))
            except KeyError:
                pass
        return "   ·   ".join(parts), trump

    def _show_info(self, text: str, trump: str | None) -> None:
        if trump != self._trump:
            self._trump = trump
            self._update_tracker()
        self.info.setText(text)

    def retranslate(self) -> None:
        """Say the table again in the language now installed: its buttons, and the game so far
        in the log (the session words its moves again); the caller redraws the table
        (:meth:`switch_viewer`), which writes the log anew."""
        self.log_title.setText(self.tr("<b>Game log</b>"))
        self.last_trick_button.setText(self._gather_label())
        self.sheet_button.setText(self.tr("Score sheet"))
        if self.session is not None:
            self.session.relog()

    def switch_viewer(self, viewer: int | None) -> None:
        """Show the table from another seat: rebuilt from that seat's events (and its log)."""
        if self.session is None:
            return
        self.viewer = viewer
        self.log.clear()
        self.selection, self.focus_index, self.resume_focus = [], None, None
        self.hint, self._hint_key, self._coached = [], (), None
        self._focus_by_hint = False
        self._build_scene()
        self._replay_history()
        self._update_info()
        self.viewerChanged.emit(viewer)

    def hand_over(self, seat: int) -> None:
        """Hot seat: hide every hand (the table as a spectator sees it) behind "Pass to <name>"
        until the person at ``seat`` clicks."""
        if self.session is None:
            return
        if self.viewer is not None:
            self.switch_viewer(None)
        name = self.session.setup.seat(seat).name or self.session.seat_name(seat)
        self.privacy.show_for(seat, name)
        self.last_trick_button.setEnabled(False)
        self.review.hide()
        self._refresh_input()

    def _privacy_ready(self, seat: int) -> None:
        self.switch_viewer(seat)
        self.view.setFocus()

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if not self.log_width_chosen:  # the log takes its share: less of a small window
            width = self.splitter.width()
            side = log_width(width)
            self.splitter.setSizes([max(0, width - side - self.splitter.handleWidth()), side])
        if not self.privacy.isHidden():
            self.privacy.cover()
        if not self.sheet.isHidden():
            QTimer.singleShot(0, self.sheet.center)  # once the view has its new size

    # --- hints --------------------------------------------------------------------------------
    def request_hint(self) -> bool:
        """Ask the computer player's logic what the person to move should play, from their seat's
        view only; shown when it arrives. False when it is not the viewer's turn."""
        s = self.session
        if s is None or not self.input_open or self.viewer is None:
            return False
        try:
            s.request_hint(self.viewer)
        except (IllegalActionError, ValueError) as exc:
            self._error(str(exc))
            return False
        self.actions_bar.set_prompt(self.tr("Thinking about a hint…"))
        if not self.autopoll:
            self.poll()
        return True

    def _check_hint(self) -> None:
        s = self.session
        ranked = s.hint_result if s is not None else None
        if s is None or not ranked or not self.input_open:
            return
        key = (len(s.state.history), tuple(r.action for r in ranked))
        if key == self._hint_key:
            return
        self._hint_key = key
        self.show_hint(list(ranked))

    def _close_second(self) -> Any:
        """The hint's runner-up where its value is within :data:`HINT_CLOSE` of the best (the
        search's own noise: the same position searched again may rank them the other way). A
        move that reads as the best one (the other of two identical cards) is no runner-up."""
        if len(self.hint) < 2:
            return None
        best = self.hint[0]
        label = self._label_of(best.action)
        second = next((r for r in self.hint[1:] if self._label_of(r.action) != label), None)
        if second is None or not (best.visits and second.visits):  # a rule of thumb, a move
            return None  # not explored: no values
        return second if best.value - second.value <= HINT_CLOSE else None

    def show_hint(self, ranked: list[Any]) -> None:
        """Highlight the best action's card (keyboard focus: Enter plays it) or button, and show
        its reason."""
        self.hint = ranked
        self.selection = []
        best = ranked[0].action
        targets = self.focus_targets()
        self.focus_index = None
        record = next((r for r in self.records() if r.action == best), None)
        if record is not None and record.cards and self.scene is not None:
            keys = self.record_keys(record)
            for i, t in enumerate(targets):
                if isinstance(t, CardItem) and self.key_of(t) in keys:
                    self.focus_index = i
                    break
        if self.focus_index is None:
            button = self.actions_bar.button_for(best)
            if button is not None and button in targets:
                self.focus_index = targets.index(button)
        self._focus_by_hint = self.focus_index is not None
        if self.focus_index is not None:
            self._apply_focus(targets)
        else:
            self._refresh_input()

    def hint_items(self) -> list[CardItem]:
        """The cards the shown hint suggests (for tests and the focus ring)."""
        if not self.hint or self.scene is None:
            return []
        record = next((r for r in self.records() if r.action == self.hint[0].action), None)
        if record is None:
            return []
        keys = self.record_keys(record)
        return [it for it in self.playable_items() if self.key_of(it) in keys]

    def _label_of(self, action: str) -> str:
        record = next((r for r in self.records() if r.action == action), None)
        return (record.label or action) if record is not None else action

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
        self._refresh_input()

    def resync(self) -> list[str]:
        """Make the table agree with the session's observation (after animations)."""
        if self.session is None or self.scene is None:
            return []
        return self.scene.resync(self.session.observation(self.viewer))

    def _error(self, text: str) -> None:
        self.errors.append(text)
        self.actions_bar.set_prompt(text)

    # --- for tests and tools ----------------------------------------------------------------
    def view_point(self, card: "int | CardItem") -> Any:
        """The viewport point to click ``card`` (an id or an item; None if not on the table)."""
        if self.scene is None:
            return None
        p = (self.scene.click_point_item(card) if isinstance(card, CardItem)
             else self.scene.click_point(card))
        return None if p is None else self.view.mapFromScene(QPointF(p))
