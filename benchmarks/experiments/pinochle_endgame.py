"""Two-handed Pinochle's second phase: how big its exact solve is, and what playing it exactly
is worth (docs/ai-strength.md, run 25).

    python benchmarks/experiments/pinochle_endgame.py solve --deals 40          # nodes and time per solve
    python benchmarks/experiments/pinochle_endgame.py duel --deals 100 --seed 2000 --levels master,expert

``solve``: for each deal (seeds ``--seed`` on), the rule-based player plays to the second phase
(``--plays`` of its cards out) and the seat to move solves the rest exactly
(``games/pinochle/endgame.py``); prints the nodes (median, 90th percentile, largest), the
slowest solve and the time per node. Run it on an idle machine.

``duel``: for each deal the expert plays both seats to the first card of the second phase; from
there the two levels play the second phase twice, seats swapped. The cards are the same both
times, so a deal the cards decide goes once to each level; what counts are the deals one level
won (or drew better) in both seatings. ``--json``: one JSON object.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time

from cardtable.ai.levels import LEVELS, make_agent
from cardtable.engine.agent import Decision
from cardtable.games.pinochle import GAME
from cardtable.games.pinochle import endgame


def to_second_phase(seed: int, level: str, plays: int = 0):
    """Deal ``seed`` played by ``level`` in both seats until ``plays`` cards of the second
    phase are out; None if the deal ended first."""
    state = GAME.new_state(2, None, seed=seed)
    agents = [make_agent(GAME, p, level, seed=seed) for p in range(2)]
    rng = random.Random(seed)
    played = 0
    while state.current_player >= 0 and not state.deals_finished:
        if state.phase == "play2":
            if played >= plays:
                return state
            played += 1
        p = state.current_player
        state.apply(agents[p].choose(Decision(state, p, state.legal_actions(), rng)))
    return None


def play_out(state, levels: list[str], seed: int) -> tuple[float, ...]:
    state = state.clone()
    agents = [make_agent(GAME, p, levels[p], seed=seed) for p in range(2)]
    rng = random.Random(seed)
    while state.current_player >= 0:
        p = state.current_player
        state.apply(agents[p].choose(Decision(state, p, state.legal_actions(), rng)))
    return state.result().returns


def solve_sizes(deals: int, seed: int, plays: int) -> dict:
    sizes, times = [], []
    real = endgame.EndgameSolver
    made: list = []

    class Counting(real):  # type: ignore[misc, valid-type]
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            made.append(self)
    endgame.EndgameSolver = Counting
    try:
        for s in range(seed, seed + deals):
            state = to_second_phase(s, "greedy", plays)
            if state is None:
                continue
            budget = 10 ** 9
            start = time.perf_counter()
            endgame.endgame_values(state, state.current_player, state.legal_actions(), budget)
            times.append(time.perf_counter() - start)
            sizes.append(budget - made[-1].budget)
    finally:
        endgame.EndgameSolver = real
    order = sorted(sizes)
    return {"solves": len(sizes), "plays": plays, "nodes_median": statistics.median(order),
            "nodes_p90": order[int(0.9 * (len(order) - 1))], "nodes_max": order[-1],
            "slowest_s": max(times), "us_per_node": 1e6 * sum(times) / max(1, sum(sizes))}


def duel(deals: int, seed: int, levels: list[str]) -> dict:
    a, b = levels
    wins = {a: 0.0, b: 0.0}
    both = {a: 0, b: 0}
    played = 0
    for s in range(seed, seed + deals):
        state = to_second_phase(s, "expert")
        if state is None:
            continue
        first = play_out(state, [a, b], s)   # a in seat 0
        second = play_out(state, [b, a], s)  # a in seat 1
        wins[a] += first[0] + second[1]
        wins[b] += first[1] + second[0]
        edge = (first[0] + second[1]) - (first[1] + second[0])
        if edge > 0:
            both[a] += 1
        elif edge < 0:
            both[b] += 1
        played += 1
    return {"deals": played, "seed": seed, "levels": levels, "wins": wins,
            "deals_won_in_both_seatings": both}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("mode", choices=("solve", "duel"))
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--plays", type=int, default=0, help="solve: second-phase cards out first")
    parser.add_argument("--levels", default="master,expert", help="duel: two levels")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    levels = args.levels.split(",")
    if args.deals < 1:
        parser.error("--deals must be at least 1")
    if len(levels) != 2 or any(level not in LEVELS for level in levels):
        parser.error(f"--levels takes two of {', '.join(LEVELS)}")
    report = (solve_sizes(args.deals, args.seed, args.plays) if args.mode == "solve"
              else duel(args.deals, args.seed, levels))
    if args.json:
        print(json.dumps(report))
    elif args.mode == "solve":
        print(f"{report['solves']} solves ({report['plays']} second-phase cards out): nodes "
              f"median {report['nodes_median']:.0f}, p90 {report['nodes_p90']}, largest "
              f"{report['nodes_max']}; slowest {report['slowest_s']:.2f} s; "
              f"{report['us_per_node']:.1f} µs a node")
    else:
        a, b = levels
        print(f"{report['deals']} second phases, each played twice with the seats swapped: "
              f"{a} {report['wins'][a]:g} wins, {b} {report['wins'][b]:g}; deals won in both "
              f"seatings: {a} {report['deals_won_in_both_seatings'][a]}, "
              f"{b} {report['deals_won_in_both_seatings'][b]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
