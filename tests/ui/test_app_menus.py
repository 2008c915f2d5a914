"""The Game and Help menus: the same deal again (from another seat too), the rules at the current
game, the New Game dialog remembering its choices, sounds from the game's events."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from cardtable.app import settings as settings_store
from cardtable.app.session import Session
from cardtable.ui.dialogs.new_game import NewGameDialog

from .app_driver import make_window, play_one, setup, wait_for_turn


def test_play_this_deal_again_and_from_another_seat(qtbot):
    window = make_window(qtbot)
    window.start_game(setup("briscola", "human,ai:greedy", 2, seed=321), ai="inline")
    wait_for_turn(qtbot, window)
    first = window.session
    with Session(first.setup, ai="inline") as dealt:  # the deal before anybody played
        hands = {s: sorted(dealt.observation(s).zones[f"hand:{s}"]) for s in range(2)}
    assert "deal no. 321" in window.windowTitle() and "Deal no. 321" in window.status_label.text()

    again = window.replay_deal()
    assert again is not first and again.setup == first.setup
    assert sorted(again.observation(0).zones["hand:0"]) == hands[0]  # the person has not played

    other = window.replay_from_next_seat()
    assert other.setup.seed == 321
    assert [s.kind for s in other.setup.seats] == ["ai", "human"]
    assert other.setup.humans == (1,)
    played = {c for st in other.steps if st.seat == 1 for e in st.events for c in e.cards}
    # the person now holds what seat 2 was dealt (less anything already played)
    assert set(other.observation(1).zones["hand:1"]) == set(hands[1]) - played
    assert set(hands[1]) != set(hands[0])
    assert window.table.viewer == 1


def test_rules_open_at_the_game_on_the_table(qtbot):
    window = make_window(qtbot)
    window.start_game(setup("pishti", "human,ai:greedy", 2), ai="inline")
    window.rules_action.trigger()
    assert window.rules_window.isVisible() and window.rules_window.game_id == "pishti"
    assert "Pishti" in window.rules_window.browser.toPlainText()
    window.start_game(setup("briscola", "human,ai:greedy", 2), ai="inline")
    window.rules_action.trigger()
    assert window.rules_window.game_id == "briscola"


def test_how_to_play_opens_the_help_on_the_tables_use_with_the_keys(qtbot):
    window = make_window(qtbot)
    window.start_game(setup("pishti", "human,ai:greedy", 2), ai="inline")
    window.how_action.trigger()
    help_window = window.rules_window
    assert help_window.isVisible() and help_window.game_id == "how-to-play"
    shown = help_window.browser.toPlainText()
    assert "Keyboard" in shown and "a hint" in shown and "|" not in shown  # a rendered table
    assert help_window.games.item(0).text() == "How to play"
    window.rules_action.trigger()  # Rules (F1) goes back to the game on the table
    assert help_window.game_id == "pishti"


def test_new_game_dialog_deals_and_remembers_the_choices(qtbot):
    window = make_window(qtbot)

    def fill() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("briscola"))
        dialog.players_combo.setCurrentIndex(dialog.players_combo.findData(2))
        dialog.seat_rows[1].kind.setCurrentIndex(dialog.seat_rows[1].kind.findData("human"))
        dialog.seat_rows[1].name.setText("Ada")
        dialog.accept()
    QTimer.singleShot(200, fill)
    window.new_action.trigger()
    session = window.session
    assert session is not None and session.setup.game == "briscola"
    assert session.setup.humans == (0, 1) and session.setup.seat(1).name == "Ada"
    remembered = settings_store.load().new_game["briscola"]
    assert remembered["players"] == 2 and remembered["seats"][1]["name"] == "Ada"


def test_new_game_dialog_opens_on_the_game_on_the_table(qtbot):
    """A game dealt from the command line or a saved game: the dialog showed the choices last
    made in it (two players, standard rules) instead of the four-handed Pagat game on the table."""
    window = make_window(qtbot)
    window.start_game(setup("pishti", "human,ai:beginner,ai:master,ai:expert", 4, preset="pagat"))
    dialog = window.make_new_game_dialog()
    qtbot.addWidget(dialog)
    assert dialog.game_id == "pishti" and dialog.players == 4
    assert dialog.preset_combo.currentData() == "pagat"
    assert [row.spec().level for row in dialog.seat_rows[1:4]] == ["beginner", "master", "expert"]
    # rules of its own: custom rules, with those values
    window.start_game(setup("pishti", "human,ai", 2, options={"bluff": True, "target": 151}))
    dialog = window.make_new_game_dialog()
    qtbot.addWidget(dialog)
    assert dialog.preset_combo.currentText() == "Custom rules"
    assert dialog.editors["bluff"].value() is True and dialog.editors["target"].value() == 151
    # another game: its own remembered choices
    other = window.make_new_game_dialog("briscola")
    qtbot.addWidget(other)
    assert other.game_id == "briscola"


def test_sounds_follow_the_games_events(qtbot):
    window = make_window(qtbot)
    heard: list[str] = []
    window.table.sound = type("Ear", (), {"play": lambda self, name: heard.append(name)})()
    window.start_game(setup("pishti", "human,ai:greedy", 2, seed=4), ai="inline")
    for _ in range(6):
        wait_for_turn(qtbot, window)
        play_one(qtbot, window)
    assert "play" in heard
    assert set(heard) <= {"shuffle", "deal", "play", "capture"}


def test_play_again_at_the_games_end_deals_the_same_game_anew(qtbot):
    """The final sheet's Play again: the same game, rules and seats with a new deal number, in
    one click (before, only New game, which opened the dialog)."""
    from PySide6.QtCore import Qt

    from .app_driver import play_one, wait_for_turn

    window = make_window(qtbot)
    window.start_game(setup("pishti", "human,ai:intermediate", 2, seed=77), ai="inline")
    first = window.session
    for _ in range(80):
        if wait_for_turn(qtbot, window) != "input":
            break
        play_one(qtbot, window)
    sheet = window.table.sheet
    assert first.is_over and sheet.isVisible()
    assert sheet.again_button.isVisible() and sheet.new_button.isVisible()
    qtbot.mouseClick(sheet.again_button, Qt.MouseButton.LeftButton)
    again = window.session
    assert again is not first and not again.is_over and not sheet.isVisible()
    assert (again.setup.game, again.setup.players, again.setup.seats, again.setup.options) == \
        (first.setup.game, first.setup.players, first.setup.seats, first.setup.options)
    assert again.setup.seed != first.setup.seed


def test_the_status_bar_names_the_rules_and_the_computer_players_level(qtbot):
    """The status bar showed a preset by its code name ("club") and not whom the person plays."""
    window = make_window(qtbot)
    window.start_game(setup("pishti", "human,ai:master", 2, preset="club"), ai="inline")
    text = window.status_label.text()
    assert "Club rules (game to 151)" in text and "club ·" not in text
    assert "Computers: Master" in text
    window.start_game(setup("briscola", "human,ai:expert,ai:master,ai:expert", 4), ai="inline")
    assert "Computers: Expert, Master" in window.status_label.text()
    window.start_game(setup("briscola", "human,ai:greedy", 2), ai="inline")  # --screenshot's
    assert "Computers: Intermediate" in window.status_label.text()   # the level greedy plays
    assert "Own rules" not in window.status_label.text() and not window.status_label.toolTip()


def test_rules_set_one_by_one_are_named_in_the_status_bar(qtbot):
    """Rules changed in the New Game dialog (no preset) left no trace on the window: the
    status bar says "Own rules" and its tooltip lists them."""
    window = make_window(qtbot)
    window.start_game(setup("briscola", "human,ai:expert,ai:expert,ai:expert", 4,
                            options={"signals": "italian"}), ai="inline")
    assert "Own rules" in window.status_label.text()
    tip = window.status_label.toolTip().splitlines()
    assert tip[0] == "Own rules:" and tip[1].startswith("Partner signals: Italian"), tip


def test_last_trick_and_score_sheet_by_key(qtbot):
    """A keyboard player had no way to the Last trick and Score sheet buttons (Tab moves over
    the cards and the bar): L shows the last trick and takes it away, S shows the score sheet."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from .app_driver import play_moves

    window = make_window(qtbot)
    window.start_game(setup("briscola", "human,ai:intermediate", 2, seed=4), ai="inline")
    play_moves(qtbot, window, 3)
    table = window.table
    assert table.last_gather is not None
    QTest.keyClick(table.view, Qt.Key.Key_L)
    assert table.review.isVisible()
    QTest.keyClick(table.view, Qt.Key.Key_L)
    assert not table.review.isVisible()
    QTest.keyClick(table.view, Qt.Key.Key_S)
    assert table.sheet.isVisible() and table.sheet.close_button.isVisible()


