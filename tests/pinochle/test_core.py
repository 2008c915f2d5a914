"""Shared rules: card points, rounding, trick winners, the meld table, options and forms."""

from __future__ import annotations

import pytest

from cardtable.engine import OptionError, make_pack
from cardtable.games.pinochle import GAME
from cardtable.games.pinochle.melds import best_melds, meld_total
from cardtable.games.pinochle.rules import OPTIONS, chips_for, context_for, round_points
from cardtable.games.pinochle.tricks import strict_plays, trick_winner


def ctx_for(n=2, **kw):
    return context_for(n, dict(OPTIONS.defaults(), **kw))


def ids(ctx, texts):
    return [ctx.pack.parse(t) for t in texts.split()]


def test_rounding_seed_examples():
    assert round_points(87) == 90
    assert round_points(126) == 120 and round_points(124) == 120
    assert round_points(125) == 120
    assert round_points(129) == 130 and round_points(120) == 120


@pytest.mark.parametrize("counting", ["standard", "tens-and-fives", "tens"])
def test_card_points_total_250_with_last_trick(counting):
    for n in (2, 3, 4):
        ctx = ctx_for(n, counting=counting)
        assert sum(ctx.points) + 10 == 250
    assert sum(ctx_for(2, counting=counting, pack="64").points) + 10 == 250


def test_standard_count_values():
    ctx = ctx_for()
    assert [ctx.points[c] for c in ids(ctx, "AS 10S KS QS JS 9S")] == [11, 10, 4, 3, 2, 0]


def test_simplified_count_tens_and_fives():
    ctx = ctx_for(counting="tens-and-fives")
    assert [ctx.points[c] for c in ids(ctx, "AS 10S KS QS JS 9S")] == [10, 10, 5, 5, 0, 0]
    assert not ctx.rounding


def test_simplified_count_tens():
    ctx = ctx_for(counting="tens")
    assert [ctx.points[c] for c in ids(ctx, "AS 10S KS QS JS 9S")] == [10, 10, 10, 0, 0, 0]


def test_rank_order_ace_ten_king_queen_jack_nine():
    ctx = ctx_for()
    order = ids(ctx, "AH 10H KH QH JH 9H")
    assert [ctx.strength[c] for c in order] == sorted((ctx.strength[c] for c in order), reverse=True)
    assert trick_winner(ids(ctx, "KH 10H"), ctx.suit, ctx.strength, "S") == 1


def test_identical_cards_first_played_wins():
    ctx = ctx_for()
    assert trick_winner(ids(ctx, "AS AS#2"), ctx.suit, ctx.strength, "H") == 0
    assert trick_winner(ids(ctx, "9D QC 9D#2 QC#2"), ctx.suit, ctx.strength, "C") == 1


def test_trump_beats_plain_and_off_suit_loses():
    ctx = ctx_for()
    assert trick_winner(ids(ctx, "AH 9S"), ctx.suit, ctx.strength, "S") == 1
    assert trick_winner(ids(ctx, "9H AD"), ctx.suit, ctx.strength, "S") == 0


def test_must_follow_suit():
    ctx = ctx_for()
    hand = ids(ctx, "9H AD 9S")
    got = strict_plays(hand, ids(ctx, "KH"), ctx.suit, ctx.strength, "S", False)
    assert got == ids(ctx, "9H")


def test_must_beat_when_trumps_led():
    ctx = ctx_for()
    hand = ids(ctx, "9S AS AD")
    assert strict_plays(hand, ids(ctx, "KS"), ctx.suit, ctx.strength, "S", False) == ids(ctx, "AS")
    # Unable to beat: any trump.
    hand = ids(ctx, "9S JS AD")
    assert strict_plays(hand, ids(ctx, "KS"), ctx.suit, ctx.strength, "S", False) == ids(ctx, "9S JS")


def test_must_trump_when_void():
    ctx = ctx_for()
    hand = ids(ctx, "9S AD")
    assert strict_plays(hand, ids(ctx, "AH"), ctx.suit, ctx.strength, "S", False) == ids(ctx, "9S")
    hand = ids(ctx, "9D AD")
    assert strict_plays(hand, ids(ctx, "AH"), ctx.suit, ctx.strength, "S", False) == hand


