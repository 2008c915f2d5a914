"""A hand sorted for its owner (Preferences ▸ Sort my hand) runs as the game counts its cards:
Briscola's within each suit from the 2 to the ace (the 3 second strongest), Pishti's and Shithead's
by rank whatever the suit (Pishti's jacks last, Shithead's 2 after the ace), Pinochle's 9 to ace."""

from __future__ import annotations

from cardtable.app.plugins import registry
from cardtable.engine.layout import TableLayout
from cardtable.ui.table.scene import SUIT_ORDER
from cardtable.ui.table.tracker import tracker_rows

from .table_driver import chosen_action, make_table, perform, settle



def _hand(widget) -> list[str]:
    """The viewer's hand as the screen shows it, left to right (card codes)."""
    scene = widget.scene
    items = sorted(scene.zone_items[f"hand:{widget.viewer}"], key=lambda it: it.pos().x())
    return [scene.pack.cards[it.card].code for it in items]


def _rank(code: str) -> str:
    return code[:-1]


def _check_sorted(codes: list[str], ranks: tuple[str, ...], by_rank: bool) -> None:
    place = {r: i for i, r in enumerate(ranks)}
    keys = [(place[_rank(c)], SUIT_ORDER[c[-1]]) if by_rank else (c[-1], place[_rank(c)])
            for c in codes]
    if not by_rank:  # suits keep the table's colour order, each suit in one run
        suits = [c[-1] for c in codes]
        runs = [s for i, s in enumerate(suits) if i == 0 or suits[i - 1] != s]
        assert len(runs) == len(set(runs)), codes
        keys = [(runs.index(s), r) for s, r in keys]
    assert keys == sorted(keys), codes


def _hands_seen(qtbot, game: str, players: int, seed: int, moves: int) -> list[list[str]]:
    widget = make_table(qtbot, game, players, seed=seed)
    seen = []
    for _ in range(moves):
        settle(widget)
        if widget.session.is_over or widget.sheet.isVisible():
            break
        seen.append(_hand(widget))
        perform(qtbot, widget, chosen_action(widget))
    return seen


def test_briscola_hand_runs_from_the_two_to_the_ace_within_each_suit(qtbot):
    layout = registry().get("briscola").layout(2, {})
    assert layout.hand_ranks.index("3") > layout.hand_ranks.index("R")  # the 3 beats the king
    seen = _hands_seen(qtbot, "briscola", 2, seed=3, moves=12)
    assert len(seen) >= 10
    italian = tuple(r for r in layout.hand_ranks if r not in "JQK")
    for codes in seen:
        _check_sorted(codes, italian, by_rank=False)


def test_shithead_hand_is_sorted_by_rank_whatever_the_suit(qtbot):
    layout = registry().get("shithead").layout(4, {})
    assert layout.hand_by_rank and layout.hand_ranks[-1] == "2" and layout.hand_ranks[0] == "3"
    seen = _hands_seen(qtbot, "shithead", 4, seed=5, moves=25)
    assert any(len(h) >= 4 for h in seen)  # (a pile picked up makes a long hand)
    for codes in seen:
        _check_sorted(codes, layout.hand_ranks, by_rank=True)


def test_pishti_hand_groups_ranks_with_the_jacks_last(qtbot):
    layout = registry().get("pishti").layout(2, {})
    assert layout.hand_by_rank and layout.hand_ranks[-1] == "J"
    seen = _hands_seen(qtbot, "pishti", 2, seed=8, moves=10)
    assert len(seen) >= 8
    for codes in seen:
        _check_sorted(codes, layout.hand_ranks, by_rank=True)


def test_pinochle_hand_keeps_the_pack_order_nine_to_ace(qtbot):
    seen = _hands_seen(qtbot, "pinochle", 4, seed=2, moves=3)
    assert seen and len(seen[0]) == 12
    for codes in seen:
        _check_sorted(codes, ("9", "J", "Q", "K", "10", "A"), by_rank=False)


def test_an_unsorted_table_keeps_the_dealt_order(qtbot):
    widget = make_table(qtbot, "shithead", 2, seed=5)
    widget.sort_hand = False
    widget.start(widget.session)
    settle(widget)
    hand = widget.session.observation(widget.viewer).zones[f"hand:{widget.viewer}"]
    assert _hand(widget) == [widget.scene.pack.cards[c].code for c in hand]


def test_tracker_lists_each_suit_in_the_hand_order():
    pack = registry().get("briscola").pack_for_players({}, 2)
    layout = registry().get("briscola").layout(2, {})
    rows = tracker_rows(pack, set(), layout.hand_ranks)
    assert [text for text, _, _ in rows[0][2]] == ["2", "4", "5", "6", "7", "8", "9", "10", "3", "1"]


def test_ranks_left_unlisted_follow_in_the_pack_order():
    layout = TableLayout(hand_ranks=("K",))
    pack = registry().get("pishti").pack_for_players({}, 2)
    rows = tracker_rows(pack, set(), layout.hand_ranks)
    assert [text for text, _, _ in rows[0][2]][:3] == ["K", "A", "2"]
