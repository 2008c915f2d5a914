"""Seats an outside bot program: the host side of the bot protocol (docs/bot-protocol.md).

:class:`BotClient` is an :class:`~cardtable.engine.agent.Agent` that runs a command, talks to it
in JSON lines over its stdin/stdout, and turns its answers into actions. A bot that crashes,
hangs past its time limit, or answers with something that is not a legal action is reported
(``failures``; an illegal answer with the rules' own reason, e.g. a Pinochle bid's range) and
replaced by a built-in player for the rest of the game, so the game goes on.

The bot is untrusted (docs/robustness.md): each decision has one total deadline (blank lines or
other chatter do not extend it), a line may be at most :data:`MAX_LINE` bytes (the reader stops
there instead of growing without bound), at most :data:`MAX_QUEUED` answers wait unread (a bot
that floods lines is slowed by its own pipe), answers are read as bounded JSON, and a bot that
does not read its input is timed out on writing too. Each of these is that bot's failure.
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
import time
from typing import IO, Any, Callable

from ..engine.agent import Agent, Decision
from ..engine.errors import ActionParseError, IllegalActionError
from ..engine.game import Game
from ..engine.state import Result
from ..engine.world_json import WorldError, world_to_json
from . import safe_json

PROTOCOL = 1
DEFAULT_TIME_LIMIT = 10.0  # seconds per answer
START_TIME_LIMIT = 20.0  # seconds for the hello answer (a Python bot imports its libraries)
MAX_LINE = 64 * 1024  # bytes of one answer line (an action is a few words)
MAX_QUEUED = 16  # answer lines read ahead of the host
MAX_REASON = 300  # characters of the rules' refusal quoted in a failure
ANSWER_LIMITS = safe_json.Limits(max_bytes=MAX_LINE, max_depth=8, max_string=4096, max_items=1000)
_TOO_LONG = object()  # the reader's mark: a line past MAX_LINE


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
                 stderr: IO[str] | int = subprocess.DEVNULL,
                 start_time_limit: float = START_TIME_LIMIT):
        self.argv = shlex.split(command) if isinstance(command, str) else list(command)
        if not self.argv:
            raise ValueError("empty bot command")
        self.game = game
        self.seat = seat
        self.time_limit = time_limit
        self.start_time_limit = start_time_limit
        self._fallback_factory = fallback
        self._fallback: Agent | None = None
        self.failures: list[str] = []
        self._report = report
        self._send_worlds = _own_bot(self.argv) if send_worlds is None else send_worlds
        self._stderr = stderr
        self.world_errors: list[str] = []  # worlds that could not be written (the move went without)
        self._proc: subprocess.Popen[bytes] | None = None
        self._lines: queue.Queue[object] = queue.Queue(MAX_QUEUED)
        self._closed = threading.Event()
        self._started = False
        self._wants_world = False
        self.name = ""

    # --- the process ------------------------------------------------------------------------
    def _start(self, decision: Decision) -> None:
        self._started = True
        env = dict(os.environ, PYTHONUNBUFFERED="1")
        try:
            self._proc = subprocess.Popen(self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                          stderr=self._stderr, bufsize=0, env=env)
        except (OSError, ValueError) as exc:
            raise BotFailure(f"cannot start {self.argv[0]!r}: {exc}") from None
        threading.Thread(target=self._read, args=(self._proc,), daemon=True).start()
        deadline = time.monotonic() + self.start_time_limit
        self._send({"type": "hello", "protocol": PROTOCOL}, deadline)
        answer = self._receive(deadline, "its hello", self.start_time_limit)
        try:
            hello = safe_json.loads(answer, "the hello answer", ANSWER_LIMITS)
        except safe_json.JsonLimitError:
            hello = None
        if not isinstance(hello, dict) or hello.get("type") != "hello":
            raise BotFailure(f"answered the hello with {answer[:80]!r}, not a hello object")
        self.name = str(hello.get("name", ""))[:100]
        self._wants_world = bool(hello.get("world")) and self._send_worlds
        self._send({"type": "game", "game": self.game.id, "players": decision.num_players,
                    "seat": self.seat, "options": decision.options, "time_limit": self.time_limit},
                   deadline)

    def _read(self, proc: subprocess.Popen[bytes]) -> None:
        """The reader thread: complete lines (blank ones dropped) into the bounded queue; a line
        longer than :data:`MAX_LINE` ends the reading (the bot has failed)."""
        stream = proc.stdout
        assert stream is not None
        buf = bytearray()
        try:
            while not self._closed.is_set():
                chunk = stream.read(65536)
                if not chunk:
                    break
                buf += chunk
                start = 0
                while True:
                    end = buf.find(b"\n", start)
                    if end < 0:
                        break
                    line = buf[start:end]
                    start = end + 1
                    if len(line) > MAX_LINE:
                        self._put(_TOO_LONG)
                        return
                    text = line.decode("utf-8", "replace").strip()
                    if text and not self._put(text):
                        return
                del buf[:start]
                if len(buf) > MAX_LINE:
                    self._put(_TOO_LONG)
                    return
        except (OSError, ValueError):
            pass
        self._put(None)

    def _put(self, item: object) -> bool:
        """Queue ``item``, waiting while the host has not read the earlier ones; False when the
        client has closed (the reader then stops)."""
        while not self._closed.is_set():
            try:
                self._lines.put(item, timeout=0.2)
                return True
            except queue.Full:
                continue
        return False

    def _send(self, message: dict[str, Any], deadline: float | None = None) -> None:
        """Write one message; a bot that does not read its input (the pipe stays full) past
        ``deadline`` has failed."""
        proc = self._proc
        assert proc is not None and proc.stdin is not None
        data = (json.dumps(message, ensure_ascii=False) + "\n").encode("utf-8")
        stdin = proc.stdin
        failed: list[BaseException] = []

        def write() -> None:
            try:
                stdin.write(data)
                stdin.flush()
            except (OSError, ValueError) as exc:
                failed.append(exc)

        writer = threading.Thread(target=write, daemon=True)
        writer.start()
        limit = self.time_limit if deadline is None else max(0.0, deadline - time.monotonic())
        writer.join(limit + 0.05)
        if writer.is_alive():
            raise BotFailure(f"did not read its input within {limit:g} s")
        if failed:
            raise BotFailure(self._exit_text())

    def _exit_text(self) -> str:
        proc = self._proc
        code = proc.poll() if proc is not None else None
        return f"exited with status {code}" if code is not None else "closed its input"

    def _receive(self, deadline: float, what: str, limit: float) -> str:
        """The next answer line before ``deadline`` (one total deadline for the decision)."""
        while True:
            left = deadline - time.monotonic()
            try:
                if left <= 0:
                    raise queue.Empty
                line = self._lines.get(timeout=left)
            except queue.Empty:
                raise BotFailure(f"gave no answer to {what} within {limit:g} s") from None
            if line is _TOO_LONG:
                raise BotFailure(f"answered {what} with a line longer than {MAX_LINE} bytes")
            if line is None:
                if self._proc is not None:
                    try:
                        self._proc.wait(1)
                    except subprocess.TimeoutExpired:
                        pass
                raise BotFailure(f"{self._exit_text()} instead of answering {what}")
            assert isinstance(line, str)
            return line

    def _stop(self) -> None:
        proc = self._proc
        if proc is None:
            return
        try:
            if proc.poll() is None and proc.stdin is not None:
                self._send({"type": "quit"}, time.monotonic() + 1.0)
                proc.stdin.close()
            proc.wait(2)
        except (OSError, ValueError, subprocess.TimeoutExpired, BotFailure):
            proc.kill()
            proc.wait()
        self._proc = None
        self._closed.set()

    def _fail(self, message: str) -> None:
        text = f"bot {' '.join(self.argv)!r} at seat {self.seat}: {message}; a built-in player takes over"
        self.failures.append(text)
        if self._report is not None:
            self._report(text)
        if self._proc is not None:
            self._proc.kill()
            self._proc.wait()
            self._proc = None
        self._closed.set()
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
            deadline = time.monotonic() + self.time_limit
            self._send(message, deadline)
            answer = self._receive(deadline, "an act message", self.time_limit)
            action = _action_of(answer)
            if action not in decision.legal:
                by_lower = {a.lower(): a for a in decision.legal}
                if action.lower() not in by_lower:
                    raise BotFailure(f"answered {answer[:80]!r}, which is not a legal action"
                                     f"{_refusal(decision, action)}")
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


def _refusal(decision: Decision, action: str) -> str:
    """': ' and the rules' own words for refusing ``action`` (a Pinochle bid past the ceiling:
    the range of bids), on one line of at most :data:`MAX_REASON` characters; '' where there are
    none. Asked of a world sampled from what the bot's seat knows: its legal actions are the
    seat's own, and the words can name nothing the seat may not know."""
    try:
        world = decision.determinize(random.Random(0))
        world.apply(action)
    except (ActionParseError, IllegalActionError) as exc:
        text = " ".join(str(exc).split())
    except Exception:  # the sampling or the rules failing on a bot's text: no words
        return ""
    else:  # legal in the sampled world (cannot be: the seat's legal actions are the same)
        return ""
    if len(text) > MAX_REASON:
        text = text[:MAX_REASON - 1] + "…"
    return f": {text}" if text else ""


def _action_of(answer: str) -> str:
    """A bot answers with the action's text, or with ``{"action": "..."}``."""
    text = answer.strip()
    if text.startswith("{"):
        try:
            obj = safe_json.loads(text, "the answer", ANSWER_LIMITS)
        except safe_json.JsonLimitError as exc:
            raise BotFailure(f"answered {text[:80]!r}: {exc}") from None
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
