"""Rollout (playout) policies for the search players, and how a playout is scored.

A playout plays a sampled world forward to the end of the current deal with a cheap policy. The
policy of each game comes from the game itself: its ``greedy`` agent (``Game.agents()``), mixed
with uniformly random moves. Random playouts are the fastest, but in some games random play
hardly ever ends (Shithead: random players pick up the pile for ever), so the mix is per game
(:func:`default_greedy_share`).

Only the generic engine contract is used: ``legal_actions``, ``apply_unchecked``,
``deals_finished``, ``deal_result`` and ``result``; the greedy agents get a
:class:`~cardtable.engine.agent.Decision` built on the sampled world, so they see only what
their seat would see there.
"""

from __future__ import annotations

import random
from typing import Sequence

from ..engine.agent import Agent, Decision
from ..engine.game import Game
from ..engine.state import State
from .hooks import hooks_for

# Share of greedy moves in playouts, per game id, measured (docs/ai-strength.md): random playouts
# are ten times cheaper, and where random play ends quickly, more of them beat fewer greedy ones.
_GREEDY_SHARE = {"shithead": 1.0, "pinochle": 0.5, "pishti": 0.5, "briscola": 0.0}
MAX_PLAYOUT_ACTIONS = 2_000


def sampled_world(decision: Decision, rng: random.Random) -> State:
    """A world dealt from what the deciding seat knows (``Decision.determinize``), marked as one
    the search plays only to the end of its deal (``State.deal_only``: a game may leave the next
    deal undealt)."""
    world = decision.determinize(rng)
    world.deal_only = True
    return world


def default_greedy_share(game: Game) -> float:
    if "greedy" not in game.agents():
        return 0.0
    return _GREEDY_SHARE.get(game.id, 0.5)


