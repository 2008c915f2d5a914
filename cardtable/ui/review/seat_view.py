"""The table as one seat saw it at a reviewed decision: each zone that holds cards, in a row on
the felt, face up where the seat saw the card and as a back where it did not.

It draws only the seat's :class:`~cardtable.engine.state.Observation` (hidden cards arrive as -1
and are drawn as backs), so the review view cannot show a card the seat could not see.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...engine.cards import Pack
from ...engine.state import Observation
from ..table.art import FELT, CardArt

CARD_WIDTH = 56
ROW_GAP = 10
LABEL_WIDTH = 150
TEXT = QColor("#f0f0e8")
MUTED = QColor("#b9cbbf")


def zone_kind_label(kind: str) -> str:
    """The words for a kind of zone ("hand", "won", ...); another kind as it is named."""
    words = {
        "hand": QCoreApplication.translate("SeatView", "hand"),
        "won": QCoreApplication.translate("SeatView", "cards taken"),
        "stock": QCoreApplication.translate("SeatView", "stock"),
        "trick": QCoreApplication.translate("SeatView", "trick"),
        "pile": QCoreApplication.translate("SeatView", "pile"),
        "meld": QCoreApplication.translate("SeatView", "melds"),
        "trump": QCoreApplication.translate("SeatView", "trump card"),
        "table_up": QCoreApplication.translate("SeatView", "face-up cards"),
        "table_down": QCoreApplication.translate("SeatView", "face-down cards"),
        "up": QCoreApplication.translate("SeatView", "face-up cards"),
        "down": QCoreApplication.translate("SeatView", "face-down cards"),
        "widow": QCoreApplication.translate("SeatView", "widow"),
        "buried": QCoreApplication.translate("SeatView", "buried cards"),
        "removed": QCoreApplication.translate("SeatView", "cards out of play"),
    }
    return words.get(kind, kind.replace("_", " "))


def zone_label(zone: str, names: list[str]) -> str:
    kind, _, seat = zone.partition(":")
    what = zone_kind_label(kind)
    if seat.isdigit() and int(seat) < len(names):
        return QCoreApplication.translate("SeatView", "{name}: {what}").format(
            name=names[int(seat)], what=what)
    return what


class SeatView(QWidget):
    """Paints one observation (see the module). ``names``: the seats' names."""

    def __init__(self, pack: Pack, names: list[str], parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("ReviewSeatView")
        self.art = CardArt(pack)
        self.names = names
        self.observation: Observation | None = None
        self.highlight: set[int] = set()  # the cards of the chosen move, outlined
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(420, 260)

    def show_observation(self, observation: Observation | None, highlight: set[int] | None = None) -> None:
        self.observation = observation
        self.highlight = set(highlight or ())
        self.updateGeometry()
        self.update()

    def rows(self) -> list[tuple[str, tuple[int, ...], tuple[bool, ...]]]:
        """The zones drawn, in order: (label, cards, face up) — cards -1 where hidden."""
        obs = self.observation
        if obs is None:
            return []
        out = []
        for zone, cards in obs.zones.items():
            if not cards:
                continue
            faces = obs.face_up.get(zone, ()) if obs.face_up else ()
            shown = tuple(c >= 0 and (i >= len(faces) or faces[i] or zone == f"hand:{obs.seat}")
                          for i, c in enumerate(cards))
            out.append((zone_label(zone, self.names), tuple(cards), shown))
        return out

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        height = max(1, len(self.rows())) * (round(CARD_WIDTH * 1.4) + ROW_GAP) + ROW_GAP
        return QSize(760, height)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), FELT)
        rows = self.rows()
        if not rows:
            painter.end()
            return
        dpr = self.devicePixelRatioF()
        card_h = CARD_WIDTH * 1.4
        room = max(1.0, (self.height() - ROW_GAP) / len(rows) - ROW_GAP)
        scale = min(1.0, room / card_h)
        width, height = CARD_WIDTH * scale, card_h * scale
        font = QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.95))
        painter.setFont(font)
        y = float(ROW_GAP)
        for label, cards, shown in rows:
            painter.setPen(TEXT)
            painter.drawText(QRectF(8, y, LABEL_WIDTH - 12, height),
                             Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap, label)
            left = LABEL_WIDTH
            span = self.width() - left - width - 8
            step = min(width * 1.05, span / max(1, len(cards) - 1)) if len(cards) > 1 else 0
            for i, (card, up) in enumerate(zip(cards, shown)):
                pix = self.art.card(card, up, width, dpr) if up else self.art.back(width, dpr)
                x = left + i * step
                painter.drawPixmap(QPointF(x, y), pix)
                if up and card in self.highlight:
                    painter.setPen(QColor("#ffd54a"))
                    painter.drawRoundedRect(QRectF(x - 1, y - 1, width + 2, height + 2), 5, 5)
            y += height + ROW_GAP
        painter.end()
