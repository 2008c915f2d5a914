"""How many possible worlds should a search player average exactly? Paired deals, two reaches.

    python benchmarks/experiments/worlds_reach.py pishti --a 64 --b 128 --deals 2000
    python benchmarks/experiments/worlds_reach.py pishti --level master --a 64 --b 128 --deals 2000 --json
    python benchmarks/experiments/worlds_reach.py briscola --players 4 --a 64 --b 128 --deals 1000

One side plays the rule-based move while the stock lasts, then the search player of ``--level``
with ``max_worlds`` A or B (only positions with more than A and at most B possible worlds
differ: an exact average over the worlds against the search); the other side is the rule-based
player. Every deal (seeds 700000, 700001, ...; the sides alternating) is played once with each
reach; the report counts the deals whose result changed: better with B, or worse.
"""

from __future__ import annotations

import sys
from pathlib import Path
import time

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # deal_args: benchmarks/

import deal_args  # noqa: E402
from paired_deals import play_pairs  # noqa: E402

from cardtable.ai.levels import make_agent
from cardtable.ai.registry import agent_spec
from cardtable.engine.agent import AgentSpec, Decision
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


def compare(game: Game, players: int, level: str, a: int, b: int, deals: int,
            first: int = FIRST_SEED) -> dict:
    start = time.perf_counter()
    pairs = play_pairs(game, players, lambda worlds: AgentSpec(
        "late-search", "late-search", lambda g, s: LateSearch(g, s, level, worlds), ""),
        agent_spec(game, "greedy"), (a, b), deals, first)
    return {"game": game.id, "players": players, "level": level, "a": a, "b": b,
            "deals": deals, "first_seed": first, "wins_a": pairs.wins[a], "wins_b": pairs.wins[b],
            "better_b": pairs.better, "worse_b": pairs.worse,
            "seconds": round(time.perf_counter() - start, 1)}


def main(argv: list[str] | None = None) -> int:
    p = deal_args.parser(__doc__.split("\n")[0], deals=200)
    p.add_argument("--a", type=int, default=64, help="the first reach (worlds)")
    p.add_argument("--b", type=int, default=128, help="the second reach (worlds)")
    p.add_argument("--seed", type=int, default=FIRST_SEED, help="the first deal's seed")
    args = p.parse_args(argv)
    game = deal_args.game_of(p, args)
    if args.level not in ("expert", "master"):
        p.error("--level must be a search level: expert or master")
    if args.a < 1 or args.b < 1:
        p.error("--a and --b must be at least 1")
    r = compare(game, args.players, args.level, args.a, args.b, args.deals, args.seed)
    deal_args.emit(args, r, f"{r['game']} {r['players']}p, {r['level']}, {r['deals']} deals: "
                   f"won {r['wins_a']} with {args.a} worlds, {r['wins_b']} with {args.b}; "
                   f"deals better with {args.b} {r['better_b']}, worse {r['worse_b']} "
                   f"({r['seconds']} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
