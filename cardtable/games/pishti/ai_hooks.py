"""Pishti's help for the search players (cardtable/ai/hooks.py): a cheap playout policy written
against the sampled world's lists that plays like the ``greedy`` agent, card counting included
(the agent itself builds an observation every move, which made playouts four times slower).

Capture with a card of the pile's rank (the one with most points); play a jack on a pile worth it
(the greedy player's rule: a pishti that counts, points, many cards, or the last round); otherwise
discard the card the opponents are least likely to match, counted from the cards the mover
cannot see in the sampled world (the other hands, the stock but its shown bottom card, the
face-down cards it did not see), keeping jacks and point cards. ``NOISE`` of its moves are
random. Claims and challenges (Bluff Pishti) are left to the generic policy in the playouts;
the search players leave the choice to challenge to the rule-based player
(``leave_to_rules``).

With the playouts playing as the rule-based player does, the search is a policy improvement of
that player (docs/ai-strength.md, run 7), not of a cruder one.
"""

from __future__ import annotations

import random
from typing import Any, Callable

from ...engine.events import HIDDEN

from .agents import best_discard, jack_worth
from .outlook import deal_value
from .rules import JACK, context_for
from .state import ACCEPT, CHALLENGE, PLAY, PLAY_ID, RANK, PishtiState

NOISE = 0.05


def _unseen_by_rank(state: PishtiState, p: int) -> list[int]:
    """How many cards of each rank seat ``p`` cannot see, in the sampled world."""
    ctx = state.ctx
    rank, play_id = ctx.rank, ctx.play_id
    left = [0] * 13
    for q, acts in enumerate(state.acts):
        if q != p:
            for a in acts:
                left[rank[play_id[a]]] += 1
    for c in state.stock:
        left[rank[c]] += 1
    _adjust_unseen(state, p, left)
    return left


def _adjust_unseen(state: PishtiState, p: int, left: list[int]) -> None:
    """From the other hands and the stock to what seat ``p`` cannot see: less the shown bottom
    card, plus the face-down cards it did not see."""
    rank = state.ctx.rank
    shown = state.shown  # the bottom card everyone follows: known, not a danger
    if shown >= 0:
        stock = state.stock
        if (stock and stock[0] == shown) or (
                state.dealer != p and state.ctx.play[shown] in state.acts[state.dealer]):
            left[rank[shown]] -= 1
    for c, knower in state.secret.items():  # face-down cards: in the centre, captured, claims
        if knower != p:
            left[rank[c]] += 1


def inferred_voids(decision: Any) -> dict[int, set[int]]:
    """Ranks another seat cannot hold now, read from the seat's observation: in this round of
    four cards, a seat that played onto a face-up card without taking it had no card of that
    rank (a capture with the same rank is all but always right, and every player here takes
    one). Seat -> ranks. Empty in Bluff Pishti (a face-down claim hides what was played) and in
    a last round where the dealer was dealt three (the order of play is then not the rule)."""
    obs = decision.observation
    n = decision.num_players
    ctx = context_for(n, decision.options)
    if ctx.bluff:
        return {}
    public = obs.public
    if public.get("stock_count", 1) == 0 and public.get("bottom_card") is not None \
            and ctx.rank[public["bottom_card"]] == JACK:
        return {}
    hands = [len(obs.zones.get(ctx.hand_zone[q], ())) for q in range(n)]
    plays = sum(4 - h for h in hands)
    pile = obs.zones.get("pile", ())
    faces = obs.faces("pile")
    prev = {ctx.nxt[q]: q for q in range(n)}
    rank = ctx.rank
    voids: dict[int, set[int]] = {}
    q = obs.current_player
    for j in range(1, min(plays, len(pile) - 1) + 1):
        q = prev[q]  # who made the j-th most recent play
        below = pile[-j - 1]
        if q == decision.seat or below == HIDDEN or not faces[-j - 1] or not faces[-j]:
            continue
        t = rank[below]
        if t != JACK and rank[pile[-j]] != t:
            voids.setdefault(q, set()).add(t)
    return voids


