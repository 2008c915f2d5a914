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
from ..ai.review import Review, ReviewError
from ..engine.errors import CardTableError, SaveError
from ..engine.state import State
from . import backups, safe_json
from .plugins import Registry, registry as default_registry

FORMAT = "cardtable-save"
VERSION = 1
SEAT_KINDS = ("human", "computer")

# What a save may hold (every file is untrusted: docs/robustness.md). Generous: the longest game
# saved is far inside each.
SAVE_LIMITS = safe_json.Limits(max_bytes=32 * 1024 * 1024, max_depth=32, max_string=64 * 1024)
MAX_PLAYERS = 64
MAX_DECKS = 100_000
MAX_CARD_ID = 10_000
MAX_ACTION_TEXT = 1_000
MAX_NAME = 1_000
SEED_RANGE = (-(2 ** 63), 2 ** 64)  # a deal number: what the engine's generators take


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
    # the master's reviews of seats' decisions (cardtable/ai/review.py), at most one per seat
    reviews: list[Review] = field(default_factory=list)

    def review_for(self, seat: int) -> Review | None:
        """The stored review of ``seat``'s decisions, if any."""
        return next((r for r in self.reviews if r.seat == seat), None)

    def with_review(self, review: Review) -> None:
        """Keep ``review`` (in place of an earlier one of the same seat)."""
        check_review(self, review)
        self.reviews = [r for r in self.reviews if r.seat != review.seat] + [review]

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT, "version": VERSION, "app_version": self.app_version,
            "game": self.game, "players": self.num_players, "options": self.options,
            "seats": [s.to_json() for s in self.seats], "first_dealer": self.first_dealer,
            "seed": self.seed, "decks": self.decks, "actions": self.actions,
            "created": self.created, "saved": self.saved, **({"extra": self.extra} if self.extra else {}),
            **({"reviews": [r.to_json() for r in self.reviews]} if self.reviews else {}),
        }


def check_review(saved: SavedGame, review: Review) -> None:
    """A :class:`SaveError` unless ``review`` is of this game: its game id, one of its seats,
    and no more actions than the game has."""
    if review.game != saved.game:
        raise SaveError(f"the save's review is of {review.game!r}, not of its game {saved.game!r}")
    if not 0 <= review.seat < saved.num_players:
        raise SaveError(f"the save's review is of seat {review.seat + 1}, which the game has not")
    if review.actions > len(saved.actions) or any(
            not 0 <= d.ply < review.actions or saved.actions[d.ply] != d.chosen
            for d in review.decisions):
        raise SaveError("the save's review does not match its actions")


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
    fd, tmp = tempfile.mkstemp(prefix=backups.temp_prefix(target), suffix=backups.TEMP_SUFFIX,
                               dir=target.parent)
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


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _text(data: dict[str, Any], key: str, what: str, limit: int = MAX_NAME) -> str:
    value = data.get(key, "")
    if not isinstance(value, str):
        raise SaveError(f"{what} must be text, not {type(value).__name__}")
    if len(value) > limit:
        raise SaveError(f"{what} is {len(value)} characters long (at most {limit})")
    return value


