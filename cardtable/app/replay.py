"""A finished game watched again: the same deals, every seat a computer player that makes the
move that seat made, so the table shows the game move by move (with every card face up)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Sequence

from ..engine.agent import Decision
from .game_setup import AI, DEFAULT_LEVEL, SeatSpec
from .session import Session


class _Recorded:
    """Plays the recorded move of the game's next ply (the first legal move where the replay
    has gone another way, which the same deals do not let happen)."""

    def __init__(self, moves: Sequence[str], replay: list[Session]):
        self.moves = moves
        self.replay = replay  # the session being replayed, once made

    def choose(self, decision: Decision) -> str:
        ply = len(self.replay[0].state.history)
        move = self.moves[ply] if ply < len(self.moves) else None
        return move if move in decision.legal else decision.legal[0]


def watch_again(session: Session, names: Sequence[str]) -> Session:
    """A new session of ``session``'s game from its first deal, its seats named ``names``
    (as the table named them: "You"), in which every seat replays its moves."""
    moves = list(session.state.history)
    holder: list[Session] = []

    def factory(game: Any, seat: int, level: str, seed: int, time_limit: float | None) -> _Recorded:
        return _Recorded(moves, holder)

    setup = session.setup
    seats = tuple(SeatSpec(AI, setup.seat(i).level if not setup.seat(i).is_human else DEFAULT_LEVEL,
                           name=names[i] if i < len(names) else "")
                  for i in range(setup.players))
    replay = Session(replace(setup, seats=seats), ai="inline", agent_factory=factory)
    holder.append(replay)
    return replay
