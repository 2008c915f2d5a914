"""Application start-up: QApplication, translations, the main window, the command line.

``cardtable`` opens the window with the game list (and offers an unfinished game).
``cardtable --game pishti --players 4 --preset pagat --seats human,ai:expert,ai:expert,ai:expert
--seed 42 --lang it`` deals that game at once; ``cardtable --demo briscola`` shows computer players
only. Bad arguments print a clear error and exit with status 2. ``--screenshot FILE`` renders the
window to a PNG and exits (also offscreen); with ``--game`` it shows the table after ``--moves K``
actions, every seat played by the built-in player, so the same command gives the same picture.

At start the app sets up logging (a rotating log file in the user's log folder; ``--verbose``
also on the console), installs the crash dialog (:mod:`cardtable.ui.crash`) and removes the
temporary files of writes that were killed (docs/robustness.md).
"""

from __future__ import annotations

import argparse
import logging
import os
import re
import sys
from pathlib import Path
from typing import NoReturn
from dataclasses import replace

from PySide6.QtCore import QLocale, QTimer
from PySide6.QtWidgets import QApplication

from ..app import backups, logs, paths
from ..app import desktop_entry
from ..app import settings as settings_store
from ..app.catalogue import languages
from ..app.game_setup import AI, HUMAN, LEVELS, GameSetup, SeatSpec, parse_seats
from ..app.plugins import Registry, registry
from ..engine.errors import OptionError, PluginError
from . import crash, i18n
from .file_open import FileOpenFilter
from .fonts import apply_language_font, follow_language
from .dialogs.about import version
from .main_window import MainWindow, new_seed
from .table import SPEEDS, Timing

USAGE_ERROR = 2
_LANGUAGE = re.compile(r"[a-z]{2,3}(_[A-Z]{2})?")


