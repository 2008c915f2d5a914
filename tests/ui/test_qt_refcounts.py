"""Guard against a Qt binding that loses references to None.

PySide6 6.12.0 drops one reference to None on every ``processEvents()``: on Python 3.11 (where None
is not immortal) a long session — or a test run — then dies with "deallocating None". The project
excludes that version; this test catches a future one with the same bug.
"""

import sys

import pytest
from PySide6.QtWidgets import QApplication


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="None is immortal from Python 3.12 on")
def test_process_events_keeps_references_to_none(qapp):
    before = sys.getrefcount(None)
    for _ in range(500):
        QApplication.processEvents()
    assert sys.getrefcount(None) > before - 50
