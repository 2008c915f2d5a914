"""Build the native app folder with PyInstaller: ``python packaging/build.py`` → ``dist/cardtable/``.

It first regenerates the card art (``python -m cardtable.art``) into ``assets``, then
renders the app icon to ``build/icon/`` (``.ico`` for Windows, ``.icns`` for macOS), which the
spec gives the executable.

Run it with the project's environment (``.venv/bin/python packaging/build.py``); it installs
PyInstaller (the ``build`` extra) if missing. Installers and signing come with the packaging
issue.
"""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ICONS = ("import sys; from pathlib import Path; from PySide6.QtGui import QGuiApplication; "
         "app = QGuiApplication([]); from cardtable.ui.app_icon import write_icon_files; "
         "print('icons:', *write_icon_files(Path(sys.argv[1])))")


def main() -> int:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        subprocess.check_call([sys.executable, "-m", "pip", "install", "-e", f"{ROOT}[build]"])
    # The card art is generated code: regenerate it so the build ships what the generator draws.
    subprocess.check_call([sys.executable, "-m", "cardtable.art"], cwd=ROOT)
    subprocess.check_call([sys.executable, "-c", ICONS, str(ROOT / "build" / "icon")], cwd=ROOT,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    return subprocess.call([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
                            "--distpath", str(ROOT / "dist"), "--workpath", str(ROOT / "build"),
                            str(ROOT / "packaging" / "cardtable.spec")], cwd=ROOT)


if __name__ == "__main__":
    sys.exit(main())
