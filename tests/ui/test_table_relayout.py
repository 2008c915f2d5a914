"""A re-lay of the table (a resize) keeps what the name plates say: scores and whose turn."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from cardtable.app.game_setup import GameSetup, parse_seats
from cardtable.ui import app as uiapp

from .app_driver import make_window
from .table_driver import make_table, settle


def test_a_resize_keeps_the_plates_scores_and_the_turn(qtbot):
    window = make_window(qtbot)
    setup = GameSetup("briscola", 4, seats=parse_seats("human,ai:greedy", 4), seed=5)
    uiapp._play_moves(window, setup, 11)
    scene = window.table.scene
    qtbot.waitUntil(lambda: not scene.timeline.busy, timeout=5000)
    before = {s: (p.score, p.to_move) for s, p in scene.plates.items()}
    assert any(score not in ("", "0") for score, _ in before.values())
    assert any(to_move for _, to_move in before.values())
    window.resize(900, 640)
    qtbot.wait(50)
    window.resize(1500, 950)
    qtbot.waitUntil(lambda: not scene.timeline.busy, timeout=5000)
    assert {s: (p.score, p.to_move) for s, p in scene.plates.items()} == before


def _card_shapes(scene):
    from cardtable.ui.table.card_item import CardItem
    return [it.mapToScene(it.shape()) for it in scene.items() if isinstance(it, CardItem)
            and it.isVisible()]


@pytest.mark.parametrize("game,players,moves", [
    ("briscola", 6, 14), ("shithead", 6, 30), ("pinochle", 8, 60), ("pishti", 4, 20),
    ("briscola", 4, 9), ("shithead", 5, 30)])
def test_name_plates_cover_no_card(qtbot, game, players, moves):
    """A seat's plate sits next to its own cards: on a crowded table (six or eight seats) it
    moves toward the middle or behind the hand rather than over a neighbour's pile."""
    window = make_window(qtbot, size=(1280, 800))
    setup = GameSetup(game, players, seats=parse_seats("human,ai:greedy", players), seed=4)
    uiapp._play_moves(window, setup, moves)
    scene = window.table.scene
    qtbot.waitUntil(lambda: not scene.timeline.busy, timeout=5000)
    cards = _card_shapes(scene)
    assert len(cards) > 10
    for seat, plate in scene.plates.items():
        box = plate.scene_box()
        covered = [c.boundingRect() for c in cards if c.intersects(box)]
        assert not covered, (seat, box, covered[:3])


@pytest.mark.parametrize("game,players,moves", [("briscola", 6, 5), ("briscola", 3, 4),
                                                ("pinochle", 3, 12), ("pishti", 4, 6)])
@pytest.mark.parametrize("size", [(1000, 680), (1280, 800)])
def test_name_plates_leave_the_piles_captions_readable(qtbot, game, players, moves, size):
    """In a small window, six-handed Briscola's plate at the left lay over "Stock / Trump card"."""
    window = make_window(qtbot, size=size)
    setup = GameSetup(game, players, seats=parse_seats("human,ai:greedy", players), seed=7)
    uiapp._play_moves(window, setup, moves)
    scene = window.table.scene
    qtbot.waitUntil(lambda: not scene.timeline.busy, timeout=5000)
    from PySide6.QtGui import QFont, QFontMetrics
    font = QFont()
    font.setPixelSize(12)
    metrics = QFontMetrics(font)
    captions = []
    for zone, cap in scene.captions.items():
        if cap.isVisible() and cap.text:
            w = metrics.horizontalAdvance(cap.text)
            centre = cap.mapToScene(0, cap.label_dy)
            captions.append((zone, QRectF(centre.x() - w / 2, centre.y() - 8, w, 16)))
    assert captions
    for seat, plate in scene.plates.items():
        box = plate.scene_box()
        assert not [z for z, r in captions if r.intersects(box)], (seat, box)


