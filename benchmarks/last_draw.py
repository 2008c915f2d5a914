"""How far a computer player's moves at 2-player Briscola's last draw fall from the best: the
exact expectimax over the possible deals of the unseen cards is the yardstick.

    python benchmarks/last_draw.py --positions 100                    # the levels as they play
    python benchmarks/last_draw.py --positions 100 --max-worlds 1 --json  # sampling search only

Positions come from rule-based games (seeds 10000, 10001, ...) stopped when one hidden stock
card and the trump card are left: the leader's decision, then the follower's. For each, every
legal move's value (win 1, draw 0.5, loss 0, with best play afterwards, averaged over the
possible deals) is solved exactly, and the level's move is scored by its **regret**, the best
value less its move's: the share of games the move gives away. The follower's values are exact
(nothing is hidden after its move); the leader's assume the follower sees the cards.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys

from cardtable.ai.levels import LEVELS, make_agent
from cardtable.ai.solver import solve_small
from cardtable.engine.agent import Decision
from cardtable.games.briscola import GAME as BRISCOLA

ROLES = ("leader", "follower")


def last_draw(seed: int):
    """A rule-based game of 2-player Briscola at its last draw (the leader to play)."""
    state = BRISCOLA.new_state(2, seed=seed)
    agents = [make_agent(BRISCOLA, seat, "greedy") for seat in range(2)]
    rng = random.Random(seed)
    while len(state.zones()["stock"]) + len(state.zones()["trump"]) > 2:
        p = state.current_player
        state.apply(agents[p].choose(Decision(state, p, state.legal_actions(), rng)))
    return state, agents


def regrets(level: str, positions: int, max_worlds: int | None = None) -> dict[str, list[float]]:
    out: dict[str, list[float]] = {role: [] for role in ROLES}
    options = {} if max_worlds is None else {"max_worlds": max_worlds}
    for i in range(positions):
        state, agents = last_draw(10_000 + i)
        for role in ROLES:
            seat = state.current_player
            legal = state.legal_actions()
            solved = solve_small(Decision(state, seat, legal, random.Random(i)), random.Random(i),
                                 10**8, 64)
            assert solved is not None
            values = dict(solved[0])
            agent = make_agent(BRISCOLA, seat, level, seed=i, **options)
            move = agent.choose(Decision(state, seat, legal, random.Random(i)))
            out[role].append(max(values.values()) - values[move])
            state.apply(agents[seat].choose(Decision(state, seat, legal, random.Random(i))))
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--level", default="expert", choices=LEVELS)
    p.add_argument("--positions", type=int, default=100)
    p.add_argument("--max-worlds", type=int,
                   help="the search's expectimax limit (default: the level's; 1: sampling only)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    args = p.parse_args(argv)
    if args.positions < 1:
        p.error("--positions must be at least 1")
    if args.max_worlds is not None and args.max_worlds < 1:
        p.error("--max-worlds must be at least 1")
    found = regrets(args.level, args.positions, args.max_worlds)
    report = {"level": args.level, "positions": args.positions, "max_worlds": args.max_worlds}
    for role in ROLES:
        r = found[role]
        report[role] = {"mean_regret": round(statistics.mean(r), 5),
                        "worse_moves": sum(x > 0.01 for x in r), "worst": round(max(r), 4)}
    if args.json:
        print(json.dumps(report))
    else:
        for role in ROLES:
            row = report[role]
            print(f"{args.level} as {role}: mean regret {row['mean_regret']:.4f} over "
                  f"{args.positions} positions, {row['worse_moves']} worse moves, "
                  f"worst {row['worst']:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
