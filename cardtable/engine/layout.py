"""The table layout schema: one typed vocabulary every game fills and only the table reads.

A game describes each zone (or family of per-seat zones, ``hand:*``) with a :class:`ZoneLayout`:
where it sits, how its cards lie, and which zone it lies on. The table needs no code of its own
for a new game. The face of each card comes from the observation (``face_up``); the layout only
says whether a seat's own zone is shown to it face up (a hand held in front of its owner).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fnmatch import fnmatchcase

# Where a zone sits
AT_HAND = "hand"            # at the seat's edge of the table (the viewer's at the bottom)
AT_FRONT = "front"          # in front of the seat, between its hand and the centre
AT_SIDE = "side"            # beside the seat's hand (captured piles, won tricks)
AT_CENTER = "center"        # the middle of the table
AT_STOCK = "stock"          # left of the middle, where the stock lies
AT_DISCARD = "discard"      # right of the middle (burned cards, a widow set aside)
PLACES = (AT_HAND, AT_FRONT, AT_SIDE, AT_CENTER, AT_STOCK, AT_DISCARD)

# How its cards lie
FAN = "fan"          # a hand fanned in an arc
ROW = "row"          # side by side, not overlapping (table cards, melds)
SPREAD = "spread"    # overlapping so each card's index shows (a trick, a pile to review)
STACK = "stack"      # squared up: only the top card shows (stock, captured piles)
TRICK = "trick"      # one card in front of each seat that played it, toward the centre
ARRANGEMENTS = (FAN, ROW, SPREAD, STACK, TRICK)

# The way seat numbers run round a real table: seat ``s + 1`` sits at seat ``s``'s left
# (clockwise, seen from above) or at its right (anticlockwise, the Italian and Turkish games)
CLOCKWISE = "clockwise"
ANTICLOCKWISE = "anticlockwise"


@dataclass(frozen=True, slots=True)
class ZoneLayout:
    """How one zone (``pattern``: a name or ``hand:*``) is drawn.

    ``owner_sees``: the owning seat sees its cards' faces (a hand). ``badge``: show the card count.
    ``on``: the zone it lies on, for ``offset`` (in card widths and heights; the trump card under
    the stock, Shithead's face-up row on its face-down row). ``rotate``: degrees (crosswise).
    ``label``: a translatable caption (mark with ``QT_TRANSLATE_NOOP``). ``ordered``: False when the order of
    the cards is private (hands), which the table may sort for its owner. ``hidden_when_empty``:
    draw no outline for an empty zone. ``max_shown``: a stack draws at most this many cards.
    ``keep_places``: a row whose cards stay where they lie when one leaves it (Shithead's table
    cards: each face-up card on its face-down one), rather than closing up. ``in_hand``: a
    seat's cards laid out on the table that it still holds and plays from (Pinochle's melds):
    its name plate counts them with its hand.
    """

    pattern: str
    place: str
    arrangement: str
    owner_sees: bool = False
    badge: bool = False
    on: str = ""
    offset: tuple[float, float] = (0.0, 0.0)
    rotate: int = 0
    label: str = ""
    ordered: bool = True
    hidden_when_empty: bool = True
    z: int = 0
    keep_places: bool = False
    in_hand: bool = False

    def __post_init__(self) -> None:
        if self.place not in PLACES:
            raise ValueError(f"zone {self.pattern!r}: place must be one of {PLACES}")
        if self.arrangement not in ARRANGEMENTS:
            raise ValueError(f"zone {self.pattern!r}: arrangement must be one of {ARRANGEMENTS}")

    def matches(self, zone: str) -> bool:
        return fnmatchcase(zone, self.pattern)


DEFAULT_HAND = ZoneLayout("hand:*", AT_HAND, FAN, owner_sees=True, badge=True, ordered=False)
DEFAULT_OTHER = ZoneLayout("*", AT_CENTER, SPREAD)


@dataclass(frozen=True)
class TableLayout:
    """Every zone of a game at one player count and set of options, and the way its seat
    numbers run round the table (the table draws the seats that way, so play moves round the
    screen as it does at a real table).

    How the table sorts a hand for its owner: ``hand_ranks`` lists ranks from the lowest to the
    highest as the game counts them (a rank not listed keeps the pack's order, after the listed
    ones; empty: the pack's order); ``hand_by_rank`` groups the cards by rank, not by suit, for a
    game in which suits play no part (Shithead, Pishti)."""

    zones: tuple[ZoneLayout, ...] = field(default_factory=tuple)
    seats: str = CLOCKWISE
    hand_ranks: tuple[str, ...] = ()
    hand_by_rank: bool = False

    def __post_init__(self) -> None:
        if self.seats not in (CLOCKWISE, ANTICLOCKWISE):
            raise ValueError(f"seats must be {CLOCKWISE!r} or {ANTICLOCKWISE!r}, not {self.seats!r}")

    def for_zone(self, zone: str) -> ZoneLayout:
        for z in self.zones:
            if z.matches(zone):
                return z
        return DEFAULT_HAND if DEFAULT_HAND.matches(zone) else DEFAULT_OTHER

    def unordered_prefixes(self) -> tuple[str, ...]:
        """Name prefixes of the zones whose card order is private ("hand:")."""
        out = {z.pattern.rstrip("*") for z in self.zones if not z.ordered}
        out.add("hand:")
        return tuple(sorted(out))
