#!/usr/bin/env python3
"""Set up the project in ./.venv and run it: ``python3 dev.py run`` or ``python3 dev.py test``.

Needs only Python 3.11+. The first call creates the virtual environment and installs the project
with its test tools; later calls reinstall only when pyproject.toml changed. Extra arguments after
``test`` go to pytest (``python3 dev.py test -k briscola``).

The tests run on every core (pytest-xdist, ``-n auto``), a test module's tests together on one
worker (``--dist loadscope``: a module's fixtures, such as the wheel it builds, are made once);
``python3 dev.py test -n 0`` runs them in one process.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PY = BIN / ("python.exe" if os.name == "nt" else "python")
STAMP = VENV / ".cardtable-installed"


def setup(extras: str) -> None:
    if sys.version_info < (3, 11):
        sys.exit(f"Card Table needs Python 3.11 or newer (this is {sys.version.split()[0]})")
    if not PY.exists():
        print("creating .venv ...", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    want = hashlib.sha256((ROOT / "pyproject.toml").read_bytes() + extras.encode()).hexdigest()
    if STAMP.exists() and STAMP.read_text().strip() == want:
        return
    print(f"installing Card Table and its {extras or 'runtime'} dependencies into .venv ...", flush=True)
    subprocess.check_call([str(PY), "-m", "pip", "install", "-q", "--upgrade", "pip"])
    target = f".[{extras}]" if extras else "."
    subprocess.check_call([str(PY), "-m", "pip", "install", "-q", "-e", target], cwd=ROOT)
    STAMP.write_text(want)


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "run"
    rest = argv[1:]
    if command == "run":
        setup("test")
        return subprocess.call([str(PY), "-m", "cardtable", *rest], cwd=ROOT)
    if command == "test":
        setup("test")
        env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
        spread = [] if any(a == "-n" or a.startswith(("-n", "--numprocesses", "--dist"))
                           for a in rest) else ["-n", "auto", "--dist", "loadscope"]
        return subprocess.call([str(PY), "-m", "pytest", "-q", *spread, *rest], cwd=ROOT, env=env)
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
