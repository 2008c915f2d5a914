"""``cardtable-bot GAME --level LEVEL``: a built-in player that speaks the bot protocol.

It reads JSON lines on stdin and answers on stdout (docs/bot-protocol.md), so any host that
speaks the protocol — ``cardtable-arena --agents "cmd:cardtable-bot briscola --level expert"``
or another program — can seat it. The rule-based levels play from the observation and legal
actions alone; the search levels also need the sampled world the host sends to cardtable's own
bot as typed JSON (:mod:`cardtable.engine.world_json`). Without one, or when a world is not
valid (not this game's, malformed, inconsistent with the observation), the move is played as
``intermediate`` and the reason written to stderr; no input makes the bot crash.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from typing import Any, Callable, TextIO

from ..ai.levels import LEVELS, make_agent
from ..ai.search_agent import CARELESS_AT, MatchMemory
from ..app.bot_client import PROTOCOL
from ..app.plugins import registry
from ..engine.agent import Decision
from ..engine.errors import CardTableError
from ..engine.state import Observation, Result, State
from ..engine.world_json import WorldError, world_from_json


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


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="cardtable-bot",
                                description="A built-in computer player speaking the bot protocol "
                                            "on stdin/stdout (docs/bot-protocol.md).")
    p.add_argument("game", help="game id")
    p.add_argument("--level", default="expert",
                   help=f"a level ({', '.join(LEVELS)}) or agent name (default: expert)")
    p.add_argument("--seed", type=int, default=0, help="seed of the player's random choices")
    p.add_argument("--iterations", type=int, default=None,
                   help="search iterations per move for expert and master (default: the level's)")
    return p


SEARCH_LEVELS = ("expert", "master")


def checked_world(game, seat: int, players: int, options: dict[str, Any], data: Any,
                  legal: list[str], observation: Any) -> State:
    """The world of an ``act`` message, or :class:`WorldError`: it must be this game's state
    (:func:`world_from_json`), with this seat to move, these legal actions, and the zones the
    observation shows this seat."""
    world = world_from_json(game, players, options, data)
    if world.current_player != seat:
        raise WorldError(f"the world has seat {world.current_player} to move, not this seat {seat}")
    if world.legal_actions() != legal:
        raise WorldError("the world's legal actions are not the ones sent")
    if isinstance(observation, dict) and "zones" in observation:
        zones = {k: list(v) for k, v in world.observation(seat).zones.items()}
        if zones != observation["zones"]:
            raise WorldError("the world does not show this seat the zones of its observation")
    return world


def serve(game, level: str, seed: int, inp: TextIO, out: TextIO, err: TextIO,
          iterations: int | None = None) -> int:
    """Answer protocol messages until ``quit`` or the end of the input. A message that cannot be
    read is reported on ``err`` and skipped; an ``act`` whose world cannot be used is answered
    by the intermediate player (reported on ``err``)."""
    agent: Any = None
    memory = MatchMemory()  # the opponents' style over the games of this run
    fallback: Any = None
    seat = 0
    players = 0
    options: dict[str, Any] = {}
    rng = random.Random(seed)
    warned = False

    def send(obj: dict[str, Any] | str) -> None:
        out.write((obj if isinstance(obj, str) else json.dumps(obj)) + "\n")
        out.flush()

    def note(text: str) -> None:
        err.write(f"cardtable-bot: {text}\n")
        err.flush()

    for line in inp:
        if not line.strip():
            continue
        try:
            msg = json.loads(line)
        except (ValueError, RecursionError):
            note(f"ignored a line that is not JSON: {line.strip()[:60]!r}")
            continue
        if not isinstance(msg, dict):
            note(f"ignored a message that is not a JSON object: {line.strip()[:60]!r}")
            continue
        kind = msg.get("type")
        try:
            if kind == "hello":
                send({"type": "hello", "name": f"cardtable {level}", "protocol": PROTOCOL,
                      "world": level in SEARCH_LEVELS})
            elif kind == "game":
                if msg.get("game") != game.id:
                    note(f"told to play {str(msg.get('game'))[:40]!r}, but this bot plays {game.id!r}")
                    return 2
                seat, players, options = int(msg["seat"]), int(msg["players"]), dict(msg["options"])
                limit = msg.get("time_limit")
                extra: dict[str, Any] = {}
                if level in SEARCH_LEVELS:
                    if isinstance(limit, (int, float)) and limit > 0:
                        extra["time_limit"] = 0.8 * limit  # answer within the host's limit
                    if iterations is not None:
                        extra["iterations"] = iterations
                    extra.update(memory=memory, careless_at=CARELESS_AT)
                agent = make_agent(game, seat, level, seed=seed, **extra)
                fallback = make_agent(game, seat, "intermediate", seed=seed)
            elif kind == "act":
                legal = msg.get("legal")
                if not (isinstance(legal, list) and legal and all(isinstance(a, str) for a in legal)):
                    note("an act message without a list of legal actions: not answered")
                    continue
                if agent is None:
                    note("an act message before the game message: not answered")
                    continue
                search = level in SEARCH_LEVELS
                send(_choose(game, agent, fallback, seat, players, options, msg, legal, rng, note,
                             search, warned))
                warned = warned or (search and "world" not in msg)
            elif kind == "end":
                result = Result(tuple(msg["returns"]), tuple(msg["points"]), str(msg.get("summary", "")))
                for a in (agent, fallback):
                    close = getattr(a, "close", None)
                    if close is not None:
                        close(result)
            elif kind == "quit":
                return 0
        except Exception as exc:  # never crash on what a host sends
            note(f"ignored a malformed {str(kind)[:20]!r} message ({type(exc).__name__}: {exc})")
    return 0


def _choose(game, agent: Any, fallback: Any, seat: int, players: int, options: dict[str, Any],
            msg: dict[str, Any], legal: list[str], rng: random.Random, note: Callable[[str], None],
            search: bool, warned: bool) -> str:
    """This seat's answer to an ``act`` message: a search level's choice from the world when
    there is a usable one, else the intermediate player's (the reason noted on stderr), else the
    first legal action. A rule-based level plays from the observation and ignores any world."""
    why = ""
    if search and "world" in msg:
        try:
            world = checked_world(game, seat, players, options, msg["world"], legal,
                                  msg.get("observation"))
            action = agent.choose(Decision(world, seat, legal, rng))
            if action in legal:
                return action
            why = f"the search chose {str(action)[:40]!r}, not a legal action"
        except WorldError as exc:
            why = f"rejected the world: {exc}"
        except Exception as exc:  # a world that passed the checks but that play cannot use
            why = f"could not play from the world ({type(exc).__name__}: {str(exc)[:200]})"
    elif search and not warned:
        note("no sampled world from the host; playing as intermediate")
    try:
        decision = ObservedDecision(game, options, players,
                                    observation_from_json(msg["observation"]), legal, rng)
        try:
            action = (fallback if search else agent).choose(decision)
        except CardTableError:  # a named agent that needs a world
            action = fallback.choose(decision)
    except Exception as exc:  # a malformed observation
        note(f"{why + '; ' if why else ''}could not play from the observation "
             f"({type(exc).__name__}: {str(exc)[:200]}); answering the first legal action")
        return legal[0]
    if why:
        note(f"{why}; this move played as intermediate")
    if action in legal:
        return action
    note(f"the intermediate player chose {str(action)[:40]!r}, not a legal action; answering "
         "the first legal action")
    return legal[0]


def observation_from_json(data: dict[str, Any]) -> Observation:
    return Observation(data["game"], data["seat"], data["num_players"], data["current_player"],
                       {k: tuple(v) for k, v in data["zones"].items()},
                       data.get("public", {}), data.get("private", {}),
                       tuple(data.get("legal_actions", ())),
                       {k: tuple(v) for k, v in data.get("face_up", {}).items()})


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        game = registry().get(args.game)
        make_agent(game, 0, args.level)  # an unknown level or agent fails here, clearly
    except CardTableError as exc:
        print(f"cardtable-bot: {exc}", file=sys.stderr)
        return 2
    if args.iterations is not None and (args.level not in SEARCH_LEVELS or args.iterations < 1):
        print("cardtable-bot: --iterations takes a positive number, for the expert and master "
              "levels only", file=sys.stderr)
        return 2
    return serve(game, args.level, args.seed, sys.stdin, sys.stdout, sys.stderr, args.iterations)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
