"""Two checkouts side by side in one run: bench_ops.py alternately on each, best of N.

    python benchmarks/compare_commits.py OLD_CHECKOUT NEW_CHECKOUT [--rounds 3] [--json]

Make the old checkout with ``git worktree add /tmp/base <commit>``. Prints, per game and
operation, both costs and the change in percent (positive: slower).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def run(checkout: str) -> dict:
    env = dict(os.environ, PYTHONPATH=str(Path(checkout).resolve()))
    out = subprocess.run([sys.executable, str(HERE / "bench_ops.py"), "--json", "--rounds", "1"],
                         env=env, cwd=checkout, check=True, capture_output=True, text=True).stdout
    return {(r["game"], r["players"]): r for r in json.loads(out)["results"]}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("old")
    p.add_argument("new")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    best: dict[str, dict] = {"old": {}, "new": {}}
    for _ in range(args.rounds):
        for label, path in (("old", args.old), ("new", args.new)):
            for key, row in run(path).items():
                cur = best[label].setdefault(key, dict(row))
                for k, v in row.items():
                    if k.endswith("_us"):
                        cur[k] = min(cur[k], v)
    rows = []
    for key, old in best["old"].items():
        new = best["new"].get(key)
        if not new:
            continue
        for k in old:
            if k.endswith("_us"):
                rows.append({"game": key[0], "players": key[1], "op": k[:-3], "old_us": old[k],
                             "new_us": new[k], "change_pct": round((new[k] / old[k] - 1) * 100, 1)})
    if args.json:
        print(json.dumps(rows, indent=1))
        return 0
    print(f"{'game':<12}{'op':<18}{'old µs':>10}{'new µs':>10}{'change':>9}")
    for r in rows:
        flag = "  SLOWER >15%" if r["change_pct"] > 15 else ""
        print(f"{r['game'] + ' ' + str(r['players']) + 'p':<12}{r['op']:<18}{r['old_us']:>10.1f}"
              f"{r['new_us']:>10.1f}{r['change_pct']:>+8.1f}%{flag}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
