"""The long fuzz run of issue 54: every file the app reads, mutated, 100,000 cases.

    python benchmarks/fuzz_inputs.py                       # 100,000 cases, seed 0
    python benchmarks/fuzz_inputs.py --cases 2000 --seed 7 --json

Cases are shared out over the kinds (``--mix``: saves opened with File ▸ Open, autosaves found
at start, preferences, statistics databases, bot answers) and run one after another with the
oracle of ``tests/fuzz/harness.py``. It prints the counts the issue asks for — foreign
exceptions, resume failures, changed input files, hangs — per kind and in all, and the first
examples of each. The seeded suite in ``tests/fuzz`` runs the same harness on a few hundred
cases in CI. Files are written under ``--dir`` (default: a temporary folder, in /dev/shm when
there is one, so the atomic writes' fsync does not dominate).
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.fuzz import harness  # noqa: E402

KINDS = ("save", "autosave", "settings", "stats", "bot")
DEFAULT_MIX = "save=35,autosave=25,settings=20,stats=5,bot=15"


def _mix(text: str) -> dict[str, int]:
    out: dict[str, int] = {}
    for part in text.split(","):
        kind, _, weight = part.partition("=")
        if kind not in KINDS or not weight.isdigit():
            raise SystemExit(f"--mix: {part!r} is not KIND=WEIGHT (kinds: {', '.join(KINDS)})")
        out[kind] = int(weight)
    return out


def run(cases: int, seed: int, mix: dict[str, int], folder: Path,
        progress: bool = False) -> dict[str, object]:
    total = sum(mix.values())
    plan = {k: cases * w // total for k, w in mix.items()}
    plan[next(iter(plan))] += cases - sum(plan.values())
    saves = harness.save_corpus(seed=54 + seed)
    prefs = harness.settings_corpus()
    tallies = {k: harness.Tally() for k in plan}
    seconds: dict[str, float] = {}
    done = 0
    started = time.monotonic()
    for kind, n in plan.items():
        t0 = time.monotonic()
        for i in range(n):
            case_seed = seed * 10_000_019 + i * 7 + KINDS.index(kind)
            if kind in ("save", "autosave"):
                label, text = saves[i % len(saves)]
                outcome = harness.case_save(text, case_seed, folder, as_autosave=kind == "autosave")
            elif kind == "settings":
                label, text = prefs[i % len(prefs)]
                outcome = harness.case_settings(text, case_seed, folder)
            elif kind == "stats":
                label, outcome = "db", harness.case_stats(case_seed, folder)
            else:
                label, outcome = "bot", harness.case_bot(case_seed, time_limit_s=0.2)
            tallies[kind].add(outcome, f"{kind} {label} seed {case_seed}")
            done += 1
            if progress and done % 1000 == 0:
                print(f"  {done} cases, {time.monotonic() - started:.0f} s", file=sys.stderr)
        seconds[kind] = time.monotonic() - t0
    counts = {k: sum(t.counts()[k] for t in tallies.values())
              for k in ("foreign", "resume", "changed", "hang")}
    return {
        "cases": done, "seed": seed, "mix": mix, "seconds": time.monotonic() - started,
        "foreign_exceptions": counts["foreign"], "resume_failures": counts["resume"],
        "changed_input_files": counts["changed"], "hangs": counts["hang"],
        "by_kind": {k: {"cases": t.cases, "accepted": t.accepted, **t.counts(),
                        "seconds": round(seconds[k], 1)} for k, t in tallies.items()},
        "examples": {k: [x for t in tallies.values() for x in t.problems[k]][:10]
                     for k in ("foreign", "resume", "changed", "hang")},
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--cases", type=int, default=100_000)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--mix", default=DEFAULT_MIX, help=f"weights per kind (default {DEFAULT_MIX})")
    p.add_argument("--dir", help="where the mutants are written (default: a temporary folder)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--progress", action="store_true", help="a line every 1000 cases on stderr")
    args = p.parse_args(argv)
    logging.disable(logging.CRITICAL)  # the readers log every file they set aside
    base = args.dir or ("/dev/shm" if os.path.isdir("/dev/shm") else None)
    with tempfile.TemporaryDirectory(dir=base, prefix="cardtable-fuzz-") as folder:
        report = run(args.cases, args.seed, _mix(args.mix), Path(folder), args.progress)
    if args.json:
        print(json.dumps(report, indent=1))
    else:
        print(f"{report['cases']} cases (seed {report['seed']}) in {report['seconds']:.0f} s")
        print(f"foreign exceptions: {report['foreign_exceptions']}")
        print(f"resume failures: {report['resume_failures']}")
        print(f"changed input files: {report['changed_input_files']}")
        print(f"hangs: {report['hangs']}")
        for kind, k in report["by_kind"].items():  # type: ignore[attr-defined]
            print(f"  {kind:<9} {k['cases']:>7} cases, {k['accepted']:>6} accepted, "
                  f"{k['foreign']} foreign, {k['resume']} resume, {k['changed']} changed, "
                  f"{k['hang']} hangs, {k['seconds']} s")
        for kind, items in report["examples"].items():  # type: ignore[attr-defined]
            for item in items:
                print(f"{kind}: {item}")
    bad = sum(report[k] for k in ("foreign_exceptions", "resume_failures",  # type: ignore[misc]
                                  "changed_input_files", "hangs"))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
