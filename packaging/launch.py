"""Entry script for the frozen app (PyInstaller needs a file, not a console-script)."""

import sys

from cardtable.__main__ import main

sys.exit(main())
