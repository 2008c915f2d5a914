"""The fuzz harness of issue 54: real files of every kind, mutated, fed to the app's readers.

Used by the seeded suite in this folder (a few hundred cases, under a minute) and by
``benchmarks/fuzz_inputs.py`` (the long run, 100,000 cases). Each ``case_*`` function takes a
corpus item and a seed, writes a mutant to a folder and reads it as the app does; it returns an
:class:`Outcome` that says what happened. The oracle (:func:`Outcome.problems`):

- foreign: an exception other than the app's own error type escaped a reader;
- resume: a saved game or autosave that was accepted could not be continued (a session built
  from it, two moves played, saved again);
- changed: an input file was changed (a file set aside must keep its exact bytes);
- hang: a case ran past its time limit.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import signal
import sqlite3
import time
import traceback
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Callable, Iterator

from cardtable.app import autosave as autosave_mod
from cardtable.app import settings as settings_mod
from cardtable.app.faults import GameFault
from cardtable.app.game_setup import AI, HUMAN, GameSetup, SeatSpec
from cardtable.app.session import Session
from cardtable.app.settings import Settings
from cardtable.app.stats import StatsStore
from cardtable.engine.errors import SaveError
from cardtable.engine.state import Result

GAMES = {"briscola": (2, 3, 4), "pishti": (2, 4), "shithead": (2, 3), "pinochle": (2, 3, 4)}
CASE_LIMIT = 20.0  # seconds before a case counts as a hang


@dataclass
class Outcome:
    kind: str
    foreign: str = ""  # the foreign exception's type and place
    resume: str = ""
    changed: str = ""
    hang: bool = False
    accepted: bool = False  # the reader took the mutant as valid

    def problems(self) -> list[str]:
        out = []
        if self.foreign:
            out.append(f"foreign exception: {self.foreign}")
        if self.resume:
            out.append(f"resume failure: {self.resume}")
        if self.changed:
            out.append(f"changed input file: {self.changed}")
        if self.hang:
            out.append("hang")
        return out


# --- the corpus -------------------------------------------------------------------------------
def _random_factory(game: Any, seat: int, level: str, seed: int, time_limit: float | None) -> Any:
    from cardtable.ai.random_agent import RandomAgent
    return RandomAgent()


def save_corpus(seed: int = 54, moves: tuple[int, ...] = (0, 7, 40)) -> list[tuple[str, str]]:
    """Snapshots (as the autosave writes them) of every game at several player counts, after
    0, a few and many moves (a person at seat 0): ``(label, json text)``."""
    rng = random.Random(seed)
    out = []
    for gid, counts in GAMES.items():
        for n in counts:
            for k in moves:
                seats = (SeatSpec(HUMAN, name="Ann"),) + tuple(
                    SeatSpec(AI, "expert") for _ in range(n - 1))
                setup = GameSetup(gid, n, seats=seats, seed=rng.randrange(1, 10**6))
                session = Session(setup, ai="inline", agent_factory=_random_factory)
                while len(session.steps) < k and not session.is_over:
                    if session.human_to_move:
                        legal = session.state.legal_actions()
                        session.play(legal[rng.randrange(len(legal))])
                    else:
                        session.poll(limit=1)
                if session.is_over:
                    continue
                out.append((f"{gid}-{n}p-{k}", json.dumps(session.snapshot(), indent=1)))
    return out


def settings_corpus() -> list[tuple[str, str]]:
    full = replace(Settings(), sound=True, felt="#123456", language="it", recent_games=["/a.json"],
                   new_game={"briscola": {"players": 2, "seats": [{"kind": "human"}]}},
                   start_choices={"pishti": {"players": 4, "preset": None}})
    return [("defaults", json.dumps(Settings().to_json(), indent=1)),
            ("full", json.dumps(full.to_json(), indent=1))]


# --- mutation ---------------------------------------------------------------------------------
_HOSTILE: list[Callable[[random.Random], Any]] = [
    lambda r: int("9" * r.choice((19, 20, 21, 64, 4301, 5000))),  # past 64 bits, past int limit
    lambda r: -int("9" * r.choice((19, 20, 4400))),
    lambda r: r.choice((0, -1, 1, 2, 3, 7, 63, 64, 65, 2**31, 2**63, 2**64, -(2**63) - 1)),
    lambda r: r.choice((0.5, -0.0, 1e308, 3.0, float(r.randrange(100)))),
    lambda r: r.choice((True, False, None)),
    lambda r: r.choice(("", "x", "human", "computer", "ai", "expert", "cmd:echo hi", "../../etc",
                        "play", "play QS", "\u0000", "\ud800", "é" * 3, "x" * 70_000)),
    lambda r: [],
    lambda r: {},
    lambda r: [[[[[[]]]]]],
    lambda r: {"kind": "human"},
    lambda r: {"setup": {"game": "briscola", "players": 2}},
    lambda r: list(range(r.randrange(0, 60))),
    lambda r: [r.randrange(-3, 200) for _ in range(r.randrange(0, 50))],
]


def hostile_value(rng: random.Random, depth: int = 0) -> Any:
    """A value a hand-edited or damaged file might hold (deep nesting built without recursion)."""
    if rng.random() < 0.05:
        value: Any = []
        for _ in range(rng.choice((70, 1000, 5000))):
            value = [value]
        return value
    return rng.choice(_HOSTILE)(rng)


def _paths(data: Any) -> list[tuple[Any, Any]]:
    """(container, key) of every value in ``data`` (iteratively)."""
    out: list[tuple[Any, Any]] = []
    stack = [data]
    while stack:
        node = stack.pop()
        items = node.items() if isinstance(node, dict) else enumerate(node) \
            if isinstance(node, list) else ()
        for key, value in items:
            out.append((node, key))
            if isinstance(value, (dict, list)):
                stack.append(value)
    return out


def _focused(data: Any, node: Any) -> bool:
    """Whether ``node`` is the top level or lies in a save's setup, seats, options or extra."""
    if node is data:
        return True
    if not isinstance(data, dict):
        return False
    roots = [data.get(k) for k in ("seats", "options", "extra")]
    extra = data.get("extra")
    session = extra.get("session") if isinstance(extra, dict) else None
    if isinstance(session, dict):
        roots += [session, session.get("setup")]
        setup = session.get("setup")
        if isinstance(setup, dict):
            roots += [setup.get("seats"), setup.get("options")]
            seats = setup.get("seats")
            if isinstance(seats, list):
                roots += seats
    if isinstance(data.get("seats"), list):
        roots += data["seats"]
    return any(node is r for r in roots)


