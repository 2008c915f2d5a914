"""``cardtable`` / ``python -m cardtable``: open the Card Table window."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from .ui.app import run

    return run(sys.argv if argv is None else argv)


if __name__ == "__main__":
    sys.exit(main())
