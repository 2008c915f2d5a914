"""Japanese text gets a Japanese font: the platform's own UI family first when the language is
Japanese, the Japanese families behind the usual font otherwise."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QFont, QFontDatabase, QFontInfo, QFontMetrics
from PySide6.QtWidgets import QApplication

from cardtable.ui import fonts
from cardtable.ui.fonts import apply_language_font, families_for, japanese_families

EVERYWHERE = ["Segoe UI", "Meiryo", "Yu Gothic UI", "Hiragino Sans", "Noto Sans CJK JP", "Arial"]


@pytest.mark.parametrize("platform,first", [("win32", "Yu Gothic UI"), ("darwin", "Hiragino Sans"),
                                            ("linux", "Noto Sans CJK JP")])
def test_each_platform_prefers_its_own_japanese_font(platform, first):
    found = japanese_families(EVERYWHERE, platform)
    assert found[0] == first
    assert set(found) == {"Meiryo", "Yu Gothic UI", "Hiragino Sans", "Noto Sans CJK JP"}


def test_a_system_names_its_fonts_in_its_own_case_and_may_have_none():
    assert japanese_families(["noto sans cjk jp", "DejaVu Sans"], "linux") == ["noto sans cjk jp"]
    assert japanese_families(["Noto Sans CJK SC", "DejaVu Sans"], "linux") == []  # Chinese cut
    assert japanese_families(["Meiryo UI", "Meiryo"], "win32") == ["Meiryo UI", "Meiryo"]


def test_japanese_puts_the_japanese_font_first_other_languages_behind():
    jp = ["Noto Sans CJK JP", "IPAGothic"]
    assert families_for("ja", "Sans", jp) == ["Noto Sans CJK JP", "Sans", "IPAGothic"]
    assert families_for("ja_JP", "Sans", jp)[0] == "Noto Sans CJK JP"
    assert families_for("de_DE", "Sans", jp) == ["Sans", "Noto Sans CJK JP", "IPAGothic"]
    assert families_for("ja", "Sans", []) == ["Sans"]


@pytest.fixture
def app_font(qapp):
    before, base = QFont(qapp.font()), fonts._base_font
    yield qapp
    qapp.setFont(before)
    fonts._base_font = base


def test_the_app_writes_japanese_in_a_japanese_font_and_switches_back(app_font):
    found = japanese_families(QFontDatabase.families())
    if not found:
        pytest.skip("no Japanese font on this system (apt-get install fonts-noto-cjk)")
    app = QApplication.instance()
    base = app.font().family()
    families = apply_language_font(app, QLocale("ja"))
    assert families[0] == found[0]
    assert QFontInfo(app.font()).family() == found[0]
    assert all(QFontMetrics(app.font()).inFontUcs4(ord(c)) for c in "新しいゲーム、設定")
    size = app.font().pointSizeF()
    apply_language_font(app, QLocale("de"))
    assert app.font().families()[0] == base and found[0] in app.font().families()
    assert app.font().pointSizeF() == size


def test_a_language_chosen_later_brings_its_font(app_font, qtbot):
    """Preferences ▸ Language installs another catalogue: the window hears Qt's LanguageChange
    and the application font follows (Japanese first for 日本語, the usual font for English)."""
    from PySide6.QtWidgets import QWidget

    from cardtable.engine import i18n as engine_i18n
    from cardtable.ui import i18n
    from cardtable.ui.fonts import follow_language

    found = japanese_families(QFontDatabase.families())
    if not found:
        pytest.skip("no Japanese font on this system (apt-get install fonts-noto-cjk)")
    app = QApplication.instance()
    window = QWidget()
    qtbot.addWidget(window)
    follow_language(window)
    apply_language_font(app, QLocale("en"))
    base = app.font().families()[0]
    i18n.install(app, QLocale("ja"))
    try:
        qtbot.waitUntil(lambda: app.font().families()[0] == found[0])
    finally:
        # English again as the app installs it, its catalogue of plural forms with it (removing
        # only the Japanese translator left Qt's own Japanese one and no English plurals: a later
        # test in the same process read "Computer 2 win the game.")
        i18n.install(app, "en")
        engine_i18n.set_translator(None)
    qtbot.waitUntil(lambda: app.font().families()[0] == base)
