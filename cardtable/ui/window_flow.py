"""The main window's game flow: starting, replaying, watching and abandoning games, a demo,
the way back to the start page, and after every move the autosave and the statistics; undo
and hint.

Part of :class:`~cardtable.ui.main_window.MainWindow` (a mixin).
"""

from __future__ import annotations

import logging
import random
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QCheckBox, QMessageBox

from ..app import paths
from ..app.faults import LAYOUT, START, GameFault, fault_of
from ..app.game_setup import AI, DEFAULT_LEVEL, GameSetup, SeatSpec
from ..app.replay import watch_again
from ..app.session import Session, Step
from ..app.settings import remember_new_game
from ..app.stats import GameRecord, StatsBusy, StatsStore, summarize
from ..engine.errors import CardTableError
from .dialogs.new_game import MAX_DEAL, NewGameDialog, table_choices
from .dialogs.preferences import geometry_text

if TYPE_CHECKING:  # the window's parts see each other's attributes through the host's declarations
    from .window_host import WindowHost as _Base
else:
    _Base = object

log = logging.getLogger(__name__)

THINK_LIMIT = 3.0       # seconds a computer player may think per move
DEMO_LEVEL = "intermediate"
WATCH_STEP_MS = 700.0  # a game watched again: each move shown at least this long
DEMO_SHEET_MS = 2500    # a demo deal's score sheet stays this long


def new_seed() -> int:
    return random.SystemRandom().randint(1, MAX_DEAL)


def rotated(setup: GameSetup, by: int = 1) -> GameSetup:
    """The same deal with every seat moved ``by`` places on: the people get other seats' cards."""
    n = setup.players
    seats = [setup.seat(i) for i in range(n)]
    by %= n
    return replace(setup, seats=tuple(seats[-by:] + seats[:-by]) if by else tuple(seats))


