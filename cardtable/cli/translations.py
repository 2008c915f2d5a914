"""Keep the translation catalogues in step with the source, with Qt's own tools.

    python -m cardtable.cli.translations            # pyside6-lupdate every catalogue, report
    python -m cardtable.cli.translations --new ja   # start a catalogue for Japanese
    python -m cardtable.cli.translations --check    # change nothing; exit 1 when one lags
    python -m cardtable.cli.translations --release  # pyside6-lrelease: the .qm files

``cardtable_en.ts`` holds only English's plural forms (``lupdate -pluralonly``): Qt writes
"%n points" as "1 points" unless a catalogue says "1 point".

``pyside6-lupdate`` reads the strings marked in the package — ``self.tr("…")`` (the class is
the context), ``QCoreApplication.translate("Context", "…")``, and outside the UI
``QT_TRANSLATE_NOOP("engine", "…")`` (:mod:`cardtable.engine.i18n`) — and merges them into every
``translations/cardtable_<code>.ts``: translations kept, new strings unfinished, strings gone
from the source kept as *vanished*. After it, a new message whose English text has a finished
translation elsewhere in the same catalogue (another context, or a vanished entry) takes that
translation: a string that moved to another class keeps its words, and the catalogues of the
project's own reader (one context-free table, before Qt's workflow) were carried over this way
(rerun it at any time: it only fills what is unfinished, keyed by source text).

This module also reads a ``.ts`` to check it (:func:`problems`); the app never does — it loads
the compiled ``.qm`` (:mod:`cardtable.ui.i18n`).
"""

from __future__ import annotations

import argparse
import ast
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

from ..app import catalogue
from ..app.catalogue import CatalogueError

PACKAGE = Path(__file__).resolve().parents[1]
_ACCEL = re.compile(r"&[^&\s]")  # an accelerator ("&Game"), not an "&" alone ("A & B")
FIELD = re.compile(r"\{[a-zA-Z_][a-zA-Z0-9_]*(?:![rs])?(?::[^{}]*)?\}|%n")


@dataclass
class Message:
    """One message of a ``.ts``: where Qt looks it up (``context``, ``source``, ``comment``),
    its translation (``forms`` for a message with a count: one per plural form of the
    language), and its state (``kind``: "" finished, "unfinished", "vanished", "obsolete")."""

    context: str
    source: str
    comment: str = ""
    translation: str = ""
    forms: list[str] = field(default_factory=list)
    numerus: bool = False
    kind: str = ""
    locations: list[str] = field(default_factory=list)

    @property
    def live(self) -> bool:
        return self.kind not in ("vanished", "obsolete")

    @property
    def finished(self) -> bool:
        return self.kind == "" and (all(self.forms) and bool(self.forms) if self.numerus
                                    else bool(self.translation))


def read(path: Path) -> tuple[str, list[Message]]:
    """The language and the messages of a ``.ts``; :class:`CatalogueError` when it is not one."""
    try:
        root = ET.parse(path).getroot()
    except (ET.ParseError, OSError) as exc:
        raise CatalogueError(f"{path.name}: not a readable catalogue ({exc})") from exc
    if root.tag != "TS":
        raise CatalogueError(f"{path.name}: not a Qt Linguist catalogue (root <{root.tag}>)")
    out = []
    for ctx in root.iter("context"):
        name = ctx.findtext("name", "")
        for msg in ctx.iter("message"):
            node = msg.find("translation")
            out.append(Message(
                name, msg.findtext("source", ""), msg.findtext("comment", "") or "",
                (node.text or "") if node is not None else "",
                [f.text or "" for f in node.iter("numerusform")] if node is not None else [],
                msg.get("numerus") == "yes",
                node.get("type", "") if node is not None else "unfinished",
                [f"{loc.get('filename', '')}:{loc.get('line', '')}"
                 for loc in msg.iter("location")]))
    return root.get("language", path.stem.removeprefix(catalogue.PREFIX)), out


def fields_of(text: str) -> list[str]:
    """The ``{name}`` fields and ``%n`` a string fills in, each once, sorted (a translation
    keeps them all; it may say one twice)."""
    return sorted(set(FIELD.findall(text)))


