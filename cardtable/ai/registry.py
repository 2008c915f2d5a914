"""Which computer players a game offers: the generic ones, the levels, the game's own, and
players other packages register.

Another package seats its player by name through the ``cardtable.agents`` entry-point group. The
entry point gives an :class:`~cardtable.engine.agent.AgentSpec`, or a callable
``factory(game, seat) -> Agent`` (its name is then the entry point's). A spec may limit itself to
some games with an ``games`` attribute (a collection of game ids) on the factory. An entry point
that fails to load is reported in :func:`broken_agents` and skipped.
"""

from __future__ import annotations

from importlib.metadata import entry_points

from ..engine.agent import AgentSpec
from ..engine.errors import OptionError
from ..engine.game import Game
from . import random_agent

GROUP = "cardtable.agents"
GENERIC: dict[str, AgentSpec] = {"random": random_agent.SPEC}

_external: dict[str, AgentSpec] | None = None
_broken: list[str] = []


def _load_external(eps=None) -> dict[str, AgentSpec]:
    out: dict[str, AgentSpec] = {}
    if eps is None:
        eps = entry_points(group=GROUP)
    for ep in sorted(eps, key=lambda e: e.name):
        try:
            obj = ep.load()
            if isinstance(obj, AgentSpec):
                spec = obj
            elif callable(obj):
                spec = AgentSpec(ep.name, ep.name, obj, getattr(obj, "__doc__", "") or "")
            else:
                raise TypeError(f"expected an AgentSpec or a factory, not {type(obj).__name__}")
            out[ep.name] = spec
        except Exception as exc:  # never let an outside player take the table down
            _broken.append(f"agent plugin {ep.name!r} ({ep.value}) failed to load: "
                           f"{type(exc).__name__}: {exc}")
    return out


def external_agents(reload: bool = False, eps=None) -> dict[str, AgentSpec]:
    """Agents registered by other packages (loaded once)."""
    global _external
    if _external is None or reload or eps is not None:
        _broken.clear()
        _external = _load_external(eps)
    return _external


def broken_agents() -> list[str]:
    external_agents()
    return list(_broken)


def agents_for(game: Game) -> dict[str, AgentSpec]:
    """Every player that can sit at ``game``: random, the levels, the game's own, outside ones."""
    from .levels import level_specs
    out = dict(GENERIC)
    out.update(level_specs())
    out.update(game.agents())
    for name, spec in external_agents().items():
        games = getattr(spec.factory, "games", None)
        if games is None or game.id in games:
            out.setdefault(name, spec)
    return out


def agent_spec(game: Game, name: str) -> AgentSpec:
    specs = agents_for(game)
    spec = specs.get(name)
    if spec is None:
        raise OptionError(f"unknown agent {name!r} for {game.id}; agents are: {', '.join(specs)}")
    return spec
