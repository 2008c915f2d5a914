"""The game-state protocol every game implements.

Modelled on OpenSpiel's State and python-chess's move stack:

* a :class:`State` is mutable and cheap to :meth:`~State.clone` (lists of small ints);
* actions are their own stable text form (``"play AS"``, ``"bid 320"``): canonical strings that
  saves, logs, the arena and tests all use as is;
* chance is explicit: the options plus the deck orders in :class:`Chance` fix the whole game, so
  replaying the same actions gives the same state;
* :meth:`~State.observation` shows a seat exactly what it may know, and
  :meth:`~State.determinize` deals the cards it cannot see at random, consistently with that.

A game subclasses :class:`State` and implements the ``_apply``/``legal_actions``/... hooks; the
base class adds checking, history and event capture around them.
"""

from __future__ import annotations

import hashlib
import random
import sys
from array import array
from functools import lru_cache
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

from .actions import ActionRecord, CardUse
from .errors import ActionParseError, CardParseError, IllegalActionError
from .events import MOVE, SHUFFLE, Event, mask_events
from .i18n import QT_TRANSLATE_NOOP
from .score_sheet import ScoreSheet, SheetRow

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

TERMINAL = -1
_BIG_ENDIAN = sys.byteorder == "big"


_INDEX_BYTES = bytes(range(256))


def _sorted_by_keys(seed: int, index: int, size: int) -> list[int]:
    """A permutation of ``range(size)``: card ``i`` gets the 32-bit key ``k[i]`` read
    little-endian from SHAKE-128 of the seed and index, and the cards are sorted by
    ``k[i] << 8 | i``. Platform-independent; the words are assembled and taken apart as bytes so
    each step runs in C."""
    keys = hashlib.shake_128(b"cardtable:%d:%d" % (seed, index)).digest(4 * size)
    packed = bytearray(8 * size)  # little-endian 64-bit words: i, k[i] (4 bytes), 0, 0, 0
    packed[0::8] = _INDEX_BYTES[:size]
    packed[1::8] = keys[0::4]
    packed[2::8] = keys[1::4]
    packed[3::8] = keys[2::4]
    packed[4::8] = keys[3::4]
    words = array("Q", packed)
    if _BIG_ENDIAN:
        words.byteswap()
    ordered = array("Q", sorted(words))
    if _BIG_ENDIAN:
        ordered.byteswap()
    return list(ordered.tobytes()[0::8])


@lru_cache(maxsize=None)
def _step_tables(size: int) -> tuple[bytes, ...]:
    """256 fixed random permutations of ``range(size)``, as ``bytes.translate`` tables."""
    return tuple(bytes(_sorted_by_keys(size, i, size)) + _INDEX_BYTES[size:] for i in range(256))


def shuffled_order(seed: int, index: int, size: int) -> list[int]:
    """Deck order ``index`` of a game seeded with ``seed``: a permutation of ``range(size)``.

    Sixteen bytes of BLAKE2b of the seed and index each pick one of 256 fixed random
    permutations, and the deck is their composition (16 ``bytes.translate`` calls, in C): a
    16-step random walk over random permutations, which mixes far beyond what any statistic of a
    card game can detect (tests/engine/test_shuffle.py checks card positions and pair orders) and
    reaches up to 2**128 orders (a 32-bit-seeded generator reaches 2**32). It is the same on
    every platform and Python version, and about five times faster than sorting by hashed keys
    — dealing is a large share of a playout. ``size`` must be < 256.
    """
    digest = hashlib.blake2b(b"cardtable:%d:%d" % (seed, index), digest_size=16).digest()
    tables = _step_tables(size)
    order = _INDEX_BYTES[:size]
    for b in digest:
        order = order.translate(tables[b])
    return list(order)


class Chance:
    """Deck orders for every deal of a game: the given ones first, then ones derived from ``seed``.

    Deck order ``k`` lists card ids from the top of the deck (the first card dealt) down. Clones
    share one Chance: it only ever appends orders derived deterministically from the seed.
    """

    __slots__ = ("seed", "decks", "given")

    def __init__(self, seed: int = 0, decks: list[list[int]] | None = None):
        self.seed = int(seed)
        self.decks: list[list[int]] = [list(d) for d in decks or []]
        self.given = len(self.decks)

    def deck(self, index: int, size: int) -> list[int]:
        """A copy of deck order ``index`` for a pack of ``size`` cards."""
        decks = self.decks
        while len(decks) <= index:
            decks.append(shuffled_order(self.seed, len(decks), size))
        deck = decks[index]
        if index < self.given and (len(deck) != size or sorted(deck) != list(range(size))):
            raise ValueError(f"deck order {index} is not a permutation of the {size} cards")
        return deck.copy()


