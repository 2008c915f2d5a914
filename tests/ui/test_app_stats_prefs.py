"""Statistics recorded when a game finishes (not abandoned or undone ones), the damaged-database
message shown once, and preferences applied at once and kept across a restart."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QMessageBox

from cardtable.app import paths
from cardtable.app import settings as settings_store
from cardtable.app.stats import StatsStore

from cardtable.app.plugins import registry
from cardtable.ui.main_window import MainWindow

from .app_driver import QUIET, make_window, play_one, setup, wait_for_turn


def finish(qtbot, window, *, undo_at: int | None = None) -> None:
    """Play the person's seat to the end of the game (closing deal sheets)."""
    moves = 0
    while True:
        what = wait_for_turn(qtbot, window)
        if what == "sheet":
            if window.session.is_over:
                return
            window.table.sheet.next_button.click()
        elif what == "over":
            return
        elif what == "input":
            play_one(qtbot, window)
            moves += 1
            if moves == undo_at:
                assert window.undo()
        else:
            raise AssertionError(what)


def played() -> int:
    with StatsStore() as store:
        return store.summary().played


def test_a_finished_game_counts_and_an_undone_or_abandoned_one_does_not(qtbot):
    window = make_window(qtbot)
    window.start_game(setup("briscola", "human,ai:greedy", 2, seed=12), ai="inline")
    finish(qtbot, window)
    assert window.session.is_over and played() == 1
    assert not paths.autosave_file().exists()  # a finished game is not offered again

    window.start_game(setup("briscola", "human,ai:greedy", 2, seed=13), ai="inline")
    finish(qtbot, window, undo_at=3)
    assert window.session.is_over and window.session.undone
    assert "Undo used" in window.status_label.text()
    assert played() == 1

    window.start_game(setup("briscola", "human,ai:greedy", 2, seed=14), ai="inline")
    for _ in range(3):
        wait_for_turn(qtbot, window)
        play_one(qtbot, window)
    window.start_game(setup("briscola", "human,ai:greedy", 2, seed=15), ai="inline")  # abandoned
    assert played() == 1
    dialog = window.show_statistics()
    assert dialog.isVisible()


def test_undo_can_be_switched_off(qtbot):
    window = make_window(qtbot, replace(QUIET, undo_allowed=False))
    window.start_game(setup("briscola", "human,ai:greedy", 2, seed=12), ai="inline")
    wait_for_turn(qtbot, window)
    play_one(qtbot, window)
    assert not window.undo_action.isEnabled() and not window.undo()
    assert not window.session.undone


def test_a_damaged_statistics_database_is_reported_once(qtbot):
    db = paths.stats_file()
    db.parent.mkdir(parents=True, exist_ok=True)
    db.write_bytes(b"this is not an sqlite database" * 50)
    window = make_window(qtbot)
    window.show_statistics()
    assert len(window.messages) == 1 and "could not be read" in window.messages[0]
    window.show_statistics()
    window.stats()
    assert len(window.messages) == 1
    assert list(db.parent.glob("statistics.sqlite.corrupt-*"))


def test_abandoning_a_game_in_progress_asks_first(qtbot, monkeypatch):
    window = make_window(qtbot, replace(QUIET, confirm_risky=True))
    window.start_game(setup("briscola", "human,ai:greedy", 2, seed=12), ai="inline")
    wait_for_turn(qtbot, window)
    play_one(qtbot, window)
    asked = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: asked.append(a[2]) or QMessageBox.StandardButton.No)
    session = window.session
    window.replay_deal()
    assert asked and window.session is session  # "No" keeps the game
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    window.replay_deal()
    assert window.session is not session and window.session.setup.seed == 12


