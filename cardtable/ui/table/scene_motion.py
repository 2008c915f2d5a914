"""The scene's animation: each event applied to the zone model at once and its difference
scheduled on the timeline (a deal flies card by card, a trick is swept to its winner, a flip
turns the card over), with the sounds' and log's moments.

Part of :class:`~cardtable.ui.table.scene.TableScene` (a mixin); the scene holds the state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Sequence

from PySide6.QtCore import QVariantAnimation

from ...engine.events import (BOTTOM, BURN, DEAL, DEAL_END, FLIP, GAME_END, HIDDEN, MOVE, REVEAL,
                              SCORE, SHUFFLE, TRICK_WON, Event, zone_owner)
from ...engine.i18n import event_text
from ...engine.layout import STACK, TRICK
from .card_item import CardItem
from .decor import ScorePop
from .geometry import PLATE_H, Pose
from .timing import EASE_MOVE, EASE_SWEEP
from .scene_zones import PlateTexts, is_middle_pile, out_of_play, take_index

if TYPE_CHECKING:  # the scene's parts see each other's attributes through the host's declarations
    from .scene_host import SceneHost as _Base
else:
    _Base = object

class SceneMotion(_Base):
    """Schedules events as tweens on the scene's timeline."""

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
        if computer and t.step_pause() > 0:
            tl.reserve(t.step_pause())
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
            and src_layout.arrangement in (TRICK, STACK) and src != "stock") or (
            # one card of a capture made in runs (Pishti: the face-up card under an accepted
            # bluff goes first, alone): part of the capture, and of its review
            dst.startswith("won:") and zone_owner(src) is None and src != "stock")
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
            # A card the viewer never saw stays in the review as a back (an accepted bluff's
            # card: the review showed nothing of that capture when it held only faces).
            if ev.kind != BURN and before is not None and before[0] == winner:
                before[1].extend(ev.cards)  # one capture in several runs (Pishti: hidden cards)
                self._sweep = before
            elif ev.kind != BURN:
                entry = self._sweep = (winner, list(ev.cards))
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

