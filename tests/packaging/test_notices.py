"""The licence notices the bundle, the installers and Help ▸ About carry."""

from __future__ import annotations

from pathlib import Path

from cardtable import notices


def test_the_bundle_gets_every_licence_text(tmp_path: Path) -> None:
    written = notices.write_bundle_notices(tmp_path, "1.0", frozen_by_pyinstaller=True,
                                           extra_libraries=["libfoo.so.1"])
    names = {p.name for p in written}
    assert {"NOTICES.txt", "LICENSE-cardtable.txt", "LGPL-3.0.txt", "GPL-3.0.txt"} <= names
    assert any(n.startswith("platformdirs-") for n in names)
    text = (tmp_path / "NOTICES.txt").read_text("utf-8")
    for part in ("PySide6_Essentials", "shiboken6", "platformdirs", "Python", "PyInstaller",
                 "LGPL-3.0", "libfoo.so.1", "MIT License"):
        assert part in text
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in (tmp_path / "LGPL-3.0.txt").read_text("utf-8")


def test_the_native_app_shows_its_bundled_file(tmp_path: Path, monkeypatch) -> None:
    import sys
    (tmp_path / "licenses").mkdir()
    (tmp_path / "licenses" / "NOTICES.txt").write_text("bundled notices", "utf-8")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert notices.about_text("1.0") == "bundled notices"


def test_from_packages_the_notices_are_assembled() -> None:
    text = notices.about_text("1.0")
    assert "Card Table 1.0" in text and "LGPL" in text and "platformdirs" in text


def test_an_installed_wheel_reads_our_licence_from_its_metadata(monkeypatch, tmp_path) -> None:
    from importlib import metadata
    info = tmp_path / "site" / "cardtable-9.0.dist-info"
    (info / "licenses").mkdir(parents=True)
    (info / "METADATA").write_text("Metadata-Version: 2.4\nName: cardtable\nVersion: 9.0\n")
    (info / "RECORD").write_text("cardtable-9.0.dist-info/licenses/LICENSE,,\n")
    (info / "licenses" / "LICENSE").write_text("MIT License\n\nCopyright (c) us\n")
    monkeypatch.setattr(notices, "SOURCE_ROOT", tmp_path)  # no checkout beside the package
    monkeypatch.setattr(metadata, "distribution", lambda name: metadata.PathDistribution(info))
    assert notices.own_licence() == "MIT License\n\nCopyright (c) us\n"


def test_the_bootloader_is_named_even_without_pyinstaller_installed(tmp_path: Path,
                                                                   monkeypatch) -> None:
    real = notices.metadata.distribution

    def without_pyinstaller(name: str):
        if name.lower() == "pyinstaller":
            raise notices.metadata.PackageNotFoundError(name)
        return real(name)

    monkeypatch.setattr(notices.metadata, "distribution", without_pyinstaller)
    notices.write_bundle_notices(tmp_path, "1.0", frozen_by_pyinstaller=True)
    text = (tmp_path / "NOTICES.txt").read_text("utf-8")
    assert "- PyInstaller (bootloader): GPL-2.0-or-later WITH Bootloader-exception" in text
