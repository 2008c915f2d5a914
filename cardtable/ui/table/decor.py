"""What the table draws besides cards: name plates, count badges, zone captions and outlines."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from .geometry import PLATE_H, PLATE_W

TEAM_COLOURS = (QColor(70, 140, 230), QColor(230, 90, 80), QColor(240, 200, 60),
                QColor(150, 90, 220))
_TURN = QColor(255, 215, 80)


class SeatPlate(QGraphicsItem):
    """A seat's name, score, cards left, dealer mark, team colour and whose turn it is."""

    def __init__(self, seat: int, name: str):
        super().__init__()
        self.seat = seat
        self.name = name
        self.score = ""
        self.cards_left = 0
        self.dealer = False
        self.to_move = False
        self.team_colour: QColor | None = None
        self.note = ""
        self.setZValue(20000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # Drawn into a pixmap when it changes, not at every frame: its text is what a frame of
        # the table cost most (four plates and badges 1.7 ms a frame, 0.05 ms cached).
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set(self, **fields: object) -> None:
        changed = False
        for key, value in fields.items():
            if getattr(self, key) != value:
                setattr(self, key, value)
                changed = True
        if changed:
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-PLATE_W / 2 - 6, -PLATE_H / 2 - 6, PLATE_W + 12, PLATE_H + 12)

    def scene_box(self) -> QRectF:
        """The plate as drawn, in scene coordinates (it shrinks in a small window)."""
        return self.mapRectToScene(QRectF(-PLATE_W / 2, -PLATE_H / 2, PLATE_W, PLATE_H))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(-PLATE_W / 2, -PLATE_H / 2, PLATE_W, PLATE_H)
        if self.to_move:
            painter.setPen(QPen(_TURN, 3.0))
            painter.setBrush(QColor(60, 48, 10, 225))
        else:
            painter.setPen(QPen(QColor(255, 255, 255, 50), 1.0))
            painter.setBrush(QColor(8, 28, 18, 200))
        painter.drawRoundedRect(rect, 9, 9)
        if self.team_colour is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self.team_colour)
            painter.drawRoundedRect(QRectF(rect.left() + 4, rect.top() + 6, 5, PLATE_H - 12), 2, 2)
        font = QFont(painter.font())
        font.setPixelSize(13)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(255, 246, 220) if self.to_move else QColor(240, 240, 235))
        left = rect.left() + 14
        name = ("▶ " if self.to_move else "") + self.name
        name_rect = QRectF(left, rect.top() + 4, PLATE_W - 58, 20)
        painter.drawText(name_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         painter.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight,
                                                          int(name_rect.width())))
        painter.drawText(QRectF(rect.right() - 46, rect.top() + 4, 40, 20),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, self.score)
        font.setBold(False)
        font.setPixelSize(12)
        painter.setFont(font)
        painter.setPen(QColor(200, 215, 205))
        detail_rect = QRectF(left, rect.top() + 24, PLATE_W - 40, 18)
        painter.drawText(detail_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         painter.fontMetrics().elidedText(self.note, Qt.TextElideMode.ElideRight,
                                                          int(detail_rect.width())))
        if self.dealer:
            chip = QRectF(rect.right() - 24, rect.bottom() - 21, 18, 18)
            painter.setPen(QPen(QColor(60, 40, 0), 1))
            painter.setBrush(QColor(250, 250, 245))
            painter.drawEllipse(chip)
            font.setBold(True)
            font.setPixelSize(11)
            painter.setFont(font)
            painter.setPen(QColor(30, 30, 30))
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, "D")


class Badge(QGraphicsItem):
    """A small round count on a pile (cards in the stock, cards captured)."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.setZValue(15000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # (as a plate)

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-17, -12, 34, 24)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 160), 1.2))
        painter.setBrush(QColor(20, 30, 25, 220))
        painter.drawRoundedRect(QRectF(-16, -11, 32, 22), 11, 11)
        font = QFont(painter.font())
        font.setPixelSize(12)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(255, 255, 255))
        painter.drawText(QRectF(-16, -11, 32, 22), Qt.AlignmentFlag.AlignCenter, self.text)


class ZoneCaption(QGraphicsItem):
    """A zone's caption (from its layout label) and, for an empty zone, a dashed outline."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.outline = QRectF()
        self.label_dy = 0.0
        self.setZValue(-10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # (as a plate)

    def set(self, text: str, outline: QRectF, label_dy: float) -> None:
        if (text, outline, label_dy) != (self.text, self.outline, self.label_dy):
            self.prepareGeometryChange()
            self.text, self.outline, self.label_dy = text, outline, label_dy
            self.update()

    def _label_rect(self) -> QRectF:
        return QRectF(-90, self.label_dy - 10, 180, 20)

    def boundingRect(self) -> QRectF:
        r = QRectF(self.outline) if not self.outline.isNull() else self._label_rect()
        return r.united(self._label_rect()).adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not self.outline.isNull():
            painter.setPen(QPen(QColor(255, 255, 255, 60), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(0, 0, 0, 25))
            painter.drawRoundedRect(self.outline, 8, 8)
        if self.text:
            font = QFont(painter.font())
            font.setPixelSize(12)
            painter.setFont(font)
            painter.setPen(QColor(225, 240, 228, 190))
            painter.drawText(self._label_rect(), Qt.AlignmentFlag.AlignCenter, self.text)


class ScorePop(QGraphicsItem):
    """A score as it is made ("+10 pishti"), rising from a name plate and fading: gold for
    points won, red for points lost. Drawn over everything; clicks pass through."""

    def __init__(self, text: str, gain: bool) -> None:
        super().__init__()
        self.text = text
        self.gain = gain
        self.setZValue(30000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        font = QFont()
        font.setPixelSize(15)
        font.setBold(True)
        self.font = font
        self.width = QFontMetricsF(font).horizontalAdvance(text) + 22
        # drawn once into a pixmap: it only rises and fades (the frames of a trick stay cheap)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(-self.width / 2 - 2, -15, self.width + 4, 30)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(-self.width / 2, -13, self.width, 26)
        painter.setPen(QPen(QColor(255, 255, 255, 90), 1.0))
        painter.setBrush(QColor(20, 30, 25, 215))
        painter.drawRoundedRect(rect, 13, 13)
        painter.setFont(self.font)
        painter.setPen(QColor(255, 215, 80) if self.gain else QColor(255, 120, 110))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)
