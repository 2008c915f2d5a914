"""Render the card SVGs with QSvgRenderer, cached per (kind, name, code, width, dpr).

An installed app can lose a file (a deck folder deleted, a picture damaged): the table must still
show every card. A face whose file is missing or unreadable is drawn from another deck that has
the card (the same style's other size first, then the family's other decks), a back from another
back; when no file serves, a plain card is drawn with the card's name on it. Each stand-in is
said once on stderr, naming the file (or the deck folder, when all of it is gone), and kept in
:attr:`CardRenderer.problems`.
"""

from __future__ import annotations

import logging
import sys
from collections import OrderedDict
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from cardtable.art.decks import (ASSETS_DIR, BACKS, DECKS, back_path, face_path, split_code,
                                 table_path)
from cardtable.art.svg import H, W

log = logging.getLogger(__name__)

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
        self._sources: dict[tuple[str, str, str], Path | None] = {}
        self._missing_folders: set[Path] = set()
        #: one line per picture drawn from a stand-in (missing or damaged file)
        self.problems: list[str] = []

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

    def _usable(self, path: Path) -> bool:
        try:
            self._svg(path)
        except (FileNotFoundError, ValueError):
            return False
        return True

    def _stand_ins(self, kind: str, name: str, code: str) -> list[Path]:
        """Other files that can show the same picture, best first."""
        if kind == "back":
            return [back_path(b, self.assets_dir) for b in BACKS if b != name]
        if kind != "face":
            return []
        wanted = DECKS.get(name)
        others = [d for d in DECKS.values() if d.name != name and code in d.codes]
        if wanted is not None:
            others.sort(key=lambda d: (d.style != wanted.style, d.family != wanted.family,
                                       d.large != wanted.large))
        return [face_path(d.name, code, self.assets_dir) for d in others]

    def source(self, kind: str, name: str, code: str = "") -> Path | None:
        """The file that draws this picture: its own, else a stand-in (reported once), else None
        (a plain card is drawn). A face code that no deck has is a caller's mistake:
        FileNotFoundError, as before."""
        key = (kind, name, code)
        if key in self._sources:
            return self._sources[key]
        own = self._path(kind, name, code)
        if kind == "face" and not any(code in d.codes for d in DECKS.values()):
            raise FileNotFoundError(own)
        found = own if self._usable(own) else next(
            (p for p in self._stand_ins(kind, name, code) if self._usable(p)), None)
        if found != own:
            self._report(kind, own, found)
        self._sources[key] = found
        return found

    def _report(self, kind: str, own: Path, found: Path | None) -> None:
        """Say once what is drawn instead: per deck folder when the whole folder is gone (one
        line, not one per card), else per picture."""
        if not own.parent.is_dir():
            if own.parent in self._missing_folders:
                return
            self._missing_folders.add(own.parent)
            instead = (f"drawing its cards from {found.parent.name}" if found is not None
                       else f"drawing plain {'backs' if kind == 'back' else 'cards'} instead")
            message = f"cardtable: the card folder {own.parent} is missing; {instead}"
        else:
            why = "is missing" if not own.exists() else "cannot be read"
            instead = (f"drawing it from {found.parent.name}/{found.name}" if found is not None
                       else f"drawing a plain {'back' if kind == 'back' else 'card'} instead")
            message = f"cardtable: the card picture {own} {why}; {instead}"
        self.problems.append(message)
        log.warning(message)
        print(message, file=sys.stderr)

    # -- rendering ---------------------------------------------------------------------------
    def render_image(self, path: Path, width: int, dpr: float = 1.0) -> QImage:
        """Render one SVG file to a premultiplied ARGB image ``width * dpr`` pixels wide."""
        image, painter = self._canvas(width, dpr)
        self._svg(path).render(painter, QRectF(0, 0, image.width(), image.height()))
        painter.end()
        image.setDevicePixelRatio(dpr)
        return image

    @staticmethod
    def _canvas(width: int, dpr: float) -> tuple[QImage, QPainter]:
        pw = max(1, round(width * dpr))
        ph = max(1, round(card_height(width) * dpr))
        image = QImage(pw, ph, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        return image, painter

    def plain_image(self, kind: str, code: str, width: int, dpr: float = 1.0) -> QImage:
        """The picture drawn when no file serves: a white card with the card's rank and suit
        letter (``Q S``), a dark blue back, or a faint outline for a table graphic."""
        image, painter = self._canvas(width, dpr)
        rect = QRectF(1, 1, image.width() - 2, image.height() - 2)
        radius = image.width() * 0.06
        if kind == "face":
            painter.setPen(QPen(QColor("#2b2b2b"), max(1.0, dpr)))
            painter.setBrush(QColor("#fffdf6"))
            painter.drawRoundedRect(rect, radius, radius)
            rank, suit = split_code(code)
            colour = "#b3121f" if suit in ("H", "D") else "#1a1a1a"  # red hearts and diamonds
            painter.setPen(QColor(colour))
            font = QFont()
            font.setBold(True)
            font.setPixelSize(max(6, round(image.width() * 0.28)))
            painter.setFont(font)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, f"{rank}\n{suit}")
        elif kind == "back":
            painter.setPen(QPen(QColor("#f4f1e8"), max(1.0, 2 * dpr)))
            painter.setBrush(QColor("#1d3557"))
            painter.drawRoundedRect(rect, radius, radius)
        else:
            painter.setPen(QPen(QColor(255, 255, 255, 110), max(1.0, 2 * dpr)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, radius, radius)
        painter.end()
        image.setDevicePixelRatio(dpr)
        return image

    def _picture(self, kind: str, name: str, code: str, width: int, dpr: float) -> QImage:
        path = self.source(kind, name, code)
        if path is None:
            return self.plain_image(kind, code, width, dpr)
        return self.render_image(path, width, dpr)

    def image(self, deck: str, code: str, width: int, dpr: float = 1.0) -> QImage:
        """A card face as a QImage (not cached; usable without a GUI application)."""
        return self._picture("face", deck, code, width, dpr)

    def _cached(self, kind: str, name: str, code: str, width: int, dpr: float) -> QPixmap:
        key = (kind, name, code, int(width), float(dpr))
        pix = self._pixmaps.get(key)
        if pix is not None:
            self._pixmaps.move_to_end(key)
            return pix
        pix = QPixmap.fromImage(self._picture(kind, name, code, width, dpr))
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
