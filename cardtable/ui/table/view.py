"""The view of the table scene: fills its widget, re-lays the table when resized."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from .scene import TableScene


class TableView(QGraphicsView):
    """One scene pixel per screen pixel (no scaling: cards are rendered at their drawn size);
    the scene is as big as the view."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # One rectangle around everything that changed: a paint clipped to a single rectangle
        # blits on Qt's fast paths, where a region of many rectangles (the smart and minimal
        # modes) clips every card span by span. At 3840×2160 during a deal the frames repaint
        # about a tenth of the view either way; the paint events took 3.4–3.5 ms (median) and
        # 9.4–10.2 ms (p95) so, against 4.3–5.4 and 12.4–14.0 ms (benchmarks/bench_table.py).
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 340)
        self.key_handler: Callable[[QKeyEvent], bool] | None = None
        self.resized: list[Callable[[], None]] = []

    def table(self) -> TableScene | None:
        scene = self.scene()
        return scene if isinstance(scene, TableScene) else None

    def set_table(self, scene: TableScene) -> None:
        self.setScene(scene)
        self._fit()

    def _fit(self) -> None:
        scene = self.table()
        if scene is not None:
            vp = self.viewport().size()
            scene.set_size(vp.width(), vp.height())
            self.setSceneRect(0, 0, vp.width(), vp.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()
        for fn in self.resized:
            fn()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.key_handler is not None and self.key_handler(event):
            event.accept()
            return
        super().keyPressEvent(event)
