"""The window tells the desktop who it is, so the taskbar shows our icon and name, not python's."""

from __future__ import annotations

import os
import subprocess
import sys

import project

from cardtable.app import desktop_entry

PROBE = """
from PySide6.QtWidgets import QApplication
import os
def report(self):
    print(QApplication.desktopFileName(), os.environ.get("RESOURCE_NAME"), QApplication.applicationName(), sep="|")
    return 0
QApplication.exec = report
from cardtable.ui import app
raise SystemExit(app.run(["cardtable", "--game", "briscola", "--players", "2", "--seed", "1",
                          "--screenshot", "unused.png"]))
"""


def test_the_window_names_its_desktop_entry_and_window_class(tmp_path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path),
           "XDG_CONFIG_HOME": str(tmp_path / "c"), "XDG_DATA_HOME": str(tmp_path / "d")}
    env.pop("RESOURCE_NAME", None)
    done = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True,
                          timeout=120, env=env, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == \
        f"{desktop_entry.APP_ID}|{desktop_entry.WM_CLASS}|Card Table"


def test_the_packages_use_the_same_id_and_window_class() -> None:
    assert project.APP_ID == desktop_entry.APP_ID
    from linux import deb
    assert f"StartupWMClass={desktop_entry.WM_CLASS}\n" in deb.desktop_text(project.load())
