"""A person's seat plays a whole deal of every game and form through the table: mouse clicks on
the card items and buttons (keyboard in one), computer players inline, up to the score sheet.
Each click that completes a play advances the engine by exactly that action (table_driver)."""

import pytest

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.ui.table_driver import click_item, make_table, play_deal, settle

FORMS = [
    ("briscola", 2, None, {}),
    ("briscola", 4, None, {}),
    ("pishti", 2, None, {}),
    ("pishti", 2, None, {"bluff": True}),
    ("shithead", 3, None, {}),
    ("pinochle", 2, None, {}),
    ("pinochle", 3, None, {}),
    ("pinochle", 4, None, {}),
]


@pytest.mark.parametrize("game,players,preset,options", FORMS,
                         ids=[f"{g}-{n}p{'-bluff' if o else ''}" for g, n, _, o in FORMS])
def test_a_person_plays_a_whole_deal_by_mouse(qtbot, game, players, preset, options):
    table = make_table(qtbot, game, players, preset=preset, options=options)
    result = play_deal(qtbot, table)
    assert result["actions"] > 0
    assert result.get("over") or result["rows"] > 0, "the score sheet showed no rows"
    assert table.errors == []


def test_shithead_swap_phase_and_plays_by_keyboard(qtbot):
    table = make_table(qtbot, "shithead", 3, seed=11)
    result = play_deal(qtbot, table, keyboard=True)
    assert result["kinds"]["confirm"] == 1  # "ready" ends the swap phase
    assert result["actions"] > 3
    assert table.errors == []


@pytest.mark.parametrize("seed", [5, 8])
def test_pinochle_auction_and_play_by_keyboard(qtbot, seed):
    """Three-handed Pinochle by keyboard alone: bids typed into the bid box (reached with the
    arrow keys) and made with Enter, trump, burying and every card."""
    table = make_table(qtbot, "pinochle", 3, seed=seed)
    result = play_deal(qtbot, table, keyboard=True)
    assert result["actions"] > 5
    assert table.errors == []


def focused_cards(table):
    return [it for items in table.scene.zone_items.values() for it in items if it.focused]


def test_the_keyboard_focus_comes_back_each_turn_after_a_keyed_move(qtbot):
    """Enter with nothing focused shows the focus (plays nothing); a card played by key brings
    the focus back on the person's next turn, so Enter alone plays again; a mouse play does not."""
    table = make_table(qtbot, "briscola", 2, seed=4)
    session = table.session
    settle(table)
    before = len(session.steps)
    QTest.keyClick(table.view, Qt.Key.Key_Return)
    assert len(session.steps) == before, "Enter with nothing focused played a card"
    assert table.focus_index == 0 and focused_cards(table) == [table.playable_items()[0]]
    QTest.keyClick(table.view, Qt.Key.Key_Right)
    QTest.keyClick(table.view, Qt.Key.Key_Return)
    assert len(session.steps) == before + 1 and session.steps[-1].seat == 0
    settle(table)
    assert table.focus_index == 1, "the focus did not come back where it was"
    assert focused_cards(table) == [table.playable_items()[1]]
    mine = len([s for s in session.steps if s.seat == 0])
    QTest.keyClick(table.view, Qt.Key.Key_Return)  # Enter alone plays the focused card
    assert len([s for s in session.steps if s.seat == 0]) == mine + 1
    settle(table)
    click_item(qtbot, table, table.playable_items()[0])  # a mouse play (focus in use: comes back)
    settle(table)
    assert table.focus_index is not None
    table.focus_index = None  # the person put the keyboard aside
    click_item(qtbot, table, table.playable_items()[0])
    settle(table)
    assert table.focus_index is None and focused_cards(table) == []


