"""The bot protocol: outside programs seated with cmd:, failures replaced, cardtable-bot."""

import io
import json
import random
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from cardtable.ai.levels import make_agent
from cardtable.app.bot_client import BotClient, python_command, sampled_world
from cardtable.app.plugins import registry
from cardtable.cli import arena as arena_cli
from cardtable.cli import bot as bot_cli
from cardtable.engine.agent import Decision
from cardtable.engine.world_json import world_from_json
from cardtable.games.briscola import GAME as BRISCOLA

PY = sys.executable
EXAMPLE = f"cmd:{PY} examples/bots/simple_bot.py"


def run_json(capsys, *args):
    assert arena_cli.main([*args, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_example_bot_plays_whole_games(capsys):
    for game, players in (("briscola", 2), ("pishti", 2), ("briscola", 4)):
        r = run_json(capsys, game, "--players", str(players), "--agents", f"{EXAMPLE},random",
                     "--games", "4", "--duplicate")
        assert r["bot_failures"] == []
        assert r["by_agent"][EXAMPLE]["games"] == 4 * players // 2
        assert sum(t["games"] for t in r["by_agent"].values()) == 4 * players


def test_crashing_hanging_and_illegal_bots_are_replaced(capsys, tmp_path):
    hello = "print(json.dumps({'type': 'hello'}), flush=True)\n"
    crash = tmp_path / "crash.py"
    crash.write_text("import sys\nsys.exit(3)\n")
    hang = tmp_path / "hang.py"
    hang.write_text("import json, sys, time\nfor line in sys.stdin:\n    m = json.loads(line)\n"
                    "    if m['type'] == 'hello':\n        " + hello.strip() + "\n"
                    "    elif m['type'] == 'act':\n        time.sleep(30)\n")
    illegal = tmp_path / "illegal.py"
    illegal.write_text("import json, sys\nfor line in sys.stdin:\n    m = json.loads(line)\n"
                       "    if m['type'] == 'hello':\n        " + hello.strip() + "\n"
                       "    elif m['type'] == 'act':\n        print('play 99X', flush=True)\n"
                       "    elif m['type'] == 'quit':\n        break\n")
    for path, words in ((crash, "exited with status 3"), (hang, "no answer to an act message within 1 s"),
                        (illegal, "not a legal action")):
        r = run_json(capsys, "briscola", "--agents", f"cmd:{PY} {path},random", "--games", "2",
                     "--bot-time-limit", "1")
        assert r["games"] == 2 and len(r["bot_failures"]) == 2, r["bot_failures"]
        assert words in r["bot_failures"][0] and "a built-in player takes over" in r["bot_failures"][0]
    assert arena_cli.main(["briscola", "--agents", f"cmd:{PY} {illegal},random", "--games", "1"]) == 0
    assert "bot failure:" in capsys.readouterr().out


def test_cardtable_bot_speaks_the_protocol_and_searches(capsys):
    r = run_json(capsys, "briscola", "--agents",
                 f"cmd:{PY} -m cardtable.cli.bot briscola --level intermediate,random", "--games", "2")
    assert r["bot_failures"] == []
    msgs = [{"type": "hello", "protocol": 1},
            {"type": "game", "game": "briscola", "players": 2, "seat": 0,
             "options": BRISCOLA.option_set.defaults(), "time_limit": 5}]
    state = BRISCOLA.new_state(2, seed=1)
    msgs.append({"type": "act", "observation": state.observation(0).to_json(),
                 "legal": state.legal_actions()})
    msgs.append({"type": "end", "returns": [1.0, 0.0], "points": [70, 50], "summary": ""})
    msgs.append({"type": "quit"})
    out, err = io.StringIO(), io.StringIO()
    inp = io.StringIO("".join(json.dumps(m) + "\n" for m in msgs))
    assert bot_cli.serve(BRISCOLA, "expert", 0, inp, out, err) == 0
    lines = out.getvalue().splitlines()
    assert json.loads(lines[0])["type"] == "hello"
    assert lines[1] in state.legal_actions()
    assert "playing as intermediate" in err.getvalue()  # no sampled world from this host


def test_cardtable_bot_rejects_unknown_levels(capsys):
    assert bot_cli.main(["briscola", "--level", "grandmaster"]) == 2
    assert "unknown agent 'grandmaster'" in capsys.readouterr().err


# --- cardtable-bot at the search levels: sampled worlds as JSON -----------------------------------
def play_with_bot(game, players, bot, seed=1):
    """One whole game: the bot client at seat 0, random players elsewhere; the true states at
    the bot's decisions."""
    state = game.new_state(players, seed=seed)
    others = {s: make_agent(game, s, "random") for s in range(1, players)}
    rng = random.Random(seed)
    seen = []
    while not state.is_terminal:
        p = state.current_player
        decision = Decision(state, p, state.legal_actions(), rng)
        if p == 0:
            seen.append(state.clone())
        state.apply((bot if p == 0 else others[p]).choose(decision))
    bot.close(state.result())
    return state, seen


@pytest.mark.parametrize("gid", ["briscola", "pishti", "shithead", "pinochle"])
def test_cardtable_bot_at_expert_plays_whole_games_from_json_worlds(gid):
    game = registry().get(gid)
    with tempfile.TemporaryFile("w+") as err:
        bot = BotClient(python_command("-m", "cardtable.cli.bot", gid, "--level", "expert",
                                       "--iterations", "20"), game, 0,
                        fallback=lambda: make_agent(game, 0, "intermediate"), stderr=err,
                        time_limit=30)
        state, seen = play_with_bot(game, 2, bot)
        err.seek(0)
        notes = err.read()
    assert state.is_terminal and len(seen) > 5
    assert bot.failures == [] and bot.world_errors == []
    assert bot.name == "cardtable expert"
    assert notes == ""  # every move searched from the world it was sent: no fallback


def test_the_arena_sends_worlds_to_cardtable_bot(capsys):
    r = run_json(capsys, "pishti", "--agents",
                 f"cmd:{PY} -m cardtable.cli.bot pishti --level expert --iterations 20,random",
                 "--games", "2")
    assert r["bot_failures"] == [] and r["games"] == 2


def test_worlds_are_samples_without_history(tmp_path):
    """What a bot asking for worlds receives: a world sampled for its seat (the others' hands
    re-dealt), never the true state, and no action history."""
    log = tmp_path / "worlds.jsonl"
    recorder = tmp_path / "recorder.py"
    recorder.write_text(
        "import json, sys\n"
        f"out = open({str(log)!r}, 'w')\n"
        "for line in sys.stdin:\n"
        "    m = json.loads(line)\n"
        "    if m['type'] == 'hello':\n"
        "        print(json.dumps({'type': 'hello', 'world': True}), flush=True)\n"
        "    elif m['type'] == 'act':\n"
        "        out.write(json.dumps(m['world']) + '\\n'); out.flush()\n"
        "        print(m['legal'][0], flush=True)\n"
        "    elif m['type'] == 'quit':\n"
        "        break\n")
    bot = BotClient([PY, str(recorder)], BRISCOLA, 0, send_worlds=True,
                    fallback=lambda: make_agent(BRISCOLA, 0, "intermediate"))
    _, seen = play_with_bot(BRISCOLA, 2, bot, seed=4)
    assert bot.failures == []
    worlds = [json.loads(line) for line in log.read_text().splitlines()]
    assert len(worlds) == len(seen)
    same_other_hand = 0
    for data, true in zip(worlds, seen):
        world = world_from_json(BRISCOLA, 2, true.options, data)
        assert world.history == []
        assert world.observation(0) == true.observation(0)  # what the seat sees is all it keeps
        same_other_hand += sorted(world.zones()["hand:1"]) == sorted(true.zones()["hand:1"])
    assert same_other_hand <= len(seen) // 2 + 3  # (the last tricks: every card is known)


def test_only_cardtable_bot_gets_worlds_by_default(tmp_path):
    """A bot whose hello asks for worlds gets none unless it is cardtable's own."""
    bot = BotClient([PY, "examples/bots/simple_bot.py"], BRISCOLA, 0,
                    fallback=lambda: make_agent(BRISCOLA, 0, "intermediate"))
    assert bot._send_worlds is False
    own = BotClient(python_command("-m", "cardtable.cli.bot", "briscola"), BRISCOLA, 0,
                    fallback=lambda: make_agent(BRISCOLA, 0, "intermediate"))
    assert own._send_worlds is True


def serve_lines(lines, level="expert"):
    out, err = io.StringIO(), io.StringIO()
    inp = io.StringIO("".join((m if isinstance(m, str) else json.dumps(m)) + "\n" for m in lines))
    assert bot_cli.serve(BRISCOLA, level, 0, inp, out, err, iterations=20) == 0
    return out.getvalue().splitlines(), err.getvalue()


def act_with(state, world):
    return {"type": "act", "observation": state.observation(0).to_json(),
            "legal": state.legal_actions(), "world": world}


START = [{"type": "hello", "protocol": 1},
         {"type": "game", "game": "briscola", "players": 2, "seat": 0,
          "options": BRISCOLA.option_set.defaults(), "time_limit": 5}]


def test_cardtable_bot_searches_from_a_good_world():
    state = BRISCOLA.new_state(2, seed=1, first_dealer=1)  # seat 0 leads
    world = sampled_world(Decision(state, 0, state.legal_actions(), random.Random(0)))
    lines, err = serve_lines([*START, act_with(state, world), {"type": "quit"}])
    assert json.loads(lines[0]) == {"type": "hello", "name": "cardtable expert", "protocol": 1,
                                    "world": True}
    assert lines[1] in state.legal_actions() and err == ""


def hostile_worlds(state):
    good = sampled_world(Decision(state, 0, state.legal_actions(), random.Random(0)))
    huge = json.loads(json.dumps(good))
    huge["attrs"]["dealer"] = 10 ** 400
    wrong_type = json.loads(json.dumps(good))
    wrong_type["attrs"]["stock"] = "all the aces"
    unknown = json.loads(json.dumps(good))
    unknown["attrs"]["__reduce__"] = 1
    other_seat = json.loads(json.dumps(good))
    other_seat["attrs"]["current_player"] = 1
    other_seat["attrs"]["leader"] = 1
    bad_index = json.loads(json.dumps(good))
    bad_index["objects"][bad_index["attrs"]["stock"][0]] = ["list", [10 ** 9]]
    pickled = "gASVCAAAAAAAAACMBHBvc2l4lC4="
    return [("huge number", huge, "too large"),
            ("wrong type", wrong_type, "stock must be of type list, not str"),
            ("unknown attribute", unknown, "has no attribute '__reduce__'"),
            ("another seat to move", other_seat, "rejected the world"),
            ("a card that is not in the pack", bad_index, "rejected the world"),
            ("a pickle", pickled, "a world must be a JSON object, not str"),
            ("not JSON at all", None, "a world must be a JSON object, not null")]


def test_cardtable_bot_rejects_hostile_worlds_and_plays_on():
    state = BRISCOLA.new_state(2, seed=1, first_dealer=1)  # seat 0 leads
    cases = hostile_worlds(state)
    lines, err = serve_lines([*START, *(act_with(state, w) for _, w, _ in cases),
                              "this is not JSON {", '{"type": "act", "legal": "play AS"}',
                              "[" * 100_000, {"type": "quit"}])
    answers = lines[1:]
    assert len(answers) == len(cases)  # one legal answer per act message, the rest skipped
    assert all(a in state.legal_actions() for a in answers)
    notes = err.splitlines()
    for (name, _, words), note in zip(cases, notes):
        assert words in note and note.endswith("this move played as intermediate"), (name, note)
    assert "ignored a line that is not JSON" in notes[len(cases)]
    assert "without a list of legal actions" in notes[len(cases) + 1]
    assert "ignored a line that is not JSON" in notes[len(cases) + 2]


def test_cardtable_bot_is_an_installed_console_script():
    script = Path(sys.executable).parent / "cardtable-bot"
    assert script.exists(), "reinstall: .venv/bin/pip install -e ."
    run = subprocess.run([str(script), "briscola", "--level", "intermediate"],
                         input=json.dumps({"type": "hello", "protocol": 1}) + "\n",
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0
    assert json.loads(run.stdout)["name"] == "cardtable intermediate"


def test_iterations_only_for_the_search_levels(capsys):
    assert bot_cli.main(["briscola", "--level", "greedy", "--iterations", "5"]) == 2
    assert "--iterations" in capsys.readouterr().err


def test_no_pickle_on_the_protocol_path():
    import cardtable.app.bot_client as client
    import cardtable.engine.world_json as world_json
    for module in (bot_cli, client, world_json):
        source = Path(module.__file__).read_text()
        assert "import pickle" not in source and "pickle.loads" not in source, module.__name__
