"""The licences of what Card Table ships: ours (MIT) and every third-party part.

The native build (``packaging/build.py``) calls :func:`write_bundle_notices` to put
``licenses/`` in the bundle and the installers: ``NOTICES.txt`` (what is inside, its version and
licence, where its source is) and each component's licence text, taken from the installed
distributions' metadata where they carry it (platformdirs, PyInstaller's bootloader), from the
Python installation (Python's PSF licence), and from ``packaging/licenses/`` for what ships none
(the PySide6 wheels name the LGPL but carry no text). Help ▸ About shows the same notices: from
the bundle in the native app, else assembled from the installed packages. No Qt here.
"""

from __future__ import annotations

import platform
import sys
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

from .resources import SOURCE_ROOT

#: The distributions the app runs on, in the order the notices list them.
RUNTIME = ("PySide6-Essentials", "PySide6-Addons", "shiboken6", "platformdirs")
#: Where each one's source is (the LGPL asks that a recipient can get Qt's and PySide6's).
SOURCES = {
    "PySide6-Essentials": "https://code.qt.io/cgit/pyside/pyside-setup.git (Qt: https://download.qt.io/official_releases/qt/)",
    "PySide6-Addons": "https://code.qt.io/cgit/pyside/pyside-setup.git (Qt: https://download.qt.io/official_releases/qt/)",
    "shiboken6": "https://code.qt.io/cgit/pyside/pyside-setup.git",
    "platformdirs": "https://github.com/tox-dev/platformdirs",
    "Python": "https://www.python.org/downloads/source/",
    "PyInstaller": "https://github.com/pyinstaller/pyinstaller",
}
#: Licence texts a distribution does not carry: licence expression → files in packaging/licenses.
TEXTS = {"LGPL-3.0-only": ("LGPL-3.0.txt", "GPL-3.0.txt")}
LGPL_NOTE = (
    "Qt and PySide6 are used under the GNU Lesser General Public License version 3 (LGPL-3.0,\n"
    "which adds permissions to the GNU GPL version 3; both texts are in this folder). They are\n"
    "shipped unmodified as separate shared libraries in the app's folder, so you may replace them\n"
    "with other builds of the same versions; their source is at the addresses above.\n")


@dataclass(frozen=True)
class Component:
    name: str
    version: str
    licence: str
    source: str
    texts: tuple[tuple[str, str], ...]  # (file name, text)


def _dist_licence(dist: metadata.Distribution) -> str:
    meta = dist.metadata  # an email.message.Message underneath: a missing field reads None
    expression = meta["License-Expression"] or ""
    if not expression:
        classic = meta["License"] or ""
        expression = classic if classic and "\n" not in classic and len(classic) < 80 else ""
    return expression or "see the licence text"


def _dist_texts(dist: metadata.Distribution) -> list[tuple[str, str]]:
    texts = []
    for file in dist.files or ():
        name = file.name.upper()
        if "licenses" in file.parts or name.startswith(("LICENSE", "LICENCE", "COPYING", "NOTICE")):
            if ".dist-info" not in str(file.parent) and "licenses" not in file.parts:
                continue  # a package's own module named license.py is not a licence
            try:
                texts.append((file.name, file.read_text(encoding="utf-8")))
            except (OSError, UnicodeDecodeError):
                continue
    return texts


def _packaging_text(name: str, root: Path = SOURCE_ROOT) -> str | None:
    path = root / "packaging" / "licenses" / name
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return None


def python_licence_text() -> str | None:
    """The licence file of the Python that runs this (``LICENSE.txt`` of its standard library)."""
    base = Path(sys.base_prefix)
    version = f"python{sys.version_info.major}.{sys.version_info.minor}"
    for path in (base / "lib" / version / "LICENSE.txt", base / "LICENSE.txt",
                 base / "Lib" / "LICENSE.txt", Path(f"/usr/lib/{version}/LICENSE.txt")):
        if path.is_file():
            return path.read_text(encoding="utf-8", errors="replace")
    return None