@pytest.mark.parametrize("seed", [11, 12, 13])
def test_a_button_pressed_by_key_does_not_hand_its_focus_to_another_button(qtbot, seed):
    """Shithead's "Ready" pressed with Enter: on the person's next turn the focus does not come
    back on whatever control now stands in its place ("Pick up the pile" — Enter would pick up
    the pile), nor on a card: nothing is focused, and Enter first shows the focus."""
    table = make_table(qtbot, "shithead", 3, seed=seed)
    session = table.session
    settle(table)
    targets = table.focus_targets()
    assert targets[-1].property("action") == "ready", "not the swap phase's Ready button"
    QTest.keyClick(table.view, Qt.Key.Key_Left)  # from nothing, Left focuses the last control
    assert table.focus_index == len(targets) - 1
    before = len(session.steps)
    QTest.keyClick(table.view, Qt.Key.Key_Return)
    assert session.steps[before].action == "ready"
    settle(table)
    assert table.input_open, "the deal ended before the person's first play"
    assert table.focus_index is None, "the focus came back on another control or a card"
    moves = len(session.steps)
    QTest.keyClick(table.view, Qt.Key.Key_Return)  # shows the focus, plays nothing
    assert len(session.steps) == moves and table.focus_index == 0


def test_the_table_agrees_with_the_observation_after_every_deal(qtbot):
    table = make_table(qtbot, "briscola", 4, seed=3)
    play_deal(qtbot, table)
    model = table.scene.model
    obs = table.session.observation(table.viewer)
    # the score sheet waits before the next deal: everything shown is what the viewer knows
    assert model.differences(obs, table.scene.unordered) == {} or table.resyncs == []


@pytest.mark.parametrize("game,players,label", [("briscola", 2, "Last trick"),
                                                ("pinochle", 3, "Last trick"),
                                                ("pishti", 2, "Last cards taken"),
                                                ("shithead", 3, "Last cards taken")])
def test_the_review_button_names_what_it_shows(qtbot, game, players, label):
    """Pishti captures and Shithead takes piles: no tricks, so no "Last trick" button there."""
    table = make_table(qtbot, game, players)
    assert table.last_trick_button.text() == label


def test_the_last_trick_shows_every_card_of_it(qtbot):
    """Four-handed Briscola: the trick's last card, played from a hand the person cannot see in
    the step that ends the trick, was missing from the Last trick review (three cards of four)."""
    from PySide6.QtWidgets import QLabel

    from tests.ui.table_driver import chosen_action, perform, settle
    table = make_table(qtbot, "briscola", 4, seed=3)
    for _ in range(3):
        settle(table)
        perform(qtbot, table, chosen_action(table))
    settle(table)
    winner, cards = table.last_gather
    last = next(s for s in reversed(table.session.steps) if s.action.startswith("play"))
    assert last.seat not in (table.viewer, None) and len(cards) == 4
    table.show_last_trick()
    shown = [w for w in table.review.findChildren(QLabel) if w.pixmap() is not None
             and not w.pixmap().isNull()]
    assert len(shown) == 4


def test_the_prompt_says_what_to_do_when_no_card_is_to_be_clicked(qtbot):
    """Three-handed Pinochle's auction: "Your turn: bid or pass." rather than "Your turn."."""
    from tests.ui.table_driver import settle
    table = make_table(qtbot, "pinochle", 3, seed=2)
    settle(table)
    assert any(r.kind == "bid" for r in table.session.records())
    assert table.actions_bar.prompt.text().split("\n")[0] == "Your turn: bid or pass."


def test_the_prompt_asks_for_a_meld_not_a_play(qtbot):
    """Two-handed Pinochle after winning a trick: the prompt said "click a card to play it"."""
    from tests.ui.table_driver import click_item, settle
    table = make_table(qtbot, "pinochle", 2, seed=4)
    for _ in range(6):
        settle(table)
        if any(r.kind == "meld" for r in table.session.records()):
            break
        playable = table.playable_items()
        assert playable
        click_item(qtbot, table, playable[0])
    assert any(r.kind == "meld" for r in table.session.records())
    settle(table)
    assert table.actions_bar.prompt.text().startswith("Your turn: lay down a meld")


def test_the_prompt_offers_the_dix_exchange_not_a_pass(qtbot):
    """Four-handed Pinochle's dix exchange read "click a card to pass it"."""
    from tests.ui.table_driver import settle
    for seed in range(1, 30):
        table = make_table(qtbot, "pinochle", 4, seed=seed, first_dealer=3)  # not the dealer
        settle(table)
        records = table.session.records()
        if any(r.action.startswith("exchange ") for r in records):
            assert table.actions_bar.prompt.text().startswith("Your turn: click the dix")
            return
    pytest.fail("no deal gave the person a dix to exchange")



