"""Plain arithmetic of cards lying on one another (no Qt): whether turned boxes overlap, and the
smallest ring on which a crowded trick's upright cards can each still be read."""

from __future__ import annotations

import math

# The two indices of a card, as fractions of its width and height from its centre
INDEX_CORNERS = ((-0.38, -0.40), (0.38, 0.40))


def _covers(dx: float, dy: float, point: tuple[float, float]) -> bool:
    """Whether an upright card at (dx, dy) from another (in its widths and heights) lies over
    that card's ``point`` (with a margin for the cards' few degrees of turn)."""
    return abs(point[0] - dx) <= 0.56 and abs(point[1] - dy) <= 0.54


def _ring_reads(thetas: tuple[float, ...], fx: float, fy: float) -> bool:
    """Whether upright cards round a ring of radii ``fx`` card widths and ``fy`` card heights, one
    at each of the seats' angles ``thetas`` (degrees), can each be read with all the others lying
    on it: an index free and at least 70% of the face showing."""
    at = [(fx * math.cos(math.radians(t)), fy * math.sin(math.radians(t))) for t in thetas]
    for k, (x, y) in enumerate(at):
        near = [(ox - x, oy - y) for j, (ox, oy) in enumerate(at) if j != k]
        if not any(not any(_covers(dx, dy, c) for dx, dy in near) for c in INDEX_CORNERS):
            return False
        hidden = sum(max(0.0, 1 - abs(dx)) * max(0.0, 1 - abs(dy)) for dx, dy in near)
        if hidden > 0.3:
            return False
    return True


_RINGS: dict[tuple[float, ...], tuple[float, float]] = {}


def ring_radii(thetas: tuple[float, ...]) -> tuple[float, float]:
    """The smallest ring (radii in card widths and card heights) on which a trick of upright
    cards, one at each seat's angle, can each be read (:func:`_ring_reads`), kept low rather
    than wide."""
    key = tuple(round(t % 360.0, 1) for t in thetas)
    if key not in _RINGS:
        best: tuple[float, float, float] | None = None
        for i in range(30):
            for j in range(30):
                fx, fy = 0.6 + 0.05 * i, 0.5 + 0.05 * j
                cost = fx + 1.4 * fy  # a card's height is 1.4 widths; height is scarcer
                if (best is None or cost < best[0]) and _ring_reads(key, fx, fy):
                    best = (cost, fx, fy)
        _RINGS[key] = (best[1], best[2]) if best is not None else (2.0, 2.0)
    return _RINGS[key]


def boxes_overlap(a: tuple[float, float, float, float, float],
                  b: tuple[float, float, float, float, float]) -> bool:
    """Whether two turned rectangles overlap, each (x, y, degrees, half length, half height)
    (separating axis test)."""
    boxes = (a, b)
    for _, _, r, _, _ in boxes:
        t = math.radians(r)
        for ax, ay in ((math.cos(t), math.sin(t)), (-math.sin(t), math.cos(t))):
            spans = []
            for bx, by, br, bw, bh in boxes:
                u = math.radians(br)
                c = bx * ax + by * ay
                e = (bw * abs(math.cos(u) * ax + math.sin(u) * ay)
                     + bh * abs(-math.sin(u) * ax + math.cos(u) * ay))
                spans.append((c - e, c + e))
            if spans[0][1] <= spans[1][0] or spans[1][1] <= spans[0][0]:
                return False
    return True
