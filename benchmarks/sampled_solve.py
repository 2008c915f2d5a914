"""Does solving sampled worlds exactly play 2-player Briscola's last draws better than the
sampling search? Two players decide the same positions; where their moves differ, each move
is scored by the games it wins from there.

    python benchmarks/sampled_solve.py --left 6 --positions 40 --worlds 40
    python benchmarks/sampled_solve.py --left 8 --samples 32 --nodes 200000 --json

Positions come from rule-based games (seeds 60000, 60001, ...) stopped when ``--left`` cards
are left in the stock, the trump card included: the leader's decision, then (after the rule-based
leader's card) the follower's. Player A is ``--level`` as it plays; player B the same level
that also averages exact values over ``--samples`` sampled worlds (``sampled_worlds``, within
``--nodes`` solver nodes) where the possible worlds are too many to list.

Where A's and B's moves differ, each is scored by its **value**: over ``--worlds`` deals of the
unseen cards drawn as the deciding seat sees them (the same deals for both moves), the share of
games won (a draw a half) when both seats play on as ``--judge`` plays (default: the expert) —
the same players, seeds and deals for both moves. The report is B's mean gain over A per
position (zero where they agree) with its standard error: the share of games B's choice wins
more, at this decision alone.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from last_draw import last_draw  # noqa: E402

from cardtable.ai.levels import LEVELS, make_agent  # noqa: E402
from cardtable.engine.agent import Decision  # noqa: E402
from cardtable.engine.state import State  # noqa: E402
from cardtable.games.briscola import GAME as BRISCOLA  # noqa: E402

FIRST_SEED = 60_000


def played_on(world: State, seat: int, judge: str, seed: int) -> float:
    """``seat``'s return once both seats play ``world`` to the end of the deal as ``judge``."""
    agents = [make_agent(BRISCOLA, p, judge, seed=seed) for p in range(2)]
    rng = random.Random(seed)
    while world.current_player >= 0 and not world.deals_finished:
        p = world.current_player
        world.apply(agents[p].choose(Decision(world, p, world.legal_actions(), rng)))
    result = world.deal_result() or world.result()
    return result.returns[seat]


def move_value(state: State, move: str, worlds: int, judge: str) -> float:
    """The deciding seat's share of games won after ``move``, over ``worlds`` deals it cannot
    tell from the real one."""
    seat = state.current_player
    decision = Decision(state, seat, state.legal_actions(), random.Random(0))
    total = 0.0
    for j in range(worlds):
        world = decision.determinize(random.Random(1_000 + j))
        world.apply(move)
        total += played_on(world, seat, judge, j)
    return total / worlds


def compare(level: str, positions: int, left: int, samples: int, nodes: int, worlds: int,
            judge: str) -> dict:
    gains: list[float] = []
    times: list[float] = []
    differ = 0
    for i in range(positions):
        state, rules = last_draw(FIRST_SEED + i, left)
        for _role in ("leader", "follower"):
            seat = state.current_player
            legal = state.legal_actions()
            a = make_agent(BRISCOLA, seat, level, seed=i)
            b = make_agent(BRISCOLA, seat, level, seed=i, sampled_worlds=samples,
                           sampled_nodes=nodes)
            move_a = a.choose(Decision(state, seat, legal, random.Random(i)))
            start = time.perf_counter()
            move_b = b.choose(Decision(state, seat, legal, random.Random(i)))
            times.append(time.perf_counter() - start)
            if move_a == move_b:
                gains.append(0.0)
            else:
                differ += 1
                gains.append(move_value(state, move_b, worlds, judge)
                             - move_value(state, move_a, worlds, judge))
            state.apply(rules[seat].choose(Decision(state, seat, legal, random.Random(i))))
    se = statistics.stdev(gains) / math.sqrt(len(gains)) if len(gains) > 1 else 0.0
    times.sort()
    return {"level": level, "left": left, "samples": samples, "nodes": nodes, "worlds": worlds,
            "judge": judge, "decisions": len(gains), "differ": differ,
            "mean_gain": round(statistics.mean(gains), 5), "se": round(se, 5),
            "b_p50_ms": round(1000 * times[len(times) // 2]),
            "b_p95_ms": round(1000 * times[min(len(times) - 1, int(0.95 * len(times)))])}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--level", default="master", choices=("expert", "master"))
    p.add_argument("--judge", default="expert", choices=LEVELS)
    p.add_argument("--positions", type=int, default=40)
    p.add_argument("--left", type=int, default=6, help="stock cards left, the trump card included")
    p.add_argument("--samples", type=int, default=48)
    p.add_argument("--nodes", type=int, default=300_000)
    p.add_argument("--worlds", type=int, default=40)
    p.add_argument("--json", action="store_true", help="print one JSON object")
    args = p.parse_args(argv)
    for name in ("positions", "samples", "nodes", "worlds"):
        if getattr(args, name) < 1:
            p.error(f"--{name} must be at least 1")
    if args.left < 2 or args.left % 2:
        p.error("--left must be an even number of at least 2")
    report = compare(args.level, args.positions, args.left, args.samples, args.nodes,
                     args.worlds, args.judge)
    if args.json:
        print(json.dumps(report))
    else:
        print(f"{args.level} with {args.samples} sampled worlds against as it plays, "
              f"{args.left} stock cards left: {report['differ']} of {report['decisions']} "
              f"decisions differ; mean gain {report['mean_gain']:+.4f} "
              f"(standard error {report['se']:.4f}); its decisions p50 {report['b_p50_ms']} ms, "
              f"p95 {report['b_p95_ms']} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
