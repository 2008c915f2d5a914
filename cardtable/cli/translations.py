"""Bring the translation catalogues up to date with the strings marked in the source.

    python -m cardtable.cli.translations            # update every catalogue, print what is left
    python -m cardtable.cli.translations --new it   # start a catalogue for Italian
    python -m cardtable.cli.translations --check    # exit 1 when a catalogue lags the source

The marked strings are found by reading the source (no import): ``N_("…")``, the engine's
``tr("…", "context")``, Qt's ``self.tr("…")`` (the class is the context),
``QCoreApplication.translate("context", "…")`` and the table's ``_tr("…")``. A string no longer
in the source is kept as *vanished* (its translation may serve again); a new one is added
untranslated.
"""

from __future__ import annotations

import argparse
import ast
import sys
from pathlib import Path
from typing import Iterator

from ..app import catalogue
from ..app.catalogue import Catalogue, Message

PACKAGE = Path(__file__).resolve().parents[1]

# functions whose first argument is a marked string → the context it is found in (the engine's
# ``tr`` may name another as its second argument)
_CALLS = {"N_": "engine", "tr": "engine", "_tr": "TableWidget", "_ui": "EventLog"}


def _literal(node: ast.AST | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


class _Finder(ast.NodeVisitor):
    def __init__(self, filename: str) -> None:
        self.filename = filename
        self.classes: list[str] = []
        self.functions: list[str] = []
        self.aliases: set[str] = set()
        self.found: list[tuple[str, str, int]] = []  # (context, text, line)
        # functions that pass their argument to QCoreApplication.translate: a wrapper whose
        # strings this finder would miss unless it is one of _CALLS
        self.wrappers: list[tuple[str, int]] = []

    def visit_Assign(self, node: ast.Assign) -> None:
        """``t = QCoreApplication.translate``: calls of ``t`` are calls of translate."""
        if isinstance(node.value, ast.Attribute) and node.value.attr == "translate":
            self.aliases.update(t.id for t in node.targets if isinstance(t, ast.Name))
        self.generic_visit(node)

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:
        self.functions.append(node.name)
        self.generic_visit(node)
        self.functions.pop()

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def visit_Call(self, node: ast.Call) -> None:
        func, args = node.func, node.args
        if isinstance(func, ast.Name) and func.id in _CALLS and args:
            context = _CALLS[func.id]
            text = _literal(args[0])
            if func.id == "tr":
                given = _literal(args[1]) if len(args) > 1 else None
                for kw in node.keywords:
                    if kw.arg == "context":
                        given = _literal(kw.value)
                context = given or context
            if text is not None:
                self.found.append((context, text, node.lineno))
        elif isinstance(func, ast.Attribute) and func.attr == "tr" and args:
            text = _literal(args[0])
            if text is not None:
                self.found.append((self.classes[-1] if self.classes else "cardtable", text,
                                   node.lineno))
        elif (isinstance(func, ast.Attribute) and func.attr == "translate" or
              isinstance(func, ast.Name) and func.id in self.aliases) and len(args) >= 2:
            ctx, text = _literal(args[0]), _literal(args[1])
            if ctx is not None and text is not None:
                self.found.append((ctx, text, node.lineno))
            elif ctx is not None and isinstance(args[1], ast.Name) and self.functions and \
                    self.functions[-1] not in _CALLS:
                self.wrappers.append((self.functions[-1], node.lineno))
        self.generic_visit(node)


def _read(package: Path) -> Iterator[_Finder]:
    """Every source file of the package, read by a finder."""
    for path in sorted(package.rglob("*.py")):
        rel = path.relative_to(package.parent).as_posix()
        finder = _Finder(rel)
        finder.visit(ast.parse(path.read_text(encoding="utf-8"), filename=rel))
        yield finder


def marked_strings(package: Path = PACKAGE) -> Iterator[tuple[str, str, str, int]]:
    """Every marked string in the package: (context, text, file, line), in source order."""
    for finder in _read(package):
        for context, text, line in finder.found:
            if text.strip():
                yield context, text, finder.filename, line


def unknown_wrappers(package: Path = PACKAGE) -> list[str]:
    """Functions that translate their argument but are not known to the finder ("file:line
    name"): strings passed to them would never reach a catalogue."""
    return [f"{finder.filename}:{line} {name}" for finder in _read(package)
            for name, line in finder.wrappers]


def source_messages(package: Path = PACKAGE) -> dict[str, Message]:
    out: dict[str, Message] = {}
    for context, text, filename, line in marked_strings(package):
        m = out.setdefault(text, Message(text))
        if context not in m.contexts:
            m.contexts.append(context)
        m.locations.append((filename, line))
    return out


def update(cat: Catalogue, messages: dict[str, Message]) -> Catalogue:
    """``cat`` with the source's strings: translations kept, new strings added, gone ones
    marked vanished."""
    out = Catalogue(cat.language)
    for source, m in messages.items():
        old = cat.messages.get(source)
        out.messages[source] = Message(source, old.translation if old else "",
                                       list(m.contexts), list(m.locations),
                                       plurals=list(old.plurals) if old else [])
    for source, old in cat.messages.items():
        if source not in out.messages and old.translation:
            out.messages[source] = Message(source, old.translation, list(old.contexts),
                                           [], obsolete=True, plurals=list(old.plurals))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cardtable.cli.translations",
                                     description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--new", metavar="CODE", help="start a catalogue for a language")
    parser.add_argument("--check", action="store_true",
                        help="change nothing; exit 1 when a catalogue lacks a source string")
    parser.add_argument("--folder", type=Path, default=catalogue.TRANSLATIONS)
    args = parser.parse_args(argv)
    messages = source_messages()
    codes = catalogue.languages(args.folder)
    if args.new:
        if args.new in codes:
            parser.error(f"{args.new!r} has a catalogue already")
        codes.append(args.new)
    lagging = False
    for code in codes:
        path = catalogue.catalogue_path(code, args.folder)
        cat = catalogue.read(path) if path.exists() else Catalogue(code)
        fresh = update(cat, messages)
        missing = [s for s in messages if s not in cat.messages]
        left = fresh.untranslated()
        print(f"{code}: {len(messages)} strings, {len(messages) - len(left)} translated, "
              f"{len(left)} to translate, {len(missing)} new")
        if args.check:
            lagging = lagging or bool(missing)
        else:
            catalogue.write(fresh, path)
    return 1 if lagging else 0


if __name__ == "__main__":
    sys.exit(main())
