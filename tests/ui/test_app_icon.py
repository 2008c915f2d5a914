"""The app icon: drawn by our own code, shown by the window, rendered for the native build."""

from __future__ import annotations

from PySide6.QtGui import QImage

from cardtable.art.icon import ICON_PATH, icon_svg
from cardtable.ui.app_icon import icon_image, write_icon_files


def test_the_committed_icon_is_what_the_generator_draws():
    assert ICON_PATH.read_text(encoding="utf-8") == icon_svg()


def test_the_icon_renders_cards_on_felt(qapp):
    image = icon_image(64)
    centre = image.pixelColor(32, 32)
    corner = image.pixelColor(0, 0)
    assert corner.alpha() == 0                      # round: the corners stay clear
    assert centre.alpha() == 255                    # a card in the middle
    felt = image.pixelColor(32, 4)                  # the felt near the top edge
    assert felt.green() > felt.red() and felt.green() > felt.blue()


def test_the_native_builds_icon_files_are_written_and_read_back(qapp, tmp_path):
    written = write_icon_files(tmp_path)
    names = {p.name for p in written}
    assert {"cardtable.png", "cardtable.ico"} <= names  # .icns where Qt has the plugin
    for path in written:
        back = QImage(str(path))
        assert not back.isNull() and back.width() >= 256, path.name
