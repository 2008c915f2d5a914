"""The bot protocol: outside programs seated with cmd:, failures replaced, cardtable-bot."""

import io
import json
import sys

from cardtable.cli import arena as arena_cli
from cardtable.cli import bot as bot_cli
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
