"""The prompt under the table says what the person's decision asks for, from its real records."""

from __future__ import annotations

import random

import pytest

from cardtable.app.plugins import registry
from cardtable.ui.table.prompts import turn_prompt


def _records_where(game_id, players, options, wanted):
    """The legal actions' records of the first state, along random games (passing whenever a
    pass is legal, so that an auction may end with everyone passing), where ``wanted`` holds."""
    game = registry().games[game_id]
    for seed in range(40):
        state = game.new_state(players, options, seed=seed)
        rng = random.Random(seed)
        for _ in range(400):
            if state.is_terminal:
                break
            records = state.action_records()
            if wanted(records):
                return records
            legal = state.legal_actions()
            state.apply("pass" if "pass" in legal and seed % 2 else rng.choice(legal))
    raise AssertionError("no such decision found")


def _card_kinds(records):
    return {r.kind for r in records if r.cards}


@pytest.mark.parametrize("game_id,players,options,wanted,cards,expected", [
    ("briscola", 2, {}, lambda rs: _card_kinds(rs) == {"play"}, True,
     "Your turn: click a card to play it."),
    ("shithead", 3, {}, lambda rs: _card_kinds(rs) == {"swap"}, True,
     "Your turn: click a card in your hand and one on the table"),
    ("shithead", 3, {}, lambda rs: _card_kinds(rs) == {"show"}, True,
     "Your turn: click the card to show it"),
    ("shithead", 4, {}, lambda rs: _card_kinds(rs) == {"pickup"}, True,
     "Your turn: no card can be played"),
    ("shithead", 4, {}, lambda rs: {r.kind for r in rs} == {"pickup"}
     and not any(r.cards for r in rs), False, "Your turn: nothing you hold can be played — pick up"),
    ("pinochle", 4, {}, lambda rs: any(r.action.startswith("exchange ") for r in rs)
     and _card_kinds(rs) == {"exchange"}, True, "Your turn: click the dix"),
    ("pinochle", 2, {}, lambda rs: "meld" in _card_kinds(rs), True,
     "Your turn: lay down a meld"),
    ("pinochle", 3, {}, lambda rs: _card_kinds(rs) == {"bury"}, True,
     "Your turn: click a card to bury it."),
    ("pinochle", 3, {}, lambda rs: any(r.kind == "bid" for r in rs), False,
     "Your turn: bid or pass."),
    ("pinochle", 3, {}, lambda rs: any(r.kind == "trump" for r in rs), False,
     "Your turn: name the trump suit."),
    ("briscola", 4, {"signals": "italian"}, lambda rs: any(r.kind == "signal" for r in rs), True,
     "Your turn: click a card to play it, or first signal to your partner what you hold"),
    ("pishti", 2, {"bluff": True}, lambda rs: "claim" in _card_kinds(rs), True,
     "Your turn: click a card to play it — face up, or face down claiming a pishti"),
    ("pishti", 2, {"bluff": True}, lambda rs: any(r.kind == "challenge" for r in rs), False,
     "Your turn: accept the claimed pishti or challenge it."),
    ("pinochle", 3, {}, lambda rs: {r.kind for r in rs} == {"accept", "declare"}, False,
     "Your turn: play the bid or concede."),
])
def test_each_kind_of_decision_has_its_prompt(qtbot, game_id, players, options, wanted, cards,
                                              expected):
    records = _records_where(game_id, players, options, wanted)
    assert turn_prompt(records, cards).startswith(expected)


def test_the_bid_prompt_carries_the_hands_meld_by_trump_suit(qtbot):
    """Three-handed Pinochle: while the person bids, the line under the table also counts their
    meld with each suit as trumps (what a player reckons before bidding); once the auction is
    over it goes."""
    from tests.ui.table_driver import chosen_action, make_table, perform, settle

    table = make_table(qtbot, "pinochle", 3, seed=5)
    settle(table)
    session = table.session
    assert any(r.kind == "bid" for r in table.records()), "the person should bid first here"
    prompt = table.actions_bar.prompt.text()
    note = session.state.decision_note(0)
    assert note.startswith("Your meld with trumps: ♠\u00a0") and prompt.endswith(note)
    assert prompt.startswith("Your turn: bid or pass.")
    for _ in range(40):  # on to the card play: no note there
        if session.state.phase == "play" and table.input_open:
            break
        perform(qtbot, table, chosen_action(table))
        settle(table)
    assert session.state.phase == "play" and table.input_open
    assert "meld with trumps" not in table.actions_bar.prompt.text()


def test_a_card_chosen_for_a_swap_asks_for_the_card_to_swap_it_with(qtbot):
    """Shithead's setup: a hand card clicked asks for its partner in the swap (not for "more
    cards for the same play", which no swap takes); the swap done, the turn prompt is back."""
    from tests.ui.table_driver import click_item, make_table, settle

    table = make_table(qtbot, "shithead", 3, seed=4)
    settle(table)
    assert {r.kind for r in table.records() if r.cards} == {"swap"}
    hand = [it for it in table.playable_items()
            if it in table.scene.zone_items[f"hand:{table.viewer}"]]
    up = [it for it in table.playable_items()
          if it in table.scene.zone_items[f"table_up:{table.viewer}"]]
    assert hand and up
    click_item(qtbot, table, hand[0])
    assert table.actions_bar.prompt.text() == "Now click the card to swap it with."
    click_item(qtbot, table, up[0])
    settle(table)
    assert table.actions_bar.prompt.text().startswith("Your turn: click a card in your hand")
    assert table.session.steps[-1].action.startswith("swap ")
