"""Every UI test keeps its preferences, statistics and saves in a temporary folder
(CARDTABLE_HOME), never in the user's own; and runs in English whatever the machine's language
(the help pages and Qt's defaults follow the system's locale, and a machine set to Italian or
German would otherwise show those translations)."""

import pytest
from PySide6.QtCore import QLocale

QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))


@pytest.fixture(autouse=True)
def _cardtable_home(tmp_path_factory, monkeypatch):
    home = tmp_path_factory.mktemp("cardtable-home")
    monkeypatch.setenv("CARDTABLE_HOME", str(home))
    return home


@pytest.fixture(autouse=True, scope="session")
def _english_catalogue(qapp):
    """English as the app installs it at start (``cardtable.ui.app``): the source's words with
    the catalogue of its plural forms, so a table made straight in a test says "1 card" too."""
    from cardtable.ui import i18n

    i18n.install(qapp, "en")
    yield


@pytest.fixture(autouse=True)
def _app_font_kept(qapp):
    """A run of the app sets the application's font for its language (cardtable.ui.fonts); each
    test leaves the font as it found it (a score sheet's fit depends on it: the small-table sheet
    test failed after a ``--lang de`` run)."""
    from PySide6.QtGui import QFont

    from cardtable.ui import fonts

    before, base = QFont(qapp.font()), fonts._base_font
    yield
    qapp.setFont(before)
    fonts._base_font = base