def test_a_computer_players_plate_says_its_level_on_hovering(qtbot):
    from cardtable.ai.levels import LEVEL_DESCRIPTIONS

    window = make_window(qtbot)
    window.start_game(setup("briscola", "human,ai:master", 2), ai="inline")
    plates = window.table.scene.plates
    assert plates[1].toolTip() == "Master: " + LEVEL_DESCRIPTIONS["master"]
    assert plates[0].toolTip() == ""  # the person's own plate


def test_the_window_has_our_icon_and_about_names_the_version(qtbot):
    from cardtable import __version__
    from cardtable.ui.dialogs.about import AboutDialog
    window = make_window(qtbot)
    assert not window.windowIcon().isNull()
    assert not window.windowIcon().pixmap(32, 32).toImage().isNull()
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    about = next(a for a in help_menu.actions() if a.text() == "&About Card Table")
    about.trigger()
    box = window.about_box
    assert isinstance(box, AboutDialog) and box.isVisible()
    text = box.text.text()
    assert __version__ in text and "own code" in text and "PySide6" in text
    qtbot.mouseClick(box.buttons.buttons()[0], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not box.isVisible(), timeout=2000)


def test_f11_puts_the_window_in_full_screen_and_back(qtbot):
    from PySide6.QtGui import QKeySequence
    window = make_window(qtbot)
    action = window.full_screen_action
    assert QKeySequence("F11") in action.shortcuts()  # also where the platform names no key
    assert not window.isFullScreen() and not action.isChecked()
    action.trigger()
    qtbot.waitUntil(window.isFullScreen, timeout=2000)
    assert action.isChecked()
    action.trigger()
    qtbot.waitUntil(lambda: not window.isFullScreen(), timeout=2000)
    assert not action.isChecked()