def mutate_json(data: Any, rng: random.Random) -> Any:
    """One to four structural changes: a value replaced, a key or item removed or added, an
    action or a deck order altered, values swapped."""
    for _ in range(rng.choice((1, 1, 1, 2, 3, 4))):
        spots = _paths(data)
        if not spots:
            return hostile_value(rng)
        focus = [s for s in spots if _focused(data, s[0])]
        if focus and rng.random() < 0.6:  # the parts a reader checks least: setup, seats, extra
            spots = focus
        node, key = rng.choice(spots)
        op = rng.random()
        if op < 0.45:
            node[key] = hostile_value(rng)
        elif op < 0.6:
            del node[key]
        elif op < 0.7 and isinstance(node, dict):
            node[rng.choice(("extra", "zzz", "session", "undone", "format", "version", "setup",
                             "seats", "preset", "options", "first_dealer"))] = hostile_value(rng)
        elif op < 0.8 and isinstance(node, list):
            node.insert(rng.randrange(len(node) + 1), hostile_value(rng) if rng.random() < 0.5
                        else (node[rng.randrange(len(node))] if node else 0))
        elif op < 0.9 and isinstance(node[key], str):
            text = node[key]
            node[key] = rng.choice((text.upper(), text[:-1], text + " X", text.replace(" ", ""),
                                    text[::-1], "play " + text.split()[-1] if text else "",
                                    "pass", "pickup"))
        else:
            other_node, other_key = rng.choice(spots)
            node[key], other_node[other_key] = other_node[other_key], node[key]
    return data


def mutate_text(text: str, rng: random.Random) -> str:
    """A byte-level damage: truncation, a flipped or inserted character, a long digit run, deep
    brackets, a chunk repeated."""
    if not text:
        return rng.choice(("{", "[" * 10_000, "\x00"))
    op = rng.randrange(7)
    i = rng.randrange(len(text))
    if op == 0:
        return text[:i]
    if op == 1:
        return text[:i] + chr(rng.randrange(1, 0x2FF)) + text[i + 1:]
    if op == 2:
        return text[:i] + rng.choice(("{", "}", "[", "]", ",", '"', ":", "\\", "\n", "1e999"))\
            + text[i:]
    if op == 3:
        return text[:i] + "9" * rng.choice((25, 4400, 10_000)) + text[i:]
    if op == 4:
        depth = rng.choice((100, 3000, 100_000))
        return text[:i] + "[" * depth + "]" * depth + text[i:]
    if op == 5:
        j = min(len(text), i + rng.randrange(1, 400))
        return text[:j] + text[i:j] * rng.randint(1, 5) + text[j:]
    return text.replace('"', "'", 1) if rng.random() < 0.5 else text + rng.choice(("}", "]", "x"))


