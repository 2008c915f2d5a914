"""The Linux desktop files and the .deb's layout, from a stand-in bundle (the real build is in
.ci/run: it takes minutes)."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import icons
import project
import pytest
from linux import deb


@pytest.fixture()
def laid_out(qapp, tmp_path: Path) -> Path:
    bundle = tmp_path / "bundle"
    (bundle / "_internal" / "licenses").mkdir(parents=True)
    (bundle / "_internal" / "licenses" / "NOTICES.txt").write_text("notices")
    (bundle / "cardtable").write_text("#!/bin/sh\n")
    (bundle / "cardtable").chmod(0o700)
    stage = tmp_path / "stage"
    icons.write_all(stage / "icons")
    root = tmp_path / "root"
    root.mkdir()
    deb.layout(root, bundle, stage, project.load())
    return root


def test_the_package_puts_the_app_on_the_path_and_in_the_menus(laid_out: Path) -> None:
    bin_ = laid_out / "usr" / "bin"
    for name in ("cardtable", "cardtable-arena", "cardtable-replay", "cardtable-bot"):
        link = bin_ / name
        assert link.is_symlink() and link.resolve() == (laid_out / "opt/cardtable/cardtable").resolve()
    share = laid_out / "usr" / "share"
    assert (share / "applications" / f"{project.APP_ID}.desktop").is_file()
    assert (share / "metainfo" / f"{project.APP_ID}.metainfo.xml").is_file()
    assert (share / "icons/hicolor/48x48/apps" / f"{project.APP_ID}.png").is_file()
    assert (share / "icons/hicolor/scalable/apps" / f"{project.APP_ID}.svg").is_file()
    assert (share / "doc/cardtable/copyright").read_text() == "notices"
    assert (laid_out / "opt/cardtable/cardtable").stat().st_mode & 0o777 == 0o755


def test_the_desktop_entry_names_the_window_class_and_icon() -> None:
    text = deb.desktop_text(project.load())
    assert f"Icon={project.APP_ID}" in text and "Exec=cardtable %f\n" in text  # a saved game
    assert "StartupWMClass=cardtable" in text


def test_the_metainfo_carries_the_version_and_screenshots() -> None:
    text = deb.metainfo_text(project.load())
    assert f'<release version="{project.load().version}"' in text
    assert text.count("<screenshot>") + text.count('<screenshot type="default">') == 4
    assert not re.search(r"@[A-Z_]+@", text)


@pytest.mark.skipif(not (shutil.which("desktop-file-validate") and shutil.which("appstreamcli")),
                    reason="desktop-file-utils and appstream are not installed")
def test_both_validators_pass(laid_out: Path) -> None:
    assert deb.validate(laid_out) == {"desktop-file-validate": "ok", "appstreamcli validate": "ok"}


def test_the_control_file_depends_on_a_cjk_font(laid_out: Path) -> None:
    text = deb.control_text(project.load(), laid_out)
    assert "fonts-noto-cjk" in text and f"Version: {project.load().version}\n" in text
    assert text.endswith("\n") and "Installed-Size: " in text


@pytest.mark.skipif(shutil.which("dpkg-deb") is None, reason="dpkg-deb is not installed")
def test_the_deb_unpacks_to_the_same_layout(laid_out: Path, tmp_path: Path) -> None:
    bundle = laid_out / "opt" / "cardtable"
    out = tmp_path / "out"
    out.mkdir()
    package, _ = deb.build(bundle, tmp_path / "stage", out, project.load())
    unpacked = tmp_path / "unpacked"
    subprocess.run(["dpkg-deb", "-x", str(package), str(unpacked)], check=True)
    assert (unpacked / "usr/bin/cardtable").is_symlink()
    assert (unpacked / "opt/cardtable/cardtable").is_file()
    fields = subprocess.run(["dpkg-deb", "-f", str(package), "Package", "Depends"], check=True,
                            capture_output=True, text=True).stdout
    assert "Package: cardtable" in fields and "libxcb-cursor0" in fields
