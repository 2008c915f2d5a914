"""Translation catalogues, the Qt way: ``pyside6-lupdate`` extracts every marked string (the
engine's ``QT_TRANSLATE_NOOP`` too) into the ``.ts`` files, ``pyside6-lrelease`` compiles them;
every shipped catalogue is complete (nothing unfinished, every placeholder and plural form kept),
and no string a player reads escapes the tools."""

from __future__ import annotations

import ast
import re
import shutil
import textwrap
from pathlib import Path

import pytest

from cardtable.app import catalogue
from cardtable.app.catalogue import CatalogueError
from cardtable.cli import translations
from cardtable.resources import PACKAGE

SHIPPED = catalogue.languages()
ALL = [catalogue.ENGLISH, *SHIPPED]  # English's catalogue holds its plural forms


def test_the_languages_are_shipped_and_english_is_the_source():
    assert {"it", "de", "tr", "ja"} <= set(SHIPPED)
    assert catalogue.ENGLISH not in SHIPPED
    assert catalogue.catalogue_path(catalogue.ENGLISH).is_file()
    assert catalogue.find("it_CH") == "it" and catalogue.find("de") == "de"
    assert catalogue.find("en_GB") is None and catalogue.find("xx") is None


def test_lupdate_sees_every_marked_string_and_every_one_is_live_in_each_catalogue():
    """A string marked in the source that lupdate does not read (or that a catalogue has as
    vanished) would show in English in every language."""
    marked = {(context, text) for context, text, _, _ in translations.marked_strings()}
    assert len(marked) > 700 and any(context == "engine" for context, _ in marked)
    for code in SHIPPED:
        live = {(m.context, m.source) for m in translations.read(catalogue.catalogue_path(code))[1]
                if m.live}
        missing = sorted(marked - live)
        assert not missing, (f"{code}: not in the catalogue (python -m "
                             f"cardtable.cli.translations): {missing[:6]}")


@pytest.mark.parametrize("code", ALL)
def test_a_shipped_catalogue_is_complete(code):
    """Nothing unfinished, no {field} or %n lost, every plural form of the language given, no
    & accelerator lost — in every language."""
    found = translations.problems(catalogue.catalogue_path(code))
    assert not found, "\n".join(found[:10])


def test_the_problems_found_in_a_catalogue(tmp_path):
    path = tmp_path / "cardtable_it.ts"
    path.write_text(textwrap.dedent('''\
        <?xml version="1.0" encoding="utf-8"?>
        <!DOCTYPE TS>
        <TS version="2.1" language="it">
        <context><name>C</name>
        <message><source>Deal {n}</source><translation>Smazzata {m}</translation></message>
        <message><source>&amp;Quit</source><translation>Esci</translation></message>
        <message><source>New</source><translation type="unfinished"></translation></message>
        <message numerus="yes"><source>%n won</source><translation>
            <numerusform>%n vinta</numerusform><numerusform></numerusform></translation></message>
        <message><source>Gone</source><translation type="vanished">Andato</translation></message>
        </context></TS>
        '''), encoding="utf-8")
    found = "\n".join(translations.problems(path))
    assert "'Deal {n}': placeholders ['{n}'] became ['{m}']" in found
    assert "'&Quit': the & accelerator is lost" in found
    assert "'New': not translated" in found
    assert "'%n won': not translated (a plural form is missing)" in found
    assert "Gone" not in found


@pytest.mark.parametrize("text", ["", "<TS><context>", "not xml at all", "<html></html>"])
def test_a_broken_catalogue_is_a_clear_error(tmp_path, text):
    path = tmp_path / "cardtable_xx.ts"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(CatalogueError, match="cardtable_xx.ts"):
        translations.read(path)
    with pytest.raises(CatalogueError, match="cardtable_xx.ts"):
        catalogue.compile_catalogue(path, tmp_path / "cardtable_xx.qm")
    assert not (tmp_path / "cardtable_xx.qm").exists()
    assert [p.name for p in tmp_path.iterdir()] == ["cardtable_xx.ts"]  # no part file left


def test_lrelease_compiles_a_catalogue(tmp_path):
    shutil.copyfile(catalogue.catalogue_path("it"), tmp_path / "cardtable_it.ts")
    made = catalogue.compile_all(tmp_path)
    assert made == [tmp_path / "cardtable_it.qm"] and made[0].stat().st_size > 10_000


