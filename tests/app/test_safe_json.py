"""Bounded JSON reading and numbered backups: the building blocks of issue 54."""

import os
import time

import pytest

from cardtable.app import backups, safe_json
from cardtable.app.safe_json import JsonLimitError, JsonReadError, Limits
from cardtable.engine.errors import CardTableError


@pytest.mark.parametrize("text, words", [
    ('{"a": ' + "9" * 5000 + "}", "5000 digits"),  # Python's int-from-text limit is 4300
    ('{"a": -' + "9" * 41 + "}", "41 digits"),
    ("[" * 100_000 + "]" * 100_000, "nested too deeply"),  # RecursionError in json
    ("[" * 65 + "]" * 65, "nested too deeply"),  # under Python's limit, over ours
    ('{"a": 1e999}', "too large"),
    ('{"a": NaN}', "not a JSON number"),
    ('"\\ud800"', "not valid Unicode"),
    ('{"a": "' + "x" * 2_000_000 + '"}', "characters"),
    ('{"a": ', "not valid JSON"),
    (b"\xff\xfe{}", "not UTF-8"),
])
def test_what_json_alone_lets_through_is_refused_with_the_files_name(text, words):
    with pytest.raises(JsonLimitError, match=words) as err:
        safe_json.loads(text, "settings.json")
    assert "settings.json" in str(err.value) and isinstance(err.value, CardTableError)


def test_within_the_limits_json_reads_as_json():
    assert safe_json.loads('{"a": [1, 2.5, "x", null, true], "b": {"c": -12}}') == \
        {"a": [1, 2.5, "x", None, True], "b": {"c": -12}}
    assert safe_json.loads("[" * 64 + "]" * 64) is not None


def test_a_file_too_large_is_refused_before_it_is_read(tmp_path):
    path = tmp_path / "big.json"
    path.write_text("[" + "1," * 600 + "1]")
    with pytest.raises(JsonLimitError, match="too large"):
        safe_json.read(path, Limits(max_bytes=1000))
    with pytest.raises(FileNotFoundError):
        safe_json.read(tmp_path / "none.json")
    with pytest.raises(JsonReadError):
        safe_json.read(tmp_path)  # a folder in its place: unreadable, not damaged


def test_backups_are_numbered_and_never_overwritten(tmp_path):
    path = tmp_path / "settings.json"
    for n in (1, 2, 3):
        path.write_text(f"damage {n}")
        assert backups.set_aside(path, "corrupt") == tmp_path / f"settings.json.corrupt-{n}"
        assert not path.exists()
    assert [(tmp_path / f"settings.json.corrupt-{n}").read_text() for n in (1, 2, 3)] == \
        ["damage 1", "damage 2", "damage 3"]
    (tmp_path / "settings.json.corrupt-4").mkdir()  # something in the way: the next number
    path.write_text("damage 5")
    assert backups.set_aside(path, "corrupt").name == "settings.json.corrupt-5"
    assert backups.set_aside(tmp_path / "missing", "corrupt") is None


def test_a_killed_writes_temporary_file_is_cleaned_at_the_next_start(tmp_path):
    old = time.time() - 3600
    orphan = tmp_path / ".autosave.json.abc123.tmp"
    orphan.write_text('{"half')
    os.utime(orphan, (old, old))
    running = tmp_path / ".autosave.json.def456.tmp"  # a write going on now
    running.write_text("{")
    mine = tmp_path / ".notes.tmp"  # not an atomic write's name
    mine.write_text("x")
    os.utime(mine, (old, old))
    assert backups.clean_orphans(tmp_path) == [orphan]
    assert not orphan.exists() and running.exists() and mine.exists()
    assert backups.clean_orphans(tmp_path / "nowhere") == []
