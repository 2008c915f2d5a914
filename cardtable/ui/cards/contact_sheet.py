"""Contact sheets: every face of a deck (and the backs) on one PNG, for looking at the art."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QImage, QPainter

from cardtable.art.decks import BACKS, DECKS, TABLE_ITEMS, back_path, face_path, table_path

from .renderer import CardRenderer, card_height

TABLE_GREEN = QColor("#2e6b3f")


def _sheet(renderer: CardRenderer, paths: list[Path], columns: int, width: int) -> QImage:
    gap = max(6, width // 12)
    height = card_height(width)
    rows = (len(paths) + columns - 1) // columns
    sheet = QImage(gap + columns * (width + gap), gap + rows * (height + gap),
                   QImage.Format.Format_ARGB32_Premultiplied)
    sheet.fill(TABLE_GREEN)
    painter = QPainter(sheet)
    for i, path in enumerate(paths):
        r, c = divmod(i, columns)
        img = renderer.render_image(path, width)
        painter.drawImage(QPoint(gap + c * (width + gap), gap + r * (height + gap)), img)
    painter.end()
    return sheet


def write_contact_sheets(outdir: Path, width: int = 120,
                         renderer: CardRenderer | None = None) -> list[Path]:
    """One PNG per deck (all faces, then the backs) plus one of backs and table graphics."""
    renderer = renderer or CardRenderer()
    outdir = Path(outdir)
    outdir.mkdir(parents=True, exist_ok=True)
    written = []
    backs = [back_path(b, renderer.assets_dir) for b in BACKS]
    for deck in DECKS.values():
        columns = 13 if deck.family == "french" else 10
        faces = [face_path(deck.name, c, renderer.assets_dir) for c in deck.codes]
        sheet = _sheet(renderer, faces + backs, columns, width)
        path = outdir / f"{deck.name}.png"
        sheet.save(str(path))
        written.append(path)
    extras = backs + [table_path(t, renderer.assets_dir) for t in TABLE_ITEMS]
    path = outdir / "backs-and-table.png"
    _sheet(renderer, extras, len(extras), width).save(str(path))
    written.append(path)
    return written