class Result:
    """The outcome of a finished game.

    ``returns`` per seat: 1.0 a win, 0.0 a loss, values between for draws and shared places (the
    same for partners). ``points`` per seat is the game's own score (card points, match wins, ...).
    ``summary`` is a translated sentence; a game may pass a zero-argument callable instead, so
    that playouts, which never read it, do not pay for formatting it.
    """

    __slots__ = ("returns", "points", "_summary")

    def __init__(self, returns: tuple[float, ...], points: tuple[int, ...],
                 summary: "str | Callable[[], str]" = ""):
        self.returns = returns
        self.points = points
        self._summary = summary

    @property
    def summary(self) -> str:
        if not isinstance(self._summary, str):
            self._summary = self._summary()
        return self._summary

    def winners(self) -> tuple[int, ...]:
        return tuple(i for i, r in enumerate(self.returns) if r == 1.0)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Result):
            return NotImplemented
        return (self.returns, self.points, self.summary) == (other.returns, other.points, other.summary)

    def __hash__(self) -> int:
        return hash((self.returns, self.points))

    def __repr__(self) -> str:
        return f"Result(returns={self.returns}, points={self.points}, summary={self.summary!r})"


@dataclass
class Observation:
    """Everything one seat may know, and nothing more (``seat`` None: a spectator).

    ``zones`` maps every zone to its cards bottom to top: a card's id where this seat knows which
    card it is (it sees the face, or saw the card go there: the drawn Briscola trump card, a
    picked-up Shithead pile, a captured pile), else :data:`~events.HIDDEN` (-1). ``face_up``
    says, per zone and card, whether the card lies face up on the table (hands are held: face
    down, their owner knows them by id). Together they are exactly what a
    :class:`~cardtable.engine.zone_model.ZoneModel` fed with this seat's events holds.
    ``public`` holds what every seat knows (scores, trump, dealer, phase, ...); ``private`` what
    only this seat knows (its own signals seen, voids it inferred, its notes).
    """

    game: str
    seat: int | None
    num_players: int
    current_player: int
    zones: dict[str, tuple[int, ...]]
    public: dict[str, Any] = field(default_factory=dict)
    private: dict[str, Any] = field(default_factory=dict)
    legal_actions: tuple[str, ...] = ()
    face_up: dict[str, tuple[bool, ...]] = field(default_factory=dict)

    def faces(self, zone: str) -> tuple[bool, ...]:
        """How the cards of ``zone`` lie (all face down where the game gave no flags)."""
        flags = self.face_up.get(zone)
        return flags if flags is not None else (False,) * len(self.zones.get(zone, ()))

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "seat": self.seat, "num_players": self.num_players,
                "current_player": self.current_player,
                "zones": {k: list(v) for k, v in self.zones.items()},
                "face_up": {k: list(v) for k, v in self.face_up.items()},
                "public": self.public, "private": self.private,
                "legal_actions": list(self.legal_actions)}


