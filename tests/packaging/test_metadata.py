"""One version, defined in pyproject.toml, read by everything that states it."""

from __future__ import annotations

import plistlib
import re
import tomllib
from pathlib import Path

import project

import cardtable

ROOT = Path(__file__).resolve().parents[2]
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["version"]


def test_the_package_reads_the_version_from_pyproject() -> None:
    assert cardtable.__version__ == VERSION == project.load().version


def test_a_copy_without_pyproject_reads_the_installed_metadata(tmp_path: Path,
                                                               monkeypatch) -> None:
    """An installed wheel or the native app has no pyproject.toml beside the package."""
    from importlib import metadata
    package = tmp_path / "cardtable"
    package.mkdir()
    (package / "__init__.py").write_text((ROOT / "cardtable" / "__init__.py").read_text("utf-8"))
    monkeypatch.setattr(metadata, "version", lambda name: "9.8.7")
    namespace: dict = {"__file__": str(package / "__init__.py"), "__name__": "copy"}
    exec(compile((package / "__init__.py").read_text("utf-8"), "copy", "exec"), namespace)
    assert namespace["__version__"] == "9.8.7"


def test_the_windows_version_resource_takes_four_numbers() -> None:
    assert project.Project("x", "X", "1.2.3rc1", "", "MIT").version_tuple == (1, 2, 3, 0)
    info = project.load()
    text = project.fill((ROOT / "packaging/windows/version_info.txt.in").read_text("utf-8"), info)
    assert not re.search(r"@[A-Z_]+@", text)
    assert f"StringStruct('ProductVersion', '{VERSION}')" in text
    assert f"filevers=({', '.join(map(str, info.version_tuple))})" in text


def test_the_macos_info_plist_has_the_id_version_retina_and_saved_games() -> None:
    info = project.load()
    plist = plistlib.loads(project.fill((ROOT / "packaging/macos/Info.plist.in").read_text("utf-8"),
                                        info).encode())
    assert plist["CFBundleIdentifier"] == project.APP_ID
    assert plist["CFBundleShortVersionString"] == VERSION
    assert plist["NSHighResolutionCapable"] is True
    (doc,) = plist["CFBundleDocumentTypes"]
    assert doc["CFBundleTypeExtensions"] == ["json"] and doc["LSHandlerRank"] == "Alternate"


def test_the_inno_setup_script_installs_per_user_with_a_start_menu_entry() -> None:
    info = project.load()
    text = project.fill((ROOT / "packaging/windows/cardtable.iss").read_text("utf-8"), info,
                        BUNDLE="B", OUTPUT="O", STAGE="S", ROOT="R")
    assert "PrivilegesRequired=lowest" in text
    assert '#define AppVersion "' + VERSION + '"' in text
    assert "{autoprograms}" in text and "[Icons]" in text
    assert not re.search(r"@[A-Z_]+@", text)
