"""What the app asks Qt to translate while it runs is in every catalogue: a listening
translator, asked only after the language's own found nothing, records each miss while the
window, every dialog and a deal of each game run in each language. A string used but missing or
vanished from a catalogue (or asked in another context than lupdate filed it under) is caught
here even when no static check sees it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QApplication

from cardtable.app import catalogue
from cardtable.cli import translations
from cardtable.engine import i18n as engine_i18n
from cardtable.engine.i18n import ENGINE
from cardtable.ui import i18n

from .app_driver import QUIET, make_window, play_moves, setup
from .test_layout_fit import _dialogs


class Listener(QTranslator):
    """Installed before the language's translators, so Qt asks it last: what it is asked, no
    other translator answered."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: set[tuple[str, str]] = set()

    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: ANN001
        self.asked.add((context, source))
        return ""

    def isEmpty(self) -> bool:  # noqa: N802
        return False


def _finished(code: str) -> tuple[set[tuple[str, str]], set[str]]:
    messages = [m for m in translations.read(catalogue.catalogue_path(code))[1]
                if m.live and m.finished]
    return {(m.context, m.source) for m in messages}, {m.source for m in messages}


@pytest.mark.parametrize("code", catalogue.languages())
def test_every_string_the_app_asks_for_is_in_the_catalogue(qtbot, code):
    app = QApplication.instance()
    listener = Listener()
    app.installTranslator(listener)
    try:
        i18n.install(app, code)
        window = make_window(qtbot, QUIET, size=(1280, 720))
        for name, make in _dialogs(window).items():
            dialog = make()
            dialog.show()
            dialog.close()
        for game, players in (("briscola", 4), ("pishti", 2), ("shithead", 3), ("pinochle", 3)):
            window.start_game(setup(game, "human," + ",".join(["ai:greedy"] * (players - 1)),
                                    players, seed=11), ai="inline")
            play_moves(qtbot, window, 4)
            window.table.show_sheet() if hasattr(window.table, "show_sheet") else None
        window.close_session()
    finally:
        app.removeTranslator(listener)
        i18n.install(app, catalogue.ENGLISH)
        engine_i18n.set_translator(None)
    exact, anywhere = _finished(code)
    ours = {c for c, _, _, _ in translations.marked_strings()} | {ENGINE}
    missed = sorted(
        (context, source) for context, source in listener.asked
        if source.strip() and (
            (context == ENGINE and (context, source) not in exact)
            # a class's tr() asks its own class, then its bases: a miss counts where the words
            # are finished under no context of ours at all
            or (context != ENGINE and context in ours and source not in anywhere)))
    assert len(listener.asked) > 20  # it listened (the MRO asks subclasses first: misses)
    assert not missed, f"{code}: asked but not translated: {missed[:10]}"
