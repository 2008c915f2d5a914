"""Which computer players a game offers: the generic ones plus the game's own."""

from __future__ import annotations

from ..engine.agent import AgentSpec
from ..engine.errors import OptionError
from ..engine.game import Game
from . import random_agent

GENERIC: dict[str, AgentSpec] = {"random": random_agent.SPEC}


def agents_for(game: Game) -> dict[str, AgentSpec]:
    out = dict(GENERIC)
    out.update(game.agents())
    return out


def agent_spec(game: Game, name: str) -> AgentSpec:
    specs = agents_for(game)
    spec = specs.get(name)
    if spec is None:
        raise OptionError(f"unknown agent {name!r} for {game.id}; agents are: {', '.join(specs)}")
    return spec
