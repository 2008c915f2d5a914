"""Headless tournaments: computer players play many games; statistics come out.

Used by ``cardtable-arena`` (docs/arena.md), by benchmarks and by tests. The loop is the same one a
search player's playouts stand on, so it is kept lean: agents get a :class:`Decision` (never the
state), their choice is checked against the legal actions, and the fast ``apply_unchecked`` path
applies it.
"""

from __future__ import annotations

import math
import os
import random
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..ai.registry import agent_spec
from ..engine.agent import Agent, AgentSpec, Decision
from ..engine.errors import CardTableError, IllegalActionError, OptionError
from ..engine.game import Game
from . import saves
from .faults import PLAY, START, GameFault, fault_of, guarded

MAX_ACTIONS = 200_000
CMD_PREFIX = "cmd:"


def wilson(successes: float, n: float, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a rate."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(sorted_values: list[int], q: float) -> float:
    if not sorted_values:
        return 0.0
    k = min(len(sorted_values) - 1, max(0, int(math.ceil(q * len(sorted_values))) - 1))
    return float(sorted_values[k])


@dataclass
class Tally:
    wins: int = 0
    draws: int = 0
    losses: int = 0
    points: float = 0.0
    games: int = 0

    def add(self, ret: float, points: float) -> None:
        self.games += 1
        self.points += points
        if ret >= 1.0:
            self.wins += 1
        elif ret <= 0.0:
            self.losses += 1
        else:
            self.draws += 1

    def to_json(self) -> dict[str, Any]:
        lo, hi = wilson(self.wins, self.games)
        return {"games": self.games, "wins": self.wins, "draws": self.draws, "losses": self.losses,
                "win_rate": self.wins / self.games if self.games else 0.0,
                "win_rate_ci95": [lo, hi],
                "mean_points": self.points / self.games if self.games else 0.0}


@dataclass
class ArenaConfig:
    game: Game
    players: int
    agents: list[str]
    games: int = 100
    seed: int = 0
    options: dict[str, Any] = field(default_factory=dict)
    preset: str | None = None
    swap_seats: bool = False
    save_dir: str | None = None
    bot_time_limit: float | None = None  # seconds per answer of a ``cmd:`` bot
    # Play every deal once per distinct seating of the agents (seats swapped on the same deals);
    # implies swap_seats. ``games`` counts every game played.
    duplicate: bool = False


def bot_spec(name: str, failures: list[str], time_limit: float | None = None) -> AgentSpec:
    """The spec of an outside program seated as ``cmd:COMMAND`` (docs/bot-protocol.md): it
    plays through the bot protocol; if it fails, the game's ``greedy`` player (else ``random``)
    takes its seat for the rest of the game and the failure is added to ``failures``."""
    from .bot_client import DEFAULT_TIME_LIMIT, BotClient
    command = name[len(CMD_PREFIX):].strip()
    if not command:
        raise OptionError("cmd: needs a command, e.g. cmd:python mybot.py")

    def factory(game: Game, seat: int) -> Agent:
        def fallback() -> Agent:
            builtin = game.agents().get("greedy") or agent_spec(game, "random")
            return builtin.factory(game, seat)
        return BotClient(command, game, seat, fallback=fallback,
                         time_limit=time_limit or DEFAULT_TIME_LIMIT, report=failures.append)
    return AgentSpec(name, command, factory, "an outside bot program")


def resolve_agent(game: Game, name: str, failures: list[str],
                  time_limit: float | None = None) -> AgentSpec:
    """A spec by name: ``cmd:COMMAND``, a level, a generic, game or registered agent."""
    if name.startswith(CMD_PREFIX):
        return bot_spec(name, failures, time_limit)
    return agent_spec(game, name)


def seat_agents(agents: list[str], players: int, rotation: int) -> list[str]:
    """Agents per seat: the list repeats to fill the table (A,B for 4 seats is A,B,A,B — so
    partners play the same agent), rotated by ``rotation`` seats when swapping."""
    base = [agents[i % len(agents)] for i in range(players)]
    r = rotation % players
    return base[-r:] + base[:-r] if r else base


def play_game(game: Game, n: int, options: dict[str, Any], specs: list[AgentSpec], seed: int,
              first_dealer: int = 0, seat_times: list[list[int]] | None = None,
              rngs: list[random.Random] | None = None):
    """Play one game between agents (one spec per seat); returns (final state, actions taken).

    The deal comes from ``seed``; each seat's agent uses ``rngs[seat]``, by default
    ``random.Random(seed * 31 + seat)`` so that the same seed gives the same game. (A tournament
    passes generators it seeded once: making a generator costs as much as a fifth of a game.)
    Decision times (ns) go to ``seat_times`` per seat.
    """
    agents = [spec.factory(game, seat) for seat, spec in enumerate(specs)]
    if rngs is None:
        rngs = [random.Random(seed * 31 + seat) for seat in range(n)]
    if seat_times is None:
        seat_times = [[] for _ in range(n)]
    try:
        state = game.start(n, options, seed=seed, first_dealer=first_dealer)
    except CardTableError:
        raise
    except Exception as exc:  # the game's own code: its fault, named (a broken plugin)
        raise fault_of(game.id, START, exc) from exc
    decisions = [Decision(state, seat, [], rngs[seat]) for seat in range(n)]
    choosers = [agent.choose for agent in agents]
    recorders = [times.append for times in seat_times]
    legal_actions, apply = state.legal_actions, state.apply_unchecked
    perf = time.perf_counter_ns
    try:
        for steps in range(MAX_ACTIONS + 1):
            p = state.current_player
            if p < 0:
                break
            legal = legal_actions()
            decision = decisions[p]
            decision.legal = legal
            if decision._obs is not None:
                decision._obs = None
            t0 = perf()
            try:
                action = choosers[p](decision)
            except Exception as exc:
                _rules_fault(game, state, p)  # the game's rules failing under the agent
                raise _AgentRaised(exc) from exc
            recorders[p](perf() - t0)
            if action not in legal:
                raise _AgentRaised(IllegalActionError(
                    f"agent {specs[p].name!r} chose {action!r}, which is not legal"))
            apply(action)
        else:
            raise RuntimeError(f"the game did not end after {MAX_ACTIONS} actions")
        result = state.result()
    except _AgentRaised as agent_error:  # the agent's own failure, as it was
        raise agent_error.error from None
    except GameFault:
        raise
    except Exception as exc:  # legal_actions, apply, result: the game's code
        raise fault_of(game.id, PLAY, exc) from exc
    close_agents(agents, result)
    return state, steps


class _AgentRaised(Exception):
    """Carries an agent's own exception past the handler that blames the game."""

    def __init__(self, error: Exception):
        super().__init__(str(error))
        self.error = error


def _rules_fault(game: Game, state: Any, seat: int) -> None:
    """Raise the game's fault when its rules fail at this position (legal moves, the seat's
    view, a copy): an agent that raised there is not to blame."""
    try:
        state.legal_actions()
        state.observation(seat)
        state.clone().legal_actions()
    except Exception as exc:
        raise fault_of(game.id, PLAY, exc) from exc


def close_agents(agents: list[Any], result: Any) -> None:
    """Tell every agent that has a ``close`` hook how the game ended (once per agent)."""
    seen: set[int] = set()
    for agent in agents:
        close = getattr(agent, "close", None)
        if close is not None and id(agent) not in seen:
            seen.add(id(agent))
            close(result)


def _check(config: ArenaConfig) -> dict[str, Any]:
    game = config.game
    n = config.players
    if not config.agents:
        raise OptionError("name at least one agent")
    if len(config.agents) > n:
        raise OptionError(f"{len(config.agents)} agents for {n} seats")
    if config.games < 1:
        raise OptionError("play at least one game")
    return guarded(game.id, START, game.resolve_options, n, config.options, config.preset)


@dataclass
class _Part:
    """What one range of games gave (merged by :func:`run`)."""

    seat_tally: list[Tally]
    team_tally: list[Tally]
    agent_tally: dict[str, Tally]
    side_tally: dict[str, Tally]
    times: dict[str, list[int]]
    actions: int
    failures: list[str]
    game_faults: list[str] = field(default_factory=list)  # a game plugin that raised
    played: int = 0


def _play_range(config: ArenaConfig, start: int, stop: int, parent: int | None = None) -> _Part:
    """Play games ``start..stop-1`` of the tournament; ``parent``: in a worker process, the
    arena's process id — a worker whose arena is gone (killed) stops between two games rather
    than play its games out for nobody."""
    game = config.game
    n = config.players
    options = _check(config)
    failures: list[str] = []
    specs = {name: resolve_agent(game, name, failures, config.bot_time_limit)
             for name in config.agents}
    teams = guarded(game.id, START, game.teams, n, options)
    seat_tally = [Tally() for _ in range(n)]
    team_tally = [Tally() for _ in teams]
    agent_tally = {name: Tally() for name in specs}
    side_tally = {name: Tally() for name in specs}
    times: dict[str, list[int]] = {name: [] for name in specs}
    total_actions = 0
    played = 0
    game_faults: list[str] = []
    save_dir = Path(config.save_dir) if config.save_dir else None
    rngs = [random.Random(config.seed * 31 + seat + 7919 * start) for seat in range(n)]
    # Per seat rotation: agent names, specs and timing lists (computed once, not every game).
    rotations = [(names, [specs[name] for name in names], [times[name] for name in names],
                  [agent_tally[name] for name in names], _sides_of(names, teams))
                 for names in _rotations(config)]
    team_seats = [(team_tally[t], seats) for t, seats in enumerate(teams)]
    for g in range(start, stop):
        if parent is not None and os.getppid() != parent:
            os._exit(1)  # the arena is gone: nobody waits for this worker's games
        deal = g // len(rotations) if config.duplicate else g
        game_seed = config.seed * 1_000_003 + deal
        names, seat_specs, seat_times, seat_agent_tally, sides = rotations[g % len(rotations)]
        try:
            state, steps = play_game(game, n, options, seat_specs, game_seed, deal % n, seat_times,
                                     rngs)
        except GameFault as fault:  # a broken game: reported, the rest of its games not played
            game_faults.append(f"game {g} (seed {game_seed}): {fault}")
            break
        played += 1
        total_actions += steps
        result = state.result()
        returns, points = result.returns, result.points
        for seat in range(n):
            seat_tally[seat].add(returns[seat], points[seat])
            seat_agent_tally[seat].add(returns[seat], points[seat])
        for tally, seats in team_seats:
            total = 0
            for s in seats:
                total += points[s]
            tally.add(returns[seats[0]], total)
        for name, held in sides:
            _add_sides(side_tally[name], held, returns, points)
        if save_dir is not None:
            who = [saves.Seat("computer", f"{name} {i + 1}", name) for i, name in enumerate(names)]
            saves.save(save_dir / f"{game.id}-{config.seed}-{g:05d}.json", state, who)
    return _Part(seat_tally, team_tally, agent_tally, side_tally, times, total_actions, failures,
                 game_faults, played)


def _sides_of(names: list[str],
              teams: list[tuple[int, ...]]) -> list[tuple[str, list[tuple[int, ...]]]]:
    """Per agent, the sides it holds whole in the seating ``names`` (every seat of the side its
    own; a side shared by two agents is nobody's)."""
    held: dict[str, list[tuple[int, ...]]] = {}
    for seats in teams:
        who = {names[s] for s in seats}
        if len(who) == 1:
            held.setdefault(names[seats[0]], []).append(seats)
    return list(held.items())


def _add_sides(tally: Tally, sides: list[tuple[int, ...]], returns: Any, points: Any) -> None:
    """One game for an agent's ``sides``: a win if one of them won (a side of several seats
    counts once, and so do two sides of the same agent), a draw if none won and one drew; the
    points are its sides' mean total."""
    best = max(returns[seats[0]] for seats in sides)
    total = sum(sum(points[s] for s in seats) for seats in sides)
    tally.add(best, total / len(sides))


def _rotations(config: ArenaConfig) -> list[list[str]]:
    n = config.players
    out: list[list[str]] = []
    for r in range(n if (config.swap_seats or config.duplicate) else 1):
        names = seat_agents(config.agents, n, r)
        if config.duplicate and names in out:
            continue
        out.append(names)
    return out


def _merge(into: Tally, other: Tally) -> None:
    into.wins += other.wins
    into.draws += other.draws
    into.losses += other.losses
    into.points += other.points
    into.games += other.games


def run(config: ArenaConfig, jobs: int = 1) -> dict[str, Any]:
    """Play the tournament; with ``jobs`` > 1 in that many worker processes, each playing a
    consecutive range of the games (its agents' random generators seeded from its first game,
    so a result depends on the seed, the games and the jobs)."""
    game = config.game
    n = config.players
    options = _check(config)
    if jobs < 1:
        raise OptionError("jobs must be at least 1")
    started = time.perf_counter()
    if jobs == 1:
        parts = [_play_range(config, 0, config.games)]
    else:
        from concurrent.futures import ProcessPoolExecutor
        import multiprocessing
        unit = len(_rotations(config)) if config.duplicate else 1
        groups = -(-config.games // unit)
        per = -(-groups // jobs)
        bounds = [(k * per * unit, min(config.games, (k + 1) * per * unit)) for k in range(jobs)]
        bounds = [(a, b) for a, b in bounds if a < b]
        with ProcessPoolExecutor(len(bounds), mp_context=multiprocessing.get_context("spawn")) as pool:
            parts = list(pool.map(_play_range, [config] * len(bounds), *zip(*bounds),
                                  [os.getpid()] * len(bounds)))
    elapsed = time.perf_counter() - started
    first = parts[0]
    for part in parts[1:]:
        for a, b in zip(first.seat_tally, part.seat_tally):
            _merge(a, b)
        for a, b in zip(first.team_tally, part.team_tally):
            _merge(a, b)
        for name, t in part.agent_tally.items():
            _merge(first.agent_tally[name], t)
        for name, t in part.side_tally.items():
            _merge(first.side_tally[name], t)
        for name, ts in part.times.items():
            first.times[name].extend(ts)
        first.actions += part.actions
        first.failures.extend(part.failures)
        first.game_faults.extend(part.game_faults)
        first.played += part.played
    teams = game.teams(n, options)
    decision = {}
    for name, ts in first.times.items():
        ts.sort()
        decision[name] = {"decisions": len(ts), "p50_us": percentile(ts, 0.5) / 1000,
                          "p95_us": percentile(ts, 0.95) / 1000,
                          "mean_us": (sum(ts) / len(ts) / 1000) if ts else 0.0,
                          "max_us": (ts[-1] / 1000) if ts else 0.0}
    total_actions = first.actions
    return {
        "game": game.id, "players": n, "options": options, "preset": config.preset,
        "agents": list(config.agents), "seat_agents": seat_agents(config.agents, n, 0),
        "swap_seats": config.swap_seats or config.duplicate, "duplicate": config.duplicate,
        "games": config.games, "seed": config.seed, "jobs": jobs,
        "seconds": elapsed, "games_per_second": config.games / elapsed if elapsed else 0.0,
        "actions": total_actions, "actions_per_second": total_actions / elapsed if elapsed else 0.0,
        "seats": [t.to_json() for t in first.seat_tally],
        "teams": [dict(t.to_json(), seats=list(seats)) for t, seats in zip(first.team_tally, teams)],
        "by_agent": {name: t.to_json() for name, t in first.agent_tally.items()},
        # per game: an agent's sides together (a partnership's wins once, not once per seat)
        "by_side": {name: t.to_json() for name, t in first.side_tally.items() if t.games},
        "decision_time": decision,
        "bot_failures": first.failures,
        # a game plugin whose code raised (its name, the hook, the error): the games after it in
        # the same range were not played; games_played counts those that were
        "game_faults": first.game_faults,
        "games_played": first.played,
    }
