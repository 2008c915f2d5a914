"""The application's icon: for the window (``app_icon``) and, rendered to image files, for the
native build (``write_icon_files``: ``.ico`` for Windows, ``.icns`` for macOS, ``.png``)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from ..art.icon import ICON_PATH


def app_icon() -> QIcon:
    """The window's icon (drawn by ``cardtable.art.icon``); an empty icon if the file is missing."""
    return QIcon(str(ICON_PATH)) if ICON_PATH.is_file() else QIcon()


def icon_image(size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    QSvgRenderer(str(ICON_PATH)).render(painter)
    painter.end()
    return image


def write_icon_files(folder: Path) -> list[Path]:
    """``cardtable.png`` (256 px), ``cardtable.ico`` and ``cardtable.icns`` in ``folder``, for
    the formats Qt can write here; needs a QGuiApplication. Returns the files written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, size in (("cardtable.png", 256), ("cardtable.ico", 256), ("cardtable.icns", 512)):
        path = folder / name
        if icon_image(size).save(str(path)):
            written.append(path)
    return written


__all__ = ["app_icon", "icon_image", "write_icon_files"]
