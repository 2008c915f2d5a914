"""Pinochle's rule-based bidding, one setting against another, seat by seat on the same deals.

Every deal is played once with the ``--old`` player in every seat, then once for each seat with
the ``--new`` player in that seat (partnership: in both seats of one side) and the old one in the
others; the gain is the new seat's score margin (three-handed: chips) minus the old one's on the
same deal, so the luck of the deal cancels out. Prints the mean gain, its standard error and the
deals won, or one JSON object with ``--json``.

    python benchmarks/experiments/pinochle_bidding.py --players 3 --deals 1500 --new 45,90 --old 30,30
    python benchmarks/experiments/pinochle_bidding.py --players 4 --form partnership-auction --new 45,90,90

A setting is ``widow_hope,take_margin[,partner_hope]`` (cardtable/games/pinochle/agents.py), or
``judge[:worlds]``: the rule-based player with its bids and trump judged by playing the deal out
(``judge-trump[:worlds]``: trump only; ``-read`` after either: the other hands dealt as their
bids say, bid_reading.py; cardtable/games/pinochle/contract_judge.py;
docs/ai-strength.md, run 19). ``--first`` is the first deal's seed:

    python benchmarks/experiments/pinochle_bidding.py --players 3 --deals 500 --first 800 --new judge --old 45,90
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from typing import Any

from cardtable.engine.agent import Decision
from cardtable.games.pinochle import GAME
from cardtable.games.pinochle.agents import (PARTNER_HOPE, TAKE_FORCED_MARGIN, WIDOW_HOPE,
                                             GreedyPinochle)
from cardtable.games.pinochle.contract_judge import WORLDS, ContractJudge


def player(setting: str) -> Any:
    if setting.startswith("judge"):  # judge[-trump][-read][:worlds]: judged by playing out
        name, *worlds = setting.split(":")
        return ContractJudge(int(worlds[0]) if worlds else WORLDS, bids="-trump" not in name,
                             read_bids="-read" in name, partnership=True)
    parts = [int(x) for x in setting.split(",")]
    defaults = [WIDOW_HOPE, TAKE_FORCED_MARGIN, PARTNER_HOPE]
    return GreedyPinochle(*(parts + defaults[len(parts):]))


def play(players: int, options: dict, seed: int, agents: list[Any]):
    state = GAME.new_state(players, options, seed=seed, first_dealer=seed % players)
    rng = random.Random(seed)
    while not state.is_terminal:
        p = state.current_player
        state.apply(agents[p].choose(Decision(state, p, state.legal_actions(), rng)))
    pub = state.observation(None).public
    score = pub["chips"] if "chips" in pub else list(state.result().points)
    return score, state.result().returns


def margin(score, seat: int, mates: set[int]) -> float:
    if len(mates) == 1:
        return score[seat]  # chips: already a margin against the others and the kitty
    return score[seat] - max(score[s] for s in range(len(score)) if s not in mates)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--form", default=None, help="the form option (default: the game's)")
    ap.add_argument("--deals", type=int, default=1500)
    ap.add_argument("--first", type=int, default=0, help="the first deal's seed")
    ap.add_argument("--new", default=f"{WIDOW_HOPE},{TAKE_FORCED_MARGIN},{PARTNER_HOPE}")
    ap.add_argument("--old", default="30,30,60")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    options = {"form": args.form} if args.form else {}
    teams = GAME.teams(args.players, GAME.resolve_options(args.players, options))
    sides = [set(t) for t in teams]
    gains: list[float] = []
    won_new = won_old = 0.0
    for seed in range(args.first, args.first + args.deals):
        base, base_ret = play(args.players, options, seed, [player(args.old) for _ in range(args.players)])
        for mates in sides:
            agents = [player(args.new if s in mates else args.old) for s in range(args.players)]
            score, ret = play(args.players, options, seed, agents)
            seat = min(mates)
            gains.append(margin(score, seat, mates) - margin(base, seat, mates))
            won_new += ret[seat]
            won_old += base_ret[seat]
    mean = statistics.mean(gains)
    se = statistics.stdev(gains) / len(gains) ** 0.5 if len(gains) > 1 else 0.0
    report = {"players": args.players, "form": args.form, "deals": args.deals, "new": args.new,
              "old": args.old, "gain_per_side_and_deal": mean, "standard_error": se,
              "deals_won_new": won_new, "deals_won_old": won_old, "sides_played": len(gains)}
    if args.json:
        print(json.dumps(report))
    else:
        print(f"{args.players} players, {args.deals} deals: new {args.new} against old {args.old}: "
              f"{mean:+.3f} ± {se:.3f} per side and deal; deals won {won_new:g} against "
              f"{won_old:g} of {len(gains)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
