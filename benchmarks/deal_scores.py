"""What one deal of a Pinochle game to 1000 scores: the figures behind ``outlook.DEALS``.

    python benchmarks/deal_scores.py --players 4 --games 200
    python benchmarks/deal_scores.py --players 8 --option form=partnership-auction --games 150 --json

The rule-based player in every seat plays whole games to 1000 (seeds 0, 1, 2, ...). The report
gives a side's mean deal score, the spread (standard deviation) of the difference between two
sides' scores in the same deal, over every pair of sides, and the deals a game lasts. A search
player's chance of winning a game from its totals (games/pinochle/outlook.py) reads the first
two.
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import statistics
import sys

from cardtable.ai.levels import make_agent
from cardtable.engine.agent import Decision
from cardtable.engine.errors import OptionError
from cardtable.games.pinochle import GAME
from cardtable.games.pinochle.outlook import DEALS


def deal_scores(players: int, options: dict[str, str], games: int) -> dict:
    """Play ``games`` rule-based games to 1000; the deal scores' figures."""
    scores: list[int] = []
    margins: list[int] = []
    deals: list[int] = []
    for seed in range(games):
        state = GAME.new_state(players, dict(options), seed=seed)
        if not state.ctx.target_game:
            raise OptionError("these options make a one-deal game: nothing to measure")
        agents = [make_agent(GAME, p, "greedy") for p in range(players)]
        rng = random.Random(seed)
        seen = 0
        while not state.is_terminal:
            if state.deals_finished > seen:  # a deal ended and the next one is dealt
                seen = state.deals_finished
                scores.extend(state.last_deal)
                margins.extend(a - b for a, b in itertools.combinations(state.last_deal, 2))
            p = state.current_player
            state.apply(agents[p].choose(Decision(state, p, state.legal_actions(), rng)))
        deals.append(state.deals_finished)
    auction = state.ctx.form == "partnership-auction"
    return {"players": players, "options": options, "games": games,
            "deals_scored": len(scores) // len(state.totals),
            "mean": round(statistics.mean(scores), 1),
            "margin_sd": round(statistics.pstdev(margins), 1),
            "deals_a_game": round(statistics.mean(deals), 2),
            "in_outlook": list(DEALS.get((players, auction), ()))}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, default=4, choices=(2, 4, 6, 8))
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    options = {"game": "1000"}
    for item in args.option:
        key, eq, value = item.partition("=")
        if not eq:
            parser.error(f"{item!r} is not KEY=VALUE")
        options[key] = value
    try:
        report = deal_scores(args.players, options, args.games)
    except OptionError as e:
        parser.error(str(e))
    if args.json:
        print(json.dumps(report))
    else:
        print(f"{args.players} players {options}: {report['games']} games, "
              f"{report['deals_a_game']} deals a game; a side's mean deal score "
              f"{report['mean']}, spread of two sides' margin {report['margin_sd']} "
              f"(outlook.DEALS: {report['in_outlook']})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
