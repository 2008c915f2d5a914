"""The table widget: the view, the action bar, the log, and the glue to a session.

The widget polls :meth:`Session.poll` from a timer and hands each step's events, masked for the
viewer, to the scene, which animates them; it never waits for a computer player. A person acts
by clicking (or dragging) a card, by the buttons the action bar builds from the records, or by
keyboard. Input is checked against the session now, not against what is still being animated:
a click during an animation plays exactly once (a second click finds the card no longer
legal), and nothing is dropped.
"""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import (QHBoxLayout, QLabel, QListWidget, QPushButton, QSplitter,
                               QVBoxLayout, QWidget)

from ...app.game_setup import HUMAN
from ...app.session import Session
from ...engine.actions import ActionRecord
from ...engine.cards import suit_name, suit_symbol
from ...engine.events import HIDDEN, zone_owner
from ..dialogs.seat_editor import default_name
from .action_bar import ActionBar
from .card_item import CardItem
from .card_menu import CardMenu
from .privacy import PrivacyScreen
from .review import ReviewPanel
from .tracker import CardTracker
from .scene import PlateTexts, TableScene
from .sheet_view import ScoreSheetPanel
from .timing import Timing
from .view import TableView
from .flow import YOUR_LINES, TableFlow, sound_of
from .input import BUTTON_CARD_KINDS, TableInput
from .overlays import HINT_CLOSE, TableOverlays

POLL_MS = 30
AUTO = -2  # start(): show the table from the only person's seat, or (hot seat) to nobody at first
INFO_STYLE = "QLabel { color: #eef5ef; font-size: 14px; padding: 4px 10px; }"
SIDE_STYLE = """
QWidget#side { background: #17392a; }
QListWidget { background: #10281d; color: #e6efe8; border: none; font-size: 13px; }
QLabel { color: #e6efe8; }
"""
# The window's toolbar on the bar above the table: light text on the dark bar.
TOOLBAR_STYLE = ("QToolBar { background: transparent; border: none; spacing: 2px; }"
                 "QToolButton { color: #eef5ef; padding: 2px 6px; border-radius: 4px; }"
                 "QToolButton:hover { background: rgba(255, 255, 255, 30); }"
                 "QToolButton:focus { border: 2px solid #e8c15a; }"
                 "QToolButton:disabled { color: rgba(238, 245, 239, 90); }")
# High contrast (Preferences): black and white with yellow marks, larger text.
HIGH_CONTRAST_FELT = "#000000"
HIGH_CONTRAST_INFO = "QLabel { color: #ffffff; background: #000000; font-size: 16px; " \
    "font-weight: bold; padding: 4px 10px; }"
HIGH_CONTRAST_SIDE = """
QWidget#side { background: #000000; }
QListWidget { background: #000000; color: #ffffff; border: 1px solid #ffffff; font-size: 15px; }
QLabel { color: #ffffff; }
QPushButton { color: #000000; background: #ffff00; font-weight: bold; }
QPushButton:disabled { color: #808080; background: #202020; }
QPushButton:focus { border: 3px solid #00ffff; }
"""

# (kept importable from here)
__all__ = ["AUTO", "BUTTON_CARD_KINDS", "HINT_CLOSE", "POLL_MS", "YOUR_LINES", "TableWidget",
           "hands_public", "log_width", "sound_of"]


def hands_public(obs: Any) -> bool:
    """Whether a spectator sees a whole hand: the hands are played face up (Briscola's open
    hands; Pinochle's shown melds make only some cards known)."""
    return any(zone_owner(z) is not None and z.startswith("hand:") and cards
               and all(c != HIDDEN for c in cards) for z, cards in obs.zones.items())


def log_width(window_width: int) -> int:
    """The game log's width for a table this wide: about a quarter, 180 to 300 pixels."""
    return max(180, min(300, round(window_width * 0.24)))


