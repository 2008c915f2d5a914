"""The app in Italian: the catalogue is installed, the menus, the table's prompts, the log's
card names and the rules are Italian; a broken catalogue leaves the app in English."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QApplication

from cardtable.app.plugins import registry
from cardtable.engine import i18n as engine_i18n
from cardtable.engine.cards import Card
from cardtable.ui import i18n
from cardtable.ui.help.rules import help_file

from .app_driver import make_window, setup
from .table_driver import make_table, settle


@pytest.fixture
def italian(qapp):
    app = QApplication.instance()
    translator = i18n.install(app, QLocale("it_IT"))
    assert translator is not None, "no Italian catalogue"
    yield translator
    app.removeTranslator(translator)
    engine_i18n.set_translator(None)


def test_the_italian_catalogue_answers_qt_and_the_engine(italian):
    assert QCoreApplication.translate("MainWindow", "&Game") != "&Game"
    # any context: a subclass's tr() asks under its own class name
    assert QCoreApplication.translate("SomeSubclass", "&Game") == \
        QCoreApplication.translate("MainWindow", "&Game")
    assert Card("3", "D").display_name() == "Tre di Quadri"
    assert Card("Q", "S").display_name() == "Donna di Picche"
    assert Card("R", "B", style="italian").display_name() == "Re di Bastoni"
    assert QCoreApplication.translate("X", "a string nobody marked") == "a string nobody marked"
    # Qt's own buttons speak Italian too (Qt's catalogue behind ours)
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Annulla"


def test_the_window_and_the_table_speak_italian(qtbot, italian):
    window = make_window(qtbot)
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles and "&Game" not in titles and "&Help" not in titles
    window.start_game(setup("briscola", "human,ai:greedy", 2), ai="inline")
    settle(window.table)
    prompt = window.table.actions_bar.prompt.text()
    assert prompt and "click" not in prompt.lower() and "your turn" not in prompt.lower()


def test_the_log_names_cards_in_italian(qtbot, italian):
    table = make_table(qtbot, "shithead", 3, seed=5)
    settle(table)
    text = "\n".join(table.log.item(i).text() for i in range(table.log.count()))
    assert any(word in text for word in ("Picche", "Cuori", "Quadri", "Fiori")), text[:300]
    assert not any(word in text for word in ("Spades", "Hearts", "Diamonds", "Clubs")), text[:300]


@pytest.mark.parametrize("gid", ["briscola", "pishti", "shithead", "pinochle"])
def test_the_italian_rules_name_every_option_as_the_new_game_dialog_does(gid, italian):
    """The rules page in Italian quotes each option and preset by its Italian label."""
    import re
    game = registry().get(gid)
    path = help_file(gid, "it")
    assert path is not None and path.parent.name == "it"
    text = re.sub(r"[*_`]", "", path.read_text(encoding="utf-8"))
    labels = [engine_i18n.tr(o.label, "options") for o in game.option_set.options.values()]
    labels += [engine_i18n.tr(label, "options") for label in game.option_set.preset_labels.values()]
    missing = [label for label in labels if label not in text]
    assert not missing, f"cardtable/assets/help/it/{gid}.md does not name: {missing}"


def test_a_broken_catalogue_leaves_the_app_in_english(qapp, tmp_path, capfd):
    (tmp_path / "cardtable_it.ts").write_text("<TS><context><name>x", encoding="utf-8")
    app = QApplication.instance()
    assert i18n.install(app, QLocale("it_IT"), folder=tmp_path) is None
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Game"
    assert "cardtable_it.ts" in capfd.readouterr().err
    engine_i18n.set_translator(None)


@pytest.mark.parametrize("game,players,options", [
    ("briscola", 4, {}), ("pishti", 2, {"bluff": True}), ("shithead", 3, {}),
    ("pinochle", 3, {})])
def test_a_deal_plays_to_its_score_sheet_in_italian(qtbot, italian, game, players, options):
    """Clicks and keys work the same in Italian (nothing compares a translated text)."""
    from .table_driver import play_deal
    table = make_table(qtbot, game, players, options=options, seed=21)
    done = play_deal(qtbot, table, keyboard=game == "shithead")
    assert done["actions"] > 3
    assert done.get("over") or done["rows"] > 0