def test_plain_suit_need_not_be_headed_by_default():
    ctx = ctx_for()
    hand = ids(ctx, "9H AH")
    assert strict_plays(hand, ids(ctx, "KH"), ctx.suit, ctx.strength, "S", False) == hand


def test_head_trick_option_must_win_in_suit_led():
    ctx = ctx_for(head_trick=True)
    hand = ids(ctx, "9H AH")
    assert strict_plays(hand, ids(ctx, "KH"), ctx.suit, ctx.strength, "S", True) == ids(ctx, "AH")


def test_three_players_no_duty_to_overtrump():
    ctx = ctx_for(3)
    hand = ids(ctx, "9S AS AD")
    trick = ids(ctx, "AH KS")  # hearts led, trumped with the king
    assert strict_plays(hand, trick, ctx.suit, ctx.strength, "S", False) == ids(ctx, "9S AS")


def test_head_trick_option_must_overtrump():
    ctx = ctx_for(3, head_trick=True)
    hand = ids(ctx, "9S AS AD")
    trick = ids(ctx, "AH KS")
    assert strict_plays(hand, trick, ctx.suit, ctx.strength, "S", True) == ids(ctx, "AS")


def test_meld_table_single_melds():
    ctx = ctx_for(4)
    hand = ids(ctx, "AH 10H KH QH JH KS QS JD AS AD AC 9H")
    melds = {k: v for k, v, _ in best_melds(ctx, hand, "H")}
    # flush 150, marriage (spades) 20, pinochle 40, hundred aces 100, dix 10
    assert melds == {"flush": 150, "marriage": 20, "pinochle": 40, "aces": 100, "dix": 10}


def test_flush_plus_extra_royal_marriage():
    ctx = ctx_for(4)
    hand = ids(ctx, "AH 10H KH QH JH KH#2 QH#2")
    melds = {k: v for k, v, _ in best_melds(ctx, hand, "H")}
    assert melds == {"flush": 150, "royal-marriage": 40}


def test_double_melds_four_handed():
    ctx = ctx_for(4)
    doubles = {
        "AH 10H KH QH JH AH#2 10H#2 KH#2 QH#2 JH#2": ("double-flush", 1500),
        "AS AH AD AC AS#2 AH#2 AD#2 AC#2": ("double-aces", 1000),
        "KS KH KD KC KS#2 KH#2 KD#2 KC#2": ("double-kings", 800),
        "QS QH QD QC QS#2 QH#2 QD#2 QC#2": ("double-queens", 600),
        "JS JH JD JC JS#2 JH#2 JD#2 JC#2": ("double-jacks", 400),
        "QS JD QS#2 JD#2": ("double-pinochle", 300),
    }
    for hand, (kind, value) in doubles.items():
        melds = {k: v for k, v, _ in best_melds(ctx, ids(ctx, hand), "H")}
        assert melds[kind] == value, (hand, melds)


def test_extra_melds_six_and_eight_players():
    ctx = ctx_for(6)
    assert ctx.pack.size == 96 and ctx.extra_melds

    def value(hand, trump="C"):
        return {k: v for k, v, _ in best_melds(ctx, ids(ctx, hand), trump)}

    assert value("KH QH KH#2 QH#2")["double-marriage"] == 300
    assert value("KH QH KH#2 QH#2 KH#3 QH#3")["triple-marriage"] == 600
    assert value("QS JD QS#2 JD#2 QS#3 JD#3") == {"triple-pinochle": 600}
    assert value("QS JD QS#2 JD#2 QS#3 JD#3 QS#4 JD#4") == {"quadruple-pinochle": 1200}
    triple_aces = " ".join(f"A{s}{c}" for s in "SHDC" for c in ("", "#2", "#3"))
    assert value(triple_aces)["triple-aces"] == 2000  # twice the double
    quad_jacks = " ".join(f"J{s}{c}" for s in "SHDC" for c in ("", "#2", "#3", "#4"))
    assert value(quad_jacks)["quadruple-jacks"] == 3000


