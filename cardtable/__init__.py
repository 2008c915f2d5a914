"""Card Table: traditional card games against computer players or friends on one screen."""

from __future__ import annotations

from pathlib import Path


def _version() -> str:
    """The version, defined once in ``pyproject.toml``: read from that file in a source checkout
    or an editable install (always the current line), else from the installed package's metadata
    (a wheel, and the native app, whose bundle carries the metadata)."""
    pyproject = Path(__file__).resolve().parent.parent / "pyproject.toml"
    if pyproject.is_file():
        import tomllib

        try:
            project = tomllib.loads(pyproject.read_text(encoding="utf-8")).get("project", {})
        except (OSError, ValueError):
            project = {}
        if project.get("name") == "cardtable" and isinstance(project.get("version"), str):
            return project["version"]
    from importlib import metadata

    try:
        return metadata.version("cardtable")
    except metadata.PackageNotFoundError:  # a copy of the sources without either
        return "0+unknown"


__version__ = _version()