def test_preferences_apply_at_once_and_survive_a_restart(qtbot):
    window = make_window(qtbot)
    window.start_game(setup("briscola", "human,ai:greedy", 2, seed=12), ai="inline")
    wait_for_turn(qtbot, window)
    changed = replace(window.settings, felt="#7a2030", back="tartan", italian_style="piacentine",
                      animation_speed="slow", ai_pace="slow", sound=True, sort_hand=False)
    window.apply_settings(changed)
    scene = window.table.scene
    assert scene.felt_colour == QColor("#7a2030") and scene.art.back_name == "tartan"
    assert scene.art.deck == "piacentine" and scene.sort_hand is False
    assert window.table.timing.speed == "slow" and window.table.timing.ms("computer") == 1400
    assert window.sound.enabled and window.speed_actions["slow"].isChecked()
    window.resize(711, 533)  # the offscreen screen is 800x800: stay inside it
    window.close()
    assert settings_store.load().felt == "#7a2030"

    again = MainWindow(registry(), settings=settings_store.load())  # as the app starts it
    qtbot.addWidget(again)
    again.show()
    assert (again.width(), again.height()) == (711, 533)
    assert again.settings.back == "tartan" and again.table.timing.speed == "slow"
    again.start_game(setup("briscola", "human,ai:greedy", 2, seed=12), ai="inline")
    assert again.table.scene.art.back_name == "tartan"


def test_the_speed_menu_is_a_preference_too(qtbot):
    window = make_window(qtbot)
    window.speed_actions["fast"].trigger()
    assert window.table.timing.speed == "fast"
    assert settings_store.load().animation_speed == "fast"


def test_hint_highlights_the_suggested_card_with_its_reason(qtbot):
    window = make_window(qtbot)
    window.start_game(setup("briscola", "human,ai:greedy", 2, seed=12), ai="inline")
    assert wait_for_turn(qtbot, window) == "input"
    assert window.hint_action.isEnabled()
    window.hint_action.trigger()
    qtbot.waitUntil(lambda: bool(window.table.hint), timeout=30000)
    best = window.table.hint[0]
    assert "simulations" in best.reason
    assert best.reason in window.table.actions_bar.prompt.text()
    items = window.table.hint_items()
    assert items, "the suggested card is not marked"
    targets = window.table.focus_targets()
    assert targets[window.table.focus_index] in items  # the focus ring is on it: Enter plays it
    assert window.table.play(best.action)
    assert window.table.hint == []


