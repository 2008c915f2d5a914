"""Card art generator: draws every card face, back and table graphic as SVG, in pure Python.

Nothing here imports Qt; :mod:`cardtable.ui.cards` renders the files. See ``docs/card-art.md``.
"""

from .decks import (ASSETS_DIR, BACKS, DECKS, FRENCH_STYLES, ITALIAN_STYLES, TABLE_ITEMS,
                    DeckSpec, back_path, card_codes, deck_name, face_path, table_path)

__all__ = ["ASSETS_DIR", "BACKS", "DECKS", "FRENCH_STYLES", "ITALIAN_STYLES", "TABLE_ITEMS",
           "DeckSpec", "back_path", "card_codes", "deck_name", "face_path", "table_path"]
