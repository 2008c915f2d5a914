"""Briscola's equal cards (games/briscola/equals.py) in play: how often a decision holds them,
and what keying them as one move changes in a search level's decisions.

    python benchmarks/experiments/equal_cards.py --players 2 --deals 40 --level expert
    python benchmarks/experiments/equal_cards.py --players 4 --deals 20 --level expert --json

Deals from seeds 0, 1, ... are played by the rule-based player in every seat. At every decision
where the seat to move holds equal cards, the level decides twice, with the same seed: as it
plays (equal cards one move) and with every card its own move (the hook switched off). Printed:
the decisions with a choice, those with equal cards, how often the two decisions are different
moves (equal cards count as one), and both searches' median time.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import random
import statistics
import time
from unittest import mock

from cardtable.ai.levels import make_agent
from cardtable.engine.agent import Decision
from cardtable.games.briscola import GAME
from cardtable.games.briscola.ai_hooks import BriscolaHooks
from cardtable.games.briscola.equals import equal_cards


def measure(players: int, deals: int, level: str) -> dict:
    choices = held = differ = 0
    with_t: list[float] = []
    without_t: list[float] = []
    for seed in range(deals):
        state = GAME.new_state(players, {}, seed=seed)
        greedy = [GAME.agents()["greedy"].factory(GAME, s) for s in range(players)]
        rng = random.Random(seed)
        while not state.is_terminal:
            seat = state.current_player
            legal = state.legal_actions()
            d = Decision(state, seat, legal, random.Random(seed * 1000 + len(state.history)))
            if len(legal) > 1:
                choices += 1
                same = equal_cards(d)
                if same:
                    held += 1
                    moves = []
                    for keys_off, times in ((False, with_t), (True, without_t)):
                        agent = make_agent(GAME, seat, level, seed=seed)
                        d = Decision(state, seat, legal, random.Random(seed))
                        t0 = time.perf_counter()
                        with (mock.patch.object(BriscolaHooks, "move_keys", lambda self, d: None)
                              if keys_off else contextlib.nullcontext()):
                            move = agent.choose(d)
                        times.append(time.perf_counter() - t0)
                        moves.append(same.get(move, move))
                    differ += moves[0] != moves[1]
            state.apply(greedy[seat].choose(Decision(state, seat, legal, rng)))
    ms = lambda ts: round(1000 * statistics.median(ts), 1) if ts else None  # noqa: E731
    return {"players": players, "deals": deals, "level": level, "decisions_with_a_choice": choices,
            "with_equal_cards": held, "different_moves": differ,
            "median_ms_equal_cards_one_move": ms(with_t), "median_ms_every_card_a_move": ms(without_t)}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--deals", type=int, default=40)
    p.add_argument("--level", default="expert", choices=("expert", "master"))
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    out = measure(args.players, args.deals, args.level)
    if args.json:
        print(json.dumps(out, indent=1))
    else:
        for k, v in out.items():
            print(f"{k}: {v}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
