"""The smoke test's blank-picture check (packaging/smoke.py reads PNGs without Qt)."""

from __future__ import annotations

from pathlib import Path

import pytest
import smoke
from PySide6.QtGui import QColor, QImage, QPainter


def _png(tmp_path: Path, draw: bool) -> Path:
    image = QImage(200, 120, QImage.Format.Format_RGB32)
    image.fill(QColor("#1e5a32"))
    if draw:
        painter = QPainter(image)
        for i in range(100):  # cards of many colours over the felt
            painter.fillRect(2 * i, i % 60, 24, 60, QColor.fromHsv((i * 7) % 360, 200, 90 + i))
        painter.end()
    path = tmp_path / f"{draw}.png"
    assert image.save(str(path))
    return path


def test_a_drawn_table_passes(qapp, tmp_path: Path) -> None:
    assert smoke.check_not_blank(_png(tmp_path, True)) >= 50


def test_a_flat_picture_fails(qapp, tmp_path: Path) -> None:
    with pytest.raises(smoke.SmokeFailure, match="blank"):
        smoke.check_not_blank(_png(tmp_path, False))
