"""A person's forced moves (the only legal action): flagged on their steps, and passed over by
undo when the table plays them (``skip_forced``)."""

from __future__ import annotations

from cardtable.app.game_setup import GameSetup, parse_seats
from cardtable.app.session import Session


def _session(seed: int = 3) -> Session:
    setup = GameSetup("briscola", 2, seats=parse_seats("human,ai:intermediate", 2), seed=seed,
                      first_dealer=1)
    return Session(setup, ai="inline")


def _play_to_last_card(session: Session) -> None:
    """The person plays their first legal card until one card is left in their hand."""
    while True:
        session.poll()
        assert session.human_to_move
        if session.forced_action() is not None:
            return
        session.play(session.state.legal_actions()[0])


def test_the_last_card_in_briscola_is_a_forced_move():
    with _session() as session:
        assert session.forced_action() is None  # three cards to choose from
        _play_to_last_card(session)
        legal = session.state.legal_actions()
        assert legal == [session.forced_action()]
        chosen = [s for s in session.steps if not s.by_computer]
        assert chosen and not any(s.forced for s in chosen)
        step = session.play(legal[0])
        assert step.forced and not step.by_computer
        assert not any(s.forced for s in session.steps if s.by_computer)


def test_undo_passes_over_forced_moves_when_the_table_plays_them():
    with _session() as session:
        _play_to_last_card(session)
        choice = max(s.index for s in session.steps if not s.by_computer)  # the last real choice
        session.play(session.forced_action())
        session.poll()
        assert session.is_over
        session.skip_forced = True
        assert session.can_undo() and session.undo()
        assert len(session.state.history) == choice  # before the choice, not the forced card
        assert session.forced_action() is None and session.human_to_move


def test_without_skipping_undo_goes_back_to_the_forced_move():
    with _session() as session:
        _play_to_last_card(session)
        forced_at = len(session.state.history)
        session.play(session.forced_action())
        session.poll()
        assert session.undo()
        assert len(session.state.history) == forced_at
        assert session.forced_action() is not None


def test_a_loaded_game_knows_its_forced_moves():
    with _session() as session:
        _play_to_last_card(session)
        session.play(session.forced_action())
        flags = [s.forced for s in session.steps]
        data = session.snapshot()
    with Session.from_snapshot(data, ai="inline") as loaded:
        assert [s.forced for s in loaded.steps] == flags and any(flags)


def test_nothing_to_undo_when_every_move_of_the_person_was_forced():
    with _session() as session:
        session.skip_forced = True
        assert not session.can_undo() and not session.undo()
