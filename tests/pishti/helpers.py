"""Build Pishti positions from fixed deck orders: say which cards go where, the rest is filler."""

from __future__ import annotations

import random

from cardtable.engine import Decision, make_pack
from cardtable.games.pishti import GAME
from cardtable.games.pishti.rules import context_for

PACK = make_pack("french52")


def cid(text: str) -> int:
    return PACK.parse(text)


def cids(texts) -> list[int]:
    return [cid(t) for t in (texts.split() if isinstance(texts, str) else texts)]


def deal_order(n: int = 2, dealer: int = 0, options: dict | None = None, *, hands=None,
               centre=None, rounds=(), bottom=None, rest=None) -> list[int]:
    """A deck order (top first) dealing ``hands[seat]`` in the first deal, ``centre`` (3 face
    down then the face-up card) to the centre, ``rounds[k][seat]`` in re-deal ``k`` and ``bottom``
    as the last card of the stock. Unnamed places get the other cards (``rest`` first, then in
    pack order, jacks last so that no stray jack turns up in the centre or at the bottom)."""
    opts = GAME.resolve_options(n, options or {})
    ctx = context_for(n, opts)
    seats = []
    s = dealer
    for _ in range(n):
        s = ctx.nxt[s]
        seats.append(s)
    order: list[int | None] = [None] * 52
    used: set[int] = set()

    def put(pos: int, text: str) -> None:
        c = cid(text)
        assert c not in used, f"{text} placed twice"
        assert order[pos] is None
        order[pos] = c
        used.add(c)

    for seat, texts in (hands or {}).items():
        k = seats.index(seat)
        for i, t in enumerate(texts.split()):
            put(4 * k + i, t)
    if centre:
        for i, t in enumerate(centre.split()):
            put(4 * n + i, t)
    for r, rnd in enumerate(rounds):
        start = 4 * n + 4 + r * 4 * n
        for seat, texts in rnd.items():
            k = seats.index(seat)
            for i, t in enumerate(texts.split()):
                put(start + 4 * k + i, t)
    if bottom:
        put(51, bottom)
    free = [c for c in range(52) if c not in used]
    preferred = [c for c in cids(rest or "") if c in free]
    others = [c for c in free if c not in preferred]
    others.sort(key=lambda c: PACK.rank_of[c] == "J")
    filler = preferred + others
    slots = [i for i in range(52) if order[i] is None]
    if order[51] is None:  # a non-jack at the bottom unless asked
        nonjack = next(c for c in filler if PACK.rank_of[c] != "J")
        filler.remove(nonjack)
        order[51] = nonjack
        slots.remove(51)
    for i, c in zip(slots, filler):
        order[i] = c
    assert sorted(order) == list(range(52))
    return order  # type: ignore[return-value]


def start(n: int = 2, options: dict | None = None, *, preset: str | None = None, dealer: int = 0,
          decks=None, seed: int = 7, events=None, **deal):
    """A new state; ``deal`` keywords go to :func:`deal_order` for the first deck order."""
    opts = GAME.resolve_options(n, options or {}, preset)
    if decks is None:
        decks = [deal_order(n, dealer, opts, **deal)]
    return GAME.new_state(n, options or {}, preset=preset, seed=seed, decks=decks,
                          first_dealer=dealer, events=events)


def play(state, *actions: str) -> None:
    for a in actions:
        state.apply(a)


def play_agents(n: int, options: dict, agents: list[str], seed: int, first_dealer: int = 0):
    """Play a whole game between named agents, each with its own seeded generator."""
    from cardtable.ai.registry import agent_spec

    specs = [agent_spec(GAME, agents[s % len(agents)]) for s in range(n)]
    players = [spec.factory(GAME, s) for s, spec in enumerate(specs)]
    rngs = [random.Random(seed * 31 + s) for s in range(n)]
    state = GAME.new_state(n, options, seed=seed, first_dealer=first_dealer)
    while not state.is_terminal:
        p = state.current_player
        legal = state.legal_actions()
        action = players[p].choose(Decision(state, p, legal, rngs[p]))
        assert action in legal
        state.apply(action)
    return state