def test_every_button_keeps_its_number_key(qtbot):
    """The number keys 1-9 did nothing: setting a button's text after its shortcut replaced the
    shortcut with the text's mnemonic (none). The bid button, relabelled as its spin box
    changes, keeps its key too."""
    from tests.ui.table_driver import settle
    table = make_table(qtbot, "pinochle", 3, seed=2)
    settle(table)
    bar = table.actions_bar
    keys = [(b.text().split()[0], b.shortcut().toString()) for b in bar.buttons]
    assert len(keys) >= 2 and all(k == s and k.isdigit() for k, s in keys), keys
    spin = next(iter(bar.spins.values()))
    spin.setValue(spin.value() + spin.singleStep())
    bid = bar.buttons[-1]
    assert bid.text().endswith(str(spin.value())) and bid.shortcut().toString() == bid.text()[0]


def test_a_card_played_two_ways_asks_how(qtbot):
    """Bluff Pishti: a card may go face up or face down claiming a pishti. Clicking it offers
    both; the prompt asked for "more cards for the same play", which no play takes."""
    from tests.ui.table_driver import chosen_action, click_item, perform, settle
    table = make_table(qtbot, "pishti", 2, options={"bluff": True}, seed=3)
    for _ in range(40):
        settle(table)
        assert not table.session.is_over
        records = table.session.records()
        claims = [r for r in records if r.kind == "claim"]
        item = next((it for it in table.playable_items() if claims
                     and table.key_of(it) in table.record_keys(claims[0])), None)
        if item is not None:
            click_item(qtbot, table, item)
            assert table.actions_bar.prompt.text() == "Your turn: choose below how to play it."
            labels = [b.text() for b in table.actions_bar.buttons]
            assert any("face down" in t for t in labels) and len(labels) >= 3, labels
            return
        playable = table.playable_items()
        if playable:
            click_item(qtbot, table, playable[0])
        else:  # a claim of the other's to accept or challenge
            perform(qtbot, table, chosen_action(table))
    pytest.fail("no claim was offered to the person")


def _plate_over_my_cards(widget) -> float:
    """Square pixels of the person's name plate lying on the person's cards (as they lie now,
    playable ones raised)."""
    from PySide6.QtGui import QPolygonF

    scene = widget.scene
    plate = QPolygonF(scene.plates[0].scene_box())
    total = 0.0
    for item in scene.zone_items.get("hand:0", []):
        over = item.mapToScene(item.shape().boundingRect()).intersected(plate).boundingRect()
        total += over.width() * over.height()
    return total


@pytest.mark.parametrize("game,players,size", [("pinochle", 3, (1000, 660)),
                                               ("pinochle", 3, (1200, 740)),
                                               ("pishti", 4, (1000, 660)),
                                               ("shithead", 3, (1100, 700))])
def test_the_persons_name_plate_never_lies_on_their_cards(qtbot, game, players, size):
    """At every turn of the person's the name plate leaves their cards free, playable ones
    raised — also after another seat's hand grew (three-handed Pinochle: the bidder takes the
    widow, and the table is laid out anew for the larger hand)."""
    from tests.ui.table_driver import chosen_action, settle
    widget = make_table(qtbot, game, players, seed=5, size=size)
    turns = 0
    for _ in range(14):
        settle(widget)
        session = widget.session
        if session.is_over or widget.sheet.isVisible():
            break
        assert _plate_over_my_cards(widget) <= 30.0, len(session.state.history)
        turns += 1
        widget.play(chosen_action(widget))
    assert turns >= 5


