"""The Preferences dialog: cards, table, pace, language, sound and play aids.

It edits a :class:`~cardtable.app.settings.Settings` and returns the edited copy; what it does not
show (the window geometry, the New Game dialog's memory) passes through unchanged. The caller
saves and applies it::

    dialog = PreferencesDialog(settings, parent=self)
    if dialog.exec():
        settings = dialog.edited()
        app_settings.save(settings)
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QByteArray, QLocale, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (QCheckBox, QColorDialog, QComboBox, QDialog, QDialogButtonBox,
                               QFormLayout, QGroupBox, QHBoxLayout, QLabel, QPushButton,
                               QVBoxLayout, QWidget)

from ...app import catalogue
from ...app.settings import AI_PACES, ANIMATION_SPEEDS, CARD_SIZES, DEFAULT_FELT, Settings
from ..cards.chooser import DeckChoice, DeckChooser
from ..i18n import TRANSLATIONS
from ..numbers import percent
from ..wrap_check import WrapCheckBox


def geometry_text(window: QWidget) -> str:
    """The window's size and place as text for ``Settings.window_geometry``."""
    return bytes(window.saveGeometry().toBase64().data()).decode("ascii")


def restore_geometry(window: QWidget, text: str) -> bool:
    """Put the window back where ``geometry_text`` found it; False (and nothing changes) for
    empty or unusable text."""
    if not text:
        return False
    return bool(window.restoreGeometry(QByteArray.fromBase64(text.encode("ascii"))))


def available_languages(folder: Path = TRANSLATIONS) -> list[tuple[str, str]]:
    """(code, name) of English and every catalogue ``cardtable_<code>.ts``."""
    codes = {"en"} | set(catalogue.languages(folder))
    out = []
    for code in sorted(codes):
        locale = QLocale(code)
        name = locale.nativeLanguageName() or code
        out.append((code, f"{name[:1].upper()}{name[1:]} ({code})"))
    return out


