"""Typed game options, presets and validation.

A game declares its options as :class:`Option` values; :class:`OptionSet` validates a mapping of
names to values (or text from the command line), fills defaults, applies named presets and gives
errors that list what is allowed. Validated options are a plain ``dict`` (JSON-friendly, stored in
saves as is).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping

from .errors import OptionError
from .i18n import tr


@dataclass(frozen=True)
class Option:
    """One rule option. ``kind`` is ``bool``, ``int`` or ``choice``."""

    name: str
    kind: str
    default: Any
    label: str  # translatable label for the New Game dialog (mark with QT_TRANSLATE_NOOP)
    help: str = ""  # translatable longer description
    choices: tuple[Any, ...] = ()  # for "choice" (strings) or allowed ints
    minimum: int | None = None
    maximum: int | None = None
    players: tuple[int, ...] = ()  # player counts where the option matters; () = all
    choice_labels: Mapping[Any, str] = field(default_factory=dict)
    # Another option this one needs: it matters only while that option is on (true, or not 0),
    # or, with ``needs_values``, holds one of them ("When a pishti may be claimed" needs Bluff
    # Pishti). The New Game dialog greys out an option that does not apply.
    needs: str = ""
    needs_values: tuple[Any, ...] = ()

    def __post_init__(self) -> None:
        if self.kind not in ("bool", "int", "choice"):
            raise ValueError(f"option {self.name}: unknown kind {self.kind!r}")
        self.check(self.default)

    def allowed(self) -> str:
        """Human-readable description of allowed values (for error messages and --list)."""
        if self.kind == "bool":
            return "true or false"
        if self.choices:
            return ", ".join(str(c) for c in self.choices)
        lo = "" if self.minimum is None else str(self.minimum)
        hi = "" if self.maximum is None else str(self.maximum)
        return f"an integer {lo}..{hi}".rstrip(".") if (lo or hi) else "an integer"

    def check(self, value: Any) -> Any:
        """Return ``value`` converted to the option's type, or raise :class:`OptionError`."""
        if isinstance(value, str):
            value = self._from_text(value)
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise OptionError(f"option {self.name!r} must be true or false, not {value!r}")
            return value
        if self.kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise OptionError(f"option {self.name!r} must be {self.allowed()}, not {value!r}")
            if self.choices and value not in self.choices:
                raise OptionError(f"option {self.name!r} must be one of {self.allowed()}, not {value}")
            if (self.minimum is not None and value < self.minimum) or (
                    self.maximum is not None and value > self.maximum):
                raise OptionError(f"option {self.name!r} must be {self.allowed()}, not {value}")
            return value
        if value not in self.choices:
            raise OptionError(f"option {self.name!r} must be one of: {self.allowed()} (not {value!r})")
        return value

    def _from_text(self, text: str) -> Any:
        t = text.strip()
        if self.kind == "bool":
            low = t.lower()
            if low in ("true", "yes", "on", "1"):
                return True
            if low in ("false", "no", "off", "0"):
                return False
            raise OptionError(f"option {self.name!r} must be true or false, not {text!r}")
        if self.kind == "int":
            try:
                return int(t)
            except ValueError:
                raise OptionError(f"option {self.name!r} must be {self.allowed()}, not {text!r}") from None
        return t

    def display_label(self) -> str:
        return tr(self.label)

    def applies(self, values: Mapping[str, Any]) -> bool:
        """Whether the option matters with the other options at ``values`` (see ``needs``);
        an option the values do not name counts as applying."""
        if not self.needs or self.needs not in values:
            return True
        other = values[self.needs]
        return other in self.needs_values if self.needs_values else bool(other)


class OptionSet:
    """The options and presets of one game."""

    def __init__(self, options: Iterable[Option], presets: Mapping[str, Mapping[str, Any]] | None = None,
                 preset_labels: Mapping[str, str] | None = None):
        self.options: dict[str, Option] = {o.name: o for o in options}
        self.presets: dict[str, dict[str, Any]] = {k: dict(v) for k, v in (presets or {}).items()}
        self.preset_labels = dict(preset_labels or {})
        for pname, values in self.presets.items():
            for key, value in values.items():
                if key not in self.options:
                    raise ValueError(f"preset {pname!r} names unknown option {key!r}")
                self.options[key].check(value)

    def defaults(self) -> dict[str, Any]:
        return {name: o.default for name, o in self.options.items()}

    def resolve(self, values: Mapping[str, Any] | None = None, preset: str | None = None) -> dict[str, Any]:
        """Defaults, then the preset, then ``values``; every value checked."""
        out = self.defaults()
        if preset:
            if preset not in self.presets:
                raise OptionError(f"unknown preset {preset!r}; presets are: "
                                  f"{', '.join(self.presets) or '(none)'}")
            out.update(self.presets[preset])
        for key, value in (values or {}).items():
            opt = self.options.get(key)
            if opt is None:
                raise OptionError(f"unknown option {key!r}; options are: {', '.join(self.options) or '(none)'}")
            out[key] = opt.check(value)
        return out

    def parse_assignments(self, texts: Iterable[str]) -> dict[str, Any]:
        """Parse ``key=value`` strings (the arena's ``--option``) into checked values."""
        values: dict[str, Any] = {}
        for text in texts:
            key, sep, raw = text.partition("=")
            if not sep or not key.strip():
                raise OptionError(f"option {text!r} must look like key=value")
            key = key.strip().replace("-", "_")
            opt = self.options.get(key)
            if opt is None:
                raise OptionError(f"unknown option {key!r}; options are: {', '.join(self.options) or '(none)'}")
            values[key] = opt.check(raw)
        return values
