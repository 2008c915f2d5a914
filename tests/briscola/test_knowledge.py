"""What each seat knows (issue 9, item 8): the drawn trump card and partner signals constrain the
worlds ``determinize`` samples, for the partners only, until play makes a signal stale."""

import random

import pytest

from cardtable.engine import HIDDEN

from .helpers import GAME, new, play

TRUMP = "D"  # every crafted position below turns the 4 of Denari


STOCK = ["5C", "7S", "3S", "4C", "6C", "7C", "2C", "FS", "3C"]


def position(table, card, signal=None, stock=STOCK):
    """Four players, trump Denari; seat 2 wins the first trick and is to act, holding ``card``,
    2S and 5C; with ``signal`` it then signals (before playing). After the second trick, won by
    seat 0, seat 2 draws the third card of ``stock[4:]``."""
    state = new(4, dealer=3, hands={0: ["AC", "5S", "6B"], 1: ["4S", "5B", "7B"],
                                    2: [card, "2S", "RS"], 3: ["6S", "4B", "2B"]},
                trump="4D", stock=stock, signals=table)
    play(state, "5S", "4S", "RS", "6S")
    assert state.current_player == 2
    if signal:
        state.apply(f"signal {signal}")
    return state


def worlds(state, seat, count=300, seed=0):
    rng = random.Random(seed)
    return [state.determinize(seat, rng) for _ in range(count)]


def holds_all(state, seat, sampled):
    tests = state.knowledge(seat)
    return all(test(w) for w in sampled for _, test in tests)


def partner_hand(world):
    return world.hands[2]


# --- the turned trump card ----------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_worlds_keep_the_drawn_trump_card_where_it_went(players):
    state = GAME.new_state(players, seed=21)
    rng = random.Random(21)
    while state.trump_holder < 0:
        state.apply(rng.choice(state.legal_actions()))
    holder, card = state.trump_holder, state.trump_card
    for seat in range(players):
        if seat == holder:
            continue
        names = [name for name, _ in state.knowledge(seat)]
        assert any("turned trump card" in n for n in names)
        sampled = worlds(state, seat, 200)
        assert holds_all(state, seat, sampled)
        index = state.hands[holder].index(card)
        assert all(w.hands[holder][index] == card for w in sampled)
        # the other cards of that hand still move: the seat does not know them
        assert len({tuple(w.hands[holder]) for w in sampled}) > 1


# --- partner signals, table by table ------------------------------------------------------
@pytest.mark.parametrize("table", ["pagat", "italian", "english", "pagat-none"])
def test_a_trump_signal_puts_the_card_in_the_partners_hand_for_the_partner_only(table):
    state = position(table, "AD", "ace")
    ace = state.pack.parse("AD")
    assert [n for n, _ in state.knowledge(0) if "signalled ace" in n]
    partner_worlds = worlds(state, 0)
    assert holds_all(state, 0, partner_worlds)
    assert all(ace in partner_hand(w) for w in partner_worlds)
    # the opponents did not see the signal: their worlds put the ace anywhere unseen
    for opponent in (1, 3):
        assert not [n for n, _ in state.knowledge(opponent) if "signalled" in n]
        assert not all(ace in partner_hand(w) for w in worlds(state, opponent))
    # once the ace is played the signal says nothing more
    play(state, "AD")
    assert not [n for n, _ in state.knowledge(0) if "signalled" in n]


def test_no_trump_holds_for_the_cards_held_then_not_for_cards_drawn_later():
    state = position("italian", "FC", "none")
    assert holds_all(state, 0, worlds(state, 0))
    assert all(not any(state.ctx.suit[c] == TRUMP for c in partner_hand(w)) for w in worlds(state, 0))
    play(state, "FC", "4B", "AC", "5B")  # seat 2 plays a plain card; seat 0 wins; all draw
    assert len(state.hands[2]) == 3
    (fact,) = state.observation(0).private["partner_holds"]
    assert fact[:2] == [2, "none"] and fact[3] == 2  # two of its three cards were held then
    sampled = worlds(state, 0, 400)
    assert holds_all(state, 0, sampled)
    plain = [sum(state.ctx.suit[c] != TRUMP for c in partner_hand(w)) for w in sampled]
    assert min(plain) == 2 and max(plain) == 3  # the drawn card may be a trump


def test_a_trump_played_after_no_trump_came_from_a_drawn_card():
    state = position("italian", "FC", "none", stock=STOCK[:4] + ["6C", "7C", "6D", "FS", "3C"])
    play(state, "FC", "4B", "AC", "5B")  # seat 0 wins; seat 2 draws the 6 of trumps
    assert state.pack.parse("6D") in state.hands[2]
    assert state.observation(0).private["partner_holds"][0][3] == 2
    play(state, "6B", "7C", "6D")  # seat 0 leads, seat 1, then seat 2 trumps
    (fact,) = state.observation(0).private["partner_holds"]
    assert fact[3] == 2  # the trump was the drawn card: both plain cards it held are still there
    assert holds_all(state, 0, worlds(state, 0))
    play(state, "FS")
    leader = state.current_player
    assert leader == 2
    play(state, "2S")  # a plain card: it may have been one of them
    assert state.observation(0).private["partner_holds"][0][3] == 1


