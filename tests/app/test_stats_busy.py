"""A statistics database that is busy or read-only is never renamed: the statistics run
read-only or off this session, said once (issue 54)."""

import os
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from cardtable.app import stats as stats_mod
from cardtable.app.game_setup import AI, HUMAN, GameSetup, SeatSpec
from cardtable.app.stats import OFF, READ_ONLY, READ_WRITE, StatsStore
from cardtable.engine.state import Result

SETUP = GameSetup("briscola", 2, seats=(SeatSpec(HUMAN), SeatSpec(AI, "expert")), seed=5)
WIN = Result((1.0, 0.0), (70, 50), "")


@pytest.fixture
def quick(monkeypatch):
    monkeypatch.setattr(stats_mod, "BUSY_TIMEOUT", 0.05)


def _with_one_game(path: Path) -> None:
    with StatsStore(path) as s:
        assert s.record_game(SETUP, WIN) is not None


def test_a_locked_database_is_not_renamed_and_said_once(tmp_path, quick):
    path = tmp_path / "statistics.sqlite"
    _with_one_game(path)
    holder = sqlite3.connect(path)
    holder.execute("BEGIN EXCLUSIVE")  # another Card Table (or a tool) holds it
    try:
        store = StatsStore(path)
        assert store.mode == OFF and store.read_only
        assert "left as it is" in store.recovered and store.backup is None
        assert store.record_game(SETUP, WIN) is None  # not counted, no exception
        assert store.summary().played == 0 and store.reset() == 0
        store.close()
    finally:
        holder.rollback()
        holder.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["statistics.sqlite"]
    with StatsStore(path) as s:  # free again: everything is there, nothing was lost
        assert s.mode == READ_WRITE and s.recovered is None and s.summary().played == 1


def test_a_database_locked_mid_session_goes_read_only_without_an_exception(tmp_path, quick):
    path = tmp_path / "statistics.sqlite"
    _with_one_game(path)
    store = StatsStore(path)
    holder = sqlite3.connect(path)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        assert store.record_game(SETUP, WIN) is None
        assert store.read_only and store.recovered
    finally:
        holder.rollback()
        holder.close()
    assert store.record_game(SETUP, WIN) is None  # stays read-only until the app quits
    store.close()
    with StatsStore(path) as s:
        assert s.summary().played == 1
    assert not list(tmp_path.glob("*.corrupt*"))


def test_a_newer_schema_is_kept_read_only_not_set_aside(tmp_path):
    path = tmp_path / "statistics.sqlite"
    _with_one_game(path)
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {stats_mod.SCHEMA_VERSION + 1}")
    db.commit()
    db.close()
    with StatsStore(path) as s:
        assert s.mode == READ_ONLY and s.summary().played == 1
        assert s.record_game(SETUP, WIN) is None
    assert not list(tmp_path.glob("*.corrupt*"))


def test_a_damaged_database_twice_keeps_both_backups(tmp_path):
    path = tmp_path / "statistics.sqlite"
    for n in (1, 2):
        path.write_bytes(b"not a database at all " * 100)
        with StatsStore(path) as s:
            assert s.backup is not None and s.backup.name == f"statistics.sqlite.corrupt-{n}"
            assert s.mode == READ_WRITE
    assert (tmp_path / "statistics.sqlite.corrupt-1").read_bytes().startswith(b"not a database")


_AS_NOBODY = """
import sys
from cardtable.app.stats import StatsStore
s = StatsStore(sys.argv[1])
print(s.mode, s.summary().played, s.record_game is not None)
"""


@pytest.mark.skipif(not hasattr(os, "setuid") or os.geteuid() != 0 and os.access("/", os.W_OK),
                    reason="needs a user that a read-only file stops")
def test_a_read_only_database_is_shown_and_not_renamed():
    with tempfile.TemporaryDirectory() as folder:
        os.chmod(folder, 0o755)
        path = Path(folder) / "statistics.sqlite"
        _with_one_game(path)
        os.chmod(path, 0o444)
        if os.geteuid() == 0:  # root writes anything: run the store as nobody
            preexec = lambda: os.setuid(65534)  # noqa: E731
        else:
            os.chmod(folder, 0o555)
            preexec = None
        env = dict(os.environ, PYTHONPATH=str(Path(__file__).parents[2]))
        out = subprocess.run([sys.executable, "-c", _AS_NOBODY, str(path)], capture_output=True,
                             text=True, preexec_fn=preexec, env=env, timeout=60)
        os.chmod(folder, 0o755)
        assert out.returncode == 0, out.stderr
        assert out.stdout.split()[:2] == [READ_ONLY, "1"]
        assert sorted(p.name for p in Path(folder).iterdir()) == ["statistics.sqlite"]
