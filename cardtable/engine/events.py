"""What ``apply`` reports: events the table animates, masked per observer.

Zones are strings: ``stock``, ``trump``, ``pile``, ``trick``, ``burned``, ``widow``, and per seat
``hand:N``, ``won:N``, ``meld:N``, ``table_up:N``, ``table_down:N``. Every card is always in exactly
one zone; a ``move`` event says which cards went from where to where, face up or down.

Two kinds of hiding:

* ``visible_to`` — who may see the faces of the cards in the event. Everyone else still sees the
  event, with every card id replaced by :data:`HIDDEN` (so a deal to another seat animates as
  face-down cards).
* ``audience`` — who observes the event at all (partner signals are seen by partners only).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

HIDDEN = -1

# Event kinds. ``value`` means one thing per kind, in every game:
MOVE = "move"          # cards moved from src to dst; face_up: how they lie in dst; at: "bottom"
                       # puts them under the cards already there (default: on top)
FLIP = "flip"          # cards turned in place in zone src to face_up; at: which end of the zone
                       # ("top", the default, or "bottom") a masked card is taken from
REVEAL = "reveal"      # cards in zone src shown (to visible_to) without moving or turning them
BURN = "burn"          # a pile removed from the game (cards moved to dst, usually "burned")
TRICK_WON = "trick_won"  # seat won the trick (cards moved to dst); value = the trick's card points
SHUFFLE = "shuffle"    # the cards of zone src were gathered and shuffled (order forgotten)
SCORE = "score"        # seat's score (or chips) changed by value for text (a reason key); data
                       # ("shared", 1): a side's score, emitted for each partner in turn
DEAL = "deal"          # a new deal starts; value = deal number (from 1), seat = dealer
DEAL_END = "deal_end"  # a deal finished; value = deal number
GAME_END = "game_end"  # the game finished
SIGNAL = "signal"      # a partner signal (text names it)
MESSAGE = "message"    # a note for the log: text is a translatable key, data fills it
# Whose turn it is is not an event: it is every observation's ``current_player``.

TOP = "top"
BOTTOM = "bottom"


def hand(seat: int) -> str:
    return f"hand:{seat}"


def won(seat: int) -> str:
    return f"won:{seat}"


def zone_owner(zone: str) -> int | None:
    """Seat that owns a per-seat zone (``hand:2`` → 2), or None for shared zones."""
    _, sep, tail = zone.partition(":")
    return int(tail) if sep and tail.isdigit() else None


@dataclass(frozen=True, slots=True)
class Event:
    kind: str
    cards: tuple[int, ...] = ()
    src: str = ""
    dst: str = ""
    face_up: bool = True
    seat: int = -1
    value: int = 0
    text: str = ""
    data: tuple[tuple[str, Any], ...] = ()
    visible_to: frozenset[int] | None = None  # None: faces public
    audience: frozenset[int] | None = None  # None: everyone observes the event
    at: str = ""  # MOVE: where in dst ("bottom" or top); FLIP/REVEAL: which end of src

    def for_seat(self, seat: int | None) -> "Event | None":
        """The event as ``seat`` observes it (``None`` = a spectator), or None if unseen."""
        if self.audience is not None and (seat is None or seat not in self.audience):
            return None
        if self.cards and self.visible_to is not None and (seat is None or seat not in self.visible_to):
            return replace(self, cards=(HIDDEN,) * len(self.cards))
        return self

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        for key in ("cards", "src", "dst", "value", "text", "at"):
            v = getattr(self, key)
            if v or v == 0 and key == "value" and self.kind == SCORE:
                out[key] = list(v) if isinstance(v, tuple) else v
        if self.seat >= 0:
            out["seat"] = self.seat
        if not self.face_up:
            out["face_up"] = False
        if self.data:
            out["data"] = dict(self.data)
        return out


def mask_events(events: list[Event], seat: int | None) -> list[Event]:
    out = []
    for ev in events:
        seen = ev.for_seat(seat)
        if seen is not None:
            out.append(seen)
    return out
