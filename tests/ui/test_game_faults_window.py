"""A game plugin that raises while dealing, while the table lays it out, or mid-game: the window
closes that game with a message naming it, keeps the autosave, and goes on working (issue 54)."""

from pathlib import Path

import pytest

from cardtable.app.game_setup import AI, HUMAN, GameSetup, SeatSpec
from cardtable.app.plugins import registry

from .app_driver import make_window

THIRD_PARTY = Path(__file__).parents[1] / "app" / "thirdparty"


@pytest.fixture
def faulty(monkeypatch):
    monkeypatch.syspath_prepend(str(THIRD_PARTY))
    from faulty_game import FaultyGame

    for where in ("start", "layout", "legal"):
        game = FaultyGame(where)
        monkeypatch.setitem(registry().games, game.id, game)


def _setup(gid, seats):
    return GameSetup(gid, 2, seats=seats, seed=4)


@pytest.mark.parametrize("where", ["start", "layout"])
def test_a_game_failing_to_start_is_closed_with_a_message(qtbot, faulty, where):
    window = make_window(qtbot)
    result = window.start_game(_setup(f"faulty-{where}", (SeatSpec(HUMAN), SeatSpec(AI, "random"))),
                               ai="inline")
    assert result is None and window.session is None
    assert window.stack.currentWidget() is window.start_panel
    assert f"faulty-{where}" in window.messages[-1] and where in window.messages[-1]
    # the rest of the app works: a real game deals
    assert window.start_game(_setup("briscola", (SeatSpec(HUMAN), SeatSpec(AI, "random"))),
                             ai="inline") is not None


@pytest.mark.qt_no_exception_capture  # the app's own hook takes what reaches the event loop
def test_a_game_failing_mid_game_is_closed_and_its_autosave_kept(qtbot, faulty, tmp_path):
    from cardtable.ui import crash

    window = make_window(qtbot)
    window.keeps_records = True
    handler = crash.install(tmp_path / "log", lambda: window, quit_app=lambda: None,
                            on_game_fault=window._game_failed)
    try:
        session = window.start_game(_setup("faulty-legal", (SeatSpec(HUMAN), SeatSpec(AI, "random"))),
                                    ai="inline")
        assert session is not None
        window.table.play(session.state.legal_actions()[0])  # the person's move; the computer's next
        qtbot.waitUntil(lambda: window.session is None, timeout=10000)
        assert "faulty-legal" in window.messages[-1] and "legal_actions is broken" in window.messages[-1]
        assert window.stack.currentWidget() is window.start_panel
        assert window.autosave.exists()  # nothing lost
        assert handler.box is None  # a game's fault, not the crash dialog
    finally:
        handler.uninstall()
