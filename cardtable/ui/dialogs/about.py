"""Help ▸ About Card Table: the version, what the app is made with, and where its art comes from."""

from __future__ import annotations

import platform
from importlib import metadata

import PySide6
from PySide6.QtCore import Qt, qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ... import __version__
from ..app_icon import app_icon


def version() -> str:
    """The installed version (the package metadata), else the source tree's."""
    try:
        return metadata.version("cardtable")
    except metadata.PackageNotFoundError:
        return __version__


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("AboutDialog")
        self.setWindowTitle(self.tr("About Card Table"))
        row = QHBoxLayout()
        picture = QLabel(self)
        picture.setPixmap(app_icon().pixmap(96, 96))  # none where the file is missing
        picture.setAlignment(Qt.AlignmentFlag.AlignTop)
        row.addWidget(picture)
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setText(
            self.tr("<h2>Card Table {version}</h2>"
                    "<p>Briscola, Pishti, Shithead and Pinochle, with every player count and "
                    "regional variant, against computer players or with friends at one "
                    "screen — offline.</p>"
                    "<p>The cards, the icon and the sounds are drawn and made by Card Table's "
                    "own code.</p>"
                    "<p>Free software under the MIT licence. Made with Python {python}, "
                    "Qt {qt} and PySide6 {pyside}.</p>").format(
                version=version(), python=platform.python_version(), qt=qVersion(),
                pyside=PySide6.__version__))
        self.text.setMinimumWidth(380)
        row.addWidget(self.text, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.buttons = buttons


__all__ = ["AboutDialog", "version"]
