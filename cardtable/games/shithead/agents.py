"""A rule-based Shithead player (``greedy``).

It decides from the legal actions alone (their texts name the cards it may play, swap or show),
so it never needs the state, nor even an observation: that keeps it fast enough for long
tournaments. Its rules:

* setup: swap its highest cards (2s, 10s and jokers count as the highest) to the face-up row;
  when choosing face-up cards, lay the highest ones;
* play: the lowest plain rank it may play, as many of that rank as it may; a 2, 10 or joker only
  when nothing plain is legal (the "emergency"), a 10 before a 2 before a joker, one at a time when
  it may choose the count; pick up only when nothing at all is legal;
* when it must pick up from the face-up row, add its lowest face-up card to the pile first.
"""

from __future__ import annotations

from ...engine.agent import AgentSpec, Decision
from ...engine.i18n import N_
from .rules import _VALUE, JOKER, TEN, TWO

# How much a card is worth keeping for later (face-up row): specials above the ace.
_KEEP = {TEN: 20, TWO: 21, JOKER: 22}


def _value(text: str) -> int:
    code = text.split("#")[0]
    if code in ("RJ", "BJ"):
        return JOKER
    return _VALUE[code[:-1]]


# action text -> (verb, values...) ; shared by every greedy player (texts are pack independent)
_INFO: dict[str, tuple] = {}


def _info(action: str) -> tuple:
    info = _INFO.get(action)
    if info is None:
        verb, *cards = action.split()
        info = (verb, *(_value(c) for c in cards))
        _INFO[action] = info
    return info


def _keep(v: int) -> int:
    return _KEEP.get(v, v)


class GreedyShithead:
    def choose(self, decision: Decision) -> str:
        legal = decision.legal
        if len(legal) == 1:
            return legal[0]
        best = None
        best_key = None
        pickup_with = None
        pw_key = 99
        swap = None
        swap_gain = 0
        for a in legal:
            info = _INFO.get(a) or _info(a)
            verb = info[0]
            if verb == "play":
                v = info[1]
                k = len(info) - 1
                if v == TEN or v >= TWO:  # emergencies: 10, then 2, then joker; fewest cards
                    key = (1, _keep(v), k)
                else:  # the lowest plain rank, as many as allowed
                    key = (0, v, -k)
                if best_key is None or key < best_key:
                    best, best_key = a, key
            elif verb == "pickup" and len(info) == 2:
                kv = _keep(info[1])
                if kv < pw_key:
                    pickup_with, pw_key = a, kv
            elif verb == "swap":
                gain = _keep(info[1]) - _keep(info[2])
                if gain > swap_gain:
                    swap, swap_gain = a, gain
            elif verb == "faceup":
                key = (-_keep(info[1]),)
                if best_key is None or key < best_key:
                    best, best_key = a, key
        if best is not None:
            return best
        if swap is not None:
            return swap
        if pickup_with is not None:
            return pickup_with
        for a in ("blind", "ready", "pickup"):
            if a in legal:
                return a
        return legal[0]  # show: any card of the start rank


SPEC = AgentSpec("greedy", N_("Greedy"), lambda game, seat: GreedyShithead(),
                 N_("Plays the lowest cards it can, keeps 2s and 10s for emergencies and swaps "
                    "its high cards to the face-up row."))
