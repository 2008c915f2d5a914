"""What the bundle leaves out of Qt (packaging/trim.py), checked on made-up TOC entries."""

from __future__ import annotations

import trim

P = "PySide6/Qt/plugins"


def test_the_platform_back_ends_and_svg_stay_and_ffmpeg_and_qml_go() -> None:
    assert trim.keep_plugin(f"{P}/platforms/libqxcb.so")
    assert trim.keep_plugin(f"{P}/platforms/libqwayland.so")
    assert trim.keep_plugin(f"{P}/platforms/libqoffscreen.so")
    assert trim.keep_plugin("PySide6/plugins/platforms/qwindows.dll")  # the Windows layout
    assert trim.keep_plugin(f"{P}/imageformats/libqsvg.so")
    assert trim.keep_plugin(f"{P}/iconengines/libqsvgicon.so")
    assert not trim.keep_plugin(f"{P}/multimedia/libffmpegmediaplugin.so")
    assert not trim.keep_plugin(f"{P}/platforminputcontexts/libqtvirtualkeyboardplugin.so")
    assert not trim.keep_plugin(f"{P}/imageformats/libqpdf.so")
    assert not trim.keep_plugin(f"{P}/qmltooling/libqmldbg_debugger.so")
    assert not trim.keep_plugin(f"{P}/platformthemes/libqgtk3.so")
    assert trim.keep_plugin("PySide6/Qt/lib/libQt6Core.so.6")  # not a plugin: not this filter's


def test_only_qtbase_translations_of_our_languages_stay() -> None:
    langs = ["de", "it", "tr"]
    assert trim.keep_data("PySide6/Qt/translations/qtbase_it.qm", langs)
    assert not trim.keep_data("PySide6/Qt/translations/qtbase_fr.qm", langs)
    assert not trim.keep_data("PySide6/Qt/translations/qtmultimedia_it.qm", langs)
    assert not trim.keep_data("PySide6/Qt/translations/qt_it.qm", langs)
    assert trim.keep_data("translations/cardtable_it.ts", langs)  # ours are not Qt's
    assert trim.keep_data("assets/decks/classic/QS.svg", langs)


def test_a_library_stays_only_while_something_kept_links_it() -> None:
    lib = "PySide6/Qt/lib"
    binaries = [
        ("PySide6/QtWidgets.abi3.so", "/x/PySide6/QtWidgets.abi3.so", "EXTENSION"),
        (f"{lib}/libQt6Widgets.so.6", f"/x/{lib}/libQt6Widgets.so.6", "BINARY"),
        (f"{lib}/libQt6Core.so.6", f"/x/{lib}/libQt6Core.so.6", "BINARY"),
        (f"{lib}/libicuuc.so.73", f"/x/{lib}/libicuuc.so.73", "BINARY"),
        (f"{lib}/libQt6Quick.so.6", f"/x/{lib}/libQt6Quick.so.6", "BINARY"),
        (f"{lib}/libavcodec.so.61", f"/x/{lib}/libavcodec.so.61", "BINARY"),
        ("libgtk-3.so.0", "/usr/lib/libgtk-3.so.0", "BINARY"),
        ("libpython3.11.so.1.0", "/usr/lib/libpython3.11.so.1.0", "BINARY"),
        ("libdbus-1.so.3", "/usr/lib/libdbus-1.so.3", "BINARY"),
    ]
    links = {"QtWidgets.abi3.so": ["libQt6Widgets.so.6", "libQt6Core.so.6"],
             "libQt6Widgets.so.6": ["libQt6Core.so.6"], "libQt6Core.so.6": ["libicuuc.so.73"],
             "libQt6Quick.so.6": ["libQt6Core.so.6"], "libavcodec.so.61": [],
             "libgtk-3.so.0": []}
    kept, dropped = trim.prune_libraries(binaries, lambda src: links.get(src.rsplit("/", 1)[1], []))
    kept_names = {d.rsplit("/", 1)[-1] for d, _, _ in kept}
    assert kept_names == {"QtWidgets.abi3.so", "libQt6Widgets.so.6", "libQt6Core.so.6",
                          "libicuuc.so.73", "libpython3.11.so.1.0", "libdbus-1.so.3"}
    assert {d.rsplit("/", 1)[-1] for d, _, _ in dropped} == {"libQt6Quick.so.6", "libavcodec.so.61",
                                                            "libgtk-3.so.0"}


def test_links_to_dropped_libraries_go_and_chains_to_kept_ones_stay() -> None:
    binaries = [("PySide6/Qt/lib/libQt6Core.so.6", "/x/libQt6Core.so.6", "BINARY")]
    datas = [("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
             ("libQt6Core.so", "libQt6Core.so.6", "SYMLINK"),
             ("libQt6Quick.so.6", "PySide6/Qt/lib/libQt6Quick.so.6", "SYMLINK"),
             ("PySide6/Qt/lib/QtQuick.framework/Resources/Info.plist", "/x/Info.plist", "DATA"),
             ("assets/icon/cardtable.svg", "/x/cardtable.svg", "DATA")]
    kept = [d for d, _, _ in trim.drop_orphans(datas, binaries)]
    assert kept == ["libQt6Core.so.6", "libQt6Core.so", "assets/icon/cardtable.svg"]


def test_the_interpreter_stays_on_every_system_though_nothing_links_it() -> None:
    for name in ("libpython3.11.so.1.0", "python311.dll", "Python", "libpython3.11.dylib"):
        assert not trim.is_prunable_library(name, f"/x/{name}", "BINARY")
    assert trim.is_prunable_library("PySide6/opengl32sw.dll", "C:/x/PySide6/opengl32sw.dll", "BINARY")

