"""Exact endgames against a player who may go wrong: among moves that are equally good against
best play, the solver plays the one that leaves the other side the most ways to go wrong."""

import random

from cardtable.ai.search import ISMCTS
from cardtable.ai.solver import solve
from cardtable.ai.thinking import hint, rank

from .helpers import briscola_endgame, decision


def _chance_against_random(state, seat):
    """The seat's expected return when it plays its best and the other seat plays any legal
    card with equal chance (worked out here by plain enumeration)."""
    if state.current_player < 0:
        return state.result().returns[seat]
    values = []
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action)
        values.append(_chance_against_random(child, seat))
    return max(values) if state.current_player == seat else sum(values) / len(values)


def _chances(state, seat):
    out = {}
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action)
        out[action] = _chance_against_random(child, seat)
    return out


def _lost_endgames_where_the_card_matters(count):
    """2-player Briscola endgames (the stock gone) lost against best play whatever the seat
    plays, where the points tie-break alone would not play the card with the best chances."""
    found = []
    for seed in range(1, 400):
        state = briscola_endgame(seed)
        d = decision(state)
        exact = solve(state, d.seat, list(d.legal), 10**6)
        if exact is None or exact[0][1] >= 0.5 or len(d.legal) < 2:
            continue
        chances = _chances(state, d.seat)
        if chances[exact[0][0]] < max(chances.values()) - 1e-9:
            found.append((seed, state, d, chances))
            if len(found) == count:
                break
    return found


def test_a_lost_endgame_is_played_for_the_opponents_mistakes():
    positions = _lost_endgames_where_the_card_matters(4)
    assert len(positions) == 4
    for seed, state, d, chances in positions:
        result = ISMCTS(iterations=20).search(d, random.Random(0))
        assert result.exact
        choice = result.stats[0].action
        assert chances[choice] == max(chances.values()), seed
        # and still as good as any move against best play (all of them lose here)
        assert all(s.value <= 0.001 for s in result.stats)
        # the hint says so
        assert result.stats[0].value < 0.5


def test_without_it_the_points_tie_break_alone_decides():
    seed, state, d, chances = _lost_endgames_where_the_card_matters(1)[0]
    result = ISMCTS(iterations=20, fallible=False).search(d, random.Random(0))
    assert chances[result.stats[0].action] < max(chances.values())


def test_a_won_endgame_keeps_the_most_points():
    """When the seat wins against any play, the points decide, as before."""
    checked = 0
    for seed in range(1, 60):
        state = briscola_endgame(seed)
        d = decision(state)
        exact = solve(state, d.seat, list(d.legal), 10**6)
        if exact is None or exact[0][1] < 0.999:
            continue
        on = ISMCTS(iterations=20).search(d, random.Random(0)).stats[0].action
        off = ISMCTS(iterations=20, fallible=False).search(d, random.Random(0)).stats[0].action
        assert on == off == exact[0][0]
        checked += 1
    assert checked >= 5


def test_the_hint_says_the_card_keeps_the_most_chances():
    seed, state, d, chances = _lost_endgames_where_the_card_matters(1)[0]
    best = hint(d, "expert", iterations=20)
    assert chances[best.action] == max(chances.values())
    assert best.reason == "loses against best play, but leaves the opponent the most ways to go wrong"
    # the other cards just lose
    others = [r.reason for r in rank(d, "expert", iterations=20)[1:]]
    assert others and all(r == "loses against best play" for r in others)
