"""A game plugin whose code raises at start, layout or mid-game is the game's fault: a
GameFault naming it, never blamed on the computer player nor retried; the arena reports it and
goes on with nothing else broken (issue 54)."""

import json
from pathlib import Path

import pytest

from cardtable.app import arena, saves
from cardtable.app.faults import GameFault
from cardtable.app.game_setup import AI, HUMAN, GameSetup, SeatSpec
from cardtable.app.plugins import registry
from cardtable.app.session import Session
from cardtable.cli import arena as arena_cli
from cardtable.engine.errors import SaveError

THIRD_PARTY = Path(__file__).parent / "thirdparty"


@pytest.fixture
def faulty(monkeypatch):
    monkeypatch.syspath_prepend(str(THIRD_PARTY))
    from faulty_game import FaultyGame

    games = {}
    for where in ("start", "layout", "legal", "apply", "result"):
        game = FaultyGame(where)
        monkeypatch.setitem(registry().games, game.id, game)
        games[where] = game
    return games


def _computers(gid):
    return GameSetup(gid, 2, seats=(SeatSpec(AI, "random"), SeatSpec(AI, "random")), seed=3)


def test_a_game_that_raises_at_start_is_its_fault(faulty):
    with pytest.raises(GameFault, match="faulty-start") as err:
        Session(_computers("faulty-start"), ai="inline")
    assert err.value.hook == "start" and "ZeroDivisionError" not in err.value.error  # its subclass
    assert "Broken: start is broken" in str(err.value)


def test_a_rules_error_mid_game_is_not_blamed_on_the_computer_nor_retried(faulty):
    session = Session(_computers("faulty-legal"), ai="inline")
    with pytest.raises(GameFault, match="faulty-legal") as err:
        session.poll()
    assert err.value.hook == "play" and "legal_actions is broken" in str(err.value)
    assert session.problems == []  # no computer player was blamed
    assert len(session.steps) == 2  # nothing was played after the fault
    with pytest.raises(GameFault):  # the game cannot go on: said again, not retried
        session.poll()
    assert session.fault is err.value


def test_a_game_whose_apply_raises_on_a_persons_move(faulty):
    setup = GameSetup("faulty-apply", 2, seats=(SeatSpec(HUMAN), SeatSpec(HUMAN)), seed=3)
    session = Session(setup, ai="inline")
    session.play(session.state.legal_actions()[0])
    session.play(session.state.legal_actions()[0])
    with pytest.raises(GameFault, match="apply is broken"):
        session.play(session.state.legal_actions()[0])
    assert session.fault is not None


def test_a_computer_player_failing_in_a_healthy_game_is_still_its_own_fault():
    def factory(game, seat, level, seed, time_limit):
        class Bad:
            def choose(self, decision):
                raise RuntimeError("agent bug")
        return Bad()

    setup = GameSetup("briscola", 2, seats=(SeatSpec(AI, "x"), SeatSpec(AI, "x")), seed=3)
    session = Session(setup, ai="inline", agent_factory=factory)
    session.poll(limit=2)
    assert session.fault is None and [p.kind for p in session.problems] == ["error", "error"]


@pytest.mark.parametrize("where", ["start", "legal", "apply", "result"])
def test_the_arena_reports_a_broken_game(faulty, where):
    game = faulty[where]
    report = arena.run(arena.ArenaConfig(game, 2, ["random"], games=5, seed=1))
    assert report["games_played"] == 0 and len(report["game_faults"]) == 1
    assert f"faulty-{where}" in report["game_faults"][0]
    assert "is broken" in report["game_faults"][0]


def test_the_arena_command_says_so_and_exits_1(faulty, capsys):
    assert arena_cli.main(["faulty-legal", "--games", "3"]) == 1
    captured = capsys.readouterr()
    assert "game fault:" in captured.out and "faulty-legal" in captured.err
    assert "Traceback" not in captured.out + captured.err


def test_a_save_of_a_game_that_raises_on_replay_is_a_save_error(faulty, tmp_path):
    session = Session(_computers("faulty-layout"), ai="inline")  # the session needs no layout
    snap = session.snapshot()
    for _ in range(3):
        snap["actions"].append("play 2C")
    snap["game"] = "faulty-apply"
    snap.pop("extra", None)
    path = tmp_path / "g.json"
    path.write_text(json.dumps(snap))
    with pytest.raises(SaveError):
        saves.load(path)


class _EntryPoint:
    def __init__(self, name, obj):
        self.name, self.value, self._obj = name, f"fake:{name}", obj

    def load(self):
        return self._obj


@pytest.mark.parametrize("attr, value, words", [
    ("id", "x" * 5000, "short lowercase text"),
    ("id", "Bad Id!", "short lowercase text"),
    ("player_counts", (0, 2), "numbers of players"),
    ("player_counts", ("2",), "numbers of players"),
    ("name", None, "name must be text"),
])
def test_a_plugin_with_bad_metadata_is_reported_and_skipped(faulty, attr, value, words):
    from cardtable.app.plugins import load_games

    bad = type(faulty["layout"])("layout")
    setattr(bad, attr, value)
    good = faulty["start"]
    reg = load_games([_EntryPoint("bad", bad), _EntryPoint("good", good)])
    assert list(reg.games) == [good.id]
    assert len(reg.broken) == 1 and words in reg.broken[0].error


def test_a_hint_on_a_broken_game_is_the_games_fault(faulty):
    setup = GameSetup("faulty-legal", 2, seats=(SeatSpec(HUMAN), SeatSpec(HUMAN)), seed=3)
    session = Session(setup, ai="inline")
    session.play(session.state.legal_actions()[0])
    session.play(session.state.legal_actions()[0])
    with pytest.raises(GameFault, match="faulty-legal"):
        session.request_hint()


def test_a_game_fault_crosses_process_boundaries_whole():
    """An arena worker process sends a fault back pickled."""
    import pickle

    fault = GameFault("faulty-start", "start", ZeroDivisionError("boom"))
    again = pickle.loads(pickle.dumps(fault))
    assert (again.game, again.hook, again.error, str(again)) == \
        ("faulty-start", "start", "ZeroDivisionError: boom", str(fault))
