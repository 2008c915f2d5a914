"""Pishti's fixed tables: options, presets, card points, teams, seating and the per-game context.

A :class:`Context` is built once per (options, player count) and shared by every clone of a state,
so the hot loop only indexes flat tuples and looks action strings up in dicts.

Seating: seats are numbered anticlockwise round the table (seat ``s + 1`` sits at seat ``s``'s
right, as in Briscola). Anticlockwise play therefore goes ``s -> s + 1`` and clockwise play
``s -> s - 1``. With 4 players the partners sit opposite: seats 0 and 2 form side 0, seats 1 and
3 side 1. With 2 players each seat is its own side.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ...engine.cards import Pack, make_pack
from ...engine.i18n import QT_TRANSLATE_NOOP
from ...engine.options import Option, OptionSet

PACK_NAME = "french52"

# Ranks as small ints (index in FRENCH_RANKS): A=0 ... 10=9, J=10, Q=11, K=12.
JACK = 10

OPTIONS = OptionSet(
    [
        Option("bottom_card", "choice", "shown", QT_TRANSLATE_NOOP(
            "engine", "Bottom card of the stock"),
               QT_TRANSLATE_NOOP(
                   "engine", "Shown: the bottom card of the stock is turned face up and reaches the dealer "
                             "in the last deal; a jack there is taken by the dealer at once. Cutter: as shown, "
                             "but a jack at the bottom is first replaced by the nearest non-jack (Pagat). "
                             "Off: the stock stays hidden (Parlett)."),
               choices=("shown", "cutter", "off"),
               choice_labels={"shown": QT_TRANSLATE_NOOP(
                   "engine", "Shown (a jack goes to the dealer)"),
                              "cutter": QT_TRANSLATE_NOOP(
                                  "engine", "Shown, the cutter hides a jack (Pagat)"),
                              "off": QT_TRANSLATE_NOOP("engine", "Not shown")}),
        Option("jacks_wild", "bool", True, QT_TRANSLATE_NOOP("engine", "Jacks are wild"),
               QT_TRANSLATE_NOOP(
                   "engine", "A jack captures any pile (when off a jack only captures a jack)")),
        Option("jack_pishti", "bool", True, QT_TRANSLATE_NOOP(
            "engine", "Jack on a single card is a pishti"),
               QT_TRANSLATE_NOOP(
                   "engine", "Whether a jack capturing a pile of one non-jack card scores a pishti"),
               needs="jacks_wild"),
        Option("jack_on_jack", "int", 10, QT_TRANSLATE_NOOP("engine", "Pishti of a jack on a jack"),
               QT_TRANSLATE_NOOP(
                   "engine", "Points for a jack capturing a pile of one jack (0: not a pishti)"),
               choices=(0, 10, 20)),
        Option("last_card_pishti", "bool", True, QT_TRANSLATE_NOOP(
            "engine", "Last card may make a pishti"),
               QT_TRANSLATE_NOOP(
                   "engine", "Whether the last card played in a deal can score a pishti")),
        Option("leftovers", "choice", "nobody", QT_TRANSLATE_NOOP(
            "engine", "Cards left in the centre"),
               QT_TRANSLATE_NOOP(
                   "engine", "Who takes the cards left in the centre at the end of a deal"),
               choices=("nobody", "last_capturer"),
               choice_labels={"nobody": QT_TRANSLATE_NOOP(
                   "engine", "Nobody"), "last_capturer": QT_TRANSLATE_NOOP("engine", "The last capturer")}),
        Option("target", "int", 0, QT_TRANSLATE_NOOP("engine", "Target score"),
               QT_TRANSLATE_NOOP(
                   "engine", "The game ends after the deal in which a side reaches this score "
                             "(0: a single deal)"), minimum=0, maximum=10_000),
        Option("target_strict", "bool", False, QT_TRANSLATE_NOOP(
            "engine", "The target must be exceeded"),
               QT_TRANSLATE_NOOP(
                   "engine", "On: the game ends only when a side has more than the target at the end of a "
                             "deal, as the club rules say (\"more than 151\"). Off: reaching the target is "
                             "enough (Harbin: \"101 or more\"; Pagat, Parlett)"), needs="target"),
        Option("end_on_pishti", "bool", False, QT_TRANSLATE_NOOP(
            "engine", "End as soon as a pishti reaches the target"),
               QT_TRANSLATE_NOOP(
                   "engine", "Pishti points count at once: the game ends mid-deal when they take a side to "
                             "the target (otherwise the score is checked at the end of the deal)"),
               needs="target"),
        Option("direction", "choice", "clockwise", QT_TRANSLATE_NOOP(
            "engine", "Direction of play (4 players)"),
               QT_TRANSLATE_NOOP(
                   "engine", "Clockwise from the dealer's left (Harbin) or anticlockwise from the dealer's "
                             "right (Pagat)"), choices=("clockwise", "anticlockwise"), players=(4,),
               choice_labels={"clockwise": QT_TRANSLATE_NOOP(
                   "engine", "Clockwise"), "anticlockwise": QT_TRANSLATE_NOOP("engine", "Anticlockwise")}),
        Option("bluff", "bool", False, QT_TRANSLATE_NOOP("engine", "Bluff Pishti"),
               QT_TRANSLATE_NOOP(
                   "engine", "On a pile of one card a player may play face down and announce a pishti; the "
                             "next opponent accepts (10) or challenges (20 to whoever was right)")),
        Option("bluff_when", "choice", "single_card", QT_TRANSLATE_NOOP(
            "engine", "When a pishti may be claimed"),
               QT_TRANSLATE_NOOP(
                   "engine", "Bluff Pishti: a face-down claim is allowed whenever the centre pile holds one "
                             "card, or only when that card follows a capture made without a jack, "
                             "as the club rules say (\"when the previous turn took the pile with a card other "
                             "than a jack\")"),
               choices=("single_card", "after_plain_capture"), needs="bluff",
               choice_labels={"single_card": QT_TRANSLATE_NOOP(
                   "engine", "Whenever the pile holds one card"),
                              "after_plain_capture": QT_TRANSLATE_NOOP(
                                  "engine", "Only after a capture without a jack "
                                            "(club rules)")}),
    ],
    presets={
        # the standard rules with face-down claims: one choice on the start page
        "bluff": {"bluff": True},
        "harbin": {"bottom_card": "shown", "jacks_wild": True, "jack_pishti": True,
                   "jack_on_jack": 10, "last_card_pishti": True, "leftovers": "nobody",
                   "target": 101, "target_strict": False, "direction": "clockwise",
                   "bluff_when": "single_card"},
        "club": {"bottom_card": "shown", "jacks_wild": True, "jack_pishti": False,
                 "jack_on_jack": 0, "last_card_pishti": True, "leftovers": "nobody",
                 "target": 151, "target_strict": True, "direction": "anticlockwise",
                 "bluff_when": "after_plain_capture"},
        "pagat": {"bottom_card": "cutter", "jacks_wild": True, "jack_pishti": False,
                  "jack_on_jack": 20, "last_card_pishti": False, "leftovers": "last_capturer",
                  "target": 151, "target_strict": False, "direction": "anticlockwise",
                  "bluff_when": "single_card"},
        "parlett": {"bottom_card": "off", "jacks_wild": False, "jack_pishti": True,
                    "jack_on_jack": 10, "last_card_pishti": True, "leftovers": "nobody",
                    "target": 100, "target_strict": False, "direction": "clockwise",
                    "bluff_when": "single_card"},
    },
    preset_labels={"bluff": QT_TRANSLATE_NOOP("engine", "Bluff Pishti"),
                   "harbin": QT_TRANSLATE_NOOP(
                       "engine", "Harbin (game to 101)"), "club": QT_TRANSLATE_NOOP("engine", "Club rules (game to 151)"),
                   "pagat": QT_TRANSLATE_NOOP(
                       "engine", "Pagat (game to 151)"), "parlett": QT_TRANSLATE_NOOP("engine", "Parlett (game to 100)")},
)

PRESETS = tuple(p for p in OPTIONS.presets if p != "bluff")  # the rule sets (bluff: a switch)


def teams_for(num_players: int) -> list[tuple[int, ...]]:
    if num_players == 4:
        return [(0, 2), (1, 3)]
    return [(s,) for s in range(num_players)]


def card_points(pack: Pack) -> tuple[int, ...]:
    """Points of each card at the end of a deal: 10♦ 3, 2♣ 2, each ace and each jack 1."""
    out = []
    for c in pack.cards:
        if c.rank == "10" and c.suit == "D":
            out.append(3)
        elif c.rank == "2" and c.suit == "C":
            out.append(2)
        elif c.rank in ("A", "J"):
            out.append(1)
        else:
            out.append(0)
    return tuple(out)


def pack_tables() -> tuple[tuple[str, ...], dict[str, int], tuple[int, ...]]:
    """Play action per card id, card id per play action, rank (0..12) per card id."""
    ctx = _context(2, tuple(sorted(OPTIONS.defaults().items())))
    return ctx.play, ctx.play_id, ctx.rank


class Context:
    """Everything fixed for one (options, players): pack, tables, seating, action strings."""

    def __init__(self, pack: Pack, num_players: int, options: dict[str, Any]):
        self.pack = pack
        self.n = num_players
        ranks = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
        self.rank = tuple(ranks.index(r) for r in pack.rank_of)
        self.jacks = frozenset(i for i, r in enumerate(self.rank) if r == JACK)
        self.points = card_points(pack)
        self.total_card_points = sum(self.points)
        self.play = tuple("play " + t for t in pack.text_of)
        self.claim = tuple("claim " + t for t in pack.text_of)
        self.play_id = {a: i for i, a in enumerate(self.play)}
        self.claim_id = {a: i for i, a in enumerate(self.claim)}
        self.claim_of = dict(zip(self.play, self.claim))
        # the search's tree key of a play or a claim (ai_hooks.move_keys): only a card's rank
        # and points count in Pishti, so cards of one rank without points of their own are one
        # move ("play 7"); 10♦ and 2♣ keep their names
        self.same_move = {a: f"{a.split()[0]} {pack.rank_of[i]}"
                          for acts in (self.play, self.claim) for i, a in enumerate(acts)
                          if self.points[i] == (1 if pack.rank_of[i] in ("A", "J") else 0)}
        self.teams = teams_for(num_players)
        self.side = tuple(s % len(self.teams) for s in range(num_players))
        self.won_zone = tuple(f"won:{t}" for t in range(len(self.teams)))
        self.hand_zone = tuple(f"hand:{s}" for s in range(num_players))
        step = 1 if options["direction"] == "anticlockwise" or num_players == 2 else -1
        self.step = step
        self.nxt = tuple((s + step) % num_players for s in range(num_players))
        # Seats in dealing order for each dealer: starting after the dealer, the dealer last.
        self.deal_seats = tuple(tuple((d + step * k) % num_players for k in range(1, num_players + 1))
                                for d in range(num_players))
        self.bottom = options["bottom_card"]
        self.wild = bool(options["jacks_wild"])
        self.jack_pishti = bool(options["jack_pishti"])
        self.jack_on_jack = int(options["jack_on_jack"])
        self.last_card_pishti = bool(options["last_card_pishti"])
        self.leftovers_to_capturer = options["leftovers"] == "last_capturer"
        self.target = int(options["target"])
        # Seed 001 (club): the game ends when a side has *more than* the target.
        self.target_strict = bool(options.get("target_strict", False))
        self.end_on_pishti = bool(options["end_on_pishti"]) and self.target > 0
        self.bluff = bool(options["bluff"])
        # Seed 001: a claim only when the single card follows a capture made without a jack.
        self.bluff_after_plain = options.get("bluff_when", "single_card") == "after_plain_capture"

    def reached(self, score: int) -> bool:
        """Whether ``score`` ends the game (at least the target, or more than it)."""
        return score > self.target if self.target_strict else score >= self.target


@lru_cache(maxsize=64)
def _context(num_players: int, frozen_options: tuple) -> Context:
    return Context(make_pack(PACK_NAME), num_players, dict(frozen_options))


_LAST: list[Any] = [None, None, None, None]  # options dict, its copy, players, context


def context_for(num_players: int, options: dict[str, Any]) -> Context:
    """The shared context; the last one is reused while the same options come back (the arena
    starts thousands of games with one options dict)."""
    last = _LAST
    if last[0] is options and last[2] == num_players and last[1] == options:
        return last[3]
    ctx = _context(num_players, tuple(sorted(options.items())))
    last[:] = [options, dict(options), num_players, ctx]
    return ctx