def parse(data: Any) -> SavedGame:
    """Check the structure of a decoded save (not its moves: see :func:`replay`): every field's
    type and range, so nothing later meets a value it cannot handle."""
    if not isinstance(data, dict):
        raise SaveError("the save is not a JSON object")
    if data.get("format") != FORMAT:
        shown = data.get("format")
        if not isinstance(shown, str) or len(shown) > 40:
            shown = type(shown).__name__
        raise SaveError(f"not a Card Table save (format is {shown!r}, expected {FORMAT!r})")
    version: Any = data.get("version")
    if not _is_int(version):
        raise SaveError("the save has no format version")
    if version > VERSION:
        raise SaveError(f"the save has format version {version}, newer than this app reads ({VERSION}); "
                        "update Card Table to open it")
    if version < 1:
        raise SaveError(f"unknown save format version {version}")
    game = _field(data, "game", str, "the game id")
    if not game or len(game) > 100:
        raise SaveError("the save's 'game' is not a game id")
    players = _field(data, "players", int, "the number of players")
    if not 1 <= players <= MAX_PLAYERS:
        raise SaveError(f"the save's 'players' ({players}) is not a number of players")
    options = _field(data, "options", dict, "the game options")
    seats_raw = _field(data, "seats", list, "who plays each seat")
    seed = _field(data, "seed", int, "the shuffle seed")
    if not SEED_RANGE[0] <= seed < SEED_RANGE[1]:
        raise SaveError("the save's 'seed' is out of range")
    decks = _field(data, "decks", list, "the deck orders")
    actions = _field(data, "actions", list, "the action list")
    dealer = data.get("first_dealer", 0)
    if not _is_int(dealer) or not 0 <= dealer < players:
        raise SaveError("the save's 'first_dealer' must be a seat number")
    if len(decks) > MAX_DECKS or not all(
            isinstance(d, list) and all(_is_int(c) and 0 <= c <= MAX_CARD_ID for c in d)
            for d in decks):
        raise SaveError("the save's 'decks' must be lists of card ids")
    for i, a in enumerate(actions):
        if not isinstance(a, str):
            raise SaveError(f"action {i + 1} in the save is not text")
        if len(a) > MAX_ACTION_TEXT:
            raise SaveError(f"action {i + 1} in the save is {len(a)} characters long")
    seats: list[Seat] = []
    for i, s in enumerate(seats_raw):
        if not isinstance(s, dict) or s.get("kind") not in SEAT_KINDS:
            raise SaveError(f"seat {i + 1} in the save must be an object with kind human or computer")
        name, agent, level = (_text(s, key, f"seat {i + 1}'s {key!r}")
                              for key in ("name", "agent", "level"))
        seats.append(Seat(s["kind"], name, agent, level))
    if len(seats) != players:
        raise SaveError(f"the save lists {len(seats)} seats for {players} players")
    extra = data.get("extra", {})
    if not isinstance(extra, dict):
        raise SaveError(f"the save's 'extra' must be an object, not {type(extra).__name__}")
    app_version, created, saved = (_text(data, key, f"the save's {key!r}", 100)
                                   for key in ("app_version", "created", "saved"))
    out = SavedGame(game, players, options, seats, seed, decks, actions, dealer, app_version,
                    created, saved, dict(extra))
    reviews = data.get("reviews", [])
    if not isinstance(reviews, list):
        raise SaveError("the save's 'reviews' must be a list")
    for item in reviews:
        try:
            review = Review.from_json(item)
        except ReviewError as exc:
            raise SaveError(f"the save's review cannot be read: {exc}") from None
        out.with_review(review)
    return out


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
        raise SaveError(f"the save's game setup is invalid: {_short(exc)}") from None
    except Exception as exc:  # the game's own code failed on this setup: the file is refused
        raise SaveError(f"the save's game setup is invalid ({saved.game} failed with "
                        f"{type(exc).__name__}: {_short(exc)})") from None
    actions = saved.actions if upto is None else saved.actions[:upto]
    for i, action in enumerate(actions):
        try:
            state.apply(action)
        except (CardTableError, ValueError) as exc:
            raise SaveError(f"action {i + 1} ({action[:60]!r}) cannot be replayed: "
                            f"{_short(exc)}") from None
        except Exception as exc:
            raise SaveError(f"action {i + 1} ({action[:60]!r}) cannot be replayed ({saved.game} "
                            f"failed with {type(exc).__name__}: {_short(exc)})") from None
    return state


def _short(exc: BaseException) -> str:
    """An error's text cut to 200 characters (a message that quotes a huge value stays short)."""
    text = str(exc)
    return text if len(text) <= 200 else text[:197] + "..."


def decode(text: str, source: str | os.PathLike[str] | None = None) -> Any:
    """A save's text decoded within :data:`SAVE_LIMITS`; :class:`SaveError` for text that is
    not JSON, too large, nested too deeply or holding a number too long."""
    try:
        return safe_json.loads(text, source, SAVE_LIMITS)
    except safe_json.JsonLimitError as exc:
        raise SaveError(str(exc).replace("the text", "the save", 1)) from None


def loads(text: str, reg: Registry | None = None) -> tuple[SavedGame, State]:
    saved = parse(decode(text))
    return saved, replay(saved, reg)


def read_text(path: str | os.PathLike[str]) -> str:
    """The text of a save file, or a :class:`SaveError` naming the file: unreadable, not text
    (a damaged save), or empty (a game that was not saved completely)."""
    p = Path(path)
    try:
        if p.stat().st_size > SAVE_LIMITS.max_bytes:
            raise SaveError(f"{p.name} is too large to be a saved game "
                            f"({p.stat().st_size} bytes)")
        with p.open("rb") as fh:
            raw = fh.read(SAVE_LIMITS.max_bytes + 1)
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
