"""The game log's lines for notes, new deals and scores (melds, pishtis, deal results)."""

from __future__ import annotations

import re

from cardtable.engine.events import BURN, DEAL, MESSAGE, MOVE, SCORE, TRICK_WON, Event
from cardtable.ui.table.event_log import event_lines

from .table_driver import make_table, settle

NAMES = ["You", "Computer 2", "Computer 3", "Computer 4"]


def _lines(events):
    return event_lines(events, NAMES, lambda seat: seat % 2, lambda n: f"-- Deal {n} --")


def test_a_seats_melds_make_one_line_and_partners_melds_stay_apart():
    events = [Event(SCORE, seat=1, value=40, text="royal marriage", data=(("side", 1),)),
              Event(SCORE, seat=1, value=40, text="pinochle", data=(("side", 1),)),
              Event(MOVE, (1, 2), "hand:1", "meld:1", True, 1),
              Event(SCORE, seat=3, value=40, text="pinochle", data=(("side", 1),)),
              Event(MOVE, (3,), "hand:3", "meld:3", True, 3)]
    assert _lines(events) == ["Computer 2: royal marriage +40, pinochle +40",
                              "Computer 4: pinochle +40"]


def test_a_sides_score_emitted_for_every_partner_is_written_once():
    shared = (("shared", 1),)
    events = [Event(SCORE, seat=0, value=250, text="deal", data=(("side", 0),) + shared),
              Event(SCORE, seat=2, value=250, text="deal", data=(("side", 0),) + shared),
              Event(SCORE, seat=1, value=-20, text="deal", data=(("side", 1),) + shared),
              Event(SCORE, seat=3, value=-20, text="deal", data=(("side", 1),) + shared)]
    assert _lines(events) == ["You & Computer 3: deal +250", "Computer 2 & Computer 4: deal -20"]


def test_the_same_meld_of_two_partners_in_a_row_is_written_for_each():
    """The dealer's partner showed the dix it exchanged, then the next seat melds its own."""
    events = [Event(SCORE, seat=3, value=10, text="dix", data=(("side", 1),)),
              Event(SCORE, seat=1, value=10, text="dix", data=(("side", 1),))]
    assert _lines(events) == ["Computer 4: dix +10", "Computer 2: dix +10"]


def test_two_equal_melds_of_one_seat_are_both_written():
    events = [Event(SCORE, seat=2, value=20, text="marriage", data=(("side", 0),)),
              Event(SCORE, seat=2, value=20, text="marriage", data=(("side", 0),))]
    assert _lines(events) == ["Computer 3: marriage +20, marriage +20"]


def test_notes_and_deals_keep_their_place_among_the_scores():
    events = [Event(SCORE, seat=0, value=10, text="pishti"),
              Event(MESSAGE, text="The direction of play reverses"),
              Event(DEAL, value=2, seat=1),
              Event(SCORE, seat=1, value=0, text="nothing")]
    assert _lines(events) == ["You: pishti +10", "The direction of play reverses", "-- Deal 2 --"]


def test_a_won_trick_says_who_won_it_and_its_points():
    events = [Event(TRICK_WON, (1, 2, 3, 4), "trick", "won:2", False, 2, value=14),
              Event(MOVE, (5,), "stock", "hand:2", False, 2)]
    assert _lines(events) == ["Computer 3 wins the trick, 14 points"]
    assert _lines([Event(TRICK_WON, (1, 2), "trick", "won:0", False, 0)]) == [
        "You wins the trick"]  # a seat the table does not call "You" by the rules' word
    assert _lines([Event(TRICK_WON, (1, 2), "pile", "won:0", False, 0, value=1)]) == [
        "You takes 2 cards, 1 point"]  # not "1 points"


def test_your_own_trick_and_capture_are_said_to_you():
    """The seat the table calls "You" reads its tricks in the second person ("You: wins the
    trick" before)."""
    def lines(events):
        return event_lines(events, NAMES, lambda seat: seat % 2, str, you=0)
    assert lines([Event(TRICK_WON, (1, 2), "trick", "won:0", False, 0, value=11)]) == [
        "You win the trick, 11 points"]
    assert lines([Event(TRICK_WON, (1, 2, 3), "pile", "won:0", False, 0)]) == [
        "You take 3 cards"]
    assert lines([Event(TRICK_WON, (1, 2), "trick", "won:1", False, 1)]) == [
        "Computer 2 wins the trick"]