def test_no_triples_without_the_double_pack():
    ctx = ctx_for(4)
    melds = [(k, v) for k, v, _ in best_melds(ctx, ids(ctx, "KH QH KH#2 QH#2"), "C")]
    assert melds == [("marriage", 20), ("marriage", 20)]  # two plain marriages, 20 each


def test_chip_tables():
    assert [chips_for(b, "standard") for b in (250, 300, 340, 350, 400, 450, 500, 550, 600, 690)] == \
        [1, 3, 3, 5, 10, 15, 20, 25, 30, 30]
    assert [chips_for(b, "doubling") for b in (300, 350, 400, 450, 500, 550, 600)] == \
        [3, 5, 10, 20, 40, 80, 160]
    assert [chips_for(b, "small") for b in (300, 350, 400, 450, 500, 550, 600)] == \
        [1, 2, 4, 6, 8, 10, 12]
    assert chips_for(300, "standard", "S", True) == 6 and chips_for(300, "standard", "H", True) == 9
    assert chips_for(300, "standard", "D", True) == 3


@pytest.mark.parametrize("n,opts,msg", [
    (2, {"form": "auction"}, "for 3 players"),
    (3, {"form": "two-handed"}, "for 2 players"),
    (4, {"form": "auction"}, "for 3 players"),
    (4, {"pack": "64"}, "64-card pack"),
    (3, {"game": "1000"}, "chips"),
])
def test_check_options_rejects_mismatches(n, opts, msg):
    with pytest.raises(OptionError, match=msg):
        GAME.new_state(n, opts)


def test_auto_form_follows_player_count():
    forms = {n: GAME.new_state(n).ctx.form for n in GAME.player_counts}
    assert forms == {2: "two-handed", 3: "auction", 4: "partnership", 6: "partnership",
                     8: "partnership"}
    assert GAME.new_state(4, {"form": "partnership-auction"}).ctx.form == "partnership-auction"


def test_packs():
    assert GAME.new_state(2).pack.size == 48
    assert GAME.new_state(2, {"pack": "64"}).pack.size == 64
    assert GAME.new_state(6).pack.size == 96 and GAME.new_state(8).pack.size == 96
    assert make_pack("pinochle96").size == 96


def test_teams():
    assert GAME.teams(4, {}) == [(0, 2), (1, 3)]
    assert GAME.teams(6, {}) == [(0, 2, 4), (1, 3, 5)]
    assert GAME.teams(8, {}) == [(0, 4), (1, 5), (2, 6), (3, 7)]
    assert GAME.teams(3, {}) == [(0,), (1,), (2,)]


def test_variants_cover_every_form():
    forms = {context_for(n, dict(OPTIONS.defaults(), **o)).form for n, o, _ in GAME.variants()}
    assert forms == {"two-handed", "auction", "partnership", "partnership-auction"}
    assert {n for n, _, _ in GAME.variants()} == {2, 3, 4, 6, 8}


def test_meld_total_helper():
    ctx = ctx_for(4)
    assert meld_total(best_melds(ctx, ids(ctx, "QS JD 9C"), "C")) == 50


@pytest.mark.parametrize("variant", GAME.variants(), ids=[v[2] for v in GAME.variants()])
def test_every_variant_counts_all_card_points_per_deal(variant, monkeypatch):
    """250 card points per deal (490 with the double pack) including the last trick and, in the
    auction, the buried cards, in every deal played to its last trick."""
    import random
    from cardtable.games.pinochle.state_base import PinochleBase

    totals: list[int] = []
    real = PinochleBase._last_trick_bonus

    def spy(self, winner):
        real(self, winner)
        totals.append(sum(self.deal_cards) + sum(self.ctx.points[c] for c in self.buried))

    monkeypatch.setattr(PinochleBase, "_last_trick_bonus", spy)
    n, opts, _ = variant
    for seed in range(6):
        s = GAME.new_state(n, opts, seed=seed, first_dealer=seed % n)
        rng = random.Random(seed)
        while not s.is_terminal:
            legal = [a for a in s.legal_actions() if a not in ("declare-out", "concede")]
            s.apply(rng.choice(legal))
    assert totals and set(totals) == {490 if n >= 6 else 250}