class Playout:
    """Plays sampled worlds to the end of their deal.

    ``greedy_share`` of the moves come from the game's ``greedy`` agent (one instance per seat,
    kept for the whole search), the others are uniformly random. ``points_weight`` mixes the
    seat's share of the deal's points into the reward (0: wins only). ``fused``: use the game's
    whole-playout loop (hook ``playout``) where it has one; the playouts are the same.
    ``random_play``: per seat, the chance of a uniformly random move in place of the policy's
    (the search's opponent model, :class:`~.search.ISMCTS`).
    """

    def __init__(self, game: Game, num_players: int, rng: random.Random, *,
                 greedy_share: float | None = None, points_weight: float = 0.0,
                 max_actions: int = MAX_PLAYOUT_ACTIONS, use_hooks: bool = True,
                 fused: bool = True, random_play: dict[int, float] | None = None):
        self.rng = rng
        # per seat, the chance of a random move in place of the policy's (None: none)
        self.random_play: tuple[float, ...] | None = None
        if random_play:
            self.random_play = tuple(min(1.0, max(0.0, random_play.get(p, 0.0)))
                                     for p in range(num_players))
        self.num_players = num_players
        hooks = hooks_for(game) if use_hooks else None
        # the game's own playout policy (ai_hooks); where it has no move (None), the greedy/random mix
        self.policy = getattr(hooks, "rollout_policy", None)
        self.evaluate = getattr(hooks, "evaluate", None)
        # a finished deal's worth toward a game of several deals (a game to a target)
        self.deal_value = getattr(hooks, "deal_value", None)
        # the moves worth playing where the game knows some right or wrong (hooks.py)
        self.prune = getattr(hooks, "prune", None)
        # the game's whole playout in one loop (same moves as its policy), where it has one
        self.fast = getattr(hooks, "playout", None) if fused and self.policy is not None else None
        self.share = default_greedy_share(game) if greedy_share is None else greedy_share
        spec = game.agents().get("greedy")
        self.agents: list[Agent] | None = None
        if spec is not None and self.share > 0:
            self.agents = [spec.factory(game, seat) for seat in range(num_players)]
        self.points_weight = points_weight
        self.max_actions = max_actions
        self.neutral = tuple(1.0 / num_players for _ in range(num_players))
        self.last_returns: tuple[float, ...] = self.neutral
        # the ended deal's points per seat (``deal_result().points``: card points, chips), for
        # the search's per-move point means (a review's cost in points); None: not known
        self.last_points: tuple[float, ...] | None = None
        self.valued = False  # whether a playout was scored by ``deal_value``

    def run(self, state: State, deals_at_start: int) -> tuple[float, ...]:
        """Play ``state`` (consumed) to the end of its deal; the reward of every seat (0..1).
        The world is played only to that end (``State.deal_only``: the next deal is not dealt)."""
        state.deal_only = True
        rng = self.rng
        rand = rng.random
        share = self.share
        self.last_returns = self.neutral
        self.last_points = None
        if self.fast is not None:
            done = (self.fast(state, rng, deals_at_start) if self.random_play is None
                    else self.fast(state, rng, deals_at_start, self.random_play))
            if done is not None:
                returns, points, value = done
                self.last_points = points
                if self.deal_value is not None:  # the loop left ``state`` where it ended
                    worth = self._worth(state)
                    if worth is not None:
                        return worth
                self.last_returns = returns
                return value if value is not None else self._mixed(returns, points)
        agents = self.agents
        apply = state.apply_unchecked
        prune = self.prune
        if prune is None:
            legal_actions = state.legal_actions
        else:
            def legal_actions() -> list[str]:
                legal = state.legal_actions()
                return prune(state, legal) or legal
        policy = self.policy
        chance = self.random_play
        for _ in range(self.max_actions):
            p = state.current_player
            if p < 0 or state.deals_finished > deals_at_start:
                return self.reward(state, deals_at_start)
            if chance is not None and chance[p]:  # the opponent model's random move
                legal = legal_actions()
                if len(legal) == 1:
                    apply(legal[0])
                    continue
                if rand() < chance[p]:
                    apply(legal[int(rand() * len(legal))])
                    continue
            if policy is not None:
                action = policy(state, rng)
                if action is not None:
                    apply(action)
                    continue
            legal = legal_actions()
            if len(legal) == 1:
                apply(legal[0])
            elif agents is not None and (share >= 1.0 or rand() < share):
                apply(agents[p].choose(Decision(state, p, legal, rng)))
            else:
                apply(legal[int(rand() * len(legal))])
        return self.neutral

    def reward(self, state: State, deals_at_start: int) -> tuple[float, ...]:
        """Rewards of a world whose deal (or game) has ended: the game's evaluation when it has
        one, else the deal's returns (mixed with points by ``points_weight``). The deal's returns
        themselves (win 1, draw 0.5, loss 0) are kept in :attr:`last_returns`. In a game to a
        target (the game's ``deal_value`` hook) the deal's worth toward the game is both."""
        result = None
        if state.deals_finished > deals_at_start:
            result = state.deal_result()
            if self.deal_value is not None:
                worth = self._worth(state)
                if worth is not None:
                    self.last_points = None if result is None else result.points
                    return worth
        if result is None:
            if not state.is_terminal:
                self.last_returns = self.neutral
                self.last_points = None
                return self.neutral
            result = state.result()
        self.last_returns = result.returns
        self.last_points = result.points
        if self.evaluate is not None:
            value = self.evaluate(state)
            if value is not None:
                return value
        return self._mixed(result.returns, result.points)

    def _worth(self, state: State) -> tuple[float, ...] | None:
        """A finished deal's worth toward the game (``deal_value``), kept as the playout's
        returns too; None where the game answers none."""
        assert self.deal_value is not None
        worth = self.deal_value(state)
        if worth is not None:
            self.last_returns = worth
            self.valued = True
        return worth

    def _mixed(self, returns: tuple[float, ...], pts: tuple[float, ...]) -> tuple[float, ...]:
        """The deal's returns mixed with each seat's share of the points by ``points_weight``."""
        w = self.points_weight
        if not w:
            return returns
        lo = min(pts)
        total = sum(p - lo for p in pts)
        if total <= 0:
            return returns
        return tuple((1 - w) * r + w * (p - lo) / total for r, p in zip(returns, pts))


def policy_choice(agents: Sequence[Agent] | None, state: State, legal: list[str],
                  rng: random.Random, share: float, policy=None) -> str:
    """One move of the playout policy (used for the moves other seats make in secret)."""
    if policy is not None:
        action = policy(state, rng)
        if action is not None and action in legal:
            return action
    p = state.current_player
    if agents is not None and (share >= 1.0 or rng.random() < share):
        return agents[p].choose(Decision(state, p, legal, rng))
    return legal[int(rng.random() * len(legal))]
