"""Session costs: the worker process, one poll while it thinks, a person's move, save and undo.

    python benchmarks/bench_session.py [--json] [--quick]

Prints numbers, never pass/fail (speed targets live in benchmarks, not in timed tests):

* ``start``: ``Session(...)`` with a computer seat (the worker is spawned, not waited for) and the
  time until the first computer move arrives (the worker's imports included);
* ``round_trip``: a computer move through the warm worker (request, rebuild from the cached
  state, decide, reply, apply) against the same decision thought inline, per game;
* ``poll_busy``: one ``poll()`` while the worker searches (an ``expert`` decision): what the
  window's timer pays each tick — it must stay far below a frame (16 ms);
* ``cancel``: from ``pause()`` during a search (one that would take minutes) until the worker
  is free again;
* ``play``: a person's ``play()`` (checking, per-viewer log lines, events) per game;
* ``long game``: ``snapshot()``, ``from_snapshot()`` and ``undo()`` at the end of a long
  Pinochle game (1000 points, hundreds of actions).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardtable.app.game_setup import GameSetup, parse_seats  # noqa: E402
from cardtable.app.plugins import registry  # noqa: E402
from cardtable.app.session import Session  # noqa: E402

GAMES = [("briscola", 2, {}), ("pishti", 2, {}), ("shithead", 3, {}), ("pinochle", 2, {})]


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def _summary(values_s: list[float], unit: float = 1e3) -> dict[str, float]:
    """median / p95 / max of durations in seconds, scaled (default: milliseconds)."""
    return {"n": len(values_s), "median": statistics.median(values_s) * unit,
            "p95": _pct(values_s, 0.95) * unit, "max": max(values_s) * unit}


def bench_start(repeats: int) -> dict:
    construct, first = [], []
    for seed in range(repeats):
        setup = GameSetup("briscola", 2, seats=parse_seats("ai:intermediate,human", 2), seed=seed,
                          first_dealer=1)
        t0 = time.perf_counter()
        session = Session(setup)
        t1 = time.perf_counter()
        while not session.steps:
            session.wait(10.0)
        t2 = time.perf_counter()
        session.close()
        construct.append(t1 - t0)
        first.append(t2 - t0)
    return {"construct_ms": _summary(construct), "first_move_ms": _summary(first)}


def bench_round_trip(game_id: str, players: int, options: dict, games: int) -> dict:
    seats = ",".join(["ai:intermediate"] * players)
    per_move, inline_move = [], []
    for seed in range(games):
        setup = GameSetup(game_id, players, options, seats=parse_seats(seats, players), seed=seed)
        with Session(setup) as session:
            while not session.steps:  # a warm worker from here on
                session.wait(10.0)
            while not session.is_over:
                t0 = time.perf_counter()
                steps = session.wait(10.0)
                if steps:
                    per_move.append((time.perf_counter() - t0) / len(steps))
        inline = Session(setup, ai="inline")
        while not inline.is_over:
            t0 = time.perf_counter()
            inline.poll(limit=1)
            inline_move.append(time.perf_counter() - t0)
    return {"process_move_ms": _summary(per_move), "inline_move_ms": _summary(inline_move)}


def bench_poll_busy(decisions: int) -> dict:
    """poll() every 2 ms while an expert searches (2-player Briscola, both seats computers)."""
    durations, busy = [], []
    setup = GameSetup("briscola", 2, seats=parse_seats("ai:expert,ai:expert", 2), seed=3)
    with Session(setup) as session:
        while not session.steps:
            session.wait(30.0)
        made = 0
        while made < decisions and not session.is_over:
            started = time.perf_counter()
            while True:
                t0 = time.perf_counter()
                steps = session.poll()
                durations.append(time.perf_counter() - t0)
                if steps:
                    break
                time.sleep(0.002)
            busy.append(time.perf_counter() - started)
            made += 1
    return {"poll_us": _summary(durations, 1e6), "decision_ms": _summary(busy)}


def _endless_search(game, seat, level, seed, time_limit):
    """An expert search with a budget it would need minutes for (cancelled by the benchmark)."""
    from cardtable.ai import levels
    return levels.make_agent(game, seat, "expert", seed=seed, iterations=10_000_000)


def bench_cancel(repeats: int) -> dict:
    """From ``cancel()`` during a search to the worker being free for the next request."""
    setup = GameSetup("briscola", 2, seats=parse_seats("ai:expert,human", 2), seed=1, first_dealer=1)
    freed = []
    with Session(setup, agent_factory=_endless_search) as session:
        for _ in range(repeats):
            worker = session._worker
            assert worker is not None
            while not (worker.busy and time.monotonic() - worker.sent_at > 0.2):
                session.poll()
                time.sleep(0.005)
            session.pause()
            t0 = time.perf_counter()
            while worker.busy:
                worker.wait(1.0)
                session.poll()
            freed.append(time.perf_counter() - t0)
            session.resume()
    return {"cancel_to_free_ms": _summary(freed)}


def bench_play(game_id: str, players: int, options: dict, games: int) -> dict:
    seats = ",".join(["human"] * players)
    play, observe = [], []
    for seed in range(games):
        rng = random.Random(seed)
        session = Session(GameSetup(game_id, players, options, seats=parse_seats(seats, players),
                                    seed=seed), ai="inline")
        while not session.is_over:
            action = rng.choice(session.state.legal_actions())
            t0 = time.perf_counter()
            session.play(action)
            t1 = time.perf_counter()
            if not session.is_over:
                session.observation(session.current_seat)
                session.records()
            observe.append(time.perf_counter() - t1)
            play.append(t1 - t0)
    return {"play_ms": _summary(play), "observation_and_records_ms": _summary(observe)}


def bench_long_game(repeats: int) -> dict:
    options = {"game": "1000"}
    seats = parse_seats("human,ai:intermediate", 2)
    session = Session(GameSetup("pinochle", 2, options, seats=seats, seed=2), ai="inline")
    while not session.is_over:
        session.poll()
        if session.human_to_move:
            session.play(session.state.legal_actions()[0])
    actions = len(session.state.history)
    snap, load, undo = [], [], []
    for _ in range(repeats):
        t0 = time.perf_counter()
        data = session.snapshot()
        t1 = time.perf_counter()
        again = Session.from_snapshot(json.loads(json.dumps(data)), ai="inline")
        t2 = time.perf_counter()
        again.undo()
        t3 = time.perf_counter()
        snap.append(t1 - t0)
        load.append(t2 - t1)
        undo.append(t3 - t2)
    return {"actions": actions, "snapshot_ms": _summary(snap), "from_snapshot_ms": _summary(load),
            "undo_ms": _summary(undo)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--quick", action="store_true", help="fewer repeats")
    args = parser.parse_args(argv)
    k = 1 if args.quick else 3
    registry()
    report: dict = {"start": bench_start(2 * k), "round_trip": {}, "play": {}}
    for game_id, players, options in GAMES:
        report["round_trip"][game_id] = bench_round_trip(game_id, players, options, k)
        report["play"][game_id] = bench_play(game_id, players, options, 2 * k)
    report["poll_busy"] = bench_poll_busy(4 * k)
    report["cancel"] = bench_cancel(3 * k)
    report["long_game"] = bench_long_game(2 * k)
    if args.json:
        print(json.dumps(report, indent=1))
        return 0

    def line(label: str, s: dict, unit: str = "ms") -> None:
        print(f"  {label:<34} median {s['median']:8.2f} {unit}   p95 {s['p95']:8.2f} {unit}   "
              f"max {s['max']:8.2f} {unit}   (n={s['n']})")

    print("start (2-player Briscola, a computer leads)")
    line("Session(...) returns", report["start"]["construct_ms"])
    line("first computer move arrives", report["start"]["first_move_ms"])
    print("computer moves, warm worker vs inline (intermediate)")
    for game_id, r in report["round_trip"].items():
        line(f"{game_id}: through the worker", r["process_move_ms"])
        line(f"{game_id}: inline", r["inline_move_ms"])
    print("poll() while an expert searches in the worker (2-player Briscola)")
    line("one poll", report["poll_busy"]["poll_us"], "us")
    line("one expert decision (wall)", report["poll_busy"]["decision_ms"])
    line("cancel() until the worker is free", report["cancel"]["cancel_to_free_ms"])
    print("a person's play()")
    for game_id, r in report["play"].items():
        line(f"{game_id}: play()", r["play_ms"])
        line(f"{game_id}: observation + records", r["observation_and_records_ms"])
    lg = report["long_game"]
    print(f"a long game (2-player Pinochle to 1000, {lg['actions']} actions)")
    line("snapshot()", lg["snapshot_ms"])
    line("from_snapshot()", lg["from_snapshot_ms"])
    line("undo()", lg["undo_ms"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
