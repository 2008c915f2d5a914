"""The seeded fuzz suite of issue 54 (Hypothesis, derandomized: the same cases every run).

Real files of every kind (settings, saves and autosaves of every game, the statistics database,
a bot's answers) are mutated and read as the app reads them. None may raise anything but the
app's own error, an accepted save must go on being played, no input file may be changed (a
damaged one is kept byte for byte), and nothing may hang. Under a minute; the long run of
100,000 cases is ``benchmarks/fuzz_inputs.py``.
"""

from __future__ import annotations

import json
import logging
import tempfile
from pathlib import Path

import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import HealthCheck, given, settings, strategies as st  # noqa: E402

from cardtable.app import autosave, settings as settings_mod  # noqa: E402
from cardtable.engine.errors import SaveError  # noqa: E402

from . import harness  # noqa: E402

SEEDED = settings(derandomize=True, deadline=None, database=None, print_blob=True,
                  suppress_health_check=[HealthCheck.too_slow])
SEEDS = st.integers(0, 2**32 - 1)
JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner,
                                                                max_size=5),
    max_leaves=25)


@pytest.fixture(autouse=True)
def _quiet():
    logging.disable(logging.CRITICAL)  # thousands of "kept as ..." warnings
    yield
    logging.disable(logging.NOTSET)


_CORPUS: list[tuple[str, str]] = []


def corpus() -> list[tuple[str, str]]:
    if not _CORPUS:
        _CORPUS.extend(harness.save_corpus(moves=(0, 9)))
    return _CORPUS


def _check(outcome: harness.Outcome) -> None:
    assert outcome.problems() == []


@pytest.mark.parametrize("game", sorted(harness.GAMES))
@settings(SEEDED, max_examples=40)
@given(seed=SEEDS, pick=st.integers(0, 1000), as_autosave=st.booleans())
def test_mutated_saves_and_autosaves_of_every_game(game, seed, pick, as_autosave):
    items = [text for label, text in corpus() if label.startswith(game)]
    with tempfile.TemporaryDirectory() as folder:
        _check(harness.case_save(items[pick % len(items)], seed, Path(folder),
                                 as_autosave=as_autosave))



@settings(SEEDED, max_examples=150)
@given(seed=SEEDS, pick=st.integers(0, 1))
def test_mutated_preferences(seed, pick):
    items = harness.settings_corpus()
    with tempfile.TemporaryDirectory() as folder:
        _check(harness.case_settings(items[pick][1], seed, Path(folder)))



@settings(SEEDED, max_examples=150)
@given(value=JSON)
def test_any_json_as_preferences_or_a_save(value):
    text = json.dumps(value)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "settings.json"
        path.write_text(text)
        loaded = settings_mod.load(path, [])
        settings_mod.save(loaded, Path(folder) / "again.json")
        game = Path(folder) / "game.json"
        game.write_text(text)
        with pytest.raises(SaveError):
            autosave.open_game(game)
        assert game.read_text() == text



@settings(SEEDED, max_examples=40)
@given(seed=SEEDS)
def test_damaged_statistics_databases(seed):
    with tempfile.TemporaryDirectory() as folder:
        _check(harness.case_stats(seed, Path(folder)))



@settings(SEEDED, max_examples=40)
@given(seed=SEEDS)
def test_hostile_bot_answers(seed):
    _check(harness.case_bot(seed, time_limit_s=0.2))



@pytest.mark.parametrize("seed", [1893, 4840])  # found by the long run (issue 54)
def test_a_database_whose_damage_sqlite_quotes_in_bytes_that_are_not_utf8(seed):
    """SQLite's integrity message quoted damaged bytes, which Python's sqlite3 raised as a
    UnicodeDecodeError: the database is damaged, kept and replaced like any other."""
    with tempfile.TemporaryDirectory() as folder:
        _check(harness.case_stats(seed, Path(folder)))
