"""Information Set Monte Carlo Tree Search for every game, through the engine contract alone.

The searcher follows Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree Search"
(IEEE TCIAIG 2012): every iteration samples a world consistent with what the deciding seat knows
(``Decision.determinize``: the game deals the cards the seat cannot see at random, respecting
what it inferred), walks one tree shared by all samples, choosing with UCB1 among the actions
legal *in that sample* (with availability counts, so an action is only compared over the samples
where it existed), adds one node, plays the sample out with the game's playout policy to the end
of the deal and backs the reward up.

The tree is the deciding seat's view of the game. Other seats' actions it sees in full are
branches like its own; an action it sees only partly (``observe_action`` gives ``"claim ??"``
or ``None``, a partner signal it does not see) is chosen by the playout policy and the tree
branches on what the deciding seat perceives — the partially observable moves of the paper's
multiple-observer form, so the search never plans with knowledge of another seat's secret choice.

When every sampled world is the same (the game became one of perfect information, such as
2-player Briscola once the stock is gone), :mod:`.solver` plays it exactly instead; when only a
few worlds remain (``max_worlds``: 2-player Briscola at the last draw), it takes each action's
exact value in every one of them and plays the best on average.

Budgets are iterations, so results are reproducible for a seed; ``deadline`` (a
``time.perf_counter`` value) and ``should_stop`` cap or cancel a search, which then answers with
what it found so far.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Any, Callable

from ..engine.agent import Decision
from ..engine.state import State
from .rollout import Playout, policy_choice, sampled_world

UNSEEN = "\x00unseen"  # tree key of an action the deciding seat does not notice at all
_CHECK_EVERY = 8  # iterations between deadline / cancel checks


class Node:
    __slots__ = ("children", "visits", "total", "avail", "actor", "wins", "squares")

    def __init__(self, actor: int) -> None:
        self.children: dict[str, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 1
        self.actor = actor  # the seat whose action led here (its rewards are summed)
        self.wins = 0.0  # root children: the deciding seat's deal returns (win 1, draw 0.5)
        self.squares = 0.0  # root children: the sum of the deciding seat's squared rewards


@dataclass(frozen=True)
class ActionStats:
    action: str
    value: float  # mean reward of the deciding seat, 0..1
    visits: int
    # the rewards' standard deviation where they were a game's chances rather than wins and
    # losses (the ``deal_value`` hook: a game to a target); None otherwise
    spread: float | None = None
    # the move's key in the tree where the game names several actions one move (the
    # ``move_keys`` hook: Briscola's equal cards); "" where every action is its own move
    move: str = ""
    # the mean of the deciding seat's points in the simulated deals' results (card points,
    # chips: ``deal_result().points``) and its standard error; None where not simulated (an
    # exact result) or the playouts ended without a deal's result
    points: float | None = None
    points_error: float | None = None


@dataclass
class SearchResult:
    stats: list[ActionStats]  # best first
    iterations: int
    exact: bool = False  # solved exactly (values are then exact returns, averaged over worlds)
    worlds: int = 0  # how many possible worlds an exact result averaged (1: the seat knew all)
    sampled: int = 0  # exact values averaged over this many sampled worlds (solver.solve_sampled)
    stopped: bool = False  # cancelled or out of time before the budget
    fallible: bool = False  # exact, with moves tied for best ordered by their chances against
    # a player who may go wrong (solver._fallible_order)
    chances: bool = False  # values are chances of winning the game, not of the deal (a game
    # to a target scored by the ``deal_value`` hook)


def _private_actions(state: State) -> bool:
    """Whether the game masks any action for some seat (it overrides observe_action)."""
    return type(state).observe_action is not State.observe_action


class ISMCTS:
    """One search; reusable for many decisions of the same seat (it keeps no tree between them).

    ``exploration`` is the UCB1 constant for rewards in 0..1. ``greedy_share`` and
    ``points_weight`` configure the playouts (:class:`~.rollout.Playout`). ``sampled_worlds``
    (off by default: no level uses it, docs/ai-strength.md run 13): where the possible worlds
    are too many to list, average exact values over that many sampled ones instead of
    searching, when they solve within ``sampled_nodes`` (:func:`.solver.solve_sampled`).
    ``random_play`` (``{seat: chance}``; empty by default: no level uses it, docs/ai-strength.md
    run 16): an opponent model in which each listed seat makes any legal move at random with its
    chance — in the tree, the playouts and the exact endgames (:func:`.solver._fallible_order`).
    ``partner_policy`` (off by default: no level uses it, docs/ai-strength.md run 33): the
    deciding seat's partners move in the tree by the playout policy, not by the tree's figures.
    """

    def __init__(self, *, iterations: int = 1000, exploration: float = 0.7,
                 greedy_share: float | None = None, points_weight: float = 0.0,
                 solve: bool = True, solver_nodes: int = 200_000, max_worlds: int = 1,
                 sampled_worlds: int = 0, sampled_nodes: int | None = None,
                 use_hooks: bool = True, fused_playouts: bool = True, fallible: bool = True,
                 random_play: dict[int, float] | None = None, endgame_nodes: int = 0,
                 endgame_worlds: int = 0, partner_policy: bool = False):
        if iterations < 1:
            raise ValueError("a search needs at least one iteration")
        self.iterations = iterations
        self.exploration = exploration
        self.greedy_share = greedy_share
        self.points_weight = points_weight
        self.solve = solve
        self.solver_nodes = solver_nodes
        self.max_worlds = max_worlds
        # worlds to sample and solve exactly where they are too many to list (0: never)
        self.sampled_worlds = sampled_worlds
        self.sampled_nodes = solver_nodes if sampled_nodes is None else sampled_nodes
        # cards in hands when the solver last ran out of nodes (it is not tried again until two
        # rounds of play fewer: a deal that did not fit will not fit a card later either)
        self._solver_failed_at: int | None = None
        # the game's own exact endgame (the ``endgame`` hook) within this many of its nodes
        # (0: not used); where a deal did not fit, not tried again until two rounds of play fewer
        self.endgame_nodes = endgame_nodes
        self._endgame_failed_at: int | None = None
        # where the game solves a sampled world's last tricks (the ``sampled_endgame`` hook):
        # each move's exact value averaged over this many worlds, within ``endgame_nodes`` in all
        # (0: not used)
        self.endgame_worlds = endgame_worlds
        self.use_hooks = use_hooks
        # the game's whole-playout loop where it has one (off: move by move; the same playouts)
        self.fused_playouts = fused_playouts
        # among exactly equal moves, the one that leaves the other sides most ways to go wrong
        # (solver._fallible_order; off: the points tie-break alone)
        self.fallible = fallible
        # the opponent model: each other seat's chance of making any move at random, read from
        # its play (SearchAgent, the game's ``read_style`` hook); the tree, the playouts and the
        # exact endgames give that seat a random move with that chance
        self.random_play: dict[int, float] = dict(random_play or {})
        # partners' moves in the tree made by the playout policy, which reads only the
        # partner's own hand and the table, instead of chosen by the tree's figures, which the
        # seat's true hand shaped in every sample (a partner who plays as if it saw the seat's
        # cards)
        self.partner_policy = partner_policy

    def _random_play(self, decision: Decision) -> dict[int, float]:
        """The other seats modelled as playing at random now, with their chances."""
        return {p: q for p, q in self.random_play.items()
                if q > 0 and p != decision.seat and 0 <= p < decision.num_players}

    def _solver_may_fit(self, decision: Decision, attr: str = "_solver_failed_at") -> bool:
        """Whether to try the solver (``attr``: or the game's endgame): not while the deal is
        about as big as one it gave up on (a new deal, with more cards held, tries again)."""
        failed = getattr(self, attr)
        if failed is None:
            return True
        size = _cards_in_hands(decision)
        if size > failed:  # a new deal
            setattr(self, attr, None)
            return True
        return size <= failed - 2 * decision.num_players

    def _endgame(self, decision: Decision, deadline: float | None,
                 should_stop: Callable[[], bool] | None) -> SearchResult | None:
        """The game's exact endgame (the ``endgame`` hook), where it has one for this decision
        and it solves within :attr:`endgame_nodes`, half the time left to the deadline, and
        before ``should_stop``."""
        if not (self.solve and self.use_hooks and self.endgame_nodes > 0):
            return None
        from .hooks import hooks_for
        hooks = hooks_for(decision.game)
        hook = getattr(hooks, "endgame", None)
        sampled = getattr(hooks, "sampled_endgame", None) if self.endgame_worlds > 0 else None
        if (hook is None and sampled is None) or not self._solver_may_fit(
                decision, "_endgame_failed_at"):
            return None
        perf = time.perf_counter
        # at most half the time left: a deal that does not solve in it leaves the search the rest
        cap = None if deadline is None else perf() + (deadline - perf()) / 2

        def stop() -> bool:
            return bool((cap is not None and perf() >= cap)
                        or (should_stop is not None and should_stop()))
        # where the hook applies every world is the true one, so any sample will do: a fixed
        # one leaves the search's own random numbers (and so its moves elsewhere) as they were
        values = None if hook is None else hook(decision.determinize(random.Random(0)),
                                                 decision.seat, list(decision.legal),
                                                 self.endgame_nodes, stop)
        if values is None and sampled is not None:
            return self._sampled_endgame(sampled, decision, stop)
        if not values:
            if values is not None:  # too big (or stopped): not again until it is smaller,
                # nor the generic solver, slower on the same deal
                self._endgame_failed_at = self._solver_failed_at = _cards_in_hands(decision)
            return None
        return SearchResult([ActionStats(a, min(1.0, max(0.0, v)), 0) for a, v in values], 0,
                            exact=True, worlds=1)

    def _sampled_endgame(self, hook: Callable[..., Any], decision: Decision,
                         stop: Callable[[], bool]) -> SearchResult | None:
        """Each move's exact value averaged over :attr:`endgame_worlds` worlds dealt from what
        the seat knows, each solved by the game (the ``sampled_endgame`` hook) within its share
        of :attr:`endgame_nodes`; None where the hook does not apply or a world does not solve
        (the search plays on, and the endgame waits until two rounds of play fewer)."""
        k = self.endgame_worlds
        # a fixed stream, as for ``endgame``: the search's own random numbers stay as they were
        rng = random.Random(0)
        refine = _refiner_for(decision, self.use_hooks)
        legal = list(decision.legal)
        seat = decision.seat
        share = max(1, self.endgame_nodes // k)
        totals = dict.fromkeys(legal, 0.0)
        for _ in range(k):
            world = decision.determinize(rng)
            if refine is not None:
                refine(world, rng)
            values = hook(world, seat, legal, share, stop)
            if values is None:
                return None
            if not values:
                self._endgame_failed_at = _cards_in_hands(decision)
                return None
            for a, v in values:
                totals[a] += v
        stats = [ActionStats(a, min(1.0, max(0.0, totals[a] / k)), k) for a in legal]
        stats.sort(key=lambda st: -st.value)
        return SearchResult(stats, 0, sampled=k)

    def search(self, decision: Decision, rng: random.Random, *, iterations: int | None = None,
               deadline: float | None = None,
               should_stop: Callable[[], bool] | None = None) -> SearchResult:
        legal = list(decision.legal)
        if len(legal) == 1:
            return SearchResult([ActionStats(legal[0], 0.5, 0)], 0)
        budget = self.iterations if iterations is None else iterations
        ended = self._endgame(decision, deadline, should_stop)
        if ended is not None:
            return self._valued(ended, decision)
        if self.solve and self._solver_may_fit(decision):
            from .solver import OutOfNodes, solve_or_raise
            try:
                solved = solve_or_raise(decision, rng, self.solver_nodes, self.max_worlds,
                                        _weigher_for(decision, self.use_hooks, self.max_worlds),
                                        self.fallible, self._random_play(decision))
            except OutOfNodes:
                solved = None
                self._solver_failed_at = _cards_in_hands(decision)
            if solved is not None:
                values, worlds = solved
                return self._valued(SearchResult([ActionStats(a, v, 0) for a, v in values], 0,
                                                 exact=True, worlds=worlds,
                                                 fallible=self.fallible), decision)
        seat = decision.seat
        refine = _refiner_for(decision, self.use_hooks)
        if self.solve and self.sampled_worlds > 0:
            from .solver import solve_sampled
            k = self.sampled_worlds
            sampled = solve_sampled(decision, rng, self.sampled_nodes, k, refine)
            if sampled is not None:
                return self._valued(SearchResult([ActionStats(a, v, k) for a, v in sampled], 0,
                                                 sampled=k), decision)

        def sample() -> State:
            world = sampled_world(decision, rng)
            if refine is not None:
                refine(world, rng)
            return world
        first = sample()
        playout = Playout(decision.game, decision.num_players, rng,
                          greedy_share=self.greedy_share, points_weight=self.points_weight,
                          use_hooks=self.use_hooks, fused=self.fused_playouts,
                          random_play=self._random_play(decision))
        chance = playout.random_play
        prune = playout.prune
        masked_game = _private_actions(first)
        deals0 = first.deals_finished
        same = _move_keys_for(decision, self.use_hooks)
        # the tree key of each action (the ``move_keys`` hook: identical cards are one move);
        # memoised, as the same few action texts recur at every node
        keyed = _Keys(same) if same is not None else None
        root = Node(seat)
        # per root child: [playouts with a deal's points, their sum, the sum of their squares]
        point_sums: dict[Node, list[float]] = {}
        c = self.exploration
        log = math.log
        sqrt = math.sqrt
        rand = rng.random
        agents, share = playout.agents, playout.share
        world: State | None = first
        partners: frozenset[int] = frozenset()
        if self.partner_policy:
            partners = frozenset(s for side in decision.game.teams(decision.num_players,
                                                                   decision.options)
                                 if seat in side for s in side if s != seat)
        done = 0
        stopped = False
        perf = time.perf_counter
        for it in range(budget):
            if it % _CHECK_EVERY == 0 and it:
                if (deadline is not None and perf() >= deadline) or (should_stop is not None and should_stop()):
                    stopped = True
                    break
            if world is None:
                world = sample()
            node = root
            path = [root]
            expanded = False
            while True:
                p = world.current_player
                if p < 0 or world.deals_finished > deals0:
                    break
                acts = world.legal_actions()
                if prune is not None:
                    acts = prune(world, acts) or acts
                if keyed is not None:
                    keys = [keyed[a] for a in acts]
                    if len(set(keys)) < len(keys):  # one action for each move
                        firsts: dict[str, str] = {}
                        for mk, a in zip(keys, acts):
                            firsts.setdefault(mk, a)
                        keys = list(firsts)
                        acts = list(firsts.values())
                else:
                    keys = acts
                # a move the tree does not choose: the opponent model's random move, or a move
                # the seat sees only partly (chosen by the playout policy); either way the tree
                # branches on what the seat perceives
                move: str | None = None
                if chance is not None and chance[p] and rand() < chance[p]:
                    move = acts[int(rand() * len(acts))]
                elif (masked_game and p != seat and any(
                        world.observe_action(a, seat) != a for a in acts)) or p in partners:
                    move = policy_choice(agents, world, acts, rng, share, playout.policy)
                if move is not None:
                    key = world.observe_action(move, seat) if masked_game else move
                    if key is None:
                        key = UNSEEN
                    elif keyed is not None:
                        key = keyed[key]
                    world.apply_unchecked(move)
                    child = node.children.get(key)
                    path.append(child if child is not None else Node(p))
                    if child is None:
                        node = node.children[key] = path[-1]
                        break
                    child.avail += 1
                    node = child
                    continue
                children = node.children
                untried = None
                best = None
                best_score = -1.0
                for i, mk in enumerate(keys):
                    ch = children.get(mk)
                    if ch is None:
                        if untried is None:
                            untried = [i]
                        else:
                            untried.append(i)
                        continue
                    ch.avail += 1
                if untried is not None:
                    i = untried[int(rand() * len(untried))] if len(untried) > 1 else untried[0]
                    world.apply_unchecked(acts[i])
                    child = children[keys[i]] = Node(p)
                    path.append(child)
                    expanded = True
                    break
                for i, mk in enumerate(keys):
                    ch = children[mk]
                    v = ch.visits
                    score = ch.total / v + c * sqrt(log(ch.avail) / v)
                    if score > best_score:
                        best_score = score
                        best = ch
                        action = acts[i]
                world.apply_unchecked(action)
                assert best is not None
                node = best
                path.append(best)
            if expanded or not (world.current_player < 0 or world.deals_finished > deals0):
                rewards = playout.run(world, deals0)
            else:
                rewards = playout.reward(world, deals0)
            for n in path:
                n.visits += 1
                n.total += rewards[n.actor]
            if len(path) > 1:
                path[1].wins += playout.last_returns[seat]
                path[1].squares += rewards[seat] * rewards[seat]
                pts = playout.last_points
                if pts is not None:
                    acc = point_sums.get(path[1])
                    if acc is None:
                        acc = point_sums[path[1]] = [0, 0.0, 0.0]
                    got = pts[seat]
                    acc[0] += 1
                    acc[1] += got
                    acc[2] += got * got
            world = None
            done += 1
        return SearchResult(_root_stats(root, legal, playout.evaluate is not None,
                                        playout.valued, same, point_sums), done, stopped=stopped,
                            chances=playout.valued)

    def _valued(self, result: SearchResult, decision: Decision) -> SearchResult:
        """``result`` (exact), marked where its values are chances of the game: the game scores
        a finished deal by ``deal_value`` (a game to a target), asked of a fixed sample."""
        if self.use_hooks:
            from .hooks import hooks_for
            hook = getattr(hooks_for(decision.game), "deal_value", None)
            if hook is not None:
                result.chances = hook(decision.determinize(random.Random(0))) is not None
        return result


class _Keys(dict):
    """Action text -> tree key (the ``move_keys`` hook), each computed once: the same few
    action texts recur at every node."""

    def __init__(self, same: Callable[[str], str]) -> None:
        super().__init__()
        self.same = same

    def __missing__(self, action: str) -> str:
        key = self[action] = self.same(action)
        return key


def _cards_in_hands(decision: Decision) -> int:
    """How big the rest of the deal is, as the seat sees it: cards held in every hand."""
    return sum(len(cards) for zone, cards in decision.observation.zones.items()
               if zone.startswith("hand"))


def _asked(decision: Decision, use_hooks: bool, name: str) -> Any:
    """The answer of the game's per-search hook ``name(decision)`` (:mod:`.hooks`), or None
    where the game has no such hook or hooks are off."""
    if not use_hooks:
        return None
    from .hooks import hooks_for
    hook = getattr(hooks_for(decision.game), name, None)
    return hook(decision) if hook is not None else None


def _refiner_for(decision: Decision, use_hooks: bool) -> Callable[[State, Any], None] | None:
    """The game's ``refine(decision)`` hook: what the other seats' play showed, applied to every
    sampled world."""
    return _asked(decision, use_hooks, "refine")


def _move_keys_for(decision: Decision, use_hooks: bool) -> Callable[[str], str] | None:
    """The game's ``move_keys(decision)`` hook: the tree key of an action, where some
    actions are the same move."""
    return _asked(decision, use_hooks, "move_keys")


def _weigher_for(decision: Decision, use_hooks: bool,
                 max_worlds: int) -> Callable[[State], float] | None:
    """The game's ``weigh(decision)`` hook, where several worlds may be averaged."""
    return _asked(decision, use_hooks and max_worlds > 1, "weigh")


def _root_stats(root: Node, legal: list[str], smoothed: bool, valued: bool = False,
                same: Callable[[str], str] | None = None,
                point_sums: dict[Node, list[float]] | None = None) -> list[ActionStats]:
    """The root's actions, best first: the most visited. When the tree was steered by a game's
    smooth evaluation (card points), an action's value is the share of its simulated deals it
    won, and among the actions visited at least half as often as the most visited one the
    highest share of wins comes first (the final choice is by win probability). ``valued``:
    the rewards were a game's chances (``deal_value``), whose spread each action carries.
    ``same`` (the ``move_keys`` hook): actions with one key share their move's figures.
    ``point_sums``: per root child, the playouts that ended with a deal's points, their sum
    and sum of squares (each action's mean points and its standard error)."""
    stats = []
    for a in legal:
        key = a if same is None else same(a)
        ch = root.children.get(key)
        move = "" if same is None else key
        if ch is None or not ch.visits:
            stats.append(ActionStats(a, 0.0, 0, move=move))
        else:
            value = (ch.wins if smoothed else ch.total) / ch.visits
            spread = None
            if valued:
                mean = ch.total / ch.visits
                spread = math.sqrt(max(0.0, ch.squares / ch.visits - mean * mean))
            points = error = None
            acc = point_sums.get(ch) if point_sums else None
            if acc is not None and acc[0]:
                n = acc[0]
                points = acc[1] / n
                error = math.sqrt(max(0.0, acc[2] / n - points * points) / n)
            stats.append(ActionStats(a, value, ch.visits, spread, move, points, error))
    stats.sort(key=lambda s: (-s.visits, -s.value))
    if smoothed and stats[0].visits:
        floor = stats[0].visits / 2
        stats.sort(key=lambda s: (s.visits < floor, -s.value if s.visits >= floor else -s.visits))
    return stats
