"""Loading game plugins from the ``cardtable.games`` entry-point group.

Our own games register through the same group a third-party package uses. A plugin that fails to
import, or whose object is not a usable :class:`~cardtable.engine.Game`, is reported with its
error and skipped; the others still load.
"""

from __future__ import annotations

import re
import traceback
from dataclasses import dataclass

from ..engine.errors import PluginError
from ..engine.game import Game
from ..games import GROUP, game_entry_points

__all__ = ["GROUP", "Registry", "BrokenPlugin", "load_games", "registry"]

_GAME_ID = re.compile(r"[a-z0-9][a-z0-9_.-]{0,63}")
MAX_PLAYERS = 64


@dataclass(frozen=True)
class BrokenPlugin:
    name: str
    target: str
    error: str
    details: str = ""

    def __str__(self) -> str:
        return f"game plugin {self.name!r} ({self.target}) failed to load: {self.error}"


class Registry:
    """The games found, by id, and the plugins that failed."""

    def __init__(self) -> None:
        self.games: dict[str, Game] = {}
        self.broken: list[BrokenPlugin] = []

    def get(self, game_id: str) -> Game:
        game = self.games.get(game_id)
        if game is None:
            broken = [b for b in self.broken if b.name == game_id]
            if broken:
                raise PluginError(str(broken[0]))
            raise PluginError(f"unknown game {game_id!r}; games are: {', '.join(sorted(self.games)) or '(none)'}")
        return game

    def add(self, name: str, target: str, obj: object) -> None:
        candidate = obj() if isinstance(obj, type) else obj
        game = _check_game(candidate)
        if game.id in self.games:
            raise PluginError(f"a game with id {game.id!r} is already registered")
        self.games[game.id] = game


def _check_game(game: object) -> Game:
    if not isinstance(game, Game):
        raise PluginError(f"the entry point must give a cardtable.engine.Game, not {type(game).__name__}")
    # its metadata is untrusted too: the id names files and menus, the counts size the table
    gid = game.id
    if not isinstance(gid, str) or not _GAME_ID.fullmatch(gid):
        raise PluginError(f"the game's id must be short lowercase text like 'briscola', not "
                          f"{str(gid)[:40]!r}")
    counts = game.player_counts
    if (not isinstance(counts, (tuple, list)) or not counts
            or not all(isinstance(n, int) and not isinstance(n, bool) and 1 <= n <= MAX_PLAYERS
                       for n in counts)):
        raise PluginError(f"game {gid!r}: player_counts must list numbers of players "
                          f"1..{MAX_PLAYERS}")
    if not isinstance(game.name, str) or not game.name or len(game.name) > 200:
        raise PluginError(f"game {gid!r}: its name must be text")
    for method in ("pack_for", "_new_state"):
        if getattr(type(game), method) is getattr(Game, method):
            raise PluginError(f"game {game.id!r} does not implement {method}()")
    return game


def load_games(eps=None) -> Registry:
    """Load every game of the entry-point group, the built-in ones always (or of ``eps``, for
    tests)."""
    registry = Registry()
    if eps is None:
        eps = game_entry_points()
    for ep in sorted(eps, key=lambda e: e.name):
        try:
            registry.add(ep.name, ep.value, ep.load())
        except Exception as exc:  # a broken plugin must never take the app down
            registry.broken.append(BrokenPlugin(ep.name, ep.value, f"{type(exc).__name__}: {exc}",
                                                traceback.format_exc()))
    return registry


_cached: Registry | None = None


def registry() -> Registry:
    """The process-wide registry, loaded once."""
    global _cached
    if _cached is None:
        _cached = load_games()
    return _cached
