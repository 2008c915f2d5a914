"""The shared conformance suite: every registered game, every variant it declares.

Environment knobs (for a longer soak): CONFORMANCE_FULL (fully checked games per variant, default
6), CONFORMANCE_FULL_STEPS (steps of each with every check at every step, default 500; 0: all,
checks.py) and CONFORMANCE_FAST (lightly checked games per variant, default 150).
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


BUILTIN = ("briscola", "pishti", "shithead", "pinochle")


@pytest.mark.parametrize("game,players,options",
                         [v for v in VARIANTS if v.values[0].id in BUILTIN])
def test_every_builtin_move_is_said_to_the_player_who_made_it(game, players, options):
    """The log says a person's own move to them ("You play Nine of Hearts"): every action a
    built-in game's player takes has that sentence (engine.i18n.you_form), or the log would fall
    back to "You plays …"."""
    import random

    from cardtable.engine.i18n import addressing_actor

    for seed in range(3):
        state = game.start(players, dict(options), seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal:
            p = state.current_player
            for a in state.legal_actions():
                with addressing_actor() as said:
                    line = state.log_line(a, p)
                assert not line or said.used, (game.id, players, options, a, line)
                assert not line or line.startswith("You "), line
            state.apply(rng.choice(state.legal_actions()))
