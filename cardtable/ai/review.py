"""The master as a coach: go over one seat's decisions in a finished (or saved) game, measure
what each chosen move cost against the master's best, and mark the costly ones.

For every decision of the seat with more than one legal action, the review rebuilds the state
from the game's record (as :mod:`.thinking` does for a hint), gives the master a
:class:`ReviewDecision` for that seat only — its observation and worlds sampled from it — and
ranks the legal moves (:meth:`~.search_agent.SearchAgent.rank`: the master's own move first,
with the reasons the hints give). The cost of the chosen move is the drop in the master's
estimate (the share of sampled deals won, or the chance of winning the game where the game plays
to a target) from the master's move to the chosen one. Costs above a game's thresholds
(:data:`THRESHOLDS`) are marked ``inaccuracy`` or ``mistake``; a noisy estimate marks nothing
unless the drop is also clear of the search's own error (two standard errors).

No review reads a card the seat could not see. The master only gets a Decision; and the worlds
it samples depend only on what the seat knew: :class:`ReviewDecision` hands the game's
``determinize`` a generator (:class:`CanonicalRandom`) that sorts every list before it shuffles
or samples it, so the order in which the hidden cards happened to lie in the true state (the
only trace of them a game's dealing could leave) makes no difference. The same review comes out
whatever the unseen cards were (tests/ai/test_review.py swaps them).

Budgets are iterations and every decision has its own seed (from the review's seed and the
decision's place), so a review is the same for the same seed. Plain Python: the app runs it in
its worker process (cardtable/app/ai_worker.py) with progress and cancel.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Sequence

from ..engine.agent import Decision
from ..engine.errors import CardTableError
from ..engine.i18n import QT_TRANSLATE_NOOP, tr
from ..engine.state import State
from .levels import make_agent
from .search_agent import RankedAction, SearchAgent, ranked as ranked_of

__all__ = ["THRESHOLDS", "GRADES", "CanonicalRandom", "ReviewDecision", "Reviewed", "Review",
           "review_decision", "review_game", "grade_for", "FORMAT", "VERSION", "ReviewError",
           "POINTS", "CHIPS", "point_unit"]

FORMAT = "cardtable-review"
VERSION = 1
GRADES = ("inaccuracy", "mistake")
GRADE_LABELS = {"inaccuracy": QT_TRANSLATE_NOOP("engine", "inaccuracy"),
                "mistake": QT_TRANSLATE_NOOP("engine", "mistake")}
# (inaccuracy, mistake): the least drop in winning chances (0..1) of each grade, per game. Below
# the first a move is as good as the master's for all a person can tell. Shithead's search is
# noisier (its playouts are long), so a drop must be larger there to count.
THRESHOLDS: dict[str, tuple[float, float]] = {
    "briscola": (0.05, 0.15),
    "pishti": (0.05, 0.15),
    "pinochle": (0.05, 0.15),
    "shithead": (0.08, 0.20),
}
DEFAULT_THRESHOLDS = (0.05, 0.15)
CLEAR_Z = 2.0  # a sampled estimate's drop counts only beyond this many standard errors
# what a game's deal result (``deal_result().points``) counts, where a review compares it
POINTS, CHIPS = "points", "chips"
UNITS = ("", POINTS, CHIPS)
POINT_GAMES = ("briscola", "pishti", "pinochle")  # (Shithead's points are games lost)
POINTS_SAID = {POINTS: 2.0, CHIPS: 0.1}  # the least difference a sentence names
# a chosen move the search tried fewer times than this is searched again against the master's
MIN_VISITS = 50


class ReviewError(CardTableError):
    """A review that cannot be made or read (not the seat's game, a malformed stored review)."""


class CanonicalRandom(random.Random):
    """A generator drawing from ``base`` whose ``shuffle``, ``sample`` and ``choice`` first put
    their input in sorted order: a dealing routine that gathers the hidden cards from where they
    truly lie and shuffles them then deals the same world whatever that order was.

    (Shithead's sampled deal shuffles by random sort keys; it sorts first when its generator
    says ``canonical``.)"""

    canonical = True

    def __init__(self, base: random.Random):
        self._base = base
        super().__init__(0)

    def random(self) -> float:
        return self._base.random()

    def getrandbits(self, k: int) -> int:
        return self._base.getrandbits(k)

    def shuffle(self, x: Any) -> None:  # type: ignore[override]
        x.sort()
        for i in reversed(range(1, len(x))):
            j = self.randrange(i + 1)
            x[i], x[j] = x[j], x[i]

    def sample(self, population: Any, k: int, *, counts: Any = None) -> list:  # type: ignore[override]
        return super().sample(sorted(population), k, counts=counts)

    def choice(self, seq: Any) -> Any:
        items = sorted(seq)
        return items[self.randrange(len(items))]


class ReviewDecision(Decision):
    """A decision whose sampled worlds depend only on what the seat knows (see the module)."""

    __slots__ = ()

    def narrowed(self, legal: list[str]) -> "ReviewDecision":
        out = ReviewDecision(self._state, self.seat, legal, self.rng)
        out._obs = self._obs
        return out

    def determinize(self, rng: random.Random | None = None) -> State:
        return self._state.determinize(self.seat, CanonicalRandom(rng or self.rng))


@dataclass(frozen=True)
class Move:
    """One legal action as the review measured it."""

    action: str
    label: str  # the table's words for it ("Asso di Denari")
    value: float  # winning chances, 0..1
    visits: int  # simulations (or worlds) behind the value; 0: not measured
    reason: str  # the hint's words ("wins 71% of 2000 simulations")
    # the seat's mean points (or chips) in the simulated deals and its standard error, where
    # the game scores a deal in them and the search simulated the move (not an exact result)
    points: float | None = None
    points_error: float | None = None

    def to_json(self) -> dict[str, Any]:
        out = {"action": self.action, "label": self.label, "value": round(self.value, 4),
               "visits": self.visits, "reason": self.reason}
        if self.points is not None:
            out["points"] = round(self.points, 2)
            out["points_error"] = round(self.points_error or 0.0, 2)
        return out

    @classmethod
    def from_json(cls, data: Any) -> "Move":
        if not isinstance(data, dict) or not isinstance(data.get("action"), str):
            raise ReviewError("a reviewed move must be an object with its action")
        points = data.get("points")
        return cls(data["action"], str(data.get("label", data["action"])),
                   float(data.get("value", 0.0)), int(data.get("visits", 0)),
                   str(data.get("reason", "")), None if points is None else float(points),
                   None if points is None else float(data.get("points_error", 0.0)))


@dataclass(frozen=True)
class Reviewed:
    """One decision of the seat: what it chose, the master's move, the cost and the grade."""

    ply: int  # the action's index in the game's action list
    seat: int
    chosen: str
    best: str
    cost: float  # the drop in winning chances, 0..1
    grade: str  # "", "inaccuracy" or "mistake"
    moves: tuple[Move, ...]  # the legal actions, the master's move first
    unit: str = ""  # what the moves' points count (POINTS or CHIPS; "": none recorded)

    def move(self, action: str) -> Move | None:
        return next((m for m in self.moves if m.action == action), None)

    @property
    def points_cost(self) -> float | None:
        """The drop in the seat's mean points (or chips) from the master's move to the chosen
        one (negative: the chosen move scores more, while winning less often); None where
        either was not simulated (an exact value) or the game has no points to compare."""
        best, chosen = self.move(self.best), self.move(self.chosen)
        if best is None or chosen is None or best.points is None or chosen.points is None:
            return None
        return 0.0 if self.best == self.chosen else best.points - chosen.points

    def points_clear(self) -> bool:
        """Whether :attr:`points_cost` is worth a sentence: at least :data:`POINTS_SAID`
        of the unit (2 points, 0.1 chips) and beyond two standard errors of the difference."""
        cost = self.points_cost
        best, chosen = self.move(self.best), self.move(self.chosen)
        if cost is None or best is None or chosen is None or self.best == self.chosen:
            return False
        error = math.hypot(best.points_error or 0.0, chosen.points_error or 0.0)
        return abs(cost) >= POINTS_SAID.get(self.unit, math.inf) and abs(cost) > CLEAR_Z * error

    def points_said(self) -> str:
        """The points clause of :meth:`why` ("on average about 9 points fewer than the
        master's move"), or "" where the difference is not clear."""
        if not self.points_clear():
            return ""
        cost = self.points_cost
        assert cost is not None
        if self.unit == CHIPS:
            text = (QT_TRANSLATE_NOOP("engine", "on average {n:.1f} chips fewer than the "
                                                "master's move") if cost > 0 else
                    QT_TRANSLATE_NOOP("engine", "on average {n:.1f} chips more than the "
                                                "master's move"))
            return tr(text, n=float(abs(cost)))
        text = (QT_TRANSLATE_NOOP("engine", "on average about {n} points fewer than the "
                                            "master's move") if cost > 0 else
                QT_TRANSLATE_NOOP("engine", "on average about {n} points more than the "
                                            "master's move"))
        return tr(text, n=round(abs(cost)))

    @property
    def marked(self) -> bool:
        return bool(self.grade)

    def why(self, player: str | None = None) -> str:
        """The review's sentence for this decision, in the hints' words: said to the person
        who decided, or with ``player`` (a computer player's name) of that player; with what
        the chosen move cost in points where that is clear (:meth:`points_said`)."""
        said = self._why(player)
        points = self.points_said() if said else ""
        if not points:
            return said
        return tr(QT_TRANSLATE_NOOP("engine", "{why}; {points}"), why=said, points=points)

    def _why(self, player: str | None) -> str:
        best, chosen = self.move(self.best), self.move(self.chosen)
        if best is None or chosen is None:
            return ""
        if player is not None:
            if self.best == self.chosen:
                return tr(QT_TRANSLATE_NOOP("engine", "{name} played {move}: {reason}"),
                          name=player, move=chosen.label, reason=chosen.reason)
            return tr(QT_TRANSLATE_NOOP(
                "engine", "{name} played {move} ({reason}); the master would play {best} "
                          "({best_reason})"),
                      name=player, move=chosen.label, reason=chosen.reason, best=best.label,
                      best_reason=best.reason)
        if self.best == self.chosen:
            return tr(QT_TRANSLATE_NOOP("engine", "{move}: the master's choice too ({reason})"),
                      move=chosen.label, reason=best.reason)
        if not self.grade:
            return tr(QT_TRANSLATE_NOOP(
                "engine", "{move} is about as good as the master's {best} ({reason})"),
                      move=chosen.label, best=best.label, reason=chosen.reason)
        return tr(QT_TRANSLATE_NOOP("engine", "{best} {best_reason}; your {move} {reason}"),
                  best=best.label,
                  best_reason=best.reason, move=chosen.label, reason=chosen.reason)

    def to_json(self) -> dict[str, Any]:
        points = self.points_cost
        return {"ply": self.ply, "seat": self.seat, "chosen": self.chosen, "best": self.best,
                "cost": round(self.cost, 4), "grade": self.grade,
                **({} if points is None else {"points_cost": round(points, 2)}),
                "moves": [m.to_json() for m in self.moves]}

    @classmethod
    def from_json(cls, data: Any, unit: str = "") -> "Reviewed":
        if not isinstance(data, dict):
            raise ReviewError("a reviewed decision must be an object")
        try:
            grade = str(data.get("grade", ""))
            if grade and grade not in GRADES:
                raise ReviewError(f"unknown grade {grade!r}")
            return cls(int(data["ply"]), int(data["seat"]), str(data["chosen"]), str(data["best"]),
                       float(data["cost"]), grade,
                       tuple(Move.from_json(m) for m in data.get("moves", [])), unit)
        except (KeyError, TypeError, ValueError) as exc:
            raise ReviewError(f"a reviewed decision is malformed: {exc}") from None


@dataclass
class Review:
    """A seat's reviewed decisions over the first ``actions`` actions of a game."""

    game: str
    seat: int
    level: str
    seed: int
    actions: int  # how many of the game's actions the review covered
    decisions: list[Reviewed] = field(default_factory=list)
    complete: bool = True  # False: cancelled before the last decision
    iterations: int | None = None  # the search budget, where not the level's
    first: int = 0  # the first action it covered (a review of the last deal only: that deal's)
    unit: str = ""  # what the moves' points count: POINTS, CHIPS, or "" (none recorded)

    def covers(self, actions: int, first: int = 0) -> bool:
        """Whether this finished review holds every decision of a game of ``actions``
        actions from action ``first`` on (what a review view may show without searching)."""
        return self.complete and self.actions == actions and self.first <= first

    @property
    def marks(self) -> list[Reviewed]:
        return [d for d in self.decisions if d.grade]

    def count(self, grade: str) -> int:
        return sum(1 for d in self.decisions if d.grade == grade)

    @property
    def total_cost(self) -> float:
        """The marked decisions' costs added up (winning chances, 0..1 each)."""
        return sum(d.cost for d in self.marks)

    def summary(self) -> str:
        return tr(QT_TRANSLATE_NOOP(
            "engine", "{n} decisions reviewed. Mistakes: {mistakes}; inaccuracies: "
                      "{inaccuracies}; their cost together: {pct} percentage points of winning "
                      "chances"),
                  n=len(self.decisions), mistakes=self.count("mistake"),
                  inaccuracies=self.count("inaccuracy"), pct=round(100 * self.total_cost))

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, "game": self.game, "seat": self.seat,
                "level": self.level, "seed": self.seed, "iterations": self.iterations,
                "actions": self.actions, "complete": self.complete,
                **({"first": self.first} if self.first else {}),
                **({"unit": self.unit} if self.unit else {}),
                "decisions": [d.to_json() for d in self.decisions]}

    @classmethod
    def from_json(cls, data: Any) -> "Review":
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ReviewError("not a Card Table review")
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            raise ReviewError("the review has no format version")
        if version > VERSION:
            raise ReviewError(f"the review has format version {version}, newer than this app "
                              f"reads ({VERSION})")
        try:
            iterations = data.get("iterations")
            unit = str(data.get("unit", ""))
            if unit not in UNITS:
                raise ReviewError(f"unknown unit of points {unit!r}")
            return cls(str(data["game"]), int(data["seat"]), str(data["level"]),
                       int(data["seed"]), int(data["actions"]),
                       [Reviewed.from_json(d, unit) for d in data.get("decisions", [])],
                       bool(data.get("complete", True)),
                       None if iterations is None else int(iterations),
                       int(data.get("first", 0)), unit)
        except (KeyError, TypeError, ValueError) as exc:
            raise ReviewError(f"the review is malformed: {exc}") from None


