"""The engine's translation hook.

The engine never imports Qt, yet every string a player sees must be translatable. Engine code
marks such strings with :func:`QT_TRANSLATE_NOOP` — ``QT_TRANSLATE_NOOP("engine", "Hand")`` — a
no-op named and shaped like Qt's own marker, so ``pyside6-lupdate`` finds them in the source with
no import and no option, and shows them through :func:`tr`, which calls whatever translator the
application installed (the Qt UI installs one that asks ``QCoreApplication.translate``). Without
an installed translator, text passes through as is.

Every string of the engine, the games, the computer players and the services is in the one
context :data:`ENGINE`: such strings travel as data (an option's label is marked in its game and
shown by the New Game dialog; a log line's text is stored in an event), so the place that shows
one cannot know where it was marked — one context makes the marking and the showing agree.
"""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass
from typing import Callable, Iterable, Iterator, Sequence

ENGINE = "engine"
"""The Qt translation context of every string marked outside the UI. (Not a ``#:`` comment:
lupdate would give it to the next marked string as a note for translators.)"""


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (Qt's name, for lupdate)
    """Mark ``text`` for translation in ``context`` (always :data:`ENGINE` outside the UI)
    without translating it yet; ``pyside6-lupdate`` reads the call from the source."""
    return text


_translator: Callable[[str, str], str] | None = None


def set_translator(translator: Callable[[str, str], str] | None, language: str = "",
                   setup: Callable[[str], None] | None = None, decimal: str = ".") -> None:
    """Install ``translator(context, text) -> text`` for ``language`` (its code, "" for the
    source's English); ``None`` removes it. ``setup``: a module-level function that installs
    the same translator for a language in another process (the computer players' worker,
    which cannot import Qt's translators through this layer: :func:`worker_setup`).
    ``decimal``: the language's decimal point (``QLocale``'s), which a fractional number filled
    into a sentence is written with ("+1,1" in German and Turkish)."""
    global _translator, _language, _setup, _decimal
    _translator = translator
    _language = language if translator is not None else ""
    _setup = setup if translator is not None else None
    _decimal = decimal if translator is not None else "."


_decimal = "."


class _Fraction:
    """A float filled into a sentence: formatted as asked (``{chips:+.1f}``), then written with
    the language's decimal point."""

    __slots__ = ("value",)

    def __init__(self, value: float):
        self.value = value

    def __format__(self, spec: str) -> str:
        text = format(self.value, spec)
        return text.replace(".", _decimal) if _decimal != "." else text

    def __str__(self) -> str:
        return format(self, "")


_language = ""
_setup: Callable[[str], None] | None = None


def worker_setup() -> tuple[Callable[[str], None] | None, str]:
    """What a worker process needs to speak the app's language: the ``setup`` function given
    to :func:`set_translator` (picklable: a module-level function) and the language code."""
    return _setup, _language


def language() -> str:
    """The code of the language the installed translator speaks ("" for none): a worker process
    installs the same one (:mod:`cardtable.app.ai_worker`)."""
    return _language


def tr(text: str, context: str = ENGINE, /, **fields: object) -> str:
    """Translate ``text`` in ``context`` and fill ``{name}`` fields after translating. A
    sentence with a :func:`second_person` form says it instead when its ``seat`` field is the
    person the table calls "You" (:func:`named_seats`)."""
    you = _SECOND_PERSON.get(text)
    if you is not None and _you is not None:
        if any(isinstance(seat, Seats) and seat.seats == (_you,)
               for seat in (fields.get("seat"), fields.get("seats"), fields.get("side"))):
            text = you
    if _addressed is not None and text in _YOU_FORM:
        text = _YOU_FORM[text]
        _addressed.used = True
    out = _translator(context, text) if _translator is not None else text
    if not fields:
        return out
    return out.format(**{k: _Fraction(v) if type(v) is float else v for k, v in fields.items()})


def listed(items: Iterable[object]) -> str:
    """``items`` in a sentence as the language lists them: "Ace of Hearts, Nine of Clubs" in
    English, "ハートのA、クラブの9" in Japanese. The separator is a translated pattern, so every
    list a player sees (a log line's cards, a tally, the winners) follows the language, in the
    computer players' worker process too, and English reads as it always has."""
    #: A list's separator: {list} is the list so far, {item} the next one ("A, B" -> "A、B")
    return _joined(items, tr(QT_TRANSLATE_NOOP("engine", "{list}, {item}")))


def partners(names: Iterable[object]) -> str:
    """Players who play together, named as one side: "You & Computer 3" (Japanese
    "あなた・コンピューター3")."""
    #: Partners named as one side: {list} the names so far, {item} the next ("A & B" -> "A・B")
    return _joined(names, tr(QT_TRANSLATE_NOOP("engine", "{list} & {item}")))


def _joined(items: Iterable[object], pattern: str) -> str:
    parts = [str(item) for item in items]
    if not parts:
        return ""
    out = parts[0]
    for part in parts[1:]:
        out = pattern.format(list=out, item=part)  # (a value's own braces stay as they are)
    return out


_seat_names: tuple[str, ...] | None = None
_you: int | None = None
_SECOND_PERSON: dict[str, str] = {}


def second_person(text: str, you: str) -> str:
    """Register ``you``, the sentence ``text`` said to the person the table calls "You"
    ("{seat:C} is out" -> "You are out": a verb agrees with its subject, so "You" cannot be
    put into the third person's sentence; "Won by {seat}" -> "You won"). It is said when the
    field ``seat``, ``seats`` or ``side`` is that person alone. Returns ``text``; mark both
    with :func:`QT_TRANSLATE_NOOP`."""
    _SECOND_PERSON[text] = you
    return text


_YOU_FORM: dict[str, str] = {}


def you_form(phrase: str, sentence: str) -> str:
    """Register ``sentence``, what the log says to the player who took an action described by
    ``phrase`` ("plays {card}" -> "You play {card}"): the log writes other players' moves as
    name and phrase ("Computer 2 plays Ace of Clubs"), and a verb agrees with its subject.
    Returns ``phrase``; mark both with :func:`QT_TRANSLATE_NOOP`. A phrase without one is
    written after the
    name, as for anyone else."""
    _YOU_FORM[phrase] = sentence
    return phrase


@dataclass
class Addressed:
    """What :func:`addressing_actor` found: ``used`` when a phrase was said in its
    :func:`you_form`."""

    used: bool = False


_addressed: Addressed | None = None


@contextmanager
def addressing_actor() -> Iterator[Addressed]:
    """Within the block, a phrase with a :func:`you_form` is said as that sentence (describe an
    action for the player who took it); the object yielded tells whether one was."""
    global _addressed
    before, _addressed = _addressed, Addressed()
    try:
        yield _addressed
    finally:
        _addressed = before


@dataclass(frozen=True)
class Seats:
    """Players named in a sentence: one seat, or partners (``kind="side"`` for "side 2+4").

    Formatted as "seat 2" / "seat 1+3" (0-based seats shown from 1), or with the table's names
    ("You & Computer 3") while :func:`named_seats` is in effect. The format spec ``C`` starts
    it with a capital: ``tr(QT_TRANSLATE_NOOP("engine", "{seat:C} is out"), seat=Seats((1,)))`` -> "Seat 2 is out".
    """

    seats: tuple[int, ...]
    kind: str = "seat"

    def __format__(self, spec: str) -> str:
        names = _seat_names
        if names is not None and self.seats and all(0 <= s < len(names) for s in self.seats):
            text = partners(names[s] for s in self.seats)
        else:
            numbers = "+".join(str(s + 1) for s in self.seats)
            text = tr(QT_TRANSLATE_NOOP("engine", "side {n}") if self.kind == "side"
                      else QT_TRANSLATE_NOOP("engine", "seat {n}"), n=numbers)
        return text[:1].upper() + text[1:] if "C" in spec else text

    def __str__(self) -> str:
        return format(self, "")


def event_text(text: str, data: Sequence[tuple[str, object]] = ()) -> str:
    """The sentence of an event's ``text`` (a note, a score's reason), filled from its ``data``:
    a field named ``seat`` holds a seat number counted from 1 (events stay plain JSON) and reads
    as :class:`Seats` ("{seat:C} is out" -> "Seat 2 is out", or the player's name); one named
    ``suit`` holds a suit's untranslated name (``cards.suit_key``) and reads translated."""
    fields: dict[str, object] = {}
    for k, v in data:
        if k == "seat" and isinstance(v, int):
            v = Seats((v - 1,))
        elif k == "suit" and isinstance(v, str):
            v = tr(v)
        fields[k] = v
    try:
        return tr(text, **fields)
    except (KeyError, IndexError, ValueError):
        return tr(text)


@contextmanager
def named_seats(names: Sequence[str], you: int | None = None) -> Iterator[None]:
    """Within the block, :class:`Seats` read as the players' names (``names[seat]``); ``you``:
    the seat named "You", whose sentences take their :func:`second_person` form."""
    global _seat_names, _you
    before = _seat_names, _you
    _seat_names, _you = tuple(names), you
    try:
        yield
    finally:
        _seat_names, _you = before
