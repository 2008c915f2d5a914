"""Briscola's fixed tables: options, card strength and points, teams and the per-game context.

A :class:`Context` is built once per (options, player count) and shared by every clone of a state,
so the hot loop only indexes flat tuples.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Mapping

from ...engine.cards import Pack, make_pack
from ...engine.i18n import QT_TRANSLATE_NOOP
from ...engine.options import Option, OptionSet

# Strength order, strong to weak: A 3 K C F 7 6 5 4 2 (French pack: A 3 K Q J 7 6 5 4 2).
_ORDER = {"italian": ("A", "3", "R", "C", "F", "7", "6", "5", "4", "2"),
          "french": ("A", "3", "K", "Q", "J", "7", "6", "5", "4", "2")}
_POINTS = {"A": 11, "3": 10, "R": 4, "K": 4, "C": 3, "Q": 3, "F": 2, "J": 2}
# Italian suit of the removed 2 (3 players), and its French equivalent.
_FRENCH_SUIT = {"S": "S", "B": "C", "C": "H", "D": "D"}

# Partner signals (seed 004 gives three tables). Each signal says "I hold ...": one trump card,
# no trump at all, a low trump, or a non-trump ace or three. The words are the action texts.
SIGNALS = ("ace", "three", "king", "knight", "jack", "none", "low", "carico")
SIGNAL_LABELS = {"ace": QT_TRANSLATE_NOOP(
    "engine", "I hold the trump ace"), "three": QT_TRANSLATE_NOOP("engine", "I hold the trump three"),
                 "king": QT_TRANSLATE_NOOP(
                     "engine", "I hold the trump king"), "knight": QT_TRANSLATE_NOOP("engine", "I hold the trump knight"),
                 "jack": QT_TRANSLATE_NOOP(
                     "engine", "I hold the trump jack"), "none": QT_TRANSLATE_NOOP("engine", "I hold no trump"),
                 "low": QT_TRANSLATE_NOOP(
                     "engine", "I hold a low trump"), "carico": QT_TRANSLATE_NOOP("engine", "I hold a non-trump ace or three")}
SIGNAL_BUTTONS = {"ace": QT_TRANSLATE_NOOP(
    "engine", "Signal: trump ace"), "three": QT_TRANSLATE_NOOP("engine", "Signal: trump three"),
                  "king": QT_TRANSLATE_NOOP(
                      "engine", "Signal: trump king"), "knight": QT_TRANSLATE_NOOP("engine", "Signal: trump knight"),
                  "jack": QT_TRANSLATE_NOOP(
                      "engine", "Signal: trump jack"), "none": QT_TRANSLATE_NOOP("engine", "Signal: no trump"),
                  "low": QT_TRANSLATE_NOOP(
                      "engine", "Signal: a low trump"), "carico": QT_TRANSLATE_NOOP("engine", "Signal: ace or three")}
_SIGNAL_RANK = {"ace": ("A",), "three": ("3",), "king": ("R", "K"), "knight": ("C", "Q"),
                "jack": ("F", "J")}
# "A low trump" (Italian Wikipedia's table): a trump worth no points, a "scartino".
LOW_RANKS = frozenset(("7", "6", "5", "4", "2"))
# The signal tables, by the value of the ``signals`` option. "pagat-none" is the table this game
# had before the three tables of the seed were offered (Pagat's plus "none"); old saves with
# ``signals: true`` load with it.
SIGNAL_TABLES: dict[str, tuple[str, ...]] = {
    "off": (),
    "pagat": ("ace", "three", "king", "knight", "jack"),
    "italian": ("ace", "three", "king", "knight", "none", "low"),
    "english": ("ace", "three", "king", "knight", "jack", "carico"),
    "pagat-none": ("ace", "three", "king", "knight", "jack", "none"),
}
LEGACY_SIGNALS = {True: "pagat-none", False: "off"}


@dataclass(frozen=True)
class LegacyChoice(Option):
    """A choice option that was a bool once: ``legacy`` maps the old values (and their text,
    "true"/"false") to choices, so old saves and command lines keep working."""

    legacy: Mapping[bool, str] = field(default_factory=dict)

    def check(self, value: Any) -> Any:
        if isinstance(value, str) and value.strip().lower() in ("true", "false", "yes", "no",
                                                                 "on", "off") \
                and value.strip().lower() not in self.choices:
            value = value.strip().lower() in ("true", "yes", "on")
        if isinstance(value, bool):
            value = self.legacy[value]
        return super().check(value)


_TRUMP_BIT = 1 << 20

MATCH_WINS = {"single": 1, "best-of-3": 2, "best-of-5": 3}

OPTIONS = OptionSet(
    [
        Option("pack", "choice", "italian", QT_TRANSLATE_NOOP(
            "engine", "Pack"), QT_TRANSLATE_NOOP("engine", "Italian 40 cards, or a French pack "
                      "without 10s, 9s and 8s"), choices=("italian", "french"),
               choice_labels={"italian": QT_TRANSLATE_NOOP(
                   "engine", "Italian (40)"), "french": QT_TRANSLATE_NOOP("engine", "French (40)")}),
        Option("match", "choice", "single", QT_TRANSLATE_NOOP(
            "engine", "Match"), QT_TRANSLATE_NOOP("engine", "One deal, or the first side to win "
                      "2 of 3 or 3 of 5 deals (drawn deals do not count)"),
               choices=("single", "best-of-3", "best-of-5"),
               choice_labels={"single": QT_TRANSLATE_NOOP(
                   "engine", "Single deal"), "best-of-3": QT_TRANSLATE_NOOP("engine", "Best of 3"),
                              "best-of-5": QT_TRANSLATE_NOOP("engine", "Best of 5")}),
        Option("removed_two", "choice", "B", QT_TRANSLATE_NOOP("engine", "Two removed (3 players)"),
               QT_TRANSLATE_NOOP(
                   "engine", "Suit of the 2 taken out of the pack for 3 players"), choices=("B", "S", "C", "D"),
               players=(3,),
               choice_labels={"B": QT_TRANSLATE_NOOP("engine", "Batons / clubs"),
                              "S": QT_TRANSLATE_NOOP("engine", "Swords / spades"),
                              "C": QT_TRANSLATE_NOOP("engine", "Cups / hearts"),
                              "D": QT_TRANSLATE_NOOP("engine", "Coins / diamonds")}),
        LegacyChoice("signals", "choice", "off", QT_TRANSLATE_NOOP("engine", "Partner signals"),
                     QT_TRANSLATE_NOOP(
                         "engine", "Partners may signal what they hold to each other (4 and 6 players), "
                                   "with one of three tables; the first trick is played without signals"),
                     choices=tuple(SIGNAL_TABLES), players=(4, 6),
                     choice_labels={"off": QT_TRANSLATE_NOOP("engine", "No signals"),
                                    "pagat": QT_TRANSLATE_NOOP(
                                        "engine", "Pagat: ace, three, king, knight, jack"),
                                    "italian": QT_TRANSLATE_NOOP(
                                        "engine", "Italian: ace, three, king, knight, no trump, "
                                                  "a low trump"),
                                    "english": QT_TRANSLATE_NOOP(
                                        "engine", "English: ace, three, king, knight, jack, "
                                                  "a non-trump ace or three"),
                                    "pagat-none": QT_TRANSLATE_NOOP(
                                        "engine", "Pagat and no trump (earlier table)")},
                     legacy=LEGACY_SIGNALS),
        Option("open_hands", "choice", "closed", QT_TRANSLATE_NOOP(
            "engine", "Open hands (2 players)"),
               QT_TRANSLATE_NOOP(
                   "engine", "Play with both hands face up, optionally with the next card of the stock shown"),
               choices=("closed", "open", "open-next"), players=(2,),
               choice_labels={"closed": QT_TRANSLATE_NOOP(
                   "engine", "Closed"), "open": QT_TRANSLATE_NOOP("engine", "Open hands"),
                              "open-next": QT_TRANSLATE_NOOP(
                                  "engine", "Open hands and next card")}),
    ],
    presets={"match": {"match": "best-of-5"}, "short-match": {"match": "best-of-3"},
             "open": {"open_hands": "open"}, "open-next": {"open_hands": "open-next"}},
    preset_labels={"match": QT_TRANSLATE_NOOP(
        "engine", "Best of five deals"), "short-match": QT_TRANSLATE_NOOP("engine", "Best of three deals"),
                   "open": QT_TRANSLATE_NOOP(
                       "engine", "Open hands"), "open-next": QT_TRANSLATE_NOOP("engine", "Open hands, next card shown")},
)


def deal_wins(side_points: list[int], num_players: int) -> list[int]:
    """Deals won by each side for the card points it took (RULES.md §4).

    2, 4 and 6 players: 61 or more wins one deal, 60-60 is a draw. 3 players: two players on 41+
    score one win each, a lone player on 41+ scores two, all 120 scores three, 40-40-40 nothing.
    """
    if num_players == 3:
        if 120 in side_points:
            return [3 if p == 120 else 0 for p in side_points]
        over = [p >= 41 for p in side_points]
        per = 2 if sum(over) == 1 else 1
        return [per if o else 0 for o in over]
    return [1 if p >= 61 else 0 for p in side_points]


def trick_winner(trick: list[int], keys: Any, suit: Any, pts: Any) -> tuple[int, int]:
    """Who takes ``trick`` (card ids in the order played): the position of the highest trump,
    else of the highest card of the led suit (``keys``: trumps above 100), and the trick's card
    points."""
    c = trick[0]
    led, best, best_key, total = suit[c], 0, keys[c], pts[c]
    for i in range(1, len(trick)):
        c = trick[i]
        total += pts[c]
        key = keys[c]
        if key > best_key and (key > 100 or suit[c] == led):
            best, best_key = i, key
    return best, total


def teams_for(num_players: int) -> list[tuple[int, ...]]:
    if num_players == 4:
        return [(0, 2), (1, 3)]
    if num_players == 6:
        return [(0, 2, 4), (1, 3, 5)]
    return [(s,) for s in range(num_players)]


class Context:
    """Everything fixed for one (options, players): pack, removed cards, tables, action strings."""

    def __init__(self, pack: Pack, num_players: int, options: dict[str, Any]):
        self.pack = pack
        self.n = num_players
        style = pack.style
        order = _ORDER[style]
        removed: set[int] = set()
        if num_players == 3:
            suit = options["removed_two"] if style == "italian" else _FRENCH_SUIT[options["removed_two"]]
            removed = {i for i, c in enumerate(pack.cards) if c.rank == "2" and c.suit == suit}
        elif num_players == 6:
            removed = {i for i, c in enumerate(pack.cards) if c.rank == "2"}
        self.removed = frozenset(removed)
        self.in_play = tuple(i for i in range(pack.size) if i not in removed)
        self.strength = tuple(len(order) - order.index(c.rank) for c in pack.cards)  # 10 = ace
        self.points = tuple(_POINTS.get(c.rank, 0) for c in pack.cards)
        # Per trump suit: a card's trick-taking key (trumps above 100, so they beat any suit).
        self.trump_keys = {t: tuple(s + 100 if c.suit == t else s
                                    for s, c in zip(self.strength, pack.cards))
                           for t in set(pack.suit_of)}
        self.turn_order = tuple(tuple((w + k) % num_players for k in range(num_players))
                                for w in range(num_players))
        self.suit = pack.suit_of
        self.play = tuple("play " + t for t in pack.text_of)
        self.play_id = {a: i for i, a in enumerate(self.play)}
        self.teams = teams_for(num_players)
        self.team_of = tuple(next(t for t, seats in enumerate(self.teams) if s in seats)
                             for s in range(num_players))
        self.open_hands = options["open_hands"] if num_players == 2 else "closed"
        self.match_wins = MATCH_WINS[options["match"]]
        table = SIGNAL_TABLES[options["signals"]] if num_players in (4, 6) else ()
        self.signals_on = bool(table)
        self.signal_table = table
        self.signal_actions = {s: "signal " + s for s in SIGNALS}
        # Per trump suit: the cards each signal of the table in force speaks of. Every signal
        # but "none" says "I hold at least one of these"; "none" says "none of my cards is a
        # trump" (its set: the cards in play that are not trumps).
        self.signal_sets: dict[str, dict[str, frozenset[int]]] = {}
        for t in set(pack.suit_of):
            sets: dict[str, frozenset[int]] = {}
            for name in table:
                if name in _SIGNAL_RANK:
                    ranks = _SIGNAL_RANK[name]
                    cards = (c for c in self.in_play if pack.suit_of[c] == t and pack.rank_of[c] in ranks)
                elif name == "low":
                    cards = (c for c in self.in_play if pack.suit_of[c] == t and pack.rank_of[c] in LOW_RANKS)
                elif name == "carico":
                    cards = (c for c in self.in_play
                             if pack.suit_of[c] != t and pack.rank_of[c] in ("A", "3"))
                else:  # none
                    cards = (c for c in self.in_play if pack.suit_of[c] != t)
                sets[name] = frozenset(cards)
            self.signal_sets[t] = sets
        # For legal_actions: per trump suit, each "play X" action's bits: bit i when X makes
        # signal i of the table true, and _TRUMP_BIT when X is a trump (then "none" is false).
        self.signal_masks: dict[str, dict[str, int]] = {}
        for t, sets in self.signal_sets.items():
            self.signal_masks[t] = {
                self.play[c]: sum(1 << i for i, name in enumerate(table)
                                  if name != "none" and c in sets[name])
                | (_TRUMP_BIT if pack.suit_of[c] == t else 0)
                for c in range(pack.size)}
        self._signal_lists: dict[tuple[str, int], list[str]] = {}

    def signals_for_mask(self, trump: str, mask: int) -> list[str]:
        """The signal actions a hand whose OR-ed masks are ``mask`` may send (a shared list:
        do not change it)."""
        out = self._signal_lists.get((trump, mask))
        if out is None:
            out = [self.signal_actions[name] for i, name in enumerate(self.signal_table)
                   if (name == "none" and not mask & _TRUMP_BIT) or (name != "none" and mask >> i & 1)]
            self._signal_lists[(trump, mask)] = out
        return out


@lru_cache(maxsize=64)
def _context(pack_name: str, num_players: int, frozen_options: tuple) -> Context:
    return Context(make_pack(pack_name), num_players, dict(frozen_options))


def context_for(num_players: int, options: dict[str, Any]) -> Context:
    pack_name = "italian40" if options["pack"] == "italian" else "french40"
    return _context(pack_name, num_players, tuple(options.items()))
