"""Translations for the UI and the engine, with Qt's own ``QTranslator``.

A language is the compiled catalogue ``cardtable_<code>.qm`` (:mod:`cardtable.app.catalogue`)
plus Qt's ``qtbase_<code>.qm`` from Qt's translations folder (the standard buttons: Cancel,
Restore Defaults). Both are plain ``QTranslator`` objects, so Qt's contexts (a widget's class;
``engine`` for the strings marked outside the UI) and Qt's plural rules for the language apply.
The engine's strings reach them through :func:`cardtable.engine.i18n.set_translator`, and the
computer players' worker process loads the same catalogue (:func:`install_in_worker`).

Installing a language sends every widget a ``QEvent.LanguageChange``; the window, the table and
the open dialogs say their words again then. A code without a catalogue, or a ``.qm`` that Qt
cannot read, leaves the app in English with a message (:attr:`Installed.problem`).
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTimer, QTranslator

from ..app import catalogue
from ..app.catalogue import CatalogueError
from ..engine import i18n

TRANSLATIONS = catalogue.TRANSLATIONS


@dataclass
class Installed:
    """The language in use: its catalogue's code ("" for English), the translators installed
    (the app's, then Qt's), and why a language asked for is not in use ("" when it is)."""

    code: str = ""
    translators: list[QTranslator] = field(default_factory=list)
    problem: str = ""
    locale_name: str = "en_US"  # numbers and dates: the language asked for ("de_CH"), or English


def _qt_translator(code: str) -> QTranslator | None:
    """Qt's own words for ``code`` (qtbase_<code>.qm), None where Qt ships none."""
    qt = QTranslator()
    if qt.load(QLocale(code), "qtbase", "_",
               QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        return qt
    return None


def load(code: str, folder: Path = TRANSLATIONS) -> Installed:
    """The translators for a language code (``it``, ``de_CH``, "" for the system's), not yet
    installed. English has only its catalogue of plural forms; a language without a usable
    catalogue is English, and says why in ``problem``."""
    wanted = code or QLocale.system().name()
    found = catalogue.find(wanted, folder)
    if found is None:
        if code and not catalogue.is_english(code):
            names = ", ".join([catalogue.ENGLISH, *catalogue.languages(folder)])
            return _english(folder, f"there is no translation for the language {code!r} "
                                    f"(there are: {names}); Card Table speaks English")
        return _english(folder)
    try:
        mine = _catalogue(found, folder)
    except CatalogueError as exc:
        return _english(folder, f"{exc}; Card Table speaks English")
    qt = _qt_translator(found)
    return Installed(found, [mine] + ([qt] if qt is not None else []), locale_name=wanted)


def _catalogue(code: str, folder: Path) -> QTranslator:
    """The app's compiled catalogue for ``code``; :class:`CatalogueError` when it is missing,
    cannot be made or Qt cannot read it."""
    qm = catalogue.fresh_qm(code, folder)
    mine = QTranslator()
    if not mine.load(str(qm)) or mine.isEmpty():
        raise CatalogueError(f"the translation {qm.name} cannot be read (it is damaged: build "
                             "it again)")
    return mine


def _english(folder: Path, problem: str = "") -> Installed:
    """English: the source's words, with the catalogue of its plural forms ("1 point") when it
    can be loaded."""
    if not (catalogue.catalogue_path(catalogue.ENGLISH, folder).is_file()
            or catalogue.qm_path(catalogue.ENGLISH, folder).is_file()):
        return Installed(problem=problem)
    try:
        return Installed("", [_catalogue(catalogue.ENGLISH, folder)], problem)
    except CatalogueError as exc:
        return Installed(problem=problem or f"{exc}; counted words may read '1 points'")


_current = Installed()


def current() -> Installed:
    """The language installed last."""
    return _current


def install(app: QCoreApplication, language: str | QLocale | None = None,
            folder: Path = TRANSLATIONS) -> QTranslator | None:
    """Use ``language`` (a code, a locale; None or "" for the system's) from now on: the
    translators installed before are removed, the new ones installed (Qt sends
    ``LanguageChange`` to every widget, and the window says its words again), the engine's
    strings routed to them and numbers written the language's way (``QLocale.setDefault``).
    Returns the app's translator, None for English. A problem is printed on stderr and the app
    stays English (:func:`current` says why)."""
    global _current
    code = language.name() if isinstance(language, QLocale) else language or ""
    for old in _current.translators:
        app.removeTranslator(old)
    new = load(code, folder)
    if new.problem:
        print(f"cardtable: {new.problem}", file=sys.stderr)
    for translator in new.translators:
        translator.setParent(app)
        app.installTranslator(translator)
    _current = new
    locale = QLocale(new.locale_name)
    QLocale.setDefault(locale)
    i18n.set_translator(_engine_translate, new.code, install_in_worker, locale.decimalPoint())
    return new.translators[0] if new.translators else None


def _engine_translate(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def install_in_worker(code: str) -> None:
    """Speak ``code`` in a process without a ``QCoreApplication`` (the computer players' worker:
    the reasons of a hint); English where the catalogue cannot be loaded."""
    new = load(code)
    if not new.code:  # English: the engine's strings have no plural forms to look up
        return
    mine = new.translators[0]
    _worker_translators.append(mine)

    def translate(context: str, text: str) -> str:
        return mine.translate(context, text) or text

    i18n.set_translator(translate, new.code, install_in_worker,
                        QLocale(new.locale_name).decimalPoint())


_worker_translators: list[QTranslator] = []  # kept alive while the worker runs


def locale() -> QLocale:
    """The locale of the language in use: numbers, percentages and dates are written with it."""
    return QLocale()


__all__ = ["TRANSLATIONS", "Installed", "load", "current", "install", "install_in_worker",
           "locale"]


def retranslate_soon(owner: QObject) -> None:
    """Call ``owner.retranslate()`` once, when the event loop next runs: installing a language
    sends one ``LanguageChange`` per translator, and the words are said again once for all of
    them. The owner is the timer's context, so a window closed and deleted meanwhile is not
    called."""
    if getattr(owner, "_retranslate_due", False):
        return
    owner._retranslate_due = True  # type: ignore[attr-defined]

    def now() -> None:
        owner._retranslate_due = False  # type: ignore[attr-defined]
        owner.retranslate()  # type: ignore[attr-defined]

    QTimer.singleShot(0, owner, now)
