"""A rule-based Shithead player (``greedy``).

It decides from the legal actions alone (their texts name the cards it may play, swap or show),
so it never needs the state, nor even an observation: that keeps it fast enough for long
tournaments. Its rules:

* setup: swap its highest cards (2s, 10s and jokers count as the highest) to the face-up row;
  when choosing face-up cards, lay the highest ones;
* play: the lowest plain rank it may play, as many of that rank as it may; a 10, 2 or joker only
  when nothing plain is legal (the "emergency"), a 10 before a 2 before a joker, as few as it may;
  pick up only when nothing at all is legal;
* when it must pick up from the face-up row, it first adds its lowest face-up card to the pile;
* face down: it always turns the card up rather than pick up;
* patience: two greedy players can pass the same pile back and forth for ever (each plays its
  lowest cards, the other picks them up). After :data:`PATIENCE` of its own decisions in one
  game, a greedy player plays a random legal card instead of its lowest one a quarter of the
  time, which breaks such cycles (the move cap stays the guarantee).
"""

from __future__ import annotations

from ...engine.agent import AgentSpec, Decision
from ...engine.i18n import QT_TRANSLATE_NOOP
from .rules import _VALUE, JOKER, TEN, TWO

# How much a card is worth keeping for later (face-up row): specials above the ace.
_KEEP = {TEN: 20, TWO: 21, JOKER: 22}


def _value(text: str) -> int:
    code = text.split("#")[0]
    if code in ("RJ", "BJ"):
        return JOKER
    return _VALUE[code[:-1]]


def _keep(v: int) -> int:
    return _KEEP.get(v, v)


def _score(action: str) -> int:
    """Preference of an action, lowest best (texts are pack independent, so one table serves
    every player count)."""
    verb, *cards = action.split()
    vals = [_value(c) for c in cards]
    if verb == "play":
        v, k = vals[0], len(vals)
        if v == TEN or v >= TWO:  # emergency cards: as few as possible
            return 10_000 + _keep(v) * 16 + k
        return v * 16 - k  # the lowest plain rank, as many as allowed
    if verb == "blind":
        return 0
    if verb == "pickup":
        return 500_000 + _keep(vals[0]) if vals else 1_000_000
    if verb == "faceup":
        return -_keep(vals[0])
    if verb == "show":
        return 0
    if verb == "ready":
        return 2_000_000
    # swap HAND TABLE: the bigger the gain of keeping HAND face up instead of TABLE, the better
    gain = _keep(vals[0]) - _keep(vals[1])
    return -gain if gain > 0 else 3_000_000


_SCORE: dict[str, int] = {}
PATIENCE = 100


class GreedyShithead:
    def __init__(self) -> None:
        self.turns = 0  # own decisions in this game

    def choose(self, decision: Decision) -> str:
        legal = decision.legal
        first = legal[0]
        if first == "ready" or first[0] == "f":  # the setup of a new game
            self.turns = 0
        self.turns += 1
        if len(legal) == 1:
            return first
        try:
            best = min(legal, key=_SCORE.__getitem__)
        except KeyError:
            for a in legal:
                if a not in _SCORE:
                    _SCORE[a] = _score(a)
            best = min(legal, key=_SCORE.__getitem__)
        if self.turns > PATIENCE and best.startswith("play "):  # in a long game
            rng = decision.rng
            if rng.random() < 0.25:
                plays = [a for a in legal if a.startswith("play ")]
                return plays[int(rng.random() * len(plays))]
        return best


SPEC = AgentSpec("greedy", QT_TRANSLATE_NOOP(
    "engine", "Greedy"), lambda game, seat: GreedyShithead(),
                 QT_TRANSLATE_NOOP(
                     "engine", "Plays the lowest cards it can, keeps 2s and 10s for emergencies and swaps "
                               "its high cards to the face-up row."))
