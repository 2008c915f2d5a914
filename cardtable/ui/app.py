"""Application start-up: QApplication, translations, the main window."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication

from ..app.plugins import registry
from . import i18n
from .main_window import MainWindow


def run(argv: list[str]) -> int:
    app = QApplication.instance() or QApplication(argv)
    app.setApplicationName("Card Table")
    app.setOrganizationName("Card Table")
    i18n.install(app)
    reg = registry()
    for broken in reg.broken:
        print(f"warning: {broken}", file=sys.stderr)
    window = MainWindow(reg)
    window.show()
    return app.exec()
