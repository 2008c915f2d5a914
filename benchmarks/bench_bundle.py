"""Benchmark the native build: its size on disk, its archives, and how fast it starts.

    python packaging/build.py            # first: makes dist/cardtable and the installers
    python benchmarks/bench_bundle.py [--runs 7] [--json] [--bundle dist/cardtable]

Prints the bundle's size on disk and file count, its largest parts, the size of each archive
beside it (.tar.gz, .deb, .dmg, setup .exe), and the start of the frozen app to the screenshot
of a dealt game (offscreen; each run a new process with an empty home folder; median, min, max).
The issue's marks on Linux: bundle at most 150 MB, archive at most 65 MB, median start at most
1.5 s. This is a measurement, not a test: the start time depends on the machine and its load
(the load average is printed with it).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))

import build  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bundle", type=Path, default=build.bundle_folder())
    parser.add_argument("--runs", type=int, default=7, help="starts timed (default 7)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    exe = build.executable(args.bundle)
    if not exe.exists():
        print(f"bench_bundle: no bundle at {args.bundle}: run python packaging/build.py first",
              file=sys.stderr)
        return 2
    files = [p for p in args.bundle.rglob("*") if p.is_file() and not p.is_symlink()]
    archives = {p.name: p.stat().st_size for p in sorted(args.bundle.parent.iterdir())
                if p.is_file() and p.name.endswith((".tar.gz", ".deb", ".dmg", "-setup.exe"))}
    cpu: list[float] = []
    times = build.start_times(exe, args.runs, cpu)
    result: dict[str, Any] = {
        "bundle_bytes": build.disk_size(args.bundle),
        "files": len(files),
        "largest": build.largest_parts(args.bundle, 12),
        "archives": archives,
        "start_s": [round(t, 3) for t in times],
        "start_median_s": round(statistics.median(times), 3),
        "start_cpu_median_s": round(statistics.median(cpu), 3) if cpu else None,
        "load_average": os.getloadavg() if hasattr(os, "getloadavg") else None,
    }
    if args.json:
        print(json.dumps(result, indent=1))
        return 0
    print(f"bundle: {build.mb(result['bundle_bytes'])} in {result['files']} files ({args.bundle})")
    for name, size in result["largest"]:
        print(f"  {build.mb(size):>9}  {name}")
    for name, size in archives.items():
        print(f"archive: {name}: {build.mb(size)}")
    print(f"start to a dealt table's screenshot: median {result['start_median_s']:.2f} s, "
          f"min {min(times):.2f} s, max {max(times):.2f} s over {len(times)} runs; "
          f"CPU median {result['start_cpu_median_s']} s "
          f"(load average {', '.join(f'{x:.1f}' for x in result['load_average'] or ())})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
