"""What one deal of a game to a target scores: the figures behind a search player's chance of
the game (``DEALS`` in games/pinochle/outlook.py and games/pishti/outlook.py).

    python benchmarks/experiments/deal_scores.py --players 4 --games 200
    python benchmarks/experiments/deal_scores.py --players 8 --option form=partnership-auction --games 150 --json
    python benchmarks/experiments/deal_scores.py --game pishti --players 2 --preset club --games 300

The rule-based player in every seat plays whole games (seeds 0, 1, 2, ...): Pinochle to 1000,
Pishti to its preset's target. The report gives a side's mean deal score, the spread (standard
deviation) of the difference between two sides' scores in the same deal, over every pair of
sides, and the deals a game lasts. A search player's chance of winning a game from its totals
(cardtable/engine/race.py) reads the first two. A deal that ends the game is not counted (a
Pishti game can end in the middle of one).
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import statistics
import sys
from typing import Any

from cardtable.ai.levels import make_agent
from cardtable.engine.agent import Decision
from cardtable.engine.errors import OptionError
from cardtable.games.pinochle import GAME as PINOCHLE
from cardtable.games.pinochle import outlook as pinochle_outlook
from cardtable.games.pishti import GAME as PISHTI
from cardtable.games.pishti import outlook as pishti_outlook

GAMES = {"pinochle": PINOCHLE, "pishti": PISHTI}


def _totals(state: Any) -> list[int]:
    """Each side's game total (Pinochle ``totals``, Pishti ``scores``)."""
    return list(state.totals if hasattr(state, "totals") else state.scores)


def _in_outlook(game: str, state: Any) -> list[float]:
    if game == "pinochle":
        auction = state.ctx.form == "partnership-auction"
        return list(pinochle_outlook.DEALS.get((state.num_players, auction), ()))
    return list(pishti_outlook.figures(state))


def deal_scores(game: str, players: int, options: dict[str, Any], games: int) -> dict:
    """Play ``games`` rule-based games to the target; the deal scores' figures."""
    scores: list[int] = []
    margins: list[int] = []
    deals: list[int] = []
    state: Any = None
    for seed in range(games):
        state = GAMES[game].new_state(players, dict(options), seed=seed)
        if not (state.ctx.target_game if game == "pinochle" else state.ctx.target):
            raise OptionError("these options make a one-deal game: nothing to measure")
        agents = [make_agent(GAMES[game], p, "greedy") for p in range(players)]
        rng = random.Random(seed)
        seen = 0
        before = _totals(state)
        while not state.is_terminal:
            if state.deals_finished > seen:  # a deal ended and the next one is dealt
                seen = state.deals_finished
                now = _totals(state)
                deal = [b - a for a, b in zip(before, now)]
                before = now
                scores.extend(deal)
                margins.extend(a - b for a, b in itertools.combinations(deal, 2))
            p = state.current_player
            state.apply(agents[p].choose(Decision(state, p, state.legal_actions(), rng)))
        deals.append(state.deals_finished)
    assert state is not None
    sides = len(_totals(state))
    return {"game": game, "players": players, "options": options, "games": games,
            "deals_scored": len(scores) // sides,
            "mean": round(statistics.mean(scores), 1),
            "margin_sd": round(statistics.pstdev(margins), 1),
            "deals_a_game": round(statistics.mean(deals), 2),
            "in_outlook": _in_outlook(game, state)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", choices=sorted(GAMES), default="pinochle")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--preset", help="a named rule preset (Pishti: harbin, club, pagat, "
                                         "parlett)")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    game = GAMES[args.game]
    if args.players not in game.player_counts:
        parser.error(f"{args.game} is played by {', '.join(map(str, game.player_counts))}")
    given: dict[str, str] = {"game": "1000"} if args.game == "pinochle" else {}
    for item in args.option:
        key, eq, value = item.partition("=")
        if not eq:
            parser.error(f"{item!r} is not KEY=VALUE")
        given[key] = value
    try:
        options = game.option_set.resolve(given, args.preset) if args.preset else given
        report = deal_scores(args.game, args.players, options, args.games)
    except OptionError as e:
        parser.error(str(e))
    if args.json:
        print(json.dumps(report))
    else:
        print(f"{args.game}, {args.players} players {given}"
              f"{' preset ' + args.preset if args.preset else ''}: {report['games']} games, "
              f"{report['deals_a_game']} deals a game; a side's mean deal score "
              f"{report['mean']}, spread of two sides' margin {report['margin_sd']} "
              f"(in the outlook: {report['in_outlook']})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
