"""Where every zone and card of a table sits, from the game's :class:`TableLayout` alone.

Plain arithmetic, no Qt: given the table's size, the player count, the viewing seat and the
zones a game uses, :class:`TableGeometry` gives each seat a frame (its hand's centre, the way it
faces) and each zone the poses of its cards. The viewer sits at the bottom; the other seats go
round the table on an ellipse in seat order — clockwise, or anticlockwise where the game's seat
numbers run that way (``TableLayout.seats``) — their cards smaller and turned to face the middle.

Per-seat zones are placed in their seat's frame: ``u`` runs along the seat's hand (to its right),
``v`` from the seat toward the middle. Shared zones sit in the middle row: ``stock`` left of the
centre, ``center`` in it, ``discard`` right of it. A zone ``on`` another lies at that zone's place
plus ``offset`` (in card widths and heights).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from typing import Callable, Collection, Iterable, Sequence

from ...engine.events import HIDDEN, zone_owner
from ...engine.layout import (ANTICLOCKWISE, AT_CENTER, AT_DISCARD, AT_FRONT, AT_HAND, AT_SIDE,
                              AT_STOCK, FAN, ROW, SPREAD, STACK, TRICK, TableLayout, ZoneLayout)
from .overlap import boxes_overlap, ring_radii

ASPECT = 1.4          # card height / width (our SVGs are 250 × 350)
MARGIN = 14.0         # free border round the table, in pixels
CAPTION_H = 34.0      # a pile's caption under it in the middle (two lines where piles lie together)
CROWDED_TRICK = 4     # more seats than this: a trick's cards lie upright on a ring
CROWDED_TRICK_SCALE = 0.88  # a little smaller than the viewer's cards
OTHER_SCALE = 0.64    # other seats' cards, relative to the viewer's
FRONT_SCALE = 0.86    # the viewer's cards lying in front of it
PLATE_W, PLATE_H = 172.0, 46.0
PLATE_FULL_CARD = 72.0   # cards at least this wide: plates at full size
PLATE_MIN_SCALE = 0.72   # smaller cards: plates shrink with them, down to this
PLAYABLE_LIFT = 0.07  # how far the person's playable cards rise toward the middle (card heights)


@dataclass(frozen=True, slots=True)
class Pose:
    """A card's centre, rotation (degrees), stacking order and width in scene pixels."""

    x: float
    y: float
    rot: float = 0.0
    z: float = 0.0
    width: float = 100.0
    covered: bool = False  # deep in a squared stack: not drawn at all
    shadow: bool = True  # casts its own shadow (in a squared stack only the lowest card does)

    @property
    def height(self) -> float:
        return self.width * ASPECT


@dataclass(frozen=True, slots=True)
class SeatFrame:
    """One seat: its hand's centre, the angle it faces (0: the viewer, 180: opposite)."""

    seat: int
    x: float
    y: float
    angle: float
    scale: float

    @property
    def along(self) -> tuple[float, float]:
        a = math.radians(self.angle)
        return math.cos(a), math.sin(a)

    @property
    def inward(self) -> tuple[float, float]:
        a = math.radians(self.angle)
        return math.sin(a), -math.cos(a)

    def at(self, u: float, v: float) -> tuple[float, float]:
        (ax, ay), (ix, iy) = self.along, self.inward
        return self.x + u * ax + v * ix, self.y + u * ay + v * iy


@dataclass
class ZonePlace:
    """Where a zone sits: its centre, rotation and card width, and the frame it belongs to."""

    zone: str
    layout: ZoneLayout
    x: float
    y: float
    rot: float
    width: float
    frame: SeatFrame | None
    z: float = 0.0
    label_below: bool = True
    extent: float = 0.0  # half the zone's length along its row, for badges and outlines
    poses: list[Pose] = field(default_factory=list)


def upright(angle: float) -> float:
    """A seat's angle turned so that the card it lays is never upside down for the viewer:
    opposite seats' cards face the viewer (single-ended Italian figures would stand on their
    heads), side seats' cards lie sideways, with the way they lean kept."""
    a = (angle + 180.0) % 360.0 - 180.0
    if a > 90.0:
        return a - 180.0
    if a < -90.0:
        return a + 180.0
    return a


def _jitter(card: int, amount: float) -> float:
    """A small fixed turn per card so a played pile looks like cards thrown on a table."""
    if card < 0:
        return 0.0
    return ((card * 7919) % 13 - 6) / 6.0 * amount


