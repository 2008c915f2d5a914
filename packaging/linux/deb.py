"""The Debian package: the bundle under ``/opt/cardtable``, made with ``dpkg-deb``.

Layout of ``cardtable_<version>_<arch>.deb``::

    /opt/cardtable/                       the one-folder bundle (PyInstaller)
    /usr/bin/cardtable                    link to /opt/cardtable/cardtable: the window
    /usr/bin/cardtable-{arena,replay,bot,decks}   links to the same executable, which runs the
                                          tool its name says (packaging/launch.py)
    /usr/share/applications/<app id>.desktop
    /usr/share/icons/hicolor/<N>x<N>/apps/<app id>.png, .../scalable/apps/<app id>.svg
    /usr/share/metainfo/<app id>.metainfo.xml
    /usr/share/doc/cardtable/copyright    the licence notices (NOTICES.txt)

No maintainer scripts: the icon cache and the desktop database are refreshed by the dpkg
triggers of the packages that own them, so install and removal leave nothing behind. The
package depends on the system libraries the bundle does not carry (X11/Wayland, OpenGL,
fontconfig, PulseAudio client for sound) and on a font with Japanese and Chinese glyphs
(``fonts-noto-cjk``), since Qt draws the translations with the system's fonts.
"""

from __future__ import annotations

import datetime
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
import project  # noqa: E402

PREFIX = Path("opt") / project.EXE
DEPENDS = ("libc6 (>= 2.31), libgl1, libegl1, libfontconfig1, libfreetype6, libglib2.0-0, "
           "libdbus-1-3, libx11-6, libx11-xcb1, libxkbcommon0, libxkbcommon-x11-0, libxcb-cursor0, "
           "libxcb-icccm4, libxcb-image0, libxcb-keysyms1, libxcb-randr0, libxcb-render-util0, "
           "libxcb-shape0, libxcb-xinerama0, libxcb-xkb1, libwayland-client0, libwayland-cursor0, "
           "libwayland-egl1, fonts-noto-cjk | fonts-ipafont-gothic")
RECOMMENDS = "libpulse0"


def release_date() -> str:
    """The date of the commit built (reproducible), else today."""
    try:
        out = subprocess.run(["git", "log", "-1", "--format=%cs"], cwd=project.ROOT,
                             capture_output=True, text=True, check=True).stdout.strip()
        if out:
            return out
    except (OSError, subprocess.CalledProcessError):
        pass
    return datetime.date.today().isoformat()


def desktop_text(info: project.Project) -> str:
    return project.fill((HERE / f"{project.APP_ID}.desktop").read_text("utf-8"), info)


def metainfo_text(info: project.Project) -> str:
    return project.fill((HERE / f"{project.APP_ID}.metainfo.xml.in").read_text("utf-8"), info,
                        DATE=release_date())


def architecture() -> str:
    try:
        return subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True,
                              check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return {"x86_64": "amd64", "aarch64": "arm64"}.get(os.uname().machine, os.uname().machine)


def layout(root: Path, bundle: Path, stage: Path, info: project.Project) -> None:
    """Lay the package's files out under ``root`` (also what ``dpkg-deb -x`` gives back)."""
    shutil.copytree(bundle, root / PREFIX, symlinks=True)
    bindir = root / "usr" / "bin"
    bindir.mkdir(parents=True)
    for name in (project.EXE, *(f"{project.EXE}-{tool}" for tool in project.TOOLS)):
        (bindir / name).symlink_to(Path("..", "..", PREFIX, project.EXE))
    share = root / "usr" / "share"
    (share / "applications").mkdir(parents=True)
    (share / "applications" / f"{project.APP_ID}.desktop").write_text(desktop_text(info), "utf-8")
    (share / "metainfo").mkdir(parents=True)
    (share / "metainfo" / f"{project.APP_ID}.metainfo.xml").write_text(metainfo_text(info), "utf-8")
    shutil.copytree(stage / "icons" / "hicolor", share / "icons" / "hicolor")
    doc = share / "doc" / project.EXE
    doc.mkdir(parents=True)
    notices = bundle / "_internal" / "licenses" / "NOTICES.txt"
    shutil.copyfile(notices if notices.is_file() else project.ROOT / "LICENSE", doc / "copyright")
    for path in [root, *root.rglob("*")]:  # dpkg wants 0755 folders and no group-writable files
        if path.is_symlink():
            continue
        mode = path.stat().st_mode
        os.chmod(path, 0o755 if path.is_dir() or mode & 0o111 else 0o644)


