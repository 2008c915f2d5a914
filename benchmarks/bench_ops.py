"""Per-operation engine costs a search player pays, per game: clone, legal_actions, clone and
apply one action, determinize, a random playout from mid-deal and the search's own playout to the
deal's end (the game's policy, its one-loop ``playout`` hook where it has one) (µs, the best of
several rounds).

    python benchmarks/bench_ops.py [--json] [--rounds N]

It imports the games directly (no plugin registry, no Qt), so it runs against any checkout with
``PYTHONPATH=<checkout>``: ``benchmarks/compare_commits.py`` uses that to put two commits side by
side in one run.
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
import sys
import time

CASES = [("briscola", 2), ("briscola", 4), ("pishti", 2), ("pishti", 4), ("shithead", 4),
         ("pinochle", 2), ("pinochle", 3), ("pinochle", 4)]


def _game(gid):
    return importlib.import_module(f"cardtable.games.{gid}").GAME


def _positions(game, players, count=30):
    """Positions spread over a deal (seeded random play)."""
    out = []
    for seed in range(count):
        state = game.new_state(players, seed=seed)
        rng = random.Random(seed)
        steps = rng.randrange(2, 30)
        for _ in range(steps):
            if state.is_terminal:
                break
            legal = state.legal_actions()
            state.apply_unchecked(legal[int(rng.random() * len(legal))])
        if not state.is_terminal:
            out.append(state)
    return out


def _timed(fn, items, budget):
    count, start = 0, time.perf_counter()
    while True:
        for it in items:
            fn(it)
        count += len(items)
        if time.perf_counter() - start >= budget:
            return (time.perf_counter() - start) / count * 1e6


def measure(gid, players, budget=0.15):
    game = _game(gid)
    states = _positions(game, players)
    rng = random.Random(5)
    pairs = [(s, s.legal_actions()) for s in states]

    def apply_one(pair):
        s, legal = pair
        c = s.clone()
        c.apply_unchecked(legal[0])

    seeds = {id(s): i for i, s in enumerate(states)}

    def playout(s):
        # The same random moves from the same position in every run and checkout, so that two
        # versions play the same games (a playout's length varies a lot between games).
        c = s.clone()
        r = random.Random(seeds[id(s)]).random
        while c.current_player >= 0:
            legal = c.legal_actions()
            c.apply_unchecked(legal[int(r() * len(legal))])

    from cardtable.ai.rollout import Playout

    def search_playout(s):
        # the search players' own playout (the game's policy; one fused loop where the game has
        # one), seeded per position like the random one
        Playout(game, players, random.Random(seeds[id(s)])).run(s.clone(), s.deals_finished)

    clone = _timed(lambda s: s.clone(), states, budget)
    return {
        "game": gid, "players": players,
        "clone_us": clone,
        "legal_actions_us": _timed(lambda s: s.legal_actions(), states, budget),
        "clone_apply_us": _timed(apply_one, pairs, budget),
        "determinize_us": _timed(lambda s: s.determinize(max(s.current_player, 0), rng), states, budget),
        "playout_us": _timed(playout, states, budget * 3),
        "search_playout_us": _timed(search_playout, states, budget * 3),
    }


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--json", action="store_true")
    p.add_argument("--rounds", type=int, default=3, help="best of this many rounds")
    args = p.parse_args(argv)
    rows = []
    for gid, n in CASES:
        runs = [measure(gid, n) for _ in range(args.rounds)]
        best = {k: round(min(r[k] for r in runs), 2) for k in runs[0] if k.endswith("_us")}
        rows.append({"game": gid, "players": n, **best})
    if args.json:
        print(json.dumps({"python": sys.version.split()[0], "results": rows}))
        return 0
    for r in rows:
        print(f"{r['game']:<9}{r['players']}p  " + "  ".join(
            f"{k[:-3]} {v:.1f}" for k, v in r.items() if k.endswith("_us")) + "  (µs)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
