"""Pinochle's help for the search players (cardtable/ai/hooks.py): a cheap playout policy for
the trick play, written against the sampled world's lists (the ``greedy`` agent builds an
observation every move, which was over half of a search's time).

Only when every legal action is a card play: lead a plain ace in the strict phase, else the
cheapest card (plain before trump, fewest points, weakest); feed points to a partner who is
winning safely; take the trick with the richest plain winner, or the cheapest trump winner when
the play is strict or the trick is worth 10 or more; otherwise the cheapest card. ``NOISE`` of
its moves are random. Declaring out is decided by the rule that is exact for it (at or over the
target: declare, it wins at once; below: never, it loses at once: ``prune``), wherever the
search plays. Bidding, trump, burying and melding are left to the generic
policy (the rule-based player mixed with random moves).

The auction (bids and passes, taking or conceding, naming trumps, burying, giving cards) the
search leaves to the rule-based player (``leave_to_rules``): playouts whose auction and play are
a noisy rule-based player misjudged what a contract is worth — the search's own bids lost chips
to the rule-based player in three-handed Pinochle (docs/ai-strength.md, run 7). The master
alone bids and names trump in the three-handed game (or concedes) by playing the deal out in
sampled worlds without noise (``judge``, contract_judge.py; run 19). The master plays
two-handed Pinochle's second phase, where both players know every card, exactly (``endgame``,
endgame.py; run 25).
"""

from __future__ import annotations

import random
import re
from typing import Any, Callable

from .auction import AuctionState
from .outlook import deal_value
from .partnership import PartnershipState
from .state_base import PinochleBase
from .tricks import strict_plays

NOISE = 0.1
DECLARE = "declare-out"
AUCTION = frozenset(("pass", "bid", "take", "concede", "trump", "bury", "give"))
# the forms where every seat plays in turn (no stock), whose card play ``playout`` runs
_IN_TURN = (AuctionState, PartnershipState)


class PinochleHooks:
    def __init__(self, noise: float = NOISE):
        self.noise = noise
        self._judge: Any = None

    def judge(self, decision: Any, rng: random.Random,
              stop: Callable[[], bool] | None = None) -> list | None:
        """For a search player that judges (the master): three-handed bids and trump judged by
        playing the deal out in sampled worlds (contract_judge.py); None for every other
        decision."""
        if self._judge is None:
            from .contract_judge import ContractJudge
            self._judge = ContractJudge()
        return self._judge.judge(decision, rng, stop)

    def move_keys(self, decision: Any) -> Callable[[str], str] | None:
        """The two copies of a card are one move (``play QS`` and ``play QS#2``): the search
        keys its tree by the card's face, so neither its own choice nor the other seats' plays
        in the worlds it samples split their figures between the copies. Not two-handed: there a
        melded copy lies face up on the table and its twin is hidden, and which one leaves the
        table tells the opponent something."""
        return None if decision.num_players == 2 else _face

    def prune(self, state: Any, legal: list[str]) -> list[str] | None:
        """Declaring out is decided by the rule that is exact for it: at or over the target it
        wins the game at once (the move), below it loses the game at once (never played)."""
        # (the states put it last: a playout asks at every card it plays)
        if not legal or legal[-1] != DECLARE or not isinstance(state, PinochleBase):
            return None
        return [DECLARE] if _at_target(state) else legal[:-1]

    def endgame(self, state: Any, seat: int, legal: list[str], nodes: int,
                stop: Callable[[], bool] | None = None) -> list[tuple[str, float]] | None:
        """Two-handed Pinochle's second phase, where every card is known, solved exactly
        (endgame.py); None elsewhere, an empty list where it needs more than ``nodes``."""
        from .endgame import endgame_values
        return endgame_values(state, seat, legal, nodes, stop)

    def deal_value(self, state: Any) -> tuple[float, ...] | None:
        """In a game to a target, a finished deal scored by the totals it leaves: each seat's
        chance of winning the game (outlook.py); None in a one-deal game."""
        return deal_value(state)

    def sampled_endgame(self, state: Any, seat: int, legal: list[str], nodes: int,
                        stop: Callable[[], bool] | None = None) -> list[tuple[str, float]] | None:
        """A partnership deal's last tricks in one sampled world, solved exactly
        (team_endgame.py); None where it does not apply, an empty list where it needs more
        than ``nodes``."""
        from .team_endgame import sampled_endgame
        return sampled_endgame(state, seat, legal, nodes, stop)

    def leave_to_rules(self, decision: Any) -> bool:
        """Auction decisions go to the rule-based player (see the module's docstring)."""
        legal = decision.legal
        if legal and legal[0] == "pass":  # a bid: a pass and every bid up to the ceiling
            return True
        return all(a.split(" ", 1)[0] in AUCTION for a in legal)

    def rollout_policy(self, state: Any, rng: random.Random) -> str | None:
        if not isinstance(state, PinochleBase):
            return None
        legal = state.legal_actions()
        if legal and legal[-1] == DECLARE:  # as ``prune``
            if _at_target(state):
                return DECLARE
            legal = legal[:-1]
        for a in legal:
            if not a.startswith("play "):
                return None
        if len(legal) == 1:
            return legal[0]
        if rng.random() < self.noise:
            return legal[int(rng.random() * len(legal))]
        ctx = state.ctx
        play_id = ctx.play_id
        return ctx.play[_choose(state, [play_id[a] for a in legal], state.phase == "play1")]

    def playout(self, state: Any, rng: random.Random, deals_at_start: int,
                random_play: tuple[float, ...] | None = None) -> None:
        """The card play of a sampled world in one loop over card ids, where every seat plays in
        turn (three-handed and the partnership forms): the moves of :meth:`rollout_policy`
        with the same random draws, applied as ``apply_unchecked`` applies them (the state's
        own play and the action in the history), without building and reading every legal
        action's text. It plays until the deal ends, the play is over or the side to move
        could declare out, and returns None: the generic loop plays on from there (declaring
        out) and scores the playout, so the playout is the same.
        Nothing where the world has events, another phase is on or the search models an
        opponent's random moves (``random_play``)."""
        if random_play is not None or not isinstance(state, _IN_TURN) \
                or state._events is not None or state.phase != "play":
            return None
        ctx = state.ctx
        play, suit, strength, head = ctx.play, ctx.suit, ctx.strength, ctx.head
        declare = ctx.declare_out
        hands, history = state.hands, state.history
        rand, noise = rng.random, self.noise
        team_of = ctx.team_of
        sides = range(len(ctx.teams))
        counted = -1  # the tricks played when ``reach`` was read: a side's count moves only then
        reach: list[bool] = []
        while state.phase == "play" and state.current_player >= 0 \
                and state.deals_finished <= deals_at_start:
            p = state.current_player
            if declare:
                if state.tricks_played != counted:
                    counted = state.tricks_played
                    reach = [state.running(side) >= state.target for side in sides]
                if reach[team_of[p]]:  # as ``_at_target``
                    break
            cards = hands[p]
            trick = state.trick
            if trick:
                cards = strict_plays(cards, trick, suit, strength, state.trump, head,
                                     state.best_card)
            if len(cards) == 1:
                c = cards[0]
            elif rand() < noise:
                c = cards[int(rand() * len(cards))]
            else:
                c = _choose(state, cards, False)
            state._play_in_turn(p, c)
            history.append(play[c])
        return None


