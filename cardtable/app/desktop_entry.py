"""A launcher for Linux desktops: ``cardtable --install-desktop-entry`` puts Card Table in the
applications menu (a freedesktop ``.desktop`` file and the icon under the user's data folder,
``~/.local/share`` or ``$XDG_DATA_HOME``); ``--remove-desktop-entry`` takes it away. An
installed wheel and the native build (a folder app) both start from the entry: it runs the
Python that runs this, or the native executable."""

from __future__ import annotations

import os
import re
import shutil
import sys
from pathlib import Path

from ..art.icon import ICON_PATH
from .saves import write_atomic

#: The reverse-DNS id: the entry's file name, the icon's name, and the name the window gives the
#: desktop (``QGuiApplication.setDesktopFileName``), so the taskbar matches the entry to the window.
#: The native packages (packaging/project.py) use the same id.
APP_ID = "io.github.cardtable.CardTable"
#: The instance part of the window's X11 class (``WM_CLASS``): the app names itself so however
#: it is started (``python -m cardtable``, the native executable), and the entry's
#: ``StartupWMClass`` says the same.
WM_CLASS = "cardtable"
#: The file names of entries written by earlier versions, removed with the current one.
LEGACY_IDS = ("cardtable",)
NAME = "Card Table"
COMMENT = "Briscola, Pishti, Shithead and Pinochle against the computer or with friends"
COMMENTS = {"it": "Briscola, Pishti, Shithead e Pinochle contro il computer o con gli amici",
            "de": "Briscola, Pishti, Shithead und Pinochle gegen den Computer oder mit Freunden"}


def data_home() -> Path:
    """``$XDG_DATA_HOME``, else ``~/.local/share`` (the freedesktop default)."""
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if value else Path.home() / ".local" / "share"


def entry_path(home: Path | None = None, app_id: str = APP_ID) -> Path:
    return (home or data_home()) / "applications" / f"{app_id}.desktop"


def icon_path(home: Path | None = None, app_id: str = APP_ID) -> Path:
    return (home or data_home()) / "icons" / "hicolor" / "scalable" / "apps" / f"{app_id}.svg"


def launch_command() -> list[str]:
    """How the entry starts Card Table: the native executable, else this Python with ``-m``."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    return [sys.executable, "-m", "cardtable"]


_PLAIN = re.compile(r"[A-Za-z0-9_@+=:,./-]+")


def exec_quote(arg: str) -> str:
    """An ``Exec`` argument as the freedesktop spec writes it: a literal percent sign doubled
    (``%f`` and the like are field codes); an argument with anything but plain characters (a
    space in a path) in double quotes, its double quote, backquote, dollar and backslash escaped
    with a backslash."""
    arg = arg.replace("%", "%%")
    if _PLAIN.fullmatch(arg):
        return arg
    return '"' + re.sub(r'(["`$\\])', r"\\\1", arg) + '"'


def entry_text(command: list[str]) -> str:
    lines = ["[Desktop Entry]", "Type=Application", f"Name={NAME}",
             "GenericName=Card games", "GenericName[it]=Giochi di carte",
             "GenericName[de]=Kartenspiele", f"Comment={COMMENT}"]
    lines += [f"Comment[{code}]={text}" for code, text in COMMENTS.items()]
    lines += [f"Exec={' '.join(exec_quote(a) for a in command)}", f"Icon={APP_ID}",
              "Terminal=false", f"StartupWMClass={WM_CLASS}",
              "Categories=Game;CardGame;",
              "Keywords=cards;briscola;pishti;shithead;pinochle;"]
    return "\n".join(lines) + "\n"


def install(home: Path | None = None) -> list[Path]:
    """Write the entry and the icon; returns the files written."""
    entry, icon = entry_path(home), icon_path(home)
    entry.parent.mkdir(parents=True, exist_ok=True)
    icon.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(ICON_PATH, icon)
    write_atomic(entry, entry_text(launch_command()))
    return [entry, icon]


def remove(home: Path | None = None) -> list[Path]:
    """Remove the entry and the icon; returns the files removed (none when not installed)."""
    removed = []
    ids = (APP_ID, *LEGACY_IDS)
    for path in [entry_path(home, i) for i in ids] + [icon_path(home, i) for i in ids]:
        if path.exists():
            path.unlink()
            removed.append(path)
    return removed


__all__ = ["APP_ID", "WM_CLASS", "entry_path", "entry_text", "icon_path", "install", "launch_command",
           "remove"]
