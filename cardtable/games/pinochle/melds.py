"""Melds: the table, the two-handed game's legal single melds, and the best meld of a hand.

Classes (RULES.md §3): A = sequence/marriages/dix (index 0), B = the four-of-a-kind melds (1),
C = pinochle (2). In the two-handed game a melded card stays on the table in ``meld:N`` and may be
used again only in a meld of another class or in a higher meld of the same class; ``used`` maps a
card on the table to the best meld value it has scored in each class.
"""

from __future__ import annotations

from itertools import product
from typing import Iterable

from ...engine.i18n import QT_TRANSLATE_NOOP
from .rules import SUITS, Context

CLASS_A, CLASS_B, CLASS_C = 0, 1, 2

# kind -> (class, points, translatable name)
KINDS = {
    "flush": (CLASS_A, 150, QT_TRANSLATE_NOOP("engine", "flush")),
    "royal-marriage": (CLASS_A, 40, QT_TRANSLATE_NOOP("engine", "royal marriage")),
    "marriage": (CLASS_A, 20, QT_TRANSLATE_NOOP("engine", "marriage")),
    "dix": (CLASS_A, 10, QT_TRANSLATE_NOOP("engine", "dix")),
    "aces": (CLASS_B, 100, QT_TRANSLATE_NOOP("engine", "hundred aces")),
    "kings": (CLASS_B, 80, QT_TRANSLATE_NOOP("engine", "eighty kings")),
    "queens": (CLASS_B, 60, QT_TRANSLATE_NOOP("engine", "sixty queens")),
    "jacks": (CLASS_B, 40, QT_TRANSLATE_NOOP("engine", "forty jacks")),
    "pinochle": (CLASS_C, 40, QT_TRANSLATE_NOOP("engine", "pinochle")),
    "double-pinochle": (CLASS_C, 300, QT_TRANSLATE_NOOP("engine", "double pinochle")),
    # The multiples laid out at once in the partnership and auction forms (doubles with any
    # pack; triples, quadruples and several marriages in one suit with six or eight players).
    "triple-pinochle": (CLASS_C, 600, QT_TRANSLATE_NOOP("engine", "triple pinochle")),
    "quadruple-pinochle": (CLASS_C, 1200, QT_TRANSLATE_NOOP("engine", "quadruple pinochle")),
    "double-flush": (CLASS_A, 1500, QT_TRANSLATE_NOOP("engine", "double flush")),
    "triple-flush": (CLASS_A, 3000, QT_TRANSLATE_NOOP("engine", "triple flush")),
    "quadruple-flush": (CLASS_A, 3000, QT_TRANSLATE_NOOP("engine", "quadruple flush")),
    "double-royal-marriage": (CLASS_A, 300, QT_TRANSLATE_NOOP("engine", "two royal marriages")),
    "triple-royal-marriage": (CLASS_A, 600, QT_TRANSLATE_NOOP("engine", "three royal marriages")),
    "quadruple-royal-marriage": (CLASS_A, 3000, QT_TRANSLATE_NOOP(
        "engine", "four royal marriages")),
    "double-marriage": (CLASS_A, 300, QT_TRANSLATE_NOOP("engine", "two marriages in one suit")),
    "triple-marriage": (CLASS_A, 600, QT_TRANSLATE_NOOP("engine", "three marriages in one suit")),
    "quadruple-marriage": (CLASS_A, 3000, QT_TRANSLATE_NOOP(
        "engine", "four marriages in one suit")),
    "double-aces": (CLASS_B, 1000, QT_TRANSLATE_NOOP("engine", "thousand aces")),
    "triple-aces": (CLASS_B, 2000, QT_TRANSLATE_NOOP("engine", "triple aces")),
    "quadruple-aces": (CLASS_B, 3000, QT_TRANSLATE_NOOP("engine", "quadruple aces")),
    "double-kings": (CLASS_B, 800, QT_TRANSLATE_NOOP("engine", "eight hundred kings")),
    "triple-kings": (CLASS_B, 1600, QT_TRANSLATE_NOOP("engine", "triple kings")),
    "quadruple-kings": (CLASS_B, 3000, QT_TRANSLATE_NOOP("engine", "quadruple kings")),
    "double-queens": (CLASS_B, 600, QT_TRANSLATE_NOOP("engine", "six hundred queens")),
    "triple-queens": (CLASS_B, 1200, QT_TRANSLATE_NOOP("engine", "triple queens")),
    "quadruple-queens": (CLASS_B, 3000, QT_TRANSLATE_NOOP("engine", "quadruple queens")),
    "double-jacks": (CLASS_B, 400, QT_TRANSLATE_NOOP("engine", "four hundred jacks")),
    "triple-jacks": (CLASS_B, 800, QT_TRANSLATE_NOOP("engine", "triple jacks")),
    "quadruple-jacks": (CLASS_B, 3000, QT_TRANSLATE_NOOP("engine", "quadruple jacks")),
}
MULTIPLE = ("", "double-", "triple-", "quadruple-")
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


def multiple_kind(kind: str, k: int) -> str:
    """The kind of ``k`` of a meld laid out together: ``aces`` 2 -> ``double-aces``."""
    return MULTIPLE[min(k, 4) - 1] + kind


