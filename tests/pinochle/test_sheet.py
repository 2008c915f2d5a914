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


def _play_until(state, rng, stop):
    """Random moves (never declaring out, which ends a game to a target) until ``stop``."""
    while not state.is_terminal and not stop(state):
        legal = [a for a in state.legal_actions() if a != "declare-out"]
        state.apply(rng.choice(legal))


def test_the_plates_show_the_bidder_against_its_bid_and_the_others_what_they_have():
    """Three-handed: the plates show chips, so a person could not see whether a bid was being
    made; once the trump is named each plate notes meld and card points so far, the bidder's
    against its bid ("274 of 300"), and nothing while bidding or after the deal."""
    import random

    from cardtable.games.pinochle import GAME

    state = GAME.new_state(3, seed=4)
    rng = random.Random(4)
    assert state.score_sheet().notes() == ()  # bidding
    _play_until(state, rng, lambda s: s.tricks_played >= 3)
    assert not state.is_terminal
    notes = state.score_sheet().notes()
    b = state.bidder
    for seat in range(3):
        points = state.deal_meld[seat] + state.deal_cards[seat]
        want = f"{points} of {state.bid}" if seat == b else f"{points} this deal"
        assert notes[seat] == want
    assert any(state.deal_cards)  # three tricks taken: card points counted
    _play_until(state, rng, lambda s: False)
    assert state.score_sheet().notes() == ()


def test_a_one_deal_game_counts_the_deal_on_the_plates_and_notes_the_bid():
    """Partnership auction of one deal: the plates showed only the meld (the points the table
    heard of) while the sides took cards; they now count meld and cards as the deal goes, the
    bidding side's plates note its bid, and at the end the deal's score (a set side's minus)."""
    import random

    from cardtable.games.pinochle import GAME

    state = GAME.new_state(4, {"form": "partnership-auction", "game": "single"}, seed=6)
    rng = random.Random(6)
    _play_until(state, rng, lambda s: s.tricks_played >= 4)
    sheet = state.score_sheet()
    assert sheet.headline == tuple(m + c for m, c in zip(state.deal_meld, state.deal_cards))
    side = state.ctx.team_of[state.bidder]
    assert sheet.notes()[side] == f"Bid {state.bid}" and sheet.notes()[1 - side] == ""
    _play_until(state, rng, lambda s: False)
    sheet = state.score_sheet()
    assert sheet.notes() == () and sheet.headline == tuple(state.last_deal)


def test_a_game_to_a_target_keeps_the_total_on_the_plates_and_notes_the_deal():
    import random

    from cardtable.games.pinochle import GAME

    state = GAME.new_state(2, {"game": "1000"}, seed=3)
    rng = random.Random(3)
    _play_until(state, rng, lambda s: s.tricks_played >= 5)
    sheet = state.score_sheet()
    assert not state.is_terminal and sheet.headline == ()  # the plates: the game total row
    assert sheet.notes() == tuple(f"{m + c} this deal"
                                  for m, c in zip(state.deal_meld, state.deal_cards))


def test_a_game_to_a_target_lists_every_deal_before_the_one_shown():
    """A score pad: the game rows were the total alone; they now list each earlier deal's
    score ("Deal 1", "Deal 2", …) above the game total, which they add up to with the deal
    shown."""
    import random

    from cardtable.games.pinochle import GAME

    state = GAME.new_state(2, {"game": "1000"}, seed=3)
    rng = random.Random(3)
    _play_until(state, rng, lambda s: s.deals_finished >= 2 and s.tricks_played >= 1)
    assert not state.is_terminal
    sheet = state.score_sheet()
    pad = [(r.text(), r.values) for r in sheet.game if not r.total]
    assert pad == [(f"Deal {i + 1}", v) for i, v in enumerate(state.deal_log)]
    assert len(pad) == state.deals_finished == sheet.deal_number - 1
    total = [r for r in sheet.game if r.total][0].values
    assert total == tuple(map(sum, zip(*state.deal_log)))
