"""The game log's lines for what a step's events say besides its move: the games' notes
(``MESSAGE``: "The direction of play reverses"; a card in it named: "You take Jack of Clubs, the
bottom card of the stock …"; a ``REVEAL``'s: "Computer 2 was dealt 3♣ face up and starts"), a new
deal, who won a trick or took a pile ("Computer 3 wins the trick, 14 points"; "You take 6
cards"), a burned pile, and scores (``SCORE``: melds, a pishti, the last trick, the cards counted
at the end of a deal) — "Computer 2: royal marriage +40, pinochle +40". A move's own line is
:func:`action_line`.

Lists and clauses are joined as the language joins them (:func:`cardtable.engine.i18n.listed`,
"{what}, {points}"): Japanese writes "、", not a Latin comma.

A side's score is emitted for every partner in turn (data ``("shared", 1)``: the game total is
each partner's): it is written once, with the partners' names.
"""

from __future__ import annotations

from functools import cache
from typing import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QObject

from ...engine.events import BURN, DEAL, MESSAGE, MOVE, REVEAL, SCORE, TRICK_WON, Event
from ...engine.i18n import event_text, listed, partners


translate = QCoreApplication.translate  # pyside6-lupdate reads translate("Context", "text")


class EventLog(QObject):
    """The log's counted words ("You take 6 cards", "1 point"), in Qt's plural forms of the
    language. A class because ``pyside6-lupdate`` reads a plural from ``self.tr(text, "", n)``
    in a class, not from ``translate`` with a count held in a variable."""

    def take(self, n: int, mine: bool) -> str:
        return self.tr("You take %n cards", "", n) if mine else self.tr("takes %n cards", "", n)

    def points(self, n: int) -> str:
        return self.tr("%n points", "", n)


@cache
def _counted() -> EventLog:
    return EventLog()


def _text(event: Event) -> str:
    return event_text(event.text, event.data)


def _named(event: Event, card_name: Callable[[int], str] | None) -> str:
    """An event's note with its cards named as the table names cards: field ``card`` (the one
    card) or ``cards`` (all of them, "Ace of Hearts, Nine of Clubs")."""
    data = event.data
    if card_name is not None and event.cards and all(c >= 0 for c in event.cards):
        names = [card_name(c) for c in event.cards]
        named = {"card": names[0], "cards": listed(names)}
        data = tuple((k, named.get(k, v)) for k, v in data)
    return event_text(event.text, data)


# Notes a move's own log line already says ("Computer 2: names ♦ Diamonds trumps"): not written
# twice.
ECHOES = frozenset({"Trumps: {suit}"})


def action_line(name: str, phrase: str) -> str:
    """A player's move in the log: the name, then what they did ("Computer 2 plays Ace of
    Clubs"); a language may order the two otherwise."""
    return translate("EventLog", "{name} {action}").format(name=name, action=phrase)


def labelled_line(name: str, phrase: str) -> str:
    """A move of the person the table calls "You" in a game that has no sentence to say it to
    them (a game from another package without ``you_form``): "You: plays …", not "You plays …"."""
    return translate("EventLog", "{name}: {action}").format(name=name, action=phrase)


DEAL_LINE, YOURS = "deal", "yours"  # kinds of line the log sets apart (a deal's start; "You …")


def event_lines(events: Sequence[Event], names: Sequence[str], side_of: Callable[[int], int],
                deal_line: Callable[[int], str],
                card_name: Callable[[int], str] | None = None, you: int | None = None) -> list[str]:
    """The log lines of ``events``, in order: ``names`` per seat, ``side_of(seat)`` its side,
    ``deal_line(n)`` the line that opens deal ``n``, ``card_name(card)`` a card's name (a
    revealed card's note names it; without it, the note is left out); ``you``, the seat the
    table calls "You", reads its tricks and captures said to it ("You win the trick")."""
    return [text for _kind, text in event_entries(events, names, side_of, deal_line, card_name, you)]


def event_entries(events: Sequence[Event], names: Sequence[str], side_of: Callable[[int], int],
                  deal_line: Callable[[int], str], card_name: Callable[[int], str] | None = None,
                  you: int | None = None) -> list[tuple[str, str]]:
    """:func:`event_lines` with each line's kind: :data:`DEAL_LINE`, :data:`YOURS` (a trick,
    capture or score of the seat ``you``) or ""."""
    lines: list[tuple[str, str]] = []
    scores: list[tuple[tuple[int, ...], str]] = []  # (seats, "reason +n"), in order

    def flush() -> None:
        while scores:  # consecutive scores of the same seats make one line
            seats, part = scores.pop(0)
            parts = [part]
            while scores and scores[0][0] == seats:
                parts.append(scores.pop(0)[1])
            who = partners(names[s] if 0 <= s < len(names) else str(s + 1) for s in seats)
            lines.append((YOURS if you in seats else "", labelled_line(who, listed(parts))))

    last: tuple[int, str, int] | None = None  # the score event just before, (side, reason, value)
    for e in events:
        if e.kind == SCORE and e.text and e.value:
            data = dict(e.data)
            side = data["side"] if isinstance(data.get("side"), int) else side_of(e.seat)
            key = (side, e.text, e.value)
            if data.get("shared") and key == last and scores and e.seat not in scores[-1][0]:
                seats, part = scores[-1]  # a partner's copy of the same score
                scores[-1] = (seats + (e.seat,), part)
                continue
            last = key
            scores.append(((e.seat,), f"{_text(e)} {e.value:+d}"))
            continue
        last = None
        if e.kind == TRICK_WON and 0 <= e.seat < len(names):
            flush()
            mine = e.seat == you
            if e.src == "trick":
                what = (translate("EventLog", "You win the trick") if mine
                        else translate("EventLog", "wins the trick"))
            else:  # a capture: every card moved from the same place to the same pile (2 or more)
                n = sum(len(x.cards) for x in events
                        if x.kind in (MOVE, TRICK_WON) and x.src == e.src and x.dst == e.dst)
                what = _counted().take(n, mine)
            if e.value:
                what = translate("EventLog", "{what}, {points}").format(
                    what=what, points=_counted().points(e.value))
            lines.append((YOURS, what) if mine else ("", action_line(names[e.seat], what)))
        elif e.kind == BURN:
            flush()
            burned = translate("EventLog", "The pile is burned")
            lines.append(("", translate("EventLog", "{burned} ({why})").format(
                burned=burned, why=_text(e)) if e.text else burned))
        elif e.kind == MESSAGE and e.text and e.text not in ECHOES \
                and (card_name is not None or not e.cards):
            flush()
            lines.append((YOURS if you is not None and e.seat == you else "", _named(e, card_name)))
        elif e.kind == REVEAL and e.text and card_name is not None and len(e.cards) == 1 \
                and e.cards[0] >= 0:  # a card shown to everyone, with a note ("... and starts")
            flush()
            lines.append((YOURS if you is not None and e.seat == you else "", _named(e, card_name)))
        elif e.kind == DEAL:
            flush()
            lines.append((DEAL_LINE, deal_line(e.value)))
    flush()
    return lines
