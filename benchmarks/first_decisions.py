"""How long a computer player takes over the first decision of a deal — the slowest of a search
player's decisions (the most cards are unseen, the playouts are longest).

    python benchmarks/first_decisions.py briscola --players 4 --level master
    python benchmarks/first_decisions.py pishti --players 2 --level expert --deals 20 --json

For each of ``--deals`` deals (seeds 0, 1, ...) the seat to move decides once, with the level's
own budget for that game and player count (``--iterations`` overrides it); the median and the
slowest time are printed (milliseconds). Run it on an idle machine: the speed targets of
docs/ai-strength.md are "expert within 0.5 s, master within 2 s".
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time

from cardtable.ai.levels import LEVELS, make_agent
from cardtable.app.plugins import load_games
from cardtable.engine.agent import Decision
from cardtable.engine.errors import PluginError


def first_decision_times(game, players: int, level: str, deals: int,
                         iterations: int | None = None) -> list[float]:
    """Seconds per first decision, one per deal."""
    options = {} if iterations is None else {"iterations": iterations}
    times = []
    for seed in range(deals):
        state = game.new_state(players, {}, seed=seed)
        seat = state.current_player
        agent = make_agent(game, seat, level, seed=1, **options)
        decision = Decision(state, seat, state.legal_actions(), random.Random(seed))
        start = time.perf_counter()
        agent.choose(decision)
        times.append(time.perf_counter() - start)
    return times


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("game")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--level", default="expert", choices=LEVELS)
    p.add_argument("--deals", type=int, default=12)
    p.add_argument("--iterations", type=int, help="search budget (default: the level's)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    args = p.parse_args(argv)
    try:
        game = load_games().get(args.game)
    except PluginError as exc:
        p.error(str(exc))
    if args.players not in game.player_counts:
        p.error(f"{args.game} is played by {', '.join(map(str, game.player_counts))} players")
    if args.deals < 1:
        p.error("--deals must be at least 1")
    times = first_decision_times(game, args.players, args.level, args.deals, args.iterations)
    report = {"game": args.game, "players": args.players, "level": args.level,
              "deals": args.deals, "iterations": args.iterations,
              "median_ms": round(statistics.median(times) * 1000, 1),
              "slowest_ms": round(max(times) * 1000, 1)}
    if args.json:
        print(json.dumps(report))
    else:
        print(f"{args.game} {args.players}p {args.level}: first decision of {args.deals} deals, "
              f"median {report['median_ms']:.0f} ms, slowest {report['slowest_ms']:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
