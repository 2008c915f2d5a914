"""The shared conformance suite: every registered game, every variant it declares.

Environment knobs (for a longer soak): CONFORMANCE_FULL (fully checked games per variant, default
6) and CONFORMANCE_FAST (lightly checked games per variant, default 150).
"""

from __future__ import annotations

import os

import pytest

from cardtable.app.plugins import registry

from .checks import fast_playout, full_playout

FULL = int(os.environ.get("CONFORMANCE_FULL", "6"))
FAST = int(os.environ.get("CONFORMANCE_FAST", "150"))


def _variants():
    reg = registry()
    out = []
    for gid in sorted(reg.games):
        game = reg.games[gid]
        for players, options, label in game.variants():
            out.append(pytest.param(game, players, options, id=f"{gid}-{label}"))
    return out


VARIANTS = _variants()


def test_every_builtin_game_loads():
    reg = registry()
    assert not reg.broken, [str(b) for b in reg.broken]
    assert {"briscola", "pishti", "shithead", "pinochle"} <= set(reg.games)


def test_variants_are_declared():
    assert len(VARIANTS) >= 4


@pytest.mark.parametrize("game,players,options", VARIANTS)
def test_fully_checked_random_playouts(game, players, options):
    for seed in range(FULL):
        full_playout(game, players, options, 1000 + seed, f"{game.id} {players}p seed {1000 + seed}")


@pytest.mark.parametrize("game,players,options", VARIANTS)
def test_many_random_playouts(game, players, options):
    for seed in range(FAST):
        fast_playout(game, players, options, seed, f"{game.id} {players}p seed {seed}")
