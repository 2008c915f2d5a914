import pytest

from cardtable.app.plugins import registry
from cardtable.engine.errors import OptionError
from cardtable.engine.options import Option, OptionSet

SET = OptionSet([Option("target", "int", 101, "Target", choices=(101, 151)),
                 Option("jacks_wild", "bool", True, "Jacks wild"),
                 Option("leftovers", "choice", "nobody", "Leftovers", choices=("nobody", "last")),
                 Option("cap", "int", 500, "Cap", minimum=10, maximum=1000)],
                presets={"club": {"target": 151, "leftovers": "last"}})


def test_defaults_and_presets():
    assert SET.resolve() == {"target": 101, "jacks_wild": True, "leftovers": "nobody", "cap": 500}
    assert SET.resolve(preset="club")["target"] == 151
    assert SET.resolve({"target": 101}, preset="club")["target"] == 101


def test_unknown_option_lists_the_allowed_ones():
    with pytest.raises(OptionError, match="unknown option 'colour'.*target, jacks_wild, leftovers, cap"):
        SET.resolve({"colour": 1})


def test_bad_values_say_what_is_allowed():
    with pytest.raises(OptionError, match="one of 101, 151"):
        SET.resolve({"target": 100})
    with pytest.raises(OptionError, match="true or false"):
        SET.resolve({"jacks_wild": "maybe"})
    with pytest.raises(OptionError, match="nobody, last"):
        SET.resolve({"leftovers": "dealer"})
    with pytest.raises(OptionError, match="10..1000"):
        SET.resolve({"cap": 5})
    with pytest.raises(OptionError, match="unknown preset 'harbin'.*club"):
        SET.resolve(preset="harbin")


def test_command_line_assignments_are_typed():
    assert SET.parse_assignments(["target=151", "jacks-wild=off", "leftovers=last"]) == {
        "target": 151, "jacks_wild": False, "leftovers": "last"}
    with pytest.raises(OptionError, match="key=value"):
        SET.parse_assignments(["target"])
    with pytest.raises(OptionError, match="integer"):
        SET.parse_assignments(["cap=lots"])


def test_a_preset_naming_an_unknown_option_is_a_programming_error():
    with pytest.raises(ValueError):
        OptionSet([Option("a", "bool", False, "A")], presets={"p": {"b": True}})


def test_unsupported_player_count():
    with pytest.raises(OptionError, match="2, 3, 4, 6 players, not 5"):
        registry().get("briscola").new_state(5)


def test_an_option_that_needs_another_applies_only_while_that_one_is_on():
    when = Option("when", "choice", "a", "When", choices=("a", "b"), needs="bluff")
    strict = Option("strict", "bool", False, "Strict", needs="target")
    passing = Option("pass", "bool", False, "Pass", needs="form", needs_values=("auction",))
    assert not when.applies({"bluff": False}) and when.applies({"bluff": True})
    assert not strict.applies({"target": 0}) and strict.applies({"target": 101})
    assert not passing.applies({"form": "auto"}) and passing.applies({"form": "auction"})
    assert when.applies({}) and Option("x", "bool", False, "X").applies({"bluff": False})


@pytest.mark.parametrize("game_id,players", [("briscola", 2), ("pishti", 4), ("shithead", 3),
                                             ("pinochle", 2)])
def test_start_with_options_left_out_names_them(game_id, players):
    """``Game.start`` is the unchecked fast path and wants resolved options: a script that
    passes only the options it changes gets an OptionError naming what is missing (a bare
    KeyError before), and the same options through ``new_state`` start the game."""
    game = registry().games[game_id]
    partial = {"match": "best-of-3"} if game_id == "briscola" else {}
    with pytest.raises(OptionError, match="missing; start a game with new_state") as err:
        game.start(players, partial)
    missing = set(game.option_set.options) - set(partial)
    assert all(name in str(err.value) for name in missing)
    state = game.new_state(players, partial, seed=1)
    assert state.legal_actions()
    assert game.start(players, game.resolve_options(players, partial), seed=1).legal_actions()
