"""The files the app reads at run time travel with it: in a checkout, a wheel, an sdist and the
native build, and ``cardtable.resources`` finds them in each."""

from __future__ import annotations

import os
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

from cardtable import resources
from cardtable.ui.help.rules import help_dirs

ROOT = Path(__file__).resolve().parents[1]


def _data_files() -> list[str]:
    """What the app reads: every file under the top-level assets/ and translations/."""
    return sorted(p.relative_to(ROOT).as_posix()
                  for folder in ("assets", "translations")
                  for p in (ROOT / folder).rglob("*") if p.is_file())


def test_a_checkout_reads_the_top_level_folders() -> None:
    assert resources.assets_dir() == ROOT / "assets"
    assert resources.translations_dir() == ROOT / "translations"
    assert (resources.assets_dir() / "decks" / "classic" / "QS.svg").is_file()


def test_the_frozen_app_reads_the_bundle(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "assets").mkdir()
    (tmp_path / "translations").mkdir()
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.assets_dir() == tmp_path / "assets"
    assert resources.translations_dir() == tmp_path / "translations"


def test_the_environment_overrides_the_search(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CARDTABLE_ASSETS", str(tmp_path))
    assert resources.assets_dir() == tmp_path


def test_the_help_pages_are_in_the_assets() -> None:
    """Help ▸ Rules reads them: an installed app without them showed bare option lists."""
    folders = help_dirs()
    assert folders and all(resources.assets_dir() in f.parents for f in folders)
    pages = {p.stem for p in folders[0].glob("*.md")}
    assert {"how-to-play", "briscola", "pishti", "shithead", "pinochle"} <= pages


def test_the_native_build_bundles_both_folders() -> None:
    spec = (ROOT / "packaging" / "cardtable.spec").read_text(encoding="utf-8")
    assert '(str(ROOT / "assets"), "assets")' in spec
    # the translations as packaging/build.py staged them (compiled catalogues beside the .ts),
    # else the checkout's: tests/packaging/test_build.py checks the staging
    assert '(str(staged("translations")), "translations")' in spec


def _build(kind: str, out: Path) -> Path:
    """Build a wheel or sdist of the checkout with pip/build's isolation off (offline-safe)."""
    args = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
            "-w", str(out), str(ROOT)] if kind == "wheel" else \
        [sys.executable, "-c", "import sys; from setuptools import build_meta as b; "
         "print(b.build_sdist(sys.argv[1]))", str(out)]
    subprocess.run(args, cwd=ROOT, check=True, capture_output=True, timeout=600,
                   env={**os.environ, "PIP_DISABLE_PIP_VERSION_CHECK": "1"})
    return next(out.glob("*.whl" if kind == "wheel" else "*.tar.gz"))


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _build("wheel", tmp_path_factory.mktemp("wheel"))


def test_the_wheel_carries_every_data_file_inside_the_package(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    missing = [f for f in _data_files() if f"cardtable/{f}" not in names]
    assert not missing, f"not in the wheel: {missing[:5]}"
    assert "cardtable/resources.py" in names


def test_an_installed_wheel_finds_its_data(wheel: Path, tmp_path: Path) -> None:
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    code = ("import cardtable.resources as r; print(r.assets_dir()); print(r.translations_dir())")
    out = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, check=True, text=True,
                         capture_output=True, env={**os.environ, "PYTHONPATH": str(site)},
                         timeout=60).stdout.split()
    assert out == [str(site / "cardtable" / "assets"), str(site / "cardtable" / "translations")]


def test_the_sdist_carries_what_a_build_needs(tmp_path: Path) -> None:
    sdist = _build("sdist", tmp_path)
    with tarfile.open(sdist) as tar:
        names = {n.split("/", 1)[1] for n in tar.getnames() if "/" in n}
    wanted = ["LICENSE", "dev.py", "setup.py", "packaging/build.py", "packaging/cardtable.spec",
              "docs/app.md", *_data_files()]
    missing = [f for f in wanted if f not in names]
    assert not missing, f"not in the sdist: {missing[:5]}"


def test_the_wheel_carries_a_compiled_catalogue_for_every_language(wheel: Path) -> None:
    """setup.py runs lrelease: the installed app loads .qm files, and has one per .ts."""
    names = set(zipfile.ZipFile(wheel).namelist())
    sources = sorted(p.stem for p in (ROOT / "translations").glob("cardtable_*.ts"))
    assert sources and all(f"cardtable/translations/{s}.qm" in names for s in sources)
