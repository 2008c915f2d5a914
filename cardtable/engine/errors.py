"""Typed errors. Every one is a ValueError so callers that only care about bad input catch one type."""

from __future__ import annotations


class CardTableError(ValueError):
    """Base of every error the engine raises for bad input."""


class CardParseError(CardTableError):
    """A card's text form is not a card of the pack."""


class ActionParseError(CardTableError):
    """An action's text is malformed (unknown verb, bad card, wrong arguments)."""


class IllegalActionError(CardTableError):
    """A well-formed action that the rules do not allow now."""


class OptionError(CardTableError):
    """An unknown option, a bad value, an unknown preset or an unsupported player count."""


class SaveError(CardTableError):
    """A save file that cannot be loaded: truncated, corrupt, tampered, unknown version or game."""


class PluginError(CardTableError):
    """A game plugin that failed to import or to register."""
