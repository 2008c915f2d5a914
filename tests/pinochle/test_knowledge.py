"""What a seat knows and infers, and sampled worlds that keep all of it (determinize).

Crafted deals for each inference (a void, no trump, no higher trump, not heading the trick, the
widow cards with the bidder, melded and passed cards), the three-handed bury bug, the exact
fallback of the constrained deal, and a sampling run over every variant that reports the rate of
sampled worlds keeping everything the seat knows (it must be 100%).
"""

from __future__ import annotations

import random

import pytest

from cardtable.engine import HIDDEN
from cardtable.games.pinochle import GAME
from cardtable.games.pinochle import knowledge

from .helpers import cards, new as _new

from .test_auction import S1, WIDOW, win_bid


def new(n, wanted, **opts):
    s = _new(n, wanted, **opts)
    while s.phase == "exchange":
        s.apply("done")
    return s


def names(s, seat):
    return [name for name, _ in s.knowledge(seat)]


def sample(s, seat, worlds=300, seed=0):
    """Sampled worlds for ``seat``; each must pass every knowledge test and play on."""
    rng = random.Random(seed)
    tests = s.knowledge(seat)
    out = []
    for _ in range(worlds):
        w = s.determinize(seat, rng)
        failed = [name for name, holds in tests if not holds(w)]
        assert not failed, failed
        out.append(w)
    return out


# Dealer 0, trumps clubs (the turned AC goes to the dealer); seat 1 leads.
VOID_DEAL = {"trump": ["AC"], 1: "AH 10H KH AS#2 10S#2 KS#2 9H#2 JH#2 AD#2 10D#2 KD#2 9C".split(),
             2: "AS 10S KS QS JS 9S AD 10D KD QD JD 9D".split()}


def test_a_player_who_neither_follows_nor_trumps_has_no_card_of_either_suit():
    s = new(4, VOID_DEAL)
    s.apply("play AH")
    s.apply("play 9S")  # seat 2 holds no hearts and no clubs
    assert s.observation(0).public["voids"][2] == ["C", "H"]
    assert {"seat 3 has no Hearts", "seat 3 has no Clubs"} <= set(names(s, 0))
    assert "seat 3 has no Hearts" not in names(s, 2)  # nothing to infer about oneself
    hearts_clubs = {c for c in range(48) if s.ctx.suit[c] in "HC"}
    for w in sample(s, 0):
        assert not hearts_clubs & set(w.hands[2])
    for w in sample(s, 3):
        assert not hearts_clubs & set(w.hands[2])


def test_following_trumps_led_without_beating_shows_no_higher_trump():
    deal = {"trump": ["AH"], 1: "KH QS 10S KS QD JD KD 9D AS 9S 10D AD".split(),
            2: "9H JH QC KC JC 9C AC 10C JS QS#2 KS#2 AS#2".split()}
    s = new(4, deal)
    s.apply("play KH")  # trumps led
    s.apply("play JH")  # seat 2 cannot beat the king: no A or 10 of hearts
    assert "seat 3 has no Hearts above the K" in names(s, 0)
    high = set(cards(s, "AH#2 10H 10H#2"))  # AH is the dealer's turned card, known
    for w in sample(s, 0):
        assert not high & set(w.hands[2])
    # no inference when the trick is beaten or a plain suit is followed without the old rule
    s2 = new(4, deal)
    s2.apply("play QS")
    s2.apply("play JS")
    assert s2.inference() is None


def test_head_trick_option_not_heading_a_plain_suit_caps_it():
    deal = {"trump": ["AH"], 1: "KS QH 10S QS QD JD KD 9D AS 9S 10D AD".split(),
            2: "9S#2 JS 9H JH QC KC JC 9C AC 10C KH#2 AS#2".split()}
    s = new(4, deal, head_trick=True, game="single")
    s.apply("play KS")
    assert s.legal_actions() == ["play AS#2"]  # the old rule: head the trick when able
    s = new(4, {**deal, 2: "9S#2 JS 9H JH QC KC JC 9C AC 10C KH#2 QS#2".split()},
            head_trick=True, game="single")
    s.apply("play KS")
    s.apply("play JS")  # could not head the king of spades: no spade above it
    assert "seat 3 has no Spades above the K" in names(s, 0)
    high = {c for c in range(48) if s.ctx.suit[c] == "S" and s.ctx.rank[c] in ("A", "10")}
    for w in sample(s, 1):
        assert not high & set(w.hands[2])


def test_two_handed_second_phase_voids_are_kept():
    s = GAME.new_state(2, seed=4)
    while s.phase != "play2":
        s.apply(s.legal_actions()[0] if s.phase == "play1" else "done")
    rng = random.Random(4)
    while s.inference() is None and not s.is_terminal:
        s.apply(rng.choice(s.legal_actions()))
    assert s.inference() is not None
    (seat, suit), cap = next(iter(s.inference().caps.items()))
    other = 1 - seat
    for w in sample(s, other, 100):
        assert all(not (w.ctx.suit[c] == suit and w.ctx.strength[c] > cap)
                   for c in w.hands[seat] + w.melds[seat])


