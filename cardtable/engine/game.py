"""The game descriptor a plugin registers.

A plugin exposes one :class:`Game` instance through the ``cardtable.games`` entry-point group. It
says which player counts and options the game has, which pack it uses, how seats form teams,
which verbs its actions use, which computer players it brings, and how to start a state.
"""

from __future__ import annotations

import inspect
from typing import Any, Callable, Mapping

from .agent import AgentSpec
from .cards import Pack
from .errors import OptionError
from .events import Event
from .layout import TableLayout
from .options import OptionSet
from .state import Chance, State


_PACK_ARGS: dict[type, bool] = {}


class Game:
    """Subclass and set the class attributes; implement :meth:`_new_state` and :meth:`pack_for`."""

    id: str = ""
    name: str = ""  # translatable (mark with QT_TRANSLATE_NOOP)
    description: str = ""  # translatable one-paragraph summary
    player_counts: tuple[int, ...] = ()
    option_set: OptionSet = OptionSet(())
    verbs: tuple[str, ...] = ()
    # Words other than cards and numbers that actions use ("ace" in "signal ace"). When a game
    # lists them, the default parse_action rejects any other word as malformed.
    words: tuple[str, ...] = ()

    # --- to implement -----------------------------------------------------------------------
    def pack_for(self, options: Mapping[str, Any], num_players: int | None = None) -> Pack:
        """The pack for these options and player count (None: the pack of the smallest count)."""
        raise NotImplementedError

    def _new_state(self, num_players: int, options: dict[str, Any], chance: Chance,
                   first_dealer: int) -> State:
        """Build the state object, not yet dealt: :meth:`new_state` then calls its ``_start``."""
        raise NotImplementedError

    def teams(self, num_players: int, options: Mapping[str, Any]) -> list[tuple[int, ...]]:
        """Seats grouped into sides; by default every seat plays for itself."""
        return [(s,) for s in range(num_players)]

    def agents(self) -> dict[str, AgentSpec]:
        """This game's own computer players (generic ones such as ``random`` come from ai/)."""
        return {}

    def ai_hooks(self) -> Any:
        """Optional help for the search players: None, or an object with a playout policy and an
        evaluation written for this game (the protocol is ``cardtable.ai.hooks.AIHooks``)."""
        return None

    def check_options(self, num_players: int, options: dict[str, Any]) -> None:
        """Reject combinations the game does not support (raise :class:`OptionError`)."""

    def variants(self) -> list[tuple[int, dict[str, Any], str]]:
        """(players, options, label) for every configuration the conformance suite must run."""
        return [(n, self.option_set.defaults(), f"{n}p") for n in self.player_counts]

    def layout(self, num_players: int, options: Mapping[str, Any]) -> TableLayout:
        """Where each zone sits and how its cards lie (see docs/writing-a-game.md). The default
        fans hands at their seats and spreads every other zone in the centre."""
        return TableLayout()

    # --- provided ---------------------------------------------------------------------------
    def pack_for_players(self, options: Mapping[str, Any], num_players: int) -> Pack:
        """:meth:`pack_for` for a player count; also accepts a plugin written before
        ``pack_for`` took the player count (``pack_for(self, options)``)."""
        takes = _PACK_ARGS.get(type(self))
        if takes is None:
            try:
                takes = len(inspect.signature(self.pack_for).parameters) >= 2
            except (TypeError, ValueError):  # pragma: no cover - builtins
                takes = True
            _PACK_ARGS[type(self)] = takes
        return self.pack_for(options, num_players) if takes else self.pack_for(options)  # type: ignore[call-arg]

    def resolve_options(self, num_players: int, options: Mapping[str, Any] | None = None,
                        preset: str | None = None) -> dict[str, Any]:
        if num_players not in self.player_counts:
            raise OptionError(f"{self.id} is for {', '.join(map(str, self.player_counts))} players, "
                              f"not {num_players}")
        resolved = self.option_set.resolve(options, preset)
        self.check_options(num_players, resolved)
        return resolved

    def standard_options(self, num_players: int) -> dict[str, Any]:
        """The standard rules for ``num_players``, resolved as a game's options are: what a
        variant differs from (a game may resolve a default such as "usual for the form")."""
        try:
            return self.resolve_options(num_players)
        except OptionError:
            return self.option_set.defaults()

    def new_state(self, num_players: int, options: Mapping[str, Any] | None = None, *,
                  preset: str | None = None, seed: int = 0, decks: list[list[int]] | None = None,
                  first_dealer: int = 0, events: list[Event] | None = None) -> State:
        """Start a game. ``decks`` fixes the deck orders of the first deals (top card first);
        later deals are shuffled from ``seed``. Pass a list as ``events`` to receive the events
        of the first deal (unmasked; mask them per seat with ``Event.for_seat``)."""
        resolved = self.resolve_options(num_players, options, preset)
        if not 0 <= first_dealer < num_players:
            raise OptionError(f"first dealer must be a seat 0..{num_players - 1}")
        return self.start(num_players, resolved, seed=seed, decks=decks, first_dealer=first_dealer,
                          events=events)

    def start(self, num_players: int, resolved: dict[str, Any], *, seed: int = 0,
              decks: list[list[int]] | None = None, first_dealer: int = 0,
              events: list[Event] | None = None) -> State:
        """:meth:`new_state` without checking: ``resolved`` must come from :meth:`resolve_options`
        (the arena and search players start thousands of games with the same options). Options
        not resolved (some left out) are refused with an :class:`OptionError` naming them."""
        if not resolved.keys() >= self.option_set.options.keys():
            missing = ", ".join(sorted(self.option_set.options.keys() - resolved.keys()))
            raise OptionError(f"{self.id}: options {missing} missing; start a game with "
                              f"new_state(), or pass start() the options of resolve_options()")
        state = self._new_state(num_players, resolved, Chance(seed, decks), first_dealer)
        state.first_dealer = first_dealer
        state._events = events
        try:
            state._start()
        finally:
            state._events = None
        return state

    def display_name(self) -> str:
        from .i18n import tr
        return tr(self.name)

    def __repr__(self) -> str:
        return f"<game {self.id}>"


GameFactory = Callable[[], Game]
