"""Animations change nothing but the pictures: the speed off and normal end in the same state,
and clicks while cards are still moving are neither lost nor applied twice."""

from PySide6.QtTest import QTest

from tests.ui.table_driver import chosen_action, log_text, make_table, perform, settle


def _play(qtbot, table, actions: int) -> None:
    for _ in range(actions):
        settle(table)
        perform(qtbot, table, chosen_action(table))
    settle(table)


def _shown(table):
    """What the table shows, zone by zone: the model and, item by item, the faces drawn."""
    scene = table.scene
    return scene.state_summary(), scene.items_summary()


def test_speed_off_and_normal_end_in_the_same_state(qtbot):
    off = make_table(qtbot, "briscola", 2, seed=21, speed="off")
    normal = make_table(qtbot, "briscola", 2, seed=21, speed="normal")
    _play(qtbot, off, 5)
    _play(qtbot, normal, 5)
    assert off.session.state.history == normal.session.state.history
    assert _shown(off) == _shown(normal)
    # and every card sits where the layout puts it once the animations are over
    for zone, items in normal.scene.zone_items.items():
        for item, pose in zip(items, normal.scene.poses(zone)):
            assert abs(item.pos().x() - pose.x) < 0.5 and abs(item.pos().y() - pose.y) < 0.5
    for seat, plate in normal.scene.plates.items():  # and every name plate where it belongs
        other = off.scene.plates[seat].pos()
        assert abs(plate.pos().x() - other.x()) < 0.5 and abs(plate.pos().y() - other.y()) < 0.5


def test_a_plate_that_must_move_glides_there_on_the_table_clock(qtbot):
    table = make_table(qtbot, "shithead", 2, seed=3, speed="normal")
    settle(table)
    scene = table.scene
    plate = scene.plates[1]
    start = plate.pos()
    goal = (start.x() + 200.0, start.y() + 40.0)
    scene._move_plate(1, goal, glide=True)  # as the end of a step does, on the table's clock
    scene.timeline.kick()
    assert plate.pos() == start and scene.timeline.busy  # not a jump
    QTest.qWait(60)
    mid = plate.pos()
    assert start.x() < mid.x() < goal[0]  # on its way
    scene._move_plate(1, goal, glide=True)  # the next step's end, the same spot: one glide on
    seen = [plate.pos().x()]
    while scene.timeline.busy:
        QTest.qWait(5)
        seen.append(plate.pos().x())
    assert seen == sorted(seen), "two glides pulled the plate back and forth"
    settle(table)
    assert (plate.pos().x(), plate.pos().y()) == goal
    scene._move_plate(1, (start.x(), start.y()), glide=False)  # a resize: at once
    assert plate.pos() == start


def _answered_while_animating(qtbot, game: str, seed: int):
    """A slow table where the person played and the computer answered at once (inline): the
    person is to move again while the computer's move is still being animated."""
    table = make_table(qtbot, game, 2, seed=seed, speed="slow")
    settle(table)
    perform(qtbot, table, chosen_action(table))
    while not table.session.human_to_move:
        table.poll()
    return table


def test_clicks_during_an_animation_play_once(qtbot):
    table = _answered_while_animating(qtbot, "pishti", 4)
    session = table.session
    assert table.scene.timeline.busy
    before = len(session.steps)
    action = chosen_action(table)
    record = next(r for r in table.records() if r.action == action)
    item = table.scene.item_for(record.cards[0].card)
    from tests.ui.table_driver import click_item
    click_item(qtbot, table, item)
    click_item(qtbot, table, item)  # a second, impatient click on the same card
    assert len(session.steps) == before + 1
    assert session.steps[-1].action == action
    QTest.qWait(50)
    settle(table)
    assert len([s for s in session.steps[before:] if s.seat == table.viewer]) == 1
    assert table.errors == []