def _apply_voids(voids: dict[int, set[int]], seat: int, world: PishtiState,
                 rng: random.Random) -> None:
    """Swap, in a sampled world, each card a seat cannot hold (:func:`inferred_voids`) with an
    unseen stock card it may hold: the world stays one the deciding seat cannot tell apart."""
    ctx = world.ctx
    rank, play_id = ctx.rank, ctx.play_id
    stock = world.stock
    low = 1 if world.shown >= 0 and stock and stock[0] == world.shown else 0
    glimpsed = world.glimpse[1] if world.glimpse is not None and world.glimpse[0] == seat else ()
    followed = {world.shown} | {e[0] for e in world.lost}
    for q, banned in voids.items():
        acts = world.acts[q]
        for i, a in enumerate(acts):
            c = play_id[a]
            if rank[c] not in banned or c in followed:
                continue
            options = [k for k in range(low, len(stock))
                       if rank[stock[k]] not in banned and stock[k] not in glimpsed]
            if not options:
                return
            k = options[int(rng.random() * len(options))]
            acts[i], stock[k] = PLAY[stock[k]], c


class PishtiHooks:
    def __init__(self, noise: float = NOISE):
        self.noise = noise

    def leave_to_rules(self, decision: Any) -> bool:
        """Bluff Pishti: whether to challenge a claim is the rule-based player's call (its odds
        that the claim is true, from the unseen cards of that rank and a bluff rate). The search
        deals the face-down card as any unseen card, as if the claimer had played it blind, so
        it took nearly every claim for a bluff and challenged it: a player who claims only true
        pishtis scored 20 each time instead of 10."""
        return set(decision.legal) == {CHALLENGE, ACCEPT}

    def move_keys(self, decision: Any) -> Callable[[str], str]:
        """Only a card's rank and points count in Pishti: the search keys its tree by them, so
        the 7♠ and the 7♥ are one move, for the seat and for the other seats in the worlds it
        samples (where which seven an opponent holds is a matter of the deal). 10♦ and 2♣ keep
        their names, and so does the shown bottom card: everyone knows who holds it, and which
        of a rank's cards leaves that hand tells the table something."""
        ctx = context_for(decision.num_players, decision.options)
        table = ctx.same_move
        shown = decision.observation.public.get("bottom_card")
        if shown is not None and shown >= 0:
            table = dict(table)
            table.pop(ctx.play[shown], None)
            table.pop(ctx.claim[shown], None)
        get = table.get
        return lambda a: get(a, a)

    def refine(self, decision: Any):
        """A function that makes each sampled world agree with what the other seats' plays
        showed (:func:`inferred_voids`), or None when they showed nothing."""
        voids = inferred_voids(decision)
        if not voids:
            return None
        seat = decision.seat

        def adjust(world: Any, rng: random.Random) -> None:
            if isinstance(world, PishtiState):
                _apply_voids(voids, seat, world, rng)
        return adjust

    def rollout_policy(self, state: Any, rng: random.Random) -> str | None:
        if not isinstance(state, PishtiState) or (state.bluffing and state.pending >= 0):
            return None
        p = state.current_player
        acts = state.acts[p]
        if len(acts) == 1:
            return acts[0]
        if rng.random() < self.noise:
            return acts[int(rng.random() * len(acts))]
        return _pick(state, p, acts, _unseen_by_rank)

    def deal_value(self, state: Any) -> tuple[float, ...] | None:
        """In a game to a target, a finished deal scored by the totals it leaves: each seat's
        chance of winning the game (outlook.py); None in a one-deal game."""
        return deal_value(state)

    def playout(self, state: Any, rng: random.Random, deals_at_start: int,
                random_play: tuple[float, ...] | None = None) -> tuple[
            tuple[float, ...], tuple[int, ...], None] | None:
        """Play a sampled world to the end of its deal in one loop: the moves of
        :meth:`rollout_policy` (and of the search's opponent model ``random_play``, drawn first
        as the generic loop of cardtable/ai/rollout.py draws it), applied as ``apply_unchecked``
        applies a face-up play, with the same random draws — the same playout, without the
        generic loop's calls, and with the cards each seat cannot see counted as the deal goes
        instead of afresh at every discard. Returns the deal's returns and points per seat (or
        the game's, when a pishti ended it); None where the generic loop must play (Bluff
        Pishti, a world with events, a deal already over). ``state`` is consumed."""
        if (not isinstance(state, PishtiState) or state.bluffing or state._events is not None
                or state.current_player < 0 or state.deals_finished > deals_at_start):
            return None
        ctx = state.ctx
        rank, play_id = ctx.rank, ctx.play_id
        acts_of, nxt, history = state.acts, state.nxt, state.history
        wild = state.wild
        # cards per rank in the hands and the stock: every seat's unseen cards are these less
        # its own hand (and the adjustments of _unseen_by_rank); only a play removes one
        held = [0] * 13
        for acts in acts_of:
            for a in acts:
                held[rank[play_id[a]]] += 1
        for c in state.stock:
            held[rank[c]] += 1

        def unseen_of(world: PishtiState, p: int) -> list[int]:
            left = held.copy()
            for a in acts_of[p]:
                left[rank[play_id[a]]] -= 1
            _adjust_unseen(world, p, left)
            return left

        rand, noise = rng.random, self.noise
        record = state.record  # a new record is the only way the deals finished can change
        while True:
            p = state.current_player
            if p < 0 or (state.record is not record and state.deals_finished > deals_at_start):
                break
            acts = acts_of[p]
            n = len(acts)
            if n == 1:
                action = acts[0]
            elif random_play is not None and random_play[p] and rand() < random_play[p]:
                action = acts[int(rand() * n)]
            elif rand() < noise:
                action = acts[int(rand() * n)]
            else:
                action = _pick(state, p, acts, unseen_of)
            # apply_unchecked's face-up play
            history.append(action)
            cid = PLAY_ID[action]
            acts.remove(action)
            held[rank[cid]] -= 1
            left = state.in_hands - 1
            state.in_hands = left
            pile = state.pile
            if pile:
                r = RANK[cid]
                top = RANK[pile[-1]]
                pile.append(cid)
                if (r == top or (r == JACK and wild)) and state._take(p, r, top, len(pile) == 2):
                    break  # a pishti ended the game
            else:
                pile.append(cid)
            if left:  # the next seat with cards (PishtiState._advance, inlined: most plays)
                q = nxt[p]
                while not acts_of[q]:
                    q = nxt[q]
                state.current_player = q
            else:
                state._advance(p)  # a new round dealt, or the deal's end
        result = state.deal_result() if state.deals_finished > deals_at_start else None
        if result is None:
            if not state.is_terminal:
                return None
            result = state.result()
        return result.returns, result.points, None


