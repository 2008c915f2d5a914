"""The thinking API the table uses: decide or rank moves, in a worker process, cancellable.

* :func:`rank` — every legal action of a :class:`~cardtable.engine.agent.Decision` with its
  estimated value (0..1), the simulations behind it and a translated reason, best first;
* :func:`hint` — the best of them: the app shows "play 3♠: wins 64% of 2000 simulations";
* :class:`ThinkRequest` — a picklable snapshot of a game (what a save holds: game id, players,
  options, seed, deck orders, first dealer, actions) plus the seat, the player and its limits;
  :func:`think` answers it in this process, :class:`Thinker` in a worker process that the table
  can cancel (:meth:`ThinkingJob.cancel`) or cap (``time_limit``).

The worker rebuilds the state from the snapshot and gives the player only a Decision for the
seat, exactly as the arena and the table do, so a player in the worker sees no more than one at
the table.
"""

from __future__ import annotations

import multiprocessing
import queue
import random
import threading
import time
from dataclasses import dataclass, field, replace
from typing import Any, Callable

from ..engine.agent import Decision
from ..engine.errors import OptionError
from ..engine.i18n import QT_TRANSLATE_NOOP, tr
from ..engine.game import Game
from ..engine.state import State
from ..games import game_entry_points
from .levels import ENDGAME_NODES, make_agent
from .search_agent import RankedAction, SearchAgent, reason_for

__all__ = ["RankedAction", "rank", "hint", "backed", "MIN_SIMULATIONS", "ThinkRequest", "ThinkResult", "think", "Thinker",
           "ThinkingJob", "request_for"]


def _search_agent(decision: Decision, level: str, seed: int,
                  time_limit: float | None, judge: bool | None = None) -> SearchAgent:
    if level not in ("expert", "master"):
        raise OptionError(f"hints come from a search level (expert or master), not {level!r}")
    options: dict[str, Any] = {} if judge is None else {"judge": judge}
    if judge:  # the game's own exact endgame too, as the master plays it
        options["endgame_nodes"] = ENDGAME_NODES["master"]
    agent = make_agent(decision.game, decision.seat, level, seed=seed, time_limit=time_limit,
                       **options)
    assert isinstance(agent, SearchAgent)
    return agent


def rank(decision: Decision, level: str = "expert", *, seed: int = 0,
         time_limit: float | None = None, deadline: float | None = None,
         should_stop: Callable[[], bool] | None = None,
         iterations: int | None = None, judge: bool | None = None) -> list[RankedAction]:
    """Every legal action with its estimated value for the seat, best first. ``judge``: whether
    the game's own judgement of a decision (the ``judge`` hook: three-handed Pinochle's bids and
    trump, played out) and its own exact endgame (the ``endgame`` hook: two-handed Pinochle's
    second phase) rank the decisions they cover; by default only the master's do. The app's
    hint sets it: a person asking gets the best reasons there are."""
    agent = _search_agent(decision, level, seed, time_limit, judge)
    return backed(agent.rank(decision, deadline=deadline, should_stop=should_stop,
                             iterations=iterations))


# Fewer simulations than this say nothing about a move: a share of 3 simulations is noise (a
# Shithead hint read "0% of 3 simulations" beside "29% of 7 … about as good"). Such a move's
# reason gives no share, and the table compares no moves by it (HINT_CLOSE).
MIN_SIMULATIONS = 30


def backed(ranked: list[RankedAction]) -> list[RankedAction]:
    """``ranked`` with every reason backed by enough simulations: a move searched fewer than
    :data:`MIN_SIMULATIONS` times keeps its place but states no share ("searched too little to
    judge"). Exact values (an endgame solved, a game's own judgement: no simulations behind
    them, ``visits`` counts worlds) and rules of thumb (``visits`` 0) are left as they are."""
    out = []
    for r in ranked:
        if 0 < r.visits < MIN_SIMULATIONS and _counts_simulations(r.reason, r.value, r.visits):
            r = replace(r, reason=tr(QT_TRANSLATE_NOOP(
                "engine", "searched too little to judge it ({n} simulations)"), n=r.visits))
        out.append(r)
    return out


def _counts_simulations(reason: str, value: float, visits: int) -> bool:
    """Whether ``reason`` states a share of ``visits`` simulations (the search's words for it,
    alone or after "the usual play, and …"), not a solved result or a game's judgement."""
    pct = round(100 * value)
    shares = (reason_for(value, visits, False), reason_for(value, visits, False, chances=True))
    if reason in shares:
        return True
    usual = (tr(QT_TRANSLATE_NOOP(
        "engine", "the usual play, and the search finds no clearly better move: "
                  "{pct}% chance of winning the game, over {n} simulations"), pct=pct, n=visits),
             tr(QT_TRANSLATE_NOOP(
                 "engine", "the usual play, and the search finds no clearly better move: wins "
                           "{pct}% of {n} simulations"), pct=pct, n=visits))
    return reason in usual


def hint(decision: Decision, level: str = "expert", **kwargs: Any) -> RankedAction:
    """The move a search player of ``level`` recommends, with its reason."""
    return rank(decision, level, **kwargs)[0]


@dataclass(frozen=True)
class ThinkRequest:
    """A game to rebuild and a seat to decide for (everything picklable)."""

    game: str
    num_players: int
    options: dict[str, Any]
    seed: int
    decks: list[list[int]]
    actions: list[str]
    seat: int
    agent: str = "expert"
    first_dealer: int = 0
    agent_seed: int = 0
    time_limit: float | None = None
    rank: bool = False  # rank every action (hint) instead of only choosing one
    iterations: int | None = None


