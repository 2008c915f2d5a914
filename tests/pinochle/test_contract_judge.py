"""The master's auction in three-handed Pinochle: bids, trump and concessions judged by playing
the deal out in sampled worlds."""

from __future__ import annotations

import random

from cardtable.ai.levels import make_agent
from cardtable.engine.agent import Decision
from cardtable.games.pinochle import GAME
from cardtable.games.pinochle.agents import GreedyPinochle
from cardtable.games.pinochle.contract_judge import ContractJudge

from .helpers import new

# Seat 1 (dealer 0: seat 1 bids first): a spade flush, a hundred aces and more.
STRONG = "AS 10S KS QS JS 9S AH AD AC KH QH 10H JD 9D 9C".split()
# Seat 1: nines and jacks, nothing to meld but the pinochle-less jacks.
WEAK = "9S 9S#2 9H 9H#2 9D 9D#2 9C 9C#2 JS JS#2 JH JH#2 JC JC#2 QC".split()
WIDOW = ["AS#2", "10S#2", "KS#2"]


def naming(hand: list[str], bid: int):
    """Seat 1 has bought the contract at ``bid`` and seen the widow: it names trump now."""
    s = new(3, {1: hand, "widow": WIDOW})
    s.apply(f"bid {bid}")
    s.apply("pass")
    s.apply("pass")
    assert s.phase == "trump" and s.current_player == 1
    return s


class Guard:
    """A true state that answers only what a seat may ask of it."""

    ALLOWED = {"determinize", "observation", "options", "num_players", "game"}

    def __init__(self, state):
        self._state = state

    def __getattr__(self, name):
        if name not in Guard.ALLOWED:
            raise AssertionError(f"the judge read state.{name}")
        return getattr(self._state, name)


def test_the_judge_names_the_suit_of_a_flush_and_makes_the_bid():
    s = naming(STRONG, 350)
    judged = ContractJudge(worlds=16).judge(Decision(s, 1, s.legal_actions(), random.Random(1)),
                                         random.Random(2))
    assert judged is not None
    assert judged[0].action == "trump S" and judged[0].chance >= 0.9
    assert {j.action for j in judged} == set(s.legal_actions())
    assert judged[-1].chance <= judged[0].chance


def test_the_judge_concedes_a_hand_that_cannot_make_a_high_bid():
    s = naming(WEAK, 500)
    d = Decision(s, 1, s.legal_actions(), random.Random(1))
    judged = ContractJudge(worlds=16).judge(d, random.Random(2))
    assert judged is not None and judged[0].action == "concede"
    assert all(j.chance < 0.2 for j in judged if j.action != "concede")
    assert "chips" in judged[0].reason()
    s.apply(judged[0].action)
    assert s.is_terminal and s.chips[1] < 0


def test_the_judge_sees_only_the_observation_and_sampled_worlds():
    s = naming(STRONG, 350)
    legal = s.legal_actions()
    d = Decision(Guard(s), 1, legal, random.Random(1))  # type: ignore[arg-type]
    judged = ContractJudge(worlds=8).judge(d, random.Random(3))
    assert judged is not None and judged[0].action == "trump S"


def test_the_judge_bids_a_strong_hand_and_passes_a_weak_one():
    judge = ContractJudge(worlds=16)
    for hand, want in ((STRONG, "bid 300"), (WEAK, "pass")):
        s = new(3, {1: hand, "widow": WIDOW})
        d = Decision(s, 1, s.legal_actions(), random.Random(1))
        judged = judge.judge(d, random.Random(2))
        assert judged is not None and judged[0].action == want
        assert {j.action for j in judged} == {"pass", "bid 300"}
        assert judged[0].chips > judged[1].chips  # strictly: a tie would be the rules' move
        assert all(j.bidding and "played-out deals" in j.reason() for j in judged)


def test_the_judge_leaves_every_other_decision_alone():
    judge = ContractJudge(worlds=4)
    s = naming(STRONG, 350)
    s.apply("trump S")  # burying: the rules'
    assert judge.judge(Decision(s, 1, s.legal_actions(), random.Random(1)), random.Random(1)) is None
    s = new(3, {1: STRONG, "widow": WIDOW})
    assert ContractJudge(worlds=4, bids=False).judge(
        Decision(s, 1, s.legal_actions(), random.Random(1)), random.Random(1)) is None
    two = GAME.new_state(2, {}, seed=3)
    assert judge.judge(Decision(two, two.current_player, two.legal_actions(), random.Random(1)),
                       random.Random(1)) is None
    four = GAME.new_state(4, {"form": "partnership-auction"}, seed=3)
    assert four.legal_actions()[0] == "pass"
    assert judge.judge(Decision(four, four.current_player, four.legal_actions(),
                                random.Random(1)), random.Random(1)) is None


