"""Settings ▸ Preferences ▸ "Play my move for me when it is the only one possible": the table
plays a person's forced move (the last card, Pinochle's meld step with nothing to meld) by
itself; undo passes over such moves; off, the person plays it."""

from __future__ import annotations

from dataclasses import replace

from .app_driver import QUIET, click_privacy, make_window, play_one, setup, wait_for_turn
from .table_driver import perform


def _play_deal(qtbot, window) -> int:
    """Play the person's seat(s) by clicks until the deal's sheet; every turn the person meets
    must be a choice. Returns the number of clicked moves."""
    session, moves = window.session, 0
    while True:
        what = wait_for_turn(qtbot, window)
        if what == "privacy":
            assert len(session.state.legal_actions()) > 1, "a hand-over for a forced move"
            click_privacy(qtbot, window)
        elif what == "input":
            legal = session.state.legal_actions()
            assert len(legal) > 1, f"the person was left to play their only move {legal}"
            assert window.table.actions_bar.prompt.text().startswith("Your turn")
            play_one(qtbot, window)
            moves += 1
        else:
            return moves


def test_pinochle_meld_steps_with_nothing_to_meld_pass_by_themselves(qtbot):
    window = make_window(qtbot)
    assert window.settings.play_forced  # the default
    window.start_game(setup("pinochle", "human,ai:greedy", 2, seed=4), ai="inline")
    _play_deal(qtbot, window)
    forced = [s for s in window.session.steps if s.forced]
    assert any(s.action == "done" for s in forced)  # a won trick with nothing to meld
    assert all(s.seat == 0 and not s.by_computer for s in forced)


def test_hot_seat_forced_moves_need_no_hand_over(qtbot):
    window = make_window(qtbot)
    window.start_game(setup("briscola", "human,human", 2, seed=11), ai="inline")
    moves = _play_deal(qtbot, window)
    forced = sum(s.forced for s in window.session.steps)
    assert forced == 2  # the last card of each
    assert moves + forced == 40 == len(window.session.steps)


def test_undo_goes_back_to_the_last_choice_not_the_forced_card(qtbot):
    window = make_window(qtbot)
    window.start_game(setup("briscola", "human,ai:greedy", 2, seed=12), ai="inline")
    _play_deal(qtbot, window)
    session = window.session
    last_forced = max(s.index for s in session.steps if s.forced)
    last_choice = max(s.index for s in session.steps if not s.by_computer and not s.forced)
    assert last_choice < last_forced
    assert window.undo_action.isEnabled() and window.undo()
    assert wait_for_turn(qtbot, window) == "input"
    assert len(session.state.history) == last_choice
    assert len(session.state.legal_actions()) == 2


def test_switched_off_the_person_plays_the_forced_card(qtbot):
    window = make_window(qtbot, replace(QUIET, play_forced=False))
    window.start_game(setup("briscola", "human,ai:greedy", 2, seed=12), ai="inline")
    session = window.session
    while True:
        assert wait_for_turn(qtbot, window) == "input"
        if len(session.state.legal_actions()) == 1:
            break
        play_one(qtbot, window)
    ply = len(session.state.history)
    qtbot.wait(300)
    assert len(session.state.history) == ply and window.table.input_open  # it waits
    assert window.table.actions_bar.prompt.text().startswith("Your turn")
    perform(qtbot, window.table, session.state.legal_actions()[0])  # a click on the card
    assert len(session.state.history) == ply + 1 and session.steps[-1].forced
    window.apply_settings(replace(window.settings, play_forced=True))
    assert window.table.play_forced and session.skip_forced


def test_the_table_says_what_it_played_for_the_person(qtbot):
    """Shithead: a pile the person must pick up is picked up for them, and the line under the
    table says so while the computer answers."""
    window = make_window(qtbot)
    window.start_game(setup("shithead", "human,ai:greedy", 2, seed=3), ai="inline")
    prompts: list[str] = []
    bar = window.table.actions_bar
    shown = bar.set_prompt
    bar.set_prompt = lambda text: (prompts.append(text), shown(text))  # type: ignore[method-assign]
    _play_deal(qtbot, window)
    forced = [s.action for s in window.session.steps if s.forced]
    assert "pickup" in forced
    assert any(p.startswith("Played for you, your only move: Pick up the pile\n") for p in prompts)
    assert not any(p.startswith("Played for you") for p in prompts if "Your turn" in p)


def test_the_note_goes_once_the_persons_next_move_is_shown(qtbot):
    """A quick person plays on while the table still shows earlier moves: the "played for you"
    note stayed under the table through their next moves (it went only when a turn opened with
    the table at rest)."""
    from .table_driver import chosen_action, make_table, settle

    table = make_table(qtbot, "shithead", 3, seed=4, speed="fast")
    settle(table)
    seen: list[tuple[str, object]] = []
    table.scene.stepShown.connect(lambda payload: seen.append(("step", payload[0])))
    bar = table.actions_bar
    shown = bar.set_prompt
    bar.set_prompt = lambda text: (seen.append(("prompt", text)), shown(text))  # type: ignore[method-assign]
    timeline = table.scene.timeline
    note = "Played for you, your only move: Pick up the pile"
    timeline.call(timeline.reserve(200), lambda: table._note_forced(note))
    assert table.play(chosen_action(table))  # played before the table showed the note
    settle(table)
    at = next(i for i, (kind, v) in enumerate(seen) if kind == "prompt" and note in str(v))
    mine = next(i for i, (kind, v) in enumerate(seen) if kind == "step" and v == table.viewer
                and i > at)
    later = [str(v) for kind, v in seen[mine:] if kind == "prompt"]
    assert later and not any(note in p for p in later), later
