"""The player's preferences: a typed dataclass stored as JSON in the user's config folder.

``load()`` never fails: a missing file gives the defaults; a file that is not bounded JSON
(:mod:`cardtable.app.safe_json`) is kept aside as a numbered backup (``settings.json.corrupt-1``,
never overwriting an earlier one, :mod:`cardtable.app.backups`) and the defaults are used; a value of the wrong type or out of range
falls back to its default. Each of these is reported as a warning (logged, and appended to the
``warnings`` list the caller passes) so the window can tell the player. Unknown keys (from a newer
version) are ignored. ``save()`` writes atomically (temporary file, then ``os.replace``).

The New Game dialog's last choices per game live here too (``new_game``: game id -> the
dialog's JSON), so a restart remembers them, and the saved games opened or written last
(``recent_games``, for Game ▸ Open Recent).
"""

from __future__ import annotations

import json
import logging
import os
import re
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any, Callable, Mapping

from ..art.decks import BACKS, FRENCH_STYLES, ITALIAN_STYLES
from ..engine.i18n import QT_TRANSLATE_NOOP, tr
from . import backups, paths, safe_json
from .game_setup import DEFAULT_LEVEL, LEVELS
from .saves import write_atomic

log = logging.getLogger(__name__)

FORMAT = "cardtable-settings"
VERSION = 1

ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")
# How long animations take relative to "normal" (the table multiplies its durations by this).
ANIMATION_SCALE = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}
AI_PACES = ("instant", "fast", "normal", "slow")
# The pause before a computer player's move is shown, in milliseconds.
AI_DELAY_MS = {"instant": 0, "fast": 250, "normal": 700, "slow": 1400}
DEFAULT_FELT = "#2e6b3f"
CARD_SIZES = (60, 70, 80, 90, 100, 110, 120)  # percent of the card width that fits the table

_COLOUR = re.compile(r"#[0-9a-fA-F]{6}")
_LANGUAGE = re.compile(r"(|[a-z]{2,3}(_[A-Z]{2})?)")  # "" = the system's language
_BASE64 = re.compile(r"[A-Za-z0-9+/=]*")


@dataclass(frozen=True)
class Settings:
    """Every preference with its default. Change with ``dataclasses.replace``."""

    french_style: str = "classic"
    italian_style: str = "napoletane"
    back: str = "lattice"
    large_indices: bool = False
    felt: str = DEFAULT_FELT
    animation_speed: str = "normal"
    ai_pace: str = "normal"
    language: str = ""
    sound: bool = False
    confirm_risky: bool = True
    confirm_moves: bool = True  # ask before a move a slip of the mouse makes costly (State.caution)
    sort_hand: bool = True
    undo_allowed: bool = True
    coach: bool = False  # show the hint by itself at every turn of the person's
    play_forced: bool = True  # the table plays a person's move when it is the only legal one
    card_tracker: bool = False  # the cards played so far in the deal, beside the game log
    window_geometry: str = ""  # base64 of QWidget.saveGeometry(); "" = the default size
    new_game: dict[str, dict[str, Any]] = field(default_factory=dict)
    last_game: str = ""
    start_level: str = DEFAULT_LEVEL  # the start page's level for the computer players
    # per game, its players and rules as last played: the start page's choice for it next time
    # ({"players": 3, "preset": None}; a demo is not counted)
    start_choices: dict[str, dict[str, Any]] = field(default_factory=dict)
    recent_games: list[str] = field(default_factory=list)  # saved games' paths, newest first
    # the table (issue 55): the cards' size as a share of what fits the window, in percent
    # (CARD_SIZES; Ctrl+plus / Ctrl+minus step through them), a high-contrast table, the
    # toolbar shown, a demo with every hand face up
    card_size: int = 100
    high_contrast: bool = False
    toolbar: bool = True
    demo_face_up: bool = False

    @property
    def animation_scale(self) -> float:
        return ANIMATION_SCALE[self.animation_speed]

    @property
    def ai_delay_ms(self) -> int:
        return AI_DELAY_MS[self.ai_pace]

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, **asdict(self)}

    @classmethod
    def from_json(cls, data: Any, warnings: list[str] | None = None) -> "Settings":
        """Settings from decoded JSON; every bad value is replaced by its default and reported."""
        found: list[str] = []
        if not isinstance(data, dict):
            found.append(tr(QT_TRANSLATE_NOOP("engine", "The preferences are not a JSON object ({kind}); using the "
                               "defaults"), kind=type(data).__name__))
            data = {}
        values: dict[str, Any] = {}
        defaults = cls()
        for f in fields(cls):
            if f.name not in data:
                continue
            value = data[f.name]
            check = _CHECKS.get(f.name) or _type_check(getattr(defaults, f.name))
            problem = check(value)
            if problem:
                found.append(tr(QT_TRANSLATE_NOOP("engine", "Preference '{name}': {value!r} is {problem}; using the "
                                   "default {default!r}"), name=f.name, value=_short(value),
                                problem=problem, default=getattr(defaults, f.name)))
            else:
                values[f.name] = value
        if "new_game" in values:
            values["new_game"] = {k: v for k, v in values["new_game"].items()
                                  if isinstance(k, str) and isinstance(v, dict)}
        for message in found:
            log.warning(message)
        if warnings is not None:
            warnings.extend(found)
        return cls(**values)