def test_the_hints_focus_ring_goes_when_the_person_plays_another_card(qtbot):
    """The hint puts the keyboard focus on its card (Enter plays it). A person who clicks
    another card instead has not chosen that focus: on their next turn no card is ringed.
    Taking the hint with Enter is keyboard play, and the focus comes back as after any key."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from .table_driver import click_item
    window = make_window(qtbot)
    window.start_game(setup("briscola", "human,ai:greedy", 2, seed=12), ai="inline")
    table = window.table

    def ringed() -> list:
        return [it for items in table.scene.zone_items.values() for it in items if it.focused]

    def hinted() -> object:
        assert wait_for_turn(qtbot, window) == "input"
        window.hint_action.trigger()
        qtbot.waitUntil(lambda: bool(table.hint), timeout=30000)
        assert ringed() == table.hint_items()
        return table.hint[0]

    best = hinted()
    other = next(it for it in table.playable_items() if it not in table.hint_items())
    before = len(window.session.steps)
    click_item(qtbot, table, other)
    qtbot.waitUntil(lambda: len(window.session.steps) > before, timeout=10000)
    assert window.session.steps[before].action != best.action
    assert wait_for_turn(qtbot, window) == "input"
    qtbot.waitUntil(lambda: not table.scene.timeline.busy, timeout=10000)
    assert table.focus_index is None and ringed() == [], "the ring stayed on the hint's place"
    # the hint taken with Enter: keyboard play, the focus comes back on the next turn
    hinted()
    before = len(window.session.steps)
    QTest.keyClick(table.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(window.session.steps) > before, timeout=10000)
    assert wait_for_turn(qtbot, window) == "input"
    qtbot.waitUntil(lambda: not table.scene.timeline.busy and bool(ringed()), timeout=10000)
    assert table.focus_index is not None


def _bid_box(qtbot):
    """Three-handed Pinochle, the person to bid (seat 1 after dealer 0): the window and its bid
    box, with the keyboard focus in the box."""
    window = make_window(qtbot)
    window.start_game(setup("pinochle", "ai:greedy,human,ai:greedy", 3, seed=5, first_dealer=0),
                      ai="inline")
    assert wait_for_turn(qtbot, window) == "input"
    spin = next(iter(window.table.actions_bar.spins.values()))
    qtbot.waitUntil(spin.isVisible, timeout=5000)
    spin.setFocus()
    return window, spin


def test_the_hint_key_works_while_the_bid_box_has_the_focus(qtbot):
    """Three-handed Pinochle: with the focus in the bid's spin box, H still asks for a hint (a
    number box has no use for letters), and the hint on a bid plays the deal out."""
    from PySide6.QtCore import Qt
    window, spin = _bid_box(qtbot)
    qtbot.waitUntil(spin.hasFocus, timeout=5000)
    qtbot.keyClick(spin, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: bool(window.table.hint), timeout=30000)
    assert "played-out deals" in window.table.hint[0].reason
    # the hint's line leaves the meld by trump suit under it: what the bid is reckoned from
    prompt = window.table.actions_bar.prompt.text()
    note = window.table.session.state.decision_note(1)
    assert prompt.startswith("Hint: ") and note.startswith("Your meld with trumps")
    assert prompt.endswith("\n" + note)
    assert spin.text().isdigit()  # the letter was not typed into the box
    qtbot.keyClick(spin, Qt.Key.Key_3)  # digits still go to the box
    assert spin.text().startswith("3")


def test_enter_on_a_hinted_card_plays_the_whole_hinted_move(qtbot):
    """Shithead's setup: the hint is a swap of two cards (a hand card for a table card); Enter
    on the ringed card makes that swap, not only half a selection."""
    from PySide6.QtCore import Qt
    window = make_window(qtbot)
    window.start_game(setup("shithead", "human,ai:greedy,ai:greedy", 3, seed=4), ai="inline")
    assert wait_for_turn(qtbot, window) == "input"
    table = window.table
    window.hint_action.trigger()
    qtbot.waitUntil(lambda: bool(table.hint), timeout=30000)
    best = table.hint[0].action
    assert best.startswith("swap ") and len(table.hint_items()) == 2
    assert all(item.focused for item in table.hint_items())  # both cards of the swap ringed
    before = len(window.session.state.history)
    qtbot.keyClick(table.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(window.session.state.history) > before, timeout=5000)
    assert window.session.state.history[before] == best


def test_a_bid_typed_in_the_bid_box_is_made_with_enter(qtbot):
    from PySide6.QtCore import Qt
    window, spin = _bid_box(qtbot)
    spin.selectAll()
    qtbot.keyClicks(spin, "350")
    before = len(window.session.state.history)
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(window.session.state.history) > before, timeout=5000)
    assert window.session.state.history[before] == "bid 350"


def test_a_hint_names_a_runner_up_the_search_cannot_tell_apart(qtbot):
    """The expert's values carry a few points of noise: a move within HINT_CLOSE of the best is
    named with it, so a person is not told one card when another is as good."""
    from cardtable.ai.search_agent import RankedAction
    from cardtable.ui.table.widget import HINT_CLOSE

    from .table_driver import make_table, settle
    table = make_table(qtbot, "briscola", 2, seed=12)
    settle(table)
    plays = [r.action for r in table.records()][:3]
    assert len(plays) == 3
    label = table._label_of
    table.show_hint([RankedAction(plays[0], 0.66, 855, "r0"),
                     RankedAction(plays[1], 0.645, 600, "wins 64% of 600 simulations"),
                     RankedAction(plays[2], 0.64, 500, "r2")])
    text = table.actions_bar.prompt.text()
    assert label(plays[0]) in text
    assert f"{label(plays[1])} is about as good: wins 64% of 600 simulations." in text
    assert label(plays[2]) not in text  # only the runner-up
    # issue 55: a sample too small ranks nothing (Shithead: "0% of 3 simulations" beside
    # "29% of 7 … about as good"), and a runner-up scored higher is no "about as good"
    table.show_hint([RankedAction(plays[0], 0.21, 29, "wins 21% of 29 simulations"),
                     RankedAction(plays[1], 0.22, 9, "wins 22% of 9 simulations")])
    assert "about as good" not in table.actions_bar.prompt.text()
    table.show_hint([RankedAction(plays[0], 0.60, 400, "the usual play"),
                     RankedAction(plays[1], 0.62, 300, "wins 62% of 300 simulations")])
    assert "about as good" not in table.actions_bar.prompt.text()
    table.show_hint([RankedAction(plays[0], 0.66, 855, "r0"),
                     RankedAction(plays[1], 0.66 - HINT_CLOSE - 0.01, 600, "r1")])
    assert "about as good" not in table.actions_bar.prompt.text()


def test_the_coach_shows_the_hint_by_itself_at_every_turn(qtbot):
    """Preferences ▸ Coach: at each of the person's turns the hint is asked for without H."""
    window = make_window(qtbot, replace(QUIET, coach=True))
    window.start_game(setup("briscola", "human,ai:greedy", 2, seed=12), ai="inline")
    seen = []
    for _ in range(3):
        assert wait_for_turn(qtbot, window) == "input"
        qtbot.waitUntil(lambda: bool(window.table.hint), timeout=30000)
        ply = len(window.session.state.history)
        assert window.table.hint[0].reason in window.table.actions_bar.prompt.text()
        seen.append(ply)
        play_one(qtbot, window)
    assert len(set(seen)) == 3  # a new hint at each turn
    window.apply_settings(replace(window.settings, coach=False))
    assert wait_for_turn(qtbot, window) == "input"
    qtbot.wait(200)
    assert window.table.hint == []  # without the coach, no hint unless asked


