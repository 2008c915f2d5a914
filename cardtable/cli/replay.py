"""``cardtable-replay FILE [--json]``: replay a saved game and print its result or the error.

``cardtable-replay --review FILE [--seat N] [--store]``: the master's review of one seat's
decisions (cardtable/ai/review.py): each marked decision with its cost and the hints' reasons,
then the summary. A review stored in the save for that seat (same level, seed and actions) is
printed at once; ``--store`` writes a new one into the save (atomically)."""

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
    p.add_argument("--review", action="store_true",
                   help="review one seat's decisions with the master and print the marks")
    p.add_argument("--seat", type=int, default=None,
                   help="the seat to review, from 1 (default: the first person's seat, else 1)")
    p.add_argument("--level", default="master", help="the reviewing level: master or expert")
    p.add_argument("--seed", type=int, default=0, help="the review's seed (default 0)")
    p.add_argument("--iterations", type=int, default=None,
                   help="search iterations per decision (default: the level's)")
    p.add_argument("--last-deal", action="store_true", help="review only the last deal")
    p.add_argument("--all", action="store_true",
                   help="with --review: print every decision, not only the marked ones")
    p.add_argument("--store", action="store_true",
                   help="with --review: keep the review in the save file")
    args = p.parse_args(argv)
    if args.review:
        return review_main(args)
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


def _fail(args: argparse.Namespace, message: str) -> int:
    if args.json:
        print(json.dumps({"ok": False, "file": args.file, "error": message}, ensure_ascii=False))
    else:
        print(f"cardtable-replay: {message}", file=sys.stderr)
    return 1


def review_main(args: argparse.Namespace) -> int:
    """``--review``: print (and with ``--store`` keep) the master's review of a seat."""
    from ..ai.review import Review, grade_label
    from ..app.review_job import run_review
    try:
        saved, _state = saves.load(args.file)
        humans = [i for i, s in enumerate(saved.seats) if s.kind == "human"]
        seat = (args.seat - 1) if args.seat is not None else (humans[0] if humans else 0)
        if not 0 <= seat < saved.num_players:
            return _fail(args, f"there is no seat {seat + 1} in this {saved.num_players}-player game")
        stored = saved.review_for(seat)
        if (stored is not None and stored.complete and stored.level == args.level
                and stored.seed == args.seed and stored.iterations == args.iterations
                and stored.actions == len(saved.actions) and not args.last_deal):
            review: Review = stored
        else:
            def progress(done: int, total: int) -> None:
                if not args.json:
                    print(f"\rreviewing decision {done} of {total}", end="", file=sys.stderr,
                          flush=True)
            review = run_review(saved.to_json(), seat, level=args.level, seed=args.seed,
                                iterations=args.iterations, last_deal=args.last_deal,
                                progress=progress)
            if not args.json:
                print(file=sys.stderr)
            if args.store:
                saved.with_review(review)
                saves.write_atomic(args.file, saves.dumps(saved))
    except CardTableError as exc:
        return _fail(args, str(exc))
    if args.json:
        print(json.dumps({"ok": True, "file": args.file, "seat": seat, **review.to_json(),
                          "summary": review.summary()}, ensure_ascii=False))
        return 0
    name = saved.seats[seat].name or f"seat {seat + 1}"
    print(f"{saved.game}, {saved.num_players} players: the {review.level}'s review of "
          f"{name}'s decisions (seat {seat + 1})")
    player = None if saved.seats[seat].kind == "human" else name
    for d in review.decisions:
        if not d.grade and not args.all:
            continue
        label = grade_label(d.grade) or "ok"
        print(f"  action {d.ply + 1}: {label}, cost {round(100 * d.cost)} percentage points "
              f"of winning chances: {d.why(player)}")
    print(review.summary())
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
