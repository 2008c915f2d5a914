"""Application start-up: QApplication, translations, the main window.

``cardtable --screenshot FILE`` renders the window to a PNG and exits (for checking a build or a
change by eye, also offscreen).
"""

from __future__ import annotations

import argparse
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from ..app.plugins import registry
from . import i18n
from .main_window import MainWindow


def run(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="cardtable", description="Card Table")
    parser.add_argument("--screenshot", metavar="FILE", help="save the window as a PNG and exit")
    args, qt_args = parser.parse_known_args(argv[1:])
    app = QApplication.instance() or QApplication([argv[0], *qt_args])
    app.setApplicationName("Card Table")
    app.setOrganizationName("Card Table")
    i18n.install(app)
    reg = registry()
    for broken in reg.broken:
        print(f"warning: {broken}", file=sys.stderr)
    window = MainWindow(reg)
    window.show()
    if args.screenshot:
        def shoot() -> None:
            ok = window.grab().save(args.screenshot)
            app.exit(0 if ok else 1)
        QTimer.singleShot(200, shoot)
    return app.exec()
