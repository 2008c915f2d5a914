"""The search player: :class:`~.search.ISMCTS` behind the :class:`~cardtable.engine.agent.Agent`
protocol, with ranking for hints.

It decides from its :class:`~cardtable.engine.agent.Decision` only (sampled worlds, never the
true state). Budgets are iterations, so the same seed gives the same move; ``time_limit``
(seconds) caps a decision for the app, and :meth:`rank` accepts a ``should_stop`` callable or a
``deadline`` to be cancelled from outside.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Callable

from ..engine.agent import Agent, Decision
from ..engine.i18n import QT_TRANSLATE_NOOP, tr
from ..engine.state import Result
from .search import ISMCTS, SearchResult


@dataclass(frozen=True)
class RankedAction:
    """One legal action with its estimated value for the deciding seat (0..1: the share of
    simulated deals it wins; in a game to a target, its chance of winning the game), the
    simulations behind it and a translated reason."""

    action: str
    value: float
    visits: int
    reason: str
    # the search's key of the move: two actions with one key are one move, that win and lose
    # alike (the ``move_keys`` hook: Briscola's equal cards); "" where each is its own move
    move: str = ""
    # the seat's mean points in the simulated deals (card points, chips) and its standard
    # error (search.ActionStats); None where the search did not simulate it
    points: float | None = None
    points_error: float | None = None


def reason_for(value: float, visits: int, exact: bool, worlds: int = 1, sampled: int = 0,
               best_chances: bool = False, chances: bool = False) -> str:
    """Why a move is worth ``value``; ``best_chances``: the first of several moves equally good
    against best play, the one that leaves the opponent the most ways to go wrong;
    ``chances``: ``value`` is the chance of winning the game (a game to a target), not the
    deal."""
    pct = round(100 * value)
    if chances:
        return _game_reason(pct, visits, exact, worlds, sampled)
    if sampled:
        return tr(QT_TRANSLATE_NOOP(
            "engine", "wins {pct}% of {n} sampled deals of the unseen cards, with best play"), pct=pct, n=sampled)
    if exact and worlds > 1:
        return tr(QT_TRANSLATE_NOOP(
            "engine", "wins {pct}% over the {n} possible deals of the unseen cards, "
                      "with best play"), pct=pct, n=worlds)
    if exact:
        if value >= 0.999:
            return tr(QT_TRANSLATE_NOOP("engine", "wins with best play"))
        if value <= 0.001:
            if best_chances:
                return tr(QT_TRANSLATE_NOOP(
                    "engine", "loses against best play, but leaves the opponent the most "
                              "ways to go wrong"))
            return tr(QT_TRANSLATE_NOOP("engine", "loses against best play"))
        if best_chances:
            return tr(QT_TRANSLATE_NOOP(
                "engine", "draws with best play, and leaves the opponent the most ways to "
                          "go wrong"))
        return tr(QT_TRANSLATE_NOOP("engine", "draws with best play"))
    if visits == 0:
        return tr(QT_TRANSLATE_NOOP("engine", "not explored"))
    return tr(QT_TRANSLATE_NOOP(
        "engine", "wins {pct}% of {n} simulations")).format(pct=pct, n=visits)


def _game_reason(pct: int, visits: int, exact: bool, worlds: int, sampled: int) -> str:
    """:func:`reason_for` where the value is the chance of winning the game."""
    if sampled:
        return tr(QT_TRANSLATE_NOOP(
            "engine", "with best play in {n} sampled deals of the unseen cards: {pct}% chance "
                      "of winning the game"), pct=pct, n=sampled)
    if exact and worlds > 1:
        return tr(QT_TRANSLATE_NOOP(
            "engine", "with best play over the {n} possible deals of the unseen cards: {pct}% "
                      "chance of winning the game"), pct=pct, n=worlds)
    if exact:
        return tr(QT_TRANSLATE_NOOP(
            "engine", "with best play: {pct}% chance of winning the game"), pct=pct)
    if visits == 0:
        return tr(QT_TRANSLATE_NOOP("engine", "not explored"))
    return tr(QT_TRANSLATE_NOOP(
        "engine", "{pct}% chance of winning the game, over {n} simulations"), pct=pct,
              n=visits)


def ranked(result: SearchResult) -> list[RankedAction]:
    stats = result.stats
    # several moves lose (or draw) alike against best play: the first keeps the most chances
    tied = (result.fallible and result.worlds == 1 and len(stats) > 1
            and abs(stats[0].value - stats[1].value) < 0.003 and stats[0].value < 0.75)
    return [RankedAction(s.action, s.value, s.visits,
                         reason_for(s.value, s.visits, result.exact, result.worlds,
                                    result.sampled, best_chances=tied and i == 0,
                                    chances=result.chances), s.move, s.points,
                         s.points_error)
            for i, s in enumerate(stats)]


def _is_free_signal(decision: Decision, action: str) -> bool:
    """A secret message to partners: the opponents do not notice it and the same seat moves
    again (Briscola's partner signals)."""
    world = decision.determinize(random.Random(0))
    seat = decision.seat
    teams = decision.game.teams(decision.num_players, decision.options)
    mates = next((set(t) for t in teams if seat in t), {seat})
    if len(mates) < 2:
        return False
    for other in range(decision.num_players):
        if other not in mates and world.observe_action(action, other) is not None:
            return False
    world.apply_unchecked(action)
    return world.current_player == seat


class MatchMemory:
    """What a player remembers of its opponents' style over a match: each other seat's plays
    (the game's ``style_evidence``) in the last ``deals`` deals, by its place relative to the
    player (the next seat is 1), so it holds when the seats are swapped between deals.

    One memory is shared by every agent a level's spec makes (levels.level_specs): in the
    arena, the games of one range; the app's players, made for one decision, keep none."""

    def __init__(self, deals: int = 5) -> None:
        self.deals = deals
        self._by_place: dict[int, list[list]] = {}

    def earlier(self, place: int) -> list:
        """The remembered plays of the seat at ``place``, oldest first."""
        return [play for deal in self._by_place.get(place, ()) for play in deal]

    def remember(self, place: int, plays: list) -> None:
        kept = self._by_place.setdefault(place, [])
        kept.append(list(plays))
        del kept[:-self.deals]


CARELESS_AT = 0.8  # a seat whose reading (chance of a random move) is below this plays with sense
# the least spread the anchor assumes of a game's chances (a few visits can all score alike)
MIN_SPREAD = 0.02


class SearchAgent:
    """A computer player that searches with ISMCTS (levels ``expert`` and ``master``)."""

    def __init__(self, seat: int, *, iterations: int, seed: int = 0, time_limit: float | None = None,
                 anchor_z: float = 1.0, iterations_by_players: dict[int, int] | None = None,
                 read_style: bool = False, memory: MatchMemory | None = None,
                 careless_at: float = 0.0, judge: bool = False, **search_options) -> None:
        self.seat = seat
        # let the game judge the decisions it judges better than the tree (the ``judge`` hook)
        self.judge = judge
        # read how often the other seats play at random (the game's ``read_style`` hook) and
        # search with that opponent model: a seat read at ``careless_at`` or more is played
        # as making random moves with that chance; one read below, as playing with sense.
        # ``memory``: the plays of earlier deals against the same seats count too.
        self.read_style = read_style or memory is not None
        self.memory = memory
        self.careless_at = careless_at
        self._evidence: dict[int, list] = {}  # this deal's plays read, by place from this seat
        # budgets for some player counts in place of ``iterations`` (an iteration costs more
        # with more seats: levels.PLAYER_BUDGETS)
        self.iterations_by_players = dict(iterations_by_players or {})
        self.anchor_z = anchor_z
        self._anchor: Agent | None = None
        self._seen: set[tuple] = set()  # tables this seat stood at when it chose (see _no_loop)
        self._expect: tuple | None = None  # the table expected after this seat's last move
        self._streak = 0  # moves in a row with nobody else moving
        self.search = ISMCTS(iterations=iterations, **search_options)
        self.rng = random.Random(seed * 7919 + seat)
        self.time_limit = time_limit
        self.last: SearchResult | None = None

    def _signal(self, decision: Decision) -> str | None:
        """Partner signals: tell partners the most useful truth (the game offers only true
        signals), once the game allows it. Partners read signals through ``determinize``,
        which deals their hands consistently with what they were told."""
        signals = [a for a in decision.legal if " " in a and a.split(" ", 1)[0] == "signal"]
        if not signals or len(signals) == len(decision.legal):
            return None
        if not _is_free_signal(decision, signals[0]):
            return None
        return signals[0]

    def run(self, decision: Decision, *, deadline: float | None = None,
            should_stop: Callable[[], bool] | None = None,
            iterations: int | None = None) -> SearchResult:
        if self.time_limit is not None:
            cap = time.perf_counter() + self.time_limit
            deadline = cap if deadline is None else min(deadline, cap)
        if iterations is None:
            iterations = self.iterations_by_players.get(decision.num_players)
        result = self.search.search(decision, self.rng, iterations=iterations, deadline=deadline,
                                    should_stop=should_stop)
        self.last = result
        return result

    def _read_style(self, decision: Decision) -> None:
        """Update the search's opponent model from the other seats' play so far."""
        if not self.read_style:
            return
        from .hooks import hooks_for
        hooks = hooks_for(decision.game)
        read = getattr(hooks, "read_style", None)
        if read is None:
            return
        n = decision.num_players
        if self.memory is None:
            reading = read(decision)
        else:
            gather = getattr(hooks, "style_evidence", None)
            found = gather(decision) if gather is not None else {}
            self._evidence = {(s - self.seat) % n: plays for s, plays in found.items()}
            earlier = {s: self.memory.earlier((s - self.seat) % n)
                       for s in range(n) if s != self.seat}
            reading = read(decision, earlier)
        self.search.random_play = {s: q for s, q in reading.items() if q >= self.careless_at}

    def choose(self, decision: Decision, *, should_stop: Callable[[], bool] | None = None,
               iterations: int | None = None) -> str:
        """This player's move. ``should_stop`` cancels the thinking (the search, or the game's
        judgement) from outside; it then answers with its best move so far. ``iterations``
        overrides the level's budget for this decision."""
        self._read_style(decision)
        decision = self._narrowed(decision)
        if len(decision.legal) == 1:
            return decision.legal[0]
        signal = self._signal(decision)
        if signal is not None:
            return signal
        judged = self._judged(decision, should_stop)
        if judged:
            return judged[0].action
        if self._left_to_rules(decision):
            rule = self._rule_move(decision)
            if rule is not None and rule in decision.legal:
                return rule
        result = self.run(decision, should_stop=should_stop, iterations=iterations)
        return self._no_loop(decision, self._anchored(decision, result), result)

    def _judged(self, decision: Decision, should_stop: Callable[[], bool] | None = None,
                deadline: float | None = None) -> list | None:
        """The game's judgement of this decision (the ``judge`` hook), for a judging player;
        it stops weighing at a cancel (``should_stop``), the ``deadline`` or this player's time
        cap."""
        if not self.judge:
            return None
        from .hooks import hooks_for
        judge = getattr(hooks_for(decision.game), "judge", None)
        if judge is None or (should_stop is not None and should_stop()):
            return None  # (cancelled: the move is the rule-based player's, at once)
        if self.time_limit is not None:
            cap = time.perf_counter() + self.time_limit
            deadline = cap if deadline is None else min(deadline, cap)

        def stop() -> bool:
            return bool((should_stop is not None and should_stop())
                        or (deadline is not None and time.perf_counter() >= deadline))
        return judge(decision, self.rng, stop)

    def _narrowed(self, decision: Decision) -> Decision:
        """The decision over the actions the game's ``prune`` hook keeps (the same decision
        where it has none, or keeps them all). The hook reads a full state: a world sampled
        from what the seat knows (its own generator: the search's draws stay as they were)."""
        from .hooks import hooks_for
        prune = getattr(hooks_for(decision.game), "prune", None)
        kept = (prune(decision.determinize(random.Random(0)), list(decision.legal))
                if prune is not None and len(decision.legal) > 1 else None)
        if not kept or len(kept) == len(decision.legal) or not set(kept) <= set(decision.legal):
            return decision
        return decision.narrowed(list(kept))

    def _left_to_rules(self, decision: Decision) -> bool:
        """Whether the game's hooks leave this decision to its rule-based player
        (``leave_to_rules``: decisions where measured playouts misjudge the moves)."""
        from .hooks import hooks_for
        leave = getattr(hooks_for(decision.game), "leave_to_rules", None)
        return bool(leave is not None and leave(decision))

    def _rule_move(self, decision: Decision) -> str | None:
        """The game's rule-based (``greedy``) move, or None when the game has none."""
        if self._anchor is None:
            spec = decision.game.agents().get("greedy")
            if spec is None:
                return None
            self._anchor = spec.factory(decision.game, self.seat)
        return self._anchor.choose(decision)

    def _no_loop(self, decision: Decision, action: str, result: SearchResult) -> str:
        """Never move back to a table this seat has already stood at in this game (the move
        gives way to the rule-based player's, or if that loops too, to the search's best move
        that does not), and after ``MAX_STREAK`` moves in a row while nobody else moved, let the
        rule-based player finish: noisy values can make a search swap cards round and round
        (Shithead's swap phase).
        What a move leads to is read from a sampled world, as this seat would see it after."""
        here = _table_key(decision.observation)
        self._streak = self._streak + 1 if here == self._expect else 0
        seen = self._seen
        if len(seen) > 2000:
            seen.clear()
        seen.add(here)
        world = decision.determinize()

        def after(move: str) -> tuple | None:
            try:
                w = world.clone()
                w.apply_unchecked(move)
                return _table_key(w.observation(self.seat))
            except Exception:  # a world that cannot take the move: nothing to compare
                return None

        if self._streak >= MAX_STREAK:  # the rule-based player finishes the streak (it ends)
            rule = self._rule_move(decision)
            if rule is not None and rule in decision.legal:
                self._expect = after(rule)
                return rule
        key = after(action)
        if key is None or key not in seen:
            self._expect = key
            return action
        candidates = [self._rule_move(decision)] + [st.action for st in result.stats]
        for move in candidates:
            if move is None or move not in decision.legal:
                continue
            key = after(move)
            if key is not None and key not in seen:
                self._expect = key
                return move
        self._expect = after(action)
        return action

    def _anchored(self, decision: Decision, result: SearchResult) -> str:
        """The search's move, unless the rule-based player's move is not clearly worse.

        A search with a small budget is noisy; it overrules the game's ``greedy`` player only
        when its best move beats greedy's by ``anchor_z`` standard errors (rewards 0..1, so a
        standard error is at most 0.5 / sqrt(visits); where the rewards were a game's chances,
        ``deal_value``, their measured spread). Exact results are always followed."""
        best = result.stats[0]
        if result.sampled:  # exact values over sampled worlds: the rules' move wins a tie
            rule = self._rule_move(decision)
            tied = next((s for s in result.stats if s.action == rule), None)
            if rule is not None and tied is not None and tied.value >= best.value - 1e-9:
                return rule
            return best.action
        if result.exact or self.anchor_z <= 0 or not best.visits:
            return best.action
        rule = self._rule_move(decision)
        if rule is None:
            self.anchor_z = 0.0
            return best.action
        if rule == best.action:
            return rule
        other = next((s for s in result.stats if s.action == rule), None)
        if other is None or not other.visits:
            return best.action
        if best.spread is not None and other.spread is not None:  # a game's chances
            se = math.sqrt(max(best.spread, MIN_SPREAD) ** 2 / best.visits
                           + max(other.spread, MIN_SPREAD) ** 2 / other.visits)
        else:
            se = 0.5 * math.sqrt(1.0 / best.visits + 1.0 / other.visits)
        return best.action if best.value - other.value > self.anchor_z * se else rule

    def rank(self, decision: Decision, *, deadline: float | None = None,
             should_stop: Callable[[], bool] | None = None,
             iterations: int | None = None) -> list[RankedAction]:
        """Every legal action with its estimated value; first the move this player would make
        (:meth:`choose`'s rules: a partner signal, a decision left to the rule-based player,
        the search's move unless the rule-based one is not clearly worse), then the others,
        most simulated first; the actions the game leaves out of the search (``prune``) last."""
        self._read_style(decision)
        narrowed = self._narrowed(decision)
        left_out = [RankedAction(a, 0.0, 0, tr(QT_TRANSLATE_NOOP("engine", "not explored")))
                    for a in decision.legal if a not in narrowed.legal]
        if len(narrowed.legal) == 1 and left_out:
            return [RankedAction(narrowed.legal[0], 0.0, 0, tr(
                QT_TRANSLATE_NOOP(
                    "engine", "certain: no other move can do better")))] + left_out
        return self._rank(narrowed, deadline, should_stop, iterations) + left_out

    def _rank(self, decision: Decision, deadline: float | None,
              should_stop: Callable[[], bool] | None,
              iterations: int | None) -> list[RankedAction]:
        legal = list(decision.legal)
        if len(legal) > 1:
            signal = self._signal(decision)
            judged = None if signal else self._judged(decision, should_stop, deadline)
            if judged:  # the actions the game weighed, then the others (higher bids, say)
                out = [RankedAction(j.action, j.chance, j.worlds, j.reason()) for j in judged]
                weighed = {j.action for j in judged}
                return out + [RankedAction(a, 0.0, 0, tr(QT_TRANSLATE_NOOP(
                    "engine", "not explored")))
                              for a in legal if a not in weighed]
            rule = self._rule_move(decision) if self._left_to_rules(decision) else None
            fixed = signal or rule
            if fixed is not None and fixed in legal:
                why = (QT_TRANSLATE_NOOP("engine", "tells your partner about your hand") if signal
                       else QT_TRANSLATE_NOOP("engine", "the usual play here (rules of thumb)"))
                first = RankedAction(fixed, 0.0, 0, tr(why))
                rest = [RankedAction(a, 0.0, 0, tr(QT_TRANSLATE_NOOP(
                    "engine", "not explored")))
                        for a in legal if a != fixed]
                return [first] + rest
        result = self.run(decision, deadline=deadline, should_stop=should_stop,
                          iterations=iterations)
        out = ranked(result)
        if len(legal) > 1 and out[0].visits:
            choice = self._anchored(decision, result)
            out.sort(key=lambda r: r.action != choice)  # stable: the others keep their order
            first = out[0]
            if first.visits and any(r.value > first.value for r in out[1:]):
                # the rules' move kept over a move the search scored higher, but not clearly:
                # say why, or the hint reads as recommending the worse of two numbers
                usual = (QT_TRANSLATE_NOOP(
                    "engine", "the usual play, and the search finds no clearly better move: "
                              "{pct}% chance of winning the game, over {n} simulations")
                         if result.chances else
                         QT_TRANSLATE_NOOP(
                             "engine", "the usual play, and the search finds no clearly better move: wins "
                                       "{pct}% of {n} simulations"))
                out[0] = RankedAction(first.action, first.value, first.visits, tr(
                    usual, pct=round(100 * first.value), n=first.visits), first.move,
                    first.points, first.points_error)
        return out

    def close(self, result: Result) -> None:
        if self.memory is not None:  # this deal's plays, for the deals that follow
            for place, plays in self._evidence.items():
                self.memory.remember(place, plays)
        self._evidence = {}
        self.last = None
        self.search.random_play = {}
        self._seen.clear()
        self._expect = None
        self._streak = 0


MAX_STREAK = 4  # search moves in a row while nobody else moves (see SearchAgent._no_loop)


def _table_key(obs) -> tuple:
    """Which cards lie where, as a seat sees it (the order within a zone left out) — equal keys:
    the same position for that seat."""
    return (obs.current_player, tuple(sorted(
        (zone, tuple(sorted(cards))) for zone, cards in obs.zones.items())))
