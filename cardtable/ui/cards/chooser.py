"""Deck chooser: pick the French style, Italian style, card back and large indices, with a
live preview. ``python -m cardtable.ui.cards.chooser`` opens it on its own;
``--contact-sheet OUTDIR`` writes one PNG per deck instead (works with QT_QPA_PLATFORM=offscreen).
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict, dataclass

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (QApplication, QCheckBox, QComboBox, QFormLayout, QHBoxLayout,
                               QLabel, QVBoxLayout, QWidget)

from cardtable.art.decks import BACKS, FRENCH_STYLES, ITALIAN_STYLES, deck_name

from .renderer import CardRenderer


@dataclass(frozen=True)
class DeckChoice:
    french_style: str = "classic"
    italian_style: str = "napoletane"
    back: str = "lattice"
    large: bool = False

    @property
    def french_deck(self) -> str:
        """Deck directory for French-suited games, e.g. ``classic-large``."""
        return deck_name(self.french_style, self.large)

    @property
    def italian_deck(self) -> str:
        """Deck directory for Italian-suited games, e.g. ``napoletane``."""
        return deck_name(self.italian_style, self.large)


def _style_names() -> dict[str, str]:
    translate = QCoreApplication.translate
    return {
        "classic": translate("DeckChooser", "Classic (two colours)"),
        "fourcolour": translate("DeckChooser", "Four colours"),
        "napoletane": translate("DeckChooser", "Napoletane"),
        "piacentine": translate("DeckChooser", "Piacentine"),
        "lattice": translate("DeckChooser", "Blue lattice"),
        "rosette": translate("DeckChooser", "Red rosettes"),
        "tartan": translate("DeckChooser", "Green tartan"),
    }


class DeckChooser(QWidget):
    """Combo boxes for the styles and back, a large-index check box and a preview row."""

    choiceChanged = Signal(object)  # DeckChoice

    PREVIEW_FRENCH = ("AS", "10H", "QD")
    PREVIEW_ITALIAN = ("AD", "7C", "CB")
    PREVIEW_WIDTH = 84

    def __init__(self, choice: DeckChoice | None = None, renderer: CardRenderer | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("DeckChooser")
        self.setWindowTitle(self.tr("Card decks"))
        self.renderer = renderer or CardRenderer()
        choice = choice or DeckChoice()
        names = _style_names()

        self.french_combo = self._combo(FRENCH_STYLES, names, choice.french_style)
        self.italian_combo = self._combo(ITALIAN_STYLES, names, choice.italian_style)
        self.back_combo = self._combo(BACKS, names, choice.back)
        self.large_check = QCheckBox(self.tr("Large corner indices (easier to read)"))
        self.large_check.setChecked(choice.large)

        form = QFormLayout()
        form.addRow(self.tr("French-suited cards:"), self.french_combo)
        form.addRow(self.tr("Italian-suited cards:"), self.italian_combo)
        form.addRow(self.tr("Card back:"), self.back_combo)
        form.addRow("", self.large_check)

        self.preview_labels: list[QLabel] = []
        preview = QHBoxLayout()
        preview.setSpacing(6)
        for _ in range(len(self.PREVIEW_FRENCH) + len(self.PREVIEW_ITALIAN) + 1):
            label = QLabel()
            label.setMinimumSize(self.PREVIEW_WIDTH, round(self.PREVIEW_WIDTH * 1.4))
            self.preview_labels.append(label)
            preview.addWidget(label)
        preview.addStretch(1)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        heading = QLabel(self.tr("Preview"))
        layout.addWidget(heading)
        layout.addLayout(preview)
        layout.addStretch(1)  # extra height goes below the preview, not between its parts
        self.setStyleSheet("#DeckChooser { background: #2e6b3f; } "
                           "#DeckChooser QLabel, #DeckChooser QCheckBox { color: white; }")

        for combo in (self.french_combo, self.italian_combo, self.back_combo):
            combo.currentIndexChanged.connect(self._changed)
        self.large_check.toggled.connect(self._changed)
        self._update_preview()

    def _combo(self, keys: tuple[str, ...], names: dict[str, str], current: str) -> QComboBox:
        combo = QComboBox()
        for key in keys:
            combo.addItem(names.get(key, key), key)
        combo.setCurrentIndex(max(0, combo.findData(current)))
        return combo

    def choice(self) -> DeckChoice:
        return DeckChoice(french_style=self.french_combo.currentData(),
                          italian_style=self.italian_combo.currentData(),
                          back=self.back_combo.currentData(),
                          large=self.large_check.isChecked())

    def preview_cards(self) -> list[tuple[str, str]]:
        """What the preview shows, as (deck or "back", code or back name) pairs."""
        c = self.choice()
        return ([(c.french_deck, code) for code in self.PREVIEW_FRENCH]
                + [(c.italian_deck, code) for code in self.PREVIEW_ITALIAN]
                + [("back", c.back)])

    def _update_preview(self) -> None:
        dpr = self.devicePixelRatioF() or 1.0
        for label, (deck, code) in zip(self.preview_labels, self.preview_cards()):
            if deck == "back":
                pix = self.renderer.back(code, self.PREVIEW_WIDTH, dpr)
            else:
                pix = self.renderer.pixmap(deck, code, self.PREVIEW_WIDTH, dpr)
            label.setPixmap(pix)
            label.setToolTip(f"{deck} {code}")

    def _changed(self, *_args: object) -> None:
        self._update_preview()
        self.choiceChanged.emit(self.choice())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="cardtable-decks",
                                     description="Choose card decks, or write contact sheets.")
    parser.add_argument("--contact-sheet", metavar="OUTDIR",
                        help="write one PNG per deck (all faces and the backs) and exit")
    parser.add_argument("--width", type=int, default=120,
                        help="card width in pixels on contact sheets (default 120)")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    if args.contact_sheet:
        from .contact_sheet import write_contact_sheets
        for path in write_contact_sheets(args.contact_sheet, args.width):
            print(path)
        return 0
    chooser = DeckChooser()
    chooser.choiceChanged.connect(
        lambda c: print(json.dumps(asdict(c) | {"french_deck": c.french_deck,
                                                "italian_deck": c.italian_deck}), flush=True))
    chooser.show()
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