def test_a_plate_keeps_its_place_beside_its_hand_where_no_caption_shows(qtbot):
    """Eight-handed Pinochle deals every card: the stock is empty and its caption ("Stock") does
    not show, yet a plate that would have lain over it left its hand for a place beside the
    person's cards. Only captions that show move a plate."""
    window = make_window(qtbot, size=(1800, 1055))
    setup = GameSetup("pinochle", 8, seats=parse_seats("human,ai:greedy", 8), seed=5)
    uiapp._play_moves(window, setup, 17)
    scene = window.table.scene
    qtbot.waitUntil(lambda: not scene.timeline.busy, timeout=5000)
    assert not scene.zone_items.get("stock")
    mine = [it.mapToScene(it.shape()).boundingRect() for it in scene.zone_items["hand:0"]]
    top = min(r.top() for r in mine)
    for seat, plate in scene.plates.items():
        if seat != 0:
            assert plate.scene_box().center().y() < top, (seat, plate.scene_box(), top)


@pytest.mark.parametrize("game,players,seed,moves", [
    ("pinochle", 8, 5, 17), ("pinochle", 8, 4, 40), ("pinochle", 6, 2, 40), ("briscola", 6, 7, 5),
    ("shithead", 6, 4, 30)])
@pytest.mark.parametrize("size", [(900, 599), (900, 600), (1000, 680)])
def test_name_plates_never_lie_on_one_another(qtbot, game, players, seed, moves, size):
    """Eight seats in a small window: the plate placed first took the one free place of the
    next, which then lay on it and hid its name. One of them now moves to another place."""
    window = make_window(qtbot, size=size)
    setup = GameSetup(game, players, seats=parse_seats("human,ai:greedy", players), seed=seed)
    uiapp._play_moves(window, setup, moves)
    scene = window.table.scene
    qtbot.waitUntil(lambda: not scene.timeline.busy, timeout=5000)
    boxes = {seat: plate.scene_box() for seat, plate in scene.plates.items()}
    for a, box in boxes.items():
        for b, other in boxes.items():
            both = box.intersected(other)
            # (corners may touch where every other place covers cards; a name stays readable)
            assert a >= b or both.width() * both.height() < 0.1 * box.width() * box.height(), \
                (a, b, box, other)


@pytest.mark.parametrize("game,players,moves", [("pinochle", 2, 3), ("pinochle", 3, 12),
                                                ("briscola", 2, 4), ("pishti", 2, 9)])
def test_won_piles_lie_clear_of_the_hands(qtbot, game, players, moves):
    """A seat's pile of won cards lies beside its hand, clear of it however many cards the hand
    holds (twelve in two-handed Pinochle, where the opposite pile lay under the hand)."""
    window = make_window(qtbot, size=(1280, 800))
    setup = GameSetup(game, players, seats=parse_seats("human,ai:greedy", players), seed=11)
    uiapp._play_moves(window, setup, moves)
    scene = window.table.scene
    qtbot.waitUntil(lambda: not scene.timeline.busy, timeout=5000)
    piles = {z: items for z, items in scene.zone_items.items() if z.startswith("won") and items}
    assert piles, "no cards won yet"
    hands = [it.mapToScene(it.shape()) for z, items in scene.zone_items.items()
             if z.startswith("hand:") for it in items if it.isVisible()]
    for zone, items in piles.items():
        for it in items:
            shape = it.mapToScene(it.shape())
            assert not any(shape.intersects(h) for h in hands), zone


@pytest.mark.parametrize("game,players,moves", [
    ("pinochle", 4, 12), ("pinochle", 4, 30), ("pinochle", 6, 40), ("briscola", 6, 20),
    ("pishti", 4, 24), ("pinochle", 8, 60)])
def test_count_badges_never_cover_one_another(qtbot, game, players, moves):
    """A side seat's won pile lies at the end of its hand, where the hand's count is: the pile's
    count moves to a free corner of the pile."""
    window = make_window(qtbot, size=(1280, 800))
    setup = GameSetup(game, players, seats=parse_seats("human,ai:greedy", players), seed=3)
    uiapp._play_moves(window, setup, moves)
    scene = window.table.scene
    qtbot.waitUntil(lambda: not scene.timeline.busy, timeout=5000)
    shown = [(z, b.sceneBoundingRect()) for z, b in scene.badges.items() if b.text]
    assert len(shown) >= players - 1
    for i, (zone, box) in enumerate(shown):
        for other, box2 in shown[i + 1:]:
            assert not box.intersects(box2), (zone, other)