def components(frozen_by_pyinstaller: bool = False) -> list[Component]:
    """What the app is made of, from the installed packages (and Python itself)."""
    out = []
    for name in RUNTIME:
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue
        licence = _dist_licence(dist)
        texts = _dist_texts(dist)
        if not texts:
            for key, files in TEXTS.items():
                if licence.startswith(key):
                    texts = [(f, t) for f in files if (t := _packaging_text(f)) is not None]
        out.append(Component(dist.metadata["Name"], dist.version, licence,
                             SOURCES.get(name, ""), tuple(texts)))
    py_text = python_licence_text()
    out.append(Component("Python", platform.python_version(), "PSF-2.0", SOURCES["Python"],
                         (("LICENSE.txt", py_text),) if py_text else ()))
    if frozen_by_pyinstaller:
        # a frozen app always carries the bootloader: name it even where PyInstaller's own
        # metadata (and with it the version and licence text) is not installed here
        try:
            dist = metadata.distribution("pyinstaller")
            boot_version, boot_texts = dist.version, _dist_texts(dist)
        except metadata.PackageNotFoundError:
            boot_version, boot_texts = "", []
        out.append(Component("PyInstaller (bootloader)", boot_version,
                             "GPL-2.0-or-later WITH Bootloader-exception",
                             SOURCES["PyInstaller"], tuple(boot_texts)))
    return out


def notices_text(parts: list[Component], own_licence: str, version: str,
                 extra_libraries: list[str] | None = None) -> str:
    """``NOTICES.txt``: what is inside the app, under which licence, where its source is."""
    lines = [f"Card Table {version}", "=" * len(f"Card Table {version}"), "",
             "Card Table is free software under the MIT licence (LICENSE-cardtable.txt).",
             "It includes the following third-party components:", ""]
    for part in parts:
        lines.append(f"- {part.name} {part.version}".rstrip() + f": {part.licence}")
        if part.source:
            lines.append(f"  source: {part.source}")
        for file_name, _ in part.texts:
            lines.append(f"  licence text: {_text_file(part, file_name)}")
    lines += ["", LGPL_NOTE]
    if extra_libraries:
        lines += ["Shared libraries of the build system that the bundle also carries (each under its",
                  "own licence, as distributed by the system it was built on):", ""]
        lines += [f"- {name}" for name in extra_libraries]
    lines += ["", "The MIT licence of Card Table:", "", own_licence]
    return "\n".join(lines) + "\n"


def _text_file(part: Component, file_name: str) -> str:
    if any(file_name in files for files in TEXTS.values()):
        return file_name  # one copy of the LGPL for Qt, PySide6 and shiboken6
    stem = part.name.split(" ")[0]
    return f"{stem}-{file_name}" if not file_name.startswith(stem) else file_name


def write_bundle_notices(folder: Path, version: str, frozen_by_pyinstaller: bool = True,
                         extra_libraries: list[str] | None = None) -> list[Path]:
    """Write ``NOTICES.txt`` and every licence text into ``folder``; returns the files."""
    folder.mkdir(parents=True, exist_ok=True)
    own = (SOURCE_ROOT / "LICENSE").read_text(encoding="utf-8")
    parts = components(frozen_by_pyinstaller)
    written = [folder / "LICENSE-cardtable.txt"]
    written[0].write_text(own, encoding="utf-8")
    for part in parts:
        for file_name, text in part.texts:
            path = folder / _text_file(part, file_name)
            path.write_text(text, encoding="utf-8")
            written.append(path)
    notices = folder / "NOTICES.txt"
    notices.write_text(notices_text(parts, own, version, extra_libraries), encoding="utf-8")
    return [notices, *dict.fromkeys(written)]


def bundled_notices() -> Path | None:
    """``NOTICES.txt`` of the native app (None when running from Python packages)."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        path = Path(frozen) / "licenses" / "NOTICES.txt"
        if path.is_file():
            return path
    return None


def about_text(version: str) -> str:
    """The notices Help ▸ About shows: the bundle's file, else assembled from the packages."""
    path = bundled_notices()
    if path is not None:
        try:
            return path.read_text(encoding="utf-8")
        except OSError:
            pass
    return notices_text(components(), own_licence(), version)


def own_licence() -> str:
    """Card Table's licence text: the checkout's ``LICENSE``, else the installed package's copy
    (a wheel carries it in its metadata)."""
    try:
        return (SOURCE_ROOT / "LICENSE").read_text(encoding="utf-8")
    except OSError:
        pass
    try:
        texts = _dist_texts(metadata.distribution("cardtable"))
    except metadata.PackageNotFoundError:
        texts = []
    return texts[0][1] if texts else "MIT License (the licence file is missing from this installation)"


__all__ = ["Component", "about_text", "own_licence", "bundled_notices", "components", "notices_text",
           "python_licence_text", "write_bundle_notices"]
