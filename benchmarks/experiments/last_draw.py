"""How far a computer player's moves at 2-player Briscola's last draws fall from the best, with
an exact expectimax over the possible deals of the unseen cards as the yardstick.

    python benchmarks/experiments/last_draw.py --positions 100                       # the levels as they play
    python benchmarks/experiments/last_draw.py --positions 100 --max-worlds 1 --json  # sampling search only
    python benchmarks/experiments/last_draw.py --left 4 --positions 150 --max-worlds 1
    python benchmarks/experiments/last_draw.py --left 4 --leader --deals 30 --positions 100 --level master

Positions come from rule-based games (seeds 10000, 10001, ...; 20000, ... with ``--left 4``)
stopped when ``--left`` cards are left in the stock, the trump card included.

* ``--left 2`` (the last draw: one hidden card and the trump card): the leader's decision, then
  the follower's. Every legal move's value (win 1, draw 0.5, loss 0, with best play afterwards,
  averaged over the possible deals) is solved exactly. The follower's values are exact (nothing
  is hidden after its move); the leader's assume the follower sees the cards.
* ``--left 4`` (the draw before): the follower's decision. A move's value is its average, over
  every possible deal, of the game played on with both seats choosing by the expectimax of the
  last draw (the levels' own play there) and exactly once the stock is gone. With ``--leader``
  the leader's decision instead (seeds 50000, ...): the follower answers by its own average over
  its 60 deals; ``--deals K`` averages over K of the leader's 120 deals, drawn at random (a
  noisier yardstick, the same deals for every move).

A move is scored by its **regret**, the best value less its move's: the share of games it gives
away.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys

from cardtable.ai.levels import LEVELS, make_agent
from cardtable.ai.solver import possible_worlds, solve_small
from cardtable.engine.agent import Decision
from cardtable.engine.state import State
from cardtable.games.briscola import GAME as BRISCOLA

ROLES = ("leader", "follower")
SEEDS = {2: 10_000, 4: 20_000}
LEADER_SEED = 50_000


def last_draw(seed: int, left: int = 2):
    """A rule-based game of 2-player Briscola with ``left`` stock cards (the leader to play)."""
    state = BRISCOLA.new_state(2, seed=seed)
    agents = [make_agent(BRISCOLA, seat, "greedy") for seat in range(2)]
    rng = random.Random(seed)
    while len(state.zones()["stock"]) + len(state.zones()["trump"]) > left:
        p = state.current_player
        state.apply(agents[p].choose(Decision(state, p, state.legal_actions(), rng)))
    return state, agents


def _expectimax(state: State, seat: int) -> dict[str, float]:
    solved = solve_small(Decision(state, seat, state.legal_actions(), random.Random(0)),
                         random.Random(0), 10**8, 500)
    assert solved is not None
    return dict(solved[0])


def _played_on(world: State, seat: int) -> float:
    """``seat``'s return once both seats play ``world`` out by the expectimax."""
    while world.current_player >= 0 and not world.deals_finished:
        p = world.current_player
        legal = world.legal_actions()
        values = _expectimax(world, p) if len(legal) > 1 else {legal[0]: 0.0}
        world.apply(max(legal, key=lambda a: values[a]))
    result = world.deal_result() or world.result()
    return result.returns[seat]


def yardstick(state: State, left: int, deals: int | None = None) -> dict[str, float]:
    """Every legal move's value for the seat to move (see the module's text); ``deals``: over
    that many of the possible deals, drawn at random."""
    seat = state.current_player
    if left <= 2:
        return _expectimax(state, seat)
    decision = Decision(state, seat, state.legal_actions(), random.Random(0))
    worlds = possible_worlds(decision, random.Random(0), 500)
    assert worlds is not None
    if deals is not None and deals < len(worlds):
        worlds = random.Random(len(worlds)).sample(worlds, deals)
    values = {}
    for action in decision.legal:
        total = 0.0
        for world in worlds:
            child = world.clone()
            child.apply(action)
            total += _played_on(child, seat)
        values[action] = total / len(worlds)
    return values


def regrets(level: str, positions: int, max_worlds: int | None = None, left: int = 2,
            leader: bool = False, deals: int | None = None) -> dict[str, list[float]]:
    roles = ROLES if left <= 2 else ("leader",) if leader else ("follower",)
    out: dict[str, list[float]] = {role: [] for role in roles}
    options = {} if max_worlds is None else {"max_worlds": max_worlds}
    first = LEADER_SEED if leader and left > 2 else SEEDS.get(left, 30_000)
    for i in range(positions):
        state, agents = last_draw(first + i, left)
        for role in ROLES:
            seat = state.current_player
            legal = state.legal_actions()
            if role in out:
                values = yardstick(state, left, deals)
                agent = make_agent(BRISCOLA, seat, level, seed=i, **options)
                move = agent.choose(Decision(state, seat, legal, random.Random(i)))
                out[role].append(max(values.values()) - values[move])
            state.apply(agents[seat].choose(Decision(state, seat, legal, random.Random(i))))
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--level", default="expert", choices=LEVELS)
    p.add_argument("--positions", type=int, default=100)
    p.add_argument("--left", type=int, default=2, choices=(2, 4),
                   help="stock cards left, the trump card included (default 2: the last draw)")
    p.add_argument("--leader", action="store_true",
                   help="with --left 4: the leader's decision instead of the follower's")
    p.add_argument("--deals", type=int, help="with --leader: average over this many deals")
    p.add_argument("--max-worlds", type=int,
                   help="the search's expectimax limit (default: the level's; 1: sampling only)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    args = p.parse_args(argv)
    if args.positions < 1:
        p.error("--positions must be at least 1")
    if args.max_worlds is not None and args.max_worlds < 1:
        p.error("--max-worlds must be at least 1")
    if args.deals is not None and args.deals < 1:
        p.error("--deals must be at least 1")
    found = regrets(args.level, args.positions, args.max_worlds, args.left, args.leader,
                    args.deals)
    report: dict = {"level": args.level, "positions": args.positions, "left": args.left,
                    "max_worlds": args.max_worlds}
    for role, r in found.items():
        report[role] = {"mean_regret": round(statistics.mean(r), 5),
                        "worse_moves": sum(x > 0.01 for x in r), "worst": round(max(r), 4)}
    if args.json:
        print(json.dumps(report))
    else:
        for role in found:
            row = report[role]
            print(f"{args.level} as {role} with {args.left} stock cards left: mean regret "
                  f"{row['mean_regret']:.4f} over {args.positions} positions, "
                  f"{row['worse_moves']} worse moves, worst {row['worst']:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
