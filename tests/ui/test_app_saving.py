"""Saving through the window: the autosave after every move, resuming after the process was
killed mid-game, Save As / Open, and damaged files that are refused with a clear message while
nothing else is lost."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from cardtable.app import paths
from cardtable.app.autosave import Autosave

from .app_driver import make_window, play_one, setup, wait_for_turn

KILLED_GAME = textwrap.dedent("""
    import json, sys, time
    from PySide6.QtWidgets import QApplication
    app = QApplication(sys.argv)
    from cardtable.app.game_setup import GameSetup, parse_seats
    from cardtable.app.plugins import registry
    from cardtable.app.settings import Settings
    from cardtable.app import ai_worker
    from cardtable.ui.main_window import MainWindow
    from cardtable.ui.table import Timing
    window = MainWindow(registry(), Timing("off"),
                        settings=Settings(animation_speed="off", ai_pace="instant",
                                          confirm_moves=False))
    window.show()
    window.start_game(GameSetup("briscola", 2, seats=parse_seats("human,ai:greedy", 2), seed=23),
                      ai="inline")
    table, played = window.table, 0
    deadline = time.time() + 60
    while played < 7 and time.time() < deadline:
        app.processEvents()
        s = window.session
        if table.input_open and not table.scene.timeline.busy:
            seat = s.current_seat
            table.play(ai_worker.builtin_move(s.state, seat, ai_worker.decision_seed(
                1, seat, len(s.state.history))))
            played += 1
    for _ in range(20):
        app.processEvents()
    s = window.session
    print(json.dumps({"history": list(s.state.history),
                      "hand": list(s.observation(0).zones["hand:0"]),
                      "to_move": s.current_seat}), flush=True)
    time.sleep(600)