def _pick(state: PishtiState, p: int, acts: list[str], unseen_of: Any) -> str:
    """The policy's move among two or more cards (no noise): capture with the pile's rank (the
    card with most points), a jack on a pile worth it, else the safest discard (``unseen_of``:
    the cards per rank seat ``p`` cannot see)."""
    ctx = state.ctx
    play_id, rank, pts = ctx.play_id, ctx.rank, ctx.points
    pile = state.pile
    count = len(pile)
    if count:
        top = rank[pile[-1]]
        best, best_pts = None, -1
        jack, jack_pts = None, 99
        for a in acts:
            c = play_id[a]
            r = rank[c]
            if r == top:
                if pts[c] > best_pts:
                    best, best_pts = a, pts[c]
            elif r == JACK and pts[c] < jack_pts:
                jack, jack_pts = a, pts[c]
        if best is not None:
            return best
        if jack is not None and state.wild and top != JACK:
            last_round = not state.stock
            single = count == 1 and (ctx.last_card_pishti or state.in_hands > 1
                                     or not last_round)
            visible = sum(pts[c] for c in pile) - sum(
                pts[c] for c in pile[state.jdown:state.down])  # less the face-down ones
            if jack_worth(ctx, count, visible, last_round, single):
                return jack
    return best_discard(ctx, acts, unseen_of(state, p), count, play_id)


HOOKS = PishtiHooks()
