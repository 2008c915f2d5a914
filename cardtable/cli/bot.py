"""``cardtable-bot GAME --level LEVEL``: a built-in player that speaks the bot protocol.

It reads JSON lines on stdin and answers on stdout (docs/bot-protocol.md), so any host that
speaks the protocol — ``cardtable-arena --agents "cmd:cardtable-bot briscola --level expert"``
or another program — can seat it. The rule-based levels play from the observation and legal
actions alone; the search levels also need the sampled world the host sends to cardtable's own
bot (without it they play as ``intermediate`` and say so on stderr).
"""

from __future__ import annotations

import argparse
import base64
import json
import pickle
import random
import sys
from typing import Any, TextIO

from ..ai.levels import LEVELS, make_agent
from ..app.bot_client import PROTOCOL
from ..app.plugins import registry
from ..engine.agent import Decision
from ..engine.errors import CardTableError
from ..engine.state import Observation, Result


class ObservedDecision(Decision):
    """A decision built from a protocol message: the observation and legal actions only."""

    __slots__ = ("_game", "_options", "_players")

    def __init__(self, game, options: dict[str, Any], players: int, obs: Observation,
                 legal: list[str], rng: random.Random):
        super().__init__(None, obs.seat if obs.seat is not None else 0, legal, rng)  # type: ignore[arg-type]
        self._obs = obs
        self._game = game
        self._options = options
        self._players = players

    @property
    def observation(self) -> Observation:
        assert self._obs is not None
        return self._obs

    @property
    def options(self) -> dict[str, Any]:
        return self._options

    @property
    def num_players(self) -> int:
        return self._players

    @property
    def game(self):
        return self._game

    def determinize(self, rng: random.Random | None = None):
        raise CardTableError("this decision has no sampled world to search from")


def observation_from_json(data: dict[str, Any]) -> Observation:
    return Observation(data["game"], data["seat"], data["num_players"], data["current_player"],
                       {k: tuple(v) for k, v in data["zones"].items()},
                       data.get("public", {}), data.get("private", {}),
                       tuple(data.get("legal_actions", ())),
                       {k: tuple(v) for k, v in data.get("face_up", {}).items()})


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="cardtable-bot",
                                description="A built-in computer player speaking the bot protocol "
                                            "on stdin/stdout (docs/bot-protocol.md).")
    p.add_argument("game", help="game id")
    p.add_argument("--level", default="expert",
                   help=f"a level ({', '.join(LEVELS)}) or agent name (default: expert)")
    p.add_argument("--seed", type=int, default=0, help="seed of the player's random choices")
    return p


def serve(game, level: str, seed: int, inp: TextIO, out: TextIO, err: TextIO) -> int:
    """Answer protocol messages until ``quit`` or the end of the input."""
    agent: Any = None
    fallback: Any = None
    seat = 0
    players = 0
    options: dict[str, Any] = {}
    rng = random.Random(seed)
    warned = False

    def send(obj: dict[str, Any] | str) -> None:
        out.write((obj if isinstance(obj, str) else json.dumps(obj)) + "\n")
        out.flush()

    for line in inp:
        if not line.strip():
            continue
        msg = json.loads(line)
        kind = msg.get("type")
        if kind == "hello":
            send({"type": "hello", "name": f"cardtable {level}", "protocol": PROTOCOL,
                  "world": True})
        elif kind == "game":
            if msg["game"] != game.id:
                err.write(f"cardtable-bot: told to play {msg['game']!r}, but this bot plays {game.id!r}\n")
                return 2
            seat, players, options = msg["seat"], msg["players"], msg["options"]
            agent = make_agent(game, seat, level, seed=seed)
            fallback = make_agent(game, seat, "intermediate", seed=seed)
        elif kind == "act":
            legal = list(msg["legal"])
            if "world" in msg:
                world = pickle.loads(base64.b64decode(msg["world"]))
                decision: Decision = Decision(world, seat, legal, rng)
                send(agent.choose(decision))
            else:
                obs = observation_from_json(msg["observation"])
                decision = ObservedDecision(game, options, players, obs, legal, rng)
                try:
                    send(agent.choose(decision))
                except CardTableError:
                    if not warned:
                        err.write("cardtable-bot: no sampled world from the host; playing as "
                                  "intermediate\n")
                        warned = True
                    send(fallback.choose(decision))
        elif kind == "end":
            result = Result(tuple(msg["returns"]), tuple(msg["points"]), msg.get("summary", ""))
            for a in (agent, fallback):
                close = getattr(a, "close", None)
                if close is not None:
                    close(result)
        elif kind == "quit":
            return 0
    return 0


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        game = registry().get(args.game)
        make_agent(game, 0, args.level)  # an unknown level or agent fails here, clearly
    except CardTableError as exc:
        print(f"cardtable-bot: {exc}", file=sys.stderr)
        return 2
    return serve(game, args.level, args.seed, sys.stdin, sys.stdout, sys.stderr)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
