"""An unexpected exception in the window: logged as a report that names no hidden card, a
dialog saying what happened and where the log is, and the choice to go on or quit (issue 54)."""

import logging

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox

from cardtable.app import crash_report, logs
from cardtable.app.plugins import registry
from cardtable.ui import crash


def _raise_with_cards():
    try:
        raise ValueError("'play QS' is not legal; legal: play 7H, play KD; deck [3, 17, 40, 2]")
    except ValueError as exc:
        return exc


def test_a_report_names_no_card_of_the_game():
    pack = registry().get("briscola").new_state(2, {}, seed=1).pack
    words = crash_report.card_words(pack)
    state_text = " ".join(words[:5])
    exc = RuntimeError(f"broken while holding {state_text} and cards [1, 2, 3, 4]")
    text = crash_report.report(exc, words)
    assert all(w not in text.split() for w in words[:5]) and "[card]" in text
    assert "[1, 2, 3, 4]" not in text and "[numbers]" in text
    assert "RuntimeError" in text


def test_the_handler_logs_and_asks_to_go_on_or_quit(qtbot, tmp_path, caplog):
    quits = []
    handler = crash.CrashHandler(tmp_path / "cardtable.log", secrets=lambda: ["QS", "7H", "KD"],
                                 quit_app=lambda: quits.append(1))
    exc = _raise_with_cards()
    with caplog.at_level(logging.CRITICAL, logger="cardtable.crash"):
        handler.handle(type(exc), exc, exc.__traceback__)
    report = handler.reports[0]
    assert "QS" not in report and "7H" not in report and "[card]" in report
    assert "QS" not in caplog.text and "unexpected error" in caplog.text
    box = handler.box
    assert box is not None and str(tmp_path / "cardtable.log") in box.text()
    assert "ValueError" in box.text() and "QS" not in box.text()
    handler.handle(type(exc), exc, exc.__traceback__)  # a second one while it is open: logged
    assert handler.box is box and len(handler.reports) == 2
    box.button(QMessageBox.StandardButton.NoButton)  # (the buttons are the handler's own)
    handler.go_on.click()
    qtbot.waitUntil(lambda: handler.box is None)
    assert not handler.quit_chosen and quits == []
    handler.handle(type(exc), exc, exc.__traceback__)
    handler.quit_button.click()
    qtbot.waitUntil(lambda: quits == [1])
    assert handler.quit_chosen


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_a_slot_reaches_the_dialog(qtbot, tmp_path):
    handler = crash.install(tmp_path / "x.log", quit_app=lambda: None)
    try:
        def boom():
            raise KeyError("slot failed")
        QTimer.singleShot(0, boom)
        qtbot.waitUntil(lambda: handler.box is not None, timeout=5000)
        assert "KeyError" in handler.box.text()
        handler.go_on.click()
    finally:
        handler.uninstall()


def test_logging_goes_to_a_rotating_file_in_the_log_folder(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    root = logging.getLogger()
    level = root.level
    try:
        path = logs.setup(verbose=True)
        assert path == tmp_path / "logs" / "cardtable.log"
        logging.getLogger("cardtable.test").warning("hello log")
        for h in root.handlers:
            h.flush()
        assert "hello log" in path.read_text()
        assert "hello log" in capsys.readouterr().err  # --verbose: the console too
        assert logs.setup() == path  # set up again: the console handler goes
        logging.getLogger("cardtable.test").warning("quiet")
        assert "quiet" not in capsys.readouterr().err
    finally:
        for h in list(root.handlers):
            if getattr(h, "_cardtable_handler", False):
                root.removeHandler(h)
                h.close()
        root.setLevel(level)


def _dialog_text(tmp_path, game_kept) -> str:
    handler = crash.CrashHandler(tmp_path / "cardtable.log", quit_app=lambda: None,
                                 game_kept=game_kept)
    exc = _raise_with_cards()
    handler.handle(type(exc), exc, exc.__traceback__)
    assert handler.box is not None
    text = handler.box.text()
    handler.go_on.click()
    return text


def test_the_dialog_says_the_game_is_kept_only_when_it_is(qtbot, tmp_path):
    kept = _dialog_text(tmp_path, lambda: crash.KEPT)
    assert "Your game is kept" in kept and str(tmp_path / "cardtable.log") in kept
    none = _dialog_text(tmp_path, lambda: crash.NO_GAME)
    assert "No game was in progress" in none and "kept" not in none
    lost = _dialog_text(tmp_path, lambda: crash.NOT_KEPT)
    assert "could not be saved" in lost and "is kept" not in lost

    def broken() -> str:
        raise RuntimeError("the window is what failed")
    assert "is kept" not in _dialog_text(tmp_path, broken)  # promise nothing


def test_the_window_tells_the_dialog_whether_a_game_is_kept(qtbot):
    from cardtable.ui.app import _game_kept

    from .app_driver import make_window, play_one, setup, wait_for_turn

    window = make_window(qtbot)
    assert _game_kept(window) == crash.NO_GAME  # the start page: nothing to lose
    window.start_game(setup("briscola", "human,ai:greedy", 2, seed=3), ai="inline")
    wait_for_turn(qtbot, window)
    play_one(qtbot, window)
    assert window.autosave.exists() and _game_kept(window) == crash.KEPT
    window.autosave.clear()  # (as if it could not be written)
    assert _game_kept(window) == crash.NOT_KEPT
    window.start_demo("briscola")  # a demo keeps nothing and loses nothing
    assert _game_kept(window) == crash.NO_GAME
    window.close()
