"""The sound player is off by default and fails silently when audio cannot play."""

from types import SimpleNamespace

from cardtable.ui import sound
from cardtable.ui.sound import SoundPlayer


class _Effect:
    started = []

    def __init__(self, parent=None):
        self.source = None

    def setSource(self, url):
        self.source = url.toLocalFile()

    def setVolume(self, v):
        pass

    def play(self):
        _Effect.started.append(self.source)

    def stop(self):
        pass


def _fake_multimedia(outputs, effect=_Effect):
    return SimpleNamespace(QMediaDevices=SimpleNamespace(audioOutputs=lambda: outputs),
                           QSoundEffect=effect)


def test_sound_is_off_by_default(qapp):
    player = SoundPlayer()
    assert not player.enabled and player.play("deal") is False and player.played == []


def test_no_audio_device_is_silent_not_an_error(qapp, monkeypatch):
    monkeypatch.setattr(sound, "_multimedia", lambda: _fake_multimedia([]))
    player = SoundPlayer(enabled=True)
    assert player.play("shuffle") is False
    assert player.unavailable == "no audio output device"


def test_missing_qt_multimedia_is_silent(qapp, monkeypatch):
    monkeypatch.setattr(sound, "_multimedia", lambda: None)
    player = SoundPlayer(enabled=True)
    assert player.play("play") is False and "could not be loaded" in player.unavailable


def test_this_machine_never_raises(qapp):
    player = SoundPlayer(enabled=True)  # the real backend, whatever this machine has
    for name in ("shuffle", "deal", "play", "capture", "no-such-sound"):
        assert player.play(name) in (True, False)


def test_with_a_device_each_effect_plays_from_our_files(qapp, monkeypatch):
    monkeypatch.setattr(sound, "_multimedia", lambda: _fake_multimedia(["speaker"]))
    _Effect.started = []
    player = SoundPlayer(enabled=True)
    for name in ("shuffle", "deal", "play", "capture", "deal"):
        assert player.play(name) is True
    assert [s.rsplit("/", 1)[-1] for s in _Effect.started] == \
        ["shuffle.wav", "deal.wav", "play.wav", "capture.wav", "deal.wav"]
    assert player.play("fanfare") is False  # not one of ours
    player.set_enabled(False)
    assert player.play("deal") is False


def test_a_failing_effect_is_swallowed(qapp, monkeypatch):
    class Broken(_Effect):
        def play(self):
            raise RuntimeError("device lost")
    monkeypatch.setattr(sound, "_multimedia", lambda: _fake_multimedia(["speaker"], Broken))
    assert SoundPlayer(enabled=True).play("capture") is False


def test_a_missing_file_is_silent(qapp, monkeypatch, tmp_path):
    monkeypatch.setattr(sound, "_multimedia", lambda: _fake_multimedia(["speaker"]))
    assert SoundPlayer(enabled=True, folder=tmp_path).play("deal") is False
