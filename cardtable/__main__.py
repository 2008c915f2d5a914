"""``cardtable`` / ``python -m cardtable``: open the Card Table window."""

from __future__ import annotations

import multiprocessing
import sys


def main(argv: list[str] | None = None) -> int:
    # In the frozen app this executable is also the computer players' worker process
    # (cardtable/app/ai_worker.py, spawn start method): run it and exit when started as one.
    multiprocessing.freeze_support()
    from .ui.app import run

    return run(sys.argv if argv is None else argv)


if __name__ == "__main__":
    sys.exit(main())