def test_a_sound_is_heard_when_the_table_shows_its_move(qtbot):
    """A computer's card was heard as soon as the move was made — during the computer's pause,
    or while the person's own card was still flying: each sound now comes as its step is shown."""
    from .table_driver import chosen_action, make_table, perform, settle

    table = make_table(qtbot, "briscola", 2, seed=6, speed="fast")
    seen: list[tuple[str, object]] = []
    table.sound = type("Ear", (), {"play": lambda self, name: seen.append(("sound", name))})()
    table.scene.stepShown.connect(lambda payload: seen.append(("shown", payload[0])))
    for _ in range(3):
        settle(table)
        perform(qtbot, table, chosen_action(table))
    settle(table)
    sounds = [i for i, (kind, _) in enumerate(seen) if kind == "sound"]
    assert len(sounds) >= 4
    assert all(i > 0 and seen[i - 1][0] == "shown" for i in sounds), seen


def test_new_game_after_a_demo_seats_the_person_again(qtbot):
    """New Game… while a demo is on the table offered the demo's seats, every one a computer,
    so Deal started another demo; the players and rules are the demo's, the seats the person's."""
    window = make_window(qtbot)
    window.start_demo("briscola", seed=3)
    assert window.session.setup.humans == ()
    dialog = window.make_new_game_dialog()
    qtbot.addWidget(dialog)
    assert dialog.game_id == "briscola" and dialog.players == window.session.setup.players
    assert dialog.seat_rows[0].spec().kind == "human"
    assert all(row.spec().kind == "ai" for row in dialog.seat_rows[1:dialog.players])
    dialog.seat_rows[1].kind.setCurrentIndex(dialog.seat_rows[1].kind.findData("human"))
    window.settings = dialog.remembered()  # a choice of the person's own is offered again
    window.start_demo("briscola", seed=4)
    again = window.make_new_game_dialog()
    qtbot.addWidget(again)
    assert [row.spec().kind for row in again.seat_rows[:2]] == ["human", "human"]


def test_pinochle_standard_rules_are_not_own_rules_at_any_count(qtbot):
    """Pinochle's game=auto resolves to one deal or to 1000 by the form: the standard game at
    four (to 1000) or two (one deal) is the standard rules, not "Own rules"; a four-handed
    single deal is a rule of one's own."""
    window = make_window(qtbot)
    for players, options, own in ((4, {}, False), (2, {}, False), (3, {}, False),
                                  (4, {"game": "single"}, True), (2, {"game": "1000"}, True)):
        seats = ",".join(["human"] + ["ai:greedy"] * (players - 1))
        window.start_game(setup("pinochle", seats, players, options=options), ai="inline")
        assert ("Own rules" in window.status_label.text()) is own, (players, options)
