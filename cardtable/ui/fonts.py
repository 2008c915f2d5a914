"""The app's font for the chosen language: Japanese needs a Japanese font.

Qt finds *some* font for kana and kanji on its own, but which one is the system's guess: on
Linux often a Chinese cut of Noto CJK (kanji drawn the Chinese way), on Windows the old MS UI
Gothic, and on a system without any CJK font nothing at all (tofu boxes). So when the language is
Japanese the app's font puts a Japanese UI font first — Yu Gothic UI or Meiryo on Windows,
Hiragino Sans on macOS, Noto Sans CJK JP (or another Japanese family) on Linux — with the
system's usual font behind it; in every other language the Japanese fonts found stand behind the
usual font as fallbacks, so a Japanese player name still shows in Japanese shapes. Everything
drawn with the application font (widgets, the table's plates and log) follows, and
:func:`follow_language` makes it follow a language chosen later in the Preferences.
"""

from __future__ import annotations

import sys
from typing import Iterable

from PySide6.QtCore import QEvent, QLocale, QObject
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication, QWidget

from ..engine import i18n

# Japanese UI families, each platform's own first (a family missing from the system is skipped)
JAPANESE_FAMILIES = {
    "win32": ("Yu Gothic UI", "Meiryo UI", "Meiryo", "Yu Gothic", "MS UI Gothic"),
    "darwin": ("Hiragino Sans", "Hiragino Kaku Gothic ProN", "Hiragino Kaku Gothic Pro"),
    "linux": ("Noto Sans CJK JP", "Noto Sans JP", "Source Han Sans JP", "Source Han Sans",
              "IPAexGothic", "IPAGothic", "TakaoGothic", "VL Gothic"),
}

_base_font: QFont | None = None  # the application font before the first language was applied


def japanese_families(available: Iterable[str], platform: str = sys.platform) -> list[str]:
    """The Japanese families among ``available`` (the system's), the platform's own first, then
    any other platform's (a Linux box with Meiryo installed still finds it)."""
    have = {name.casefold(): name for name in available}
    own = "win32" if platform.startswith("win") else platform if platform == "darwin" else "linux"
    order = list(JAPANESE_FAMILIES[own]) + [f for key, families in JAPANESE_FAMILIES.items()
                                            if key != own for f in families]
    return [have[f.casefold()] for f in dict.fromkeys(order) if f.casefold() in have]


def families_for(language: str, base: str, japanese: list[str]) -> list[str]:
    """The application font's families for ``language`` (a code, "ja" or "ja_JP"): a Japanese
    family first when the language is Japanese, else ``base`` first and the Japanese ones as
    fallbacks."""
    if not japanese:
        return [base]
    if language.split("_")[0].split("-")[0] == "ja":
        return japanese[:1] + [base] + japanese[1:]
    return [base] + japanese


def apply_language_font(app: QApplication, locale: QLocale | None = None) -> list[str]:
    """Set ``app``'s font for the language of ``locale`` (default: the system's) and return its
    families. Called at start and whenever the language changes; the size and style of the
    system's font are kept."""
    global _base_font
    if _base_font is None:
        _base_font = QFont(app.font())
    language = (locale or QLocale()).name()
    families = families_for(language, _base_font.family(),
                            japanese_families(QFontDatabase.families()))
    font = QFont(_base_font)
    font.setFamilies(families)
    app.setFont(font)
    return families


class _LanguageFollower(QObject):
    """Watches one window for Qt's LanguageChange (a catalogue installed or removed) and sets
    the application font for the language the catalogues now speak."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            app = QApplication.instance()
            if isinstance(app, QApplication):
                code = i18n.language()  # "" when no catalogue is installed: English
                apply_language_font(app, QLocale(code or "en"))
        return False


def follow_language(window: QWidget) -> QObject:
    """From now on, a change of language seen by ``window`` (Qt tells every widget) also
    changes the application font: Preferences ▸ Language → 日本語 gets the Japanese font at once.
    Only that window's own events pass the filter. Returns the filter (a child of ``window``)."""
    follower = _LanguageFollower(window)
    window.installEventFilter(follower)
    return follower


__all__ = ["JAPANESE_FAMILIES", "japanese_families", "families_for", "apply_language_font",
           "follow_language"]
