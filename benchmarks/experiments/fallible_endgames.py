"""What playing exact endgames for the opponent's mistakes is worth (2-player Briscola, Pishti).

    python benchmarks/experiments/fallible_endgames.py --opponent random --games 2000
    python benchmarks/experiments/fallible_endgames.py --opponent greedy --games 2000 --json
    python benchmarks/experiments/fallible_endgames.py --game pishti --opponent greedy --games 2000

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
import random
import sys
from pathlib import Path
import time

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # deal_args: benchmarks/

import deal_args  # noqa: E402
from paired_deals import play_pairs  # noqa: E402

from cardtable.ai.registry import agent_spec
from cardtable.ai.search import _weigher_for
from cardtable.ai.solver import OutOfNodes, solve_or_raise
from cardtable.engine.agent import AgentSpec, Decision
from cardtable.app.plugins import load_games
from cardtable.engine.game import Game

FIRST_SEED = 900_000
NODES = 160_000
WORLDS = 64


class EndgamePlayer:
    """The rule-based player, with the exact solver's move wherever the solver answers."""

    def __init__(self, game: Game, seat: int, fallible: bool) -> None:
        self.rules = game.agents()["greedy"].factory(game, seat)
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


def compare(opponent: str, games: int, first: int = FIRST_SEED,
            game: Game | None = None) -> dict:
    game = game or load_games().get("briscola")
    start = time.perf_counter()
    pairs = play_pairs(game, 2, lambda fallible: AgentSpec(
        "endgame", "endgame", lambda g, s: EndgamePlayer(g, s, fallible), ""),
        agent_spec(game, opponent), (False, True), games, first)
    return {"game": game.id, "opponent": opponent, "games": games, "first_seed": first,
            "wins_off": pairs.wins[False], "draws_off": pairs.draws[False],
            "wins_on": pairs.wins[True], "draws_on": pairs.draws[True],
            "better": pairs.better, "worse": pairs.worse,
            "seconds": round(time.perf_counter() - start, 1)}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--game", default="briscola", choices=("briscola", "pishti"),
                   help="a two-player game with exact endgames")
    p.add_argument("--opponent", default="random", help="random, greedy or a level")
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--seed", type=int, default=FIRST_SEED, help="the first deal's seed")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    args = p.parse_args(argv)
    if args.games < 1:
        p.error("--games must be at least 1")
    game = load_games().get(args.game)
    try:
        agent_spec(game, args.opponent)
    except Exception as exc:  # an unknown player name: say which there are
        p.error(f"--opponent {args.opponent!r}: {exc}")
    r = compare(args.opponent, args.games, args.seed, game)
    deal_args.emit(args, r, f"{r['game']} against {r['opponent']}, {r['games']} deals: wins {r['wins_off']} "
                   f"(draws {r['draws_off']}) with the points alone, {r['wins_on']} "
                   f"(draws {r['draws_on']}) with the tie-break; deals better {r['better']}, "
                   f"worse {r['worse']} ({r['seconds']} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
