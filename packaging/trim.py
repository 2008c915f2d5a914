"""What the bundle leaves out of Qt: the spec's filter over PyInstaller's Analysis.

PyInstaller's PySide6 hooks collect every plugin of every module the app imports, and the
libraries those plugins link. Most of that a card table never loads, and it was most of the
bundle (234 MB in 792 files before this filter). Three cuts:

1. **Plugins** (:func:`keep_plugin`): only the kinds the window uses — the platform back ends
   (X11, Wayland, offscreen, Windows, Cocoa), input methods other than the virtual keyboard,
   the image formats that icons and SVG need, the SVG icon engine, the platform themes except
   GTK (which would drag in GTK itself). Out go the Qt Multimedia **FFmpeg** back end (Qt
   Multimedia plays our ``QSoundEffect`` WAVs without any back-end plugin, and that plugin alone
   pulled in FFmpeg, Qt Quick, QML and Qt Network), the PDF image format (Qt PDF), the virtual
   keyboard (Qt Quick), EGLFS, evdev/TUIO, network information, TLS and QML tooling.
2. **Libraries** (:func:`prune_libraries`): a shared library — Qt's, or one PyInstaller took from
   the build system — stays only when something kept still links it (the closure of the
   link-time imports of the Python extensions, the kept plugins and the interpreter); what only
   the dropped plugins needed goes with them (Qt Quick, QML, FFmpeg, GTK), and
   :func:`drop_orphans` removes the links that pointed at it.
3. **Qt translations** (:func:`keep_data`): only ``qtbase_<code>.qm`` for the languages the app
   speaks (Qt's own words: OK, Cancel), not the 125 catalogues of modules the app never loads.

No PyInstaller import at module level, so the tests can check the rules without it.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable
from pathlib import PurePath

#: Plugin folders kept, and per folder the plugin file stems left out (None: keep them all).
PLUGINS: dict[str, tuple[str, ...]] = {
    "platforms": ("qeglfs", "qlinuxfb", "qminimalegl", "qvkkhrdisplay", "qvnc", "qdirect2d"),
    "platformthemes": ("qgtk3",),
    "platforminputcontexts": ("qtvirtualkeyboardplugin",),
    "imageformats": ("qpdf", "qtiff", "qwebp", "qtga", "qwbmp"),
    "iconengines": (),
    "xcbglintegrations": (),
    "wayland-decoration-client": (),
    "wayland-shell-integration": (),
    "wayland-graphics-integration-client": (),
    "styles": (),
}

#: The Qt modules whose Python bindings the app imports (``PySide6.<module>``; QtNetwork because
#: the QtMultimedia binding imports it); the spec excludes the others. The C++ libraries these
#: link (Qt OpenGL for Qt Charts, Qt D-Bus) come along by the library closure.
QT_MODULES = ("QtCore", "QtGui", "QtWidgets", "QtSvg", "QtCharts", "QtMultimedia", "QtNetwork")

_LIBRARY = re.compile(r"\.(so(\.\d+)*|dll|dylib)$|\.framework/", re.IGNORECASE)
_EXTENSION = re.compile(r"\.(pyd|abi3\.so|cpython-[^/\\]*\.so)$", re.IGNORECASE)


def _stem(name: str) -> str:
    """``libqxcb.so`` / ``qxcb.dll`` / ``libqxcb.dylib`` → ``qxcb``."""
    base = PurePath(name).name
    base = base.split(".")[0]
    return base[3:] if base.startswith("lib") else base


def plugin_folder(dest: str) -> str | None:
    """The plugin kind of a bundled file (``PySide6/Qt/plugins/platforms/libqxcb.so`` →
    ``platforms``), None when it is not a Qt plugin."""
    parts = PurePath(dest.replace("\\", "/")).parts
    for i, part in enumerate(parts[:-2]):
        if part == "plugins" and i > 0 and parts[i - 1] in ("Qt", "PySide6"):
            return parts[i + 1]
    return None


def keep_plugin(dest: str) -> bool:
    """Whether a bundled file that is a Qt plugin stays (anything else: True)."""
    folder = plugin_folder(dest)
    if folder is None:
        return True
    if folder not in PLUGINS:
        return False
    stem = _stem(dest)
    if stem.endswith("d") and stem[:-1] in PLUGINS[folder]:  # a Windows debug build's name
        stem = stem[:-1]
    return stem not in PLUGINS[folder]


def keep_data(dest: str, languages: Iterable[str]) -> bool:
    """Whether a data file stays: of Qt's translations only ``qtbase`` in our languages."""
    path = PurePath(dest.replace("\\", "/"))
    if path.suffix != ".qm" or "translations" not in path.parts[:-1] or "PySide6" not in path.parts:
        return True
    match = re.fullmatch(r"qtbase_([a-z]{2,3})(_[A-Z]{2})?\.qm", path.name)
    return bool(match) and match.group(1) in set(languages)


