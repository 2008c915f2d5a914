"""Briscola's help for the search players (cardtable/ai/hooks.py): a cheap follow-the-leader
playout policy written against the state's lists, and the deal's card points as a smooth
evaluation.

The policy reads the sampled world's hand and trick directly (no Decision, no observation):
lead the cheapest card (plain before trump, fewest points, weakest); follow by taking the trick
in the led suit with the richest card that wins it, trumping only a trick worth ``TRUMP_AT``
points or more with the cheapest trump that wins, giving a winning partner points, and
otherwise throwing the cheapest card. ``NOISE`` of its moves are random, so that playouts do not
all follow one line.

``playout`` plays a whole sampled world with that policy in one loop over card ids: the same
moves and random draws as the policy applied move by move through ``apply_unchecked`` (tested
move for move), in about 60% of the time (docs/ai-strength.md, run 14).
"""

from __future__ import annotations

import random
from typing import Any, Callable

from .rules import deal_wins, trick_winner
from .state import BriscolaState

NOISE = 0.1
TRUMP_AT = 10
# Read the opponent's last plays (inference.py) in 2-player searches. Off: over 800 games on the
# same deals against greedy (docs/ai-strength.md, run 9) it won 587 with it and 588 without,
# and it costs about 15% more time per decision.
READ_OPPONENT = False
# Weight of the card points share in a playout's reward (the rest is win/draw/loss).
POINTS_WEIGHT = 0.5


