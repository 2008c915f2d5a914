"""Application start-up: QApplication, translations, the main window, the command line.

``cardtable`` opens the window with the game list. ``cardtable --game G [--players N] [--preset P]
[--seed S]`` deals that game at once (you play seat 1). ``--screenshot FILE`` renders the window
to a PNG and exits (also offscreen); with ``--game`` it shows the table after ``--moves K``
actions, every seat played by the built-in player, so the same command gives the same picture.
"""

from __future__ import annotations

import argparse
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from ..app.game_setup import AI, HUMAN, GameSetup, SeatSpec
from ..app.plugins import registry
from ..engine.errors import OptionError, PluginError
from . import i18n
from .main_window import MainWindow
from .table import SPEEDS, Timing


def parse_args(argv: list[str]) -> tuple[argparse.Namespace, list[str]]:
    parser = argparse.ArgumentParser(prog="cardtable", description="Card Table")
    parser.add_argument("--screenshot", metavar="FILE", help="save the window as a PNG and exit")
    parser.add_argument("--game", help="deal this game at once (briscola, pishti, ...)")
    parser.add_argument("--players", type=int, help="number of players (default: the game's first)")
    parser.add_argument("--preset", help="a preset of the game's options")
    parser.add_argument("--seed", type=int, default=1, help="the deal's seed (default 1)")
    parser.add_argument("--moves", type=int, default=0,
                        help="with --screenshot: actions played before the picture (default 0)")
    parser.add_argument("--level", default="expert", help="computer players' level or agent")
    parser.add_argument("--speed", choices=tuple(SPEEDS), default="normal", help="animation speed")
    parser.add_argument("--size", default="1600x1000", help="window size WIDTHxHEIGHT")
    return parser.parse_known_args(argv[1:])


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise SystemExit(f"cardtable: --size must look like 1600x1000, not {text!r}") from None
    return max(400, w), max(300, h)


def run(argv: list[str]) -> int:
    args, qt_args = parse_args(argv)
    app = QApplication.instance() or QApplication([argv[0], *qt_args])
    app.setApplicationName("Card Table")
    app.setOrganizationName("Card Table")
    i18n.install(app)
    reg = registry()
    for broken in reg.broken:
        print(f"warning: {broken}", file=sys.stderr)
    window = MainWindow(reg, Timing("off" if args.screenshot else args.speed))
    if args.game:
        window.resize(*_size(args.size))
        try:
            setup = _setup(reg, args)
            if args.screenshot:
                _play_moves(window, setup, args.moves)
            else:
                window.start_game(setup)
        except (OptionError, PluginError, ValueError) as exc:
            print(f"cardtable: {exc}", file=sys.stderr)
            return 2
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
    return app.exec()


def _setup(reg, args: argparse.Namespace) -> GameSetup:
    game = reg.get(args.game)
    players = args.players or game.player_counts[0]
    level = "greedy" if args.screenshot and args.level == "expert" else args.level
    seats = (SeatSpec(HUMAN),) + tuple(SeatSpec(AI, level) for _ in range(players - 1))
    setup = GameSetup(game.id, players, preset=args.preset, seats=seats, seed=args.seed)
    game.resolve_options(players, {}, args.preset)  # a clear error for a bad count or preset
    return setup


def _play_moves(window: MainWindow, setup: GameSetup, moves: int) -> None:
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
    window.start_game(setup, session=session)
