"""Benchmark card rendering: all 52 French faces at 2x device pixel ratio, 120 px wide.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_render.py [--json] [--width 120]
        [--dpr 2] [--deck classic] [--repeat 3]

Prints cold (first render, SVG parsed and drawn) and warm (served from the cache) timings.
This is a measurement, not a test: numbers depend on the machine.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtGui import QGuiApplication  # noqa: E402

from cardtable.art.decks import DECKS  # noqa: E402
from cardtable.ui.cards import CardRenderer, render_deck  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--width", type=int, default=120)
    parser.add_argument("--dpr", type=float, default=2.0)
    parser.add_argument("--deck", default="classic", choices=sorted(DECKS))
    parser.add_argument("--repeat", type=int, default=3, help="cold runs (fresh renderer each)")
    args = parser.parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841

    # The 52 French faces (jokers left out) or the 40 Italian ones.
    codes = tuple(c for c in DECKS[args.deck].codes if c not in ("RJ", "BJ"))
    cold, draw_only, warm = [], [], []
    for _ in range(args.repeat):
        renderer = CardRenderer()
        t0 = time.perf_counter()
        render_deck(renderer, args.deck, args.width, args.dpr, codes)
        cold.append(time.perf_counter() - t0)
        # Same renderer, cache cleared: SVGs already parsed, so this is drawing only.
        renderer.clear()
        t0 = time.perf_counter()
        render_deck(renderer, args.deck, args.width, args.dpr, codes)
        draw_only.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        render_deck(renderer, args.deck, args.width, args.dpr, codes)
        warm.append(time.perf_counter() - t0)

    result = {
        "deck": args.deck, "cards": len(codes), "width": args.width, "dpr": args.dpr,
        "pixels": [round(args.width * args.dpr), round(args.width * 1.4 * args.dpr)],
        "cold_ms": round(statistics.median(cold) * 1000, 1),
        "draw_only_ms": round(statistics.median(draw_only) * 1000, 1),
        "cached_ms": round(statistics.median(warm) * 1000, 3),
        "cold_per_card_ms": round(statistics.median(cold) * 1000 / len(codes), 2),
    }
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{result['cards']} faces of '{args.deck}' at {args.width}px x{args.dpr} "
              f"({result['pixels'][0]}x{result['pixels'][1]} px each)")
        print(f"  cold (parse SVG + draw): {result['cold_ms']:8.1f} ms "
              f"({result['cold_per_card_ms']} ms/card)")
        print(f"  draw only (parsed):      {result['draw_only_ms']:8.1f} ms")
        print(f"  cached:                  {result['cached_ms']:8.3f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
