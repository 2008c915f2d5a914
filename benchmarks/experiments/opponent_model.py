"""What the search's opponent model is worth (2-player Briscola): the same deals, two variants.

    python benchmarks/experiments/opponent_model.py --level expert --opponent random --a plain --b oracle --games 500
    python benchmarks/experiments/opponent_model.py --level master --opponent random --a plain --b read --games 150
    python benchmarks/experiments/opponent_model.py --level expert --opponent greedy --a plain --b read --games 500 --json
    python benchmarks/experiments/opponent_model.py --readings --opponent random --games 30
    python benchmarks/experiments/opponent_model.py --readings --match 5 --opponent beginner --games 40

One seat is a search player of ``--level``; the other is ``--opponent`` (random, greedy or a
level). Every deal (seeds 960000, 960001, ...; the seat alternating) is played once by each
variant of the search player:

* ``plain``: no opponent model (the opponent's moves in the tree are its best, its playout moves
  the game's policy);
* ``read``: it reads how often the opponent plays at random from its plays (the game's
  ``read_style`` hook, games/briscola/style.py) and searches with that model;
* ``oracle``: it is told the opponent plays every move at random (an upper bound for reading,
  against a random opponent only);
* ``memory``: as the levels play in the arena, it reads the opponent's style from its plays in
  this deal and the five before (``search_agent.MatchMemory``, one per variant over the run) and
  searches a seat read at 0.8 or more (``CARELESS_AT``) as careless;
* ``qX`` (``q0.3``): it models the opponent as random with chance X, whatever it plays (what a
  misreading costs against a careful opponent).

The report counts each variant's wins and the deals whose result changed between them.

``--readings``: no search; a rule-based seat reads ``--opponent``'s style at each of its
decisions, and the report gives the reading (the chance of a random play) after 5, 10 and 15 of
the opponent's plays: mean, lowest and highest over the games.

``--readings --match N``: the games are played as matches of N deals against the same opponent,
and the reader pools the opponent's plays of every deal so far (as a search level's match memory
does, ``search_agent.MatchMemory``: the last five deals); the report gives the reading at the end
of deals 1, 2, 3 and 5 (those up to N): mean, lowest and highest over the matches, and how many
matches read 0.8 or more (``CARELESS_AT``: searched as a careless opponent).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
import time
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # deal_args: benchmarks/

import deal_args  # noqa: E402
from paired_deals import play_pairs  # noqa: E402

from cardtable.ai.levels import make_agent
from cardtable.ai.registry import agent_spec
from cardtable.app.plugins import load_games
from cardtable.engine.agent import AgentSpec

FIRST_SEED = 960_000
VARIANTS = ("plain", "read", "oracle", "memory")


def variant_options(variant: str, seat: int) -> dict[str, Any]:
    """The search player's options for ``variant`` at ``seat`` (two players)."""
    if variant == "plain":
        return {}
    if variant == "read":
        return {"read_style": True}
    if variant == "oracle":
        return {"random_play": {1 - seat: 1.0}}
    if variant == "memory":
        from cardtable.ai.search_agent import CARELESS_AT
        return {"careless_at": CARELESS_AT}  # compare() adds the run's memory
    if variant.startswith("q"):
        try:
            q = float(variant[1:])
        except ValueError:
            q = -1.0
        if 0.0 <= q <= 1.0:
            return {"random_play": {1 - seat: q}}
    raise ValueError(f"unknown variant {variant!r}: plain, read, oracle, memory or qX with X from 0 to 1")


def compare(level: str, opponent: str, a: str, b: str, games: int,
            first: int = FIRST_SEED) -> dict:
    game = load_games().get("briscola")
    for variant in (a, b):
        variant_options(variant, 0)  # an unknown variant fails before any game

    from cardtable.ai.search_agent import MatchMemory
    memories = {v: MatchMemory() for v in (a, b) if v == "memory"}

    def mine(variant: str) -> AgentSpec:
        extra: dict[str, Any] = {"memory": memories[variant]} if variant in memories else {}
        return AgentSpec(variant, variant, lambda g, seat: make_agent(
            g, seat, level, seed=first, **variant_options(variant, seat), **extra), "")

    other = make_spec(opponent, first)
    start = time.perf_counter()
    pairs = play_pairs(game, 2, mine, other, (a, b), games, first)
    return {"level": level, "opponent": opponent, "a": a, "b": b, "games": games,
            "first_seed": first, "wins_a": pairs.wins[a], "draws_a": pairs.draws[a],
            "wins_b": pairs.wins[b], "draws_b": pairs.draws[b],
            "better": pairs.better, "worse": pairs.worse, "returns": pairs.returns,
            "seconds": round(time.perf_counter() - start, 1)}


def readings(opponent: str, games: int, first: int = FIRST_SEED) -> dict:
    """How the reading of ``opponent``'s style grows over a deal (see the module's text)."""
    from cardtable.app.arena import play_game
    from cardtable.games.briscola.style import plays_read, posterior_mean

    game = load_games().get("briscola")
    options = game.resolve_options(2, {}, None)
    longest: list[list[tuple[float, float]]] = []

    class Reader:
        def __init__(self, g: Any, seat: int) -> None:
            self.rules = make_agent(g, seat, "greedy")
            self.plays: list[tuple[float, float]] = []

        def choose(self, decision: Any) -> str:
            self.plays = plays_read(decision) or []
            return self.rules.choose(decision)

    for i in range(games):
        made: list[Reader] = []

        def factory(g: Any, seat: int) -> Reader:
            made.append(Reader(g, seat))
            return made[-1]
        specs = [AgentSpec("reader", "reader", factory, ""),
                 make_spec(opponent, first)]
        if i % 2:
            specs.reverse()
        play_game(game, 2, options, specs, first + i)
        longest.append(made[0].plays)
    out: dict[str, Any] = {"opponent": opponent, "games": games, "first_seed": first}
    for k in (5, 10, 15):
        qs = [posterior_mean(plays[:k]) for plays in longest]
        out[f"after_{k}"] = {"mean": round(sum(qs) / len(qs), 3), "lowest": round(min(qs), 3),
                             "highest": round(max(qs), 3)}
    return out


