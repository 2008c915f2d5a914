"""Computer players thinking in a separate process, and the pieces the session shares with it.

A pure-Python search holds the interpreter lock for as long as it thinks, so the window would stop
painting if it ran in the window's process. The session therefore keeps one long-lived worker
process (``multiprocessing`` with the ``spawn`` start method: the same on Linux, Windows and macOS
and in a PyInstaller build) and talks to it over a pipe with plain, picklable messages:

* parent → worker: ``(kind, tag, Request)`` with kind ``"move"`` or ``"hint"``, or ``("quit",)``;
* worker → parent: ``(kind, tag, result)`` — the action text for a move, a list of ranked actions
  for a hint — ``("error", tag, message)`` when the agent raised, or ``("cancelled", tag, None)``
  for a request that was no longer wanted when the worker came to it.

A request carries the game as a save description (``cardtable/app/saves.py`` format: game,
options, seed, deck orders, actions), the seat and its level, and the seed of the decision. The
worker rebuilds the state from it (keeping the last state and applying only the new actions when
the history grew) and asks the agent with a :class:`~cardtable.engine.agent.Decision` for that
seat: agents never see the state. ``tag`` numbers the requests; the parent ignores replies whose
tag it no longer wants (a cancelled or undone move), and a shared value tells a cooperative agent
which request is still wanted.

The same functions run in-process for ``Session(ai="inline")`` (tests, the arena), so both modes
make the same moves for the same setup.
"""

from __future__ import annotations

import inspect
import json
import multiprocessing
import random
import time
import traceback
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any, Callable

from ..ai import levels, thinking
from ..ai.registry import agents_for
from ..ai.search_agent import RankedAction
from ..engine.agent import Agent, Decision
from ..engine.game import Game
from ..engine.i18n import worker_setup
from ..engine.state import State
from . import saves
from .plugins import registry

# (game, seat, level or agent name, seed, time limit in seconds or None) -> Agent. Must be
# picklable (a module-level function) to reach the worker process.
AgentFactory = Callable[[Game, int, str, int, "float | None"], Agent]


# --- which agent plays a level -----------------------------------------------------------------
def make_agent(game: Game, seat: int, level: str, seed: int = 0,
               time_limit: float | None = None) -> Agent:
    """The agent for a computer seat at ``level`` (a level of LEVELS or an agent name such as
    ``greedy``). The one place that names the provider of levels."""
    return levels.make_agent(game, seat, level, seed=seed, time_limit=time_limit)


def builtin_agent(game: Game, seat: int) -> Agent:
    """The stand-in when the worker fails: the game's ``greedy`` player, else ``random``."""
    have = agents_for(game)
    return have["greedy" if "greedy" in have else "random"].factory(game, seat)


def decision_seed(game_seed: int, seat: int, ply: int) -> int:
    """The seed of one decision: fixed by the deal number, the seat and the position in the
    history, so the same game replays the same computer moves in either mode, after an undo too."""
    return (game_seed * 1_000_003 + ply * 16 + seat) & 0x7FFF_FFFF_FFFF_FFFF


def _call_factory(factory: AgentFactory, game: Game, seat: int, level: str, seed: int,
                  time_limit: float | None) -> Agent:
    return factory(game, seat, level, seed, time_limit)


def choose_move(state: State, seat: int, level: str, seed: int, time_limit: float | None = None,
                factory: AgentFactory | None = None,
                should_stop: Callable[[], bool] | None = None) -> str:
    """Ask a fresh agent for ``seat``'s move in ``state`` (which is not touched: the agent gets a
    Decision over a clone). Agents are built per decision so that a decision depends only on
    its seed, never on what the agent was asked before. ``should_stop`` reaches a search
    player's thinking (see :func:`_stoppable`), which then ends early with its best move so far."""
    if state.current_player != seat:
        raise ValueError(f"seat {seat} is not to move (seat {state.current_player} is)")
    agent = _call_factory(factory or make_agent, state.game, seat, level, seed, time_limit)
    decision = Decision(state.clone(), seat, state.legal_actions(), random.Random(seed))
    if should_stop is not None and _stoppable(agent):
        return agent.choose(decision, should_stop=should_stop)  # type: ignore[call-arg]
    return agent.choose(decision)


