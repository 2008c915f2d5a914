"""What the review view shows at each decision: the seat's observation and its log so far,
rebuilt once from the save by replaying it (no Qt)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from ...app import saves
from ...engine.i18n import named_seats
from ...engine.state import Observation


@dataclass(frozen=True)
class Position:
    """One decision of the seat as it saw it."""

    ply: int
    observation: Observation
    log: tuple[str, ...]  # every line the seat read before deciding, oldest first
    labels: dict[str, str]  # legal action -> the table's words for it
    cards: dict[str, frozenset[int]]  # legal action -> the cards it uses


def positions(saved: saves.SavedGame, seat: int, plies: Iterable[int],
              names: list[str]) -> dict[int, Position]:
    """The seat's view before each of ``plies`` (indices into the save's actions; the number
    of actions: the end of the game). The legal actions' words and cards only where the seat
    was to move (its own decisions)."""
    wanted = set(plies)
    last = max(wanted, default=-1)
    state = saves.replay(saved, upto=0)
    log: list[str] = []
    out: dict[int, Position] = {}
    with named_seats(names, seat):
        for ply in range(min(last, len(saved.actions)) + 1):
            if ply in wanted:
                labels, cards = {}, {}
                if not state.is_terminal and state.current_player == seat:
                    for record in state.action_records():
                        labels[record.action] = record.label or record.action
                        cards[record.action] = frozenset(use.card for use in record.cards)
                out[ply] = Position(ply, state.observation(seat), tuple(log), labels, cards)
            if ply == len(saved.actions):
                break
            action = saved.actions[ply]
            actor = state.current_player
            line = state.log_line(action, seat)
            if line:
                who = names[actor] if 0 <= actor < len(names) else ""
                log.append(f"{who}: {line}" if who else line)
            state.apply(action)
    return out