def mutant(text: str, rng: random.Random) -> str:
    if rng.random() < 0.6:
        try:
            data = json.loads(text)
        except ValueError:
            return mutate_text(text, rng)
        try:
            return json.dumps(mutate_json(data, rng), indent=1, ensure_ascii=rng.random() < 0.5)
        except (ValueError, RecursionError):
            return mutate_text(text, rng)
    return mutate_text(text, rng)


# --- running one case -------------------------------------------------------------------------
class _Hang(Exception):
    pass


@contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    """SIGALRM after ``seconds`` (main thread, POSIX); elsewhere no limit is kept."""
    if not hasattr(signal, "SIGALRM") or os.name != "posix":
        yield
        return

    def ring(*_: Any) -> None:
        raise _Hang()

    old = signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _where(exc: BaseException) -> str:
    frame = traceback.extract_tb(exc.__traceback__)[-1] if exc.__traceback__ else None
    place = f" at {Path(frame.filename).name}:{frame.lineno}" if frame else ""
    return f"{type(exc).__name__}: {str(exc)[:120]}{place}"


def _resume(data: dict[str, Any]) -> str:
    """Continue an accepted snapshot as the window does; "" when it went on, else why not."""
    try:
        session = Session.from_snapshot(data, ai="inline", agent_factory=_random_factory)
        for _ in range(2):
            if session.is_over:
                break
            if session.human_to_move:
                session.play(session.state.legal_actions()[0])
            else:
                session.poll(limit=1)
        json.dumps(session.snapshot(), ensure_ascii=False).encode("utf-8")
        session.close()
    except _Hang:
        raise
    except Exception as exc:
        return _where(exc)
    return ""


def case_save(text: str, seed: int, folder: Path, *, as_autosave: bool) -> Outcome:
    """A mutated save opened with File ▸ Open (never changed) or found as the autosave at start
    (set aside when damaged, its bytes kept)."""
    rng = random.Random(seed)
    out = Outcome("autosave" if as_autosave else "save")
    bad = mutant(text, rng)
    path = folder / ("autosave.json" if as_autosave else f"game-{seed}.json")
    path.write_text(bad, encoding="utf-8", errors="surrogatepass")
    before = _digest(path)
    try:
        with time_limit(CASE_LIMIT):
            data: dict[str, Any] | None = None
            try:
                if as_autosave:
                    found = autosave_mod.Autosave(path).find()
                    data = found.snapshot if found is not None else None
                else:
                    data = autosave_mod.open_game(path)
            except SaveError:
                data = None
            except Exception as exc:
                out.foreign = _where(exc)
            if data is not None:
                out.accepted = True
                out.resume = _resume(data)
    except _Hang:
        out.hang = True
    kept = [p for p in folder.glob(path.name + ".damaged-*")]
    if path.exists():
        if _digest(path) != before:
            out.changed = f"{path.name} rewritten"
    elif not as_autosave:
        out.changed = f"{path.name} removed"
    elif not kept or _digest(kept[-1]) != before:
        out.changed = "the damaged autosave was not kept whole"
    for p in [path, *kept]:
        p.unlink(missing_ok=True)
    return out


def case_settings(text: str, seed: int, folder: Path) -> Outcome:
    """A mutated settings.json loaded at start, then the preferences saved again."""
    rng = random.Random(seed)
    out = Outcome("settings")
    bad = mutant(text, rng)
    path = folder / "settings.json"
    path.write_text(bad, encoding="utf-8", errors="surrogatepass")
    before = _digest(path)
    try:
        with time_limit(CASE_LIMIT):
            try:
                warnings: list[str] = []
                loaded = settings_mod.load(path, warnings)
                out.accepted = not warnings
                again = folder / "saved.json"
                settings_mod.save(loaded, again)
                if settings_mod.load(again) != loaded:
                    out.resume = "saved preferences read back differently"
                # the values the window reads must work
                _ = (loaded.animation_scale, loaded.ai_delay_ms)
            except Exception as exc:
                out.foreign = _where(exc)
    except _Hang:
        out.hang = True
    kept = sorted(folder.glob("settings.json.corrupt-*"))
    if path.exists():
        if _digest(path) != before:
            out.changed = "settings.json rewritten"
    elif not kept or _digest(kept[-1]) != before:
        out.changed = "the damaged settings were not kept whole"
    for p in [path, folder / "saved.json", *kept]:
        p.unlink(missing_ok=True)
    return out


