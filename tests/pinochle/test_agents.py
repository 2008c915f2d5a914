"""The greedy agent: legal choices, meld choice, bidding from meld, burying, trump choice."""

from __future__ import annotations

import random

from cardtable.engine.agent import Decision
from cardtable.games.pinochle import GAME
from cardtable.games.pinochle.agents import GreedyPinochle

from .helpers import new
from .test_auction import S1, WIDOW
from .test_two_handed import deal, win_first_trick


def choose(s):
    return GreedyPinochle().choose(Decision(s, s.current_player, s.legal_actions(), random.Random(0)))


def test_greedy_picks_the_biggest_meld():
    s = deal("AS#2")
    win_first_trick(s)
    # 40 is the most on offer (royal marriage or pinochle), never the 20 marriage or "done"
    assert choose(s) in ("meld royal-marriage KS QS", "meld pinochle QS JD")


def test_greedy_bids_from_meld_and_passes_weak_hands():
    s = new(3, {1: S1, "widow": WIDOW})
    assert choose(s) == "bid 300"  # flush + aces + dix + trick estimate
    weak = new(3, {1: "9S 9H 9D 9C JS JH JC 9S#2 9H#2 9D#2 9C#2 JS#2 JH#2 JC#2 QH".split()})
    assert choose(weak) == "pass"


def test_greedy_names_strong_suit_and_buries_outside_trumps():
    s = new(3, {1: S1, "widow": WIDOW})
    s.apply("bid 300")
    s.apply("pass")
    s.apply("pass")
    assert choose(s) == "trump S"
    s.apply("trump S")
    for _ in range(3):
        s.apply(choose(s))
    assert len(s.buried) == 3 and s.phase == "play"
    assert all(s.ctx.suit[c] != "S" and s.ctx.rank[c] != "A" for c in s.buried)


def test_greedy_declares_out_at_target():
    s = deal("AS#2", game="1000")
    s.totals = [0, 1000]
    assert choose(s) == "declare-out"


def test_greedy_plays_every_form_to_the_end():
    for n, opts, _ in GAME.variants():
        s = GAME.new_state(n, opts, seed=5)
        agent = GreedyPinochle()
        rng = random.Random(5)
        while not s.is_terminal:
            a = agent.choose(Decision(s, s.current_player, s.legal_actions(), rng))
            s.apply(a)
        assert len(s.result().returns) == n