def problems(path: Path) -> list[str]:
    """What keeps a shipped catalogue from being complete: a live message unfinished or empty,
    a plural form missing, a ``{field}`` or ``%n`` lost or added, an ``&`` accelerator lost."""
    out = []
    for m in read(path)[1]:
        if not m.live:
            continue
        where = f"{path.name} [{m.context}] {m.source!r}"
        if not m.finished:
            out.append(f"{where}: not translated" + (" (a plural form is missing)"
                                                      if m.numerus and any(m.forms) else ""))
            continue
        for text in (m.forms if m.numerus else [m.translation]):
            if fields_of(text) != fields_of(m.source) and not (
                    m.numerus and fields_of(text) == [f for f in fields_of(m.source) if f != "%n"]):
                out.append(f"{where}: placeholders {fields_of(m.source)} became "
                           f"{fields_of(text)} in {text!r}")
            if _ACCEL.search(m.source.replace("&&", "")) and not \
                    _ACCEL.search(text.replace("&&", "")) and "<" not in m.source:
                out.append(f"{where}: the & accelerator is lost in {text!r}")
    return out


def _literal(node: ast.AST | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def marked_strings(package: Path = PACKAGE) -> list[tuple[str, str, str, int]]:
    """Every string marked in the forms ``pyside6-lupdate`` reads, found by reading the source
    the way Python does: (context, text, file, line). ``self.tr`` gives the class's name as the
    context (another object's ``tr`` the expression, as lupdate does). For the tests, which hold lupdate's catalogue to this list, and for checks of the
    marked texts themselves."""
    out = []
    for path in sorted(package.rglob("*.py")):
        rel = path.relative_to(package.parent).as_posix()
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=rel)
        classes: dict[ast.AST, str] = {}  # node -> its innermost class (ast.walk: outer first)
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                classes.update((inner, node.name) for inner in ast.walk(node) if inner is not node)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = getattr(node.func, "id", getattr(node.func, "attr", ""))
            if name in ("QT_TRANSLATE_NOOP", "translate") and len(node.args) >= 2:
                context, text = _literal(node.args[0]), _literal(node.args[1])
            elif name == "tr" and isinstance(node.func, ast.Attribute):
                receiver = node.func.value  # lupdate: self's class, else the expression itself
                context = classes.get(node, "") if isinstance(receiver, ast.Name) and \
                    receiver.id == "self" else ast.unparse(receiver)
                text = _literal(node.args[0])
            else:
                continue
            if context is not None and text:
                out.append((context, text, rel, node.lineno))
    return out


def lupdate() -> list[str]:
    """The command that runs Qt's ``lupdate`` (beside ``lrelease``, :mod:`..app.catalogue`)."""
    release = catalogue.lrelease()
    if release is not None:
        tool = Path(release[0]).with_name(Path(release[0]).name.replace("lrelease", "lupdate"))
        if tool.is_file():
            return [str(tool)]
    for name in ("pyside6-lupdate", "lupdate"):
        found = shutil.which(name)
        if found:
            return [found]
    raise CatalogueError("Qt's lupdate is not installed (it comes with PySide6)")


def run_lupdate(ts: list[Path], package: Path = PACKAGE, language: str | None = None) -> None:
    """Merge the strings marked in ``package`` into the ``ts`` files."""
    args = [*lupdate(), "-silent", "-locations", "relative", "-source-language", "en",
            "-extensions", "py", str(package)]
    if language:
        args += ["-target-language", language]
    if language == catalogue.ENGLISH:  # the source's language: only its plural forms
        args.append("-pluralonly")
    done = subprocess.run([*args, "-ts", *map(str, ts)], capture_output=True, text=True,
                          timeout=600)
    if done.returncode != 0:
        raise CatalogueError(f"lupdate failed: {(done.stderr or done.stdout).strip()}")
    for path in ts:  # lupdate leaves a rewritten file readable by its owner alone
        if path.is_file():
            path.chmod(0o644)