def thresholds(game_id: str) -> tuple[float, float]:
    return THRESHOLDS.get(game_id, DEFAULT_THRESHOLDS)


def grade_for(game_id: str, cost: float, error: float = 0.0) -> str:
    """The grade of a drop ``cost`` in winning chances, measured with standard error ``error``
    (0 for an exact value): "" below the game's first threshold or within the noise."""
    low, high = thresholds(game_id)
    if cost < low - 1e-9 or cost <= CLEAR_Z * error:
        return ""
    return "mistake" if cost >= high - 1e-9 else "inaccuracy"


def _error(a: RankedAction, b: RankedAction) -> float:
    """The standard error of ``a.value - b.value`` (rewards in 0..1: at most 0.5/sqrt(n) each);
    0 where both are exact (a value of 0 or 1 from the solver has no spread)."""
    def var(r: RankedAction) -> float:
        if r.visits <= 0:
            return 0.25
        p = (r.value * r.visits + 1) / (r.visits + 2)  # no zero spread from a few visits
        return p * (1 - p) / r.visits
    return math.sqrt(var(a) + var(b))


def decision_seed(seed: int, ply: int) -> int:
    return (seed * 1_000_003 + ply * 7 + 1) & 0x7FFF_FFFF


def _search_level(level: str, iterations: int | None = None) -> str:
    if level not in ("expert", "master"):
        raise ReviewError(f"a review needs a search level (expert or master), not {level!r}")
    if iterations is not None and iterations < 1:
        raise ReviewError(f"a review needs at least one search iteration, not {iterations}")
    return level


