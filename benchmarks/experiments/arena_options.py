"""``cardtable-arena`` with search players given options: an agent named
``LEVEL+OPTION=VALUE+...`` is the level's player made with those options (``make_agent``'s keyword
arguments: the search's ``ISMCTS`` options and the player's own), for measuring an option
against the level as it plays.

    python benchmarks/experiments/arena_options.py briscola --players 4 --agents expert+partner_policy=1,expert --duplicate --games 20 --seed 600000 --json
    python benchmarks/experiments/arena_options.py briscola --agents expert+iterations=500,expert --duplicate --games 20

A value made of digits is an integer, one with a point a float, else text. Every other argument
is the arena's (docs/arena.md). The players of one name share a match memory, as the levels'
players do in the arena.
"""

from __future__ import annotations

import sys
from typing import Any

from cardtable.ai import registry
from cardtable.ai.levels import make_agent
from cardtable.ai.search_agent import CARELESS_AT, MatchMemory
from cardtable.engine.agent import AgentSpec
from cardtable.engine.errors import OptionError


def _value(text: str) -> Any:
    if text.isdigit():
        return int(text)
    try:
        return float(text)
    except ValueError:
        return text


def spec(name: str) -> AgentSpec:
    """The spec of ``LEVEL+OPTION=VALUE+...``."""
    level, *pairs = name.split("+")
    if level not in ("expert", "master"):
        raise OptionError(f"{name!r}: options are for the search levels (expert, master)")
    options: dict[str, Any] = {}
    for pair in pairs:
        key, eq, value = pair.partition("=")
        if not key or not eq:
            raise OptionError(f"{name!r}: an option is OPTION=VALUE, not {pair!r}")
        options[key] = _value(value)
    memory = MatchMemory()

    def factory(game, seat):
        return make_agent(game, seat, level, memory=memory, careless_at=CARELESS_AT, **options)
    return AgentSpec(name, name, factory, f"{level} with {', '.join(pairs)}")


def main(argv: list[str]) -> int:
    names = {a for arg in argv for a in arg.split(",") if "+" in a and not a.startswith("cmd:")}
    extra = {n: spec(n) for n in names}
    builtin = registry.external_agents
    registry.external_agents = lambda *a, **k: {**builtin(*a, **k), **extra}
    try:
        from cardtable.cli.arena import main as arena
        return arena(argv)
    finally:  # the registry as it was (a caller in the same process sees no extra agents)
        registry.external_agents = builtin


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
