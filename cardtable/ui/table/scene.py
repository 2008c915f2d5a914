"""The table scene: card items kept in step with a :class:`ZoneModel` and animated from events.

The scene knows cards, zones and how to move them; it knows no game. It keeps one
:class:`~cardtable.engine.zone_model.ZoneModel` for the viewing seat and, beside each zone of the
model, the list of card items lying there in the same order. An event is applied to the model the
moment it arrives, the items follow the same rule (a card leaves its zone from where the model
takes it), and the difference is scheduled on the :class:`Timeline` as tweens: a deal flies card
by card, a finished trick stays in view a moment and is then swept to its winner, a flip turns
the card over. :meth:`rebuild` starts again from an observation at any moment (a loaded game, a
new viewer, a table that lost step with a game's events).
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (QGraphicsScene, QGraphicsSceneContextMenuEvent,
                               QGraphicsSceneMouseEvent)

from ...engine.events import (BURN, DEAL, FLIP, HIDDEN, MOVE, REVEAL, SCORE, SHUFFLE, TRICK_WON,
                              Event, zone_owner)
from ...engine.game import Game
from ...engine.i18n import QT_TRANSLATE_NOOP, tr
from ...engine.layout import AT_SIDE, FAN
from ...engine.state import Observation
from ...engine.zone_model import ZoneModel
from .art import CardArt
from .card_item import CardItem
from .decor import TEAM_COLOURS, Badge, SeatPlate, ZoneCaption
from .felt import Felt
from .geometry import PLAYABLE_LIFT, Pose, TableGeometry
from .timeline import Timeline
from .zone_picture import ZonePicture, refresh_all
from .timing import EASE_MOVE, Timing
from .scene_zones import (Entry, PlateTexts, SUIT_ORDER, is_middle_pile, out_of_play, plate_texts,
                          rank_order, table_layout, take_index)
from .scene_motion import SceneMotion
from .scene_plates import ScenePlates


NUDGE = 8.0  # pixels: a resize this small does not cut the animations short


class TableScene(SceneMotion, ScenePlates, QGraphicsScene):
    """Cards, seats and zones of one game as one seat (``viewer``) sees them."""

    cardClicked = Signal(object)        # the CardItem clicked
    cardDoubleClicked = Signal(object)
    cardDropped = Signal(object)        # dragged toward the middle and let go
    dealEnded = Signal(int)       # the timeline reached a deal's end (and waits)
    gameEnded = Signal()
    stepShown = Signal(object)    # the animation of a step began: (seat, log lines)
    # (the log's lines with their kinds, (kind, text): the move's own, then event_log's)
    gathered = Signal(object)     # (seat, card ids) of a trick or capture; None: a new deal
    outChanged = Signal()         # a card was seen leaving play (the card tracker), or a new deal
    cardMenu = Signal(object, object)  # a card right-clicked: (CardItem, the screen point)

    def __init__(self, game: Game, num_players: int, options: dict[str, Any], viewer: int | None,
                 names: Sequence[str], timing: Timing | None = None, *, deck: str | None = None,
                 back: str = "lattice", felt_colour: str = "", parent: Any = None):
        super().__init__(parent)
        self.game = game
        self.num_players = num_players
        self.options = options
        self.viewer = viewer
        self.pack = game.pack_for_players(options, num_players)
        self.layout = table_layout(game, num_players, options)
        # each card's rank as a sorted hand places it (the game's order; every copy of a face
        # alike, so that a second 9♠ does not come after the first copy's ace), jokers last
        ranks = rank_order(self.pack, self.layout.hand_ranks)
        self._rank_place: dict[int, int] = {
            cid: 99 if card.is_joker else ranks[card.rank] for cid, card in enumerate(self.pack.cards)}
        self.unordered = self.layout.unordered_prefixes()
        self.teams = [tuple(t) for t in game.teams(num_players, options)]
        self.timing = timing or Timing()
        self.art = CardArt(self.pack, deck, back)
        self.timeline = Timeline(self)
        self.timeline.idle.connect(self._on_idle)
        self.sort_hand = True
        self.lift: dict[int, float] = {}
        self.model = ZoneModel(self.pack.size)
        self.zone_items: dict[str, list[CardItem]] = {}
        self.pictures: dict[str, ZonePicture] = {}  # each zone's resting cards as one picture
        self.zone_names: set[str] = {"stock"}
        self.size = (1280.0, 800.0)
        self.geometry: TableGeometry | None = None
        self.hand_cards = 8  # the most cards a hand has held: piles beside hands clear that many
        self._shown_snap: dict | None = None  # the moment the badges and plates show
        # each plate's latest move (a glide checks it; a plate with none yet is put, not glided)
        self._plate_moves: dict[int, object] = {}
        self._felt: Felt | None = None
        self._felt_key: tuple = ()
        self.felt_colour = QColor(felt_colour) if felt_colour else None
        self.card_scale = 1.0  # the person's card size, a share of what fits (TableGeometry)
        self._stale = False
        self._replaying = False
        # the deal's tricks and captures shown so far, (winner, card ids the viewer saw), in order
        self.gathers: list[tuple[int | None, list[int]]] = []
        self._sweep: tuple[int | None, list[int]] | None = None  # the gather the event before made
        self.played_by: dict[int, int] = {}  # a trick card (as last gathered): the seat that played it
        self.out_cards: set[int] = set()  # the deal's cards the viewer saw leave play (tracker)
        self.reveal_all = False  # every hand face up (a finished game watched again)
        # rows whose cards keep their places (ZoneLayout.keep_places): each card item's place,
        # and the places in the row (the most cards it has held this deal)
        self._places: dict[str, dict[int, int]] = {}
        self._row_size: dict[str, int] = {}
        self.open_hands = False  # the other seats' hands lie face up: wider fans (geometry)
        self._press: tuple[CardItem, QPointF] | None = None
        self._dragging = False
        self._pops: list[tuple[int, QVariantAnimation]] = []  # scores rising from the plates
        self.score_from_events = [0] * num_players
        self.plates = {s: SeatPlate(s, names[s] if s < len(names) else
                                  tr(QT_TRANSLATE_NOOP("engine", "Seat {n}"), n=s + 1))
                       for s in range(num_players)}
        team_of = {s: i for i, t in enumerate(self.teams) for s in t}
        shared = any(len(t) > 1 for t in self.teams)
        for seat, plate in self.plates.items():
            if shared:
                plate.team_colour = TEAM_COLOURS[team_of.get(seat, 0) % len(TEAM_COLOURS)]
            self.addItem(plate)
        self.badges: dict[str, Badge] = {}
        self.captions: dict[str, ZoneCaption] = {}
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self._reset_items()

    # --- building ---------------------------------------------------------------------------
    def _reset_items(self) -> None:
        for items in self.zone_items.values():
            for item in items:
                self.removeItem(item)
        self.zone_items = {}
        w = self.geometry.card_width if self.geometry else 80.0
        for zone, entries in self.model.zones.items():
            self.zone_items[zone] = [self._new_item(c, zone, f, w) for c, f in entries]

    def _new_item(self, card: int, zone: str, face_up: bool, width: float) -> CardItem:
        item = CardItem(self.art, card, self._shown(zone, card, face_up), width)
        self.addItem(item)
        return item

    def set_zone_names(self, names: Iterable[str]) -> None:
        """Every zone the game uses (from an observation), so places do not shift mid-game."""
        new = set(names) | set(self.model.zones)
        if new != self.zone_names:
            self.zone_names = new
            self.geometry = None

    def rebuild(self, obs: Observation) -> None:
        """Start again from what ``obs`` shows: every card placed at once, no animation."""
        self.timeline.clear()
        self.model = ZoneModel.from_observation(obs)
        self.zone_names = set(obs.zones) | {"stock"}
        self.geometry = None
        self._reset_items()
        self.place_all()

    def replay(self, events: Sequence[Event]) -> None:
        """Apply ``events`` at once, without animation, pauses or signals (a game joined
        under way whose history is known: trick cards keep who played them)."""
        self._replaying = True
        try:
            for ev in events:
                if ev.kind in (MOVE, TRICK_WON, BURN, FLIP, REVEAL, SHUFFLE, SCORE, DEAL):
                    self._schedule_event(ev)  # (a deal sets its dealer at once)
        finally:
            self._replaying = False
        self.timeline.clear()
        self.place_all()

    def resync(self, obs: Observation) -> list[str]:
        """Make the model agree with ``obs`` where it does not (a game whose events and
        observation disagree); returns the zones fixed. Faces are kept where ``obs`` has none."""
        fixed = []
        diffs = self.model.differences(obs, self.unordered)
        for zone in diffs:
            cards = obs.zones.get(zone, ())
            faces = obs.face_up.get(zone)
            old = self.model.zones.get(zone, [])
            if faces is None:
                if [c for c, _ in sorted(old)] == sorted(cards) and len(old) == len(cards):
                    continue
                faces = tuple(f for _, f in old[:len(cards)]) + (False,) * max(0, len(cards) - len(old))
            fixed.append(zone)
            self.model.zones[zone] = list(zip(cards, faces))
            items = self.zone_items.setdefault(zone, [])
            while len(items) > len(cards):
                self.removeItem(items.pop())
            w = self.geometry.card_width if self.geometry else 80.0
            while len(items) < len(cards):
                items.append(self._new_item(HIDDEN, zone, False, w))
            for item, (c, f) in zip(items, self.model.zones[zone]):
                item.set_face(c, self._shown(zone, c, f))
        if fixed:
            self.zone_names |= set(obs.zones)
            self.geometry = None
            self.place_all()
        return fixed

    # --- geometry ---------------------------------------------------------------------------
    def set_size(self, width: float, height: float) -> None:
        if (width, height) == self.size:
            return
        (old_w, old_h), old_card = self.size, (self.geometry.card_width if self.geometry else 0.0)
        self.size = (float(width), float(height))
        self.setSceneRect(QRectF(0, 0, width, height))
        self.geometry = None
        if self.timeline.busy and not self.timeline.paused \
                and abs(width - old_w) <= NUDGE and abs(height - old_h) <= NUDGE:
            # a nudge of a few pixels (the bar under the table growing by a line: two-handed
            # Briscola's first prompt) lets the cards in flight fly on, and lays the table out
            # anew once they land; finishing them made the deal jump to its end
            self._stale = True
            return
        self.timeline.finish()
        if self.timeline.paused and self._shown_snap is not None and old_w and old_h and old_card:
            # a score sheet waits: the table behind it stays at the moment it shows, made to the
            # new size (the model is on at the next deal: placed now, its cards went into the
            # hands behind the sheet); all is placed anew once the clock goes on
            self._stale = True
            self._rescale(width / old_w, height / old_h, self.geo().card_width / old_card)
            self._update_decor(self._shown_snap)
            return
        if self.timeline.paused:
            self._stale = True
        self.place_all()

    def _rescale(self, sx: float, sy: float, k: float) -> None:
        for items in self.zone_items.values():
            for item in items:
                item.setPos(item.pos().x() * sx, item.pos().y() * sy)
                item.set_width(item.width * k)

    def geo(self) -> TableGeometry:
        if self.geometry is None:
            self.zone_names |= set(self.model.zones)
            self.geometry = TableGeometry(self.size[0], self.size[1], self.num_players,
                                          self.viewer, self.layout, self.zone_names,
                                          hand_cards=self.hand_cards,
                                          open_hands=self.open_hands,
                                          card_scale=self.card_scale)
        return self.geometry

    def _shown(self, zone: str, card: int, face_up: bool) -> bool:
        if card == HIDDEN:
            return False
        if face_up:
            return True
        owner = zone_owner(zone)  # a hand as its owner sees it (every hand, a game watched again)
        return owner is not None and (owner == self.viewer or self.reveal_all) \
            and self.layout.for_zone(zone).owner_sees

    def _display_order(self, zone: str) -> list[int] | None:
        entries = self.model.zones.get(zone, [])
        if not self.sort_hand or not entries or zone_owner(zone) != self.viewer:
            return None
        if not zone.startswith(self.unordered):
            return None
        pack = self.pack
        by_rank = self.layout.hand_by_rank

        def key(i: int) -> tuple:
            c = entries[i][0]
            if c == HIDDEN:
                return (9, 99, i)
            suit, rank = SUIT_ORDER.get(pack.suit_of[c], 5), self._rank_place.get(c, c)
            return (rank, suit, c, i) if by_rank else (suit, rank, c, i)
        return sorted(range(len(entries)), key=key)

    def poses(self, zone: str) -> list[Pose]:
        entries = self.model.zones.get(zone, [])
        if len(entries) > self.hand_cards and zone.startswith("hand:"):
            self.hand_cards = len(entries)  # a larger hand (Pinochle's 12): piles move out once
            self.geometry = None
        items = self.zone_items.get(zone, [])
        seats = [it.from_seat for it in items]
        lift = self.lift

        def lifted(i: int) -> float:
            return lift.get(id(items[i]), 0.0) if i < len(items) else 0.0
        viewer_zone = zone_owner(zone) == self.viewer and self.viewer is not None
        # another seat's hand the viewer sees face up (open hands, a game watched again)
        upright = not viewer_zone and zone.startswith("hand:") \
            and any(self._shown(zone, c, f) for c, f in entries)
        return self.geo().place_cards(zone, entries, trick_seats=seats,
                                      lifted=lifted if viewer_zone and lift else None,
                                      order=self._display_order(zone), upright=upright,
                                      slots=self._slots(zone, items, len(entries)))

    def _slots(self, zone: str, items: list[CardItem], n: int) -> tuple[list[int], int] | None:
        """Each card's place in a row that keeps places (a card that comes takes the first
        free one; a row lying on another has that row's places), or None."""
        zl = self.layout.for_zone(zone)
        if not zl.keep_places or len(items) != n:
            return None
        owner = zone_owner(zone)
        base = zl.on.replace("*", str(owner)) if zl.on and owner is not None else ""
        size = max(self._row_size.get(zone, 0), self._row_size.get(base, 0), n)
        self._row_size[zone] = size
        places = self._places.setdefault(zone, {})
        live = {id(it) for it in items}
        for key in [k for k in places if k not in live]:
            del places[key]
        taken = set(places.values())
        free = iter(p for p in range(size) if p not in taken)
        for it in items:
            if id(it) not in places:
                places[id(it)] = next(free)
        return [places[id(it)] for it in items], size

    def place_all(self) -> None:
        """Every card at its place now (no animation)."""
        for zone in list(self.zone_items):
            entries = self.model.zones.get(zone, [])
            for item, pose, (c, f) in zip(self.zone_items[zone], self.poses(zone), entries):
                item.set_face(c, self._shown(zone, c, f))
                item.set_width(pose.width)
                item.setPos(pose.x, pose.y)
                item.setRotation(pose.rot)
                item.setZValue(pose.z)
                item.setScale(1.0)
                item.setVisible(not pose.covered)
                item.shadowed = pose.shadow
                item.flip_scale = 1.0
        # a re-lay (resize, rebuild) keeps the plates' scores and turn as last shown
        shown = self._shown_snap or {}
        self._update_decor(self._snapshot(shown.get("to_move"), shown.get("plates")))
        self.update()

    # --- painting -----------------------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # type: ignore[override]
        w, h = int(self.size[0]), int(self.size[1])
        dpr = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        key = (w, h, dpr, self.felt_colour.name() if self.felt_colour else "")
        if self._felt is None or self._felt_key != key:
            self._felt = Felt(w, h, dpr, self.felt_colour)
            self._felt_key = key
        self._felt.paint(painter, rect, dpr)
        # each zone's resting cards as one picture this pass, or card by card (zone_picture.py)
        for picture in refresh_all(self.pictures, self.zone_items.items(),
                                   painter.worldTransform(), dpr, painter.renderHints()):
            self.addItem(picture)

    # --- what the controller reads --------------------------------------------------------------
    def item_for(self, card: int) -> CardItem | None:
        for items in self.zone_items.values():
            for item in items:
                if item.card == card:
                    return item
        return None

    def zone_of(self, card: int) -> str | None:
        for zone, items in self.zone_items.items():
            if any(it.card == card for it in items):
                return zone
        return None

    def viewer_cards(self) -> list[CardItem]:
        """The viewer's cards left to right (hand first, then its other zones)."""
        out: list[CardItem] = []
        for zone in sorted(self.zone_items, key=lambda z: (self.layout.for_zone(z).arrangement != FAN, z)):
            if zone_owner(zone) == self.viewer and self.viewer is not None:
                out.extend(sorted(self.zone_items[zone], key=lambda it: (it.pos().x(), it.pos().y())))
        return out

    def click_point(self, card: int) -> QPointF | None:
        """A scene point where ``card`` is the topmost card (for tests and automation)."""
        item = self.item_for(card)
        return None if item is None else self.click_point_item(item)

    def card_at(self, pos: QPointF) -> CardItem | None:
        for it in self.items_at(pos):
            return it
        return None

    def items_at(self, pos: QPointF) -> list[CardItem]:
        return [it for it in QGraphicsScene.items(self, pos, Qt.ItemSelectionMode.IntersectsItemShape,
                                        Qt.SortOrder.DescendingOrder) if isinstance(it, CardItem)]

    def zone_of_item(self, item: CardItem) -> str | None:
        for zone, items in self.zone_items.items():
            if item in items:
                return zone
        return None

    def set_marks(self, playable: set[int], selected: list[CardItem], focus: CardItem | None,
                  active: bool, ringed: frozenset[int] = frozenset()) -> None:
        """Lift the playable cards (``id(item)``), dim the viewer's others (not the cards it has
        won, beside its hand, which are never played: dimmed at every turn, the pile flickered),
        ring the selection and the keyboard focus (and the cards ``ringed`` with it: a hinted
        move's other cards)."""
        chosen = {id(it) for it in selected}
        lift = {id(it): 0.22 for it in selected}
        if active:
            for key in playable:
                lift.setdefault(key, PLAYABLE_LIFT)
        relayout = lift != self.lift
        self.lift = lift
        won = {id(it) for zone, items in self.zone_items.items()
               if self.layout.for_zone(zone).place == AT_SIDE for it in items}
        mine = {id(it) for it in self.viewer_cards()} - won
        for items in self.zone_items.values():
            for item in items:
                k = id(item)
                item.set_marks(playable=active and k in playable,
                               dimmed=active and k in mine and k not in playable,
                               selected=k in chosen, focused=item is focus or k in ringed)
        if relayout and not self.timeline.busy:
            tl = self.timeline
            for zone in [z for z in self.zone_items if zone_owner(z) == self.viewer]:
                for item, pose in zip(self.zone_items[zone], self.poses(zone)):
                    tl.tween(item, pose, tl.now, self.timing.ms("relayout") * 0.6, EASE_MOVE)
            tl.kick()

    def click_point_item(self, item: CardItem) -> QPointF | None:
        """A scene point where ``item`` is the topmost card."""
        w, h = item.width, item.height
        for fx in (-0.40, -0.30, -0.20, -0.05, 0.1, 0.25, 0.4):
            for fy in (-0.38, 0.0, 0.38):
                p = item.mapToScene(QPointF(fx * w, fy * h))
                if self.card_at(p) is item:
                    return p
        return None

    # --- mouse ----------------------------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        item = self.card_at(event.scenePos()) if event.button() == Qt.MouseButton.LeftButton else None
        self._press = (item, event.scenePos()) if item is not None else None
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        item, origin = self._press
        delta = event.scenePos() - origin
        if not self._dragging and (abs(delta.x()) + abs(delta.y())) > 10 and item.playable:
            self._dragging = True
            item.setZValue(30000)
        if self._dragging:
            pose = self._target_of(item)
            if pose is not None:
                item.setPos(pose.x + delta.x(), pose.y + delta.y())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        press, self._press = self._press, None
        if press is None:
            return
        item = press[0]
        if self._dragging:
            self._dragging = False
            pose = self._target_of(item)
            moved_up = pose is not None and (pose.y - item.pos().y()) > item.height * 0.6
            if pose is not None:
                self.timeline.tween(item, pose, self.timeline.now, self.timing.ms("relayout"), EASE_MOVE)
                self.timeline.kick()
            if moved_up:
                self.cardDropped.emit(item)
            return
        self.cardClicked.emit(item)

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:  # noqa: N802
        """Right-click (or the menu key) on a card: what it is and what can be done with it
        (the table shows the menu)."""
        item = self.card_at(event.scenePos())
        if item is None:
            event.ignore()
            return
        event.accept()
        self.cardMenu.emit(item, event.screenPos())

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        item = self.card_at(event.scenePos())
        if item is not None:
            self.cardDoubleClicked.emit(item)

    def _target_of(self, item: CardItem) -> Pose | None:
        for zone, items in self.zone_items.items():
            if item in items:
                i = items.index(item)
                poses = self.poses(zone)
                return poses[i] if i < len(poses) else None
        return None

    def _on_idle(self) -> None:
        if self._stale:
            self._stale = False
            self.place_all()

    def state_summary(self) -> dict[str, list[Entry]]:
        """The model as plain data (tests compare tables with it)."""
        return {z: list(e) for z, e in self.model.zones.items() if e}

    def items_summary(self) -> dict[str, list[tuple[int, bool]]]:
        """What the items show, zone by zone (tests check it matches the model)."""
        return {z: [(it.card, it.shown) for it in items] for z, items in self.zone_items.items() if items}


__all__ = ["Entry", "PlateTexts", "SUIT_ORDER", "TableScene", "is_middle_pile", "out_of_play",
           "plate_texts", "rank_order", "table_layout", "take_index"]
