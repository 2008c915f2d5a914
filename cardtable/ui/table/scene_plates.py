"""The scene's seat plates, the zones' count badges and captions: where they stand and what
they show as the game goes.

Part of :class:`~cardtable.ui.table.scene.TableScene` (a mixin).
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Sequence

from PySide6.QtCore import QObject, QRectF

from ...engine.events import zone_owner
from ...engine.i18n import tr
from ...engine.layout import STACK
from .decor import Badge, ZoneCaption
from .geometry import PLATE_H, PLATE_W
from .timing import EASE_MOVE
from .scene_zones import PlateTexts

if TYPE_CHECKING:  # the scene's parts see each other's attributes through the host's declarations
    from .scene_host import SceneHost as _Base
else:
    _Base = object

class PlateWords(QObject):
    """The plates' counted words ("1 card", "3 cards") in Qt's plural forms of the language. A
    QObject of its own: PySide asks a plural only under the object's own class, not under a
    mixin's (ScenePlates') name, and lupdate reads a plural only from ``self.tr`` in a class."""

    def cards(self, n: int) -> str:
        return self.tr("%n cards", "", n)


@cache
def _plate_words() -> PlateWords:
    return PlateWords()


class ScenePlates(_Base):
    """Places and fills the name plates, badges and captions."""

    # --- plates, badges, captions -------------------------------------------------------------
    def _snapshot(self, to_move: int | None = None,
                  plates: PlateTexts | None = None) -> dict:
        counts = {z: len(e) for z, e in self.model.zones.items()}
        return {"counts": counts, "to_move": to_move, "plates": dict(plates or {}),
                "event_scores": list(self.score_from_events)}

    def _badge_spots(self, zone: str, place, n: int) -> list[tuple[float, float]]:
        """Where ``zone``'s count may go, best first: a pile's at a corner of its top card, a
        hand's past its end (a side seat's) or above its right end."""
        zl = self.layout.for_zone(zone)
        w = place.width
        if n and zl.arrangement == STACK:
            # the pile's place, not its top card's position: with moves still to be shown that
            # card may be flying, or still in the hand it comes from (a demo runs ahead)
            x, y = place.x, place.y
            return [(x + w * 0.42, y - w * 0.62), (x - w * 0.42, y - w * 0.62),
                    (x + w * 0.42, y + w * 0.62), (x - w * 0.42, y + w * 0.62)]
        if place.frame is not None and abs(place.frame.along[1]) > 0.5:
            # a hand along a side of the table: the count past the end of the hand away from
            # the name plate (which sits at the seat's left)
            ax, ay = place.frame.along
            reach = place.extent + w * 0.45
            return [(place.x + ax * reach, place.y + ay * reach),
                    (place.x - ax * reach, place.y - ay * reach)]  # (the other end: a plate there)
        return [(place.x + place.extent * 0.9, place.y - w * 0.62),
                (place.x - place.extent * 0.9, place.y - w * 0.62)]

    def _place_badges(self, geo, counts: dict[str, int], plates: Sequence[QRectF] = ()) -> None:
        """Count badges on piles and hidden hands, never one over another nor on a name plate
        (``plates``) where they have a free place: hands' first, then each pile's at the first
        corner of its top card that is free. ``counts``: the cards each zone holds at the
        moment shown (the model may be further on)."""
        taken: list[QRectF] = []
        blocked = list(plates)
        zones = [z for z in self.zone_items if geo.places.get(z) is not None]
        zones.sort(key=lambda z: self.layout.for_zone(z).arrangement == STACK)
        for zone in zones:
            zl = self.layout.for_zone(zone)
            place = geo.places[zone]
            n = counts.get(zone, 0)  # a zone the model did not have yet held no card then
            if not zl.badge or (zone_owner(zone) == self.viewer and zl.owner_sees):
                continue
            badge = self.badges.get(zone)
            if badge is None:
                badge = self.badges[zone] = Badge()
                self.addItem(badge)
            badge.set_text(str(n) if n else "")
            margin = place.width * 0.3
            spots = [(min(max(x, margin), geo.width - margin), max(y, margin))
                     for x, y in self._badge_spots(zone, place, n)]
            size = badge.boundingRect()
            chosen = spots[0]
            for x, y in spots:
                if not any(size.translated(x, y).intersects(r) for r in taken + blocked):
                    chosen = (x, y)
                    break
            badge.setPos(*chosen)
            if n:
                taken.append(size.translated(*chosen))

    def _update_decor(self, snap: dict, zones_only: bool = False, glide: bool = False) -> None:
        """Badges, captions and plates for the moment ``snap`` shows (``zones_only``: the cards'
        counts only, the plates staying where they are); ``glide``: a plate that must move
        slides there (it jumped when a hand grew past it)."""
        if not zones_only:
            self._shown_snap = snap
        elif self._shown_snap is not None:
            self._shown_snap = dict(self._shown_snap, counts=snap["counts"])
        geo = self.geo()
        counts = snap["counts"]
        spots = {} if zones_only else self._plate_targets(geo, counts)
        self._place_badges(geo, counts, self._plate_boxes(spots, geo.plate_scale))
        for zone in self.zone_items:
            zl = self.layout.for_zone(zone)
            place = geo.places.get(zone)
            if place is None:
                continue
            n = counts.get(zone, 0)  # a zone the model did not have yet held no card then
            label = tr(zl.label) if zl.label else ""
            if zone_owner(zone) is None and (label or not zl.hidden_when_empty):
                cap = self.captions.get(zone)
                if cap is None:
                    cap = self.captions[zone] = ZoneCaption()
                    self.addItem(cap)
                h = place.width * 1.4
                empty_outline = n == 0 and not zl.hidden_when_empty
                outline = QRectF(-place.width / 2, -h / 2, place.width, h) if empty_outline else QRectF()
                base = geo.places.get(geo._resolve_on(zone, zl) or "")
                if base is not None:  # a zone lying on another: its caption under the other's
                    cap.setPos(base.x, base.y)
                    cap.set(label if n else "", QRectF(), base.width * 0.7 + 30)
                else:
                    cap.setPos(place.x, place.y)
                    cap.set(label if n or empty_outline else "", outline, h / 2 + 14)
        if zones_only:
            # the plates count the cards as they land (a deal's batches, a draw), with the
            # scores, notes and turn of the moment last shown; they move at the next full update
            if self._shown_snap is None:
                return
            snap = self._shown_snap
        held = {seat: 0 for seat in self.plates}  # laid out but still held (Pinochle's melds)
        for zone, n in counts.items():
            owner = zone_owner(zone)
            if owner in held and zone != f"hand:{owner}" and self.layout.for_zone(zone).in_hand:
                held[owner] += n
        for seat, plate in self.plates.items():
            hand = counts.get(f"hand:{seat}", 0)
            count = hand + held[seat]
            plate.setScale(geo.plate_scale)
            score, note = snap["plates"].get(seat, (None, ""))
            if score is None and any(snap["event_scores"]):  # no sheet yet: the side's points
                side = next((t for t in self.teams if seat in t), (seat,))
                score = str(sum(snap["event_scores"][s] for s in side if s < self.num_players))
            score = score or ""
            # the game's note ("117 of 300") where it has one, else the cards in hand
            note = note or _plate_words().cards(count)
            plate.set(cards_left=count, score=score, note=note,
                      to_move=(snap["to_move"] == seat))
        for seat, spot in spots.items():
            self._move_plate(seat, spot, glide)

    def _caption_shows(self, zone: str, n: int) -> bool:
        """Whether a middle zone holding ``n`` cards shows its caption: while it holds cards, or
        always where the game outlines it empty (as _update_decor draws them)."""
        return n > 0 or not self.layout.for_zone(zone).hidden_when_empty

    def _plate_targets(self, geo, counts: dict[str, int]) -> dict[int, tuple[float, float]]:
        """Where each plate goes for the hands ``counts`` holds: beside its cards, clear of the
        captions in the middle."""
        for zone, items in self.zone_items.items():
            place = geo.places.get(zone)
            if items and place is not None and not place.poses:
                self.poses(zone)  # a new geometry (a larger hand came) has not placed it yet:
                # the plates must see its cards (poses() keeps them in the geometry)
        hands = {seat: counts.get(f"hand:{seat}", 0) for seat in self.plates}
        spots = {seat: geo.seat_plate(seat, hands[seat]) for seat in self.plates}
        spots.update(geo.part_plates(hands))
        shown = {zone for zone in geo.places if self._caption_shows(zone, counts.get(zone, 0))}
        spots.update(geo.clear_captions(hands, shown))
        return spots

    def _plate_boxes(self, spots: dict[int, tuple[float, float]], scale: float) -> list[QRectF]:
        """The plates as they will lie at ``spots`` drawn at ``scale`` (as they lie now where
        none is given): the count badges keep off them."""
        boxes = []
        for seat, plate in self.plates.items():
            if seat in spots:
                w, h = PLATE_W * scale, PLATE_H * scale
                boxes.append(QRectF(spots[seat][0] - w / 2, spots[seat][1] - h / 2, w, h))
            else:
                boxes.append(plate.scene_box())
        return boxes

    def _move_plate(self, seat: int, spot: tuple[float, float], glide: bool) -> None:
        """Put a plate at ``spot``: at once (the first time, a resize, a rebuild, a short step),
        or gliding there on the timeline, as the cards do."""
        plate = self.plates[seat]
        placed = seat in self._plate_moves
        token = self._plate_moves[seat] = object()  # the latest move wins: an older glide stops
        start = plate.pos()
        dx, dy = spot[0] - start.x(), spot[1] - start.y()
        duration = self.timing.ms("relayout")
        if not glide or not placed or duration <= 0 or abs(dx) + abs(dy) < 4:
            plate.setPos(*spot)
            return
        tl = self.timeline
        steps = max(2, int(duration // 16))
        for k in range(1, steps + 1):
            f = EASE_MOVE.valueForProgress(k / steps)

            def step(f: float = f) -> None:
                if self._plate_moves.get(seat) is token:
                    plate.setPos(start.x() + dx * f, start.y() + dy * f)
            tl.call(tl.now + duration * k / steps, step)

