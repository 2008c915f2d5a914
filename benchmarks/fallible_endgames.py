"""What playing exact endgames for the opponent's mistakes is worth (2-player Briscola).

    python benchmarks/fallible_endgames.py --opponent random --games 2000
    python benchmarks/fallible_endgames.py --opponent greedy --games 2000 --json

One seat plays the rule-based move until the exact solver answers (the expert's settings:
160,000 nodes, up to 64 possible deals averaged, the game's reading of the opponent), then the
solver's move; the other seat is ``--opponent``. Every deal (seeds 900000, 900001, ...; the
seat alternating) is played twice, the solver's tie-break among equally good moves on
(``fallible``: the move that leaves the opponent the most ways to go wrong) and off (the points
alone). Only the endgames differ, so the report counts the deals whose result changed: better
with the tie-break, or worse.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time

from cardtable.ai.registry import agent_spec
from cardtable.ai.search import _weigher_for
from cardtable.ai.solver import OutOfNodes, solve_or_raise
from cardtable.app.arena import play_game
from cardtable.engine.agent import AgentSpec, Decision
from cardtable.games.briscola import GAME

FIRST_SEED = 900_000
NODES = 160_000
WORLDS = 64


class EndgamePlayer:
    """The rule-based player, with the exact solver's move wherever the solver answers."""

    def __init__(self, seat: int, fallible: bool) -> None:
        self.rules = GAME.agents()["greedy"].factory(GAME, seat)
        self.rng = random.Random(seat)
        self.fallible = fallible

    def choose(self, decision: Decision) -> str:
        if len(decision.legal) == 1:
            return decision.legal[0]
        try:
            solved = solve_or_raise(decision, self.rng, NODES, WORLDS,
                                    _weigher_for(decision, True, WORLDS), self.fallible)
        except OutOfNodes:
            solved = None
        return solved[0][0][0] if solved else self.rules.choose(decision)


def compare(opponent: str, games: int, first: int = FIRST_SEED) -> dict:
    options = GAME.resolve_options(2, {}, None)
    other = agent_spec(GAME, opponent)
    wins = {False: 0, True: 0}
    draws = {False: 0, True: 0}
    better = worse = 0
    start = time.perf_counter()
    for i in range(games):
        seat = i % 2
        got = {}
        for fallible in (False, True):
            mine = AgentSpec("endgame", "endgame",
                             lambda g, s, f=fallible: EndgamePlayer(s, f), "")
            specs = [other, other]
            specs[seat] = mine
            state, _ = play_game(GAME, 2, options, specs, first + i)
            got[fallible] = state.result().returns[seat]
            wins[fallible] += got[fallible] == 1
            draws[fallible] += got[fallible] == 0.5
        better += got[True] > got[False]
        worse += got[True] < got[False]
    return {"opponent": opponent, "games": games, "first_seed": first,
            "wins_off": wins[False], "draws_off": draws[False],
            "wins_on": wins[True], "draws_on": draws[True],
            "better": better, "worse": worse,
            "seconds": round(time.perf_counter() - start, 1)}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--opponent", default="random", help="random, greedy or a level")
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--seed", type=int, default=FIRST_SEED, help="the first deal's seed")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    args = p.parse_args(argv)
    if args.games < 1:
        p.error("--games must be at least 1")
    report = compare(args.opponent, args.games, args.seed)
    if args.json:
        print(json.dumps(report))
    else:
        print(f"against {report['opponent']}, {report['games']} deals: "
              f"wins {report['wins_off']} (draws {report['draws_off']}) with the points alone, "
              f"{report['wins_on']} (draws {report['draws_on']}) with the tie-break; "
              f"deals better {report['better']}, worse {report['worse']} "
              f"({report['seconds']} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
