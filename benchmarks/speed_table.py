"""How long each level takes to decide, in every game and form (issue 12's speed targets), played
with ``cardtable-arena`` one command after another.

    python benchmarks/speed_table.py                          # every form, one seating each
    python benchmarks/speed_table.py --only briscola:4 --rounds 3
    python benchmarks/speed_table.py --only pishti --json
    python benchmarks/speed_table.py --only pinochle:4 --to-target   # the default game to 1000

For each form (the forms of strength_table.py) two arena commands play, seats swapped on the
same deals: ``master`` against ``expert``, then ``beginner`` against ``intermediate``; ``--rounds``
times every distinct seating (2 games at an even table, one per seat at an odd one). Each
level's decision time is read from the arena's report (measured around every ``choose``, the
decisions a search level hands to the rule-based player included): median, 95th percentile and
the slowest decision. The targets, on the 2-core machine: ``expert`` at most 0.5 s at the 95th
percentile, ``master`` at most 1.5 s (issue 56; 2 s before), ``beginner`` and ``intermediate`` under
20 ms.

``--to-target`` plays the Pinochle partnership forms as their default game to 1000 (the forms of
strength_table.py play them one deal a game, ``game=single``): a search decision there plays
out to the end of the deal and deals the next, and weighs the deal by what it does to the game.

Run it on an idle machine, one command at a time: a second process on the same cores slows
every figure. Each row is also printed to standard error as soon as it is measured (the whole
table takes about an hour: Shithead's search levels play long games).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from typing import Any

import deal_args
from strength_table import FORMS, SINGLE, _matches

TARGETS_MS = {"master": 1500.0, "expert": 500.0, "intermediate": 20.0, "beginner": 20.0}
PAIRS = (("master", "expert"), ("beginner", "intermediate"))


def seatings(players: int) -> int:
    """Distinct seatings of two agents alternating round the table (the arena's ``--duplicate``)."""
    return 2 if players % 2 == 0 else players


def arena(game: str, players: int, extra: tuple[str, ...], agents: tuple[str, str], games: int,
          seed: int) -> dict[str, Any]:
    cmd = [sys.executable, "-m", "cardtable.cli.arena", game, "--players", str(players),
           "--agents", ",".join(agents), "--duplicate", "--games", str(games), "--seed",
           str(seed), *extra, "--json"]
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd[2:])} failed: {done.stderr.strip()[-500:]}")
    return json.loads(done.stdout)


def to_target(extra: tuple[str, ...]) -> tuple[str, ...]:
    """``extra`` without its closing ``--option game=single`` (strength_table.py puts it last):
    the form as its default game to a target."""
    return extra[:-2] if extra[-2:] == SINGLE else extra


def measure(only: list[str], rounds: int, seed: int,
            pairs: tuple[tuple[str, str], ...] | None = None,
            target: bool = False) -> list[dict[str, Any]]:
    rows = []
    for game, players, label, extra in FORMS:
        if only and not any(_matches(o, game, players, label) for o in only):
            continue
        if target:
            if extra[-2:] != SINGLE:
                continue  # not a form played as single deals
            extra = to_target(extra)
        form = f"{game} {players}p" + (f" {label}" if label else "") + (
            " to 1000" if target else "")
        for agents in pairs or PAIRS:
            start = time.perf_counter()
            report = arena(game, players, extra, agents, rounds * seatings(players), seed)
            seconds = round(time.perf_counter() - start, 1)
            for level in agents:
                t = report["decision_time"].get(level, {})
                p95 = t.get("p95_us", 0.0) / 1000
                rows.append({"form": form, "level": level, "games": report["games"],
                             "decisions": t.get("decisions", 0),
                             "p50_ms": round(t.get("p50_us", 0.0) / 1000, 3),
                             "p95_ms": round(p95, 3),
                             "max_ms": round(t.get("max_us", 0.0) / 1000, 3),
                             "target_ms": TARGETS_MS[level],
                             "within": p95 <= TARGETS_MS[level], "seconds": seconds})
                r = rows[-1]
                print(f"{form}, {level}: p50 {r['p50_ms']} ms, p95 {r['p95_ms']} ms, slowest "
                      f"{r['max_ms']} ms over {r['decisions']} decisions ({seconds} s)",
                      file=sys.stderr, flush=True)
    return rows


def table(rows: list[dict[str, Any]]) -> str:
    out = ["| form | level | decisions | p50 | p95 | slowest | target (p95) | |",
           "|---|---|---:|---:|---:|---:|---:|---|"]
    for r in rows:
        out.append(f"| {r['form']} | {r['level']} | {r['decisions']} | {_ms(r['p50_ms'])} | "
                   f"{_ms(r['p95_ms'])} | {_ms(r['max_ms'])} | {_ms(r['target_ms'])} | "
                   f"{'within' if r['within'] else '**over**'} |")
    return "\n".join(out)


def _ms(ms: float) -> str:
    return f"{ms:.0f} ms" if ms >= 10 else f"{ms:.2f} ms"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--only", action="append", default=[],
                   help="GAME, GAME:PLAYERS or GAME:PLAYERS:LABEL (repeatable)")
    p.add_argument("--rounds", type=int, default=1, help="times each seating is played (default 1)")
    p.add_argument("--seed", type=int, default=0, help="the arena's seed (default 0)")
    p.add_argument("--to-target", action="store_true",
                   help="only the forms measured as single deals, played as their default game "
                        "to 1000")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    args = p.parse_args(argv)
    if args.rounds < 1:
        p.error("--rounds must be at least 1")
    known = {game for game, *_ in FORMS}
    for o in args.only:
        if o.split(":")[0] not in known:
            p.error(f"--only {o!r}: no such game (games: {', '.join(sorted(known))})")
    rows = measure(args.only, args.rounds, args.seed, target=args.to_target)
    if not rows:
        p.error("--only names no form")
    deal_args.emit(args, {"rounds": args.rounds, "seed": args.seed,
                          "to_target": args.to_target, "rows": rows}, table(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