class _Cut:
    """A long value in a message: its repr cut to 60 characters (a 60,000-character value in a
    warning would fill the screen)."""

    def __init__(self, text: str):
        self.text = text

    def __repr__(self) -> str:
        return self.text


def _short(value: Any) -> Any:
    text = repr(value)
    return value if len(text) <= 60 else _Cut(text[:57] + "...")


def _type_check(default: Any) -> Callable[[Any], str]:
    kind = type(default)

    def check(value: Any) -> str:
        if kind is bool:
            return "" if isinstance(value, bool) else tr(QT_TRANSLATE_NOOP("engine", "not true or false"))
        if kind is int:
            ok = isinstance(value, int) and not isinstance(value, bool)
            return "" if ok else tr(QT_TRANSLATE_NOOP("engine", "not a number"))
        if not isinstance(value, kind):
            return tr(QT_TRANSLATE_NOOP("engine", "not of type {kind}"), kind=kind.__name__)
        return ""
    return check


def _one_of(choices: tuple[str, ...]) -> Callable[[Any], str]:
    return lambda v: "" if v in choices else tr(QT_TRANSLATE_NOOP("engine", "not one of {choices}"),
                                                choices=", ".join(choices))


def _matches(pattern: re.Pattern[str], what: str) -> Callable[[Any], str]:
    return lambda v: "" if isinstance(v, str) and pattern.fullmatch(v) else tr(what)


_CHECKS: dict[str, Callable[[Any], str]] = {
    "french_style": _one_of(FRENCH_STYLES),
    "italian_style": _one_of(ITALIAN_STYLES),
    "back": _one_of(BACKS),
    "animation_speed": _one_of(ANIMATION_SPEEDS),
    "ai_pace": _one_of(AI_PACES),
    "start_level": _one_of(LEVELS),
    "felt": _matches(_COLOUR, QT_TRANSLATE_NOOP("engine", "not a colour like #2e6b3f")),
    "language": _matches(_LANGUAGE, QT_TRANSLATE_NOOP("engine", "not a language code like 'it' or 'pt_BR'")),
    "window_geometry": _matches(_BASE64, QT_TRANSLATE_NOOP("engine", "not base64 text")),
    "new_game": lambda v: "" if isinstance(v, dict) else tr(QT_TRANSLATE_NOOP("engine", "not an object")),
    "start_choices": lambda v: "" if isinstance(v, dict) and all(
        isinstance(c, dict) for c in v.values()) else tr(QT_TRANSLATE_NOOP("engine", "not an object")),
    "card_size": lambda v: "" if isinstance(v, int) and not isinstance(v, bool)
    and v in CARD_SIZES else tr(QT_TRANSLATE_NOOP("engine", "not one of the card sizes")),
    "recent_games": lambda v: "" if isinstance(v, list) and all(isinstance(p, str) for p in v)
    else tr(QT_TRANSLATE_NOOP("engine", "not a list of file names")),
}