class State:
    """Base class of game states. Subclasses set the attributes below in ``__init__``."""

    game: "Game"
    options: dict[str, Any]
    num_players: int
    chance: Chance
    history: list[str]
    current_player: int
    first_dealer: int = 0  # set by Game.new_state; saves need it to rebuild the game
    _events: list[Event] | None = None
    # Set by the search players on a sampled world they play only to the end of its deal: a game
    # may then leave the next deal undealt (its ``deals_finished`` still counts the deal, and
    # ``deal_result``, ``result`` and the totals stay right): Pinochle's games to 1000, Pishti's
    # games to a target, Briscola's matches and Shithead's series do. ``_base_copy`` keeps it
    # in clones.
    deal_only: bool = False

    # --- what a game implements -------------------------------------------------------------
    def _start(self) -> None:
        """Deal the first deal (called once by :meth:`Game.new_state`, with events captured when
        the caller asked for them). Every card starts in the zone ``stock``."""
        raise NotImplementedError

    def legal_actions(self) -> list[str]:
        """Canonical action strings legal for :attr:`current_player` (empty when terminal)."""
        raise NotImplementedError

    def _apply(self, action: str) -> None:
        """Apply a legal canonical action. Emit events with :meth:`_emit` when capturing."""
        raise NotImplementedError

    def result(self) -> Result:
        raise NotImplementedError

    def observation(self, seat: int | None) -> Observation:
        raise NotImplementedError

    def determinize(self, seat: int, rng: random.Random) -> "State":
        """A clone in which every card ``seat`` cannot see is re-dealt at random among the places
        it could be, consistently with ``seat``'s observation, and future deals are reseeded."""
        raise NotImplementedError

    def clone(self) -> "State":
        raise NotImplementedError

    def zones(self) -> dict[str, list[int]]:
        """The true contents of every zone (for tests, saves and debugging; never for players)."""
        raise NotImplementedError

    def describe_action(self, action: str) -> str:
        """A translated sentence for the log ("plays Asso di Denari"). It must also describe the
        forms :meth:`observe_action` returns ("claim ??")."""
        return action

    # --- the structured contract (defaults a game refines) ------------------------------------
    def action_record(self, action: str) -> ActionRecord:
        """The record of one legal action. The default: the verb is the kind, every card in the
        text is used from the zone where it lies now, the label and log are
        :meth:`describe_action`. Games override to add groups, values and better labels."""
        verb, _, rest = action.partition(" ")
        cards: list[CardUse] = []
        if rest:
            pack = self.pack
            where: dict[int, str] | None = None
            for tok in rest.split():
                try:
                    cid = pack.parse(tok)
                except (CardParseError, ValueError):
                    continue
                if where is None:
                    where = {c: z for z, cs in self.zones().items() for c in cs}
                cards.append(CardUse(cid, where.get(cid, "")))
        text = self.describe_action(action)
        return ActionRecord(action, verb, tuple(cards), label=text, log=text,
                            group=verb if not cards and rest.lstrip("-").isdigit() else "",
                            value=int(rest) if not cards and rest.lstrip("-").isdigit() else None)

    def action_records(self) -> list[ActionRecord]:
        """A record for every legal action, in :meth:`legal_actions` order."""
        return [self.action_record(a) for a in self.legal_actions()]

    def observe_action(self, action: str, seat: int | None) -> str | None:
        """What ``seat`` perceives of ``action`` by :attr:`current_player`, taken now (before it
        is applied): the action itself, a masked form (``"claim ??"``, ``"bury ? ? ?"``), or None
        when the seat does not notice it at all (a partner signal, for the opponents). Logs,
        histories, undo lists and the bot protocol show each seat only this."""
        return action

    def log_line(self, action: str, seat: int | None) -> str | None:
        """The log sentence ``seat`` reads for ``action`` (taken now), or None if unseen; a game
        may return "" for an action seen but not worth a line (the table writes none)."""
        seen = self.observe_action(action, seat)
        return None if seen is None else self.describe_action(seen)

    def decision_note(self, seat: int) -> str:
        """A line for ``seat`` deciding now, of what a player at a real table counts in their
        head and the table does not show (Pinochle's auction: the hand's meld with each suit as
        trumps); translated, "" for none. From what the seat may see only."""
        return ""

    def caution(self, action: str, seat: int) -> str:
        """A question to put to ``seat`` before it takes ``action``: for a move the rules allow
        that a slip of the mouse makes costly (Shithead: picking up the pile while a card could
        be played on it; Pinochle: conceding the hand, declaring out). Translated, asked as a yes/no question
        where the person wants to be asked; "" to take the move at once (the default)."""
        return ""

    def score_sheet(self) -> ScoreSheet:
        """The score sheet now: the current (or just ended) deal and the game so far. The default
        shows each seat's result points once the game is over."""
        sides = tuple(tuple(t) for t in self.game.teams(self.num_players, self.options))
        rows: tuple[SheetRow, ...] = ()
        if self.is_terminal:
            pts = self.result().points
            rows = (SheetRow(QT_TRANSLATE_NOOP(
                "engine", "Points"), tuple(pts[side[0]] for side in sides), total=True),)
        return ScoreSheet(sides, game=rows, finished=self.is_terminal)

    @property
    def deals_finished(self) -> int:
        """How many deals have ended (a search player stops its playouts when this grows)."""
        return 1 if self.is_terminal else 0

    def deal_result(self) -> Result | None:
        """Returns and points of the last finished deal, for a search player that stops at the
        end of the current deal; None before any deal ended. Default: the game's result."""
        return self.result() if self.is_terminal else None

    def knowledge(self, seat: int) -> list[tuple[str, Callable[["State"], bool]]]:
        """What ``seat`` knows, as named tests a sampled world must pass (for search players'
        sanity and the conformance report). The default: the world shows the seat exactly its
        observation. Games add what the seat infers (voids, signals, "has no trump")."""
        want = self.observation(seat)
        return [("observation", lambda world: world.observation(seat) == want)]

    # --- provided ---------------------------------------------------------------------------
    @property
    def is_terminal(self) -> bool:
        return self.current_player == TERMINAL

    def parse_action(self, text: str) -> str:
        """Canonical form of an action text, or :class:`ActionParseError`.

        The default understands ``verb [args...]`` where the verb is one of the game's verbs and
        each argument is an integer, a card of the game's pack, or a plain word.
        """
        verb, tokens = self._split_action(text)
        pack = self.pack
        args: list[str] = []
        for tok in tokens:
            if tok.lstrip("-").isdigit():
                args.append(str(int(tok)))
                continue
            try:
                args.append(pack.text_of[pack.parse(tok)])
            except CardParseError:
                word = tok.lower()
                words = self.game.words
                if not word.replace("-", "").replace("_", "").isalnum() or (words and word not in words):
                    raise ActionParseError(
                        f"{tok!r} in {text!r} is neither a card of the {pack.name} pack nor a word "
                        f"of {self.game.id}" + (f" ({', '.join(words)})" if words else "")) from None
                args.append(word)
        return " ".join([verb, *args])

    def _split_action(self, text: str) -> tuple[str, list[str]]:
        """The lower-case verb (one of the game's) and the other words of an action text."""
        if not isinstance(text, str):
            raise ActionParseError(f"an action must be text, not {type(text).__name__}")
        tokens = text.split()
        if not tokens:
            raise ActionParseError("empty action")
        verb = tokens[0].lower()
        verbs = self.game.verbs
        if verb not in verbs:
            raise ActionParseError(f"unknown action {tokens[0]!r} in {self.game.id}; "
                                   f"actions are: {', '.join(verbs)}")
        return verb, tokens[1:]

    @property
    def pack(self):
        return self.game.pack_for_players(self.options, self.num_players)

    def apply(self, action: str) -> None:
        """Check and apply one action (text in any accepted spelling).

        Raises :class:`ActionParseError` for malformed text and :class:`IllegalActionError` for a
        well-formed action the rules do not allow now; the state is unchanged in both cases.
        """
        legal = self.legal_actions()
        if action not in legal:
            canonical = self.parse_action(action)
            if canonical not in legal:
                if self.is_terminal:
                    raise IllegalActionError(f"{canonical!r}: the game is over")
                shown = ", ".join(legal[:12]) + (" ..." if len(legal) > 12 else "")
                raise IllegalActionError(
                    f"{canonical!r} is not legal for seat {self.current_player} now; legal: {shown}")
            action = canonical
        self.apply_unchecked(action)

    def apply_unchecked(self, action: str) -> None:
        """Apply an action taken from :meth:`legal_actions` (the search and arena fast path).

        A game may override this instead of :meth:`_apply` to save a call in playouts; it must
        then append the action to :attr:`history` itself."""
        self._apply(action)
        self.history.append(action)

    def apply_with_events(self, action: str, seat: int | None = None, *, masked: bool = True) -> list[Event]:
        """Apply (checked) and return the events, masked for ``seat`` unless ``masked`` is False."""
        self._events = []
        try:
            self.apply(action)
            events = self._events
        finally:
            self._events = None
        return mask_events(events, seat) if masked else events

    def _emit(self, event: Event) -> None:
        if self._events is not None:
            self._events.append(event)

    def _init_base(self, game: "Game", num_players: int, options: dict[str, Any],
                   chance: Chance) -> None:
        """Set the attributes every state has (for subclasses' ``__init__``)."""
        self.game = game
        self.options = options
        self.num_players = num_players
        self.chance = chance
        self.history = []
        self.current_player = 0
        self._events = None

    def _emit_collect(self, stay: tuple[str, ...] = ()) -> None:
        """Before a new deal: report every card gathered from its zone back to ``stock``
        (except the zones in ``stay``, such as cards removed from the game)."""
        if self._events is None:
            return
        for zone, cards in self.zones().items():
            if cards and zone != "stock" and zone not in stay:
                self._emit(Event(MOVE, tuple(cards), zone, "stock", False))
        self._emit(Event(SHUFFLE, src="stock"))

    def _base_copy(self, new: "State") -> "State":
        """Copy the base attributes into ``new`` (for subclasses' clone)."""
        new.game = self.game
        new.options = self.options
        new.num_players = self.num_players
        new.chance = self.chance
        new.history = self.history.copy()
        new.current_player = self.current_player
        new.first_dealer = self.first_dealer
        if self.deal_only:  # (a search's world stays one in its clones)
            new.deal_only = True
        return new

    def __repr__(self) -> str:
        return (f"<{self.game.id} state: {self.num_players} players, {len(self.history)} actions, "
                f"to move {self.current_player}>")
