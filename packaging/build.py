"""Build Card Table for the system this runs on: ``python packaging/build.py``.

Run it with the project's environment (``.venv/bin/python packaging/build.py``); it installs
PyInstaller (the ``build`` extra) if missing. Steps, each printed:

1. :func:`prepare_data` stages what the bundle carries besides the code, in ``build/stage/``:
   the translations (:func:`compile_translations` turns the ``.ts`` catalogues into ``.qm``),
   the licence notices (:mod:`cardtable.notices`), the icons in every size
   (``packaging/icons.py``) and the Windows version resource.
2. PyInstaller makes the one-folder bundle ``dist/cardtable/`` (``packaging/cardtable.spec``;
   ``packaging/trim.py`` says what of Qt stays out). On macOS also ``dist/Card Table.app``.
3. The installers: on Linux ``dist/cardtable-<version>-linux-<arch>.tar.gz`` and
   ``dist/cardtable_<version>_<arch>.deb`` (``packaging/linux/deb.py``), both validated; on
   Windows ``packaging/windows/cardtable.iss`` for Inno Setup (run by the workflow, or here when
   ``ISCC`` is on the PATH); on macOS a ``.dmg`` (``hdiutil``).
4. The report: every file made with its size, the bundle's size on disk and its largest parts,
   and the frozen app's start to a screenshot of a dealt game (median of ``--runs`` starts, each a
   new process; the screenshot is checked not to be blank).

``--skip-pyinstaller`` reuses ``dist/cardtable`` (to redo the installers or the timing);
``--json FILE`` also writes the figures as JSON (``benchmarks/bench_bundle.py`` reads them).
Signing, only when asked for by the environment (the GitHub workflow sets these where the
secrets exist): ``CARDTABLE_SIGN_COMMAND`` (Windows: a ``signtool sign ...`` command line, run on
each ``.exe`` and on the installer) and ``CARDTABLE_CODESIGN_IDENTITY`` (macOS: the Developer ID
the ``.app`` is signed with before it goes in the ``.dmg``; notarisation is the workflow's step).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import project  # noqa: E402
import smoke  # noqa: E402

ROOT = project.ROOT
STAGE = ROOT / "build" / "stage"
DIST = ROOT / "dist"
#: Limits the issue sets (Linux): the bundle on disk, its .tar.gz, the median start.
MAX_BUNDLE_MB = 150
MAX_ARCHIVE_MB = 65
MAX_START_S = 1.5


# --- 1. data -----------------------------------------------------------------------------------
def compile_translations(folder: Path) -> list[Path]:
    """Compile the staged catalogues in ``folder`` (``cardtable_<code>.ts``) into the ``.qm``
    files the app loads (Qt's ``lrelease``, which PySide6 ships:
    :func:`cardtable.app.catalogue.compile_all`), then drop the ``.ts`` sources, which the
    frozen app never reads. Returns the files made."""
    from cardtable.app.catalogue import compile_all

    made = compile_all(folder)
    for ts in folder.glob("*.ts"):
        ts.unlink()
    return made


def prepare_data(stage: Path = STAGE) -> dict[str, list[Path]]:
    """Stage everything the spec bundles besides the code and ``assets/`` (see the module's
    docstring); runs before PyInstaller. Returns what it wrote, by kind."""
    info = project.load()
    shutil.rmtree(stage, ignore_errors=True)
    stage.mkdir(parents=True)
    translations = stage / "translations"
    # the sources only: the .qm files a checkout compiled on demand may be stale
    shutil.copytree(ROOT / "translations", translations,
                    ignore=shutil.ignore_patterns("__pycache__", ".*", "*.qm", "*.md"))
    sys.path.insert(0, str(ROOT))
    made: dict[str, list[Path]] = {"translations": compile_translations(translations)}
    from cardtable.notices import write_bundle_notices

    made["licenses"] = write_bundle_notices(stage / "licenses", info.version)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run([sys.executable, str(HERE / "icons.py"), str(stage / "icons")], cwd=ROOT,
                         env=env, check=True, capture_output=True, text=True).stdout
    made["icons"] = [Path(line) for line in out.split()]
    version = stage / "version_info.txt"
    version.write_text(project.fill((HERE / "windows" / "version_info.txt.in").read_text("utf-8"),
                                    info), encoding="utf-8")
    made["version"] = [version]
    return made


# --- 2. the bundle -----------------------------------------------------------------------------
def run_pyinstaller() -> float:
    started = time.monotonic()
    subprocess.check_call([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
                           "--log-level", "WARN", "--distpath", str(DIST),
                           "--workpath", str(ROOT / "build" / "pyinstaller"),
                           str(HERE / "cardtable.spec")], cwd=ROOT)
    return time.monotonic() - started


def bundle_folder() -> Path:
    return DIST / project.EXE


def executable(folder: Path) -> Path:
    return folder / (f"{project.EXE}.exe" if sys.platform == "win32" else project.EXE)


def disk_size(path: Path) -> int:
    """Bytes of the files under ``path`` (links not followed, each file once)."""
    if path.is_file():
        return path.stat().st_size
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def largest_parts(folder: Path, count: int = 15) -> list[tuple[str, int]]:
    """The biggest files and Qt plugin folders of the bundle (what to cut next)."""
    parts: dict[str, int] = {}
    for p in folder.rglob("*"):
        if not p.is_file() or p.is_symlink():
            continue
        rel = p.relative_to(folder).as_posix()
        key = rel
        if "/plugins/" in rel:
            key = rel[:rel.index("/plugins/") + len("/plugins/")] + rel.split("/plugins/")[1].split("/")[0] + "/"
        elif rel.startswith(("_internal/assets/", "_internal/translations/", "_internal/licenses/")):
            key = "/".join(rel.split("/")[:2]) + "/"
        elif "/PySide6/Qt/translations/" in rel:
            key = rel.split("Qt/translations/")[0] + "Qt/translations/"
        parts[key] = parts.get(key, 0) + p.stat().st_size
    return sorted(parts.items(), key=lambda kv: -kv[1])[:count]


def system_libraries(folder: Path) -> list[str]:
    """Shared libraries the bundle took from the build system (not Qt's, not Python's)."""
    names = []
    internal = folder / "_internal"
    for p in sorted(internal.glob("*.so*")) if internal.is_dir() else []:
        if not p.name.startswith(("libpython", "libQt6", "libpyside6", "libshiboken6", "libicu")):
            names.append(p.name)
    return names


# --- 3. installers ----------------------------------------------------------------------------
def make_tarball(folder: Path, info: project.Project) -> Path:
    arch = platform.machine().lower()
    out = DIST / f"{project.EXE}-{info.version}-linux-{arch}.tar.gz"
    with tarfile.open(out, "w:gz", compresslevel=6) as tar:  # 9 saves 1%, costs twice the time
        tar.add(folder, arcname=f"{project.EXE}-{info.version}")
    return out


def linux_installers(folder: Path, info: project.Project, report: dict,
                     deb_compression: str = "xz") -> list[Path]:
    from linux import deb

    started = time.monotonic()
    made = [make_tarball(folder, info)]
    report["tarball_s"] = round(time.monotonic() - started, 1)
    started = time.monotonic()
    package, checks = deb.build(folder, STAGE, DIST, info, deb_compression)
    report["deb_s"] = round(time.monotonic() - started, 1)
    made.append(package)
    report["validation"] = checks
    return made


def windows_sign(*files: Path) -> None:
    """Sign with ``CARDTABLE_SIGN_COMMAND`` (a signtool command line the file is appended to; the
    workflow sets it only where the certificate secret exists), else leave unsigned."""
    command = os.environ.get("CARDTABLE_SIGN_COMMAND")
    if not command:
        return
    for file in files:
        subprocess.check_call(f'{command} "{file}"', shell=True)


def windows_installer(folder: Path, info: project.Project) -> list[Path]:
    windows_sign(*sorted(folder.glob("*.exe")))
    script = STAGE / "cardtable.iss"
    script.write_text(project.fill((HERE / "windows" / "cardtable.iss").read_text("utf-8"), info,
                                   BUNDLE=str(folder), OUTPUT=str(DIST), STAGE=str(STAGE),
                                   ROOT=str(ROOT)), encoding="utf-8")
    iscc = shutil.which("ISCC") or shutil.which("iscc")
    if iscc is None:
        print(f"Inno Setup (ISCC) is not on the PATH: the installer script is {script}")
        return [script]
    subprocess.check_call([iscc, str(script)])
    setups = sorted(DIST.glob(f"{project.EXE}-{info.version}-setup*.exe"))
    windows_sign(*setups)
    return [script, *setups]


def macos_installer(info: project.Project) -> list[Path]:
    app = DIST / f"{info.display_name}.app"
    dmg = DIST / f"{project.EXE}-{info.version}-macos.dmg"
    identity = os.environ.get("CARDTABLE_CODESIGN_IDENTITY")
    if identity:  # Developer ID, hardened runtime: what notarisation asks for
        subprocess.check_call(["codesign", "--force", "--deep", "--options", "runtime",
                               "--timestamp", "--sign", identity, str(app)])
    with tempfile.TemporaryDirectory() as tmp:
        shutil.copytree(app, Path(tmp) / app.name, symlinks=True)
        os.symlink("/Applications", Path(tmp) / "Applications")
        dmg.unlink(missing_ok=True)
        subprocess.check_call(["hdiutil", "create", "-volname", info.display_name, "-srcfolder",
                               tmp, "-ov", "-format", "UDZO", str(dmg)])
    return [app, dmg]


# --- 4. the report -----------------------------------------------------------------------------
def start_times(exe: Path, runs: int, cpu: list[float] | None = None) -> list[float]:
    """Seconds from starting the frozen app to its screenshot of a dealt game, per run (the
    app waits 300 ms before it takes the picture, so the table is drawn). ``cpu`` collects the
    CPU seconds of each run, where the system tells them."""
    times = []
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(runs):
            shot = Path(tmp) / f"start-{i}.png"
            wall, used = smoke.run_timed([str(exe)], shot, home=Path(tmp) / "home")
            times.append(wall)
            if cpu is not None and used is not None:
                cpu.append(used)
    return times


def mb(n: int) -> str:
    return f"{n / 1e6:.1f} MB"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--skip-pyinstaller", action="store_true",
                        help="reuse dist/cardtable; redo the installers and the figures")
    parser.add_argument("--prepare-only", action="store_true", help="stage the data and stop")
    parser.add_argument("--runs", type=int, default=5, help="starts timed (default 5)")
    parser.add_argument("--json", metavar="FILE", help="also write the figures as JSON")
    parser.add_argument("--deb-compression", choices=("xz", "gzip"), default="xz",
                        help="the .deb's compression: xz (smaller, the default) or gzip "
                             "(faster: CI)")
    args = parser.parse_args(argv)
    info = project.load()
    report: dict = {"version": info.version, "platform": sys.platform}
    started = time.monotonic()
    made = prepare_data()
    report["prepare_s"] = round(time.monotonic() - started, 1)
    print(f"staged: {len(made['licenses'])} licence files, {len(made['icons'])} icons, "
          f"{len(made['translations'])} compiled catalogues in {STAGE}")
    if args.prepare_only:
        return 0
    folder = bundle_folder()
    if not args.skip_pyinstaller:
        try:
            import PyInstaller  # noqa: F401
        except ImportError:
            subprocess.check_call([sys.executable, "-m", "pip", "install", "-e", f"{ROOT}[build]"])
        report["pyinstaller_s"] = round(run_pyinstaller(), 1)
    if not executable(folder).exists():
        print(f"build.py: no bundle at {folder}", file=sys.stderr)
        return 1
    # the notices name the system libraries PyInstaller took along, which only the bundle knows
    from cardtable.notices import write_bundle_notices

    write_bundle_notices(folder / "_internal" / "licenses", info.version,
                         extra_libraries=system_libraries(folder))
    outputs = [folder]
    if sys.platform.startswith("linux"):
        outputs += linux_installers(folder, info, report, args.deb_compression)
    elif sys.platform == "win32":
        outputs += windows_installer(folder, info)
    elif sys.platform == "darwin":
        outputs += macos_installer(info)
    report["build_s"] = round(time.monotonic() - started, 1)

    print("\nmade:")
    files = {}
    for out in outputs:
        files[out.name] = disk_size(out)
        count = sum(1 for p in out.rglob("*") if p.is_file()) if out.is_dir() else 1
        print(f"  {out.relative_to(ROOT) if out.is_relative_to(ROOT) else out}: "
              f"{mb(files[out.name])}" + (f" in {count} files" if out.is_dir() else ""))
    report["files"] = files
    report["bundle_bytes"] = files[folder.name]
    archives = [n for n in files if n.endswith((".tar.gz", ".dmg", ".exe", ".zip"))]
    if archives:
        report["archive_bytes"] = files[archives[0]]
    print("largest parts of the bundle:")
    report["largest"] = largest_parts(folder)
    for name, size in report["largest"]:
        print(f"  {mb(size):>9}  {name}")
    cpu: list[float] = []
    times = start_times(executable(folder), args.runs, cpu) if args.runs > 0 else []
    if times:
        report["start_s"] = [round(t, 3) for t in times]
        report["start_median_s"] = round(statistics.median(times), 3)
        load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
        report["load_average"] = load
        print(f"start to a dealt table's screenshot: median {report['start_median_s']:.2f} s "
              f"of {len(times)} ({', '.join(f'{t:.2f}' for t in times)})"
              + (f"; CPU median {statistics.median(cpu):.2f} s" if cpu else "")
              + (f"; load average {load:.1f}" if load is not None else ""))
        if cpu:
            report["start_cpu_median_s"] = round(statistics.median(cpu), 3)
    print(f"bundle on disk {mb(report['bundle_bytes'])}"
          + (f", archive {mb(report['archive_bytes'])}" if "archive_bytes" in report else "")
          + f"; build took {report['build_s']:.0f} s ("
          + ", ".join(f"{k[:-2]} {report[k]:.0f} s" for k in
                      ("prepare_s", "pyinstaller_s", "tarball_s", "deb_s") if k in report) + ")")
    failures, warnings = [], []
    if sys.platform.startswith("linux"):
        if report["bundle_bytes"] > MAX_BUNDLE_MB * 1e6:
            failures.append(f"the bundle is over {MAX_BUNDLE_MB} MB")
        if report.get("archive_bytes", 0) > MAX_ARCHIVE_MB * 1e6:
            failures.append(f"the archive is over {MAX_ARCHIVE_MB} MB")
        if times and report["start_median_s"] > MAX_START_S:  # depends on the machine's load
            warnings.append(f"the median start is over {MAX_START_S} s")
        for tool, result in report.get("validation", {}).items():
            if result == "not installed":
                warnings.append(f"{tool} is not installed: the desktop files were not validated")
            elif result != "ok":
                failures.append(f"{tool} failed:\n{result}")
    for w in warnings:
        print(f"warning: {w}")
    for f in failures:
        print(f"build.py: FAILED: {f}", file=sys.stderr)
    report["failures"], report["warnings"] = failures, warnings
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=1), encoding="utf-8")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
