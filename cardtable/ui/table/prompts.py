"""The line under the table when it is the person's turn: what to do with this decision."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QCoreApplication

from ...engine.actions import (ACCEPT, BID, BURY, CHALLENGE, CLAIM, DECLARE, EXCHANGE, MELD,
                               PICKUP, SHOW, SIGNAL, SWAP, TRUMP, ActionRecord)

translate = QCoreApplication.translate  # pyside6-lupdate reads translate("Context", "text")


def selection_prompt(exact: Sequence[ActionRecord], bigger: Sequence[ActionRecord]) -> str:
    """The prompt while cards are selected: ``exact`` are the actions of just those cards,
    ``bigger`` those that take more."""
    if bigger and all(r.kind == SWAP for r in bigger):
        return translate("TableWidget", "Now click the card to swap it with.")
    if bigger and exact:
        return translate(
            "TableWidget", "Choose more cards for the same play, or play the selection.")
    if bigger:
        return translate("TableWidget", "Choose more cards for the same play.")
    # one card, several ways to play it (face up or claiming a pishti)
    return translate("TableWidget", "Your turn: choose below how to play it.")


def turn_prompt(records: Sequence[ActionRecord], cards_to_click: bool) -> str:
    """The prompt for the person's decision: ``records`` are its legal actions,
    ``cards_to_click`` whether some card on the table plays one of them."""
    if cards_to_click:
        kinds = {r.kind for r in records if r.cards}
        if kinds == {SWAP}:
            return translate(
                "TableWidget", "Your turn: click a card in your hand and one on the table to swap them, "
                       "or say you are ready.")
        if kinds == {BURY}:
            return translate("TableWidget", "Your turn: click a card to bury it.")
        if kinds == {EXCHANGE} and all(r.action.startswith("exchange ") for r in records if r.cards):
            return translate(
                "TableWidget", "Your turn: click the dix to exchange it for the trump card, or choose "
                       "No exchange.")
        if kinds == {EXCHANGE}:
            return translate("TableWidget", "Your turn: click a card to pass it to your partner.")
        if kinds == {SHOW}:
            return translate(
                "TableWidget", "Your turn: click the card to show it; it starts the game.")
        if kinds == {PICKUP}:
            return translate(
                "TableWidget", "Your turn: no card can be played — pick up the pile, or click a face-up "
                       "card to add it first.")
        if CLAIM in kinds:
            return translate(
                "TableWidget", "Your turn: click a card to play it — face up, or face down claiming a "
                       "pishti (a bluff if it does not match).")
        if MELD in kinds:
            return translate(
                "TableWidget", "Your turn: lay down a meld (click its cards or its button), or choose Done.")
        if any(r.kind == SIGNAL for r in records):
            return translate(
                "TableWidget", "Your turn: click a card to play it, or first signal to your partner "
                       "what you hold (a button below).")
        return translate("TableWidget", "Your turn: click a card to play it.")
    every = {r.kind for r in records}
    if BID in every:
        return translate("TableWidget", "Your turn: bid or pass.")
    if TRUMP in every:
        return translate("TableWidget", "Your turn: name the trump suit.")
    if CHALLENGE in every:
        return translate("TableWidget", "Your turn: accept the claimed pishti or challenge it.")
    if every == {PICKUP}:
        return translate(
            "TableWidget", "Your turn: nothing you hold can be played — pick up the pile.")
    if {ACCEPT, DECLARE} <= every:
        return translate("TableWidget", "Your turn: play the bid or concede.")
    return translate("TableWidget", "Your turn.")
