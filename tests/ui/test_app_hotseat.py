"""Hot seat: several people at one screen. When the turn passes from one person to another the
table hides every hand behind "Pass to <name>" until that person clicks; nothing in the log, the
last-trick review or an undo shows a card its viewer may not see."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor

from cardtable.engine.events import HIDDEN

from .app_driver import (QUIET, click_privacy, hand_items, make_window, play_one, setup,
                         shown_hands, wait_for_turn)

PRIVACY_BG = QColor("#12301f")


def assert_nothing_private_shows(window) -> None:
    """While the privacy screen is up: no hand card is drawn face up, the window shows the plain
    screen (a grabbed pixmap: every sampled point away from the text is the screen's colour), the
    review of the last trick is closed and no log line is a person's private one."""
    table = window.table
    assert not table.privacy.isHidden()
    assert table.viewer is None
    assert shown_hands(window) == set(), "a hand is face up behind the privacy screen"
    assert table.input_open is False
    assert not table.review.isVisible()
    image = window.grab().toImage()
    top_left = table.mapTo(window, QPoint(0, 0))
    w, h = table.width(), table.height()
    middle = table.privacy.title.geometry().united(table.privacy.button.geometry()).adjusted(
        -20, -20, 20, 20)
    checked = 0
    for fx in range(1, 20):
        for fy in range(1, 20):
            p = QPoint(round(w * fx / 20), round(h * fy / 20))
            if middle.contains(p):
                continue
            dpr = image.devicePixelRatio()
            colour = image.pixelColor(round((top_left.x() + p.x()) * dpr),
                                      round((top_left.y() + p.y()) * dpr))
            assert colour == PRIVACY_BG, f"the table shows through at {p.x()},{p.y()}: {colour.name()}"
            checked += 1
    assert checked > 250


def assert_viewer_sees_only_own_hand(window) -> None:
    table = window.table
    viewer = table.viewer
    assert viewer is not None
    assert shown_hands(window) <= {f"hand:{viewer}"}
    if hand_items(window).get(f"hand:{viewer}"):
        assert all(it.shown for it in hand_items(window)[f"hand:{viewer}"])


def card_names_hidden_from(session, viewer: int) -> set[str]:
    """Names of cards now in other seats' hands that ``viewer`` has never seen."""
    seen = {e_card for e in session.first_events_for(viewer) for e_card in e.cards}
    for step in session.steps:
        for e in step.events_for(viewer):
            seen.update(e.cards)
    pack = session.game.pack_for_players(dict(session.state.options), session.num_players)
    out = set()
    for seat in range(session.num_players):
        if seat == viewer:
            continue
        for zone, cards in session.observation(seat).zones.items():
            if zone == f"hand:{seat}":
                out |= {pack.cards[c].display_name() for c in cards if c != HIDDEN and c not in seen}
    # A doubled pack (Pinochle) has two cards of each name: a name the viewer saw is no secret.
    return out - {pack.cards[c].display_name() for c in seen if c != HIDDEN}


def assert_log_reveals_nothing(window) -> None:
    table, session = window.table, window.session
    if table.viewer is None:
        return
    hidden = card_names_hidden_from(session, table.viewer)
    for i in range(table.log.count()):
        line = table.log.item(i).text()
        for name in hidden:
            assert name not in line, f"the log of seat {table.viewer} names {name}: {line!r}"


def test_two_people_pass_the_screen_through_a_whole_briscola_deal(qtbot):
    window = make_window(qtbot, replace(QUIET, play_forced=False))  # the last cards by clicks too
    window.start_game(setup("briscola", "human,human", 2, seed=11), ai="inline")
    session = window.session
    handovers, moves, last_viewer = 0, 0, None
    while True:
        what = wait_for_turn(qtbot, window)
        if what == "privacy":
            assert_nothing_private_shows(window)
            seat = window.table.privacy.seat
            assert seat == session.current_seat and session.seat(seat).is_human
            assert session.seat_name(seat) in window.table.privacy.title.text()
            assert seat != last_viewer, "the screen asked the person who was already looking"
            click_privacy(qtbot, window)
            handovers += 1
            assert window.table.viewer == seat
            assert window.table.privacy.isHidden()
            # people sharing the screen keep their names ("You" would be each of them in turn)
            assert window.table.scene.plates[seat].name == session.seat_name(seat) == \
                f"Player {seat + 1}"
        elif what == "input":
            assert_viewer_sees_only_own_hand(window)
            assert_log_reveals_nothing(window)
            last_viewer = window.table.viewer
            play_one(qtbot, window)
            moves += 1
        else:
            break
    assert session.is_over or window.table.sheet.isVisible()
    assert moves == 40  # every card of the pack played by a click
    assert handovers >= 20  # the turn changed hands after (nearly) every trick card


def test_the_last_trick_review_never_shows_what_the_viewer_did_not_see(qtbot):
    window = make_window(qtbot)
    window.start_game(setup("briscola", "human,human", 2, seed=4), ai="inline")
    table = window.table
    for _ in range(6):
        what = wait_for_turn(qtbot, window)
        if what == "privacy":
            assert not table.last_trick_button.isEnabled()
            click_privacy(qtbot, window)
        else:
            play_one(qtbot, window)
    wait_for_turn(qtbot, window)
    if table.privacy.isHidden():
        table.show_last_trick()
        seen = {c for e in window.session.first_events_for(table.viewer) for c in e.cards}
        for st in window.session.steps:
            for e in st.events_for(table.viewer):
                seen.update(e.cards)
        assert table.last_gather is None or set(table.last_gather[1]) <= seen | {HIDDEN}


def test_undo_in_a_hot_seat_game_hides_the_hands_until_the_undone_person_clicks(qtbot):
    window = make_window(qtbot)
    window.start_game(setup("briscola", "human,human", 2, seed=9), ai="inline")
    assert wait_for_turn(qtbot, window) == "privacy"
    first = window.table.privacy.seat
    click_privacy(qtbot, window)
    play_one(qtbot, window)
    assert wait_for_turn(qtbot, window) == "privacy"  # "Pass to" the other person
    second = window.table.privacy.seat
    assert second != first
    # behind the pass screen the person who just moved takes it back
    assert window.undo_action.isEnabled() and window.undo()
    assert window.session.undone
    assert window.session.current_seat == first
    assert wait_for_turn(qtbot, window) == "privacy"
    assert_nothing_private_shows(window)
    assert window.table.privacy.seat == first
    click_privacy(qtbot, window)
    assert window.table.viewer == first
    assert_viewer_sees_only_own_hand(window)


def test_in_hot_seat_a_person_may_undo_only_their_own_moves(qtbot):
    window = make_window(qtbot)
    window.start_game(setup("briscola", "human,human", 2, seed=9), ai="inline")
    assert wait_for_turn(qtbot, window) == "privacy"
    first = window.table.privacy.seat
    click_privacy(qtbot, window)
    play_one(qtbot, window)
    assert wait_for_turn(qtbot, window) == "privacy"
    second = window.table.privacy.seat
    click_privacy(qtbot, window)
    assert window.table.viewer == second
    moves = len(window.session.state.history)
    # the second person looks at the table: the first person's move is not theirs to take back
    assert not window.undo_action.isEnabled()
    assert not window.undo()
    assert len(window.session.state.history) == moves and not window.session.undone
    play_one(qtbot, window)  # the second person moves: their own move may go back
    assert wait_for_turn(qtbot, window) in ("privacy", "input")
    assert window.undo_action.isEnabled() and window.undo()
    assert window.session.current_seat == second
    assert len(window.session.state.history) == moves


def test_private_swaps_in_shithead_stay_private(qtbot):
    window = make_window(qtbot)
    window.start_game(setup("shithead", "human,human,ai:greedy", 3, seed=3), ai="inline")
    _hot_seat_through(qtbot, window, 30)


def test_one_person_never_sees_the_privacy_screen(qtbot):
    window = make_window(qtbot)
    window.start_game(setup("briscola", "human,ai:greedy", 2, seed=2), ai="inline")
    for _ in range(8):
        assert wait_for_turn(qtbot, window) == "input"
        assert window.table.viewer == 0
        play_one(qtbot, window)


def assert_table_shows_only_what_the_viewer_may_see(window) -> None:
    """Every card drawn face up is one the viewer's observation names in that zone."""
    table, session = window.table, window.session
    obs = session.observation(table.viewer)
    for zone, items in table.scene.zone_items.items():
        allowed = {c for c in obs.zones.get(zone, ()) if c != HIDDEN}
        shown = {it.card for it in items if it.shown}
        assert shown <= allowed, (f"seat {table.viewer} sees {sorted(shown - allowed)} face up in "
                                  f"{zone!r}")


def _hot_seat_through(qtbot, window, steps: int) -> None:
    session = window.session
    for _ in range(steps):
        what = wait_for_turn(qtbot, window)
        if what == "privacy":
            assert_nothing_private_shows(window)
            click_privacy(qtbot, window)
            assert_table_shows_only_what_the_viewer_may_see(window)
            assert_log_reveals_nothing(window)
        elif what == "input":
            assert_viewer_sees_only_own_hand(window)
            assert_table_shows_only_what_the_viewer_may_see(window)
            assert_log_reveals_nothing(window)
            play_one(qtbot, window)
        else:
            break
    assert len(session.steps) >= 10


def test_pinochle_widow_and_burial_stay_private_at_a_hot_seat_table(qtbot):
    window = make_window(qtbot)
    window.start_game(setup("pinochle", "human,human,human", 3, seed=4), ai="inline")
    _hot_seat_through(qtbot, window, 40)
    history = window.session.state.history
    assert any(a.startswith("bury") for a in history), "the deal never reached the burial"


def test_a_bluff_pishti_card_stays_private_at_a_hot_seat_table(qtbot):
    window = make_window(qtbot)
    window.start_game(setup("pishti", "human,human", 2, seed=9, options={"bluff": True}),
                      ai="inline")
    _hot_seat_through(qtbot, window, 60)
    history = window.session.state.history
    assert any(a.startswith("claim") for a in history), "nobody claimed a pishti face down"
