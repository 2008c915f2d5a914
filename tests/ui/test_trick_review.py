"""The review of the deal's tricks (L, "Last trick"): the last one first, the earlier ones with
◀ ▶ or ← →, each as the viewer saw it; kept across an undo, emptied by a new deal."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from cardtable.engine.events import DEAL, HIDDEN, MOVE, TRICK_WON

from .table_driver import chosen_action, make_table, perform, play_deal, settle


def _tricks(widget) -> list[tuple[int, list[int]]]:
    """The deal's tricks from the session: (winner, cards), as the viewer's events say."""
    tricks: list[tuple[int, list[int]]] = []
    for step in widget.session.steps:
        for e in step.events_for(widget.viewer):
            if e.kind == DEAL:
                tricks.clear()
            elif e.kind == TRICK_WON:
                tricks.append((e.seat, list(e.cards)))
    return tricks


def _shown_cards(widget) -> int:
    return sum(1 for w in widget.review.cards if isinstance(w, QLabel) and w.pixmap() is not None)


def _play_tricks(qtbot, widget, n: int) -> None:
    while len(_tricks(widget)) < n:
        settle(widget)
        perform(qtbot, widget, chosen_action(widget))
    settle(widget)


def _taken_by(widget, seat):
    return "Taken by you" if seat == 0 else f"Taken by {widget.scene.plates[seat].name}"


def test_the_review_steps_back_through_the_deals_tricks(qtbot):
    widget = make_table(qtbot, "briscola", 2, seed=12)
    _play_tricks(qtbot, widget, 4)
    tricks = _tricks(widget)
    assert widget.scene.gathers == tricks  # every trick, in order, as the table showed it
    assert widget.show_gather(-1)
    review = widget.review
    assert review.isVisible() and widget.review_index == len(tricks) - 1
    assert review.position.text() == f"{len(tricks)} of {len(tricks)}"
    assert review.back_button.isEnabled() and not review.forward_button.isEnabled()
    qtbot.mouseClick(review.back_button, Qt.MouseButton.LeftButton)
    assert widget.review_index == len(tricks) - 2 and review.isVisible()
    assert review.position.text() == f"{len(tricks) - 1} of {len(tricks)}"
    for label in review.cards:  # the panel grew round the new cards (they were squeezed)
        assert label.isVisible() and label.width() >= label.pixmap().width() / label.pixmap().devicePixelRatio()
    winner = tricks[-2][0]
    assert review.title.text() == _taken_by(widget, winner)
    assert _shown_cards(widget) == 2
    for _ in range(10):  # ← stops at the first trick
        qtbot.keyClick(widget.view, Qt.Key.Key_Left)
    assert widget.review_index == 0 and not review.back_button.isEnabled()
    qtbot.keyClick(widget.view, Qt.Key.Key_Right)
    assert widget.review_index == 1 and review.forward_button.isEnabled()
    qtbot.keyClick(widget.view, Qt.Key.Key_Escape)
    assert not review.isVisible()


def test_an_undo_keeps_the_tricks_of_the_deal(qtbot):
    widget = make_table(qtbot, "briscola", 2, seed=12)
    _play_tricks(qtbot, widget, 3)
    settle(widget)
    before = _tricks(widget)
    assert widget.session.undo()
    widget.restart_after_undo()
    settle(widget)
    assert widget.scene.gathers == _tricks(widget) and len(widget.scene.gathers) >= len(before) - 1
    assert widget.last_trick_button.isEnabled() and widget.show_gather(-1)


def test_a_new_deal_starts_an_empty_review(qtbot):
    widget = make_table(qtbot, "briscola", 2, seed=12, options={"match": "best-of-3"})
    play_deal(qtbot, widget)
    assert widget.sheet.isVisible() and len(widget.scene.gathers) == 20
    widget.sheet.next_button.click()
    settle(widget)
    assert widget.scene.gathers == _tricks(widget)
    assert len(widget.scene.gathers) < 20
    assert widget.last_trick_button.isEnabled() == bool(widget.scene.gathers)


def test_a_pishti_capture_is_one_review_with_every_card_taken(qtbot):
    """A capture of the first pile comes as several events (the cards nobody saw apart): the
    review shows it once, whole (it showed two captures, one of them partial)."""
    widget = make_table(qtbot, "pishti", 2, seed=3)
    _play_tricks(qtbot, widget, 2)
    captures: list[list[int]] = []
    for step in widget.session.steps:
        run: list[int] = []
        for e in step.events_for(widget.viewer):
            if e.kind in (MOVE, TRICK_WON) and e.src == "pile" and e.dst.startswith("won"):
                run.extend(e.cards)  # cards never seen are shown as backs (issue 55)
                if e.kind == TRICK_WON:
                    captures.append(run)
                    run = []
    assert len(captures) == 2 and len(captures[0]) >= 2  # the centre's top card and the capturer
    assert HIDDEN in captures[0]  # the first pile's face-down cards, taken unseen
    assert [sorted(c) for _, c in widget.scene.gathers] == [sorted(c) for c in captures]
    assert widget.show_gather(0) and _shown_cards(widget) == len(captures[0])


def test_each_card_of_a_trick_names_who_played_it(qtbot):
    """Four-handed Briscola: under each card of a reviewed trick, its player's name, in the
    order the trick was played (the log's order)."""
    widget = make_table(qtbot, "briscola", 4, seed=12)
    _play_tricks(qtbot, widget, 3)
    first_trick_plays = []
    for step in widget.session.steps:
        if step.action.startswith("play"):
            first_trick_plays.append(step.seat)
        if any(e.kind == TRICK_WON for e in step.events):
            break
    assert widget.show_gather(0)
    names = [c.text() for c in widget.review.captions]
    assert widget.show_gather(2) and len(widget.review.captions) == 4  # the last card too (it was
    # played from a hidden hand in the step that took the trick)
    assert names == [widget.scene.plates[s].name for s in first_trick_plays]
    assert len(set(names)) == 4


def test_a_shithead_pile_picked_up_is_cards_taken_with_its_players(qtbot):
    """Shithead: which cards went into whose hand is what a player remembers. "Last cards
    taken" was never enabled there (a pile picked up was not counted as taken); it now shows
    the pile picked up, who took it, and who played each of its cards."""
    widget = make_table(qtbot, "shithead", 3, seed=4)
    assert not widget.last_trick_button.isEnabled()
    pickups: list[tuple[int, list[int]]] = []
    plays: dict[int, int] = {}
    for _ in range(200):
        settle(widget)
        if widget.session.is_over or widget.sheet.isVisible():
            break
        pickups = []
        for step in widget.session.steps:
            for e in step.events_for(widget.viewer):
                if e.kind == MOVE and e.dst == "pile" and e.seat >= 0:
                    plays.update((c, e.seat) for c in e.cards)
                if e.kind == MOVE and e.src == "pile" and e.dst.startswith("hand:"):
                    pickups.append((int(e.dst.split(":")[1]), list(e.cards)))
        if len(pickups) >= 2:
            break
        perform(qtbot, widget, chosen_action(widget))
    assert len(pickups) >= 2, "no pile was picked up"
    assert [(s, sorted(c)) for s, c in widget.scene.gathers] == [(s, sorted(c)) for s, c in pickups]
    assert widget.last_trick_button.isEnabled()
    assert widget.last_trick_button.text() == "Last cards taken"
    seat, cards = pickups[-1]
    assert widget.show_gather(-1) and _shown_cards(widget) == len(cards)
    assert widget.review.title.text() == _taken_by(widget, seat)
    names = [c.text() for c in widget.review.captions]
    assert names == [widget.scene.plates[plays[c]].name for c in widget.scene.gathers[-1][1]]


def test_a_trick_you_took_is_titled_for_you(qtbot):
    """The review's title said "Taken by You" (the plate's name) for the person's own trick."""
    widget = make_table(qtbot, "briscola", 2, seed=12)
    _play_tricks(qtbot, widget, 4)
    mine = [i for i, (seat, _cards) in enumerate(_tricks(widget)) if seat == 0]
    assert mine, "the person took no trick in four"
    widget.show_gather(mine[-1] - len(_tricks(widget)))
    assert widget.review.title.text() == "Taken by you"


def test_the_review_fits_a_narrow_table_and_cuts_nothing_off(qtbot):
    """Issue 55: the three-handed Pinochle "Buried: seen only by …" review was clipped; a long
    title wraps and the cards shrink until the panel fits the view."""
    from PySide6.QtGui import QColor, QPixmap
    from PySide6.QtWidgets import QWidget

    from cardtable.ui.table.review import MARGIN, ReviewPanel

    host = QWidget()
    qtbot.addWidget(host)
    host.resize(520, 400)
    host.show()
    panel = ReviewPanel(host)
    cards = []
    for _ in range(3):
        pix = QPixmap(150, 225)
        pix.fill(QColor("white"))
        cards.append(pix)
    title = "Vergrabene Karten: nur von Computer 3 gesehen, niemand sonst kennt sie"
    panel.show_cards(title, cards)
    assert panel.x() >= MARGIN and panel.x() + panel.width() <= host.width() - MARGIN + 1
    assert panel.title.text() == title
    lines = panel.title.heightForWidth(panel.title.width()) // panel.title.fontMetrics().height()
    assert panel.title.wordWrap() and lines >= 2  # wrapped, not cut
    assert all(label.pixmap().width() < 150 for label in panel.cards)
    panel.show_cards("Taken by you", cards[:1])  # room enough: as it was
    assert not panel.title.wordWrap() and panel.cards[0].pixmap().width() == 150


def test_an_accepted_bluff_capture_is_reviewed(qtbot):
    """Issue 55: in Bluff Pishti the review of a capture made by an accepted bluff was empty
    (the face-down card is unknown to the other side, and the face-up card under it moved in a
    run of its own). It shows both: the face-up card, and the bluff as a back to a seat that
    never saw it."""
    from cardtable.engine.events import HIDDEN
    from .table_driver import chosen_action, make_table, perform, settle

    found = None
    for seed in range(1, 40):
        widget = make_table(qtbot, "pishti", 2, options={"bluff": True}, seed=seed)
        for _ in range(80):
            settle(widget)
            s = widget.session
            if widget.sheet.isVisible() or s.is_over:
                break
            history = s.state.history
            if history and history[-1] == "accept" and not widget.scene.timeline.busy:
                found = (widget, s.steps[-1].seat)  # (who accepted: the other claimed)
                break
            perform(qtbot, widget, chosen_action(widget))
        else:
            continue
        if found:
            break
    assert found, "no accepted bluff in 40 deals"
    widget, accepter = found
    seat, cards = widget.last_gather
    assert seat is not None and seat != accepter
    assert len(cards) >= 2, cards
    if seat != widget.viewer:  # the person accepted: the bluff card is a back to them
        assert HIDDEN in cards and any(c != HIDDEN for c in cards)
    else:
        assert HIDDEN not in cards
    assert widget.show_last_trick() is None and widget.review.isVisible()
    assert len(widget.review.cards) == len(cards)
