"""The files the app reads at run time travel with it: in a wheel and in the native build."""

from __future__ import annotations

import re
import tomllib
from fnmatch import fnmatch
from pathlib import Path

from cardtable.ui.help.rules import help_dirs

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "cardtable"


def _wheel_globs() -> list[str]:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return list(data["tool"]["setuptools"]["package-data"]["cardtable"])


def _spec_globs() -> list[str]:
    spec = (ROOT / "packaging" / "cardtable.spec").read_text(encoding="utf-8")
    m = re.search(r'collect_data_files\("cardtable", includes=\[(.*?)\]\)', spec, re.S)
    assert m, "the spec no longer collects the package's data files"
    return re.findall(r'"([^"]+)"', m.group(1))


def _assets() -> list[Path]:
    """What the app reads at run time: the art, sounds and help, and the translations."""
    return [p for p in (PACKAGE / "assets").rglob("*") if p.is_file()] + \
        sorted((PACKAGE / "translations").glob("*.ts"))


def test_every_asset_is_package_data_of_the_wheel() -> None:
    globs = _wheel_globs()
    left = [p.relative_to(PACKAGE).as_posix() for p in _assets()
            if not any(_match(p, g) for g in globs)]
    assert not left, f"not in the wheel: {left[:5]}"


def _match(path: Path, glob: str) -> bool:
    """Whether setuptools' ``head/**/*.ext`` glob takes ``path``."""
    rel = path.relative_to(PACKAGE).as_posix()
    head, deep, name = glob.partition("**/")
    if not deep:
        return fnmatch(rel, glob)
    return rel.startswith(head) and fnmatch(path.name, name)


def test_the_native_build_collects_what_the_wheel_carries() -> None:
    wheel = {g for g in _wheel_globs() if g != "py.typed"}
    assert wheel <= set(_spec_globs())


def test_the_help_pages_are_package_data() -> None:
    """Help ▸ Rules reads them: outside the package an installed app showed bare option lists."""
    folders = help_dirs()
    assert folders and all(PACKAGE in f.parents for f in folders)
    pages = {p.stem for p in folders[0].glob("*.md")}
    assert {"how-to-play", "briscola", "pishti", "shithead", "pinochle"} <= pages
    assert any(_match(folders[0] / "briscola.md", g) for g in _wheel_globs())
