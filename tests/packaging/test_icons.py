"""The icon files of the native builds: one image per size, as each system wants."""

from __future__ import annotations

import struct
from pathlib import Path

import icons
import project


def test_the_ico_holds_every_size_from_16_to_256(qapp, tmp_path: Path) -> None:
    written = icons.write_all(tmp_path)
    ico = (tmp_path / "cardtable.ico").read_bytes()
    assert icons.read_ico_sizes(ico) == list(icons.ICO_SIZES)
    first_offset = struct.unpack_from("<I", ico, 6 + 12)[0]
    assert ico[first_offset:first_offset + 8] == b"\x89PNG\r\n\x1a\n"
    for size in icons.HICOLOR_SIZES:
        assert tmp_path / "hicolor" / f"{size}x{size}" / "apps" / f"{project.APP_ID}.png" in written
    assert (tmp_path / "hicolor" / "scalable" / "apps" / f"{project.APP_ID}.svg").is_file()


def test_the_icns_lists_its_entries_with_their_lengths() -> None:
    data = icons.icns_bytes({16: b"a" * 10, 32: b"b" * 20, 1024: b"c" * 5})
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    kinds, pos = [], 8
    while pos < len(data):
        kind, length = data[pos:pos + 4], struct.unpack(">I", data[pos + 4:pos + 8])[0]
        kinds.append(kind)
        pos += length
    assert pos == len(data)
    assert kinds == [b"icp4", b"icp5", b"ic10", b"ic11"]  # 16, 32, 1024 and 32 as 16@2x
