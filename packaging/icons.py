"""The app icon in every form the three systems want, rendered from our one SVG.

``python packaging/icons.py FOLDER`` writes (needs PySide6; runs offscreen):

- ``cardtable.ico``: Windows, one image per size 16–256 (PNG-compressed entries, as Windows
  Vista and later read them), so Explorer and the taskbar never scale a 256 px picture down;
- ``cardtable.icns``: macOS, 16–1024 including the @2x sizes (PNG entries);
- ``hicolor/<N>x<N>/apps/<app id>.png`` for the Linux icon theme, and
  ``hicolor/scalable/apps/<app id>.svg``.

Qt writes an ``.ico`` or ``.icns`` of one size only, hence the two small writers here.
"""

from __future__ import annotations

import shutil
import struct
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from project import APP_ID  # noqa: E402

ICO_SIZES = (16, 20, 24, 32, 40, 48, 64, 96, 128, 256)
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
#: icns entry types holding PNG data, by pixel size (the @2x types share sizes with plain ones)
ICNS_TYPES = ((b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
              (b"ic09", 512), (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256),
              (b"ic14", 512))


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows ``.ico`` of PNG images, ``{size: png}`` (a 256 px entry's size byte is 0)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = pngs[size]
        dim = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
        blobs += data
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS ``.icns`` of PNG entries for every type whose size is in ``pngs``."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
                    for kind, size in ICNS_TYPES if size in pngs)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def read_ico_sizes(data: bytes) -> list[int]:
    """The sizes an ``.ico`` holds (for the tests and the build's check)."""
    _, kind, count = struct.unpack_from("<HHH", data)
    if kind != 1:
        raise ValueError("not an icon file")
    return [(struct.unpack_from("<B", data, 6 + 16 * i)[0] or 256) for i in range(count)]


def render_pngs(sizes: set[int]) -> dict[int, bytes]:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QGuiApplication

    from cardtable.ui.app_icon import icon_image

    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0], "-platform", "offscreen"])
    out = {}
    for size in sorted(sizes):
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        if not icon_image(size).save(buffer, "PNG"):  # type: ignore[call-overload]
            raise RuntimeError(f"could not render the {size} px icon")
        out[size] = bytes(data.data())
    return out


def write_all(folder: Path) -> list[Path]:
    from cardtable.art.icon import ICON_PATH

    folder.mkdir(parents=True, exist_ok=True)
    pngs = render_pngs(set(ICO_SIZES) | set(HICOLOR_SIZES) | {size for _, size in ICNS_TYPES})
    written = [folder / "cardtable.ico", folder / "cardtable.icns", folder / "cardtable.png"]
    written[0].write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    written[1].write_bytes(icns_bytes(pngs))
    written[2].write_bytes(pngs[256])
    for size in HICOLOR_SIZES:
        path = folder / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(pngs[size])
        written.append(path)
    svg = folder / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    svg.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(ICON_PATH, svg)
    written.append(svg)
    return written


if __name__ == "__main__":
    for path in write_all(Path(sys.argv[1])):
        print(path)
