"""Build hook: the wheel carries the top-level ``assets/`` and ``translations/`` inside the package.

The repository keeps the app's data files beside the ``cardtable`` package (``assets/``,
``translations/``); a wheel has only packages, so the build copies both folders into
``cardtable/assets`` and ``cardtable/translations`` of the built package, where
``cardtable.resources`` looks for them in an installed app. Everything else is in
``pyproject.toml``.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
DATA = ("assets", "translations")
SKIP = shutil.ignore_patterns("__pycache__", "*.pyc", ".*")


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


setup(cmdclass={"build_py": BuildWithData})
