"""Where the translations are, and how a ``.ts`` catalogue becomes the ``.qm`` the app loads.

A language's catalogue is the Qt Linguist source ``cardtable_<code>.ts`` in
:data:`TRANSLATIONS`, made and kept in step with the source by ``pyside6-lupdate``
(``python -m cardtable.cli.translations``), and its compiled form ``cardtable_<code>.qm``, made by
``pyside6-lrelease``. The app loads only the ``.qm`` (with Qt's ``QTranslator``:
:mod:`cardtable.ui.i18n`); nothing reads a ``.ts`` at run time.

Who compiles: the wheel's build (``setup.py``) and the native build (``packaging/build.py``) put
a ``.qm`` beside every ``.ts``; in a source checkout or an editable install :func:`fresh_qm`
compiles a ``.qm`` that is missing or older than its ``.ts`` when the language is loaded (the
``.qm`` files are not in git), so a translator's edit shows at the next start with no build step.
No Qt here (a subprocess runs Qt's tool): the services import this module too.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

from ..resources import SOURCE_ROOT
from ..resources import TRANSLATIONS_DIR as TRANSLATIONS

PREFIX = "cardtable_"


class CatalogueError(ValueError):
    """A catalogue that cannot be compiled or loaded."""


def catalogue_path(code: str, folder: Path = TRANSLATIONS) -> Path:
    """The ``.ts`` source of a language."""
    return folder / f"{PREFIX}{code}.ts"


def qm_path(code: str, folder: Path = TRANSLATIONS) -> Path:
    """The compiled ``.qm`` of a language."""
    return folder / f"{PREFIX}{code}.qm"


#: English is the source's language; its catalogue holds only the plural forms of the strings
#: with a count ("%n points": "1 point", "2 points"), made by ``lupdate -pluralonly``.
ENGLISH = "en"


def languages(folder: Path = TRANSLATIONS) -> list[str]:
    """The codes of the languages the app is translated into (``it``, ``pt_BR``), compiled or
    not; English, the source's language, is not one of them."""
    return sorted({p.stem.removeprefix(PREFIX) for pattern in ("*.ts", "*.qm")
                   for p in folder.glob(PREFIX + pattern)} - {ENGLISH})


def is_english(code: str) -> bool:
    """Whether ``code`` asks for the source's language (``en``, ``en_GB``, Qt's ``C``)."""
    return code.split("_")[0] in (ENGLISH, "C")


def find(code: str, folder: Path = TRANSLATIONS) -> str | None:
    """The catalogue's code for a language code: ``pt_BR``, then ``pt``; None for English or a
    language without one."""
    known = languages(folder)
    for name in dict.fromkeys((code, code.split("_")[0])):
        if name and not is_english(name) and name in known:
            return name
    return None


def lrelease() -> list[str] | None:
    """The command that runs Qt's ``lrelease``: the binary that PySide6 ships (found without
    importing Qt), else ``pyside6-lrelease`` or ``lrelease`` on the PATH; None without one."""
    spec = importlib.util.find_spec("PySide6")
    for place in (spec.submodule_search_locations or []) if spec is not None else []:
        for name in ("lrelease.exe", "lrelease") if os.name == "nt" else ("lrelease",):
            tool = Path(place) / name
            if tool.is_file():
                return [str(tool)]
    for name in ("pyside6-lrelease", "lrelease"):
        found = shutil.which(name)
        if found:
            return [found]
    return None


def compile_catalogue(ts: Path, qm: Path) -> None:
    """Compile ``ts`` into ``qm`` with ``lrelease``; :class:`CatalogueError` when it cannot
    (no tool, a broken ``.ts``, a folder that cannot be written). The ``.qm`` is written under a
    temporary name and then moved into place, so an app starting meanwhile never reads half."""
    tool = lrelease()
    if tool is None:
        raise CatalogueError(f"{ts.name}: Qt's lrelease is not installed (it comes with PySide6)")
    part = qm.with_name(f".{qm.name}.{os.getpid()}.part")
    try:
        done = subprocess.run([*tool, "-silent", str(ts), "-qm", str(part)], capture_output=True,
                              text=True, timeout=120)
        if done.returncode != 0 or not part.is_file():
            why = (done.stderr or done.stdout).strip().splitlines()
            raise CatalogueError(f"{ts.name}: lrelease failed "
                                 f"({why[-1] if why else done.returncode})")
        os.replace(part, qm)
    except (OSError, subprocess.SubprocessError) as exc:
        raise CatalogueError(f"{ts.name}: lrelease did not run ({exc})") from exc
    finally:
        part.unlink(missing_ok=True)


def compile_all(folder: Path = TRANSLATIONS, out: Path | None = None) -> list[Path]:
    """Compile every ``.ts`` of ``folder`` into ``out`` (default: beside it); the ``.qm`` files
    made. What the builds call."""
    made = []
    for ts in sorted(folder.glob(f"{PREFIX}*.ts")):
        qm = (out or folder) / ts.with_suffix(".qm").name
        compile_catalogue(ts, qm)
        made.append(qm)
    return made


def in_checkout(folder: Path) -> bool:
    """Whether ``folder`` is a source checkout's (or an editable install's) translations, where
    the ``.qm`` files are made on demand, not shipped."""
    return not getattr(sys, "frozen", False) and folder.resolve() == (
        SOURCE_ROOT / "translations").resolve()


def fresh_qm(code: str, folder: Path = TRANSLATIONS) -> Path:
    """The ``.qm`` to load for ``code`` (a catalogue's code, :func:`find`). In a source checkout
    one missing or older than its ``.ts`` is compiled first; :class:`CatalogueError` when there
    is no ``.qm`` and none can be made."""
    ts, qm = catalogue_path(code, folder), qm_path(code, folder)
    stale = ts.is_file() and (not qm.is_file() or qm.stat().st_mtime < ts.stat().st_mtime)
    if stale and in_checkout(folder):
        try:
            compile_catalogue(ts, qm)
        except CatalogueError:
            if not qm.is_file():
                raise
    if not qm.is_file():
        raise CatalogueError(f"{qm.name} is missing (build the translations: "
                             "python -m cardtable.cli.translations --release)")
    return qm


__all__ = ["TRANSLATIONS", "PREFIX", "ENGLISH", "is_english", "CatalogueError", "catalogue_path", "qm_path", "languages",
           "find", "lrelease", "compile_catalogue", "compile_all", "in_checkout", "fresh_qm"]
