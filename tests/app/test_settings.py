"""Preferences: typed, stored as JSON in the user folder, bad values fall back to defaults."""

import json
import logging
import os
from dataclasses import replace

import pytest

from cardtable.app import paths, settings
from cardtable.app.settings import Settings


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))
    return tmp_path


def test_cardtable_home_holds_every_file(home):
    assert paths.settings_file() == home / "config" / "settings.json"
    assert paths.stats_file() == home / "data" / "statistics.sqlite"
    assert paths.autosave_file() == home / "data" / "autosave.json"
    assert paths.saves_dir() == home / "data" / "saves"


def test_without_cardtable_home_the_platform_folders_are_used(monkeypatch):
    monkeypatch.delenv(paths.HOME_ENV, raising=False)
    assert paths.config_dir().name == "cardtable" and paths.data_dir().name == "cardtable"


def test_first_start_gives_the_defaults_and_writes_nothing(home):
    warnings = []
    assert settings.load(warnings=warnings) == Settings()
    assert warnings == [] and not (home / "config").exists()
    d = Settings()
    assert (d.sound, d.confirm_risky, d.sort_hand, d.undo_allowed) == (False, True, True, True)
    assert (d.animation_speed, d.animation_scale, d.ai_delay_ms) == ("normal", 1.0, 700)


def test_preferences_survive_a_restart(home):
    chosen = replace(Settings(), french_style="fourcolour", italian_style="piacentine",
                     back="tartan", large_indices=True, felt="#123456", animation_speed="off",
                     ai_pace="slow", language="it", sound=True, confirm_risky=False,
                     sort_hand=False, undo_allowed=False, window_geometry="AdnQywADAAA=")
    written = settings.save(chosen)
    assert written == home / "config" / "settings.json"
    assert settings.load() == chosen
    assert settings.load().animation_scale == 0.0


def test_new_game_choices_are_remembered_per_game(home):
    s = settings.remember_new_game(Settings(), "pishti", {"players": 4, "preset": "pagat"})
    s = settings.remember_new_game(s, "briscola", {"players": 2})
    settings.save(s)
    again = settings.load()
    assert again.new_game == {"pishti": {"players": 4, "preset": "pagat"}, "briscola": {"players": 2}}
    assert again.last_game == "briscola"


def test_bad_values_fall_back_to_their_defaults_with_a_warning(home, caplog):
    path = paths.settings_file()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"format": "cardtable-settings", "version": 1,
                                "animation_speed": "warp", "sound": "yes", "felt": "green",
                                "back": "tartan", "language": "../../etc", "sort_hand": False,
                                "window_geometry": "not base64!", "new_game": [1, 2],
                                "a_future_option": 3}))
    warnings = []
    with caplog.at_level(logging.WARNING, logger="cardtable.app.settings"):
        s = settings.load(warnings=warnings)
    assert s == replace(Settings(), back="tartan", sort_hand=False)
    named = " ".join(warnings)
    for key in ("animation_speed", "sound", "felt", "language", "window_geometry", "new_game"):
        assert repr(key) in named
    assert "a_future_option" not in named  # a newer version's key is ignored quietly
    assert len([r for r in caplog.records if r.name == "cardtable.app.settings"]) == 6
    # the next save drops the bad values: a copy keeps the file as it was, once
    original = path.read_bytes()
    assert len(warnings) == 7 and "settings.json.corrupt-1" in warnings[-1]
    assert (path.parent / "settings.json.corrupt-1").read_bytes() == original
    settings.load(warnings=[])  # found again (nothing was saved): no second copy
    assert sorted(p.name for p in path.parent.iterdir()) == ["settings.json",
                                                             "settings.json.corrupt-1"]


def test_a_corrupt_file_gives_the_defaults_and_is_kept_aside(home):
    path = paths.settings_file()
    path.parent.mkdir(parents=True)
    path.write_text('{"sound": true, "felt": "#0')
    warnings = []
    assert settings.load(warnings=warnings) == Settings()
    assert "not valid JSON" in warnings[0] and "settings.json.corrupt" in warnings[0]
    assert (path.parent / "settings.json.corrupt-1").read_text() == '{"sound": true, "felt": "#0'
    settings.save(replace(Settings(), sound=True))
    assert settings.load().sound is True
    path.write_text("{")  # damaged again: a second backup, the first one kept as it was
    warnings = []
    assert settings.load(warnings=warnings) == Settings()
    assert "settings.json.corrupt-2" in warnings[0]
    assert (path.parent / "settings.json.corrupt-1").read_text() == '{"sound": true, "felt": "#0'
    assert (path.parent / "settings.json.corrupt-2").read_text() == "{"


def test_not_an_object_falls_back(home):
    path = paths.settings_file()
    path.parent.mkdir(parents=True)
    path.write_text("[1, 2, 3]")
    warnings = []
    assert settings.load(warnings=warnings) == Settings()
    assert "not a JSON object" in warnings[0]


def test_saving_is_atomic(home, monkeypatch):
    settings.save(replace(Settings(), sound=True))
    before = paths.settings_file().read_bytes()

    def boom(*args):
        raise OSError("disk full")
    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        settings.save(replace(Settings(), sound=False))
    assert paths.settings_file().read_bytes() == before
    assert [p.name for p in paths.config_dir().iterdir()] == ["settings.json"]