def test_outside_a_checkout_a_missing_qm_is_a_clear_error(tmp_path):
    shutil.copyfile(catalogue.catalogue_path("it"), tmp_path / "cardtable_it.ts")
    assert not catalogue.in_checkout(tmp_path)
    with pytest.raises(CatalogueError, match="cardtable_it.qm is missing"):
        catalogue.fresh_qm("it", tmp_path)


def test_in_the_checkout_a_stale_qm_is_compiled_again():
    """A translator's edit to a .ts shows at the next start, with no build step."""
    folder = catalogue.TRANSLATIONS
    assert catalogue.in_checkout(folder)
    qm = catalogue.fresh_qm("de", folder)
    ts = catalogue.catalogue_path("de", folder)
    before = qm.stat().st_mtime
    import os
    os.utime(qm, (before - 3600, ts.stat().st_mtime - 3600))  # older than its .ts
    assert catalogue.fresh_qm("de", folder) == qm and qm.stat().st_mtime >= ts.stat().st_mtime


def _package(tmp_path: Path, body: str) -> Path:
    pkg = tmp_path / "pkg"
    pkg.mkdir(exist_ok=True)
    (pkg / "m.py").write_text(textwrap.dedent(body), encoding="utf-8")
    return pkg


def test_lupdate_reads_every_form_the_project_marks_with(tmp_path):
    pkg = _package(tmp_path, '''
        LABEL = QT_TRANSLATE_NOOP("engine", "Trick")
        translate = QCoreApplication.translate
        class Box(QWidget):
            def g(self, n):
                return self.tr("&Deal") + translate("Other", "Quit") + self.tr("%n won", "", n)
        ''')
    ts = tmp_path / "cardtable_it.ts"
    translations.run_lupdate([ts], pkg, "it")
    found = {(m.context, m.source, m.numerus) for m in translations.read(ts)[1]}
    assert found == {("engine", "Trick", False), ("Box", "&Deal", False),
                     ("Other", "Quit", False), ("Box", "%n won", True)}
    assert {(c, t) for c, t, _, _ in translations.marked_strings(pkg)} == \
        {(c, t) for c, t, _ in found}
    assert ts.stat().st_mode & 0o044 == 0o044  # readable by all, as the wheel installs it


def test_an_update_keeps_translations_and_carries_them_by_english_text(tmp_path):
    """A string that moves to another class keeps its words; the catalogues of the app's old
    reader (one table, context-free) were carried over to Qt's contexts this way."""
    pkg = _package(tmp_path, '''
        class Old(QWidget):
            def f(self):
                return self.tr("Deal") + self.tr("Raw")
        ''')
    folder = tmp_path / "tr"
    folder.mkdir()
    translations.update(["it"], folder, pkg)
    path = catalogue.catalogue_path("it", folder)
    translations.carry_over(path, [translations.Message("", "Deal", translation="Dai le carte")])
    _package(tmp_path, '''
        class New(QWidget):
            def f(self):
                return self.tr("Deal") + self.tr("Fresh")
        ''')
    carried = translations.update(["it"], folder, pkg)
    messages = {(m.context, m.source): m for m in translations.read(path)[1]}
    assert carried == {"it": 1}
    assert messages[("New", "Deal")].translation == "Dai le carte" and \
        messages[("New", "Deal")].finished
    assert not messages[("Old", "Deal")].live  # kept as vanished, as lupdate does
    assert not messages[("New", "Fresh")].finished


def test_the_command_starts_a_catalogue_and_check_reports_what_is_not_done(tmp_path, capsys):
    assert translations.main(["--folder", str(tmp_path), "--new", "de"]) == 0
    path = tmp_path / "cardtable_de.ts"
    language, messages = translations.read(path)
    assert language == "de" and len([m for m in messages if m.live]) > 700
    assert translations.main(["--folder", str(tmp_path), "--check"]) == 1
    assert "not translated" in capsys.readouterr().out
    assert translations.read(path)[1] == messages  # --check changed nothing


# --- strings that escape the tools ------------------------------------------------------------
def _calls(root: Path):
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            yield path.relative_to(root.parent).as_posix(), node


_TRANSLATING = {"tr", "translate", "QT_TRANSLATE_NOOP"}
# where a variable is translated on purpose: the routes of the engine's strings to Qt
_ROUTES = {"cardtable/ui/i18n.py"}


