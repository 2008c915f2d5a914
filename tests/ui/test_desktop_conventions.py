"""What players of desktop card games (KPat, Aisleriot, PySolFC) reach for without thinking:
F2, Ctrl+R, Ctrl+Z / Ctrl+Shift+Z, Ctrl+O / Ctrl+S, F11, a toolbar that can be hidden, a
right-click on a card, the way back to the game list, the card size, a high-contrast table, the
window's size remembered, the shortcuts page made from the actions, a demo with every hand face
up, and the table's words readable by screen readers (issue 55)."""

from __future__ import annotations

import json

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAccessible, QContextMenuEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QFileDialog

from cardtable.app import settings as settings_store
from cardtable.app.settings import CARD_SIZES
from cardtable.ui.dialogs.new_game import NewGameDialog
from cardtable.ui.dialogs.preferences import PreferencesDialog

from cardtable.app.plugins import registry
from cardtable.ui.main_window import MainWindow
from cardtable.ui.table import Timing

from .app_driver import QUIET, make_window, play_one, setup, wait_for_turn
from .table_driver import chosen_action


def keys_of(action) -> set[str]:
    return {k.toString() for k in action.shortcuts()}


def started(qtbot, game="briscola", seats="human,ai:greedy", players=2, seed=7, **kw):
    window = make_window(qtbot, **kw)
    window.start_game(setup(game, seats, players, seed=seed), ai="inline")
    assert wait_for_turn(qtbot, window) == "input"
    return window


def activate(qtbot, window) -> None:
    """Shortcuts reach only the active window (offscreen too, once it is asked to be)."""
    window.windowHandle().requestActivate()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)


def press(qtbot, window, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    activate(qtbot, window)
    qtbot.keyClick(window.table.view, key, modifier)
    QApplication.processEvents()


def test_the_desktop_shortcuts_are_on_their_actions(qtbot):
    window = make_window(qtbot)
    assert {"Ctrl+N", "F2"} <= keys_of(window.new_action)
    assert "Ctrl+R" in keys_of(window.replay_action)
    assert window.replay_action.text().replace("&", "") == "Restart This Deal"
    assert "Ctrl+Z" in keys_of(window.undo_action)
    assert "Ctrl+Shift+Z" in keys_of(window.redo_action)
    assert "Ctrl+O" in keys_of(window.open_action)
    assert "Ctrl+S" in keys_of(window.quick_save_action)
    assert "Ctrl+Shift+S" in keys_of(window.save_action)
    assert "F11" in keys_of(window.full_screen_action)
    assert {"Ctrl++", "Ctrl+="} <= keys_of(window.bigger_action)
    assert "Ctrl+-" in keys_of(window.smaller_action)
    # no two actions share a key (Qt would then run neither)
    seen: dict[str, str] = {}
    for _title, actions in window.menu_actions():
        for act in actions:
            for key in keys_of(act):
                assert key not in seen, f"{key} on {act.text()} and {seen[key]}"
                seen[key] = act.text()


def test_f2_opens_the_new_game_dialog(qtbot, monkeypatch):
    opened = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: opened.append(self) or 0)
    window = started(qtbot)
    press(qtbot, window, Qt.Key.Key_F2)
    assert len(opened) == 1


def test_f11_toggles_full_screen(qtbot):
    window = started(qtbot)
    press(qtbot, window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen, timeout=3000)
    assert window.full_screen_action.isChecked()
    press(qtbot, window, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen(), timeout=3000)
    assert not window.full_screen_action.isChecked()


