"""Checks every game must pass, whatever its rules (DESIGN.md: the shared conformance suite).

A :class:`Tracker` replays the unmasked events of a game into its own zone map and remembers, per
seat, which card faces the masked events showed that seat. After every step the suite compares the
tracker with the state's true ``zones()`` (the events are complete and right, so the table can
animate them) and each seat's observation with what the seat was shown (no leaks).

A fully checked game checks its first :data:`FULL_STEPS` steps with every check (every step of
a single deal of Briscola, Pishti or Pinochle; several deals of a game to 1000). After them (a
random game to 1000 runs to 30 deals and over 3,000 steps, a random six-handed Shithead game
thousands) the tracker, the seat models and the cards' conservation are still compared at every
step, and the rest — every seat's observation and determinized worlds, the action records and
texts — at every :data:`STRIDE`-th step and at the end. ``CONFORMANCE_FULL_STEPS`` (0: every
step) sets the first for a longer soak.
"""

from __future__ import annotations

import json
import os
import random
from collections import Counter

from cardtable.app import saves
from cardtable.engine import HIDDEN, IllegalActionError
from cardtable.engine.events import FLIP, MOVE, TRICK_WON, BURN, Event
from cardtable.engine.state import Observation, State
from cardtable.engine.zone_model import ZoneModel

MAX_STEPS = 20_000
FULL_STEPS = int(os.environ.get("CONFORMANCE_FULL_STEPS", "500"))
STRIDE = 4


class ConformanceError(AssertionError):
    pass


def fail(state: State, label: str, message: str) -> None:
    raise ConformanceError(f"[{label}] after {len(state.history)} actions "
                           f"(last: {state.history[-3:]}): {message}")


def check_conservation(state: State, label: str) -> None:
    zones = state.zones()
    counts = Counter(c for cards in zones.values() for c in cards)
    size = state.pack.size
    missing = set(range(size)) - set(counts)
    doubled = [c for c, k in counts.items() if k > 1]
    extra = [c for c in counts if not 0 <= c < size]
    if missing or doubled or extra:
        fail(state, label, f"cards not conserved: missing {sorted(missing)[:8]}, "
                           f"in two places {doubled[:8]}, unknown ids {extra[:8]}")


class Tracker:
    def __init__(self, state: State, first_events: list[Event]):
        self.n = state.num_players
        self.zones: dict[str, Counter] = {"stock": Counter(range(state.pack.size))}
        self.seen: list[set[int]] = [set() for _ in range(self.n)]
        self.feed(state, first_events, "first deal")

    def feed(self, state: State, events: list[Event], label: str) -> None:
        for event in events:
            if event.kind in (MOVE, TRICK_WON, BURN) and event.cards:
                if event.src == event.dst and event.kind == MOVE:
                    pass
                else:
                    src = self.zones.setdefault(event.src, Counter())
                    for c in event.cards:
                        if src[c] <= 0:
                            fail(state, label, f"event {event.kind} moves card {c} from "
                                               f"{event.src!r} where the events never put it")
                        src[c] -= 1
                        if not src[c]:  # no zero counts: compare() reads the zones as they are
                            del src[c]
                    dst = self.zones.setdefault(event.dst, Counter())
                    for c in event.cards:
                        dst[c] += 1
            elif event.kind == FLIP and event.cards:
                for c in event.cards:
                    if self.zones.get(event.src, Counter())[c] <= 0:
                        fail(state, label, f"flip of card {c} that is not in {event.src!r}")
            for seat in range(self.n):
                seen = event.for_seat(seat)
                if seen is not None:
                    self.seen[seat].update(c for c in seen.cards if c != HIDDEN)

    def compare(self, state: State, label: str) -> None:
        truth = {z: Counter(cs) for z, cs in state.zones().items() if cs}
        mine = {z: c for z, c in self.zones.items() if c}
        if truth != mine:
            diff = {z: (sorted(mine.get(z, Counter()).elements()), sorted(truth.get(z, Counter()).elements()))
                    for z in set(truth) | set(mine) if truth.get(z) != mine.get(z)}
            fail(state, label, f"events do not reproduce zones() (zone: events, truth): {diff}")


