"""Does reading partner signals help the greedy player? ``python -m tests.briscola.signal_reading N``

Greedy on every seat; one side reads its partners' signals, the other sends signals but ignores
those it receives. N deals per seating and table, both seatings. Prints the readers' and the
others' mean card points per deal and the readers' share of wins (a measurement, not a test).
"""

from __future__ import annotations

import random
import sys

from cardtable.engine.agent import Decision
from cardtable.games.briscola import GAME
from cardtable.games.briscola.agents import GreedyBriscola


class Deaf(GreedyBriscola):
    """Greedy that sends signals but reads none."""

    def choose(self, decision: Decision) -> str:
        obs = decision.observation
        obs.private = {k: v for k, v in obs.private.items() if k != "partner_holds"}
        return super().choose(decision)


def run(table: str, deals: int, players: int, readers: int) -> tuple[float, float, float]:
    """(readers' mean points, others' mean points, readers' mean return); readers: side 0 or 1."""
    points = [0.0, 0.0]
    wins = 0.0
    for g in range(deals):
        state = GAME.new_state(players, {"signals": table}, seed=g, first_dealer=g % players)
        agents = [GreedyBriscola() if s % 2 == readers else Deaf() for s in range(players)]
        rng = random.Random(g)
        while not state.is_terminal:
            p = state.current_player
            state.apply_unchecked(agents[p].choose(Decision(state, p, state.legal_actions(), rng)))
        r = state.result()
        points[0] += r.points[readers]
        points[1] += r.points[1 - readers]
        wins += r.returns[readers]
    return points[0] / deals, points[1] / deals, wins / deals


def main(argv: list[str]) -> int:
    deals = int(argv[0]) if argv else 500
    for players in (4, 6):
        for table in ("pagat", "italian", "english", "pagat-none"):
            a, b = run(table, deals, players, 0), run(table, deals, players, 1)
            print(f"{players}p {table:<10} readers {(a[0] + b[0]) / 2:.2f} points, others "
                  f"{(a[1] + b[1]) / 2:.2f}; readers' wins {(a[2] + b[2]) / 2:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
