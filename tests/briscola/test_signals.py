"""Partner signals (seed 004, issue 10): the three tables of the seed as choices of the
``signals`` option, and the greedy player sending and reading the signals of the table in force."""

import random

import pytest

from cardtable.engine.agent import Decision
from cardtable.engine.errors import IllegalActionError
from cardtable.games.briscola.agents import GreedyBriscola
from cardtable.games.briscola.rules import SIGNAL_TABLES

from .helpers import GAME, new, play


def second_trick(table, seat2, stock=("5C", "7S", "3S", "4C", "6C", "7C", "2C", "FS", "3C"),
                 seat0=("AC", "5S", "6B")):
    """Four players, trump Denari (the 4 turned). Seat 2 wins the first trick with the RS and is
    to act; it holds ``seat2`` (two cards) and the 5C it drew."""
    state = new(4, dealer=3, hands={0: list(seat0), 1: ["4S", "5B", "7B"],
                                    2: [*seat2, "RS"], 3: ["6S", "4B", "2B"]},
                trump="4D", stock=list(stock), signals=table)
    play(state, "5S", "4S", "RS", "6S")
    assert state.current_player == 2
    return state


def signals_of(state):
    return [a[7:] for a in state.legal_actions() if a.startswith("signal ")]


def choose(state):
    """The greedy player's choice for the seat to act."""
    seat = state.current_player
    return GreedyBriscola().choose(Decision(state, seat, state.legal_actions(), random.Random(0)))


def choose_card(state):
    """The card the greedy player plays, after any signal of its own (sent in a copy)."""
    state = state.clone()
    action = choose(state)
    while action.startswith("signal "):
        state.apply(action)
        action = choose(state)
    return action


# --- the tables -------------------------------------------------------------------------------
def test_the_tables_of_the_seed():
    assert SIGNAL_TABLES["pagat"] == ("ace", "three", "king", "knight", "jack")
    assert SIGNAL_TABLES["italian"] == ("ace", "three", "king", "knight", "none", "low")
    assert SIGNAL_TABLES["english"] == ("ace", "three", "king", "knight", "jack", "carico")
    assert SIGNAL_TABLES["pagat-none"] == ("ace", "three", "king", "knight", "jack", "none")


@pytest.mark.parametrize("table,seat2,expected", [
    ("pagat", ["AD", "FD"], ["ace", "jack"]),
    ("pagat", ["2S", "FB"], []),                   # Pagat's table has no "no trump"
    ("italian", ["AD", "FD"], ["ace"]),            # no sign for the Fante; it is not low
    ("italian", ["7D", "2S"], ["low"]),            # a trump worth nothing
    ("italian", ["2S", "FB"], ["none"]),
    ("english", ["FD", "3B"], ["jack", "carico"]),  # the 3 of Bastoni: a non-trump three
    ("english", ["2S", "FB"], []),
    ("pagat-none", ["CD", "2S"], ["knight"]),
    ("pagat-none", ["2S", "FB"], ["none"]),
])
def test_only_true_signals_of_the_table_in_force(table, seat2, expected):
    state = second_trick(table, seat2)
    assert signals_of(state) == expected
    for name in {"ace", "three", "king", "knight", "jack", "none", "low", "carico"} - set(expected):
        with pytest.raises(IllegalActionError):
            state.clone().apply(f"signal {name}")


def test_french_pack_signals_name_queen_and_jack_as_knight_and_jack():
    state = new(4, dealer=3, hands={0: ["AH", "5S", "6C"], 1: ["4S", "5C", "7C"],
                                    2: ["QD", "JD", "KS"], 3: ["6S", "4C", "2C"]},
                trump="4D", pack="french", signals="english")
    play(state, "5S", "4S", "KS", "6S")
    assert state.current_player == 2 and signals_of(state)[:2] == ["knight", "jack"]


def test_a_signal_is_one_per_turn_and_the_signaller_still_plays():
    state = second_trick("italian", ["7D", "2S"])
    state.apply("signal low")
    assert state.current_player == 2 and signals_of(state) == []
    play(state, "2S")
    assert state.current_player == 3


# --- the greedy player sends ... ----------------------------------------------------------
@pytest.mark.parametrize("table,seat2,signal", [("pagat", ["AD", "2S"], "signal ace"),
                                                ("italian", ["7D", "2S"], "signal low"),
                                                ("italian", ["FC", "2S"], "signal none"),
                                                ("english", ["3B", "2S"], "signal carico")])
def test_greedy_tells_its_partner_what_the_table_lets_it_tell(table, seat2, signal):
    state = second_trick(table, seat2)
    assert choose(state) == signal
    state.apply(signal)
    assert not choose(state).startswith("signal")  # then it plays
    assert state.observation(0).private["signals"] == [[2, signal[7:]]]


def test_greedy_does_not_repeat_a_signal_in_the_same_deal():
    state = second_trick("italian", ["FC", "2S"], stock=("5C", "7S", "3S", "4C", "6C", "7C",
                                                          "2C", "FS", "3C"))
    state.apply("signal none")
    play(state, "FC", "4B", "AC", "5B")  # seat 0 wins the second trick
    play(state, "6B", "7C")
    assert state.current_player == 2 and "signal none" in state.legal_actions()
    assert not choose(state).startswith("signal")


def test_greedy_sends_nothing_without_signals():
    state = second_trick("off", ["AD", "2S"])
    assert choose(state).startswith("play")


