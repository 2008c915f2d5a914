"""What packaging/build.py prepares before PyInstaller runs, and how it measures a bundle."""

from __future__ import annotations

from pathlib import Path

import build
import pytest


def test_prepare_data_stages_translations_notices_icons_and_version(tmp_path: Path) -> None:
    made = build.prepare_data(tmp_path / "stage")
    stage = tmp_path / "stage"
    sources = sorted(p.stem for p in (build.ROOT / "translations").glob("cardtable_*.ts"))
    staged = sorted(p.name for p in (stage / "translations").iterdir())
    assert staged == [f"{stem}.qm" for stem in sources]  # compiled; the sources stay behind
    assert made["translations"] == [stage / "translations" / name for name in staged]
    assert all((stage / "translations" / name).read_bytes()[:4] == b"\x3c\xb8\x64\x18"
               for name in staged)  # Qt's .qm magic
    assert (stage / "licenses" / "NOTICES.txt").is_file()
    assert (stage / "icons" / "cardtable.ico").is_file() and made["icons"]
    assert "ProductVersion" in (stage / "version_info.txt").read_text("utf-8")


def test_the_size_report_groups_plugins_and_data(tmp_path: Path) -> None:
    bundle = tmp_path / "cardtable"
    plugins = bundle / "_internal" / "PySide6" / "Qt" / "plugins" / "platforms"
    plugins.mkdir(parents=True)
    (plugins / "libqxcb.so").write_bytes(b"x" * 300)
    (plugins / "libqwayland.so").write_bytes(b"x" * 200)
    (bundle / "_internal" / "assets" / "decks").mkdir(parents=True)
    (bundle / "_internal" / "assets" / "decks" / "QS.svg").write_bytes(b"x" * 100)
    (bundle / "cardtable").write_bytes(b"x" * 50)
    assert build.disk_size(bundle) == 650
    assert build.largest_parts(bundle) == [("_internal/PySide6/Qt/plugins/platforms/", 500),
                                           ("_internal/assets/", 100), ("cardtable", 50)]


@pytest.mark.parametrize("lib, system", [("libX11.so.6", True), ("libQt6Core.so.6", False),
                                         ("libpython3.11.so.1.0", False), ("libicuuc.so.73", False)])
def test_the_notices_name_the_libraries_taken_from_the_system(tmp_path: Path, lib: str,
                                                              system: bool) -> None:
    (tmp_path / "_internal").mkdir()
    (tmp_path / "_internal" / lib).write_bytes(b"")
    assert (build.system_libraries(tmp_path) == [lib]) is system
