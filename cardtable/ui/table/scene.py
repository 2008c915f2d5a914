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

from typing import Any, Callable, Iterable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from ...engine.events import (BOTTOM, BURN, DEAL, DEAL_END, FLIP, GAME_END, HIDDEN, MOVE, REVEAL,
                              SCORE, SHUFFLE, TRICK_WON, Event, zone_owner)
from ...engine.cards import Pack
from ...engine.game import Game
from ...engine.i18n import event_text, tr
from ...engine.layout import (AT_CENTER, AT_SIDE, FAN, SPREAD, STACK, TRICK, TableLayout,
                               ZoneLayout)
from ...engine.state import Observation
from ...engine.zone_model import ZoneModel
from .art import CardArt, felt
from .card_item import CardItem
from .decor import TEAM_COLOURS, Badge, ScorePop, SeatPlate, ZoneCaption
from .geometry import PLATE_H, PLATE_W, PLAYABLE_LIFT, Pose, TableGeometry
from .timeline import Timeline
from .timing import EASE_MOVE, EASE_SWEEP, Timing

Entry = tuple[int, bool]


def out_of_play(zone: str) -> bool:
    """A zone a card played or taken goes to: the trick, the middle's pile, cards won, buried,
    removed or burned. (A card taken back into a hand from there — Shithead's pile picked up —
    is in play again.)"""
    return zone in ("trick", "pile", "buried", "removed", "burned") or zone.startswith("won:")


SUIT_ORDER = {"S": 0, "H": 1, "C": 2, "D": 3, "B": 1, "*": 9}  # colours alternate (♠♥♣♦)


def is_middle_pile(zl: ZoneLayout) -> bool:
    """A pile in the middle that cards are played onto and a player may take (Shithead's)."""
    return zl.place == AT_CENTER and zl.arrangement == SPREAD


# per seat, what its name plate shows of the score sheet: the score (None: none) and the note
PlateTexts = dict[int, tuple[str | None, str]]


def rank_order(pack: Pack, ranks: Sequence[str] = ()) -> dict[str, int]:
    """Each rank of ``pack``'s place in a sorted hand: the listed ``ranks`` first, in their order
    (the game's own, lowest first), then the others in the pack's order, jokers last."""
    out = {r: i for i, r in enumerate(ranks)}
    for card in pack.cards:
        if not card.is_joker:
            out.setdefault(card.rank, len(out))
    return out


def take_index(entries: Sequence[Entry], card: int) -> int | None:
    """Index of the entry :meth:`ZoneModel.apply` takes for ``card`` (the same rule)."""
    if card != HIDDEN:
        for i in range(len(entries) - 1, -1, -1):
            if entries[i][0] == card:
                return i
    for i in range(len(entries) - 1, -1, -1):
        if entries[i][0] == HIDDEN:
            return i
    return len(entries) - 1 if entries else None


def table_layout(game: Game, num_players: int, options: dict[str, Any]) -> TableLayout:
    """The game's layout; a game not yet on the typed schema gets the defaults."""
    layout = game.layout(num_players, options)
    return layout if isinstance(layout, TableLayout) else TableLayout()


