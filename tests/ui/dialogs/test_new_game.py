"""The New Game dialog: every option of every game reachable, presets, seats and levels, the deal
number, refused combinations, remembered choices."""

import random

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog

from cardtable.app import paths, settings
from cardtable.app.game_setup import AI, HUMAN, LEVELS
from cardtable.app.plugins import registry
from cardtable.engine.errors import OptionError
from cardtable.ui.dialogs.new_game import CUSTOM, STANDARD, NewGameDialog

GAMES = ("briscola", "pishti", "shithead", "pinochle")


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))
    return tmp_path


def _dialog(qtbot, game, **kw):
    dialog = NewGameDialog(registry(), game=game, rng=random.Random(7), **kw)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.game_id == game
    return dialog


def _choose(combo: QComboBox, data):
    index = combo.findData(data)
    assert index >= 0, f"{data!r} is not offered"
    combo.setCurrentIndex(index)


def _set(editor, value):
    """Set an option through its control as a person would."""
    control = editor.control
    if isinstance(control, QCheckBox):
        if control.isChecked() != value:  # on the box itself, not the empty end of the row
            QTest.mouseClick(control, Qt.MouseButton.LeftButton, pos=QPoint(8, control.height() // 2))
    elif isinstance(control, QComboBox):
        _choose(control, value)
    else:
        control.setValue(value)
    assert editor.value() == value


def _refused(game, players, values):
    try:
        game.resolve_options(players, values)
    except OptionError as exc:
        return str(exc)
    return ""


@pytest.mark.parametrize("gid", GAMES)
def test_every_option_of_every_game_is_reachable(qtbot, gid):
    game = registry().get(gid)
    dialog = _dialog(qtbot, gid)
    assert set(dialog.editors) == set(game.option_set.options)
    accepted = {name: set() for name in game.option_set.options}
    for n in game.player_counts:
        _choose(dialog.players_combo, n)
        for name, editor in dialog.editors.items():
            shown = not editor.option.players or n in editor.option.players
            assert editor.isVisible() == shown, (n, name)
            if not shown:
                continue
            assert editor.help.text() and editor.control.toolTip()  # the explanation is shown
            for value in editor.values():
                # On the standard rules, or else on a preset (a value may need another option:
                # Pishti's "end on a pishti" needs a target score).
                for base in (STANDARD, *game.option_set.presets):
                    if base == STANDARD:
                        QTest.mouseClick(dialog.defaults_button, Qt.MouseButton.LeftButton)
                    elif _refused(game, n, game.option_set.resolve(None, base)):
                        continue
                    else:
                        _choose(dialog.preset_combo, base)
                    if not editor.isEnabled():  # it needs another option: set that one first
                        needed = dialog.editors[editor.option.needs]
                        _set(needed, next(v for v in needed.values()
                                          if editor.option.applies({needed.option.name: v})))
                    assert editor.isEnabled()
                    _set(editor, value)
                    values = dialog.option_values()
                    refusal = _refused(game, n, values)
                    assert dialog.error() == refusal, (n, name, value)
                    assert dialog.ok_button.isEnabled() == (not refusal)
                    if not refusal:
                        setup = dialog.setup()
                        assert setup.options[name] == value and setup.players == n
                        got = game.resolve_options(n, setup.options, setup.preset)[name]
                        # (a choice "as usual" is made what it means: Pinochle's game=auto)
                        assert got == value or (value == "auto" and got in editor.option.choices)
                        accepted[name].add(value)
                        break
    for name, option in game.option_set.options.items():
        offered = set(dialog.editors[name].values())
        assert accepted[name] == offered, f"{name}: never accepted {offered - accepted[name]}"
        if option.kind == "choice":
            assert offered == set(option.choices)


@pytest.mark.parametrize("gid", GAMES)
def test_presets_set_the_rules_and_custom_edits_are_named(qtbot, gid):
    game = registry().get(gid)
    dialog = _dialog(qtbot, gid)
    model = dialog.preset_combo.model()
    assert dialog.preset_combo.currentData() == STANDARD and dialog.setup().preset is None
    for n in game.player_counts:
        _choose(dialog.players_combo, n)
        for preset in game.option_set.presets:
            index = dialog.preset_combo.findData(preset)
            try:
                game.resolve_options(n, None, preset)
            except OptionError:
                assert not model.item(index).isEnabled()  # offered only where the game plays it
                continue
            assert model.item(index).isEnabled()
            dialog.preset_combo.setCurrentIndex(index)
            assert dialog.option_values() == game.option_set.resolve(None, preset)
            setup = dialog.setup()
            assert setup.preset == preset and dialog.ok_button.isEnabled()
            assert game.resolve_options(n, setup.options, setup.preset) == \
                game.resolve_options(n, None, preset)
    # Editing a rule after a preset makes the rules custom; undoing the edit finds it again.
    _choose(dialog.players_combo, game.player_counts[0])
    _choose(dialog.preset_combo, STANDARD)
    editor = next(e for e in dialog.editors.values() if e.isVisible())
    other = next(v for v in editor.values() if v != editor.value())
    _set(editor, other)
    assert dialog.preset_combo.currentData() in (CUSTOM, *game.option_set.presets)
    _set(editor, editor.option.default)
    assert dialog.preset_combo.currentData() == STANDARD


def test_custom_rules_in_pishti(qtbot):
    dialog = _dialog(qtbot, "pishti")
    _choose(dialog.preset_combo, "pagat")
    _set(dialog.editors["bluff"], True)
    assert dialog.preset_combo.currentText() == "Custom rules" and dialog.setup().preset is None
    assert dialog.setup().options["target"] == 151 and dialog.setup().options["bluff"] is True


def test_a_choice_cut_short_in_its_box_is_said_whole_in_the_tip(qtbot):
    dialog = _dialog(qtbot, "pishti")
    combo = dialog.editors["bluff_when"].control
    assert isinstance(combo, QComboBox)
    assert combo.toolTip().startswith("Whenever the pile holds one card\n\nBluff Pishti:")
    _set(dialog.editors["bluff_when"], "after_plain_capture")
    assert combo.toolTip().startswith(combo.currentText() + "\n\n")
    assert combo.currentText().startswith("Only after a capture without a jack")


def test_a_refused_combination_shows_the_reason_and_disables_ok(qtbot):
    dialog = _dialog(qtbot, "pinochle")
    _choose(dialog.players_combo, 3)  # (the game's length is no choice there: settled in chips)
    assert not dialog.editors["game"].isVisible()
    _choose(dialog.players_combo, 4)
    _set(dialog.editors["form"], "auction")  # the three-handed auction, for four
    assert "is for 3 players" in dialog.error() and dialog.error_label.isVisible()
    assert not dialog.ok_button.isEnabled()
    dialog._validate()
    dialog.accept()  # even a forced accept does nothing
    assert dialog.result() != QDialog.DialogCode.Accepted and dialog.isVisible()
    _set(dialog.editors["form"], "auto")
    assert dialog.error() == "" and dialog.ok_button.isEnabled()
    QTest.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted


def test_an_option_that_needs_another_is_greyed_out_until_that_one_is_set(qtbot):
    dialog = _dialog(qtbot, "pishti")
    when, strict, pishti_end = (dialog.editors[n] for n in ("bluff_when", "target_strict",
                                                              "end_on_pishti"))
    assert not when.isEnabled() and not strict.isEnabled() and not pishti_end.isEnabled()
    assert when.help.text().startswith("Only when “Bluff Pishti” is on. Bluff Pishti: a face-")
    assert strict.help.text().startswith("Only when “Target score” is not 0. On: the game")
    _set(dialog.editors["bluff"], True)
    assert when.isEnabled() and when.help.text().startswith("Bluff Pishti: a face-down claim")
    _set(dialog.editors["target"], 101)
    _set(pishti_end, True)
    assert dialog.error() == ""
    _set(dialog.editors["target"], 0)  # the box it needs is gone: greyed, and unticked, since
    assert not pishti_end.isEnabled() and pishti_end.value() is False  # it would be refused
    assert dialog.error() == "" and dialog.ok_button.isEnabled()
    dialog = _dialog(qtbot, "pinochle")
    _choose(dialog.players_combo, 4)
    passing = dialog.editors["pass_cards"]
    assert passing.isVisible() and not passing.isEnabled()
    assert passing.help.text().startswith("Only when “Form” is: Partnership auction.")
    _set(dialog.editors["form"], "partnership-auction")
    assert passing.isEnabled()


def test_pinochle_forms_and_hidden_options(qtbot):
    dialog = _dialog(qtbot, "pinochle")
    _choose(dialog.players_combo, 2)
    _set(dialog.editors["pack"], "64")
    _choose(dialog.players_combo, 4)  # the pack only matters for two: it goes back to 48
    assert not dialog.editors["pack"].isVisible() and dialog.setup().options["pack"] == "48"
    assert dialog.ok_button.isEnabled()
    _set(dialog.editors["form"], "auction")
    assert "is for 3 players, not 4" in dialog.error() and not dialog.ok_button.isEnabled()
    _set(dialog.editors["form"], "partnership-auction")
    assert dialog.ok_button.isEnabled()
    assert [r.side.text() for r in dialog.seat_rows[:4]] == ["Side A", "Side B", "Side A", "Side B"]
    _choose(dialog.players_combo, 3)
    assert dialog.editors["min_bid"].isVisible() and dialog.editors["kitty"].isVisible()


def test_seats_people_computers_levels_and_names(qtbot):
    game = registry().get("shithead")
    dialog = _dialog(qtbot, "shithead")
    for n in game.player_counts:
        _choose(dialog.players_combo, n)
        assert [r.isVisible() for r in dialog.seat_rows] == [i < n for i in range(len(dialog.seat_rows))]
    _choose(dialog.players_combo, 5)
    rows = dialog.seat_rows
    assert rows[0].spec().kind == HUMAN and not rows[0].level.isEnabled()
    for i, level in enumerate(LEVELS, start=1):
        assert rows[i].level.isEnabled()
        _choose(rows[i].level, level)
        # the level says what it plays like, in the list and on the chosen level
        assert rows[i].level.toolTip() == rows[i].level.itemData(
            rows[i].level.findData(level), Qt.ItemDataRole.ToolTipRole)
    assert "four times" in rows[4].level.toolTip() and "mistakes" in rows[1].level.toolTip()
    _choose(rows[2].kind, HUMAN)
    assert not rows[2].level.isEnabled()
    QTest.keyClicks(rows[0].name, "Ada")
    QTest.keyClicks(rows[1].name, "Deep Blue")
    seats = dialog.setup().seats
    assert len(seats) == 5
    assert [s.kind for s in seats] == [HUMAN, AI, HUMAN, AI, AI]
    assert [s.level for s in seats if s.kind == AI] == ["beginner", "expert", "master"]
    # a name left empty stays empty: the table names the seat ("Player 3", "Computer 4")
    assert [s.name for s in seats] == ["Ada", "Deep Blue", "", "", ""]
    assert [r.name.placeholderText() for r in rows[2:5]] == ["Player 3", "Computer 4", "Computer 5"]
    assert dialog.setup().humans == (0, 2)


def test_the_first_seats_default_name_is_you_only_for_a_person_playing_alone(qtbot):
    """Hot seat: seat 1 was called "You" whoever sat at the screen; the game also took the
    dialog's "You" for a name of the person's own (and the log read "You plays …")."""
    dialog = _dialog(qtbot, "briscola")
    _choose(dialog.players_combo, 2)
    rows = dialog.seat_rows
    assert rows[0].name.placeholderText() == "You"
    assert dialog.setup().seats[0].name == ""  # the table says "You"
    _choose(rows[1].kind, HUMAN)
    assert rows[0].name.placeholderText() == "Player 1"
    from cardtable.app.session import Session
    session = Session(dialog.setup(), ai="inline")
    assert [session.seat_name(i) for i in range(2)] == ["Player 1", "Player 2"]
    _choose(rows[1].kind, "ai")
    assert rows[0].name.placeholderText() == "You"


def test_deal_number_random_or_entered_replays_the_same_deal(qtbot):
    dialog = _dialog(qtbot, "pinochle")
    assert dialog.random_deal.isChecked()
    QTest.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    first = dialog.setup().seed
    assert first == random.Random(7).randint(1, 999_999_999)
    dialog.show()
    QTest.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.setup().seed != first  # a random deal is a new deal each time
    dialog.show()
    dialog.deal_number.selectAll()
    QTest.keyClicks(dialog.deal_number, "4242")
    assert dialog.fixed_deal.isChecked()  # typing a number chooses it
    QTest.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    a = dialog.setup()
    assert a.seed == 4242
    b = _dialog(qtbot, "pinochle")
    b.deal_number.setValue(4242)
    QTest.mouseClick(b.ok_button, Qt.MouseButton.LeftButton)
    assert b.setup() == a
    game = registry().get("pinochle")
    deal_a = game.new_state(a.players, a.options, seed=a.seed)
    deal_b = game.new_state(b.setup().players, b.setup().options, seed=b.setup().seed)
    assert deal_a.zones() == deal_b.zones()


def test_the_last_choices_are_remembered_per_game_across_a_restart(qtbot, home):
    dialog = _dialog(qtbot, "pishti", settings=settings.load())
    _choose(dialog.players_combo, 4)
    _choose(dialog.preset_combo, "club")
    _set(dialog.editors["bluff"], True)
    _choose(dialog.seat_rows[2].kind, HUMAN)
    QTest.keyClicks(dialog.seat_rows[2].name, "Bea")
    _choose(dialog.seat_rows[1].level, "master")
    dialog.deal_number.setValue(77)
    QTest.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    chosen = dialog.setup()
    settings.save(dialog.remembered())
    # Another game's choices are kept apart.
    other = _dialog(qtbot, "briscola", settings=settings.load())
    _choose(other.players_combo, 3)
    settings.save(other.remembered())

    again = _dialog(qtbot, "pishti", settings=settings.load())
    assert again.setup() == chosen and again.fixed_deal.isChecked()
    assert again.preset_combo.currentText() == "Custom rules"
    last = NewGameDialog(registry(), settings.load())  # opens on the last game chosen
    qtbot.addWidget(last)
    assert last.game_id == "briscola" and last.players == 3


def test_remembered_choices_that_no_longer_fit_are_ignored(qtbot):
    stale = settings.remember_new_game(settings.Settings(), "briscola", {
        "players": 5, "preset": "gone", "options": {"colour": 1}, "seats": "x", "deal": -3})
    dialog = _dialog(qtbot, "briscola", settings=stale)
    assert dialog.players == 2 and dialog.setup().preset is None and dialog.ok_button.isEnabled()


@pytest.mark.parametrize("game_id", ["briscola", "pinochle", "pishti", "shithead"])
def test_every_rule_option_fits_the_width_it_is_shown_in(qtbot, home, game_id):
    """The options panel was laid out before its scroll bar appeared and kept 14 pixels more than
    the room left: the right end of every line of the rules was cut off."""
    for n in registry().get(game_id).player_counts:
        dialog = NewGameDialog(registry(), game=game_id, rng=random.Random(7))
        qtbot.addWidget(dialog)
        _choose(dialog.players_combo, n)
        dialog.resize(1100, 700)
        dialog.show()
        qtbot.waitExposed(dialog)
        area = dialog.options_area
        assert area.widget().width() <= area.viewport().width(), f"{n} players"