# --- ... and reads ------------------------------------------------------------------------
def leading_after_partner_signal(table, card, signal):
    """Seat 2 holds ``card`` and (maybe) signals it in the second trick; seat 0 wins that trick
    with the 3S and leads the third holding the AC, the 6B and the 6C."""
    state = second_trick(table, [card, "2S"])
    if signal:
        state.apply(f"signal {signal}")
    play(state, "2S", "4B", "3S", "5B")
    assert state.current_player == 0
    assert sorted(state.pack.text(c) for c in state.hands[0]) == ["6B", "6C", "AC"]
    return state


@pytest.mark.parametrize("table", ["pagat", "italian", "english", "pagat-none"])
def test_greedy_leads_points_to_a_partner_holding_the_top_trump(table):
    """Every table has "I hold the trump ace": the partner (to play third) is sure to win the
    trick, so the leader gives it its ace instead of leading its cheapest card."""
    assert choose_card(leading_after_partner_signal(table, "AD", None)) == "play 6B"
    assert choose_card(leading_after_partner_signal(table, "AD", "ace")) == "play AC"


def test_a_trump_three_is_not_sure_while_the_ace_is_unseen():
    state = leading_after_partner_signal("pagat", "3D", "three")
    assert choose_card(state) == "play 6B"  # the trump ace is unseen: an opponent may hold it


def partner_plays_last(table, partner_card, signal):
    """Seat 2 signals ``partner_card`` (or not) and leads the second trick with the 2S; seat 3
    wins it with the AS and leads the 4B in the third. Seat 0 plays second (AC, 6C, 2B: nothing
    beats the 4B), seat 1 third, and seat 0's partner, seat 2, last."""
    state = new(4, dealer=3, hands={0: ["AC", "5S", "6C"], 1: ["4S", "5B", "7B"],
                                    2: [partner_card, "2S", "RS"], 3: ["6S", "4B", "AS"]},
                trump="4D", stock=["5C", "7S", "2C", "4C", "3C", "2B", "6B", "FS"], signals=table)
    play(state, "5S", "4S", "RS", "6S")  # seat 2 wins the first trick
    if signal:
        state.apply(f"signal {signal}")
    play(state, "2S", "AS", "2C", "5B")  # seat 3 wins the second
    play(state, "4B")
    assert state.current_player == 0
    assert sorted(state.pack.text(c) for c in state.hands[0]) == ["2B", "6C", "AC"]
    return state


@pytest.mark.parametrize("table,card,signal", [("italian", "5D", "low"), ("pagat", "CD", "knight"),
                                               ("english", "FD", "jack"),
                                               ("pagat-none", "3D", "three")])
def test_greedy_feeds_a_partner_who_plays_last_with_a_known_trump(table, card, signal):
    """Nobody has trumped and the partner, last to play, holds a trump it signalled (one named
    card, or "a low trump"): it can take the trick, so seat 0 gives it its ace."""
    assert choose_card(partner_plays_last(table, card, None)) == "play 2B"
    assert choose_card(partner_plays_last(table, card, signal)) == "play AC"


def test_a_stale_signal_is_not_read():
    state = partner_plays_last("italian", "5D", "low")
    state.facts = ()  # as if the low trump had been played: nothing in force
    assert choose_card(state) == "play 2B"


def test_greedy_trumps_cheaper_beside_a_partner_without_trumps():
    """Italian table, seed 114 played by greedy players to action 45: the stock is out, seat 2
    (opponent) leads the Re of trumps (4 points); seat 3 holds the Cavallo and the 3 of trumps;
    its partner, seat 1, said "no trump" and has played none since, so it cannot overtrump. Seat
    3 takes the trick with its 3 (worth a trump from 4 points); without the signal it keeps the
    rule of trumping only tricks worth 10 and throws its Cavallo."""
    state = GAME.new_state(4, {"signals": "italian"}, seed=114)
    for _ in range(45):
        state.apply(choose(state))
    assert state.current_player == 3 and not state.stock
    assert [state.pack.text(c) for c in state.trick] == ["RB"]
    assert sorted(state.pack.text(c) for c in state.hands[3]) == ["3B", "CB"]
    holds = state.observation(3).private["partner_holds"]
    assert [f[:2] for f in holds] == [[1, "none"]] and holds[0][3] == len(state.hands[1])
    assert choose_card(state) == "play 3B"
    state.facts = ()
    assert choose_card(state) == "play CB"


def test_greedy_takes_a_rich_trick_with_a_safe_trump_for_a_partner_with_a_carico():
    """English table: seat 2 signalled a non-trump ace or three (it holds the AB), seat 3 leads
    the 3C (10 points). Seat 0, holding the trump ace and 2, takes it with the ace (no opponent
    can beat it) rather than its cheapest trump, so the partner, last, can load on it."""
    def build(signal):
        state = new(4, dealer=3, hands={0: ["AD", "5S", "2D"], 1: ["4S", "5B", "7B"],
                                        2: ["AB", "2S", "RS"], 3: ["6S", "3C", "AS"]},
                    trump="4D", stock=["5C", "7S", "6B", "4C", "2B", "FC", "6C", "FS"],
                    signals="english")
        play(state, "5S", "4S", "RS", "6S")  # seat 2 wins the first trick
        if signal:
            state.apply("signal carico")
        play(state, "2S", "AS", "6B", "5B")  # seat 3 wins the second
        play(state, "3C")
        assert state.current_player == 0
        return state
    assert choose_card(build(False)) == "play 2D"
    assert choose_card(build(True)) == "play AD"