class TableGeometry:
    """The frames and zone places of one table at one size."""

    def __init__(self, width: float, height: float, num_players: int, viewer: int | None,
                 layout: TableLayout, zones: Iterable[str], hand_cards: int = 8,
                 open_hands: bool = False, card_scale: float = 1.0):
        self.width = max(320.0, float(width))
        # the person's card size (Preferences, Ctrl+plus/minus): a share of the width that fits
        self.card_scale = max(0.3, min(2.0, float(card_scale)))
        # the other seats' hands are face up (Briscola's open hands, a game watched again): their
        # fans open wider, so that every card's corner shows
        self.open_hands = open_hands
        self.height = max(240.0, float(height))
        self.num_players = num_players
        self.hand_cards = max(1, hand_cards)  # the largest hand the piles beside hands must clear
        self.viewer = 0 if viewer is None else viewer
        self.layout = layout
        self.zone_names = sorted(set(zones), key=self._zone_order)
        self.layouts = {z: layout.for_zone(z) for z in self.zone_names}
        self.has_front = any(zone_owner(z) is not None and self._place(z) == AT_FRONT
                             for z in self.zone_names)
        self.card_width = self._fit_card_width()
        self.card_height = self.card_width * ASPECT
        # the name plates shrink with the cards in a small window (down to PLATE_MIN_SCALE)
        self.plate_scale = min(1.0, max(PLATE_MIN_SCALE, self.card_width / PLATE_FULL_CARD))
        self.plate_w, self.plate_h = PLATE_W * self.plate_scale, PLATE_H * self.plate_scale
        self.gap = 360.0 / max(1, num_players)  # degrees between the viewer and each neighbour
        self.frames = self._seat_frames()
        self.places: dict[str, ZonePlace] = {}
        self.plates: dict[int, tuple[float, float]] = {}  # where each seat's plate was put
        self._place_zones()

    # --- sizes and seats --------------------------------------------------------------------
    def _zone_order(self, zone: str) -> tuple[int, str]:
        for i, zl in enumerate(self.layout.zones):
            if zl.matches(zone):
                return i, zone
        return len(self.layout.zones), zone

    def _place(self, zone: str) -> str:
        zl = self.layouts.get(zone) or self.layout.for_zone(zone)
        owner = zone_owner(zone)
        if owner is not None and zl.place in (AT_CENTER, AT_STOCK, AT_DISCARD):
            return AT_FRONT  # a seat's own zone lies in front of it, not in the shared middle
        return zl.place

    def _fit_card_width(self) -> float:
        """The viewer's card width: as big as fits the height (hands top and bottom, the middle
        row, front rows when the game has them) and the width (seats left and right)."""
        rows = 1.0 + 1.0 + OTHER_SCALE + 0.55  # viewer hand, middle, opposite hand, gaps and lift
        if self.has_front:
            rows += FRONT_SCALE + OTHER_SCALE + 0.2
        by_height = (self.height - 2 * MARGIN - 30) / (rows * ASPECT)
        by_width = (self.width - 2 * MARGIN) / (13.0 if self.num_players > 2 else 11.0)
        return max(34.0 * min(1.0, self.card_scale),
                   min(by_height, by_width, 230.0) * self.card_scale)

    def _seat_theta(self, seat: int) -> float:
        """Where a seat sits round the table, in degrees on the screen's ellipse (90: the
        viewer at the bottom; y grows downward, so growing angles go clockwise). The viewer's
        neighbours sit ``self.gap`` degrees from it, the others evenly between them."""
        n = self.num_players
        r = (seat - self.viewer) % n
        if r == 0:
            return 90.0
        turn = -1.0 if self.layout.seats == ANTICLOCKWISE else 1.0
        if n == 2:
            return 270.0
        gap = self.gap
        return 90.0 + turn * (gap + (360.0 - 2 * gap) * (r - 1) / (n - 2))

    def trick_ring(self, w: float) -> tuple[float, float]:
        """The radii of a crowded trick's ring for cards ``w`` wide (see :func:`.overlap.ring_radii`)."""
        fx, fy = ring_radii(tuple(self._seat_theta(s) for s in range(self.num_players)))
        return fx * w, fy * w * ASPECT

    def _seat_frames(self) -> dict[int, SeatFrame]:
        n, ch = self.num_players, self.card_height
        W, H = self.width, self.height
        cx = W / 2
        och = ch * OTHER_SCALE
        bottom_y = H - MARGIN - ch / 2 - 0.12 * ch
        top_y = MARGIN + och / 2 + 4
        inner_bottom = bottom_y - ch / 2 - 0.12 * ch
        inner_top = top_y + och / 2
        if self.has_front:
            inner_bottom -= ch * FRONT_SCALE + 0.10 * ch
            inner_top += och + 0.10 * ch
        self.center_y = (inner_bottom + inner_top) / 2
        self.center_x = cx
        viewer = SeatFrame(self.viewer, cx, bottom_y, 0.0, 1.0)
        rx = W / 2 - MARGIN - och / 2 - 6
        ry = self.center_y - top_y
        even = 360.0 / n
        # the viewer's neighbours move up the sides while their hands would reach the viewer's
        # (eight players with twelve cards each), the other seats closing up between them
        for widen in range(0, 31, 3) if n > 4 else (0,):
            self.gap = even + widen
            frames = {self.viewer: viewer}
            for r in range(1, n):
                seat = (self.viewer + r) % n
                theta = math.radians(self._seat_theta(seat))
                x = cx + rx * math.cos(theta)
                y = self.center_y + ry * math.sin(theta)
                if y > bottom_y - 0.2 * ch:  # seats low on the ellipse clear the viewer's hand
                    y = bottom_y - 0.2 * ch
                dx, dy = cx - x, self.center_y - y
                angle = math.degrees(math.atan2(dx, -dy))
                frames[seat] = SeatFrame(seat, x, y, angle, OTHER_SCALE)
            near = ((self.viewer + 1) % n, (self.viewer - 1) % n)
            if not any(boxes_overlap(self._hand_box(viewer), self._hand_box(frames[s]))
                       for s in near):
                break
        return frames

    # --- zones ------------------------------------------------------------------------------
    def _resolve_on(self, zone: str, zl: ZoneLayout) -> str | None:
        if not zl.on:
            return None
        owner = zone_owner(zone)
        on = zl.on.replace("*", str(owner)) if owner is not None else zl.on
        if on in self.layouts:
            return on
        if owner is not None and ":" not in on and f"{on}:{owner}" in self.layouts:
            return f"{on}:{owner}"
        return on if on in self.layouts else None

    def hand_span(self, count: int, width: float) -> float:
        """Length of a fanned hand of ``count`` cards."""
        if count <= 1:
            return width
        own = width >= self.card_width
        limit = self.width * 0.62 if own else self.width * 0.3
        step = min(width * (0.74 if own else 0.3), (limit - width) / (count - 1))
        span = width + step * (count - 1)
        if self.open_hands and not own:
            # wider, within the room a closed fan of the largest hand takes (what the piles and
            # plates beside it clear)
            n = max(count, self.hand_cards)
            room = width + min(width * 0.3, (limit - width) / max(1, n - 1)) * (n - 1)
            span = max(span, min(width + width * 0.56 * (count - 1), room))
        return span

    def _place_zones(self) -> None:
        cw, ch = self.card_width, self.card_height
        by_seat_place: dict[tuple[int, str], list[str]] = {}
        side_piles: list[tuple[str, int, int, float]] = []  # (zone, seat, k, width)
        shared: dict[str, list[str]] = {}
        dependent: list[str] = []
        for zone in self.zone_names:
            zl = self.layouts[zone]
            if self._resolve_on(zone, zl):
                dependent.append(zone)
                continue
            owner = zone_owner(zone)
            if owner is not None and owner in self.frames:
                by_seat_place.setdefault((owner, self._place(zone)), []).append(zone)
            else:
                shared.setdefault(self._place(zone), []).append(zone)
        # per-seat zones
        for (seat, place), zones in by_seat_place.items():
            frame = self.frames[seat]
            w = cw * frame.scale
            h = w * ASPECT
            hand_half = self.hand_span(self.hand_cards, w) / 2
            for k, zone in enumerate(zones):
                zl = self.layouts[zone]
                zw = w * (FRONT_SCALE if seat == self.viewer and place != AT_HAND else 1.0)
                zh = zw * ASPECT
                if place == AT_HAND:
                    u, v = (k * (hand_half * 2 + 0.3 * w)), 0.0
                elif place == AT_SIDE:
                    u, v = hand_half + 0.35 * w + zw / 2 + k * (zw * 1.15), 0.0
                    if seat == self.viewer:
                        u = min(u, self.width / 2 - MARGIN - zw / 2 - k * zw * 1.15)
                else:  # front
                    v = h / 2 + 0.10 * h + zh / 2 + k * (zh * 1.05)
                    if seat == self.viewer:
                        v += 0.08 * h
                    u = 0.0
                x, y = frame.at(u, v)
                if place != AT_HAND:  # a pile beside a seat near the edge stays on the table
                    a = math.radians(frame.angle + zl.rotate)
                    c, s_ = abs(math.cos(a)), abs(math.sin(a))
                    ex, ey = c * zw / 2 + s_ * zh / 2, s_ * zw / 2 + c * zh / 2
                    if place == AT_SIDE and seat != self.viewer and not (
                            MARGIN + ex <= x <= self.width - MARGIN - ex
                            and MARGIN + ey <= y <= self.height - MARGIN - ey):
                        # no room beyond the end of a long hand (a side seat's fifteen cards):
                        # the pile lies on the middle's side of the hand, at that end
                        u = max(0.0, hand_half - zw / 2) - k * (zw * 1.15)
                        v = h / 2 + 0.15 * h + zh / 2
                        x, y = frame.at(u, v)
                    x = min(max(x, MARGIN + ex), self.width - MARGIN - ex)
                    y = min(max(y, MARGIN + ey), self.height - MARGIN - ey)
                self.places[zone] = ZonePlace(zone, zl, x, y, frame.angle + zl.rotate, zw, frame,
                                              z=zl.z * 200 + 100 * (place == AT_HAND))
                if place == AT_SIDE and seat != self.viewer:
                    side_piles.append((zone, seat, k, zw))
        # a pile beyond the end of a hand that reaches a neighbour's hand (six-handed Pinochle's
        # fifteen cards a seat, eight players' crowded corners) goes where it is clear of every
        # other hand: on the middle's side of its own hand at that end, or at the other end
        for zone, seat, k, zw in side_piles:
            frame, pile = self.frames[seat], self.places[zone]
            zh = zw * ASPECT
            hand_half = self.hand_span(self.hand_cards, cw * frame.scale) / 2

            def clear(x: float, y: float) -> bool:
                return (MARGIN + zw / 2 <= x <= self.width - MARGIN - zw / 2
                        and MARGIN + zw / 2 <= y <= self.height - MARGIN - zw / 2
                        and not any(self._on_hand(other, x, y, pile.rot, zw / 2, zh / 2)
                                    for other in self.frames if other != seat))

            if clear(pile.x, pile.y):
                continue
            inner_u = max(0.0, hand_half - zw / 2) - k * (zw * 1.15)
            inner_v = cw * frame.scale * ASPECT * 0.65 + zh / 2
            outer_u = hand_half + 0.35 * cw * frame.scale + zw / 2 + k * (zw * 1.15)
            for u, v in ((inner_u, inner_v), (-inner_u, inner_v), (-outer_u, 0.0)):
                x, y = frame.at(u, v)
                if clear(x, y):
                    pile.x, pile.y = x, y
                    break
        # shared zones in the middle row
        cy = self.center_y
        has_trick = any(self.layouts[z].arrangement == TRICK for z in shared.get(AT_CENTER, ()))
        trick_reach = 0.55 * ch + 0.5 * ch if has_trick else 0.7 * cw
        if has_trick and self.num_players > CROWDED_TRICK:
            trick_reach = self.trick_ring(cw * CROWDED_TRICK_SCALE)[0] + 0.6 * cw
        side_x = max(2.5 * cw, trick_reach + 0.9 * cw)
        for place, zones in shared.items():
            count = len(zones)
            for k, zone in enumerate(zones):
                zl = self.layouts[zone]
                if place == AT_STOCK:
                    x, y = self.center_x - side_x, cy + (k - (count - 1) / 2) * ch * 1.1
                elif place == AT_DISCARD:
                    x, y = self.center_x + side_x, cy + (k - (count - 1) / 2) * ch * 1.1
                elif place in (AT_HAND, AT_FRONT, AT_SIDE):  # a shared zone "at a seat": the viewer's
                    x, y = self.center_x, cy + ch * 0.9
                else:
                    x, y = self.center_x + (k - (count - 1) / 2) * cw * 2.6, cy
                self.places[zone] = ZonePlace(zone, zl, x, y, float(zl.rotate), cw, None, z=zl.z * 200)
        # zones lying on others (the trump card under the stock, a face-up row on a face-down row)
        for zone in dependent:
            zl = self.layouts[zone]
            on = self._resolve_on(zone, zl)
            base = self.places.get(on or "")
            if base is None:
                self.places[zone] = ZonePlace(zone, zl, self.center_x, cy, float(zl.rotate), cw, None)
                continue
            bw = base.width
            ox, oy = zl.offset
            if base.frame is not None:
                # offsets are in the seat's frame: x along its hand, y toward the middle is negative
                x, y = base.frame.at(ox * bw, -oy * bw * ASPECT)
                x += base.x - base.frame.x
                y += base.y - base.frame.y
            else:
                x, y = base.x + ox * bw, base.y + oy * bw * ASPECT
            self.places[zone] = ZonePlace(zone, zl, x, y, base.rot + zl.rotate, bw, base.frame,
                                          z=base.z + zl.z * 20 + (10 if zl.z >= 0 else 0))

    # --- cards ------------------------------------------------------------------------------
    def place_cards(self, zone: str, entries: Sequence[tuple[int, bool]], *,
                    trick_seats: Sequence[int | None] = (), lifted: Callable[[int], float] | None = None,
                    order: Sequence[int] | None = None, upright: bool = False,
                    slots: tuple[Sequence[int], int] | None = None) -> list[Pose]:
        """Poses for the cards of ``zone`` (bottom to top as in ``entries``). ``order``: the
        display order (indices into ``entries``, left to right) for a hand the table sorts;
        ``lifted(i)``: how far card ``i`` rises toward the middle (in card heights);
        ``upright``: a fan across the table (another seat's hand the viewer sees face up) is
        turned to be read, not upside down, each card over the left one's index; ``slots``:
        (each card's place, the places in the row) for a row whose cards keep their places."""
        place = self.places.get(zone)
        if place is None:
            self.places[zone] = place = ZonePlace(zone, self.layout.for_zone(zone), self.center_x,
                                                  self.center_y, 0.0, self.card_width, None)
        zl, n = place.layout, len(entries)
        w = place.width
        h = w * ASPECT
        frame = place.frame
        arrangement = zl.arrangement
        poses: list[Pose] = [Pose(place.x, place.y, place.rot, place.z, w)] * n
        if n == 0:
            place.poses = []
            place.extent = w / 2
            return []
        display = list(order) if order is not None else list(range(n))

        def frame_point(u: float, v: float) -> tuple[float, float]:
            if frame is None:
                a = math.radians(place.rot)
                return (place.x + u * math.cos(a) - v * math.sin(a),
                        place.y + u * math.sin(a) - v * math.cos(a))
            (ax, ay), (ix, iy) = frame.along, frame.inward
            return place.x + u * ax + v * ix, place.y + u * ay + v * iy

        if arrangement == FAN:
            span = self.hand_span(n, w)
            step = (span - w) / (n - 1) if n > 1 else 0.0
            spread_deg = min(14.0, 2.2 * n) if n > 1 else 0.0
            # across the table the seat's own left to right runs right to left on screen
            turn = 180.0 if upright and 90.0 < place.rot % 360.0 < 270.0 else 0.0
            for pos, i in enumerate(display):
                along = n - 1 - pos if turn else pos
                t = (along - (n - 1) / 2) / max(1.0, (n - 1) / 2) if n > 1 else 0.0
                u = -span / 2 + w / 2 + along * step
                v = -abs(t) ** 2 * h * 0.06 * (spread_deg / 14.0)
                if lifted is not None:
                    v += lifted(i) * h
                x, y = frame_point(u, v)
                poses[i] = Pose(x, y, place.rot + t * spread_deg - turn, place.z + pos, w)
            place.extent = span / 2
        elif arrangement in (ROW, SPREAD):
            gap = 0.08 * w if arrangement == ROW else -0.72 * w
            limit = self.width * (0.5 if frame is None else 0.36) * (1.0 if frame is None or
                                                                        frame.scale == 1 else 0.8)
            # each card's place in the row: its own where the row keeps places, else in turn
            if slots is not None and len(slots[0]) == n and slots[1] >= n:
                at, places = list(enumerate(slots[0])), slots[1]
            else:
                at, places = [(i, pos) for pos, i in enumerate(display)], n
            step = w + gap
            if places > 1 and w + step * (places - 1) > limit:
                step = max(w * 0.12, (limit - w) / (places - 1))
            span = w + step * (places - 1)
            for i, pos in at:
                u = -span / 2 + w / 2 + pos * step
                v = lifted(i) * h if lifted is not None else 0.0
                x, y = frame_point(u, v)
                poses[i] = Pose(x, y, place.rot, place.z + pos, w)
            place.extent = span / 2
        elif arrangement == TRICK and trick_seats and self.num_players > CROWDED_TRICK:
            w *= CROWDED_TRICK_SCALE
            for i in range(n):
                spot = self._trick_spot(place, trick_seats[i] if i < len(trick_seats) else None)
                x, y = spot[:2] if spot else (place.x + (i - (n - 1) / 2) * w * 0.45, place.y)
                poses[i] = Pose(x, y, _jitter(entries[i][0], 3.0), place.z + i, w)
            place.extent = self.trick_ring(w)[0] + w / 2
        elif arrangement == TRICK and trick_seats:
            for i in range(n):
                spot = self._trick_spot(place, trick_seats[i] if i < len(trick_seats) else None)
                x, y, rot = spot or (place.x + (i - (n - 1) / 2) * w * 0.45, place.y, place.rot)
                poses[i] = Pose(x, y, rot + _jitter(entries[i][0], 4.0), place.z + i, w)
            place.extent = h
        elif arrangement == TRICK:  # nobody known: a small spread
            for i in range(n):
                x, y = place.x + (i - (n - 1) / 2) * w * 0.45, place.y
                poses[i] = Pose(x, y, place.rot + _jitter(entries[i][0], 4.0), place.z + i, w)
            place.extent = w * (0.5 + 0.225 * (n - 1))
        else:  # STACK
            messy = bool(entries) and entries[-1][1]  # a face-up pile looks thrown, a stock squared
            lone_bottom = n > 1 and entries[0][1] and not any(f for _, f in entries[1:])
            shown = 10
            first = max(0, n - shown)
            for i in range(n):
                d = max(0, i - first) * (1.0 if w > 60 else 0.5)
                rot = place.rot + (_jitter(entries[i][0], 7.0) if messy else 0.0)
                x, y = place.x - d * 0.55, place.y - d * 0.55
                if i == 0 and lone_bottom:  # the shown bottom card peeks out under the stock
                    x, y = frame_point(w * 0.42, 0.0)
                    rot = place.rot + 90.0
                poses[i] = Pose(x, y, rot, place.z + i, w, covered=i < first - 1 and not lone_bottom)
            if not messy:
                # a squared stack casts one shadow, its lowest card's: a shadow each would add
                # up to a black slab beside it (the cards above lie on the cards below)
                squared = [i for i in range(n) if not poses[i].covered
                           and not (i == 0 and lone_bottom)]
                for i in squared[1:]:
                    poses[i] = replace(poses[i], shadow=False)
            place.extent = w / 2
        place.poses = poses
        return poses

    def seat_plate(self, seat: int, hand_count: int) -> tuple[float, float]:
        """Centre of a seat's name plate, next to its hand and on the table: on the seat's left
        where that is free, else toward the middle, on its right, behind the hand or at one of
        its corners — the first place that covers no card (nor another seat's plate); where
        every one does, the one that covers least. Cards are those placed so far
        (:meth:`place_cards`)."""
        best, best_cover = None, math.inf
        for x, y in self._plate_spots(seat, hand_count):
            cover = self._covered(seat, x, y)
            if cover < best_cover - 1.0:
                best, best_cover = (x, y), cover
            if cover <= 0.0:
                break
        assert best is not None
        self.plates[seat] = best
        return best

    def part_plates(self, hand_counts: dict[int, int]) -> dict[int, tuple[float, float]]:
        """After every plate is placed, one after another: where two plates lie on each other
        (eight seats in a small window: the plate placed first took the one place the next had),
        one of them moves to another of its places if that leaves less covered in all — cards
        and plates, a plate on a plate counting its area twice (a name hidden). The plates that
        moved, with their new centres."""
        moved: dict[int, tuple[float, float]] = {}
        px, py = self.plate_w, self.plate_h

        def on_each_other(a: tuple[float, float], b: tuple[float, float]) -> float:
            over_x, over_y = px - abs(a[0] - b[0]), py - abs(a[1] - b[1])
            return over_x * over_y if over_x > 0 and over_y > 0 else 0.0

        def cost(seat: int, spot: tuple[float, float]) -> float:
            # what the plate covers there, a plate under it counted twice
            return self._covered(seat, *spot) + sum(
                on_each_other(spot, other) for s, other in self.plates.items() if s != seat)

        for _ in range(len(self.plates)):
            pairs = [(a, b) for a in self.plates for b in self.plates
                     if a < b and on_each_other(self.plates[a], self.plates[b]) > 0.0]
            if not pairs:
                break
            best: tuple[float, int, tuple[float, float]] | None = None
            for a, b in pairs:
                for seat in (a, b):
                    now = cost(seat, self.plates[seat])
                    for spot in self._plate_spots(seat, hand_counts.get(seat, 0)):
                        gain = now - cost(seat, spot)
                        if gain > 1.0 and (best is None or gain > best[0]):
                            best = (gain, seat, spot)
            if best is None:
                break
            _, seat, spot = best
            self.plates[seat] = moved[seat] = spot
        return moved

    def clear_captions(self, hand_counts: dict[int, int],
                       shown: Collection[str] | None = None) -> dict[int, tuple[float, float]]:
        """After every plate is placed: a plate over a caption in the middle ("Stock", "Trump
        card") moves to its first other place that covers no card, plate or caption, if it has
        one (a small window with six seats). ``shown``: the zones whose captions show now (an
        empty stock's does not: eight-handed Pinochle's plate left its hand for a caption no one
        saw); None: every one. The plates that moved, with their new centres."""
        moved: dict[int, tuple[float, float]] = {}
        for seat, (x, y) in list(self.plates.items()):
            if self._on_captions(x, y, shown) <= 0.0 or self._covered(seat, x, y) > 0.0:
                continue
            for spot in self._plate_spots(seat, hand_counts.get(seat, 0)):
                if self._covered(seat, *spot) <= 0.0 and self._on_captions(*spot, shown) <= 0.0:
                    self.plates[seat] = moved[seat] = spot
                    break
        return moved

    def _plate_spots(self, seat: int, hand_count: int) -> list[tuple[float, float]]:
        """The places a seat's plate may take, best first, kept on the table."""
        f = self.frames.get(seat)
        if f is None:
            return [(self.center_x, self.center_y)]
        w = self.card_width * f.scale
        h = w * ASPECT
        span = self.hand_span(max(hand_count, 5), w)
        # The plate is level, the hand turned with its seat: clear the hand along each direction
        # by the plate's extent in that direction (a side seat's plate sits just above or below
        # its cards, not a plate's width away, next to a neighbour's cards).
        (ux, uy), (ix, iy) = f.along, f.inward
        reach_u = abs(ux) * self.plate_w / 2 + abs(uy) * self.plate_h / 2
        reach_v = abs(ix) * self.plate_w / 2 + abs(iy) * self.plate_h / 2
        if seat == self.viewer:
            first = f.at(-(span / 2 + reach_u + 0.2 * w), 0.25 * w)
        else:
            first = f.at(-(span / 2 + reach_u + 0.15 * w), 0.0)
        du, dv = span / 2 + reach_u + 0.15 * w, h / 2 + reach_v + 0.12 * w
        candidates = [first, f.at(0.0, dv), f.at(du, 0.0), f.at(0.0, -dv),
                      f.at(-du, dv), f.at(du, dv), f.at(-du, -dv), f.at(du, -dv),
                      f.at(-1.5 * du, 0.0), f.at(0.0, 1.6 * dv)]
        return [(min(max(x, MARGIN + self.plate_w / 2), self.width - MARGIN - self.plate_w / 2),
                 min(max(y, MARGIN + self.plate_h / 2), self.height - MARGIN - self.plate_h / 2))
                for x, y in candidates]

    def _on_hand(self, seat: int, x: float, y: float, rot: float, hw: float, hh: float) -> bool:
        """Whether a card-sized box at (x, y), turned ``rot`` degrees, half ``hw`` by ``hh``,
        lies on ``seat``'s fanned hand (as long as the largest hand held)."""
        return seat in self.frames and boxes_overlap(self._hand_box(self.frames[seat]),
                                                     (x, y, rot, hw, hh))

    def _hand_box(self, frame: SeatFrame) -> tuple[float, float, float, float, float]:
        """The box a seat's fanned hand covers (as long as the largest hand held)."""
        w = self.card_width * frame.scale
        return (frame.x, frame.y, frame.angle, self.hand_span(self.hand_cards, w) / 2,
                w * ASPECT / 2)

    def _on_captions(self, x: float, y: float, shown: Collection[str] | None = None) -> float:
        """How much a plate at (x, y) would cover of the captions under the middle's piles
        ("Stock", "Trump card"), of the zones in ``shown`` (None: all): square pixels."""
        px, py = self.plate_w / 2, self.plate_h / 2
        total = 0.0
        for zone, place in self.places.items():
            if place.frame is not None or not place.layout.label or (
                    shown is not None and zone not in shown):
                continue
            cx, cy = place.x, place.y + place.width * ASPECT / 2 + 14 + CAPTION_H / 2
            over_x = px + max(place.width * 0.65, 55.0) - abs(x - cx)
            over_y = py + CAPTION_H / 2 - abs(y - cy)
            if over_x > 0 and over_y > 0:
                total += over_x * over_y
        return total

    def _trick_spot(self, place: ZonePlace, seat: int | None) -> tuple[float, float, float] | None:
        """Where ``seat``'s card of a trick lies (centre and rotation, before the jitter); None
        for a seat the table does not show. Six or eight seats: cards toward their seats at the
        middle would lie on each other (the sixth card of a Briscola trick hid the first), so
        they lie upright on a ring wide enough that neighbours overlap by at most a quarter,
        each where its seat sits round the table; fewer: half a card toward the seat, turned
        with it."""
        f = self.frames.get(seat) if seat is not None else None
        if f is None:
            return None
        if self.num_players > CROWDED_TRICK:
            rx, ry = self.trick_ring(place.width * CROWDED_TRICK_SCALE)
            theta = math.radians(self._seat_theta(f.seat))
            return place.x + rx * math.cos(theta), place.y + ry * math.sin(theta), 0.0
        dx, dy = f.x - place.x, f.y - place.y
        d = math.hypot(dx, dy) or 1.0
        reach = 0.5 * place.width * ASPECT
        return place.x + dx / d * reach, place.y + dy / d * reach, upright(f.angle)

    def _middle_to_come(self, place: ZonePlace) -> list[Pose]:
        """Where a middle zone's cards will lie though it may not hold them yet: a trick's card
        from every seat, a pile's card — a plate put there would be covered by the next play."""
        w = place.width
        if place.layout.arrangement != TRICK:
            return [] if place.poses else [Pose(place.x, place.y, place.rot, place.z, w)]
        if self.num_players > CROWDED_TRICK:
            w *= CROWDED_TRICK_SCALE
        spots = (self._trick_spot(place, seat) for seat in self.frames)
        return [Pose(x, y, rot, place.z, w) for x, y, rot in filter(None, spots)]

    def _covered(self, seat: int, x: float, y: float) -> float:
        """How much a plate at (x, y) would cover of the cards placed so far and of the other
        plates: the overlap of bounding boxes (square pixels), counted only for the cards the
        plate really touches (a turned card's box is larger than the card). The middle counts
        with the cards still to come (:meth:`_middle_to_come`)."""
        px, py = self.plate_w / 2, self.plate_h / 2
        total = 0.0
        mine = f"hand:{self.viewer}"
        for zone, place in self.places.items():
            # the person's cards rise when they may be played: a plate must clear them raised
            grow = PLAYABLE_LIFT if zone == mine else 0.0
            poses = place.poses if place.frame is not None else \
                place.poses + self._middle_to_come(place)
            for pose in poses:
                a = math.radians(pose.rot)
                c, s_ = math.cos(a), math.sin(a)
                hw, hh = pose.width / 2, pose.width * ASPECT * (0.5 + grow)
                ex, ey = abs(c) * hw + abs(s_) * hh, abs(s_) * hw + abs(c) * hh
                dx, dy = x - pose.x, y - pose.y
                over_x = px + ex - abs(dx)
                over_y = py + ey - abs(dy)
                if over_x <= 0 or over_y <= 0:
                    continue
                # the card's own axes (separating axis test for the two rectangles)
                if abs(dx * c + dy * s_) >= hw + px * abs(c) + py * abs(s_):
                    continue
                if abs(-dx * s_ + dy * c) >= hh + px * abs(s_) + py * abs(c):
                    continue
                total += min(over_x, 2 * px, 2 * ex) * min(over_y, 2 * py, 2 * ey)
        for other, (ox, oy) in self.plates.items():
            if other != seat:
                over_x, over_y = 2 * px - abs(x - ox), 2 * py - abs(y - oy)
                if over_x > 0 and over_y > 0:
                    total += over_x * over_y
        return total


__all__ = ["Pose", "SeatFrame", "TableGeometry", "ZonePlace", "AT_HAND", "FAN", "STACK",
           "SPREAD", "ROW", "TRICK", "AT_SIDE"]