@dataclass
class ThinkResult:
    action: str
    ranked: list[RankedAction] = field(default_factory=list)
    seconds: float = 0.0
    error: str = ""
    cancelled: bool = False


def request_for(state: State, seat: int, agent: str = "expert", **kwargs: Any) -> ThinkRequest:
    """The snapshot of a live state (its given deck orders, seed and actions)."""
    chance = state.chance
    return ThinkRequest(state.game.id, state.num_players, dict(state.options), chance.seed,
                        [list(d) for d in chance.decks[:chance.given]], list(state.history), seat,
                        agent, state.first_dealer, **kwargs)


def _find_game(game_id: str) -> Game:
    for ep in game_entry_points():
        if ep.name == game_id:
            obj = ep.load()
            return obj() if isinstance(obj, type) else obj
    raise OptionError(f"unknown game {game_id!r}")


def rebuild(request: ThinkRequest, game: Game | None = None) -> State:
    game = game or _find_game(request.game)
    state = game.start(request.num_players, game.resolve_options(request.num_players, request.options),
                       seed=request.seed, decks=request.decks or None,
                       first_dealer=request.first_dealer)
    for action in request.actions:
        state.apply(action)
    return state


def think(request: ThinkRequest, should_stop: Callable[[], bool] | None = None,
          game: Game | None = None) -> ThinkResult:
    """Answer a request in this process."""
    started = time.perf_counter()
    state = rebuild(request, game)
    if state.current_player != request.seat:
        raise OptionError(f"seat {request.seat} is not to move (seat {state.current_player} is)")
    decision = Decision(state, request.seat, state.legal_actions(),
                        random.Random(request.agent_seed * 31 + request.seat))
    agent = make_agent(state.game, request.seat, request.agent, seed=request.agent_seed,
                       time_limit=request.time_limit)
    ranked: list[RankedAction] = []
    if isinstance(agent, SearchAgent):
        if request.rank:
            ranked = agent.rank(decision, should_stop=should_stop, iterations=request.iterations)
            action = ranked[0].action
        else:  # the player's own move (signals, judged and rule-based decisions included)
            action = agent.choose(decision, should_stop=should_stop, iterations=request.iterations)
    else:
        action = agent.choose(decision)
    cancelled = should_stop is not None and should_stop()
    return ThinkResult(action, ranked, time.perf_counter() - started, cancelled=cancelled)


def _worker(requests: Any, results: Any, cancel: Any) -> None:  # pragma: no cover - in a child
    while True:
        item = requests.get()
        if item is None:
            return
        job_id, request = item
        cancel.clear()
        try:
            out = think(request, cancel.is_set)
        except Exception as exc:
            out = ThinkResult("", error=f"{type(exc).__name__}: {exc}")
        results.put((job_id, out))


class ThinkingJob:
    """One request under way in a :class:`Thinker`."""

    def __init__(self, thinker: "Thinker", job_id: int):
        self._thinker = thinker
        self.id = job_id
        self._result: ThinkResult | None = None

    def result(self, timeout: float | None = None) -> ThinkResult | None:
        """The answer (None if not ready within ``timeout`` seconds)."""
        if self._result is None:
            self._result = self._thinker._wait(self.id, timeout)
        return self._result

    def done(self) -> bool:
        return self.result(0) is not None

    def cancel(self) -> None:
        """Stop thinking now: the worker answers at once with its best move so far."""
        self._thinker._cancel_job(self.id)


class Thinker:
    """A worker process that thinks for the table, one request at a time.

    ``submit`` returns at once; the table polls ``job.done()`` (or waits with ``job.result``)
    and may ``job.cancel()``. Close it with :meth:`close` (or use it as a context manager).
    """

    def __init__(self) -> None:
        ctx = multiprocessing.get_context("spawn")
        self._requests = ctx.Queue()
        self._results = ctx.Queue()
        self._cancel = ctx.Event()
        self._proc = ctx.Process(target=_worker, args=(self._requests, self._results, self._cancel),
                                 daemon=True, name="cardtable-thinker")
        self._proc.start()
        self._lock = threading.Lock()
        self._next = 0
        self._current = -1
        self._done: dict[int, ThinkResult] = {}

    def submit(self, request: ThinkRequest) -> ThinkingJob:
        with self._lock:
            self._next += 1
            job_id = self._next
            self._current = job_id
        self._requests.put((job_id, request))
        return ThinkingJob(self, job_id)

    def _cancel_job(self, job_id: int) -> None:
        if self._current == job_id and job_id not in self._done:
            self._cancel.set()

    def _wait(self, job_id: int, timeout: float | None) -> ThinkResult | None:
        deadline = None if timeout is None else time.monotonic() + timeout
        while job_id not in self._done:
            left = None if deadline is None else max(0.0, deadline - time.monotonic())
            try:
                got_id, result = self._results.get(timeout=left) if left != 0.0 else self._results.get_nowait()
            except queue.Empty:
                return None
            self._done[got_id] = result
        return self._done.pop(job_id)

    def close(self) -> None:
        if self._proc.is_alive():
            self._cancel.set()
            self._requests.put(None)
            self._proc.join(5)
            if self._proc.is_alive():  # pragma: no cover - a stuck worker
                self._proc.terminate()
                self._proc.join(1)

    def __enter__(self) -> "Thinker":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
