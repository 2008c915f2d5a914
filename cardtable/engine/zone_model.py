"""What one seat knows of the zones, rebuilt only from the events that seat received.

This is the table's model of the cards and the conformance suite's check that events and
observations agree: after every action, a :class:`ZoneModel` fed with a seat's masked events must
equal that seat's :class:`~cardtable.engine.state.Observation` (``zones`` and ``face_up``).

The rules, which every game's events follow:

* At the start every card of the pack lies in ``stock``, face down and unknown (:data:`HIDDEN`).
* ``move`` (and ``trick_won``, ``burn``): each card leaves ``src`` — the entry with its id if the
  model has it, else the topmost unknown entry, else the top entry — and lands on ``dst``
  (on top, or under the others with ``at="bottom"``) lying ``face_up`` or not. A card the event
  shows is known where it lands; a masked card is unknown there (the seat cannot tell which one
  moved).
* ``flip``: each card in ``src`` turns to ``face_up``; a shown card the model did not know replaces
  an unknown entry taken from the ``at`` end (``"top"`` by default, or ``"bottom"``).
* ``reveal``: like a flip that turns nothing: shown cards become known where they lie.
* ``shuffle``: every card of ``src`` becomes unknown and face down.

Hands are held, not lying on the table: their cards are face down (``face_up`` False) and the
owner knows them by id. The table decides how to draw a zone from the game's layout.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from .events import BOTTOM, BURN, FLIP, HIDDEN, MOVE, REVEAL, SHUFFLE, TRICK_WON, Event

if TYPE_CHECKING:  # pragma: no cover
    from .state import Observation

Entry = tuple[int, bool]  # (card id or HIDDEN, face up)
_MOVES = (MOVE, TRICK_WON, BURN)


class ZoneModel:
    """Zones as one seat has seen them: ``zones[name]`` lists (card, face_up) bottom to top."""

    __slots__ = ("zones",)

    def __init__(self, pack_size: int):
        self.zones: dict[str, list[Entry]] = {"stock": [(HIDDEN, False)] * pack_size}

    @classmethod
    def from_observation(cls, obs: "Observation") -> "ZoneModel":
        """The model a table starts from when it joins a game under way (a loaded save)."""
        model = cls(0)
        model.zones = {z: list(zip(cards, obs.faces(z))) for z, cards in obs.zones.items()}
        return model

    def feed(self, events: Iterable[Event]) -> None:
        for event in events:
            self.apply(event)

    def apply(self, event: Event) -> None:
        kind = event.kind
        if kind in _MOVES and event.cards:
            src = self.zones.setdefault(event.src, [])
            dst = self.zones.setdefault(event.dst, [])
            landed = [(self._take(src, c), event.face_up) for c in event.cards]
            if event.at == BOTTOM:
                dst[0:0] = landed
            else:
                dst.extend(landed)
        elif kind in (FLIP, REVEAL) and event.cards:
            zone = self.zones.setdefault(event.src, [])
            for c in event.cards:
                i = self._find(zone, c, event.at)
                if i is None:
                    continue
                old, face = zone[i]
                zone[i] = (c if c != HIDDEN else old, event.face_up if kind == FLIP else face)
        elif kind == SHUFFLE:
            zone = self.zones.get(event.src or "stock", [])
            zone[:] = [(HIDDEN, False)] * len(zone)

    @staticmethod
    def _take(src: list[Entry], card: int) -> int:
        """Remove ``card`` from ``src`` and return what the seat knows of it."""
        if card != HIDDEN:
            for i in range(len(src) - 1, -1, -1):
                if src[i][0] == card:
                    del src[i]
                    return card
        for i in range(len(src) - 1, -1, -1):
            if src[i][0] == HIDDEN:
                del src[i]
                return card
        if src:
            src.pop()
        return card

    @staticmethod
    def _find(zone: list[Entry], card: int, at: str) -> int | None:
        if card != HIDDEN:
            for i, (c, _) in enumerate(zone):
                if c == card:
                    return i
        order = range(len(zone)) if at == BOTTOM else range(len(zone) - 1, -1, -1)
        for i in order:
            if zone[i][0] == HIDDEN:
                return i
        if zone:
            return 0 if at == BOTTOM else len(zone) - 1
        return None

    def cards(self, zone: str) -> tuple[int, ...]:
        return tuple(c for c, _ in self.zones.get(zone, ()))

    def faces(self, zone: str) -> tuple[bool, ...]:
        return tuple(f for _, f in self.zones.get(zone, ()))

    def differences(self, obs: "Observation", unordered: "Iterable[str]" = ()) -> dict[str, tuple]:
        """Zones where this model and ``obs`` disagree: {zone: (model, observation)}.

        Zones whose names start with a prefix in ``unordered`` (hands: their order is private)
        are compared as multisets of (card, face up)."""
        prefixes = tuple(unordered)
        out: dict[str, tuple] = {}
        for zone in set(self.zones) | set(obs.zones):
            mine = list(self.zones.get(zone, ()))
            theirs = list(zip(obs.zones.get(zone, ()), obs.faces(zone)))
            if zone.startswith(prefixes) if prefixes else False:
                mine, theirs = sorted(mine), sorted(theirs)
            if mine != theirs:
                out[zone] = (mine, theirs)
        return out
