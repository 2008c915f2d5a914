"""Which of two computer players decides 2-player Briscola's positions better? Both decide the
same positions; where their moves differ, each move is scored by the games it wins from there.

    python benchmarks/experiments/decision_duel.py --a master --b master:sampled_worlds=48,sampled_nodes=300000
    python benchmarks/experiments/decision_duel.py --a expert --b master --left 14 --judge expert:iterations=500

A player is a level or agent name with options for :func:`cardtable.ai.levels.make_agent`
after a colon (``NAME:key=value,...``, whole numbers or decimals). Positions come from
rule-based games (seeds 60000, 60001, ...) stopped when ``--left`` cards are left in the stock,
the trump card included: the leader's decision, then (after the rule-based leader's card) the
follower's.

Where A's and B's moves differ, each is scored by its **value**: over ``--worlds`` deals of the
unseen cards drawn as the deciding seat sees them (the same deals for both moves), the share of
games won (a draw a half) when both seats play on as ``--judge`` (default: the expert) — the
same players, seeds and deals for both moves. The report is B's mean gain over A per decision
(zero where they agree) with its standard error: the share of games B's choices win more, at
these decisions alone.
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
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from last_draw import last_draw  # noqa: E402

from cardtable.ai.levels import make_agent  # noqa: E402
from cardtable.engine.agent import Agent, Decision  # noqa: E402
from cardtable.engine.state import State  # noqa: E402
from cardtable.games.briscola import GAME as BRISCOLA  # noqa: E402

FIRST_SEED = 60_000
STOCK = 34  # stock cards at the start of a 2-player deal, the trump card included


def parse_player(text: str) -> tuple[str, dict[str, Any]]:
    """``NAME[:key=value,...]`` as a name and options; ValueError with a message if malformed."""
    name, _, rest = text.partition(":")
    if not name:
        raise ValueError(f"no player name in {text!r}")
    options: dict[str, Any] = {}
    for item in filter(None, rest.split(",")):
        key, eq, value = item.partition("=")
        if not eq or not key:
            raise ValueError(f"{item!r} in {text!r} is not key=value")
        try:
            options[key] = int(value)
        except ValueError:
            try:
                options[key] = float(value)
            except ValueError:
                raise ValueError(f"{key}={value!r} in {text!r} is not a number") from None
    return name, options


def player(text: str, seat: int, seed: int) -> Agent:
    name, options = parse_player(text)
    return make_agent(BRISCOLA, seat, name, seed=seed, **options)


def played_on(world: State, seat: int, judge: str, seed: int) -> float:
    """``seat``'s return once both seats play ``world`` to the end of the deal as ``judge``."""
    agents = [player(judge, p, seed) for p in range(2)]
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


def duel(a: str, b: str, positions: int, left: int, worlds: int, judge: str) -> dict:
    gains: list[float] = []
    times: list[float] = []
    differ = 0
    for i in range(positions):
        state, rules = last_draw(FIRST_SEED + i, left)
        for _role in ("leader", "follower"):
            seat = state.current_player
            legal = state.legal_actions()
            move_a = player(a, seat, i).choose(Decision(state, seat, legal, random.Random(i)))
            b_agent = player(b, seat, i)
            start = time.perf_counter()
            move_b = b_agent.choose(Decision(state, seat, legal, random.Random(i)))
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
    return {"a": a, "b": b, "left": left, "worlds": worlds, "judge": judge,
            "decisions": len(gains), "differ": differ,
            "mean_gain": round(statistics.mean(gains), 5), "se": round(se, 5),
            "b_p50_ms": round(1000 * times[len(times) // 2]),
            "b_p95_ms": round(1000 * times[min(len(times) - 1, int(0.95 * len(times)))])}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--a", default="master", help="the first player (default: master)")
    p.add_argument("--b", default="master:sampled_worlds=48,sampled_nodes=300000",
                   help="the second player, whose gain is reported")
    p.add_argument("--judge", default="expert", help="both seats' player after the decision")
    p.add_argument("--positions", type=int, default=40)
    p.add_argument("--left", type=int, default=6,
                   help=f"stock cards left, the trump card included (2 to {STOCK}, even)")
    p.add_argument("--worlds", type=int, default=40)
    p.add_argument("--json", action="store_true", help="print one JSON object")
    args = p.parse_args(argv)
    for name in ("positions", "worlds"):
        if getattr(args, name) < 1:
            p.error(f"--{name} must be at least 1")
    if not 2 <= args.left <= STOCK or args.left % 2:
        p.error(f"--left must be an even number from 2 to {STOCK}")
    for text in (args.a, args.b, args.judge):
        try:
            player(text, 0, 0)
        except Exception as exc:  # a malformed spec, an unknown name or option
            p.error(f"player {text!r}: {exc}")
    report = duel(args.a, args.b, args.positions, args.left, args.worlds, args.judge)
    if args.json:
        print(json.dumps(report))
    else:
        print(f"{args.b} against {args.a}, {args.left} stock cards left: {report['differ']} of "
              f"{report['decisions']} decisions differ; mean gain {report['mean_gain']:+.4f} "
              f"(standard error {report['se']:.4f}); B's decisions p50 {report['b_p50_ms']} ms, "
              f"p95 {report['b_p95_ms']} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
