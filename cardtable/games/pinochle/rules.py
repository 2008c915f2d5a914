"""Pinochle's fixed tables: options, forms, card ranks and points, teams, rounding, chips.

A :class:`Context` is built once per (options, player count) and shared by every clone of a
state, so the hot loop only indexes flat tuples and dicts of precomputed action strings.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Mapping

from ...engine.cards import Pack, make_pack
from ...engine.errors import OptionError
from ...engine.i18n import QT_TRANSLATE_NOOP
from ...engine.options import Option, OptionSet

SUITS = ("S", "H", "D", "C")
# Rank high to low: A 10 K Q J 9 (8 7 with the 64-card pack).
STRENGTH = {"A": 8, "10": 7, "K": 6, "Q": 5, "J": 4, "9": 3, "8": 2, "7": 1}

# Card-point counts (RULES.md §3): the standard 11/10/4/3/2 and the two simplified counts.
COUNTS = {
    "standard": {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2},
    "tens-and-fives": {"A": 10, "10": 10, "K": 5, "Q": 5},
    "tens": {"A": 10, "10": 10, "K": 10},
}
LAST_TRICK = 10

FORMS = ("two-handed", "auction", "partnership", "partnership-auction")
FORM_PLAYERS = {"two-handed": (2,), "auction": (3,), "partnership": (4, 6, 8),
                "partnership-auction": (4, 6, 8)}
AUTO_FORM = {2: "two-handed", 3: "auction", 4: "partnership", 6: "partnership", 8: "partnership"}

# Chip tables of the three-handed auction (seed 003): bid thresholds 300, 350, ... 600.
CHIP_THRESHOLDS = (300, 350, 400, 450, 500, 550, 600)
CHIP_TABLES = {
    "standard": (3, 5, 10, 15, 20, 25, 30),
    "doubling": (3, 5, 10, 20, 40, 80, 160),
    "small": (1, 2, 4, 6, 8, 10, 12),
}
BELOW_TABLE_CHIPS = 1  # a bid under 300 (the forced 250, or the 250 minimum) is worth 1 chip

# No fixed highest bid: each auction's ceiling is the most its pack allows (ceiling.py).
PARTNERSHIP_MIN_BID = 100
FORCED_BID = 250
TARGET = 1000
TARGET_STEP = 250
MAX_DEALS = 30  # safety net for games to a target (e.g. sides that keep overbidding)

OPTIONS = OptionSet(
    [
        Option("form", "choice", "auto", QT_TRANSLATE_NOOP("engine", "Form"),
               QT_TRANSLATE_NOOP(
                   "engine", "Which Pinochle: two-handed (2 players), three-handed auction (3), "
                             "partnership (4, 6 or 8) or partnership auction (4, 6 or 8); "
                             "\"Usual for the players\" picks the form for the number of players"),
               choices=("auto", *FORMS),
               choice_labels={"auto": QT_TRANSLATE_NOOP("engine", "Usual for the players"),
                              "two-handed": QT_TRANSLATE_NOOP("engine", "Two-handed"),
                              "auction": QT_TRANSLATE_NOOP("engine", "Three-handed auction"),
                              "partnership": QT_TRANSLATE_NOOP("engine", "Partnership"),
                              "partnership-auction": QT_TRANSLATE_NOOP(
                                  "engine", "Partnership auction")}),
        Option("pack", "choice", "48", QT_TRANSLATE_NOOP("engine", "Pack"),
               QT_TRANSLATE_NOOP(
                   "engine", "48 cards, or 64 with the eights and sevens (two-handed; the dix is then the "
                             "seven of trumps). Six and eight players always use the 96-card double pack"),
               choices=("48", "64"), players=(2,),
               choice_labels={"48": QT_TRANSLATE_NOOP(
                   "engine", "48 cards"), "64": QT_TRANSLATE_NOOP("engine", "64 cards (with 8s and 7s)")}),
        Option("counting", "choice", "standard", QT_TRANSLATE_NOOP("engine", "Card points"),
               QT_TRANSLATE_NOOP(
                   "engine", "Standard A 11, 10 10, K 4, Q 3, J 2 with rounding; or the simplified counts "
                             "A,10 = 10, K,Q = 5; or A,10,K = 10"),
               choices=tuple(COUNTS),
               choice_labels={"standard": QT_TRANSLATE_NOOP("engine", "Standard 11/10/4/3/2"),
                              "tens-and-fives": QT_TRANSLATE_NOOP("engine", "A,10 = 10; K,Q = 5"),
                              "tens": QT_TRANSLATE_NOOP("engine", "A,10,K = 10")}),
        Option("game", "choice", "auto", QT_TRANSLATE_NOOP("engine", "Game"),
               QT_TRANSLATE_NOOP(
                   "engine", "One deal, or deals until a side reaches 1000 (both over: 1250, 1500, ...); "
                             "\"Usual for the form\" plays one deal two-handed and to 1000 in the "
                             "partnership forms (the three-handed auction is settled in chips deal by deal)"),
               choices=("auto", "single", "1000"), players=(2, 4, 6, 8),
               choice_labels={"auto": QT_TRANSLATE_NOOP(
                   "engine", "Usual for the form"), "single": QT_TRANSLATE_NOOP("engine", "Single deal"),
                              "1000": QT_TRANSLATE_NOOP("engine", "To 1000")}),
        Option("head_trick", "bool", False, QT_TRANSLATE_NOOP("engine", "Always head the trick"),
               QT_TRANSLATE_NOOP(
                   "engine", "Older rule for the strict play: a player must win the trick whenever able "
                             "(also in the suit led and by over-trumping), not only when trumps are led")),
        Option("min_bid", "int", 300, QT_TRANSLATE_NOOP("engine", "Minimum bid (three-handed)"),
               QT_TRANSLATE_NOOP(
                   "engine", "The lowest opening bid of the three-handed auction"), choices=(300, 250),
               players=(3,)),
        Option("chip_table", "choice", "standard", QT_TRANSLATE_NOOP(
            "engine", "Chip table (three-handed)"),
               QT_TRANSLATE_NOOP(
                   "engine", "Chips per bid of 300, 350, ... 600: 3,5,10,15,20,25,30; or 3,5,10,20,40,80,160; "
                             "or 1,2,4,6,8,10,12"),
               choices=tuple(CHIP_TABLES), players=(3,),
               choice_labels={"standard": QT_TRANSLATE_NOOP("engine", "3 5 10 15 20 25 30"),
                              "doubling": QT_TRANSLATE_NOOP("engine", "3 5 10 20 40 80 160"),
                              "small": QT_TRANSLATE_NOOP("engine", "1 2 4 6 8 10 12")}),
        Option("suit_bonus", "bool", False, QT_TRANSLATE_NOOP(
            "engine", "Spades double, hearts triple (three-handed)"),
               QT_TRANSLATE_NOOP(
                   "engine", "A bid played in spades is worth double chips, in hearts triple"), players=(3,)),
        Option("kitty", "bool", True, QT_TRANSLATE_NOOP("engine", "Kitty (three-handed)"),
               QT_TRANSLATE_NOOP(
                   "engine", "An imaginary fourth player that only takes part in settlements"),
               players=(3,)),
        Option("pass_cards", "bool", False, QT_TRANSLATE_NOOP(
            "engine", "Bidding side passes four cards (partnership "
                      "auction)"),
               QT_TRANSLATE_NOOP(
                   "engine", "Four players, partnership auction: after trumps are named the bidder's "
                             "partner passes four cards to the bidder, then the bidder passes four back"),
               players=(4,), needs="form", needs_values=("partnership-auction",)),
        Option("set_penalty", "choice", "double", QT_TRANSLATE_NOOP(
            "engine", "Failed bid (three-handed)"),
               QT_TRANSLATE_NOOP(
                   "engine", "A failed bid pays double and a concession single; or a failed bid single and "
                             "a concession half"),
               choices=("double", "single"), players=(3,),
               choice_labels={"double": QT_TRANSLATE_NOOP("engine", "Double / concession single"),
                              "single": QT_TRANSLATE_NOOP("engine", "Single / concession half")}),
    ],
    presets={"match": {"game": "1000"}, "long-pack": {"pack": "64"},
             "simple-count": {"counting": "tens-and-fives"},
             "older-play": {"head_trick": True},
             "auction-250": {"form": "auction", "min_bid": 250},
             "partnership-auction": {"form": "partnership-auction"},
             "one-deal": {"game": "single"}},
    preset_labels={"match": QT_TRANSLATE_NOOP(
        "engine", "Game to 1000"), "long-pack": QT_TRANSLATE_NOOP("engine", "64-card pack"),
                   "simple-count": QT_TRANSLATE_NOOP("engine", "Simplified count (10/5)"),
                   "older-play": QT_TRANSLATE_NOOP("engine", "Always head the trick"),
                   "auction-250": QT_TRANSLATE_NOOP("engine", "Auction from 250"),
                   "partnership-auction": QT_TRANSLATE_NOOP("engine", "Partnership auction"),
                   "one-deal": QT_TRANSLATE_NOOP("engine", "Single deal")},
)


def form_of(num_players: int, options: Mapping[str, Any]) -> str:
    form = options.get("form", "auto")
    return AUTO_FORM.get(num_players, "two-handed") if form == "auto" else form


def check(num_players: int, options: Mapping[str, Any]) -> None:
    form = form_of(num_players, options)
    if num_players not in FORM_PLAYERS[form]:
        want = " or ".join(map(str, FORM_PLAYERS[form]))
        raise OptionError(f"pinochle form {form!r} is for {want} players, not {num_players} "
                          f"(use form=auto, or a form for {num_players} players)")
    if options.get("pack", "48") == "64" and form != "two-handed":
        raise OptionError("the 64-card pack is for the two-handed game only")
    if options.get("pass_cards") and (form != "partnership-auction" or num_players != 4):
        raise OptionError("pass_cards (the bidding side passes four cards) is for the four-player "
                          "partnership auction: use form=partnership-auction with 4 players")
    if options.get("game") == "1000" and form == "auction":
        raise OptionError("the three-handed auction is settled in chips deal by deal; "
                          "game=1000 is for the two-handed and partnership forms")


def game_to_target(form: str, options: Mapping[str, Any]) -> bool:
    """Whether deals go on to a target (1000): chosen, or, by default, as the source text plays
    the partnership forms; two-handed is one deal unless chosen, the auction is settled in chips."""
    game = options.get("game", "auto")
    if game == "auto":
        return form in ("partnership", "partnership-auction")
    return game == "1000"


def pack_name(num_players: int, options: Mapping[str, Any]) -> str:
    if num_players >= 6:
        return "pinochle96"
    return "pinochle64" if options.get("pack", "48") == "64" else "pinochle48"


def zone_names(num_players: int, form: str) -> tuple[str, ...]:
    """Every zone a form's cards ever lie in (per-seat ``hand``, ``meld``, ``won`` first)."""
    per_seat = [f"{z}:{s}" for s in range(num_players) for z in ("hand", "meld", "won")]
    shared = {"two-handed": ("stock", "trump", "trick"),
              "auction": ("stock", "widow", "buried", "trick"),
              "partnership": ("stock", "trump", "trick"),
              "partnership-auction": ("stock", "trick")}[form]
    return (*per_seat, *shared)


