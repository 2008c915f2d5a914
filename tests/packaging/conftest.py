"""The packaging scripts live in packaging/ (not a package): the tests import them from there."""

import sys
from pathlib import Path

PACKAGING = Path(__file__).resolve().parents[2] / "packaging"
if str(PACKAGING) not in sys.path:
    sys.path.insert(0, str(PACKAGING))
