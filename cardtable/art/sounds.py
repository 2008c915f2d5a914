"""Our own sound effects, synthesised in pure Python and written as small WAV files.

``python -m cardtable.art.sounds`` regenerates ``assets/sounds/`` (``--out DIR`` writes
elsewhere; the tests check the committed files are exactly what this writes). Five effects, mono
16-bit at 22,050 Hz, each well under a second:

- ``shuffle`` — a riffle: a rising then falling patter of tiny card clicks;
- ``deal`` — one card sliding off the pack: a short breathy swish;
- ``play`` — a card laid on the felt: a soft snap with a dull thump under it;
- ``capture`` — cards swept together: a longer swish ending in a gathered tap;
- ``win`` — a game the person won: a soft rising arpeggio, as of small bells.

The noise comes from a seeded generator and nothing depends on the clock, so the same code always
writes the same bytes.
"""

from __future__ import annotations

import argparse
import io
import math
import random
import struct
import wave
from pathlib import Path
from typing import Callable

from .decks import ASSETS_DIR

RATE = 22_050
SOUNDS_DIR = ASSETS_DIR / "sounds"
NAMES = ("shuffle", "deal", "play", "capture", "win")
PEAK = 0.7  # of full scale: effects stay well clear of clipping


# --- building blocks --------------------------------------------------------------------------
def _noise(rng: random.Random, n: int) -> list[float]:
    return [rng.uniform(-1.0, 1.0) for _ in range(n)]


def _lowpass(xs: list[float], cutoff: float) -> list[float]:
    """One-pole low-pass at ``cutoff`` Hz."""
    a = 1.0 - math.exp(-2.0 * math.pi * cutoff / RATE)
    out, y = [], 0.0
    for x in xs:
        y += a * (x - y)
        out.append(y)
    return out


def _highpass(xs: list[float], cutoff: float) -> list[float]:
    low = _lowpass(xs, cutoff)
    return [x - lo for x, lo in zip(xs, low)]


def _bandpass(xs: list[float], low: float, high: float) -> list[float]:
    return _lowpass(_highpass(xs, low), high)


def _envelope(n: int, attack: float, decay: float) -> list[float]:
    """Linear attack over ``attack`` seconds, then exponential decay with time constant ``decay``."""
    a = max(1, int(attack * RATE))
    return [(i / a) if i < a else math.exp(-(i - a) / (decay * RATE)) for i in range(n)]


def _mix(into: list[float], sound: list[float], at: int, gain: float = 1.0) -> None:
    for i, x in enumerate(sound):
        j = at + i
        if j >= len(into):
            break
        into[j] += gain * x


