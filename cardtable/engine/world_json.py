"""A sampled world as typed JSON: what the host sends cardtable's own bot (docs/bot-protocol.md).

:func:`world_to_json` writes a state's own plain-data attributes; :func:`world_from_json` starts a
fresh state of the same game, player count and options — which rebuilds the shared tables
(``game``, the rules context ``ctx``, ``options``) exactly as the host built them, and its empty
caches (attributes whose names start with ``_``) — and puts the other attributes back. Nothing else is ever constructed: the state is the class the game itself
creates, and the only other classes are the plain-data records its class lists in
``world_records`` (``__slots__`` classes, filled without running any of their code). There is
no eval, no pickle and no import by name, so a hostile message can at worst give a wrong world,
which :class:`WorldError` reports wherever it can tell.

The form (``FORMAT``)::

    {"format": "cardtable-world", "version": 1, "game": "briscola", "players": 2,
     "class": "BriscolaState", "chance": {"seed": 7, "decks": []},
     "objects": [["list", [3, 17]], ["tuple", [[0], 5]], ...],
     "attrs": {"dealer": 1, "stock": [0], ...}}

A value is ``null``, ``true``/``false``, a number, a string, or ``[i]``: a reference to
``objects[i]``. Each object is ``[tag, items]``: ``list``, ``tuple``, ``set`` and ``frozenset``
hold a list of values; ``dict`` a list of ``[key, value]`` pairs (so keys keep their types:
ints, tuples, ...); ``record`` is ``["record", "ClassName", {"slot": value}]``. An object only
refers to objects before it, so a world has no cycles and is read in one pass without recursion;
an object referred to twice is one object (aliases stay aliases, as in the state).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, Mapping

from .errors import CardTableError
from .state import Chance, State

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

FORMAT = "cardtable-world"
VERSION = 1

# Attributes that a fresh state with the same options supplies (never sent). A game whose state
# holds other shared, option-derived tables lists them in its class's ``world_tables``.
TABLES = ("game", "ctx", "options", "num_players", "chance", "_events")

MAX_INT = 2 ** 64  # larger numbers are no card game's data: refused
MAX_OBJECTS = 200_000
MAX_ITEMS = 2_000_000  # values in all objects together
MAX_STRING = 1_000
MAX_PACK = 255  # deck orders are permutations of fewer cards than this

_SEQUENCES = {"list": list, "tuple": tuple, "set": set, "frozenset": frozenset}
_TAG_OF: dict[type, str] = {list: "list", tuple: "tuple", set: "set", frozenset: "frozenset", dict: "dict"}
_SCALARS = (type(None), bool, int, float, str)


class WorldError(CardTableError):
    """A world that cannot be written or read (not the form above, or not this game's state)."""


# --- attributes -------------------------------------------------------------------------------
def _slot_names(cls: type) -> list[str]:
    names: list[str] = []
    for klass in cls.__mro__:
        slots = klass.__dict__.get("__slots__", ())
        if isinstance(slots, str):
            slots = (slots,)
        for name in slots:
            if name in ("__dict__", "__weakref__"):
                continue
            if name.startswith("__") and not name.endswith("__"):
                name = f"_{klass.__name__.lstrip('_')}{name}"
            names.append(name)
    return names


def _attributes(state: object) -> dict[str, Any]:
    """The instance attributes of ``state`` (set slots and ``__dict__``), sorted by name."""
    out: dict[str, Any] = {}
    for name in _slot_names(type(state)):
        try:
            out[name] = getattr(state, name)
        except AttributeError:
            pass
    out.update(getattr(state, "__dict__", {}))
    return dict(sorted(out.items()))


def _tables(cls: type, names: "set[str] | dict[str, Any]") -> frozenset[str]:
    """The attributes among ``names`` that a fresh state supplies: :data:`TABLES`, the class's
    ``world_tables``, and its caches (names starting with ``_``: what the state computes again
    when asked, such as Shithead's ``_seen`` or Pinochle's ``_inference``)."""
    return (frozenset(TABLES) | frozenset(getattr(cls, "world_tables", ()))
            | frozenset(n for n in names if n.startswith("_")))


def _records(cls: type) -> dict[str, type]:
    return {rec.__name__: rec for rec in getattr(cls, "world_records", ())}


# --- writing ----------------------------------------------------------------------------------
class _Writer:
    def __init__(self, records: dict[str, type]):
        self.records = {cls: name for name, cls in records.items()}
        self.objects: list[Any] = []
        self.index: dict[int, int] = {}
        self.keep: list[Any] = []  # keeps written objects alive so their ids stay unique

    def value(self, obj: Any, where: str) -> Any:
        """The JSON value of ``obj``; containers are written to ``objects`` children first (an
        explicit stack: a long chain of tuples needs no deep recursion)."""
        if isinstance(obj, _SCALARS):
            return self._scalar(obj, where)
        stack: list[tuple[Any, bool]] = [(obj, False)]
        active: set[int] = set()
        while stack:
            item, ready = stack.pop()
            key = id(item)
            if key in self.index:
                continue
            if ready:
                active.discard(key)
                self._emit(item, where)
                continue
            if key in active:
                raise WorldError(f"{where}: a container holds itself; a world cannot be cyclic")
            active.add(key)
            stack.append((item, True))
            for child in reversed(self._children(item, where)):
                if not isinstance(child, _SCALARS) and id(child) not in self.index:
                    if id(child) in active:
                        raise WorldError(f"{where}: a container holds itself; a world cannot be cyclic")
                    stack.append((child, False))
        return [self.index[id(obj)]]

    def _children(self, obj: Any, where: str) -> list[Any]:
        kind = type(obj)
        if kind in (list, tuple):
            return list(obj)
        if kind in (set, frozenset):
            return sorted(obj, key=_order)
        if kind is dict:
            return [x for pair in obj.items() for x in pair]
        if kind in self.records:
            return [getattr(obj, name) for name in _slot_names(kind)]
        raise WorldError(f"{where}: a {kind.__module__}.{kind.__qualname__} is not plain data "
                         "(a world holds None, bools, numbers, text, lists, tuples, sets, dicts "
                         "and the records its state class lists in world_records)")

    def _emit(self, obj: Any, where: str) -> None:
        kind = type(obj)
        ref = self._ref
        if kind is dict:
            entry: list[Any] = ["dict", [[ref(k, where), ref(v, where)] for k, v in obj.items()]]
        elif kind in self.records:
            entry = ["record", self.records[kind],
                     {name: ref(getattr(obj, name), where) for name in _slot_names(kind)}]
        else:
            items = sorted(obj, key=_order) if kind in (set, frozenset) else obj
            entry = [_TAG_OF[kind], [ref(x, where) for x in items]]
        self.index[id(obj)] = len(self.objects)
        self.objects.append(entry)
        self.keep.append(obj)

    def _ref(self, obj: Any, where: str) -> Any:
        if isinstance(obj, _SCALARS):
            return self._scalar(obj, where)
        return [self.index[id(obj)]]

    @staticmethod
    def _scalar(obj: Any, where: str) -> Any:
        if type(obj) is int and not -MAX_INT <= obj <= MAX_INT:
            raise WorldError(f"{where}: the number {obj} is too large for a world")
        if type(obj) is float and not math.isfinite(obj):
            raise WorldError(f"{where}: {obj} is not a finite number")
        if type(obj) not in _SCALARS:  # subclasses of int or str (enums...) would lose their type
            raise WorldError(f"{where}: a {type(obj).__qualname__} is not plain data")
        return obj


def _order(x: Any) -> tuple[str, Any]:
    """A stable order for set members of mixed types (sets are written sorted)."""
    return (type(x).__name__, x if type(x) in (int, str, bool) else repr(x))


def world_to_json(state: State) -> dict[str, Any]:
    """The typed JSON form of ``state`` (a world sampled by ``determinize``, history dropped).

    Raises :class:`WorldError` if the state holds anything but plain data outside its shared
    tables."""
    cls = type(state)
    have = _attributes(state)
    tables = _tables(cls, have)
    writer = _Writer(_records(cls))
    attrs: dict[str, Any] = {}
    for name, value in have.items():
        if name not in tables:
            attrs[name] = writer.value(value, name)
    chance = state.chance
    return {"format": FORMAT, "version": VERSION, "game": state.game.id,
            "players": state.num_players, "class": cls.__name__,
            "chance": {"seed": chance.seed, "decks": [list(d) for d in chance.decks[:chance.given]]},
            "objects": writer.objects, "attrs": attrs}


# --- reading ----------------------------------------------------------------------------------
def _require(ok: bool, message: str) -> None:
    if not ok:
        raise WorldError(message)


class _Reader:
    def __init__(self, objects: Any, records: dict[str, type]):
        _require(isinstance(objects, list), "\"objects\" must be a list")
        _require(len(objects) <= MAX_OBJECTS, f"more than {MAX_OBJECTS} objects")
        self.records = records
        self.built: list[Any] = []
        items = 0
        for i, entry in enumerate(objects):
            where = f"objects[{i}]"
            _require(isinstance(entry, list) and len(entry) >= 2 and isinstance(entry[0], str),
                     f"{where} must be [tag, items]")
            tag = entry[0]
            try:
                if tag in _SEQUENCES:
                    _require(len(entry) == 2 and isinstance(entry[1], list),
                             f"{where}: a {tag} is [\"{tag}\", [values]]")
                    items += len(entry[1])
                    _require(items <= MAX_ITEMS, f"more than {MAX_ITEMS} values")
                    values = [self.value(x, where) for x in entry[1]]
                    self.built.append(_SEQUENCES[tag](values))
                elif tag == "dict":
                    _require(len(entry) == 2 and isinstance(entry[1], list) and all(
                        isinstance(p, list) and len(p) == 2 for p in entry[1]),
                        f"{where}: a dict is [\"dict\", [[key, value], ...]]")
                    items += 2 * len(entry[1])
                    _require(items <= MAX_ITEMS, f"more than {MAX_ITEMS} values")
                    self.built.append({self.value(k, where): self.value(v, where) for k, v in entry[1]})
                elif tag == "record":
                    self.built.append(self._record(entry, where))
                else:
                    raise WorldError(f"{where}: unknown tag {tag!r}")
            except TypeError as exc:  # an unhashable set member or dict key
                raise WorldError(f"{where}: {exc}") from None

    def _record(self, entry: list[Any], where: str) -> Any:
        _require(len(entry) == 3 and isinstance(entry[1], str) and isinstance(entry[2], dict),
                 f"{where}: a record is [\"record\", \"ClassName\", {{slot: value}}]")
        cls = self.records.get(entry[1])
        if cls is None:
            allowed = ", ".join(self.records) or "none"
            raise WorldError(f"{where}: {entry[1]!r} is not a record this game's worlds hold "
                             f"(they hold: {allowed})")
        slots = _slot_names(cls)
        _require(sorted(entry[2]) == sorted(slots),
                 f"{where}: a {entry[1]} has the fields {', '.join(slots)}, "
                 f"not {', '.join(map(str, entry[2]))}")
        obj: Any = object.__new__(cls)
        for name in slots:
            object.__setattr__(obj, name, self.value(entry[2][name], where))
        return obj

    def value(self, v: Any, where: str) -> Any:
        kind = type(v)
        if kind is list:
            _require(len(v) == 1 and type(v[0]) is int and 0 <= v[0] < len(self.built),
                     f"{where}: {str(v)[:40]} is not a reference [i] to an earlier object")
            return self.built[v[0]]
        if kind is int:
            _require(-MAX_INT <= v <= MAX_INT, f"{where}: the number {str(v)[:30]} is too large")
        elif kind is float:
            _require(math.isfinite(v), f"{where}: {v} is not a finite number")
        elif kind is str:
            _require(len(v) <= MAX_STRING, f"{where}: a text longer than {MAX_STRING} characters")
        elif kind not in (bool, type(None)):
            raise WorldError(f"{where}: a JSON {kind.__name__} is not a value (use [i] for objects)")
        return v


def _chance(data: Any) -> Chance:
    _require(isinstance(data, dict) and set(data) == {"seed", "decks"},
             "\"chance\" must be {\"seed\": int, \"decks\": [deck orders]}")
    seed, decks = data["seed"], data["decks"]
    _require(type(seed) is int and 0 <= seed <= MAX_INT, "the chance seed must be a whole number "
             f"from 0 to {MAX_INT}")
    _require(isinstance(decks, list) and len(decks) <= 1000, "\"decks\" must be a list of deck orders")
    for i, deck in enumerate(decks):
        _require(isinstance(deck, list) and len(deck) <= MAX_PACK
                 and all(type(c) is int for c in deck) and sorted(deck) == list(range(len(deck))),
                 f"deck order {i} is not a permutation of a pack's cards")
    return Chance(seed, decks)


def _type_name(v: Any) -> str:
    return "null" if v is None else type(v).__name__


def world_from_json(game: "Game", players: int, options: Mapping[str, Any], data: Any) -> State:
    """The state :func:`world_to_json` wrote, for ``game`` with ``players`` and ``options`` (the
    resolved options the host sent). Raises :class:`WorldError` (or the game's OptionError for
    bad options) for anything else: another game or class, unknown or missing attributes, an
    attribute of another type than a fresh state's, numbers beyond 2**64, malformed objects."""
    _require(isinstance(data, dict), f"a world must be a JSON object, not {_type_name(data)}")
    _require(data.get("format") == FORMAT and data.get("version") == VERSION,
             f"not a {FORMAT} version {VERSION} object (format {str(data.get('format'))[:40]!r}, "
             f"version {str(data.get('version'))[:20]})")
    extra = set(data) - {"format", "version", "game", "players", "class", "chance", "objects", "attrs"}
    _require(not extra, f"unknown fields {', '.join(sorted(map(str, extra)))[:200]}")
    _require(data.get("game") == game.id and data.get("players") == players,
             f"a world of {str(data.get('game'))[:40]!r} with {str(data.get('players'))[:10]} players, "
             f"not {game.id!r} with {players}")
    fresh = game.start(players, game.resolve_options(players, dict(options)))
    cls = type(fresh)
    _require(data.get("class") == cls.__name__,
             f"{game.id} states are {cls.__name__}, not {str(data.get('class'))[:60]!r}")
    attrs = data.get("attrs")
    _require(isinstance(attrs, dict), "\"attrs\" must be an object")
    reader = _Reader(data.get("objects"), _records(cls))
    have = _attributes(fresh)
    tables = _tables(cls, set(have) | set(_slot_names(cls)))
    allowed = (set(have) | set(_slot_names(cls))) - tables
    unknown = sorted(set(attrs) - allowed)
    _require(not unknown, f"{cls.__name__} has no attribute {', '.join(map(repr, unknown))[:200]}")
    missing = sorted(set(have) - tables - set(attrs))
    _require(not missing, f"the world lacks {', '.join(missing)}")
    for name in sorted(attrs):
        value = reader.value(attrs[name], name)
        if name in have:
            old = have[name]
            _require(old is None or value is None or type(value) is type(old),
                     f"{name} must be of type {_type_name(old)}, not {_type_name(value)}")
        setattr(fresh, name, value)
    fresh.chance = _chance(data.get("chance"))
    fresh._events = None
    return fresh