def test_a_capture_counts_every_card_taken_and_a_pishti_follows_it():
    """Bluff Pishti splits a capture by who saw the cards: the line counts them all."""
    events = [Event(MOVE, (7,), "pile", "won:1", False, 1),
              Event(TRICK_WON, (8, 9), "pile", "won:1", False, 1, value=2),
              Event(SCORE, seat=1, value=10, text="pishti", data=(("side", 1),))]
    assert _lines(events) == ["Computer 2 takes 3 cards, 2 points", "Computer 2: pishti +10"]


def test_a_burned_pile_is_written():
    assert _lines([Event(BURN, (1, 2, 3), "pile", "burned", False, 2)]) == ["The pile is burned"]
    assert _lines([Event(BURN, (1,), "pile", "burned", False, 2, text="ten")]) == [
        "The pile is burned (ten)"]


def test_a_note_names_the_seat_it_is_about():
    """Event data keep seats as numbers (events are plain JSON); the log reads them as names."""
    events = [Event(MESSAGE, seat=1, text="{seat:C} is out", data=(("seat", 2),))]
    assert _lines(events) == ["Seat 2 is out"]
    from cardtable.engine.i18n import named_seats
    with named_seats(NAMES):
        assert _lines(events) == ["Computer 2 is out"]


def test_the_partnership_melds_reach_the_game_log(qtbot):
    """Four-handed Pinochle melds by itself as play begins: each seat's melds are written."""
    widget = make_table(qtbot, "pinochle", 4, seed=3)
    settle(widget)
    lines = [widget.log.item(i).text() for i in range(widget.log.count())]
    state = widget.session.state
    melded = [s for s in range(4) if state.shown_melds[s]]
    assert melded
    for seat in melded:
        name = widget.scene.plates[seat].name
        kinds = [kind for kind, _, _ in state.shown_melds[seat]]
        line = next(x for x in lines if x.startswith(f"{name}: ") and " +" in x)
        assert line.count(" +") == len(kinds), (line, kinds)


def test_naming_trumps_is_written_once_with_the_suits_name(qtbot):
    """Three-handed Pinochle: the bidder's "names Diamonds trumps" is the line (its "Trumps: D"
    note once read as a code, then repeated the move as "Trumps: Diamonds")."""
    widget = make_table(qtbot, "pinochle", 3, seed=5)
    session = widget.session
    while not session.state.trump:
        if session.human_to_move:
            from .table_driver import perform
            perform(qtbot, widget, "pass" if "pass" in session.state.legal_actions()
                    else session.state.legal_actions()[0])
        settle(widget)
    settle(widget)
    lines = [widget.log.item(i).text() for i in range(widget.log.count())]
    named = [m.group(1) for x in lines if (m := re.search(r" names? (\w+ trumps)$", x))]
    assert len(named) == 1, lines
    assert named[0] in ("Spades trumps", "Hearts trumps", "Diamonds trumps",
                                            "Clubs trumps"), named
    assert not any(x.startswith("Trumps: ") for x in lines), lines


def _shithead_until_play(seed):
    import random

    from cardtable.ai.levels import make_agent
    from cardtable.engine.agent import Decision
    from cardtable.games.shithead import GAME

    state = GAME.new_state(3, seed=seed)
    agents = [make_agent(GAME, s, "greedy") for s in range(3)]
    events = []
    while not state.legal_actions()[0].startswith("play"):
        p = state.current_player
        action = agents[p].choose(Decision(state, p, state.legal_actions(), random.Random(0)))
        events += state.apply_with_events(action, masked=False)
    return state, events


def test_who_starts_with_a_card_dealt_face_up_is_written_with_the_card():
    """Shithead's start rule: the lowest card dealt face up starts, shown to all; it said nothing
    in the log (the note's card was a code and notes of shown cards were not written)."""
    state, events = _shithead_until_play(1)
    name = lambda c: state.pack.card(c).display_name()  # noqa: E731
    lines = _lines(events)
    assert not any("starts" in x for x in lines)  # without card names the note is left out
    lines = event_lines(events, NAMES, lambda s: s, str, name)
    assert "Seat 3 was dealt Three of Clubs face up and starts" in lines
    from cardtable.engine.i18n import named_seats
    with named_seats(NAMES):
        lines = event_lines(events, NAMES, lambda s: s, str, name)
    assert "Computer 3 was dealt Three of Clubs face up and starts" in lines


