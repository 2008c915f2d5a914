"""Structured actions: what the table and the search players read instead of parsing text.

The text form (``"play QS"``) stays the canonical, saved form. For every legal action a state gives
an :class:`ActionRecord`: its kind, the cards it uses with the zone each comes from, a button label
and a log text (translated), and a group for actions that belong in one control (every bid is one
spin box; the meld choices are one panel).
"""

from __future__ import annotations

from dataclasses import dataclass

# Action kinds (a game may add its own; the table shows unknown kinds as plain buttons)
PLAY = "play"            # put one card (or several of one rank) into play
CAPTURE = "capture"      # play that takes cards
BID = "bid"
PASS = "pass"
MELD = "meld"
BURY = "bury"
SWAP = "swap"
CLAIM = "claim"          # Bluff Pishti: play face down claiming a card
CHALLENGE = "challenge"
ACCEPT = "accept"
PICKUP = "pickup"
DECLARE = "declare"      # declare out / concede
SIGNAL = "signal"
TRUMP = "trump"          # choose a trump suit
EXCHANGE = "exchange"    # the dix exchange, passing cards
SHOW = "show"            # show a card (a start rule)
CONFIRM = "confirm"      # finish a multi-step choice (done swapping, bury chosen)
OTHER = "other"

CARD_KINDS = frozenset({PLAY, CAPTURE, CLAIM, BURY, SWAP, SHOW, EXCHANGE, MELD, PICKUP})


@dataclass(frozen=True, slots=True)
class CardUse:
    """One card an action uses and the zone it comes from (``hand:0``, ``table_up:0``...).

    ``card`` is :data:`~cardtable.engine.events.HIDDEN` for a card the acting seat cannot see (a
    face-down card played blind): records are shown to that seat, so they never name a card its
    observation hides."""

    card: int
    zone: str


@dataclass(frozen=True, slots=True)
class ActionRecord:
    """One legal action as the table shows it.

    ``label``: a short translated text for a button ("Pass", "Bid 320"); ``log``: the translated
    log sentence as the acting seat sees it. ``group``: records with the same group share one
    control; when every record of a group has a ``value`` the control is a range (min, max and
    step taken from the values). ``cards`` empty: a button, not a card click.
    """

    action: str
    kind: str
    cards: tuple[CardUse, ...] = ()
    label: str = ""
    log: str = ""
    group: str = ""
    value: int | None = None

    @property
    def card_ids(self) -> tuple[int, ...]:
        return tuple(u.card for u in self.cards)

    def to_json(self) -> dict:
        out: dict = {"action": self.action, "kind": self.kind,
                     "cards": [[u.card, u.zone] for u in self.cards],
                     "label": self.label, "log": self.log}
        if self.group:
            out["group"] = self.group
        if self.value is not None:
            out["value"] = self.value
        return out