def test_enter_on_a_chosen_card_plays_the_choice_and_space_takes_it_back(qtbot):
    """Shithead, a pair in the hand: Enter on one card chooses it (more could join), Space takes
    it back, Enter chooses it again and Enter once more plays that card alone (before, Enter only
    chose and unchose, and a keyboard player could not play one card of a pair)."""
    from tests.ui.table_driver import chosen_action, perform, press_keys_to

    table = make_table(qtbot, "shithead", 3, seed=11)
    session = table.session
    for _ in range(200):
        settle(table)
        singles = {r.cards[0].card: r for r in table.card_records() if len(r.cards) == 1
                   and r.kind == "play"}
        pairs = [r for r in table.card_records() if r.kind == "play" and len(r.cards) == 2
                 and all(u.card in singles for u in r.cards)]
        if pairs:
            break
        perform(qtbot, table, chosen_action(table), keyboard=True)
    else:
        raise AssertionError("no pair to play in this game")
    card = pairs[0].cards[0].card
    item = table.scene.item_for(card)
    before = len(session.steps)
    press_keys_to(table, item)
    QTest.keyClick(table.view, Qt.Key.Key_Return)
    assert table.selection == [item] and len(session.steps) == before
    QTest.keyClick(table.view, Qt.Key.Key_Space)
    assert table.selection == [] and len(session.steps) == before
    QTest.keyClick(table.view, Qt.Key.Key_Return)
    assert table.selection == [item]
    QTest.keyClick(table.view, Qt.Key.Key_Return)
    assert len(session.steps) == before + 1
    assert session.steps[-1].action == singles[card].action


def test_the_cards_you_won_are_not_dimmed_at_your_turn(qtbot):
    """Pishti: the hand's unplayable cards dim at the person's turn, but the captured pile
    beside it (never played from) greyed at every turn and lit up again after it."""
    from .table_driver import perform

    widget = make_table(qtbot, "pishti", 2, seed=3)
    settle(widget)
    for _ in range(12):
        if widget.scene.zone_items.get("won:0") and widget.session.current_seat == 0:
            break
        if widget.session.current_seat == 0:
            legal = widget.session.state.legal_actions()
            takes = [a for a in legal if widget.session.state.action_record(a).kind == "capture"]
            perform(qtbot, widget, (takes or legal)[0])
        settle(widget)
    won = widget.scene.zone_items.get("won:0")
    assert won and widget.session.current_seat == 0 and widget.input_open
    widget._refresh_input()
    assert not any(item.dimmed for item in won)
    assert all(item.playable or not item.dimmed for item in widget.scene.zone_items["hand:0"])


def test_the_plates_show_the_bid_being_made(qtbot):
    """Three-handed Pinochle: the plates count chips, so a person could not see how far a
    bidder had come; after the trump each plate notes meld and card points so far, the
    bidder's against the bid, in place of the cards left."""
    from .table_driver import chosen_action, perform

    widget = make_table(qtbot, "pinochle", 3, seed=5)
    settle(widget)
    state = widget.session.state
    plates = widget.scene.plates
    assert all(plate.note.endswith("cards") for plate in plates.values())  # bidding
    for _ in range(60):
        if state.tricks_played >= 2 and widget.session.current_seat == 0:
            break
        if widget.session.current_seat == 0:
            perform(qtbot, widget, chosen_action(widget))
        settle(widget)
    assert state.tricks_played >= 2 and state.bidder >= 0
    for seat, plate in plates.items():
        points = state.deal_meld[seat] + state.deal_cards[seat]
        assert plate.note == (f"{points} of {state.bid}" if seat == state.bidder
                              else f"{points} this deal")
    assert plates[0].score == str(state.chips[0])  # the chips stay beside the name


def test_a_plate_counts_the_melds_its_seat_still_holds(qtbot):
    """Two-handed Pinochle keeps melds face up on the table until they are played: a plate
    counts them with the hand ("12 cards", not "9 cards" beside three melded cards), so in
    the second phase a seat whose cards all lie in its meld does not read "0 cards"."""
    from .table_driver import chosen_action, perform

    widget = make_table(qtbot, "pinochle", 2, seed=5)
    settle(widget)
    state = widget.session.state
    plates = widget.scene.plates
    seen_melds = 0
    for _ in range(200):
        if state.current_player < 0 or state.deals_finished:
            break
        for seat, plate in plates.items():
            held = len(state.hands[seat]) + len(state.melds[seat])
            assert plate.note == (f"{held} cards" if held != 1 else "1 card"), (seat, plate.note)
            seen_melds = max(seen_melds, len(state.melds[seat]))
        if widget.session.current_seat == 0:
            perform(qtbot, widget, chosen_action(widget))
        settle(widget)
    assert seen_melds >= 3


