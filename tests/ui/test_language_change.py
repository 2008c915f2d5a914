"""The language: ``--lang`` speaks for one run and never becomes the preference; a language
picked in Preferences applies at once, to the open windows too; a translator installed by
anyone makes the window say its words again (Qt's LanguageChange)."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from cardtable.app import settings as settings_store
from cardtable.engine import i18n as engine_i18n
from cardtable.ui import i18n

from .app_driver import QUIET, make_window, run_app


def _english() -> None:
    i18n.install(QApplication.instance(), "en")
    engine_i18n.set_translator(None)


def test_lang_speaks_for_this_run_and_never_becomes_the_preference(qapp, monkeypatch):
    """``cardtable --lang de`` with Italian saved: the run is German, and closing the window
    (which saves the preferences, the window's size among them) leaves Italian saved."""
    settings_store.save(replace(QUIET, language="it"))
    seen = {}

    def look(window):  # what the person does: look, then close the window
        seen["run_language"] = window.run_language
        seen["menu"] = [a.text() for a in window.menuBar().actions()]
        seen["code"] = i18n.current().code

    assert run_app(monkeypatch, ["cardtable", "--lang", "de"], look) == 0
    assert seen["run_language"] == "de"
    assert seen["code"] == "de" and "&Spiel" in seen["menu"]
    saved = settings_store.load()
    assert saved.language == "it" and saved.window_geometry  # saved, but not the language


def test_a_finished_run_no_longer_sets_the_application_font(qapp, monkeypatch):
    """The window of a run that has ended (one process runs the app again, as the tests do)
    leaves the application font alone at a later language change: its font follower set the
    English font with a Japanese fallback after this file's tests, and a score sheet measured
    later fit on fewer lines (test_the_score_sheet_fits_a_small_table)."""
    from PySide6.QtGui import QFont

    assert run_app(monkeypatch, ["cardtable", "--lang", "de"]) == 0
    QApplication.processEvents()
    marker = QFont(qapp.font())
    marker.setFamilies(["Card Table Test Marker"])
    qapp.setFont(marker)
    try:
        i18n.install(qapp, "it")
        QApplication.processEvents()
    finally:
        _english()
    QApplication.processEvents()
    assert qapp.font().families() == ["Card Table Test Marker"]


def test_a_language_picked_in_preferences_during_a_lang_run_is_kept(qtbot):
    window = make_window(qtbot, replace(QUIET, language="de"))
    window.keeps_records = True
    window.use_run_language("de", "it")
    try:
        window.apply_settings(replace(window.settings, animation_speed="fast"))
        assert settings_store.load().language == "it"  # another preference saved: not --lang's
        window.apply_settings(replace(window.settings, language="tr"))
        assert settings_store.load().language == "tr" and window.run_language is None
        assert i18n.current().code == "tr"
    finally:
        _english()


def test_the_open_help_shortcuts_and_statistics_windows_change_language_with_the_app(qtbot):
    window = make_window(qtbot)
    try:
        rules = window.show_rules("pishti")
        stats = window.show_statistics()
        keys = window.show_shortcuts()
        assert rules.windowTitle() == "Help" and stats is not None
        english_keys = keys.windowTitle()
        english_stats = stats.windowTitle()
        window.apply_settings(replace(window.settings, language="it"), save=False)
        qtbot.waitUntil(lambda: window.rules_window is not rules)
        assert window.rules_window.isVisible() and window.rules_window.windowTitle() == "Aiuto"
        assert window.rules_window.game_id == "pishti"  # on the page it was
        assert window.stats_window.isVisible() and window.stats_window.windowTitle() != english_stats
        assert window.shortcuts_window.isVisible() and window.shortcuts_window is not keys
        assert window.shortcuts_window.windowTitle() == \
            QCoreApplication.translate("ShortcutsDialog", english_keys)  # made in Italian
    finally:
        _english()


def test_a_translator_installed_by_anyone_makes_the_window_say_its_words_again(qtbot):
    """Qt's LanguageChange reaches the window, which retranslates once (not once per
    translator installed)."""
    window = make_window(qtbot)
    calls = []
    original = window.retranslate
    window.retranslate = lambda: (calls.append(1), original())[1]
    try:
        loaded = i18n.load("ja")
        app = QCoreApplication.instance()
        for translator in loaded.translators:
            app.installTranslator(translator)
        qtbot.waitUntil(lambda: calls == [1])
        assert "&Game" not in [a.text() for a in window.menuBar().actions()]
        for translator in loaded.translators:
            app.removeTranslator(translator)
    finally:
        _english()


def test_numbers_percentages_and_dates_are_written_the_languages_way(qapp):
    """German and Turkish write "+1,1", not "+1.1"; the percent sign goes where the language
    puts it; a date in the language's short form."""
    from cardtable.engine.i18n import QT_TRANSLATE_NOOP, tr
    from cardtable.ui.numbers import day, number, percent

    said = QT_TRANSLATE_NOOP("engine", "on average {chips:+.1f} chips over {n} played-out deals")
    expected = {"de": ("1,5", "45 %", "+1,1", "01.03.26"), "tr": ("1,5", "%45", "+1,1", "1.03.2026"),
                "it": ("1,5", "45%", "+1,1", "01/03/26"), "ja": ("1.5", "45%", "+1.1", "2026/03/01"),
                "en": ("1.5", "45%", "+1.1", "3/1/26")}
    try:
        for code, (decimal, pct, chips, date) in expected.items():
            i18n.install(QApplication.instance(), code)
            assert number(1.5, 1) == decimal and percent(0.45) == pct, code
            assert chips in tr(said, chips=1.1, n=3), code
            assert day("2026-03-01T12:00:00+00:00") == date, code
    finally:
        _english()


def test_a_language_that_does_not_exist_is_said_in_the_window_and_the_app_is_english(qtbot):
    """``--lang xx`` or a preference for a language since removed: the window says so (not
    only the console) and speaks English."""
    try:
        window = make_window(qtbot, replace(QUIET, language="xx"))
        assert any("no translation for the language 'xx'" in m for m in window.messages)
        assert "&Game" in [a.text() for a in window.menuBar().actions()]
    finally:
        _english()