def test_your_turn_is_said_when_the_table_has_caught_up(qtbot):
    """While the computer's card is still on its way the prompt does not say "your turn" (the
    cards are not marked playable yet either); once the table is still, it does."""
    table = _answered_while_animating(qtbot, "briscola", 21)
    table.poll()
    assert table.scene.timeline.busy and table.input_open
    assert "Your turn" not in table.actions_bar.prompt.text()
    settle(table)
    assert table.actions_bar.prompt.text().startswith("Your turn")


def ended_game_sheet(qtbot, row_ms: int, play_again=None):
    """A random 2-player Briscola game played out, its final sheet shown row by row."""
    import random

    from PySide6.QtWidgets import QWidget

    from cardtable.games.briscola import GAME
    from cardtable.ui.table.sheet_view import ScoreSheetPanel

    state = GAME.new_state(2, seed=8)
    rng = random.Random(8)
    while not state.is_terminal:
        legal = state.legal_actions()
        state.apply(legal[int(rng.random() * len(legal))])
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(1000, 700)
    host.show()
    sheet = ScoreSheetPanel(host, row_ms=row_ms)
    if play_again is not None:
        sheet.play_again.connect(play_again)
    sheet.show_sheet(state.score_sheet(), mode="game", summary="Drawn", animate=True)
    return host, sheet  # the host kept alive by the caller


def test_a_score_sheet_revealed_line_by_line_has_room_for_every_line(qtbot):
    """The sheet's rows appear one by one; the sheet is sized for all of them from the start
    (it was sized with the rows hidden, and the rows then showed squeezed into nothing)."""
    from PySide6.QtWidgets import QLabel

    _host, sheet = ended_game_sheet(qtbot, row_ms=10)
    qtbot.waitUntil(lambda: not sheet._pending, timeout=5000)
    labels = [lab for lab in sheet.grid_host.findChildren(QLabel) if lab.isVisible()]
    assert len(labels) > 10
    room = sheet.grid_host.rect()
    for lab in labels:
        assert lab.height() >= lab.fontMetrics().height(), lab.text()
        assert room.contains(lab.geometry()), lab.text()


def test_enter_cannot_skip_a_sheet_being_revealed(qtbot):
    """Enters pressed for the last cards must not go on past the result unseen: while the rows
    are revealed the sheet's button has no keyboard focus; then it has, and Enter goes on."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    started = []
    _host, sheet = ended_game_sheet(qtbot, row_ms=40, play_again=lambda: started.append(True))
    qtbot.waitExposed(sheet)
    assert not sheet.again_button.hasFocus()
    QTest.keyClick(sheet.window().focusWidget() or sheet, Qt.Key.Key_Return)
    assert started == [] and sheet.isVisible()
    qtbot.waitUntil(sheet.again_button.hasFocus, timeout=5000)
    assert not sheet._pending  # all rows shown by then
    QTest.keyClick(sheet.again_button, Qt.Key.Key_Return)
    assert started == [True]


def play_to_the_end(qtbot, table) -> None:
    """Play the person's moves until the last score sheet shows (or 60 moves)."""
    for _ in range(60):
        settle(table)
        if table.sheet.isVisible():
            break
        perform(qtbot, table, chosen_action(table))


def test_at_the_games_end_the_plates_show_the_final_score_and_the_result_names_players(qtbot):
    """The score sheet waits at the deal's end: the plates already show the last trick's points
    (they showed the score before it), and the result names players as the plates do."""
    table = make_table(qtbot, "briscola", 2, seed=8, speed="off")
    play_to_the_end(qtbot, table)
    assert table.sheet.isVisible() and table.session.is_over
    points = table.session.state.result().points
    plates = table.scene.plates
    assert [plates[s].score for s in range(2)] == [str(p) for p in points]
    assert not any(p.to_move for p in plates.values())
    summary = table.sheet.summary.text()
    assert "seat" not in summary.lower()
    assert table.session.state.result().returns == (1.0, 0.0)  # this deal: the person wins
    assert summary == "You won"  # it said "Won by You"
    assert table.actions_bar.prompt.text() == "The game is over."


