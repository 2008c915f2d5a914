"""Card pictures for the Qt UI: :class:`CardRenderer` (SVG -> cached pixmaps),
:func:`render_deck` and the :class:`~cardtable.ui.cards.chooser.DeckChooser` widget.
The SVG files themselves come from :mod:`cardtable.art`."""

from .renderer import ASPECT, CardRenderer, card_height, render_deck

__all__ = ["ASPECT", "CardRenderer", "card_height", "render_deck"]