@pytest.mark.parametrize("name,default", [("coach", False), ("play_forced", True),
                                          ("card_tracker", False), ("confirm_moves", True)])
def test_a_playing_preference_is_a_checkbox(qtbot, name, default):
    """The coach, forced moves played for you, the card tracker: a click in Preferences turns
    each over, Restore Defaults brings its default back."""
    from PySide6.QtCore import Qt

    from cardtable.app.settings import Settings
    from cardtable.ui.dialogs.preferences import PreferencesDialog
    dialog = PreferencesDialog(Settings())
    qtbot.addWidget(dialog)
    box = getattr(dialog, name)
    assert box.isChecked() is default and getattr(Settings(), name) is default
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    assert getattr(dialog.edited(), name) is (not default)
    dialog.show_settings(Settings())
    assert box.isChecked() is default


def test_the_start_page_shows_the_record_of_each_game(qtbot):
    """Under each game of the start page, the person's record in it once a game was counted."""
    window = make_window(qtbot)
    texts = lambda: {window.games.item(i).data(0x0100): window.games.item(i).text()  # noqa: E731
                     for i in range(window.games.count())}
    assert not any("Your record" in t for t in texts().values())  # nothing played yet
    assert not paths.stats_file().exists()  # a first start creates no statistics for it
    window.start_game(setup("briscola", "human,ai:greedy", 2, seed=12), ai="inline")
    finish(qtbot, window)
    won = window.stats().summary("briscola").won
    window.show_start()
    shown = texts()
    assert f"Your record: 1 played, {won} won ({100 * won}%)" in shown["briscola"]
    assert "Your record" not in shown["pishti"]
    assert shown["briscola"].startswith("Briscola — 2, 3, 4, 6 players")  # the line it had
    stats = window.show_statistics()  # a reset there shows when the dialog closes
    stats.reset()
    stats.close()
    assert not any("Your record" in t for t in texts().values())


def test_a_record_with_draws_says_them(qapp):
    from cardtable.app.stats import Summary
    from cardtable.ui.main_window import StartPanel
    panel = StartPanel(registry())
    panel.set_records({"pishti": Summary(played=4, won=1, lost=2, drawn=1)})
    text = next(panel.games.item(i).text() for i in range(panel.games.count())
                if panel.games.item(i).data(0x0100) == "pishti")
    assert text.endswith("Your record: 4 played, 1 won, 1 drawn (25%)")
    panel.deleteLater()


