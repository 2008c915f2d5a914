"""``cardtable-replay FILE [--json]``: replay a saved game and print its result or the error."""

from __future__ import annotations

import argparse
import json
import sys

from ..app import saves
from ..engine.errors import CardTableError


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="cardtable-replay",
                                description="Replay a saved game, checking every action.")
    p.add_argument("file", help="a Card Table save file (.json)")
    p.add_argument("--json", action="store_true", help="print the outcome as one JSON object")
    args = p.parse_args(argv)
    try:
        saved, state = saves.load(args.file)
    except CardTableError as exc:
        if args.json:
            print(json.dumps({"ok": False, "file": args.file, "error": str(exc)}))
        else:
            print(f"cardtable-replay: {exc}", file=sys.stderr)
        return 1
    out = {"ok": True, "file": args.file, "game": saved.game, "players": saved.num_players,
           "options": saved.options, "actions": len(saved.actions), "finished": state.is_terminal}
    if state.is_terminal:
        r = state.result()
        out.update(returns=list(r.returns), points=list(r.points), summary=r.summary)
    else:
        out["to_move"] = state.current_player
    if args.json:
        print(json.dumps(out, ensure_ascii=False))
    else:
        print(f"{saved.game}, {saved.num_players} players, {len(saved.actions)} actions replayed")
        if state.is_terminal:
            print(f"finished: {out['summary']}; points {out['points']}; returns {out['returns']}")
        else:
            print(f"unfinished: seat {state.current_player} to move")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