class WindowFlow(_Base):
    """Starts and ends games on the table and keeps them safe after every move."""

    # --- starting and ending games ----------------------------------------------------------
    @property
    def in_progress(self) -> bool:
        """A game a person has played in and that is not over (abandoning it loses something)."""
        s = self.session
        return bool(s is not None and not self.demo and not s.is_over and s.steps
                    and s.setup.humans)

    def confirm(self, title: str, text: str) -> bool:
        """Ask before a risky action (when the preference says so)."""
        if not self.settings.confirm_risky:
            return True
        answer = QMessageBox.question(self, title, text,
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def confirm_move(self, text: str) -> bool:
        """Ask before a move the game cautions about (``text``: its question), where the person
        wants to be asked; *Do not ask again* turns the preference off."""
        if not self.settings.confirm_moves:
            return True
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Your move"), text,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        never = QCheckBox(self.tr("Do not ask &again (Preferences can turn it back on)"), box)
        box.setCheckBox(never)
        answer = box.exec()
        if never.isChecked():  # kept at once; the table is not redrawn in the middle of a move
            self.settings = replace(self.settings, confirm_moves=False)
            self._save_settings()
        return answer == QMessageBox.StandardButton.Yes

    def may_abandon(self) -> bool:
        return not self.in_progress or self.confirm(
            self.tr("Abandon the game?"),
            self.tr("The game in progress will be abandoned (it is not counted in the "
                    "statistics). Go on?"))

    def _deal_from_panel(self) -> None:
        if self.may_abandon():
            level = self.start_panel.level.currentData()
            if level and level != self.settings.start_level:  # remembered for the next start
                self.settings = replace(self.settings, start_level=level)
                self._save_settings()
            try:
                self.start_game(self.start_panel.setup(new_seed()))
            except CardTableError as exc:  # (rules the start page should not have offered)
                self.notify(self.tr("Cannot start the game"), str(exc))

    def make_new_game_dialog(self, game: str | None = None) -> NewGameDialog:
        """The New Game dialog, for ``game`` or the game on the table. For the game on the table
        it shows that game's players, rules and seats (however it was started: the game list,
        the command line, a saved game; a demo's seats, all computers, are not offered), the
        deal number as last chosen."""
        start = game or (self.session.setup.game if self.session is not None else None)
        settings = self.settings
        if self.session is not None and start == self.session.setup.game:
            setup = self.session.setup
            remembered = settings.new_game.get(start, {})
            # the deal number on the table, not the one the dialog was last closed with (a game
            # from the start page or Play again has its own): "Deal number" deals it again
            choices = {**remembered, **table_choices(self.registry, setup), "deal": setup.seed}
            if self.demo:  # a demo or a game watched again: no seat is a person's; the seats
                # are the person's own last choice (else "You" against computers)
                choices.pop("seats")
                if "seats" in remembered:
                    choices["seats"] = remembered["seats"]
            settings = remember_new_game(settings, start, choices)
        return NewGameDialog(self.registry, settings, self, game=start)

    def new_game_dialog(self, game: str | None = None) -> NewGameDialog | None:
        dialog = self.make_new_game_dialog(game)
        if not dialog.exec():
            return None
        self.settings = dialog.remembered()
        self._save_settings()
        if self.may_abandon():
            self.start_game(dialog.setup())
        return dialog

    def start_game(self, setup: GameSetup, *, ai: str = "process", session: Session | None = None,
                   demo: bool = False, watching: bool = False) -> Session | None:
        """Deal ``setup`` (or show ``session``) on the table; the game in progress is abandoned.
        ``watching``: a finished game watched again, every card face up."""
        self.close_session(abandon=True)
        self.demo = demo or watching
        self.watched = setup if watching else None
        # a game watched again shows every card; a demo does where the person asked for it
        self.table.reveal_all = watching or (demo and self.settings.demo_face_up)
        # a game watched again keeps a pace a person can follow, even with animations off
        self.table.timing.watch_ms = self.watch_step_ms if watching else 0.0
        self.save_path = None  # Ctrl+S asks where, until this game is saved or was opened
        self._redo = []
        self.table.on_game_fault = self._game_failed
        hook = START
        try:  # a game plugin's own code may fail dealing or laying out: its fault, said
            self.session = session or Session(setup, ai=ai, think_limit=THINK_LIMIT)
            self._counted = self.session.is_over
            self.session.on_step.append(self._after_step)
            self.table.auto_proceed_ms = DEMO_SHEET_MS if demo else None
            self.stack.setCurrentWidget(self.table)
            hook = LAYOUT
            self.table.start(self.session)
        except GameFault as fault:
            self._game_failed(fault)
            return None
        except CardTableError as exc:
            if hook == START:
                raise  # bad rules or players asked for: the caller's error to report
            self._game_failed(fault_of(setup.game, hook, exc))
            return None
        except Exception as exc:
            self._game_failed(fault_of(setup.game, hook, exc))
            return None
        self.table.view.setFocus()
        if not self.demo:  # the game, its players and rules: the start page's choice next time
            played = self.session.setup
            chosen = {"players": played.players, "preset": played.preset}
            choices = self.settings.start_choices
            if self.settings.last_game != played.game or choices.get(played.game) != chosen:
                self.settings = replace(self.settings, last_game=played.game,
                                        start_choices={**choices, played.game: chosen})
                self._save_settings()
        if not demo and self.session.setup.humans:
            self._autosave()
        self._update_title()
        self._update_actions()
        return self.session

    def _game_failed(self, fault: GameFault) -> None:
        """A game plugin's own code failed (dealing, laying out, mid-game): the game is closed
        and the start page shown, with a message naming the game; the rest of the app goes on.
        The autosave is kept (nothing is lost; a fixed plugin may continue it)."""
        self.close_session()
        self.stack.setCurrentWidget(self.start_panel)
        self._update_title()
        self.notify(self.tr("The game cannot go on"),
                    self.tr("{error}\n\nThe game was closed; the rest of Card Table works as "
                            "before.").format(error=fault))

    def start_demo(self, game_id: str | None = None, *, seed: int | None = None,
                   players: int | None = None) -> Session | None:
        """Every seat a computer player: for watching (and screenshots)."""
        if not self.may_abandon():
            return None
        gid = game_id or self.settings.last_game or self.start_panel.game_id()
        if gid not in self.registry.games:
            gid = sorted(self.registry.games)[0]
        game = self.registry.games[gid]
        remembered = self.settings.new_game.get(gid, {}).get("players")
        n = players or (remembered if remembered in game.player_counts else game.player_counts[0])
        setup = GameSetup(gid, n, seats=tuple(SeatSpec(AI, DEMO_LEVEL) for _ in range(n)),
                          seed=seed if seed is not None else new_seed())
        return self.start_game(setup, demo=True)

    @property
    def watching(self) -> bool:
        """A finished game is being watched again (a demo with every hand face up)."""
        return self.watched is not None

    def watch_again(self) -> Session | None:
        """Game ▸ Watch This Game Again: the finished game from its first deal, move by move,
        every card face up (each seat makes the move it made)."""
        s = self.session
        if s is None or not s.is_over or not s.steps:
            return None
        return self.start_game(s.setup, session=watch_again(s, self.table.seat_names()),
                               watching=True)

    def replay_deal(self) -> Session | None:
        """The same cards again, every seat as it was."""
        if self.session is None or not self.may_abandon():
            return None
        setup, demo = self._own_setup()
        return self.start_game(setup, demo=demo)

    def play_again(self) -> Session | None:
        """The same game, players and rules with a new deal (the final sheet's Play again)."""
        if self.session is None or not self.may_abandon():
            return None
        setup, demo = self._own_setup()
        return self.start_game(replace(setup, seed=new_seed()), demo=demo)

    def replay_from_next_seat(self) -> Session | None:
        """The same cards again, every seat moved one place on (the person gets the next seat's
        hand)."""
        if self.session is None or not self.may_abandon():
            return None
        setup, demo = self._own_setup()
        return self.start_game(rotated(setup), demo=demo)

    def _own_setup(self) -> tuple[GameSetup, bool]:
        """The setup the table's game was dealt with, and whether it was a demo: a game watched
        again gives back the game it shows (the person's seat theirs again), not its replay."""
        assert self.session is not None
        if self.watched is not None:
            return self.watched, False
        return self.session.setup, self.demo

    def show_start(self) -> None:
        if self.may_abandon():
            self.close_session(abandon=True)
            if self.settings.last_game:  # the game last played, its players and rules
                self.start_panel.select_game(self.settings.last_game)
            self.stack.setCurrentWidget(self.start_panel)
            self.refresh_records()
            self._update_title()
            self._update_actions()
            self.start_panel.games.setFocus()

    def refresh_records(self) -> None:
        """The start page's record per game, where statistics have been kept (a first start, or
        a picture, creates no database for it)."""
        if not self.keeps_records or self._stats is None and not paths.stats_file().exists():
            self.start_panel.set_records({})
            return
        store = self.stats(wait=False)  # (shown at start: never held up by a busy database)
        if store is None:
            return
        by_game: dict[str, list[GameRecord]] = {}
        try:
            for record in store.history():  # one query for every game
                by_game.setdefault(record.game, []).append(record)
        except Exception:  # a database gone bad after opening: no records shown, nothing lost
            by_game = {}
        level = self.start_panel.level.currentData() or DEFAULT_LEVEL
        self.start_panel.set_records(
            {gid: summarize(rs) for gid, rs in by_game.items()},
            {gid: summarize(r for r in rs if r.opponents == level) for gid, rs in by_game.items()})

    def close_session(self, *, abandon: bool = False) -> None:
        """Stop the game on the table. ``abandon``: it will not be resumed (the autosave goes);
        otherwise (quitting) the autosave stays and is offered at the next start."""
        self.table.stop()
        if self.session is not None:
            s = self.session
            self.session = None
            s.on_step.clear()
            s.close()
            if abandon and not self.demo and s.setup.humans and self.keeps_records:
                self.autosave.clear()
        self.demo, self.watched = False, None
        self._update_actions()

    def closeEvent(self, event: Any) -> None:  # noqa: N802 - Qt's name
        self.settings = replace(self.settings, window_geometry=geometry_text(self))
        self._save_settings()
        self.close_session()
        if self.rules_window is not None:
            self.rules_window.close()
        super().closeEvent(event)

    # --- after every move: autosave, statistics -----------------------------------------------
    def _after_step(self, step: Step) -> None:
        s = self.session
        if not step.by_computer and not step.forced and not self._redoing:
            self._redo = []  # another move was played: what was taken back is gone
        if s is None or self.demo:
            self._update_actions()
            return
        if s.is_over:
            self._game_finished(s)
        elif s.setup.humans:
            self._autosave()
        self._update_actions()

    def _autosave(self) -> None:
        if self.session is None or not self.keeps_records:
            return
        try:
            self.autosave.write(self.session.snapshot())
        except (OSError, CardTableError) as exc:
            self.statusBar().showMessage(self.tr("The game could not be autosaved: {error}").format(
                error=exc), 8000)

    def _game_finished(self, s: Session) -> None:
        if not self.keeps_records:
            return
        self.autosave.clear()
        if self._counted:
            return
        self._counted = True
        try:
            result = s.state.result()
        except Exception:  # a game without a result is simply not counted
            return
        store = self.stats()
        if store is not None:
            try:
                store.record_game(s.setup, result, undone=s.undone)
            except Exception as exc:  # statistics never stop a game
                self.notify(self.tr("Statistics"), str(exc))
            self.refresh_records()

    def stats(self, *, wait: bool = True) -> StatsStore | None:
        """The statistics database (opened once); a damaged one is reported once. ``wait=False``
        (the start page's records): a database another program holds locked is not waited for —
        None now, and opened patiently (retried, then read-only, said once) when a game is
        counted or the statistics are shown."""
        if self._stats is None:
            try:
                self._stats = StatsStore(reg=self.registry, wait=wait)
            except StatsBusy as exc:
                log.info("%s: the records are shown later", exc)
                return None
            except Exception as exc:
                self.notify(self.tr("Statistics"),
                            self.tr("The statistics cannot be kept: {error}").format(error=exc))
                return None
        if self._stats.recovered and not self._stats_warned:
            self._stats_warned = True
            self.notify(self.tr("Statistics"), self._stats.recovered)
        return self._stats

    # --- undo, hint -------------------------------------------------------------------------
    def may_undo(self) -> bool:
        """Whether Undo may take a move back now: a person's move to take back; at a hot-seat
        table, only the person's own move while their cards show, or behind the pass screen
        (before the next person looks) the move just made."""
        s = self.session
        if s is None or not s.can_undo():
            return False
        if len(s.setup.humans) > 1:
            last = s.last_choice()
            if last is None:
                return False
            if not self.table.privacy.isHidden():
                # "Pass to …" is up: nobody's cards show, and the person who just moved may
                # take it back before handing over (the table then asks for them again)
                return True
            return self.table.viewer == last.seat  # the person looking: their own move only
        return True

    def undo(self) -> bool:
        s = self.session
        if s is None or self.demo or not self.settings.undo_allowed or not self.may_undo():
            return False
        last = s.last_choice()
        if last is None:
            return False
        prefix = tuple(s.state.history[:last.index])
        if not s.undo():
            return False
        self._redo.append((prefix, last.action, last.seat))
        self.table.restart_after_undo()
        self._autosave()
        self._update_title()
        self._update_actions()
        return True

    def may_redo(self) -> bool:
        """Whether Redo may play the move last taken back again: the game stands where it was
        taken back and that person is to move (and looking)."""
        s = self.session
        if s is None or not self._redo:
            return False
        prefix, _, seat = self._redo[-1]
        return (tuple(s.state.history) == prefix and s.human_to_move and s.current_seat == seat
                and self.table.viewer == seat)

    def redo(self) -> bool:
        """Play the move last taken back again (Ctrl+Shift+Z); the computer players answer it
        anew. Any other move played meanwhile ends what can be redone."""
        if self.demo or not self.may_redo():
            return False
        _, action, _ = self._redo[-1]
        self._redoing = True
        try:
            played = self.table.play(action)
        finally:
            self._redoing = False
        if played:
            self._redo.pop()
        self._update_actions()
        return played

    def hint(self) -> bool:
        if self.session is None or self.demo:
            return False
        return self.table.request_hint()