SETTINGS_LIMITS = safe_json.Limits(max_bytes=4 * 1024 * 1024, max_depth=32, max_string=64 * 1024)


def load(path: str | os.PathLike[str] | None = None, warnings: list[str] | None = None) -> Settings:
    """Read the preferences (default file: ``paths.settings_file()``); never raises for bad
    content. A file that cannot be read as bounded JSON (not JSON, a number of thousands of
    digits, nesting thousands deep, too large) is moved aside to a numbered backup
    (``settings.json.corrupt-1``, ``-2`` ...: an earlier one is never overwritten) so it is not
    lost, and the defaults are used; the warning says where it went."""
    p = Path(path) if path is not None else paths.settings_file()
    try:
        data = safe_json.read(p, SETTINGS_LIMITS)
    except FileNotFoundError:
        return Settings()
    except safe_json.JsonReadError as exc:  # unreadable, not damaged: left where it is
        return _fallback(p, tr(QT_TRANSLATE_NOOP("engine", "Cannot read the preferences {path}: {error}"),
                               path=p, error=exc), warnings)
    except safe_json.JsonLimitError as exc:
        kept = backups.set_aside(p, "corrupt")
        if kept:
            text = tr(QT_TRANSLATE_NOOP("engine", "The preferences could not be used ({error}); Card Table starts with the "
                         "defaults. The damaged file is kept as {kept}"), error=exc,
                      kept=kept)
        else:
            text = tr(QT_TRANSLATE_NOOP("engine", "The preferences could not be used ({error}); Card Table starts with the "
                         "defaults"), error=exc)
        return _fallback(p, text, warnings)
    found: list[str] = []
    if isinstance(data, dict) and isinstance(data.get("version"), int) and data["version"] > VERSION:
        message = tr(QT_TRANSLATE_NOOP("engine", "The preferences were written by a newer Card Table (version {version}); "
                        "reading what this version knows"), version=data["version"])
        log.warning(message)
        found.append(message)
    settings = Settings.from_json(data, found)
    if found:  # the next save drops what was not used: a copy keeps the file as it was
        kept = backups.keep_copy(p, "corrupt")
        if kept is not None:
            found.append(tr(QT_TRANSLATE_NOOP(
                "engine", "A copy of the preferences as they were is kept as {kept}"), kept=kept))
    if warnings is not None:
        warnings.extend(found)
    return settings


def _fallback(p: Path, message: str, warnings: list[str] | None) -> Settings:
    log.warning(message)
    if warnings is not None:
        warnings.append(message)
    return Settings()


def save(settings: Settings, path: str | os.PathLike[str] | None = None) -> Path:
    """Write the preferences atomically; returns the file written."""
    p = Path(path) if path is not None else paths.settings_file()
    write_atomic(p, json.dumps(settings.to_json(), indent=1, ensure_ascii=False, sort_keys=True))
    return p


RECENT_MAX = 8  # saved games the Game ▸ Open Recent menu lists


def remember_recent(settings: Settings, path: str | os.PathLike[str]) -> Settings:
    """The settings with ``path`` (a saved game just written or opened) first among the recent
    games, once, the list kept to :data:`RECENT_MAX`."""
    full = str(Path(path).expanduser().resolve())
    rest = [p for p in settings.recent_games if p != full]
    return replace(settings, recent_games=[full, *rest][:RECENT_MAX])


def remember_new_game(settings: Settings, game: str, choices: Mapping[str, Any]) -> Settings:
    """The settings with the New Game dialog's ``choices`` for ``game`` remembered."""
    return replace(settings, new_game={**settings.new_game, game: dict(choices)}, last_game=game)
