"""The app in another language: the catalogue is installed, the menus, the table's prompts, the
log's card names and the rules are translated; a deal plays to its end; a broken catalogue
leaves the app in English."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QApplication

from cardtable.app import catalogue
from cardtable.app.plugins import registry
from cardtable.engine import i18n as engine_i18n
from cardtable.engine.cards import Card
from cardtable.ui import i18n
from cardtable.ui.help.rules import HOW_TO_PLAY, help_file

from .app_driver import make_window, setup
from .table_driver import log_text, make_table, play_deal, settle

LANGUAGES = catalogue.languages()
# what each language calls some cards and Qt's own Cancel button
CARDS = {"it": {("3", "D"): "Tre di Quadri", ("Q", "S"): "Donna di Picche"},
         "de": {("3", "D"): "Karo Drei", ("Q", "S"): "Pik Dame"},
         "tr": {("3", "D"): "Karo Üçlü", ("Q", "S"): "Maça Kız"},
         "ja": {("3", "D"): "ダイヤの3", ("Q", "S"): "スペードのクイーン"}}
SUITS = {"it": ("Picche", "Cuori", "Quadri", "Fiori"), "de": ("Pik", "Herz", "Karo", "Kreuz"),
         "tr": ("Maça", "Kupa", "Karo", "Sinek"), "ja": ("スペード", "ハート", "ダイヤ", "クラブ")}
CANCEL = {"it": "Annulla", "de": "Abbrechen", "tr": "İptal", "ja": "キャンセル"}
ONE_FORM = {"tr", "ja"}  # a noun after a number stays singular: "1 kart", "5 kart"; "1枚", "5枚"


ITALIAN_KING = {"it": "Re di Bastoni", "de": "Stäbe König", "tr": "Sopa Papaz",
                "ja": "棍棒のキング"}  # the King of Batons: every language names it its own way
DECIMAL = {"it": "1,5", "de": "1,5", "tr": "1,5", "ja": "1.5"}


def install(code: str):
    app = QApplication.instance()
    translator = i18n.install(app, code)
    assert translator is not None and i18n.current().code == code, f"no {code} catalogue"
    return translator


def to_english() -> None:
    i18n.install(QApplication.instance(), "en")
    engine_i18n.set_translator(None)


@pytest.fixture(params=LANGUAGES)
def language(qapp, request):
    install(request.param)
    yield request.param
    to_english()


def test_every_language_the_tests_know_is_shipped():
    assert set(CARDS) == set(LANGUAGES) == set(ITALIAN_KING)


def test_the_catalogue_answers_qt_and_the_engine_in_their_contexts(language):
    assert QCoreApplication.translate("WindowActions", "&Game") != "&Game"
    # Qt's contexts: a string is looked up where lupdate found it, not anywhere
    assert QCoreApplication.translate("SomeOtherClass", "&Game") == "&Game"
    for (rank, suit), name in CARDS[language].items():
        assert Card(rank, suit).display_name() == name
    assert Card("R", "B", style="italian").display_name() == ITALIAN_KING[language]
    assert QCoreApplication.translate("X", "a string nobody marked") == "a string nobody marked"
    # Qt's own buttons speak the language too (Qt's catalogue behind ours)
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == CANCEL[language]
    # and numbers are written the language's way
    assert QLocale().toString(1.5, "f", 1) == DECIMAL[language]


def test_a_count_takes_the_languages_plural_form(language):
    """Qt's plural rules for the language: Italian and German have two forms, Turkish and
    Japanese one."""
    one = QCoreApplication.translate("EventLog", "takes %n cards", "", 1)
    many = QCoreApplication.translate("EventLog", "takes %n cards", "", 5)
    assert "1" in one and "5" in many and "%n" not in one + many
    assert (one.replace("1", "") == many.replace("5", "")) == (language in ONE_FORM)
    # the plates' count is asked of its own QObject (PySide asks a plural under no mixin's name)
    from cardtable.ui.table.scene_plates import PlateWords
    words = PlateWords()
    assert "cards" not in words.cards(1) + words.cards(5) and "5" in words.cards(5)


def test_english_says_one_point_not_one_points(qapp):
    to_english()
    assert QCoreApplication.translate("EventLog", "%n points", "", 1) == "1 point"
    assert QCoreApplication.translate("EventLog", "%n points", "", 3) == "3 points"


def test_the_window_and_the_table_speak_the_language(qtbot, language):
    window = make_window(qtbot)
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles and "&Game" not in titles and "&Help" not in titles
    window.start_game(setup("briscola", "human,ai:greedy", 2), ai="inline")
    settle(window.table)
    prompt = window.table.actions_bar.prompt.text()
    assert prompt and "click" not in prompt.lower() and "your turn" not in prompt.lower()


def test_the_log_names_cards_in_the_language(qtbot, language):
    table = make_table(qtbot, "shithead", 3, seed=5)
    settle(table)
    text = log_text(table)
    assert any(word in text for word in SUITS[language]), text[:300]
    assert not any(word in text for word in ("Spades", "Hearts", "Diamonds", "Clubs")), text[:300]


@pytest.mark.parametrize("gid", ["briscola", "pishti", "shithead", "pinochle"])
def test_the_rules_name_every_option_as_the_new_game_dialog_does(gid, language):
    """The rules page in the language quotes each option and preset by its translated label."""
    game = registry().get(gid)
    path = help_file(gid, language)
    assert path is not None and path.parent.name == language
    text = re.sub(r"[*_`]", "", path.read_text(encoding="utf-8"))
    labels = [engine_i18n.tr(o.label) for o in game.option_set.options.values()]
    labels += [engine_i18n.tr(label) for label in game.option_set.preset_labels.values()]
    missing = [label for label in labels if label not in text]
    assert not missing, f"assets/help/{language}/{gid}.md does not name: {missing}"


def test_how_to_play_is_translated_with_every_key(language):
    english = help_file(HOW_TO_PLAY, "en").read_text(encoding="utf-8")
    path = help_file(HOW_TO_PLAY, language)
    assert path is not None and path.parent.name == language
    keys = re.findall(r"^\| ([^|]+?) \|", english, re.M)
    text = path.read_text(encoding="utf-8")
    rows = re.findall(r"^\| ([^|]+?) \|", text, re.M)
    assert len(rows) == len(keys)  # the same key table, row for row
    headings = lambda md: re.findall(r"^#+ ", md, re.M)  # noqa: E731
    assert headings(text) == headings(english)  # every section, the new ones too
    assert "F11" in text and "Ctrl+Z" in text


@pytest.mark.parametrize("game,players,options", [
    ("briscola", 4, {}), ("pishti", 2, {"bluff": True}), ("shithead", 3, {}),
    ("pinochle", 3, {})])
def test_a_deal_plays_to_its_score_sheet_in_the_language(qtbot, language, game, players,
                                                        options):
    """Clicks and keys work the same in every language (nothing compares a translated text)."""
    table = make_table(qtbot, game, players, options=options, seed=21)
    done = play_deal(qtbot, table, keyboard=game == "shithead")
    assert done["actions"] > 3
    assert done.get("over") or done["rows"] > 0


def test_a_damaged_qm_leaves_the_app_in_english_with_a_clear_message(qapp, tmp_path, capfd):
    (tmp_path / "cardtable_it.qm").write_bytes(b"\x3c\xb8\x64\x18 not a catalogue")
    try:
        assert i18n.install(QApplication.instance(), "it_IT", folder=tmp_path) is None
        assert QCoreApplication.translate("WindowActions", "&Game") == "&Game"
        err = capfd.readouterr().err
        assert "cardtable_it.qm cannot be read" in err and "speaks English" in err
        assert i18n.current().code == "" and "damaged" in i18n.current().problem
    finally:
        to_english()


def test_an_unknown_language_code_leaves_the_app_in_english_with_a_clear_message(qapp, capfd):
    try:
        i18n.install(QApplication.instance(), "xx")
        assert QCoreApplication.translate("WindowActions", "&Game") == "&Game"
        assert QCoreApplication.translate("EventLog", "%n points", "", 1) == "1 point"
        err = capfd.readouterr().err
        assert "no translation for the language 'xx'" in err and "it" in err
    finally:
        to_english()


def test_loading_a_language_takes_under_two_milliseconds(qapp):
    """The catalogue is compiled (.qm): loading it, and Qt's own, is a file map, not an XML
    parse (the widgets' saying their words again is not part of it)."""
    import time
    for code in LANGUAGES:
        i18n.load(code)  # compiled now if stale (checkout)
    times = []
    for code in LANGUAGES * 5:
        start = time.perf_counter()
        loaded = i18n.load(code)
        times.append(time.perf_counter() - start)
        assert loaded.code == code and not loaded.problem
    times.sort()
    assert times[len(times) // 2] < 0.002, times


def test_a_language_chosen_mid_game_says_everything_again_in_it(qtbot):
    """Preferences ▸ Language mid-game changed the menus only: the log kept "You play …" in
    English beside Italian card names, and the start page, the log's title and the score sheet
    button stayed English until the next start. Everything now speaks the new language at once,
    and back again."""
    from dataclasses import replace

    from .app_driver import play_moves, wait_for_turn

    window = make_window(qtbot)
    try:
        window.start_game(setup("briscola", "human,ai:greedy", 2, seed=4), ai="inline")
        play_moves(qtbot, window, 3)
        table = window.table
        english = log_text(table)
        assert "You play" in english and "Computer 2 plays" in english
        window.apply_settings(replace(window.settings, language="it"), save=False)
        wait_for_turn(qtbot, window)
        italian = log_text(table)
        assert len(italian.splitlines()) == len(english.splitlines())
        assert "Giochi" in italian and "Computer 2 gioca" in italian
        assert not any(w in italian for w in ("You play", "plays", "wins the trick", "Deal"))
        assert "Cronaca" in table.log_title.text() and table.sheet_button.text() == "Segnapunti"
        panel = window.start_panel
        assert window.stack.indexOf(panel) >= 0 and panel.deal_button.text() == "&Dai le carte"
        assert panel.game_id() == "briscola"  # the choices on it are kept
        assert window.session.state.history == [s.action for s in window.session.steps]
        window.apply_settings(replace(window.settings, language="en"), save=False)
        wait_for_turn(qtbot, window)
        assert log_text(table) == english and window.start_panel.deal_button.text() == "&Deal"
        from cardtable.ui.dialogs.preferences import PreferencesDialog
        prefs = PreferencesDialog(window.settings, window)  # and says so where it is chosen
        qtbot.addWidget(prefs)
        assert "at once" in prefs.language_note.text()
    finally:
        to_english()
