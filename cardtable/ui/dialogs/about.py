"""Help ▸ About Card Table: the version, the licence, what the app is made with (and under which
licences: the Licences button shows every notice the native app ships), where its art comes from."""

from __future__ import annotations

import platform

import PySide6
from PySide6.QtCore import Qt, qVersion
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QPlainTextEdit,
                               QPushButton, QVBoxLayout, QWidget)

from ... import __version__
from ..app_icon import app_icon


def version() -> str:
    """The one version (``pyproject.toml``, read by ``cardtable.__version__``)."""
    return __version__


class LicencesDialog(QDialog):
    """The licence notices, read-only: the native app's ``licenses/NOTICES.txt``, else those of
    the installed packages (:func:`cardtable.notices.about_text`)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("LicencesDialog")
        self.setWindowTitle(self.tr("Licences"))
        self.view = QPlainTextEdit(self)
        self.view.setReadOnly(True)
        self.view.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        from ... import notices  # read when asked: not on every start

        self.view.setPlainText(notices.about_text(version()))
        layout = QVBoxLayout(self)
        layout.addWidget(self.view)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(720, 560)


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
                    "<p>Free software under the MIT licence. Made with Python {python} "
                    "(PSF licence), Qt {qt} and PySide6 {pyside} (GNU LGPL version 3) and "
                    "platformdirs (MIT licence); Licences shows every notice.</p>").format(
                version=version(), python=platform.python_version(), qt=qVersion(),
                pyside=PySide6.__version__))
        self.text.setMinimumWidth(380)
        row.addWidget(self.text, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        bottom = QHBoxLayout()
        self.licences_button = QPushButton(self.tr("&Licences…"), self)
        self.licences_button.clicked.connect(self.show_licences)
        bottom.addWidget(self.licences_button)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        bottom.addWidget(buttons, 1)
        layout.addLayout(bottom)
        self.buttons = buttons
        self.licences: LicencesDialog | None = None

    def show_licences(self) -> LicencesDialog:
        if self.licences is None:
            self.licences = LicencesDialog(self)
        self.licences.show()
        self.licences.raise_()
        return self.licences


__all__ = ["AboutDialog", "LicencesDialog", "version"]
