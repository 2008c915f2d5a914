"""Golden games: fixed seeds whose full action list and final result are stored.

``record`` plays agents from a seed and returns the JSON record; ``check`` replays a record through
the checked ``apply`` (every action legal, same result, same final zones) and plays the agents
again from the same seed to see they still choose the same actions. Regenerate a game's files with
``python -m tests.golden GAME`` only when a rule change is intended, and review the diff.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from cardtable.ai.registry import agent_spec
from cardtable.app.arena import play_game
from cardtable.app.plugins import registry


def record(game_id: str, players: int, options: dict, agents: list[str], seed: int,
           first_dealer: int = 0, label: str = "") -> dict:
    game = registry().get(game_id)
    resolved = game.resolve_options(players, options)
    specs = [agent_spec(game, agents[s % len(agents)]) for s in range(players)]
    state, _ = play_game(game, players, resolved, specs, seed, first_dealer)
    r = state.result()
    return {"label": label, "game": game_id, "players": players, "options": options,
            "agents": [s.name for s in specs], "seed": seed, "first_dealer": first_dealer,
            "decks": state.chance.decks, "actions": state.history,
            "result": {"returns": list(r.returns), "points": list(r.points)},
            "final_zones": state.zones()}


def check(path: Path) -> None:
    rec = json.loads(path.read_text())
    game = registry().get(rec["game"])
    state = game.new_state(rec["players"], rec["options"], seed=rec["seed"], decks=rec["decks"],
                           first_dealer=rec["first_dealer"])
    for i, action in enumerate(rec["actions"]):
        assert action in state.legal_actions(), f"{path.name}: action {i + 1} {action!r} is illegal"
        state.apply(action)
    assert state.is_terminal, f"{path.name}: the game did not end"
    r = state.result()
    assert {"returns": list(r.returns), "points": list(r.points)} == rec["result"], path.name
    assert state.zones() == rec["final_zones"], path.name
    again = record(rec["game"], rec["players"], rec["options"], rec["agents"], rec["seed"],
                   rec["first_dealer"])
    assert again["actions"] == rec["actions"], f"{path.name}: the agents no longer play the same game"


def write(directory: Path, games: list[dict]) -> None:
    directory.mkdir(parents=True, exist_ok=True)
    for rec in games:
        (directory / f"{rec['label']}.json").write_text(json.dumps(rec, indent=1) + "\n")


if __name__ == "__main__":  # pragma: no cover
    sys.exit("use the game's own make_golden module, e.g. python -m tests.briscola.make_golden")
