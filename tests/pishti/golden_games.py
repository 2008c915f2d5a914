"""The golden games: fixed seeds played by the greedy agent, stored in ``golden/*.json``.

Regenerate (after a deliberate rule change only, then review the diffs):
``.venv/bin/python -m tests.pishti.golden_games``
"""

from __future__ import annotations

import json
from pathlib import Path

from cardtable.games.pishti import GAME

from .helpers import play_agents

GOLDEN_DIR = Path(__file__).with_name("golden")

# name: (players, preset, extra options, seed, first dealer)
GOLDEN = {
    "default-2p": (2, None, {}, 1, 0),
    "harbin-2p": (2, "harbin", {}, 2, 1),
    "harbin-4p": (4, "harbin", {}, 3, 0),
    "club-4p": (4, "club", {}, 4, 2),
    "pagat-2p": (2, "pagat", {}, 5, 0),
    "pagat-4p": (4, "pagat", {}, 6, 3),
    "parlett-2p": (2, "parlett", {}, 7, 0),
    "bluff-2p": (2, None, {"bluff": True}, 8, 0),
    "bluff-club-2p": (2, "club", {"bluff": True}, 9, 1),
    "bluff-pagat-4p": (4, "pagat", {"bluff": True}, 10, 0),
}


def generate(name: str) -> dict:
    n, preset, extra, seed, dealer = GOLDEN[name]
    options = GAME.resolve_options(n, extra, preset)
    st = play_agents(n, options, ["greedy"], seed, dealer)
    res = st.result()
    return {"game": "pishti", "players": n, "preset": preset, "options": options, "seed": seed,
            "first_dealer": dealer, "agents": ["greedy"] * n, "actions": st.history,
            "result": {"returns": list(res.returns), "points": list(res.points),
                       "summary": res.summary},
            "deals": st.deal_no + 1}


def main() -> None:
    GOLDEN_DIR.mkdir(exist_ok=True)
    for name in GOLDEN:
        data = generate(name)
        (GOLDEN_DIR / f"{name}.json").write_text(json.dumps(data, indent=1) + "\n")
        print(name, len(data["actions"]), "actions", data["result"]["points"])


if __name__ == "__main__":
    main()