def review_decision(state: State, seat: int, chosen: str, ply: int, *, level: str = "master",
                    seed: int = 0, iterations: int | None = None,
                    should_stop: Callable[[], bool] | None = None) -> Reviewed:
    """Review ``seat``'s decision in ``state`` (which it must be to move in, with ``chosen``
    legal), from the seat's view only. ``state`` is not changed."""
    legal = state.legal_actions()
    if state.current_player != seat or chosen not in legal:
        raise ReviewError(f"action {ply + 1} ({chosen!r}) is not a decision of seat {seat + 1}")
    own = decision_seed(seed, ply)
    decision = ReviewDecision(state.clone(), seat, legal, random.Random(own))
    agent = make_agent(state.game, seat, _search_level(level, iterations), seed=own, judge=True)
    assert isinstance(agent, SearchAgent)
    ranked = agent.rank(decision, should_stop=should_stop, iterations=iterations)
    exact = agent.last is not None and (agent.last.exact or agent.last.sampled > 0)
    top = ranked[0]
    by_action = {r.action: r for r in ranked}
    pick = by_action[chosen]
    searched = agent.last is not None  # (not the game's own judgement of the decision)
    if chosen != top.action and not exact and (
            pick.visits == 0 or top.visits == 0 or (searched and pick.visits < MIN_VISITS)):
        # the master's move was a rule of thumb or a signal, or the chosen one was left out of
        # the search or hardly tried there (a few playouts say little): weigh the two against
        # each other with the whole budget
        pair = agent.run(decision.narrowed([top.action, chosen]), should_stop=should_stop,
                         iterations=iterations)
        exact = pair.exact or pair.sampled > 0
        for r in ranked_of(pair):
            by_action[r.action] = r
        top, pick = by_action[top.action], by_action[chosen]
    same_move = bool(top.move) and top.move == pick.move
    cost = 0.0 if chosen == top.action or same_move else max(0.0, top.value - pick.value)
    grade = grade_for(state.game.id, cost, 0.0 if exact else _error(top, pick))
    order = [top.action] + [r.action for r in ranked if r.action != top.action]
    unit = point_unit(state)

    def points(figure: float | None) -> float | None:  # (as stored: the same after a load)
        return None if figure is None or not unit else round(figure, 2)
    moves = tuple(Move(a, _label(state, a), by_action[a].value, by_action[a].visits,
                       by_action[a].reason, points(by_action[a].points),
                       points(by_action[a].points_error)) for a in order)
    return Reviewed(ply, seat, chosen, top.action, cost, grade, moves, unit)


