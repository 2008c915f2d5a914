"""A statistics database another program holds locked does not hold up the start (issue 54):
the start page's records do not wait for the lock (it used to cost about 3.6 s of retries before
the window showed); the patient open — retried, then read-only or off, said once — comes when
the statistics are needed, and nothing is renamed or lost."""

from __future__ import annotations

import sqlite3
import time

import pytest

from cardtable.app import paths
from cardtable.app import stats as stats_mod
from cardtable.app.game_setup import AI, HUMAN, GameSetup, SeatSpec
from cardtable.app.stats import OFF, READ_WRITE, StatsBusy, StatsStore
from cardtable.engine.state import Result
from cardtable.ui import window_flow

from .app_driver import make_window

SETUP = GameSetup("briscola", 2, seats=(SeatSpec(HUMAN), SeatSpec(AI, "expert")), seed=5)
WIN = Result((1.0, 0.0), (70, 50), "")


@pytest.fixture
def locked(monkeypatch):
    """The statistics database, one game in it, held locked by another program."""
    path = paths.stats_file()
    with StatsStore(path) as store:
        assert store.record_game(SETUP, WIN) is not None
    holder = sqlite3.connect(path)
    holder.execute("BEGIN EXCLUSIVE")
    opened: list[bool] = []  # each open's ``wait``, as the window asked

    class Spy(StatsStore):
        def __init__(self, *args, wait: bool = True, **kw):
            opened.append(wait)
            super().__init__(*args, wait=wait, **kw)

    monkeypatch.setattr(window_flow, "StatsStore", Spy)
    yield holder, opened
    if holder.in_transaction:
        holder.rollback()
    holder.close()


def _records(window) -> str:
    panel = window.start_panel
    return "\n".join(panel.games.item(i).text() for i in range(panel.games.count()))


def test_the_window_starts_at_once_and_shows_the_records_once_the_lock_is_gone(
        qtbot, monkeypatch, locked):
    holder, opened = locked
    # a wait for the lock would now take 3 x 30 s: the start must not wait at all
    monkeypatch.setattr(stats_mod, "BUSY_TIMEOUT", 30.0)
    began = time.monotonic()
    window = make_window(qtbot)
    took = time.monotonic() - began
    assert opened == [False]  # the start page asked without waiting...
    assert took < 20, f"the start waited {took:.1f} s for the locked statistics"
    assert window._stats is None and window.messages == []  # ...and said nothing yet
    assert "Your record" not in _records(window)
    holder.rollback()  # the other program lets go
    window.refresh_records()
    assert "Your record: 1 played, 1 won" in _records(window)
    assert window._stats is not None and window._stats.mode == READ_WRITE
    assert sorted(p.name for p in paths.stats_file().parent.glob("statistics*")) == \
        ["statistics.sqlite"]
    window.close()


def test_still_locked_when_needed_the_statistics_go_off_and_say_so_once(
        qtbot, monkeypatch, locked):
    holder, opened = locked
    monkeypatch.setattr(stats_mod, "BUSY_TIMEOUT", 0.05)
    window = make_window(qtbot)
    store = window.stats()  # a game counted, or the Statistics window: the patient open
    assert opened == [False, True]
    assert store is not None and store.mode == OFF and store.record_game(SETUP, WIN) is None
    assert len(window.messages) == 1 and "left as it is" in window.messages[0]
    window.stats()
    window.refresh_records()
    assert len(window.messages) == 1  # said once
    holder.rollback()
    window.close()
    with StatsStore(paths.stats_file()) as again:  # nothing was lost
        assert again.summary().played == 1


def test_a_store_that_may_not_wait_gives_up_at_once_and_then_waits_as_usual(
        tmp_path, monkeypatch):
    path = tmp_path / "statistics.sqlite"
    with StatsStore(path) as store:
        store.record_game(SETUP, WIN)
    monkeypatch.setattr(stats_mod, "BUSY_TIMEOUT", 30.0)
    holder = sqlite3.connect(path)
    holder.execute("BEGIN EXCLUSIVE")
    began = time.monotonic()
    with pytest.raises(StatsBusy):
        StatsStore(path, wait=False)
    assert time.monotonic() - began < 20
    holder.rollback()
    holder.close()
    monkeypatch.setattr(stats_mod, "BUSY_TIMEOUT", 2.5)
    with StatsStore(path, wait=False) as store:  # free: opened, and its writes wait as usual
        assert store.mode == READ_WRITE and store.recovered is None
        assert store._db.execute("PRAGMA busy_timeout").fetchone()[0] == 2500