def test_the_start_page_shows_the_record_against_the_level_chosen(qtbot):
    """Under each game, beside the whole record, the record against the computer players'
    level chosen on the start page; choosing another level shows that one."""
    from cardtable.app.game_setup import AI, GameSetup, SeatSpec
    from cardtable.engine.state import Result

    window = make_window(qtbot)
    store = window.stats()
    for level, returns in (("expert", (1.0, 0.0)), ("expert", (0.0, 1.0)), ("master", (0.0, 1.0))):
        setup = GameSetup("briscola", 2, {}, None, (SeatSpec(), SeatSpec(AI, level)), 1)
        store.record_game(setup, Result(returns, (70, 50)))
    text = lambda: next(window.games.item(i).text() for i in range(window.games.count())  # noqa: E731
                        if window.games.item(i).data(0x0100) == "briscola")
    level = window.start_panel.level
    level.setCurrentIndex(level.findData("expert"))
    window.refresh_records()
    assert "Your record: 3 played, 1 won (33%)" in text()
    assert "Against Expert: 2 played, 1 won (50%)" in text()
    level.setCurrentIndex(level.findData("master"))  # the line follows the choice by itself
    assert "Against Master: 1 played, 0 won (0%)" in text()
    level.setCurrentIndex(level.findData("beginner"))
    assert "Against" not in text() and "Your record: 3 played" in text()


def test_a_hint_in_two_handed_pinochles_second_phase_plays_the_deal_out(qtbot):
    """Once the stock is gone both players know every card: the hint solves the rest of the
    deal and says so under the table, its card ringed."""
    window = make_window(qtbot)
    window.start_game(setup("pinochle", "human,ai:greedy", 2, seed=5), ai="inline")
    def late_in_the_second_phase():  # a few tricks in: a small solve on any machine
        state = window.session.state
        return state.phase == "play2" and len(state.hands[0]) + len(state.melds[0]) <= 8
    while not (wait_for_turn(qtbot, window) == "input" and late_in_the_second_phase()):
        play_one(qtbot, window)
    window.hint_action.trigger()
    qtbot.waitUntil(lambda: bool(window.table.hint), timeout=30000)
    best = window.table.hint[0]
    assert "best play" in best.reason and best.visits == 0
    assert best.reason in window.table.actions_bar.prompt.text()
    assert window.table.hint_items()
    assert window.table.play(best.action)


def test_a_hint_in_a_game_to_1000_gives_the_chance_of_the_game(qtbot, tmp_path):
    """Four-handed Pinochle to 1000 (its default): the search plays for the game, and the hint
    under the table gives the side's chance of winning the game; its card is ringed."""
    window = make_window(qtbot)
    window.resize(1280, 800)
    window.start_game(setup("pinochle", "human,ai:greedy,ai:greedy,ai:greedy", 4, seed=7),
                      ai="inline")
    def choosing_a_card():
        state = window.session.state
        legal = [a for a in state.legal_actions() if a != "declare-out"]
        return state.phase == "play" and len(legal) > 1
    while not (wait_for_turn(qtbot, window) == "input" and choosing_a_card()):
        play_one(qtbot, window)
    window.hint_action.trigger()
    qtbot.waitUntil(lambda: bool(window.table.hint), timeout=60000)
    best = window.table.hint[0]
    assert "chance of winning the game" in best.reason
    prompt = window.table.actions_bar.prompt.text()
    assert best.reason in prompt
    assert window.table.hint_items()
    # the pack holds every card twice: the other of two identical cards is the same move to a
    # person, never named as "about as good"
    label = window.table._label_of(best.action)
    twins = [r for r in window.table.hint[1:] if window.table._label_of(r.action) == label]
    assert twins, "no identical card in this hand: the check below checks nothing"
    assert f"{label} is about as good" not in prompt
    window.grab().save(str(tmp_path / "hint.png"))
    assert window.table.play(best.action)


def test_a_pishti_hint_under_the_club_rules_gives_the_chance_of_the_game(qtbot, tmp_path):
    """Pishti under the club rules is a game to 151: the hint gives the person's chance of
    winning the game; the card it names is ringed, and clicking it plays it."""
    window = make_window(qtbot)
    window.resize(1280, 800)
    window.start_game(setup("pishti", "human,ai:greedy", 2, seed=11, preset="club"),
                      ai="inline")
    while not (wait_for_turn(qtbot, window) == "input"
               and len(window.session.state.legal_actions()) > 1):
        play_one(qtbot, window)
    window.hint_action.trigger()
    qtbot.waitUntil(lambda: bool(window.table.hint), timeout=60000)
    best = window.table.hint[0]
    assert "chance of winning the game" in best.reason
    assert best.reason in window.table.actions_bar.prompt.text()
    assert window.table.hint_items()
    window.grab().save(str(tmp_path / "pishti-hint.png"))
    assert window.table.play(best.action)


