"""Translations for the UI and the engine.

The catalogues are Qt Linguist ``.ts`` files in ``translations``
(:mod:`cardtable.app.catalogue`), read as they are: a :class:`CatalogueTranslator` answers
Qt's ``tr`` and ``QCoreApplication.translate`` for every context, and the engine's strings
(marked with ``N_``) reach it through :func:`cardtable.engine.i18n.set_translator`. A string a
catalogue lacks stays English.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator

from ..app import catalogue
from ..app.catalogue import CatalogueError
from ..engine import i18n

TRANSLATIONS = catalogue.TRANSLATIONS


class CatalogueTranslator(QTranslator):
    """Answers from a catalogue's source → translation table, whatever the context (a string
    reads the same wherever it shows; Qt's context is the class, which differs for a
    subclass)."""

    def __init__(self, table: dict[str, str], language: str, parent: QObject | None = None,
                 plurals: dict[str, list[str]] | None = None):
        super().__init__(parent)
        self.table = table
        self.plurals = plurals or {}
        self.code = language
        # Qt's own words (Cancel, OK, Restore Defaults), from the catalogue Qt ships
        self.qt = QTranslator(self)
        self.qt.load(QLocale(language), "qtbase", "_",
                     QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))

    def translate(self, context: str, source: str, disambiguation: str | None = None,  # type: ignore[override]
                  n: int = -1) -> str | None:
        forms = self.plurals.get(source)
        if forms and n >= 0:  # Qt fills %n in: one form for 1, the other for every other count
            return forms[0] if n == 1 or len(forms) == 1 else forms[1]
        mine = self.table.get(source)
        if mine is None:  # an empty answer (Qt's catalogue lacks it, or none loaded): not ours
            mine = self.qt.translate(context, source, disambiguation, n) or None
        return mine  # None: not translated, Qt shows the source

    def isEmpty(self) -> bool:  # type: ignore[override]
        return not self.table

    def language(self) -> str:  # type: ignore[override]
        return self.code


def load(locale: QLocale, folder: Path = TRANSLATIONS) -> CatalogueTranslator | None:
    """A translator for ``locale``, None where there is no usable catalogue (a broken one
    is reported on stderr and the app stays English)."""
    path = catalogue.find(locale.name(), folder)  # "it_IT", then "it"
    if path is None:
        return None
    try:
        cat = catalogue.read(path)
    except CatalogueError as exc:
        print(f"cardtable: the {path.name} translation is skipped: {exc}", file=sys.stderr)
        return None
    return CatalogueTranslator(cat.lookup(), cat.language, plurals=cat.plural_lookup())


def install(app: QCoreApplication, locale: QLocale | None = None,
            folder: Path = TRANSLATIONS) -> QTranslator | None:
    """Install the app's catalogue for ``locale`` (default: the system's), if one exists, and
    route engine strings to Qt."""
    translator = load(locale or QLocale(), folder)
    i18n.set_translator(lambda context, text: QCoreApplication.translate(context, text),
                        translator.code if translator is not None else "")
    if translator is None:
        return None
    translator.setParent(app)
    app.installTranslator(translator)
    return translator
