"""Shithead's fixed tables: options, rank values and the per-game context (RULES.md §2, seed 002).

A :class:`Context` is built once per (options, player count) and shared by every clone of a state,
so the hot loop only indexes flat tuples and looks action strings up in dicts.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import Any

from ...engine.cards import Pack, make_pack
from ...engine.i18n import QT_TRANSLATE_NOOP
from ...engine.options import Option, OptionSet

# Rank values: 3..10 as is, J 11, Q 12, K 13, A 14; the 2 and the joker are special and sort above
# every plain rank (so ``value >= required`` holds for them whatever is required).
TEN = 10
ACE = 14
TWO = 15
JOKER = 16
_VALUE = {"3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, "10": 10, "J": 11, "Q": 12,
          "K": 13, "A": 14, "2": TWO}
# The order in which the start rule looks for a rank: 3, 4, ..., A, then 2 and the joker (a
# fallback the rules never need: some plain card always lies face up or in a hand).
START_ORDER = tuple(range(3, 15)) + (TWO, JOKER)
VALUE_NAME = {v: r for r, v in _VALUE.items()}
VALUE_NAME[JOKER] = "joker"

# Phases of one game (``ShitheadState.phase``).
SETUP, START, PLAY_PHASE = 0, 1, 2
PHASE_NAMES = ("setup", "start", "play")

# Action kinds (the first item of ``Context.act[action]``).
PLAY, SWAP, READY, FACEUP, SHOW, PICKUP, PICKUP_WITH, BLIND = range(8)

DEFAULT_MOVE_CAP = 1000

OPTIONS = OptionSet(
    [
        Option("choose_face_up", "bool", False, QT_TRANSLATE_NOOP(
            "engine", "Choose the face-up cards"),
               QT_TRANSLATE_NOOP(
                   "engine", "Deal 3 face down and 6 to the hand; each player lays 3 of the 6 face up "
                             "(instead of 3 face up dealt and a swap phase)")),
        Option("any_count", "bool", False, QT_TRANSLATE_NOOP("engine", "Play any number of cards"),
               QT_TRANSLATE_NOOP(
                   "engine", "Every player may play any number of cards of one rank (when off, the number "
                             "of cards first played on the pile binds the players after)")),
        Option("ending", "choice", "first-out", QT_TRANSLATE_NOOP("engine", "End of the game"),
               QT_TRANSLATE_NOOP(
                   "engine", "The first player out wins, or players drop out one by one and the last one "
                             "left is the Shithead (who deals next)"),
               choices=("first-out", "last-one-loses"),
               choice_labels={"first-out": QT_TRANSLATE_NOOP("engine", "First out wins"),
                              "last-one-loses": QT_TRANSLATE_NOOP(
                                  "engine", "Last one left loses")}),
        Option("series", "int", 1, QT_TRANSLATE_NOOP("engine", "Games in a series"),
               QT_TRANSLATE_NOOP(
                   "engine", "Play this many games in a row, the deal rotating, with a tally of who lost "
                             "how often"), minimum=1, maximum=100),
        Option("move_cap", "int", DEFAULT_MOVE_CAP, QT_TRANSLATE_NOOP("engine", "Move cap"),
               QT_TRANSLATE_NOOP(
                   "engine", "A game still running after this many actions is stopped and drawn: nobody "
                             "wins or loses it (guards against endless pick-up cycles)"),
               minimum=20, maximum=100_000),
    ],
    presets={"any-count": {"any_count": True},
             "choose-face-up": {"choose_face_up": True},
             "last-one-loses": {"ending": "last-one-loses"},
             "evening": {"ending": "last-one-loses", "series": 10}},
    preset_labels={"any-count": QT_TRANSLATE_NOOP("engine", "Any number of cards (Pagat)"),
                   "choose-face-up": QT_TRANSLATE_NOOP("engine", "Deal six, choose three face up"),
                   "last-one-loses": QT_TRANSLATE_NOOP("engine", "Last one left is the Shithead"),
                   "evening": QT_TRANSLATE_NOOP(
                       "engine", "An evening: ten games, last one left loses")},
)


def pack_name(num_players: int) -> str:
    return "french54" if num_players == 6 else "french52"


class Context:
    """Everything fixed for one (options, players): pack, rank values, action strings."""

    def __init__(self, pack: Pack, num_players: int, options: dict[str, Any]):
        self.pack = pack
        self.n = num_players
        self.size = pack.size
        self.val = tuple(JOKER if c.is_joker else _VALUE[c.rank] for c in pack.cards)
        text = pack.text_of
        self.text = text
        self.choose = bool(options["choose_face_up"])
        self.any_count = bool(options["any_count"])
        self.last_one_loses = options["ending"] == "last-one-loses"
        self.series = int(options["series"])
        self.move_cap = int(options["move_cap"])
        self.hand_deal = 6 if self.choose else 3
        # action string -> (kind, cards)
        act: dict[str, tuple[int, tuple[int, ...]]] = {"ready": (READY, ()), "pickup": (PICKUP, ()),
                                                       "blind": (BLIND, ())}
        self.play1 = tuple("play " + t for t in text)
        self.show = tuple("show " + t for t in text)
        self.faceup = tuple("faceup " + t for t in text)
        self.pickup_with = tuple("pickup " + t for t in text)
        self.swap = tuple(tuple(f"swap {text[h]} {text[t]}" for t in range(pack.size))
                          for h in range(pack.size))
        for c in range(pack.size):
            act[self.play1[c]] = (PLAY, (c,))
            act[self.show[c]] = (SHOW, (c,))
            act[self.faceup[c]] = (FACEUP, (c,))
            act[self.pickup_with[c]] = (PICKUP_WITH, (c,))
            for t in range(pack.size):
                if t != c:
                    act[self.swap[c][t]] = (SWAP, (c, t))
        self.act = act
        # sorted card tuple -> "play ..." (filled on demand: most groups never occur)
        self._multi: dict[tuple[int, ...], str] = {}
        # (cards of one rank, count needed) -> their plays
        self._groups: dict[tuple[tuple[int, ...], int], tuple[str, ...]] = {}
        self.zone_hand = tuple(f"hand:{s}" for s in range(num_players))
        self.zone_up = tuple(f"table_up:{s}" for s in range(num_players))
        self.zone_down = tuple(f"table_down:{s}" for s in range(num_players))
        self.only = tuple(frozenset((s,)) for s in range(num_players))

    def play_action(self, cards: tuple[int, ...]) -> str:
        """The canonical ``play`` action for cards sorted by id (registered on first use)."""
        a = self._multi.get(cards)
        if a is None:
            a = "play " + " ".join(self.text[c] for c in cards)
            self._multi[cards] = a
            self.act[a] = (PLAY, cards)
        return a

    def plays(self, src: list[int], req: int, need: int) -> list[str]:
        """Every legal play from ``src``: cards of one rank worth at least ``req``; exactly
        ``need`` of them, or any number when ``need`` is 0."""
        val = self.val
        if need == 1:  # the common case: single cards, no grouping
            play1 = self.play1
            return [play1[c] for c in src if val[c] >= req]
        if len(src) == 1:
            c = src[0]
            return [self.play1[c]] if val[c] >= req and need <= 1 else []
        groups: dict[int, list[int]] = {}
        for c in src:
            v = val[c]
            if v >= req:
                g = groups.get(v)
                if g is None:
                    groups[v] = [c]
                else:
                    g.append(c)
        out: list[str] = []
        play1 = self.play1
        cache = self._groups
        for cs in groups.values():
            if len(cs) == 1:
                if need <= 1:
                    out.append(play1[cs[0]])
                continue
            cs.sort()
            key = (tuple(cs), need)
            acts = cache.get(key)
            if acts is None:
                acts = cache[key] = self._group_plays(key[0], need)
            out.extend(acts)
        return out

    def _group_plays(self, cs: tuple[int, ...], need: int) -> tuple[str, ...]:
        """Plays from ``cs``, cards of one rank sorted by id (at most 4 of a rank, or 2 jokers,
        so the cache behind this stays small)."""
        m = len(cs)
        if need:
            if m < need:
                return ()
            if need == 1:
                return tuple(self.play1[c] for c in cs)
            return tuple(self.play_action(t) for t in combinations(cs, need))
        out = [self.play1[c] for c in cs]
        for k in range(2, m + 1):
            out.extend(self.play_action(t) for t in combinations(cs, k))
        return tuple(out)


@lru_cache(maxsize=64)
def _context(num_players: int, frozen_options: tuple) -> Context:
    return Context(make_pack(pack_name(num_players)), num_players, dict(frozen_options))


def context_for(num_players: int, options: dict[str, Any]) -> Context:
    return _context(num_players, tuple(sorted(options.items())))
