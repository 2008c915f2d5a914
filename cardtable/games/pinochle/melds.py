"""Melds: the table, the two-handed game's legal single melds, and the best meld of a hand.

Classes (RULES.md §3): A = sequence/marriages/dix (index 0), B = the four-of-a-kind melds (1),
C = pinochle (2). In the two-handed game a melded card stays on the table in ``meld:N`` and may be
used again only in a meld of another class or in a higher meld of the same class; ``used`` maps a
card on the table to the best meld value it has scored in each class.
"""

from __future__ import annotations

from itertools import product
from typing import Iterable

from ...engine.i18n import N_
from .rules import SUITS, Context

CLASS_A, CLASS_B, CLASS_C = 0, 1, 2

# kind -> (class, points, translatable name)
KINDS = {
    "flush": (CLASS_A, 150, N_("flush")),
    "royal-marriage": (CLASS_A, 40, N_("royal marriage")),
    "marriage": (CLASS_A, 20, N_("marriage")),
    "dix": (CLASS_A, 10, N_("dix")),
    "aces": (CLASS_B, 100, N_("hundred aces")),
    "kings": (CLASS_B, 80, N_("eighty kings")),
    "queens": (CLASS_B, 60, N_("sixty queens")),
    "jacks": (CLASS_B, 40, N_("forty jacks")),
    "pinochle": (CLASS_C, 40, N_("pinochle")),
    "double-pinochle": (CLASS_C, 300, N_("double pinochle")),
}
AROUND = {"aces": "A", "kings": "K", "queens": "Q", "jacks": "J"}
FLUSH_RANKS = ("A", "10", "K", "Q", "J")

# The partnership / auction meld table by multiplicity (1, 2, 3, 4 of the same meld): the
# doubles of the four-handed game, and the six/eight-player triples and quadruples.
MULTI = {
    "flush": (150, 1500, 3000, 3000),
    "aces": (100, 1000, 2000, 3000),
    "kings": (80, 800, 1600, 3000),
    "queens": (60, 600, 1200, 3000),
    "jacks": (40, 400, 800, 3000),
    "pinochle": (40, 300, 600, 1200),
}
# Two, three, four marriages in one suit (6/8 players), by count - 1 (one marriage: 0, unused).
MARRIAGES_IN_SUIT = (0, 300, 600, 3000)

TWO_HANDED_KINDS = ("flush", "royal-marriage", "marriage", "aces", "kings", "queens", "jacks",
                    "pinochle", "double-pinochle")


def kind_faces(kind: str, trump: str) -> list[tuple[str, ...]]:
    """Face codes of each way to form ``kind`` (marriages: one per plain suit)."""
    if kind == "flush":
        return [tuple(r + trump for r in FLUSH_RANKS)]
    if kind == "royal-marriage":
        return [("K" + trump, "Q" + trump)]
    if kind == "marriage":
        return [("K" + s, "Q" + s) for s in SUITS if s != trump]
    if kind in AROUND:
        return [tuple(AROUND[kind] + s for s in SUITS)]
    if kind == "pinochle":
        return [("QS", "JD")]
    if kind == "double-pinochle":
        return [("QS", "QS", "JD", "JD")]
    raise KeyError(kind)


_SPECS: dict[str, list[tuple[str, int, int, tuple[str, ...]]]] = {}


def _specs(trump: str) -> list[tuple[str, int, int, tuple[str, ...]]]:
    out = _SPECS.get(trump)
    if out is None:
        out = [(kind, KINDS[kind][0], KINDS[kind][1], faces) for kind in TWO_HANDED_KINDS
               for faces in kind_faces(kind, trump)]
        _SPECS[trump] = out
    return out