def _choose(state: PinochleBase, cards: list[int], free: bool) -> int:
    """The playout policy's card among ``cards`` (the legal plays, two or more), as the module
    says; ``free``: two-handed Pinochle's first phase, where any card may be played."""
    ctx = state.ctx
    suit, strength, points, rank = ctx.suit, ctx.strength, ctx.points, ctx.rank
    trump = state.trump

    def cheap(c: int) -> tuple[bool, int, int]:
        return (suit[c] == trump, points[c], strength[c])

    trick = state.trick
    if not trick:
        if not free:
            for c in cards:
                if rank[c] == "A" and suit[c] != trump:
                    return c
        return min(cards, key=cheap)
    n = state.num_players
    best = state.best_card
    p = state.current_player
    if n > 2 and ctx.team_of[(state.leader + state.best_i) % n] == ctx.team_of[p]:
        if len(trick) == n - 1 or (suit[best] == trump and strength[best] >= 7) \
                or rank[best] == "A":
            plain = [c for c in cards if suit[c] != trump]
            if plain:
                return max(plain, key=lambda c: (points[c], -strength[c]))
        return min(cards, key=cheap)
    sb = suit[best]
    winners = [c for c in cards if (suit[c] == sb and strength[c] > strength[best])
               or (suit[c] == trump and sb != trump)]
    if winners:
        plain = [c for c in winners if suit[c] != trump]
        if plain:
            return max(plain, key=lambda c: (points[c], strength[c]))
        if not free or sum(points[c] for c in trick) >= 10:
            return min(winners, key=lambda c: (strength[c], points[c]))
    return min(cards, key=cheap)


_COPY = re.compile(r"#\d+")


def _face(action: str) -> str:
    """An action with every card named by its face (``play QS#2`` → ``play QS``)."""
    return _COPY.sub("", action) if "#" in action else action


def _at_target(state: PinochleBase) -> bool:
    """Whether the side to move counts the target now (declaring out would win)."""
    return state.running(state.ctx.team_of[state.current_player]) >= state.target


HOOKS = PinochleHooks()
