"""The command line the per-deal AI benchmarks share (first_decisions.py, departures.py): a
game, its player count, a level, a number of deals and --json, checked with clear errors."""

from __future__ import annotations

import argparse
import json

from cardtable.ai.levels import LEVELS
from cardtable.app.plugins import load_games
from cardtable.engine.errors import PluginError


def parser(description: str, deals: int) -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(description=description)
    p.add_argument("game")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--level", default="expert", choices=LEVELS)
    p.add_argument("--deals", type=int, default=deals)
    p.add_argument("--json", action="store_true", help="print one JSON object")
    return p


def game_of(p: argparse.ArgumentParser, args: argparse.Namespace):
    """The game named on the command line, after checking the player count and the deals (an
    unknown game or a bad number exits with status 2 and a clear error)."""
    try:
        game = load_games().get(args.game)
    except PluginError as exc:
        p.error(str(exc))
    if args.players not in game.player_counts:
        p.error(f"{args.game} is played by {', '.join(map(str, game.player_counts))} players")
    if args.deals < 1:
        p.error("--deals must be at least 1")
    return game


def emit(args: argparse.Namespace, report: dict, line: str) -> None:
    """Print ``report`` as one JSON object with --json, else the human-readable ``line``."""
    print(json.dumps(report) if args.json else line)
