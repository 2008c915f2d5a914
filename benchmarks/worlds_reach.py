"""How many possible worlds should a search player average exactly? Paired deals, two reaches.

    python benchmarks/worlds_reach.py pishti --a 64 --b 128 --games 2000
    python benchmarks/worlds_reach.py pishti --level master --a 64 --b 128 --games 2000 --json
    python benchmarks/worlds_reach.py briscola --players 4 --a 64 --b 128 --games 1000

One side plays the rule-based move while the stock lasts, then the search player of ``--level``
with ``max_worlds`` A or B (only positions with more than A and at most B possible worlds
differ: an exact average over the worlds against the search); the other side is the rule-based
player. Every deal (seeds 700000, 700001, ...; the sides alternating) is played once with each
reach; the report counts the deals whose result changed: better with B, or worse.
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from cardtable.ai.levels import make_agent
from cardtable.ai.registry import agent_spec
from cardtable.app.arena import play_game
from cardtable.app.plugins import load_games
from cardtable.engine.agent import AgentSpec, Decision
from cardtable.engine.errors import PluginError
from cardtable.engine.game import Game

FIRST_SEED = 700_000


class LateSearch:
    """The rule-based player while the stock lasts, then a search player."""

    def __init__(self, game: Game, seat: int, level: str, worlds: int) -> None:
        self.rules = game.agents()["greedy"].factory(game, seat)
        self.search = make_agent(game, seat, level, seed=seat, max_worlds=worlds)

    def choose(self, decision: Decision) -> str:
        if len(decision.legal) == 1:
            return decision.legal[0]
        if decision.observation.zones.get("stock"):
            return self.rules.choose(decision)
        return self.search.choose(decision)


def compare(game: Game, players: int, level: str, a: int, b: int, games: int,
            first: int = FIRST_SEED) -> dict:
    options = game.resolve_options(players, {}, None)
    rules = agent_spec(game, "greedy")
    wins = {a: 0, b: 0}
    better = worse = 0
    start = time.perf_counter()
    for i in range(games):
        side = i % 2
        got = {}
        for worlds in (a, b):
            mine = AgentSpec("late-search", "late-search",
                             lambda g, s, w=worlds: LateSearch(g, s, level, w), "")
            specs = [mine if seat % 2 == side else rules for seat in range(players)]
            state, _ = play_game(game, players, options, specs, first + i)
            got[worlds] = state.result().returns[side]
            wins[worlds] += got[worlds] == 1
        better += got[b] > got[a]
        worse += got[b] < got[a]
    return {"game": game.id, "players": players, "level": level, "a": a, "b": b,
            "games": games, "first_seed": first, "wins_a": wins[a], "wins_b": wins[b],
            "better_b": better, "worse_b": worse,
            "seconds": round(time.perf_counter() - start, 1)}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("game")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--level", default="expert", choices=("expert", "master"))
    p.add_argument("--a", type=int, default=64, help="the first reach (worlds)")
    p.add_argument("--b", type=int, default=128, help="the second reach (worlds)")
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--seed", type=int, default=FIRST_SEED, help="the first deal's seed")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    args = p.parse_args(argv)
    try:
        game = load_games().get(args.game)
    except PluginError as exc:
        p.error(str(exc))
    if args.players not in game.player_counts:
        p.error(f"{args.game} is played by {', '.join(map(str, game.player_counts))} players")
    if args.games < 1 or args.a < 1 or args.b < 1:
        p.error("--games, --a and --b must be at least 1")
    report = compare(game, args.players, args.level, args.a, args.b, args.games, args.seed)
    if args.json:
        print(json.dumps(report))
    else:
        print(f"{report['game']} {report['players']}p, {report['level']}, {report['games']} deals: "
              f"won {report['wins_a']} with {args.a} worlds, {report['wins_b']} with {args.b}; "
              f"deals better with {args.b} {report['better_b']}, worse {report['worse_b']} "
              f"({report['seconds']} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
