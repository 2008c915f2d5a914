"""Playing strength levels for every game, and the one way to make a computer player.

``LEVELS = ("beginner", "intermediate", "expert", "master")``:

* ``beginner``: the game's rule-based player that now and then makes a human-like mistake (it
  plays some other card, or bids one step too high: :func:`human_mistake`);
* ``intermediate``: the game's rule-based player (``greedy``);
* ``expert`` and ``master``: Information Set MCTS (:mod:`.search`) with a budget of iterations per
  decision (:data:`BUDGETS`, per game; master about four times expert), exact play once the game
  becomes one of perfect information or has only a few possible worlds left (:data:`MAX_WORLDS`;
  the master averages more of them, except in Pishti: :data:`MAX_WORLDS_BY_GAME`); the master
  also plays a game's own exact endgame where it has one (:data:`ENDGAME_NODES`: two-handed
  Pinochle's second phase).

:func:`make_agent` makes any player by name: a level, ``random``, ``greedy``, a game's own agent,
or an agent registered in the ``cardtable.agents`` entry-point group (:mod:`.registry`). Budgets
are iterations, so a seed fixes every move; ``time_limit`` (seconds) caps a search for the app.
"""

from __future__ import annotations

import random
from typing import Any

from ..engine.agent import Agent, AgentSpec, Decision
from ..engine.errors import OptionError
from ..engine.game import Game
from ..engine.i18n import QT_TRANSLATE_NOOP
from ..engine.state import Result
from .search_agent import CARELESS_AT, MatchMemory, SearchAgent

LEVELS = ("beginner", "intermediate", "expert", "master")

LEVEL_LABELS = {"beginner": QT_TRANSLATE_NOOP(
    "engine", "Beginner"), "intermediate": QT_TRANSLATE_NOOP("engine", "Intermediate"),
                "expert": QT_TRANSLATE_NOOP(
                    "engine", "Expert"), "master": QT_TRANSLATE_NOOP("engine", "Master")}
LEVEL_DESCRIPTIONS = {
    "beginner": QT_TRANSLATE_NOOP(
        "engine", "Plays sensibly by simple rules, but makes mistakes now and then."),
    "intermediate": QT_TRANSLATE_NOOP(
        "engine", "Plays by the game's rules of thumb, without mistakes."),
    "expert": QT_TRANSLATE_NOOP(
        "engine", "Searches thousands of possible deals of the unseen cards before each move."),
    "master": QT_TRANSLATE_NOOP(
        "engine", "Searches about four times as many deals as the expert and solves more endgames "
                  "exactly; in three-handed Pinochle it bids by playing the deal out."),
}

# Search iterations per decision, per game (docs/ai-strength.md: chosen so that an expert
# decides in under 0.5 s and a master in under 2 s at the 95th percentile on a 2-core machine).
BUDGETS: dict[str, dict[str, int]] = {
    "expert": {"briscola": 2000, "pishti": 1000, "shithead": 150, "pinochle": 250},
    "master": {"briscola": 7200, "pishti": 4000, "shithead": 600, "pinochle": 1000},
}
DEFAULT_BUDGET = {"expert": 400, "master": 1600}
# Per player count where a game's budget would break the speed target: Briscola's expert keeps
# 1200 iterations at 3, 4 and 6 players (2000 there took 0.55-0.6 s at the first tricks), its
# master 6000 (7200 took up to 2.17 s over a 4-player deal's first decision, idle:
# benchmarks/first_decisions.py). Pinochle's master stays at 1000: 2500 at four players (run 15)
# won no more against the expert (182 of 344 games; 1000 had 332 of 632) and took 2.5 times longer.
PLAYER_BUDGETS: dict[str, dict[str, dict[int, int]]] = {
    "expert": {"briscola": {3: 1200, 4: 1200, 6: 1200}},
    "master": {"briscola": {3: 6000, 4: 6000, 6: 6000}},
}
# The exact solver's node budget per decision (a node costs about 5 µs in Briscola, 10 in
# Pinochle): in Briscola the expert needs up to 35,000 to average the 60 deals of the follower
# one draw before the last, the master up to 141,000 for the leader's 120; elsewhere a failed
# attempt only costs time.
SOLVER_NODES = {"expert": 20_000, "master": 80_000}
SOLVER_NODES_BY_GAME = {"expert": {"briscola": 50_000}, "master": {"briscola": 160_000}}
# Exact expectimax when the seat's possible worlds are this few: in 2-player Briscola the last
# draw (3 or 4 worlds) and the draw before it, following (60) and, for the master, leading (120:
# about 0.5-0.9 s, too slow for the expert). docs/ai-strength.md, "The last draws".
MAX_WORLDS = {"expert": 64, "master": 128}
# The game's own exact endgame (the ``endgame`` hook: two-handed Pinochle's second phase), in
# its nodes (about 2.5 µs each, idle): the master solves the whole second phase in all but the
# largest deals (median 140,000 nodes at its first trick, 90th percentile 380,000), the expert
# leaves it to its search and the generic solver's last tricks (docs/ai-strength.md, run 25).
ENDGAME_NODES = {"expert": 0, "master": 400_000}
# Per game where averaging more worlds plays worse: in Pishti's last hand the master's exact
# average over 65-128 worlds lost more deals than the search it replaced (run 15: 17 deals worse,
# 3 better over 4,000 paired deals against greedy), so it averages at most 64, as the expert.
MAX_WORLDS_BY_GAME = {"master": {"pishti": 64}}


def max_worlds(game: Game, level: str) -> int:
    """The most possible worlds ``level`` averages exactly in ``game``."""
    return MAX_WORLDS_BY_GAME.get(level, {}).get(game.id, MAX_WORLDS[level])


