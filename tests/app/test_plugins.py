"""Game plugins: the entry-point group, a third-party game, broken plugins."""

import sys
from importlib.metadata import entry_points
from pathlib import Path

import pytest

from cardtable.app import arena, saves
from cardtable.app.plugins import GROUP, load_games
from cardtable.engine import Game
from cardtable.engine.errors import PluginError

from ..conformance.checks import full_playout

THIRD_PARTY = Path(__file__).parent / "thirdparty"


@pytest.fixture
def installed_plugins(tmp_path, monkeypatch):
    """Install a distribution (metadata only) that registers highcard, a broken game and a
    non-game object through the cardtable.games entry points."""
    dist = tmp_path / "highcard_plugin-1.0.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: highcard-plugin\nVersion: 1.0\n")
    (dist / "entry_points.txt").write_text(
        f"[{GROUP}]\nhighcard = highcard_game:GAME\nbroken = broken_game:GAME\n"
        "notagame = json:dumps\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.syspath_prepend(str(THIRD_PARTY))
    yield
    for name in ("highcard_game", "broken_game"):
        sys.modules.pop(name, None)


def test_builtin_games_register_through_the_entry_point_group():
    names = {ep.name for ep in entry_points(group=GROUP)}
    assert {"briscola", "pishti", "shithead", "pinochle"} <= names


def test_a_third_party_game_plays_to_the_end(installed_plugins, tmp_path):
    reg = load_games()
    game = reg.get("highcard")
    assert isinstance(game, Game) and "briscola" in reg.games
    report = arena.run(arena.ArenaConfig(game, 2, ["random"], games=50, seed=1,
                                         save_dir=str(tmp_path / "saves")))
    assert report["seats"][0]["games"] == 50
    assert sum(report["seats"][0][k] for k in ("wins", "draws", "losses")) == 50
    saved, state = saves.load(next((tmp_path / "saves").iterdir()), reg)
    assert state.is_terminal and saved.game == "highcard"
    full_playout(game, 2, {}, 7, "highcard")


def test_broken_plugins_are_reported_and_skipped(installed_plugins):
    reg = load_games()
    broken = {b.name: b for b in reg.broken}
    assert "RuntimeError: this plugin is broken on purpose" in broken["broken"].error
    assert "must give a cardtable.engine.Game" in broken["notagame"].error
    assert "highcard" in reg.games and "briscola" in reg.games
    with pytest.raises(PluginError, match="broken on purpose"):
        reg.get("broken")
    with pytest.raises(PluginError, match="unknown game 'chess'"):
        reg.get("chess")


def test_the_built_in_list_matches_the_packages_entry_points():
    import tomllib

    from cardtable.games import BUILT_IN
    pyproject = tomllib.loads((Path(__file__).parents[2] / "pyproject.toml").read_text())
    assert pyproject["project"]["entry-points"][GROUP] == BUILT_IN


def test_a_source_tree_that_was_never_installed_still_finds_the_built_in_games(monkeypatch):
    import cardtable.games
    from cardtable.ai import thinking
    monkeypatch.setattr(cardtable.games, "entry_points", lambda group: [])  # no distribution
    reg = load_games()
    assert sorted(reg.games) == ["briscola", "pinochle", "pishti", "shithead"] and not reg.broken
    assert thinking._find_game("pishti").id == "pishti"
    with pytest.raises(PluginError, match="unknown game 'chess'"):
        reg.get("chess")