def check_observation(state: State, seat: int | None, tracker: Tracker | None, label: str,
                      obs: Observation | None = None) -> None:
    """``obs``: the seat's observation where the caller already has it (``state.observation``)."""
    obs = state.observation(seat) if obs is None else obs
    truth = state.zones()
    if obs.current_player != state.current_player:
        fail(state, label, f"observation of seat {seat} shows player {obs.current_player} to move")
    for zone, cards in obs.zones.items():
        if zone not in truth:
            fail(state, label, f"observation shows a zone {zone!r} that zones() lacks")
        real = truth[zone]
        if len(cards) != len(real):
            fail(state, label, f"seat {seat} sees {len(cards)} cards in {zone!r}, there are {len(real)}")
        for shown, card in zip(cards, real):
            if shown != HIDDEN and shown != card:
                fail(state, label, f"seat {seat} sees card {shown} in {zone!r} where {card} lies")
        if tracker is not None and seat is not None:
            leaked = {c for c in cards if c != HIDDEN} - tracker.seen[seat]
            if leaked:
                fail(state, label, f"seat {seat} sees cards {sorted(leaked)} in {zone!r} that no "
                                   f"event ever showed it")
        if tracker is not None and seat is None:
            public = {c for c in cards if c != HIDDEN}
            shown_to_all = set.intersection(*tracker.seen) if tracker.seen else set()
            if public - shown_to_all:
                fail(state, label, f"a spectator sees cards {sorted(public - shown_to_all)} in "
                                   f"{zone!r} that not every seat was shown")
    if seat is not None and seat == state.current_player:
        if set(obs.legal_actions) != set(state.legal_actions()):
            fail(state, label, "the observation's legal actions differ from legal_actions()")
    try:  # the table, saves and a bot protocol exchange observations as JSON
        json.dumps(obs.to_json())
    except (TypeError, ValueError) as exc:
        fail(state, label, f"observation of seat {seat} is not JSON: {exc}")


class SeatModels:
    """One :class:`ZoneModel` per seat (and a spectator), fed only with that seat's events."""

    def __init__(self, state: State, first_events: list[Event]):
        size = state.pack.size
        self.viewers: list[int | None] = [None, *range(state.num_players)]
        self.models = {v: ZoneModel(size) for v in self.viewers}
        self.unordered = state.game.layout(state.num_players, state.options).unordered_prefixes()
        self.feed(first_events)

    def feed(self, events: list[Event]) -> None:
        for viewer, model in self.models.items():
            for event in events:
                seen = event.for_seat(viewer)
                if seen is not None:
                    model.apply(seen)

    def compare(self, state: State, label: str,
                observations: dict[int | None, Observation] | None = None) -> None:
        """``observations``: every viewer's, where the caller already has them."""
        for viewer, model in self.models.items():
            obs = observations[viewer] if observations is not None else state.observation(viewer)
            diff = model.differences(obs, self.unordered)
            if diff:
                shown = {z: f"events {m} / observation {o}" for z, (m, o) in list(diff.items())[:3]}
                fail(state, label, f"seat {viewer}: the zones rebuilt from its events differ from "
                                   f"its observation: {shown}")


def check_action_records(state: State, label: str) -> None:
    legal = state.legal_actions()
    records = state.action_records()
    if [r.action for r in records] != legal:
        fail(state, label, "action_records() does not follow legal_actions()")
    truth = {c: z for z, cs in state.zones().items() for c in cs}
    mover = state.observation(state.current_player) if records else None
    for rec in records:
        if not rec.kind or not rec.label.strip() or not rec.log.strip():
            fail(state, label, f"action {rec.action!r} has a record without kind, label or log")
        hidden_uses: dict[str, int] = {}
        for use in rec.cards:
            if use.card == HIDDEN:  # a card the mover cannot see: only its zone is named
                hidden_uses[use.zone] = hidden_uses.get(use.zone, 0) + 1
                continue
            if mover is not None and use.card not in mover.zones.get(use.zone, ()):
                fail(state, label, f"action {rec.action!r} names card {use.card}, which seat "
                                   f"{state.current_player} cannot see in {use.zone!r}")
            if truth.get(use.card) != use.zone:
                fail(state, label, f"action {rec.action!r} says card {use.card} comes from "
                                   f"{use.zone!r}; it lies in {truth.get(use.card)!r}")
        for zone, k in hidden_uses.items():
            if mover is None or list(mover.zones.get(zone, ())).count(HIDDEN) < k:
                fail(state, label, f"action {rec.action!r} uses {k} unseen cards of {zone!r}, "
                                   f"which the mover's observation does not hide")
        json.dumps(rec.to_json())
    p = state.current_player
    for a in legal[:6]:
        for viewer in [None, *range(state.num_players)]:
            seen = state.observe_action(a, viewer)
            if viewer == p and seen != a:
                fail(state, label, f"the acting seat perceives {seen!r} of its own {a!r}")
            if seen is not None:
                # every action seen is described; its log line may be "" (seen, but not worth a
                # line: Pinochle's meld step ended without a meld), never None
                line = state.log_line(a, viewer)
                text = state.describe_action(seen)
                if line is None or not text or not text.strip():
                    fail(state, label, f"no log line for seat {viewer} of {a!r}")
    # a question before a risky move (Shithead's pickup, Pinochle's concession): text, asked
    # without changing the game
    history = len(state.history)
    for a in legal:
        note = state.caution(a, p)
        if not isinstance(note, str) or (note and not note.strip()):
            fail(state, label, f"caution({a!r}) gave {note!r}, not a question or \"\"")
    if len(state.history) != history or state.legal_actions() != legal:
        fail(state, label, "asking caution() changed the game")


