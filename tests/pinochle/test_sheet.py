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


def test_the_auction_sheet_counts_chips_once_and_the_plates_show_them_all_deal_long():
    """Three-handed: one deal is the game, so its chips were written twice ("Chips this deal",
    then "Chips" under Game); the plates show the chips from the first bid to the end."""
    import random

    from cardtable.games.pinochle import GAME

    state = GAME.new_state(3, seed=4)
    rng = random.Random(4)
    while not state.is_terminal:
        sheet = state.score_sheet()
        assert sheet.game == () and sheet.headline == tuple(state.chips)
        state.apply(rng.choice(state.legal_actions()))
    sheet = state.score_sheet()
    assert sheet.headline == tuple(state.chips) == tuple(state.result().points)
    assert [r for r in sheet.deal if r.label == "Chips this deal"][0].values == sheet.headline
