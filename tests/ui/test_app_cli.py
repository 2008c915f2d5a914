"""The command line: a game or a demo started directly, and bad arguments answered with a clear
message and exit status 2 (never a traceback)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from cardtable.app.plugins import registry
from cardtable.ui.app import UsageError, make_setup, parse_args

from .app_driver import make_window, wait_for_turn


def cli(*args: str, timeout: int = 90) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "cardtable", *args], capture_output=True,
                          text=True, timeout=timeout,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})


def test_the_full_example_parses_into_that_game():
    args, qt = parse_args(["cardtable", "--game", "pishti", "--players", "4", "--preset", "pagat",
                           "--seats", "human,ai:expert,ai:expert,ai:expert", "--seed", "42",
                           "--lang", "it", "-style", "fusion"])
    assert qt == ["-style", "fusion"]  # Qt's own options pass through
    setup = make_setup(registry(), args)
    assert (setup.game, setup.players, setup.preset, setup.seed) == ("pishti", 4, "pagat", 42)
    assert [s.text() for s in setup.seats] == ["human", "ai:expert", "ai:expert", "ai:expert"]
    assert args.lang == "it"


def test_a_game_without_a_deal_number_deals_a_new_deal_each_time():
    """``cardtable --game briscola`` dealt deal 1 every time, the same cards at every start; it
    deals a new one, as the Deal button does, and a still picture keeps deal 1."""
    seeds = {make_setup(registry(), parse_args(["cardtable", "--game", "briscola"])[0]).seed
             for _ in range(4)}
    assert len(seeds) > 1
    still, _ = parse_args(["cardtable", "--game", "briscola", "--screenshot", "x.png"])
    assert make_setup(registry(), still).seed == 1


def test_demo_seats_only_computer_players():
    args, _ = parse_args(["cardtable", "--demo", "briscola"])
    setup = make_setup(registry(), args)
    assert setup.game == "briscola" and setup.humans == ()


@pytest.mark.parametrize("argv, message", [
    (["--game", "nope"], "unknown game 'nope'"),
    (["--game", "pishti", "--players", "3"], "played by 2, 4 players, not 3"),
    (["--game", "pishti", "--preset", "nope"], "no preset 'nope'"),
    (["--game", "briscola", "--seats", "human,robot"], "seat 'robot'"),
    (["--game", "briscola", "--seats", "human,ai:wizard"], "wizard"),
    (["--game", "briscola", "--seats", "human,human,human"], "3 seats given for 2 players"),
    (["--game", "briscola", "--players", "x"], "invalid int value"),
    (["--seed", "4"], "--seed needs --game"),
    (["--lang", "Italian!"], "not a language code"),
    (["--game", "briscola", "--size", "big"], "--size must look like"),
    (["--frobnicate"], "unrecognized arguments: --frobnicate"),
    (["--game", "briscola", "--demo", "pishti"], "not allowed with"),
])
def test_bad_arguments_are_named(argv, message):
    with pytest.raises(UsageError, match=None) as info:
        args, _ = parse_args(["cardtable", *argv])
        make_setup(registry(), args)
    assert message in str(info.value)


def test_bad_arguments_exit_with_status_2_and_no_traceback():
    for argv, message in ((["--game", "nope"], "unknown game"),
                          (["--game", "pishti", "--seats", "human,ai:wizard", "--players", "2"],
                           "wizard"),
                          (["--moves", "-3"], "negative")):
        proc = cli(*argv)
        assert proc.returncode == 2, (argv, proc.stderr)
        assert "cardtable: error:" in proc.stderr and message in proc.stderr
        assert "Traceback" not in proc.stderr


def test_a_bad_game_argument_is_named_even_where_no_window_can_open():
    """The game, preset and seats are checked before Qt starts: on a machine with no display the
    person reads what is wrong, not Qt's "could not connect to display" abort."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    proc = subprocess.run([sys.executable, "-m", "cardtable", "--game", "pishti", "--preset", "x"],
                          capture_output=True, text=True, timeout=90,
                          env={**env, "QT_QPA_PLATFORM": "xcb"})
    assert proc.returncode == 2, proc.stderr
    assert "cardtable: error: pishti has no preset 'x'" in proc.stderr


def test_the_example_command_starts_that_game_and_screenshots_it(tmp_path):
    out = tmp_path / "pishti.png"
    proc = cli("--game", "pishti", "--players", "4", "--preset", "pagat", "--seats",
               "human,ai:expert,ai:expert,ai:expert", "--seed", "42", "--lang", "it",
               "--screenshot", str(out), "--moves", "5", "--size", "1000x700")
    assert proc.returncode == 0, proc.stderr
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_a_screenshot_leaves_the_saved_game_and_preferences_alone(tmp_path, _cardtable_home):
    """A picture of a game must not replace the person's unfinished game, nor remember the
    picture's window size or game as theirs."""
    before = {p.relative_to(_cardtable_home): p.read_bytes()
              for p in _cardtable_home.rglob("*") if p.is_file()}
    proc = cli("--game", "briscola", "--players", "2", "--seed", "3", "--moves", "4",
               "--screenshot", str(tmp_path / "b.png"))
    assert proc.returncode == 0, proc.stderr
    after = {p.relative_to(_cardtable_home): p.read_bytes()
             for p in _cardtable_home.rglob("*") if p.is_file()}
    assert after == before
    assert (tmp_path / "b.png").stat().st_size > 1000