def stats_seed_db(path: Path) -> None:
    """A real statistics database with a few counted games."""
    setup = GameSetup("briscola", 2, seats=(SeatSpec(HUMAN), SeatSpec(AI, "expert")), seed=5)
    with StatsStore(path) as store:
        for i in range(6):
            store.record_game(setup, Result((1.0, 0.0) if i % 2 else (0.0, 1.0), (70, 50), ""),
                              finished=f"2026-01-0{i + 1}T10:00:00+00:00")


_SQL_DAMAGE = [
    "UPDATE games SET options = '" + "[" * 5000 + "'",
    "UPDATE games SET options = '{\"a\": " + "9" * 5000 + "}'",
    "UPDATE games SET score = 'many'",
    "UPDATE games SET score = 1e308 * 10",
    "UPDATE games SET players = 'two'",
    "UPDATE games SET seat = x'00ff'",
    "UPDATE games SET game = 42",
    "UPDATE games SET variant = NULL",
    "UPDATE games SET opponents = 7",
    "UPDATE games SET finished = 3.5",
    "UPDATE games SET shitheads = 'x'",
    "DROP TABLE games",
    "ALTER TABLE games RENAME TO other",
    "PRAGMA user_version = 99",
    "PRAGMA user_version = 1",
    "CREATE TABLE extra (x)",
]


def case_stats(seed: int, folder: Path) -> Outcome:
    """A statistics database damaged in its bytes or its rows, opened and read as the window
    does, and a game counted."""
    rng = random.Random(seed)
    out = Outcome("stats")
    path = folder / "statistics.sqlite"
    stats_seed_db(path)
    if rng.random() < 0.5:
        db = sqlite3.connect(path)
        try:
            for sql in rng.sample(_SQL_DAMAGE, rng.randint(1, 3)):
                try:
                    db.execute(sql)
                except sqlite3.DatabaseError:
                    pass
            db.commit()
        finally:
            db.close()
    else:
        raw = bytearray(path.read_bytes())
        for _ in range(rng.randint(1, 8)):
            op = rng.randrange(3)
            if op == 0 and raw:
                raw[rng.randrange(len(raw))] = rng.randrange(256)
            elif op == 1:
                raw = raw[:rng.randrange(len(raw) + 1)]
            else:
                raw += bytes(rng.randrange(256) for _ in range(rng.randrange(1, 600)))
        path.write_bytes(bytes(raw))
    before = _digest(path)
    setup = GameSetup("briscola", 2, seats=(SeatSpec(HUMAN), SeatSpec(AI, "expert")), seed=9)
    try:
        with time_limit(CASE_LIMIT):
            try:
                with StatsStore(path) as store:
                    for g in store.games():
                        for v in store.variants(g):
                            store.summary(g, v)
                    store.opponents()
                    summary = store.summary()
                    _ = summary.win_rate
                    store.record_game(setup, Result((1.0, 0.0), (70, 50), ""))
                    store.history()
            except Exception as exc:
                out.foreign = _where(exc)
    except _Hang:
        out.hang = True
    kept = sorted(folder.glob("statistics.sqlite.corrupt-*"))
    kept = [p for p in kept if not p.name.endswith(("-journal", "-wal", "-shm"))]
    if kept and _digest(kept[-1]) != before:
        out.changed = "the damaged database was not kept whole"
    for p in folder.iterdir():
        p.unlink()
    return out


# --- the bot protocol (no process: a fake one whose output is the fuzz) -----------------------
class FakeBot:
    """Stands in for ``subprocess.Popen``: stdout is a pipe fed with ``script`` bytes by a
    thread; stdin is swallowed."""

    def __init__(self, script: bytes, then_close: bool):
        import threading
        r, w = os.pipe()
        self.stdout = os.fdopen(r, "rb", buffering=0)
        self._w = w
        self.stdin = _Sink()
        self._done = False
        self.returncode: int | None = None

        def feed() -> None:
            try:
                view = memoryview(script)
                while view:
                    n = os.write(w, view[:65536])
                    view = view[n:]
                if not then_close:
                    while not self._done:
                        time.sleep(0.01)
            except OSError:
                pass
            finally:
                try:
                    os.close(w)
                except OSError:
                    pass
        threading.Thread(target=feed, daemon=True).start()

    def poll(self) -> int | None:
        return self.returncode

    def kill(self) -> None:
        self._done = True
        self.returncode = -9

    def wait(self, timeout: float | None = None) -> int:
        self._done = True
        self.returncode = self.returncode if self.returncode is not None else 0
        return self.returncode