class UsageError(Exception):
    """A command-line mistake: printed as ``cardtable: error: ...``, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="cardtable", description="Card Table: card games against the computer "
                     "or with friends at one screen.",
                     usage="cardtable [SAVED_GAME.json | --game GAME | --demo GAME] [options]",
                     epilog="examples: cardtable --game pishti --players 4 --seats "
                            "human,ai:expert --seed 42; cardtable my-game.json (open a saved "
                            "game)")
    start = parser.add_mutually_exclusive_group()
    start.add_argument("--game", metavar="GAME", help="deal this game at once (briscola, pishti, ...)")
    start.add_argument("--demo", metavar="GAME", help="watch computer players play GAME")
    parser.add_argument("--players", type=int, metavar="N",
                        help="number of players (default: the game's first)")
    parser.add_argument("--preset", help="one of the game's presets (rule sets)")
    parser.add_argument("--seats", metavar="LIST",
                        help="who sits where: human or ai:LEVEL, comma-separated "
                             f"(levels: {', '.join(LEVELS)}); default: human, then computers")
    parser.add_argument("--seed", type=int, metavar="DEAL",
                        help="the deal number (default: a random deal, 1 with --screenshot; "
                             "the same number deals the same cards)")
    codes = ["en"] + languages()
    parser.add_argument("--lang", metavar="CODE", help=f"language: {', '.join(codes[:-1])} or "
                        f"{codes[-1]} (default: the preference, else the system's)")
    parser.add_argument("--level", default="expert",
                        help="computer players' level when --seats is not given (default expert)")
    parser.add_argument("--speed", choices=tuple(SPEEDS), help="animation speed")
    parser.add_argument("--screenshot", metavar="FILE", help="save the window as a PNG and exit")
    parser.add_argument("--moves", type=int, default=0, metavar="K",
                        help="with --screenshot: actions played before the picture (default 0)")
    parser.add_argument("--size", help="window size WIDTHxHEIGHT (default: the last size, "
                        "within the screen; 1600x1000 for --screenshot)")
    parser.add_argument("--verbose", action="store_true",
                        help="also write the log to the console, with debug messages")
    parser.add_argument("--version", action="version", version=f"cardtable {version()}")
    desktop = parser.add_mutually_exclusive_group()
    desktop.add_argument("--install-desktop-entry", action="store_true",
                         help="Linux: add Card Table to the desktop's applications menu, and exit")
    desktop.add_argument("--remove-desktop-entry", action="store_true",
                         help="Linux: take it out of the applications menu again, and exit")
    return parser


def parse_args(argv: list[str]) -> tuple[argparse.Namespace, list[str]]:
    """The parsed options and the arguments left for Qt (``-style``, ``-platform`` ...). Raises
    :class:`UsageError` for anything wrong that needs no game to check."""
    args, rest = build_parser().parse_known_args(argv[1:])
    unknown, after_qt_option = [], False
    for a in rest:  # Qt's options are single-dash (-style fusion, -platform offscreen)
        if a.startswith("--") or (not a.startswith("-") and not after_qt_option):
            unknown.append(a)
        after_qt_option = a.startswith("-") and not a.startswith("--") and "=" not in a
    args.open = None  # a saved game to open: the one bare word (double-clicked, Open With ...)
    if len(unknown) == 1 and not unknown[0].startswith("-"):
        args.open = unknown.pop()
        rest = [a for a in rest if a != args.open]
        if not Path(args.open).is_file():
            raise UsageError(f"{args.open}: there is no such saved game")
        if args.game or args.demo or args.screenshot:
            raise UsageError("a saved game is opened on its own, without --game, --demo or "
                             "--screenshot")
    if unknown:
        raise UsageError(f"unrecognized arguments: {' '.join(unknown)}")
    if args.lang is not None and not _LANGUAGE.fullmatch(args.lang):
        raise UsageError(f"--lang: {args.lang!r} is not a language code like 'it' or 'pt_BR'")
    if args.players is not None and args.players < 1:
        raise UsageError(f"--players: {args.players} is not a number of players")
    if args.seed is not None and args.seed < 0:
        raise UsageError(f"--seed: a deal number is 0 or more, not {args.seed}")
    if args.moves < 0:
        raise UsageError(f"--moves: {args.moves} is negative")
    if not (args.game or args.demo):
        for name in ("players", "preset", "seats", "seed"):
            if getattr(args, name) is not None:
                raise UsageError(f"--{name} needs --game (or --demo)")
    if args.demo and args.seats:
        raise UsageError("--seats cannot be used with --demo (every seat is a computer player)")
    if args.size is not None:
        size(args.size)
    return args, rest


SCREENSHOT_SIZE = "1600x1000"


def size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise UsageError(f"--size must look like 1600x1000, not {text!r}") from None
    return max(400, w), max(300, h)


def make_setup(reg: Registry, args: argparse.Namespace) -> GameSetup:
    """The game the command line asks for; :class:`UsageError` naming what is wrong."""
    gid = args.game or args.demo
    try:
        game = reg.get(gid)
    except PluginError:
        raise UsageError(f"unknown game {gid!r} (games: {', '.join(sorted(reg.games))})") from None
    players = args.players or game.player_counts[0]
    if players not in game.player_counts:
        raise UsageError(f"{game.id} is played by {', '.join(map(str, game.player_counts))} "
                         f"players, not {players}")
    if args.preset is not None and args.preset not in game.option_set.presets:
        known = ", ".join(game.option_set.presets) or "none"
        raise UsageError(f"{game.id} has no preset {args.preset!r} (presets: {known})")
    try:
        if args.demo:
            level = _picture_level(game) if args.screenshot else "intermediate"
            seats = tuple(SeatSpec(AI, level) for _ in range(players))
        elif args.seats:
            seats = parse_seats(args.seats, players)
        else:
            level = (_picture_level(game) if args.screenshot and args.level == "expert"
                     else args.level)
            seats = (SeatSpec(HUMAN),) + tuple(SeatSpec(AI, level) for _ in range(players - 1))
        # a deal of its own each time, as the Deal button gives (a picture: deal 1, the same
        # picture for the same command)
        seed = args.seed if args.seed is not None else 1 if args.screenshot else new_seed()
        setup = GameSetup(game.id, players, preset=args.preset, seats=seats, seed=seed)
        game.resolve_options(players, {}, args.preset)  # a clear error for a bad combination
        from ..app import ai_worker
        for i in range(players):  # an unknown level: said now, not when the window is open
            if not setup.seat(i).is_human:
                ai_worker.make_agent(game, i, setup.seat(i).level, 0, None)
    except (OptionError, PluginError, ValueError) as exc:
        raise UsageError(str(exc)) from None
    return setup


def _picture_level(game: object) -> str:
    """The quick player a picture's computer seats use: the game's ``greedy``, else ``random``
    (a game plugin need not have a ``greedy`` agent)."""
    from ..ai.registry import agents_for
    try:
        have = agents_for(game)  # type: ignore[arg-type]
    except Exception:
        return "random"
    return "greedy" if "greedy" in have else "random"


def _start_up(verbose: bool) -> Path | None:
    """Logging, then the leftovers of killed writes in the app's folders; returns the log."""
    log_path = logs.setup(verbose)
    for folder in {paths.config_dir(), paths.data_dir(), paths.saves_dir()}:
        backups.clean_orphans(folder)
    return log_path


def _card_words(window: MainWindow) -> list[str]:
    """The cards a crash report must not name: every card of the game on the table."""
    from ..app.crash_report import card_words
    session = window.session
    return card_words(session.state.pack) if session is not None else []


def _game_kept(window: MainWindow) -> str:
    """What the crash dialog may promise: a game saved to be continued (this session's, or one
    waiting from an earlier one), no game in progress, or one whose autosave is missing."""
    if window.keeps_records and window.autosave.exists():
        return crash.KEPT
    return crash.NOT_KEPT if window.in_progress else crash.NO_GAME