class TableScene(QGraphicsScene):
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
        self.zone_names: set[str] = {"stock"}
        self.size = (1280.0, 800.0)
        self.geometry: TableGeometry | None = None
        self.hand_cards = 8  # the most cards a hand has held: piles beside hands clear that many
        self._shown_snap: dict | None = None  # the moment the badges and plates show
        # each plate's latest move (a glide checks it; a plate with none yet is put, not glided)
        self._plate_moves: dict[int, object] = {}
        self._felt: QPixmap | None = None
        self._felt_key: tuple = ()
        self.felt_colour = QColor(felt_colour) if felt_colour else None
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
        self.plates = {s: SeatPlate(s, names[s] if s < len(names) else tr("Seat {n}", n=s + 1))
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
                                          open_hands=self.open_hands)
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
                item.flip_scale = 1.0
        # a re-lay (resize, rebuild) keeps the plates' scores and turn as last shown
        shown = self._shown_snap or {}
        self._update_decor(self._snapshot(shown.get("to_move"), shown.get("plates")))
        self.update()

    # --- events -----------------------------------------------------------------------------
    def schedule(self, events: Sequence[Event], *, seat: int | None = None,
                 computer: bool = False, to_move: int | None = None,
                 plates: PlateTexts | None = None,
                 notes: Sequence[tuple[str, str]] = (),
                 at_start: Callable[[], None] | None = None,
                 at_end: Callable[[], None] | None = None) -> None:
        """Animate one step: a computer's pause, the events in order, then the plates.
        ``stepShown`` gives ``notes`` (the step's log lines) as it begins;
        ``at_start`` is called then too (the step's sound, with its cards' motion), ``at_end``
        with the plates (the bar above the table)."""
        tl, t = self.timeline, self.timing
        if computer and not t.off:
            tl.reserve(t.ms("computer"))
        start = tl.reserve(0)
        notes = tuple(notes)
        tl.call(start, lambda: self.stepShown.emit((seat, notes)))
        if at_start is not None:
            tl.call(start, at_start)
        for event in events:
            if event.kind == DEAL_END:  # the plates show the deal's end before the sheet waits
                before_sheet = self._snapshot(-1, plates)
                # (no glide: the score sheet stops the clock, which would hold a plate mid-way)
                tl.call(tl.reserve(0), lambda: self._update_decor(before_sheet))
            self._schedule_event(event)
            if event.kind == TRICK_WON and event.src == "trick" and plates:
                # the points count on the plates as the trick reaches its winner (with its
                # rising "+21"), not after the rest of the step (Briscola's draw, half a second)
                self._when_shown(lambda: self._show_plate_scores(plates))
        end = tl.reserve(0)
        snap = self._snapshot(to_move, plates)
        tl.call(end, lambda: self._update_decor(snap, glide=True))
        if at_end is not None:
            tl.call(end, at_end)
        tl.kick()

    def _schedule_event(self, ev: Event) -> None:
        kind = ev.kind
        before, self._sweep = self._sweep, None
        if kind in (MOVE, TRICK_WON, BURN) and ev.cards:
            self._schedule_move(ev, before)
            if kind == TRICK_WON and ev.src == "trick" and ev.value > 0:
                # a trick's card points rise from its winner's plate as the trick reaches it
                # (a capture's points count only at the deal's end: Pishti says them then)
                self._rise(ev.seat, f"+{ev.value}", True)
        elif kind in (FLIP, REVEAL) and ev.cards:
            self._schedule_flip(ev)
        elif kind == SHUFFLE:
            zone = ev.src or "stock"
            self.model.apply(ev)
            for item in self.zone_items.get(zone, []):
                item.from_seat = None
            start = self.timeline.reserve(self.timing.ms("relayout"))
            self._relayout([zone], start, self.timing.ms("relayout"))
        elif kind == DEAL:
            dealer = ev.seat
            self._places.clear()  # (now: the deal's cards are placed as they are scheduled)
            self._row_size.clear()
            self._when_shown(lambda: self._new_deal(dealer))
        elif kind == SCORE and 0 <= ev.seat < self.num_players:
            self.score_from_events[ev.seat] += ev.value
            if ev.value and ev.text and self._first_of_side(ev):
                label = f"{ev.value:+d} {event_text(ev.text, ev.data)}".replace("-", "−", 1)
                # (a point against, as a Shithead's game lost, is shown as a loss)
                self._rise(ev.seat, label, ev.value > 0 and not dict(ev.data).get("against"))
        elif kind == DEAL_END:
            number = ev.value
            at = self.timeline.reserve(self.timing.ms("look"))
            self.timeline.call(at, lambda: self._pause_for(number))
            # what comes after (the next deal) starts after the pause, not at its very moment:
            # with animations off everything has the same time, and the next deal's cards moved
            # into the hands behind the sheet, under the last deal's counts
            self.timeline.extend(at + 1.0)
        elif kind == GAME_END:
            at = self.timeline.reserve(0)
            self.timeline.call(at, self.gameEnded.emit)

    def _show_plate_scores(self, plates: PlateTexts) -> None:
        """The plates' scores and notes as ``plates`` has them (the cards left as they are)."""
        for seat, plate in self.plates.items():
            score, note = plates.get(seat, (None, ""))
            if score is not None:
                plate.set(score=score)
            if note:
                plate.set(note=note)

    def _rise(self, seat: int, text: str, gain: bool) -> None:
        """A score to rise from ``seat``'s plate when the animation reaches it: not on a replay
        (a rebuilt table) nor with animations off."""
        if not self._replaying and not self.timing.off and seat in self.plates:
            self._when_shown(lambda: self._pop_score(seat, text, gain))

    def _first_of_side(self, ev: Event) -> bool:
        """A side's score comes once for each partner (``shared``): shown once, at the first."""
        if not dict(ev.data).get("shared"):
            return True
        side = next((t for t in self.teams if ev.seat in t), (ev.seat,))
        return ev.seat == min(side)

    def _pop_score(self, seat: int, text: str, gain: bool) -> None:
        """A score made ("+10 pishti") rises from ``seat``'s plate and fades; several at once
        stand one above the other. Nothing waits for it."""
        plate = self.plates.get(seat)
        if plate is None:
            return
        stacked = sum(1 for other, _ in self._pops if other == seat)
        pop = ScorePop(text, gain)
        pop.setScale(max(0.75, self.geo().plate_scale))
        x, half = plate.pos().x(), PLATE_H * plate.scale() / 2 + 16 + 28 * stacked
        y, rise = plate.pos().y() - half, -26.0
        if y < 24.0:  # a plate at the top edge: under it, sinking
            y, rise = plate.pos().y() + half, 26.0
        self.addItem(pop)
        pop.setPos(x, y)
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(int(1400 * self.timing.factor))
        entry = (seat, anim)
        self._pops.append(entry)

        def step(f: object) -> None:
            f = float(f)  # type: ignore[arg-type]
            pop.setPos(x, y + rise * f)
            pop.setOpacity(1.0 if f < 0.6 else max(0.0, (1.0 - f) / 0.4))

        def done() -> None:
            if entry in self._pops:
                self._pops.remove(entry)
            if pop.scene() is self:
                self.removeItem(pop)

        anim.valueChanged.connect(step)
        anim.finished.connect(done)
        anim.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)

    def _when_shown(self, fn: Callable[[], None]) -> None:
        """Run ``fn`` when the animation reaches what is scheduled now (at once, and without
        signals, on a replay)."""
        if self._replaying:
            fn()
        else:
            self.timeline.call(self.timeline.reserve(0), fn)

    def _emit(self, signal: Any, *payload: Any) -> None:
        if not self._replaying:
            signal.emit(*payload)

    def _gather(self, entry: tuple[int | None, list[int]]) -> None:
        self.gathers.append(entry)
        self._emit(self.gathered, entry)

    def _mark_out(self, cards: list[int]) -> None:
        self.out_cards.update(cards)
        self._emit(self.outChanged)

    def _mark_back(self, cards: list[int]) -> None:
        self.out_cards.difference_update(cards)
        self._emit(self.outChanged)

    def tracks_cards(self) -> bool:
        """Whether a card tracker makes sense: cards taken stay out of play (tricks or captures
        won: Briscola, Pishti, Pinochle) or some go for good (Shithead's burned piles)."""
        return any(z.pattern.startswith("won:") or z.pattern == "burned"
                   for z in self.layout.zones)

    def _new_deal(self, dealer: int) -> None:
        self._set_dealer(dealer)
        if self.out_cards:
            self.out_cards.clear()
            self._emit(self.outChanged)
        if self.gathers:
            self.gathers.clear()
            self._emit(self.gathered, None)

    def _pause_for(self, number: int) -> None:
        self.timeline.pause()
        self.dealEnded.emit(number)

    def _set_dealer(self, dealer: int) -> None:
        for s, plate in self.plates.items():
            plate.set(dealer=(s == dealer))

    def _schedule_move(self, ev: Event, before: tuple[int | None, list[int]] | None = None) -> None:
        """Move the event's cards; ``before``: the trick or capture the event just before
        gathered (a capture in several events is one)."""
        tl, t = self.timeline, self.timing
        src, dst = ev.src, ev.dst
        if src not in self.zone_names or dst not in self.zone_names:
            self.zone_names |= {src, dst}
            self.geometry = None
        entries = list(self.model.zones.get(src, []))
        src_items = self.zone_items.setdefault(src, [])
        moving: list[CardItem] = []
        for c in ev.cards:
            i = take_index(entries, c)
            if i is None or i >= len(src_items):
                moving.append(self._new_item(HIDDEN, src, False, self.geo().card_width))
                continue
            del entries[i]
            moving.append(src_items.pop(i))
        self.model.apply(ev)
        seen = [c for c in ev.cards if c != HIDDEN]
        if out_of_play(dst) and seen:
            self._when_shown(lambda: self._mark_out(seen))
        elif out_of_play(src) and seen and dst.startswith("hand:"):
            self._when_shown(lambda: self._mark_back(seen))
        dst_items = self.zone_items.setdefault(dst, [])
        if ev.at == BOTTOM:
            dst_items[0:0] = moving
        else:
            dst_items.extend(moving)
        dst_layout = self.layout.for_zone(dst)
        for card, item in zip(ev.cards, moving):  # (the item of a card from a hidden hand,
            if item.from_seat is not None and card != HIDDEN:  # played this step, is no face yet)
                self.played_by[card] = item.from_seat  # for the review: who played it
        # a card played to the trick, or onto the middle's pile (Shithead), remembers its player
        played_to = dst_layout.arrangement == TRICK or is_middle_pile(dst_layout)
        for item in moving:
            item.from_seat = (zone_owner(src) if zone_owner(src) is not None
                              else (ev.seat if ev.seat >= 0 else None)) if played_to else None
        # what kind of motion: a sweep (trick, capture, burn), a deal (from the stock), a play
        src_layout = self.layout.for_zone(src)
        sweep = ev.kind in (TRICK_WON, BURN) or (
            len(moving) > 1 and zone_owner(src) is None and zone_owner(dst) is not None
            and src_layout.arrangement in (TRICK, STACK) and src != "stock")
        deal = not sweep and src == "stock"
        # the middle's pile picked up into a hand (Shithead): cards taken, for the review
        if not sweep and seen and is_middle_pile(src_layout) and dst.startswith("hand:") \
                and zone_owner(dst) is not None:
            taken = (zone_owner(dst), list(seen))
            self._when_shown(lambda: self._gather(taken))
        if sweep:
            tl.reserve(t.ms("look"))
            dur, gap, ease = t.ms("burn" if ev.kind == BURN else "sweep"), t.ms("deal_gap") * 0.25, EASE_SWEEP
            # The event's cards, not the items': a card played blind into the trick in this very
            # step (the last card, from a hidden hand) is not face up on its item yet, and the
            # review left it out.
            winner = ev.seat if ev.seat >= 0 else zone_owner(dst)
            if ev.kind != BURN and before is not None and before[0] == winner:
                before[1].extend(seen)  # one capture in several runs (Pishti: the hidden cards)
                self._sweep = before
            elif ev.kind != BURN:
                entry = self._sweep = (winner, list(seen))
                self._when_shown(lambda: self._gather(entry))
        elif deal:
            dur, gap, ease = t.ms("deal"), t.ms("deal_gap"), EASE_MOVE
        else:
            dur, gap, ease = t.ms("move"), t.ms("deal_gap") * 0.5, EASE_MOVE
        start = tl.reserve(0)
        total = dur + gap * max(0, len(moving) - 1)
        tl.reserve(total)
        motion = {id(item): start + k * gap for k, item in enumerate(moving)}
        self._relayout([src, dst], start, t.ms("relayout"), motion=motion, motion_ms=dur, ease=ease)

    def _schedule_flip(self, ev: Event) -> None:
        tl, t = self.timeline, self.timing
        zone = ev.src
        before = list(self.model.zones.get(zone, []))
        self.model.apply(ev)
        after = self.model.zones.get(zone, [])
        items = self.zone_items.get(zone, [])
        changed = [i for i in range(min(len(before), len(after), len(items))) if before[i] != after[i]]
        if ev.kind == REVEAL:
            dur = t.ms("reveal")
            start = tl.reserve(dur)
            poses = self.poses(zone)
            for i in changed:
                c, f = after[i]
                shown = self._shown(zone, c, f)
                item = items[i]
                if not shown and c != HIDDEN:  # show it a moment, then put it back
                    p = poses[i]
                    up = Pose(p.x, p.y - p.height * 0.25, p.rot, p.z, p.width)
                    tl.tween(item, up, start, dur * 0.3, EASE_MOVE, (c, True), lift_z=True)
                    tl.tween(item, p, start + dur * 0.7, dur * 0.3, EASE_MOVE, (c, False))
                else:
                    tl.tween(item, poses[i], start, 0.0, EASE_MOVE, (c, shown))
            return
        dur = t.ms("flip")
        start = tl.reserve(dur)
        poses = self.poses(zone)
        for i in changed:
            c, f = after[i]
            tl.tween(items[i], poses[i], start, dur, EASE_MOVE, (c, self._shown(zone, c, f)))

    def _relayout(self, zones: Sequence[str], start: float, duration: float, *,
                  motion: dict[int, float] | None = None, motion_ms: float = 0.0,
                  ease: Any = EASE_MOVE) -> None:
        """Tween every card of ``zones`` to its place; cards in ``motion`` (item id → start)
        fly there over ``motion_ms`` above the others, the rest close up over ``duration``."""
        if self.geometry is None:
            zones = list(self.zone_items)  # places changed: everything moves
        tl = self.timeline
        motion = motion or {}
        for zone in dict.fromkeys(zones):
            entries = self.model.zones.get(zone, [])
            items = self.zone_items.get(zone, [])
            for item, pose, (c, f) in zip(items, self.poses(zone), entries):
                face = (c, self._shown(zone, c, f))
                if id(item) in motion:
                    tl.tween(item, pose, motion[id(item)], motion_ms, ease, face, lift_z=True)
                else:
                    tl.tween(item, pose, start, duration, EASE_MOVE, face)
        end = tl.end
        snap = self._snapshot()
        tl.call(end, lambda: self._update_decor(snap, zones_only=True))

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
        """Badges, captions and (unless ``zones_only``) plates for the moment ``snap`` shows;
        ``glide``: a plate that must move slides there (it jumped when a hand grew past it)."""
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
            label = tr(zl.label, "games") if zl.label else ""
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
            return
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
            note = note or (tr("{n} cards", "table", n=count) if count != 1
                            else tr("1 card", "table"))
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

    # --- painting -----------------------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # type: ignore[override]
        w, h = int(self.size[0]), int(self.size[1])
        dpr = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        key = (w, h, dpr, self.felt_colour.name() if self.felt_colour else "")
        if self._felt is None or self._felt_key != key:
            self._felt = felt(w, h, dpr, self.felt_colour)
            self._felt_key = key
        painter.drawPixmap(rect, self._felt, QRectF(rect.x() * dpr, rect.y() * dpr,
                                                    rect.width() * dpr, rect.height() * dpr))

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


def plate_texts(sheet: Any, num_players: int) -> PlateTexts:
    """Per seat, what the plates show of the sheet: the score (the sheet's headline, else its
    last total row of the game, else of the deal; None: none) and the note under the name (the
    sheet's plate note, "" for none); every seat of a side shows its side's."""
    values = tuple(getattr(sheet, "headline", ()) or ())
    if not values:
        rows = ([r for r in getattr(sheet, "game", ()) if r.total] or list(getattr(sheet, "game", ()))
                or [r for r in getattr(sheet, "deal", ()) if r.total])
        values = rows[-1].values if rows else ()
    notes = sheet.notes() if getattr(sheet, "plate_notes", ()) else ()
    out: PlateTexts = {}
    for i, side in enumerate(sheet.sides):
        value = values[i] if i < len(values) else None
        note = notes[i] if i < len(notes) else ""
        if value is None and not note:
            continue
        for seat in side:
            if 0 <= seat < num_players:
                out[seat] = (None if value is None else str(value), note)
    return out


__all__ = ["TableScene", "take_index", "table_layout", "plate_texts", "PlateTexts", "Callable"]
