"""What every native build says about the app, read from one place: ``pyproject.toml``.

The version, the name and the summary are defined once, in ``pyproject.toml``'s ``[project]``
table; the spec (bundle metadata, the Windows version resource, macOS ``Info.plist``), the Linux
``.desktop`` / AppStream files, the ``.deb`` control file and the Inno Setup script all take them
from here, so a release changes one line. The app itself reads the same line at run time
(``cardtable.__version__``). No third-party imports: the spec runs this under PyInstaller.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"

#: Reverse-DNS id: the .desktop file's name, the AppStream id, the macOS bundle identifier and the
#: name the window gives the desktop (``setDesktopFileName``), so the taskbar matches the launcher.
APP_ID = "io.github.cardtable.CardTable"
#: Where the project is published (the metainfo's home page and screenshots, the installers' links).
HOMEPAGE = "https://github.com/cardtable/cardtable"
SCREENSHOTS = f"{HOMEPAGE}/raw/main/docs/screenshots"
#: The executables and the package name on disk.
EXE = "cardtable"
#: The command-line tools the one bundle also runs (``cardtable-<tool>`` or ``cardtable <tool>``).
TOOLS = ("arena", "replay", "bot", "decks")


@dataclass(frozen=True)
class Project:
    name: str          # the distribution name, "cardtable"
    display_name: str  # what people read, "Card Table"
    version: str       # "0.1.0"
    summary: str
    licence: str       # SPDX, "MIT"

    @property
    def version_tuple(self) -> tuple[int, int, int, int]:
        """Four numbers for the Windows version resource (``0.1.0`` → ``(0, 1, 0, 0)``); a
        pre-release suffix (``1.2.0rc1``) is dropped there."""
        numbers = []
        for part in self.version.split(".")[:4]:
            digits = ""
            for ch in part:
                if not ch.isdigit():
                    break
                digits += ch
            numbers.append(int(digits or 0))
        while len(numbers) < 4:
            numbers.append(0)
        return (numbers[0], numbers[1], numbers[2], numbers[3])


def load(root: Path = ROOT) -> Project:
    data = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return Project(name=data["name"], display_name="Card Table", version=data["version"],
                   summary=data["description"], licence=data.get("license", "MIT"))


def fill(template: str, project: Project, **extra: str) -> str:
    """``@VERSION@``-style placeholders of a template file, filled in (``@@`` stays as is)."""
    values = {"VERSION": project.version, "APP_ID": APP_ID, "HOMEPAGE": HOMEPAGE,
              "SCREENSHOTS": SCREENSHOTS, "NAME": project.display_name,
              "EXE": EXE, "SUMMARY": project.summary, "LICENSE": project.licence,
              "VERSION_COMMAS": ", ".join(map(str, project.version_tuple)),
              "VERSION_DOTS": ".".join(map(str, project.version_tuple)), **extra}
    for key, value in values.items():
        template = template.replace(f"@{key}@", value)
    return template


__all__ = ["APP_ID", "EXE", "HOMEPAGE", "SCREENSHOTS", "PACKAGING", "ROOT", "TOOLS", "Project", "fill", "load"]