def _stoppable(agent: Agent) -> bool:
    """Whether the agent's ``choose`` takes a ``should_stop`` check (a search player's does,
    cardtable/ai/search_agent.py: a cancelled move then stops thinking instead of keeping the
    worker busy). Other agents are asked as they are."""
    try:
        return "should_stop" in inspect.signature(agent.choose).parameters
    except (TypeError, ValueError):  # pragma: no cover - builtins
        return False


def builtin_move(state: State, seat: int, seed: int) -> str:
    """A move by the stand-in player (computed in the caller's process; fast)."""
    agent = builtin_agent(state.game, seat)
    action = agent.choose(Decision(state.clone(), seat, state.legal_actions(), random.Random(seed)))
    legal = state.legal_actions()
    return action if action in legal else legal[0]


# --- hints ---------------------------------------------------------------------------------------
def rank_actions(state: State, seat: int, level: str, seed: int, time_limit: float | None = None,
                 should_stop: Callable[[], bool] | None = None) -> list[RankedAction]:
    """Every legal action of ``seat`` ranked by a search player of ``level`` (expert or master),
    best first (cardtable/ai/thinking.py), from the seat's Decision only; a decision the game
    judges by playing it out (three-handed Pinochle's bids and trump) is ranked so at any level,
    and one it solves exactly (two-handed Pinochle's second phase) is solved."""
    if state.current_player != seat:
        raise ValueError(f"seat {seat} is not to move (seat {state.current_player} is)")
    decision = Decision(state.clone(), seat, state.legal_actions(), random.Random(seed))
    return thinking.rank(decision, level, seed=seed, time_limit=time_limit, should_stop=should_stop,
                         judge=True)


# --- requests and the state they describe ------------------------------------------------------
@dataclass(frozen=True)
class Request:
    """What the worker needs for one decision. ``game`` is a save description (saves.parse)."""

    game: dict[str, Any]
    seat: int
    level: str
    seed: int
    time_limit: float | None = None


def describe_game(state: State, seats: list[saves.Seat]) -> dict[str, Any]:
    """The save description of ``state`` (only the deck orders given at the start: later ones
    follow from the seed), as a request carries it."""
    return {"format": saves.FORMAT, "version": saves.VERSION, "game": state.game.id,
            "players": state.num_players, "options": dict(state.options),
            "seats": [s.to_json() for s in seats], "first_dealer": int(state.first_dealer or 0),
            "seed": state.chance.seed, "decks": [list(d) for d in state.chance.decks[:state.chance.given]],
            "actions": list(state.history)}


class StateCache:
    """The last state rebuilt; a request whose history extends it only applies the new actions."""

    def __init__(self) -> None:
        self._key: str | None = None
        self._state: State | None = None

    def state_for(self, game: dict[str, Any]) -> State:
        actions = game.get("actions") or []
        key = json.dumps({k: v for k, v in game.items() if k not in ("actions", "seats")},
                         sort_keys=True, default=str)
        state = self._state
        if state is not None and key == self._key and state.history == actions[:len(state.history)]:
            try:
                for action in actions[len(state.history):]:
                    state.apply(action)
                return state
            except ValueError:
                pass  # replay from the start below; a bad action raises there with its number
        self._state = None
        state = saves.replay(saves.parse(game))
        self._key, self._state = key, state
        return state


def answer(kind: str, request: Request, cache: StateCache, factory: AgentFactory | None,
           should_stop: Callable[[], bool] | None = None) -> Any:
    """The worker's answer to one request (also used in-process). ``should_stop`` says the
    request is no longer wanted (a hint's search then stops early)."""
    state = cache.state_for(request.game)
    if kind == "move":
        return choose_move(state, request.seat, request.level, request.seed, request.time_limit,
                           factory, should_stop)
    if kind == "hint":
        return rank_actions(state, request.seat, request.level, request.seed, request.time_limit,
                            should_stop)
    raise ValueError(f"unknown request {kind!r}")


# --- the worker process ------------------------------------------------------------------------
def _stop_check(wanted: Any, tag: int) -> Callable[[], bool]:
    """True once the parent no longer wants request ``tag`` (it cancelled or moved on)."""
    def should_stop() -> bool:
        return wanted.value != tag
    return should_stop


