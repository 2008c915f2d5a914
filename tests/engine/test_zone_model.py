"""The ZoneModel: a seat's zones rebuilt from the events it received (engine/zone_model.py)."""

from cardtable.engine.events import (BOTTOM, FLIP, HIDDEN, MOVE, REVEAL, SHUFFLE, TRICK_WON, Event)
from cardtable.engine.state import Observation
from cardtable.engine.zone_model import ZoneModel


def test_every_card_starts_unknown_and_face_down_in_the_stock():
    model = ZoneModel(4)
    assert model.cards("stock") == (HIDDEN,) * 4
    assert model.faces("stock") == (False,) * 4


def test_a_masked_deal_takes_unknown_cards_from_the_top_of_the_stock():
    model = ZoneModel(5)
    model.apply(Event(MOVE, (HIDDEN, HIDDEN), "stock", "hand:1", False))
    assert model.cards("hand:1") == (HIDDEN, HIDDEN)
    assert len(model.cards("stock")) == 3


def test_a_shown_card_is_known_where_it_lands_and_leaves_by_id():
    model = ZoneModel(3)
    model.apply(Event(MOVE, (7,), "stock", "hand:0", False))
    model.apply(Event(MOVE, (HIDDEN,), "stock", "hand:0", False))
    model.apply(Event(MOVE, (7,), "hand:0", "trick", True))
    assert model.cards("hand:0") == (HIDDEN,)
    assert model.cards("trick") == (7,) and model.faces("trick") == (True,)


def test_a_move_to_the_bottom_goes_under_the_pile():
    model = ZoneModel(0)
    model.zones["pile"] = [(1, True)]
    model.zones["hand:0"] = [(2, False)]
    model.apply(Event(MOVE, (2,), "hand:0", "pile", True, at=BOTTOM))
    assert model.cards("pile") == (2, 1)


def test_a_flip_at_the_bottom_turns_the_bottom_card_of_the_stock():
    model = ZoneModel(3)
    model.apply(Event(FLIP, (9,), "stock", "stock", True, at=BOTTOM))
    assert model.cards("stock") == (9, HIDDEN, HIDDEN)
    assert model.faces("stock") == (True, False, False)


def test_a_reveal_names_a_card_without_turning_it():
    model = ZoneModel(0)
    model.zones["hand:2"] = [(HIDDEN, False)] * 3
    model.apply(Event(REVEAL, (5,), "hand:2"))
    assert sorted(model.cards("hand:2")) == [HIDDEN, HIDDEN, 5]
    assert model.faces("hand:2") == (False,) * 3


def test_a_shuffle_forgets_every_card_of_the_stock():
    model = ZoneModel(0)
    model.zones["stock"] = [(3, True), (4, False)]
    model.apply(Event(SHUFFLE, src="stock"))
    assert model.zones["stock"] == [(HIDDEN, False), (HIDDEN, False)]


def test_a_trick_won_moves_the_trick_to_the_winner():
    model = ZoneModel(0)
    model.zones["trick"] = [(1, True), (2, True)]
    model.apply(Event(TRICK_WON, (1, 2), "trick", "won:1", False, 1, value=21))
    assert model.cards("won:1") == (1, 2) and model.faces("won:1") == (False, False)
    assert model.cards("trick") == ()


def test_differences_compare_hands_as_sets_and_piles_in_order():
    model = ZoneModel(0)
    model.zones = {"hand:0": [(1, False), (2, False)], "pile": [(3, True), (4, True)]}
    obs = Observation("g", 0, 2, 0, {"hand:0": (2, 1), "pile": (3, 4)},
                      face_up={"hand:0": (False, False), "pile": (True, True)})
    assert model.differences(obs, ("hand:",)) == {}
    swapped = Observation("g", 0, 2, 0, {"hand:0": (2, 1), "pile": (4, 3)},
                          face_up={"hand:0": (False, False), "pile": (True, True)})
    assert set(model.differences(swapped, ("hand:",))) == {"pile"}


def test_a_model_rebuilt_from_an_observation_equals_it():
    obs = Observation("g", 1, 2, 0, {"stock": (HIDDEN, 8), "hand:1": (4,)},
                      face_up={"stock": (False, True), "hand:1": (False,)})
    assert ZoneModel.from_observation(obs).differences(obs) == {}


def test_event_json_keeps_seat_zero():
    assert Event(MOVE, (1,), "a", "b", True, 0).to_json()["seat"] == 0
    assert "seat" not in Event(SHUFFLE, src="stock").to_json()
