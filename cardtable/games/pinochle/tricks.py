"""Trick rules: who wins a trick, and which cards the strict (second-phase) play allows.

Of two identical cards the first played wins, so a card beats the best so far only when it is
strictly higher in the same suit, or a trump on a non-trump.
"""

from __future__ import annotations


def trick_winner(trick: list[int], suit: tuple[str, ...], strength: tuple[int, ...],
                 trump: str) -> int:
    """Index in ``trick`` of the winning card."""
    best = 0
    bc = trick[0]
    bs = suit[bc]
    for i in range(1, len(trick)):
        c = trick[i]
        s = suit[c]
        if s == bs:
            if strength[c] > strength[bc]:
                best, bc = i, c
        elif s == trump:
            best, bc, bs = i, c, s
    return best


def strict_plays(cards: list[int], trick: list[int], suit: tuple[str, ...],
                 strength: tuple[int, ...], trump: str, head: bool, best: int = -1) -> list[int]:
    """Cards allowed by the strict rules when following to ``trick`` (non-empty).

    Follow suit; when trumps are led, beat the best trump if able; unable to follow, trump if
    able (no duty to over-trump, seed 003). With ``head`` (the older rule) a player must win the
    trick whenever able: beat in the suit led, and over-trump. ``best``: the card winning the
    trick so far, when the caller knows it.
    """
    led = suit[trick[0]]
    if best < 0:
        best = trick[trick_winner(trick, suit, strength, trump)]
    same = [c for c in cards if suit[c] == led]
    if same:
        if led == trump or (head and suit[best] == led):
            bs = strength[best]
            up = [c for c in same if strength[c] > bs]
            if up:
                return up
        return same
    trumps = [c for c in cards if suit[c] == trump]
    if trumps:
        if head and suit[best] == trump:
            bs = strength[best]
            up = [c for c in trumps if strength[c] > bs]
            if up:
                return up
        return trumps
    return cards
