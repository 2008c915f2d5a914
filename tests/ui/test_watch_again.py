"""Game ▸ Watch This Game Again (and the final sheet's Watch again): the finished game from its
first deal, move by move, every card face up; not counted, the same moves to the end."""

from __future__ import annotations

from cardtable.app.replay import watch_again

from .app_driver import hand_items, make_window, setup, wait_for_turn
from .test_app_stats_prefs import finish


def _watch_to_the_end(qtbot, window, session, checks=None):
    def done() -> bool:
        if checks is not None:
            checks()
        return session.is_over and window.table.sheet.isVisible()  # the final sheet
    qtbot.waitUntil(done, timeout=60000)


def test_a_finished_game_is_watched_again_with_every_card_face_up(qtbot):
    window = make_window(qtbot)
    window.start_game(setup("briscola", "human,ai:greedy", 2, seed=12), ai="inline")
    assert not window.watch_action.isEnabled()  # a game in progress
    first = window.session
    finish(qtbot, window)
    assert first.is_over and window.watch_action.isEnabled()
    played = window.stats().summary("briscola").played
    window.table.sheet.watch_button.click()  # the final sheet's button
    replay = window.session
    assert replay is not first and window.watching and window.table.reveal_all
    assert window.table.viewer is None and "Watching" in window.status_label.text()
    assert [replay.seat_name(i) for i in range(2)] == ["You", "Computer 2"]
    seen_faces: set[str] = set()

    def every_hand_face_up() -> None:
        for zone, items in hand_items(window).items():
            if items and all(it.shown for it in items):
                seen_faces.add(zone)
        for zone, items in window.table.scene.zone_items.items():  # taken tricks stay face down
            assert not (zone.startswith("won:") and any(it.shown for it in items)), zone
        assert "thinking" not in window.table.actions_bar.prompt.text()  # ("You is thinking")
    _watch_to_the_end(qtbot, window, replay, every_hand_face_up)
    assert seen_faces == {"hand:0", "hand:1"}  # both hands shown, not only the person's
    log = [window.table.log.item(i).text() for i in range(window.table.log.count())]
    assert any(x.startswith("You play ") for x in log), log  # it read "You plays …"
    assert not any(x.startswith(("You plays ", "You wins ")) for x in log), log
    assert window.table.sheet.summary.text() in ("You won", "Won by Computer 2", "Drawn")
    assert replay.state.history == first.state.history  # the same game, move for move
    assert not any(s.stand_in for s in replay.steps)
    assert window.stats().summary("briscola").played == played  # watching counts nothing
    window.start_game(setup("briscola", "human,ai:greedy", 2, seed=3), ai="inline")
    assert not window.table.reveal_all and not window.watching  # a new game hides hands again
    assert wait_for_turn(qtbot, window) == "input"
    assert window.table.scene.zone_items["hand:1"] and \
        not any(it.shown for it in window.table.scene.zone_items["hand:1"])


def test_watching_a_multi_deal_game_follows_every_deal(qtbot):
    """Pishti to 101 with its several deals: the replay deals the same cards every deal."""
    window = make_window(qtbot)
    window.start_game(setup("pishti", "human,ai:greedy", 2, seed=4, preset="harbin"), ai="inline")
    first = window.session
    finish(qtbot, window)
    deals = max(e.value for s in first.steps for e in s.events if e.kind == "deal_end")
    assert deals > 1
    replay = watch_again(first, ["You", "Computer 2"])
    window.start_game(replay.setup, session=replay, watching=True)
    _watch_to_the_end(qtbot, window, replay)
    assert replay.state.history == first.state.history


def test_play_again_after_watching_deals_for_the_person(qtbot):
    window = make_window(qtbot)
    window.start_game(setup("briscola", "human,ai:greedy", 2, seed=12), ai="inline")
    finish(qtbot, window)
    original = window.session.setup
    window.watch_again()
    replay = window.session
    _watch_to_the_end(qtbot, window, replay)
    window.replay_deal()  # Play This Deal Again: the person's game, not the replay's
    again = window.session
    assert again.setup == original and not window.demo and not window.watching
    assert again.setup.seat(0).is_human


def test_watching_again_keeps_a_readable_pace_with_animations_off(qtbot):
    """Issue 55: with animations off a game watched again went by in about a second. Each move
    is shown at least WATCH_STEP_MS apart; a game played afterwards has no such pause."""
    from PySide6.QtTest import QTest

    from cardtable.ui.window_flow import WATCH_STEP_MS

    window = make_window(qtbot)
    window.watch_step_ms = WATCH_STEP_MS  # the app's own pace (the tests' windows skip it)
    window.start_game(setup("briscola", "human,ai:greedy", 2, seed=12), ai="inline")
    finish(qtbot, window)
    window.watch_again()
    shown: list[int] = []
    window.table.scene.stepShown.connect(lambda payload: shown.append(1))
    QTest.qWait(2000)
    assert 1 <= len(shown) <= 2000 / WATCH_STEP_MS + 2, len(shown)
    assert window.table.timing.watch_ms == WATCH_STEP_MS
    window.replay_deal()  # playing again: no floor
    assert window.table.timing.watch_ms == 0.0