def _to_the_burial(qtbot, widget):
    from .table_driver import chosen_action, perform

    settle(widget)
    state = widget.session.state
    for _ in range(60):
        if len(state.buried) == 3:
            break
        if widget.session.current_seat == 0:
            perform(qtbot, widget, chosen_action(widget))
        settle(widget)
    assert len(state.buried) == 3
    return state


def test_the_bidder_clicks_the_buried_cards_to_see_them(qtbot):
    """Three-handed Pinochle: the cards a person buried lay face down with no way to see them
    again; clicked, the review shows them face up, to the bidder alone."""
    widget = make_table(qtbot, "pinochle", 3, seed=1)
    state = _to_the_burial(qtbot, widget)
    assert state.bidder == 0
    items = widget.scene.zone_items["buried"]
    assert len(items) == 3 and not any(it.shown for it in items)
    before = len(state.history)
    click_item(qtbot, widget, items[-1])
    assert widget.review.isVisible() and len(widget.review.cards) == 3
    assert widget.review.title.text() == "Buried: seen only by you"
    assert not widget.review.back_button.isVisible()
    assert len(state.history) == before  # the click played nothing
    QTest.mouseClick(widget.review, Qt.MouseButton.LeftButton)
    assert not widget.review.isVisible()


def test_another_players_buried_cards_stay_unseen(qtbot):
    widget = make_table(qtbot, "pinochle", 3, seed=3)
    state = _to_the_burial(qtbot, widget)
    assert state.bidder != 0
    items = widget.scene.zone_items["buried"]
    click_item(qtbot, widget, items[-1])
    assert not widget.review.isVisible()


def test_with_animations_off_the_next_deal_waits_behind_the_score_sheet(qtbot):
    """Animations off, the next deal's cards went into the hands as the deal's score sheet came
    up, under the badges of the deal just ended (16 cards on a hand of 11 or 12), and so they did
    at any speed when the window was resized while the sheet showed. The table behind the sheet
    now shows the deal's end; Next deal brings the new hands."""
    table = make_table(qtbot, "pinochle", 4, seed=21, options={"game": "1000"})
    play_deal(qtbot, table)
    scene = table.scene

    def at_place(zone):
        return [abs(it.pos().x() - p.x) < 1 and abs(it.pos().y() - p.y) < 1
                for it, p in zip(scene.zone_items[zone], scene.poses(zone))]

    hands = [f"hand:{s}" for s in range(4)]
    assert table.sheet.isVisible() and all(len(scene.zone_items[h]) >= 11 for h in hands)
    assert not any(any(at_place(h)) for h in hands)  # still on the won piles
    badges = {z: b.text for z, b in scene.badges.items()}
    table.resize(1200, 800)  # (a window made larger while the sheet shows placed the next deal)
    QApplication.processEvents()
    assert not any(any(at_place(h)) for h in hands)
    assert {z: b.text for z, b in scene.badges.items()} == badges
    QTest.mouseClick(table.sheet.next_button, Qt.MouseButton.LeftButton)
    settle(table)
    assert all(all(at_place(h)) for h in hands)


def test_the_score_sheet_fits_a_small_table(qtbot):
    """Four-handed Pinochle's sheet names each side ("Computer 2 + Computer 4"): in an 820×600
    window it was wider than the table and its right-hand column was cut off. Where it would
    not fit, a side's name takes two lines; in a large window one."""
    table = make_table(qtbot, "pinochle", 4, seed=21, size=(820, 600), options={"game": "1000"})
    play_deal(qtbot, table)
    sheet, view = table.sheet, table.view
    assert sheet.isVisible() and sheet.geometry().right() <= view.geometry().right()
    assert all("<br>" in label.text() for label, _ in sheet._headers)
    table.resize(1600, 1000)
    QApplication.processEvents()
    QTest.qWait(50)
    assert not any("<br>" in label.text() for label, _ in sheet._headers)
    assert view.geometry().contains(sheet.geometry())
