"""The computer-player protocol.

An agent never sees the state: it gets a :class:`Decision` with its seat, the legal actions, its
own random generator, its seat's observation (built on demand) and ``determinize`` — a sampled
full state consistent with that observation, for search players. So no agent can peek at hidden
cards.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Protocol

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .state import Observation, State


class Decision:
    __slots__ = ("seat", "legal", "rng", "_state", "_obs")

    def __init__(self, state: "State", seat: int, legal: list[str], rng: random.Random):
        self.seat = seat
        self.legal = legal
        self.rng = rng
        self._state = state
        self._obs: "Observation | None" = None

    @property
    def observation(self) -> "Observation":
        if self._obs is None:
            self._obs = self._state.observation(self.seat)
        return self._obs

    @property
    def options(self) -> dict[str, Any]:
        return self._state.options

    @property
    def num_players(self) -> int:
        return self._state.num_players

    @property
    def game(self) -> "Game":
        return self._state.game

    def narrowed(self, legal: list[str]) -> "Decision":
        """The same decision over ``legal`` (some of this one's actions)."""
        out = Decision(self._state, self.seat, legal, self.rng)
        out._obs = self._obs
        return out

    def determinize(self, rng: random.Random | None = None) -> "State":
        """A full state sampled from what this seat knows (hidden cards dealt at random)."""
        return self._state.determinize(self.seat, rng or self.rng)


class Agent(Protocol):
    def choose(self, decision: Decision) -> str:
        """Return one of ``decision.legal``."""
        ...


@dataclass(frozen=True)
class AgentSpec:
    name: str
    label: str  # translatable
    factory: Callable[["Game", int], Agent]  # (game, seat) -> agent
    description: str = ""
