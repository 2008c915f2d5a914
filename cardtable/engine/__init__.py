"""The pure-Python engine: cards, packs, options, the state protocol, events and agents.

Nothing here (nor in ``cardtable.games``) imports Qt: games are simulated millions of times by
tests and computer players.
"""

from .agent import Agent, AgentSpec, Decision
from .cards import Card, Pack, make_pack
from .errors import (ActionParseError, CardParseError, CardTableError, IllegalActionError,
                     OptionError, PluginError, SaveError)
from .events import HIDDEN, Event
from .game import Game
from .i18n import QT_TRANSLATE_NOOP, tr
from .options import Option, OptionSet
from .state import TERMINAL, Chance, Observation, Result, State

__all__ = ["Agent", "AgentSpec", "Decision", "Card", "Pack", "make_pack", "ActionParseError",
           "CardParseError", "CardTableError", "IllegalActionError", "OptionError", "PluginError",
           "SaveError", "HIDDEN", "Event", "Game", "QT_TRANSLATE_NOOP", "tr", "Option", "OptionSet", "TERMINAL",
           "Chance", "Observation", "Result", "State"]