def test_a_new_game_on_the_same_table_does_not_show_the_last_games_scores(qtbot):
    """Four-handed Pinochle (one deal a game) played to its end, then a new game on the same
    table: its plates show the new game's melds, as a fresh table does (they kept the finished
    game's totals until the new game's first deal ended)."""
    from cardtable.app.game_setup import AI, HUMAN, GameSetup, SeatSpec
    from cardtable.app.session import Session

    one_deal = {"game": "single"}
    table = make_table(qtbot, "pinochle", 4, seed=12, options=one_deal)
    play_to_the_end(qtbot, table)
    assert table.session.is_over
    old = {s: p.score for s, p in table.scene.plates.items()}
    seats = (SeatSpec(HUMAN),) + tuple(SeatSpec(AI, "greedy") for _ in range(3))
    setup = GameSetup("pinochle", 4, one_deal, None, seats, 99, 0)
    table.start(Session(setup, ai="inline"))
    settle(table)
    fresh = make_table(qtbot, "pinochle", 4, seed=99, options=one_deal)
    settle(fresh)
    shown = {s: p.score for s, p in table.scene.plates.items()}
    assert shown == {s: p.score for s, p in fresh.scene.plates.items()}
    assert shown != old


def test_the_game_over_prompt_follows_the_last_sheet_when_animated(qtbot):
    """Played with animations on, the last sheet stood with an empty prompt line."""
    table = make_table(qtbot, "briscola", 2, seed=8, speed="fast")
    play_to_the_end(qtbot, table)
    qtbot.waitUntil(lambda: table.sheet.isVisible(), timeout=5000)
    qtbot.wait(300)
    assert table.actions_bar.prompt.text() == "The game is over."


def test_a_demo_running_ahead_of_the_table_shows_what_is_on_the_table(qtbot):
    """Computer players decide faster than the table shows their moves: the game was over while
    the table showed the third trick, and the prompt said "The game is over."; the piles' count
    badges sat where the top card was flying from (on a hand) with the final counts."""
    import math

    from cardtable.app.game_setup import GameSetup, parse_seats
    from cardtable.app.plugins import registry
    from cardtable.ui.main_window import MainWindow
    from cardtable.ui.table import Timing
    from tests.ui.app_driver import QUIET

    window = MainWindow(registry(), Timing("fast"), settings=QUIET)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.start_game(GameSetup("pinochle", 4, seats=parse_seats("ai,ai,ai,ai", 4), seed=1),
                      demo=True)
    table = window.table
    checked = 0
    for _ in range(90):  # (the deal is animated now, 48 cards: the tricks come later)
        if checked > 5:
            break
        qtbot.wait(200)
        scene = table.scene
        if not scene.timeline.busy:
            continue
        assert table.actions_bar.prompt.text() != "The game is over."
        geo = scene.geo()
        for zone, badge in scene.badges.items():
            place = geo.places.get(zone)
            if not zone.startswith("won:") or place is None or not badge.text:
                continue
            # a pile's badge at a corner of the pile, wherever its cards are flying
            assert math.hypot(badge.pos().x() - place.x, badge.pos().y() - place.y) \
                < 1.2 * place.width, (zone, badge.pos(), place.x, place.y)
            # no more cards than the table shows there (the game may be tricks ahead, or a deal:
            # the model's pile is then already gathered for the next deal, its cards still here)
            shown = sum(1 for items in scene.zone_items.values() for it in items
                        if math.hypot(it.pos().x() - place.x, it.pos().y() - place.y) < place.width)
            assert int(badge.text) <= shown, (zone, badge.text, shown)
            checked += 1
    assert checked > 5