def test_a_low_trump_stays_in_the_partners_hand_until_one_is_played():
    state = position("italian", "5D", "low")
    low = state.ctx.signal_sets[TRUMP]["low"]
    assert state.pack.parse("5D") in low and state.pack.parse("FD") not in low
    sampled = worlds(state, 0)
    assert holds_all(state, 0, sampled) and all(set(partner_hand(w)) & low for w in sampled)
    play(state, "5D")
    assert not state.observation(0).private["partner_holds"]


def test_a_non_trump_ace_or_three_stays_until_one_is_played():
    state = position("english", "AB", "carico")
    carico = state.ctx.signal_sets[TRUMP]["carico"]
    assert {state.pack.text(c) for c in carico} == {"AS", "AB", "AC", "3S", "3B", "3C"}
    sampled = worlds(state, 0)
    assert holds_all(state, 0, sampled) and all(set(partner_hand(w)) & carico for w in sampled)
    play(state, "2S")  # not an ace or three: the signal still holds
    assert state.observation(0).private["partner_holds"]
    assert holds_all(state, 0, worlds(state, 0, 100))


def test_worlds_with_several_signals_from_both_partners_in_six():
    state = GAME.new_state(6, {"signals": "english"}, seed=4)
    rng = random.Random(4)
    checked = 0
    while not state.is_terminal:
        legal = state.legal_actions()
        signals = [a for a in legal if a.startswith("signal")]
        state.apply(signals[0] if signals else rng.choice(legal))
        for seat in range(6):
            if state.observation(seat).private["partner_holds"]:
                assert holds_all(state, seat, worlds(state, seat, 20, checked))
                checked += 1
    assert checked > 50


# --- the rate over many random games ------------------------------------------------------
@pytest.mark.parametrize("players,table", [(4, "pagat"), (4, "italian"), (4, "english"),
                                           (4, "pagat-none"), (6, "italian"), (2, "off"),
                                           (3, "off")])
def test_every_sampled_world_respects_what_the_seat_knows(players, table):
    """Random games, signalling whenever the table allows, and at every step 3 worlds for every
    seat: every named piece of knowledge must hold in every world (rate 100%)."""
    checks = passed = constrained = 0
    for seed in range(6):
        state = GAME.new_state(players, {"signals": table}, seed=seed, first_dealer=seed % players)
        rng = random.Random(seed)
        while not state.is_terminal:
            for seat in range(players):
                tests = state.knowledge(seat)
                constrained += len(tests) > 1
                for world in worlds(state, seat, 3, rng.random()):
                    for _, test in tests:
                        checks += 1
                        passed += test(world)
            legal = state.legal_actions()
            signals = [a for a in legal if a.startswith("signal")]
            state.apply(signals[0] if signals and rng.random() < 0.7 else rng.choice(legal))
    print(f"{players}p {table}: {passed}/{checks} knowledge checks held "
          f"({constrained} seat-steps with inferred knowledge)")
    assert passed == checks and constrained > 0


def test_a_hidden_card_is_never_shown_by_a_sampled_world():
    state = position("pagat", "AD", "ace")
    obs = state.observation(0)
    for world in worlds(state, 0, 50):
        assert world.observation(0) == obs
        assert world.observation(0).zones["hand:2"] == (HIDDEN,) * 3


def test_a_sampled_world_holds_no_signal_the_seat_never_observed():
    import random as _random

    from cardtable.games.briscola import GAME as _GAME
    def both_sides_signalled(st):
        return {st.ctx.team_of[s] for s, _ in st.signals} == {0, 1}

    for seed in range(50):
        state = _GAME.new_state(4, {"signals": "pagat"}, seed=seed)
        rng = _random.Random(seed)
        while not state.is_terminal and not both_sides_signalled(state):
            legal = state.legal_actions()
            signals = [a for a in legal if a.startswith("signal")]
            state.apply(rng.choice(signals or legal))
        if both_sides_signalled(state) and not state.is_terminal:
            break
    assert both_sides_signalled(state)
    for seat in range(4):
        world = state.determinize(seat, _random.Random(seat))
        team = state.ctx.team_of
        assert all(team[s] == team[seat] for s, _ in world.signals)
        assert all(team[f[0]] == team[seat] for f in world.facts)
        assert world.observation(seat) == state.observation(seat)
