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


@pytest.fixture(autouse=True)
def _english_kept(qapp):
    """Each test leaves the app in English as the app installs it, the catalogue of plural
    forms with it: a test that switched language and took only part of it back made later tests
    in the same process read "Computer 2 win the game." (found in CI, one worker's order). Such a
    test is put right for the next and fails here, naming what it left."""
    from PySide6.QtCore import QCoreApplication

    from cardtable.engine import i18n as engine_i18n
    from cardtable.ui import i18n

    yield
    plural = QCoreApplication.translate("ResultWords", "{names} win the game.", "", 1)
    left = i18n.current().code
    if left or plural != "{names} wins the game.":
        i18n.install(qapp, "en")
        engine_i18n.set_translator(None)
        pytest.fail(f"the test left the app in {left or 'English without its plural forms'!r} "
                    f"(one winner read {plural!r}): put English back with i18n.install(app, 'en')")
