"""Help ▸ About: the version, the licence, and every third-party notice behind Licences."""

from __future__ import annotations

from PySide6.QtCore import Qt

from cardtable import __version__
from cardtable.ui.dialogs.about import AboutDialog, LicencesDialog


def test_about_names_the_version_and_the_licences(qtbot) -> None:
    box = AboutDialog()
    qtbot.addWidget(box)
    text = box.text.text()
    assert __version__ in text and "MIT" in text and "LGPL" in text and "PSF" in text


def test_licences_shows_what_the_app_is_made_of(qtbot) -> None:
    box = AboutDialog()
    qtbot.addWidget(box)
    box.show()
    qtbot.mouseClick(box.licences_button, Qt.MouseButton.LeftButton)
    shown = box.licences
    assert isinstance(shown, LicencesDialog) and shown.isVisible()
    notices = shown.view.toPlainText()
    for part in (f"Card Table {__version__}", "PySide6", "shiboken6", "platformdirs", "Python",
                 "LGPL-3.0", "MIT License"):
        assert part in notices
    assert shown.view.isReadOnly()
    assert box.show_licences() is shown  # asked again: the same window, not a second one
