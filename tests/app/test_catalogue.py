"""Translation catalogues: reading, writing and updating .ts files, finding the marked strings,
and the catalogues shipped (complete, every placeholder kept)."""

from __future__ import annotations

import textwrap

import pytest

from cardtable.app import catalogue
from cardtable.app.catalogue import Catalogue, CatalogueError, Message
from cardtable.cli import translations


def test_a_catalogue_round_trips_through_its_file(tmp_path):
    cat = Catalogue("it", {
        "Deal": Message("Deal", "Dai le carte", ["MainWindow"], [("cardtable/ui/x.py", 3)]),
        "{n} cards": Message("{n} cards", "", ["table"]),
        "Gone": Message("Gone", "Andato", ["engine"], obsolete=True),
    })
    path = tmp_path / "cardtable_it.ts"
    catalogue.write(cat, path)
    back = catalogue.read(path)
    assert back.language == "it"
    assert back.lookup() == {"Deal": "Dai le carte"}  # the untranslated and the vanished: none
    assert back.untranslated() == ["{n} cards"]
    assert back.messages["Gone"].obsolete and back.messages["Gone"].translation == "Andato"
    assert back.messages["Deal"].locations == [("cardtable/ui/x.py", 3)]
    assert list(tmp_path.iterdir()) == [path]  # no temporary file left


@pytest.mark.parametrize("text", ["", "<TS><context>", "not xml at all", "<html></html>"])
def test_a_broken_catalogue_is_a_clear_error(tmp_path, text):
    path = tmp_path / "cardtable_xx.ts"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(CatalogueError, match="cardtable_xx.ts"):
        catalogue.read(path)


def test_the_marked_strings_are_found_in_every_form(tmp_path):
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    (pkg / "m.py").write_text(textwrap.dedent('''
        LABEL = N_("Trick")
        def f(x):
            return tr("{n} points", "table", n=x) + tr(LABEL, "cards") + _tr("Your turn")
        class Box:
            def g(self):
                return self.tr("&Deal") + QCoreApplication.translate("Other", "Quit")
        def h():
            t = QCoreApplication.translate
            return t("Deck", "Blue lattice")
        name = f"{LABEL}"  # not a marked string
        '''), encoding="utf-8")
    found = {(ctx, text) for ctx, text, _, _ in translations.marked_strings(pkg)}
    assert found == {("engine", "Trick"), ("table", "{n} points"), ("TableWidget", "Your turn"),
                     ("Box", "&Deal"), ("Other", "Quit"), ("Deck", "Blue lattice")}


def test_every_function_that_translates_its_argument_is_known_to_the_finder():
    """The game log's own wrapper (``_ui``) was missed: "wins the trick" stayed English."""
    assert translations.unknown_wrappers() == []


def test_an_update_keeps_translations_adds_new_strings_and_keeps_gone_ones_vanished():
    old = Catalogue("it", {"Deal": Message("Deal", "Dai le carte"),
                           "Old": Message("Old", "Vecchio"), "Raw": Message("Raw")})
    fresh = translations.update(old, {"Deal": Message("Deal", contexts=["MainWindow"]),
                                      "New": Message("New", contexts=["engine"])})
    assert fresh.lookup() == {"Deal": "Dai le carte"}
    assert fresh.untranslated() == ["New"]
    assert fresh.messages["Old"].obsolete
    assert "Raw" not in fresh.messages  # gone and never translated: dropped


def test_the_command_writes_a_new_catalogue_and_check_reports_lag(tmp_path, capsys):
    assert translations.main(["--folder", str(tmp_path), "--new", "de"]) == 0
    path = tmp_path / "cardtable_de.ts"
    cat = catalogue.read(path)
    assert len(cat.untranslated()) > 400 and not cat.lookup()
    assert translations.main(["--folder", str(tmp_path), "--check"]) == 0
    del cat.messages[next(iter(cat.messages))]
    catalogue.write(cat, path)
    assert translations.main(["--folder", str(tmp_path), "--check"]) == 1
    assert "1 new" in capsys.readouterr().out


SHIPPED = catalogue.languages()


def test_a_translation_is_shipped():
    assert "it" in SHIPPED


@pytest.mark.parametrize("code", SHIPPED)
def test_a_shipped_catalogue_translates_every_string_of_the_source(code):
    cat = catalogue.read(catalogue.catalogue_path(code))
    source = translations.source_messages()
    missing = [s for s in source if not cat.messages.get(s) or not cat.messages[s].translation]
    assert not missing, f"{code}: untranslated (python -m cardtable.cli.translations): {missing[:8]}"


@pytest.mark.parametrize("code", SHIPPED)
def test_a_translation_keeps_every_placeholder_and_accelerator(code):
    cat = catalogue.read(catalogue.catalogue_path(code))
    bad = [(m.source, m.translation) for m in cat.messages.values() if m.translation and (
        catalogue.fields_of(m.source) != catalogue.fields_of(m.translation)
        or m.source.count("&") != m.translation.count("&"))]
    assert not bad, bad[:5]
