"""A layout that lays its widgets in a row and wraps them onto further rows when the row is full,
each row flush right (the action bar's buttons: many choices never widen the window)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


class FlowLayout(QLayout):
    def __init__(self, parent: QWidget | None = None, spacing: int = 8) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._gap = spacing
        self.setContentsMargins(0, 0, 0, 0)

    # --- QLayout's item list ------------------------------------------------------------------
    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 - Qt's names
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    # --- sizes --------------------------------------------------------------------------------
    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return self._arrange(QRect(0, 0, width, 0), place=False)

    def sizeHint(self) -> QSize:  # noqa: N802 - everything on one row
        shown = self._shown()
        if not shown:
            return QSize(0, 0)
        hints = [it.sizeHint() for it in shown]
        w = sum(h.width() for h in hints) + self._gap * (len(hints) - 1)
        m = self.contentsMargins()
        return QSize(w + m.left() + m.right(), max(h.height() for h in hints) + m.top() + m.bottom())

    def minimumSize(self) -> QSize:  # noqa: N802 - the widest item: the rest wraps
        size = QSize(0, 0)
        for it in self._shown():
            size = size.expandedTo(it.minimumSize())
        m = self.contentsMargins()
        return size + QSize(m.left() + m.right(), m.top() + m.bottom())

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802
        super().setGeometry(rect)
        self._arrange(rect, place=True)

    # --- placing ------------------------------------------------------------------------------
    def _shown(self) -> list[QLayoutItem]:
        return [it for it in self._items if not it.isEmpty()]

    def _rows(self, width: int) -> list[list[QLayoutItem]]:
        rows: list[list[QLayoutItem]] = [[]]
        used = 0
        for it in self._shown():
            w = it.sizeHint().width()
            if rows[-1] and used + self._gap + w > width:
                rows.append([])
                used = 0
            used += (self._gap if rows[-1] else 0) + w
            rows[-1].append(it)
        return [r for r in rows if r]

    def _arrange(self, rect: QRect, place: bool) -> int:
        """Lay the items out in ``rect`` (rows flush right, each row's items centred on the row's
        line); the height they take."""
        m = self.contentsMargins()
        inner = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        y = inner.y()
        rows = self._rows(inner.width())
        for row in rows:
            hints = [it.sizeHint() for it in row]
            line = max(h.height() for h in hints)
            width = min(sum(h.width() for h in hints) + self._gap * (len(row) - 1), inner.width())
            x = inner.right() + 1 - width
            if place:
                for it, h in zip(row, hints):
                    w = min(h.width(), inner.width())
                    it.setGeometry(QRect(QPoint(x, y + (line - h.height()) // 2), QSize(w, h.height())))
                    x += w + self._gap
            y += line + self._gap
        return (y - self._gap - inner.y() if rows else 0) + m.top() + m.bottom()
