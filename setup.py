"""Build hook: the wheel carries the top-level ``assets/`` and ``translations/`` inside the package.

The repository keeps the app's data files beside the ``cardtable`` package (``assets/``,
``translations/``); a wheel has only packages, so the build copies both folders into
``cardtable/assets`` and ``cardtable/translations`` of the built package, where
``cardtable.resources`` looks for them in an installed app, and compiles every translation
catalogue (``.ts``) into the ``.qm`` the app loads, with Qt's ``lrelease`` from PySide6 (a build
requirement in ``pyproject.toml``). An editable install reads the folders where they are and
compiles a ``.qm`` when it is missing or older than its ``.ts`` (``cardtable.app.catalogue``).
Everything else is in ``pyproject.toml``.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
DATA = ("assets", "translations")
SKIP = shutil.ignore_patterns("__pycache__", "*.pyc", ".*", "*.qm")


class BuildWithData(build_py):
    """``build_py`` that also copies the data folders into the built package."""

    def run(self) -> None:
        super().run()
        if self.editable_mode:  # an editable install reads them where they are
            return
        for name in DATA:
            source = ROOT / name
            if not source.is_dir():  # an sdist without them cannot make a working wheel
                raise SystemExit(f"setup.py: {source} is missing")
            target = Path(self.build_lib) / "cardtable" / name
            shutil.rmtree(target, ignore_errors=True)
            shutil.copytree(source, target, ignore=SKIP)
        compile_translations(Path(self.build_lib) / "cardtable" / "translations")


def lrelease() -> str:
    """Qt's lrelease as PySide6 ships it (found without importing Qt), else on the PATH."""
    spec = importlib.util.find_spec("PySide6")
    for place in (spec.submodule_search_locations or []) if spec is not None else []:
        tool = Path(place) / ("lrelease.exe" if os.name == "nt" else "lrelease")
        if tool.is_file():
            return str(tool)
    found = shutil.which("pyside6-lrelease") or shutil.which("lrelease")
    if found is None:
        raise SystemExit("setup.py: Qt's lrelease is needed to compile the translations "
                         "(pip install PySide6-Essentials)")
    return found


def compile_translations(folder: Path) -> None:
    """Write ``cardtable_<code>.qm`` beside every ``.ts`` in ``folder`` (a stale copy from the
    checkout is replaced)."""
    tool = lrelease()
    for ts in sorted(folder.glob("cardtable_*.ts")):
        subprocess.run([tool, "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)


setup(cmdclass={"build_py": BuildWithData})