def carry_over(path: Path, before: list[Message]) -> int:
    """Fill every unfinished live message of ``path`` whose English text has a finished
    translation in ``before`` (the same catalogue before lupdate: any context, vanished too).
    Returns how many were filled."""
    known: dict[str, Message] = {}
    for m in before:
        if m.kind in ("", "vanished", "obsolete") and (m.translation or all(m.forms) and m.forms):
            if m.source not in known or known[m.source].kind and not m.kind:
                known[m.source] = m
    tree = ET.parse(path)
    filled = 0
    for msg in tree.getroot().iter("message"):
        node = msg.find("translation")
        if node is None or node.get("type") != "unfinished":
            continue
        old = known.get(msg.findtext("source", ""))
        if old is None:
            continue
        forms = list(node.iter("numerusform"))
        if forms:
            words = old.forms or [old.translation]
            for i, form in enumerate(forms):
                form.text = words[min(i, len(words) - 1)]
        elif old.translation or old.forms:
            node.text = old.translation or old.forms[-1]
        else:
            continue
        del node.attrib["type"]
        filled += 1
    if filled:
        tree.write(path, encoding="utf-8", xml_declaration=True)
    return filled


def update(codes: list[str], folder: Path = catalogue.TRANSLATIONS,
           package: Path = PACKAGE) -> dict[str, int]:
    """Bring the catalogues of ``codes`` up to date with ``package``: lupdate, then
    :func:`carry_over`, then lupdate again (Qt's own layout of the file). A new code gets a new
    catalogue. Returns how many messages each had carried over."""
    carried = {}
    for code in codes:
        path = catalogue.catalogue_path(code, folder)
        before = read(path)[1] if path.exists() else []
        run_lupdate([path], package, language=code)
        carried[code] = carry_over(path, before)
        if carried[code]:
            run_lupdate([path], package, language=code)
    return carried


def summary(path: Path) -> str:
    language, messages = read(path)
    live = [m for m in messages if m.live]
    left = [m for m in live if not m.finished]
    return (f"{language}: {len(live)} strings, {len(live) - len(left)} translated, "
            f"{len(left)} to translate")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cardtable.cli.translations",
                                     description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--new", metavar="CODE", help="start a catalogue for a language")
    parser.add_argument("--check", action="store_true",
                        help="change nothing; exit 1 when a catalogue lacks a source string, "
                             "has one unfinished or a placeholder lost")
    parser.add_argument("--release", action="store_true",
                        help="compile every catalogue into its .qm (what the builds do)")
    parser.add_argument("--folder", type=Path, default=catalogue.TRANSLATIONS)
    args = parser.parse_args(argv)
    try:
        if args.release:
            for qm in catalogue.compile_all(args.folder):
                print(f"{qm.name}: {qm.stat().st_size} bytes")
            return 0
        codes = [p.stem.removeprefix(catalogue.PREFIX)
                 for p in sorted(args.folder.glob(f"{catalogue.PREFIX}*.ts"))]
        if args.new:
            if args.new in codes:
                parser.error(f"{args.new!r} has a catalogue already")
            codes.append(args.new)
        if args.check:
            return check(codes, args.folder)
        for code, n in update(codes, args.folder).items():
            path = catalogue.catalogue_path(code, args.folder)
            print(summary(path) + (f", {n} carried over by their English text" if n else ""))
    except CatalogueError as exc:
        print(f"translations: {exc}", file=sys.stderr)
        return 1
    return 0


def check(codes: list[str], folder: Path) -> int:
    """Update copies of the catalogues in a temporary folder and report what is not done."""
    bad = 0
    with tempfile.TemporaryDirectory() as tmp:
        for code in codes:
            copy = Path(tmp) / catalogue.catalogue_path(code, folder).name
            shutil.copyfile(catalogue.catalogue_path(code, folder), copy)
            update([code], Path(tmp))
            found = problems(copy)
            print(summary(copy))
            for line in found[:20]:
                print("  " + line)
            if len(found) > 20:
                print(f"  … and {len(found) - 20} more")
            bad += bool(found)
    return 1 if bad else 0


if __name__ == "__main__":
    os.environ.setdefault("PYTHONIOENCODING", "utf-8")
    sys.exit(main())