def installed_size_kib(root: Path) -> int:
    return sum(p.lstat().st_size for p in root.rglob("*") if not p.is_dir()) // 1024 + 1


def control_text(info: project.Project, root: Path) -> str:
    return (f"Package: {project.EXE}\n"
            f"Version: {info.version}\n"
            f"Architecture: {architecture()}\n"
            f"Maintainer: The Card Table contributors <cardtable@users.noreply.github.com>\n"
            f"Installed-Size: {installed_size_kib(root)}\n"
            f"Depends: {DEPENDS}\n"
            f"Recommends: {RECOMMENDS}\n"
            f"Section: games\n"
            f"Priority: optional\n"
            f"Homepage: {project.HOMEPAGE}\n"
            f"Description: {info.summary.rstrip('.')}\n"
            f" Card Table deals Briscola, Pishti, Shithead and Pinochle, with every player\n"
            f" count and regional variant, against computer players or with friends sharing\n"
            f" one screen, offline. The command-line tools cardtable-arena, cardtable-replay\n"
            f" and cardtable-bot come with it.\n")


def validate(root: Path) -> dict[str, str]:
    """``desktop-file-validate`` and ``appstreamcli validate`` on the laid-out files: "ok", the
    tool's complaint, or "not installed"."""
    share = root / "usr" / "share"
    checks = {
        "desktop-file-validate": ["desktop-file-validate",
                                  str(share / "applications" / f"{project.APP_ID}.desktop")],
        "appstreamcli validate": ["appstreamcli", "validate", "--no-net", "--pedantic",
                                  str(share / "metainfo" / f"{project.APP_ID}.metainfo.xml")],
    }
    results = {}
    for name, command in checks.items():
        if shutil.which(command[0]) is None:
            results[name] = "not installed"
            continue
        done = subprocess.run(command, capture_output=True, text=True)
        text = (done.stdout + done.stderr).strip()
        results[name] = "ok" if done.returncode == 0 else text or f"exit {done.returncode}"
        if done.returncode == 0 and text:
            print(f"{name}:\n{text}")
    return results


#: dpkg-deb's compression: xz for the packages people download (37 MB), gzip where speed counts
#: more than size (CI checks the package's contents; gzip -9 makes it 52 MB in a quarter of the
#: time of xz -6 on two busy cores).
COMPRESSION = {"xz": ["-Zxz", "-z6"], "gzip": ["-Zgzip", "-z9"]}


def build(bundle: Path, stage: Path, out_dir: Path, info: project.Project,
          compression: str = "xz") -> tuple[Path, dict[str, str]]:
    """Make the .deb from ``bundle``; returns its path and the validators' results."""
    out = out_dir / f"{project.EXE}_{info.version}_{architecture()}.deb"
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "root"
        root.mkdir(mode=0o755)
        layout(root, bundle, stage, info)
        checks = validate(root)
        (root / "DEBIAN").mkdir()
        (root / "DEBIAN" / "control").write_text(control_text(info, root), "utf-8")
        out.unlink(missing_ok=True)
        subprocess.check_call(["dpkg-deb", "--root-owner-group", *COMPRESSION[compression],
                               "--build", str(root), str(out)], stdout=subprocess.DEVNULL)
    return out, checks


__all__ = ["COMPRESSION", "DEPENDS", "PREFIX", "build", "control_text", "desktop_text", "layout",
           "metainfo_text", "validate"]