def _normalise(xs: list[float], peak: float = PEAK) -> list[float]:
    top = max((abs(x) for x in xs), default=0.0)
    if top == 0.0:
        return xs
    # Short fades at both ends: no click when the sound starts or stops.
    fade = min(len(xs) // 4, int(0.004 * RATE))
    out = [x * peak / top for x in xs]
    for i in range(fade):
        out[i] *= i / fade
        out[-1 - i] *= i / fade
    return out


def _click(rng: random.Random, length: float = 0.012, brightness: float = 5000.0) -> list[float]:
    n = int(length * RATE)
    env = _envelope(n, 0.0008, length / 4)
    noise = _bandpass(_noise(rng, n), 1200.0, brightness)
    return [x * e for x, e in zip(noise, env)]


def _thump(freq: float, length: float) -> list[float]:
    n = int(length * RATE)
    env = _envelope(n, 0.002, length / 5)
    return [math.sin(2 * math.pi * freq * i / RATE * (1.0 - 0.3 * i / n)) * e
            for i, e in enumerate(env)]


def _swish(rng: random.Random, length: float, low: float, high: float, attack: float) -> list[float]:
    n = int(length * RATE)
    noise = _bandpass(_noise(rng, n), low, high)
    env = _envelope(n, attack, length / 3)
    return [x * e for x, e in zip(noise, env)]


# --- the effects ------------------------------------------------------------------------------
def shuffle() -> list[float]:
    rng = random.Random(1)
    length = 0.75
    out = [0.0] * int(length * RATE)
    t = 0.03
    while t < length - 0.05:
        # The riffle speeds up in the middle and slows at the end, getting louder then softer.
        phase = t / length
        gain = 0.35 + 0.65 * math.sin(math.pi * phase)
        _mix(out, _click(rng, rng.uniform(0.008, 0.014)), int(t * RATE), gain)
        t += 0.022 - 0.012 * math.sin(math.pi * phase) + rng.uniform(-0.002, 0.002)
    _mix(out, _swish(rng, 0.18, 300.0, 2500.0, 0.02), int((length - 0.2) * RATE), 0.5)
    return _normalise(out)


def deal() -> list[float]:
    rng = random.Random(2)
    out = _swish(rng, 0.16, 900.0, 6000.0, 0.03)
    _mix(out, _click(rng, 0.01, 4000.0), int(0.12 * RATE), 0.5)
    return _normalise(out, 0.55)


def play() -> list[float]:
    rng = random.Random(3)
    out = [0.0] * int(0.14 * RATE)
    _mix(out, _swish(rng, 0.05, 1500.0, 7000.0, 0.015), 0, 0.35)
    _mix(out, _click(rng, 0.016, 6000.0), int(0.035 * RATE), 1.0)
    _mix(out, _thump(140.0, 0.08), int(0.035 * RATE), 0.45)
    return _normalise(out, 0.6)


def capture() -> list[float]:
    rng = random.Random(4)
    out = [0.0] * int(0.42 * RATE)
    _mix(out, _swish(rng, 0.32, 500.0, 4000.0, 0.09), 0, 1.0)
    for k, at in enumerate((0.30, 0.33, 0.35)):
        _mix(out, _click(rng, 0.012, 3500.0), int(at * RATE), 0.6 - 0.1 * k)
    _mix(out, _thump(110.0, 0.09), int(0.33 * RATE), 0.35)
    return _normalise(out, 0.6)


def _bell(freq: float, length: float) -> list[float]:
    """A soft bell-like tone: the note with a quieter octave and twelfth, fading out."""
    n = int(length * RATE)
    env = _envelope(n, 0.006, length / 4)
    w = 2 * math.pi * freq / RATE
    return [(math.sin(w * i) + 0.35 * math.sin(2 * w * i) + 0.12 * math.sin(3 * w * i)) * e
            for i, e in enumerate(env)]


def win() -> list[float]:
    out = [0.0] * int(0.85 * RATE)
    for k, freq in enumerate((523.25, 659.25, 783.99, 1046.50)):  # C5 E5 G5 C6
        _mix(out, _bell(freq, 0.5), int(k * 0.1 * RATE), 0.8 if k < 3 else 1.0)
    return _normalise(out, 0.55)


EFFECTS: dict[str, Callable[[], list[float]]] = {
    "shuffle": shuffle, "deal": deal, "play": play, "capture": capture, "win": win}


# --- files ------------------------------------------------------------------------------------
def wav_bytes(samples: list[float]) -> bytes:
    """16-bit mono PCM WAV of ``samples`` (-1.0 .. 1.0)."""
    frames = struct.pack(f"<{len(samples)}h",
                         *(max(-32767, min(32767, round(x * 32767))) for x in samples))
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)
    return buf.getvalue()


def sound_path(name: str, root: Path = SOUNDS_DIR) -> Path:
    return root / f"{name}.wav"


def all_files(root: Path = SOUNDS_DIR) -> dict[Path, bytes]:
    return {sound_path(name, root): wav_bytes(build()) for name, build in EFFECTS.items()}


def generate(root: Path = SOUNDS_DIR) -> list[Path]:
    root.mkdir(parents=True, exist_ok=True)
    written = []
    for path, data in all_files(root).items():
        path.write_bytes(data)
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cardtable.art.sounds",
                                     description="Write Card Table's sound effects as WAV files.")
    parser.add_argument("--out", type=Path, default=SOUNDS_DIR, help="folder (default: the assets)")
    args = parser.parse_args(argv)
    for path in generate(args.out):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
