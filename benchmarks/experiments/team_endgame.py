"""Partnership Pinochle's last tricks: how big one sampled world's exact solve is, and what
playing them by sampled solves is worth (docs/ai-strength.md, run 27).

    python benchmarks/experiments/team_endgame.py solve --players 4 --left 5 --deals 30
    python benchmarks/experiments/team_endgame.py duel --deals 100 --left 6 \
        --a master --b master:endgame_worlds=20

``solve``: for each deal (seeds ``--seed`` on, one deal a game) the rule-based player plays
until every hand holds ``--left`` cards; the seat to lead solves one world dealt from what it
knows (``games/pinochle/team_endgame.py``); prints the nodes (median, 90th percentile,
largest), the slowest solve and the time per node. Run it on an idle machine.

``duel``: for each deal the expert (``--lead-in``) plays every seat until every hand holds
``--left`` cards; from there side 0 plays as ``--a`` and side 1 as ``--b``, then the other way
round, on the same cards. A deal the cards decide goes once to each; what counts are the
deals one player won (or drew better) in both seatings, and each player's decision times over
its last tricks.
A player is a level with options for ``make_agent`` after a colon (``NAME:key=value,...``).
``--jobs``: deals played in that many processes. ``--json``: one JSON object.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from decision_duel import parse_player  # noqa: E402

from cardtable.ai.levels import make_agent  # noqa: E402
from cardtable.engine.agent import Decision  # noqa: E402
from cardtable.games.pinochle import GAME  # noqa: E402
from cardtable.games.pinochle import team_endgame  # noqa: E402

SINGLE = {"game": "single"}


def to_last_tricks(seed: int, players: int, left: int, level: str) -> Any:
    """Deal ``seed`` (one deal a game) played by ``level`` in every seat until every hand holds
    ``left`` cards at the start of a trick; None if the deal ended first."""
    state = GAME.new_state(players, SINGLE, seed=seed)
    agents = [make_agent(GAME, p, level, seed=seed) for p in range(players)]
    rng = random.Random(seed)
    while state.current_player >= 0 and not state.deals_finished:
        if (state.phase == "play" and not state.trick
                and len(state.hands[state.current_player]) == left):
            return state
        p = state.current_player
        state.apply(agents[p].choose(Decision(state, p, state.legal_actions(), rng)))
    return None


def play_out(state: Any, specs: list[tuple[str, dict]], seed: int,
             times: list[list[float]]) -> tuple[float, ...]:
    """The rest of the deal, side ``s`` played by ``specs[s]``; each side's decision times are
    added to ``times[s]``."""
    state = state.clone()
    team_of = state.ctx.team_of
    agents = [make_agent(GAME, p, specs[team_of[p]][0], seed=seed, **specs[team_of[p]][1])
              for p in range(state.num_players)]
    rng = random.Random(seed)
    while state.current_player >= 0:
        p = state.current_player
        legal = state.legal_actions()
        start = time.perf_counter()
        action = agents[p].choose(Decision(state, p, legal, rng))
        times[team_of[p]].append(time.perf_counter() - start)
        state.apply(action)
    return state.result().returns


def solve_sizes(deals: int, seed: int, players: int, left: int) -> dict:
    sizes, times = [], []
    real = team_endgame.TeamSolver
    made: list = []

    class Counting(real):  # type: ignore[misc, valid-type]
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            made.append(self)
    team_endgame.TeamSolver = Counting
    try:
        for s in range(seed, seed + deals):
            state = to_last_tricks(s, players, left, "greedy")
            if state is None or not team_endgame.solvable(state):
                continue
            seat = state.current_player
            world = state.determinize(seat, random.Random(s))
            budget = 10 ** 9
            start = time.perf_counter()
            team_endgame.sampled_endgame(world, seat, world.legal_actions(), budget)
            times.append(time.perf_counter() - start)
            sizes.append(budget - made[-1].budget)
    finally:
        team_endgame.TeamSolver = real
    if not sizes:
        return {"solves": 0, "players": players, "left": left}
    order = sorted(sizes)
    return {"solves": len(sizes), "players": players, "left": left,
            "nodes_median": statistics.median(order),
            "nodes_p90": order[int(0.9 * (len(order) - 1))], "nodes_max": order[-1],
            "slowest_s": max(times), "us_per_node": 1e6 * sum(times) / max(1, sum(sizes))}


def _one_deal(job: tuple[int, int, int, list[tuple[str, dict]], str]) -> dict | None:
    seed, players, left, specs, lead_in = job
    state = to_last_tricks(seed, players, left, lead_in)
    if state is None:
        return None
    times: list[list[float]] = [[], []]
    first = play_out(state, specs, seed, times)  # a plays side 0
    swapped = [[], []]  # type: list[list[float]]
    second = play_out(state, specs[::-1], seed, swapped)  # a plays side 1
    side0 = next(p for p in range(players) if state.ctx.team_of[p] == 0)
    side1 = next(p for p in range(players) if state.ctx.team_of[p] == 1)
    a = first[side0] + second[side1]
    b = first[side1] + second[side0]
    return {"seed": seed, "a": a, "b": b, "times_a": times[0] + swapped[1],
            "times_b": times[1] + swapped[0]}


def _times(ts: list[float]) -> dict:
    if not ts:
        return {"decisions": 0}
    order = sorted(ts)
    return {"decisions": len(order), "p50_ms": 1000 * statistics.median(order),
            "p95_ms": 1000 * order[int(0.95 * (len(order) - 1))], "max_ms": 1000 * order[-1]}


def duel(deals: int, seed: int, players: int, left: int, a: str, b: str, jobs: int,
         lead_in: str = "expert") -> dict:
    specs = [parse_player(a), parse_player(b)]
    work = [(s, players, left, specs, lead_in) for s in range(seed, seed + deals)]
    if jobs > 1:
        with Pool(jobs) as pool:
            rows = pool.map(_one_deal, work, chunksize=1)
    else:
        rows = [_one_deal(w) for w in work]
    done = [r for r in rows if r is not None]
    both = {"a": sum(r["a"] > r["b"] for r in done), "b": sum(r["b"] > r["a"] for r in done)}
    return {"deals": len(done), "seed": seed, "players": players, "left": left, "a": a, "b": b,
            "lead_in": lead_in,
            "wins": {"a": sum(r["a"] for r in done), "b": sum(r["b"] for r in done)},
            "deals_won_in_both_seatings": both,
            "times": {"a": _times([t for r in done for t in r["times_a"]]),
                      "b": _times([t for r in done for t in r["times_b"]])}}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("mode", choices=("solve", "duel"))
    parser.add_argument("--players", type=int, default=4, choices=(4, 6))
    parser.add_argument("--left", type=int, default=5, help="cards in every hand at the start")
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--a", default="master", help="duel: the first player")
    parser.add_argument("--b", default="master:endgame_worlds=20", help="duel: the second")
    parser.add_argument("--lead-in", default="expert",
                        help="duel: the level that plays every seat to the last tricks")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if args.deals < 1 or args.jobs < 1:
        parser.error("--deals and --jobs must be at least 1")
    if not 1 <= args.left <= 12:
        parser.error("--left must be 1 to 12")
    try:
        for spec in (args.a, args.b, args.lead_in):
            parse_player(spec)
    except ValueError as exc:
        parser.error(str(exc))
    if args.mode == "solve":
        report = solve_sizes(args.deals, args.seed, args.players, args.left)
    else:
        report = duel(args.deals, args.seed, args.players, args.left, args.a, args.b, args.jobs,
                      args.lead_in)
    if args.json:
        print(json.dumps(report))
    elif args.mode == "solve":
        if not report["solves"]:
            print("no deal reached that many cards left with a trick won by each side")
        else:
            print(f"{report['solves']} solves ({report['players']} players, {report['left']} "
                  f"cards each): nodes median {report['nodes_median']:.0f}, p90 "
                  f"{report['nodes_p90']}, largest {report['nodes_max']}; slowest "
                  f"{report['slowest_s'] * 1000:.0f} ms; {report['us_per_node']:.1f} µs a node")
    else:
        both = report["deals_won_in_both_seatings"]
        print(f"{report['deals']} deals from {report['left']} cards each, played twice with the "
              f"sides swapped: {args.a} {report['wins']['a']:g} wins, {args.b} "
              f"{report['wins']['b']:g}; deals won in both seatings: {args.a} {both['a']}, "
              f"{args.b} {both['b']}")
        for key, name in (("a", args.a), ("b", args.b)):
            t = report["times"][key]
            if t["decisions"]:
                print(f"  {name}: {t['decisions']} decisions, p50 {t['p50_ms']:.0f} ms, p95 "
                      f"{t['p95_ms']:.0f} ms, slowest {t['max_ms']:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
