"""The deck chooser widget, driven through its real combo boxes and check box."""

from __future__ import annotations

from PySide6.QtCore import Qt

from cardtable.ui.cards.chooser import DeckChoice, DeckChooser


def _preview_keys(chooser):
    return [label.pixmap().cacheKey() for label in chooser.preview_labels]


def test_defaults(qtbot):
    chooser = DeckChooser()
    qtbot.addWidget(chooser)
    assert chooser.choice() == DeckChoice()
    assert chooser.choice().french_deck == "classic"
    assert all(not label.pixmap().isNull() for label in chooser.preview_labels)


def test_french_combo_changes_preview_and_emits(qtbot):
    chooser = DeckChooser()
    qtbot.addWidget(chooser)
    chooser.show()
    before = _preview_keys(chooser)
    with qtbot.waitSignal(chooser.choiceChanged, timeout=2000) as blocker:
        qtbot.keyClick(chooser.french_combo, Qt.Key.Key_Down)
    choice = blocker.args[0]
    assert choice.french_style == "fourcolour" and choice.french_deck == "fourcolour"
    after = _preview_keys(chooser)
    assert after[:3] != before[:3]      # French cards redrawn
    assert after[3:] == before[3:]      # Italian cards and back unchanged
    assert ("fourcolour", "AS") in chooser.preview_cards()


def test_italian_and_back_combos(qtbot):
    chooser = DeckChooser()
    qtbot.addWidget(chooser)
    before = _preview_keys(chooser)
    qtbot.keyClick(chooser.italian_combo, Qt.Key.Key_Down)
    qtbot.keyClick(chooser.back_combo, Qt.Key.Key_Down)
    assert chooser.choice().italian_style == "piacentine"
    assert chooser.choice().back == "rosette"
    after = _preview_keys(chooser)
    assert after[3:] != before[3:] and after[:3] == before[:3]


def test_large_index_checkbox(qtbot):
    chooser = DeckChooser()
    qtbot.addWidget(chooser)
    chooser.show()
    before = _preview_keys(chooser)
    with qtbot.waitSignal(chooser.choiceChanged, timeout=2000) as blocker:
        qtbot.keyClick(chooser.large_check, Qt.Key.Key_Space)
    assert blocker.args[0].large
    assert blocker.args[0].italian_deck == "napoletane-large"
    after = _preview_keys(chooser)
    assert after[:6] != before[:6] and after[6] == before[6]


def test_initial_choice_respected(qtbot):
    choice = DeckChoice("fourcolour", "piacentine", "tartan", True)
    chooser = DeckChooser(choice)
    qtbot.addWidget(chooser)
    assert chooser.choice() == choice
