"""Equal cards in a Briscola hand (games/briscola/equals.py): which cards are the same move, and
that they are — the exact solver, which knows nothing of them, values them alike."""

import random
from types import SimpleNamespace

import pytest

from cardtable.ai.solver import solve
from cardtable.engine.events import HIDDEN
from cardtable.games.briscola import GAME
from cardtable.games.briscola.equals import equal_cards
from cardtable.games.briscola.rules import context_for

from ..ai.helpers import briscola_with_stock, decision

OPTIONS = GAME.resolve_options(2)
CTX = context_for(2, OPTIONS)
ID = {t: i for i, t in enumerate(CTX.pack.text_of)}


def _seen(hand, won=(), trick=(), trump="AD", holder=-1):
    """The decision seat 0 faces with ``hand``, ``won`` cards out in the piles and ``trick`` on
    the table (cards by their texts, Italian: B bastoni, C coppe, D denari, S spade)."""
    zones = {"hand:0": tuple(ID[c] for c in hand), "hand:1": (HIDDEN,) * 3,
             "won:0": tuple(ID[c] for c in won), "won:1": (), "trick": tuple(ID[c] for c in trick)}
    public = {"trump_card": ID[trump], "trump_holder": holder}
    return SimpleNamespace(seat=0, num_players=2, options=OPTIONS,
                           observation=SimpleNamespace(zones=zones, public=public))


def test_neighbouring_cards_without_points_are_one_move():
    assert equal_cards(_seen(["7B", "6B", "2B"])) == {"play 6B": "play 7B"}


def test_a_live_card_between_them_keeps_them_apart():
    # the 5♣ and the 4♣ may still be played: the 6♣ beats them, the 2♣ does not
    assert equal_cards(_seen(["6B", "2B", "AC"])) == {}


def test_cards_out_of_the_deal_close_the_gap():
    assert equal_cards(_seen(["6B", "2B", "AC"], won=["5B", "4B"])) == {"play 2B": "play 6B"}
    # a run of three: every one keyed by the highest
    assert equal_cards(_seen(["7S", "5S", "4S"], won=["6S"])) == {
        "play 5S": "play 7S", "play 4S": "play 7S"}


def test_a_card_in_the_trick_still_decides_it():
    # the 7♣ beats the 6♣ led, the 5♣ does not
    assert equal_cards(_seen(["7B", "5B"], trick=["6B"])) == {}
    assert equal_cards(_seen(["7B", "5B"], won=["6B"])) == {"play 5B": "play 7B"}


def test_cards_with_points_or_of_other_suits_stay_apart():
    assert equal_cards(_seen(["RB", "CB", "FB"])) == {}  # king 4, knight 3, jack 2
    assert equal_cards(_seen(["7B", "7C", "7S"])) == {}


def test_the_turned_trump_card_keeps_its_name_in_the_hand_that_drew_it():
    # everyone saw the 6♦ go to this hand: playing it or the 7♦ tells the table different things
    assert equal_cards(_seen(["7D", "6D", "AC"], trump="6D", holder=0)) == {}
    assert equal_cards(_seen(["7D", "6D", "AC"], trump="6D", holder=-1)) == {"play 6D": "play 7D"}


@pytest.mark.parametrize("left, players", [(0, 2), (2, 2), (0, 4)])
def test_the_exact_solver_values_equal_cards_alike(left, players):
    """Over many deals played out at random, wherever the seat to move holds equal cards the
    solver — which sees every card and knows nothing of equal cards — gives them one value."""
    checked = 0
    for seed in range(400):
        state = briscola_with_stock(seed, left, players)
        rng = random.Random(seed)
        while not state.is_terminal and checked < 25:
            d = decision(state)
            same = equal_cards(d)
            if same:
                values = dict(solve(state, d.seat, list(d.legal), 2_000_000))
                for low, high in same.items():
                    assert values[low] == pytest.approx(values[high], abs=1e-12), (seed, low, high)
                checked += 1
            legal = state.legal_actions()
            state.apply(legal[int(rng.random() * len(legal))])
        if checked >= 25:
            break
    assert checked >= 25, "too few positions with equal cards: the check checked little"
