"""Pinochle's structured actions: records for the table, what other seats perceive, log texts.

Kinds: ``play`` (a card from the hand or the meld on the table), ``meld`` (group ``meld``; the
two-handed melds and the dix declaration), ``exchange`` (the dix for the trump card; passing a
card to the partner), ``confirm`` (``done``: the meld step or the exchange round ends), ``bid``
(group ``bid``, value the bid), ``pass``, ``trump`` (group ``trump``), ``bury`` (one card),
``accept`` (``take``: play the forced bid), ``declare`` (``declare-out``, ``concede``).

Private actions: a buried card is ``bury ?`` to the others (unless it lay face up in the meld);
a passed card is ``give ?`` to everyone but the two partners.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import actions as ak
from ...engine.actions import ActionRecord, CardUse
from ...engine.cards import suit_name, suit_symbol
from ...engine.i18n import QT_TRANSLATE_NOOP, listed, tr, you_form
from .melds import KINDS

if TYPE_CHECKING:  # pragma: no cover
    from .state_base import PinochleBase

MASKED = "?"


def _card_name(state: "PinochleBase", text: str) -> str:
    ctx = state.ctx
    return ctx.pack.card(ctx.id_of[text]).display_name()


def _symbol(state: "PinochleBase", text: str) -> str:
    ctx = state.ctx
    return ctx.pack.card(ctx.id_of[text]).symbol()


def _zone_of(state: "PinochleBase", seat: int, cid: int) -> str:
    return f"hand:{seat}" if cid in state.hands[seat] else f"meld:{seat}"


def records_for(state: "PinochleBase", legal: list[str]) -> list[ActionRecord]:
    """The records of ``legal``, as :func:`record` makes each; an auction's bids (some hundreds
    up to the ceiling, issue 57) from one translation of their two texts, not one per bid."""
    if state.phase != "bid" or not legal or legal[0] != "pass":
        return [record(state, a) for a in legal]
    label = tr(QT_TRANSLATE_NOOP("engine", "Bid {value}"))  # no fields: the text to fill
    log = tr(QT_TRANSLATE_NOOP("engine", "bids {value}"))
    out = [record(state, legal[0])]
    for action in legal[1:]:
        value = int(action[4:])
        out.append(ActionRecord(action, ak.BID, (), label.format(value=value),
                                log.format(value=value), group="bid", value=value))
    return out


def record(state: "PinochleBase", action: str) -> ActionRecord:
    """The record of a legal action of the player to move."""
    ctx = state.ctx
    p = state.current_player
    tokens = action.split()
    verb = tokens[0]
    log = describe(state, action)

    def uses(texts: list[str]) -> tuple[CardUse, ...]:
        return tuple(CardUse(ctx.id_of[t], _zone_of(state, p, ctx.id_of[t])) for t in texts)

    if verb == "play":
        return ActionRecord(action, ak.PLAY, uses(tokens[1:]), _symbol(state, tokens[1]), log)
    if verb == "meld":
        kind = tokens[1]
        label = tr(QT_TRANSLATE_NOOP(
            "engine", "{meld} ({points})"), meld=tr(KINDS[kind][2]), points=KINDS[kind][1])
        return ActionRecord(action, ak.MELD, uses(tokens[2:]), label, log, group="meld")
    if verb == "exchange":
        return ActionRecord(action, ak.EXCHANGE, uses(tokens[1:]),
                            tr(QT_TRANSLATE_NOOP("engine", "Exchange {card} for the trump card"),
                               card=_symbol(state, tokens[1])), log)
    if verb == "give":
        return ActionRecord(action, ak.EXCHANGE, uses(tokens[1:]),
                            tr(QT_TRANSLATE_NOOP(
                                "engine", "Pass {card}"), card=_symbol(state, tokens[1])), log,
                            group="give")
    if verb == "bury":
        return ActionRecord(action, ak.BURY, uses(tokens[1:]),
                            tr(QT_TRANSLATE_NOOP(
                                "engine", "Bury {card}"), card=_symbol(state, tokens[1])), log,
                            group="bury")
    if verb == "bid":
        value = int(tokens[1])
        return ActionRecord(action, ak.BID, (), tr(QT_TRANSLATE_NOOP(
            "engine", "Bid {value}"), value=value), log,
                            group="bid", value=value)
    if verb == "trump":
        suit = tokens[1]
        return ActionRecord(action, ak.TRUMP, (),
                            f"{suit_symbol('french', suit)} {suit_name('french', suit)}", log,
                            group="trump")
    if verb == "pass":
        return ActionRecord(action, ak.PASS, (), tr(QT_TRANSLATE_NOOP("engine", "Pass")), log)
    if verb == "done":
        label = tr(QT_TRANSLATE_NOOP(
            "engine", "No exchange")) if state.phase == "exchange" else tr(QT_TRANSLATE_NOOP("engine", "Done"))
        return ActionRecord(action, ak.CONFIRM, (), label, log)
    if verb == "take":
        return ActionRecord(action, ak.ACCEPT, (), tr(QT_TRANSLATE_NOOP(
            "engine", "Play the bid")), log)
    if verb == "concede":
        return ActionRecord(action, ak.DECLARE, (), tr(QT_TRANSLATE_NOOP("engine", "Concede")), log)
    if verb == "declare-out":
        return ActionRecord(action, ak.DECLARE, (), tr(QT_TRANSLATE_NOOP(
            "engine", "Declare out")), log)
    return ActionRecord(action, ak.OTHER, (), log, log)  # pragma: no cover - every verb above


def observe(state: "PinochleBase", action: str, seat: int | None) -> str | None:
    """What ``seat`` perceives of ``action`` by the player to move (before it is applied)."""
    p = state.current_player
    if seat == p:
        return action
    if action.startswith("bury "):
        tokens = action.split()
        ids = state.ctx.id_of
        if all(ids[t] in state.melds[p] for t in tokens[1:]):
            return action  # a card that lay face up in the meld: everyone saw it go
        return " ".join(["bury"] + [MASKED] * (len(tokens) - 1))
    if action.startswith("give "):
        if seat is not None and seat == state.partner_of(p):
            return action
        return "give " + MASKED
    return action


# What the log says to the player who took the action ("You play …": engine.i18n.you_form).
you_form(QT_TRANSLATE_NOOP(
    "engine", "plays {card}"), QT_TRANSLATE_NOOP("engine", "You play {card}"))
you_form(QT_TRANSLATE_NOOP(
    "engine", "melds {meld}: {cards}"), QT_TRANSLATE_NOOP("engine", "You meld {meld}: {cards}"))
you_form(QT_TRANSLATE_NOOP(
    "engine", "exchanges {card} for the trump card"), QT_TRANSLATE_NOOP("engine", "You exchange {card} for the trump card"))
you_form(QT_TRANSLATE_NOOP(
    "engine", "passes {card} to the partner"), QT_TRANSLATE_NOOP("engine", "You pass {card} to your partner"))
you_form(QT_TRANSLATE_NOOP(
    "engine", "bids {value}"), QT_TRANSLATE_NOOP("engine", "You bid {value}"))
you_form(QT_TRANSLATE_NOOP("engine", "passes"), QT_TRANSLATE_NOOP("engine", "You pass"))
you_form(QT_TRANSLATE_NOOP(
    "engine", "names {suit} trumps"), QT_TRANSLATE_NOOP("engine", "You name {suit} trumps"))
you_form(QT_TRANSLATE_NOOP(
    "engine", "buries {cards}"), QT_TRANSLATE_NOOP("engine", "You bury {cards}"))
you_form(QT_TRANSLATE_NOOP("engine", "concedes"), QT_TRANSLATE_NOOP("engine", "You concede"))
you_form(QT_TRANSLATE_NOOP(
    "engine", "plays the forced bid"), QT_TRANSLATE_NOOP("engine", "You play the forced bid"))
you_form(QT_TRANSLATE_NOOP(
    "engine", "declares out"), QT_TRANSLATE_NOOP("engine", "You declare out"))
you_form(QT_TRANSLATE_NOOP(
    "engine", "keeps the cards (no dix exchange)"), QT_TRANSLATE_NOOP("engine", "You keep the cards (no dix exchange)"))
you_form(QT_TRANSLATE_NOOP(
    "engine", "melds no more"), QT_TRANSLATE_NOOP("engine", "You meld no more"))


def describe(state: "PinochleBase", action: str) -> str:
    """The log sentence for an action, or for its masked forms (``bury ?``, ``give ?``)."""
    tokens = action.split()
    verb = tokens[0]

    def names(ts: list[str]) -> str:
        return listed(_card_name(state, t) for t in ts)

    if verb == "play":
        return tr(QT_TRANSLATE_NOOP("engine", "plays {card}"), card=names(tokens[1:]))
    if verb == "meld":
        return tr(QT_TRANSLATE_NOOP(
            "engine", "melds {meld}: {cards}"), meld=tr(KINDS[tokens[1]][2]),
                  cards=names(tokens[2:]))
    if verb == "exchange":
        return tr(QT_TRANSLATE_NOOP(
            "engine", "exchanges {card} for the trump card"), card=names(tokens[1:]))
    if verb == "give":
        # only the partners pass cards, to each other: "the partner" names the seat
        if tokens[1] == MASKED:
            return tr(QT_TRANSLATE_NOOP("engine", "passes a card to the partner"))
        return tr(QT_TRANSLATE_NOOP(
            "engine", "passes {card} to the partner"), card=names(tokens[1:]))
    if verb == "bid":
        return tr(QT_TRANSLATE_NOOP("engine", "bids {value}"), value=tokens[1])
    if verb == "pass":
        return tr(QT_TRANSLATE_NOOP("engine", "passes"))
    if verb == "trump":
        return tr(QT_TRANSLATE_NOOP(
            "engine", "names {suit} trumps"), suit=suit_name("french", tokens[1]))
    if verb == "bury":
        if tokens[1] == MASKED:
            return tr(QT_TRANSLATE_NOOP(
                "engine", "buries a card")) if len(tokens) == 2 else tr(QT_TRANSLATE_NOOP("engine", "buries three cards"))
        return tr(QT_TRANSLATE_NOOP("engine", "buries {cards}"), cards=names(tokens[1:]))
    if verb == "concede":
        return tr(QT_TRANSLATE_NOOP("engine", "concedes"))
    if verb == "take":
        return tr(QT_TRANSLATE_NOOP("engine", "plays the forced bid"))
    if verb == "declare-out":
        return tr(QT_TRANSLATE_NOOP("engine", "declares out"))
    if verb == "done":
        if state.phase == "exchange":
            return tr(QT_TRANSLATE_NOOP("engine", "keeps the cards (no dix exchange)"))
        return tr(QT_TRANSLATE_NOOP("engine", "melds no more"))
    return action
