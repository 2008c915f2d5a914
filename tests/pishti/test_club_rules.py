"""Issue 10: the club rules of seed 001 that the `club` preset missed.

* 「ディール終了時に151点を超えるプレーヤー(orチーム)がいれば、そのプレーヤー(orチーム)の勝利」:
  the game ends when a side has *more than* 151 at the end of a deal (option ``target_strict``).
* 「ピシュティのチャンスがある時、(前手番で場札をJ以外で取っている時)カードを裏向きにしてプレイ
  する事ができます」: a face-down claim only when the single card on the pile follows a capture made
  without a jack (option ``bluff_when``: ``after_plain_capture``; ``single_card`` stays the
  looser rule of RULES.md).
"""

import pytest

from cardtable.engine import IllegalActionError
from cardtable.games.pishti import GAME

from .helpers import play, start

HANDS = {1: "KH 5H 9H QC", 0: "5D 8C 7C 6C"}
CENTRE = "9S 10S QS KS"
STRICT = {"bluff": True, "bluff_when": "after_plain_capture"}
LOOSE = {"bluff": True, "bluff_when": "single_card"}


def claims(st):
    return sorted(a for a in st.legal_actions() if a.startswith("claim"))


# --- the target must be exceeded -------------------------------------------------------------
def _before_last_card(options, preset=None):
    """A game at the last card of its first deal, and the points each side gains with it (the
    card points, most cards and any last pishti)."""
    st = start(2, options, preset=preset)
    while True:
        nxt = st.clone()
        nxt.apply(nxt.legal_actions()[0])
        if nxt.deal_no > 0 or nxt.is_terminal:
            final = nxt.deal_points if nxt.deal_no == 0 else nxt.last_deal
            return st, [f - d for f, d in zip(final, st.deal_points)]
        st = nxt


@pytest.mark.parametrize("final,ends", [(151, False), (152, True)])
def test_club_preset_a_side_at_exactly_151_plays_on_at_152_it_wins(final, ends):
    st, points = _before_last_card({}, preset="club")
    assert st.options["target"] == 151 and st.options["target_strict"] is True
    # The game so far: side 0 ends this deal at `final`, side 1 far behind.
    st.scores = [final - points[0], 0]
    st.apply(st.legal_actions()[0])
    assert st.scores[0] == final and st.scores[1] < 151
    assert st.is_terminal == ends
    if ends:
        assert st.result().returns == (1.0, 0.0)
    else:
        assert st.deal_no == 1 and st.current_player >= 0  # a new deal is under way
        assert st.score_sheet().game[-1].text() == "Still needed to pass 151"
        assert st.score_sheet().game[-1].values == (1, 152 - st.scores[1])


def test_reaching_the_target_is_enough_without_the_option():
    for preset in ("harbin", "pagat"):
        st, points = _before_last_card({}, preset=preset)
        target = st.options["target"]
        st.scores = [target - points[0], 0]
        st.apply(st.legal_actions()[0])
        assert st.scores[0] == target and st.is_terminal, preset


@pytest.mark.parametrize("before,ends", [(141, False), (142, True)])
def test_a_pishti_ends_the_game_only_beyond_a_strict_target(before, ends):
    opts = {"target": 151, "target_strict": True, "end_on_pishti": True}
    st = start(2, opts, hands=HANDS, centre=CENTRE)
    play(st, "play KH", "play 5D")
    st.scores = [0, before]
    st.apply("play 5H")  # a pishti: 10
    assert st.scores[1] == before + 10 and st.is_terminal == ends


def test_both_sides_beyond_the_strict_target_the_higher_total_wins():
    st, points = _before_last_card({}, preset="club")
    st.scores = [160 - points[0], 155 - points[1]]
    st.apply(st.legal_actions()[0])
    assert st.is_terminal and st.result().returns == (1.0, 0.0)


# --- when a pishti may be claimed ------------------------------------------------------------
def test_club_preset_sets_both_seed_001_rules_and_others_keep_the_looser_ones():
    club = GAME.resolve_options(2, {"bluff": True}, "club")
    assert club["target_strict"] is True and club["bluff_when"] == "after_plain_capture"
    for preset in ("harbin", "pagat", "parlett"):
        opts = GAME.resolve_options(2, None, preset)
        assert opts["target_strict"] is False and opts["bluff_when"] == "single_card"
    defaults = GAME.option_set.defaults()
    assert defaults["target_strict"] is False and defaults["bluff_when"] == "single_card"
    help_text = GAME.option_set.options["target_strict"].help
    assert "more than 151" in help_text and "club" in help_text
    assert "without a jack" in GAME.option_set.options["bluff_when"].help


@pytest.mark.parametrize("options", [STRICT, LOOSE])
def test_after_a_capture_without_a_jack_claims_are_offered_either_way(options):
    st = start(2, options, hands=HANDS, centre=CENTRE)
    play(st, "play KH", "play 5D")  # the king took the pile, a single 5D lies there
    assert claims(st) == ["claim 5H", "claim 9H", "claim QC"]


def test_after_a_jack_capture_no_claim_with_the_club_condition():
    hands = {1: "JH 5H 9H QC", 0: HANDS[0]}
    st = start(2, STRICT, hands=hands, centre=CENTRE)
    play(st, "play JH", "play 5D")  # the jack took the pile
    assert claims(st) == []
    assert st.legal_actions() == ["play 5H", "play 9H", "play QC"]
    with pytest.raises(IllegalActionError, match="capture made without a jack"):
        st.apply("claim 5H")
    st = start(2, LOOSE, hands=hands, centre=CENTRE)
    play(st, "play JH", "play 5D")
    assert claims(st) == ["claim 5H", "claim 9H", "claim QC"]


def test_an_accepted_claim_counts_as_a_capture_without_a_jack():
    st = start(2, STRICT, hands=HANDS, centre=CENTRE)
    play(st, "play KH", "play 5D", "claim 9H", "accept", "play 8C")
    assert st.current_player == 1 and len(st.pile) == 1
    assert claims(st) == ["claim 5H", "claim QC"]


@pytest.mark.parametrize("claimed,offered", [("JH", False), ("5H", True)])
def test_a_challenged_true_claim_counts_by_the_card_it_showed(claimed, offered):
    hands = {1: "KH 5H JH QC", 0: HANDS[0]}
    st = start(2, STRICT, hands=hands, centre=CENTRE)
    play(st, "play KH", "play 5D", f"claim {claimed}", "challenge")
    assert st.scores == [0, 20]  # true either way (a jack on a single card is a pishti here)
    st.apply("play 8C")
    assert bool(claims(st)) == offered


def test_four_players_the_player_after_the_next_may_claim_after_a_plain_capture():
    # 「前手番で」 read as the turn before the last: with 2 players the capturer is always the one
    # facing the single card; with 4 it is whoever faces it after a capture without a jack.
    opts = dict(STRICT, direction="anticlockwise")
    hands = {1: "KH 2S 3S 4S", 2: "5D 6D 7D 8D", 3: "5C 6C 7C 8C", 0: "9C 10C QC KC"}
    st = start(4, opts, hands=hands, centre=CENTRE)
    play(st, "play KH", "play 5D")
    assert st.current_player == 3 and claims(st) == ["claim 5C", "claim 6C", "claim 7C",
                                                     "claim 8C"]
