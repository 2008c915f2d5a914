"""An independent check of the play rules: in random games, the legal plays must be exactly what
a second, simple reading of the rules allows, computed from the public events (not the state)."""

import random
from itertools import combinations

import pytest

from cardtable.engine.events import BURN, MOVE

from .helpers import GAME

PLAIN = {"3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, "10": 10, "J": 11, "Q": 12,
         "K": 13, "A": 14}


def expected_plays(pack, src, pile, first_count, any_count):
    """Sets of cards that may be played from ``src`` on ``pile`` (bottom to top)."""
    def kind(c):
        card = pack.cards[c]
        return "joker" if card.is_joker else card.rank

    below = [c for c in pile if kind(c) != "joker"]
    top = kind(below[-1]) if below else None
    need = None if any_count or first_count is None else first_count
    by_rank = {}
    for c in src:
        by_rank.setdefault(kind(c), []).append(c)
    out = set()
    for rank, cards in by_rank.items():
        if rank not in ("2", "joker") and top not in (None, "2") and PLAIN[rank] < PLAIN[top]:
            continue
        sizes = [need] if need else range(1, len(cards) + 1)
        for k in sizes:
            out.update(frozenset(t) for t in combinations(cards, k))
    return out


@pytest.mark.parametrize("players,options", [(2, {}), (3, {"any_count": True}), (4, {}),
                                             (5, {"choose_face_up": True}), (6, {}),
                                             (6, {"any_count": True, "ending": "last-one-loses"})])
def test_legal_plays_match_an_independent_reading_of_the_rules(players, options):
    checked = 0
    for seed in range(12):
        rng = random.Random(seed)
        events = []
        state = GAME.new_state(players, dict(options, move_cap=400), seed=seed, events=events)
        first_count = None  # the number of cards first played on the current pile (not jokers)
        pile = []
        while not state.is_terminal:
            for e in events:
                if e.kind == MOVE and e.dst == "pile":
                    if e.src.startswith(("hand", "table")):
                        plain = [c for c in e.cards if not state.pack.cards[c].is_joker]
                        if plain and not any(not state.pack.cards[c].is_joker for c in pile):
                            first_count = len(e.cards)
                        pile += list(e.cards)
                elif (e.kind == MOVE and e.src == "pile") or e.kind == BURN:
                    pile, first_count = [], None
                elif e.kind == MOVE and e.dst == "stock" and e.src != "stock":
                    pile, first_count = [], None  # gathered for the next game
            assert [state.pack.text_of[c] for c in pile] == [state.pack.text_of[c] for c in state.pile]
            legal = state.legal_actions()
            if state.phase == 2 and legal != ["blind"] and legal[0] != "blind":
                p = state.current_player
                src = state.hands[p] or state.up[p]
                got = {frozenset(state.pack.parse(t) for t in a.split()[1:])
                       for a in legal if a.startswith("play ")}
                want = expected_plays(state.pack, src, pile, first_count,
                                      options.get("any_count", False))
                assert got == want, (state.history[-4:], [state.pack.text_of[c] for c in pile])
                assert ("pickup" in legal) == bool(pile)
                if not state.hands[p] and pile:
                    assert {a for a in legal if a.startswith("pickup ")} == {
                        "pickup " + state.pack.text_of[c] for c in state.up[p]}
                checked += 1
            events = state.apply_with_events(rng.choice(legal), masked=False)
    assert checked > 200