def test_a_shown_starting_card_is_written_once(qtbot):
    """A player who shows a card from the hand to start: the action's line says it; the shown
    card's event adds no second line."""
    state, events = _shithead_until_play(0)
    shown = [e for e in events if e.kind == "reveal"]
    lines = event_lines(events, NAMES, lambda s: s, str, lambda c: state.pack.card(c).display_name())
    assert not any("starts" in x for x in lines)
    assert all(not e.text for e in shown)


def test_the_table_writes_who_starts_shithead(qtbot):
    from .table_driver import perform

    widget = make_table(qtbot, "shithead", 3, seed=1)
    settle(widget)
    for _ in range(12):  # the person swaps nothing and clicks Ready; the computers follow
        state = widget.session.state
        if state.legal_actions()[0].startswith("play"):
            break
        if state.current_player == widget.viewer:
            perform(qtbot, widget, "ready")
        settle(widget)
    lines = [widget.log.item(i).text() for i in range(widget.log.count())]
    assert any(x.endswith("was dealt Three of Clubs face up and starts") for x in lines), lines


def test_the_same_line_again_counts_up_on_the_last_one(qtbot):
    """Three-handed Pinochle: the bidder buries three cards, one action each; the log said
    "Computer 3: buries a card" three times, it now says it once, "(×3)"."""
    from .table_driver import perform

    widget = make_table(qtbot, "pinochle", 3, seed=11)
    settle(widget)
    assert widget.session.state.current_player == widget.viewer
    perform(qtbot, widget, "pass")
    settle(widget)
    lines = [widget.log.item(i).text() for i in range(widget.log.count())]
    buried = [x for x in lines if "buries" in x]
    assert buried == ["Computer 3 buries a card (×3)"], lines
    assert len(lines) == len(set(lines))


def test_the_table_writes_that_the_dealer_takes_a_jack_at_the_bottom(qtbot):
    """Pishti's bottom-card rule: a jack turned up at the bottom of the stock goes to the dealer's
    captured cards at once; the log says so (a face-down captured card appeared unexplained)."""
    widget = make_table(qtbot, "pishti", 2, seed=5)  # this deal turns up a jack at the bottom
    settle(widget)
    won = widget.session.observation(0).zones["won:0"]
    assert len(won) == 1
    name = widget.scene.pack.card(won[0]).display_name()
    lines = [widget.log.item(i).text() for i in range(widget.log.count())]
    assert f"You take {name}, the bottom card of the stock (a jack there goes to the dealer)" \
        in lines, lines


def test_the_widow_shown_to_everyone_is_written_with_its_cards(qtbot):
    """Three-handed Pinochle: the bidder shows the widow to all before taking it; the log said
    nothing of it (the cards turned over and were gone)."""
    from .table_driver import chosen_action, perform

    widget = make_table(qtbot, "pinochle", 3, seed=1)
    state = widget.session.state
    for _ in range(12):
        settle(widget)
        if state.widow_ids:
            break
        perform(qtbot, widget, chosen_action(widget))
    settle(widget)
    assert state.widow_ids, "the widow was never shown in this deal"
    names = ", ".join(state.pack.card(c).display_name() for c in state.widow_ids)
    lines = [widget.log.item(i).text() for i in range(widget.log.count())]
    assert f"The widow: {names}" in lines, lines


def test_the_log_says_you_were_dealt_the_starting_three(qtbot):
    """Shithead, deal 8 at four: the person was dealt the three that starts; the log says it to
    them ("You was dealt … and starts" before)."""
    from .table_driver import perform

    widget = make_table(qtbot, "shithead", 4, seed=8)
    settle(widget)
    while widget.session.current_seat == 0 and "ready" in widget.session.state.legal_actions():
        perform(qtbot, widget, "ready")
        settle(widget)
    lines = [widget.log.item(i).text() for i in range(widget.log.count())]
    assert any(x.startswith("You were dealt ") and x.endswith(" face up and start")
               for x in lines), lines
    assert not any("You was" in x or "You is" in x for x in lines)


def _log(widget):
    return [widget.log.item(i).text() for i in range(widget.log.count())]


def _first_moves(qtbot, widget):
    """The log after the person's first legal move and the computer's answer (or lead)."""
    from .table_driver import perform

    settle(widget)
    for _ in range(2):
        if widget.session.current_seat == 0:
            perform(qtbot, widget, widget.session.state.legal_actions()[0])
        settle(widget)
    return _log(widget)


