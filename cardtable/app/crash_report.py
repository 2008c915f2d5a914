"""What the log keeps of an unexpected error: a crash report that names no hidden card.

An exception raised mid-game may quote cards in its message ("'play QS' is not legal; legal:
play 7H, play KD", a deck order's card ids), and the log is what a player attaches to a bug
report. :func:`report` writes the traceback's frames (code locations only: never local values)
and each exception's type and message, with every card of the game's pack and every list of
three or more numbers (card ids) replaced by a placeholder. The autosave, which the player keeps,
holds the exact game for whoever needs it.
"""

from __future__ import annotations

import re
import traceback
from typing import Any, Iterable

CARD = "[card]"
NUMBERS = "[numbers]"
_NUMBER_RUN = re.compile(r"-?\d+(?:\s*,\s*-?\d+){2,}")
_MAX_MESSAGE = 2000


def card_words(pack: Any) -> list[str]:
    """Every way a card of ``pack`` is written: its text ("QS", "10H"), its symbol form and its
    full name ("Queen of Spades", in the language now spoken), longest first."""
    words: set[str] = set()
    for card in getattr(pack, "cards", ()):
        for attr in ("text", "code"):
            value = getattr(card, attr, None)
            if callable(value):
                try:
                    value = value()
                except Exception:
                    value = None
            if isinstance(value, str) and value:
                words.add(value)
        for method in ("symbol", "display_name"):
            try:
                value = getattr(card, method)()
            except Exception:
                continue
            if isinstance(value, str) and value:
                words.add(value)
    return sorted(words, key=len, reverse=True)


def redact(text: str, words: Iterable[str]) -> str:
    """``text`` with every one of ``words`` (as a whole word) and every run of three or more
    numbers replaced."""
    ordered = sorted({w for w in words if w}, key=len, reverse=True)
    if ordered:
        pattern = re.compile(r"(?<![\w])(?:" + "|".join(re.escape(w) for w in ordered) + r")(?![\w])")
        text = pattern.sub(CARD, text)
    return _NUMBER_RUN.sub(NUMBERS, text)


def report(exc: BaseException, words: Iterable[str] = ()) -> str:
    """The crash report of ``exc`` (with its causes): frames and redacted messages."""
    words = list(words)
    parts: list[str] = []
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        # the code lines too: a line of a game's code may hold a card's text
        frames = redact("".join(traceback.format_tb(current.__traceback__)), words)
        message = redact(str(current), words)
        if len(message) > _MAX_MESSAGE:
            message = message[:_MAX_MESSAGE] + " ..."
        parts.append(f"Traceback (most recent call last):\n{frames}"
                     f"{type(current).__module__}.{type(current).__qualname__}: {message}")
        current = current.__cause__ or (None if current.__suppress_context__ else current.__context__)
    return "\n\nwhich was raised while handling:\n\n".join(parts)
