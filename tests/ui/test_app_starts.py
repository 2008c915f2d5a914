"""The application window opens, lists the games and closes cleanly."""

import subprocess
import sys

from cardtable.app.plugins import registry
from cardtable.ui.main_window import MainWindow


def test_main_window_lists_every_game_and_quits(qtbot):
    window = MainWindow(registry())
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    texts = [window.games.item(i).text() for i in range(window.games.count())]
    assert any(t.startswith("Briscola — 2, 3, 4, 6 players") for t in texts)
    assert len(texts) == len(registry().games)
    window.quit_action.trigger()
    assert not window.isVisible()


def test_the_chosen_games_card_keeps_its_colours(qtbot):
    """Qt tints a selected item's icon: Briscola's ace turned blue in the chosen row."""
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QIcon
    window = MainWindow(registry())
    qtbot.addWidget(window)
    for i in range(window.games.count()):
        icon = window.games.item(i).icon()
        plain = icon.pixmap(QSize(64, 90)).toImage()
        assert not plain.isNull()
        assert icon.pixmap(QSize(64, 90), QIcon.Mode.Selected).toImage() == plain


def test_enter_on_a_game_deals_it(qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from cardtable.ui.table import Timing
    from tests.ui.app_driver import QUIET
    window = MainWindow(registry(), Timing("off"), settings=QUIET)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    panel = window.start_panel
    panel.games.setCurrentRow([panel.games.item(i).data(Qt.ItemDataRole.UserRole)
                               for i in range(panel.games.count())].index("pishti"))
    QTest.keyClick(panel.games, Qt.Key.Key_Return)
    assert window.session is not None and window.session.setup.game == "pishti"


def test_python_dash_m_cardtable_starts_and_exits():
    code = ("import sys; from PySide6.QtCore import QTimer; from PySide6.QtWidgets import QApplication;"
            "app = QApplication(sys.argv); QTimer.singleShot(300, app.quit);"
            "from cardtable.__main__ import main; sys.exit(main())")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                          env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})
    assert proc.returncode == 0, proc.stderr


def test_broken_plugins_are_shown_not_fatal(qtbot):
    from cardtable.app.plugins import BrokenPlugin, Registry
    reg = Registry()
    reg.games = dict(registry().games)
    reg.broken = [BrokenPlugin("oldgame", "oldgame:GAME", "ImportError: no module named oldgame")]
    window = MainWindow(reg)
    qtbot.addWidget(window)
    window.show()
    assert window.problems.isVisible()
    assert "oldgame" in window.problems.text() and "ImportError" in window.problems.text()
    assert window.games.count() == len(reg.games)


def test_screenshot_option_writes_the_window_as_png(tmp_path):
    out = tmp_path / "window.png"
    proc = subprocess.run([sys.executable, "-m", "cardtable", "--screenshot", str(out)],
                          capture_output=True, text=True, timeout=60,
                          env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})
    assert proc.returncode == 0, proc.stderr
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and out.stat().st_size > 5000


def test_a_window_larger_than_the_screen_is_fitted_onto_it(qtbot):
    """A size remembered on a bigger monitor (or --size) must not leave the table's bottom row
    of cards, the person's hand, off-screen."""
    window = MainWindow(registry())
    qtbot.addWidget(window)
    free = window.screen().availableGeometry()
    window.resize(free.width() + 900, free.height() + 700)
    window.move(free.x() + 300, free.y() + 200)
    window.fit_to_screen()
    assert window.width() <= free.width() and window.height() <= free.height()
    assert free.contains(window.geometry().topLeft())
    assert window.x() + window.width() <= free.x() + free.width()
    assert window.y() + window.height() <= free.y() + free.height()
    small = (window.width() - 100, window.height() - 100)
    window.resize(*small)
    window.fit_to_screen()  # a window that fits is left as it is
    assert (window.width(), window.height()) == small


def test_enter_presses_the_start_page_button_tab_reached(qtbot):
    """Tab to "Watch a demo" and Enter: nothing happened (outside a dialog Enter pressed only
    the default button, Deal)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from tests.ui.app_driver import make_window

    window = make_window(qtbot)
    panel = window.start_panel
    panel.select_game("briscola")
    panel.demo_button.setFocus()
    QTest.keyClick(panel.demo_button, Qt.Key.Key_Return)
    assert window.session is not None and window.session.setup.game == "briscola"
    assert not any(s.is_human for s in window.session.setup.seats)  # a demo: computers only
    window.close()


def test_the_start_page_deals_at_the_chosen_level_and_rules_and_remembers_the_level(qtbot):
    """The start page had no level: every game from it was against the expert, and its rules
    list showed the presets' code names ("club") rather than their names."""
    from PySide6.QtCore import Qt

    from cardtable.app import settings as settings_store
    from tests.ui.app_driver import make_window

    window = make_window(qtbot)
    panel = window.start_panel
    panel.select_game("pishti")
    names = [panel.preset.itemText(i) for i in range(panel.preset.count())]
    assert "Club rules (game to 151)" in names and "club" not in names
    panel.preset.setCurrentIndex(panel.preset.findData("club"))
    assert panel.level.currentData() == "expert"  # the default
    panel.level.setCurrentIndex(panel.level.findData("master"))
    from cardtable.ai.levels import LEVEL_DESCRIPTIONS
    from cardtable.engine.i18n import tr
    assert panel.level.toolTip() == tr(LEVEL_DESCRIPTIONS["master"], "agents")  # what it plays like
    qtbot.mouseClick(panel.deal_button, Qt.MouseButton.LeftButton)
    setup = window.session.setup
    assert setup.preset == "club" and setup.seat(1).level == "master" and setup.seat(0).is_human
    assert window.settings.start_level == "master"
    again = make_window(qtbot, settings_store.load())
    assert again.start_panel.level.currentData() == "master"


