"""Pinochle's score sheet rows as a person reads them."""


def test_the_last_trick_row_waits_for_the_last_trick():
    """Mid-deal the sheet showed "Last trick" with no value beside it, read as a heading; the
    row comes once the last trick is taken, with its 10 for the side that took it."""
    import random

    from cardtable.games.pinochle import GAME

    for players in (2, 3, 4):
        state = GAME.new_state(players, seed=5)
        rng = random.Random(players)
        while state.tricks_played == 0 and not state.is_terminal:
            state.apply(rng.choice(state.legal_actions()))
        assert not any(r.label == "Last trick" for r in state.score_sheet().deal), players
        while not state.is_terminal:
            state.apply(rng.choice(state.legal_actions()))
        rows = [r for r in state.score_sheet().deal if r.label == "Last trick"]
        if state.tricks_played:  # (not a conceded deal)
            assert len(rows) == 1 and sorted(v for v in rows[0].values if v) == [10], players
