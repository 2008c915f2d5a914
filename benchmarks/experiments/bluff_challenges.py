"""Bluff Pishti: how a computer player answers claimed pishtis, against the rule-based player's
odds — the claims of rule-based games, each answered by both players.

    python benchmarks/experiments/bluff_challenges.py --deals 60 --level expert
    python benchmarks/experiments/bluff_challenges.py --deals 20 --json

For each deal (seeds 0, 1, ...) two rule-based players play 2-player Bluff Pishti; at every
pending claim, ``--level`` and the rule-based player each say whether they would challenge. The
counts of each pair of answers are printed: (level's answer, rule-based answer).
"""

from __future__ import annotations

import argparse
import json
import random
from collections import Counter

from cardtable.ai.levels import LEVELS, make_agent
from cardtable.engine.agent import Decision
from cardtable.games.pishti import GAME

ANSWERS = {"challenge", "accept"}


def answers(deals: int, level: str) -> Counter[tuple[str, str]]:
    out: Counter[tuple[str, str]] = Counter()
    for seed in range(deals):
        state = GAME.new_state(2, {"bluff": True}, seed=seed)
        steps = 0
        while not state.is_terminal and steps < 60:
            legal = state.legal_actions()
            seat = state.current_player
            decision = Decision(state, seat, legal, random.Random(steps))
            rule = make_agent(GAME, seat, "greedy").choose(decision)
            if set(legal) == ANSWERS:
                mine = make_agent(GAME, seat, level, seed=seed).choose(decision)
                out[(mine, rule)] += 1
            state.apply(rule)
            steps += 1
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=60)
    parser.add_argument("--level", choices=LEVELS, default="expert")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if args.deals < 1:
        parser.error("--deals must be at least 1")
    counts = answers(args.deals, args.level)
    claims = sum(counts.values())
    challenged = sum(n for (mine, _), n in counts.items() if mine == "challenge")
    against = counts[("challenge", "accept")]
    if args.json:
        print(json.dumps({"deals": args.deals, "level": args.level, "claims": claims,
                          "challenged": challenged, "challenged_where_odds_accept": against,
                          "accepted_where_odds_challenge": counts[("accept", "challenge")]}))
    else:
        print(f"{args.level}, {args.deals} deals: {claims} claims, {challenged} challenged, "
              f"{against} of them where the odds said accept; "
              f"{counts[('accept', 'challenge')]} accepted where they said challenge")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
