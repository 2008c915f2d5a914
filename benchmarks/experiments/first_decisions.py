"""How long a computer player takes over the first decision of a deal — the slowest of a search
player's decisions (the most cards are unseen, the playouts are longest).

    python benchmarks/experiments/first_decisions.py briscola --players 4 --level master
    python benchmarks/experiments/first_decisions.py pishti --players 2 --level expert --deals 20 --json
    python benchmarks/experiments/first_decisions.py briscola --level master --compare-stepped
    python benchmarks/experiments/first_decisions.py pinochle --players 6 --first-card --compare-stepped

For each of ``--deals`` deals (seeds 0, 1, ...) the seat to move decides once, with the level's
own budget for that game and player count (``--iterations`` overrides it); the median and the
slowest time are printed (milliseconds). ``--compare-stepped`` times each decision a second
time, right after the first, with the playouts played move by move (no game ``playout`` loop:
the same playouts, so the same move, which it checks) and prints both: what the fused loop
saves, each pair under the same load. ``--first-card``: the first card play of the deal instead
(the decisions before it — Pinochle's auction and melds, which the search players leave to the
rules — played by the rule-based players; a deal that ends before a card is played, conceded,
is left out). Run it on an idle machine: the speed targets of docs/ai-strength.md are "expert
within 0.5 s, master within 2 s".
"""

from __future__ import annotations

import random
import statistics
import sys
from pathlib import Path
import time

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # deal_args: benchmarks/

import deal_args  # noqa: E402

from cardtable.ai.levels import make_agent
from cardtable.engine.agent import Decision


def first_decision(game, players: int, level: str, seed: int, first_card: bool = False,
                   **options) -> tuple[float, str] | None:
    """(seconds, move) of deal ``seed``'s first decision, or with ``first_card`` of its first
    card play with a choice (None where the deal ends before one); ``options`` go to the search
    player."""
    state = game.new_state(players, {}, seed=seed)
    if first_card and not to_first_card(game, state, seed):
        return None
    seat = state.current_player
    agent = make_agent(game, seat, level, seed=1, **options)
    decision = Decision(state, seat, state.legal_actions(), random.Random(seed))
    start = time.perf_counter()
    move = agent.choose(decision)
    return time.perf_counter() - start, move


def to_first_card(game, state, seed: int) -> bool:
    """Play ``state`` on with the rule-based players to the first card play with more than one
    card to choose from (declaring out aside); False where the deal ends first."""
    greedy = game.agents()["greedy"]
    agents: dict[int, object] = {}
    rng = random.Random(seed)
    deals = state.deals_finished
    while not state.is_terminal and state.deals_finished == deals:
        legal = state.legal_actions()
        plays = [a for a in legal if a != "declare-out"]
        if len(plays) > 1 and all(a.startswith("play ") for a in plays):
            return True
        seat = state.current_player
        agent = agents.setdefault(seat, greedy.factory(game, seat))
        state.apply(agent.choose(Decision(state, seat, legal, rng)))
    return False


def main(argv: list[str] | None = None) -> int:
    p = deal_args.parser(__doc__.splitlines()[0], deals=12)
    p.add_argument("--iterations", type=int, help="search budget (default: the level's)")
    p.add_argument("--compare-stepped", action="store_true",
                   help="also time the same decisions with move-by-move playouts")
    p.add_argument("--first-card", action="store_true",
                   help="the first card play of each deal (the auction before it by the rules)")
    args = p.parse_args(argv)
    game = deal_args.game_of(p, args)
    if args.level not in ("expert", "master") and args.compare_stepped:
        p.error("--compare-stepped needs a search level (expert or master)")
    options = {} if args.iterations is None else {"iterations": args.iterations}
    fused, stepped = [], []
    for seed in range(args.deals):  # interleaved: both timed under the same load
        timed = first_decision(game, args.players, args.level, seed, args.first_card, **options)
        if timed is None:
            continue
        fused.append(timed)
        if args.compare_stepped:
            stepped.append(first_decision(game, args.players, args.level, seed, args.first_card,
                                          fused_playouts=False, **options))
    if not fused:
        p.error("no deal reached a card play with a choice")
    times = [t for t, _ in fused]
    report = {"game": args.game, "players": args.players, "level": args.level,
              "deals": len(fused), "iterations": args.iterations, "first_card": args.first_card,
              "median_ms": round(statistics.median(times) * 1000, 1),
              "slowest_ms": round(max(times) * 1000, 1)}
    what = "first card play" if args.first_card else "first decision"
    line = (f"{args.game} {args.players}p {args.level}: {what} of {len(fused)} deals, "
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