def test_no_marked_string_hides_where_lupdate_cannot_read_it():
    """lupdate reads a literal in ``self.tr``/``translate``/``QT_TRANSLATE_NOOP``: not one inside
    an f-string, nor an alias of translate under another name, nor the engine's ``tr`` with a
    literal (lupdate would take it for Qt's, with the wrong context), nor ``parent.tr`` (filed
    under "parent", looked up under the parent's class: "Unfinished game" stayed English)."""
    bad = []
    for where, node in _calls(PACKAGE):
        if isinstance(node, ast.JoinedStr):
            bad += [f"{where}:{c.lineno} in an f-string" for c in ast.walk(node)
                    if isinstance(c, ast.Call) and c.args and isinstance(c.args[0], ast.Constant)
                    and getattr(c.func, "attr", getattr(c.func, "id", "")) in _TRANSLATING]
        elif isinstance(node, ast.Assign) and isinstance(node.value, ast.Attribute) and \
                node.value.attr == "translate":
            bad += [f"{where}:{node.lineno} alias {t.id}" for t in node.targets
                    if isinstance(t, ast.Name) and t.id != "translate"]
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and \
                node.func.id == "tr" and node.args and isinstance(node.args[0], ast.Constant):
            bad.append(f"{where}:{node.lineno} tr({node.args[0].value!r}) (mark it with "
                       "QT_TRANSLATE_NOOP)")
        elif isinstance(node, ast.Call) and where not in _ROUTES and \
                isinstance(node.func, ast.Attribute) and node.func.attr == "tr" and \
                node.args and not isinstance(node.args[0], ast.Constant):
            bad.append(f"{where}:{node.lineno} .tr() of a value lupdate cannot read")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
                node.func.attr == "tr" and not (isinstance(node.func.value, ast.Name)
                                                and node.func.value.id == "self"):
            # lupdate files it under the expression ("parent"), Qt looks under the class
            bad.append(f"{where}:{node.lineno} {ast.unparse(node.func)}() (use self.tr or "
                       "translate with the context)")
    assert bad == []


# Qt calls that put their string argument in front of the player
_SHOWN = {"setText", "setWindowTitle", "setToolTip", "setStatusTip", "setPlaceholderText",
          "addItem", "addAction", "addMenu", "setTitle", "showMessage", "setLabelText", "QLabel",
          "QPushButton", "QCheckBox", "QRadioButton", "QGroupBox", "QAction", "QMenu", "setHtml",
          "setMarkdown", "information", "warning", "critical", "question", "addTab",
          "setSuffix", "setPrefix", "setSpecialValueText", "notify", "setWhatsThis",
          "setAccessibleName", "setHeaderLabels", "setHorizontalHeaderLabels", "addRow",
          "setInformativeText", "setDetailedText", "setButtonText"}
_WORDS = re.compile(r"[A-Za-z]{2,}")


def test_no_string_a_player_reads_bypasses_translation():
    """A literal with words given straight to a label, button, menu, title, tooltip or message
    box (or an f-string with words of its own) would stay English in every language."""
    bad = []
    for where, node in _calls(PACKAGE / "ui"):
        if not isinstance(node, ast.Call) or \
                getattr(node.func, "id", getattr(node.func, "attr", "")) not in _SHOWN:
            continue
        for arg in [*node.args, *(k.value for k in node.keywords)]:
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                text = arg.value
            elif isinstance(arg, ast.JoinedStr):
                text = "".join(v.value for v in arg.values if isinstance(v, ast.Constant))
            else:
                continue
            if _WORDS.search(re.sub(r"<[^>]*>|&\w+;", "", text)):
                bad.append(f"{where}:{node.lineno}: {text[:60]!r}")
    assert bad == []


def test_a_count_is_asked_of_a_qt_class_not_of_a_mixin():
    """PySide asks ``self.tr(text, "", n)`` under the object's own class only, not under a
    mixin's name as lupdate files it: the plates' "%n cards" stayed English."""
    bad = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for cls in (n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)):
            qt = any(ast.unparse(b).split(".")[-1].startswith("Q") for b in cls.bases)
            for node in ast.walk(cls):
                if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
                        node.func.attr == "tr" and len(node.args) >= 3 and not qt:
                    bad.append(f"{path.name}:{node.lineno} in {cls.name}")
    assert bad == []
