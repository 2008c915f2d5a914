"""The rule-based player's three-handed auction settings (widow hope, forced-take margin) and the
benchmark that compares two settings on the same deals."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

from cardtable.engine.agent import Decision
from cardtable.games.pinochle import GAME
from cardtable.games.pinochle.agents import GreedyPinochle

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks" / "experiments"))
import pinochle_bidding  # noqa: E402


def _forced_dealer_choice(seed: int, player: GreedyPinochle) -> str:
    """Everyone passes (the old, cautious bidding); the forced dealer then takes or concedes."""
    state = GAME.new_state(3, {}, seed=seed, first_dealer=seed % 3)
    cautious = GreedyPinochle(widow_hope=30, take_margin=30)
    rng = random.Random(seed)
    while True:
        legal = state.legal_actions()
        p = state.current_player
        if "take" in legal:
            return player.choose(Decision(state, p, legal, rng))
        state.apply(cautious.choose(Decision(state, p, legal, rng)))


def test_forced_dealer_plays_out_a_hand_the_old_player_conceded():
    # seed 20 was the golden "forced concede" game of the old player
    assert _forced_dealer_choice(20, GreedyPinochle(take_margin=30)) == "concede"
    assert _forced_dealer_choice(20, GreedyPinochle()) == "take"


def test_forced_dealer_still_concedes_a_hopeless_hand():
    assert _forced_dealer_choice(24, GreedyPinochle()) == "concede"


def test_benchmark_same_setting_gains_nothing(capsys):
    pinochle_bidding.main(["--players", "3", "--deals", "12", "--new", "30,30", "--old", "30,30",
                           "--json"])
    report = json.loads(capsys.readouterr().out)
    assert report["gain_per_side_and_deal"] == 0 and report["sides_played"] == 36
    assert report["deals_won_new"] == report["deals_won_old"]


def test_benchmark_compares_partnership_sides(capsys):
    pinochle_bidding.main(["--players", "4", "--form", "partnership-auction", "--deals", "6",
                           "--new", "45,90,90"])
    out = capsys.readouterr().out
    assert "4 players, 6 deals: new 45,90,90 against old 30,30,60" in out and "of 12" in out


def test_benchmark_plays_the_contract_judge_against_the_rules(capsys):
    pinochle_bidding.main(["--players", "3", "--deals", "4", "--first", "20", "--new", "judge:4",
                           "--old", "45,90", "--json"])
    report = json.loads(capsys.readouterr().out)
    assert report["new"] == "judge:4" and report["sides_played"] == 12