def teams_for(num_players: int, form: str) -> list[tuple[int, ...]]:
    if form in ("partnership", "partnership-auction"):
        sides = 2 if num_players in (4, 6) else num_players // 2
        return [tuple(range(k, num_players, sides)) for k in range(sides)]
    return [(s,) for s in range(num_players)]


def round_points(points: int) -> int:
    """Card points rounded as in the seed: a remainder of 7, 8 or 9 rounds up, lower ones drop."""
    rem = points % 10
    return points - rem + (10 if rem >= 7 else 0)


def chips_for(bid: int, table: str, trump: str = "", suit_bonus: bool = False) -> int:
    chips = BELOW_TABLE_CHIPS
    for threshold, value in zip(CHIP_THRESHOLDS, CHIP_TABLES[table]):
        if bid >= threshold:
            chips = value
    if suit_bonus:
        chips *= {"S": 2, "H": 3}.get(trump, 1)
    return chips


class Context:
    """Everything fixed for one (options, players): pack, tables and action strings."""

    def __init__(self, pack: Pack, num_players: int, options: dict[str, Any]):
        self.pack = pack
        self.n = num_players
        self.form = form_of(num_players, options)
        self.suit = pack.suit_of
        self.rank = pack.rank_of
        self.text = pack.text_of
        self.code = tuple(c.code for c in pack.cards)
        self.id_of = {t: i for i, t in enumerate(pack.text_of)}
        self.strength = tuple(STRENGTH[r] for r in pack.rank_of)
        self.counting = options["counting"]
        table = COUNTS[self.counting]
        self.points = tuple(table.get(r, 0) for r in pack.rank_of)
        self.rounding = self.counting == "standard"
        self.dix_rank = "7" if "7" in set(pack.rank_of) else "9"
        self.play = tuple("play " + t for t in pack.text_of)
        self.play_id = {a: i for i, a in enumerate(self.play)}
        self.exchange = tuple("exchange " + t for t in pack.text_of)
        self.dix_action = tuple("meld dix " + t for t in pack.text_of)
        self.teams = teams_for(num_players, self.form)
        self.team_of = tuple(next(t for t, seats in enumerate(self.teams) if s in seats)
                             for s in range(num_players))
        self.head = bool(options["head_trick"])
        self.target_game = game_to_target(self.form, options)
        self.extra_melds = num_players >= 6
        self.hand_size = {2: 12, 3: 15, 4: 12, 6: 16, 8: 12}[num_players]
        self.packet = 4 if num_players >= 6 else 3
        self.min_bid = options["min_bid"] if self.form == "auction" else PARTNERSHIP_MIN_BID
        self.chip_table = options["chip_table"]
        self.suit_bonus = bool(options["suit_bonus"])
        self.kitty = bool(options["kitty"])
        self.set_double = options["set_penalty"] == "double"
        self.declare_out = self.target_game and self.form in ("two-handed", "partnership")
        self.pass_cards = bool(options.get("pass_cards", False))
        self.give = tuple("give " + t for t in pack.text_of)
        self.bury = tuple("bury " + t for t in pack.text_of)
        # Face index per card (identical copies share it) and its bit, for fast meld checks.
        face_index: dict[str, int] = {}
        for code in self.code:
            face_index.setdefault(code, len(face_index))
        self.face_bit = tuple(1 << face_index[code] for code in self.code)
        self.face_bit_of = {code: 1 << i for code, i in face_index.items()}
        # Cards of each suit stronger than each strength: what a cap on a suit forbids.
        self.above = {s: tuple(frozenset(c for c in range(pack.size) if self.suit[c] == s
                                         and self.strength[c] > k) for k in range(10))
                      for s in SUITS}
        self.zone_names = zone_names(num_players, self.form)
        # Face code -> ids of every copy, e.g. "QS" -> (10, 34).
        faces: dict[str, list[int]] = {}
        for i, code in enumerate(self.code):
            faces.setdefault(code, []).append(i)
        self.ids_of_face = {k: tuple(v) for k, v in faces.items()}
        # The highest bid: the most the pack allows a bidder (ceiling.py; after the tables above,
        # which it reads).
        from .ceiling import bid_ceiling  # (it reads the meld table, which reads this module)
        self.max_bid = bid_ceiling(self)
        # every bid's text, by value // 10: the legal bids are one slice (some hundreds of them)
        self.bid_actions = tuple(f"bid {b}" for b in range(0, self.max_bid + 1, 10))


@lru_cache(maxsize=128)
def _context(name: str, num_players: int, frozen: tuple) -> Context:
    return Context(make_pack(name), num_players, dict(frozen))


def context_for(num_players: int, options: Mapping[str, Any]) -> Context:
    full = OPTIONS.defaults()
    full.update(options)
    return _context(pack_name(num_players, full), num_players, tuple(sorted(full.items())))