def worker_main(conn: Connection, wanted: Any, factory: AgentFactory | None,
                translation: tuple[Callable[[str], None] | None, str] = (None, "")) -> None:
    """The worker's loop: answer requests one at a time until ``quit`` or the pipe closes.
    ``translation``: the app's translator setup and language
    (:func:`cardtable.engine.i18n.worker_setup`), so the reasons of a hint come in it."""
    setup, language = translation
    if setup is not None and language:
        setup(language)
    registry()  # load the games now, while the person looks at the deal, not at the first move
    cache = StateCache()
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if not message or message[0] == "quit":
            return
        kind, tag, request = message
        should_stop = _stop_check(wanted, tag)
        try:
            if should_stop():  # cancelled before it was read: no need to think at all
                reply: tuple[Any, ...] = ("cancelled", tag, None)
            else:
                reply = (kind, tag, answer(kind, request, cache, factory, should_stop))
        except Exception as exc:  # reported to the session, which plays a stand-in move
            reply = ("error", tag, f"{type(exc).__name__}: {exc}\n{traceback.format_exc()}")
        try:
            conn.send(reply)
        except (EOFError, OSError, BrokenPipeError):
            return


class WorkerDied(Exception):
    """The worker process ended or its pipe broke."""


class Worker:
    """The parent's handle on one worker process. Nothing here blocks except :meth:`close`'s
    short join and :meth:`wait` (for tests and command-line tools)."""

    def __init__(self, factory: AgentFactory | None = None):
        ctx = multiprocessing.get_context("spawn")
        self._conn, child = ctx.Pipe(duplex=True)
        self._wanted = ctx.Value("q", 0, lock=False)  # read by the search every few iterations
        self.process = ctx.Process(target=worker_main,
                                   args=(child, self._wanted, factory, worker_setup()),
                                   name="cardtable-ai", daemon=True)
        self.process.start()
        child.close()
        self.busy_tag: int | None = None  # the request being worked on (sent, not answered)
        self.sent_at = 0.0
        self.unwanted_at: float | None = None  # when the request being worked on was given up
        self.closed = False

    @property
    def busy(self) -> bool:
        return self.busy_tag is not None

    def send(self, kind: str, tag: int, request: Request) -> None:
        self._wanted.value = tag
        try:
            self._conn.send((kind, tag, request))
        except (OSError, ValueError) as exc:
            raise WorkerDied(str(exc)) from None
        self.busy_tag, self.sent_at, self.unwanted_at = tag, time.monotonic(), None

    def want(self, tag: int) -> None:
        """Say which request is still wanted (-1: none) for an agent that checks."""
        self._wanted.value = tag

    def given_up(self) -> float:
        """When the session first found the request being worked on no longer wanted (now, if
        not before): a cancelled search is given time to stop from then, however long it had
        run."""
        if self.unwanted_at is None:
            self.unwanted_at = time.monotonic()
        return self.unwanted_at

    def receive(self) -> tuple[Any, ...] | None:
        """A reply if one is ready, else None; :class:`WorkerDied` when the worker is gone."""
        try:
            if not self._conn.poll(0):
                if self.busy and not self.process.is_alive():
                    raise WorkerDied(self._exit_text())
                return None
            reply = self._conn.recv()
        except (EOFError, OSError) as exc:
            raise WorkerDied(self._exit_text() or str(exc)) from None
        self.busy_tag = None
        return reply

    def wait(self, timeout: float | None) -> bool:
        """Block until a reply is readable or ``timeout`` passes (never from the UI thread)."""
        from multiprocessing.connection import wait
        return bool(wait([self._conn, self.process.sentinel], timeout))

    def _exit_text(self) -> str:
        code = self.process.exitcode
        return "" if code is None else f"exit code {code}"

    def close(self, grace: float = 0.5) -> None:
        """Stop the worker: ask it to quit when idle, else terminate it (never waits long)."""
        if self.closed:
            return
        self.closed = True
        self._wanted.value = -1
        proc = self.process
        try:
            if proc.is_alive() and not self.busy:
                try:
                    self._conn.send(("quit",))
                except (OSError, ValueError):
                    pass
                proc.join(grace)
            if proc.is_alive():
                proc.terminate()
                proc.join(grace)
            if proc.is_alive():  # pragma: no cover - a process that ignores SIGTERM
                proc.kill()
                proc.join(grace)
        finally:
            self._conn.close()
            try:
                proc.close()
            except ValueError:  # pragma: no cover - still running after kill
                pass
