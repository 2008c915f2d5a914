"""How often a 2-player Briscola opponent plays at random: its style, read from its plays.

A strong player soon sees whether the opponent plays with sense or throws cards at random, and
plays differently against each: against a careless opponent it keeps rich cards back for the
tricks the opponent will give away. This module reads that from the tricks everyone saw.

Each of the opponent's plays is weighed under two players: the rule-based one of
:func:`.inference.model_choices` (which makes ``EPSILON`` of its plays at random) and one who
plays any card. The hand the opponent held is unseen, so the rule-based player's chance of the
play is averaged over every hand it could have held then, from the deciding seat's view at the
time: the card played, plus cards that were neither played before nor the seat's own — the
seat's cards then are among those it holds now or played since, and the ones it drew later were
in the stock, so none of them was in the opponent's hand. The turned trump card, while it lay on
the table, is never among them; once the opponent drew it, it always is. The random player's chance
is one over the hand's size.

The opponent is a mixture: each play at random with chance ``q``, else by the rules. ``q`` has a
prior on a grid (``PRIOR_RULES`` of its mass on 0: most opponents play with sense) and its
posterior mean over the plays read so far is the answer. Against the rule-based player it stays
near 0; against a random one it passes one half within about a dozen plays (measured:
docs/ai-strength.md, run 16).

Only this deal's tricks are read, from the deciding seat's observation: the same position always
reads the same, whether the player kept its memory or was made for this one decision (as the
app's players are).
"""

from __future__ import annotations

import itertools
import math
import random
from typing import Any

from .inference import model_choices
from .rules import context_for

EPSILON = 0.25  # the rule-based player's share of plays made at random
GRID = tuple(i / 10 for i in range(11))  # the values of q weighed
PRIOR_RULES = 0.8  # the prior's mass on q = 0 (the rest spread evenly over the other values)
HANDS = 600  # hands averaged per play: all of them when there are no more


def read_style(decision: Any, earlier: dict[int, list] | None = None) -> dict[int, float]:
    """``{opponent seat: q}``, the chance it plays a card at random, for a 2-player deal with
    closed hands (else ``{}``), from the deciding seat's observation alone (so the same position
    always reads the same) and, where given, ``earlier[seat]``: that seat's plays in the deals
    played before against it (:func:`evidence` of each)."""
    plays = plays_read(decision)
    if plays is None:
        return {}
    o = 1 - decision.seat
    q = posterior_mean(list((earlier or {}).get(o, ())) + plays)
    return {o: q} if q > 0 else {}


def evidence(decision: Any) -> dict[int, list[tuple[float, float]]]:
    """``{opponent seat: its plays read this deal}`` (what :func:`read_style` reads), to be
    remembered for the deals that follow against the same opponent; ``{}`` where the reading
    does not apply."""
    plays = plays_read(decision)
    return {} if plays is None else {1 - decision.seat: plays}


_last: list[Any] = [None, None]  # the observation read last and its plays (see plays_read)


def plays_read(decision: Any) -> list[tuple[float, float]] | None:
    """Each of the opponent's plays this deal (with a choice): its chance under the rule-based
    player and at random; None where the reading does not apply. A player with a match memory
    asks twice at one decision (:func:`evidence`, then :func:`read_style`): the second time the
    answer is the first's (callers copy it, never change it). The key is the decision's
    observation, made afresh at every turn (the arena reuses a seat's Decision object)."""
    obs = decision.observation
    if _last[0] is obs:
        return _last[1]
    plays = _plays_read(decision)
    _last[0], _last[1] = obs, plays
    return plays


def _plays_read(decision: Any) -> list[tuple[float, float]] | None:
    if decision.num_players != 2:
        return None
    ctx = context_for(2, decision.options)
    if ctx.open_hands != "closed":
        return None
    obs = decision.observation
    seat = decision.seat
    o = 1 - seat
    public = obs.public
    tricks = [(leader, tuple(cards)) for leader, cards in public.get("tricks", [])]
    tricks.append((public["leader"], tuple(obs.zones["trick"])))
    draws_after = (len(ctx.in_play) - 3 * 2) // 2  # tricks followed by a draw
    trump_card, holder = public["trump_card"], public["trump_holder"]
    keys = ctx.trump_keys[public["trump_suit"]]
    # the seat's cards from each trick on: the hand it holds now and the cards it played since.
    # Every one of them was in its hand or in the stock then, never in the opponent's hand.
    mine_from: list[set[int]] = [set() for _ in tricks]
    held = set(obs.zones[f"hand:{seat}"])
    for t in range(len(tricks) - 1, -1, -1):
        leader, cards = tricks[t]
        at = (seat - leader) % 2
        if at < len(cards):
            held.add(cards[at])
        mine_from[t] = set(held)
    plays: list[tuple[float, float]] = []
    seen: set[int] = set()  # cards played in the deal's earlier tricks
    for t, (leader, cards) in enumerate(tricks):
        at = (o - leader) % 2
        if at < len(cards):
            card, before = cards[at], cards[:at]
            size = min(3, len(ctx.in_play) // 2 - t)  # cards held at trick t + 1
            fixed = []
            if t + 1 > draws_after and holder == o and trump_card not in seen and trump_card != card:
                fixed.append(trump_card)
            out = seen | mine_from[t] | set(before) | {card, trump_card}
            pool = [c for c in ctx.in_play if c not in out]
            k = size - 1 - len(fixed)
            if size > 1 and 0 <= k <= len(pool):
                chance = _rules_chance(ctx, keys, public["trump_suit"], card, before, fixed,
                                       pool, k, (public["deal"], t))
                plays.append((chance, 1.0 / size))
        seen.update(cards)
    return plays


def _rules_chance(ctx: Any, keys: tuple[int, ...], trump: str, card: int, before: tuple[int, ...],
                  fixed: list[int], pool: list[int], k: int, seed: Any) -> float:
    """The rule-based player's chance of playing ``card`` after ``before``, averaged over the
    hands it may have held: ``card``, ``fixed`` and ``k`` cards of ``pool``."""
    if math.comb(len(pool), k) <= HANDS:
        rests: Any = itertools.combinations(pool, k)
    else:
        rng = random.Random(hash(seed))
        rests = (rng.sample(pool, k) for _ in range(HANDS))
    total = 0.0
    count = 0
    for rest in rests:
        hand = sorted([card, *fixed, *rest])
        choices = model_choices(ctx, keys, trump, hand, before)
        total += EPSILON / len(hand) + ((1 - EPSILON) / len(choices) if card in choices else 0.0)
        count += 1
    return total / count if count else 0.0


def posterior_mean(plays: list[tuple[float, float]]) -> float:
    """The posterior mean of ``q`` given each play's chance under the rules and at random."""
    rest = (1 - PRIOR_RULES) / (len(GRID) - 1)
    logs = []
    for q in GRID:
        prior = PRIOR_RULES if q == 0 else rest
        logs.append(math.log(prior) + sum(math.log((1 - q) * m + q * r) for m, r in plays))
    top = max(logs)
    weights = [math.exp(v - top) for v in logs]
    return sum(q * w for q, w in zip(GRID, weights)) / sum(weights)
