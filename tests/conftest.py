"""Test-wide setup: Qt renders offscreen, so the suite runs on machines with no display."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
