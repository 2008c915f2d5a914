"""The card tracker (Settings ▸ Cards Played, C): the pack by suit, the cards seen leaving play
this deal struck through; only in games that keep taken cards out of play."""

from __future__ import annotations

from dataclasses import replace

from cardtable.app.plugins import registry
from cardtable.engine.events import DEAL, HIDDEN, MOVE, TRICK_WON
from cardtable.ui.table.tracker import tracker_rows

from .app_driver import QUIET, make_window, setup, wait_for_turn
from .table_driver import chosen_action, make_table, perform, play_deal, settle


def _played(widget) -> set[int]:
    """The cards the viewer saw go to the trick or a won pile this deal (session events)."""
    out: set[int] = set()
    for step in widget.session.steps:
        for e in step.events_for(widget.viewer):
            if e.kind == DEAL:
                out.clear()
            elif e.kind in (MOVE, TRICK_WON) and (e.dst == "trick" or e.dst.startswith("won:")):
                out.update(c for c in e.cards if c != HIDDEN)
    return out


def _gone(widget) -> int:
    return sum(gone for _, _, cells in widget.tracker.rows for _, _, gone in cells)


def test_rows_count_each_face_and_its_copies_out():
    game = registry().get("pinochle")
    pack = game.pack_for_players({}, 4)  # 48 cards: every face twice
    ace_spades = [i for i, c in enumerate(pack.cards) if c.code == "AS"]
    rows = tracker_rows(pack, {ace_spades[0]})
    assert [suit for suit, _, _ in rows] == ["S", "H", "C", "D"]  # as a sorted hand
    spades = dict((text, (copies, gone)) for text, copies, gone in rows[0][2])
    assert spades["A"] == (2, 1) and spades["9"] == (2, 0) and len(spades) == 6


def test_italian_cards_are_numbered_as_their_corners():
    pack = registry().get("briscola").pack_for_players({}, 2)
    rows = tracker_rows(pack, set())
    assert [text for text, _, _ in rows[0][2]] == [str(n) for n in range(1, 11)]


def test_the_tracker_follows_the_cards_played(qtbot):
    widget = make_table(qtbot, "briscola", 2, seed=12)
    assert widget.tracker.isHidden()  # off unless asked for
    widget.set_tracker(True)
    assert widget.tracker.isVisible() and _gone(widget) == 0
    for _ in range(7):
        settle(widget)
        perform(qtbot, widget, chosen_action(widget))
    settle(widget)
    played = _played(widget)
    assert len(played) >= 7 and _gone(widget) == len(played)
    text = widget.tracker.text()
    assert "<s>" in text and "Cards played" in text
    trump = widget.session.observation(0).public["trump_suit"]  # Briscola: marked
    rows = text.split("<tr")[1:]
    marked = [i for i, row in enumerate(rows) if "background-color" in row.split(">")[0]]
    assert marked == [[suit for suit, _, _ in widget.tracker.rows].index(trump)]


def test_a_new_deal_starts_a_clean_tracker(qtbot):
    widget = make_table(qtbot, "briscola", 2, seed=12, options={"match": "best-of-3"})
    widget.set_tracker(True)
    play_deal(qtbot, widget)
    assert _gone(widget) == 40
    widget.sheet.next_button.click()
    settle(widget)
    assert _gone(widget) == len(_played(widget)) < 40


def test_shithead_tracker_strikes_the_pile_and_the_burned_cards_not_those_picked_up(qtbot):
    """Shithead: which 10s and 2s have gone is what a player counts. The tracker strikes the
    cards on the pile and the burned ones; a pile picked up is in play again (it was offered
    only where every card taken stays out)."""
    widget = make_table(qtbot, "shithead", 3, seed=5)
    widget.set_tracker(True)
    assert widget.tracker.isVisible()
    picked = burned = False
    for _ in range(300):
        settle(widget)
        if widget.session.is_over or widget.sheet.isVisible():
            break
        zones = widget.scene.model.zones
        picked = picked or any(s.action == "pickup" for s in widget.session.steps)
        burned = bool(zones.get("burned"))
        if picked and burned:
            break
        perform(qtbot, widget, chosen_action(widget))
    assert picked and burned
    zones = widget.scene.model.zones
    gone = {c for z in ("pile", "burned") for c, _ in zones.get(z, []) if c != HIDDEN}
    assert widget.scene.out_cards == gone
    assert _gone(widget) == len(gone)


def test_settings_cards_played_toggles_the_tracker_and_keeps_it(qtbot):
    window = make_window(qtbot, replace(QUIET, card_tracker=False))
    window.start_game(setup("pishti", "human,ai:greedy", 2, seed=3), ai="inline")
    assert wait_for_turn(qtbot, window) == "input"
    assert window.table.tracker.isHidden() and not window.tracker_action.isChecked()
    window.tracker_action.trigger()
    assert window.table.tracker.isVisible() and window.settings.card_tracker
    assert window.tracker_action.isChecked()
    window.tracker_action.trigger()
    assert window.table.tracker.isHidden() and not window.settings.card_tracker
    assert window.tracker_action.shortcut().toString() == "C"


def test_the_tracker_shows_the_new_games_pack_from_its_first_turn(qtbot):
    """Issue 55: it kept the last game's cards when a new game started, and was empty during
    the Shithead swap and the Pinochle auction (no card had left play yet)."""
    window = make_window(qtbot, replace(QUIET, card_tracker=True))
    window.start_game(setup("briscola", "human,ai:greedy", 2, seed=12), ai="inline")
    for _ in range(4):
        wait_for_turn(qtbot, window)
        perform(qtbot, window.table, chosen_action(window.table))
    wait_for_turn(qtbot, window)
    assert _gone(window.table) > 0
    for game, seats, players in (("briscola", "human,ai:greedy", 2),
                                 ("shithead", "human,ai:greedy", 2),
                                 ("pinochle", "human,ai:greedy,ai:greedy", 3)):
        window.start_game(setup(game, seats, players, seed=3), ai="inline")
        wait_for_turn(qtbot, window)
        tracker = window.table.tracker
        assert tracker.isVisible(), game
        pack = window.table.scene.pack
        cells = sum(len(cells) for _, _, cells in tracker.rows)
        assert cells and "Cards played" in tracker.text(), game
        assert _gone(window.table) == len(window.table.scene.out_cards), game
        assert sum(c for _, _, cs in tracker.rows for _, c, _ in cs) == \
            sum(1 for c in pack.cards if not c.is_joker), game