class TableWidget(TableFlow, TableOverlays, TableInput, QWidget):
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
        self.card_scale = 1.0  # the cards' size, a share of what fits (Preferences, Ctrl+plus)
        self.high_contrast = False  # black felt, white text, yellow buttons (Preferences)
        self.card_menu: Any = None  # the right-click menu shown last (tests read it)
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
        self.side = side
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
        self.left = left
        left.setObjectName("left")
        box = QVBoxLayout(left)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        # the bar above the table: the game, deal and trump at the left, the window's toolbar
        # (set_toolbar) at the right, so that the toolbar takes no height from the table
        self.top_bar = QWidget(left)
        self.top_bar.setObjectName("topBar")
        top = QHBoxLayout(self.top_bar)
        top.setContentsMargins(0, 0, 4, 0)
        top.setSpacing(0)
        top.addWidget(self.info, 1)
        self.top_box = top
        box.addWidget(self.top_bar)
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
        self._name_for_readers()

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
            name = sound_of(first)  # the first deal is heard too (it was silent)
            self.scene.schedule(first, seat=None, to_move=session.current_seat,
                                notes=self._event_lines(first),
                                at_start=(lambda: self._play_sound(name)) if name else None)
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
                           felt_colour=HIGH_CONTRAST_FELT if self.high_contrast
                           else self.felt_colour, parent=self)
        scene.card_scale = self.card_scale
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
        scene.cardMenu.connect(self.show_card_menu)
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
        # the tracker shows this scene's pack at once: not the last game's cards, and not
        # empty until a card leaves play (a Shithead swap, a Pinochle auction come first)
        self._update_tracker()

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
        self._name_for_readers()
        if self.session is not None:
            self.session.relog()

    def _name_for_readers(self) -> None:
        """Accessible names and descriptions for screen readers: the turn prompt, the bar above
        the table, the game log (its latest line: the last action) and the score sheet (the
        result). A label's text is read as its name; the description says what it is."""
        self.actions_bar.prompt.setAccessibleDescription(
            self.tr("The turn prompt: what the game asks of you now"))
        self.info.setAccessibleDescription(self.tr("The game, the deal and the trump suit"))
        self.log.setAccessibleName(self.tr("Game log"))
        self.log.setAccessibleDescription(self.tr("Every move so far, the last action last"))
        self.sheet.summary.setAccessibleDescription(self.tr("The result"))
        self.sheet.setAccessibleName(self.tr("Score sheet"))

    def set_toolbar(self, toolbar: QWidget) -> None:
        """Put the window's toolbar at the right of the bar above the table (it is shown and
        hidden by the window)."""
        toolbar.setParent(self.top_bar)
        toolbar.setStyleSheet(TOOLBAR_STYLE)
        self.top_box.addWidget(toolbar, 0, Qt.AlignmentFlag.AlignVCenter)

    def set_high_contrast(self, on: bool) -> None:
        """Black felt, white text, yellow buttons and a larger font beside the table (the
        caller redraws the table for the felt)."""
        self.high_contrast = on
        self.info.setStyleSheet(HIGH_CONTRAST_INFO if on else INFO_STYLE)
        self.side.setStyleSheet(HIGH_CONTRAST_SIDE if on else SIDE_STYLE)
        self.left.setStyleSheet("QWidget#left { background: %s; }"
                                % ("#000000" if on else "#0f2a1d"))

    def show_card_menu(self, item: CardItem, where: Any = None) -> CardMenu:
        """Right-click on a card: what it is, where it lies, and what the person can do with it
        (:class:`~.card_menu.CardMenu`)."""
        menu = CardMenu(self, item, self)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.card_menu = menu
        menu.popup(where if where is not None else QCursor.pos())
        return menu

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
        self.viewerChanged.emit(None)  # (behind the pass screen now: the window's undo follows)
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

    # --- for tests and tools ----------------------------------------------------------------
    def view_point(self, card: "int | CardItem") -> Any:
        """The viewport point to click ``card`` (an id or an item; None if not on the table)."""
        if self.scene is None:
            return None
        p = (self.scene.click_point_item(card) if isinstance(card, CardItem)
             else self.scene.click_point(card))
        return None if p is None else self.view.mapFromScene(QPointF(p))
