"""Shithead's actions as the table reads them: an :class:`ActionRecord` per legal action (its
kind, the cards with the zone each comes from, a button label, the log sentence and a group), and
the log sentence of any action.

Every Shithead action is public, so each seat's log shows the action itself (no masked forms):
a swap shows both cards (the face-up card taken into the hand lay in plain view), and a blind
play names no card until the card is turned.

Kinds: ``play`` (cards from the hand, the face-up row, or — ``blind`` — the top face-down
card(s), given with their real ids and zone ``table_down:N`` so that clicking the back plays it),
``pickup`` (the pile; ``pickup 7H`` adds a face-up card first), ``swap`` and ``confirm``
(``ready``) in the swap phase, ``faceup`` (``choose_face_up``: lay a hand card face up) and
``show`` (the start rule). Groups: the plays of one rank share ``play:<rank>`` (the table lets a
player select several cards of that rank), the swaps share ``swap``, the face-up choices
``faceup``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import actions as ak
from ...engine.actions import ActionRecord, CardUse
from ...engine.events import HIDDEN
from ...engine.i18n import QT_TRANSLATE_NOOP, listed, tr, you_form
from .rules import BLIND, FACEUP, PICKUP, PICKUP_WITH, PLAY, READY, SHOW, SWAP, VALUE_NAME

if TYPE_CHECKING:  # pragma: no cover
    from .state import ShitheadState

# Laying a card face up while choosing the face-up row (no engine kind fits: it is neither a play
# nor a swap); the table treats a kind it does not know as a card click when the record has cards.
FACE_UP = "faceup"


# What the log says to the player who took the action ("You play …": engine.i18n.you_form).
you_form(QT_TRANSLATE_NOOP(
    "engine", "plays {cards}"), QT_TRANSLATE_NOOP("engine", "You play {cards}"))
you_form(QT_TRANSLATE_NOOP("engine", "swaps {hand} from the hand with {table} from the table"),
         QT_TRANSLATE_NOOP("engine", "You swap {hand} from your hand with {table} from the table"))
you_form(QT_TRANSLATE_NOOP("engine", "is ready"), QT_TRANSLATE_NOOP("engine", "You are ready"))
you_form(QT_TRANSLATE_NOOP(
    "engine", "lays {card} face up"), QT_TRANSLATE_NOOP("engine", "You lay {card} face up"))
you_form(QT_TRANSLATE_NOOP(
    "engine", "shows {card} and starts"), QT_TRANSLATE_NOOP("engine", "You show {card} and start"))
you_form(QT_TRANSLATE_NOOP(
    "engine", "picks up the pile (one card)"), QT_TRANSLATE_NOOP("engine", "You pick up the pile (one card)"))
you_form(QT_TRANSLATE_NOOP(
    "engine", "picks up the pile ({n} cards)"), QT_TRANSLATE_NOOP("engine", "You pick up the pile ({n} cards)"))
you_form(QT_TRANSLATE_NOOP("engine", "adds {card} to the pile and picks it up ({n} cards)"),
         QT_TRANSLATE_NOOP("engine", "You add {card} to the pile and pick it up ({n} cards)"))
you_form(QT_TRANSLATE_NOOP(
    "engine", "turns up a face-down card"), QT_TRANSLATE_NOOP("engine", "You turn up a face-down card"))


def describe(state: "ShitheadState", action: str) -> str:
    """The log sentence for an action ("plays Five of Spades, Five of Hearts")."""
    entry = state.ctx.act.get(action)
    if entry is None:
        return action
    kind, cards = entry
    name = state.ctx.pack.card
    names = listed(name(c).display_name() for c in cards)
    if kind == PLAY:
        return tr(QT_TRANSLATE_NOOP("engine", "plays {cards}"), cards=names)
    if kind == SWAP:
        return tr(QT_TRANSLATE_NOOP(
            "engine", "swaps {hand} from the hand with {table} from the table"),
                  hand=name(cards[0]).display_name(), table=name(cards[1]).display_name())
    if kind == READY:
        return tr(QT_TRANSLATE_NOOP("engine", "is ready"))
    if kind == FACEUP:
        return tr(QT_TRANSLATE_NOOP("engine", "lays {card} face up"), card=names)
    if kind == SHOW:
        return tr(QT_TRANSLATE_NOOP("engine", "shows {card} and starts"), card=names)
    if kind == PICKUP:  # how many: what the others remember of this hand
        n = len(state.pile)
        if n == 1:
            return tr(QT_TRANSLATE_NOOP("engine", "picks up the pile (one card)"))
        return tr(QT_TRANSLATE_NOOP("engine", "picks up the pile ({n} cards)"), n=n)
    if kind == PICKUP_WITH:
        return tr(QT_TRANSLATE_NOOP(
            "engine", "adds {card} to the pile and picks it up ({n} cards)"), card=names,
                  n=len(state.pile) + 1)
    return tr(QT_TRANSLATE_NOOP("engine", "turns up a face-down card"))


def record(state: "ShitheadState", action: str) -> ActionRecord:
    """The record of ``action``, legal now for the current player."""
    ctx = state.ctx
    entry = ctx.act.get(action)
    if entry is None:
        raise ValueError(f"{action!r} is not a Shithead action")
    kind, cards = entry
    p = state.current_player
    card = ctx.pack.card
    symbols = " ".join(card(c).symbol() for c in cards)
    log = describe(state, action)
    if kind == PLAY:
        zone = ctx.zone_hand[p] if state.hands[p] else ctx.zone_up[p]
        return ActionRecord(action, ak.PLAY, tuple(CardUse(c, zone) for c in cards),
                            tr(QT_TRANSLATE_NOOP("engine", "Play {cards}"), cards=symbols), log,
                            group="play:" + VALUE_NAME[ctx.val[cards[0]]])
    if kind == BLIND:
        turned = state.blind_cards(p)
        label = (tr(QT_TRANSLATE_NOOP("engine", "Turn up a face-down card")) if len(turned) == 1
                 else tr(QT_TRANSLATE_NOOP("engine", "Turn up {n} face-down cards"), n=len(turned)))
        # The acting seat cannot see these cards: the record names their zone, not their ids.
        return ActionRecord(action, ak.PLAY, tuple(CardUse(HIDDEN, ctx.zone_down[p]) for _ in turned),
                            label, log)
    if kind == PICKUP:
        return ActionRecord(action, ak.PICKUP, (), tr(QT_TRANSLATE_NOOP(
            "engine", "Pick up the pile")), log)
    if kind == PICKUP_WITH:
        return ActionRecord(action, ak.PICKUP, (CardUse(cards[0], ctx.zone_up[p]),),
                            tr(QT_TRANSLATE_NOOP(
                                "engine", "Add {card} and pick up"), card=symbols), log)
    if kind == SWAP:
        h, t = cards
        return ActionRecord(action, ak.SWAP, (CardUse(h, ctx.zone_hand[p]), CardUse(t, ctx.zone_up[p])),
                            tr(QT_TRANSLATE_NOOP(
                                "engine", "Swap {hand} for {table}"), hand=card(h).symbol(),
                               table=card(t).symbol()), log, group="swap")
    if kind == READY:
        return ActionRecord(action, ak.CONFIRM, (), tr(QT_TRANSLATE_NOOP("engine", "Ready")), log)
    if kind == FACEUP:
        return ActionRecord(action, FACE_UP, (CardUse(cards[0], ctx.zone_hand[p]),),
                            tr(QT_TRANSLATE_NOOP(
                                "engine", "Lay {card} face up"), card=symbols), log, group="faceup")
    return ActionRecord(action, ak.SHOW, (CardUse(cards[0], ctx.zone_hand[p]),),
                        tr(QT_TRANSLATE_NOOP("engine", "Show {card}"), card=symbols), log)
