"""The help window: "How to play" (the table, mouse and keyboard) and each game's rules, rendered
from Markdown.

The texts are ``assets/help/how-to-play.md`` and ``assets/help/<game>.md``
(our own words, one section per rule option; package data, so an installed wheel and the native
build carry them). A translation is ``assets/help/<language>/<page>.md`` (``it``, or
``pt_BR`` then ``pt``); the window picks the one for the UI language and falls back to English.
A game without a help file (a third-party plugin) gets a page built from its description and its
options' labels and explanations, so every game has rules to read.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QHBoxLayout, QListWidget,
                               QListWidgetItem, QTextBrowser, QVBoxLayout, QWidget)

from ...app.plugins import Registry
from ...engine.game import Game
from ...engine.i18n import listed, tr
from ...resources import ASSETS_DIR
from ..dialogs.option_editors import choice_text


HELP_DIR = ASSETS_DIR / "help"


def help_dirs() -> list[Path]:
    """Where help texts lie: package data (a source tree, an installed wheel, a native build)."""
    return [HELP_DIR]


def help_file(game_id: str, language: str | None = None) -> Path | None:
    """The rules file for ``game_id`` in ``language`` (default: the UI language), else English."""
    name = language if language is not None else QLocale().name()  # e.g. "it_IT"
    tried = [name, name.split("_")[0]] if name else []
    for folder in help_dirs():
        for lang in tried:
            if lang and lang != "en":
                p = folder / lang / f"{game_id}.md"
                if p.is_file():
                    return p
        p = folder / f"{game_id}.md"
        if p.is_file():
            return p
    return None


HOW_TO_PLAY = "how-to-play"  # the page of the table's use (not a game id: ids have no dash)


def help_markdown(page: str, language: str | None = None) -> str | None:
    """A help page's text (``HOW_TO_PLAY`` or a game id), None when it has no file."""
    path = help_file(page, language)
    if path is None:
        return None
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None


def generated_rules(game: Game) -> str:
    """A page for a game without a help file: its description and options."""
    translate = QCoreApplication.translate
    lines = [f"# {game.display_name()}", "", tr(game.description), "",
             "## " + translate("RulesWindow", "Options"), ""]
    for option in game.option_set.options.values():
        text = f"**{option.display_label()}**"
        if option.help:
            text += f" — {tr(option.help)}"
        if option.choices:
            text += " (" + listed(choice_text(option, c) for c in option.choices) + ")"
        lines += [text, ""]
    return "\n".join(lines)


def rules_markdown(game: Game, language: str | None = None) -> str:
    text = help_markdown(game.id, language)
    return text if text is not None else generated_rules(game)


class RulesWindow(QDialog):
    """"How to play" and the games on the left, the chosen page on the right. Not modal: it may
    stay open beside the table."""

    def __init__(self, registry: Registry, parent: QWidget | None = None, *, game: str | None = None,
                 language: str | None = None):
        super().__init__(parent)
        self.setObjectName("RulesWindow")
        self.setWindowTitle(self.tr("Help"))
        self.setModal(False)
        self.registry = registry
        self.language = language
        self.games = QListWidget(self)
        self.games.setMaximumWidth(180)
        item = QListWidgetItem(self.tr("How to play"), self.games)
        item.setData(Qt.ItemDataRole.UserRole, HOW_TO_PLAY)
        for gid in sorted(registry.games, key=lambda g: registry.games[g].display_name()):
            item = QListWidgetItem(registry.games[gid].display_name(), self.games)
            item.setData(Qt.ItemDataRole.UserRole, gid)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        self.browser.document().setDocumentMargin(14)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        row = QHBoxLayout()
        row.addWidget(self.games)
        row.addWidget(self.browser, 1)
        outer = QVBoxLayout(self)
        outer.addLayout(row, 1)
        outer.addWidget(buttons)
        self.resize(820, 640)
        self.games.currentItemChanged.connect(self._chosen)
        self.show_game(game or (self.games.item(1).data(Qt.ItemDataRole.UserRole)
                                if self.games.count() > 1 else HOW_TO_PLAY))

    @property
    def game_id(self) -> str:
        item = self.games.currentItem()
        return str(item.data(Qt.ItemDataRole.UserRole)) if item else ""

    def show_game(self, game_id: str) -> None:
        for i in range(self.games.count()):
            if self.games.item(i).data(Qt.ItemDataRole.UserRole) == game_id:
                self.games.setCurrentRow(i)
                return

    def _chosen(self) -> None:
        page = self.game_id
        game = self.registry.games.get(page)
        if page == HOW_TO_PLAY:
            text = help_markdown(HOW_TO_PLAY, self.language) or ""
        elif game is not None:
            text = rules_markdown(game, self.language)
        else:
            self.browser.clear()
            return
        self.browser.setMarkdown(text)
        self.browser.verticalScrollBar().setValue(0)