class BriscolaHooks:
    def __init__(self, noise: float = NOISE, points_weight: float = POINTS_WEIGHT,
                 read_opponent: bool = READ_OPPONENT):
        self.noise = noise
        self.read_opponent = read_opponent
        self.points_weight = points_weight
        # per (context, trump suit): each card's cheapness (plain before trump, points, key)
        self._cheap: dict[tuple[int, str], tuple[int, ...]] = {}

    def _cheapness(self, state: BriscolaState) -> tuple[int, ...]:
        k = (id(state.ctx), state.trump_suit)
        table = self._cheap.get(k)
        if table is None:
            pts, keys = state.ctx.points, state.keys
            table = self._cheap[k] = tuple((key > 100) * 10_000 + pts[c] * 200 + key
                                           for c, key in enumerate(keys))
        return table

    def rollout_policy(self, state: Any, rng: random.Random) -> str | None:
        if not isinstance(state, BriscolaState):
            return None
        p = state.current_player
        held = state.held[p]
        if len(held) == 1:
            return held[0]
        if rng.random() < self.noise:
            return held[int(rng.random() * len(held))]
        ctx = state.ctx
        play_id = ctx.play_id
        hand = [play_id[a] for a in held]
        return ctx.play[self._pick(self._table(state), hand, state.trick, p, state.leader)]

    def _table(self, state: BriscolaState) -> tuple[Any, ...]:
        """What :meth:`_pick` reads of the world, gathered once per playout."""
        ctx = state.ctx
        return (ctx.points, ctx.suit, state.keys, ctx.team_of, state.num_players,
                self._cheapness(state).__getitem__)

    @staticmethod
    def _pick(table: tuple[Any, ...], hand: list[int], trick: list[int], p: int,
              leader: int) -> int:
        """The policy's card (not the noise) for seat ``p`` holding ``hand`` (card ids) before
        ``trick`` led by ``leader``; ``table`` from :meth:`_table`."""
        pts, suit, keys, team_of, n, cheapness = table
        # cheapest: plain before trump (key < 100), fewest points, weakest
        cheap = min(hand, key=cheapness)
        if not trick:
            return cheap
        led = suit[trick[0]]
        best_i, total = trick_winner(trick, keys, suit, pts)
        best_key = keys[trick[best_i]]
        if n > 2 and team_of[(leader + best_i) % n] == team_of[p]:
            plain = [c for c in hand if keys[c] < 100]
            if plain and (len(trick) == n - 1 or best_key >= 108):
                return max(plain, key=lambda c: (pts[c], -keys[c]))
            return cheap
        win_plain = None
        win_trump = None
        for c in hand:
            k = keys[c]
            if k > best_key and (k > 100 or suit[c] == led):
                if k > 100 and best_key < 100 or suit[c] != led:
                    if win_trump is None or (pts[c], k) < (pts[win_trump], keys[win_trump]):
                        win_trump = c
                elif win_plain is None or (pts[c], k) > (pts[win_plain], keys[win_plain]):
                    win_plain = c
        if win_plain is not None and keys[win_plain] < 100:
            return win_plain
        if win_plain is not None:  # the led suit is trump: win it when it is worth points
            if total + pts[win_plain] >= TRUMP_AT or pts[win_plain] == 0:
                return win_plain
            return cheap
        if win_trump is not None and total >= TRUMP_AT:
            return win_trump
        return cheap

    def playout(self, state: Any, rng: random.Random, deals_at_start: int,
                random_play: tuple[float, ...] | None = None) -> tuple[
            tuple[float, ...], tuple[int, ...], tuple[float, ...] | None] | None:
        """Play a sampled world to the end of its deal in one loop over card ids: the moves
        of :meth:`rollout_policy` applied as ``apply_unchecked`` would (the same random draws,
        so the same playout), without building action strings, history or signal facts, which
        a playout never reads. Returns the deal's returns and points per seat (as
        ``deal_result``) and the rewards :meth:`evaluate` gives (None at three players, where
        it gives none), or None where the generic loop must play (a world with events, a deal
        already over). ``random_play``: per seat, the chance of a random card in place of the
        policy's (the search's opponent model; drawn first, as the generic loop does).
        ``state`` is consumed: left part-played."""
        if (not isinstance(state, BriscolaState)
                or state._events is not None or state.current_player < 0
                or state.deals_finished > deals_at_start):
            return None
        ctx = state.ctx
        n = state.num_players
        play_id, pts, suit, keys = ctx.play_id, ctx.points, ctx.suit, state.keys
        hands = [[play_id[a] for a in h] for h in state.held]
        trick = list(state.trick)
        stock = state.stock.copy()
        trump_taken = state.trump_holder >= 0
        trump_card = state.trump_card
        points = state.points.copy()
        turn_order = ctx.turn_order
        p, leader = state.current_player, state.leader
        rand, noise, pick, table = rng.random, self.noise, self._pick, self._table(state)
        while True:
            hand = hands[p]
            if len(hand) == 1:
                c = hand[0]
            elif random_play is not None and random_play[p] and rand() < random_play[p]:
                c = hand[int(rand() * len(hand))]
            elif rand() < noise:
                c = hand[int(rand() * len(hand))]
            else:
                c = pick(table, hand, trick, p, leader)
            hand.remove(c)
            trick.append(c)
            if len(trick) < n:
                p = p + 1 if p + 1 < n else 0
                continue
            best, total = trick_winner(trick, keys, suit, pts)
            winner = (leader + best) % n
            points[winner] += total
            trick = []
            if len(stock) >= n:
                for seat in turn_order[winner]:
                    hands[seat].append(stock.pop())
            elif stock or not trump_taken:
                for seat in turn_order[winner]:
                    if stock:
                        hands[seat].append(stock.pop())
                    else:
                        hands[seat].append(trump_card)
                        trump_taken = True
            if not hands[winner]:
                break
            p = leader = winner
        side_points = [sum(points[s] for s in seats) for seats in ctx.teams]
        gains = deal_wins(side_points, n)
        side_ret = [1.0 if g else 0.0 for g in gains] if any(gains) else [0.5] * len(gains)
        team_of = ctx.team_of
        returns = tuple(side_ret[t] for t in team_of)
        seat_points = tuple(side_points[t] for t in team_of)
        if n == 3:
            return returns, seat_points, None
        w = self.points_weight
        return returns, seat_points, tuple((1 - w) * side_ret[t] + w * side_points[t] / 120
                                           for t in team_of)

    def refine(self, decision: Any) -> Any:
        """Two players: weigh the worlds by what the opponent's last plays say (inference.py)."""
        if not self.read_opponent:
            return None
        from .inference import reader_for
        return reader_for(decision)

    def weigh(self, decision: Any) -> Any:
        """Two players: the possible worlds of an exact solve, weighed the same way."""
        if not self.read_opponent:
            return None
        from .inference import weigher_for
        return weigher_for(decision)

    def read_style(self, decision: Any, earlier: dict[int, list] | None = None) -> dict[int, float]:
        """Two players: how often the opponent plays at random, read from its plays this deal
        and ``earlier`` ones (style.py)."""
        from .style import read_style
        return read_style(decision, earlier)

    def style_evidence(self, decision: Any) -> dict[int, list]:
        """Two players: the opponent's plays read this deal, to remember for the next deals."""
        from .style import evidence
        return evidence(decision)

    def move_keys(self, decision: Any) -> Callable[[str], str] | None:
        """Equal cards in the seat's hand are one move (equals.py): the 7♣ and the 6♣ win and
        lose alike against every card still to come, so the search keys its tree by the
        higher one and reports one move's figures for both. None where the hand holds no two
        equal cards."""
        from .equals import equal_cards
        same = equal_cards(decision)
        if not same:
            return None
        get = same.get
        return lambda a: get(a, a)

    def evaluate(self, state: Any) -> tuple[float, ...] | None:
        if not isinstance(state, BriscolaState) or state.num_players == 3:
            return None
        result = state.deal_result() if state.deals_finished else None
        if result is None:
            return None
        w = self.points_weight
        return tuple((1 - w) * r + w * p / 120 for r, p in zip(result.returns, result.points))


HOOKS = BriscolaHooks()
