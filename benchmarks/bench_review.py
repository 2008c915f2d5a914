"""How long the master takes to review one seat's decisions in a whole deal (issue 56).

    python benchmarks/bench_review.py                  # every game, one deal each
    python benchmarks/bench_review.py --only briscola:2 --deals 3 --json

Each deal is played by the rule-based players (seeded), then seat 0's decisions in its first
deal are reviewed by the master at its default budget (cardtable/ai/review.py), in this process,
on one core. A row per deal: the game, the decisions reviewed, the marks, the seconds and the
target where the issue sets one (two-handed Briscola 20 s, four-handed Pinochle 60 s). The
seconds judged are the process's CPU time (one core's work, which other processes on a busy
machine do not inflate much); the wall-clock time is printed beside them.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from typing import Any

from cardtable.ai.levels import make_agent
from cardtable.ai.review import deal_ranges, review_game, seat_decisions
from cardtable.app.plugins import registry
from cardtable.engine.agent import Decision

# (game, players): the seconds a whole deal's review may take
TARGETS_S = {("briscola", 2): 20.0, ("pinochle", 4): 60.0}
FORMS = (("briscola", 2), ("briscola", 4), ("pishti", 2), ("shithead", 2), ("pinochle", 4),
         ("pinochle", 3))


def played(game_id: str, players: int, seed: int) -> tuple[Any, list[str]]:
    """A game played to its end by the rule-based players: its first state and its actions."""
    game = registry().get(game_id)
    state = game.start(players, game.resolve_options(players, {}), seed=seed)
    start = state.clone()
    agents = [make_agent(game, i, "intermediate") for i in range(players)]
    rng = random.Random(seed)
    actions: list[str] = []
    while not state.is_terminal and len(actions) < 2000:
        seat = state.current_player
        action = agents[seat].choose(Decision(state.clone(), seat, state.legal_actions(), rng))
        actions.append(action)
        state.apply(action)
    return start, actions


def measure(game_id: str, players: int, seed: int, level: str = "master",
            iterations: int | None = None) -> dict[str, Any]:
    start, actions = played(game_id, players, seed)
    first = deal_ranges(start, actions)[0]
    plies = [p for p in seat_decisions(start, actions, 0) if p in first]
    began, cpu = time.perf_counter(), time.process_time()
    review = review_game(start, actions, 0, level=level, seed=seed, plies=plies,
                         iterations=iterations)
    wall, seconds = time.perf_counter() - began, time.process_time() - cpu
    target = TARGETS_S.get((game_id, players))
    return {"game": game_id, "players": players, "seed": seed, "level": level,
            "decisions": len(review.decisions), "mistakes": review.count("mistake"),
            "inaccuracies": review.count("inaccuracy"), "seconds": round(seconds, 2), "wall_s": round(wall, 2),
            "per_decision_s": round(seconds / max(1, len(review.decisions)), 3),
            "target_s": target, "within": None if target is None else seconds <= target}


def _forms(only: list[str]) -> list[tuple[str, int]]:
    if not only:
        return list(FORMS)
    out = []
    for item in only:
        game, _, count = item.partition(":")
        out += [f for f in FORMS if f[0] == game and (not count or str(f[1]) == count)]
        if count and (game, int(count)) not in FORMS:
            out.append((game, int(count)))
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--only", nargs="*", default=[], help="forms as game or game:players")
    p.add_argument("--deals", type=int, default=1, help="deals per form (seeds 1..N)")
    p.add_argument("--level", default="master", help="the reviewing level (default master)")
    p.add_argument("--iterations", type=int, default=None,
                   help="search iterations per decision (default: the level's)")
    p.add_argument("--json", action="store_true", help="one JSON list of rows")
    args = p.parse_args(argv)
    rows = []
    for game_id, players in _forms(args.only):
        for seed in range(1, args.deals + 1):
            row = measure(game_id, players, seed, args.level, args.iterations)
            rows.append(row)
            mark = "" if row["target_s"] is None else (
                f"  target {row['target_s']:.0f} s: {'ok' if row['within'] else 'OVER'}")
            print(f"{game_id} {players}p seed {seed}: {row['decisions']} decisions, "
                  f"{row['mistakes']} mistakes, {row['inaccuracies']} inaccuracies, "
                  f"{row['seconds']:.1f} s of CPU ({row['per_decision_s']:.2f} s each; "
                  f"{row['wall_s']:.1f} s wall){mark}",
                  file=sys.stderr if args.json else sys.stdout, flush=True)
    if args.json:
        print(json.dumps(rows))
    return 0 if all(r["within"] is not False for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
