"""How often a search player's move differs from the rule-based player's at the same decision —
the room it has to be stronger than ``greedy`` (docs/ai-strength.md, run 11).

    python benchmarks/experiments/departures.py pishti --players 2 --deals 20
    python benchmarks/experiments/departures.py briscola --players 4 --level master --deals 5 --json

``--level`` holds the even seats (0, 2, ...), ``greedy`` the others; deals from seed 1000 on. At
every decision of ``--level`` with more than one legal action, ``greedy`` is asked too, on the
same decision; the count of decisions and of those where the two moves differ are printed
(differing actions may still be worth the same: two cards of one rank and value).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # deal_args: benchmarks/

import deal_args  # noqa: E402

from cardtable.ai.levels import make_agent
from cardtable.engine.agent import Decision


def departures(game, players: int, level: str, deals: int) -> tuple[int, int]:
    """(decisions with a choice, decisions where ``level`` and ``greedy`` differ)."""
    choices = differ = 0
    for d in range(deals):
        seed = 1000 + d
        state = game.new_state(players, {}, seed=seed)
        search = {s: make_agent(game, s, level, seed=seed) for s in range(0, players, 2)}
        rules = [make_agent(game, s, "greedy", seed=seed) for s in range(players)]
        rng = random.Random(seed)
        while not state.is_terminal:
            seat = state.current_player
            legal = state.legal_actions()
            if seat in search:
                action = search[seat].choose(Decision(state, seat, legal, rng))
                if len(legal) > 1:
                    choices += 1
                    differ += rules[seat].choose(Decision(state, seat, legal, rng)) != action
            else:
                action = rules[seat].choose(Decision(state, seat, legal, rng))
            state.apply(action)
    return choices, differ


def main(argv: list[str] | None = None) -> int:
    p = deal_args.parser(__doc__.splitlines()[0], deals=20)
    args = p.parse_args(argv)
    game = deal_args.game_of(p, args)
    choices, differ = departures(game, args.players, args.level, args.deals)
    report = {"game": args.game, "players": args.players, "level": args.level,
              "deals": args.deals, "decisions": choices, "differ": differ,
              "share": round(differ / choices, 4) if choices else 0.0}
    deal_args.emit(args, report, f"{args.game} {args.players}p {args.level}: {choices} decisions "
                   f"with a choice over {args.deals} deals, {differ} ({report['share']:.1%}) "
                   "differ from greedy's move")
    return 0


if __name__ == "__main__":
    sys.exit(main())