#: Libraries loaded with dlopen, which no link-time import names: always kept (the interpreter,
#: which the bootloader loads: ``libpython3.11.so``, ``python311.dll``, macOS's ``Python``
#: framework library; D-Bus, which Qt D-Bus loads; the C runtime on Windows). Qt's
#: ``opengl32sw.dll`` (software OpenGL, 20 MB, loaded only where a window needs OpenGL and the
#: driver has none) and ``d3dcompiler_47.dll`` are not among them: the widgets draw without.
DLOPENED = ("python", "libpython3", "libdbus-1", "vcruntime", "msvcp", "ucrtbase")


def is_prunable_library(dest: str, src: str, typecode: str = "BINARY") -> bool:
    """A shared library (Qt's, ICU, FFmpeg, or one PyInstaller took from the system) that is not
    a Python extension, not a Qt plugin and not loaded by name at run time: the kind
    :func:`prune_libraries` drops when nothing kept links it."""
    if typecode not in ("BINARY", "DEPENDENCY"):
        return False
    where = (src or dest).replace("\\", "/")
    if plugin_folder(dest) is not None or _EXTENSION.search(where) or "lib-dynload" in where:
        return False
    if PurePath(dest).name.lower().startswith(DLOPENED):
        return False
    return bool(_LIBRARY.search(where))


def prune_libraries(binaries: list[tuple[str, str, str]],
                    imports_of: Callable[[str], Iterable[str]]) -> tuple[list, list]:
    """``binaries`` less the libraries nothing kept links: the closure of the link-time imports
    (``imports_of(src)``: the names a binary imports, matched by file name) of everything that is
    not a prunable library (the Python extensions, the kept plugins, the interpreter). Returns
    (kept, dropped)."""
    candidates = {i for i, entry in enumerate(binaries) if is_prunable_library(*entry)}
    by_name: dict[str, list[int]] = {}
    for i in candidates:
        by_name.setdefault(os.path.basename(binaries[i][0]).lower(), []).append(i)
    needed: set[int] = set()
    todo = [i for i in range(len(binaries)) if i not in candidates]
    seen: set[int] = set(todo)
    while todo:
        i = todo.pop()
        for name in imports_of(binaries[i][1]):
            for j in by_name.get(os.path.basename(name).lower(), ()):
                if j not in seen:
                    seen.add(j)
                    needed.add(j)
                    todo.append(j)
    # a versioned name's twins (libbz2.so.1 beside libbz2.so.1.0) follow the one kept
    kept_names = {_stem(binaries[i][0]) for i in needed}
    keep = {i for i in range(len(binaries))
            if i not in candidates or i in needed or _stem(binaries[i][0]) in kept_names}
    return ([binaries[i] for i in sorted(keep)],
            [binaries[i] for i in range(len(binaries)) if i not in keep])


def drop_orphans(datas: list[tuple[str, str, str]],
                 binaries: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """``datas`` less what pointed at dropped libraries: symbolic links whose target is gone
    (PyInstaller links ``libQt6Quick.so.6`` at the top to the file under ``PySide6/Qt/lib``), and
    on macOS the resources of a framework none of whose binaries is kept."""
    present = {os.path.normpath(d) for d, _, t in [*binaries, *datas] if t != "SYMLINK"}
    links = {os.path.normpath(d): os.path.normpath(os.path.join(os.path.dirname(d), s))
             for d, s, t in [*binaries, *datas] if t == "SYMLINK"}

    def resolves(target: str) -> bool:
        return target in present or any(p.startswith(target + os.sep) for p in present)

    changed = True
    while changed:  # a link to a link to a kept file is kept
        changed = False
        for link, target in links.items():
            if link not in present and resolves(target):
                present.add(link)
                changed = True
    frameworks = {m.group(0) for d, _, _ in binaries if (m := re.search(r"^.*?\.framework", d))}
    out = []
    for dest, src, typecode in datas:
        if typecode == "SYMLINK" and os.path.normpath(dest) not in present:
            continue
        framework = re.search(r"^.*?\.framework", dest)
        if framework and framework.group(0) not in frameworks:
            continue
        out.append((dest, src, typecode))
    return out


__all__ = ["DLOPENED", "PLUGINS", "QT_MODULES", "drop_orphans", "is_prunable_library", "keep_data",
           "keep_plugin", "plugin_folder", "prune_libraries"]
