"""Smoke test of a built Card Table: it deals a game, saves a screenshot that is not blank, exits 0.

``python packaging/smoke.py COMMAND...`` runs ``COMMAND --game briscola --players 4 --seed 3
--moves 5 --screenshot FILE`` offscreen with a fresh, empty home folder (the app must start on a
new account and write only below it) and fails loudly otherwise. ``packaging/build.py`` times the
same run for the start-up figure, and ``.ci/run`` runs it on the bundle and on the ``.deb``
unpacked into a temporary root. Only the standard library: the PNG is read here, so the check
needs no Qt of its own.
"""

from __future__ import annotations

import os
import struct
import subprocess
import sys
import tempfile
import time
import zlib
from pathlib import Path

DEAL = ["--game", "briscola", "--players", "4", "--seed", "3", "--moves", "5",
        "--size", "1024x640"]


class SmokeFailure(Exception):
    """The built app did not deal and draw a game."""


def png_pixels(data: bytes) -> tuple[int, int, int, list[bytes]]:
    """Width, height, bytes per pixel and the unfiltered rows of an 8-bit RGB(A) PNG."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise SmokeFailure("the screenshot is not a PNG")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    if header is None:
        raise SmokeFailure("the screenshot has no PNG header")
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace:
        raise SmokeFailure(f"unexpected PNG kind (depth {depth}, colour type {colour})")
    bpp = 3 if colour == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        row = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        if kind == 1:
            for i in range(bpp, stride):
                row[i] = (row[i] + row[i - bpp]) & 0xFF
        elif kind == 2:
            for i in range(stride):
                row[i] = (row[i] + previous[i]) & 0xFF
        elif kind == 3:
            for i in range(stride):
                left = row[i - bpp] if i >= bpp else 0
                row[i] = (row[i] + ((left + previous[i]) >> 1)) & 0xFF
        elif kind == 4:
            for i in range(stride):
                a = row[i - bpp] if i >= bpp else 0
                b, c = previous[i], previous[i - bpp] if i >= bpp else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else b if pb <= pc else c
                row[i] = (row[i] + pred) & 0xFF
        rows.append(bytes(row))
        previous = row
    return width, height, bpp, rows


def check_not_blank(path: Path) -> int:
    """The number of distinct colours in the screenshot; fails when it is one flat colour (or
    nearly: a table of dealt cards has felt, card faces, text and shadows)."""
    width, height, bpp, rows = png_pixels(path.read_bytes())
    colours: dict[bytes, int] = {}
    for row in rows[::4]:
        for x in range(0, width * bpp, 4 * bpp):
            px = row[x:x + 3]
            colours[px] = colours.get(px, 0) + 1
    total = sum(colours.values())
    top = max(colours.values())
    if len(colours) < 50 or top > 0.97 * total:
        raise SmokeFailure(f"the screenshot {path} looks blank ({len(colours)} colours, the "
                           f"commonest covers {100 * top / total:.0f}%)")
    return len(colours)


def _children_cpu() -> float | None:
    """CPU seconds (user + system) of the finished child processes; None where unknown."""
    try:
        import resource
    except ImportError:  # Windows
        return None
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_smoke(command: list[str], shot: Path, home: Path | None = None, check: bool = False,
              timeout: float = 120.0) -> float:
    """Run ``command`` + the deal + ``--screenshot shot`` offscreen; the seconds it took. With
    ``check`` also reads the picture (slow in pure Python: once, not per timed run)."""
    return run_timed(command, shot, home, check, timeout)[0]


def run_timed(command: list[str], shot: Path, home: Path | None = None, check: bool = False,
              timeout: float = 120.0) -> tuple[float, float | None]:
    """:func:`run_smoke`, also giving the CPU seconds the app used (which, unlike the wall
    time, hardly changes with the machine's load)."""
    with tempfile.TemporaryDirectory() as tmp:
        home = home or Path(tmp)
        home.mkdir(parents=True, exist_ok=True)
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(home),
               "XDG_CONFIG_HOME": str(home / ".config"), "XDG_DATA_HOME": str(home / ".local/share"),
               "XDG_CACHE_HOME": str(home / ".cache"), "XDG_STATE_HOME": str(home / ".local/state"),
               "APPDATA": str(home / "AppData"), "LOCALAPPDATA": str(home / "AppData" / "Local")}
        for key in ("PYTHONPATH", "PYTHONHOME", "CARDTABLE_ASSETS", "CARDTABLE_TRANSLATIONS"):
            env.pop(key, None)  # the build must stand on its own
        shot.unlink(missing_ok=True)
        cpu_before = _children_cpu()
        started = time.perf_counter()
        done = subprocess.run([*command, *DEAL, "--screenshot", str(shot)], env=env,
                              capture_output=True, text=True, timeout=timeout)
        took = time.perf_counter() - started
        cpu_after = _children_cpu()
    if done.returncode != 0:
        raise SmokeFailure(f"{' '.join(command)} exited {done.returncode}:\n{done.stderr[-3000:]}")
    if not shot.is_file():
        raise SmokeFailure(f"{' '.join(command)} wrote no screenshot:\n{done.stderr[-3000:]}")
    if check:
        check_not_blank(shot)
    cpu = cpu_after - cpu_before if cpu_after is not None and cpu_before is not None else None
    return took, cpu


def main(argv: list[str]) -> int:
    if not argv:
        print("usage: smoke.py COMMAND [ARG...]  (e.g. dist/cardtable/cardtable)", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as tmp:
        shot = Path(tmp) / "smoke.png"
        try:
            took = run_smoke(argv, shot)
            colours = check_not_blank(shot)
        except (SmokeFailure, subprocess.TimeoutExpired, OSError) as exc:
            print(f"smoke: FAILED: {exc}", file=sys.stderr)
            return 1
    print(f"smoke: ok — {' '.join(argv)} dealt a game and drew it ({colours} colours) in {took:.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
