"""Engine speed: the arena targets of every game, plus clone / determinize / playout rates.

    python benchmarks/bench_engine.py [--quick] [--json] [--game ID]

Prints, per game, the arena's games per second for the target command of its issue (wall clock,
one process, so one core), and the per-operation costs a search player (ISMCTS) depends on:
``clone``, ``determinize`` and a random playout from a mid-game position. Numbers, not pass/fail:
speed targets live here, never in timed unit tests.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time

from cardtable.app import arena
from cardtable.app.plugins import registry

# (game, players, agents, games, target games/s) — the commands named in the issues.
TARGETS = [
    ("briscola", 2, ["random"], 20000, 5000),
    ("pishti", 2, ["random"], 10000, 4000),
    ("shithead", 4, ["greedy"], 5000, 500),
    ("pinochle", 2, ["random"], 2000, 500),
]


def mid_game(game, players, seed=1, steps=None):
    state = game.new_state(players, seed=seed)
    rng = random.Random(seed)
    n = steps if steps is not None else 10
    for _ in range(n):
        if state.is_terminal:
            break
        state.apply_unchecked(rng.choice(state.legal_actions()))
    return state


def per_op(fn, budget=0.4):
    count, start = 0, time.perf_counter()
    while time.perf_counter() - start < budget:
        fn()
        count += 1
    return (time.perf_counter() - start) / count * 1e6


def measure(gid, players, agents, games, target, quick):
    game = registry().get(gid)
    if quick:
        games = max(50, games // 10)
    report = arena.run(arena.ArenaConfig(game, players, agents, games, seed=0))
    state = mid_game(game, players)
    rng = random.Random(3)
    seat = max(state.current_player, 0)

    def playout():
        s = state.clone()
        r = rng.random
        while s.current_player >= 0:
            legal = s.legal_actions()
            s.apply_unchecked(legal[int(r() * len(legal))])

    return {
        "game": gid, "players": players, "agents": agents, "games": games,
        "games_per_second": round(report["games_per_second"], 1), "target": target,
        "meets_target": report["games_per_second"] >= target,
        "clone_us": round(per_op(state.clone), 2),
        "determinize_us": round(per_op(lambda: state.determinize(seat, rng)), 2),
        "playout_from_mid_game_us": round(per_op(playout), 1),
    }


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--quick", action="store_true", help="a tenth of the games (a smoke run)")
    p.add_argument("--json", action="store_true")
    p.add_argument("--game", help="only this game")
    args = p.parse_args(argv)
    rows = [measure(*t, args.quick) for t in TARGETS if not args.game or t[0] == args.game]
    if args.json:
        print(json.dumps({"python": sys.version.split()[0], "results": rows}, indent=1))
        return 0
    print(f"Python {sys.version.split()[0]}")
    for r in rows:
        mark = "ok" if r["meets_target"] else "BELOW TARGET"
        print(f"{r['game']:<9} {r['players']}p {','.join(r['agents']):<8} "
              f"{r['games_per_second']:>9.1f} games/s (target {r['target']}, {mark}); "
              f"clone {r['clone_us']} µs, determinize {r['determinize_us']} µs, "
              f"playout from mid-game {r['playout_from_mid_game_us']} µs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