def test_first_phase_shows_nothing():
    s = GAME.new_state(2, seed=4)
    for _ in range(30):
        if s.phase != "play1":
            s.apply("done") if "done" in s.legal_actions() else s.apply(s.legal_actions()[0])
            continue
        s.apply(s.legal_actions()[-1])
    assert s.inference() is None


def test_widow_cards_stay_with_the_bidder_after_the_burial_begins():
    s = new(3, {1: S1, "widow": WIDOW})
    win_bid(s)
    s.apply("trump S")
    widow = set(cards(s, " ".join(WIDOW)))
    # before burying, everyone sees where the widow cards are
    assert widow <= set(s.observation(0).zones["hand:1"]) | set(s.observation(0).zones["meld:1"])
    s.apply("bury 10H")
    name = "the widow cards are in seat 2's hand or buried"
    assert name in names(s, 0) and name in names(s, 2) and name not in names(s, 1)
    kept = widow - set(s.melds[1])
    assert kept and not kept & set(x for x in s.observation(0).zones["hand:1"] if x != HIDDEN)
    for w in sample(s, 0):
        assert not kept & (set(w.hands[2]) | set(w.hands[0]))


def test_three_handed_bury_determinize_plays_on_for_every_seat_and_seed():
    """The old bug: a non-bidder's world kept burials computed from the real hand."""
    for seed in range(40):
        s = GAME.new_state(3, seed=seed)
        rng = random.Random(seed)
        while s.phase != "bury" and not s.is_terminal:
            legal = s.legal_actions()
            s.apply("trump S" if "trump S" in legal else
                    next((a for a in legal if a.startswith("bid")), legal[0]))
        for step in range(3):
            if s.phase != "bury":
                break
            for seat in range(3):
                w = s.determinize(seat, rng)
                w.apply(rng.choice(w.legal_actions()))
            s.apply(s.legal_actions()[step % 2])


def test_melded_cards_stay_known_in_every_world():
    s = new(4, VOID_DEAL)
    melded = {c for m in s.shown_melds[2] for c in m[2]}
    assert melded
    for w in sample(s, 0, 100):
        assert melded <= set(w.hands[2])


def test_passed_cards_stay_where_the_passer_put_them():
    s = _new(4, {1: "AS 10S KS QS JS AS#2 AH AD AC 10S#2 KS#2 QS#2".split()},
             form="partnership-auction", pass_cards=True)
    s.apply("bid 300")
    for _ in range(3):
        s.apply("pass")
    s.apply("trump S")
    given = []
    for _ in range(4):
        a = s.legal_actions()[0]
        given.append(s.pack.parse(a.split()[1]))
        s.apply(a)
    for w in sample(s, 3, 100):
        assert set(given) <= set(w.hands[1])
    for w in sample(s, 0, 100):  # an opponent does not know them
        assert w.observation(0) == s.observation(0)


def test_exact_assignment_when_no_single_swap_fits():
    """Cards that only fit places held by other restricted cards: the augmenting paths place
    all of them (a swap repair alone could not)."""
    rng = random.Random(0)
    keys = [0, 0, 1, 1, 2, 2]
    forbid = {0: frozenset({10, 11, 12, 13}), 1: frozenset({12, 13, 14, 15}),
              2: frozenset({10, 11, 14, 15})}
    for fix in (knowledge._assign, knowledge._repair):
        for trial in range(200):
            pool = [10, 11, 12, 13, 14, 15]
            rng.shuffle(pool)
            fix(pool, keys, forbid, rng)
            assert sorted(pool) == [10, 11, 12, 13, 14, 15]
            assert all(c not in forbid[k] for c, k in zip(pool, keys)), pool


def variant_params():
    return [pytest.param(n, o, id=label) for n, o, label in GAME.variants()]


@pytest.mark.parametrize("players,options", variant_params())
def test_sampled_worlds_keep_everything_the_seat_knows(players, options, capsys):
    """Random games; at many positions every seat samples worlds: the rate of worlds passing
    every knowledge test (observation, voids, caps, widow) is reported and must be 100%."""
    worlds = passed = inferred = 0
    for seed in range(3):
        s = GAME.new_state(players, options, seed=seed)
        rng = random.Random(seed)
        step = 0
        while not s.is_terminal and step < 400:
            if step % 3 == 0:
                for seat in range(players):
                    tests = s.knowledge(seat)
                    inferred += len(tests) - 1
                    for _ in range(2):
                        w = s.determinize(seat, rng)
                        worlds += 1
                        passed += all(holds(w) for _, holds in tests)
                        if not w.is_terminal:
                            w.apply(rng.choice(w.legal_actions()))
            s.apply(rng.choice(s.legal_actions()))
            step += 1
    with capsys.disabled():
        print(f"\n{players}p {options.get('form')}: {passed}/{worlds} sampled worlds keep what "
              f"the seat knows ({100.0 * passed / worlds:.1f}%), {inferred} inferred facts tested")
    assert worlds and passed == worlds
