"""Practise from a reviewed decision: a new game that starts where the seat decided.

The position is rebuilt from the game's record (first deck orders, seed, actions). The person
chooses what happens to the cards they could not see:

* ``kept`` — the same cards where they really were (to replay the moment exactly);
* ``redealt`` — dealt afresh from what the seat knew then: a world sampled from the seat's
  knowledge (the game's ``determinize``, which respects what the seat saw and inferred), turned
  back into a record the session can replay: each hidden card is renamed to the card the world
  put in its place, in the deck orders and in the actions before the position. The replayed
  record must show the seat exactly what it saw; if a game's rules refuse it (an action that is
  not legal with the new cards), other worlds are tried, and after a few the error says so.

A practice game is a :class:`~.game_setup.GameSetup` with ``practice`` set: the statistics
store never records it (cardtable/app/stats.py), and a resumed autosave stays practice.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Sequence

from ..ai.review import CanonicalRandom, deal_ranges
from ..engine.errors import CardTableError
from ..engine.i18n import QT_TRANSLATE_NOOP, tr
from ..engine.state import State
from .game_setup import AI, HUMAN, GameSetup, SeatSpec
from .saves import SavedGame, replay

KEPT = "kept"
REDEALT = "redealt"
TRIES = 20


class PracticeError(CardTableError):
    """A practice game that cannot be set up from this position."""


def _rename(action: str, names: dict[int, int], state: State) -> str:
    """``action`` with every card renamed by ``names`` (ids), in the game's text form."""
    verb, _, rest = action.partition(" ")
    if not rest or not names:
        return action
    pack = state.pack
    out = []
    for tok in rest.split(" "):
        try:
            cid = pack.parse(tok)
        except (CardTableError, ValueError):
            out.append(tok)
            continue
        out.append(pack.text(names.get(cid, cid)))
    return " ".join([verb, *out])


def position(saved: SavedGame, ply: int) -> State:
    """The state just before action ``ply`` of the save."""
    if not 0 <= ply <= len(saved.actions):
        raise PracticeError(f"the game has no action {ply + 1}")
    return replay(saved, upto=ply)


def redealt(saved: SavedGame, ply: int, seat: int, seed: int = 0) -> State:
    """The position before action ``ply`` with the cards ``seat`` could not see dealt afresh
    from what it knew (see the module); raises :class:`PracticeError` where no world could be
    replayed."""
    truth = position(saved, ply)
    seen = truth.observation(seat)
    given = [list(d) for d in truth.chance.decks[:truth.chance.given]]
    first = replay(saved, upto=0)
    deals = deal_ranges(first, saved.actions[:ply])
    began, deal = deals[-1].start, len(deals) - 1  # the deck of deal N is the Nth given
    rng = random.Random(seed)
    for _ in range(TRIES):
        world = truth.determinize(seat, CanonicalRandom(rng))
        names: dict[int, int] = {}
        zones, other = truth.zones(), world.zones()
        if zones.keys() != other.keys():
            continue
        for zone, cards in zones.items():
            if len(cards) != len(other[zone]):
                break
            for a, b in zip(cards, other[zone]):
                if a != b:
                    names[a] = b
        else:
            if sorted(names) != sorted(names.values()):
                continue  # not a renaming of the hidden cards
            # only this deal's cards are renamed: its deck order and its actions so far
            decks = [[names.get(c, c) for c in d] if i == deal else d
                     for i, d in enumerate(given)]
            try:
                state = truth.game.start(truth.num_players, dict(truth.options),
                                         seed=truth.chance.seed, decks=decks,
                                         first_dealer=truth.first_dealer)
                for i, action in enumerate(saved.actions[:ply]):
                    state.apply(_rename(action, names, state) if i >= began else action)
            except (CardTableError, ValueError):
                continue
            if state.observation(seat) == seen:
                return state
    raise PracticeError(tr(QT_TRANSLATE_NOOP(
        "engine", "the unseen cards cannot be dealt afresh at this point of the game; "
                  "practise with the cards kept")))


def practice_setup(saved: SavedGame, seat: int, seats: Sequence[SeatSpec] | None = None,
                   level: str = "expert") -> GameSetup:
    """The setup of a practice game for ``seat`` (a person) against the game's computer
    players at their levels (another person's seat: a computer player at ``level``), or
    ``seats``; never counted in statistics."""
    if not 0 <= seat < saved.num_players:
        raise PracticeError(f"there is no seat {seat + 1} in this game")
    if seats is None:
        seats = [SeatSpec(HUMAN, name=s.name) if i == seat
                 else SeatSpec(AI, (s.level or s.agent or level) if s.kind == "computer"
                               else level, s.name)
                 for i, s in enumerate(saved.seats)]
    return GameSetup(saved.game, saved.num_players, dict(saved.options), None, tuple(seats),
                     saved.seed, saved.first_dealer, practice=True)


def practice_state(saved: SavedGame, ply: int, seat: int, cards: str = KEPT,
                   seed: int = 0) -> State:
    """The position to practise from: ``cards`` is :data:`KEPT` or :data:`REDEALT`."""
    if cards == KEPT:
        return position(saved, ply)
    if cards == REDEALT:
        return redealt(saved, ply, seat, seed)
    raise PracticeError(f"cards must be {KEPT!r} or {REDEALT!r}, not {cards!r}")


def as_practice(setup: GameSetup) -> GameSetup:
    return replace(setup, practice=True)
