"""The greedy Pishti agent: captures, pishtis, safe discards, bluffs and challenges."""

import random

from cardtable.engine import Decision

from .helpers import GAME, play, play_agents, start

CENTRE = "9S 10S QS KS"


def choose(state, seed=0):
    agent = GAME.agents()["greedy"].factory(GAME, state.current_player)
    p = state.current_player
    return agent.choose(Decision(state, p, state.legal_actions(), random.Random(seed)))


def test_greedy_captures_when_it_can():
    st = start(hands={1: "5H KH 9H QC", 0: "5D 8C 7C 6C"}, centre=CENTRE)
    assert choose(st) == "play KH"


def test_greedy_prefers_a_pishti_with_the_same_rank_to_a_jack():
    st = start(hands={1: "KH JH 5H QC", 0: "5D 8C 7C 6C"}, centre=CENTRE)
    play(st, "play KH", "play 5D")
    assert choose(st) == "play 5H"


def test_greedy_keeps_its_jack_for_a_pile_worth_it():
    st = start(2, {"jack_pishti": False}, hands={1: "KH JH 4H 3C", 0: "5D 8C 7C 6C"},
               centre=CENTRE)
    play(st, "play KH", "play 5D")
    assert choose(st) != "play JH"
    st = start(2, {"jack_pishti": True}, hands={1: "KH JH 4H 3C", 0: "5D 8C 7C 6C"},
               centre=CENTRE)
    play(st, "play KH", "play 5D")
    assert choose(st) == "play JH"  # a jack pishti counts here


def test_greedy_avoids_giving_the_opponent_an_easy_capture():
    # Onto an empty pile it plays a rank the opponent is least likely to hold: its pair of 8s.
    st = start(hands={1: "KH 9H 4H 3C", 0: "8H 8D 4C 6C"}, centre=CENTRE)
    st.apply("play KH")
    assert choose(st) in ("play 8H", "play 8D")


def test_greedy_challenges_a_claim_that_is_unlikely_to_be_true():
    opts = {"bluff": True, "jack_pishti": False}
    st = start(2, opts, hands={1: "KH 9H 4H 3C", 0: "5D 5H 5C 6C"}, centre=CENTRE)
    play(st, "play KH", "play 5D", "claim 9H")
    assert choose(st) == "challenge"  # only one five is left unseen


def test_greedy_accepts_a_claim_that_is_likely_to_be_true():
    # The claimer leads a new round with four cards onto a single five: three fives and four
    # jacks are unseen, so a true claim is likely and accepting (-10) beats challenging.
    opts = {"bluff": True, "jack_pishti": True}
    st = start(2, opts, hands={1: "KH 4H 3C 6H", 0: "8C 7C 6C 5D"}, centre=CENTRE,
               rounds=[{1: "5H 9H 10H QH", 0: "2D 3D 4D 7D"}])
    play(st, "play KH", "play 8C", "play 4H", "play 7C", "play 3C", "play 6C", "play 6H",
         "play 5D", "claim 5H")
    assert choose(st) == "accept"


def test_greedy_claims_a_true_pishti_face_down():
    st = start(2, {"bluff": True}, hands={1: "KH 5H 4H 3C", 0: "5D 8C 7C 6C"}, centre=CENTRE)
    play(st, "play KH", "play 5D")
    assert choose(st) == "claim 5H"


def test_greedy_bluffs_now_and_then():
    st = start(2, {"bluff": True}, hands={1: "KH 9H 4H 3C", 0: "5D 8C 7C 6C"}, centre=CENTRE)
    play(st, "play KH", "play 5D")
    picks = [choose(st, seed) for seed in range(200)]
    bluffs = [a for a in picks if a.startswith("claim")]
    assert 10 < len(bluffs) < 150


def test_greedy_beats_random():
    wins = 0
    games = 120
    for seed in range(games):
        agents = ["greedy", "random"] if seed % 2 else ["random", "greedy"]
        st = play_agents(2, {}, agents, seed, seed % 2)
        wins += st.result().returns[agents.index("greedy")]
    assert wins / games > 0.65


def test_greedy_plays_four_handed_bluff_games_legally():
    for seed in range(5):
        st = play_agents(4, GAME.resolve_options(4, {"bluff": True}, "pagat"), ["greedy"], seed)
        assert st.is_terminal
