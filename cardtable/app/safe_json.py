"""Reading JSON the app did not write itself, with limits: every file is untrusted.

Python's ``json`` reads anything it is given: a number of 5,000 digits raises ``ValueError``
(the int-from-text limit), an array nested thousands deep raises ``RecursionError``, a 2 GB
file fills the memory, and a lone surrogate in a string is read fine but cannot be written back
as UTF-8 later. :func:`loads` and :func:`read` turn each of these into :class:`JsonLimitError`
(a :class:`~cardtable.engine.errors.CardTableError`, so a caller that catches the app's errors
catches it) whose message names the file and the problem. Callers then check the decoded value
against their own schema.
"""

from __future__ import annotations

import json
import math
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine.errors import CardTableError


class JsonLimitError(CardTableError):
    """A JSON text that is not valid or is past a limit; the message names the file."""


class JsonReadError(JsonLimitError):
    """The file could not be read at all (permissions, a folder in its place, an I/O error):
    its content is unknown, so a caller keeps it where it is."""


@dataclass(frozen=True)
class Limits:
    """How much a JSON text may hold. The defaults fit a save of the longest game many times."""

    max_bytes: int = 32 * 1024 * 1024
    max_depth: int = 64
    max_digits: int = 40  # an integer's or a fraction's digits (seeds are 64-bit: 20)
    max_string: int = 1024 * 1024  # characters of one string (or key)
    max_items: int = 2_000_000  # values in the whole document


DEFAULT = Limits()


def _int(text: str, limits: Limits) -> int:
    digits = len(text) - (text[0] == "-")
    if digits > limits.max_digits:
        raise _Reject(f"a number of {digits} digits (at most {limits.max_digits})")
    return int(text)


def _float(text: str, limits: Limits) -> float:
    if len(text) > limits.max_digits + 8:
        raise _Reject(f"a number written with {len(text)} characters")
    value = float(text)
    if not math.isfinite(value):
        raise _Reject(f"a number too large ({text[:20]})")
    return value


def _constant(name: str) -> float:
    raise _Reject(f"{name}, which is not a JSON number")


class _Reject(Exception):
    """Raised from inside the decoder's hooks; turned into :class:`JsonLimitError`."""


def _label(source: str | os.PathLike[str] | None) -> str:
    if source is None:
        return "the text"
    return Path(source).name or str(source)


def loads(text: str | bytes, source: str | os.PathLike[str] | None = None,
          limits: Limits = DEFAULT) -> Any:
    """Decode ``text`` within ``limits``; :class:`JsonLimitError` naming ``source`` (a file name)
    for anything wrong. Never raises another exception for any input."""
    label = _label(source)
    if len(text) > limits.max_bytes:
        raise JsonLimitError(f"{label} is too large ({len(text)} bytes; at most {limits.max_bytes})")
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise JsonLimitError(f"{label} is not UTF-8 text (damaged?)") from None
    try:
        data = json.loads(text, parse_int=lambda s: _int(s, limits),
                          parse_float=lambda s: _float(s, limits), parse_constant=_constant)
    except json.JSONDecodeError as exc:
        raise JsonLimitError(f"{label} is not valid JSON (truncated or corrupt?): {exc.msg} at "
                             f"line {exc.lineno} column {exc.colno}") from None
    except _Reject as exc:
        raise JsonLimitError(f"{label} holds {exc}") from None
    except RecursionError:
        raise JsonLimitError(f"{label} is nested too deeply (at most {limits.max_depth} levels)") from None
    except (ValueError, TypeError, OverflowError, MemoryError) as exc:
        raise JsonLimitError(f"{label} cannot be read as JSON: {type(exc).__name__}") from None
    check(data, label, limits)
    return data


def check(data: Any, label: str = "the data", limits: Limits = DEFAULT) -> None:
    """Walk decoded JSON without recursion: nesting depth, string lengths, text that UTF-8
    cannot hold (lone surrogates), the number of values."""
    stack: list[tuple[Any, int]] = [(data, 1)]
    items = 0
    while stack:
        value, depth = stack.pop()
        items += 1
        if items > limits.max_items:
            raise JsonLimitError(f"{label} holds more than {limits.max_items} values")
        if isinstance(value, str):
            _check_string(value, label, limits)
        elif isinstance(value, (list, dict)):
            if depth > limits.max_depth:
                raise JsonLimitError(f"{label} is nested too deeply (at most {limits.max_depth} "
                                     "levels)")
            if isinstance(value, dict):
                for key, item in value.items():
                    _check_string(key, label, limits)
                    stack.append((item, depth + 1))
            else:
                stack.extend((item, depth + 1) for item in value)


def _check_string(value: str, label: str, limits: Limits) -> None:
    if len(value) > limits.max_string:
        raise JsonLimitError(f"{label} holds a text of {len(value)} characters (at most "
                             f"{limits.max_string})")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise JsonLimitError(f"{label} holds text that is not valid Unicode") from None


def read(path: str | os.PathLike[str], limits: Limits = DEFAULT) -> Any:
    """Read and decode a JSON file within ``limits``. A missing file raises
    ``FileNotFoundError`` (the caller decides what none means); any other problem
    :class:`JsonLimitError` naming the file."""
    p = Path(path)
    try:
        size = p.stat().st_size
        if size > limits.max_bytes:
            raise JsonLimitError(f"{p.name} is too large ({size} bytes; at most {limits.max_bytes})")
        with p.open("rb") as fh:
            raw = fh.read(limits.max_bytes + 1)
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise JsonReadError(f"cannot read {p}: {exc.strerror or exc}") from None
    return loads(raw, p, limits)
