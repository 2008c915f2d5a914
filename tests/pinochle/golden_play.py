"""Golden games: greedy agents play fixed seeds; ``python -m tests.pinochle.golden_play`` rewrites
the files in ``golden/``."""

from __future__ import annotations

import json
import random
from pathlib import Path

from cardtable.engine.agent import Decision
from cardtable.games.pinochle import GAME
from cardtable.games.pinochle.agents import GreedyPinochle

GOLDEN = Path(__file__).parent / "golden"

CASES = [
    ("two-handed", 2, {}, 11),
    ("two-handed-1000", 2, {"game": "1000"}, 12),
    ("two-handed-64-head", 2, {"pack": "64", "head_trick": True}, 13),
    ("auction", 3, {}, 21),
    ("auction-forced-take", 3, {}, 22),
    ("auction-forced-concede", 3, {}, 24),
    ("auction-250-doubling", 3, {"min_bid": 250, "chip_table": "doubling"}, 22),
    ("partnership", 4, {"game": "single"}, 31),
    ("partnership-1000", 4, {"game": "1000"}, 32),
    ("partnership-auction", 4, {"form": "partnership-auction", "game": "single"}, 41),
    ("six-partnership", 6, {"game": "single"}, 61),
    ("eight-partnership-auction", 8, {"form": "partnership-auction", "game": "single"}, 81),
]


def play(players: int, options: dict, seed: int) -> tuple[list[str], object]:
    state = GAME.new_state(players, options, seed=seed, first_dealer=seed % players)
    agents = [GreedyPinochle() for _ in range(players)]
    rng = random.Random(seed)
    while not state.is_terminal:
        seat = state.current_player
        legal = state.legal_actions()
        action = agents[seat].choose(Decision(state, seat, legal, rng))
        state.apply(action)
    return list(state.history), state.result()


def write_all() -> None:
    GOLDEN.mkdir(exist_ok=True)
    for name, players, options, seed in CASES:
        actions, result = play(players, options, seed)
        data = {"players": players, "options": options, "seed": seed,
                "first_dealer": seed % players, "actions": actions,
                "returns": list(result.returns), "points": list(result.points),
                "summary": result.summary}
        (GOLDEN / f"{name}.json").write_text(json.dumps(data, indent=1) + "\n")


if __name__ == "__main__":
    write_all()
