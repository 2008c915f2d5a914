"""The frozen app's one executable runs the window or a command-line tool (packaging/launch.py)."""

from __future__ import annotations

import launch


def test_a_tool_is_chosen_by_the_name_it_is_started_under() -> None:
    assert launch.tool_of(["/usr/bin/cardtable-arena", "--list"]) == ("arena", ["--list"])
    assert launch.tool_of(["C:\\Card Table\\cardtable-replay.exe", "x.json"]) == ("replay", ["x.json"])


def test_a_tool_is_chosen_by_the_first_argument() -> None:
    assert launch.tool_of(["cardtable", "bot", "--help"]) == ("bot", ["--help"])
    assert launch.tool_of(["cardtable-cli.exe", "arena", "--list"]) == ("arena", ["--list"])


def test_anything_else_opens_the_window() -> None:
    argv = ["/opt/cardtable/cardtable", "--game", "briscola"]
    assert launch.tool_of(argv) == (None, argv)
    assert launch.tool_of(["cardtable-cli"]) == ("", [])  # the console twin needs a tool name


def test_every_tool_the_launcher_knows_is_a_project_script() -> None:
    import tomllib
    from pathlib import Path

    import project
    scripts = tomllib.loads((project.ROOT / "pyproject.toml").read_text("utf-8"))["project"]["scripts"]
    for tool, module in launch.TOOLS.items():
        assert scripts[f"cardtable-{tool}"] == f"{module}:main"
    assert set(launch.TOOLS) == set(project.TOOLS)