def meld_name(kind: str) -> str:
    """The translatable name of a meld kind (``QT_TRANSLATE_NOOP``-marked; show it with ``tr``)."""
    return KINDS[kind][2]


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


_SPECS: dict[tuple[str, str], list[tuple[str, int, int, tuple[str, ...], int]]] = {}


def _specs(ctx: Context, trump: str) -> list[tuple[str, int, int, tuple[str, ...], int]]:
    """(kind, class, points, faces, bit mask of the faces) of every two-handed meld."""
    key = (ctx.pack.name, trump)
    out = _SPECS.get(key)
    if out is None:
        bit = ctx.face_bit_of
        out = [(kind, KINDS[kind][0], KINDS[kind][1], faces,
                sum({bit[f] for f in faces}))
               for kind in TWO_HANDED_KINDS for faces in kind_faces(kind, trump)]
        _SPECS[key] = out
    return out


def legal_single_melds(ctx: Context, hand: list[int], table: list[int],
                       used: dict[int, tuple[int, ...]], trump: str) -> list[str]:
    """Every legal single meld (not the dix) for the two-handed game, as action strings.

    A meld needs at least one card from the hand; a card already on the table may join only a
    meld of a class in which it has not scored at least as much. Equivalent copies (two identical
    cards both in the hand) give one action, the lower id.
    """
    fbit = ctx.face_bit
    present = 0
    for c in hand:
        present |= fbit[c]
    for c in table:
        present |= fbit[c]
    specs = [sp for sp in _specs(ctx, trump) if present & sp[4] == sp[4]]
    if not specs:
        return []
    code = ctx.code
    reps: dict[str, list[int]] = {}
    allcards: dict[str, list[int]] = {}
    seen: set = set()
    for c in sorted(hand):
        face = code[c]
        allcards.setdefault(face, []).append(c)
        if face not in seen:
            seen.add(face)
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
    for kind, cls, value, faces, _ in specs:
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
    Doubles (double flush, eight aces, ... double pinochle) are one meld of their own kind
    (``double-flush``, ``double-aces``, ...); with six or eight players (``ctx.extra_melds``)
    also triples, quadruples and several marriages in one suit. Otherwise each marriage and each
    dix is a meld of its own.
    """
    by_face: dict[str, list[int]] = {}
    code = ctx.code
    for c in sorted(cards):
        face = code[c]
        if face in by_face:
            by_face[face].append(c)
        else:
            by_face[face] = [c]
    get = by_face.get
    none: list[int] = []
    flush_faces, pairs, around_faces = _faces(trump)
    extra = ctx.extra_melds
    out: list[tuple[str, int, list[int]]] = []
    # Class A: flushes, then royal marriages from the kings and queens left, plain marriages, dix.
    flush = min(len(get(f, none)) for f in flush_faces)
    if flush:
        if not extra:
            flush = min(flush, 2)
        used = [c for f in flush_faces for c in by_face[f][:flush]]
        out.append((multiple_kind("flush", flush), multi_value("flush", flush, extra), used))
    for s, king, queen in pairs:
        kings = get(king)
        queens = get(queen)
        if not kings or not queens:
            continue
        if s == trump and flush:
            kings = kings[flush:]
            queens = queens[flush:]
        m = min(len(kings), len(queens))
        if not m:
            continue
        kind = "royal-marriage" if s == trump else "marriage"
        if extra and m >= 2:
            out.append((multiple_kind(kind, m), MARRIAGES_IN_SUIT[min(m, 4) - 1],
                        kings[:m] + queens[:m]))
        else:
            base = KINDS[kind][1]
            out.extend((kind, base, [kings[i], queens[i]]) for i in range(m))
    dixes = get(ctx.dix_rank + trump)
    if dixes:
        out.extend(("dix", 10, [d]) for d in dixes)
    # Class B: around.
    for kind, faces in around_faces:
        k = min(len(get(f, none)) for f in faces)
        if k:
            if not extra:
                k = min(k, 2)
            out.append((multiple_kind(kind, k), multi_value(kind, k, extra),
                        [c for f in faces for c in by_face[f][:k]]))
    # Class C: pinochles.
    qs = get("QS")
    jd = get("JD")
    if qs and jd:
        k = min(len(qs), len(jd))
        if not extra:
            k = min(k, 2)
        out.append((multiple_kind("pinochle", k), multi_value("pinochle", k, extra),
                    qs[:k] + jd[:k]))
    return out


_FACES: dict[str, tuple] = {}


def _faces(trump: str) -> tuple:
    """Face codes :func:`best_melds` looks up for a trump suit (built once per suit)."""
    out = _FACES.get(trump)
    if out is None:
        out = (tuple(r + trump for r in FLUSH_RANKS),
               tuple((s, "K" + s, "Q" + s) for s in SUITS),
               tuple((kind, tuple(rank + s for s in SUITS)) for kind, rank in AROUND.items()))
        _FACES[trump] = out
    return out


def meld_total(melds: list[tuple[str, int, list[int]]]) -> int:
    return sum(m[1] for m in melds)


def meld_cards(melds: list[tuple[str, int, list[int]]]) -> list[int]:
    seen: dict[int, None] = {}
    for _, _, cs in melds:
        for c in cs:
            seen[c] = None
    return list(seen)
