"""The deck shuffle deals fairly: every card equally likely in every place, pairs unbiased."""

from collections import Counter

from cardtable.engine.state import shuffled_order

SAMPLES = 52 * 400


def chi_square(counts, expected):
    return sum((c - expected) ** 2 / expected for c in counts)


def test_every_card_is_equally_likely_on_top_and_at_the_bottom():
    top = Counter(shuffled_order(seed, 0, 52)[0] for seed in range(SAMPLES))
    bottom = Counter(shuffled_order(seed, 3, 52)[-1] for seed in range(SAMPLES))
    for counts in (top, bottom):
        assert len(counts) == 52
        # 51 degrees of freedom: the 99.9% quantile is about 87
        assert chi_square([counts[c] for c in range(52)], SAMPLES / 52) < 87


def test_where_one_card_lies_is_uniform():
    where = Counter(shuffled_order(seed, 1, 40).index(7) for seed in range(40 * 400))
    assert chi_square([where[p] for p in range(40)], 400) < 73  # 39 dof, 99.9%


def test_neighbouring_cards_are_not_kept_together():
    # In a fair shuffle two given cards are adjacent with probability 2/n.
    n, runs = 52, 20000
    adjacent = sum(abs(o.index(0) - o.index(1)) == 1
                   for o in (shuffled_order(seed, 2, n) for seed in range(runs)))
    assert abs(adjacent / runs - 2 / n) < 0.006


def test_small_decks_reach_every_order_equally():
    counts = Counter(tuple(shuffled_order(seed, 0, 4)) for seed in range(24 * 500))
    assert len(counts) == 24
    assert chi_square(list(counts.values()), 500) < 50  # 23 dof, 99.9%
