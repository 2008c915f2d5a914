"""One clock for every animation on the table.

Events are scheduled on a virtual timeline the moment they arrive: each asks for a slot
(:meth:`Timeline.reserve`) after everything already scheduled, and adds tweens (a card gliding to
a pose) and calls (update a name plate, show the score sheet) at times in that slot. A tween
reads where its card is only when it starts, so a card can be played and then gathered by two
tweens scheduled at once. A call may :meth:`pause` the clock (the score sheet waits for "next
deal"); nothing later runs until :meth:`resume`. With the speed off every duration is zero and
scheduling runs everything at once, synchronously.
"""

from __future__ import annotations

import heapq
import itertools
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QElapsedTimer, QEasingCurve, QObject, QTimer, Signal

if TYPE_CHECKING:  # pragma: no cover
    from .card_item import CardItem
    from .geometry import Pose

FRAME_MS = 16


class Tween:
    __slots__ = ("item", "pose", "start", "duration", "easing", "face", "lift_z", "begun",
                 "from_x", "from_y", "from_rot", "from_scale", "flip", "seq", "done")

    def __init__(self, item: "CardItem", pose: "Pose", start: float, duration: float,
                 easing: QEasingCurve, face: tuple[int, bool] | None, lift_z: bool, seq: int):
        self.item, self.pose, self.start, self.duration = item, pose, start, duration
        self.easing, self.face, self.lift_z, self.seq = easing, face, lift_z, seq
        self.begun = self.done = self.flip = False
        self.from_x = self.from_y = self.from_rot = 0.0
        self.from_scale = 1.0