def run(argv: list[str]) -> int:
    try:
        args, qt_args = parse_args(argv)
    except UsageError as exc:
        return _usage(exc)
    if args.install_desktop_entry or args.remove_desktop_entry:
        return _desktop_entry(args.install_desktop_entry)
    log_path = _start_up(args.verbose)
    reg = registry()
    for broken in reg.broken:
        print(f"warning: {broken}", file=sys.stderr)
        logging.getLogger(__name__).warning("%s\n%s", broken, broken.details)
    setup = None
    if args.game or args.demo:  # a wrong game, preset or seat said before a window is needed
        try:
            setup = make_setup(reg, args)
        except UsageError as exc:
            return _usage(exc)
    # the desktop matches the window to our entry and icon, not to "python" (X11: the class's
    # instance name; Wayland and the rest: the desktop file's name)
    os.environ.setdefault("RESOURCE_NAME", desktop_entry.WM_CLASS)
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication([argv[0], *qt_args])
    app.setApplicationName("Card Table")
    QApplication.setDesktopFileName(desktop_entry.APP_ID)
    app.setOrganizationName("Card Table")
    warnings: list[str] = []
    settings = settings_store.load(warnings=warnings)
    saved_language = settings.language
    if args.lang is not None:  # this run only: the preferences keep their language
        settings = replace(settings, language=args.lang)
    locale = QLocale(settings.language) if settings.language else None
    i18n.install(app, locale)
    apply_language_font(app, locale)  # a Japanese font first for Japanese
    speed = "off" if args.screenshot else args.speed
    window = MainWindow(reg, Timing(speed) if speed else None, settings=settings,
                        settings_warnings=warnings)
    follower = follow_language(window)  # Preferences ▸ Language changes the font too
    if args.lang is not None:
        window.use_run_language(args.lang, saved_language)
    handler = crash.install(log_path, lambda: window, lambda: _card_words(window),
                            on_game_fault=window._game_failed,
                            game_kept=lambda: _game_kept(window))
    if args.screenshot:
        window.keeps_records = False  # a picture leaves the saved game and preferences alone
        window.resize(*size(args.size or SCREENSHOT_SIZE))
    else:
        if args.size:
            window.resize(*size(args.size))
        window.fit_to_screen()
    if setup is not None and args.screenshot:
        _play_moves(window, setup, args.moves, demo=bool(args.demo))
    window.show()
    if args.screenshot:
        def shoot() -> None:
            if window.session is not None and window.table.scene is not None:
                window.table.scene.timeline.finish()
            ok = window.grab().save(args.screenshot)
            if window.session is not None:
                window.close_session()
            app.exit(0 if ok else 1)
        QTimer.singleShot(300, shoot)
    elif setup is not None:
        # once the window is up: its first resize would finish the deal's animation at once
        # (an unfinished game is asked about first, over the window)
        QTimer.singleShot(0, lambda: window.start_asking(setup, demo=bool(args.demo)))
    elif args.open is not None:
        QTimer.singleShot(0, lambda: window.open_file(args.open))
    elif setup is None:
        QTimer.singleShot(0, window.offer_resume)
    # macOS hands a saved game opened in the Finder to the running app as an event
    file_open = FileOpenFilter(window.open_file, app)
    app.installEventFilter(file_open)
    try:
        return app.exec()
    finally:  # this run's window is gone: its hooks go with it (the app may run again)
        app.removeEventFilter(file_open)
        file_open.deleteLater()
        # the closed window may outlive the run (a second run in one process, as in the tests):
        # a later language change must not set the application font through it
        window.removeEventFilter(follower)
        follower.deleteLater()
        handler.uninstall()


def _desktop_entry(install: bool) -> int:
    if sys.platform.startswith(("win", "darwin")):
        print("cardtable: the desktop entry is for Linux desktops (freedesktop menus)",
              file=sys.stderr)
        return USAGE_ERROR
    if install:
        written = desktop_entry.install()
        print(f"Card Table is in the applications menu ({written[0]}).")
    else:
        removed = desktop_entry.remove()
        print("Card Table is out of the applications menu." if removed else
              "Card Table had no entry in the applications menu.")
    return 0


def _usage(exc: Exception) -> int:
    print(f"usage: cardtable [--game GAME | --demo GAME] [options]  (cardtable --help)\n"
          f"cardtable: error: {exc}", file=sys.stderr)
    return USAGE_ERROR


def _play_moves(window: MainWindow, setup: GameSetup, moves: int, demo: bool = False) -> None:
    """Deal, then play ``moves`` actions (the person's seat by the built-in player too), and show
    the table as it stands then."""
    from ..app import ai_worker
    from ..app.session import Session

    session = Session(setup, ai="inline")
    while len(session.steps) < moves and not session.is_over:
        if session.human_to_move:
            seat = session.current_seat
            session.play(ai_worker.builtin_move(session.state, seat,
                                                ai_worker.decision_seed(setup.seed, seat,
                                                                        len(session.state.history))))
        else:
            session.poll(limit=1)
    window.table.autopoll = False  # a still picture: no computer moves after these
    window.start_game(setup, session=session, demo=demo)
    if len(setup.humans) > 1 and session.human_to_move:
        window.table.hand_over(session.current_seat)
