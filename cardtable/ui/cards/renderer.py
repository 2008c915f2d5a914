"""Render the card SVGs with QSvgRenderer, cached per (kind, name, code, width, dpr)."""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from cardtable.art.decks import ASSETS_DIR, DECKS, back_path, face_path, table_path
from cardtable.art.svg import H, W

ASPECT = H / W  # height / width of every card (350 / 250 = 1.4)


def card_height(width: int) -> int:
    """Pixel height of a card ``width`` pixels wide."""
    return round(width * ASPECT)


class CardRenderer:
    """Turns card SVG files into pixmaps of a requested logical width and device pixel ratio.

    Results are kept in an LRU cache of ``cache_size`` entries keyed by
    ``(kind, name, code, width, dpr)``, so asking twice returns the very same QPixmap.
    Pixmaps need a QGuiApplication; :meth:`image` works without one.
    """

    def __init__(self, assets_dir: Path | None = None, cache_size: int = 1024) -> None:
        self.assets_dir = Path(assets_dir) if assets_dir else ASSETS_DIR
        self.cache_size = cache_size
        self._pixmaps: OrderedDict[tuple, QPixmap] = OrderedDict()
        self._svgs: dict[Path, QSvgRenderer] = {}

    # -- files -----------------------------------------------------------------------------
    def _path(self, kind: str, name: str, code: str) -> Path:
        if kind == "face":
            return face_path(name, code, self.assets_dir)
        if kind == "back":
            return back_path(name, self.assets_dir)
        return table_path(name, self.assets_dir)

    def _svg(self, path: Path) -> QSvgRenderer:
        svg = self._svgs.get(path)
        if svg is None:
            if not path.exists():
                raise FileNotFoundError(path)
            svg = QSvgRenderer(str(path))
            if not svg.isValid():
                raise ValueError(f"invalid SVG: {path}")
            self._svgs[path] = svg
        return svg

    # -- rendering ---------------------------------------------------------------------------
    def render_image(self, path: Path, width: int, dpr: float = 1.0) -> QImage:
        """Render one SVG file to a premultiplied ARGB image ``width * dpr`` pixels wide."""
        pw = max(1, round(width * dpr))
        ph = max(1, round(card_height(width) * dpr))
        image = QImage(pw, ph, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self._svg(path).render(painter, QRectF(0, 0, pw, ph))
        painter.end()
        image.setDevicePixelRatio(dpr)
        return image

    def image(self, deck: str, code: str, width: int, dpr: float = 1.0) -> QImage:
        """A card face as a QImage (not cached; usable without a GUI application)."""
        return self.render_image(face_path(deck, code, self.assets_dir), width, dpr)

    def _cached(self, kind: str, name: str, code: str, width: int, dpr: float) -> QPixmap:
        key = (kind, name, code, int(width), float(dpr))
        pix = self._pixmaps.get(key)
        if pix is not None:
            self._pixmaps.move_to_end(key)
            return pix
        pix = QPixmap.fromImage(self.render_image(self._path(kind, name, code), width, dpr))
        pix.setDevicePixelRatio(dpr)
        self._pixmaps[key] = pix
        while len(self._pixmaps) > self.cache_size:
            self._pixmaps.popitem(last=False)
        return pix

    def pixmap(self, deck: str, code: str, width: int, dpr: float = 1.0) -> QPixmap:
        """A card face, e.g. ``pixmap("classic", "QS", 120, 2.0)``."""
        return self._cached("face", deck, code, width, dpr)

    def back(self, name: str, width: int, dpr: float = 1.0) -> QPixmap:
        """A card back, e.g. ``back("lattice", 120)``."""
        return self._cached("back", name, "", width, dpr)

    def table(self, name: str, width: int, dpr: float = 1.0) -> QPixmap:
        """A table graphic: ``facedown``, ``highlight`` or ``empty``."""
        return self._cached("table", name, "", width, dpr)

    def clear(self) -> None:
        self._pixmaps.clear()

    def cache_len(self) -> int:
        return len(self._pixmaps)


def render_deck(renderer: CardRenderer, deck: str, width: int, dpr: float = 1.0,
                codes: tuple[str, ...] | None = None) -> dict[str, QPixmap]:
    """Render every face of ``deck`` (or just ``codes``): code -> QPixmap."""
    codes = codes if codes is not None else DECKS[deck].codes
    return {code: renderer.pixmap(deck, code, width, dpr) for code in codes}
