"""The Preferences dialog edits every preference; they survive a restart."""

from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog

from cardtable.app import paths, settings
from cardtable.app.settings import Settings
from cardtable.ui.dialogs.preferences import PreferencesDialog, available_languages


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))
    return tmp_path


def _dialog(qtbot, s=None):
    dialog = PreferencesDialog(s)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def _choose(combo, data):
    index = combo.findData(data)
    assert index >= 0
    combo.setCurrentIndex(index)


def _click(box):
    QTest.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def test_the_dialog_shows_the_settings_it_is_given(qtbot):
    s = replace(Settings(), back="rosette", animation_speed="slow", sound=True, felt="#102030")
    dialog = _dialog(qtbot, s)
    assert dialog.edited() == s
    assert dialog.felt_button.text() == "#102030"


def test_every_preference_is_edited_and_survives_a_restart(qtbot, home):
    start = settings.remember_new_game(replace(Settings(), window_geometry="AAAA"), "pishti", {"players": 4})
    settings.save(start)
    dialog = _dialog(qtbot, settings.load())
    _choose(dialog.decks.french_combo, "fourcolour")
    _choose(dialog.decks.italian_combo, "piacentine")
    _choose(dialog.decks.back_combo, "tartan")
    _click(dialog.decks.large_check)
    dialog.set_felt("#203040")
    _choose(dialog.animation, "off")
    _choose(dialog.pace, "slow")
    _choose(dialog.language, "en")
    for box in (dialog.sound, dialog.confirm, dialog.sort_hand, dialog.undo):
        _click(box)
    assert dialog.decks.preview_cards()[0] == ("fourcolour-large", "AS")  # the preview follows
    QTest.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted
    settings.save(dialog.edited())

    again = settings.load()  # a restart
    assert again == replace(start, french_style="fourcolour", italian_style="piacentine",
                            back="tartan", large_indices=True, felt="#203040",
                            animation_speed="off", ai_pace="slow", language="en", sound=True,
                            confirm_risky=False, sort_hand=False, undo_allowed=False)
    assert again.window_geometry == "AAAA" and again.new_game == {"pishti": {"players": 4}}
    reopened = _dialog(qtbot, again)
    assert reopened.edited() == again


def test_restore_defaults_keeps_the_window_and_game_memory(qtbot):
    s = settings.remember_new_game(replace(Settings(), sound=True, back="tartan",
                                           window_geometry="AAAA"), "briscola", {"players": 3})
    dialog = _dialog(qtbot, s)
    QTest.mouseClick(dialog.defaults_button, Qt.MouseButton.LeftButton)
    assert dialog.edited() == replace(Settings(), window_geometry="AAAA", new_game=s.new_game,
                                      last_game="briscola")


def test_cancel_changes_nothing(qtbot):
    dialog = _dialog(qtbot, Settings())
    _click(dialog.sound)
    QTest.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Cancel), Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Rejected


def test_languages_offer_english_and_the_catalogues(tmp_path):
    (tmp_path / "cardtable_it.ts").write_bytes(b"")
    codes = [code for code, _ in available_languages(tmp_path)]
    assert codes == ["en", "it"]
    assert dict(available_languages(tmp_path))["it"].startswith("Italiano")


def test_an_unknown_language_code_is_kept(qtbot):
    dialog = _dialog(qtbot, replace(Settings(), language="pt_BR"))
    assert dialog.edited().language == "pt_BR"


def test_window_geometry_round_trips_through_the_settings(qtbot, home):
    from PySide6.QtWidgets import QMainWindow
    from cardtable.ui.dialogs.preferences import geometry_text, restore_geometry
    window = QMainWindow()
    qtbot.addWidget(window)
    window.resize(713, 467)
    window.show()
    settings.save(replace(Settings(), window_geometry=geometry_text(window)))
    again = QMainWindow()
    qtbot.addWidget(again)
    assert restore_geometry(again, settings.load().window_geometry)
    assert (again.width(), again.height()) == (713, 467)
    assert not restore_geometry(again, "") and not restore_geometry(again, "AAAA")