def test_your_moves_are_said_to_you_and_the_others_moves_name_them(qtbot):
    """Briscola: the person's card reads "You play …" and a computer's "Computer 2 plays …"
    (it read "You: plays …", a verb that did not agree with its subject)."""
    widget = make_table(qtbot, "briscola", 2, seed=3)
    lines = _first_moves(qtbot, widget)
    mine = [x for x in lines if x.startswith("You ")]
    theirs = [x for x in lines if x.startswith("Computer 2 plays ")]
    assert any(x.startswith("You play ") for x in mine), lines
    assert theirs, lines
    assert not any(": plays" in x or x.startswith("You plays") for x in lines), lines


def test_a_game_and_its_pickups_are_said_to_you(qtbot):
    """Shithead: "You are ready", and a pile picked up is "You pick up the pile (…)"."""
    from .table_driver import perform

    widget = make_table(qtbot, "shithead", 2, seed=2)
    settle(widget)
    perform(qtbot, widget, "ready")
    settle(widget)
    state = widget.session.state
    for _ in range(40):
        if state.is_terminal or any(x.startswith("You pick up the pile") for x in _log(widget)):
            break
        if widget.session.current_seat == 0:
            legal = state.legal_actions()
            pickup = [a for a in legal if a.startswith("pickup")]
            perform(qtbot, widget, pickup[0] if pickup else legal[0])
        settle(widget)
    lines = _log(widget)
    assert "You are ready" in lines, lines
    assert any(x.startswith("You pick up the pile (") for x in lines), lines


def test_a_player_with_a_name_reads_their_moves_under_it(qtbot):
    """A person who gave their name is called by it on the plate, and so in the log."""
    from .table_driver import perform

    widget = make_table(qtbot, "briscola", 2, seed=3, name="Anna")
    settle(widget)
    perform(qtbot, widget, widget.session.state.legal_actions()[0])
    settle(widget)
    lines = _log(widget)
    assert any(x.startswith("Anna plays ") for x in lines), lines
    assert not any(x.startswith("You ") for x in lines), lines


def test_your_lines_are_tinted_and_a_deals_first_line_is_bold(qtbot):
    """The log sets apart what is about the person (their moves, their tricks) and where a deal
    begins; the other lines keep the list's colour."""
    from PySide6.QtCore import Qt

    from cardtable.ui.table.widget import YOUR_LINES

    from .table_driver import perform

    widget = make_table(qtbot, "briscola", 2, seed=8)
    settle(widget)
    for _ in range(6):
        if widget.session.current_seat == 0:
            perform(qtbot, widget, widget.session.state.legal_actions()[0])
        settle(widget)
    items = [widget.log.item(i) for i in range(widget.log.count())]
    yours = [it for it in items if it.text().startswith("You ")]
    theirs = [it for it in items if it.text().startswith("Computer 2 ")]
    assert yours and theirs
    assert all(it.foreground().color() == YOUR_LINES for it in yours)
    assert all(it.foreground().style() == Qt.BrushStyle.NoBrush for it in theirs)
    deal = [it for it in items if it.text().startswith("— Deal")]
    assert deal and all(it.font().bold() for it in deal)
    assert not any(it.font().bold() for it in yours + theirs)


def test_a_game_from_the_new_game_dialog_says_your_moves_to_you(qtbot):
    """The New Game dialog writes the person's default name, "You", into the seat: the table
    took it for a name of their own, and the log read "You plays …" (and "You is out")."""
    from PySide6.QtWidgets import QWidget

    from cardtable.ui.dialogs.seat_editor import SeatRow

    host = QWidget()
    qtbot.addWidget(host)
    assert SeatRow(0, host).spec().name == ""  # the dialog now leaves the default name out
    widget = make_table(qtbot, "briscola", 2, seed=3, name="You")
    lines = _first_moves(qtbot, widget)
    assert any(x.startswith("You play ") for x in lines), lines
    assert not any(x.startswith("You plays ") for x in lines), lines


def test_a_move_without_a_sentence_for_you_keeps_the_colon(qtbot, monkeypatch):
    """A game from another package may not register what the log says to the mover: the
    person's line keeps the name and a colon ("You: plays …"), never "You plays …"."""
    from cardtable.engine import i18n

    monkeypatch.delitem(i18n._YOU_FORM, "plays {card}")
    widget = make_table(qtbot, "briscola", 2, seed=3)
    lines = _first_moves(qtbot, widget)
    assert any(x.startswith("You: plays ") for x in lines), lines
    assert any(x.startswith("Computer 2 plays ") for x in lines), lines
    assert not any(x.startswith("You plays ") for x in lines), lines