def test_enter_presses_the_button_the_focus_was_moved_to(qtbot):
    """The final sheet: Tab or an arrow moves the focus to "Watch again" or "New game…"; Enter
    pressed only the default button (the sheet is no dialog), so it did nothing there."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    _host, sheet = ended_game_sheet(qtbot, row_ms=0)
    watched, new = [], []
    sheet.watch_again.connect(lambda: watched.append(True))
    sheet.new_game.connect(lambda: new.append(True))
    qtbot.waitUntil(sheet.again_button.hasFocus, timeout=5000)
    sheet.watch_button.setFocus()
    QTest.keyClick(sheet.watch_button, Qt.Key.Key_Return)
    assert watched == [True] and new == []
    sheet.new_button.setFocus()
    QTest.keyClick(sheet.new_button, Qt.Key.Key_Enter)
    assert new == [True]


def test_enter_on_the_score_sheet_button_shows_the_sheet(qtbot):
    """The buttons under the game log take Enter once Tab has reached them."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from tests.ui.table_driver import make_table, settle

    table = make_table(qtbot, "briscola", 2, seed=4)
    settle(table)
    table.sheet_button.setFocus()
    QTest.keyClick(table.sheet_button, Qt.Key.Key_Return)
    assert table.sheet.isVisible()


def test_the_bar_names_the_next_deal_only_once_it_is_dealt(qtbot):
    """A match of Briscola: the session deals deal 2 at once, while the table still shows deal
    1's last trick and its score sheet; the bar above the table said "Deal 2" and the next
    trump already. It now follows the table."""
    from tests.ui.table_driver import chosen_action, log_text, make_table, perform, settle

    table = make_table(qtbot, "briscola", 2, seed=12, options={"match": "best-of-3"})
    for _ in range(30):
        settle(table)
        if table.sheet.isVisible():
            break
        perform(qtbot, table, chosen_action(table))
    assert table.sheet.isVisible() and table.session.state.deals_finished == 1
    assert table.session.observation(0).public.get("deal") == 2  # the session is on
    assert "Deal 1" in table.info.text() and "Deal 2" not in table.info.text()
    table.sheet.next_button.click()
    qtbot.waitUntil(lambda: "Deal 2" in table.info.text(), timeout=10000)


def test_a_row_that_is_only_a_label_is_shown(qtbot):
    """A row with no values says something by its label (Shithead's "Drawn at the move cap");
    the sheet shows it (Pinochle's last trick leaves its row out until it is taken)."""
    from PySide6.QtWidgets import QLabel, QWidget

    from cardtable.engine.score_sheet import ScoreSheet, SheetRow
    from cardtable.ui.table.sheet_view import ScoreSheetPanel

    host = QWidget()
    qtbot.addWidget(host)
    host.resize(900, 600)
    host.show()
    sheet = ScoreSheetPanel(host, row_ms=0)
    rows = (SheetRow("Place", (None, None)), SheetRow("Drawn at the move cap", (None, None)))
    sheet.show_sheet(ScoreSheet(((0,), (1,)), deal=rows), mode="view", animate=False)
    texts = [lab.text() for lab in sheet.grid_host.findChildren(QLabel)]
    assert "Drawn at the move cap" in texts


class _Ears:
    """A sound player that only notes what it was asked to play."""

    def __init__(self):
        self.played = []

    def play(self, name):
        self.played.append(name)
        return True


def test_a_game_you_win_ends_with_the_win_chime_and_one_you_lose_without(qtbot):
    table = make_table(qtbot, "briscola", 2, seed=8, speed="off")
    table.sound = ears = _Ears()
    play_to_the_end(qtbot, table)
    assert table.session.state.result().returns == (1.0, 0.0)
    assert ears.played.count("win") == 1 and ears.played[-1] == "win"
    lost = None
    for seed in range(1, 12):
        other = make_table(qtbot, "briscola", 2, seed=seed, speed="off")
        other.sound = _Ears()
        play_to_the_end(qtbot, other)
        if other.session.state.result().returns[0] < 1.0:
            lost = other
            break
    assert lost is not None, "the person won every deal tried"
    assert "win" not in lost.sound.played


def test_a_single_shithead_game_shows_no_score_on_the_plates_at_its_end(qtbot):
    """The loser's "lost the game +1" showed on its plate as "1" beside the winner's "0", read
    as a point won; one game has no score for the plates (a series shows its losses)."""
    table = make_table(qtbot, "shithead", 2, seed=3, speed="off")
    for _ in range(400):
        settle(table)
        if table.sheet.isVisible():
            break
        perform(qtbot, table, chosen_action(table))
    assert table.session.is_over and table.sheet.isVisible()
    assert [p.score for p in table.scene.plates.values()] == ["", ""]


