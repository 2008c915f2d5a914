"""Every dialog and the table fit a 1280×720 screen in every language, and show all their
words: no dialog wider or taller than the screen (the Preferences were 1356 px wide in Italian,
1301 in German), no label cut short, no button narrower than its text."""

from __future__ import annotations

from typing import Callable

import pytest
from PySide6.QtWidgets import (QAbstractButton, QApplication, QComboBox, QLabel, QTabBar,
                               QWidget)

from cardtable.app import catalogue
from cardtable.engine import i18n as engine_i18n
from cardtable.ui import i18n
from cardtable.ui.dialogs.about import LicencesDialog
from cardtable.ui.dialogs.preferences import PreferencesDialog

from .app_driver import QUIET, make_window, setup

SCREEN = (1280, 720)
FRAME = 32  # a title bar: what a dialog may be, at most, is the screen less it
LANGUAGES = [catalogue.ENGLISH, *catalogue.languages()]


def cut_short(top: QWidget) -> list[str]:
    """The visible labels, buttons and lists of ``top`` too small for their words."""
    out = []
    for w in [top, *top.findChildren(QWidget)]:
        if not w.isVisible() or isinstance(w, QTabBar):
            continue
        if isinstance(w, QLabel) and w.text() and w.pixmap().isNull():
            if w.wordWrap():
                if w.height() + 2 < w.heightForWidth(w.width()):
                    out.append(f"label {w.text()[:50]!r}: {w.height()} px tall of "
                               f"{w.heightForWidth(w.width())}")
            elif w.width() + 2 < w.minimumSizeHint().width():
                out.append(f"label {w.text()[:50]!r}: {w.width()} px of "
                           f"{w.minimumSizeHint().width()}")
        elif isinstance(w, QAbstractButton) and w.text():
            need = w.minimumSizeHint()
            if w.width() + 2 < need.width() or w.hasHeightForWidth() and \
                    w.height() + 2 < w.heightForWidth(w.width()):
                out.append(f"button {w.text()[:50]!r}: {w.size().toTuple()} of "
                           f"{need.toTuple()}")
        elif isinstance(w, QComboBox) and w.width() + 2 < w.minimumSizeHint().width():
            out.append(f"list {w.currentText()[:50]!r}: {w.width()} px of "
                       f"{w.minimumSizeHint().width()}")
    return out


def _dialogs(window) -> dict[str, Callable[[], QWidget | None]]:
    return {
        "New Game": lambda: window.make_new_game_dialog("pinochle"),
        "New Game (Briscola)": lambda: window.make_new_game_dialog("briscola"),
        "Preferences": lambda: PreferencesDialog(window.settings, window),
        "Statistics": window.show_statistics,
        "Help": lambda: window.show_rules("pinochle"),
        "About": window.show_about,
        "Licences": lambda: LicencesDialog(window),
        "Keyboard Shortcuts": window.show_shortcuts,
    }


@pytest.fixture(params=LANGUAGES)
def language(qapp, request):
    i18n.install(QApplication.instance(), request.param)
    yield request.param
    i18n.install(QApplication.instance(), catalogue.ENGLISH)
    engine_i18n.set_translator(None)


def test_every_dialog_fits_the_screen_and_shows_all_its_words(qtbot, language):
    window = make_window(qtbot, size=SCREEN)
    problems = []
    for name, make in _dialogs(window).items():
        dialog = make()
        assert dialog is not None, name
        dialog.show()
        qtbot.waitExposed(dialog)
        hint, least = dialog.sizeHint(), dialog.minimumSizeHint()
        limit = (SCREEN[0], SCREEN[1] - FRAME)
        if least.width() > limit[0] or least.height() > limit[1]:
            problems.append(f"{name}: at least {least.toTuple()}, the screen {limit}")
        # as a window manager shows it: its size hint, within the screen
        dialog.resize(min(hint.width(), limit[0]), min(hint.height(), limit[1]))
        QApplication.processEvents()
        if dialog.width() > limit[0] or dialog.height() > limit[1]:
            problems.append(f"{name}: shown {dialog.size().toTuple()}, the screen {limit}")
        problems += [f"{name}: {p}" for p in cut_short(dialog)]
        dialog.close()
    assert not problems, f"{language}:\n" + "\n".join(problems)


@pytest.mark.parametrize("game,players", [("pinochle", 4), ("briscola", 4), ("shithead", 3)])
def test_the_table_at_1280x720_shows_all_its_words(qtbot, language, game, players):
    from .app_driver import play_moves
    window = make_window(qtbot, QUIET, size=(SCREEN[0], SCREEN[1] - FRAME))
    window.start_game(setup(game, "human," + ",".join(["ai:greedy"] * (players - 1)), players,
                            seed=7), ai="inline")
    play_moves(qtbot, window, 2)
    QApplication.processEvents()
    problems = cut_short(window)
    assert not problems, f"{language} {game}:\n" + "\n".join(problems)


def test_a_label_or_button_too_small_for_its_words_is_found(qtbot):
    from PySide6.QtWidgets import QPushButton, QVBoxLayout
    top = QWidget()
    qtbot.addWidget(top)
    label, button = QLabel("A label with a good many words in it", top), QPushButton("Go", top)
    wrapped = QLabel("Words that wrap onto several lines when narrow " * 3, top)
    wrapped.setWordWrap(True)
    layout = QVBoxLayout(top)
    for w in (label, button, wrapped):
        layout.addWidget(w)
    top.show()
    qtbot.waitExposed(top)
    assert cut_short(top) == []
    label.setFixedWidth(40)
    wrapped.setFixedSize(120, 16)
    button.setFixedWidth(8)
    QApplication.processEvents()
    found = "\n".join(cut_short(top))
    assert "label 'A label" in found and "button 'Go'" in found and "label 'Words" in found


def test_a_wrapping_check_box_is_a_check_box_to_the_mouse_the_keyboard_and_screen_readers(qtbot):
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtWidgets import QVBoxLayout

    from cardtable.ui.wrap_check import WrapCheckBox
    top = QWidget()
    qtbot.addWidget(top)
    box = WrapCheckBox("Allow &undo (a game with an undo is not counted in the statistics)", top)
    QVBoxLayout(top).addWidget(box)
    top.resize(260, 200)
    top.show()
    qtbot.waitExposed(top)
    assert box.height() > box.label.fontMetrics().height() * 1.5  # the words wrapped
    assert box.accessibleName() == "Allow undo (a game with an undo is not counted in the statistics)"
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(box.width() - 10, box.height() - 5))
    assert box.isChecked()  # a click on the words' last line
    # Alt+U: the label's mnemonic, whose buddy is the box (Qt clicks a button buddy)
    assert box.label.buddy() is box and box.text().startswith("Allow &undo")
    box.setText("Permetti di &annullare")
    assert box.accessibleName() == "Permetti di annullare" and box.label.text() == box.text()
