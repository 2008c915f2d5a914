"""How many swaps a computer player makes in Shithead's setup (hand and face-up cards) before it
says ready, and how many of them undo an earlier swap — a person watching sees every one.

    python benchmarks/experiments/shithead_setup.py --players 3 --level expert --games 10
    python benchmarks/experiments/shithead_setup.py --level beginner --games 50 --json

Every seat is played by ``--level`` (seeds 0, 1, ...); the mean and largest number of swaps a
seat makes, and the swaps that put a card back where it was, are printed.
"""

from __future__ import annotations

import argparse
import json
import random

from cardtable.ai.levels import LEVELS, make_agent
from cardtable.engine.agent import Decision
from cardtable.games.shithead import GAME

SETUP = ("swap", "ready", "faceup")


def setup_swaps(players: int, level: str, games: int) -> tuple[list[int], int]:
    """Swaps per seat-game, and the swaps that moved a card back."""
    counts: list[int] = []
    undone = 0
    for seed in range(games):
        state = GAME.new_state(players, {}, seed=seed)
        agents = [make_agent(GAME, s, level, seed=seed) for s in range(players)]
        moved: list[set[str]] = [set() for _ in range(players)]  # cards each seat moved
        swaps = [0] * players
        while not state.is_terminal:
            legal = state.legal_actions()
            if not any(a.split(" ", 1)[0] in SETUP for a in legal):
                break
            seat = state.current_player
            action = agents[seat].choose(Decision(state, seat, legal, random.Random(seed)))
            if action.startswith("swap "):
                swaps[seat] += 1
                _, hand_card, table_card = action.split()
                undone += table_card in moved[seat]  # a card it put up comes back down
                moved[seat] |= {hand_card, table_card}
            state.apply(action)
        counts += swaps
    return counts, undone


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--level", choices=LEVELS, default="expert")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    if args.players not in GAME.player_counts:
        parser.error(f"Shithead is played by {', '.join(map(str, GAME.player_counts))} players")
    counts, undone = setup_swaps(args.players, args.level, args.games)
    report = {"players": args.players, "level": args.level, "games": args.games,
              "mean_swaps": sum(counts) / len(counts), "max_swaps": max(counts),
              "swaps_undone": undone}
    if args.json:
        print(json.dumps(report))
    else:
        print(f"{args.level}, {args.players} players, {args.games} games: "
              f"{report['mean_swaps']:.2f} swaps a seat on average, at most {report['max_swaps']}, "
              f"{undone} undoing an earlier one")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