def test_a_score_rises_from_its_plate_and_fades(qtbot):
    """Two-handed Pinochle with animations on: a meld scored (or the last trick) shows
    "+40 royal marriage" rising from the player's plate, worded as the log words it, once per
    score; it fades and leaves the table, and nothing waits for it. With animations off no
    score rises."""
    from cardtable.ui.table.decor import ScorePop

    widget = make_table(qtbot, "pinochle", 2, seed=5, speed="fast")
    scene = widget.scene
    shown: list[tuple[int, str]] = []
    original = scene._pop_score

    def record(seat: int, text: str, gain: bool) -> None:
        shown.append((seat, text))
        original(seat, text, gain)

    scene._pop_score = record
    def scored() -> list[str]:  # the scores with a reason ("+40 royal marriage")
        return [text for _, text in shown if " " in text]

    for _ in range(60):
        settle(widget)
        if scored() or widget.session.is_over:
            break
        if widget.session.current_seat == 0:
            perform(qtbot, widget, chosen_action(widget))
    assert scored(), "no score was made"
    text = scored()[0]
    assert text[0] in "+−" and text.split(" ", 1)[1]
    lines = log_text(widget)
    assert text.split(" ", 1)[1] in lines
    # and a trick's card points, from its winner's plate: "+11"
    tricks = [(seat, text) for seat, text in shown if " " not in text]
    assert tricks and all(text[1:].isdigit() for _, text in tricks)
    qtbot.waitUntil(lambda: not scene._pops, timeout=5000)
    assert not any(isinstance(i, ScorePop) for i in scene.items())
    off = make_table(qtbot, "pinochle", 2, seed=5)
    off.scene._pop_score = lambda *a: shown.append(a)  # type: ignore[method-assign]
    count = len(shown)
    for _ in range(40):
        settle(off)
        if off.session.is_over or off.scene.score_from_events != [0, 0]:
            break
        if off.session.current_seat == 0:
            perform(qtbot, off, chosen_action(off))
    assert any(off.scene.score_from_events) and len(shown) == count


def test_a_point_against_rises_as_a_loss(qtbot):
    """Shithead counts games lost: "+1 the Shithead" rose in gold, as a point won; a score
    marked against its seat rises as a loss, and a partner's copy of a side's score once."""
    from cardtable.engine.events import SCORE, Event

    widget = make_table(qtbot, "shithead", 3, seed=4, speed="fast")
    settle(widget)
    scene = widget.scene
    shown: list[tuple[int, str, bool]] = []
    scene._pop_score = lambda seat, text, gain: shown.append((seat, text, gain))
    scene.schedule([Event(SCORE, seat=1, value=1, text="the Shithead", data=(("against", 1),)),
                    Event(SCORE, seat=2, value=3, text="pishti")])
    qtbot.waitUntil(lambda: not scene.timeline.busy, timeout=5000)
    assert shown == [(1, "+1 the Shithead", False), (2, "+3 pishti", True)]
    four = make_table(qtbot, "briscola", 4, seed=4, speed="fast")
    settle(four)
    said: list[int] = []
    four.scene._pop_score = lambda seat, text, gain: said.append(seat)
    four.scene.schedule([Event(SCORE, seat=s, value=1, text="deal won",
                               data=(("side", 1), ("shared", 1))) for s in (1, 3)])
    qtbot.waitUntil(lambda: not four.scene.timeline.busy, timeout=5000)
    assert said == [1]


def test_rising_scores_outlive_a_rebuilt_table_and_a_closed_window(qtbot):
    """A language or a card style chosen while scores rise rebuilds the table: the old scene's
    scores finish (or go with it) without an error, and the new table raises its own."""
    widget = make_table(qtbot, "briscola", 4, seed=5, speed="fast")
    settle(widget)
    for seat in range(4):
        widget.scene._pop_score(seat, "+21", True)
    old = widget.scene
    widget.switch_viewer(widget.viewer)
    assert widget.scene is not old and not widget.scene._pops
    widget.scene._pop_score(1, "+3", True)
    assert widget.scene._pops
    qtbot.waitUntil(lambda: not widget.scene._pops, timeout=5000)
    widget.scene._pop_score(2, "+4", True)
    widget.close()
    qtbot.wait(900)
    assert widget.errors == []