def test_a_pinochle_hint_ranks_two_copies_of_a_card_alike(qtbot, tmp_path):
    """Four-handed, the two copies of a card are one move to the computer players: asked for a
    hint while holding both, the person sees them ranked alike; the named copy is ringed and
    clicking it plays it."""
    window = make_window(qtbot)
    window.resize(1280, 800)
    window.start_game(setup("pinochle", "human,ai:greedy,ai:greedy,ai:greedy", 4, seed=4,
                            options={"game": "single"}), ai="inline")

    def twins(legal: list[str]) -> bool:
        faces = [a.replace("#2", "") for a in legal if a.startswith("play ")]
        return len(set(faces)) >= 2 and len(set(faces)) < len(faces)
    while True:
        turn = wait_for_turn(qtbot, window)
        assert turn == "input", "the deal ended before the person held both copies of a card"
        if twins(window.session.state.legal_actions()):
            break
        play_one(qtbot, window)
    window.hint_action.trigger()
    qtbot.waitUntil(lambda: bool(window.table.hint), timeout=60000)
    hint = {r.action: r for r in window.table.hint}
    pair = [a for a in hint if "#2" in a and a.replace("#2", "") in hint]
    assert pair
    copy, first = hint[pair[0]], hint[pair[0].replace("#2", "")]
    assert (copy.value, copy.visits, copy.reason) == (first.value, first.visits, first.reason)
    assert copy.visits > 0
    best = window.table.hint[0]
    assert best.reason in window.table.actions_bar.prompt.text()
    assert window.table.hint_items()
    window.grab().save(str(tmp_path / "pinochle-hint.png"))
    assert window.table.play(best.action)


def test_a_briscola_hint_ranks_equal_cards_alike_and_names_the_other(qtbot, tmp_path):
    """Two cards of one suit without points, nothing live between them (the 7 and the 6), are
    one move to the computer players: asked for a hint holding them, the person sees them
    ranked alike, the other named as just as good (one move, not a close runner-up);
    clicking the ringed card plays it."""
    from cardtable.engine.agent import Decision
    from cardtable.games.briscola.equals import equal_cards

    from .table_driver import click_item
    window = make_window(qtbot)
    window.resize(1280, 800)
    window.start_game(setup("briscola", "human,ai:greedy", 2, seed=7), ai="inline")

    def held() -> dict[str, str]:
        state = window.session.state
        return equal_cards(Decision(state, 0, state.legal_actions(), None))
    while True:
        turn = wait_for_turn(qtbot, window)
        assert turn == "input", "the deal ended before the person held equal cards"
        if held():
            break
        play_one(qtbot, window)
    same = held()
    window.hint_action.trigger()
    qtbot.waitUntil(lambda: bool(window.table.hint), timeout=60000)
    hint = {r.action: r for r in window.table.hint}
    low, high = next(iter(same.items()))
    assert (hint[low].value, hint[low].visits) == (hint[high].value, hint[high].visits)
    assert hint[low].visits > 0
    assert hint[low].move and hint[low].move == hint[high].move
    best = window.table.hint[0]
    prompt = window.table.actions_bar.prompt.text()
    assert best.reason in prompt
    # the hinted card is one of the two, and its equal is named as the same move
    assert best.action in (low, high), "the hint names another card: the check checks nothing"
    other = high if best.action == low else low
    assert (f"{window.table._label_of(other)} is just as good: the two cards play alike "
            "from here.") in prompt
    assert "about as good" not in prompt
    window.grab().save(str(tmp_path / "briscola-hint.png"))
    items = window.table.hint_items()
    assert items, "the suggested card is not ringed"
    before = len(window.session.state.history)
    click_item(qtbot, window.table, items[0])
    qtbot.waitUntil(lambda: len(window.session.state.history) > before, timeout=10000)
    assert window.session.state.history[before] == best.action
