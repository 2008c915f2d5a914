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
    def from_json(cls, data: dict[str, Any]) -> "SeatSpec":
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

    def seat(self, i: int) -> SeatSpec:
        return self.seats[i] if i < len(self.seats) else SeatSpec(HUMAN if i == 0 else AI)

    @property
    def humans(self) -> tuple[int, ...]:
        return tuple(i for i in range(self.players) if self.seat(i).is_human)

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "players": self.players, "options": dict(self.options),
                "preset": self.preset, "seats": [self.seat(i).to_json() for i in range(self.players)],
                "seed": self.seed, "first_dealer": self.first_dealer}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "GameSetup":
        try:
            return cls(str(data["game"]), int(data["players"]), dict(data.get("options") or {}),
                       data.get("preset"), tuple(SeatSpec.from_json(s) for s in data.get("seats", [])),
                       int(data.get("seed", 0)), int(data.get("first_dealer", 0)))
        except (KeyError, TypeError, ValueError) as exc:
            raise OptionError(f"malformed game setup: {exc}") from None
