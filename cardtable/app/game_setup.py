"""What a new game is: the game, player count, options, who sits where, and the deal number.

The New Game dialog fills one, the command line parses one (``--seats human,ai:expert``), a
session starts from one, and saves and statistics record it. Plain data, no Qt.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine.errors import OptionError

HUMAN = "human"
AI = "ai"
LEVELS = ("beginner", "intermediate", "expert", "master")
DEFAULT_LEVEL = "expert"
LEVEL_ALIASES = {"greedy": "intermediate"}  # a named agent that is a level


@dataclass(frozen=True)
class SeatSpec:
    """One seat: a person, or a computer player at a level (or a named agent such as ``greedy``)."""

    kind: str = HUMAN
    level: str = DEFAULT_LEVEL
    name: str = ""

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    def text(self) -> str:
        return HUMAN if self.is_human else f"{AI}:{self.level}"

    @classmethod
    def parse(cls, text: str) -> "SeatSpec":
        """``human``, ``ai`` or ``ai:LEVEL`` (LEVEL: a level or an agent name), case-insensitive."""
        word = text.strip().lower()
        kind, _, level = word.partition(":")
        if kind in (HUMAN, "person", "p"):
            if level:
                raise OptionError(f"seat {text!r}: a person has no level")
            return cls(HUMAN)
        if kind in (AI, "computer", "cpu"):
            if level and not level.replace("-", "").replace("_", "").isalnum():
                raise OptionError(f"seat {text!r}: malformed level")
            return cls(AI, level or DEFAULT_LEVEL)
        raise OptionError(f"seat {text!r}: write 'human' or 'ai:LEVEL' (levels: {', '.join(LEVELS)})")

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "level": self.level, "name": self.name}

    @classmethod
    def from_json(cls, data: Any) -> "SeatSpec":
        """A seat from remembered choices (lenient: anything that is not a seat gives a person)."""
        if not isinstance(data, dict):
            return cls()
        return cls(str(data.get("kind", HUMAN)), str(data.get("level", DEFAULT_LEVEL)),
                   str(data.get("name", "")))


def parse_seats(text: str, players: int) -> tuple[SeatSpec, ...]:
    """``human,ai:expert,ai:expert`` for ``players`` seats (a shorter list is padded with the
    last seat's kind: ``human,ai:master`` gives one person and computer players at master)."""
    parts = [p for p in text.split(",") if p.strip()]
    if not parts:
        raise OptionError("no seats given")
    if len(parts) > players:
        raise OptionError(f"{len(parts)} seats given for {players} players")
    seats = [SeatSpec.parse(p) for p in parts]
    while len(seats) < players:
        seats.append(seats[-1] if len(seats) > 1 else SeatSpec(AI, DEFAULT_LEVEL))
    return tuple(seats)


@dataclass(frozen=True)
class GameSetup:
    """Everything that fixes a new game. The same setup (seed included) deals the same cards."""

    game: str
    players: int
    options: dict[str, Any] = field(default_factory=dict)
    preset: str | None = None
    seats: tuple[SeatSpec, ...] = ()
    seed: int = 0
    first_dealer: int = 0
    # a game practised from a reviewed decision (cardtable/app/practice.py): never counted in
    # the statistics, and it stays practice when its autosave is resumed
    practice: bool = False

    def seat(self, i: int) -> SeatSpec:
        return self.seats[i] if i < len(self.seats) else SeatSpec(HUMAN if i == 0 else AI)

    @property
    def humans(self) -> tuple[int, ...]:
        return tuple(i for i in range(self.players) if self.seat(i).is_human)

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "players": self.players, "options": dict(self.options),
                "preset": self.preset, "seats": [self.seat(i).to_json() for i in range(self.players)],
                "seed": self.seed, "first_dealer": self.first_dealer,
                **({"practice": True} if self.practice else {})}

    @classmethod
    def from_json(cls, data: Any) -> "GameSetup":
        """A setup from JSON (a save's ``extra.session.setup``: untrusted). Every field is
        checked for its type and range; anything else is an :class:`OptionError` saying what."""
        if not isinstance(data, dict):
            raise OptionError("malformed game setup: not an object")
        game: Any = data.get("game")
        players: Any = data.get("players")
        if not isinstance(game, str) or not game or len(game) > 100:
            raise OptionError("malformed game setup: 'game' is not a game id")
        if not _is_int(players) or not 1 <= players <= MAX_PLAYERS:
            raise OptionError("malformed game setup: 'players' is not a number of players")
        options = data.get("options") or {}
        if not isinstance(options, dict):
            raise OptionError("malformed game setup: 'options' is not an object")
        preset = data.get("preset")
        if preset is not None and not isinstance(preset, str):
            raise OptionError("malformed game setup: 'preset' is not a name")
        seats_raw = data.get("seats", [])
        if not isinstance(seats_raw, list) or len(seats_raw) > MAX_PLAYERS:
            raise OptionError("malformed game setup: 'seats' is not a list of seats")
        seats = []
        for i, seat in enumerate(seats_raw):
            if not isinstance(seat, dict) or seat.get("kind", HUMAN) not in (HUMAN, AI):
                raise OptionError(f"malformed game setup: seat {i + 1} is not a person or a "
                                  "computer player")
            texts = [seat.get(key, default) for key, default in
                     (("kind", HUMAN), ("level", DEFAULT_LEVEL), ("name", ""))]
            if not all(isinstance(t, str) and len(t) <= 1000 for t in texts):
                raise OptionError(f"malformed game setup: seat {i + 1}'s level or name is not text")
            seats.append(SeatSpec(*texts))
        seed, dealer = data.get("seed", 0), data.get("first_dealer", 0)
        if not _is_int(seed) or not -(2 ** 63) <= seed < 2 ** 64:
            raise OptionError("malformed game setup: 'seed' is not a deal number")
        if not _is_int(dealer) or not 0 <= dealer < players:
            raise OptionError("malformed game setup: 'first_dealer' is not a seat")
        practice = data.get("practice", False)
        if not isinstance(practice, bool):
            raise OptionError("malformed game setup: 'practice' is not true or false")
        return cls(game, players, dict(options), preset, tuple(seats), seed, dealer, practice)


MAX_PLAYERS = 64


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


SNAPSHOT_KEY = "session"  # the key in a save's "extra" that holds the session's setup


def setup_in_extra(extra: Any, game: str, players: int) -> GameSetup | None:
    """The session setup a save's ``extra`` holds (None when it holds none), checked against the
    save's own game and player count; :class:`OptionError` saying what is wrong."""
    held = extra.get(SNAPSHOT_KEY) if isinstance(extra, dict) else None
    if not isinstance(held, dict) or "setup" not in held:
        return None
    setup = GameSetup.from_json(held["setup"])
    if setup.game != game or setup.players != players:
        raise OptionError(f"the save's session is for {setup.game} with {setup.players} "
                          f"players, its game {game} with {players}")
    return setup
