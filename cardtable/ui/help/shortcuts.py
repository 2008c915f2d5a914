"""Help ▸ Keyboard Shortcuts: every menu action that has keys, with its keys, read from the
actions themselves (so the page never says other keys than the menus use), then the keys of
the table itself (the cards, the buttons, the review), which are no menu actions.
"""

from __future__ import annotations

from html import escape
from typing import Sequence

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget


def action_keys(action: QAction) -> list[str]:
    """The action's shortcuts as the platform writes them ("Ctrl+Shift+Z"), duplicates gone;
    not the special keys of some keyboards that a platform's standard keys add ("New", "Open",
    "Help": a key of that name, not the letters)."""
    native = QKeySequence.SequenceFormat.NativeText
    keys = (k.toString(native) for k in action.shortcuts() if not k.isEmpty())
    return list(dict.fromkeys(k for k in keys if not _special_key(k)))


def _special_key(text: str) -> bool:
    """A lone named key other than the function keys ("New", "Help"), not "F2" or "H"."""
    if "+" in text or len(text) <= 1:
        return False
    return not (text[0] == "F" and text[1:].isdigit())


def shortcut_rows(menus: Sequence[tuple[str, Sequence[QAction]]]) -> list[tuple[str, list[tuple[str, str]]]]:
    """Per menu, (title, [(action's text, its keys joined)]) for the actions that have keys."""
    out = []
    for title, actions in menus:
        rows = [(a.text().replace("&&", "\0").replace("&", "").replace("\0", "&"),
                 "  /  ".join(action_keys(a))) for a in actions if action_keys(a)]
        if rows:
            out.append((title, rows))
    return out


class ShortcutsDialog(QDialog):
    """The keyboard shortcuts page: the menus' keys, then the table's."""

    def __init__(self, menus: Sequence[tuple[str, Sequence[QAction]]],
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("ShortcutsDialog")
        self.setWindowTitle(self.tr("Keyboard Shortcuts"))
        self.rows = shortcut_rows(menus)
        self.browser = QTextBrowser(self)
        self.browser.setAccessibleName(self.tr("Keyboard shortcuts"))
        self.browser.setHtml(self.html())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)
        self.resize(560, 640)

    def table_keys(self) -> list[tuple[str, str]]:
        """The table's own keys (no menu action has them)."""
        return [
            (self.tr("Move the focus among the cards you can play and the buttons"),
             self.tr("← → ↑ ↓, Tab")),
            (self.tr("Play the focused card or press the focused button"), self.tr("Enter")),
            (self.tr("Choose the focused card (for a move of several cards)"), self.tr("Space")),
            (self.tr("Clear the cards chosen; close the review"), self.tr("Esc")),
            (self.tr("The earlier or later trick in the review"), self.tr("← →")),
            (self.tr("What a card is and what you can do with it"),
             self.tr("Right-click, or the menu key")),
        ]

    def html(self) -> str:
        title = self.tr("Keyboard Shortcuts")  # (not inside the f-string: lupdate reads it here)
        parts = [f"<h2>{escape(title)}</h2>"]
        sections = [*self.rows, (self.tr("On the table"), self.table_keys())]
        for title, rows in sections:
            parts.append(f"<h3>{escape(title)}</h3><table cellspacing='0' cellpadding='4'>")
            for text, keys in rows:
                parts.append(f"<tr><td width='70%'>{escape(text)}</td>"
                             f"<td><b>{escape(keys)}</b></td></tr>")
            parts.append("</table>")
        return "".join(parts)