def point_unit(state: State) -> str:
    """What ``state``'s game counts a deal's result in, where a review compares it: chips in
    three-handed Pinochle's auction (settled in chips), points in Briscola (card points),
    Pishti and Pinochle's other forms; "" in Shithead (its points are games lost)."""
    game = state.game.id
    if game not in POINT_GAMES:
        return ""
    form = getattr(getattr(state, "ctx", None), "form", "")
    return CHIPS if game == "pinochle" and form == "auction" else POINTS


def _label(state: State, action: str) -> str:
    try:
        return state.action_record(action).label or action
    except Exception:  # a game's record should not fail; the action text is a fine label
        return action


def seat_decisions(game_state: State, actions: Sequence[str], seat: int,
                   upto: int | None = None) -> list[int]:
    """The plies (indices into ``actions``) at which ``seat`` had a real choice."""
    state = game_state.clone()
    out = []
    for ply, action in enumerate(actions[:upto]):
        if state.current_player == seat and len(state.legal_actions()) > 1:
            out.append(ply)
        state.apply(action)
    return out


def deal_ranges(start: State, actions: Sequence[str]) -> list[range]:
    """The plies of each deal of a game (a match of several deals, a series of Shithead games),
    read from the public ``deal`` (or ``game``) number; one range where the game shows none."""
    state = start.clone()

    def number() -> Any:
        public = state.observation(None).public
        return public.get("deal", public.get("game"))

    out: list[range] = []
    first, current = 0, number()
    for ply, action in enumerate(actions):
        state.apply(action)
        now = number()
        if now != current and not state.is_terminal:
            out.append(range(first, ply + 1))
            first, current = ply + 1, now
    out.append(range(first, len(actions)))
    return out