class _Sink:
    def write(self, data: bytes) -> int:
        return len(data)

    def flush(self) -> None:
        pass

    def close(self) -> None:
        pass


def bot_script(rng: random.Random) -> tuple[bytes, bool]:
    """What a hostile bot writes: a hello (or not), then answers of every bad kind."""
    hello = b'{"type": "hello", "name": "fuzz"}\n' if rng.random() < 0.9 else \
        rng.choice((b"hello\n", b"{\n", b"", b"[" * 9000 + b"\n", b'{"type": "hello"' + b"\n"))
    parts = [hello]
    for _ in range(rng.randint(1, 6)):
        parts.append(rng.choice((
            b"\n" * rng.randrange(1, 50_000),
            b"play 1B\n", b"PLAY 1B\n", b'{"action": "play 1B"}\n',
            b'{"action": ' + b"[" * rng.randrange(1, 20_000) + b"\n",
            b'{"action": ' + b"9" * rng.randrange(1, 6000) + b"}\n",
            bytes(rng.randrange(256) for _ in range(rng.randrange(1, 300))) + b"\n",
            b"x" * rng.choice((100, 70_000, 200_000)),
            b'{"action": null}\n', b'{"action": "\\ud800"}\n', b"\r\n\r\n", b"\x00\n",
        )))
    return b"".join(parts), rng.random() < 0.5


def case_bot(seed: int, time_limit_s: float = 0.3) -> Outcome:
    """A bot seat at Briscola answering hostile bytes: every decision ends with a legal move
    (the bot's or the stand-in's) within its deadline, and nothing escapes."""
    import subprocess as sp

    from cardtable.ai.random_agent import RandomAgent
    from cardtable.app import bot_client
    from cardtable.app.plugins import registry
    from cardtable.engine.agent import Decision

    rng = random.Random(seed)
    out = Outcome("bot")
    script, then_close = bot_script(rng)
    game = registry().get("briscola")
    state = game.new_state(2, {}, seed=seed % 1000)
    original = bot_client.subprocess.Popen
    bot_client.subprocess.Popen = lambda *a, **k: FakeBot(script, then_close)  # type: ignore
    try:
        with time_limit(CASE_LIMIT):
            try:
                client = bot_client.BotClient(["fuzzbot"], game, 0, fallback=RandomAgent,
                                              time_limit=time_limit_s,
                                              start_time_limit=time_limit_s * 2)
                decisions = 0
                while not state.is_terminal and decisions < 6:
                    seat = state.current_player
                    legal = state.legal_actions()
                    if seat == 0:
                        started = time.monotonic()
                        action = client.choose(Decision(state.clone(), 0, legal, random.Random(1)))
                        if time.monotonic() - started > time_limit_s * 3 + 2:
                            out.hang = True
                        decisions += 1
                    else:
                        action = legal[0]
                    if action not in legal:
                        out.foreign = f"illegal move returned: {action!r}"
                        break
                    state.apply(action)
                client.close(state.result() if state.is_terminal else Result((0.5, 0.5), (0, 0)))
            except Exception as exc:
                out.foreign = _where(exc)
    except _Hang:
        out.hang = True
    finally:
        bot_client.subprocess.Popen = original  # type: ignore
        _ = sp
    return out


@dataclass
class Tally:
    cases: int = 0
    accepted: int = 0
    problems: dict[str, list[str]] = field(default_factory=lambda: {
        "foreign": [], "resume": [], "changed": [], "hang": []})

    def add(self, outcome: Outcome, label: str) -> None:
        self.cases += 1
        self.accepted += outcome.accepted
        for kind, text in (("foreign", outcome.foreign), ("resume", outcome.resume),
                           ("changed", outcome.changed), ("hang", "hang" if outcome.hang else "")):
            if text:
                self.problems[kind].append(f"{label}: {text}")

    def counts(self) -> dict[str, int]:
        return {kind: len(items) for kind, items in self.problems.items()}
