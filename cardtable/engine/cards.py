"""Cards and packs.

Every physical card in a pack has an integer id (its index in the pack), so the two Q♠ of a
Pinochle pack stay distinct. Games keep cards as these ids in plain lists, which makes states
cheap to copy; a :class:`Pack` turns ids into suits, ranks and text and back.

Text forms are short and unique within a pack: rank code then suit code (``QS``, ``10H``, ``AD``,
``RB`` for the Re di Bastoni), with ``#2``, ``#3``, ... for further copies of the same card
(``QS#2``), and ``RJ`` / ``BJ`` for the red and black jokers.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .errors import CardParseError
from .i18n import QT_TRANSLATE_NOOP, tr

# Suit codes and their display names, French and Italian. The Italian suits have English names
# of their own (Swords, Batons, Cups, Coins) and symbols of their own, so that no Italian suit
# reads as a French one (no ♥ beside the Cups); each language names them its own way.
FRENCH_SUITS = ("S", "H", "D", "C")
ITALIAN_SUITS = ("S", "B", "C", "D")
JOKER_SUIT = "*"


_SUIT_NAMES = {
    "french": {"S": QT_TRANSLATE_NOOP("engine", "Spades"),
               "H": QT_TRANSLATE_NOOP("engine", "Hearts"),
               "D": QT_TRANSLATE_NOOP("engine", "Diamonds"),
               "C": QT_TRANSLATE_NOOP("engine", "Clubs"),
               JOKER_SUIT: QT_TRANSLATE_NOOP("engine", "Joker")},
    "italian": {"S": QT_TRANSLATE_NOOP("engine", "Swords"),
                "B": QT_TRANSLATE_NOOP("engine", "Batons"),
                "C": QT_TRANSLATE_NOOP("engine", "Cups"),
                "D": QT_TRANSLATE_NOOP("engine", "Coins")},
}
# Swords a dagger, Batons a staff, Cups an urn-shaped cup, Coins a disc: glyphs in the fonts
# every system has (DejaVu Sans, Segoe UI Symbol, Apple Symbols), none a French suit's
_SUIT_SYMBOLS = {"french": {"S": "♠", "H": "♥", "D": "♦", "C": "♣", JOKER_SUIT: "★"},
                 "italian": {"S": "†", "B": "⚚", "C": "⚱", "D": "⛀"}}
_FRENCH_RANKS = {
    "A": QT_TRANSLATE_NOOP("engine", "Ace"), "2": QT_TRANSLATE_NOOP("engine", "Two"),
    "3": QT_TRANSLATE_NOOP("engine", "Three"), "4": QT_TRANSLATE_NOOP("engine", "Four"),
    "5": QT_TRANSLATE_NOOP("engine", "Five"), "6": QT_TRANSLATE_NOOP("engine", "Six"),
    "7": QT_TRANSLATE_NOOP("engine", "Seven"), "8": QT_TRANSLATE_NOOP("engine", "Eight"),
    "9": QT_TRANSLATE_NOOP("engine", "Nine"), "10": QT_TRANSLATE_NOOP("engine", "Ten"),
    "J": QT_TRANSLATE_NOOP("engine", "Jack"), "Q": QT_TRANSLATE_NOOP("engine", "Queen"),
    "K": QT_TRANSLATE_NOOP("engine", "King"), "R": QT_TRANSLATE_NOOP("engine", "Red"),
    "B": QT_TRANSLATE_NOOP("engine", "Black")}
_RANK_NAMES = {
    "french": _FRENCH_RANKS,
    # the Fante is the Jack, the Cavallo the Knight, the Re the King
    "italian": {**{r: _FRENCH_RANKS[r] for r in ("A", "2", "3", "4", "5", "6", "7")},
                "F": _FRENCH_RANKS["J"], "C": QT_TRANSLATE_NOOP("engine", "Knight"),
                "R": _FRENCH_RANKS["K"]},
}

FRENCH_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
ITALIAN_RANKS = ("A", "2", "3", "4", "5", "6", "7", "F", "C", "R")


@dataclass(frozen=True, slots=True)
class Card:
    """One physical card: suit code, rank code, copy number (1 for the first copy) and style."""

    rank: str
    suit: str
    copy: int = 1
    style: str = "french"  # "french" or "italian": which names and art the card uses

    @property
    def code(self) -> str:
        """Rank and suit without the copy number: the face to draw (``QS``, ``RB``, ``RJ``)."""
        if self.suit == JOKER_SUIT:
            return self.rank + "J"
        return self.rank + self.suit

    @property
    def text(self) -> str:
        """Unique text within the pack; round-trips through :meth:`Pack.parse`."""
        return self.code if self.copy == 1 else f"{self.code}#{self.copy}"

    @property
    def is_joker(self) -> bool:
        return self.suit == JOKER_SUIT

    def rank_name(self) -> str:
        return tr(_RANK_NAMES[self.style][self.rank])

    def suit_name(self) -> str:
        return tr(_SUIT_NAMES[self.style][self.suit])

    def symbol(self) -> str:
        """Compact display form such as ``Q♠`` or ``R†`` (the King of Swords)."""
        if self.is_joker:
            return tr(QT_TRANSLATE_NOOP("engine", "Joker"))
        return self.rank + _SUIT_SYMBOLS[self.style][self.suit]

    def display_name(self) -> str:
        """A full translatable name: "Queen of Spades", "King of Batons" (in Italian "Re di
        Bastoni")."""
        if self.is_joker:
            return tr(QT_TRANSLATE_NOOP("engine", "{colour} Joker"), colour=self.rank_name())
        return tr(QT_TRANSLATE_NOOP("engine", "{rank} of {suit}"), rank=self.rank_name(),
                  suit=self.suit_name())

    def __str__(self) -> str:
        return self.text


def suit_name(style: str, suit: str) -> str:
    """Translated display name of a suit code in a style."""
    return tr(_SUIT_NAMES[style][suit])


def suit_key(style: str, suit: str) -> str:
    """The untranslated name of a suit code (for event data; :func:`~.i18n.event_text` shows
    it translated)."""
    return _SUIT_NAMES[style][suit]


def suit_symbol(style: str, suit: str) -> str:
    return _SUIT_SYMBOLS[style][suit]


class Pack:
    """An ordered tuple of cards; a card's id is its index here."""

    def __init__(self, name: str, cards: tuple[Card, ...]):
        self.name = name
        self.cards = cards
        self.size = len(cards)
        self.style = cards[0].style if cards else "french"
        # Flat per-id tables: games index these in their hot loops.
        self.suit_of: tuple[str, ...] = tuple(c.suit for c in cards)
        self.rank_of: tuple[str, ...] = tuple(c.rank for c in cards)
        self.text_of: tuple[str, ...] = tuple(c.text for c in cards)
        self._by_text = {c.text: i for i, c in enumerate(cards)}
        if len(self._by_text) != len(cards):
            raise ValueError(f"pack {name!r} has duplicate card texts")
        # Aliases accepted when parsing: lower case, "T" for ten, "#1" for the first copy.
        self._aliases: dict[str, int] = {}
        for i, c in enumerate(cards):
            for form in {c.text, c.text.upper(), c.text.lower(), f"{c.code}#{c.copy}"}:
                self._aliases[form.upper()] = i
            if c.rank == "10":
                self._aliases[("T" + c.text[2:]).upper()] = i

    def __len__(self) -> int:
        return self.size

    def __repr__(self) -> str:
        return f"Pack({self.name!r}, {self.size} cards)"

    def card(self, cid: int) -> Card:
        return self.cards[cid]

    def text(self, cid: int) -> str:
        return self.text_of[cid]

    def parse(self, text: str) -> int:
        """Card id for a text form; raises :class:`CardParseError` naming the pack."""
        cid = self._aliases.get(text.strip().upper())
        if cid is None:
            raise CardParseError(
                f"{text!r} is not a card of the {self.name} pack "
                f"(cards look like {', '.join(self.text_of[:3])}, ...)")
        return cid

    def ids_with_code(self, code: str) -> tuple[int, ...]:
        """All copies of a face (``QS`` gives the ids of every Q♠)."""
        return tuple(i for i, c in enumerate(self.cards) if c.code == code)

    def format(self, cids) -> str:
        return " ".join(self.text_of[c] for c in cids)


def _build(name: str, style: str, suits, ranks, copies: int = 1, jokers: int = 0) -> Pack:
    cards = [Card(r, s, k, style) for k in range(1, copies + 1) for s in suits for r in ranks]
    cards += [Card(("R", "B")[j], JOKER_SUIT, 1, style) for j in range(jokers)]
    return Pack(name, tuple(cards))


PACK_NAMES = ("french52", "french54", "french40", "italian40", "pinochle48", "pinochle64",
              "pinochle80", "pinochle96")


@lru_cache(maxsize=None)
def make_pack(name: str) -> Pack:
    """Build one of the named packs (cached: packs are immutable and shared)."""
    if name == "french52":
        return _build(name, "french", FRENCH_SUITS, FRENCH_RANKS)
    if name == "french54":
        return _build(name, "french", FRENCH_SUITS, FRENCH_RANKS, jokers=2)
    if name == "french40":  # Briscola with French cards: no 10s, 9s or 8s
        return _build(name, "french", FRENCH_SUITS,
                      ("A", "2", "3", "4", "5", "6", "7", "J", "Q", "K"))
    if name == "italian40":
        return _build(name, "italian", ITALIAN_SUITS, ITALIAN_RANKS)
    if name == "pinochle48":
        return _build(name, "french", FRENCH_SUITS, ("9", "J", "Q", "K", "10", "A"), copies=2)
    if name == "pinochle64":
        return _build(name, "french", FRENCH_SUITS,
                      ("7", "8", "9", "J", "Q", "K", "10", "A"), copies=2)
    if name == "pinochle80":  # double pack without nines
        return _build(name, "french", FRENCH_SUITS, ("J", "Q", "K", "10", "A"), copies=4)
    if name == "pinochle96":
        return _build(name, "french", FRENCH_SUITS, ("9", "J", "Q", "K", "10", "A"), copies=4)
    raise ValueError(f"unknown pack {name!r}; packs are: {', '.join(PACK_NAMES)}")
