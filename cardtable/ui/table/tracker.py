"""The card tracker beside the game log: every card of the pack by suit, the ones seen leaving
play this deal (played to a trick, captured, buried) struck through — what a strong player
keeps in their head."""

from __future__ import annotations

from html import escape
from typing import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from ...art.decks import ITALIAN_INDEX
from ...engine.cards import Pack, suit_symbol
from .scene import SUIT_ORDER, rank_order

RED = {"french": {"H", "D"}, "italian": {"C", "D"}}
INK, RED_INK, GONE = "#e6efe8", "#ff9a8f", "#5d7a67"


def rank_text(style: str, rank: str) -> str:
    """A rank as the card's corner shows it (Italian-suited cards are numbered 1 to 10)."""
    return ITALIAN_INDEX.get(rank, rank) if style == "italian" else rank


def tracker_rows(pack: Pack, out: set[int], ranks: Sequence[str] = ()
                 ) -> list[tuple[str, str, list[tuple[str, int, int]]]]:
    """Per suit (in a sorted hand's order): its code, its symbol and, per face in a sorted hand's
    order (``ranks``, the game's, then the pack's), (rank text, copies in the pack, copies out of
    play)."""
    place = rank_order(pack, ranks)
    faces: dict[str, dict[str, list[int]]] = {}
    style = "french"
    for cid, card in enumerate(pack.cards):
        if card.is_joker:
            continue
        style = card.style
        faces.setdefault(card.suit, {}).setdefault(card.rank, []).append(cid)
    rows = []
    for suit in sorted(faces, key=lambda s: SUIT_ORDER.get(s, 9)):
        cells = [(rank_text(style, rank), len(ids), sum(1 for c in ids if c in out))
                 for rank, ids in sorted(faces[suit].items(), key=lambda f: place[f[0]])]
        rows.append((suit, suit_symbol(style, suit), cells))
    return rows


class CardTracker(QLabel):
    """The tracker as a small table of text (rich text, no images)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setStyleSheet("QLabel { background: #10281d; border-radius: 4px; padding: 4px; }")
        self.setWordWrap(False)
        self.rows: list[tuple[str, str, list[tuple[str, int, int]]]] = []

    def show_pack(self, pack: Pack, out: set[int], title: str, trump: str | None = None,
                  ranks: Sequence[str] = ()) -> None:
        """The pack by suit, the cards in ``out`` struck through, the ``trump`` suit's row
        marked, each suit's faces in ``ranks``' order (:func:`tracker_rows`)."""
        self.rows = tracker_rows(pack, out, ranks)
        style = next((c.style for c in pack.cards if not c.is_joker), "french")
        lines = [f'<div style="color:{INK}; margin-bottom:2px;"><b>{escape(title)}</b></div>',
                 '<table cellspacing="0" cellpadding="2" style="font-size:13px;">']
        for suit, symbol, cells in self.rows:
            colour = RED_INK if suit in RED.get(style, set()) else INK
            mark = ' style="background-color:#275c40;"' if suit == trump else ""
            parts = [f'<td style="color:{colour};"><b>{escape(symbol)}</b>&nbsp;</td>'
                     if suit == trump else f'<td style="color:{colour};">{escape(symbol)}&nbsp;</td>']
            for text, copies, gone in cells:
                left = copies - gone
                # a face of several copies some of which are gone: how many are left
                shown = escape(text) + (f"<sub>{left}</sub>" if 0 < left < copies else "")
                if left == 0:
                    parts.append(f'<td style="color:{GONE};"><s>{escape(text)}</s></td>')
                else:
                    parts.append(f'<td style="color:{colour};">{shown}</td>')
            lines.append(f"<tr{mark}>" + "".join(parts) + "</tr>")
        lines.append("</table>")
        self.setText("".join(lines))