# The beginner's chance of a mistake when it has a real choice and a human mistake to make
# (:func:`human_mistake`), per game where the default does not keep the ladder (docs/ai-strength.md,
# run 10: with mistakes only in the card play and the bids, three-handed Pinochle needs 0.55 and
# six-handed Shithead 0.4 for the rule-based player to beat the beginner clearly).
MISTAKE_RATE = 0.25
MISTAKE_RATES = {"pinochle": 0.55, "briscola": 0.35, "shithead": 0.4}


def mistake_rate(game: Game) -> float:
    return MISTAKE_RATES.get(game.id, MISTAKE_RATE)


def budget(game: Game, level: str, players: int | None = None) -> int:
    """Search iterations per decision for ``level`` in ``game``; with ``players``, the budget at
    that player count (:data:`PLAYER_BUDGETS` where a count has its own)."""
    if players is not None:
        per_count = PLAYER_BUDGETS.get(level, {}).get(game.id, {})
        if players in per_count:
            return per_count[players]
    return BUDGETS[level].get(game.id, DEFAULT_BUDGET[level])


def human_mistake(best: str, legal: list[str], rng: random.Random) -> str | None:
    """A mistake a person learning the game makes in place of ``best``, or None where there is
    none to make: another card played, at random (the wrong card to a trick, a capture missed);
    a bid one step higher than the rules would make, or a pass where they would bid (too bold
    or too timid). Nothing wild: no bid far
    beyond the hand, no ace buried, no contract conceded, no pile picked up while a card can be
    played, no swap or claim at random — a random legal action there read as no player at all."""
    verb = best.split(" ", 1)[0]
    if verb == "play":
        others = [a for a in legal if a != best and a.split(" ", 1)[0] == "play"]
        return others[int(rng.random() * len(others))] if others else None
    if verb == "bid" and best in legal:  # too timid or too bold, by one step
        bids = [a for a in legal if a.split(" ", 1)[0] == "bid"]
        i = bids.index(best)
        near = ([bids[i + 1]] if i + 1 < len(bids) else []) + (["pass"] if "pass" in legal else [])
        return near[int(rng.random() * len(near))] if near else None
    return None


class BeginnerAgent:
    """The game's rule-based player, with mistakes: with probability ``mistake_rate`` (per game:
    :func:`mistake_rate`) it makes a human mistake in place of its move (:func:`human_mistake`:
    another card played, or a bid one step too high).

    Its mistakes are drawn from the decision's generator (``Decision.rng``): the arena gives each
    seat one generator for the whole tournament and the app one per decision, so the mistakes
    fall at different moments in every game. (Until run 18 the agent drew from its own generator,
    seeded alike in every game the arena made it for: its mistakes fell at the same decisions
    of every game.)"""

    def __init__(self, base: Agent, seed: int = 0, mistake_rate: float = MISTAKE_RATE):
        self.base = base
        self.mistake_rate = mistake_rate

    def choose(self, decision: Decision) -> str:
        best = self.base.choose(decision)
        legal = decision.legal
        rng = decision.rng
        if len(legal) > 1 and rng.random() < self.mistake_rate:
            mistake = human_mistake(best, legal, rng)
            if mistake is not None:
                return mistake
        return best

    def close(self, result: Result) -> None:
        close = getattr(self.base, "close", None)
        if close is not None:
            close(result)


def _rule_based(game: Game, seat: int) -> Agent:
    from .registry import agent_spec
    specs = game.agents()
    spec = specs.get("greedy") or agent_spec(game, "random")
    return spec.factory(game, seat)


def make_agent(game: Game, seat: int, level_or_agent_name: str, *, seed: int = 0,
               time_limit: float | None = None, **options: Any) -> Agent:
    """A computer player for ``seat``: a level (:data:`LEVELS`), ``random``, ``greedy``, one of
    the game's own agents or a registered agent name; an unknown name is an
    :class:`~cardtable.engine.errors.OptionError` that lists the names there are."""
    name = level_or_agent_name
    if time_limit is not None and time_limit <= 0:
        raise OptionError("the time limit must be positive")
    if name == "beginner":
        return BeginnerAgent(_rule_based(game, seat), seed, mistake_rate(game))
    if name == "intermediate":
        return _rule_based(game, seat)
    if name in ("expert", "master"):
        per_count = None if "iterations" in options else {
            n: budget(game, name, n) for n in game.player_counts}
        nodes = SOLVER_NODES_BY_GAME.get(name, {}).get(game.id, SOLVER_NODES[name])
        opts: dict[str, Any] = dict(iterations=budget(game, name), solver_nodes=nodes,
                                    max_worlds=max_worlds(game, name),
                                    endgame_nodes=ENDGAME_NODES[name],
                                    iterations_by_players=per_count, judge=name == "master")
        opts.update(options)
        return SearchAgent(seat, seed=seed, time_limit=time_limit, **opts)
    from .registry import agent_spec
    spec = agent_spec(game, name)
    return spec.factory(game, seat)


def level_specs(seed: int = 0) -> dict[str, AgentSpec]:
    """The levels as agent specs (for the arena and the player choosers). The search levels'
    players made by one spec share a :class:`~.search_agent.MatchMemory`: over the games of an
    arena range they read how their opponents play from every deal played against them."""
    def factory(level: str):
        if level not in ("expert", "master"):
            return lambda game, seat: make_agent(game, seat, level, seed=seed)
        memory = MatchMemory()
        return lambda game, seat: make_agent(game, seat, level, seed=seed, memory=memory,
                                             careless_at=CARELESS_AT)
    return {level: AgentSpec(level, LEVEL_LABELS[level], factory(level), LEVEL_DESCRIPTIONS[level])
            for level in LEVELS}