def test_redo_plays_the_move_taken_back_again(qtbot):
    window = started(qtbot)
    assert not window.redo_action.isEnabled()
    action = chosen_action(window.table)
    before = list(window.session.state.history)
    play_one(qtbot, window)
    wait_for_turn(qtbot, window)
    assert window.undo()
    assert list(window.session.state.history) == before
    wait_for_turn(qtbot, window)
    assert window.redo_action.isEnabled()
    press(qtbot, window, Qt.Key.Key_Z,
          Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.session.state.history[len(before)] == action
    assert not window.redo_action.isEnabled() and not window.redo()


def test_another_move_ends_what_can_be_redone(qtbot):
    window = started(qtbot)
    first = chosen_action(window.table)
    play_one(qtbot, window)
    wait_for_turn(qtbot, window)
    assert window.undo()
    wait_for_turn(qtbot, window)
    other = next(r.action for r in window.table.records() if r.action != first)
    assert window.table.play(other)
    wait_for_turn(qtbot, window)
    assert not window.redo_action.isEnabled() and not window.redo()


def test_ctrl_s_asks_where_the_first_time_then_saves_there(qtbot, monkeypatch, tmp_path):
    target = tmp_path / "my-game.json"
    asked = []

    def ask(*args, **kwargs):
        asked.append(args)
        return str(target), ""
    monkeypatch.setattr(QFileDialog, "getSaveFileName", ask)
    window = started(qtbot)
    press(qtbot, window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert target.exists() and len(asked) == 1
    first = target.read_text()
    play_one(qtbot, window)
    wait_for_turn(qtbot, window)
    press(qtbot, window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert len(asked) == 1  # not asked again
    assert target.read_text() != first and json.loads(target.read_text())


def test_a_finished_game_can_still_be_saved_to_review_it_later(qtbot, monkeypatch, tmp_path):
    target = tmp_path / "finished.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    window = started(qtbot, game="pishti", seats="human,ai:greedy", players=2, seed=77)
    for _ in range(80):
        if wait_for_turn(qtbot, window) != "input":
            break
        play_one(qtbot, window)
    assert window.session.is_over
    window._update_actions()
    assert window.quick_save_action.isEnabled() and window.save_action.isEnabled()
    assert window.save_current() == target
    assert len(json.loads(target.read_text())["actions"]) == len(window.session.state.history)


def test_ctrl_o_opens_a_saved_game_and_ctrl_s_saves_back_into_it(qtbot, monkeypatch, tmp_path):
    window = started(qtbot)
    play_one(qtbot, window)
    wait_for_turn(qtbot, window)
    saved = window.save_file(tmp_path / "g.json")
    assert saved is not None
    other = make_window(qtbot)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(saved), ""))
    activate(qtbot, other)
    qtbot.keyClick(other, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    assert other.session is not None and other.save_path == saved
    assert len(other.session.state.history) == len(window.session.state.history)
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (_ for _ in ()).throw(AssertionError("asked")))
    assert other.save_current() == saved


def test_the_toolbar_has_the_games_actions_and_can_be_hidden_for_good(qtbot):
    window = started(qtbot)
    acts = window.toolbar.actions()
    assert acts == [window.new_action, window.replay_action, window.undo_action,
                    window.redo_action, window.hint_action]
    assert window.toolbar.isVisible() and window.toolbar_action.isChecked()
    window.toolbar_action.trigger()
    assert not window.toolbar.isVisible() and not window.toolbar_action.isChecked()
    assert settings_store.load().toolbar is False
    again = make_window(qtbot, settings_store.load())
    again.start_game(setup("briscola", "human,ai:greedy", 2), ai="inline")
    assert again.toolbar.isHidden() and not again.toolbar_action.isChecked()
    again.toolbar_action.trigger()
    assert again.toolbar.isVisible()
    # on the bar above the table: the table keeps its height
    assert again.toolbar.parentWidget() is again.table.top_bar


def test_restart_deals_the_same_cards_again(qtbot):
    window = started(qtbot)
    hand = sorted(window.session.observation(0).zones["hand:0"])
    play_one(qtbot, window)
    wait_for_turn(qtbot, window)
    press(qtbot, window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert window.session.state.history == [] or len(window.session.steps) <= 1
    assert sorted(window.session.observation(0).zones["hand:0"]) == hand


def test_right_click_on_a_card_says_what_it_is_and_plays_it(qtbot):
    window = started(qtbot)
    table = window.table
    item = table.playable_items()[0]
    point = table.view_point(item)
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, point,
                              table.view.viewport().mapToGlobal(point))
    QApplication.sendEvent(table.view.viewport(), event)
    menu = table.card_menu
    assert menu is not None and menu.isVisible()
    texts = [a.text() for a in menu.actions() if not a.isSeparator()]
    name = table.scene.pack.card(item.card).display_name()
    assert texts[0] == name
    assert texts[1].startswith("Your hand: ")
    moves = [a for a in menu.actions() if a.isEnabled() and not a.isSeparator()]
    assert moves, texts
    assert f"Play {name}" in [a.text() for a in moves]
    before = len(window.session.state.history)
    moves[0].trigger()
    assert len(window.session.state.history) > before
    menu.close()
    # an opponent's face-down card: its name is not told, and nothing can be done with it
    back = next(it for z, its in table.scene.zone_items.items() if z == "hand:1" for it in its)
    other = table.show_card_menu(back, QPoint(0, 0))
    texts = [a.text() for a in other.actions() if not a.isSeparator()]
    assert texts[0] == "A face-down card" and "Computer" in texts[1] or "hand" in texts[1].lower()
    assert not any(a.isEnabled() for a in other.actions() if not a.isSeparator())
    other.close()


def test_back_to_the_game_list(qtbot):
    window = started(qtbot)
    assert window.start_page_action.isEnabled()
    window.start_page_action.trigger()
    assert window.stack.currentWidget() is window.start_panel
    assert window.session is None
    assert not window.start_page_action.isEnabled()


def test_card_size_from_the_keys_and_the_preferences(qtbot):
    window = started(qtbot)
    width = window.table.scene.geo().card_width
    press(qtbot, window, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert window.settings.card_size == 90
    smaller = window.table.scene.geo().card_width
    assert abs(smaller - width * 0.9) < 1.0
    press(qtbot, window, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    press(qtbot, window, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert window.settings.card_size == 110
    assert window.table.scene.geo().card_width > width
    assert settings_store.load().card_size == 110  # kept
    for _ in CARD_SIZES:
        window.step_card_size(1)
    assert window.settings.card_size == CARD_SIZES[-1] and not window.bigger_action.isEnabled()
    dialog = PreferencesDialog(window.settings)
    qtbot.addWidget(dialog)
    dialog.card_size.setCurrentIndex(dialog.card_size.findData(70))
    dialog.high_contrast.setChecked(True)
    edited = dialog.edited()
    assert edited.card_size == 70 and edited.high_contrast
    dialog.show_settings(QUIET)
    assert dialog.card_size.currentData() == 100 and not dialog.high_contrast.isChecked()


def test_high_contrast_table(qtbot):
    window = started(qtbot)
    assert window.table.scene.felt_colour is None or window.table.scene.felt_colour.name() != "#000000"
    window.contrast_action.trigger()
    assert window.settings.high_contrast and window.contrast_action.isChecked()
    assert window.table.scene.felt_colour.name() == "#000000"
    assert "#000000" in window.table.side.styleSheet()
    assert window.table.scene.art.deck.endswith("large") or "large" in window.table.decks["italian"]
    window.contrast_action.trigger()
    assert "#000000" not in window.table.side.styleSheet()


def test_the_window_remembers_its_size_and_place(qtbot):
    window = make_window(qtbot, size=(720, 560))
    window.move(30, 40)
    window.close()
    kept = settings_store.load()
    assert kept.window_geometry
    again = MainWindow(registry(), Timing("off"), settings=kept)
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (720, 560)


def test_the_shortcuts_page_is_made_from_the_actions(qtbot):
    window = make_window(qtbot)
    page = window.show_shortcuts()
    text = page.browser.toPlainText()
    assert "Redo My Move" in text and "Ctrl+Shift+Z" in text and "F2" in text
    assert "Restart This Deal" in text and "On the table" in text
    assert "New /" not in text and "/ Help" not in text  # no lone "New" or "Help" key
    page.close()
    window.hint_action.setShortcut(QKeySequence("Ctrl+Alt+H"))  # a changed key is what it says
    text = window.show_shortcuts().browser.toPlainText()
    assert "Ctrl+Alt+H" in text


def test_a_demo_can_show_every_hand(qtbot):
    window = make_window(qtbot, QUIET)
    window.start_demo("briscola", seed=4, players=2)
    hands = lambda: {z: [it.shown for it in its] for z, its in window.table.scene.zone_items.items()
                     if z.startswith("hand:") and its}
    qtbot.waitUntil(lambda: bool(hands()), timeout=10000)
    assert not window.table.reveal_all
    window.demo_face_up_action.trigger()
    assert window.settings.demo_face_up and window.table.reveal_all
    qtbot.waitUntil(lambda: bool(hands()) and all(all(v) for v in hands().values()), timeout=10000)
    assert "every hand face up" in window.status_label.text()
    window.start_demo("briscola", seed=5, players=2)  # the next demo too
    assert window.table.reveal_all


def test_screen_readers_read_the_prompt_the_last_action_and_the_result(qtbot):
    window = started(qtbot)
    table = window.table
    prompt = table.actions_bar.prompt
    assert prompt.accessibleDescription()
    face = QAccessible.queryAccessibleInterface(prompt)
    assert face is not None and face.text(QAccessible.Text.Name) == prompt.text() != ""
    assert table.info.accessibleDescription()
    assert table.log.accessibleName() == "Game log"
    play_one(qtbot, window)
    wait_for_turn(qtbot, window)
    last = table.log.item(table.log.count() - 1).text()
    assert table.log.accessibleDescription() == f"The last action: {last}"
    assert table.sheet.summary.accessibleDescription() == "The result"


def test_the_new_game_dialog_shows_the_deal_on_the_table(qtbot):
    """Issue 55: the New Game dialog showed the deal number it was last closed with, not the
    one on the table (a game from the start page, or Play again, has its own)."""
    window = started(qtbot, seed=1234)
    dialog = window.make_new_game_dialog()
    qtbot.addWidget(dialog)
    assert dialog.deal_number.value() == 1234
    window.play_again()
    seed = window.session.setup.seed
    again = window.make_new_game_dialog()
    qtbot.addWidget(again)
    assert again.deal_number.value() == seed


def test_the_menu_key_opens_the_focused_cards_menu(qtbot):
    """Every action has a keyboard path: the card menu of a right-click from the menu key (or
    Shift+F10) on the card the focus ring is on."""
    window = started(qtbot)
    table = window.table
    table.move_focus(1)
    focused = table.focus_targets()[table.focus_index]
    qtbot.keyClick(table.view, Qt.Key.Key_Menu)
    menu = table.card_menu
    assert menu is not None and menu.item is focused
    menu.close()
    table.card_menu = None
    qtbot.keyClick(table.view, Qt.Key.Key_F10, Qt.KeyboardModifier.ShiftModifier)
    assert table.card_menu is not None and table.card_menu.item is focused
    table.card_menu.close()


def test_a_window_made_in_another_language_says_its_menus_in_it(qtbot):
    """The menus are made before the preferences' language is installed: they are worded again
    in it (retranslate_menus), not left in English."""
    from dataclasses import replace as _replace

    from cardtable.ui import i18n

    window = make_window(qtbot, _replace(QUIET, language="it"))
    try:
        assert window.game_menu.title() != "&Game"
        assert window.redo_action.text() != "Red&o My Move" or \
            window.undo_action.text() != "&Undo My Move"
    finally:
        window.set_language("en")
        i18n.install(QApplication.instance(), "en")
