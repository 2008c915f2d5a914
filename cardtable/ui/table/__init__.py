"""The generic card table: a QGraphicsScene of cards laid out from a game's TableLayout and
animated from the events a session reports. No game is named here; a new game needs no code."""

from .scene import TableScene
from .timing import SPEEDS, Timing
from .widget import TableWidget

__all__ = ["SPEEDS", "TableScene", "TableWidget", "Timing"]
