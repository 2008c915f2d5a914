"""A tiny sound-effect player (QSoundEffect) that never gets in the way.

Sound is off by default (a preference). When it is on, :meth:`SoundPlayer.play` starts one of the
effects in ``assets/sounds`` (``shuffle``, ``deal``, ``play``, ``capture``). Whatever
goes wrong — Qt Multimedia missing or unable to load its audio backend, no audio device, a missing
file — the player quietly stays silent: a card game must never fail for want of a speaker.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QUrl

from ..art.sounds import NAMES, SOUNDS_DIR, sound_path

log = logging.getLogger(__name__)


def _multimedia() -> Any | None:
    """The QtMultimedia module, or None when it cannot be loaded (e.g. no PulseAudio library)."""
    try:
        from PySide6 import QtMultimedia
    except Exception as exc:  # ImportError, or OSError from a missing system library
        log.info("sound effects unavailable: %s", exc)
        return None
    return QtMultimedia


class SoundPlayer(QObject):
    def __init__(self, enabled: bool = False, folder: Path = SOUNDS_DIR,
                 parent: QObject | None = None):
        super().__init__(parent)
        self.folder = folder
        self.enabled = enabled
        self._effects: dict[str, Any] = {}
        self._module: Any | None = None
        self._checked = False
        self.unavailable = ""  # why sound cannot play ("" while it can, or before the first try)
        self.played: list[str] = []  # effects started (for tests and diagnostics)

    def set_enabled(self, enabled: bool) -> None:
        self.enabled = enabled
        if not enabled:
            for effect in self._effects.values():
                try:
                    effect.stop()
                except RuntimeError:
                    pass

    def available(self) -> bool:
        """Whether effects can be heard here (Qt Multimedia loads and an audio output exists)."""
        if not self._checked:
            self._checked = True
            self._module = _multimedia()
            if self._module is None:
                self.unavailable = "Qt Multimedia could not be loaded"
            else:
                try:
                    outputs = self._module.QMediaDevices.audioOutputs()
                except Exception as exc:  # pragma: no cover - backend trouble
                    outputs = []
                    log.info("no audio outputs: %s", exc)
                if not outputs:
                    self.unavailable = "no audio output device"
        return not self.unavailable

    def play(self, name: str) -> bool:
        """Start effect ``name``; True when it was started, False when sound is off or cannot
        play. Never raises."""
        if not self.enabled or name not in NAMES:
            return False
        try:
            if not self.available():
                return False
            effect = self._effects.get(name)
            if effect is None:
                path = sound_path(name, self.folder)
                if not path.is_file():
                    log.info("sound effect %s is missing", path)
                    return False
                effect = self._module.QSoundEffect(self)  # type: ignore[union-attr]
                effect.setSource(QUrl.fromLocalFile(str(path)))
                effect.setVolume(0.6)
                self._effects[name] = effect
            effect.play()
        except Exception as exc:  # a sound must never break the game
            log.info("sound effect %s failed: %s", name, exc)
            return False
        self.played.append(name)
        return True
