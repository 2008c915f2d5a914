"""Where the app's data files are, in every way it runs.

The repository keeps them at its top level — ``assets/`` (decks, backs, icons, sounds, table art,
help texts) and ``translations/`` (the catalogues) — beside the ``cardtable`` package. They are
found, first match wins:

1. the frozen app (PyInstaller): ``assets/`` and ``translations/`` in the bundle's data folder
   (``sys._MEIPASS``);
2. an installed wheel: the build copies both into the package, ``cardtable/assets`` and
   ``cardtable/translations`` (``setup.py``);
3. a source checkout or an editable install: the folders beside the package.

``CARDTABLE_ASSETS`` and ``CARDTABLE_TRANSLATIONS`` in the environment override the search (for a
packager who installs the data elsewhere). No Qt here: the art generator and the services use it
too.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent
#: The source checkout's top level (also an editable install's).
SOURCE_ROOT = PACKAGE.parent


def _find(name: str, env: str) -> Path:
    override = os.environ.get(env)
    if override:
        return Path(override)
    frozen = getattr(sys, "_MEIPASS", None)
    candidates = [Path(frozen) / name] if frozen else []
    candidates += [PACKAGE / name, SOURCE_ROOT / name]
    for folder in candidates:
        if folder.is_dir():
            return folder
    # Nothing there: the checkout's place, so messages name where the files belong.
    return SOURCE_ROOT / name


def assets_dir() -> Path:
    """The folder of decks, backs, icons, sounds, table art and help texts."""
    return _find("assets", "CARDTABLE_ASSETS")


def translations_dir() -> Path:
    """The folder of translation catalogues (``cardtable_<code>.ts`` / ``.qm``)."""
    return _find("translations", "CARDTABLE_TRANSLATIONS")


ASSETS_DIR = assets_dir()
TRANSLATIONS_DIR = translations_dir()

__all__ = ["ASSETS_DIR", "PACKAGE", "SOURCE_ROOT", "TRANSLATIONS_DIR", "assets_dir",
           "translations_dir"]