def test_demo_mode_plays_a_deal_to_its_end(qtbot):
    window = make_window(qtbot)
    session = window.start_demo("briscola", seed=6, players=2)
    assert window.demo and session.setup.humans == ()
    assert "Demo" in window.status_label.text()
    assert not window.undo_action.isEnabled() and not window.hint_action.isEnabled()
    qtbot.waitUntil(lambda: session.is_over, timeout=120000)
    assert wait_for_turn(qtbot, window, timeout=20000) in ("sheet", "over")
    assert len(session.steps) == 40
    assert not window.in_progress  # nothing to lose: no question when leaving a demo


def test_a_demo_of_several_deals_goes_on_by_itself(qtbot):
    window = make_window(qtbot)
    window.table.auto_proceed_ms = 10
    session = window.start_demo("shithead", seed=2, players=3)
    window.table.auto_proceed_ms = 10
    qtbot.waitUntil(lambda: session.is_over, timeout=180000)
    assert session.is_over


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="freedesktop menus")
def test_the_desktop_entry_is_installed_and_removed(tmp_path):
    import configparser
    import shlex
    env = {"XDG_DATA_HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, "-m", "cardtable", "--install-desktop-entry"],
                          capture_output=True, text=True, timeout=60, env={**os.environ, **env})
    assert done.returncode == 0, done.stderr
    entry = tmp_path / "applications" / "io.github.cardtable.CardTable.desktop"
    icon = tmp_path / "icons" / "hicolor" / "scalable" / "apps" / "io.github.cardtable.CardTable.svg"
    assert str(entry) in done.stdout and icon.read_text(encoding="utf-8").startswith("<svg")
    parsed = configparser.ConfigParser(interpolation=None)
    parsed.optionxform = str  # keys are case-sensitive
    parsed.read(entry, encoding="utf-8")
    desk = parsed["Desktop Entry"]
    assert desk["Type"] == "Application" and desk["Name"] == "Card Table"
    assert desk["Icon"] == "io.github.cardtable.CardTable" and "Game;" in desk["Categories"]
    assert desk["StartupWMClass"] == "cardtable"  # the class the window gives itself
    command = shlex.split(desk["Exec"])
    assert command == [sys.executable, "-m", "cardtable"]
    version = subprocess.run([*command, "--help"], capture_output=True, text=True, timeout=60,
                             env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert version.returncode == 0 and "cardtable" in version.stdout  # the entry's command runs

    gone = subprocess.run([sys.executable, "-m", "cardtable", "--remove-desktop-entry"],
                          capture_output=True, text=True, timeout=60, env={**os.environ, **env})
    assert gone.returncode == 0 and not entry.exists() and not icon.exists()
    again = subprocess.run([sys.executable, "-m", "cardtable", "--remove-desktop-entry"],
                           capture_output=True, text=True, timeout=60, env={**os.environ, **env})
    assert again.returncode == 0 and "had no entry" in again.stdout


def test_the_desktop_entry_is_refused_off_linux(monkeypatch, capsys):
    from cardtable.ui import app as uiapp
    monkeypatch.setattr(sys, "platform", "win32")
    assert uiapp.run(["cardtable", "--install-desktop-entry"]) == 2
    assert "Linux" in capsys.readouterr().err


def test_a_path_with_spaces_or_percent_signs_is_quoted_as_the_desktop_spec_says():
    from cardtable.app.desktop_entry import exec_quote
    assert exec_quote("/usr/bin/python3") == "/usr/bin/python3"
    assert exec_quote("/home/Ann Lee/venv/bin/python") == '"/home/Ann Lee/venv/bin/python"'
    assert exec_quote('/x/a"b$c') == '"/x/a\\"b\\$c"'
    assert exec_quote("/x/100%/py") == '"/x/100%%/py"'  # %f would be a field code


def test_version_prints_the_installed_version():
    from cardtable import __version__
    done = cli("--version", timeout=60)
    assert done.returncode == 0 and done.stdout.strip() == f"cardtable {__version__}"


def test_help_names_every_language_with_a_catalogue(capsys):
    """--help said "en, it or de" after Turkish came: it lists the catalogues there are."""
    from cardtable.app.catalogue import languages
    with pytest.raises(SystemExit):
        parse_args(["cardtable", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "tr" in languages()
    assert f"language: en, {', '.join(languages()[:-1])} or {languages()[-1]}" in text


def test_a_game_from_the_command_line_deals_with_the_animation(qapp, monkeypatch):
    """``cardtable --game X`` started the game before the window was first shown, and the
    window's first resize finished the deal at once: the first deal appeared dealt. The game
    starts once the window is up, so the deal is animated as from the game list."""
    from PySide6.QtCore import QElapsedTimer
    from PySide6.QtWidgets import QApplication

    from .app_driver import run_app

    seen = {}

    def look(window):  # a moment after the start
        clock = QElapsedTimer()
        clock.start()
        while window.session is None and clock.elapsed() < 5000:
            QApplication.processEvents()
        scene = window.table.scene
        seen["started"] = window.session is not None
        seen["animating"] = scene is not None and scene.timeline.busy and any(
            it.moving for items in scene.zone_items.values() for it in items)
        window.close_session()

    assert run_app(monkeypatch, ["cardtable", "--game", "pinochle", "--players", "4", "--speed",
                                 "normal", "--seats", "human,ai:greedy,ai:greedy,ai:greedy",
                                 "--size", "1200x800"], look) == 0
    assert seen == {"started": True, "animating": True}
