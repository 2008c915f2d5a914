"""A game being played: the state, who sits where, whose turn it is, and what each seat sees.

The session sits between the engine and the window (DESIGN.md, "The session"). It owns the state;
people act through :meth:`Session.play`, computer players through :meth:`Session.poll`, which the
window calls from a timer. Computer players think in a worker process (``ai="process"``,
cardtable/app/ai_worker.py) so the window keeps painting; ``ai="inline"`` thinks inside ``poll``
(tests, the arena, tools). Nothing here blocks or sleeps: pacing is the window's job.

Every applied action becomes a :class:`Step`: the canonical action, its events (unmasked: each
viewer takes :meth:`Step.events_for`) and the log line each viewer reads, computed when it was
taken. Computer players get only their seat's Decision; the window shows each viewer only that
viewer's events, observation and log lines.
"""

from __future__ import annotations

import time
import weakref
from dataclasses import dataclass, field, replace
from typing import Any, Callable

from ..ai.review import Review
from ..engine.actions import ActionRecord
from ..engine.errors import (ActionParseError, CardTableError, IllegalActionError, OptionError,
                             SaveError)
from ..engine.events import Event, mask_events
from ..engine.game import Game
from ..engine.i18n import QT_TRANSLATE_NOOP, addressing_actor, tr
from ..engine.state import Observation, State
from . import ai_worker, saves
from .ai_worker import AgentFactory, RankedAction, Request, Worker, WorkerDied
from .faults import PLAY, START, GameFault, fault_of, guarded
from .game_setup import AI, DEFAULT_LEVEL, HUMAN, SNAPSHOT_KEY, GameSetup, SeatSpec, setup_in_extra
from .plugins import registry

__all__ = ["SNAPSHOT_KEY", "Session", "Step", "AiProblem"]
MAX_RESPAWNS = 3  # worker failures after which computer players use the stand-in in-process
# how long a cancelled request may keep the worker, from the cancel, before it is replaced
DRAIN_SECONDS = 1.0


def _known_level(game: Game, seat: int, candidates: tuple[str, ...]) -> str | None:
    """The first of ``candidates`` this app can seat (a level or an agent name), or None."""
    for name in candidates:
        if name:
            try:
                ai_worker.make_agent(game, seat, name)
                return name
            except OptionError:
                continue
    return None


@dataclass(frozen=True)
class Step:
    """One applied action.

    ``action`` is the canonical text; show other seats only :meth:`log_for` (or :attr:`seen`),
    never the raw action, which may name a hidden card. ``events`` are unmasked.
    ``logs``/``seen`` hold, per viewer 0..n-1 and then the spectator, the log line and what the
    viewer perceived of the action (``observe_action``), both taken before it was applied.
    """

    index: int
    seat: int
    action: str
    events: tuple[Event, ...]
    logs: tuple[str | None, ...] = field(default=(), repr=False)
    seen: tuple[str | None, ...] = field(default=(), repr=False)
    by_computer: bool = False
    stand_in: bool = False  # a computer seat's move made by the built-in player after a failure
    forced: bool = False  # a person's move that was the only legal one (no choice to undo)
    # the mover's own log line said to them ("You play Nine of Hearts"), where the game has
    # that sentence (``engine.i18n.you_form``); else None and the log writes name and phrase
    you_log: str | None = field(default=None, repr=False)

    def _slot(self, viewer: int | None) -> int:
        n = len(self.logs) - 1
        if viewer is None:
            return n
        if not isinstance(viewer, int) or not 0 <= viewer < n:
            raise ValueError(f"viewer must be a seat 0..{n - 1} or None, not {viewer!r}")
        return viewer

    def events_for(self, viewer: int | None) -> list[Event]:
        """The events as ``viewer`` observes them (None: a spectator)."""
        self._slot(viewer)
        return mask_events(list(self.events), viewer)

    def log_for(self, viewer: int | None) -> str | None:
        """The log sentence ``viewer`` reads, or None when the viewer did not notice the action."""
        return self.logs[self._slot(viewer)]

    def seen_by(self, viewer: int | None) -> str | None:
        """What ``viewer`` perceived of the action: the action, a masked form or None."""
        return self.seen[self._slot(viewer)]