def test_the_master_names_trump_by_the_judge_and_the_hint_says_why():
    s = naming(WEAK, 500)
    d = Decision(s, 1, s.legal_actions(), random.Random(1))
    master = make_agent(GAME, 1, "master", seed=4)
    assert master.choose(d) == "concede"
    # the expert leaves the naming to the rule-based player
    expert = make_agent(GAME, 1, "expert", seed=4)
    assert expert.choose(d) == GreedyPinochle().choose(d)
    ranked = make_agent(GAME, 1, "master", seed=4).rank(d)
    assert ranked[0].action == "concede"
    assert {r.action for r in ranked} == set(d.legal)
    suits = [r for r in ranked if r.action.startswith("trump ")]
    assert all("played-out deals" in r.reason and r.visits > 0 for r in suits)


def test_the_masters_hint_on_a_bid_weighs_the_pass_and_the_next_bid_and_lists_the_rest():
    s = new(3, {1: STRONG, "widow": WIDOW})
    d = Decision(s, 1, s.legal_actions(), random.Random(1))
    ranked = make_agent(GAME, 1, "master", seed=4).rank(d)
    assert [r.action for r in ranked][:1] == ["bid 300"]
    assert sorted(r.action for r in ranked) == sorted(d.legal)
    assert {r.action for r in ranked if r.visits} == {"pass", "bid 300"}
    assert "chips" in ranked[0].reason


def test_the_master_plays_a_whole_three_handed_deal_with_the_judge():
    s = GAME.new_state(3, {}, seed=5)
    agents = [make_agent(GAME, p, "master", seed=p, iterations=20) for p in range(3)]
    rng = random.Random(5)
    while not s.is_terminal:
        p = s.current_player
        legal = s.legal_actions()
        move = agents[p].choose(Decision(s, p, legal, rng))
        assert move in legal
        s.apply(move)
    assert s.result() is not None


def test_a_cancelled_judgement_stands_on_the_worlds_played_so_far():
    s = naming(STRONG, 350)
    d = Decision(s, 1, s.legal_actions(), random.Random(1))
    asked = []

    def stop():
        asked.append(1)
        return len(asked) >= 3  # cancelled after the third world

    judged = ContractJudge(worlds=16).judge(d, random.Random(2), stop)
    assert judged is not None and judged[0].action == "trump S"
    assert {j.worlds for j in judged if j.action != "concede"} == {3}
    # cancelled at once: one world weighed
    judged = ContractJudge(worlds=16).judge(d, random.Random(2), lambda: True)
    assert judged is not None and {j.worlds for j in judged if j.action != "concede"} == {1}


def test_the_master_stops_judging_at_a_cancel_or_its_time_cap():
    s = new(3, {1: STRONG, "widow": WIDOW})
    d = Decision(s, 1, s.legal_actions(), random.Random(1))
    rules = GreedyPinochle().choose(d)
    # cancelled from outside: the rule-based bid, at once
    assert make_agent(GAME, 1, "master", seed=4).choose(d, should_stop=lambda: True) == rules
    # the app's time cap passed after the first world: both actions weighed over one world
    capped = make_agent(GAME, 1, "master", seed=4, time_limit=1e-9).rank(d)
    assert {r.visits for r in capped if r.visits} == {1}
    assert {r.action for r in capped if r.visits} == {"pass", "bid 300"}


def test_the_measured_off_variants_still_judge_the_bids():
    """The variants run 20 measured and left off (benchmarks/pinochle_bidding.py ``judge-read``):
    worlds dealt as the other seats' bids say, and the partnership auction's bids judged by the
    side's lead in the deal's points."""
    s = new(3, {1: STRONG, "widow": WIDOW})
    s.apply("bid 300")
    s.apply("pass")  # seat 2 passes at 310: a weaker hand than a random one, on the whole
    s.apply("bid 310")  # the dealer bids on
    d = Decision(s, 1, s.legal_actions(), random.Random(1))
    judged = ContractJudge(worlds=8, read_bids=True).judge(d, random.Random(2))
    assert judged is not None and {j.action for j in judged} == {"pass", "bid 320"}
    four = GAME.new_state(4, {"form": "partnership-auction"}, seed=3)
    d4 = Decision(four, four.current_player, four.legal_actions(), random.Random(1))
    assert ContractJudge(worlds=4).judge(d4, random.Random(1)) is None  # off by default
    judged = ContractJudge(worlds=4, read_bids=True, partnership=True).judge(d4, random.Random(1))
    assert judged is not None and {j.action for j in judged} == {"pass", d4.legal[1]}
    assert all(j.worlds == 4 for j in judged)