def test_the_start_page_remembers_each_games_players_and_rules(qtbot):
    """A game's player count and rules as last played come back when that game is chosen on
    the start page again — after another game, and in the next session — instead of the first
    count; a game played from elsewhere (New Game) is the page's choice when it shows again."""
    from PySide6.QtCore import Qt

    from cardtable.app import settings as settings_store
    from cardtable.app.game_setup import AI, HUMAN, GameSetup, SeatSpec
    from tests.ui.app_driver import make_window

    window = make_window(qtbot)
    panel = window.start_panel
    panel.select_game("pishti")
    panel.players.setCurrentIndex(panel.players.findData(4))
    club = panel.preset.findData("club")
    assert club >= 0, "the club rules are not offered to four"
    panel.preset.setCurrentIndex(club)
    qtbot.mouseClick(panel.deal_button, Qt.MouseButton.LeftButton)
    assert window.session.setup.players == 4 and window.session.setup.preset == "club"
    again = make_window(qtbot, settings_store.load())
    panel = again.start_panel
    assert panel.game_id() == "pishti"
    assert (panel.players.currentData(), panel.preset.currentData()) == (4, "club")
    panel.select_game("briscola")  # never dealt from here: its first count, standard rules
    assert (panel.players.currentData(), panel.preset.currentData()) == (2, None)
    panel.select_game("pishti")
    assert (panel.players.currentData(), panel.preset.currentData()) == (4, "club")
    # a game started elsewhere (New Game, the command line) is the page's choice after it
    again.start_game(GameSetup("briscola", 4, seats=(SeatSpec(HUMAN),) + (SeatSpec(AI, "greedy"),) * 3,
                               seed=3), ai="inline")
    again.show_start()
    assert (panel.game_id(), panel.players.currentData()) == ("briscola", 4)
    third = make_window(qtbot, settings_store.load())
    assert (third.start_panel.game_id(), third.start_panel.players.currentData()) == ("briscola", 4)


def test_a_damaged_start_page_memory_is_set_aside(qtbot, tmp_path):
    from cardtable.app import settings as settings_store
    path = tmp_path / "settings.json"
    path.write_text('{"start_choices": ["pishti", 4], "start_level": "master"}')
    warnings: list[str] = []
    loaded = settings_store.load(path, warnings)
    assert loaded.start_choices == {} and loaded.start_level == "master"
    assert any("start_choices" in w for w in warnings)


def test_bluff_pishti_is_one_choice_on_the_start_page(qtbot):
    """The start page's text names Bluff Pishti, yet it was reached only through New Game."""
    from PySide6.QtCore import Qt

    from tests.ui.app_driver import make_window

    window = make_window(qtbot)
    panel = window.start_panel
    panel.select_game("pishti")
    names = [panel.preset.itemText(i) for i in range(panel.preset.count())]
    assert names[:2] == ["Standard rules", "Bluff Pishti"], names
    panel.preset.setCurrentIndex(panel.preset.findData("bluff"))
    qtbot.mouseClick(panel.deal_button, Qt.MouseButton.LeftButton)
    state = window.session.state
    assert window.session.setup.preset == "bluff" and state.options["bluff"] is True
    assert state.options["target"] == 0  # otherwise the standard rules
    window.close()


def test_the_start_page_offers_the_rules_that_fit_the_players(qtbot):
    """Four-handed Pinochle offered the two-handed 64-card pack and the three-handed auction from
    250: Deal did nothing (an error on the console). The list now holds the rule sets for the
    number of players chosen that change something, the one chosen kept where it still fits,
    and a setup the game refuses is told, not dropped."""
    from PySide6.QtCore import Qt

    from tests.ui.app_driver import make_window

    window = make_window(qtbot)
    panel = window.start_panel
    panel.select_game("pinochle")

    def offered():
        return [panel.preset.itemData(i) for i in range(1, panel.preset.count())]

    panel.players.setCurrentIndex(panel.players.findData(2))
    assert "long-pack" in offered() and "match" in offered() and "one-deal" not in offered()
    panel.preset.setCurrentIndex(panel.preset.findData("simple-count"))
    panel.players.setCurrentIndex(panel.players.findData(4))
    assert {"long-pack", "auction-250", "match"}.isdisjoint(offered())  # "match": 1000 is standard
    assert {"partnership-auction", "one-deal"} <= set(offered())
    assert panel.preset.currentData() == "simple-count"  # kept
    panel.preset.setCurrentIndex(panel.preset.findData("one-deal"))
    panel.players.setCurrentIndex(panel.players.findData(3))
    assert panel.preset.currentData() is None and "auction-250" in offered()
    panel.preset.addItem("64", "long-pack")  # (as a plugin's preset the game refuses)
    panel.preset.setCurrentIndex(panel.preset.count() - 1)
    qtbot.mouseClick(panel.deal_button, Qt.MouseButton.LeftButton)
    assert window.session is None and "two-handed" in window.messages[-1]
    window.close()