@dataclass(frozen=True)
class AiProblem:
    """A computer player that failed: it crashed, hung, raised or chose an illegal action. The
    session played the built-in player's move for it and went on."""

    seat: int
    kind: str  # "crash", "hang", "error", "illegal"; "level": a loaded seat's player is missing
    message: str  # translated, for the window
    details: str = ""  # the traceback or exit code, for a bug report


@dataclass
class _Pending:
    """A request the session is waiting for: a move for the seat to move, or a hint."""

    kind: str
    tag: int
    seat: int
    ply: int
    level: str
    sent: bool = False


class Session:
    """One game in play. See docs/session.md.

    ``ai``: ``"process"`` (computer players think in a worker process) or ``"inline"`` (they
    think synchronously inside :meth:`poll`). ``think_limit``: a wall-clock cap per decision in
    seconds, passed to the computer players. ``agent_factory``: a picklable function
    ``(game, seat, level, seed, time_limit) -> Agent`` that replaces the levels (tests, tools).
    ``state``: continue this state (its game, options and deck orders; ``setup`` gives the seats).
    """

    def __init__(self, setup: GameSetup, *, ai: str = "process", state: State | None = None,
                 think_limit: float | None = None, agent_factory: AgentFactory | None = None,
                 worker_timeout: float | None = None):
        if ai not in ("process", "inline"):
            raise ValueError(f"ai must be 'process' or 'inline', not {ai!r}")
        if think_limit is not None and not think_limit > 0:
            raise OptionError(f"the thinking time limit must be positive, not {think_limit!r}")
        self.setup = setup
        self.game: Game = registry().get(setup.game)
        self.ai = ai
        self.think_limit = think_limit
        self.agent_factory = agent_factory
        self.worker_timeout = worker_timeout if worker_timeout is not None else (
            think_limit * 3 + 10 if think_limit else 120.0)
        self.undone = False
        self.paused = False
        self.skip_forced = False  # undo passes over a person's forced moves (the table plays them)
        self.created = ""
        # the master's reviews of seats' decisions (issue 56): in every save while they fit it
        self.reviews: list[Review] = []
        self.on_step: list[Callable[[Step], None]] = []
        self.on_reset: list[Callable[[], None]] = []
        self.on_ai_problem: list[Callable[[AiProblem], None]] = []
        self.on_hint: list[Callable[[list[RankedAction]], None]] = []
        self.problems: list[AiProblem] = []
        self._outbox: list[Step] = []  # computer steps not yet returned by poll
        self.hint_result: list[RankedAction] | None = None
        self._tag = 0
        self._pending: _Pending | None = None
        self._worker: Worker | None = None
        self._failures = 0
        # set when the game's own rules raised (a broken plugin): the game cannot go on, and
        # every later poll or play raises it again (the window closes the game)
        self.fault: GameFault | None = None
        self.first_events: list[Event] = []
        self.steps: list[Step] = []
        if state is not None:
            if state.game.id != setup.game or state.num_players != setup.players:
                raise ValueError(f"the state is {state.game.id} for {state.num_players} players, "
                                 f"the setup {setup.game} for {setup.players}")
            self._options = dict(state.options)
            self._seed, self._first_dealer = state.chance.seed, int(state.first_dealer or 0)
            self._decks = [list(d) for d in state.chance.decks[:state.chance.given]]
            self.state = guarded(setup.game, START, self._fresh_state, self.first_events)
            for action in state.history:
                self._apply(action, by_computer=not self.setup.seat(self.state.current_player).is_human,
                            notify=False)
        else:
            self._options = guarded(setup.game, START, self.game.resolve_options, setup.players,
                                    setup.options, setup.preset)
            if not 0 <= setup.first_dealer < setup.players:
                raise ValueError(f"first dealer must be a seat 0..{setup.players - 1}")
            self._seed, self._first_dealer, self._decks = setup.seed, setup.first_dealer, []
            self.state = guarded(setup.game, START, self._fresh_state, self.first_events)
        computers = [i for i in range(setup.players) if not self.setup.seat(i).is_human]
        if agent_factory is None:  # an unknown level fails here, not at every move
            for i in computers:
                ai_worker.make_agent(self.game, i, self.setup.seat(i).level, 0, think_limit)
        if ai == "process" and computers:
            self._ensure_worker()  # start it now: it imports while the person looks at the deal
        self._kick()

    # --- who and what ---------------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.state.num_players

    def seat(self, i: int) -> SeatSpec:
        return self.setup.seat(i)

    def seat_name(self, i: int) -> str:
        """The seat's name as the window shows it (its own, or "Player 2" / "Computer 3")."""
        spec = self.setup.seat(i)
        if spec.name:
            return spec.name
        return tr(QT_TRANSLATE_NOOP(
            "engine", "Player {number}") if spec.is_human else QT_TRANSLATE_NOOP("engine", "Computer {number}"),
                  number=i + 1)

    @property
    def current_seat(self) -> int:
        """The seat to move, or -1 when the game is over."""
        return self.state.current_player

    @property
    def is_over(self) -> bool:
        return self.state.is_terminal

    @property
    def human_to_move(self) -> bool:
        return not self.is_over and self.setup.seat(self.current_seat).is_human

    @property
    def waiting_for_ai(self) -> bool:
        """A computer player is to move (thinking, or about to start at the next poll)."""
        return not self.is_over and not self.setup.seat(self.current_seat).is_human

    @property
    def thinking(self) -> bool:
        """A worker is working on the current computer move right now."""
        p = self._pending
        return bool(p and p.kind == "move" and p.sent)

    def first_events_for(self, viewer: int | None) -> list[Event]:
        """The first deal's events as ``viewer`` observes them (None: a spectator)."""
        if viewer is not None and (not isinstance(viewer, int) or not 0 <= viewer < self.num_players):
            raise ValueError(f"viewer must be a seat 0..{self.num_players - 1} or None, not {viewer!r}")
        return mask_events(self.first_events, viewer)

    def observation(self, viewer: int | None) -> Observation:
        """What ``viewer`` sees; :class:`GameFault` when the game's code fails to say."""
        return self._read(self.state.observation, viewer)

    def records(self) -> list[ActionRecord]:
        """The legal actions' records when a person is to move (nothing otherwise);
        :class:`GameFault` when the game's code fails to list them."""
        return self._read(self.state.action_records) if self.human_to_move else []

    def _read(self, call: Callable[..., Any], *args: Any) -> Any:
        """A read of the state for the table: the game's code raising is its fault (kept in
        :attr:`fault`, which later polls raise again)."""
        if self.fault is not None:
            raise self.fault
        try:
            return call(*args)
        except Exception as exc:
            self.fault = fault_of(self.setup.game, PLAY, exc)
            raise self.fault from exc

    # --- people ---------------------------------------------------------------------------------
    def play(self, action: str) -> Step:
        """Apply a person's action (any accepted spelling). Raises :class:`ActionParseError` or
        :class:`IllegalActionError`, leaving everything unchanged, for malformed or illegal text,
        when the game is over, or when a computer player is to move; :class:`GameFault` when
        the game's own code failed (then or before)."""
        if self.fault is not None:
            raise self.fault
        if self.is_over:
            raise IllegalActionError(tr(QT_TRANSLATE_NOOP("engine", "the game is over")))
        seat = self.current_seat
        if not self.setup.seat(seat).is_human:
            raise IllegalActionError(tr(QT_TRANSLATE_NOOP(
                "engine", "it is {name}'s turn, a computer player"),
                                        name=self.seat_name(seat)))
        canonical = self._canonical(action)
        if self._pending is not None and self._pending.kind == "hint":
            self._drop_pending()
        step = self._apply(canonical, by_computer=False)
        self._kick()  # a computer player to move starts thinking now, not at the next poll
        return step

    def _canonical(self, action: str) -> str:
        state = self.state
        legal = state.legal_actions()
        if isinstance(action, str) and action in legal:
            return action
        canonical = state.parse_action(action)  # ActionParseError for malformed text
        if canonical not in legal:
            # the game's own words where it has them (a Pinochle bid past the ceiling names the
            # range), asked of a copy: the person's own seat is to move, so they tell only what
            # that seat may do
            try:
                state.clone().apply(canonical)
            except (IllegalActionError, ActionParseError):
                raise
            except Exception:  # noqa: BLE001 (a game failing on it: the general words below)
                pass
            shown = ", ".join(legal[:12]) + (" ..." if len(legal) > 12 else "")
            raise IllegalActionError(f"{canonical!r} is not legal for seat {state.current_player} "
                                     f"now; legal: {shown}")
        return canonical

    def undo(self) -> bool:
        """Go back to just before the last person's action (computer moves after it go too):
        the history is replayed without them. False when no person has acted yet."""
        last = self._last_choice()
        if last is None:
            return False
        self._drop_pending()
        actions = self.state.history[:last]
        state = self._fresh_state(None)
        for action in actions:
            state.apply(action)
        self.state = state
        del self.steps[last:]
        self.reviews = [r for r in self.reviews if r.actions <= last]  # went back before its end
        self._outbox = [s for s in self._outbox if s.index < last]
        self.undone = True
        self.hint_result = None
        for listener in list(self.on_reset):
            listener()
        self._kick()
        return True

    def relog(self) -> None:
        """Word every step's log lines again, in the language now installed (a language chosen
        mid-game): the history is replayed to say each move as it was said then."""
        state = self._fresh_state(None)
        steps: dict[int, Step] = {}
        for step in self.steps:
            logs, you_log = self._log_lines(state, step.action, step.seat)
            steps[step.index] = replace(step, logs=logs, you_log=you_log)
            state.apply(step.action)
        self.steps[:] = [steps[s.index] for s in self.steps]
        self._outbox = [steps.get(s.index, s) for s in self._outbox]

    @staticmethod
    def _log_lines(state: State, action: str,
                   seat: int) -> tuple[tuple[str | None, ...], str | None]:
        """``action``'s log line for every viewer (the seats, then a spectator), and said to
        ``seat``, its mover, where the game has that sentence (else None)."""
        viewers: list[int | None] = [*range(state.num_players), None]
        logs = tuple(state.log_line(action, v) for v in viewers)
        with addressing_actor() as said:
            you_log = state.log_line(action, seat)
        return logs, (you_log if said.used and you_log else None)

    def _last_choice(self) -> int | None:
        """The index of the last step a person chose (with :attr:`skip_forced`, a move that was
        the only legal one is no choice), or None."""
        return next((s.index for s in reversed(self.steps) if not s.by_computer
                     and self.setup.seat(s.seat).is_human
                     and not (s.forced and self.skip_forced)), None)

    def can_undo(self) -> bool:
        return self._last_choice() is not None

    def last_choice(self) -> Step | None:
        """The step :meth:`undo` would take back (its seat: whose move it was), or None. A
        hot-seat table lets only that seat's person undo it."""
        last = self._last_choice()
        return next((s for s in self.steps if s.index == last), None) if last is not None else None

    def forced_action(self) -> str | None:
        """The action when a person is to move and has exactly one legal action, else None."""
        if not self.human_to_move:
            return None
        legal = self.state.legal_actions()
        return legal[0] if len(legal) == 1 else None

    # --- computer players -----------------------------------------------------------------------
    def poll(self, limit: int | None = None) -> list[Step]:
        """The computer steps completed since the last call (at most ``limit``; the others come
        with the next calls); never blocks. Starts a computer player thinking when one is to
        move. In ``inline`` mode the computer players move here, until a person is to move or
        the game ends, or ``limit`` moves are made."""
        if self.fault is not None:
            raise self.fault
        if self.ai == "inline":
            self._poll_inline(limit)
        else:
            self._service_worker()
            self._kick()
        if limit is None:
            out, self._outbox = self._outbox, []
        else:  # the rest come with the next polls
            out, self._outbox = self._outbox[:limit], self._outbox[limit:]
        return out

    def cancel(self) -> None:
        """Stop the current thinking (its answer will be ignored). The next :meth:`poll` starts
        again from the position then, unless :attr:`paused`."""
        self._drop_pending()

    def pause(self) -> None:
        """Stop thinking and start no more until :meth:`resume` (people may still play)."""
        self.paused = True
        self._drop_pending()

    def resume(self) -> None:
        self.paused = False
        self._kick()

    def close(self) -> None:
        """Stop thinking and shut the worker down. The session can still be read (and saved);
        a later poll would start a new worker."""
        self._drop_pending()
        if self._worker is not None:
            self._worker.close()
            self._worker = None

    def __enter__(self) -> "Session":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def wait(self, timeout: float) -> list[Step]:
        """Poll until at least one step comes or ``timeout`` seconds pass. This one blocks: for
        tests and command-line tools, never for the window's thread."""
        deadline = time.monotonic() + timeout
        while True:
            steps = self.poll()
            left = deadline - time.monotonic()
            if steps or left <= 0 or not self.waiting_for_ai or self.paused:
                return steps
            if self._worker is not None and self._worker.busy:
                self._worker.wait(min(left, 0.5))

    # --- hints ----------------------------------------------------------------------------------
    def request_hint(self, seat: int | None = None, level: str = "expert") -> None:
        """Ask for a hint for the person to move without waiting: :meth:`poll` delivers it into
        :attr:`hint_result` and to the ``on_hint`` listeners."""
        seat = self._hint_seat(seat)
        self.hint_result = None
        if self.ai == "inline" or not self._ensure_worker():
            self._deliver_hint(self._rank_here(seat, level))
            return
        self._drop_pending()
        self._pending = _Pending("hint", self._next_tag(), seat, len(self.state.history), level)
        self._dispatch()

    def hint(self, seat: int | None = None, level: str = "expert",
             timeout: float | None = None) -> list[RankedAction]:
        """Every legal action of the person to move, ranked best first (blocking: it waits for
        the worker up to ``timeout``, by default the worker timeout). Prefer
        :meth:`request_hint` in the window."""
        self.request_hint(seat, level)
        deadline = time.monotonic() + (timeout if timeout is not None else self.worker_timeout)
        while self.hint_result is None:
            pending = self._pending
            if pending is None or pending.kind != "hint":
                break
            self.poll()
            if self.hint_result is not None:
                break
            left = deadline - time.monotonic()
            if left <= 0:
                self._drop_pending()
                break
            if self._worker is not None:
                self._worker.wait(min(left, 0.5))
        if self.hint_result is None:  # the worker failed or was too slow: rank here
            self._deliver_hint(self._rank_here(self._hint_seat(seat), level))
        return list(self.hint_result or [])

    def _hint_seat(self, seat: int | None) -> int:
        if not self.human_to_move:
            raise IllegalActionError(tr(QT_TRANSLATE_NOOP(
                "engine", "hints are for a person to move")))
        seat = self.current_seat if seat is None else seat
        if seat != self.current_seat:
            raise IllegalActionError(f"seat {seat} is not to move (seat {self.current_seat} is)")
        return seat

    def _rank_here(self, seat: int, level: str) -> list[RankedAction]:
        """Rank here (no worker). A failure is the game's fault when its rules fail at this
        position (:class:`GameFault`), else the hint player's: reported, and no hint."""
        try:
            return ai_worker.rank_actions(self.state, seat, level,
                                          ai_worker.decision_seed(self._seed, seat,
                                                                  len(self.state.history)),
                                          self.think_limit)
        except Exception as exc:
            self._rules_fault(seat)
            self._report(seat, "error", QT_TRANSLATE_NOOP("engine", "{name}'s hint failed"),
                         f"{type(exc).__name__}: {exc}")
            return []

    def _deliver_hint(self, ranked: list[RankedAction]) -> None:
        self.hint_result = ranked
        for listener in list(self.on_hint):
            listener(ranked)

    # --- saving ---------------------------------------------------------------------------------
    def snapshot(self) -> dict[str, Any]:
        """The game as a save (docs/save-format.md) with the session's setup in
        ``extra.session`` and its reviews: JSON-able, for autosave and Save As."""
        saved = saves.snapshot(self.state, self._save_seats(), first_dealer=self._first_dealer,
                               created=self.created or None)
        self.created = saved.created
        saved.extra = {SNAPSHOT_KEY: {"setup": self.setup.to_json(), "undone": self.undone}}
        for review in self.reviews:
            saved.with_review(review)
        return saved.to_json()

    @classmethod
    def from_snapshot(cls, data: dict[str, Any], **kwargs: Any) -> "Session":
        """A session continuing a snapshot (or any save: seats come from its seat list). Raises
        :class:`SaveError` naming what is wrong. ``kwargs`` go to the constructor."""
        saved = saves.parse(data)
        state = saves.replay(saved)
        game = state.game
        extra = saved.extra.get(SNAPSHOT_KEY)
        try:
            found = setup_in_extra(saved.extra, saved.game, saved.num_players)
        except OptionError as exc:
            raise SaveError(str(exc)) from None
        if found is not None:
            setup = found
            seats = [setup.seat(i) for i in range(setup.players)]
        else:
            seats = [SeatSpec(HUMAN, name=s.name) if s.kind == "human"
                     else SeatSpec(AI, s.level or s.agent, s.name) for s in saved.seats]
            setup = GameSetup(saved.game, saved.num_players, dict(saved.options), None, (),
                              saved.seed, saved.first_dealer)
        # A computer seat whose player this app does not have (an agent from an uninstalled
        # package, an old level name) plays at the default level; the change is reported.
        replaced: list[tuple[int, str]] = []
        for i, spec in enumerate(seats):
            if not spec.is_human and kwargs.get("agent_factory") is None:
                level = _known_level(game, i, (spec.level, saved.seats[i].agent))
                if level is None:
                    replaced.append((i, spec.level))
                    level = DEFAULT_LEVEL
                seats[i] = SeatSpec(AI, level, spec.name)
        if setup.preset is not None and setup.preset not in game.option_set.presets:
            # a rule set this version no longer has (Pinochle's partnership-auction-match, now
            # the standard): the save's own options are the game's rules, whole
            setup = replace(setup, options=dict(saved.options), preset=None)
        if tuple(seats) != tuple(setup.seat(i) for i in range(setup.players)):
            setup = replace(setup, seats=tuple(seats))  # (a practice game stays practice)
        try:
            session = cls(setup, state=state, **kwargs)
        except (GameFault, SaveError):
            raise
        except (CardTableError, ValueError, TypeError) as exc:  # a setup this app cannot seat
            raise SaveError(f"the saved game cannot be continued: {exc}") from None
        session.undone = bool(extra.get("undone")) if isinstance(extra, dict) else False
        session.created = saved.created
        session.reviews = list(saved.reviews)
        for i, old in replaced:
            session._report(i, "level", QT_TRANSLATE_NOOP(
                "engine", "{name}'s computer player ({old}) is not available here; "
                          "it plays at the default level"), old, old=old)
        return session

    def _save_seats(self) -> list[saves.Seat]:
        out = []
        for i in range(self.num_players):
            spec = self.setup.seat(i)
            if spec.is_human:
                out.append(saves.Seat("human", self.seat_name(i)))
            else:
                out.append(saves.Seat("computer", self.seat_name(i), spec.level, spec.level))
        return out

    # --- inside ---------------------------------------------------------------------------------
    def _fresh_state(self, events: list[Event] | None) -> State:
        return self.game.start(self.setup.players, dict(self._options), seed=self._seed,
                               decks=[list(d) for d in self._decks] or None,
                               first_dealer=self._first_dealer, events=events)

    def _apply(self, action: str, *, by_computer: bool, stand_in: bool = False,
               notify: bool = True) -> Step:
        """Apply a checked action. The game's code raising here (the action was legal) is the
        game's fault: :attr:`fault` is set and raised."""
        try:
            return self._apply_checked(action, by_computer, stand_in, notify)
        except GameFault:
            raise
        except Exception as exc:
            self.fault = fault_of(self.setup.game, PLAY, exc)
            raise self.fault from exc

    def _rules_fault(self, seat: int) -> None:
        """After a computer player failed: raise the game's fault if the rules themselves fail at
        this position (its legal moves, the seat's view, a copy), so a broken game is not blamed
        on the computer player nor asked again."""
        try:
            state = self.state
            state.legal_actions()
            state.observation(seat)
            state.clone().legal_actions()
        except Exception as exc:
            self.fault = fault_of(self.setup.game, PLAY, exc)
            raise self.fault from exc

    def _apply_checked(self, action: str, by_computer: bool, stand_in: bool,
                       notify: bool) -> Step:
        state = self.state
        viewers: list[int | None] = [*range(state.num_players), None]
        seen = tuple(state.observe_action(action, v) for v in viewers)
        seat = state.current_player
        logs, you_log = self._log_lines(state, action, seat)
        forced = not by_computer and len(state.legal_actions()) == 1
        events = state.apply_with_events(action, masked=False)
        step = Step(len(self.steps), seat, action, tuple(events), logs, seen, by_computer, stand_in,
                    forced, you_log)
        self.steps.append(step)
        if by_computer and notify:
            self._outbox.append(step)
        self.hint_result = None
        if notify:
            for listener in list(self.on_step):
                listener(step)
        return step

    def _next_tag(self) -> int:
        self._tag += 1
        return self._tag

    def _drop_pending(self) -> None:
        self._pending = None
        if self._worker is not None:
            self._worker.want(-1)

    def _kick(self) -> None:
        """Ask for the computer's move when one is to move and none is asked for yet."""
        if self.ai == "inline" or self.paused or not self.waiting_for_ai:
            return
        pending = self._pending
        ply = len(self.state.history)
        if pending is not None and pending.kind == "move" and pending.ply == ply:
            self._dispatch()
            return
        seat = self.current_seat
        self._pending = _Pending("move", self._next_tag(), seat, ply, self.setup.seat(seat).level)
        self._dispatch()

    def _request(self, pending: _Pending) -> Request:
        return Request(ai_worker.describe_game(self.state, self._save_seats()), pending.seat,
                       pending.level, ai_worker.decision_seed(self._seed, pending.seat, pending.ply),
                       self.think_limit)

    def _ensure_worker(self) -> Worker | None:
        if self._worker is None and self._failures <= MAX_RESPAWNS:
            self._worker = Worker(self.agent_factory)
            weakref.finalize(self, self._worker.close)
        return self._worker

    def _dispatch(self) -> None:
        """Send the pending request if the worker is free; play the stand-in without a worker."""
        pending = self._pending
        if pending is None or pending.sent:
            return
        worker = self._ensure_worker()
        if worker is None:  # too many failures: computer players use the stand-in here
            self._pending = None
            if pending.kind == "move":
                self._stand_in(pending)
            else:
                self._deliver_hint(self._rank_here(pending.seat, pending.level))
            return
        if worker.busy:  # finishing a cancelled request; see _service_worker
            return
        try:
            worker.send(pending.kind, pending.tag, self._request(pending))
            pending.sent = True
        except WorkerDied as exc:
            self._worker_failed("crash", str(exc))

    def _service_worker(self) -> None:
        worker = self._worker
        if worker is None:
            return
        while True:
            try:
                reply = worker.receive()
            except WorkerDied as exc:
                self._worker_failed("crash", str(exc))
                return
            if reply is None:
                break
            self._handle_reply(reply)
        if worker.busy:
            pending = self._pending
            current = pending is not None and pending.sent and pending.tag == worker.busy_tag
            if current:
                limit, since = self.worker_timeout, worker.sent_at
            else:  # a cancelled request: time to stop from the cancel, not from the request
                limit, since = DRAIN_SECONDS, worker.given_up()
            if time.monotonic() - since > limit:
                self._worker_failed("hang", f"no answer in {limit:.1f} s", counts=current)
                return
        self._dispatch()

    def _handle_reply(self, reply: tuple[Any, ...]) -> None:
        kind, tag, payload = reply
        pending = self._pending
        if pending is None or tag != pending.tag:
            return  # a cancelled request's answer
        if kind == "cancelled":  # not expected for a wanted request: ask again
            pending.sent = False
            return
        self._pending = None
        if kind == "error":
            self._rules_fault(pending.seat)
            self._report(pending.seat, "error", QT_TRANSLATE_NOOP(
                "engine", "{name}'s computer player failed"), str(payload))
            if pending.kind == "move":
                self._stand_in(pending)
            else:
                self._deliver_hint(self._rank_here(pending.seat, pending.level))
        elif kind == "hint":
            self._deliver_hint(list(payload))
        elif kind == "move":
            if (pending.ply != len(self.state.history) or not isinstance(payload, str)
                    or payload not in self.state.legal_actions()):
                self._report(pending.seat, "illegal", QT_TRANSLATE_NOOP(
                    "engine", "{name} chose an illegal move"), repr(payload))
                self._stand_in(pending)
            else:
                self._apply(payload, by_computer=True)

    def _worker_failed(self, kind: str, details: str, counts: bool = True) -> None:
        """The worker crashed or hung: replace it. If it was working on the request the session
        waits for, report it and play the stand-in's move (or rank the hint here); a cancelled
        request's failure only costs the worker, and an unsent request goes to the next one.
        A cancelled search that is slow to stop (``counts`` false) is replaced without counting
        toward :data:`MAX_RESPAWNS`: a person who pauses or undoes often during long thinking
        must not leave the table to the built-in player."""
        worker, self._worker = self._worker, None
        if worker is not None:
            worker.close(grace=0.2)
        if counts:
            self._failures += 1
        pending = self._pending
        if pending is None or not pending.sent:
            return  # the next _dispatch starts a new worker (or, after too many, the stand-in)
        self._pending = None
        if kind == "crash":
            message = QT_TRANSLATE_NOOP(
                "engine", "{name}'s computer player crashed; the built-in player moved instead")
        else:
            message = QT_TRANSLATE_NOOP(
                "engine", "{name}'s computer player stopped answering; the built-in player moved instead")
        self._report(pending.seat, kind, message, details)
        if pending.kind == "move":
            self._stand_in(pending)
        else:
            self._deliver_hint(self._rank_here(pending.seat, pending.level))

    def _stand_in(self, pending: _Pending) -> None:
        if pending.ply != len(self.state.history) or self.is_over:
            return
        try:
            action = ai_worker.builtin_move(self.state, pending.seat,
                                            ai_worker.decision_seed(self._seed, pending.seat,
                                                                    pending.ply))
        except Exception as exc:  # the built-in player is the game's own (or plays its rules)
            self.fault = fault_of(self.setup.game, PLAY, exc)
            raise self.fault from exc
        self._apply(action, by_computer=True, stand_in=True)

    def _report(self, seat: int, kind: str, message: str, details: str, **fields: str) -> None:
        problem = AiProblem(seat, kind, tr(message, name=self.seat_name(seat), **fields),
                            details)
        self.problems.append(problem)
        for listener in list(self.on_ai_problem):
            listener(problem)

    def _poll_inline(self, limit: int | None) -> None:
        done = 0
        while not self.paused and self.waiting_for_ai and (limit is None or done < limit):
            done += 1
            seat, ply = self.current_seat, len(self.state.history)
            spec = self.setup.seat(seat)
            seed = ai_worker.decision_seed(self._seed, seat, ply)
            pending = _Pending("move", self._next_tag(), seat, ply, spec.level, sent=True)
            try:
                action = ai_worker.choose_move(self.state, seat, spec.level, seed, self.think_limit,
                                               self.agent_factory)
            except Exception as exc:  # the game goes on with the stand-in
                self._rules_fault(seat)  # unless the game's rules are what failed
                self._report(seat, "error", QT_TRANSLATE_NOOP(
                    "engine", "{name} failed to choose a move"),
                             f"{type(exc).__name__}: {exc}")
                self._stand_in(pending)
                continue
            legal = guarded(self.setup.game, PLAY, self.state.legal_actions, bad_input=False)
            if action not in legal:
                self._report(seat, "illegal", QT_TRANSLATE_NOOP(
                    "engine", "{name} chose an illegal move"), repr(action))
                self._stand_in(pending)
                continue
            self._apply(action, by_computer=True)