@pytest.mark.parametrize("game,players,moves,size", [
    ("pinochle", 6, 40, (1280, 800)), ("briscola", 6, 20, (900, 640)),
    ("briscola", 6, 40, (900, 640)), ("pinochle", 8, 40, (900, 640))])
def test_no_count_badge_lies_on_a_name_plate(qtbot, game, players, moves, size):
    """A crowded table: a hand's count past the end of its cards, or a won pile's at its corner,
    lay under a neighbour's name plate (hidden; the plate is drawn above). A badge takes its
    next free place, the hand's other end or the pile's next corner."""
    window = make_window(qtbot, size=size)
    setup = GameSetup(game, players, seats=parse_seats("human,ai:greedy", players), seed=3)
    uiapp._play_moves(window, setup, moves)
    scene = window.table.scene
    qtbot.waitUntil(lambda: not scene.timeline.busy, timeout=5000)
    plates = [p.scene_box() for p in scene.plates.values()]
    shown = [(z, b.sceneBoundingRect().adjusted(4, 4, -4, -4))
             for z, b in scene.badges.items() if b.text]
    assert len(shown) >= 3
    for zone, box in shown:
        assert not any(box.intersects(p) for p in plates), zone


@pytest.mark.parametrize("game, players", [("pinochle", 3), ("pinochle", 4), ("briscola", 2)])
def test_the_persons_hand_lies_by_suit_then_rank_with_copies_together(qtbot, game, players):
    """Two-pack games (Pinochle) sorted the second copy of a suit after the first copy's ace:
    "9♠ K♠ 9♠ A♠". Left to right the hand now reads suit by suit, each in the game's rank order
    (tests/ui/test_hand_order.py: the games sorted by rank alone)."""
    from cardtable.ui.table.scene import rank_order
    widget = make_table(qtbot, game, players, seed=11)
    settle(widget)
    scene = widget.scene
    items = sorted(scene.zone_items[f"hand:{widget.viewer}"], key=lambda it: it.pos().x())
    cards = [scene.pack.card(it.card) for it in items]
    assert len(cards) >= 3
    suits = [c.suit for c in cards]
    assert suits == sorted(suits, key=suits.index)  # each suit in one run
    ranks = rank_order(scene.pack, scene.layout.hand_ranks)
    order = [ranks[c.rank] for c in cards]
    for a, b, ca, cb in zip(order, order[1:], cards, cards[1:]):
        if ca.suit == cb.suit:
            assert a <= b, [c.code for c in cards]


@pytest.mark.parametrize("game,players", [("shithead", 6), ("pinochle", 8), ("briscola", 6)])
def test_no_plate_lies_where_the_middles_cards_come(qtbot, game, players):
    """In a small window the plates were put wherever no card lay yet: six-handed Shithead's
    empty pile got a plate over it, and the next card played went under the plate."""
    from .table_driver import chosen_action, perform
    table = make_table(qtbot, game, players, seed=3, size=(600, 540))
    geo = table.scene.geometry
    middle = {z for z, p in table.scene.geometry.places.items() if p.frame is None}
    seen = 0
    for _ in range(12):
        settle(table)
        if table.sheet.isVisible() or table.session.is_over:
            break
        cards = [it.mapToScene(it.shape()) for z in middle
                 for it in table.scene.zone_items.get(z, []) if it.isVisible()]
        seen += len(cards)
        for seat, plate in table.scene.plates.items():
            box = plate.scene_box()
            assert abs(box.width() - geo.plate_w) < 1.0
            assert not [c for c in cards if c.intersects(box)], (seat, box)
        perform(qtbot, table, chosen_action(table))
    assert seen, "no card came to the middle"
