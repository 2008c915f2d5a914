"""Rules help: a text per game that names every option and preset, shown in the app."""

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.app.plugins import Registry, registry
from cardtable.engine.game import Game
from cardtable.engine.options import Option, OptionSet
from cardtable.ui.help import rules
from cardtable.ui.help.rules import RulesWindow, help_file, rules_markdown

GAMES = ("briscola", "pishti", "shithead", "pinochle")


def _plain(markdown: str) -> str:
    return re.sub(r"[*_`]", "", markdown)


@pytest.mark.parametrize("gid", GAMES)
def test_every_game_has_rules_naming_each_option_and_preset(gid):
    game = registry().get(gid)
    path = help_file(gid, "en")
    assert path is not None and path.name == f"{gid}.md"
    text = _plain(path.read_text(encoding="utf-8"))
    assert text.startswith(f"# {game.name}")
    missing = [o.label for o in game.option_set.options.values() if o.label not in text]
    assert not missing, f"assets/help/{gid}.md does not explain: {missing}"
    presets = [label for label in game.option_set.preset_labels.values() if label not in text]
    assert not presets, f"assets/help/{gid}.md does not name the presets: {presets}"


def test_the_window_shows_the_rules_of_the_game_clicked(qtbot):
    window = RulesWindow(registry(), game="briscola", language="en")
    qtbot.addWidget(window)
    window.show()
    assert window.game_id == "briscola"
    assert "61 points or more wins the deal" in window.browser.toPlainText()
    row = next(i for i in range(window.games.count())
               if window.games.item(i).data(Qt.ItemDataRole.UserRole) == "shithead")
    rect = window.games.visualItemRect(window.games.item(row))
    QTest.mouseClick(window.games.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.game_id == "shithead"
    shown = window.browser.toPlainText()
    assert "Shithead" in shown and "Four of a kind" in shown and "**" not in shown  # rendered


def test_a_translation_is_preferred_and_english_is_the_fallback(tmp_path, monkeypatch):
    (tmp_path / "it").mkdir()
    (tmp_path / "it" / "pishti.md").write_text("# Pishti\n\nRegole in italiano.", encoding="utf-8")
    (tmp_path / "pishti.md").write_text("# Pishti\n\nEnglish rules.", encoding="utf-8")
    monkeypatch.setattr(rules, "help_dirs", lambda: [tmp_path])
    assert help_file("pishti", "it_IT") == tmp_path / "it" / "pishti.md"
    assert help_file("pishti", "it") == tmp_path / "it" / "pishti.md"
    assert help_file("pishti", "de_DE") == tmp_path / "pishti.md"
    assert help_file("pishti", "") == tmp_path / "pishti.md"
    assert help_file("chess", "it") is None


class _Plugin(Game):
    id = "highlow"
    name = "High Low"
    description = "Guess whether the next card is higher."
    player_counts = (2,)
    option_set = OptionSet([Option("rounds", "choice", "short", "Rounds", "How long a game lasts",
                                   choices=("short", "long"),
                                   choice_labels={"short": "Five rounds", "long": "Ten rounds"})])


def test_a_game_without_a_help_file_gets_a_page_from_its_options(qtbot):
    text = rules_markdown(_Plugin(), "en")
    assert text.startswith("# High Low") and "Guess whether" in text
    assert "**Rounds** — How long a game lasts (Five rounds, Ten rounds)" in text
    reg = Registry()
    reg.games = {"highlow": _Plugin()}
    window = RulesWindow(reg)
    qtbot.addWidget(window)
    assert "Ten rounds" in window.browser.toPlainText()
