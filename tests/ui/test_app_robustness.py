"""Start-up with damaged files and a game plugin without a ``greedy`` player: the app starts,
keeps what it cannot use as a numbered backup, cleans up after killed writes and logs it
(issue 54). Run as the installed command, as a player would."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cardtable.app.plugins import GROUP

THIRD_PARTY = Path(__file__).parents[1] / "app" / "thirdparty"


def cli(home: Path, *args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "cardtable", *args], capture_output=True,
                          text=True, timeout=120,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen",
                               "CARDTABLE_HOME": str(home), **(env or {})})


@pytest.mark.parametrize("content", [
    '{"sound": ' + "9" * 5000 + "}",  # past Python's int-from-text limit: a traceback before
    "[" * 100_000 + "]" * 100_000,  # nesting: RecursionError before
    '{"felt": "#2e6b3f"',  # truncated
])
def test_a_damaged_preferences_file_never_locks_the_player_out(tmp_path, content):
    settings = tmp_path / "config" / "settings.json"
    settings.parent.mkdir(parents=True)
    (settings.parent / "settings.json.corrupt-1").write_text("an earlier damage, kept")
    settings.write_text(content)
    data = tmp_path / "data"
    data.mkdir()
    orphan = data / ".autosave.json.k3j2h1.tmp"  # a killed autosave write
    orphan.write_text('{"half": ')
    old = time.time() - 3600
    os.utime(orphan, (old, old))
    fresh = data / ".autosave.json.zzz.tmp"  # another running write's: left alone
    fresh.write_text("{")
    png = tmp_path / "shot.png"
    out = cli(tmp_path, "--game", "briscola", "--screenshot", str(png), "--verbose")
    assert out.returncode == 0, out.stderr
    assert "Traceback" not in out.stderr and png.stat().st_size > 0
    assert (settings.parent / "settings.json.corrupt-1").read_text() == "an earlier damage, kept"
    assert (settings.parent / "settings.json.corrupt-2").read_text() == content
    assert not orphan.exists() and fresh.exists()
    log = (tmp_path / "logs" / "cardtable.log").read_text()
    assert "settings.json.corrupt-2" in log  # where it went, in the log (the window says it once)
    assert "settings.json.corrupt-2" in out.stderr  # --verbose: on the console too


def test_a_game_plugin_without_a_greedy_player_can_be_pictured(tmp_path):
    dist = tmp_path / "site" / "highcard_plugin-1.0.dist-info"
    dist.mkdir(parents=True)
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: highcard-plugin\nVersion: 1.0\n")
    (dist / "entry_points.txt").write_text(f"[{GROUP}]\nhighcard = highcard_game:GAME\n")
    path = os.pathsep.join([str(tmp_path / "site"), str(THIRD_PARTY),
                            os.environ.get("PYTHONPATH", "")])
    png = tmp_path / "highcard.png"
    out = cli(tmp_path, "--game", "highcard", "--moves", "3", "--screenshot", str(png),
              env={"PYTHONPATH": path})
    assert out.returncode == 0, out.stderr
    assert png.stat().st_size > 0
    demo = cli(tmp_path, "--demo", "highcard", "--screenshot", str(png), env={"PYTHONPATH": path})
    assert demo.returncode == 0, demo.stderr


def test_an_autosave_too_deep_to_read_is_set_aside_at_start(tmp_path):
    from cardtable.app.autosave import Autosave, DamagedAutosave

    auto = tmp_path / "autosave.json"
    auto.write_text(json.dumps({"format": "cardtable-save"})[:-1] + ', "extra": '
                    + "[" * 50_000 + "]" * 50_000 + "}")
    with pytest.raises(DamagedAutosave) as err:
        Autosave(auto).find()
    assert err.value.kept_as == tmp_path / "autosave.json.damaged-1"
    assert "nested too deeply" in str(err.value) and not auto.exists()
    assert Autosave(auto).find() is None  # the next start is clean
