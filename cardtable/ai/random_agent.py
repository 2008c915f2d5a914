"""The uniformly random player: a baseline and the fastest playout policy."""

from __future__ import annotations

from ..engine.agent import AgentSpec, Decision
from ..engine.i18n import QT_TRANSLATE_NOOP


class RandomAgent:
    def choose(self, decision: Decision) -> str:
        legal = decision.legal
        return legal[int(decision.rng.random() * len(legal))]


SPEC = AgentSpec("random", QT_TRANSLATE_NOOP("engine", "Random"), lambda game, seat: RandomAgent(),
                 QT_TRANSLATE_NOOP("engine", "Plays a uniformly random legal action."))