class PreferencesDialog(QDialog):
    def __init__(self, settings: Settings | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("PreferencesDialog")
        self.setWindowTitle(self.tr("Preferences"))
        self._original = settings or Settings()

        # Cards: the deck chooser with its preview.
        cards_box = QGroupBox(self.tr("Cards"), self)
        self.decks = DeckChooser(parent=cards_box)
        # The preview lies on the chosen felt (the chooser's own style asks for a painted
        # background; its labels are white).
        self.decks.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        QVBoxLayout(cards_box).addWidget(self.decks)

        # Table and pace.
        table_box = QGroupBox(self.tr("Table"), self)
        self.felt_button = QPushButton(table_box)
        self.felt_button.setAccessibleName(self.tr("Felt colour"))
        self.felt_button.clicked.connect(self._pick_felt)
        self.felt_default = QPushButton(self.tr("Default"), table_box)
        self.felt_default.clicked.connect(lambda: self.set_felt(DEFAULT_FELT))
        felt_row = QHBoxLayout()
        felt_row.addWidget(self.felt_button, 1)
        felt_row.addWidget(self.felt_default)
        self.animation = QComboBox(table_box)
        names = {"off": self.tr("Off"), "fast": self.tr("Fast"), "normal": self.tr("Normal"),
                 "slow": self.tr("Slow")}
        for key in ANIMATION_SPEEDS:
            self.animation.addItem(names[key], key)
        self.pace = QComboBox(table_box)
        paces = {"instant": self.tr("At once"), "fast": self.tr("Quick"),
                 "normal": self.tr("Normal"), "slow": self.tr("Slow, easy to follow")}
        for key in AI_PACES:
            self.pace.addItem(paces[key], key)
        table_form = QFormLayout(table_box)
        felt_label = QLabel(self.tr("&Felt colour:"), table_box)
        felt_label.setBuddy(self.felt_button)
        table_form.addRow(felt_label, felt_row)
        self.card_size = QComboBox(table_box)
        for size in CARD_SIZES:
            self.card_size.addItem(self.tr("{size}% (as large as fits)").format(size=size)
                                   if size == 100 else percent(size / 100), size)
        self.card_size.setToolTip(self.tr("The cards' size, a share of the largest that fits the "
                                          "window (Ctrl+plus and Ctrl+minus change it too)"))
        self.high_contrast = WrapCheckBox(self.tr("&High contrast: black table, white text, yellow "
                                               "buttons, large card indices"), table_box)
        table_form.addRow(self.tr("Card si&ze:"), self.card_size)
        table_form.addRow(self.high_contrast)
        table_form.addRow(self.tr("&Animations:"), self.animation)
        table_form.addRow(self.tr("&Computer moves:"), self.pace)

        # Playing.
        play_box = QGroupBox(self.tr("Playing"), self)
        self.sort_hand = WrapCheckBox(self.tr("&Sort my hand as the game ranks the cards"), play_box)
        self.sort_hand.setToolTip(self.tr("By suit, weakest to strongest; by rank alone where "
                                          "suits play no part (Pishti, Shithead)"))
        self.confirm = WrapCheckBox(self.tr("Ask before &risky actions (new game, quit, giving up "
                                         "a game in progress)"), play_box)
        self.confirm_moves = WrapCheckBox(self.tr("Ask before a costly &move (picking up the pile, "
                                               "conceding, declaring out)"), play_box)
        self.undo = WrapCheckBox(self.tr("Allow &undo (a game with an undo is not counted in "
                                      "the statistics)"), play_box)
        self.sound = WrapCheckBox(self.tr("Sound &effects"), play_box)
        self.coach = WrapCheckBox(self.tr("C&oach: suggest a move at every turn (the hint, shown "
                                       "by itself)"), play_box)
        self.play_forced = WrapCheckBox(self.tr("Pla&y my move for me when it is the only one "
                                             "possible"), play_box)
        self.card_tracker = WrapCheckBox(self.tr("Show the cards &played beside the game log (a card "
                                              "tracker)"), play_box)
        play_layout = QVBoxLayout(play_box)
        for box in (self.sort_hand, self.play_forced, self.confirm, self.confirm_moves, self.undo,
                    self.sound, self.coach, self.card_tracker):
            play_layout.addWidget(box)

        # Language.
        lang_box = QGroupBox(self.tr("Language"), self)
        self.language = QComboBox(lang_box)
        self.language.addItem(self.tr("The system's language"), "")
        for code, name in available_languages():
            self.language.addItem(name, code)
        self.language_note = QLabel(self.tr("A new language is used at once, in the game log "
                                            "so far too."), lang_box)
        self.language_note.setWordWrap(True)
        lang_layout = QVBoxLayout(lang_box)
        lang_layout.addWidget(self.language)
        lang_layout.addWidget(self.language_note)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.defaults_button = self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        self.defaults_button.clicked.connect(lambda: self.show_settings(Settings()))

        # two columns of about the same height, so that the dialog fits a 1280x720 screen in
        # every language (the long options wrap: WrapCheckBox)
        left = QVBoxLayout()
        left.addWidget(cards_box, 1)
        left.addWidget(lang_box)
        right = QVBoxLayout()
        right.addWidget(table_box)
        right.addWidget(play_box)
        right.addStretch(1)
        columns = QHBoxLayout()
        columns.addLayout(left, 0)  # as wide as the preview; the options take the rest
        columns.addLayout(right, 1)
        outer = QVBoxLayout(self)
        outer.addLayout(columns, 1)
        outer.addWidget(self.buttons)
        self.show_settings(self._original)

    # --- settings <-> widgets -----------------------------------------------------------------
    def show_settings(self, s: Settings) -> None:
        """Put ``s`` into the widgets (Restore Defaults passes the defaults)."""
        for combo, value in ((self.decks.french_combo, s.french_style),
                             (self.decks.italian_combo, s.italian_style),
                             (self.decks.back_combo, s.back), (self.animation, s.animation_speed),
                             (self.pace, s.ai_pace), (self.language, s.language),
                             (self.card_size, s.card_size)):
            index = combo.findData(value)
            if index < 0 and combo is self.language:  # a catalogue that is gone: keep the code
                combo.addItem(str(value), value)
                index = combo.count() - 1
            combo.setCurrentIndex(max(index, 0))
        self.decks.large_check.setChecked(s.large_indices)
        self.set_felt(s.felt)
        self.sort_hand.setChecked(s.sort_hand)
        self.confirm.setChecked(s.confirm_risky)
        self.confirm_moves.setChecked(s.confirm_moves)
        self.undo.setChecked(s.undo_allowed)
        self.sound.setChecked(s.sound)
        self.coach.setChecked(s.coach)
        self.play_forced.setChecked(s.play_forced)
        self.card_tracker.setChecked(s.card_tracker)
        self.high_contrast.setChecked(s.high_contrast)

    def edited(self) -> Settings:
        """The settings as the dialog shows them (window geometry and game memory unchanged)."""
        choice: DeckChoice = self.decks.choice()
        return replace(self._original, french_style=choice.french_style,
                       italian_style=choice.italian_style, back=choice.back,
                       large_indices=choice.large, felt=self.felt,
                       animation_speed=self.animation.currentData(), ai_pace=self.pace.currentData(),
                       language=self.language.currentData(), sound=self.sound.isChecked(),
                       confirm_risky=self.confirm.isChecked(),
                       confirm_moves=self.confirm_moves.isChecked(), sort_hand=self.sort_hand.isChecked(),
                       undo_allowed=self.undo.isChecked(), coach=self.coach.isChecked(),
                       play_forced=self.play_forced.isChecked(),
                       card_tracker=self.card_tracker.isChecked(),
                       card_size=int(self.card_size.currentData()),
                       high_contrast=self.high_contrast.isChecked())

    # --- felt colour --------------------------------------------------------------------------
    def set_felt(self, colour: str) -> None:
        c = QColor(colour)
        if not c.isValid():
            return
        self.felt = c.name()
        text = "black" if c.lightness() > 140 else "white"
        self.felt_button.setText(self.felt)
        self.felt_button.setStyleSheet(f"background: {self.felt}; color: {text};")
        self.decks.setStyleSheet(f"#DeckChooser {{ background: {self.felt}; }} "
                                 f"#DeckChooser QLabel, #DeckChooser QCheckBox {{ color: {text}; }}")

    def _pick_felt(self) -> None:
        colour = QColorDialog.getColor(QColor(self.felt), self, self.tr("Felt colour"))
        if colour.isValid():
            self.set_felt(colour.name())