""")


def test_killed_mid_game_then_a_new_window_offers_to_resume_and_continues(qtbot, tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.Popen([sys.executable, "-c", KILLED_GAME], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env)
    try:
        line = proc.stdout.readline()
        assert line, proc.stderr.read() if proc.poll() is not None else "no output"
        before = json.loads(line)
    finally:
        proc.send_signal(signal.SIGKILL)  # no closeEvent, no clean-up: a crash
        proc.wait(timeout=20)
    assert proc.returncode == -signal.SIGKILL
    assert len(before["history"]) >= 14  # 7 person moves and the computer's answers
    assert paths.autosave_file().is_file()

    window = make_window(qtbot)
    box = window.offer_resume()
    assert box is not None and box.isVisible()
    assert "Briscola" in box.text() and str(len(before["history"])) in box.text()
    qtbot.mouseClick(box.resume_button, Qt.MouseButton.LeftButton)
    session = window.session
    assert session is not None and window.table.isVisible()
    assert list(session.state.history) == before["history"]
    assert list(session.observation(0).zones["hand:0"]) == before["hand"]
    assert session.current_seat == before["to_move"]
    assert wait_for_turn(qtbot, window, timeout=30000) == "input"
    played = len(session.steps)
    play_one(qtbot, window)
    assert len(session.steps) == played + 1
    saved = json.loads(paths.autosave_file().read_text())
    assert saved["actions"][:len(before["history"])] == before["history"]
    window.close()


def test_the_autosave_follows_every_move_and_goes_when_the_game_is_abandoned(qtbot):
    window = make_window(qtbot)
    window.start_game(setup("pishti", "human,ai:greedy", 2, seed=8), ai="inline")
    auto = paths.autosave_file()
    for _ in range(5):
        assert wait_for_turn(qtbot, window) == "input"
        play_one(qtbot, window)
        assert json.loads(auto.read_text())["actions"] == list(window.session.state.history)
    window.start_game(setup("briscola", "human,ai:greedy", 2, seed=1), ai="inline")  # abandoned
    assert json.loads(auto.read_text())["game"] == "briscola"
    window.show_start()
    assert not auto.exists()


@pytest.mark.parametrize("first_dealer", [0, 1])  # the computer leads (2 moves) / the person (1)
def test_discarding_the_offered_game_removes_it(qtbot, first_dealer):
    window = make_window(qtbot)
    window.start_game(setup("briscola", "human,ai:greedy", 2, seed=3, first_dealer=first_dealer),
                      ai="inline")
    wait_for_turn(qtbot, window)
    play_one(qtbot, window)
    moves = len(window.session.state.history)
    window.close()  # quitting keeps the game for the next start
    assert paths.autosave_file().is_file()
    again = make_window(qtbot)
    box = again.offer_resume()
    assert ("(1 move played" if moves == 1 else f"({moves} moves played") in box.text()
    qtbot.mouseClick(box.discard_button, Qt.MouseButton.LeftButton)
    assert again.session is None and not paths.autosave_file().exists()
    assert again.offer_resume() is None


def test_the_offered_game_is_lost_only_by_discard(qtbot):
    """Escape on "Continue it?" continues the game; the box closed without an answer (rejected)
    keeps it saved for the next start; only Discard removes it."""
    from PySide6.QtTest import QTest
    window = make_window(qtbot)
    window.start_game(setup("briscola", "human,ai:greedy", 2, seed=3), ai="inline")
    wait_for_turn(qtbot, window)
    play_one(qtbot, window)
    history = list(window.session.state.history)
    window.close()
    again = make_window(qtbot)
    box = again.offer_resume()
    box.reject()  # no button: nothing chosen
    assert again.session is None and paths.autosave_file().is_file()
    third = make_window(qtbot)
    box = third.offer_resume()
    assert box is not None
    QTest.keyClick(box, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: third.session is not None, timeout=5000)
    assert list(third.session.state.history) == history


def test_save_as_and_open_bring_back_the_same_game(qtbot, tmp_path):
    window = make_window(qtbot)
    window.start_game(setup("briscola", "human,ai:greedy", 2, seed=31), ai="inline")
    for _ in range(4):
        wait_for_turn(qtbot, window)
        play_one(qtbot, window)
    history = list(window.session.state.history)
    written = window.save_file(tmp_path / "my game")
    assert written == tmp_path / "my game.json" and written.is_file()
    window.start_game(setup("pishti", "human,ai:greedy", 2, seed=2), ai="inline")
    session = window.open_file(written, ai="inline")
    assert session is not None
    # the saved moves come back; the computer player (inline here) may already have answered
    assert list(session.state.history)[:len(history)] == history
    assert len(session.state.history) <= len(history) + 1
    assert window.windowTitle().startswith("Briscola — deal no. 31")


def test_a_damaged_named_save_is_refused_with_a_message_and_the_game_goes_on(qtbot, tmp_path):
    window = make_window(qtbot)
    window.start_game(setup("briscola", "human,ai:greedy", 2, seed=5), ai="inline")
    wait_for_turn(qtbot, window)
    play_one(qtbot, window)
    session, history = window.session, list(window.session.state.history)
    good = window.save_file(tmp_path / "good.json")
    text = good.read_text()
    cases = {"truncated.json": text[: len(text) // 2], "empty.json": "",
             "binary.json": b"\xff\xfe\x00garbage",
             "edited.json": text.replace(json.loads(text)["actions"][0],
                                         json.loads(text)["actions"][0][:-2] + "ZZ", 1)}
    expected = {"truncated.json": "not valid JSON", "empty.json": "empty",
                "binary.json": "not a text file", "edited.json": "action"}
    for name, content in cases.items():
        path = tmp_path / name
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content)
        original = path.read_bytes()
        assert window.open_file(path, ai="inline") is None
        assert expected[name] in window.messages[-1] and name in window.messages[-1]
        assert window.message_box is not None and window.message_box.isVisible()
        window.message_box.close()
        assert path.read_bytes() == original  # left as it was
        assert window.session is session and list(session.state.history) == history


def test_a_damaged_autosave_is_explained_once_and_set_aside(qtbot):
    auto = paths.autosave_file()
    auto.parent.mkdir(parents=True, exist_ok=True)
    auto.write_text('{"format": "cardtable-save", "game": "briscola", "actions": [')
    settings_file = paths.settings_file()
    window = make_window(qtbot)
    assert window.offer_resume() is None
    assert "could not be restored" in window.messages[-1]
    assert not auto.exists()
    kept = list(auto.parent.glob("autosave.json.damaged-*"))
    assert len(kept) == 1 and kept[0].read_text().startswith('{"format"')
    assert not settings_file.exists() or settings_file.read_text()  # preferences untouched
    window.messages.clear()
    assert window.offer_resume() is None and window.messages == []  # not asked again
    assert Autosave().find() is None


def test_open_recent_lists_the_games_saved_and_opened_last(qtbot, tmp_path):
    from cardtable.app import settings as settings_store
    window = make_window(qtbot)
    assert not window.recent_menu.isEnabled()  # nothing saved yet
    window.start_game(setup("briscola", "human,ai:greedy", 2, seed=31), ai="inline")
    wait_for_turn(qtbot, window)
    first = window.save_file(tmp_path / "first").resolve()
    second = window.save_file(tmp_path / "second").resolve()
    window.recent_menu.aboutToShow.emit()
    names = [a.text() for a in window.recent_menu.actions() if not a.isSeparator()]
    assert names[:2] == ["&1 second.json", "&2 first.json"] and window.recent_menu.isEnabled()
    assert settings_store.load().recent_games[:2] == [str(second), str(first)]  # kept on disk

    # reopening from the menu puts it first; a file deleted since drops out of the list
    first_item = next(a for a in window.recent_menu.actions() if a.text().endswith("first.json"))
    first_item.trigger()
    assert window.session.setup.seed == 31
    assert window.settings.recent_games[0] == str(first)
    window.session.close()
    second.unlink()
    window.recent_menu.aboutToShow.emit()
    names = [a.text() for a in window.recent_menu.actions() if not a.isSeparator()]
    assert names[0] == "&1 first.json" and not any("second" in n for n in names)
    assert window.settings.recent_games == [str(first)]

    clear = next(a for a in window.recent_menu.actions() if a.text() == "&Clear the List")
    clear.trigger()
    assert window.settings.recent_games == [] and not window.recent_menu.isEnabled()


def test_a_recent_list_that_is_not_a_list_of_names_falls_back_to_empty():
    from cardtable.app.settings import Settings
    warnings: list[str] = []
    settings = Settings.from_json({"recent_games": ["a.json", 3]}, warnings)
    assert settings.recent_games == [] and "recent_games" in warnings[0]
    assert Settings.from_json({"recent_games": ["a.json"]}).recent_games == ["a.json"]
