"""Saved games: JSON files that replay exactly (docs/save-format.md).

A save holds what fixes a game — game id, options, seats, seed, deck orders, the action list —
plus the app version and timestamps. Loading rebuilds the first state and replays every action
through the checked ``apply``, so a tampered file (an illegal action, a bad deck order) is caught
and named. Writing is atomic: a temporary file in the same folder, then ``os.replace``. Loading
never writes.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from .. import __version__
from ..engine.errors import CardTableError, SaveError
from ..engine.state import State
from .plugins import Registry, registry as default_registry

FORMAT = "cardtable-save"
VERSION = 1
SEAT_KINDS = ("human", "computer")


@dataclass
class Seat:
    """Who plays a seat: a person (name) or a computer player (agent name and level)."""

    kind: str = "computer"
    name: str = ""
    agent: str = ""
    level: str = ""

    def to_json(self) -> dict[str, str]:
        out = {"kind": self.kind, "name": self.name}
        if self.kind == "computer":
            out["agent"] = self.agent
            if self.level:
                out["level"] = self.level
        return out


@dataclass
class SavedGame:
    game: str
    num_players: int
    options: dict[str, Any]
    seats: list[Seat]
    seed: int
    decks: list[list[int]]
    actions: list[str]
    first_dealer: int = 0
    app_version: str = __version__
    created: str = ""
    saved: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT, "version": VERSION, "app_version": self.app_version,
            "game": self.game, "players": self.num_players, "options": self.options,
            "seats": [s.to_json() for s in self.seats], "first_dealer": self.first_dealer,
            "seed": self.seed, "decks": self.decks, "actions": self.actions,
            "created": self.created, "saved": self.saved, **({"extra": self.extra} if self.extra else {}),
        }


def _now() -> str:
    return datetime.now(timezone.utc).replace(microsecond=0).isoformat()


def snapshot(state: State, seats: list[Seat] | None = None, *, first_dealer: int | None = None,
             created: str | None = None) -> SavedGame:
    """Describe ``state`` as a :class:`SavedGame` (nothing is written)."""
    n = state.num_players
    seats = seats or [Seat("computer", f"Seat {i + 1}", "random") for i in range(n)]
    if len(seats) != n:
        raise SaveError(f"{len(seats)} seats given for {n} players")
    dealer = state.first_dealer if first_dealer is None else first_dealer
    now = _now()
    return SavedGame(state.game.id, n, dict(state.options), list(seats), state.chance.seed,
                     [list(d) for d in state.chance.decks], list(state.history),
                     int(dealer or 0), __version__, created or now, now)


def dumps(saved: SavedGame) -> str:
    return json.dumps(saved.to_json(), indent=1, ensure_ascii=False)


def write_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file in the same folder, then replace."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def save(path: str | os.PathLike[str], state: State, seats: list[Seat] | None = None, *,
         created: str | None = None) -> SavedGame:
    saved = snapshot(state, seats, created=created)
    write_atomic(path, dumps(saved))
    return saved


# --- loading ----------------------------------------------------------------------------------
def _field(data: dict[str, Any], key: str, kind: type | tuple[type, ...], what: str) -> Any:
    if key not in data:
        raise SaveError(f"the save has no {key!r} ({what})")
    value = data[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise SaveError(f"the save's {key!r} ({what}) has the wrong type: {type(value).__name__}")
    return value


def parse(data: Any) -> SavedGame:
    """Check the structure of a decoded save (not its moves: see :func:`replay`)."""
    if not isinstance(data, dict):
        raise SaveError("the save is not a JSON object")
    if data.get("format") != FORMAT:
        raise SaveError(f"not a Card Table save (format is {data.get('format')!r}, expected {FORMAT!r})")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError("the save has no format version")
    if version > VERSION:
        raise SaveError(f"the save has format version {version}, newer than this app reads ({VERSION}); "
                        "update Card Table to open it")
    if version < 1:
        raise SaveError(f"unknown save format version {version}")
    game = _field(data, "game", str, "the game id")
    players = _field(data, "players", int, "the number of players")
    options = _field(data, "options", dict, "the game options")
    seats_raw = _field(data, "seats", list, "who plays each seat")
    seed = _field(data, "seed", int, "the shuffle seed")
    decks = _field(data, "decks", list, "the deck orders")
    actions = _field(data, "actions", list, "the action list")
    dealer = data.get("first_dealer", 0)
    if not isinstance(dealer, int) or isinstance(dealer, bool):
        raise SaveError("the save's 'first_dealer' must be a seat number")
    if not all(isinstance(d, list) and all(isinstance(c, int) and not isinstance(c, bool) for c in d)
               for d in decks):
        raise SaveError("the save's 'decks' must be lists of card ids")
    for i, a in enumerate(actions):
        if not isinstance(a, str):
            raise SaveError(f"action {i + 1} in the save is not text")
    seats: list[Seat] = []
    for i, s in enumerate(seats_raw):
        if not isinstance(s, dict) or s.get("kind") not in SEAT_KINDS:
            raise SaveError(f"seat {i + 1} in the save must be an object with kind human or computer")
        seats.append(Seat(s["kind"], str(s.get("name", "")), str(s.get("agent", "")), str(s.get("level", ""))))
    if len(seats) != players:
        raise SaveError(f"the save lists {len(seats)} seats for {players} players")
    return SavedGame(game, players, options, seats, seed, decks, actions, dealer,
                     str(data.get("app_version", "")), str(data.get("created", "")),
                     str(data.get("saved", "")), dict(data.get("extra") or {}))


def replay(saved: SavedGame, reg: Registry | None = None, upto: int | None = None) -> State:
    """Rebuild the state by replaying the saved actions (the first ``upto`` of them)."""
    reg = reg or default_registry()
    try:
        game = reg.get(saved.game)
    except CardTableError as exc:
        raise SaveError(f"the save is for a game this app does not have: {exc}") from None
    try:
        state = game.new_state(saved.num_players, saved.options, seed=saved.seed, decks=saved.decks,
                               first_dealer=saved.first_dealer)
    except (CardTableError, ValueError) as exc:
        raise SaveError(f"the save's game setup is invalid: {exc}") from None
    actions = saved.actions if upto is None else saved.actions[:upto]
    for i, action in enumerate(actions):
        try:
            state.apply(action)
        except (CardTableError, ValueError) as exc:
            raise SaveError(f"action {i + 1} ({action!r}) cannot be replayed: {exc}") from None
    return state


def loads(text: str, reg: Registry | None = None) -> tuple[SavedGame, State]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"the save is not valid JSON (truncated or corrupt?): {exc.msg} at line "
                        f"{exc.lineno} column {exc.colno}") from None
    saved = parse(data)
    return saved, replay(saved, reg)


def read_text(path: str | os.PathLike[str]) -> str:
    """The text of a save file, or a :class:`SaveError` naming the file: unreadable, not text
    (a damaged save), or empty (a game that was not saved completely)."""
    p = Path(path)
    try:
        raw = p.read_bytes()
    except OSError as exc:
        raise SaveError(f"cannot read {p}: {exc.strerror or exc}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(f"{p.name} is not a text file (damaged save?)") from None
    if not text.strip():
        raise SaveError(f"{p.name} is empty (the game was not saved completely)")
    return text


def load(path: str | os.PathLike[str], reg: Registry | None = None) -> tuple[SavedGame, State]:
    """Read and replay a save; a :class:`SaveError` names what is wrong. The file is never written."""
    p = Path(path)
    text = read_text(p)
    try:
        return loads(text, reg)
    except SaveError as exc:
        raise SaveError(f"{p.name}: {exc}") from None
