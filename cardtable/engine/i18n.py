"""The engine's translation hook.

The engine never imports Qt, yet every string a player sees must be translatable. Engine code
marks such strings with :func:`N_` (a no-op marker that tools can extract) and shows them through
:func:`tr`, which calls whatever translator the application installed (the Qt UI installs one that
asks ``QCoreApplication.translate``). Without an installed translator, text passes through as is.
"""

from __future__ import annotations

from typing import Callable

_translator: Callable[[str, str], str] | None = None


def N_(text: str) -> str:
    """Mark ``text`` for translation without translating it yet."""
    return text


def set_translator(translator: Callable[[str, str], str] | None) -> None:
    """Install ``translator(context, text) -> text``; ``None`` removes it."""
    global _translator
    _translator = translator


def tr(text: str, context: str = "engine", **fields: object) -> str:
    """Translate ``text`` in ``context`` and fill ``{name}`` fields after translating."""
    out = _translator(context, text) if _translator is not None else text
    return out.format(**fields) if fields else out
