"""Seats an outside bot program: the host side of the bot protocol (docs/bot-protocol.md).

:class:`BotClient` is an :class:`~cardtable.engine.agent.Agent` that runs a command, talks to it
in JSON lines over its stdin/stdout, and turns its answers into actions. A bot that crashes,
hangs past its time limit, or answers with something that is not a legal action is reported
(``failures``) and replaced by a built-in player for the rest of the game, so the game goes on.
"""

from __future__ import annotations

import json
import os
import queue
import random
import shlex
import subprocess
import sys
import threading
from typing import IO, Any, Callable

from ..engine.agent import Agent, Decision
from ..engine.game import Game
from ..engine.state import Result
from ..engine.world_json import WorldError, world_to_json

PROTOCOL = 1
DEFAULT_TIME_LIMIT = 10.0  # seconds per answer
START_TIME_LIMIT = 20.0  # seconds for the hello answer (a Python bot imports its libraries)


def _own_bot(command: list[str]) -> bool:
    """Whether the command runs cardtable's own bot: the only one sent sampled worlds (their form
    is cardtable's state internals, see docs/bot-protocol.md)."""
    return any(part.endswith("cardtable-bot") or part == "cardtable.cli.bot" for part in command)


class BotFailure(Exception):
    pass


class BotClient:
    """One seat played by an outside program for one game.

    ``fallback`` makes the built-in replacement; ``report`` receives one line per failure.
    ``send_worlds`` (default: only when the command runs cardtable-bot) adds a sampled world to
    each ``act`` message for a bot whose hello asks for one; ``stderr`` is where the bot's
    stderr goes (default: discarded).
    """

    def __init__(self, command: str | list[str], game: Game, seat: int, *,
                 fallback: Callable[[], Agent], time_limit: float = DEFAULT_TIME_LIMIT,
                 report: Callable[[str], None] | None = None, send_worlds: bool | None = None,
                 stderr: IO[str] | int = subprocess.DEVNULL):
        self.argv = shlex.split(command) if isinstance(command, str) else list(command)
        if not self.argv:
            raise ValueError("empty bot command")
        self.game = game
        self.seat = seat
        self.time_limit = time_limit
        self._fallback_factory = fallback
        self._fallback: Agent | None = None
        self.failures: list[str] = []
        self._report = report
        self._send_worlds = _own_bot(self.argv) if send_worlds is None else send_worlds
        self._stderr = stderr
        self.world_errors: list[str] = []  # worlds that could not be written (the move went without)
        self._proc: subprocess.Popen[str] | None = None
        self._lines: queue.Queue[str | None] = queue.Queue()
        self._started = False
        self._wants_world = False
        self.name = ""

    # --- the process ------------------------------------------------------------------------
    def _start(self, decision: Decision) -> None:
        self._started = True
        env = dict(os.environ, PYTHONUNBUFFERED="1")
        try:
            self._proc = subprocess.Popen(self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                          stderr=self._stderr, text=True, bufsize=1, env=env)
        except OSError as exc:
            raise BotFailure(f"cannot start {self.argv[0]!r}: {exc}") from None
        threading.Thread(target=self._read, args=(self._proc,), daemon=True).start()
        self._send({"type": "hello", "protocol": PROTOCOL})
        answer = self._receive(START_TIME_LIMIT, "its hello")
        try:
            hello = json.loads(answer)
            if not isinstance(hello, dict) or hello.get("type") != "hello":
                raise ValueError
        except ValueError:
            raise BotFailure(f"answered the hello with {answer[:80]!r}, not a hello object") from None
        self.name = str(hello.get("name", ""))
        self._wants_world = bool(hello.get("world")) and self._send_worlds
        self._send({"type": "game", "game": self.game.id, "players": decision.num_players,
                    "seat": self.seat, "options": decision.options, "time_limit": self.time_limit})

    def _read(self, proc: subprocess.Popen[str]) -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            self._lines.put(line.rstrip("\r\n"))
        self._lines.put(None)

    def _send(self, message: dict[str, Any]) -> None:
        proc = self._proc
        assert proc is not None and proc.stdin is not None
        try:
            proc.stdin.write(json.dumps(message, ensure_ascii=False) + "\n")
            proc.stdin.flush()
        except (BrokenPipeError, OSError, ValueError):
            raise BotFailure(self._exit_text()) from None

    def _exit_text(self) -> str:
        proc = self._proc
        code = proc.poll() if proc is not None else None
        return f"exited with status {code}" if code is not None else "closed its input"

    def _receive(self, limit: float, what: str) -> str:
        while True:
            try:
                line = self._lines.get(timeout=limit)
            except queue.Empty:
                raise BotFailure(f"gave no answer to {what} within {limit:g} s") from None
            if line is None:
                if self._proc is not None:
                    try:
                        self._proc.wait(1)
                    except subprocess.TimeoutExpired:
                        pass
                raise BotFailure(f"{self._exit_text()} instead of answering {what}")
            if line.strip():
                return line

    def _stop(self) -> None:
        proc = self._proc
        self._proc = None
        if proc is None:
            return
        try:
            if proc.poll() is None and proc.stdin is not None:
                proc.stdin.write(json.dumps({"type": "quit"}) + "\n")
                proc.stdin.flush()
                proc.stdin.close()
            proc.wait(2)
        except (OSError, ValueError, subprocess.TimeoutExpired):
            proc.kill()
            proc.wait()

    def _fail(self, message: str) -> None:
        text = f"bot {' '.join(self.argv)!r} at seat {self.seat}: {message}; a built-in player takes over"
        self.failures.append(text)
        if self._report is not None:
            self._report(text)
        if self._proc is not None:
            self._proc.kill()
            self._proc.wait()
            self._proc = None
        self._fallback = self._fallback_factory()

    # --- the agent --------------------------------------------------------------------------
    def choose(self, decision: Decision) -> str:
        if self._fallback is not None:
            return self._fallback.choose(decision)
        try:
            if not self._started:
                self._start(decision)
            message: dict[str, Any] = {"type": "act", "observation": decision.observation.to_json(),
                                       "legal": list(decision.legal)}
            if self._wants_world:
                try:
                    message["world"] = sampled_world(decision)
                except WorldError as exc:  # the bot plays this move without one, and says so
                    self.world_errors.append(str(exc))
            self._send(message)
            answer = self._receive(self.time_limit, "an act message")
            action = _action_of(answer)
            if action not in decision.legal:
                by_lower = {a.lower(): a for a in decision.legal}
                if action.lower() not in by_lower:
                    raise BotFailure(f"answered {answer[:80]!r}, which is not a legal action")
                action = by_lower[action.lower()]
            return action
        except BotFailure as exc:
            self._fail(str(exc))
            assert self._fallback is not None
            return self._fallback.choose(decision)

    def close(self, result: Result) -> None:
        if self._proc is not None:
            try:
                self._send({"type": "end", "returns": list(result.returns),
                            "points": list(result.points), "summary": result.summary})
            except BotFailure:
                pass
            self._stop()
        close = getattr(self._fallback, "close", None)
        if close is not None:
            close(result)


def _action_of(answer: str) -> str:
    """A bot answers with the action's text, or with ``{"action": "..."}``."""
    text = answer.strip()
    if text.startswith("{"):
        try:
            obj = json.loads(text)
        except ValueError:
            raise BotFailure(f"answered {text[:80]!r}, which is not valid JSON") from None
        if not isinstance(obj, dict) or not isinstance(obj.get("action"), str):
            raise BotFailure(f"answered {text[:80]!r} without an \"action\" text")
        return obj["action"].strip()
    return text


def sampled_world(decision: Decision) -> dict[str, Any]:
    """The ``world`` of an ``act`` message: a world sampled by ``Decision.determinize`` from what
    the seat knows (never the true state), its true action history dropped, as typed JSON
    (:mod:`cardtable.engine.world_json`; for cardtable's own bot only, see docs/bot-protocol.md)."""
    world = decision.determinize(random.Random(decision.rng.getrandbits(32)))
    world.history = []
    return world_to_json(world)


def python_command(*args: str) -> list[str]:
    """A command running this Python with ``args`` (for tests and examples)."""
    return [sys.executable, *args]
