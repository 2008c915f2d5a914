"""Counts and lists the way each language says them (issue 53): a count is asked in Qt's plural
forms (``self.tr("%n moves", "", n)`` with numerus forms in the catalogues), never picked by the
code between a "1 move" and an "N moves" string; and a list is joined as the language joins one
(Japanese "、", not a Latin comma)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QPoint
from PySide6.QtWidgets import QApplication

from cardtable.app import catalogue
from cardtable.engine import i18n as engine_i18n
from cardtable.engine.events import SCORE, TRICK_WON, Event
from cardtable.engine.i18n import listed
from cardtable.ui import i18n
from cardtable.ui.table.event_log import event_lines
from cardtable.ui.table.flow import ResultWords
from cardtable.ui.window_files import ResumeBox, UnfinishedBox, UnfinishedWords

from .app_driver import make_window, setup

LANGUAGES = catalogue.languages()
ONE_FORM = {"tr", "ja"}  # Qt's rules: one plural form ("1 hamle", "5 hamle"; "1手", "5手")
MOVE_WORDS = {"en": ("1 move played", "5 moves played"), "it": ("1 mossa giocata", "5 mosse"),
              "de": ("1 Zug gespielt", "5 Züge gespielt"), "tr": ("1 hamle", "5 hamle"),
              "ja": ("1手進行", "5手進行")}


def use(code: str) -> None:
    i18n.install(QApplication.instance(), code)


@pytest.fixture(params=["en", *LANGUAGES])
def language(qapp, request):
    use(request.param)
    yield request.param
    use("en")
    engine_i18n.set_translator(None)


def test_every_language_is_covered():
    assert set(MOVE_WORDS) == {"en", *LANGUAGES}


def test_the_unfinished_game_counts_its_moves_in_the_languages_plural_forms(language):
    words = UnfinishedWords()
    for ask in (words.resume, words.instead):
        one, five = ask("Briscola", 1, 42), ask("Briscola", 5, 42)
        assert "%n" not in one + five and "{" not in one + five
        assert "Briscola" in one and "42" in one
        assert MOVE_WORDS[language][0] in one and MOVE_WORDS[language][1] in five
        # one form: the same words around the number; two forms: they differ
        assert (one.replace("1", "#", 1) == five.replace("5", "#", 1)) == (language in ONE_FORM)


def test_the_question_at_start_says_it_and_follows_a_language_change(qtbot, qapp):
    window = make_window(qtbot)
    box = ResumeBox(window, lambda: "Pishti", 1, 9)
    other = UnfinishedBox(window, lambda: "Pishti", 7, 9)
    try:
        assert "(1 move played, deal 9)" in box.text()
        assert "(7 moves played, deal 9)" in other.text() and "instead" in other.text()
        use("ja")  # Qt posts LanguageChange to the open windows
        qtbot.waitUntil(lambda: "（1手進行、ディール番号 9）" in box.text())
        assert "7手進行" in other.text() and "Keep" not in other.keep_button.text()
        assert box.resume_button.text() != "&Continue"
    finally:
        use("en")
        engine_i18n.set_translator(None)
    qtbot.waitUntil(lambda: "(1 move played" in box.text())
    box.close()
    other.close()


def test_a_card_menu_counts_the_cards_in_the_languages_forms(qtbot, language):
    assert QCoreApplication.translate("CardMenu", "{place}: %n cards", "", 1) != \
        "{place}: %n cards"
    window = make_window(qtbot)
    window.start_game(setup("briscola", "human,ai:greedy", 2, seed=7), ai="inline")
    table = window.table
    qtbot.waitUntil(lambda: bool(table.playable_items()), timeout=20000)
    menu = table.show_card_menu(table.playable_items()[0], QPoint(0, 0))
    line = [a.text() for a in menu.actions() if not a.isSeparator()][1]
    menu.close()
    held = len(table.scene.zone_items["hand:0"])
    assert "%n" not in line and str(held) in line
    expected = {"en": f"{held} cards", "it": f"{held} carte", "de": f"{held} Karten",
                "tr": f"{held} kart", "ja": f"{held}枚"}[language]
    assert line.endswith(expected), line
    window.close()


def test_the_winners_verb_agrees_with_their_number(language):
    words = ResultWords()
    one, two = words.won(["Ada"]), words.won(["Ada", "Bo"])
    assert "Ada" in one and "Ada" in two and "Bo" in two
    if language == "en":
        assert (one, two) == ("Ada wins the game.", "Ada, Bo win the game.")
    if language == "it":
        assert (one, two) == ("Ada vince la partita.", "Ada, Bo vincono la partita.")
    if language == "ja":
        assert two == "Ada、Boの勝ちです。"


def test_a_list_is_joined_as_the_language_joins_it(language):
    joined = listed(["A", "B", "C"])
    assert joined == ("A、B、C" if language == "ja" else "A, B, C")
    assert listed([]) == "" and listed(["{x}"]) == "{x}" and listed(["{a}", "{b}"]).count("{") == 2


def test_the_event_log_joins_scores_and_clauses_in_japanese(qapp):
    use("ja")
    try:
        events = [Event(SCORE, seat=0, value=40, text="meld one"),
                  Event(SCORE, seat=0, value=20, text="meld two"),
                  Event(TRICK_WON, (1, 2), "trick", "won:1", seat=1, value=14)]
        lines = event_lines(events, ["Ada", "Bo"], lambda s: s, lambda n: f"deal {n}")
    finally:
        use("en")
        engine_i18n.set_translator(None)
    assert lines[0] == "Ada：meld one +40、meld two +20", lines
    assert "14点" in lines[1] and "（14点）" in lines[1] and ", " not in "".join(lines), lines
    english = event_lines(events, ["Ada", "Bo"], lambda s: s, lambda n: f"deal {n}")
    assert english[0] == "Ada: meld one +40, meld two +20"
    assert english[1] == "Bo wins the trick, 14 points"


def test_the_card_sizes_in_preferences_write_the_percent_the_languages_way(qtbot, language):
    from cardtable.app.settings import Settings
    from cardtable.ui.dialogs.preferences import PreferencesDialog

    dialog = PreferencesDialog(Settings())
    qtbot.addWidget(dialog)
    texts = [dialog.card_size.itemText(i) for i in range(dialog.card_size.count())]
    expected = {"tr": "%80", "de": "80 %"}.get(language, "80%")
    assert expected in texts, texts


def test_the_start_page_lists_player_counts_as_the_language_does(qtbot, qapp):
    from cardtable.app.plugins import registry

    counts = registry().get("briscola").player_counts
    assert len(counts) > 1
    use("ja")
    try:
        window = make_window(qtbot)
        panel = window.start_panel
        texts = [panel.games.item(i).text() for i in range(panel.games.count())]
        assert any("、".join(map(str, counts)) in t for t in texts), texts
        window.close()
    finally:
        use("en")
        engine_i18n.set_translator(None)


def test_partners_are_named_as_the_language_names_a_side(qapp):
    from cardtable.engine.i18n import Seats, named_seats

    shared = (("shared", 1),)
    events = [Event(SCORE, seat=0, value=40, text="x", data=shared),
              Event(SCORE, seat=2, value=40, text="x", data=shared)]
    names = ["Ada", "Bo", "Cy", "Di"]
    use("ja")
    try:
        lines = event_lines(events, names, lambda s: s % 2, lambda n: "")
        with named_seats(names):
            side = format(Seats((0, 2), "side"))
    finally:
        use("en")
        engine_i18n.set_translator(None)
    assert lines == ["Ada・Cy：x +40"] and side == "Ada・Cy"
    assert event_lines(events, names, lambda s: s % 2, lambda n: "") == ["Ada & Cy: x +40"]


def test_an_ampersand_alone_is_no_accelerator_to_keep(tmp_path):
    from cardtable.cli.translations import problems

    ts = tmp_path / "cardtable_ja.ts"
    ts.write_text('<?xml version="1.0" encoding="utf-8"?><TS version="2.1" language="ja">'
                  '<context><name>engine</name>'
                  '<message><source>{list} &amp; {item}</source>'
                  '<translation>{list}・{item}</translation></message>'
                  '<message><source>&amp;Game</source><translation>ゲーム</translation></message>'
                  '</context></TS>', encoding="utf-8")
    assert [p for p in problems(ts) if "accelerator" in p] == \
        ["cardtable_ja.ts [engine] '&Game': the & accelerator is lost in 'ゲーム'"]
