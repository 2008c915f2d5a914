"""Game-supplied help for the search players: a fast playout policy, a smooth evaluation, and
worlds sampled in line with what play has shown.

A game may return an object from ``Game.ai_hooks()`` with any of:

* ``rollout_policy(state, rng) -> str | None`` — the playout move for ``state.current_player``
  in a sampled world (``state`` is a full, determinized state: the search already sampled the
  cards the deciding seat cannot see, so the policy may read the lists of the game's state
  directly, which is what makes it cheap); None leaves that move to the generic policy;
* ``playout(state, rng, deals_at_start) -> (returns, points, rewards | None) | None`` — the
  whole playout of a sampled world in the game's own loop: the same moves as ``rollout_policy``
  applied one by one (the same random draws), without what a playout never reads (action
  strings, history); the deal's returns and points per seat (as ``deal_result``) and the
  rewards ``evaluate`` would give (None where it gives none). None leaves the playout, or
  what the hook left of it, to the move-by-move loop: a hook may play part of the playout in
  its loop and hand the rest back (Pinochle plays the card play and leaves declaring out, the
  auction and the scoring to the generic loop);
* ``evaluate(state) -> tuple[float, ...] | None`` — every seat's reward (0..1) for a sampled
  world whose deal has just ended, smoother than win/loss (for example the share of the deal's
  card points); None falls back to the deal's returns;
* ``deal_value(state) -> tuple[float, ...] | None`` — in a game of several deals (to a
  target), what a sampled world whose deal has just ended is worth toward the game: every
  seat's chance (0..1) of winning the game from the totals the deal leaves (a game that ended:
  its result). It replaces the deal's returns as the playouts' reward, as the exact solvers'
  value and as what the search's final choice and the anchor read (with the rewards' measured
  spread), so a search plays for the game, not for the deal in hand (Pinochle's games to 1000,
  ``games/pinochle/outlook.py``: a deal lost by 10 and a deal lost by 200 count alike as lost
  deals, not as games). None where the deal's own result is what counts (a one-deal game; a
  Briscola match counts deals won); the answer must not depend on how far the game has gone
  (the search asks a sampled world whether it applies, for the hint's words). A game with this
  hook and a whole-playout loop (``playout``) must leave the consumed state where its loop
  ended (Pishti's games to 101 or 151, ``games/pishti/outlook.py``), which is then asked;
* ``refine(decision) -> Callable[[state, rng], None] | None`` — called once per search with the
  deciding seat's Decision (it may read the observation only): a function that adjusts each
  sampled world in place to what the other seats' play has shown (Pishti: a seat that did not
  take a pile holds no card of its top rank), swapping only cards the seat cannot see; None
  when play showed nothing;
* ``weigh(decision) -> Callable[[state], float] | None`` — called once per exact solve over
  several possible worlds (:mod:`.solver`): a function giving each world's relative likelihood
  from what the other seats' play has shown (2-player Briscola: how well the opponent's last
  plays fit the hand the world gives it); None when all are equally likely;
* ``read_style(decision) -> dict[int, float]`` — for a search player that reads its opponents
  (``SearchAgent(read_style=True)``), called at each of its decisions: each other seat's chance
  of playing a move at random, read from what its play showed (2-player Briscola:
  ``style.py``). The search then gives that seat random moves with that chance (its opponent
  model);
* ``prune(state, legal) -> list[str] | None`` — of a full state's ``legal`` actions, those worth
  playing, where the game knows some to be right or wrong whatever follows: a list of one is the
  move, the others are never played (Pinochle's declaring out wins the game at once at the
  target and loses it at once below — a search that stops at the deal's end scored a lost game
  no worse than a lost deal, and declared out at the last tricks; in the tree and the playouts
  the other seats' pointless declarations ended deals at random). The search applies it to its
  own decision (over a sampled world: it must read only what the seat may know), in the tree,
  in the playouts and in the exact endgames. None: every legal action;
* ``move_keys(decision) -> Callable[[str], str] | None`` — called once per search: a function
  giving each action's tree key, where different actions are the same move (Pinochle's two
  copies of a card: ``play QS`` and ``play QS#2``, except two-handed, where a melded copy lies
  face up; Pishti's cards of one rank without points of their own, but the shown bottom card;
  Briscola's equal cards in the seat's hand: games/briscola/equals.py).
  It may read only what the seat may know (the observation). The tree then has one branch per
  move, for the deciding seat and for the other seats in every sampled world (where which copy
  a seat holds is a matter of the deal), and the search reports one move's figures for each of
  its actions. None: every action is its own move;
* ``leave_to_rules(decision) -> bool`` — True for the decisions the search players leave to the
  game's rule-based player (Pinochle's auction: measured, the search's bids lost to it);
* ``judge(decision, rng, stop=None) -> list | None`` — for a search player that judges
  (``SearchAgent(judge=True)``: the master), the game's own judgement of a decision the tree
  search does not make well: the actions it weighed, best first, each with ``action``, ``chance``
  (0..1), ``worlds`` (the sampled worlds behind it) and ``reason()`` (translated text for the
  hint); None where the game does not judge (three-handed Pinochle's bids and trump,
  contract_judge.py). ``stop()`` turns true on a cancel or at the time cap: the game then
  answers from what it weighed so far (or None).

* ``endgame(state, seat, legal, nodes, stop=None) -> list[tuple[str, float]] | None`` — for a
  search player given an endgame budget (``ISMCTS(endgame_nodes=...)``: the master), the exact
  value of every legal action (0..1, best first, as :mod:`.solver` gives them) in a sampled
  world where nothing is hidden from ``seat`` any more, solved by the game's own fast solver
  within ``nodes`` of its nodes (two-handed Pinochle's second phase, whose twelve tricks the
  generic solver is far too slow for). None where the game has no such endgame for the state;
  an empty list where it does but the deal needs more nodes, or ``stop()`` turned true (the
  search then searches, and tries again two rounds of play later);

* ``sampled_endgame(state, seat, legal, nodes, stop=None) -> list[tuple[str, float]] | None`` —
  as ``endgame``, but in one sampled world among many, solved as if every seat saw every card:
  a search given ``ISMCTS(endgame_worlds=K)`` averages each action's value over K worlds dealt
  from what the seat knows, ``nodes`` being each world's share of ``endgame_nodes``
  (partnership Pinochle's last tricks, team_endgame.py). None where it does not apply (the
  same for every world: it may read only what the seat can see), an empty list where a world
  needs more nodes or ``stop()`` turned true (the search then searches, as for ``endgame``);

:func:`hooks_for` reads them; a game without the method, or returning None, gets the generic
policies of :mod:`.rollout`. The search still decides from its Decision only: hooks run on
sampled worlds, never on the true state.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Protocol

from ..engine.game import Game
from ..engine.state import State


class AIHooks(Protocol):
    def rollout_policy(self, state: State, rng: random.Random) -> str | None: ...

    def playout(self, state: State, rng: random.Random, deals_at_start: int) -> tuple[
        tuple[float, ...], tuple[int, ...], tuple[float, ...] | None] | None: ...

    def evaluate(self, state: State) -> tuple[float, ...] | None: ...

    def deal_value(self, state: State) -> tuple[float, ...] | None: ...

    def refine(self, decision: Any) -> Any: ...

    def weigh(self, decision: Any) -> Any: ...

    def move_keys(self, decision: Any) -> Callable[[str], str] | None: ...

    def leave_to_rules(self, decision: Any) -> bool: ...

    def prune(self, state: State, legal: list[str]) -> list[str] | None: ...

    def read_style(self, decision: Any) -> dict[int, float]: ...

    def judge(self, decision: Any, rng: random.Random,
              stop: Callable[[], bool] | None = None) -> Any: ...

    def endgame(self, state: State, seat: int, legal: list[str], nodes: int,
                stop: Callable[[], bool] | None = None) -> list[tuple[str, float]] | None: ...

    def sampled_endgame(self, state: State, seat: int, legal: list[str], nodes: int,
                        stop: Callable[[], bool] | None = None
                        ) -> list[tuple[str, float]] | None: ...


def hooks_for(game: Game) -> Any | None:
    """The game's hooks object, or None."""
    get = getattr(game, "ai_hooks", None)
    return get() if get is not None else None