def legal_single_melds(ctx: Context, hand: list[int], table: list[int],
                       used: dict[int, tuple[int, ...]], trump: str) -> list[str]:
    """Every legal single meld (not the dix) for the two-handed game, as action strings.

    A meld needs at least one card from the hand; a card already on the table may join only a
    meld of a class in which it has not scored at least as much. Equivalent copies (two identical
    cards both in the hand) give one action, the lower id.
    """
    code = ctx.code
    present = {code[c] for c in hand}
    present.update(code[c] for c in table)
    specs = [sp for sp in _specs(trump) if all(f in present for f in sp[3])]
    if not specs:
        return []
    reps: dict[str, list[int]] = {}
    allcards: dict[str, list[int]] = {}
    seen: set = set()
    for c in sorted(hand):
        face = code[c]
        allcards.setdefault(face, []).append(c)
        if (face, None) not in seen:
            seen.add((face, None))
            reps.setdefault(face, []).append(c)
    for c in sorted(table):
        face = code[c]
        allcards.setdefault(face, []).append(c)
        key = (face, used.get(c))
        if key not in seen:
            seen.add(key)
            reps.setdefault(face, []).append(c)
    hand_set = set(hand)
    text = ctx.text
    out: list[str] = []
    for kind, cls, value, faces in specs:
        if kind == "double-pinochle":
            qs, jd = allcards["QS"], allcards["JD"]
            if len(qs) < 2 or len(jd) < 2:
                continue
            options: Iterable = ((q1, q2, j1, j2) for i, q1 in enumerate(qs) for q2 in qs[i + 1:]
                                 for k, j1 in enumerate(jd) for j2 in jd[k + 1:])
        else:
            options = product(*(reps[f] for f in faces))
        for combo in options:
            if not any(c in hand_set for c in combo):
                continue
            if any(c not in hand_set and used.get(c, (0, 0, 0))[cls] >= value for c in combo):
                continue
            out.append("meld " + kind + " " + " ".join(text[c] for c in combo))
    return out


def multi_value(kind: str, k: int, extra: bool) -> int:
    if k <= 0:
        return 0
    if not extra:
        k = min(k, 2)
    return MULTI[kind][min(k, 4) - 1]


def best_melds(ctx: Context, cards: list[int], trump: str) -> list[tuple[str, int, list[int]]]:
    """All the meld of a hand laid down at once (partnership and auction forms).

    Returns (kind, points, cards) entries; a card may appear in melds of different classes.
    Doubles (double flush, eight aces, ... double pinochle) are counted as one meld; with six
    or eight players (``ctx.extra_melds``) also triples, quadruples and several marriages in one
    suit.
    """
    by_face: dict[str, list[int]] = {}
    code = ctx.code
    for c in sorted(cards):
        by_face.setdefault(code[c], []).append(c)

    def cnt(face: str) -> int:
        return len(by_face.get(face, ()))

    extra = ctx.extra_melds
    out: list[tuple[str, int, list[int]]] = []
    # Class A: flushes, then royal marriages from the kings and queens left, plain marriages, dix.
    flush = min(cnt(r + trump) for r in FLUSH_RANKS)
    if not extra:
        flush = min(flush, 2)
    if flush:
        used = [c for r in FLUSH_RANKS for c in by_face[r + trump][:flush]]
        out.append(("flush", multi_value("flush", flush, extra), used))
    for s in SUITS:
        skip = flush if s == trump else 0
        kings = by_face.get("K" + s, [])[skip:]
        queens = by_face.get("Q" + s, [])[skip:]
        m = min(len(kings), len(queens))
        if not m:
            continue
        base = 40 if s == trump else 20
        if extra and m >= 2:
            value = MARRIAGES_IN_SUIT[m - 1]
        else:
            value = base * m
        out.append(("royal-marriage" if s == trump else "marriage", value, kings[:m] + queens[:m]))
    dixes = by_face.get(ctx.dix_rank + trump, [])
    if dixes:
        out.append(("dix", 10 * len(dixes), list(dixes)))
    # Class B: around.
    for kind, rank in AROUND.items():
        k = min(cnt(rank + s) for s in SUITS)
        if k:
            out.append((kind, multi_value(kind, k, extra),
                        [c for s in SUITS for c in by_face[rank + s][:k]]))
    # Class C: pinochles.
    k = min(cnt("QS"), cnt("JD"))
    if k:
        kind = "pinochle" if k == 1 else "double-pinochle"
        out.append((kind, multi_value("pinochle", k, extra), by_face["QS"][:k] + by_face["JD"][:k]))
    return out


def meld_total(melds: list[tuple[str, int, list[int]]]) -> int:
    return sum(m[1] for m in melds)


def meld_cards(melds: list[tuple[str, int, list[int]]]) -> list[int]:
    seen: dict[int, None] = {}
    for _, _, cs in melds:
        for c in cs:
            seen[c] = None
    return list(seen)
