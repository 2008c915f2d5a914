"""Translations for the UI and the engine.

Qt's translators serve both: the UI uses ``self.tr``; engine strings (marked with ``N_``) are
routed to ``QCoreApplication.translate`` through :func:`cardtable.engine.i18n.set_translator`.
Compiled catalogues (``cardtable_<locale>.qm``) are looked up in ``translations/``.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from ..engine import i18n

TRANSLATIONS = Path(__file__).resolve().parents[2] / "translations"


def install(app: QCoreApplication, locale: QLocale | None = None) -> QTranslator | None:
    """Install the app's catalogue for ``locale`` (if one exists) and route engine strings to Qt."""
    i18n.set_translator(lambda context, text: QCoreApplication.translate(context, text))
    translator = QTranslator(app)
    if translator.load(locale or QLocale(), "cardtable", "_", str(TRANSLATIONS)):
        app.installTranslator(translator)
        return translator
    return None