def review_game(start: State, actions: Sequence[str], seat: int, *, level: str = "master",
                seed: int = 0, iterations: int | None = None, plies: Iterable[int] | None = None,
                progress: Callable[[int, int], None] | None = None,
                should_stop: Callable[[], bool] | None = None) -> Review:
    """Review every decision of ``seat`` in a game: ``start`` is its first state (nothing
    applied; not changed), ``actions`` what was played. ``plies``: only these decisions (by
    action index; by default all of the seat's real choices). ``progress(done, total)`` is
    called after each decision; ``should_stop`` cancels (the review then holds the decisions
    done, with ``complete`` False)."""
    _search_level(level, iterations)
    if not 0 <= seat < start.num_players:
        raise ReviewError(f"there is no seat {seat + 1} in this game")
    if start.history:
        raise ReviewError("a review starts from the game's first state")
    wanted = set(seat_decisions(start, actions, seat) if plies is None else plies)
    review = Review(start.game.id, seat, level, seed, len(actions), iterations=iterations,
                    unit=point_unit(start))
    total = len(wanted)
    state = start.clone()
    for ply, action in enumerate(actions):
        if ply in wanted:
            if should_stop is not None and should_stop():
                review.complete = False
                break
            done = review_decision(state, seat, action, ply, level=level, seed=seed,
                                   iterations=iterations, should_stop=should_stop)
            if should_stop is not None and should_stop():  # cut short: not a measurement
                review.complete = False
                break
            review.decisions.append(done)
            if progress is not None:
                progress(len(review.decisions), total)
        state.apply(action)
    return review


def grade_label(grade: str) -> str:
    return tr(GRADE_LABELS[grade]) if grade in GRADE_LABELS else ""
