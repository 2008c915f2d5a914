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

import random
import statistics
import sys
import time

import deal_args

from cardtable.ai.levels import make_agent
from cardtable.engine.agent import Decision


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
    p = deal_args.parser(__doc__.splitlines()[0], deals=12)
    p.add_argument("--iterations", type=int, help="search budget (default: the level's)")
    args = p.parse_args(argv)
    game = deal_args.game_of(p, args)
    times = first_decision_times(game, args.players, args.level, args.deals, args.iterations)
    report = {"game": args.game, "players": args.players, "level": args.level,
              "deals": args.deals, "iterations": args.iterations,
              "median_ms": round(statistics.median(times) * 1000, 1),
              "slowest_ms": round(max(times) * 1000, 1)}
    deal_args.emit(args, report, f"{args.game} {args.players}p {args.level}: first decision of "
                   f"{args.deals} deals, median {report['median_ms']:.0f} ms, "
                   f"slowest {report['slowest_ms']:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
