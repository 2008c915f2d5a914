"""Build Shithead positions from the cards we want dealt."""

from __future__ import annotations

from cardtable.app.plugins import registry
from cardtable.engine.cards import make_pack
from cardtable.games.shithead.rules import pack_name

GAME = registry().get("shithead")

# Unnamed cards: hands and face-up rows get the harmless ranks first (9, 8, 7, ...), face-down
# rows the "dangerous" ones (jokers, 2s, 10s, 3s, aces) so they never decide a scenario by accident.
_HARMLESS_FIRST = ["9", "8", "7", "6", "J", "Q", "K", "5", "4", "A", "3", "10", "2", "R", "B"]


def deck_order(players: int, dealer: int, down=None, up=None, hand=None, stock=(),
               choose: bool = False) -> list[int]:
    """A deck order (top card first) that deals, per seat, ``down`` (the last card is the top one,
    turned up first), ``up`` and ``hand`` (card texts), then ``stock`` (next card drawn first)."""
    pack = make_pack(pack_name(players))
    down, up, hand = down or {}, up or {}, hand or {}
    named = [pack.parse(t) for d in (down, up, hand) for cards in d.values() for t in cards]
    named += [pack.parse(t) for t in stock]
    assert len(set(named)) == len(named), "a card is named twice"
    filler = sorted((c for c in range(pack.size) if c not in set(named)),
                    key=lambda c: (_HARMLESS_FIRST.index(pack.rank_of[c]), c))
    seats = [(dealer + 1 + k) % players for k in range(players)]
    layers = [(down, 3, True)] + ([] if choose else [(up, 3, False)]) + [(hand, 6 if choose else 3, False)]
    order: list[int] = []
    for spec, size, dangerous in layers:
        for s in seats:
            cards = [pack.parse(t) for t in spec.get(s, [])]
            assert len(cards) <= size
            while len(cards) < size:
                cards.append(filler.pop() if dangerous else filler.pop(0))
            order += cards
    order += [pack.parse(t) for t in stock]
    return order + filler


def new(players: int = 2, dealer: int | None = None, down=None, up=None, hand=None, stock=(),
        setup: bool = False, events=None, **options):
    """A state dealt as asked (dealer defaults to the last seat, so seat 0 is dealt to first);
    unless ``setup``, every player says ``ready`` straight away."""
    dealer = players - 1 if dealer is None else dealer
    order = deck_order(players, dealer, down, up, hand, stock, options.get("choose_face_up", False))
    state = GAME.new_state(players, options, decks=[order], first_dealer=dealer, seed=1,
                           events=events)
    if not setup:
        while state.legal_actions() and state.legal_actions()[0] == "ready":
            state.apply("ready")
    return state


def run(state, *actions: str) -> None:
    for a in actions:
        state.apply(a)


def texts(state, cards) -> list[str]:
    return [state.pack.text_of[c] for c in cards]


def hand(state, seat: int) -> list[str]:
    return texts(state, state.hands[seat])
