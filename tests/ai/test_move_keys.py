"""The ``move_keys`` hook: actions that are the same move are one branch of the search tree
(Pinochle's two copies of a card; Pishti's cards of one rank without points of their own;
Briscola's equal cards)."""

import random

import pytest

import cardtable.ai.search as search_module
from cardtable.ai.hooks import hooks_for
from cardtable.ai.search import ISMCTS
from cardtable.games.briscola import GAME as BRISCOLA
from cardtable.games.pinochle import GAME as PINOCHLE
from cardtable.games.pishti import GAME as PISHTI

from .helpers import decision, play_to

SINGLE = {"game": "single"}


def _faces(actions):
    return [a.replace("#2", "") for a in actions]


@pytest.fixture
def nodes(monkeypatch):
    """Every tree node the searches below create."""
    made = []

    class Recorded(search_module.Node):
        __slots__ = ()

        def __init__(self, actor):
            super().__init__(actor)
            made.append(self)
    monkeypatch.setattr(search_module, "Node", Recorded)
    return made


def test_the_search_counts_both_copies_of_a_card_as_one_move(nodes):
    state = play_to(PINOCHLE, 4, 0, 30, SINGLE)
    legal = state.legal_actions()
    assert {"play AD", "play AD#2"} <= set(legal) and len(set(_faces(legal))) >= 3
    result = ISMCTS(iterations=300).search(decision(state), random.Random(1))
    stats = {s.action: s for s in result.stats}
    assert stats["play AD"].visits == stats["play AD#2"].visits > 0
    assert stats["play AD"].value == stats["play AD#2"].value
    # every iteration went down one branch: the twins' visits counted once add up to them all
    once = {s.action.replace("#2", ""): s.visits for s in result.stats}
    assert sum(once.values()) == result.iterations == 300
    # nor do the other seats' plays split between the copies in the worlds the search samples
    keys = [k for n in nodes for k in n.children]
    assert keys and not any("#" in k for k in keys)


def test_twins_alone_are_one_move_with_every_simulation_behind_it():
    state = play_to(PINOCHLE, 4, 9, 40, SINGLE)
    assert state.legal_actions() == ["play QS", "play QS#2"]
    result = ISMCTS(iterations=300).search(decision(state), random.Random(1))
    assert [(s.action, s.visits) for s in result.stats] == [("play QS", 300), ("play QS#2", 300)]
    assert result.stats[0].value == result.stats[1].value


def test_without_the_hook_the_copies_are_branches_of_their_own(nodes):
    state = play_to(PINOCHLE, 4, 0, 30, SINGLE)
    result = ISMCTS(iterations=300, use_hooks=False).search(decision(state), random.Random(1))
    assert sum(s.visits for s in result.stats) == result.iterations
    assert any("#" in k for n in nodes for k in n.children)
    assert all(s.move == "" for s in result.stats)  # no action is named another's twin


@pytest.mark.parametrize("players, options", [(3, SINGLE), (4, SINGLE), (6, SINGLE),
                                              (4, {"form": "partnership-auction"}), (8, {})])
def test_every_form_but_two_handed_plays_the_copies_as_one(players, options):
    d = decision(play_to(PINOCHLE, players, 2, 5, options))
    same = hooks_for(PINOCHLE).move_keys(d)
    assert same("play QS#2") == same("play QS") == "play QS"
    assert same("exchange 9H#2") == "exchange 9H" and same("declare-out") == "declare-out"


def test_two_handed_pinochle_keeps_a_melded_copy_apart_from_its_hidden_twin():
    # a melded card lies face up; playing it or its twin from the hand tells the opponent
    # different things, so they stay two moves
    d = decision(play_to(PINOCHLE, 2, 3, 8, SINGLE))
    assert hooks_for(PINOCHLE).move_keys(d) is None


def test_pishti_counts_cards_by_rank_and_points():
    d = decision(play_to(PISHTI, 2, 3, 5))
    same = hooks_for(PISHTI).move_keys(d)
    assert same("play 7S") == same("play 7H") == "play 7"
    assert same("play AS") == same("play AD") == "play A"
    assert same("claim 9C") == "claim 9" and same("challenge") == "challenge"
    # the cards with points of their own keep their names
    assert same("play 10D") == "play 10D" != same("play 10S") == "play 10"
    assert same("play 2C") == "play 2C" != same("play 2H") == "play 2"
    # everyone knows who holds the shown bottom card: which of its rank leaves that hand tells
    shown = d.observation.public["bottom_card"]
    card = "play " + str(PISHTI.pack_for(d.options).cards[shown])
    assert same(card) == card


def test_pishti_search_plays_two_sevens_as_one_move(nodes):
    state = play_to(PISHTI, 2, 1, 8)
    assert state.legal_actions() == ["play 7C", "play 3C", "play 7D", "play AD"]
    result = ISMCTS(iterations=400).search(decision(state), random.Random(2))
    stats = {s.action: s for s in result.stats}
    assert stats["play 7C"].visits == stats["play 7D"].visits > 0
    assert stats["play 7C"].visits + stats["play 3C"].visits + stats["play AD"].visits == 400
    assert stats["play 7C"].move == stats["play 7D"].move == "play 7" != stats["play 3C"].move
    keys = {k for n in nodes for k in n.children}
    assert "play 7" in keys and not any(k in ("play 7C", "play 7D") for k in keys)


def test_briscola_search_plays_equal_cards_as_one_move(nodes):
    # the 7 and the 6 of bastoni win and lose alike against every card still to come; the 2
    # does not (the 5 and the 4 are still in the deal)
    state = play_to(BRISCOLA, 2, 2, 5)
    assert state.legal_actions() == ["play 7B", "play 6B", "play 2B"]
    result = ISMCTS(iterations=400).search(decision(state), random.Random(2))
    stats = {s.action: s for s in result.stats}
    assert stats["play 7B"].visits == stats["play 6B"].visits > 0
    assert stats["play 7B"].value == stats["play 6B"].value
    assert stats["play 7B"].visits + stats["play 2B"].visits == 400
    # the result names the move each action is, so the hint can say the two play alike
    assert stats["play 7B"].move == stats["play 6B"].move != stats["play 2B"].move
    keys = {k for n in nodes for k in n.children}
    assert "play 7B" in keys and "play 6B" not in keys


def test_briscola_keys_only_equal_cards():
    # no two cards of one suit: every card its own move
    first = decision(play_to(BRISCOLA, 2, 1, 0))
    assert first.legal == ["play RC", "play CD", "play 5C"]
    assert hooks_for(BRISCOLA).move_keys(first) is None
    # the 7 and the 6 of spade are one move, the 7 of denari its own
    d = decision(play_to(BRISCOLA, 2, 4, 1))
    assert d.legal == ["play 7S", "play 7D", "play 6S"]
    same = hooks_for(BRISCOLA).move_keys(d)
    assert [same(a) for a in d.legal] == ["play 7S", "play 7D", "play 7S"]
