"""The menu a right-click on a card (or a pile's top card) opens: what the card is, where it
lies and how many cards are there, and what the person can do with it now (each legal move that
uses it, played from the menu). It knows no game: the names come from the pack and the layout,
the moves from the session's records, as the clicks' do.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtWidgets import QMenu, QWidget

from ...engine.events import HIDDEN, zone_owner
from ...engine.i18n import tr
from .card_item import CardItem

if TYPE_CHECKING:
    from .widget import TableWidget


class CardMenu(QMenu):
    """The menu for one card: its name, its place, then a line per legal move that uses it
    (choosing one plays it), or why there is none."""

    def __init__(self, table: "TableWidget", item: CardItem, parent: QWidget | None = None):
        super().__init__(parent or table)
        self.setObjectName("cardMenu")
        self.table, self.item = table, item
        scene = table.scene
        assert scene is not None
        title = self.addAction(self.card_title())
        title.setEnabled(False)
        font = title.font()
        font.setBold(True)
        title.setFont(font)
        zone = scene.zone_of_item(item)
        if zone is not None:
            count = len(scene.zone_items.get(zone, []))
            where = self.zone_text(zone)
            line = self.tr("{place}: %n cards", "", count).format(place=where)
            self.addAction(line).setEnabled(False)
        self.addSeparator()
        self.moves: list[tuple[str, Callable[[], Any]]] = []
        if table.input_open:
            key = table.key_of(item)
            for record in table.card_records():
                if key in table.record_keys(record):
                    self.moves.append((record.label or record.action,
                                       partial(table.play, record.action)))
        if _private_pile(table, item):
            self.moves.append((self.tr("Show these cards (seen only by you)"),
                               lambda: table.show_private_pile(item)))
        for text, slot in self.moves:
            if text == self.card_title():  # a play named by its card: say it is one
                text = self.tr("Play {card}").format(card=text)
            act = self.addAction(text)
            act.triggered.connect(lambda _=False, f=slot: f())
        if not self.moves:
            why = (self.tr("Nothing to do with it now") if table.input_open
                   else self.tr("Not your turn now"))
            self.addAction(why).setEnabled(False)

    def card_title(self) -> str:
        """The card's name as the viewer knows it ("Nine of Hearts"), or "A face-down card"."""
        scene, item = self.table.scene, self.item
        if scene is None or item.card == HIDDEN or not item.shown:
            return self.tr("A face-down card")
        return scene.pack.card(item.card).display_name()

    def zone_text(self, zone: str) -> str:
        """A zone said for the person: "Your hand", else its layout label (translated) and
        whose it is ("Cards won of Computer 2")."""
        table = self.table
        scene = table.scene
        assert scene is not None
        owner = zone_owner(zone)
        base = zone.split(":", 1)[0]
        if owner is not None and owner == table.viewer and base == "hand":
            return self.tr("Your hand")
        label = scene.layout.for_zone(zone).label
        text = tr(label) if label else base.replace("_", " ").capitalize()
        names = table.seat_names()
        if owner is not None and 0 <= owner < len(names):
            return self.tr("{place} of {name}").format(place=text, name=names[owner])
        return text


def _private_pile(table: "TableWidget", item: CardItem) -> bool:
    """Whether ``item`` lies in a face-down middle pile that holds cards only the viewer knows
    (the Pinochle bidder's buried cards): the menu offers to show them."""
    scene, session = table.scene, table.session
    zone = scene.zone_of_item(item) if scene is not None else None
    if scene is None or session is None or zone is None or zone_owner(zone) is not None:
        return False
    public = set(session.state.observation(None).zones.get(zone, ()))
    return any(it.card != HIDDEN and not it.shown and it.card not in public
               for it in scene.zone_items.get(zone, []))
