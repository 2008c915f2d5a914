"""Translation catalogues: Qt Linguist ``.ts`` files read and written without Qt.

A catalogue is the translations of one language, ``cardtable_<code>.ts`` in
:data:`TRANSLATIONS` (package data, so a wheel and the native build carry it). The app loads the
``.ts`` itself (:mod:`cardtable.ui.i18n`), so there is no compiled ``.qm`` to keep in step; a
translator may still open the file in Qt Linguist. ``python -m cardtable.cli.translations``
brings every catalogue up to date with the strings marked in the source.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from .saves import write_atomic

from ..resources import TRANSLATIONS_DIR as TRANSLATIONS
PREFIX = "cardtable_"
FIELD = re.compile(r"\{[a-zA-Z_][a-zA-Z0-9_]*(?:![rs])?(?::[^{}]*)?\}")


@dataclass
class Message:
    """One string: its English source, the contexts it is used in, its translation ("" when
    not yet translated) and where it appears in the source (for the translator)."""

    source: str
    translation: str = ""
    contexts: list[str] = field(default_factory=list)
    locations: list[tuple[str, int]] = field(default_factory=list)
    obsolete: bool = False
    # a string with a count (Qt's ``%n``): its forms, singular first ("%n vinta", "%n vinte");
    # ``translation`` is then the first
    plurals: list[str] = field(default_factory=list)


@dataclass
class Catalogue:
    language: str
    messages: dict[str, Message] = field(default_factory=dict)

    def lookup(self) -> dict[str, str]:
        """English source → translation, for the strings translated (context-free: a string
        reads the same in every place it is shown)."""
        return {m.source: m.translation for m in self.messages.values()
                if m.translation and not m.obsolete}

    def plural_lookup(self) -> dict[str, list[str]]:
        """English source → its forms, for the strings with a count."""
        return {m.source: m.plurals for m in self.messages.values()
                if m.plurals and all(m.plurals) and not m.obsolete}

    def untranslated(self) -> list[str]:
        return [m.source for m in self.messages.values() if not m.translation and not m.obsolete]


class CatalogueError(ValueError):
    """A catalogue that cannot be read (not a .ts file, or broken XML)."""


def catalogue_path(code: str, folder: Path = TRANSLATIONS) -> Path:
    return folder / f"{PREFIX}{code}.ts"


def languages(folder: Path = TRANSLATIONS) -> list[str]:
    """The language codes that have a catalogue (``it``, ``pt_BR``)."""
    return sorted(p.stem.removeprefix(PREFIX) for p in folder.glob(f"{PREFIX}*.ts"))


def find(code: str, folder: Path = TRANSLATIONS) -> Path | None:
    """The catalogue for a language code: ``pt_BR``, then ``pt``; None for English (the
    source's language) or a language without one."""
    for name in dict.fromkeys((code, code.split("_")[0])):
        if name and not name.startswith("en") and name != "C":
            path = catalogue_path(name, folder)
            if path.is_file():
                return path
    return None


def translator_for(code: str, folder: Path = TRANSLATIONS) -> Callable[[str, str], str] | None:
    """A Qt-free ``translator(context, text)`` for ``code`` (:func:`find`), for a process
    without Qt's translators (the computer players' worker: its hint reasons); None where there
    is no readable catalogue."""
    path = find(code, folder)
    if path is None:
        return None
    try:
        table = read(path).lookup()
    except CatalogueError:
        return None
    return lambda context, text: table.get(text, text)


def fields_of(text: str) -> list[str]:
    """The ``{name}`` fields a string fills in, sorted (a translation must keep them all)."""
    return sorted(FIELD.findall(text))


def read(path: Path) -> Catalogue:
    """Read a ``.ts`` catalogue; :class:`CatalogueError` when it is not one."""
    try:
        root = ET.parse(path).getroot()
    except (ET.ParseError, OSError) as exc:
        raise CatalogueError(f"{path.name}: not a readable catalogue ({exc})") from exc
    if root.tag != "TS":
        raise CatalogueError(f"{path.name}: not a Qt Linguist catalogue (root <{root.tag}>)")
    cat = Catalogue(root.get("language", path.stem.removeprefix(PREFIX)))
    for ctx in root.iter("context"):
        name = ctx.findtext("name", "")
        for msg in ctx.iter("message"):
            source = msg.findtext("source")
            if source is None:
                continue
            node = msg.find("translation")
            kind = node.get("type", "") if node is not None else "unfinished"
            forms = [f.text or "" for f in node.iter("numerusform")] if node is not None else []
            text = forms[0] if forms else (node.text or "") if node is not None else ""
            m = cat.messages.setdefault(source, Message(source))
            if forms and kind != "unfinished" and not m.plurals:
                m.plurals = forms
            if name and name not in m.contexts:
                m.contexts.append(name)
            if text and kind != "unfinished" and not m.translation:
                m.translation = text
            m.obsolete = kind in ("obsolete", "vanished")
            for loc in msg.iter("location"):
                try:
                    m.locations.append((loc.get("filename", ""), int(loc.get("line", "0"))))
                except ValueError:
                    pass
    return cat


def write(cat: Catalogue, path: Path) -> None:
    """Write ``cat`` as a ``.ts`` file, atomically (a temporary file, then replace). Messages
    are grouped by their first context, in source order within it."""
    root = ET.Element("TS", version="2.1", language=cat.language)
    by_context: dict[str, list[Message]] = {}
    for m in cat.messages.values():
        by_context.setdefault(m.contexts[0] if m.contexts else "cardtable", []).append(m)
    for name in sorted(by_context):
        ctx = ET.SubElement(root, "context")
        ET.SubElement(ctx, "name").text = name
        for m in by_context[name]:
            msg = ET.SubElement(ctx, "message")
            if m.plurals:
                msg.set("numerus", "yes")
            for filename, line in m.locations[:3]:
                ET.SubElement(msg, "location", filename=filename, line=str(line))
            ET.SubElement(msg, "source").text = m.source
            node = ET.SubElement(msg, "translation")
            if m.obsolete:
                node.set("type", "vanished")
            elif not m.translation:
                node.set("type", "unfinished")
            if m.plurals:
                for form in m.plurals:
                    ET.SubElement(node, "numerusform").text = form
            else:
                node.text = m.translation
    ET.indent(root)
    write_atomic(path, '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
                 + ET.tostring(root, encoding="unicode") + "\n")


__all__ = ["TRANSLATIONS", "Message", "Catalogue", "CatalogueError", "catalogue_path",
           "languages", "find", "translator_for", "fields_of", "read", "write"]