def check_every_seat_determinize(state: State, rng: random.Random, label: str) -> None:
    """Every seat samples a world consistent with what it knows, and the world plays on."""
    for seat in range(state.num_players):
        det = check_determinize(state, seat, rng, label)
        for name, holds in state.knowledge(seat):
            if not holds(det):
                fail(state, label, f"determinize({seat}) broke what the seat knows: {name}")
        if not det.is_terminal:
            legal = det.legal_actions()
            if not legal:
                fail(state, label, f"determinize({seat}) gave a world with no legal action")
            det.apply(rng.choice(legal))


def check_determinize(state: State, seat: int, rng: random.Random, label: str) -> State:
    want = state.observation(seat)
    det = state.determinize(seat, rng)
    got = det.observation(seat)
    if got != want:
        diff = {k: (getattr(want, k), getattr(got, k)) for k in ("zones", "public", "private",
                                                                  "legal_actions", "current_player")
                if getattr(want, k) != getattr(got, k)}
        fail(state, label, f"determinize({seat}) changed what the seat observes: {diff}")
    check_conservation(det, label + " determinized")
    if det.history != state.history:
        fail(state, label, "determinize changed the history")
    return det


def fingerprint(state: State) -> tuple:
    return (state.zones(), state.current_player, tuple(state.history),
            state.observation(None), tuple(state.observation(s) for s in range(state.num_players)),
            state.legal_actions(), state.result() if state.is_terminal else None)


def check_save_roundtrip(state: State, label: str) -> None:
    saved = saves.snapshot(state)
    text = saves.dumps(saved)
    _, loaded = saves.loads(text)
    if fingerprint(loaded) != fingerprint(state):
        fail(state, label, "save -> load gave a different state")


def full_playout(game, players: int, options: dict, seed: int, label: str) -> State:
    """One random game with every check at each of its first steps (the module)."""
    rng = random.Random(seed)
    first: list[Event] = []
    state = game.new_state(players, options, seed=seed, first_dealer=seed % players, events=first)
    tracker = Tracker(state, first)
    models = SeatModels(state, first)
    save_points = {rng.randrange(1, 200) for _ in range(2)}
    for step in range(MAX_STEPS):
        tracker.compare(state, label)
        observations = {v: state.observation(v) for v in models.viewers}
        models.compare(state, label, observations)
        check_conservation(state, label)
        deep = not FULL_STEPS or step < FULL_STEPS or step % STRIDE == 0 or state.is_terminal
        if deep:
            for seat in [None, *range(players)]:
                check_observation(state, seat, tracker, label, observations[seat])
        if step in save_points:
            check_save_roundtrip(state, label)
        if state.is_terminal:
            break
        legal = state.legal_actions()
        if not legal:
            fail(state, label, "no legal action before the end")
        if len(set(legal)) != len(legal):
            fail(state, label, f"duplicate legal actions: {legal}")
        if deep:
            for a in legal[:6]:
                if state.parse_action(a) != a:
                    fail(state, label, f"action {a!r} does not parse to itself")
                text = state.describe_action(a)
                if not isinstance(text, str) or not text.strip():
                    fail(state, label, f"action {a!r} has no description for the game log")
            check_action_records(state, label)
            check_every_seat_determinize(state, rng, label)
        if deep and step % 7 == 0:
            det = check_determinize(state, state.current_player, rng, label)
            d_rng = random.Random(step)
            for _ in range(300):  # a determinized state must play on legally
                if det.is_terminal:
                    break
                det.apply(d_rng.choice(det.legal_actions()))
        action = rng.choice(legal)
        before = state.clone()
        events = state.apply_with_events(action, masked=False)
        if before.history != state.history[:-1]:
            fail(state, label, "clone shares history with the original")
        tracker.feed(state, events, label)
        models.feed(events)
        for event in events:
            json.dumps(event.to_json())
    else:
        fail(state, label, f"no end after {MAX_STEPS} actions")
    result = state.result()
    if len(result.returns) != players or len(result.points) != players:
        fail(state, label, "result has the wrong number of seats")
    if not all(0.0 <= r <= 1.0 for r in result.returns):
        fail(state, label, f"returns out of range: {result.returns}")
    try:
        state.apply(rng.choice(before.legal_actions()))
    except IllegalActionError:
        pass
    else:
        fail(state, label, "an action was accepted after the end")
    return state


def fast_playout(game, players: int, options: dict, seed: int, label: str) -> State:
    """A random game checked only for legality, termination and conservation at the end."""
    rng = random.Random(seed)
    state = game.new_state(players, options, seed=seed, first_dealer=seed % players)
    for _ in range(MAX_STEPS):
        if state.is_terminal:
            break
        legal = state.legal_actions()
        if not legal:
            fail(state, label, "no legal action before the end")
        state.apply_unchecked(legal[int(rng.random() * len(legal))])
    else:
        fail(state, label, f"no end after {MAX_STEPS} actions")
    check_conservation(state, label)
    state.result()
    return state