def test_a_tricks_points_count_on_the_plate_as_they_rise(qtbot):
    """A trick's "+21" rose from its winner's plate while the plate kept its old score until
    the rest of the step was shown (in Briscola the draw, half a second later). The plate now
    counts the trick as its points rise."""
    from PySide6.QtCore import QTimer

    widget = make_table(qtbot, "briscola", 2, seed=3, speed="fast")
    scene = widget.scene
    seen: list[tuple[str, str, bool]] = []
    original = scene._pop_score

    def record(seat: int, text: str, gain: bool) -> None:
        before = scene.plates[seat].score
        original(seat, text, gain)
        if " " not in text:  # a trick's "+N": read the plate once this moment is shown
            QTimer.singleShot(0, lambda: seen.append((before, scene.plates[seat].score,
                                                      scene.timeline.busy)))

    scene._pop_score = record
    for _ in range(40):
        settle(widget)
        if len(seen) >= 3 or widget.session.is_over:
            break
        if widget.session.current_seat == 0:
            perform(qtbot, widget, chosen_action(widget))
    qtbot.waitUntil(lambda: not scene.timeline.busy, timeout=5000)
    assert len(seen) >= 3
    assert all(busy for _, _, busy in seen)  # read while the step was still being shown
    assert all(after != before for before, after, _ in seen), seen


def test_a_resize_during_the_deal_lets_the_cards_fly_on(qtbot):
    """Issue 55: two-handed Briscola's deal was not animated: the first prompt changed the
    view's height by a pixel, and the resize finished every animation at once. Cards in flight
    fly on; the table is laid out at the new size when they land."""
    from PySide6.QtTest import QTest

    from .table_driver import make_table
    table = make_table(qtbot, "briscola", 2, seed=3, speed="normal")
    scene = table.scene
    assert scene.timeline.busy
    end = scene.timeline.end
    scene.set_size(scene.size[0], scene.size[1] - 1)
    assert scene.timeline.busy and scene.timeline.now < end  # still dealing
    qtbot.waitUntil(lambda: not scene.timeline.busy, timeout=10000)
    QTest.qWait(50)
    for zone, items in scene.zone_items.items():  # laid out at the new size once landed
        poses = scene.poses(zone)
        for item, pose in zip(items, poses):
            assert abs(item.pos().x() - pose.x) < 1 and abs(item.pos().y() - pose.y) < 1, zone


def test_the_plates_count_the_cards_as_the_deal_lands_them(qtbot):
    """During an animated deal each plate counts its hand's cards as they land, as the badges
    do (they said "0 cards" until the whole deal was over)."""
    table = make_table(qtbot, "pinochle", 4, seed=5, speed="normal")
    scene, timeline = table.scene, table.scene.timeline
    timeline._timer.stop()  # the test's clock, not the timer's
    seen: list[dict[int, int]] = []
    for _ in range(2000):
        if not timeline.busy or timeline.paused:
            break
        timeline._advance(16.0)
        timeline._timer.stop()
        shown = {seat: plate.cards_left for seat, plate in scene.plates.items()}
        seen.append(shown)
        if sum(shown.values()) == 48:
            break  # dealt (the melds that follow stay counted on the plates, not the badges)
        for seat in range(1, 4):  # the others' hands: the plate says what the badge says
            badge = scene.badges.get(f"hand:{seat}")
            assert (badge.text if badge else "") == (str(shown[seat]) if shown[seat] else "")
    counts = [sum(s.values()) for s in seen]
    assert counts == sorted(counts) and counts[-1] == 48
    assert len(set(counts)) > 5  # counted up batch by batch, not once at the end
