"""Deck-order builders: put chosen cards where the deal of each form sends them."""

from __future__ import annotations

from cardtable.engine import make_pack
from cardtable.games.pinochle import GAME
from cardtable.games.pinochle.rules import OPTIONS, context_for


def owners(n: int, form: str, dealer: int = 0, size: int = 48) -> list:
    """Who receives each deck position (top first): a seat, 'trump', 'widow' or 'stock'."""
    out: list = []
    if form == "two-handed":
        nd = 1 - dealer
        for _ in range(4):
            out += [nd] * 3 + [dealer] * 3
        out.append("trump")
        out += ["stock"] * (size - len(out))
        return out
    if form == "auction":
        for r in range(5):
            for k in range(1, 4):
                out += [(dealer + k) % 3] * 3
            if r == 0:
                out += ["widow"] * 3
        return out
    packet = 4 if n >= 6 else 3
    while len(out) < size:
        for k in range(1, n + 1):
            out += [(dealer + k) % n] * packet
    if form == "partnership":
        out[-1] = "trump"
    return out


def build_deck(n: int, form: str, wanted: dict, dealer: int = 0, pack_name: str = "pinochle48") -> list[int]:
    """A deck order dealing ``wanted[owner]`` (card texts, in order) to each owner; the rest of
    the pack fills the remaining places in id order."""
    pack = make_pack(pack_name)
    own = owners(n, form, dealer, pack.size)
    deck: list = [None] * pack.size
    used: set[int] = set()
    for who, texts in wanted.items():
        slots = [i for i, o in enumerate(own) if o == who]
        assert len(texts) <= len(slots), f"too many cards for {who}"
        for i, t in zip(slots, texts):
            cid = pack.parse(t)
            assert cid not in used, f"{t} given twice"
            deck[i] = cid
            used.add(cid)
    rest = iter(c for c in range(pack.size) if c not in used)
    return [c if c is not None else next(rest) for c in deck]


def new(n: int, wanted: dict, dealer: int = 0, **options):
    opts = dict(OPTIONS.defaults(), **options)
    ctx = context_for(n, opts)
    deck = build_deck(n, ctx.form, wanted, dealer, ctx.pack.name)
    return GAME.new_state(n, opts, decks=[deck], first_dealer=dealer, seed=7)


def cards(state, texts: str) -> list[int]:
    return [state.pack.parse(t) for t in texts.split()]


def texts(state, ids) -> list[str]:
    return [state.pack.text_of[c] for c in ids]
