"""Build Briscola positions from the cards we want dealt."""

from __future__ import annotations

from cardtable.app.plugins import registry

GAME = registry().get("briscola")


def deck_order(pack, players: int, dealer: int, hands: dict[int, list[str]], trump: str,
               stock: list[str] = (), removed: set[int] = frozenset()) -> list[int]:
    """A deck order (top card first) that deals ``hands`` (seat -> 3 card texts), turns ``trump``
    and puts ``stock`` (next card to draw first) on top of the stock; the rest follows in id order."""
    chosen: list[int] = []
    for k in range(players):
        seat = (dealer + 1 + k) % players
        chosen += [pack.parse(t) for t in hands.get(seat, [])]
    named = set(chosen) | {pack.parse(trump)} | {pack.parse(t) for t in stock}
    filler = [c for c in range(pack.size) if c not in named and c not in removed]
    order: list[int] = []
    for k in range(players):  # fill unspecified hands from the filler
        seat = (dealer + 1 + k) % players
        cards = [pack.parse(t) for t in hands.get(seat, [])]
        while len(cards) < 3:
            cards.append(filler.pop(0))
        order += cards
    order.append(pack.parse(trump))
    order += [pack.parse(t) for t in stock]
    order += filler
    return order + sorted(removed)


def new(players: int = 2, dealer: int = 0, hands=None, trump: str = "7D", stock=(), **options):
    state = GAME.new_state(players, options, seed=1)  # to learn the pack and removed cards
    pack, removed = state.pack, set(state.ctx.removed)
    order = deck_order(pack, players, dealer, hands or {}, trump, list(stock), removed)
    return GAME.new_state(players, options, decks=[order], first_dealer=dealer, seed=1)


def play(state, *cards: str) -> None:
    for text in cards:
        state.apply(f"play {text}")
