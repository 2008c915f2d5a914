"""The built-in games, one package each; they register through the ``cardtable.games`` entry points.

:func:`game_entry_points` lists that group. The built-in games are in it even where this package
runs from a source tree that was never installed (no distribution's metadata names them): a
checkout on ``PYTHONPATH`` can still play them.
"""

from __future__ import annotations

from importlib.metadata import EntryPoint, entry_points

GROUP = "cardtable.games"

# The same lines as pyproject.toml's [project.entry-points."cardtable.games"] (a test checks).
BUILT_IN = {
    "briscola": "cardtable.games.briscola:GAME",
    "pishti": "cardtable.games.pishti:GAME",
    "shithead": "cardtable.games.shithead:GAME",
    "pinochle": "cardtable.games.pinochle:GAME",
}


def game_entry_points() -> list[EntryPoint]:
    """The group's entry points, and a built-in game's where no installed distribution names it."""
    eps = list(entry_points(group=GROUP))
    names = {ep.name for ep in eps}
    return eps + [EntryPoint(name, value, GROUP) for name, value in BUILT_IN.items()
                  if name not in names]
