"""Every animation duration in one place, scaled by the speed setting.

Tests set the speed to ``off`` (everything lands at once) or ``normal``; the preferences offer all
four. Durations are in milliseconds at normal speed.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEasingCurve

SPEEDS: dict[str, float] = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}

BASE_MS: dict[str, float] = {
    "move": 330.0,        # a card played or drawn
    "deal": 260.0,        # one card flying out of the stock
    "deal_gap": 85.0,     # between two dealt cards
    "look": 650.0,        # a finished trick or a capture stays in view before it is gathered
    "sweep": 420.0,       # cards gathered to the winner
    "flip": 240.0,        # a card turned over
    "reveal": 500.0,      # a card shown and put back
    "relayout": 220.0,    # cards closing up, a hand re-sorted, a new size
    "computer": 420.0,    # a computer player's pause before it moves, so a person can follow
    "burn": 480.0,        # a pile burned
}


@dataclass
class Timing:
    speed: str = "normal"
    # The pause before a computer player's move is shown, in ms (the "Computer moves" preference);
    # None: the animation speed's share of BASE_MS["computer"].
    computer_ms: float | None = None
    # A game watched again: each move waits at least this long, animations on or off (with
    # them off and no computer pause a whole deal went by in a second); 0: no floor.
    watch_ms: float = 0.0

    def __post_init__(self) -> None:
        self.set_speed(self.speed)

    def set_speed(self, speed: str) -> None:
        if speed not in SPEEDS:
            raise ValueError(f"speed must be one of {', '.join(SPEEDS)}, not {speed!r}")
        self.speed = speed

    @property
    def factor(self) -> float:
        return SPEEDS[self.speed]

    @property
    def off(self) -> bool:
        return self.factor == 0.0

    def ms(self, name: str) -> float:
        if name == "computer" and self.computer_ms is not None:
            return float(self.computer_ms)
        return BASE_MS[name] * self.factor

    def step_pause(self) -> float:
        """The pause before a computer's (or a replayed) move is shown."""
        pause = 0.0 if self.off else self.ms("computer")
        return max(pause, self.watch_ms)


EASE_MOVE = QEasingCurve(QEasingCurve.Type.OutCubic)
EASE_SWEEP = QEasingCurve(QEasingCurve.Type.InOutCubic)