class Timeline(QObject):
    """Tweens and calls on a virtual clock (milliseconds) that a QTimer advances."""

    idle = Signal()

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.now = 0.0
        self.end = 0.0
        self.paused = False
        self._tweens: list[Tween] = []
        self._active: dict[int, Tween] = {}
        self._calls: list[tuple[float, int, Callable[[], None]]] = []
        self._seq = itertools.count()
        self._timer = QTimer(self)
        self._timer.setInterval(FRAME_MS)
        self._timer.timeout.connect(self._tick)
        self._clock = QElapsedTimer()

    # --- scheduling -------------------------------------------------------------------------
    def reserve(self, duration: float) -> float:
        """Start time of a new slot of ``duration`` ms after everything scheduled so far."""
        start = max(self.end, self.now)
        self.end = start + max(0.0, duration)
        return start

    def extend(self, until: float) -> None:
        self.end = max(self.end, until)

    def tween(self, item: "CardItem", pose: "Pose", start: float, duration: float,
              easing: QEasingCurve, face: tuple[int, bool] | None = None, lift_z: bool = False) -> None:
        self._tweens.append(Tween(item, pose, start, max(0.0, duration), easing, face, lift_z,
                                  next(self._seq)))
        self.end = max(self.end, start + max(0.0, duration))

    def call(self, at: float, fn: Callable[[], None]) -> None:
        heapq.heappush(self._calls, (at, next(self._seq), fn))
        self.end = max(self.end, at)

    def kick(self) -> None:
        """Run what is due now; start the clock if anything waits."""
        self._advance(0.0)

    # --- state ------------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return bool(self._tweens or self._calls or self._active)

    def pause(self) -> None:
        self.paused = True

    def resume(self) -> None:
        self.paused = False
        self._advance(0.0)

    def finish(self) -> None:
        """Run everything scheduled at once (a resize or a rebuild), stopping at a pause."""
        while (self._tweens or self._calls or self._active) and not self.paused:
            target = max(self.end, self.now)
            self._advance(target - self.now + 1.0, instant=True)

    def clear(self) -> None:
        """Drop everything scheduled (the table is being rebuilt from an observation)."""
        self._tweens.clear()
        self._calls.clear()
        for tw in self._active.values():
            tw.item.moving = False
        self._active.clear()
        self.paused = False
        self.end = self.now
        self._timer.stop()

    # --- the clock --------------------------------------------------------------------------
    def _tick(self) -> None:
        elapsed = float(self._clock.restart()) if self._clock.isValid() else float(FRAME_MS)
        self._advance(min(elapsed, 100.0))

    def _advance(self, dt: float, instant: bool = False) -> None:
        if self.paused:
            self._timer.stop()
            return
        target = self.now + dt
        # calls and tween starts in time order; a call may pause the clock at its own time
        while True:
            next_call = self._calls[0][0] if self._calls else None
            if next_call is None or next_call > target:
                break
            at, _, fn = heapq.heappop(self._calls)
            self._run_tweens(at)
            self.now = max(self.now, at)
            fn()
            if self.paused:
                target = self.now
                break
        self._run_tweens(target)
        self.now = max(self.now, target)
        if self.paused or not (self._tweens or self._calls or self._active):
            self._timer.stop()
            if not self.paused and not instant:
                self.idle.emit()
            elif not self.paused:
                self.idle.emit()
            return
        if not self._timer.isActive():
            self._clock.start()
            self._timer.start()

    def _run_tweens(self, now: float) -> None:
        if self._tweens:
            self._tweens.sort(key=lambda t: (t.start, t.seq))
            while self._tweens and self._tweens[0].start <= now:
                tw = self._tweens.pop(0)
                self._begin(tw)
        for key, tw in list(self._active.items()):
            self._step(tw, now)
            if tw.done:
                self._active.pop(key, None)

    def _begin(self, tw: Tween) -> None:
        item = tw.item
        old = self._active.get(id(item))
        if old is not None and not old.done:
            self._step(old, old.start + old.duration)  # the earlier move lands first
        pos = item.pos()
        tw.from_x, tw.from_y, tw.from_rot = pos.x(), pos.y(), item.rotation()
        tw.from_scale = item.width * item.scale() / tw.pose.width if tw.pose.width else 1.0
        # turn the shorter way round
        delta = (tw.pose.rot - tw.from_rot + 180.0) % 360.0 - 180.0
        tw.from_rot = tw.pose.rot - delta
        if tw.face is not None:
            tw.flip = tw.face[1] != item.shown and tw.duration > 0
            if not tw.flip:
                item.set_face(*tw.face)
        item.set_width(tw.pose.width)
        if not tw.pose.covered:
            item.setVisible(True)
        if tw.lift_z:
            item.setZValue(10000.0 + tw.seq * 0.001)
            item.shadowed = True  # in flight above the table (landing: its pose's shadow)
        tw.begun = True
        item.moving = True
        self._active[id(item)] = tw

    def _step(self, tw: Tween, now: float) -> None:
        item, pose = tw.item, tw.pose
        p = 1.0 if tw.duration <= 0 else min(1.0, max(0.0, (now - tw.start) / tw.duration))
        e = tw.easing.valueForProgress(p) if p < 1.0 else 1.0
        was = item.pos()
        x, y = tw.from_x + (pose.x - tw.from_x) * e, tw.from_y + (pose.y - tw.from_y) * e
        item.step = abs(x - was.x()) + abs(y - was.y())  # how far it went this frame
        item.setPos(x, y)
        item.setRotation(tw.from_rot + (pose.rot - tw.from_rot) * e)
        scale = tw.from_scale + (1.0 - tw.from_scale) * e
        if tw.flip and tw.face is not None:
            if p >= 0.5 and item.shown != tw.face[1]:
                item.set_face(*tw.face)
            item.flip_scale = abs(1.0 - 2.0 * p) if p < 1.0 else 1.0
            item.update()
        if abs(item.scale() - scale) > 1e-4:
            item.setScale(scale)
        if p >= 1.0:
            if tw.face is not None:
                item.set_face(*tw.face)
            item.flip_scale = 1.0
            item.setScale(1.0)
            item.moving = False
            item.step = 0.0
            item.setZValue(pose.z)
            item.shadowed = pose.shadow
            if pose.covered:
                item.setVisible(False)
            tw.done = True