def match_readings(opponent: str, matches: int, deals: int, first: int = FIRST_SEED) -> dict:
    """The reading at the end of each deal of a match, the plays of earlier deals pooled (the
    module's text). Match m plays seeds ``first + m * deals`` onwards, the seats alternating."""
    from cardtable.ai.search_agent import CARELESS_AT, MatchMemory
    from cardtable.app.arena import play_game
    from cardtable.games.briscola.style import evidence, posterior_mean

    game = load_games().get("briscola")
    options = game.resolve_options(2, {}, None)
    marks = [k for k in (1, 2, 3, 5) if k <= deals]
    by_deal: dict[int, list[float]] = {k: [] for k in marks}

    class Reader:
        def __init__(self, g: Any, seat: int) -> None:
            self.rules = make_agent(g, seat, "greedy")
            self.plays: list[tuple[float, float]] = []

        def choose(self, decision: Any) -> str:
            self.plays = evidence(decision).get(1 - decision.seat, [])
            return self.rules.choose(decision)

    for m in range(matches):
        memory = MatchMemory()
        for d in range(deals):
            made: list[Reader] = []

            def factory(g: Any, seat: int) -> Reader:
                made.append(Reader(g, seat))
                return made[-1]
            specs = [AgentSpec("reader", "reader", factory, ""), make_spec(opponent, first)]
            if d % 2:
                specs.reverse()
            play_game(game, 2, options, specs, first + m * deals + d)
            memory.remember(1, made[0].plays)
            if d + 1 in by_deal:
                by_deal[d + 1].append(posterior_mean(memory.earlier(1)))
    out: dict[str, Any] = {"opponent": opponent, "matches": matches, "deals": deals,
                           "first_seed": first}
    for k, qs in by_deal.items():
        out[f"deal_{k}"] = {"mean": round(sum(qs) / len(qs), 3), "lowest": round(min(qs), 3),
                            "highest": round(max(qs), 3),
                            "careless": sum(q >= CARELESS_AT for q in qs)}
    return out


def make_spec(opponent: str, first: int) -> AgentSpec:
    """The other seat: the game's own player by name, or a level."""
    game = load_games().get("briscola")
    if opponent in ("random", "greedy"):
        return agent_spec(game, opponent)
    return AgentSpec(opponent, opponent,
                     lambda g, seat: make_agent(g, seat, opponent, seed=first + 7), "")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--level", default="expert", choices=("expert", "master"))
    p.add_argument("--opponent", default="random", help="random, greedy or a level")
    p.add_argument("--a", default="plain", help="plain, read, oracle, memory or qX")
    p.add_argument("--b", default="read", help="plain, read, oracle, memory or qX")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=FIRST_SEED, help="the first deal's seed")
    p.add_argument("--readings", action="store_true",
                   help="only read the opponent's style over its plays (no search)")
    p.add_argument("--match", type=int, default=0, metavar="N",
                   help="with --readings: matches of N deals, the plays of earlier deals pooled")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    args = p.parse_args(argv)
    if args.games < 1:
        p.error("--games must be at least 1")
    for variant in (args.a, args.b):
        try:
            variant_options(variant, 0)
        except ValueError as exc:
            p.error(str(exc))
    try:
        make_agent(load_games().get("briscola"), 1, args.opponent)
    except Exception as exc:  # an unknown player name: say which there are
        p.error(f"--opponent {args.opponent!r}: {exc}")
    if args.match < 0 or (args.match and not args.readings):
        p.error("--match needs --readings and a number of deals of at least 1")
    if args.readings and args.match:
        r = match_readings(args.opponent, args.games, args.match, args.seed)
        deal_args.emit(args, r, f"reading {r['opponent']} over {r['matches']} matches of "
                       f"{r['deals']} deals: " + "; ".join(
                           f"after deal {k} mean {v['mean']} (lowest {v['lowest']}, highest "
                           f"{v['highest']}, {v['careless']} at 0.8 or more)"
                           for k, v in ((k, r[f"deal_{k}"]) for k in (1, 2, 3, 5)
                                        if f"deal_{k}" in r)))
        return 0
    if args.readings:
        r = readings(args.opponent, args.games, args.seed)
        deal_args.emit(args, r, f"reading {r['opponent']} over {r['games']} deals: " + "; ".join(
            f"after {k} plays mean {r[f'after_{k}']['mean']} (lowest {r[f'after_{k}']['lowest']}, "
            f"highest {r[f'after_{k}']['highest']})" for k in (5, 10, 15)))
        return 0
    r = compare(args.level, args.opponent, args.a, args.b, args.games, args.seed)
    deal_args.emit(args, r, f"{r['level']} against {r['opponent']}, {r['games']} deals: "
                   f"{r['a']} won {r['wins_a']} (draws {r['draws_a']}), {r['b']} won "
                   f"{r['wins_b']} (draws {r['draws_b']}); deals better with {r['b']} "
                   f"{r['better']}, worse {r['worse']} ({r['seconds']} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
