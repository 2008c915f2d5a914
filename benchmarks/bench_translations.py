"""How long loading a language takes at start: the app's compiled catalogue (``.qm``) and Qt's
``qtbase_<code>.qm``, each a plain ``QTranslator`` (issue 53: at most 2 ms).

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_translations.py [--runs 50]

Prints, per language, the median and the slowest of ``runs`` loads (:func:`cardtable.ui.i18n.load`,
what start-up does before the window), and the whole install with the engine's routing
(:func:`cardtable.ui.i18n.install`, no window open), and the first load in a fresh process. The ``.qm`` files are compiled first where
stale (a checkout), and that is not timed: a built app ships them compiled.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time

from PySide6.QtWidgets import QApplication

from cardtable.app import catalogue
from cardtable.ui import i18n

LIMIT_MS = 2.0


def timed(action, runs: int) -> list[float]:
    out = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        out.append((time.perf_counter() - start) * 1000)
    return out


COLD = """
import time
from PySide6.QtWidgets import QApplication
from cardtable.ui import i18n
app = QApplication([])
start = time.perf_counter()
i18n.load({code!r})
print((time.perf_counter() - start) * 1000)
"""


def cold(code: str) -> float:
    """The first load in a new process (what start-up pays), in ms: the median of three."""
    runs = [float(subprocess.run([sys.executable, "-c", COLD.format(code=code)], check=True,
                                 capture_output=True, text=True).stdout.split()[-1])
            for _ in range(3)]
    return statistics.median(runs)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--runs", type=int, default=50)
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication([])
    codes = [catalogue.ENGLISH, *catalogue.languages()]
    for code in codes:
        i18n.load(code)  # compile what is stale; not timed
    worst = 0.0
    print(f"{'language':<9} {'load median':>12} {'load max':>9} {'install median':>15}")
    for code in codes:
        loads = timed(lambda: i18n.load(code), args.runs)
        installs = timed(lambda: i18n.install(app, code), args.runs)
        worst = max(worst, statistics.median(loads), statistics.median(installs))
        print(f"{code:<9} {statistics.median(loads):>10.3f}ms {max(loads):>7.3f}ms "
              f"{statistics.median(installs):>13.3f}ms")
    i18n.install(app, catalogue.ENGLISH)
    for code in codes[1:]:
        first = cold(code)
        worst = max(worst, first)
        print(f"{code}: the first load in a fresh process {first:.3f} ms")
    print(f"slowest median {worst:.3f} ms: {'within' if worst <= LIMIT_MS else 'OVER'} "
          f"the {LIMIT_MS:g} ms budget")
    return 0 if worst <= LIMIT_MS else 1


if __name__ == "__main__":
    sys.exit(main())
