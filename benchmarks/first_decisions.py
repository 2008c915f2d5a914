"""How long a computer player takes over the first decision of a deal — the slowest of a search
player's decisions (the most cards are unseen, the playouts are longest).

    python benchmarks/first_decisions.py briscola --players 4 --level master
    python benchmarks/first_decisions.py pishti --players 2 --level expert --deals 20 --json
    python benchmarks/first_decisions.py briscola --level master --compare-stepped

For each of ``--deals`` deals (seeds 0, 1, ...) the seat to move decides once, with the level's
own budget for that game and player count (``--iterations`` overrides it); the median and the
slowest time are printed (milliseconds). ``--compare-stepped`` times each decision a second
time, right after the first, with the playouts played move by move (no game ``playout`` loop:
the same playouts, so the same move, which it checks) and prints both: what the fused loop
saves, each pair under the same load. Run it on an idle machine: the speed targets of
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


def first_decision(game, players: int, level: str, seed: int, **options) -> tuple[float, str]:
    """(seconds, move) of deal ``seed``'s first decision (``options`` go to the search player)."""
    state = game.new_state(players, {}, seed=seed)
    seat = state.current_player
    agent = make_agent(game, seat, level, seed=1, **options)
    decision = Decision(state, seat, state.legal_actions(), random.Random(seed))
    start = time.perf_counter()
    move = agent.choose(decision)
    return time.perf_counter() - start, move


def main(argv: list[str] | None = None) -> int:
    p = deal_args.parser(__doc__.splitlines()[0], deals=12)
    p.add_argument("--iterations", type=int, help="search budget (default: the level's)")
    p.add_argument("--compare-stepped", action="store_true",
                   help="also time the same decisions with move-by-move playouts")
    args = p.parse_args(argv)
    game = deal_args.game_of(p, args)
    if args.level not in ("expert", "master") and args.compare_stepped:
        p.error("--compare-stepped needs a search level (expert or master)")
    options = {} if args.iterations is None else {"iterations": args.iterations}
    fused, stepped = [], []
    for seed in range(args.deals):  # interleaved: both timed under the same load
        fused.append(first_decision(game, args.players, args.level, seed, **options))
        if args.compare_stepped:
            stepped.append(first_decision(game, args.players, args.level, seed,
                                          fused_playouts=False, **options))
    times = [t for t, _ in fused]
    report = {"game": args.game, "players": args.players, "level": args.level,
              "deals": args.deals, "iterations": args.iterations,
              "median_ms": round(statistics.median(times) * 1000, 1),
              "slowest_ms": round(max(times) * 1000, 1)}
    line = (f"{args.game} {args.players}p {args.level}: first decision of {args.deals} deals, "
            f"median {report['median_ms']:.0f} ms, slowest {report['slowest_ms']:.0f} ms")
    if args.compare_stepped:
        slow = [t for t, _ in stepped]
        report["stepped_median_ms"] = round(statistics.median(slow) * 1000, 1)
        report["stepped_slowest_ms"] = round(max(slow) * 1000, 1)
        report["same_moves"] = [m for _, m in fused] == [m for _, m in stepped]
        report["time_ratio"] = round(sum(times) / sum(slow), 3)
        line += (f"; move by move: median {report['stepped_median_ms']:.0f} ms, slowest "
                 f"{report['stepped_slowest_ms']:.0f} ms; fused/stepped time "
                 f"{report['time_ratio']:.2f}; same moves: {report['same_moves']}")
    deal_args.emit(args, report, line)
    return 0 if report.get("same_moves", True) else 1


if __name__ == "__main__":
    sys.exit(main())
